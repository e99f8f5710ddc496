"""OpenTelemetry tracing: one trace per document across topics (W3C ``traceparent`` in Kafka headers).

Span attributes follow the OpenTelemetry messaging conventions (``messaging.system``,
``messaging.destination.name``, ``messaging.operation.type``, ``messaging.kafka.offset``,
``messaging.destination.partition.id``) plus ``deid.*`` counts and versions. Never a
value and never the case id in clear: the case appears only as its keyed hash ``deid.case_ref``.
"""

from __future__ import annotations

from collections.abc import Iterable

from opentelemetry import propagate, trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import ConsoleSpanExporter, SimpleSpanProcessor

TRACER_NAME = "tw-deid-worker"
_configured = False


def configure(mode: str = "none") -> None:
    """Install an SDK tracer provider once; ``console`` prints finished spans to stderr."""
    global _configured
    if _configured:
        return
    provider = TracerProvider()
    if mode == "console":
        provider.add_span_processor(SimpleSpanProcessor(ConsoleSpanExporter()))
    trace.set_tracer_provider(provider)
    _configured = True


def tracer() -> trace.Tracer:
    return trace.get_tracer(TRACER_NAME)


def extract(headers: Iterable[tuple[str, bytes | None]] | None):  # noqa: ANN201
    """The parent context carried by Kafka headers (``traceparent``/``tracestate``), if any."""
    carrier = {k: v.decode("latin-1") for k, v in (headers or []) if v is not None and k in ("traceparent", "tracestate")}
    return propagate.extract(carrier)


def inject() -> list[tuple[str, bytes]]:
    """Kafka headers that carry the current span's context."""
    carrier: dict[str, str] = {}
    propagate.inject(carrier)
    return [(k, v.encode("latin-1")) for k, v in carrier.items()]
