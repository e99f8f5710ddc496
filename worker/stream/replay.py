"""Dead-letter replay (``deid-worker replay``): selected dead letters back onto the raw topic,
exactly once.

A dead letter (:mod:`worker.stream.dlq`, ``Transformer._dead_letter``) carries the original
record's key, bytes and headers, then ours: ``deid.errors.*`` and the dead letter's
``traceparent``. Replay re-publishes the original key, bytes and headers (everything before the
first ``deid.errors.*`` header) to the raw topic, on the original record's partition
(``deid.errors.partition``: a case's documents stay on the partition whose case states hold it),
with two headers of its own:

* ``deid.replay.count`` — how often this document was replayed (1 on the first replay). A dead
  letter whose original headers already carry ``max_replays`` (default 1) or more is not replayed
  again, so a document that keeps failing does not loop; the worker keeps the header when it
  dead-letters a replayed record (it is an original header, not one of ours);
* ``deid.replay.of`` — the dead letter's coordinates, ``<dlq topic>/<partition>/<offset>``;

and the dead letter's ``traceparent`` (one trace follows the document through both attempts).

Exactly once: one transactional producer; each batch's replayed records and the replay's progress on
the dead-letter topic — the offsets of a *replay group*, committed with
``send_offsets_to_transaction`` — are one transaction. The group's offsets are a cursor over the
dead-letter topic: a run reads from the cursor to the end the topic had when the run started and
moves the cursor past everything it read, replayed or passed over (not selected), so a rerun never
replays a dead letter twice. The transactional id is fixed per replay group: a second replay
started meanwhile fences the first (exit 3).

Never a value in a log or a report: counts by error class, coordinates at most.
"""

from __future__ import annotations

import contextlib
import logging
import re
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

from confluent_kafka import (
    OFFSET_BEGINNING,
    Consumer,
    KafkaError,
    KafkaException,
    Message,
    TopicPartition,
)
from pydantic import ValidationError

from contracts import DeadLetterHeaders
from worker.config import Settings
from worker.stream.connection import kafka_connection
from worker.stream.dlq import HEADERS_OMITTED, PREFIX, VALUE_OMITTED, from_kafka_headers
from worker.stream.message import headers_of, source_of
from worker.stream.outputs import Output
from worker.stream.txn import TransactionalProducer, TxnAborted

log = logging.getLogger(__name__)

REPLAY_PREFIX = "deid.replay."
REPLAY_COUNT = "deid.replay.count"
REPLAY_OF = "deid.replay.of"
TRACE_HEADERS = ("traceparent", "tracestate")
MAX_ABORTS = 5
"""Aborted transactions in one run before the replay gives up (exit 69; a rerun continues at the
cursor)."""


class ReplayUnavailable(Exception):
    """The broker could not be read or written (content-free message); a rerun continues where this
    stopped."""


class SelectionError(ValueError):
    """A bad selection argument (usage)."""


# -- selection -------------------------------------------------------------------------------------


def parse_time(text: str) -> datetime:
    """ISO 8601 (``2024-05-01``, ``2024-05-01T08:00:00+08:00``, ``…Z``); without an offset it is
    UTC."""
    try:
        t = datetime.fromisoformat(text.strip().replace("Z", "+00:00").replace("z", "+00:00"))
    except ValueError:
        raise SelectionError(f"not an ISO 8601 time: {text!r}") from None
    return t if t.tzinfo is not None else t.replace(tzinfo=UTC)


_RANGE = re.compile(r"^\s*(\d*)\s*(?:-|\.\.)\s*(\d*)\s*$")


def parse_offsets(text: str) -> tuple[int | None, int | None]:
    """``FROM-TO`` (inclusive; either end may be left out: ``100-``, ``-200``) or a single
    offset."""
    if text.strip().isdigit():
        n = int(text)
        return n, n
    m = _RANGE.match(text)
    if not m or not (m.group(1) or m.group(2)):
        raise SelectionError(f"not an offset range FROM-TO: {text!r}")
    lo = int(m.group(1)) if m.group(1) else None
    hi = int(m.group(2)) if m.group(2) else None
    if lo is not None and hi is not None and lo > hi:
        raise SelectionError(f"empty offset range: {text!r}")
    return lo, hi


@dataclass(frozen=True)
class Selection:
    """Which dead letters to replay; empty sets select everything. ``since`` inclusive, ``until``
    exclusive, on ``deid.errors.failed_at`` (``time_field="failed_at"``) or the dead letter's Kafka
    timestamp."""

    error_classes: frozenset[str] = frozenset()
    stages: frozenset[str] = frozenset()
    since: datetime | None = None
    until: datetime | None = None
    time_field: Literal["failed_at", "timestamp"] = "failed_at"
    source_partitions: frozenset[int] = frozenset()
    source_offsets: tuple[int | None, int | None] = (None, None)
    max_replays: int = 1

    def __post_init__(self) -> None:
        if self.since is not None and self.until is not None and self.since >= self.until:
            raise SelectionError("--since must be before --until")
        if self.max_replays < 1:
            raise SelectionError("--max-replays must be at least 1")

    def matches(self, h: DeadLetterHeaders, record_time: datetime | None) -> bool:
        if self.error_classes and h.error_class not in self.error_classes:
            return False
        if self.stages and h.error_stage not in self.stages:
            return False
        if self.source_partitions and h.source_partition not in self.source_partitions:
            return False
        lo, hi = self.source_offsets
        if (lo is not None and h.source_offset < lo) or (hi is not None and h.source_offset > hi):
            return False
        if self.since is not None or self.until is not None:
            when = h.failed_at if self.time_field == "failed_at" else record_time
            if when is None:
                return False
            if when.tzinfo is None:
                when = when.replace(tzinfo=UTC)
            if (self.since is not None and when < self.since) or (
                self.until is not None and when >= self.until
            ):
                return False
        return True


# -- headers ---------------------------------------------------------------------------------------


def split_headers(headers: list[tuple[str, bytes | None]] | None) -> tuple[list, list]:
    """``(original, ours)``: a dead letter's headers are the original record's, then ours from the
    first ``deid.errors.*`` on (the worker drops original headers under that prefix, so the first
    one is ours)."""
    hs = list(headers or [])
    for i, (k, _v) in enumerate(hs):
        if k.casefold().startswith(PREFIX):
            return hs[:i], hs[i:]
    return hs, []


def replay_count(original: list[tuple[str, bytes | None]]) -> int | None:
    """The ``deid.replay.count`` the original headers carry (0 when none); None when it is
    unreadable."""
    values = [v for k, v in original if k == REPLAY_COUNT]
    if not values:
        return 0
    try:
        n = int((values[-1] or b"").decode("ascii"))
    except (UnicodeDecodeError, ValueError):
        return None
    return n if n >= 0 else None


def replayed_headers(
    original: list, ours: list, count: int, coordinates: str
) -> list[tuple[str, bytes | None]]:
    """The replayed record's headers: the original ones (earlier ``deid.replay.*`` dropped), the
    dead letter's trace context, then ``deid.replay.count`` and ``deid.replay.of``."""
    kept = [(k, v) for k, v in original if not k.casefold().startswith(REPLAY_PREFIX)]
    trace = [(k, v) for k, v in ours if k in TRACE_HEADERS and not any(k == o for o, _ in kept)]
    return (
        kept
        + trace
        + [(REPLAY_COUNT, str(count).encode("ascii")), (REPLAY_OF, coordinates.encode("ascii"))]
    )


# -- the report ------------------------------------------------------------------------------------


@dataclass
class ReplayReport:
    """What a run did (or, dry, would do); counts by error class only."""

    dry_run: bool
    group: str
    read: int = 0
    replayed: Counter = field(default_factory=Counter)  # dry run: would be replayed
    value_omitted: Counter = field(
        default_factory=Counter
    )  # selected, but the dead letter has no value
    replay_limit: Counter = field(
        default_factory=Counter
    )  # selected, but replayed max_replays times already
    passed_over: Counter = field(default_factory=Counter)  # not selected
    other_source: int = 0  # its source topic is not the raw topic
    unreadable: int = 0  # no or invalid deid.errors.* headers
    without_original_headers: int = (
        0  # replayed, but the dead letter had left the original headers out
    )
    transactions: int = 0
    aborts: int = 0
    complete: bool = True  # read to the end the topic had at the start

    def merge(self, other: ReplayReport) -> None:
        for name in ("replayed", "value_omitted", "replay_limit", "passed_over"):
            getattr(self, name).update(getattr(other, name))
        for name in ("read", "other_source", "unreadable", "without_original_headers"):
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def as_dict(self) -> dict[str, Any]:
        return {
            "dry_run": self.dry_run,
            "group": self.group,
            "read": self.read,
            ("would_replay" if self.dry_run else "replayed"): sum(self.replayed.values()),
            ("would_replay_by_class" if self.dry_run else "replayed_by_class"): dict(self.replayed),
            "value_omitted_by_class": dict(self.value_omitted),
            "replay_limit_by_class": dict(self.replay_limit),
            "passed_over_by_class": dict(self.passed_over),
            "other_source": self.other_source,
            "unreadable": self.unreadable,
            "without_original_headers": self.without_original_headers,
            "transactions": self.transactions,
            "aborts": self.aborts,
            "complete": self.complete,
        }


# -- the run ---------------------------------------------------------------------------------------


def default_group(s: Settings) -> str:
    return f"{s.group_id}-replay"


class Replayer:
    """One replay run over ``settings.dlq_topic`` into ``settings.raw_topic``."""

    def __init__(
        self,
        s: Settings,
        selection: Selection,
        *,
        dry_run: bool = False,
        group_id: str | None = None,
        transactional_id: str | None = None,
        batch_size: int | None = None,
        timeout_s: float = 300.0,
        stop: threading.Event | None = None,
    ) -> None:
        self.s = s
        self.sel = selection
        self.dry_run = dry_run
        self.group = group_id or default_group(s)
        self.transactional_id = (
            transactional_id or self.group
        )  # fixed: a second replay fences the first
        self.batch_size = batch_size or s.batch_size
        self.timeout_s = timeout_s
        self.stop = stop or threading.Event()
        self.report = ReplayReport(dry_run, self.group)
        self._raw_partitions = 0

    def run(self) -> ReplayReport:
        conn = kafka_connection(self.s)
        consumer = Consumer({**conn, "group.id": self.group, "enable.auto.commit": False,
                             "auto.offset.reset": "earliest", "isolation.level": "read_committed",
                             "enable.partition.eof": True, "error_cb": _client_error})  # fmt: skip
        txn = None
        try:
            parts = self._partitions(consumer, self.s.dlq_topic)
            self._raw_partitions = len(self._partitions(consumer, self.s.raw_topic))
            deadline = time.monotonic() + self.timeout_s
            if not self.dry_run:
                txn = TransactionalProducer(
                    {
                        **conn,
                        "transactional.id": self.transactional_id,
                        "enable.idempotence": True,
                        "linger.ms": 5,
                        "transaction.timeout.ms": int(self.s.transaction_timeout_s * 1000),
                        "message.max.bytes": self.s.max_message_bytes,
                        "error_cb": _client_error,
                    },
                    self.s.transaction_timeout_s,
                )
                try:
                    txn.ensure(
                        deadline
                    )  # fences an earlier replay of this group before its cursor is read
                except TxnAborted as e:
                    raise ReplayUnavailable(
                        f"the transactional producer could not be initialised ({e.reason})"
                    ) from None
            ends = self._ends(consumer, parts)
            while True:
                try:
                    self._pass(consumer, txn, parts, ends, deadline)
                    break
                except TxnAborted as e:
                    self.report.aborts += 1
                    log.warning("replay transaction aborted (%s)", e.reason)
                    if self.report.aborts >= MAX_ABORTS or time.monotonic() > deadline:
                        raise ReplayUnavailable(
                            f"replay transactions aborted {self.report.aborts} times ({e.reason}); "
                            "rerun: it continues at the committed cursor"
                        ) from None
                    time.sleep(min(2.0 * self.report.aborts, 10.0))
            return self.report
        except KafkaException as e:
            raise ReplayUnavailable(f"Kafka: {e.args[0].name()}") from None
        finally:
            if txn is not None:
                txn.close(5.0)
            with contextlib.suppress(KafkaException, RuntimeError):
                consumer.close()

    def _partitions(self, consumer: Consumer, topic: str) -> list[int]:
        meta = consumer.list_topics(topic, timeout=10).topics.get(topic)
        if meta is None or meta.error is not None or not meta.partitions:
            raise ReplayUnavailable(f"topic {topic} does not exist or has no partitions")
        return sorted(meta.partitions)

    def _ends(self, consumer: Consumer, parts: list[int]) -> dict[int, int]:
        """High watermarks at the start: this run reads no further (later dead letters are the next
        run's)."""
        return {
            p: consumer.get_watermark_offsets(
                TopicPartition(self.s.dlq_topic, p), timeout=10, cached=False
            )[1]
            for p in parts
        }

    def _pass(
        self,
        consumer: Consumer,
        txn: TransactionalProducer | None,
        parts: list[int],
        ends: dict[int, int],
        deadline: float,
    ) -> None:
        """From the replay group's committed offsets to ``ends``, one transaction per batch."""
        topic = self.s.dlq_topic
        committed = consumer.committed([TopicPartition(topic, p) for p in parts], timeout=10)
        start = {}
        for tp in committed:
            if tp.error is not None:
                raise KafkaException(tp.error)
            start[tp.partition] = tp.offset if tp.offset >= 0 else OFFSET_BEGINNING
        pending = {
            p for p in parts if ends[p] > 0 and (start[p] == OFFSET_BEGINNING or start[p] < ends[p])
        }
        if not pending:
            return
        consumer.assign([TopicPartition(topic, p, start[p]) for p in sorted(pending)])
        try:
            batch = ReplayReport(self.dry_run, self.group)
            outputs: list[tuple[tuple[str, int, int], Output]] = []
            offsets: dict[int, int] = {}
            n = 0
            while pending and not self.stop.is_set():
                if time.monotonic() > deadline:
                    self.report.complete = False
                    log.warning(
                        "replay timed out with %d partitions not read to their end", len(pending)
                    )
                    break
                for m in consumer.consume(num_messages=self.batch_size - n, timeout=0.5):
                    err = m.error()
                    if err is not None:
                        if (
                            err.code() == KafkaError._PARTITION_EOF
                        ):  # read_committed: the last stable offset
                            pending.discard(m.partition())
                        elif err.fatal():
                            raise KafkaException(err)
                        continue
                    _topic, p, offset = source_of(m)
                    if p not in pending or offset >= ends[p]:  # beyond this run's end
                        pending.discard(p)
                        continue
                    out = self._one(m, batch)
                    if out is not None:
                        outputs.append(((topic, p, offset), out))
                    offsets[p] = offset + 1
                    n += 1
                    if offset + 1 >= ends[p]:
                        pending.discard(p)
                if n >= self.batch_size or (n and (not pending or self.stop.is_set())):
                    self._commit(consumer, txn, outputs, offsets, batch, deadline)
                    batch, outputs, offsets, n = ReplayReport(self.dry_run, self.group), [], {}, 0
            if n:
                self._commit(consumer, txn, outputs, offsets, batch, deadline)
            if pending and self.stop.is_set():
                self.report.complete = False
        finally:
            consumer.unassign()

    def _commit(
        self,
        consumer: Consumer,
        txn: TransactionalProducer | None,
        outputs: list,
        offsets: dict[int, int],
        batch: ReplayReport,
        deadline: float,
    ) -> None:
        if txn is not None:
            tps = [TopicPartition(self.s.dlq_topic, p, o) for p, o in sorted(offsets.items())]
            txn.publish(
                outputs,
                tps,
                consumer.consumer_group_metadata(),
                max(deadline, time.monotonic() + 30),
            )
            self.report.transactions += 1
            log.info(
                "replay transaction committed: %d read, %d replayed",
                batch.read,
                sum(batch.replayed.values()),
            )
        self.report.merge(batch)

    def _one(self, m: Message, batch: ReplayReport) -> Output | None:
        """Classify one dead letter into ``batch``; its replayed record, or None."""
        batch.read += 1
        try:
            headers = headers_of(m)
            h = from_kafka_headers(headers)
        except (
            ValidationError,
            UnicodeDecodeError,
            TypeError,
            ValueError,
        ):  # not a dead letter of ours
            batch.unreadable += 1
            return None
        if h.source_topic != self.s.raw_topic:
            batch.other_source += 1
            return None
        ts_type, ts = m.timestamp()
        record_time = (
            datetime.fromtimestamp(ts / 1000, UTC)
            if ts_type and ts is not None and ts >= 0
            else None
        )
        if not self.sel.matches(h, record_time):
            batch.passed_over[h.error_class] += 1
            return None
        original, ours = split_headers(headers)
        if any(k == VALUE_OMITTED for k, _ in ours):
            batch.value_omitted[h.error_class] += 1
            return None
        count = replay_count(original)
        if count is None or count >= self.sel.max_replays:
            batch.replay_limit[h.error_class] += 1
            return None
        if any(k == HEADERS_OMITTED for k, _ in ours):
            batch.without_original_headers += 1
        batch.replayed[h.error_class] += 1
        coordinates = f"{m.topic()}/{m.partition()}/{m.offset()}"
        partition = h.source_partition if 0 <= h.source_partition < self._raw_partitions else None
        return Output(
            self.s.raw_topic,
            m.key(),
            m.value(),
            replayed_headers(original, ours, count + 1, coordinates),
            partition=partition,
        )


def _client_error(err: KafkaError) -> None:
    if err.fatal():
        log.error("kafka client fatal error: %s", err.name())
    else:
        log.info("kafka client error: %s", err.name())
