"""What one raw record becomes: its output records (clean or on-prem document, restore map, case
state) or a dead letter, each measured against its topic's size limit before anything is produced.

Routing (design brief, 分級路由): a HIGH sensitivity document goes to the on-premises topic only,
never to the normal clean topic. A document the pipeline refuses, whose output is too large to
publish, or whose processing raised anything but a transient failure (``InternalError``, with the
stage it was raised in), goes to the dead-letter topic with its original key, bytes and headers
unchanged and Kafka Connect-style headers of ours; no header of ours carries document content.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from confluent_kafka import Message
from opentelemetry import trace as otel_trace
from opentelemetry.trace import SpanContext, SpanKind, Status, StatusCode

from contracts.topics import TOPICS
from worker import telemetry
from worker.config import Settings
from worker.detect import MODEL_VERSIONS
from worker.errors import DocumentError
from worker.keys import KeyFatal, KeyUnavailable
from worker.metrics import Metrics
from worker.metrics import default as default_metrics
from worker.pipeline import WORKER_VERSION, Pipeline, Published, internal_error, mark_failed, stage
from worker.stream.dlq import (
    HEADERS_OMITTED,
    carried_headers,
    dead_letter_headers,
    omitted_value_headers,
    to_kafka_headers,  # fmt: skip
)
from worker.stream.limits import SizeLimits, wire_size
from worker.stream.message import Headers, Source, headers_of, source_of
from worker.stream.states import StagedStore


class TransientError(Exception):
    """Retry the batch after backing off (a dependency is down); never dead-letter, never skip."""


@dataclass(frozen=True)
class Output:
    topic: str
    key: bytes | None
    value: bytes | None
    headers: Headers = field(default_factory=list)
    partition: int | None = (
        None  # explicit for case-state records (state partition = raw partition)
    )

    def size(self) -> int:
        return wire_size(self.key, self.value, self.headers)


@dataclass
class Outcome:
    """One raw record's result: its output records (case state included) and a label for the
    stats."""

    source: Source
    outputs: list[Output]
    label: str  # "clean" | "onprem" | "dlq:<ErrorClass>"
    stage: str | None = None  # a dead letter's error stage
    trace: SpanContext | None = None  # the record's process span: the parent of its commit span
    sensitivity: str | None = (
        None  # a published document's level, and its counts per type (metrics at commit)
    )
    entity_counts: dict[str, int] = field(default_factory=dict)
    kept_counts: dict[str, int] = field(default_factory=dict)


class Transformer:
    """``transformer(record)`` → :class:`Outcome`. Raises :class:`TransientError` when a key is
    unavailable; any other failure of one record is that record's dead letter, its case-state
    changes rolled back."""

    def __init__(
        self,
        settings: Settings,
        pipeline: Pipeline,
        states: StagedStore,
        limits: SizeLimits,
        metrics: Metrics | None = None,
    ) -> None:
        self.s = settings
        self.pipeline = pipeline
        self.states = states
        self.limits = limits
        self.metrics = metrics or default_metrics()

    def committed(self, outcomes: list[Outcome]) -> None:
        """Count outcomes whose transaction committed (metrics; content-free attributes)."""
        for o in outcomes:
            if o.label.startswith("dlq:"):
                self.metrics.dead_lettered(o.label[4:], o.stage or "produce")
            else:
                self.metrics.published(o.label, o.sensitivity, o.entity_counts, o.kept_counts)

    def __call__(self, m: Message, refused: bool = False) -> Outcome:
        """Transform ``m``; ``refused`` means the broker already refused one of its outputs as too
        large."""
        source = source_of(m)
        original = _read_headers(m)
        parent = telemetry.extract(original)
        with telemetry.tracer().start_as_current_span(
            f"process {m.topic()}",
            context=parent,
            kind=SpanKind.CONSUMER,
            record_exception=False,
            set_status_on_exception=False,  # an exception's text may quote the document
            attributes={
                "messaging.system": "kafka",
                "messaging.operation.type": "process",
                "messaging.operation.name": "process",
                "messaging.destination.name": m.topic(),
                "messaging.destination.partition.id": str(m.partition()),
                "messaging.kafka.offset": m.offset(),
                "messaging.consumer.group.name": self.s.group_id,
                "messaging.message.body.size": len(m.value() or b""),
                "deid.worker.version": WORKER_VERSION,
            },
        ) as span:
            if refused:
                err = DocumentError(
                    "OutputTooLarge",
                    "produce",
                    "the broker refused an output of this document as too large",
                )
                return self._dead_letter(m, source, err, span, original)
            savepoint = self.states.savepoint()
            try:
                out = self.pipeline.process(m.value())
                with stage(
                    "produce", span="send", kind=SpanKind.PRODUCER
                ):  # serialised outputs, measured
                    outcome = self._published(m, source, out)
                    too_large = [
                        o for o in outcome.outputs if not self.limits.fits(o.topic, o.size())
                    ]
                    if too_large:
                        o = too_large[0]
                        raise DocumentError(
                            "OutputTooLarge",
                            "produce",
                            f"output for {self._kind(o.topic)} is {o.size()} bytes, limit "
                            f"{self.limits.limit(o.topic)}",
                        )
                    self._annotate(span, out)
                    outcome.trace = span.get_span_context()
            except KeyUnavailable as e:
                span.set_status(Status(StatusCode.ERROR, "key unavailable"))
                raise TransientError("scope key unavailable") from e
            except (
                KeyFatal
            ):  # a case's key is missing or does not open its state: stop, commit nothing
                span.set_status(Status(StatusCode.ERROR, "key error"))
                raise
            except Exception as e:
                self.states.rollback_to(
                    savepoint
                )  # the document is not published: its state changes neither
                err = e if isinstance(e, DocumentError) else internal_error(e, "produce")
                return self._dead_letter(m, source, err, span, original)
            return outcome

    def _kind(self, topic: str) -> str:
        labels = {self.s.topic(t.key): t.label for t in TOPICS}
        return labels.get(topic, "a topic")

    def _published(self, m: Message, source: Source, out: Published) -> Outcome:
        topic = self.s.onprem_topic if out.high_sensitivity else self.s.clean_topic
        send = (
            otel_trace.get_current_span()
        )  # the send stage's span: its context goes on the outputs
        send.update_name(f"send {topic}")
        send.set_attributes(
            {
                "messaging.system": "kafka",
                "messaging.operation.type": "send",
                "messaging.operation.name": "send",
                "messaging.destination.name": topic,
                "deid.restore_map": out.restore_map is not None,
            }
        )
        headers = telemetry.inject()
        key = out.clean.case_ref.encode("ascii")
        outputs = [Output(topic, key, out.clean.model_dump_json().encode("utf-8"), headers)]
        if out.restore_map is not None:  # anonymization writes no restore map
            outputs.append(
                Output(
                    self.s.restore_topic,
                    key,
                    out.restore_map.model_dump_json().encode("utf-8"),
                    headers,
                )
            )
        case_ref, sealed = out.state_record  # compaction keeps the latest per case
        outputs.append(
            Output(
                self.s.state_topic, case_ref.encode("ascii"), sealed, [], partition=m.partition()
            )
        )
        return Outcome(
            source,
            outputs,
            "onprem" if out.high_sensitivity else "clean",
            sensitivity=out.clean.sensitivity.level.value,
            entity_counts=dict(out.clean.entity_counts),
            kept_counts=dict(out.clean.kept_counts),
        )

    def _dead_letter(self, m: Message, source: Source, err: DocumentError, span,
                     original: list[tuple[str, bytes | None]] | None) -> Outcome:  # fmt: skip
        """The dead letter of ``m``: its key, value and headers (``original``; None: unreadable),
        then ours. What does not fit the dead-letter topic is left out, and said so (the original
        stays at its offset): the original headers, else the value, else both, else the key too."""
        span.set_attribute("deid.outcome", "dead_letter")
        mark_failed(span, err)  # error class and stage, never the message
        ts_type, ts = m.timestamp()
        topic, partition, offset = source
        h = dead_letter_headers(
            err, topic, partition, offset, ts if ts_type else None, WORKER_VERSION
        )
        with telemetry.tracer().start_as_current_span(
            f"send {self.s.dlq_topic}",
            kind=SpanKind.PRODUCER,
            record_exception=False,
            attributes={
                "messaging.system": "kafka",
                "messaging.operation.type": "send",
                "messaging.operation.name": "send",
                "messaging.destination.name": self.s.dlq_topic,
                "deid.stage": "send",
            },
        ):
            trace = telemetry.inject()  # the dead letter's trace context: this span's
        ours = to_kafka_headers(h) + trace
        carried = carried_headers(original, {k for k, _ in trace})
        omitted: Headers = [(HEADERS_OMITTED, b"true")]
        unread = omitted if original is None else []  # the client could not read them
        dropped = omitted if carried or original is None else []
        no_value = omitted_value_headers(m.value())
        candidates: list[tuple[bytes | None, bytes | None, Headers]] = [
            (m.key(), m.value(), carried + ours + unread),
            (m.key(), m.value(), ours + dropped),
            (m.key(), None, carried + ours + unread + no_value),
            (m.key(), None, ours + dropped + no_value),
            (None, None, ours + dropped + no_value),
        ]
        for key, value, headers in candidates:
            letter = Output(self.s.dlq_topic, key, value, headers)
            if self.limits.fits(letter.topic, letter.size()):
                break
        if letter.value is None and m.value() is not None:
            span.set_attribute("deid.dead_letter.value_omitted", True)
        return Outcome(
            source, [letter], "dlq:" + err.error_class, err.stage, trace=span.get_span_context()
        )

    @staticmethod
    def _annotate(span, out: Published) -> None:
        c = out.clean
        span.set_attribute("deid.outcome", "onprem" if out.high_sensitivity else "clean")
        span.set_attribute("deid.case_ref", c.case_ref)  # the keyed hash, never the case id
        span.set_attribute("deid.sensitivity", c.sensitivity.level.value)
        span.set_attribute("deid.sensitivity.categories", list(c.sensitivity.categories))
        span.set_attribute("deid.sensitivity.reasons", list(c.sensitivity.reasons))
        if c.sensitivity.score is not None:
            span.set_attribute("deid.sensitivity.score", c.sensitivity.score)
        span.set_attribute("deid.style", c.style)
        span.set_attribute("deid.review_flags", list(c.review_flags))
        span.set_attribute("deid.detector.version", c.detector_version)
        span.set_attribute("deid.model.version", MODEL_VERSIONS)
        span.set_attribute("deid.key.version", c.key_version)
        span.set_attribute("deid.entities.total", sum(c.entity_counts.values()))
        for t, n in c.entity_counts.items():
            span.set_attribute(f"deid.entities.{t}", n)
        for t, n in c.kept_counts.items():
            span.set_attribute(f"deid.kept.{t}", n)


def _read_headers(m: Message) -> Headers | None:
    """The record's headers (``[]`` when it has none), None when the client cannot read them (a
    header name that is not UTF-8): such a record is processed, and dead-lettered, all the same."""
    try:
        return headers_of(m)
    except Exception:
        return None
