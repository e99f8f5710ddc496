"""OpenTelemetry: one trace per document across topics (W3C ``traceparent`` in Kafka headers), and
the export of traces and metrics.

A raw record's ``traceparent``/``tracestate`` headers are the parent of its ``process <topic>`` span
(:mod:`worker.stream.outputs`); every stage of :mod:`worker.pipeline` is a child span of it
(:func:`worker.pipeline.stage`, :func:`worker.pipeline.staged`), then ``send <topic>`` (the output
records are built; its context is the ``traceparent`` written on each of them) and ``commit`` (the
Kafka transaction that holds them, :mod:`worker.stream.loop`). The wire format is in
``contracts/README.md``; what each span, attribute and metric means, in ``docs/audit.md``.

Attributes follow the OpenTelemetry messaging conventions (``messaging.system``,
``messaging.destination.name``, ``messaging.operation.type``, ``messaging.kafka.offset``,
``messaging.destination.partition.id``) plus ``deid.*`` counts and versions. Never a value and never
the case id in clear (the raw record's key is the case id: it is not an attribute): the case appears
only as its keyed hash ``deid.case_ref``. Exceptions are never recorded as span events (their text
may quote a document): a failed span carries its error class only.

Export (:func:`configure`, standard ``OTEL_*`` variables):

* traces over OTLP when ``OTEL_TRACES_EXPORTER`` names ``otlp``, or when it is unset and
  ``OTEL_EXPORTER_OTLP_ENDPOINT`` / ``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`` is set;
  ``DEID_TRACES=console`` prints finished spans to stderr (local runs);
* metrics over OTLP likewise (``OTEL_METRICS_EXPORTER``, ``..._METRICS_ENDPOINT``,
  ``OTEL_METRIC_EXPORT_INTERVAL``), and a Prometheus endpoint on ``DEID_METRICS_PORT`` (off by
  default);
* protocol ``http/protobuf`` (the default; ``OTEL_EXPORTER_OTLP_PROTOCOL=grpc`` needs the optional
  ``opentelemetry-exporter-otlp-proto-grpc``); ``OTEL_SERVICE_NAME`` / ``OTEL_RESOURCE_ATTRIBUTES``
  name the resource (default ``service.name=tw-deid-worker``); ``OTEL_SDK_DISABLED=true`` turns all
  off.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING

from opentelemetry import metrics, propagate, trace
from opentelemetry.sdk.resources import OTELResourceDetector, Resource
from opentelemetry.sdk.trace import SpanProcessor, TracerProvider
from opentelemetry.sdk.trace.export import (
    BatchSpanProcessor,
    ConsoleSpanExporter,
    SimpleSpanProcessor,
)

from worker import __version__

if TYPE_CHECKING:  # the metrics SDK is imported only when metrics are configured
    from opentelemetry.sdk.metrics.export import MetricReader

log = logging.getLogger(__name__)

TRACER_NAME = "tw-deid-worker"
SERVICE_NAME = "tw-deid-worker"
_configured = False
_provider: TracerProvider | None = (
    None  # ours, when configured or installed (tests); else the global one
)
_meter_provider = None


def _env(name: str) -> str:
    return os.environ.get(name, "").strip()


def otlp_wanted(signal: str) -> bool:
    """Whether ``signal`` (``traces``, ``metrics``) is exported over OTLP, by the standard
    variables."""
    chosen = os.environ.get(f"OTEL_{signal.upper()}_EXPORTER")
    if chosen is not None:
        return "otlp" in {s.strip().lower() for s in chosen.split(",")}
    return bool(
        _env("OTEL_EXPORTER_OTLP_ENDPOINT") or _env(f"OTEL_EXPORTER_OTLP_{signal.upper()}_ENDPOINT")
    )


def _protocol(signal: str) -> str:
    return (
        _env(f"OTEL_EXPORTER_OTLP_{signal.upper()}_PROTOCOL")
        or _env("OTEL_EXPORTER_OTLP_PROTOCOL")
        or "http/protobuf"
    ).lower()


def _otlp_exporter(signal: str):
    protocol = _protocol(signal)
    if protocol == "http/protobuf":
        if signal == "traces":
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

            return OTLPSpanExporter()
        from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter

        return OTLPMetricExporter()
    if protocol == "grpc":
        try:
            if signal == "traces":
                from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import (
                    OTLPSpanExporter as GrpcSpans,
                )

                return GrpcSpans()
            from opentelemetry.exporter.otlp.proto.grpc.metric_exporter import (
                OTLPMetricExporter as GrpcMetrics,
            )

            return GrpcMetrics()
        except ImportError:
            raise ValueError(
                "OTEL_EXPORTER_OTLP_PROTOCOL=grpc needs opentelemetry-exporter-otlp-proto-grpc "
                "installed (pip install 'tw-deid-worker[grpc]'), or use http/protobuf"
            ) from None
    raise ValueError(
        f"OTEL_EXPORTER_OTLP_PROTOCOL={protocol} is not supported: http/protobuf or grpc"
    )


def resource() -> Resource:
    """``service.name`` / ``service.version`` of the worker, overridden by ``OTEL_*`` resource
    variables."""
    detected = dict(OTELResourceDetector().detect().attributes)
    return Resource.create(
        {"service.name": SERVICE_NAME, "service.version": __version__} | detected
    )


def configure(
    mode: str = "none", metrics_port: int | None = None, metrics_host: str = "0.0.0.0"
) -> None:
    """Install the SDK's tracer and meter providers once, exporting as the settings and ``OTEL_*``
    variables say.

    ``mode`` is ``DEID_TRACES`` (``console`` prints spans to stderr); ``metrics_port`` serves
    Prometheus' ``/metrics`` there. Without any exporter the spans are still made (their context
    goes on the outputs).
    """
    global _configured, _provider, _meter_provider
    if _configured:
        return
    _configured = True
    if _env("OTEL_SDK_DISABLED").lower() == "true":
        return
    res = resource()
    provider = TracerProvider(resource=res)
    if otlp_wanted("traces"):
        provider.add_span_processor(BatchSpanProcessor(_otlp_exporter("traces")))
    if mode == "console":
        provider.add_span_processor(SimpleSpanProcessor(ConsoleSpanExporter(out=sys.stderr)))
    trace.set_tracer_provider(provider)
    _provider = provider
    readers: list[MetricReader] = []
    if otlp_wanted("metrics"):
        from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader

        readers.append(PeriodicExportingMetricReader(_otlp_exporter("metrics")))
    if metrics_port is not None:
        from opentelemetry.exporter.prometheus import PrometheusMetricReader
        from prometheus_client import start_http_server

        start_http_server(metrics_port, addr=metrics_host)
        readers.append(PrometheusMetricReader())
        log.info("Prometheus metrics on port %d (/metrics)", metrics_port)
    if readers:
        from opentelemetry.sdk.metrics import MeterProvider

        _meter_provider = MeterProvider(resource=res, metric_readers=readers)
        metrics.set_meter_provider(_meter_provider)


def install(provider: TracerProvider | None) -> None:
    """Use ``provider`` for the worker's spans (tests with an in-memory exporter); None: the global
    one again."""
    global _provider
    _provider = provider


def add_span_processor(processor: SpanProcessor) -> None:
    """Add a processor to the worker's tracer provider (when it is the SDK's)."""
    if _provider is not None:
        _provider.add_span_processor(processor)


def shutdown(timeout_s: float = 5.0) -> None:
    """Flush what is buffered (bounded) and stop the exporters; called when ``deid-worker run``
    ends."""
    ms = int(timeout_s * 1000)
    for p in (_provider, _meter_provider):
        if p is None:
            continue
        try:
            p.force_flush(ms)
            p.shutdown()
        except Exception as e:
            log.info("telemetry shutdown: %s", type(e).__name__)


def tracer() -> trace.Tracer:
    if _provider is not None:
        return _provider.get_tracer(TRACER_NAME, __version__)
    return trace.get_tracer(TRACER_NAME, __version__)


def extract(headers: Iterable[tuple[str, bytes | None]] | None):
    """The parent context carried by Kafka headers (``traceparent``/``tracestate``), if any."""
    carrier = {
        k: v.decode("latin-1")
        for k, v in (headers or [])
        if v is not None and k in ("traceparent", "tracestate")
    }
    return propagate.extract(carrier)


def inject() -> list[tuple[str, bytes | None]]:
    """Kafka headers that carry the current span's context."""
    carrier: dict[str, str] = {}
    propagate.inject(carrier)
    return [(k, v.encode("latin-1")) for k, v in carrier.items()]
