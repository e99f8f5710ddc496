"""No personal value and no case id in the telemetry: the sample documents (and invalid ones that
carry personal values where a dead letter could echo them) run through the worker against the real
broker with telemetry on (the SDK's in-memory span exporter and metric reader, every log record and
everything written to stdout and stderr); every span name, attribute, event, link, status and
resource attribute, every metric name and label, every log line and every dead-letter header is
searched for every original value of those documents: zero hits."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from confluent_kafka import Producer
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from tests.integration.streaming import account, run_in_process, settings_for
from worker import metrics as worker_metrics
from worker import telemetry
from worker.metrics import Metrics
from worker.samples import event_bytes, events_from_dir
from worker.stream.dlq import from_kafka_headers
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
NAME, PHONE, ID_NO = "鄭雅琪", "0987-654-321", "B223456781"
TRACE = "00-5b8aa5a2d2c872e8321cf37308d69df2-051581bf3cb55c13-01"


def _invalid(case_id: str) -> list[bytes]:
    """Dead letters whose raw bytes carry personal values (the headers and telemetry must not)."""
    good = {
        "document_id": "bad-1",
        "case_id": case_id,
        "text": f"原告{NAME}，電話{PHONE}，身分證{ID_NO}。",
        "source_system": "t",
        "created_at": "2024-05-01T00:00:00+00:00",
    }
    return [
        json.dumps(
            {**good, "document_kind": NAME * 30}, ensure_ascii=False
        ).encode(),  # SchemaViolation: too long
        json.dumps(
            {**good, "metadata": {NAME: [PHONE]}}, ensure_ascii=False
        ).encode(),  # SchemaViolation: key
        json.dumps(
            {**good, "created_at": f"{NAME}生日"}, ensure_ascii=False
        ).encode(),  # SchemaViolation: datetime
        json.dumps({**good, "text": 12345}, ensure_ascii=False).encode(),
        json.dumps(good, ensure_ascii=False).encode("big5"),  # NotUtf8
        json.dumps(good, ensure_ascii=False).encode()[:-9],  # NotJson
        json.dumps(
            {**good, "text": good["text"] * 800}, ensure_ascii=False
        ).encode(),  # TooLarge (limit below)
        json.dumps(
            {**good, "document_id": "ok-extra", NAME: PHONE, "note": ID_NO}, ensure_ascii=False
        ).encode(),  # accepted
    ]


def _originals(case_ids: set[str]) -> set[str]:
    expected = json.loads((ROOT / "examples" / "expected.json").read_text(encoding="utf-8"))
    values = {r["text"] for doc in expected.values() for r in doc.get("replace", [])}
    return values | case_ids | {NAME, PHONE, ID_NO, PHONE.replace("-", "")}


def _strings(obj) -> list[str]:
    if isinstance(obj, (list, tuple)):
        return [s for x in obj for s in _strings(x)]
    if isinstance(obj, dict):
        return [s for k, v in obj.items() for s in [str(k), *_strings(v)]]
    if isinstance(obj, bytes):
        return [obj.decode("utf-8", "replace")]
    return [str(obj)]


def test_no_personal_value_or_case_id_in_spans_metrics_logs_or_dead_letter_headers(
        kafka_bootstrap, unique, tmp_path, caplog, capfd):  # fmt: skip
    events = events_from_dir(ROOT / "examples")
    case_ids = {e.case_id for e in events} | {"case-pii-invalid"}
    originals = _originals(case_ids)
    assert len(originals) > 90
    s = settings_for(kafka_bootstrap, unique, tmp_path, max_text_chars=20_000)
    ensure_topics(s)
    p = Producer({"bootstrap.servers": kafka_bootstrap, "enable.idempotence": True})
    raws = [(e.case_id.encode(), event_bytes(e)) for e in events] + [
        (b"case-pii-invalid", v) for v in _invalid("case-pii-invalid")
    ]
    for key, value in raws:
        p.produce(
            s.raw_topic,
            key=key,
            value=value,
            headers=[("traceparent", TRACE.encode()), ("source", b"bank-a")],
        )
    assert p.flush(30) == 0

    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=telemetry.resource())
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    reader = InMemoryMetricReader()
    telemetry.install(provider)
    worker_metrics.install(
        Metrics(MeterProvider(metric_readers=[reader]).get_meter("tw-deid-worker"))
    )
    caplog.set_level(logging.DEBUG)
    try:
        stats = run_in_process(s, idle_exit_s=3.0)
    finally:
        telemetry.install(None)
        worker_metrics.install(None)
    assert stats.consumed == len(raws)
    acc = account(s)
    acc.assert_exactly_once()
    classes = sorted(from_kafka_headers(m.headers()).error_class for m in acc.dlq)
    for expected in ("NotJson", "NotUtf8", "SchemaViolation", "TooLarge"):
        assert expected in classes, classes
    assert classes.count("SchemaViolation") == 4 and len(acc.clean) + len(acc.onprem) + len(
        acc.dlq
    ) == len(raws)

    spans = exporter.get_finished_spans()
    names = {sp.name for sp in spans}
    assert {"resolve", "detect", "verify", "commit"} <= names and len(spans) > 8 * len(raws)
    haystack: list[tuple[str, str]] = []
    for sp in spans:
        where = f"span {sp.name}"
        haystack += [
            (where, x)
            for x in _strings([sp.name, dict(sp.attributes), sp.status.description or ""])
        ]
        haystack += [
            (where + " event", x)
            for ev in sp.events
            for x in _strings([ev.name, dict(ev.attributes or {})])
        ]
        haystack += [
            (where + " link", x) for ln in sp.links for x in _strings(dict(ln.attributes or {}))
        ]
        haystack += [(where + " resource", x) for x in _strings(dict(sp.resource.attributes))]
    data = reader.get_metrics_data()
    n_points = 0
    for rm in data.resource_metrics:
        for sm in rm.scope_metrics:
            for metric in sm.metrics:
                for point in metric.data.data_points:
                    n_points += 1
                    haystack += [
                        (f"metric {metric.name}", x)
                        for x in _strings([metric.name, dict(point.attributes)])
                    ]
    assert n_points > 20
    logs = [r.getMessage() for r in caplog.records] + [str(r.args) for r in caplog.records]
    out, err = capfd.readouterr()
    haystack += [("log", x) for x in logs] + [("stdout", out), ("stderr", err)]
    for m in acc.dlq:
        haystack += [
            ("dead-letter header", x) for x in _strings([(k, v) for k, v in (m.headers() or [])])
        ]
    hits = [(where, value) for where, text in haystack for value in originals if value in text]
    assert not hits, f"{len(hits)} original values in telemetry, e.g. {hits[:5]}"
    # what is there instead: the keyed case_ref, counts and versions
    published = [
        sp
        for sp in spans
        if sp.name.startswith("process ")
        and sp.attributes.get("deid.outcome") in ("clean", "onprem")
    ]
    assert published and all(len(sp.attributes["deid.case_ref"]) == 32 for sp in published)
