"""The transactional consume → transform → produce loop (confluent-kafka).

Per batch of at most ``batch_size`` messages: every output (clean document, encrypted
restore map, dead letters) and the input offsets go into one Kafka transaction
(``send_offsets_to_transaction``), so a crash gives neither a lost nor a duplicated
output for read_committed consumers.

Failure semantics (design brief):
* a bad document → dead-letter record, inside the same transaction;
* a transient failure (key provider down, retriable broker error) → abort, rewind to the
  last committed offsets, back off, retry: never skip, never dead-letter;
* a fatal producer error (fenced by a newer instance with the same transactional id) → stop.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import Counter
from dataclasses import dataclass, field

from confluent_kafka import Consumer, KafkaError, KafkaException, Message, Producer, TopicPartition
from opentelemetry.trace import SpanKind, Status, StatusCode

from worker import telemetry
from worker.config import Settings
from worker.errors import DocumentError
from worker.keys import KeyUnavailable
from worker.pipeline import WORKER_VERSION, Pipeline, Published
from worker.stream.dlq import dead_letter_headers, to_kafka_headers

log = logging.getLogger(__name__)


@dataclass
class RunStats:
    consumed: int = 0
    clean: int = 0
    onprem: int = 0
    dead_lettered: int = 0
    transactions: int = 0
    retries: int = 0
    dead_letter_classes: Counter = field(default_factory=Counter)


class TransientError(Exception):
    """Retry the batch after backing off."""


class Worker:
    def __init__(self, settings: Settings, pipeline: Pipeline) -> None:
        self.s = settings
        self.pipeline = pipeline
        self.stats = RunStats()
        self._stop = threading.Event()
        self.last_poll = time.monotonic()  # liveness: the poll loop is turning
        self.ready = False  # readiness: partitions assigned and producer initialised

    def stop(self) -> None:
        self._stop.set()

    # -- Kafka clients ----------------------------------------------------------------------------
    def _consumer(self) -> Consumer:
        return Consumer({
            "bootstrap.servers": self.s.bootstrap_servers,
            "group.id": self.s.group_id,
            "enable.auto.commit": False,
            "auto.offset.reset": "earliest",
            "isolation.level": "read_committed",
            "enable.partition.eof": False,
        })  # fmt: skip

    def _producer(self) -> Producer:
        p = Producer({
            "bootstrap.servers": self.s.bootstrap_servers,
            "transactional.id": self.s.transactional_id,
            "enable.idempotence": True,
            "linger.ms": 5,
            "transaction.timeout.ms": 60_000,
            "message.max.bytes": 1_000_000,
        })  # fmt: skip
        p.init_transactions(60)
        return p

    # -- main loop ----------------------------------------------------------------------------------
    def run(self, idle_exit_s: float | None = None, max_messages: int | None = None) -> RunStats:
        """Run until :meth:`stop`, or ``idle_exit_s`` without messages, or ``max_messages`` consumed."""
        consumer = self._consumer()
        producer = self._producer()
        consumer.subscribe([self.s.raw_topic], on_assign=self._on_assign)
        idle_since = time.monotonic()
        backoff = self.s.retry_backoff_s
        try:
            while not self._stop.is_set():
                if max_messages is not None and self.stats.consumed >= max_messages:
                    break
                limit = self.s.batch_size if max_messages is None else min(self.s.batch_size, max_messages - self.stats.consumed)
                msgs = consumer.consume(num_messages=limit, timeout=self.s.poll_timeout_s)
                self.last_poll = time.monotonic()
                records = [m for m in msgs if not self._is_error(m)]
                if not records:
                    if idle_exit_s is not None and time.monotonic() - idle_since >= idle_exit_s:
                        break
                    continue
                idle_since = time.monotonic()
                try:
                    self._process_batch(consumer, producer, records)
                    backoff = self.s.retry_backoff_s
                except TransientError as e:
                    self.stats.retries += 1
                    log.warning("transient failure, retrying batch in %.1fs: %s", backoff, e)
                    self._rewind(consumer, records)
                    self._stop.wait(backoff)
                    backoff = min(backoff * 2, self.s.retry_backoff_max_s)
        finally:
            consumer.close()
            producer.flush(10)
        return self.stats

    def _on_assign(self, consumer: Consumer, partitions: list[TopicPartition]) -> None:
        self.ready = True

    @staticmethod
    def _is_error(m: Message) -> bool:
        err = m.error()
        if err is None:
            return False
        if err.code() != KafkaError._PARTITION_EOF:
            log.warning("consumer error: %s", err.name())
        return True

    def _rewind(self, consumer: Consumer, records: list[Message]) -> None:
        """Seek every partition of the batch back to its first uncommitted record."""
        first: dict[tuple[str, int], int] = {}
        for m in records:
            key = (m.topic(), m.partition())
            first[key] = min(first.get(key, m.offset()), m.offset())
        for (topic, partition), offset in first.items():
            try:
                consumer.seek(TopicPartition(topic, partition, offset))
            except KafkaException as e:  # partition revoked meanwhile: the new owner starts from the commit
                log.info("seek skipped: %s", e.args[0].name())

    def _transform(self, m: Message) -> tuple[list[tuple[str, bytes | None, bytes, list]], str]:
        """Outputs of one record: ``[(topic, key, value, headers)]`` and the outcome label."""
        parent = telemetry.extract(m.headers())
        with telemetry.tracer().start_as_current_span(
            f"process {self.s.raw_topic}", context=parent, kind=SpanKind.CONSUMER,
            attributes={
                "messaging.system": "kafka",
                "messaging.operation.type": "process",
                "messaging.destination.name": m.topic(),
                "messaging.destination.partition.id": str(m.partition()),
                "messaging.kafka.offset": m.offset(),
                "messaging.consumer.group.name": self.s.group_id,
            },
        ) as span:  # fmt: skip
            try:
                out = self.pipeline.process(m.value())
            except KeyUnavailable as e:
                span.set_status(Status(StatusCode.ERROR, "key unavailable"))
                raise TransientError("scope key unavailable") from e
            except DocumentError as e:
                span.set_attribute("deid.outcome", "dead_letter")
                span.set_attribute("deid.error.class", e.error_class)
                span.set_attribute("deid.error.stage", e.stage)
                ts_type, ts = m.timestamp()
                h = dead_letter_headers(e, m.topic(), m.partition(), m.offset(), ts if ts_type else None, WORKER_VERSION)
                headers = to_kafka_headers(h) + telemetry.inject()
                return [(self.s.dlq_topic, m.key(), m.value() or b"", headers)], "dlq:" + e.error_class
            self._annotate(span, out)
            headers = telemetry.inject()
            key = out.clean.case_ref.encode("ascii")
            topic = self.s.onprem_topic if out.high_sensitivity else self.s.clean_topic
            return [
                (topic, key, out.clean.model_dump_json().encode("utf-8"), headers),
                (self.s.restore_topic, key, out.restore_map.model_dump_json().encode("utf-8"), headers),
            ], ("onprem" if out.high_sensitivity else "clean")

    @staticmethod
    def _annotate(span, out: Published) -> None:  # noqa: ANN001
        span.set_attribute("deid.outcome", "published")
        span.set_attribute("deid.case_ref", out.clean.case_ref)
        span.set_attribute("deid.sensitivity", out.clean.sensitivity.level.value)
        span.set_attribute("deid.detector.version", out.clean.detector_version)
        span.set_attribute("deid.key.version", out.clean.key_version)
        for t, n in out.clean.entity_counts.items():
            span.set_attribute(f"deid.entities.{t}", n)

    def _process_batch(self, consumer: Consumer, producer: Producer, records: list[Message]) -> None:
        outputs = []
        labels = []
        for m in records:
            produced, label = self._transform(m)
            outputs += produced
            labels.append(label)
        offsets: dict[tuple[str, int], int] = {}
        for m in records:
            key = (m.topic(), m.partition())
            offsets[key] = max(offsets.get(key, -1), m.offset() + 1)
        try:
            producer.begin_transaction()
            for topic, key, value, headers in outputs:
                self._produce(producer, topic, key, value, headers)
            producer.send_offsets_to_transaction(
                [TopicPartition(t, p, o) for (t, p), o in offsets.items()], consumer.consumer_group_metadata(), 60
            )
            producer.commit_transaction(60)
        except KafkaException as e:
            err = e.args[0]
            self._abort(producer)
            if err.fatal():
                raise
            raise TransientError(f"transaction failed: {err.name()}") from None
        self.stats.transactions += 1
        self.stats.consumed += len(records)
        for label in labels:
            if label == "clean":
                self.stats.clean += 1
            elif label == "onprem":
                self.stats.onprem += 1
            else:
                self.stats.dead_lettered += 1
                self.stats.dead_letter_classes[label[4:]] += 1

    @staticmethod
    def _produce(producer: Producer, topic: str, key: bytes | None, value: bytes, headers: list) -> None:
        while True:
            try:
                producer.produce(topic, value=value, key=key, headers=headers)
                return
            except BufferError:  # backpressure: the local queue is full, let it drain
                producer.poll(0.1)

    @staticmethod
    def _abort(producer: Producer) -> None:
        try:
            producer.abort_transaction(30)
        except KafkaException as e:
            log.warning("abort failed: %s", e.args[0].name())
