"""The offsets this worker has committed itself: a record below them is never processed again.

A transaction whose ``commit_transaction`` returned is durable, and a consumer group's committed
offsets only move forward (an administrator's offset reset needs the group empty, so no worker runs
across one). A raw record delivered again, while the partition stays assigned, below the next
offset this worker committed for it was therefore published already. After a long broker outage
(longer than the group session and the transaction timeout, decision 0006) the client's fetch state
handed such records out again, seconds after the rejoin, with no seek or rebalance in between.
Whatever the cause inside the client, a record at an offset we committed is skipped (and counted),
and a rewind never goes below it.

The record lasts as long as the assignment: a revoked or lost partition is forgotten, so a topic
deleted and created again under the same name (offsets from 0 again, always announced by a
rebalance) is read whole, never skipped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

T = TypeVar("T")

Partition = tuple[str, int]


class CommittedOffsets:
    """Per raw partition, the next offset after the last record this worker committed."""

    def __init__(self) -> None:
        self._next: dict[Partition, int] = {}

    def committed(self, offsets: dict[Partition, int]) -> None:
        """A transaction committed these next offsets (``offset of the last record + 1``)."""
        for tp, nxt in offsets.items():
            if nxt > self._next.get(tp, -1):
                self._next[tp] = nxt

    def forget(self, partitions: Iterable[Partition]) -> None:
        """The partitions were revoked or lost: what we committed there no longer bounds them."""
        for tp in partitions:
            self._next.pop(tp, None)

    def next_offset(self, topic: str, partition: int) -> int | None:
        """The next offset after our last commit on this partition, or None (never committed)."""
        return self._next.get((topic, partition))

    def split(
        self, records: Iterable[T], source: Callable[[T], tuple[str, int, int]]
    ) -> tuple[list[T], list[T]]:
        """``(fresh, already_committed)``: records at or above our next offset, and those below."""
        fresh: list[T] = []
        seen: list[T] = []
        for r in records:
            topic, partition, offset = source(r)
            nxt = self._next.get((topic, partition))
            (seen if nxt is not None and offset < nxt else fresh).append(r)
        return fresh, seen

    def floor(self, topic: str, partition: int, committed: int) -> int:
        """Where a rewind to ``committed`` (negative: none) may start: never below our own
        commit."""
        nxt = self._next.get((topic, partition))
        if nxt is None:
            return committed
        return max(committed, nxt)
