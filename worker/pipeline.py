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
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from pydantic import ValidationError

from contracts import CleanDocumentEvent, RawDocumentEvent, RestoreMapEvent, SensitivityLevel
from worker import __version__
from worker.classify import DEFAULT_POLICY, SensitivityPolicy, classify, special_passages
from worker.detect import DETECTOR_VERSION, DetectionInputError, detect
from worker.detect.spans import KEEP, EVENT_DATE, OFFICIAL, PERSON, REPLACE, SPECIAL_CATEGORY, Span, resolve_overlaps
from worker.config import Settings
from worker.errors import DocumentError
from worker.keys import KeyProvider, KeyUnavailable
from worker.case.state import CaseState, seal, unseal
from worker.case.store import MemoryStore, StateStore
from worker.pseudonymize.pseudonymizer import STYLES, CasePseudonymizer, PseudonymCollision
from worker.pseudonymize.normalize import nfkc
from worker.pseudonymize.rewrite import Rewritten, rewrite
from worker.pseudonymize.verify import verify
from worker.restore.maps import RestoreMap, encrypt

log = logging.getLogger(__name__)

STAGES = ("decode", "validate", "detect", "classify", "pseudonymize", "verify", "produce")
"""Stage names of dead letters (``contracts.DeadLetterHeaders.error_stage``)."""

MAX_JSON_DEPTH = 32
"""Nesting deeper than this is dead-lettered ``JsonTooDeep`` (the contract needs 2: event → metadata)."""
MAX_NUMBER_CHARS = 1000
"""A JSON number literal longer than this, or a float out of range, is dead-lettered ``NumberTooLarge``."""


@contextmanager
def stage(name: str) -> Iterator[None]:
    """Attribute what the enclosed code raises to stage ``name``.

    ``DocumentError`` and ``KeyUnavailable`` pass through unchanged; any other exception becomes
    ``DocumentError("InternalError", name, <its class name>)``. Its text is never used (it may quote
    the document), and the original is not chained (no traceback shows it): the log gets the class
    and where it was raised, nothing else.
    """
    _check(name)
    try:
        yield
    except (DocumentError, KeyUnavailable):
        raise
    except Exception as e:  # noqa: BLE001 - the point: no exception of one record escapes
        raise internal_error(e, name) from None


def internal_error(e: Exception, stage_name: str) -> DocumentError:
    """The content-free dead-letter error for an unexpected exception ``e`` in ``stage_name`` (logged)."""
    cls = type(e).__name__
    log.warning("InternalError at %s: %s raised at %s", stage_name, cls, _raised_at(e))
    return DocumentError("InternalError", stage_name, cls)


_current_stage: ContextVar[str] = ContextVar("deid_stage", default="produce")


def enter_stage(name: str) -> None:
    """Inside a :func:`staged` function: what follows belongs to stage ``name``."""
    _current_stage.set(_check(name))


def staged(first: str) -> Callable:
    """Decorator: like :func:`stage` around the whole function, the stage being the last one named by
    :func:`enter_stage` (``first`` until then)."""
    _check(first)

    def wrap(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def inner(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
            token = _current_stage.set(first)
            try:
                return fn(*args, **kwargs)
            except (DocumentError, KeyUnavailable):
                raise
            except Exception as e:  # noqa: BLE001
                raise internal_error(e, _current_stage.get()) from None
            finally:
                _current_stage.reset(token)

        return inner

    return wrap


def _check(name: str) -> str:
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
    if len(s) > MAX_NUMBER_CHARS:  # int() of a long numeral is quadratic, and refused past 4300 digits
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
    """Whether containers nest deeper than ``limit``: level by level (no recursion on hostile input, and
    a comprehension per level: a 1 MB array of 300,000 empty arrays takes a tenth of a second)."""
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


_FIELDS = frozenset(RawDocumentEvent.model_fields)


def _safe_loc(loc: tuple) -> str:
    """A field path without content: names not in the contract (metadata keys, unknown fields)
    become ``<key>``, since a key can itself carry personal data."""
    parts = [str(x) if (isinstance(x, str) and x in _FIELDS and i == 0) or isinstance(x, int) else
             x if x in ("str", "int", "float", "bool") and i > 0 else "<key>" for i, x in enumerate(loc)]  # fmt: skip
    return ".".join(parts) or "<root>"


def decode(value: bytes | None, max_text_chars: int) -> RawDocumentEvent:
    """Parse and validate a raw message value. Raises DocumentError (content-free messages)."""
    with stage("decode"):
        data = _parse_json(value)
    with stage("validate"):
        return _validate(data, max_text_chars)


_JSON = json.JSONDecoder(parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)


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
        raise DocumentError("NotJson", "decode", f"invalid JSON at line {e.lineno} column {e.colno}") from None
    except RecursionError:
        raise DocumentError("JsonTooDeep", "decode", f"nesting deeper than {MAX_JSON_DEPTH}") from None
    except _BadNumber:
        raise DocumentError("NumberTooLarge", "decode",
                            f"a number longer than {MAX_NUMBER_CHARS} characters or out of range") from None  # fmt: skip
    except _BadConstant:
        raise DocumentError("NotJson", "decode", "NaN or Infinity is not JSON") from None
    if _depth_over(data, MAX_JSON_DEPTH):
        raise DocumentError("JsonTooDeep", "decode", f"nesting deeper than {MAX_JSON_DEPTH}")
    return data


def _validate(data: object, max_text_chars: int) -> RawDocumentEvent:
    if not isinstance(data, dict):
        raise DocumentError("SchemaViolation", "validate", f"top level is {type(data).__name__}, not an object")
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise DocumentError("InvalidUnicode", "validate", "a string holds a lone surrogate") from None
    try:
        event = RawDocumentEvent.model_validate(data)
    except ValidationError as e:
        problems = e.errors(include_url=False, include_input=False, include_context=False)
        if any(p["loc"] == ("text",) and p["type"] == "value_error" for p in problems):
            raise DocumentError("EmptyText", "validate", "text is empty or whitespace only") from None
        summary = "; ".join(f"{_safe_loc(p['loc'])}: {p['type']}" for p in problems[:10])
        raise DocumentError("SchemaViolation", "validate", summary) from None
    if len(event.text) > max_text_chars:
        raise DocumentError("TooLarge", "validate", f"text has {len(event.text)} code points, limit {max_text_chars}")
    return event


def _same_name_flags(text: str, spans: list[Span]) -> set[str]:
    """A name both kept (an official in role) and replaced (a party) in one document needs a human look."""
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
        keep_district: realistic fake addresses stay in the original's 鄉鎮市區 (else another one of the city).
        address_level: anonymized style: ``city`` (高雄市) or ``district`` (高雄市前鎮區) for an address.
        sensitivity: what counts as a special category (policy settings of :mod:`worker.classify`).
    """

    def __init__(self, keys: KeyProvider, max_text_chars: int = 100_000, mode: str = "legal",
                 style: str = "realistic", states: StateStore | None = None,
                 keep_district: bool = True, address_level: str = "city",
                 sensitivity: SensitivityPolicy = DEFAULT_POLICY) -> None:  # fmt: skip
        if style not in STYLES:
            raise ValueError(f"style must be one of {STYLES}")
        self.keys = keys
        self.max_text_chars = max_text_chars
        self.mode = mode
        self.style = style
        self.states: StateStore = states if states is not None else MemoryStore()
        self.keep_district = keep_district
        if address_level not in ("city", "district"):
            raise ValueError("address_level must be 'city' or 'district'")
        self.address_level = address_level
        self.sensitivity = sensitivity

    @classmethod
    def from_settings(cls, settings: Settings, keys: KeyProvider, states: StateStore | None = None) -> Pipeline:
        """The pipeline the settings describe (style, mode, address and sensitivity options)."""
        return cls(keys, settings.max_text_chars, settings.mode, settings.style, states,
                   keep_district=settings.address_keep_district, address_level=settings.anonymized_address_level,
                   sensitivity=settings.sensitivity_policy())  # fmt: skip

    def process(self, value: bytes | None) -> Published:
        event = decode(value, self.max_text_chars)
        return self.process_event(event)

    def _load_state(self, case_ref: str, scope_key) -> CaseState:  # noqa: ANN001
        blob = self.states.get(case_ref)
        return unseal(blob, scope_key, case_ref) if blob else CaseState()

    @staged("pseudonymize")  # the case's keys and state first
    def process_event(self, event: RawDocumentEvent) -> Published:
        text = event.text
        scope_key = self.keys.scope_key(event.case_id)
        case_ref = self.keys.case_ref(event.case_id)
        state = self._load_state(case_ref, scope_key)
        known = {n: (PERSON, sl) for n, sl in state.persons.items()} | {n: (OFFICIAL, sl) for n, sl in state.officials.items()}
        enter_stage("detect")
        try:
            spans = detect(text, known_names=known)
        except DetectionInputError as e:
            raise DocumentError("DetectionInput", "detect", str(e)) from None
        if self.mode == "legal" and self.style != "anonymized":  # event dates: reported, kept in legal mode
            spans = [s for s in spans if s.type != EVENT_DATE]
        enter_stage("classify")
        sensitivity = classify(text, personal_data_found=any(s.action == REPLACE for s in spans), policy=self.sensitivity)
        if sensitivity.level == SensitivityLevel.HIGH:  # mask the special-category passages outright
            masks = [Span(a, b, SPECIAL_CATEGORY, REPLACE, f"rule:special_category:{cat}")
                     for a, b, cat in special_passages(text, self.sensitivity)]  # fmt: skip
            spans = resolve_overlaps(masks + spans)
        detected = [(s.start, s.end, s.type) for s in spans if s.action == REPLACE]  # checked after the rewrite
        enter_stage("pseudonymize")
        pseudonymizer = CasePseudonymizer(event.case_id, scope_key, state, self.style, self.mode,
                                          keep_district=self.keep_district,
                                          district_level=self.address_level == "district")  # fmt: skip
        try:
            rw = rewrite(text, spans, pseudonymizer)
        except PseudonymCollision as e:
            raise DocumentError("PseudonymCollision", "pseudonymize", str(e)) from None
        enter_stage("verify")
        failures = verify(text, rw, [(s.start, s.end) for s in spans if s.action == KEEP], detected)
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
        if self.style != "anonymized":  # anonymization writes no restore map anywhere
            surnames = {
                state.surnames[nfkc(text[sp.start : sp.start + sp.surname_len])]: text[sp.start : sp.start + sp.surname_len]
                for sp in spans
                if sp.type == PERSON and sp.action == REPLACE and sp.surname_len
                and nfkc(text[sp.start : sp.start + sp.surname_len]) in state.surnames
            }  # fmt: skip
            codes = [r.pseudonym for r in rw.replacements if r.type == PERSON and self.style == "codes" and not r.shared]
            restore_map = encrypt(RestoreMap.from_rewritten(event.document_id, case_ref, rw, surnames, codes), scope_key)
        return Published(event, clean, restore_map, sensitivity.level == SensitivityLevel.HIGH, spans, rw,
                         (case_ref, sealed))  # fmt: skip


WORKER_VERSION = __version__
