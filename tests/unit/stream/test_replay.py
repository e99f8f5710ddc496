"""Dead-letter replay without a broker: selection, time and offset arguments, header split, replay
count."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from worker.errors import DocumentError
from worker.stream.dlq import (
    carried_headers,
    dead_letter_headers,
    from_kafka_headers,
    to_kafka_headers,
)
from worker.stream.replay import (
    REPLAY_COUNT,
    REPLAY_OF,
    Selection,
    SelectionError,
    parse_offsets,
    parse_time,
    replay_count,
    replayed_headers,
    split_headers,
)  # fmt: skip


def _letter_headers(
    original: list,
    cls: str = "VerificationFailed",
    stage: str = "verify",
    partition: int = 1,
    offset: int = 42,
) -> list:
    """Headers as Transformer._dead_letter writes them: the carried originals, ours, then our trace
    context."""
    h = dead_letter_headers(
        DocumentError(cls, stage, "residual:x"), "raw", partition, offset, 1_700_000_000_000, "t"
    )
    return (
        carried_headers(original, {"traceparent"})
        + to_kafka_headers(h)
        + [("traceparent", b"00-ab-cd-01")]
    )


def test_parse_time_iso_and_utc_default():
    assert parse_time("2024-05-01") == datetime(2024, 5, 1, tzinfo=UTC)
    assert parse_time("2024-05-01T08:00:00+08:00") == datetime(2024, 5, 1, tzinfo=UTC)
    assert parse_time("2024-05-01T00:00:00Z") == datetime(2024, 5, 1, tzinfo=UTC)
    with pytest.raises(SelectionError):
        parse_time("yesterday")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("5", (5, 5)),
        ("10-20", (10, 20)),
        ("100-", (100, None)),
        ("-200", (None, 200)),
        ("3..4", (3, 4)),
    ],
)
def test_parse_offsets(text, expected):
    assert parse_offsets(text) == expected


@pytest.mark.parametrize("text", ["", "-", "a-b", "20-10", "1-2-3"])
def test_parse_offsets_refuses(text):
    with pytest.raises(SelectionError):
        parse_offsets(text)


def test_selection_by_class_stage_partition_offsets_and_time():
    h = from_kafka_headers(_letter_headers([]))
    now = h.failed_at
    assert Selection().matches(h, None)
    assert Selection(error_classes=frozenset({"VerificationFailed"})).matches(h, None)
    assert not Selection(error_classes=frozenset({"NotJson"})).matches(h, None)
    assert Selection(stages=frozenset({"verify"})).matches(h, None)
    assert not Selection(stages=frozenset({"decode"})).matches(h, None)
    assert Selection(source_partitions=frozenset({1})).matches(h, None)
    assert not Selection(source_partitions=frozenset({0})).matches(h, None)
    assert Selection(source_offsets=(40, 42)).matches(h, None)
    assert not Selection(source_offsets=(43, None)).matches(h, None)
    assert Selection(since=now - timedelta(seconds=1), until=now + timedelta(seconds=1)).matches(
        h, None
    )
    assert not Selection(until=now).matches(h, None)  # until is exclusive
    assert Selection(since=now).matches(h, None)  # since inclusive
    record_time = now - timedelta(days=1)
    assert Selection(until=now - timedelta(hours=1), time_field="timestamp").matches(h, record_time)
    assert not Selection(since=now, time_field="timestamp").matches(h, None)
    with pytest.raises(SelectionError):
        Selection(since=now, until=now)
    with pytest.raises(SelectionError):
        Selection(max_replays=0)


def test_split_keeps_original_headers_in_order_binary_included():
    original = [
        ("source", b"scanner-7"),
        ("blob", b"\x00\xff"),
        ("source", b"dup"),
        ("empty", None),
        ("traceparent", b"00-11-22-01"),
        ("DEID.ERRORS.class.name", b"forged"),
    ]
    orig, ours = split_headers(_letter_headers(original))
    assert orig == [
        ("source", b"scanner-7"),
        ("blob", b"\x00\xff"),
        ("source", b"dup"),
        ("empty", None),
    ]
    assert ours[0][0] == "deid.errors.class.name" and ours[-1] == ("traceparent", b"00-ab-cd-01")


def test_replay_headers_count_and_trace():
    orig, ours = split_headers(
        _letter_headers([("a", b"1"), (REPLAY_COUNT, b"1"), (REPLAY_OF, b"dlq/0/3")])
    )
    assert replay_count(orig) == 1
    out = replayed_headers(orig, ours, 2, "dlq/1/9")
    assert out == [
        ("a", b"1"),
        ("traceparent", b"00-ab-cd-01"),
        (REPLAY_COUNT, b"2"),
        (REPLAY_OF, b"dlq/1/9"),
    ]
    assert replay_count([]) == 0
    assert replay_count([(REPLAY_COUNT, b"x")]) is None  # unreadable: never replayed (fail closed)
    assert replay_count([(REPLAY_COUNT, b"-1")]) is None


@pytest.mark.parametrize(
    "args",
    [
        ["--since", "yesterday"],
        ["--source-offsets", "9-3"],
        ["--max-replays", "0"],
        ["--since", "2024-05-02", "--until", "2024-05-01"],
    ],
)
def test_cli_usage_errors_exit_2_before_any_broker(args, capsys):
    from worker.cli import main

    assert main(["replay", *args, "--dry-run"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("deid-worker: error: ") and len(err.splitlines()) == 1
