"""Dead-letter records: the original key, bytes and headers unchanged, the error in headers (Kafka
Connect style).

Header names mirror Kafka Connect's ``__connect.errors.*`` under our own prefix. As in Kafka Connect
the original record's headers come first, ours after them; an original header under our prefix is
dropped, so that a producer cannot forge (or confuse a reader of) the error headers.
"""

from __future__ import annotations

from datetime import UTC, datetime

from contracts import DeadLetterHeaders
from worker.errors import DocumentError

PREFIX = "deid.errors."

HEADER_NAMES = {
    "error_class": "deid.errors.class.name",
    "error_stage": "deid.errors.stage",
    "error_message": "deid.errors.message",
    "source_topic": "deid.errors.topic",
    "source_partition": "deid.errors.partition",
    "source_offset": "deid.errors.offset",
    "source_timestamp_ms": "deid.errors.timestamp",
    "failed_at": "deid.errors.failed_at",
    "worker_version": "deid.errors.worker.version",
}


def dead_letter_headers(
    err: DocumentError,
    topic: str,
    partition: int,
    offset: int,
    timestamp_ms: int | None,
    worker_version: str,
) -> DeadLetterHeaders:
    return DeadLetterHeaders(
        error_class=err.error_class,
        error_stage=err.stage,
        error_message=err.message,
        source_topic=topic,
        source_partition=partition,
        source_offset=offset,
        source_timestamp_ms=timestamp_ms,
        failed_at=datetime.now(UTC),
        worker_version=worker_version,
    )


def to_kafka_headers(h: DeadLetterHeaders) -> list[tuple[str, bytes | None]]:
    out: list[tuple[str, bytes | None]] = []
    for field, name in HEADER_NAMES.items():
        value = getattr(h, field)
        if value is None:
            continue
        text = value.isoformat() if isinstance(value, datetime) else str(value)
        out.append((name, text.encode("utf-8")))
    return out


def from_kafka_headers(headers: list[tuple[str, bytes | None]] | None) -> DeadLetterHeaders:
    ours = set(HEADER_NAMES.values())  # the original record's headers beside them may be binary
    by_name = {k: v.decode("utf-8") for k, v in (headers or []) if v is not None and k in ours}
    data = {field: by_name[name] for field, name in HEADER_NAMES.items() if name in by_name}
    return DeadLetterHeaders.model_validate(data)


VALUE_OMITTED = "deid.errors.value.omitted"
"""Header set (``true``) on the rare dead letter whose original value could not be carried because
it is larger than the dead-letter topic accepts; ``deid.errors.value.bytes`` then gives its size."""
VALUE_BYTES = "deid.errors.value.bytes"


def omitted_value_headers(value: bytes | None) -> list[tuple[str, bytes | None]]:
    """Headers saying the original value is not in this dead letter (it stays at its source
    offset)."""
    return [(VALUE_OMITTED, b"true"), (VALUE_BYTES, str(len(value or b"")).encode("ascii"))]


HEADERS_OMITTED = "deid.errors.headers.omitted"
"""Header set (``true``) on a dead letter that does not carry the original record's headers: they
could not be read, or the letter would not fit the dead-letter topic with them."""


def carried_headers(
    headers: list[tuple[str, bytes | None]] | None,
    replaced: frozenset[str] | set[str] = frozenset(),
) -> list[tuple[str, bytes | None]]:
    """The original record's headers a dead letter carries, in their order: all but those under our
    :data:`PREFIX` (any case) and those named in ``replaced`` (e.g. ``traceparent``, which the dead
    letter sets itself, so that a reader meets one trace context, not two)."""
    return [
        (k, v)
        for k, v in (headers or [])
        if not k.casefold().startswith(PREFIX) and k not in replaced
    ]
