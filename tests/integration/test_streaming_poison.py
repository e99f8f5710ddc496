"""Poison messages: each is dead-lettered byte-exact, with Kafka Connect-style headers and no
content, while the good documents around it (same partition, same batch) are published."""

from __future__ import annotations

import json

import pytest

from contracts import CleanDocumentEvent
from tests.integration.helpers import publish
from tests.integration.streaming import account, event, run_in_process, settings_for
from worker.samples import event_bytes
from worker.stream.dlq import HEADER_NAMES, from_kafka_headers
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration

GOOD = {
    "document_id": "x",
    "case_id": "case-poison",
    "text": "原告王小明主張被告林美華應返還借款。",
    "source_system": "test",
    "created_at": "2024-05-01T00:00:00+00:00",
}
POISON = {
    "truncated-json": (
        b'{"document_id": "p1", "case_id": "case-poison", "text": "\xe5\x8e\x9f\xe5\x91\x8a',
        "NotJson",
        "decode",
    ),
    "big5": (
        json.dumps({**GOOD, "document_id": "p2"}, ensure_ascii=False).encode("big5"),
        "NotUtf8",
        "decode",
    ),
    "lone-surrogate": (
        json.dumps({**GOOD, "document_id": "p3"}).replace("\\u738b", "\\udc00").encode(),
        "InvalidUnicode",
        "validate",
    ),
    "wrong-type": (
        json.dumps({**GOOD, "document_id": "p4", "text": ["原告王小明"]}).encode(),
        "SchemaViolation",
        "validate",
    ),
    "oversized": (
        json.dumps(
            {**GOOD, "document_id": "p5", "text": "原告王小明主張。" * 1000}, ensure_ascii=False
        ).encode(),
        "TooLarge",
        "validate",
    ),
}


def test_poison_messages_dead_lettered_byte_exact_while_neighbours_pass(
    kafka_bootstrap, unique, tmp_path
):
    s = settings_for(kafka_bootstrap, unique, tmp_path, max_text_chars=5_000, batch_size=50)
    ensure_topics(s)
    messages, good_ids = [], []
    for i, (label, (raw, _cls, _stage)) in enumerate(POISON.items()):
        for j in range(2):  # good neighbours on both sides, in the same partition (same key)
            doc = event(
                f"good-{i}-{j}",
                "case-poison",
                f"原告王小明{i}{j}主張被告林美華（電話0912-345-{i}{j}8）應返還借款。",
            )
            messages.append((b"case-poison", event_bytes(doc)))
            good_ids.append(doc.document_id)
        messages.append(
            (f"key-{label}".encode(), raw) if label != "oversized" else (b"case-poison", raw)
        )
    publish(kafka_bootstrap, s.raw_topic, [(k, v) for k, v in messages])

    stats = run_in_process(s)
    acc = account(s)
    acc.assert_exactly_once()
    assert sorted(
        CleanDocumentEvent.model_validate_json(m.value()).document_id for m in acc.clean.values()
    ) == sorted(good_ids)
    assert stats.dead_lettered == len(POISON)

    by_value = {m.value(): m for m in acc.dlq}
    raw_by_value = {m.value(): m for m in acc.raw.values()}
    for label, (raw, cls, stage) in POISON.items():
        letter = by_value.get(raw)
        assert letter is not None, f"{label}: not dead-lettered byte-exact"
        source = raw_by_value[raw]
        assert letter.key() == source.key(), f"{label}: key changed"
        h = {k: v.decode() for k, v in letter.headers()}
        assert h[HEADER_NAMES["error_class"]] == cls and h[HEADER_NAMES["error_stage"]] == stage, (
            label
        )
        assert h[HEADER_NAMES["source_topic"]] == s.raw_topic
        assert (
            int(h[HEADER_NAMES["source_partition"]]),
            int(h[HEADER_NAMES["source_offset"]]),
        ) == (source.partition(), source.offset())
        assert int(h[HEADER_NAMES["source_timestamp_ms"]]) == source.timestamp()[1]
        assert "failed_at" in HEADER_NAMES and h[HEADER_NAMES["failed_at"]]
        for value in h.values():  # content-free: no name, no text fragment
            assert "王小明" not in value and "原告" not in value and "林美華" not in value


# -- records that raised instead of being dead-lettered (issue 9: no record stops a partition) -----

SECRET = "secret 王小明"
FAULTS = {  # document id prefix → (what raises, the stage it is dead-lettered at)
    "pill-detect-": ("detect", "detect"),
    "pill-classify-": ("classify", "classify"),
    "pill-rewrite-": ("rewrite", "pseudonymize"),
    "pill-verify-": ("verify", "verify"),
    "pill-encrypt-": ("encrypt", "produce"),
    "pill-serialise-": ("model_dump_json", "produce"),
}


@pytest.fixture
def faults(monkeypatch):
    """Every stage function raises ``RuntimeError(SECRET)`` for documents whose id has its marker
    prefix."""
    import worker.pipeline as P

    current = {"id": ""}
    real_decode = P.decode

    def tracking_decode(value, max_text_chars):
        current["id"] = ""
        ev = real_decode(value, max_text_chars)
        current["id"] = ev.document_id
        return ev

    def failing(prefix: str, real):
        def f(*args, **kwargs):
            if current["id"].startswith(prefix):
                raise RuntimeError(SECRET)
            return real(*args, **kwargs)

        return f

    monkeypatch.setattr(P, "decode", tracking_decode)
    for prefix, (attr, _stage) in FAULTS.items():
        if attr != "model_dump_json":
            monkeypatch.setattr(P, attr, failing(prefix, getattr(P, attr)))
    real_dump = CleanDocumentEvent.model_dump_json

    def dump(self, *args, **kwargs):
        if self.document_id.startswith("pill-serialise-"):
            raise RuntimeError(SECRET)
        return real_dump(self, *args, **kwargs)

    monkeypatch.setattr(CleanDocumentEvent, "model_dump_json", dump)


def _publish_with_headers(
    bootstrap: str, topic: str, records: list[tuple[bytes | None, bytes, list]]
) -> None:
    from confluent_kafka import Producer

    p = Producer({"bootstrap.servers": bootstrap, "enable.idempotence": True})
    for key, value, headers in records:
        p.produce(topic, key=key, value=value, headers=headers or None)
    assert p.flush(30) == 0, "raw messages not delivered"


def _committed_offsets(s) -> dict[int, int]:
    """The consumer group's committed offset per raw partition, and the partition's end."""
    import uuid

    from confluent_kafka import Consumer, TopicPartition

    c = Consumer(
        {
            "bootstrap.servers": s.bootstrap_servers,
            "group.id": s.group_id,
            "enable.auto.commit": False,
        }
    )
    probe = Consumer({"bootstrap.servers": s.bootstrap_servers, "group.id": f"end-{uuid.uuid4()}"})
    try:
        parts = sorted(c.list_topics(s.raw_topic, timeout=10).topics[s.raw_topic].partitions)
        committed = {
            tp.partition: tp.offset
            for tp in c.committed([TopicPartition(s.raw_topic, p) for p in parts], timeout=10)
        }
        ends = {
            p: probe.get_watermark_offsets(
                TopicPartition(s.raw_topic, p), timeout=10, cached=False
            )[1]
            for p in parts
        }
        return {p: (committed[p], ends[p]) for p in parts}
    finally:
        c.close()
        probe.close()


def _pill_headers(label: str) -> list[tuple[str, bytes | None]]:
    return [
        ("source-system", b"bank-a"),
        ("x-request-id", f"req-{label}".encode()),
        (HEADER_NAMES["error_class"], b"Forged"),
        ("binary", bytes(range(256))),
        ("empty", None),
        ("deid.errors.stage", b"verify"),
        ("x-request-id", b"again"),
    ]


def _expected_carried(label: str) -> list[tuple[str, bytes | None]]:
    return [(k, v) for k, v in _pill_headers(label) if not k.startswith("deid.errors.")]


def _doc_bytes(doc_id: str, i: int) -> bytes:
    return event_bytes(
        event(
            doc_id,
            "case-poison",
            f"原告王小明{i}主張被告林美華（電話0912-345-{i:03d}）應返還借款。",
        )
    )


def _assert_dead_letter(letter, source, cls: str, stage: str, label: str, s) -> None:
    assert letter.value() == source.value(), f"{label}: not byte-exact"
    assert letter.key() == source.key(), f"{label}: key changed"
    headers = letter.headers() or []
    expected = _expected_carried(label)
    assert headers[: len(expected)] == expected, f"{label}: original headers not first, or changed"
    ours = headers[len(expected) :]
    assert all(
        k.startswith("deid.errors.") or k in ("traceparent", "tracestate") for k, _ in ours
    ), label
    h = from_kafka_headers(headers)
    assert (h.error_class, h.error_stage) == (cls, stage), (
        f"{label}: {h.error_class} at {h.error_stage}"
    )
    assert [k for k, _ in headers].count(HEADER_NAMES["error_class"]) == 1, (
        f"{label}: forged header kept"
    )
    assert (h.source_topic, h.source_partition, h.source_offset) == (
        s.raw_topic,
        source.partition(),
        source.offset(),
    )
    for _k, value in ours:
        assert (
            b"secret" not in value
            and "王小明".encode() not in value
            and "原告".encode() not in value
        ), label
    if cls == "InternalError":
        assert h.error_message == "RuntimeError", label


def test_records_that_raise_in_any_stage_are_dead_lettered_and_the_partition_goes_on(
    kafka_bootstrap, unique, tmp_path, faults, caplog
):
    s = settings_for(kafka_bootstrap, unique, tmp_path, partitions=1, batch_size=7)
    ensure_topics(s)
    pills: dict[str, tuple[bytes, str, str]] = {
        "100k-brackets": (b"[" * 100_000, "JsonTooDeep", "decode"),
        "deep-metadata": (
            json.dumps({**GOOD, "document_id": "p-deep"}).encode()[:-1]
            + b', "metadata": {"a": '
            + b"[" * 5000
            + b"]" * 5000
            + b"}}",
            "JsonTooDeep",
            "decode",
        ),
        "5000-digits": (b"9" * 5000, "NumberTooLarge", "decode"),
        "5000-digit-metadata": (
            json.dumps({**GOOD, "document_id": "p-int"}).encode()[:-1]
            + b', "metadata": {"n": '
            + b"1" * 5000
            + b"}}",
            "NumberTooLarge",
            "decode",
        ),
        "float-overflow": (
            json.dumps({**GOOD, "document_id": "p-float", "metadata": {"f": 1.5}})
            .encode()
            .replace(b"1.5", b"1e999"),
            "NumberTooLarge",
            "decode",
        ),
    }
    for i, (prefix, (_attr, stage)) in enumerate(FAULTS.items()):
        pills[prefix + "1"] = (_doc_bytes(f"{prefix}1", 900 + i), "InternalError", stage)
    records, good_ids = [], []
    for i, (label, (raw, _cls, _stage)) in enumerate(pills.items()):
        for j in range(2):  # good neighbours on both sides, in the same partition and the same case
            doc_id = f"good-{i}-{j}"
            records.append((b"case-poison", _doc_bytes(doc_id, i * 10 + j), []))
            good_ids.append(doc_id)
        records.append((f"key-{label}".encode(), raw, _pill_headers(label)))
    records.append((b"case-poison", _doc_bytes("good-last", 999), []))
    good_ids.append("good-last")
    _publish_with_headers(kafka_bootstrap, s.raw_topic, records)

    caplog.set_level("INFO")
    stats = run_in_process(s)  # returns only after it went idle: no record stopped it
    assert stats.consumed == len(records)
    assert stats.dead_lettered == len(pills) and stats.clean == len(good_ids)
    assert stats.dead_letter_classes["InternalError"] == len(FAULTS)
    acc = account(s)
    acc.assert_exactly_once()
    assert sorted(
        CleanDocumentEvent.model_validate_json(m.value()).document_id for m in acc.clean.values()
    ) == sorted(good_ids)
    raw_by_value = {m.value(): m for m in acc.raw.values()}
    letters = {m.value(): m for m in acc.dlq}
    assert len(acc.dlq) == len(pills)
    for label, (raw, cls, stage) in pills.items():
        assert raw in letters, f"{label}: not dead-lettered byte-exact"
        _assert_dead_letter(letters[raw], raw_by_value[raw], cls, stage, label, s)
    assert all(committed == end for committed, end in _committed_offsets(s).values())
    assert "王小明" not in caplog.text and "secret" not in caplog.text
    assert "InternalError at detect: RuntimeError" in caplog.text


def test_the_worker_process_dead_letters_deep_json_and_huge_numbers_and_exits_0(
    kafka_bootstrap, unique, tmp_path
):
    from tests.integration.streaming import start_worker, worker_env

    s = settings_for(kafka_bootstrap, unique, tmp_path, partitions=1)
    ensure_topics(s)
    deep, digits = b"[" * 100_000, b"1" * 5000
    records = [
        (b"case-poison", _doc_bytes("good-0", 0), []),
        (b"k-deep", deep, _pill_headers("deep")),
        (b"case-poison", _doc_bytes("good-1", 1), []),
        (b"k-digits", digits, _pill_headers("digits")),
        (b"case-poison", _doc_bytes("good-2", 2), []),
    ]
    _publish_with_headers(kafka_bootstrap, s.raw_topic, records)
    w = start_worker(worker_env(s), tmp_path / "worker.log", "--idle-exit", "5")
    rc = w.proc.wait(180)
    log = w.log()
    assert rc == 0, log[-3000:]
    assert "Traceback" not in log and "王小明" not in log, log[-3000:]
    acc = account(s)
    acc.assert_exactly_once()
    assert sorted(acc.clean) == ["good-0", "good-1", "good-2"]
    raw_by_value = {m.value(): m for m in acc.raw.values()}
    letters = {m.value(): m for m in acc.dlq}
    _assert_dead_letter(letters[deep], raw_by_value[deep], "JsonTooDeep", "decode", "deep", s)
    _assert_dead_letter(
        letters[digits], raw_by_value[digits], "NumberTooLarge", "decode", "digits", s
    )
    assert _committed_offsets(s) == {0: (len(records), len(records))}  # committed past both
