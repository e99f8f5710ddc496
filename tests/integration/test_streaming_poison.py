"""Poison messages: each is dead-lettered byte-exact, with Kafka Connect-style headers and no content,
while the good documents around it (same partition, same batch) are published."""

from __future__ import annotations

import json

import pytest

from contracts import CleanDocumentEvent
from tests.integration.helpers import publish
from tests.integration.streaming import account, event, run_in_process, settings_for
from worker.samples import event_bytes
from worker.stream.dlq import HEADER_NAMES
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration

GOOD = {"document_id": "x", "case_id": "case-poison", "text": "原告王小明主張被告林美華應返還借款。",
        "source_system": "test", "created_at": "2024-05-01T00:00:00+00:00"}  # fmt: skip
POISON = {
    "truncated-json": (b'{"document_id": "p1", "case_id": "case-poison", "text": "\xe5\x8e\x9f\xe5\x91\x8a', "NotJson", "decode"),
    "big5": (json.dumps({**GOOD, "document_id": "p2"}, ensure_ascii=False).encode("big5"), "NotUtf8", "decode"),
    "lone-surrogate": (json.dumps({**GOOD, "document_id": "p3"}).replace("\\u738b", "\\udc00").encode(), "InvalidUnicode", "validate"),
    "wrong-type": (json.dumps({**GOOD, "document_id": "p4", "text": ["原告王小明"]}).encode(), "SchemaViolation", "validate"),
    "oversized": (json.dumps({**GOOD, "document_id": "p5", "text": "原告王小明主張。" * 1000}, ensure_ascii=False).encode(),
                  "TooLarge", "validate"),
}  # fmt: skip


def test_poison_messages_dead_lettered_byte_exact_while_neighbours_pass(kafka_bootstrap, unique, tmp_path):
    s = settings_for(kafka_bootstrap, unique, tmp_path, max_text_chars=5_000, batch_size=50)
    ensure_topics(s)
    messages, good_ids = [], []
    for i, (label, (raw, _cls, _stage)) in enumerate(POISON.items()):
        for j in range(2):  # good neighbours on both sides, in the same partition (same key)
            doc = event(f"good-{i}-{j}", "case-poison", f"原告王小明{i}{j}主張被告林美華（電話0912-345-{i}{j}8）應返還借款。")
            messages.append((b"case-poison", event_bytes(doc)))
            good_ids.append(doc.document_id)
        messages.append((f"key-{label}".encode(), raw) if label != "oversized" else (b"case-poison", raw))
    publish(kafka_bootstrap, s.raw_topic, [(k, v) for k, v in messages])

    stats = run_in_process(s)
    acc = account(s)
    acc.assert_exactly_once()
    assert sorted(CleanDocumentEvent.model_validate_json(m.value()).document_id for m in acc.clean.values()) == sorted(good_ids)
    assert stats.dead_lettered == len(POISON)

    by_value = {m.value(): m for m in acc.dlq}
    raw_by_value = {m.value(): m for m in acc.raw.values()}
    for label, (raw, cls, stage) in POISON.items():
        letter = by_value.get(raw)
        assert letter is not None, f"{label}: not dead-lettered byte-exact"
        source = raw_by_value[raw]
        assert letter.key() == source.key(), f"{label}: key changed"
        h = {k: v.decode() for k, v in letter.headers()}
        assert h[HEADER_NAMES["error_class"]] == cls and h[HEADER_NAMES["error_stage"]] == stage, label
        assert h[HEADER_NAMES["source_topic"]] == s.raw_topic
        assert (int(h[HEADER_NAMES["source_partition"]]), int(h[HEADER_NAMES["source_offset"]])) == (source.partition(), source.offset())
        assert int(h[HEADER_NAMES["source_timestamp_ms"]]) == source.timestamp()[1]
        assert "failed_at" in HEADER_NAMES and h[HEADER_NAMES["failed_at"]]
        for value in h.values():  # content-free: no name, no text fragment
            assert "王小明" not in value and "原告" not in value and "林美華" not in value
