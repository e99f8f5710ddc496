"""Sizes: an output too large for its topic never blocks the partition, and a replay is
byte-identical.

* producer limit (``DEID_MAX_MESSAGE_BYTES``): measured before producing → ``OutputTooLarge`` dead
  letter with the original bytes, or with the value omitted (and said so) when even those exceed it;
* topic limit lowered while the worker runs: the broker refuses the batch (MSG_SIZE_TOO_LARGE), the
  transaction is aborted, the limits are re-read, and the retry dead-letters the one document; the
  other documents of the aborted batch are processed again and their aborted copies (visible to a
  read_uncommitted reader) are byte-identical to the committed ones.
"""

from __future__ import annotations

import threading

import pytest
from confluent_kafka.admin import (
    AdminClient,
    AlterConfigOpType,
    ConfigEntry,
    ConfigResource,
    ResourceType,
)

from contracts import RestoreMapEvent
from tests.integration.helpers import publish
from tests.integration.streaming import (
    account,
    event,
    read_uncommitted,
    run_in_process,
    settings_for,
    wait_until,
)
from worker.case.state import unseal
from worker.keys.factory import key_provider
from worker.pipeline import Pipeline
from worker.samples import event_bytes
from worker.stream.dlq import VALUE_BYTES, VALUE_OMITTED, from_kafka_headers
from worker.stream.loop import Worker
from worker.stream.read import read_committed
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration

DENSE = (
    "".join(f"原告王小明電話09{i:08d}，" for i in range(300)) + "。"
)  # ~10 kB in, ~90 kB restore map
LONG = "原告王小明主張被告林美華應返還借款。" * 1400  # ~76 kB in and out


def _small(i: int) -> str:
    return f"原告王小明{i}主張被告林美華（電話0912-345-{i:03d}）應返還借款。"


def test_outputs_over_the_producer_limit_are_dead_lettered_not_blocking(
    kafka_bootstrap, unique, tmp_path
):
    s = settings_for(kafka_bootstrap, unique, tmp_path, max_message_bytes=50_000)
    ensure_topics(s)
    docs = [
        event("s-0", "case-z", _small(0)),
        event("dense", "case-z", DENSE),
        event("s-1", "case-z", _small(1)),
        event("long", "case-z", LONG),
        event("s-2", "case-z", _small(2)),
    ]
    publish(kafka_bootstrap, s.raw_topic, [(b"case-z", event_bytes(d)) for d in docs])

    stats = run_in_process(s)
    acc = account(s)
    acc.assert_exactly_once()
    assert sorted(acc.clean) == ["s-0", "s-1", "s-2"]
    assert stats.dead_letter_classes == {"OutputTooLarge": 2}
    letters = {from_kafka_headers(m.headers()).source_offset: m for m in acc.dlq}
    raw = {m.offset(): m for m in acc.raw.values()}
    dense, long_ = letters[1], letters[3]
    assert dense.value() == raw[1].value() and dense.key() == raw[1].key()  # byte-exact
    h = from_kafka_headers(dense.headers())
    assert (h.error_class, h.error_stage) == ("OutputTooLarge", "produce")
    assert "restore-map topic" in h.error_message and "limit" in h.error_message
    # the long document's own bytes exceed what the dead-letter topic takes: omitted, and said so
    hdr = dict(long_.headers())
    assert (
        long_.value() is None
        and hdr[VALUE_OMITTED] == b"true"
        and int(hdr[VALUE_BYTES]) == len(raw[3].value())
    )
    assert from_kafka_headers(long_.headers()).error_class == "OutputTooLarge"


def test_broker_refusal_aborts_retries_and_replays_byte_identical(
    kafka_bootstrap, unique, tmp_path
):
    s = settings_for(kafka_bootstrap, unique, tmp_path, batch_size=50, poll_timeout_s=1.0)
    ensure_topics(s)
    worker = Worker(s, Pipeline(key_provider(s), s.max_text_chars))
    result: dict = {}
    thread = threading.Thread(target=lambda: result.setdefault("stats", worker.run()), daemon=True)
    thread.start()
    publish(
        kafka_bootstrap,
        s.raw_topic,
        [(b"case-r", event_bytes(event("warm-up", "case-r", _small(99))))],
    )
    wait_until(lambda: worker.stats.consumed >= 1, 60, 0.2, "warm-up processed")

    # the clean topic now takes at most 20 kB; the worker still believes in 1 MB
    admin = AdminClient({"bootstrap.servers": kafka_bootstrap})
    resource = ConfigResource(
        ResourceType.TOPIC,
        s.clean_topic,
        incremental_configs=[
            ConfigEntry("max.message.bytes", "20000", incremental_operation=AlterConfigOpType.SET)
        ],
    )
    for fut in admin.incremental_alter_configs([resource]).values():
        fut.result(30)
    big = "原告王小明主張被告林美華應返還借款。" * 500  # ~27 kB clean event
    docs = [event(f"r-{i}", "case-r", _small(i)) for i in range(8)]
    docs.insert(4, event("r-big", "case-r", big))
    publish(kafka_bootstrap, s.raw_topic, [(b"case-r", event_bytes(d)) for d in docs])
    wait_until(
        lambda: worker.stats.consumed >= 1 + len(docs), 90, 0.2, "batch committed after the refusal"
    )
    worker.stop()
    thread.join(30)

    stats = result["stats"]
    assert (
        stats.aborts >= 1 and stats.producer_rebuilds >= 1
    )  # refused, aborted, limits re-read, producer rebuilt
    acc = account(s)
    acc.assert_exactly_once()
    assert sorted(acc.clean) == sorted(["warm-up"] + [f"r-{i}" for i in range(8)])
    [letter] = acc.dlq
    h = from_kafka_headers(letter.headers())
    assert (h.error_class, h.error_stage) == ("OutputTooLarge", "produce")
    assert letter.value() == event_bytes(docs[4])
    # the documents of the aborted transaction were processed twice: their restore maps and case
    # states reached the broker in the aborted transaction too (only the clean batch was refused);
    # the copies of published documents are byte-identical to the committed records
    maps = {
        RestoreMapEvent.model_validate_json(m.value()).document_id: m.value()
        for m in read_committed(kafka_bootstrap, s.restore_topic)
    }
    copies = [m for m in read_uncommitted(kafka_bootstrap, s.restore_topic)
              if RestoreMapEvent.model_validate_json(m.value()).document_id != "r-big"]  # fmt: skip
    assert len(copies) > len(maps), (
        "no aborted copies seen: the refusal did not abort a transaction"
    )
    for m in copies:
        assert m.value() == maps[RestoreMapEvent.model_validate_json(m.value()).document_id]
    # and the case state kept nothing of the aborted attempt: each published document once, r-big
    # never
    keys = key_provider(s)
    last = read_committed(kafka_bootstrap, s.state_topic)[-1]
    state = unseal(last.value(), keys.scope_key("case-r"), keys.case_ref("case-r"))
    assert state.documents == ["warm-up"] + [f"r-{i}" for i in range(8)]
