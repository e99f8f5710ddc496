"""OpenTelemetry of one record (no services): the raw record's trace continues through a
``process`` span with one child span per stage, onto the output records' ``traceparent``; failed
stages say their error class only; the stage histogram and the per-type counters; the exporter
choice by the standard ``OTEL_*`` variables."""

from __future__ import annotations

import json

import pytest
from confluent_kafka import Message
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode

from tests.unit.helpers import FixedKeys
from worker import metrics as worker_metrics
from worker import telemetry
from worker.config import Settings
from worker.metrics import Metrics
from worker.pipeline import Pipeline
from worker.stream.limits import SizeLimits
from worker.stream.outputs import Transformer
from worker.stream.states import StagedStore

TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
PARENT_ID = "00f067aa0ba902b7"
TRACEPARENT = f"00-{TRACE_ID}-{PARENT_ID}-01".encode()
TEXT = "原告王小明主張被告林美華應返還借款，電話0912-345-678。"
DOC = {"document_id": "d1", "case_id": "case-secret-1", "text": TEXT, "source_system": "t",
       "created_at": "2024-05-01T00:00:00+00:00"}  # fmt: skip
RAW = json.dumps(DOC, ensure_ascii=False).encode("utf-8")
STAGE_SPANS = [
    "decode",
    "validate",
    "resolve",
    "detect",
    "classify",
    "pseudonymize",
    "verify",
    "produce",
]


@pytest.fixture
def spans():
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    telemetry.install(provider)
    yield exporter
    telemetry.install(None)


@pytest.fixture
def reader():
    r = InMemoryMetricReader()
    worker_metrics.install(Metrics(MeterProvider(metric_readers=[r]).get_meter("test")))
    yield r
    worker_metrics.install(None)


def _message(value: bytes | None = RAW, headers: list | None = None) -> Message:
    return Message(topic="raw", partition=2, offset=7, key=b"case-secret-1", value=value,
                   headers=[("traceparent", TRACEPARENT)] if headers is None else headers,
                   timestamp=(1, 1_714_521_600_000))  # fmt: skip


def _transformer() -> Transformer:
    states = StagedStore()
    return Transformer(
        Settings(), Pipeline(FixedKeys(), states=states), states, SizeLimits(1_000_000)
    )  # type: ignore[arg-type]


def test_the_raw_trace_continues_through_every_stage_onto_the_outputs(spans) -> None:
    outcome = _transformer()(_message())
    assert outcome.label == "clean"
    finished = spans.get_finished_spans()
    [process] = [s for s in finished if s.name == "process raw"]
    assert format(process.context.trace_id, "032x") == TRACE_ID
    assert format(process.parent.span_id, "016x") == PARENT_ID and process.kind == SpanKind.CONSUMER
    a = process.attributes
    assert (
        a["messaging.system"],
        a["messaging.operation.type"],
        a["messaging.destination.name"],
    ) == ("kafka", "process", "raw")
    assert (a["messaging.destination.partition.id"], a["messaging.kafka.offset"]) == ("2", 7)
    assert (
        a["deid.outcome"] == "clean"
        and a["deid.entities.person"] >= 2
        and a["deid.sensitivity"] in ("NORMAL", "LOW")
    )
    assert a["deid.case_ref"] == FixedKeys().case_ref("case-secret-1") and a["deid.key.version"]
    assert a["deid.detector.version"] and a["deid.model.version"]
    children = [
        s for s in finished if s.parent is not None and s.parent.span_id == process.context.span_id
    ]
    names = [s.name for s in sorted(children, key=lambda s: s.start_time)]
    assert names == [*STAGE_SPANS, f"send {Settings().clean_topic}"]
    [send] = [s for s in children if s.name.startswith("send ")]
    assert send.kind == SpanKind.PRODUCER and send.attributes["messaging.operation.type"] == "send"
    assert send.attributes["messaging.destination.name"] == Settings().clean_topic
    for out in outcome.outputs:
        if out.topic == Settings().state_topic:
            assert out.headers == []  # the compacted case state carries no trace context
            continue
        tp = dict(out.headers)["traceparent"].decode()
        assert tp == f"00-{TRACE_ID}-{format(send.context.span_id, '016x')}-01"
    assert outcome.trace == process.context


def test_a_dead_letter_is_in_the_same_trace_with_its_error_class_only(spans) -> None:
    bad = json.dumps({**DOC, "text": "   "}, ensure_ascii=False).encode()
    outcome = _transformer()(_message(value=bad))
    assert outcome.label == "dlq:EmptyText"
    finished = {s.name: s for s in spans.get_finished_spans()}
    process, validate, send = (
        finished["process raw"],
        finished["validate"],
        finished[f"send {Settings().dlq_topic}"],
    )
    assert (
        process.status.status_code == StatusCode.ERROR and process.status.description == "EmptyText"
    )
    assert (process.attributes["deid.error.class"], process.attributes["deid.error.stage"]) == (
        "EmptyText",
        "validate",
    )
    assert (
        validate.status.status_code == StatusCode.ERROR
        and validate.attributes["error.type"] == "EmptyText"
    )
    assert "resolve" not in finished  # the stages after the failed one never started
    assert not any(
        s.events for s in spans.get_finished_spans()
    )  # no exception events (their text may quote)
    tp = dict(outcome.outputs[0].headers)["traceparent"].decode()
    assert tp == f"00-{TRACE_ID}-{format(send.context.span_id, '016x')}-01"


def test_without_a_traceparent_each_record_gets_a_new_trace(spans) -> None:
    t = _transformer()
    t(_message(headers=[]))
    t(_message(headers=[]))
    roots = [s for s in spans.get_finished_spans() if s.name == "process raw"]
    assert len(roots) == 2 and all(s.parent is None for s in roots)
    assert roots[0].context.trace_id != roots[1].context.trace_id


def _points(reader: InMemoryMetricReader) -> dict[str, list]:
    out: dict[str, list] = {}
    data = reader.get_metrics_data()
    for rm in data.resource_metrics if data else []:
        for sm in rm.scope_metrics:
            for metric in sm.metrics:
                out.setdefault(metric.name, []).extend(metric.data.data_points)
    return out


def test_stage_durations_and_counts_per_type_at_commit(spans, reader) -> None:
    t = _transformer()
    outcomes = [t(_message()), t(_message(value=b"[" * 100))]
    stages = {(p.attributes["deid.stage"], p.attributes["deid.stage.status"]): p.count
              for p in _points(reader)["deid.stage.duration"]}  # fmt: skip
    assert (
        all(stages.get((s, "ok")) == 1 for s in STAGE_SPANS if s != "decode")
        and stages[("send", "ok")] == 1
    )
    assert stages[("decode", "ok")] == 1 and stages[("decode", "error")] == 1
    assert "deid.entities" not in _points(reader)  # counted at commit only
    t.committed(outcomes)
    points = _points(reader)
    entities = {
        (p.attributes["deid.entity.type"], p.attributes["deid.entity.action"]): p.value
        for p in points["deid.entities"]
    }
    assert entities[("person", "replaced")] >= 2 and entities[("phone", "replaced")] == 1
    assert [p.value for p in points["deid.sensitivity"]] == [1]
    for name, ps in points.items():  # bounded, content-free labels
        for p in ps:
            assert not any(
                "case-secret" in str(v) or "王小明" in str(v) for v in p.attributes.values()
            ), name


def test_consumer_lag_gauge_reports_the_sampled_partitions(reader) -> None:
    m = worker_metrics.default()
    m.set_lag("g1", {("raw", 0): 5, ("raw", 1): 0})
    lag = {
        p.attributes["messaging.destination.partition.id"]: p.value
        for p in _points(reader)["deid.consumer.lag"]
    }
    assert lag == {"0": 5, "1": 0}
    m.set_lag("g1", {("raw", 1): 2})  # partition 0 was revoked
    lag = {
        p.attributes["messaging.destination.partition.id"]: p.value
        for p in _points(reader)["deid.consumer.lag"]
    }
    assert lag == {"1": 2}


@pytest.mark.parametrize(
    ("env", "traces", "metrics"),
    [
        ({}, False, False),
        ({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"}, True, True),
        ({"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://127.0.0.1:4318/v1/traces"}, True, False),
        (
            {
                "OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318",
                "OTEL_METRICS_EXPORTER": "none",
            },
            True,
            False,
        ),
        ({"OTEL_TRACES_EXPORTER": "otlp"}, True, False),
        ({"OTEL_TRACES_EXPORTER": "console,otlp", "OTEL_METRICS_EXPORTER": "otlp"}, True, True),
    ],
)
def test_otlp_export_follows_the_standard_variables(monkeypatch, env, traces, metrics) -> None:
    for name in (
        "OTEL_EXPORTER_OTLP_ENDPOINT",
        "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
        "OTEL_EXPORTER_OTLP_METRICS_ENDPOINT",
        "OTEL_TRACES_EXPORTER",
        "OTEL_METRICS_EXPORTER",
    ):
        monkeypatch.delenv(name, raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    assert (telemetry.otlp_wanted("traces"), telemetry.otlp_wanted("metrics")) == (traces, metrics)


def test_otlp_protocol_http_by_default_and_an_unknown_one_refused(monkeypatch) -> None:
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

    monkeypatch.delenv("OTEL_EXPORTER_OTLP_PROTOCOL", raising=False)
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4318")
    exporter = telemetry._otlp_exporter("traces")
    assert (
        isinstance(exporter, OTLPSpanExporter)
        and exporter._endpoint == "http://127.0.0.1:4318/v1/traces"
    )
    exporter.shutdown()
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_PROTOCOL", "http/json")
    with pytest.raises(ValueError, match="not supported"):
        telemetry._otlp_exporter("traces")


def test_resource_names_the_service_unless_the_environment_does(monkeypatch) -> None:
    monkeypatch.delenv("OTEL_SERVICE_NAME", raising=False)
    monkeypatch.delenv("OTEL_RESOURCE_ATTRIBUTES", raising=False)
    assert telemetry.resource().attributes["service.name"] == "tw-deid-worker"
    monkeypatch.setenv("OTEL_RESOURCE_ATTRIBUTES", "service.name=deid-a,deployment.environment=dev")
    assert telemetry.resource().attributes["service.name"] == "deid-a"
    monkeypatch.setenv("OTEL_SERVICE_NAME", "deid-b")
    assert telemetry.resource().attributes["service.name"] == "deid-b"


@pytest.mark.slow
def test_prometheus_endpoint_serves_the_worker_metrics(tmp_path) -> None:
    """DEID_METRICS_PORT: configure() serves /metrics (in a child process: providers are set once
    per process)."""
    import socket
    import subprocess
    import sys

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    code = f"""
import urllib.request
from worker import metrics, telemetry
telemetry.configure("none", {port}, "127.0.0.1")
m = metrics.default()
m.published("clean", "NORMAL", {{"person": 2}}, {{"court": 1}})
m.stage("detect", 0.02, True)
m.set_lag("g1", {{("deid.raw.v1", 0): 4}})
print(urllib.request.urlopen("http://127.0.0.1:{port}/metrics", timeout=5).read().decode())
"""
    env = {k: v for k, v in __import__("os").environ.items() if not k.startswith("OTEL_")}
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=True,
    ).stdout
    assert 'deid_documents_total{deid_outcome="clean"' in out
    assert 'deid_entities_total{deid_entity_action="replaced",deid_entity_type="person"' in out
    assert "deid_stage_duration_seconds_bucket" in out and 'deid_stage="detect"' in out
    assert "deid_consumer_lag" in out and 'messaging_destination_partition_id="0"' in out
