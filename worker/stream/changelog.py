"""The case-state changelog: a compacted topic (``deid.case-state.v1``) keyed by case ref.

Each published document's sealed case state (:mod:`worker.case.state`) is produced in the same
transaction as its outputs, to the partition with the same number as the input's raw partition,
so the worker that owns raw partition *p* finds every state it needs in state partition *p*. On
assignment the worker reads those partitions (read_committed, beginning to end) into its store;
compaction keeps one record per case. The raw and state topics therefore have the same number of
partitions (``worker.stream.topics.ensure_topics``).

A forgotten case (``deid-worker forget-case``) gets a tombstone (value None) on every state
partition that holds a record of its case ref (:func:`tombstone`): wherever the raw producer's
partitioner put the case, its state goes, and a worker loading the partition drops the case.
"""

from __future__ import annotations

import time
import uuid

from confluent_kafka import OFFSET_BEGINNING, Consumer, Producer, TopicPartition

from worker.case.store import MemoryStore
from worker.stream.connection import Connection, connection
from worker.stream.read import watermarks


def load_partitions(
    bootstrap: Connection,
    topic: str,
    partitions: list[int],
    store: MemoryStore,
    timeout_s: float = 60.0,
) -> int:
    """Read state ``partitions`` of ``topic`` to their end into ``store``; returns the records read.

    Raises ``TimeoutError`` when the end is not reached in ``timeout_s`` (the caller retries: a
    worker must not process a case without its state).
    """
    if not partitions:
        return 0
    c = Consumer(
        {
            **connection(bootstrap),
            "group.id": f"deid-state-loader-{uuid.uuid4()}",
            "enable.auto.commit": False,
            "isolation.level": "read_committed",
            "enable.partition.eof": True,
            "auto.offset.reset": "earliest",
        }
    )
    try:
        pending = set()
        for p in partitions:
            low, high = watermarks(c, TopicPartition(topic, p), timeout_s)
            if high > low:
                pending.add(p)
        if not pending:
            return 0
        c.assign([TopicPartition(topic, p, OFFSET_BEGINNING) for p in pending])
        read = 0
        deadline = time.monotonic() + timeout_s
        while pending and time.monotonic() < deadline:
            for m in c.consume(num_messages=1000, timeout=0.5):
                err = m.error()
                if err is not None:
                    if err.code() == -191:  # _PARTITION_EOF
                        pending.discard(m.partition())
                    continue
                key, value = m.key(), m.value()
                if key is None:
                    continue
                if (
                    value is None
                ):  # a tombstone (deid-worker forget-case): the case has no state any more
                    store.data.pop(key.decode("ascii"), None)
                else:
                    store.put(key.decode("ascii"), value)
                read += 1
        if pending:
            raise TimeoutError(f"state partitions {sorted(pending)} not loaded within {timeout_s}s")
        return read
    finally:
        c.close()


def partitions_holding(
    bootstrap: Connection, topic: str, key: str, timeout_s: float = 60.0
) -> list[int]:
    """State partitions of ``topic`` whose latest committed record for ``key`` is a state (not a
    tombstone)."""
    c = Consumer(
        {
            **connection(bootstrap),
            "group.id": f"deid-state-scan-{uuid.uuid4()}",
            "enable.auto.commit": False,
        }
    )
    try:
        parts = sorted(c.list_topics(topic, timeout=timeout_s).topics[topic].partitions)
    finally:
        c.close()
    holding = []
    for p in parts:
        store = MemoryStore()
        load_partitions(bootstrap, topic, [p], store, timeout_s)
        if store.get(key) is not None:
            holding.append(p)
    return holding


def tombstone(bootstrap: Connection, topic: str, key: str, timeout_s: float = 60.0) -> list[int]:
    """Write a tombstone for ``key`` on every partition holding its state; returns those
    partitions."""
    partitions = partitions_holding(bootstrap, topic, key, timeout_s)
    if not partitions:
        return []
    p = Producer({**connection(bootstrap), "enable.idempotence": True})
    failed: list[str] = []
    for partition in partitions:
        p.produce(
            topic,
            key=key.encode("ascii"),
            value=None,
            partition=partition,
            on_delivery=lambda err, _m: failed.append(err.name()) if err is not None else None,
        )
    if p.flush(timeout_s) or failed:
        raise TimeoutError(
            f"tombstones not delivered to {topic} ({', '.join(failed) or 'timeout'})"
        )
    return partitions
