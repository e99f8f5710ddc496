"""Typed reads of a consumed Kafka record.

confluent-kafka types :class:`~confluent_kafka.Message` for both sides: ``topic()``,
``partition()`` and ``offset()`` may be None (an error event has none) and ``headers()`` is the
producer's loose type (a dict, str values). A record the consumer hands over (``m.error()`` is
None) has all three coordinates and a list of ``(name, bytes or None)`` headers; these helpers
say so once, so the loop, replay and readers do not each handle a None that cannot come.
"""

from __future__ import annotations

from confluent_kafka import Message

Source = tuple[str, int, int]
"""(topic, partition, offset) of a raw record."""

Headers = list[tuple[str, bytes | None]]


def source_of(m: Message) -> Source:
    """``(topic, partition, offset)`` of a consumed record; ValueError for an error event."""
    topic, partition, offset = m.topic(), m.partition(), m.offset()
    if topic is None or partition is None or offset is None:
        raise ValueError("not a consumed record: topic, partition or offset missing")
    return topic, partition, offset


def headers_of(m: Message) -> Headers:
    """The record's headers, ``[]`` when it has none.

    Raises what ``m.headers()`` raises (a header name that is not UTF-8). A consumed record's
    headers are already ``(str, bytes | None)`` pairs; the dict and str forms of the stub's type
    are the producer's, normalised here all the same.
    """
    raw = m.headers() or []
    pairs = list(raw.items()) if isinstance(raw, dict) else raw
    return [(k, v.encode("utf-8") if isinstance(v, str) else v) for k, v in pairs]


def value_of(m: Message) -> bytes:
    """The record's value; ValueError for a tombstone (a record without one)."""
    value = m.value()
    if value is None:
        raise ValueError("a tombstone: the record has no value")
    return value
