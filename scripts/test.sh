#!/usr/bin/env bash
# README command 2 (and .ci/run): install, run the house tools (ruff, mypy), start the real
# services the tests need (Apache Kafka in KRaft mode, OpenBao dev server, Jaeger all-in-one), run
# the whole test suite, stop what it started.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
bash scripts/bootstrap.sh
# House tools first (seconds, no service needed): lint, format, types; pyproject.toml configures them.
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy
started=()
cleanup() { for s in "${started[@]}"; do bash "scripts/$s.sh" stop >/dev/null 2>&1 || true; done; }
trap cleanup EXIT
if [ -z "${KAFKA_BOOTSTRAP_SERVERS:-}" ]; then
  bash scripts/kafka.sh status >/dev/null 2>&1 || started+=(kafka)
  bash scripts/kafka.sh start
  export KAFKA_BOOTSTRAP_SERVERS="127.0.0.1:${KAFKA_PORT:-9092}"
fi
if [ -z "${VAULT_ADDR:-}" ]; then
  bash scripts/openbao.sh status >/dev/null 2>&1 || started+=(openbao)
  bash scripts/openbao.sh start
  export VAULT_ADDR="http://127.0.0.1:${VAULT_PORT:-8200}" VAULT_TOKEN="${VAULT_DEV_ROOT_TOKEN:-dev-root-token}"
fi
if [ -z "${OTEL_EXPORTER_OTLP_ENDPOINT:-}" ]; then   # Jaeger all-in-one: the trace backend of the tracing test
  bash scripts/jaeger.sh status >/dev/null 2>&1 || started+=(jaeger)
  bash scripts/jaeger.sh start
  # worker processes export their spans there; Jaeger stores no metrics (those are tested in-process)
  export OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:${JAEGER_OTLP_HTTP_PORT:-4318}" OTEL_METRICS_EXPORTER=none
  export JAEGER_QUERY_URL="http://127.0.0.1:${JAEGER_QUERY_PORT:-16686}"
fi
bash scripts/check_deploy.sh --no-pytest   # Dockerfile, Helm, Terraform (builds helm into .local/bin)
.venv/bin/python -m pytest "$@"
