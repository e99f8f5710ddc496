"""OpenTelemetry metrics of the stream worker (opentelemetry-api): a no-op unless a MeterProvider is set.

* ``deid.documents`` (counter, ``{document}``): raw records committed, by ``deid.outcome``
  (``clean``, ``onprem``, ``dead_letter``);
* ``deid.dead_letters`` (counter, ``{record}``): dead letters committed, by ``deid.error.class``
  (``NotJson``, ``InternalError`` …) and ``deid.error.stage`` (``decode`` … ``produce``).

Counted when the transaction that holds them commits (a batch retried after an abort counts once),
beside :class:`worker.stream.loop.RunStats`. Attributes are these names only: never a value, a
document id or the case (not even its ``case_ref``), so their cardinality stays bounded.
"""

from __future__ import annotations

from opentelemetry import metrics

from worker import __version__

METER_NAME = "tw-deid-worker"


class Metrics:
    """The worker's counters, on ``meter`` (the global meter provider's by default)."""

    def __init__(self, meter: metrics.Meter | None = None) -> None:
        meter = meter or metrics.get_meter(METER_NAME, __version__)
        self.documents = meter.create_counter(
            "deid.documents", unit="{document}", description="Raw records committed, by outcome.")
        self.dead_letters = meter.create_counter(
            "deid.dead_letters", unit="{record}", description="Dead letters committed, by error class and stage.")  # fmt: skip

    def published(self, outcome: str) -> None:
        """One document committed to the clean (``clean``) or on-premises (``onprem``) topic."""
        self.documents.add(1, {"deid.outcome": outcome})

    def dead_lettered(self, error_class: str, stage: str) -> None:
        self.documents.add(1, {"deid.outcome": "dead_letter"})
        self.dead_letters.add(1, {"deid.error.class": error_class, "deid.error.stage": stage})
