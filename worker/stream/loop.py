"""The transactional consume → transform → produce loop (confluent-kafka).

Per batch of at most ``batch_size`` raw records (and at most ``batch_max_s`` of work): every output
(clean or on-prem document, encrypted restore map, case state, dead letters) and the input offsets
go into one Kafka transaction (``send_offsets_to_transaction``), so a crash at any point gives
neither a lost nor a duplicated output to read_committed consumers.

Failure semantics (design brief; transaction error classes in :mod:`worker.stream.txn`):

* a bad document → a dead letter, inside the same transaction;
* an output too large for its topic → a dead letter ``OutputTooLarge`` (never a blocked partition);
* a transient failure (key provider down, broker away, an aborted transaction) → the staged case
  states are dropped, the consumer is rewound to the committed offsets of every assigned
  partition, and the batch runs again after a back-off: never skipped, never dead-lettered;
* a fatal producer error → a new producer (``init_transactions`` completes or aborts what the old
  one left open) before the rewind; fenced by another instance → :class:`InstanceFenced`, stop;
* a rebalance happens only inside ``consume()``, between transactions, so it never meets an open
  one (the callbacks abort defensively all the same) and reloads the case states of the new
  partitions from the changelog;
* :meth:`Worker.stop` (SIGTERM) commits what the current batch has done, or aborts it, and the
  clients are closed within ``shutdown_timeout_s``.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections import Counter
from dataclasses import dataclass, field

from confluent_kafka import (
    OFFSET_BEGINNING,
    Consumer,
    KafkaError,
    KafkaException,
    Message,
    TopicPartition,
)
from opentelemetry import trace as otel_trace
from opentelemetry.trace import NonRecordingSpan, SpanKind

from worker import telemetry
from worker.config import Settings
from worker.metrics import default as default_metrics
from worker.pipeline import Pipeline, mark_failed
from worker.stream.changelog import load_partitions
from worker.stream.clients import consumer_config, producer_config
from worker.stream.connection import kafka_connection
from worker.stream.limits import SizeLimits
from worker.stream.message import Source, source_of
from worker.stream.outputs import Outcome, Transformer, TransientError
from worker.stream.positions import CommittedOffsets
from worker.stream.states import StagedStore
from worker.stream.topics import partition_count
from worker.stream.txn import InstanceFenced, TransactionalProducer, TxnAborted

log = logging.getLogger(__name__)

__all__ = ["InstanceFenced", "RunStats", "TransientError", "Worker"]


@dataclass
class RunStats:
    consumed: int = 0
    clean: int = 0
    onprem: int = 0
    dead_lettered: int = 0
    transactions: int = 0
    retries: int = 0
    aborts: int = 0
    producer_rebuilds: int = 0
    queue_full_waits: int = 0
    redelivered: int = 0  # records delivered again below an offset this worker had committed
    dead_letter_classes: Counter = field(default_factory=Counter)
    exit_reason: str | None = None  # "idle" (drained), "max_messages", "stopped"
    assigned_after_s: float | None = None  # from start to the first assignment
    lag: dict[int, int] | None = (
        None  # at an idle / max-messages exit: high watermark - position per partition
    )

    def as_dict(self) -> dict:
        lag = {} if self.lag is None else {"lag": {str(p): n for p, n in sorted(self.lag.items())},
                                           "lag_total": sum(self.lag.values())}  # fmt: skip
        return {
            "consumed": self.consumed,
            "clean": self.clean,
            "onprem": self.onprem,
            "dead_lettered": self.dead_lettered,
            "dead_letter_classes": dict(self.dead_letter_classes),
            "transactions": self.transactions,
            "retries": self.retries,
            "aborts": self.aborts,
            "producer_rebuilds": self.producer_rebuilds,
            "queue_full_waits": self.queue_full_waits,
            "redelivered": self.redelivered,
            "exit": self.exit_reason,
            "assigned_after_s": self.assigned_after_s,
            **lag,
        }


def _offsets_text(offsets: dict[tuple[str, int], int]) -> str:
    """``partition=offset`` pairs for debug logs (numbers only, never content)."""
    return " ".join(f"{p}={o}" for (_t, p), o in sorted(offsets.items()))


class Worker:
    """One worker instance: one consumer in the group, one transactional producer.

    The pipeline's case-state store is replaced by the worker's :class:`StagedStore`, which follows
    the Kafka transactions and is restored from the changelog topic on assignment.
    """

    def __init__(self, settings: Settings, pipeline: Pipeline) -> None:
        self.s = settings
        self.pipeline = pipeline
        self.states = StagedStore()
        pipeline.states = self.states
        self.stats = RunStats()
        self._stop = threading.Event()
        self._stop_deadline = float("inf")
        self.last_beat = time.monotonic()  # liveness: the loop is turning
        self.assigned: set[int] = set()
        self._assigned_once = False
        self._assigned_at: float | None = (
            None  # --idle-exit counts from here (None: no assignment held)
        )
        self._state_pending: set[int] = (
            set()
        )  # assigned raw partitions whose case states are not loaded yet
        self._refused: set[Source] = (
            set()
        )  # raw records whose output the broker refused as too large
        self._needs_rewind = False
        self.own_commits = CommittedOffsets()  # never process a record below our own commits
        self.txn: TransactionalProducer | None = None
        self.limits: SizeLimits | None = None
        self.transform: Transformer | None = None
        self.metrics = default_metrics()  # OpenTelemetry instruments (worker.metrics)
        self._lag_next = 0.0

    @property
    def _producer(self) -> TransactionalProducer:
        """The transactional producer :meth:`run` builds first; the batch steps run after it."""
        if self.txn is None:
            raise RuntimeError("the worker loop is not running: run() builds the producer")
        return self.txn

    @property
    def _transformer(self) -> Transformer:
        """The record transformer :meth:`run` builds first, with the producer."""
        if self.transform is None:
            raise RuntimeError("the worker loop is not running: run() builds the transformer")
        return self.transform

    # -- control and probes ------------------------------------------------------------------------
    def stop(self) -> None:
        """Finish or abort the current batch, then close; bounded by ``shutdown_timeout_s``."""
        if not self._stop.is_set():
            self._stop_deadline = (
                time.monotonic() + self.s.shutdown_timeout_s - self._close_reserve()
            )
            self._stop.set()

    def _close_reserve(self) -> float:
        return min(5.0, self.s.shutdown_timeout_s / 4)

    def beat(self) -> None:
        self.last_beat = time.monotonic()

    def health(self) -> dict:
        """Liveness (the loop turned recently) and readiness (assigned, producer initialised),
        content-free."""
        since = time.monotonic() - self.last_beat
        ready = (
            self._assigned_once
            and self.txn is not None
            and self.txn.ready
            and not self._stop.is_set()
        )
        return {
            "live": since < self.s.liveness_timeout_s,
            "ready": ready,
            "seconds_since_loop": round(since, 1),
            "partitions": len(self.assigned),
        }

    # -- main loop ---------------------------------------------------------------------------------
    def run(self, idle_exit_s: float | None = None, max_messages: int | None = None) -> RunStats:
        """Run until :meth:`stop`, ``idle_exit_s`` without messages, or ``max_messages`` consumed.

        Idle time counts from the later of the last record and the last assignment: a worker that
        waits for its group to rebalance (a crashed member's session to expire) is not idle. An
        idle or max-messages exit records the lag of the assigned partitions (:attr:`RunStats.lag`).

        Raises :class:`InstanceFenced` when another instance took over this one's identity.
        """
        self._check_state_topic()
        self.limits = SizeLimits.discover(
            kafka_connection(self.s), self.s.max_message_bytes, self._output_topics()
        )
        self.txn = TransactionalProducer(
            producer_config(self.s, self.limits), self.s.transaction_timeout_s, self.beat
        )
        self.transform = Transformer(self.s, self.pipeline, self.states, self.limits, self.metrics)
        consumer = self._subscribe()
        started = idle_since = time.monotonic()
        backoff = self.s.retry_backoff_s
        try:
            while not self._stop.is_set():
                if self.stats.assigned_after_s is None and self._assigned_at is not None:
                    self.stats.assigned_after_s = round(self._assigned_at - started, 2)
                if max_messages is not None and self.stats.consumed >= max_messages:
                    self.stats.exit_reason = "max_messages"
                    break
                if self._needs_rewind or self._state_pending or not self.txn.ready:
                    if not self._recover(consumer):
                        self._wait(backoff)
                        backoff = min(backoff * 2, self.s.retry_backoff_max_s)
                        continue
                    idle_since = time.monotonic()  # loading states or backing off is not being idle
                limit = (
                    self.s.batch_size
                    if max_messages is None
                    else min(self.s.batch_size, max_messages - self.stats.consumed)
                )
                msgs = self._next_batch(consumer, limit)
                self.beat()
                self._sample_lag(consumer)
                records = [m for m in msgs if not self._is_error(m)]
                if not records:
                    if (
                        idle_exit_s is not None
                        and self._assigned_at is not None
                        and time.monotonic() - max(idle_since, self._assigned_at) >= idle_exit_s
                    ):
                        self.stats.exit_reason = "idle"
                        break
                    continue
                idle_since = time.monotonic()
                try:
                    self._run_batch(consumer, records)
                    backoff = self.s.retry_backoff_s
                    continue
                except TransientError as e:
                    self.stats.retries += 1
                    log.warning("transient failure, batch retried in %.1fs: %s", backoff, e)
                    wait = True
                except TxnAborted as e:
                    self.stats.aborts += 1
                    log.warning("transaction aborted (%s), batch retried", e.reason)
                    if e.refused:
                        self._on_refused(e.refused)
                    if (
                        e.in_doubt
                    ):  # the batch may yet commit: the case states come back from the changelog
                        self.states.reset()
                        self._state_pending |= self.assigned
                    wait = e.backoff
                self.states.rollback()
                self._needs_rewind = True
                if wait:
                    self._wait(backoff)
                    backoff = min(backoff * 2, self.s.retry_backoff_max_s)
            if self.stats.exit_reason is None:
                self.stats.exit_reason = "stopped"
            else:
                self._final_lag(consumer)
        finally:
            self._close(consumer)
        return self.stats

    def _final_lag(self, consumer: Consumer) -> None:
        """The lag of the assigned partitions at a drained exit (fresh high watermarks vs
        positions; a partition without a position counts from its committed offset, else its low
        watermark), in the stats and the log."""
        try:
            assigned = consumer.assignment()
            committed = (
                {tp.partition: tp.offset for tp in consumer.committed(assigned, timeout=10)}
                if assigned
                else {}
            )
            lag = {}
            for tp in consumer.position(assigned) if assigned else []:
                low, high = consumer.get_watermark_offsets(tp, timeout=5, cached=False)
                pos = tp.offset if tp.offset >= 0 else committed.get(tp.partition, -1)
                lag[tp.partition] = max(0, high - (pos if pos >= 0 else low))
        except (KafkaException, RuntimeError) as e:
            log.warning("lag at exit not measured: %s", type(e).__name__)
            return
        self.stats.lag = lag
        total = sum(lag.values())
        (log.warning if total else log.info)(
            "exit (%s): lag %d over %d assigned partitions of %s",
            self.stats.exit_reason,
            total,
            len(lag),
            self.s.raw_topic,
        )

    def _next_batch(self, consumer: Consumer, limit: int) -> list[Message]:
        """Wait up to ``poll_timeout_s`` for the first record, then take what is already fetched,
        up to ``limit``: a lone document is processed at once (low latency), a backlog in batches
        (throughput)."""
        first = consumer.poll(self.s.poll_timeout_s)
        if first is None:
            return []
        return [first] + (consumer.consume(num_messages=limit - 1, timeout=0) if limit > 1 else [])

    def _run_batch(self, consumer: Consumer, records: list[Message]) -> None:
        """Transform records until the batch's time is up, then commit those in one transaction.

        Records below an offset this worker has already committed are skipped
        (:mod:`worker.stream.positions`): they were published, and are counted as redelivered.
        """
        records, seen = self.own_commits.split(records, source_of)
        if seen:
            self.stats.redelivered += len(seen)
            self.metrics.redelivered(len(seen))
            log.warning(
                "%d records delivered again below offsets this worker committed, skipped: %s",
                len(seen),
                _offsets_text({source_of(m)[:2]: source_of(m)[2] for m in seen[::-1]}),
            )
            if not records:
                return
        if any(m.partition() in self._state_pending for m in records):
            raise TransientError("case states of a new partition not loaded yet")
        batch_end = time.monotonic() + self.s.batch_max_s
        outcomes: list[Outcome] = []
        for m in records:
            now = (
                time.monotonic()
            )  # the stop deadline may be set meanwhile (SIGTERM): read it each time
            if (now > batch_end and outcomes) or now > self._stop_deadline:
                break
            outcomes.append(self._transformer(m, refused=source_of(m) in self._refused))
            self.beat()
        if outcomes:
            if log.isEnabledFor(logging.DEBUG):  # every batch: the text only when it is logged
                firsts = {(o.source[0], o.source[1]): o.source[2] for o in outcomes[::-1]}
                log.debug("batch of %d records from %s", len(outcomes), _offsets_text(firsts))
            self._commit(consumer, outcomes)
        rest = records[len(outcomes) :]
        if rest:  # not taken this time: read again from the first one of each partition
            self._seek_first(consumer, rest)

    def _commit(self, consumer: Consumer, outcomes: list[Outcome]) -> None:
        offsets: dict[tuple[str, int], int] = {}
        for o in outcomes:
            topic, partition, offset = o.source
            offsets[(topic, partition)] = max(offsets.get((topic, partition), -1), offset + 1)
        outputs = [(o.source, out) for o in outcomes for out in o.outputs]
        deadline = time.monotonic() + self.s.transaction_timeout_s
        if self._stop.is_set():
            deadline = min(deadline, self._stop_deadline + self._close_reserve() / 2)
        spans = self._commit_spans(outcomes, offsets, len(outputs))
        t0 = time.perf_counter()
        try:
            self._producer.publish(
                outputs,
                [TopicPartition(t, p, o) for (t, p), o in offsets.items()],
                consumer.consumer_group_metadata(),
                deadline,
            )
        except BaseException as e:
            reason = e.reason if isinstance(e, TxnAborted) else type(e).__name__
            for span in spans:
                mark_failed(span, e)
                span.set_attributes(
                    {"deid.transaction.outcome": "aborted", "deid.transaction.abort_reason": reason}
                )
                span.end()
            self.metrics.stage("commit", time.perf_counter() - t0, False)
            if isinstance(e, TxnAborted):
                self.metrics.transaction(False, reason)
            raise
        for span in spans:
            span.set_attribute("deid.transaction.outcome", "committed")
            span.end()
        self.metrics.stage("commit", time.perf_counter() - t0, True)
        self.metrics.transaction(True)
        self.own_commits.committed(offsets)
        if log.isEnabledFor(logging.DEBUG):
            log.debug(
                "transaction committed: %d records, next offsets %s",
                len(outcomes),
                _offsets_text(offsets),
            )
        self.states.commit()
        self._count(outcomes)

    def _commit_spans(
        self, outcomes: list[Outcome], offsets: dict[tuple[str, int], int], n_outputs: int
    ) -> list:
        """One ``commit`` span per record of the batch, a child of the record's process span: each
        document's trace shows the transaction that made its outputs visible (or aborted them)."""
        tracer = telemetry.tracer()
        spans = []
        for o in outcomes:
            if o.trace is None or not o.trace.is_valid:
                continue
            topic, partition, _offset = o.source
            parent = otel_trace.set_span_in_context(NonRecordingSpan(o.trace))
            spans.append(
                tracer.start_span(
                    "commit",
                    context=parent,
                    kind=SpanKind.CLIENT,
                    attributes={
                        "messaging.system": "kafka",
                        "messaging.operation.type": "settle",
                        "messaging.operation.name": "commit",
                        "messaging.destination.name": topic,
                        "messaging.destination.partition.id": str(partition),
                        "messaging.consumer.group.name": self.s.group_id,
                        "messaging.batch.message_count": len(outcomes),
                        "messaging.kafka.offset": offsets[(topic, partition)],
                        "deid.stage": "commit",
                        "deid.transaction.records": n_outputs,
                    },
                )
            )
        return spans

    def _sample_lag(self, consumer: Consumer) -> None:
        """``deid.consumer.lag``: per assigned partition, the high watermark (as last fetched)
        minus the position; sampled here, in the poll loop's thread, at most once a second (the
        gauge reads the sample)."""
        now = time.monotonic()
        if now < self._lag_next:
            return
        self._lag_next = now + 1.0
        try:
            assigned = consumer.assignment()
            lags = {}
            for tp in consumer.position(assigned) if assigned else []:
                if tp.offset < 0:  # no position yet
                    continue
                _low, high = consumer.get_watermark_offsets(tp, cached=True)
                if high is not None and high >= 0:
                    lags[(tp.topic, tp.partition)] = max(0, high - tp.offset)
            self.metrics.set_lag(self.s.group_id, lags)
        except (KafkaException, RuntimeError) as e:
            log.debug("consumer lag not sampled: %s", type(e).__name__)

    def _count(self, outcomes: list[Outcome]) -> None:
        self.stats.transactions += 1
        self.stats.consumed += len(outcomes)
        self.stats.producer_rebuilds = self._producer.rebuilds
        self.stats.queue_full_waits = self._producer.queue_full_waits
        self._transformer.committed(outcomes)  # OpenTelemetry counters (worker.metrics)
        for o in outcomes:
            self._refused.discard(o.source)
            if o.label == "clean":
                self.stats.clean += 1
            elif o.label == "onprem":
                self.stats.onprem += 1
            else:
                self.stats.dead_lettered += 1
                self.stats.dead_letter_classes[o.label[4:]] += 1

    # -- recovery ----------------------------------------------------------------------------------
    def _recover(self, consumer: Consumer) -> bool:
        """Producer initialised, case states loaded, consumer at the committed offsets; False to
        back off."""
        try:
            self._ensure_producer()
            self._load_pending_states()
            if self._needs_rewind:
                self._rewind(consumer)
                self._needs_rewind = False
            return True
        except (TxnAborted, KafkaException, TimeoutError) as e:
            reason = e.args[0].name() if isinstance(e, KafkaException) else str(e)
            log.warning("recovery deferred: %s", reason)
            return False

    def _ensure_producer(self) -> None:
        """A (re)built producer runs ``init_transactions`` first: the previous transaction of this
        transactional.id is completed or aborted before offsets are read or anything is produced."""
        self._producer.ensure(time.monotonic() + self.s.transaction_timeout_s)
        self.stats.producer_rebuilds = self._producer.rebuilds

    def _rewind(self, consumer: Consumer) -> None:
        """Seek every assigned partition to its committed offset (the beginning when there is
        none)."""
        assigned = consumer.assignment()
        if not assigned:
            return
        committed = consumer.committed(assigned, timeout=10)
        log.debug(
            "rewind to the committed offsets %s",
            _offsets_text({(tp.topic, tp.partition): tp.offset for tp in committed}),
        )
        for tp in committed:
            if tp.error is not None:
                raise KafkaException(tp.error)
            start = self.own_commits.floor(tp.topic, tp.partition, tp.offset)
            if start != tp.offset:
                log.warning(
                    "committed offset of partition %d read as %d, below this worker's own commit: "
                    "rewinding to %d",
                    tp.partition,
                    tp.offset,
                    start,
                )
            consumer.seek(
                TopicPartition(tp.topic, tp.partition, start if start >= 0 else OFFSET_BEGINNING)
            )

    def _seek_first(self, consumer: Consumer, rest: list[Message]) -> None:
        first: dict[tuple[str, int], int] = {}
        for m in rest:
            topic, partition, offset = source_of(m)
            first.setdefault((topic, partition), offset)
        try:
            for (topic, partition), offset in first.items():
                consumer.seek(TopicPartition(topic, partition, offset))
        except KafkaException as e:  # the safe way back: the committed offsets
            log.info("seek failed (%s): rewinding to the committed offsets", e.args[0].name())
            self._needs_rewind = True

    def _on_refused(self, refused: list[tuple[Source, str, int]]) -> None:
        """The broker (or producer) refused records as too large: re-read the limits; if they
        explain it, the retry dead-letters the documents by the pre-check, else the largest refused
        record's input is marked."""
        self.limits = SizeLimits.discover(
            kafka_connection(self.s), self.s.max_message_bytes, self._output_topics()
        )
        self._transformer.limits = self.limits
        if self._producer.config.get("batch.size") != self.limits.batch_bytes():
            self._producer.reconfigure(**{"batch.size": self.limits.batch_bytes()})
        if not any(not self.limits.fits(topic, size) for _src, topic, size in refused):
            source, _topic, _size = max(refused, key=lambda r: r[2])
            self._refused.add(source)

    # -- rebalances and case states ----------------------------------------------------------------
    def _subscribe(self) -> Consumer:
        consumer = Consumer(consumer_config(self.s))
        consumer.subscribe([self.s.raw_topic], on_assign=self._on_assign, on_revoke=self._on_revoke,
                           on_lost=self._on_lost)  # fmt: skip
        return consumer

    def _on_assign(self, consumer: Consumer, partitions: list[TopicPartition]) -> None:
        log.debug("partitions assigned: %s", sorted(tp.partition for tp in partitions))
        self.assigned |= {tp.partition for tp in partitions}
        self._state_pending |= {tp.partition for tp in partitions}
        self._assigned_once = True
        self._assigned_at = time.monotonic()
        try:
            self._load_pending_states()
        except (
            KafkaException,
            TimeoutError,
        ) as e:  # retried by the loop before any record is processed
            log.warning("case states not loaded on assignment: %s", type(e).__name__)

    def _on_revoke(self, consumer: Consumer, partitions: list[TopicPartition]) -> None:
        log.debug("partitions revoked: %s", sorted(tp.partition for tp in partitions))
        self._release(partitions)

    def _on_lost(self, consumer: Consumer, partitions: list[TopicPartition]) -> None:
        log.warning("partitions lost (session expired): %d", len(partitions))
        self._release(partitions)

    def _release(self, partitions: list[TopicPartition]) -> None:
        if (
            self.txn is not None and self.txn.in_transaction
        ):  # cannot happen between batches; never leave one open
            self.txn.abort(time.monotonic() + 10)
        self.states.rollback()
        self.states.reset()  # the revoked cases may change elsewhere
        self.own_commits.forget((tp.topic, tp.partition) for tp in partitions)
        self._refused.clear()
        self.assigned -= {tp.partition for tp in partitions}
        self._assigned_at = (
            time.monotonic() if self.assigned else None
        )  # idle counts again from the next assignment
        self._lag_next = 0.0  # the next turn samples the lag of what stays ours
        self._state_pending = set(
            self.assigned
        )  # what stays ours is reloaded before it is processed again

    def _load_pending_states(self) -> None:
        if not self._state_pending:
            return
        pending = sorted(self._state_pending)
        n = load_partitions(
            kafka_connection(self.s),
            self.s.state_topic,
            pending,
            self.states.committed,
            timeout_s=min(60.0, self.s.transaction_timeout_s),
        )
        self._state_pending -= set(pending)
        log.info("case states loaded for %d partitions (%d records)", len(pending), n)

    # -- helpers -----------------------------------------------------------------------------------
    def _output_topics(self) -> list[str]:
        s = self.s
        return [s.clean_topic, s.onprem_topic, s.restore_topic, s.dlq_topic, s.state_topic]

    def _check_state_topic(self) -> None:
        raw = partition_count(kafka_connection(self.s), self.s.raw_topic)
        state = partition_count(kafka_connection(self.s), self.s.state_topic)
        if raw and state < raw:
            raise ValueError(
                f"state topic {self.s.state_topic} has {state} partitions, the raw topic {raw}: "
                "it needs at least as many (state partition = raw partition)"
            )

    @staticmethod
    def _is_error(m: Message) -> bool:
        err = m.error()
        if err is None:
            return False
        if err.fatal():  # e.g. FENCED_INSTANCE_ID: another consumer uses this group.instance.id
            raise InstanceFenced(f"consumer fatal error {err.name()}")
        if err.code() != KafkaError._PARTITION_EOF:
            log.info("consumer error: %s", err.name())
        return True

    def _wait(self, seconds: float) -> None:
        """Back off (with ±20 % jitter, so workers paused by one outage do not retry in step)
        without stalling the liveness probe; returns early on stop."""
        end = time.monotonic() + seconds * random.uniform(0.8, 1.2)
        while not self._stop.is_set() and time.monotonic() < end:
            self.beat()
            self._stop.wait(min(1.0, end - time.monotonic()))

    def _close(self, consumer: Consumer) -> None:
        remaining = max(1.0, self._stop_deadline + self._close_reserve() - time.monotonic()) \
            if self._stop.is_set() else self._close_reserve()  # fmt: skip
        if self.txn is not None:
            self.txn.close(remaining / 2)
        try:
            consumer.close()
        except (KafkaException, RuntimeError) as e:
            log.info("consumer close: %s", e)
