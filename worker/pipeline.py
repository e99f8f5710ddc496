"""One document through the stages: decode → validate → detect → classify → pseudonymize → verify.

:meth:`Pipeline.process` takes the raw message value (bytes) and returns a
:class:`Published` (clean event + encrypted restore map) or raises
:class:`~worker.errors.DocumentError` (→ dead-letter topic). ``KeyUnavailable`` from the
key provider propagates: it is transient and must be retried, not dead-lettered. Any other
exception raised inside a stage becomes ``DocumentError("InternalError", <stage>, <exception
class name>)`` (:func:`stage`): one record never stops a partition, and the message never
quotes the exception's text (which may quote the document).
"""

from __future__ import annotations

import functools
import json
import logging
import math
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.trace import Status, StatusCode
from pydantic import ValidationError

from contracts import CleanDocumentEvent, RawDocumentEvent, RestoreMapEvent, SensitivityLevel
from contracts.events import ErrorStage
from contracts.styles import Style
from worker import __version__, telemetry
from worker import metrics as worker_metrics
from worker.case.state import CaseState, seal, unseal
from worker.case.store import MemoryStore, StateStore
from worker.classify import (
    DEFAULT_POLICY,
    SensitivityPolicy,
    classify,
    find_evidence,
    special_passages,
)
from worker.config import Settings
from worker.detect import DETECTOR_VERSION, DetectionInputError, detect
from worker.errors import DocumentError
from worker.keys import KeyFatal, KeyMismatch, KeyMissing, KeyProvider, KeyUnavailable, ScopeKey
from worker.pseudonymize.normalize import nfkc
from worker.pseudonymize.pseudonymizer import CasePseudonymizer, PseudonymCollision
from worker.pseudonymize.rewrite import Rewritten, rewrite
from worker.pseudonymize.styles import strategy
from worker.pseudonymize.verify import verify
from worker.residual import scan as residual_scan
from worker.restore.maps import RestoreMap, encrypt
from worker.text.fold import read_escapes
from worker.text.spans import (
    EVENT_DATE,
    KEEP,
    OFFICIAL,
    PERSON,
    REPLACE,
    SPECIAL_CATEGORY,
    Span,
    resolve_overlaps,
)

log = logging.getLogger(__name__)

STAGES: tuple[ErrorStage, ...] = (
    "decode",
    "validate",
    "detect",
    "classify",
    "pseudonymize",
    "verify",
    "produce",
)
"""Stage names of dead letters (``contracts.DeadLetterHeaders.error_stage``)."""

MAX_JSON_DEPTH = 32
"""Nesting deeper than this is dead-lettered ``JsonTooDeep`` (the contract needs 2: event →
metadata)."""
MAX_NUMBER_CHARS = 1000
"""A JSON number literal longer than this, or a float out of range, is dead-lettered
``NumberTooLarge``."""


@contextmanager
def stage(
    name: ErrorStage, span: str | None = None, kind: trace.SpanKind = trace.SpanKind.INTERNAL
) -> Iterator[None]:
    """Attribute what the enclosed code raises to stage ``name``, in a span named ``span``
    (``name`` by default).

    ``DocumentError`` and ``KeyUnavailable`` pass through unchanged; any other exception becomes
    ``DocumentError("InternalError", name, <its class name>)``. Its text is never used (it may quote
    the document), and the original is not chained (no traceback shows it): the log gets the class
    and where it was raised, nothing else. The span (a child of the current one: the record's
    ``process`` span) and ``deid.stage.duration`` say how long it took and whether it failed (class
    only).
    """
    _check(name)
    seg = _Segment(span or name, otel_context.get_current(), kind)
    try:
        yield
    except (
        DocumentError,
        KeyUnavailable,
        KeyFatal,
    ) as e:  # KeyFatal: the worker stops, the document waits
        seg.close(e)
        raise
    except Exception as e:
        err = internal_error(e, name)
        seg.close(err)
        raise err from None
    finally:
        seg.close(None)


def internal_error(e: Exception, stage_name: ErrorStage) -> DocumentError:
    """The content-free dead-letter error for an unexpected exception ``e`` in ``stage_name``
    (logged)."""
    cls = type(e).__name__
    log.warning("InternalError at %s: %s raised at %s", stage_name, cls, _raised_at(e))
    return DocumentError("InternalError", stage_name, cls)


class _Segment:
    """One stage's span (current while it is open) and its duration; closed once, with the error if
    any."""

    def __init__(
        self,
        name: str,
        parent: otel_context.Context,
        kind: trace.SpanKind = trace.SpanKind.INTERNAL,
    ) -> None:
        self.name = name
        self.parent = parent
        self.t0 = time.perf_counter()
        self.span = telemetry.tracer().start_span(
            name, context=parent, kind=kind, attributes={"deid.stage": name}
        )
        self.token: Token[otel_context.Context] | None = otel_context.attach(
            trace.set_span_in_context(self.span, parent)
        )

    def close(self, error: BaseException | None) -> None:
        if self.token is None:
            return
        otel_context.detach(self.token)
        self.token = None
        if error is not None:
            mark_failed(self.span, error)
        self.span.end()
        worker_metrics.default().stage(self.name, time.perf_counter() - self.t0, error is None)


def mark_failed(span: trace.Span, error: BaseException) -> None:
    """A span's error status and attributes: the error class (and stage) only, never the
    exception's text."""
    cls = error.error_class if isinstance(error, DocumentError) else type(error).__name__
    span.set_status(Status(StatusCode.ERROR, cls))
    span.set_attribute("error.type", cls)
    span.set_attribute("deid.error.class", cls)
    if isinstance(error, DocumentError):
        span.set_attribute("deid.error.stage", error.stage)


_current_stage: ContextVar[ErrorStage] = ContextVar("deid_stage", default="produce")
_current_segment: ContextVar[list[_Segment] | None] = ContextVar("deid_segment", default=None)


def enter_stage(name: ErrorStage, span: str | None = None) -> None:
    """Inside a :func:`staged` function: what follows belongs to stage ``name`` (its span ``span``,
    by default ``name``; the previous stage's span ends here)."""
    _current_stage.set(_check(name))
    holder = _current_segment.get()
    if holder:
        holder[0].close(None)
        holder[0] = _Segment(span or name, holder[0].parent)


def staged(first: ErrorStage, span: str | None = None) -> Callable:
    """Decorator: like :func:`stage` around the whole function, the stage being the last one named
    by :func:`enter_stage` (``first`` until then, in a span named ``span`` or ``first``). Each
    stage is a child span of the caller's current span."""
    _check(first)

    def wrap(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def inner(*args, **kwargs):
            token = _current_stage.set(first)
            holder = [_Segment(span or first, otel_context.get_current())]
            seg_token = _current_segment.set(holder)
            try:
                return fn(*args, **kwargs)
            except (DocumentError, KeyUnavailable, KeyFatal) as e:
                holder[0].close(e)
                raise
            except Exception as e:
                err = internal_error(e, _current_stage.get())
                holder[0].close(err)
                raise err from None
            finally:
                holder[0].close(None)
                _current_segment.reset(seg_token)
                _current_stage.reset(token)

        return inner

    return wrap


def _check(name: ErrorStage) -> ErrorStage:
    if name not in STAGES:
        raise ValueError(f"unknown stage {name!r}")
    return name


def _raised_at(e: BaseException) -> str:
    """``file:line in function`` of the innermost frame of ``e`` (code location only, no values)."""
    last = None
    for frame, lineno in traceback.walk_tb(e.__traceback__):
        last = (frame.f_code.co_filename, lineno, frame.f_code.co_name)
    return "%s:%d in %s" % last if last else "?"  # noqa: UP031


class _BadNumber(Exception):
    pass


class _BadConstant(Exception):
    pass


def _parse_int(s: str) -> int:
    if (
        len(s) > MAX_NUMBER_CHARS
    ):  # int() of a long numeral is quadratic, and refused past 4300 digits
        raise _BadNumber
    return int(s)


def _parse_float(s: str) -> float:
    if len(s) > MAX_NUMBER_CHARS:
        raise _BadNumber
    f = float(s)
    if not math.isfinite(f):  # 1e999: out of a double's range
        raise _BadNumber
    return f


def _parse_constant(s: str) -> float:
    raise _BadConstant  # NaN, Infinity, -Infinity: not JSON (RFC 8259)


def _depth_over(data: object, limit: int) -> bool:
    """Whether containers nest deeper than ``limit``: level by level (no recursion on hostile
    input, and a comprehension per level: a 1 MB array of 300,000 empty arrays takes a tenth of a
    second)."""
    level = [data] if type(data) is list or type(data) is dict else []
    depth = 0
    while level:
        depth += 1
        if depth > limit:
            return True
        level = [c for node in level for c in (node.values() if type(node) is dict else node)
                 if type(c) is list or type(c) is dict]  # fmt: skip
    return False


@dataclass(frozen=True)
class Published:
    """What one valid document produces."""

    event: RawDocumentEvent
    clean: CleanDocumentEvent
    restore_map: RestoreMapEvent | None  # None for anonymization
    high_sensitivity: bool
    spans: list[Span]
    rewritten: Rewritten
    state_record: tuple[str, bytes]  # (case_ref, sealed case state) for the changelog topic

    @property
    def key_version(self) -> str:
        """Fingerprint of the scope key the outputs were made with (on every output event, for
        spans)."""
        return self.clean.key_version


_FIELDS = frozenset(RawDocumentEvent.model_fields)


def _safe_loc(loc: tuple) -> str:
    """A field path without content: names not in the contract (metadata keys, unknown fields)
    become ``<key>``, since a key can itself carry personal data."""
    parts = [
        str(x)
        if (isinstance(x, str) and x in _FIELDS and i == 0) or isinstance(x, int)
        else x
        if x in ("str", "int", "float", "bool") and i > 0
        else "<key>"
        for i, x in enumerate(loc)
    ]
    return ".".join(parts) or "<root>"


def decode(value: bytes | None, max_text_chars: int) -> RawDocumentEvent:
    """Parse and validate a raw message value. Raises DocumentError (content-free messages)."""
    with stage("decode"):
        data = _parse_json(value)
    with stage("validate"):
        return _validate(data, max_text_chars)


_JSON = json.JSONDecoder(
    parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant
)


def _parse_json(value: bytes | None) -> object:
    if value is None:
        raise DocumentError("EmptyMessage", "decode", "message has no value")
    try:
        text = value.decode("utf-8")
    except UnicodeDecodeError as e:
        raise DocumentError("NotUtf8", "decode", f"invalid UTF-8 at byte {e.start}") from None
    try:
        data = _JSON.decode(text)
    except json.JSONDecodeError as e:
        raise DocumentError(
            "NotJson", "decode", f"invalid JSON at line {e.lineno} column {e.colno}"
        ) from None
    except RecursionError:
        raise DocumentError(
            "JsonTooDeep", "decode", f"nesting deeper than {MAX_JSON_DEPTH}"
        ) from None
    except _BadNumber:
        raise DocumentError(
            "NumberTooLarge",
            "decode",
            f"a number longer than {MAX_NUMBER_CHARS} characters or out of range",
        ) from None
    except _BadConstant:
        raise DocumentError("NotJson", "decode", "NaN or Infinity is not JSON") from None
    if _depth_over(data, MAX_JSON_DEPTH):
        raise DocumentError("JsonTooDeep", "decode", f"nesting deeper than {MAX_JSON_DEPTH}")
    return data


def _validate(data: object, max_text_chars: int) -> RawDocumentEvent:
    if not isinstance(data, dict):
        raise DocumentError(
            "SchemaViolation", "validate", f"top level is {type(data).__name__}, not an object"
        )
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise DocumentError(
            "InvalidUnicode", "validate", "a string holds a lone surrogate"
        ) from None
    try:
        event = RawDocumentEvent.model_validate(data)
    except ValidationError as e:
        problems = e.errors(include_url=False, include_input=False, include_context=False)
        if any(p["loc"] == ("text",) and p["type"] == "value_error" for p in problems):
            raise DocumentError(
                "EmptyText", "validate", "text is empty or whitespace only"
            ) from None
        summary = "; ".join(f"{_safe_loc(p['loc'])}: {p['type']}" for p in problems[:10])
        raise DocumentError("SchemaViolation", "validate", summary) from None
    if len(event.text) > max_text_chars:
        raise DocumentError(
            "TooLarge",
            "validate",
            f"text has {len(event.text)} code points, limit {max_text_chars}",
        )
    return event


def _same_name_flags(text: str, spans: list[Span]) -> set[str]:
    """A name both kept (an official in role) and replaced (a party) in one document needs a human
    look."""
    kept = {text[s.start : s.end] for s in spans if s.type == OFFICIAL and s.action == KEEP}
    replaced = {text[s.start : s.end] for s in spans if s.type == PERSON and s.action == REPLACE}
    return {"same_name_official_and_party"} if kept & replaced else set()


class Pipeline:
    """One document at a time; the case's state comes from and goes back to ``states``.

    Args:
        keys: the scope-key provider (dev file or Vault).
        max_text_chars: longer texts are dead-lettered (``TooLarge``).
        mode: ``legal`` (event dates kept) or ``general`` (event dates shifted per case).
        style: ``realistic``, ``codes`` or ``anonymized`` (no restore map).
        states: where sealed case states are read and written (memory by default).
        keep_district: realistic fake addresses stay in the original's 鄉鎮市區 (else another one
        of the city). address_level: anonymized style: ``city`` (高雄市) or ``district``
        (高雄市前鎮區) for an address. sensitivity: what counts as a special category (policy
        settings of :mod:`worker.classify`).
    """

    def __init__(self, keys: KeyProvider, max_text_chars: int = 100_000, mode: str = "legal",
                 style: str | Style = Style.REALISTIC, states: StateStore | None = None,
                 keep_district: bool = True, address_level: str = "city",
                 sensitivity: SensitivityPolicy = DEFAULT_POLICY) -> None:  # fmt: skip
        self.strategy = strategy(style)  # ValueError for an unknown style
        self.keys = keys
        self.max_text_chars = max_text_chars
        self.mode = mode
        self.style = self.strategy.style
        self.states: StateStore = states if states is not None else MemoryStore()
        self.keep_district = keep_district
        if address_level not in ("city", "district"):
            raise ValueError("address_level must be 'city' or 'district'")
        self.address_level = address_level
        self.sensitivity = sensitivity

    @classmethod
    def from_settings(
        cls, settings: Settings, keys: KeyProvider, states: StateStore | None = None
    ) -> Pipeline:
        """The pipeline the settings describe (style, mode, address and sensitivity options)."""
        return cls(
            keys,
            settings.max_text_chars,
            settings.mode,
            settings.style,
            states,
            keep_district=settings.address_keep_district,
            address_level=settings.anonymized_address_level,
            sensitivity=settings.sensitivity_policy(),
        )

    def process(self, value: bytes | None) -> Published:
        event = decode(value, self.max_text_chars)
        return self.process_event(event)

    def _key_and_state(self, case_id: str, case_ref: str) -> tuple[ScopeKey, CaseState]:
        """The case's key and state. A key is created only for a case without state anywhere; a
        state whose key is missing or does not open it raises :class:`KeyFatal` (the document
        waits: docs/decisions/0008)."""
        blob = self.states.get(case_ref)
        try:
            scope_key = self.keys.scope_key(case_id)
        except KeyMissing:
            if blob:
                raise
            scope_key = self.keys.create_scope_key(case_id)  # type: ignore[attr-defined]
        if not blob:
            return scope_key, CaseState()
        try:
            return scope_key, unseal(blob, scope_key, case_ref)
        except InvalidTag:
            raise KeyMismatch(
                f"a case's state does not open with its key ({scope_key.version}): the key was "
                "replaced or Vault's storage is not the one the state was sealed with"
            ) from None

    @staged("pseudonymize", span="resolve")  # the case's keys and state first (span: resolve)
    def process_event(self, event: RawDocumentEvent) -> Published:
        # A JSON text's escapes (\\u5f35, \\/) read as their characters for the whole document:
        # detection, the pseudonyms' shapes, verification and the residual scan all see the
        # characters, and the clean text carries them (still JSON: quotes and backslashes stay).
        text = read_escapes(event.text)
        case_ref = self.keys.case_ref(event.case_id)
        scope_key, state = self._key_and_state(event.case_id, case_ref)
        known = {n: (PERSON, sl) for n, sl in state.persons.items()} | {
            n: (OFFICIAL, sl) for n, sl in state.officials.items()
        }
        enter_stage("detect")
        try:
            spans = detect(text, known_names=known)
        except DetectionInputError as e:
            raise DocumentError("DetectionInput", "detect", str(e)) from None
        if (
            self.mode == "legal" and not self.strategy.generalizes_event_dates
        ):  # event dates: reported, kept in legal mode
            spans = [s for s in spans if s.type != EVENT_DATE]
        enter_stage("classify")
        evidence = find_evidence(
            text, self.sensitivity
        )  # once: the level and the passages read the same evidence
        sensitivity = classify(
            text,
            personal_data_found=any(s.action == REPLACE for s in spans),
            policy=self.sensitivity,
            evidence=evidence,
        )
        if (
            sensitivity.level == SensitivityLevel.HIGH
        ):  # mask the special-category passages outright
            masks = [
                Span(a, b, SPECIAL_CATEGORY, REPLACE, f"rule:special_category:{cat}")
                for a, b, cat in special_passages(text, self.sensitivity, evidence)
            ]
            spans = resolve_overlaps(masks + spans)
        detected = [
            (s.start, s.end, s.type) for s in spans if s.action == REPLACE
        ]  # checked after the rewrite
        enter_stage("pseudonymize")
        pseudonymizer = CasePseudonymizer(
            event.case_id,
            scope_key,
            state,
            self.style,
            self.mode,
            keep_district=self.keep_district,
            district_level=self.address_level == "district",
        )
        try:
            rw = rewrite(text, spans, pseudonymizer)
        except PseudonymCollision as e:
            raise DocumentError("PseudonymCollision", "pseudonymize", str(e)) from None
        enter_stage("verify")
        failures = verify(text, rw, [(s.start, s.end) for s in spans if s.action == KEEP], detected)
        # (b) independent of the detector: shapes and name positions left in the output
        failures += residual_scan(
            rw.text,
            issued={r.pseudonym for r in rw.replacements},
            kept={text[s.start : s.end] for s in spans if s.action == KEEP},
            # what stands for a person whatever its shape (a given name alone's fake)
            persons={r.pseudonym for r in rw.replacements if r.type == PERSON},
        )
        if failures:
            raise DocumentError("VerificationFailed", "verify", ",".join(failures))
        enter_stage("produce")  # the sealed state, the clean event, the encrypted restore map
        if event.document_id not in state.documents:
            state.documents.append(event.document_id)
        sealed = seal(state, scope_key, case_ref)
        self.states.put(case_ref, sealed)
        clean = CleanDocumentEvent(
            document_id=event.document_id,
            case_ref=case_ref,
            text=rw.text,
            content_type=event.content_type,
            source_system=event.source_system,
            document_kind=event.document_kind,
            created_at=event.created_at,
            style=self.style,
            sensitivity=sensitivity,
            entity_counts=rw.entity_counts,
            kept_counts=rw.kept_counts,
            review_flags=sorted(set(rw.review_flags) | _same_name_flags(text, spans)),
            detector_version=DETECTOR_VERSION,
            key_version=scope_key.version,
        )
        restore_map = None
        if self.strategy.writes_restore_map:  # anonymization writes none anywhere
            surnames = {
                state.surnames[nfkc(text[sp.start : sp.start + sp.surname_len])]: text[
                    sp.start : sp.start + sp.surname_len
                ]
                for sp in spans
                if sp.type == PERSON
                and sp.action == REPLACE
                and sp.surname_len
                and nfkc(text[sp.start : sp.start + sp.surname_len]) in state.surnames
            }
            codes = [
                r.pseudonym
                for r in rw.replacements
                if r.type == PERSON and self.strategy.restores_person_codes and not r.shared
            ]
            restore_map = encrypt(
                RestoreMap.from_rewritten(event.document_id, case_ref, rw, surnames, codes),
                scope_key,
            )
        return Published(
            event,
            clean,
            restore_map,
            sensitivity.level == SensitivityLevel.HIGH,
            spans,
            rw,
            (case_ref, sealed),
        )


WORKER_VERSION = __version__
