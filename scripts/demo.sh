#!/usr/bin/env bash
# README command 1: the worker on the sample documents with embedded defaults
# (a local Apache Kafka broker on 127.0.0.1:9092, a local dev key file). Leaves the broker running;
# stop it with: bash scripts/kafka.sh stop
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
bash scripts/bootstrap.sh
bash scripts/kafka.sh start
export KAFKA_BOOTSTRAP_SERVERS="${KAFKA_BOOTSTRAP_SERVERS:-127.0.0.1:${KAFKA_PORT:-9092}}"
exec .venv/bin/deid-worker demo --samples examples
