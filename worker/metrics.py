"""OpenTelemetry metrics of the stream worker (opentelemetry-api): a no-op unless a MeterProvider
is set (:func:`worker.telemetry.configure`: OTLP by the ``OTEL_*`` variables, Prometheus on
``DEID_METRICS_PORT``).

Counted when the transaction that holds them commits (a batch retried after an abort counts once),
beside :class:`worker.stream.loop.RunStats`:

* ``deid.documents`` (counter, ``{document}``): raw records committed, by ``deid.outcome``
  (``clean``, ``onprem``, ``dead_letter``);
* ``deid.dead_letters`` (counter, ``{record}``): dead letters committed, by ``deid.error.class``
  (``NotJson``, ``InternalError`` …) and ``deid.error.stage`` (``decode`` … ``produce``);
* ``deid.entities`` (counter, ``{entity}``): values in committed documents by ``deid.entity.type``
  (``person``, ``phone``, ``address`` …) and ``deid.entity.action`` (``replaced``, ``kept``);
* ``deid.sensitivity`` (counter, ``{document}``): committed documents by ``deid.sensitivity.level``
  (``HIGH``, ``NORMAL``, ``LOW``);
* ``deid.transactions`` (counter, ``{transaction}``): transactions by ``deid.transaction.outcome``
  (``committed``, ``aborted``) and, for aborts, ``error.type`` (the Kafka error name or the loop's
  reason).

Measured as it happens:

* ``deid.stage.duration`` (histogram, ``s``): one stage of one document, by ``deid.stage``
  (``decode``, ``validate``, ``resolve``, ``detect``, ``classify``, ``pseudonymize``, ``verify``,
  ``produce``, ``send``, ``commit``) and ``deid.stage.status`` (``ok``, ``error``);
* ``deid.consumer.lag`` (observable gauge, ``{message}``): per assigned raw partition, its high
  watermark minus the consumer's position, by ``messaging.destination.name``,
  ``messaging.destination.partition.id`` and ``messaging.consumer.group.name`` (sampled by the poll
  loop, at most once a second).

Attributes are these names only: never a value, a document id or the case (not even its
``case_ref``), so their cardinality stays bounded.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping

from opentelemetry import metrics
from opentelemetry.metrics import CallbackOptions, Observation

from worker import __version__

METER_NAME = "tw-deid-worker"
STAGE_BUCKETS = (
    0.0005,
    0.001,
    0.0025,
    0.005,
    0.01,
    0.025,
    0.05,
    0.1,
    0.25,
    0.5,
    1.0,
    2.5,
    5.0,
    10.0,
    30.0,
)
"""Histogram bounds of ``deid.stage.duration`` (seconds): a rule stage takes well under a
millisecond, LAC detection tens of milliseconds, a commit up to the transaction timeout."""


class Metrics:
    """The worker's instruments, on ``meter`` (the global meter provider's by default)."""

    def __init__(self, meter: metrics.Meter | None = None) -> None:
        meter = meter or metrics.get_meter(METER_NAME, __version__)
        self.documents = meter.create_counter(
            "deid.documents", unit="{document}", description="Raw records committed, by outcome."
        )
        self.dead_letters = meter.create_counter(
            "deid.dead_letters",
            unit="{record}",
            description="Dead letters committed, by error class and stage.",
        )
        self.entities = meter.create_counter(
            "deid.entities",
            unit="{entity}",
            description="Values in committed documents, by entity type and action.",
        )
        self.sensitivity = meter.create_counter(
            "deid.sensitivity",
            unit="{document}",
            description="Committed documents by sensitivity level.",
        )
        self.transactions = meter.create_counter(
            "deid.transactions",
            unit="{transaction}",
            description="Kafka transactions by outcome (committed, aborted).",
        )
        self.redeliveries = meter.create_counter(
            "deid.redeliveries",
            unit="{record}",
            description="Raw records delivered again below an offset this worker had committed "
            "(skipped, not processed twice).",
        )
        self.stage_duration = meter.create_histogram(
            "deid.stage.duration",
            unit="s",
            description="Duration of one stage of one document, by stage and status.",
            explicit_bucket_boundaries_advisory=list(STAGE_BUCKETS),
        )
        self._lag: dict[tuple[str, int], int] = {}
        self._lag_group = ""
        self._lock = threading.Lock()
        meter.create_observable_gauge(
            "deid.consumer.lag",
            callbacks=[self._observe_lag],
            unit="{message}",
            description="High watermark minus the consumer's position, per assigned raw partition.",
        )

    def published(
        self,
        outcome: str,
        sensitivity: str | None = None,
        entity_counts: Mapping[str, int] | None = None,
        kept_counts: Mapping[str, int] | None = None,
    ) -> None:
        """One document committed to the clean (``clean``) or on-premises (``onprem``) topic."""
        self.documents.add(1, {"deid.outcome": outcome})
        if sensitivity is not None:
            self.sensitivity.add(1, {"deid.sensitivity.level": sensitivity})
        for action, counts in (("replaced", entity_counts), ("kept", kept_counts)):
            for entity_type, n in (counts or {}).items():
                if n:
                    self.entities.add(
                        n, {"deid.entity.type": entity_type, "deid.entity.action": action}
                    )

    def dead_lettered(self, error_class: str, stage: str) -> None:
        self.documents.add(1, {"deid.outcome": "dead_letter"})
        self.dead_letters.add(1, {"deid.error.class": error_class, "deid.error.stage": stage})

    def transaction(self, committed: bool, reason: str | None = None) -> None:
        attrs = {"deid.transaction.outcome": "committed" if committed else "aborted"}
        if not committed and reason:
            attrs["error.type"] = reason
        self.transactions.add(1, attrs)

    def redelivered(self, n: int) -> None:
        self.redeliveries.add(n)

    def stage(self, name: str, seconds: float, ok: bool) -> None:
        self.stage_duration.record(
            seconds, {"deid.stage": name, "deid.stage.status": "ok" if ok else "error"}
        )

    def set_lag(self, group: str, lags: Mapping[tuple[str, int], int]) -> None:
        """The current lag of every assigned partition (partitions not named are no longer
        reported)."""
        with self._lock:
            self._lag = dict(lags)
            self._lag_group = group

    def _observe_lag(self, _options: CallbackOptions) -> Iterable[Observation]:
        with self._lock:
            lags, group = dict(self._lag), self._lag_group
        return [
            Observation(
                n,
                {
                    "messaging.destination.name": t,
                    "messaging.destination.partition.id": str(p),
                    "messaging.consumer.group.name": group,
                },
            )
            for (t, p), n in sorted(lags.items())
        ]


_default: Metrics | None = None
_default_lock = threading.Lock()


def default() -> Metrics:
    """The process's instruments (on the global meter provider), made on first use."""
    global _default
    with _default_lock:
        if _default is None:
            _default = Metrics()
        return _default


def install(m: Metrics | None) -> None:
    """Make ``m`` the process's instruments (tests with an in-memory reader); None: made anew on
    next use."""
    global _default
    with _default_lock:
        _default = m
