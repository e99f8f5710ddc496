"""worker.stream.positions: records below this worker's own commits are never processed again."""

from __future__ import annotations

import pytest
from confluent_kafka import OFFSET_INVALID

from worker.stream.positions import CommittedOffsets


def _src(r: tuple[str, int, int]) -> tuple[str, int, int]:
    return r


def test_nothing_committed_everything_is_fresh():
    own = CommittedOffsets()
    records = [("raw", 1, 0), ("raw", 1, 1), ("raw", 0, 5)]
    assert own.split(records, _src) == (records, [])
    assert own.next_offset("raw", 1) is None


def test_records_below_our_commit_are_skipped_per_partition_and_topic():
    own = CommittedOffsets()
    own.committed({("raw", 1): 10, ("raw", 2): 4})
    records = [
        ("raw", 1, 0),  # the first batch of partition 1 handed out again
        ("raw", 1, 9),
        ("raw", 1, 10),  # the next one: fresh
        ("raw", 2, 3),
        ("raw", 2, 4),
        ("raw", 0, 0),  # a partition we never committed
        ("other", 1, 0),  # same partition number, another topic
    ]
    fresh, seen = own.split(records, _src)
    assert seen == [("raw", 1, 0), ("raw", 1, 9), ("raw", 2, 3)]
    assert fresh == [("raw", 1, 10), ("raw", 2, 4), ("raw", 0, 0), ("other", 1, 0)]


def test_commits_only_move_forward():
    own = CommittedOffsets()
    own.committed({("raw", 0): 30})
    own.committed({("raw", 0): 20})  # an older transaction's offsets never lower the mark
    assert own.next_offset("raw", 0) == 30
    own.committed({("raw", 0): 31})
    assert own.next_offset("raw", 0) == 31


@pytest.mark.parametrize(
    ("ours", "read", "start"),
    [
        (None, OFFSET_INVALID, OFFSET_INVALID),  # nothing committed anywhere: the beginning
        (None, 40, 40),
        (10, OFFSET_INVALID, 10),  # the broker's answer lost our commit: never below it
        (10, 7, 10),  # a stale committed offset
        (10, 10, 10),
        (10, 25, 25),  # another member committed further meanwhile
    ],
)
def test_a_rewind_never_goes_below_our_commit(ours, read, start):
    own = CommittedOffsets()
    if ours is not None:
        own.committed({("raw", 3): ours})
    assert own.floor("raw", 3, read) == start


def test_a_revoked_partition_is_forgotten():
    """After a revocation nothing is skipped there: a topic created again reads from 0 whole."""
    own = CommittedOffsets()
    own.committed({("raw", 0): 30, ("raw", 1): 12})
    own.forget([("raw", 0)])
    assert own.next_offset("raw", 0) is None
    assert own.split([("raw", 0, 0), ("raw", 1, 0)], _src) == ([("raw", 0, 0)], [("raw", 1, 0)])
    assert own.floor("raw", 0, OFFSET_INVALID) == OFFSET_INVALID
