"""Dead-letter replay on the real broker: documents refused by verification come back after the fix.

A monkeypatch makes the residual scan refuse marked documents (``refuse-*`` until the "fix",
``always-*`` for good), an in-process worker dead-letters them, ``deid-worker replay`` (its
``main``, in this process) counts them dry, then re-publishes them with their original key, bytes
and headers, exactly once: every document ends in the clean topic once, a second replay replays
nothing, and a document that fails again carries ``deid.replay.count`` on its new dead letter and
is not replayed a second time.
"""

from __future__ import annotations

import json

import pytest
from confluent_kafka import Consumer, Producer, TopicPartition

from contracts import CleanDocumentEvent
from tests.integration.streaming import event, run_in_process, settings_for, worker_env
from worker.cli import main
from worker.errors import DocumentError
from worker.samples import event_bytes
from worker.stream.dlq import (
    dead_letter_headers,
    from_kafka_headers,
    omitted_value_headers,
    to_kafka_headers,
)
from worker.stream.read import end_offsets, read_committed
from worker.stream.replay import REPLAY_COUNT, REPLAY_OF, default_group
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration

REFUSE, ALWAYS = "refuse-", "always-"
HEADERS = [
    ("source", b"scanner-7"),
    ("blob", b"\x00\xff\x10"),
    ("source", b"second"),
    ("empty", None),
]


@pytest.fixture
def refusing(monkeypatch):
    """The residual scan refuses ``refuse-*`` documents while ``state["on"]``, ``always-*`` ones
    always."""
    import worker.pipeline as P

    state = {"id": "", "on": True}
    real_decode, real_scan = P.decode, P.residual_scan

    def decode(value, max_text_chars):
        state["id"] = ""
        ev = real_decode(value, max_text_chars)
        state["id"] = ev.document_id
        return ev

    def scan(*args, **kwargs):
        found = list(real_scan(*args, **kwargs))
        if state["id"].startswith(ALWAYS) or (state["on"] and state["id"].startswith(REFUSE)):
            found.append("residual:test_refusal")
        return found

    monkeypatch.setattr(P, "decode", decode)
    monkeypatch.setattr(P, "residual_scan", scan)
    return state


def _replay(capsys, *args: str) -> tuple[int, dict]:
    capsys.readouterr()
    code = main(["replay", *args])
    out = capsys.readouterr().out.strip().splitlines()
    return code, json.loads(out[-1])


def _by_id(records) -> dict[str, list]:
    out: dict[str, list] = {}
    for m in records:
        out.setdefault(CleanDocumentEvent.model_validate_json(m.value()).document_id, []).append(m)
    return out


def test_replay_after_fix_every_document_clean_exactly_once(
    kafka_bootstrap, unique, tmp_path, monkeypatch, capsys, refusing
):
    s = settings_for(kafka_bootstrap, unique, tmp_path, batch_size=7, partitions=3)
    ensure_topics(s)
    for k, v in worker_env(s).items():
        if k.startswith(("DEID_", "KAFKA_")):
            monkeypatch.setenv(k, v)
    docs = []
    for i in range(18):
        prefix = "good-" if i % 3 == 0 else (ALWAYS if i in (4, 13) else REFUSE)
        case = f"case-replay-{i % 4}"
        docs.append(
            event(
                f"{prefix}{i:02d}",
                case,
                f"原告王小明{i}主張被告林美華（電話0912-345-{i:03d}）應返還借款。",
            )
        )
    p = Producer({"bootstrap.servers": kafka_bootstrap, "enable.idempotence": True})
    for d in docs:
        p.produce(s.raw_topic, key=d.case_id.encode(), value=event_bytes(d),
                  headers=HEADERS if not d.document_id.startswith("good-") else None)  # fmt: skip
    for i in range(
        2
    ):  # poison that no fix brings back: passed over by --error-class VerificationFailed
        p.produce(s.raw_topic, key=b"case-replay-0", value=b'{"document_id": "broken-%d", ' % i)
    assert p.flush(30) == 0
    raw_end = end_offsets(kafka_bootstrap, s.raw_topic)
    original = {
        (m.partition(), m.offset()): m for m in read_committed(kafka_bootstrap, s.raw_topic)
    }
    refused_ids = {d.document_id for d in docs if not d.document_id.startswith("good-")}

    first = run_in_process(s)
    assert (first.clean + first.onprem, first.dead_lettered) == (6, 14)
    assert dict(first.dead_letter_classes) == {"VerificationFailed": 12, "NotJson": 2}

    # a dead letter written without its value (too large for the dead-letter topic): cannot be
    # replayed
    h = dead_letter_headers(
        DocumentError("VerificationFailed", "verify", "residual:x"),
        s.raw_topic,
        0,
        10**6,
        None,
        "t",
    )
    p.produce(
        s.dlq_topic,
        key=b"case-replay-0",
        value=None,
        headers=to_kafka_headers(h) + omitted_value_headers(b"x" * 99),
    )
    assert p.flush(30) == 0

    expected = {"VerificationFailed": 12}
    for _ in range(2):  # a dry run commits nothing: twice the same counts
        code, dry = _replay(capsys, "--error-class", "VerificationFailed", "--dry-run")
        assert code == 0
        assert dry["would_replay_by_class"] == expected and dry["would_replay"] == 12
        assert dry["value_omitted_by_class"] == {"VerificationFailed": 1}
        assert dry["passed_over_by_class"] == {"NotJson": 2} and dry["read"] == 15
    code, dry_stage = _replay(capsys, "--stage", "decode", "--dry-run")
    assert code == 0 and dry_stage["would_replay_by_class"] == {"NotJson": 2}

    refusing["on"] = False  # the detector fix: refuse-* pass now, always-* still fail
    code, done = _replay(capsys, "--error-class", "VerificationFailed")
    assert code == 65, "a selected dead letter without its value is reported by exit code 65"
    assert (
        done["replayed_by_class"] == dry["would_replay_by_class"]
    )  # the dry run counted what was replayed
    assert (
        done["value_omitted_by_class"] == dry["value_omitted_by_class"]
        and done["transactions"] >= 2
    )

    # replayed records: original key, bytes and headers (in order), on the original partition, plus
    # ours
    replayed = read_committed(kafka_bootstrap, s.raw_topic, start=raw_end)
    assert len(replayed) == 12
    dlq = {(m.partition(), m.offset()): m for m in read_committed(kafka_bootstrap, s.dlq_topic)}
    for m in replayed:
        headers = m.headers()
        assert headers[: len(HEADERS)] == HEADERS
        assert dict(headers)[REPLAY_COUNT] == b"1"
        topic, part, off = dict(headers)[REPLAY_OF].decode().rsplit("/", 2)
        letter = dlq[(int(part), int(off))]
        assert topic == s.dlq_topic
        trace = (
            ["traceparent"] if "traceparent" in dict(letter.headers()) else []
        )  # when tracing is on
        assert [k for k, _ in headers][len(HEADERS) :] == [*trace, REPLAY_COUNT, REPLAY_OF]
        h = from_kafka_headers(letter.headers())
        source = original[(h.source_partition, h.source_offset)]
        assert (m.key(), m.value(), m.partition()) == (
            source.key(),
            source.value(),
            source.partition(),
        )
        assert dict(headers).get("traceparent") == dict(letter.headers()).get("traceparent")

    code, again = _replay(capsys, "--error-class", "VerificationFailed")
    assert (code, again["replayed"], again["read"]) == (0, 0, 0), "a rerun replays nothing twice"

    second = run_in_process(s)  # the worker reads the replayed documents
    assert (second.clean + second.onprem, second.dead_lettered) == (10, 2)
    clean = _by_id(
        read_committed(kafka_bootstrap, s.clean_topic)
        + read_committed(kafka_bootstrap, s.onprem_topic)
    )
    wanted = {d.document_id for d in docs if not d.document_id.startswith(ALWAYS)}
    assert set(clean) == wanted and all(len(v) == 1 for v in clean.values()), (
        "each document clean exactly once"
    )
    assert refused_ids - set(clean) == {f"{ALWAYS}04", f"{ALWAYS}13"}

    # the documents that failed again: their new dead letters keep deid.replay.count; never
    # replayed again
    again_letters = [
        m
        for m in read_committed(kafka_bootstrap, s.dlq_topic)
        if dict(m.headers()).get(REPLAY_COUNT)
    ]
    assert len(again_letters) == 2 and all(
        dict(m.headers())[REPLAY_COUNT] == b"1" for m in again_letters
    )
    code, dry3 = _replay(capsys, "--dry-run")
    assert (
        code == 0
        and dry3["would_replay"] == 0
        and dry3["replay_limit_by_class"] == {"VerificationFailed": 2}
    )
    code, third = _replay(capsys)
    assert (
        code == 0
        and third["replayed"] == 0
        and third["replay_limit_by_class"] == {"VerificationFailed": 2}
    )
    assert len(read_committed(kafka_bootstrap, s.raw_topic, start=raw_end)) == 12, (
        "nothing replayed twice"
    )

    # the replay group's cursor is at the end of the dead-letter topic
    c = Consumer(
        {
            "bootstrap.servers": kafka_bootstrap,
            "group.id": default_group(s),
            "enable.auto.commit": False,
            "isolation.level": "read_committed",
        }
    )
    try:
        parts = [
            TopicPartition(s.dlq_topic, q)
            for q in sorted(end_offsets(kafka_bootstrap, s.dlq_topic))
        ]
        committed = {tp.partition: tp.offset for tp in c.committed(parts, timeout=10)}
    finally:
        c.close()
    letters = read_committed(kafka_bootstrap, s.dlq_topic)
    for q in committed:
        last = max((m.offset() for m in letters if m.partition() == q), default=-1)
        assert last < 0 or committed[q] == last + 1
    out = capsys.readouterr()
    for text in (
        "王小明",
        "林美華",
        "0912",
        "scanner-7",
    ):  # nothing of a document in what the command printed
        assert text not in out.out and text not in out.err
