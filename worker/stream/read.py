"""Read a topic's committed records between offsets (read_committed), for the demo, tools and
tests."""

from __future__ import annotations

import time
import uuid

from confluent_kafka import Consumer, KafkaError, KafkaException, Message, TopicPartition

from worker.stream.connection import Connection, connection
from worker.stream.message import source_of

_NOT_READY = (
    KafkaError.NOT_LEADER_FOR_PARTITION,
    KafkaError.LEADER_NOT_AVAILABLE,
    KafkaError.UNKNOWN_TOPIC_OR_PART,
)


def watermarks(c: Consumer, tp: TopicPartition, timeout_s: float) -> tuple[int, int]:
    """Watermarks of ``tp``, waiting (up to ``timeout_s``) while a new partition's leader
    settles."""
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            return c.get_watermark_offsets(tp, timeout=timeout_s)
        except KafkaException as e:
            if e.args[0].code() not in _NOT_READY or time.monotonic() > deadline:
                raise
            time.sleep(0.3)


def end_offsets(bootstrap: Connection, topic: str, timeout_s: float = 30.0) -> dict[int, int]:
    """``{partition: high watermark}`` of ``topic``."""
    c = Consumer(
        {
            **connection(bootstrap),
            "group.id": f"deid-reader-{uuid.uuid4()}",
            "enable.auto.commit": False,
        }
    )
    try:
        meta = c.list_topics(topic, timeout=timeout_s).topics[topic]
        return {p: watermarks(c, TopicPartition(topic, p), timeout_s)[1] for p in meta.partitions}
    finally:
        c.close()


def read_committed(
    bootstrap: Connection, topic: str, start: dict[int, int] | None = None, timeout_s: float = 30.0
) -> list[Message]:
    """Every committed record of ``topic`` from ``start`` (default: the beginning) to the current
    end."""
    c = Consumer(
        {
            **connection(bootstrap),
            "group.id": f"deid-reader-{uuid.uuid4()}",
            "enable.auto.commit": False,
            "isolation.level": "read_committed",
            "enable.partition.eof": True,
        }
    )
    try:
        meta = c.list_topics(topic, timeout=timeout_s).topics[topic]
        parts = sorted(meta.partitions)
        high = {p: watermarks(c, TopicPartition(topic, p), timeout_s)[1] for p in parts}
        begin = {p: (start or {}).get(p, 0) for p in parts}
        pending = {p for p in parts if begin[p] < high[p]}
        if not pending:
            return []
        c.assign([TopicPartition(topic, p, begin[p]) for p in pending])
        out: list[Message] = []
        deadline = time.monotonic() + timeout_s
        while pending and time.monotonic() < deadline:
            for m in c.consume(num_messages=500, timeout=0.5):
                err = m.error()
                if err is not None:
                    if err.code() == -191:  # _PARTITION_EOF
                        pending.discard(m.partition())
                    continue
                out.append(m)
                _topic, partition, offset = source_of(m)
                if offset + 1 >= high[partition]:
                    pending.discard(partition)
        if pending:
            raise TimeoutError(
                f"{topic}: partitions {sorted(pending)} not read to their end in {timeout_s}s"
            )
        return out
    finally:
        c.close()
