"""Message size limits of the output topics, known before producing (docs/decisions/0004).

A record that is too large for the producer (``message.max.bytes``) is refused by ``produce()``;
one too large for its topic (``max.message.bytes``) is refused by the broker for its whole
batch, which fails the transaction. Either would block the partition if the worker simply
retried. So every output is measured before its transaction begins: the limit of a topic is
``min(producer message.max.bytes, topic max.message.bytes)`` and the estimate of a record's
size counts key, value, headers and the record-batch framing generously.

Topic limits are read with DescribeConfigs when the worker starts (best effort: without the
ACL the producer limit alone applies) and again when the broker refuses a record as too large.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from confluent_kafka.admin import AdminClient, ConfigResource, ResourceType

from worker.stream.connection import Connection, connection

log = logging.getLogger(__name__)

BATCH_OVERHEAD = 128
"""Bytes of record-batch and record framing added to key + value (librdkafka's own check counts
~35-70)."""
HEADER_OVERHEAD = 12
"""Bytes of framing per header (two varint lengths), generously."""


def wire_size(
    key: bytes | None, value: bytes | None, headers: Iterable[tuple[str, bytes | None]] = ()
) -> int:
    """An upper bound of the bytes a single record occupies on the wire (uncompressed)."""
    size = BATCH_OVERHEAD + len(key or b"") + len(value or b"")
    for name, data in headers:
        size += HEADER_OVERHEAD + len(name.encode("utf-8")) + len(data or b"")
    return size


class SizeLimits:
    """``limit(topic)``: the largest record the worker may produce to ``topic``."""

    def __init__(self, producer_max: int, topic_max: dict[str, int] | None = None) -> None:
        self.producer_max = producer_max
        self.topic_max = dict(topic_max or {})

    def limit(self, topic: str) -> int:
        return min(self.producer_max, self.topic_max.get(topic, self.producer_max))

    def batch_bytes(self) -> int:
        """A producer ``batch.size`` no topic refuses: librdkafka may fill a batch up to it."""
        return min([self.producer_max, *self.topic_max.values()])

    def fits(self, topic: str, size: int) -> bool:
        return size <= self.limit(topic)

    @classmethod
    def discover(
        cls, bootstrap: Connection, producer_max: int, topics: list[str], timeout_s: float = 10.0
    ) -> SizeLimits:
        """Read ``max.message.bytes`` of ``topics`` from the broker; on any failure keep the
        producer limit only."""
        found: dict[str, int] = {}
        try:
            admin = AdminClient(connection(bootstrap))
            futures = admin.describe_configs(
                [ConfigResource(ResourceType.TOPIC, t) for t in topics], request_timeout=timeout_s
            )
            for resource, fut in futures.items():
                entry = fut.result(timeout=timeout_s).get("max.message.bytes")
                if entry is not None and entry.value is not None:
                    found[resource.name] = int(entry.value)
        except Exception as e:
            log.warning("topic size limits not readable (%s); using message.max.bytes=%d alone",
                        type(e).__name__, producer_max)  # fmt: skip
        return cls(producer_max, found)

    def __repr__(self) -> str:
        return f"SizeLimits(producer_max={self.producer_max}, topic_max={self.topic_max})"
