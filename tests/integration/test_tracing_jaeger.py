"""One trace per document across topics, in a real trace backend: a producer starts a trace and
publishes a raw record with its own ``traceparent``; ``deid-worker run`` (a process, OTLP/HTTP
export by the standard variables) continues it through the record's ``process`` span, a child span
per stage and the transaction's ``commit``, onto the clean record's headers; the whole trace is
read back from Jaeger's HTTP query API.

Needs Jaeger (``bash scripts/jaeger.sh start``; ``scripts/test.sh`` starts it and exports
``OTEL_EXPORTER_OTLP_ENDPOINT``) and Kafka."""

from __future__ import annotations

import json
import os
import secrets
import time
import urllib.error
import urllib.request

import pytest
from confluent_kafka import Producer

from tests.integration.streaming import account, event, settings_for, start_worker, worker_env
from worker.samples import event_bytes
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration

QUERY = os.environ.get("JAEGER_QUERY_URL", "http://127.0.0.1:16686")
STAGES = [
    "decode",
    "validate",
    "resolve",
    "detect",
    "classify",
    "pseudonymize",
    "verify",
    "produce",
]


def _get(path: str) -> dict | None:
    try:
        with urllib.request.urlopen(QUERY + path, timeout=5) as r:
            return json.loads(r.read())
    except urllib.error.HTTPError as e:
        if e.code == 404:
            return None
        raise


@pytest.fixture(scope="module")
def otlp_endpoint() -> str:
    endpoint = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT")
    if not endpoint:
        pytest.fail(
            "No trace backend: set OTEL_EXPORTER_OTLP_ENDPOINT (bash scripts/jaeger.sh start gives "
            "http://127.0.0.1:4318, query API on :16686; scripts/test.sh does both)"
        )
    try:
        _get("/api/services")
    except OSError as e:
        pytest.fail(
            f"Jaeger's query API at {QUERY} does not answer ({type(e).__name__}): bash "
            "scripts/jaeger.sh start"
        )
    return endpoint


def _trace(trace_id: str, want_spans: int, timeout_s: float = 60.0) -> dict:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        got = _get(f"/api/traces/{trace_id}")
        if got and got.get("data") and len(got["data"][0]["spans"]) >= want_spans:
            return got["data"][0]
        time.sleep(0.5)
    raise AssertionError(
        f"trace {trace_id} with {want_spans} spans not in Jaeger within {timeout_s}s: {got}"
    )


def test_a_producer_started_trace_continues_through_every_stage_onto_the_clean_record(
        kafka_bootstrap, unique, tmp_path, otlp_endpoint) -> None:  # fmt: skip
    s = settings_for(kafka_bootstrap, unique, tmp_path, partitions=1)
    ensure_topics(s)
    trace_id, parent_id = secrets.token_hex(16), secrets.token_hex(8)
    raw = event(
        "doc-trace-1", "case-trace-0001", "原告王小明主張被告林美華應返還借款，電話0912-345-678。"
    )
    p = Producer({"bootstrap.servers": kafka_bootstrap})
    p.produce(s.raw_topic, key=raw.case_id.encode(), value=event_bytes(raw),
              headers=[("traceparent", f"00-{trace_id}-{parent_id}-01".encode())])  # fmt: skip
    assert p.flush(30) == 0

    service = f"deid-test-{unique}"
    env = worker_env(s, OTEL_EXPORTER_OTLP_ENDPOINT=otlp_endpoint, OTEL_SERVICE_NAME=service,
                     OTEL_METRICS_EXPORTER="none", OTEL_BSP_SCHEDULE_DELAY="200")  # fmt: skip
    w = start_worker(env, tmp_path / "worker.log", "--idle-exit", "3")
    assert w.proc.wait(180) == 0, w.log()[-3000:]

    # the clean record continues the producer's trace
    acc = account(s)
    clean = acc.clean["doc-trace-1"]
    tp = dict(clean.headers())["traceparent"].decode()
    version, tid, send_id, flags = tp.split("-")
    assert (version, tid, flags) == ("00", trace_id, "01")

    # the whole trace, from Jaeger
    t = _trace(trace_id, want_spans=len(STAGES) + 3)
    spans = {sp["spanID"]: sp for sp in t["spans"]}
    by_name: dict[str, list[dict]] = {}
    for sp in spans.values():
        by_name.setdefault(sp["operationName"], []).append(sp)
    assert all(t["processes"][sp["processID"]]["serviceName"] == service for sp in spans.values())

    def parent(sp: dict) -> str | None:
        refs = [r for r in sp.get("references", []) if r["refType"] == "CHILD_OF"]
        return refs[0]["spanID"] if refs else None

    def tags(sp: dict) -> dict:
        return {tag["key"]: tag["value"] for tag in sp["tags"]}

    [process] = by_name[f"process {s.raw_topic}"]
    assert parent(process) == parent_id  # a child of the producer's span
    pt = tags(process)
    assert pt["span.kind"] == "consumer" and pt["messaging.system"] == "kafka"
    assert (
        pt["messaging.operation.type"] == "process"
        and pt["messaging.destination.name"] == s.raw_topic
    )
    assert (
        pt["deid.outcome"] == "clean"
        and pt["deid.entities.person"] >= 2
        and pt["deid.entities.phone"] == 1
    )
    assert pt["deid.case_ref"] and pt["deid.key.version"] and pt["deid.detector.version"]
    for name in [*STAGES, f"send {s.clean_topic}", "commit"]:
        assert name in by_name, f"span {name} missing; spans: {sorted(by_name)}"
        [sp] = by_name[name]
        assert parent(sp) == process["spanID"], f"{name} is not a child of the process span"
    send = by_name[f"send {s.clean_topic}"][0]
    assert send["spanID"] == send_id  # the clean record's traceparent names the send span
    assert (
        tags(send)["span.kind"] == "producer"
        and tags(send)["messaging.destination.name"] == s.clean_topic
    )
    commit = tags(by_name["commit"][0])
    assert (
        commit["deid.transaction.outcome"] == "committed"
        and commit["messaging.operation.type"] == "settle"
    )
    starts = [by_name[n][0]["startTime"] for n in STAGES]
    assert starts == sorted(starts)  # the stages in their order
    flat = json.dumps(t, ensure_ascii=False)
    for value in ("case-trace-0001", "王小明", "林美華", "0912-345-678", "0912345678"):
        assert value not in flat  # no case id, no personal value anywhere in the trace
