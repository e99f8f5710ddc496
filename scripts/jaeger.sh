#!/usr/bin/env bash
# Local Jaeger all-in-one v1.76.0 (memory storage) for the integration tests: a real trace backend
# that receives the worker's spans over OTLP and answers its HTTP query API. No Docker: the binary is
# built once from its Go module (the module proxy serves the source; Go 1.24+ needed) into
# $DEID_LOCAL_DIR/bin and runs on 127.0.0.1 only.
#
# Usage: scripts/jaeger.sh build|start|stop|status
#
#   build   build the binary into $DEID_LOCAL_DIR/bin/jaeger-all-in-one-1.76.0 (skipped when present)
#   start   build if needed, start in the background and wait until it answers (idempotent)
#   stop    stop the Jaeger started by this script (TERM, then KILL after 15 s)
#   status  say whether it is running and answering
#
# Ports (all on 127.0.0.1): OTLP/HTTP $JAEGER_OTLP_HTTP_PORT (4318), OTLP/gRPC $JAEGER_OTLP_GRPC_PORT
# (4317), query API + UI $JAEGER_QUERY_PORT (16686), admin/health $JAEGER_ADMIN_PORT (14269); the
# legacy collector and query gRPC ports 14250, 14268, 16685 likewise.
#
# Why the module is built in its own directory and not with `go install …/cmd/all-in-one@v1.76.0`:
# Jaeger's go.mod has a replace directive (Shopify/sarama), which `go install pkg@version` refuses.
# `go mod download` fetches the same module source, and `go build` inside it honours the replace.
#
# Environment:
#   DEID_LOCAL_DIR          state dir (default: <repo>/.local)
#   JAEGER_START_TIMEOUT    seconds to wait for readiness (default 60)
#   JAEGER_MAX_TRACES       memory storage bound (default 100000)
#   GO                      the go command (default: go on PATH)
set -euo pipefail

JAEGER_VERSION=1.76.0
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(cd "$SCRIPT_DIR/.." && pwd)"

LOCAL_DIR="${DEID_LOCAL_DIR:-$REPO_DIR/.local}"
HOST=127.0.0.1
OTLP_HTTP_PORT="${JAEGER_OTLP_HTTP_PORT:-4318}"
OTLP_GRPC_PORT="${JAEGER_OTLP_GRPC_PORT:-4317}"
QUERY_PORT="${JAEGER_QUERY_PORT:-16686}"
ADMIN_PORT="${JAEGER_ADMIN_PORT:-14269}"
START_TIMEOUT="${JAEGER_START_TIMEOUT:-60}"
STOP_TIMEOUT=15

BIN="$LOCAL_DIR/bin/jaeger-all-in-one-$JAEGER_VERSION"
JBASE="$LOCAL_DIR/jaeger"
PID_FILE="$JBASE/jaeger.pid"
OUT_FILE="$JBASE/jaeger.out"

log() { printf 'jaeger.sh: %s\n' "$*" >&2; }
die() { printf 'jaeger.sh: error: %s\n' "$*" >&2; exit 1; }

SVC_NAME=jaeger SVC_CMDLINE='jaeger-all-in-one'
# shellcheck source=lib/service.sh
source "$SCRIPT_DIR/lib/service.sh"

port_open() { svc_port_open "$HOST" "$1"; }

# exit 0 when the admin health check says the server is available and the query API answers
answers() {
    command -v curl >/dev/null 2>&1 || { port_open "$QUERY_PORT" && port_open "$OTLP_HTTP_PORT"; return; }
    curl -fsS --max-time 3 "http://$HOST:$ADMIN_PORT/" 2>/dev/null | grep -q '"Server available"' \
        && curl -fsS --max-time 3 -o /dev/null "http://$HOST:$QUERY_PORT/api/services" 2>/dev/null
}

# ---------------------------------------------------------------- commands

cmd_build() {
    if [[ -x "$BIN" ]]; then
        log "binary already in $BIN"
        return 0
    fi
    local go="${GO:-go}"
    command -v "$go" >/dev/null 2>&1 || die "go not found (need Go 1.24+ to build Jaeger $JAEGER_VERSION once; or put a jaeger-all-in-one binary at $BIN)"
    mkdir -p "$(dirname "$BIN")"
    log "building Jaeger all-in-one $JAEGER_VERSION from its Go module into $BIN (once; minutes on 2 cores) ..."
    local t0=$SECONDS dir
    dir="$("$go" mod download -json "github.com/jaegertracing/jaeger@v$JAEGER_VERSION" \
        | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",*$/\1/p')"
    [[ -n "$dir" && -f "$dir/go.mod" ]] || die "go mod download github.com/jaegertracing/jaeger@v$JAEGER_VERSION failed"
    local tmp="$BIN.tmp.$$"
    # built inside the (read-only) module directory with its own go.mod and go.sum; -trimpath: no local paths
    if ! (cd "$dir" && GOFLAGS="-buildvcs=false" "$go" build -trimpath \
            -ldflags "-s -w -X github.com/jaegertracing/jaeger/internal/version.latestVersion=v$JAEGER_VERSION" \
            -o "$tmp" ./cmd/all-in-one); then
        rm -f "$tmp"
        die "go build of Jaeger $JAEGER_VERSION failed"
    fi
    mv "$tmp" "$BIN"
    log "built in $((SECONDS - t0))s"
}

cmd_start() {
    local pid
    pid="$(svc_running_pid)"
    if [[ -n "$pid" ]]; then
        if answers; then
            echo "jaeger already running on $HOST (OTLP/HTTP $OTLP_HTTP_PORT, query $QUERY_PORT; pid $pid)"
            return 0
        fi
        log "jaeger process $pid is running but not answering yet; waiting"
    else
        local p
        for p in "$OTLP_HTTP_PORT" "$OTLP_GRPC_PORT" "$QUERY_PORT" "$ADMIN_PORT"; do
            if port_open "$p"; then
                die "port $p is in use by a process this script did not start (no live pid in $PID_FILE); stop it or set the JAEGER_*_PORT variables"
            fi
        done
        cmd_build
        mkdir -p "$JBASE"
        echo "=== $(date '+%F %T') starting jaeger all-in-one $JAEGER_VERSION" >>"$OUT_FILE"
        pid="$(SPAN_STORAGE_TYPE=memory svc_launch "$OUT_FILE" "$BIN" \
            --memory.max-traces="${JAEGER_MAX_TRACES:-100000}" \
            --collector.otlp.enabled=true \
            --collector.otlp.http.host-port="$HOST:$OTLP_HTTP_PORT" \
            --collector.otlp.grpc.host-port="$HOST:$OTLP_GRPC_PORT" \
            --collector.grpc-server.host-port="$HOST:14250" \
            --collector.http-server.host-port="$HOST:14268" \
            --query.http-server.host-port="$HOST:$QUERY_PORT" \
            --query.grpc-server.host-port="$HOST:16685" \
            --admin.http.host-port="$HOST:$ADMIN_PORT")"
        log "started jaeger (pid $pid), waiting up to ${START_TIMEOUT}s for it to answer"
    fi
    if svc_wait_ready "$pid" "$START_TIMEOUT" answers "$OUT_FILE"; then
        echo "jaeger ready on $HOST (OTLP/HTTP $OTLP_HTTP_PORT, query $QUERY_PORT)"
        return 0
    fi
    die "jaeger (pid $pid) did not answer within ${START_TIMEOUT}s; it is left running, see $OUT_FILE, '$0 stop' to stop it"
}

cmd_stop() { svc_stop; }

cmd_status() {
    local pid
    pid="$(svc_running_pid)"
    if [[ -z "$pid" ]]; then
        echo "jaeger not running"
        return 3
    fi
    if answers; then
        echo "jaeger running on $HOST (OTLP/HTTP $OTLP_HTTP_PORT, query $QUERY_PORT; pid $pid)"
    else
        echo "jaeger process running (pid $pid) but not answering"
        return 1
    fi
}

case "${1:-}" in
    build) cmd_build ;;
    start) cmd_start ;;
    stop) cmd_stop ;;
    status) cmd_status ;;
    *)
        echo "usage: $0 build|start|stop|status" >&2
        exit 2
        ;;
esac
