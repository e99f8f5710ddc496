#!/usr/bin/env bash
# Local single-node Apache Kafka 4.1.1 broker (KRaft, combined broker+controller)
# for the demo and the integration tests. No Docker: the broker jars come from
# Maven Central (scripts/kafka/pom.xml) and run on the local JVM (Java 17+).
#
# Usage: scripts/kafka.sh fetch|start|stop|status|reset
#
#   fetch   download the broker jars into $DEID_LOCAL_DIR/kafka/4.1.1/libs (once)
#   start   fetch if needed, format storage once, start the broker in the
#           background and wait until it answers requests (idempotent)
#   stop    stop the broker started by this script (TERM, then KILL after 30 s)
#   status  say whether the broker is running and answering
#   reset   stop + delete the broker's data (topics, offsets); keeps the jars
#
# Environment:
#   DEID_LOCAL_DIR         state dir (default: <repo>/.local)
#   KAFKA_PORT             client listener port (default 9092)
#   KAFKA_CONTROLLER_PORT  KRaft controller port (default 9093)
#   KAFKA_HEAP_OPTS        JVM heap options (default: -Xmx512m -Xms256m)
#   KAFKA_START_TIMEOUT    seconds to wait for readiness (default 90)
#   JAVA_HOME              used if set, else `java` on PATH
set -euo pipefail

KAFKA_VERSION=4.1.1
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(cd "$SCRIPT_DIR/.." && pwd)"
POM="$SCRIPT_DIR/kafka/pom.xml"

LOCAL_DIR="${DEID_LOCAL_DIR:-$REPO_DIR/.local}"
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
KAFKA_HOST=127.0.0.1
START_TIMEOUT="${KAFKA_START_TIMEOUT:-90}"
STOP_TIMEOUT=30

KBASE="$LOCAL_DIR/kafka"
LIBS_DIR="$KBASE/$KAFKA_VERSION/libs"
FETCH_MARKER="$KBASE/$KAFKA_VERSION/.fetched"
DATA_DIR="$KBASE/data"                  # log.dirs (deleted by reset)
CLUSTER_ID_FILE="$DATA_DIR/cluster.id"
CONF_DIR="$KBASE/config"
LOG_DIR="$KBASE/logs"
PID_FILE="$KBASE/kafka.pid"
SERVER_PROPS="$CONF_DIR/server.properties"
LOG4J2_CONF="$CONF_DIR/log4j2.properties"
OUT_FILE="$LOG_DIR/kafka.out"

log() { printf 'kafka.sh: %s\n' "$*" >&2; }
die() { printf 'kafka.sh: error: %s\n' "$*" >&2; exit 1; }

SVC_NAME=kafka SVC_CMDLINE='kafka\.Kafka'
# shellcheck source=lib/service.sh
source "$SCRIPT_DIR/lib/service.sh"

# ---------------------------------------------------------------- tools

find_java() {
    local j=""
    if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/java" ]]; then
        j="$JAVA_HOME/bin/java"
    elif command -v java >/dev/null 2>&1; then
        j="$(command -v java)"
    else
        die "java not found (need Java 17+; on Debian/Ubuntu: apt-get install -y openjdk-17-jre-headless, or set JAVA_HOME)"
    fi
    local major
    major="$("$j" -version 2>&1 | sed -n 's/.*version "\([0-9]*\)[."].*/\1/p' | head -n1)"
    if [[ -n "$major" && "$major" -lt 17 ]]; then
        die "Kafka $KAFKA_VERSION needs Java 17+, but $j is Java $major (set JAVA_HOME to a newer JDK)"
    fi
    JAVA="$j"
}

find_python() {
    local c
    for c in "${VIRTUAL_ENV:+$VIRTUAL_ENV/bin/python}" "$REPO_DIR/.venv/bin/python" python3 python; do
        [[ -n "$c" ]] || continue
        if command -v "$c" >/dev/null 2>&1; then PYTHON="$(command -v "$c")"; return 0; fi
    done
    PYTHON=""
}

ensure_mvn() {
    command -v mvn >/dev/null 2>&1 && return 0
    if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
        log "mvn not found; installing Maven: apt-get update && apt-get install -y --no-install-recommends maven"
        DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends maven >&2
        command -v mvn >/dev/null 2>&1 || die "apt-get install maven did not provide mvn"
    else
        die "mvn (Apache Maven) not found; it is needed once to download the Kafka jars. Install it: sudo apt-get install maven"
    fi
}

pom_hash() { sha256sum "$POM" | cut -d' ' -f1; }

# ---------------------------------------------------------------- readiness

# Exit 0 when a Kafka broker on $KAFKA_HOST:$KAFKA_PORT answers a Metadata
# request and lists at least one broker. Stdlib only (raw Metadata v4 request;
# Kafka 4.x no longer serves Metadata v0-v3), so no client library is needed.
# Falls back to a bare TCP connect when no python is available.
broker_answers() {
    if [[ -z "${PYTHON+x}" ]]; then find_python; fi
    if [[ -z "$PYTHON" ]]; then
        (exec 3<>"/dev/tcp/$KAFKA_HOST/$KAFKA_PORT") 2>/dev/null
        return
    fi
    "$PYTHON" - "$KAFKA_HOST" "$KAFKA_PORT" <<'PY' 2>/dev/null
import socket, struct, sys
host, port = sys.argv[1], int(sys.argv[2])
client = b"kafka.sh"
# header v1: api_key=3 (Metadata), api_version=4, correlation_id, client_id
# body v4: topics=null (-1, all topics), allow_auto_topic_creation=false
body = struct.pack(">hhih", 3, 4, 42, len(client)) + client + struct.pack(">ib", -1, 0)
try:
    with socket.create_connection((host, port), timeout=3) as s:
        s.settimeout(5)
        s.sendall(struct.pack(">i", len(body)) + body)
        def recv(n):
            buf = b""
            while len(buf) < n:
                chunk = s.recv(n - len(buf))
                if not chunk:
                    raise EOFError
                buf += chunk
            return buf
        size = struct.unpack(">i", recv(4))[0]
        resp = recv(size)
    corr, _throttle, nbrokers = struct.unpack(">iii", resp[:12])
    sys.exit(0 if corr == 42 and nbrokers >= 1 else 1)
except Exception:
    sys.exit(1)
PY
}

port_open() { svc_port_open "$KAFKA_HOST" "$1"; }

# ---------------------------------------------------------------- commands

cmd_fetch() {
    local want
    want="$(pom_hash)"
    if [[ -f "$FETCH_MARKER" && "$(cat "$FETCH_MARKER")" == "$want" ]] \
        && compgen -G "$LIBS_DIR/kafka_2.13-$KAFKA_VERSION.jar" >/dev/null; then
        log "jars already in $LIBS_DIR"
        return 0
    fi
    ensure_mvn
    log "fetching Kafka $KAFKA_VERSION jars from Maven Central into $LIBS_DIR ..."
    mkdir -p "$KBASE/$KAFKA_VERSION"
    local tmp="$KBASE/$KAFKA_VERSION/libs.tmp.$$"
    rm -rf "$tmp"
    # runtime scope = everything the broker needs on its classpath
    if ! mvn -q -B -Dstyle.color=never -f "$POM" dependency:copy-dependencies \
            -DoutputDirectory="$tmp" -DincludeScope=runtime 2>&1 \
            | sed -e 's/\x1b\[[0-9;]*m//g' -e '/^[[:space:]]*$/d' >&2; then
        rm -rf "$tmp"
        die "mvn could not fetch the Kafka jars (is Maven Central reachable?)"
    fi
    compgen -G "$tmp/kafka_2.13-$KAFKA_VERSION.jar" >/dev/null || { rm -rf "$tmp"; die "kafka_2.13-$KAFKA_VERSION.jar missing after fetch"; }
    rm -rf "$LIBS_DIR"
    mv "$tmp" "$LIBS_DIR"
    echo "$want" >"$FETCH_MARKER"
    log "fetched $(find "$LIBS_DIR" -name '*.jar' | wc -l) jars"
}

write_config() {
    mkdir -p "$CONF_DIR" "$LOG_DIR" "$DATA_DIR"
    cat >"$SERVER_PROPS" <<EOF
# Generated by scripts/kafka.sh on every start -- edit the script, not this file.
# Single-node KRaft: this process is both broker and controller.
process.roles=broker,controller
node.id=1
# Kafka 4.x dynamic quorum (KIP-853); storage is formatted with --standalone.
controller.quorum.bootstrap.servers=$KAFKA_HOST:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://$KAFKA_HOST:$KAFKA_PORT,CONTROLLER://$KAFKA_HOST:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$KAFKA_HOST:$KAFKA_PORT,CONTROLLER://$KAFKA_HOST:$KAFKA_CONTROLLER_PORT
inter.broker.listener.name=PLAINTEXT
controller.listener.names=CONTROLLER
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$DATA_DIR
num.partitions=1
auto.create.topics.enable=false
# single node: internal topics with replication factor 1
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
# Kafka's default, written out so tests can rely on it.
message.max.bytes=1048588
EOF
    cat >"$LOG4J2_CONF" <<EOF
# Generated by scripts/kafka.sh. Broker logs go to $LOG_DIR/server.log only.
status = warn
appender.file.type = RollingFile
appender.file.name = FILE
appender.file.fileName = $LOG_DIR/server.log
appender.file.filePattern = $LOG_DIR/server.log.%i
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
appender.file.policies.type = Policies
appender.file.policies.size.type = SizeBasedTriggeringPolicy
appender.file.policies.size.size = 10MB
appender.file.strategy.type = DefaultRolloverStrategy
appender.file.strategy.max = 2
rootLogger.level = INFO
rootLogger.appenderRef.file.ref = FILE
logger.request.name = kafka.request.logger
logger.request.level = WARN
logger.statechange.name = state.change.logger
logger.statechange.level = WARN
logger.cleaner.name = kafka.log.LogCleaner
logger.cleaner.level = WARN
logger.authorizer.name = kafka.authorizer.logger
logger.authorizer.level = WARN
# the full config dump (~2000 lines per start)
logger.config.name = org.apache.kafka.common.config.AbstractConfig
logger.config.level = WARN
EOF
}

storage_tool() {
    "$JAVA" -Xmx256m -XX:TieredStopAtLevel=1 \
        -Dlog4j2.configurationFile="$LOG4J2_CONF" \
        -cp "$LIBS_DIR/*" kafka.tools.StorageTool "$@"
}

format_storage() {
    if [[ -f "$DATA_DIR/meta.properties" ]]; then
        local fmt_port
        fmt_port="$(cat "$DATA_DIR/.controller-port" 2>/dev/null || echo "$KAFKA_CONTROLLER_PORT")"
        if [[ "$fmt_port" != "$KAFKA_CONTROLLER_PORT" ]]; then
            die "storage was formatted with controller port $fmt_port but KAFKA_CONTROLLER_PORT=$KAFKA_CONTROLLER_PORT; use that port or run '$0 reset'"
        fi
        return 0
    fi
    local cid
    if [[ -s "$CLUSTER_ID_FILE" ]]; then
        cid="$(cat "$CLUSTER_ID_FILE")"
    else
        cid="$(storage_tool random-uuid | tail -n1 | tr -d '[:space:]')"
        [[ -n "$cid" ]] || die "could not generate a cluster id"
        echo "$cid" >"$CLUSTER_ID_FILE"
    fi
    log "formatting storage in $DATA_DIR (cluster id $cid)"
    storage_tool format --standalone -t "$cid" -c "$SERVER_PROPS" >>"$LOG_DIR/format.log" 2>&1 \
        || { tail -n 20 "$LOG_DIR/format.log" >&2; die "kafka storage format failed (see $LOG_DIR/format.log)"; }
    echo "$KAFKA_CONTROLLER_PORT" >"$DATA_DIR/.controller-port"
}

cmd_start() {
    local pid
    pid="$(svc_running_pid)"
    if [[ -n "$pid" ]]; then
        if broker_answers; then
            echo "kafka already running on $KAFKA_HOST:$KAFKA_PORT (pid $pid)"
            return 0
        fi
        log "kafka process $pid is running but not answering yet; waiting"
    else
        if port_open "$KAFKA_PORT"; then
            die "port $KAFKA_PORT is in use by a process this script did not start (no live pid in $PID_FILE); stop it or set KAFKA_PORT"
        fi
        if port_open "$KAFKA_CONTROLLER_PORT"; then
            die "controller port $KAFKA_CONTROLLER_PORT is in use; stop that process or set KAFKA_CONTROLLER_PORT"
        fi
        find_java
        cmd_fetch
        write_config
        format_storage
        local heap="${KAFKA_HEAP_OPTS:--Xmx512m -Xms256m}"
        echo "=== $(date '+%F %T') starting kafka $KAFKA_VERSION" >>"$OUT_FILE"
        # shellcheck disable=SC2086
        pid="$(svc_launch "$OUT_FILE" \
            "$JAVA" $heap -server -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
            -XX:+ExplicitGCInvokesConcurrent -Djava.awt.headless=true \
            -Dlog4j2.configurationFile="$LOG4J2_CONF" \
            -Dkafka.logs.dir="$LOG_DIR" \
            -cp "$LIBS_DIR/*" kafka.Kafka "$SERVER_PROPS")"
        log "started kafka (pid $pid), waiting up to ${START_TIMEOUT}s for it to answer"
    fi
    if svc_wait_ready "$pid" "$START_TIMEOUT" broker_answers "$OUT_FILE" "$LOG_DIR/server.log"; then
        echo "kafka ready on $KAFKA_HOST:$KAFKA_PORT"
        return 0
    fi
    die "kafka (pid $pid) did not answer on $KAFKA_HOST:$KAFKA_PORT within ${START_TIMEOUT}s; it is left running, see $LOG_DIR/server.log, '$0 stop' to stop it"
}

cmd_stop() { svc_stop; }

cmd_status() {
    local pid
    pid="$(svc_running_pid)"
    if [[ -z "$pid" ]]; then
        echo "kafka not running"
        return 3
    fi
    if broker_answers; then
        echo "kafka running on $KAFKA_HOST:$KAFKA_PORT (pid $pid)"
    else
        echo "kafka process running (pid $pid) but not answering on $KAFKA_HOST:$KAFKA_PORT"
        return 1
    fi
}

cmd_reset() {
    cmd_stop
    rm -rf "$DATA_DIR"
    echo "kafka data deleted ($DATA_DIR); jars kept in $LIBS_DIR"
}

case "${1:-}" in
    fetch) cmd_fetch ;;
    start) cmd_start ;;
    stop) cmd_stop ;;
    status) cmd_status ;;
    reset) cmd_reset ;;
    *)
        echo "usage: $0 fetch|start|stop|status|reset" >&2
        exit 2
        ;;
esac
