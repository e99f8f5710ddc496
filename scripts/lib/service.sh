# shellcheck shell=bash
# The pid-file life cycle shared by scripts/kafka.sh, scripts/openbao.sh and scripts/jaeger.sh: each
# runs one local service in its own session, remembers it in a pid file, and must never signal a
# process it did not start. Sourced, not run. The caller sets, before using these functions:
#   SVC_NAME      the service's name in messages ("kafka")
#   PID_FILE      where the service's pid is kept
#   SVC_CMDLINE   an extended regular expression its command line matches (guards against pid reuse)
#   STOP_TIMEOUT  seconds between TERM and KILL
# and defines log and die (messages prefixed with the script's name).

# svc_port_open HOST PORT: 0 when something accepts a TCP connection there
svc_port_open() {
    (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null
}

# svc_running_pid: the pid of our service if it is alive, else nothing (a stale pid file is removed)
svc_running_pid() {
    [[ -f "$PID_FILE" ]] || return 0
    local pid
    pid="$(cat "$PID_FILE" 2>/dev/null || true)"
    if [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null \
        && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -Eq "$SVC_CMDLINE"; then
        echo "$pid"
    else
        rm -f "$PID_FILE"
    fi
}

# svc_launch OUT_FILE COMMAND [ARGS...]: start COMMAND in the background in its own session (setsid:
# Ctrl-C or hangup of the calling shell does not stop it), output appended to OUT_FILE; the child
# writes its own pid and execs COMMAND, so the pid file names the service itself. Prints the pid.
svc_launch() {
    local out="$1"
    shift
    rm -f "$PID_FILE"
    # shellcheck disable=SC2016
    setsid bash -c 'echo $$ >"$1"; shift; exec "$@"' _ "$PID_FILE" "$@" </dev/null >>"$out" 2>&1 &
    local _
    for _ in $(seq 50); do [[ -s "$PID_FILE" ]] && break; sleep 0.1; done
    local pid
    pid="$(cat "$PID_FILE" 2>/dev/null || true)"
    [[ -n "$pid" ]] || die "$SVC_NAME did not start (see $out)"
    echo "$pid"
}

# svc_wait_ready PID TIMEOUT READY_COMMAND LOG_FILE...: poll READY_COMMAND until it succeeds (0);
# when the process exits first, show the logs' tails and die; after TIMEOUT seconds return 1 and
# leave the process running (the caller says what to do).
svc_wait_ready() {
    local pid="$1" timeout="$2" ready="$3"
    shift 3
    local deadline=$((SECONDS + timeout)) f
    while ((SECONDS < deadline)); do
        if ! kill -0 "$pid" 2>/dev/null; then
            rm -f "$PID_FILE"
            for f in "$@"; do tail -n 30 "$f" >&2 2>/dev/null || true; done
            die "$SVC_NAME exited during startup (logs: $*)"
        fi
        if "$ready"; then
            return 0
        fi
        sleep 0.3
    done
    for f in "$@"; do tail -n 30 "$f" >&2 2>/dev/null || true; done
    return 1
}

# svc_stop: TERM our service, KILL it after STOP_TIMEOUT seconds, forget its pid (idempotent)
svc_stop() {
    local pid
    pid="$(svc_running_pid)"
    if [[ -z "$pid" ]]; then
        echo "$SVC_NAME not running"
        rm -f "$PID_FILE"
        return 0
    fi
    kill -TERM "$pid" 2>/dev/null || true
    local deadline=$((SECONDS + STOP_TIMEOUT)) _
    while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.2; done
    if kill -0 "$pid" 2>/dev/null; then
        log "$SVC_NAME (pid $pid) still alive after ${STOP_TIMEOUT}s; sending KILL"
        kill -KILL "$pid" 2>/dev/null || true
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    rm -f "$PID_FILE"
    echo "$SVC_NAME stopped"
}
