"""One document through the stages: decode → validate → detect → classify → pseudonymize → verify.

:meth:`Pipeline.process` takes the raw message value (bytes) and returns a
:class:`Published` (clean event + encrypted restore map) or raises
:class:`~worker.errors.DocumentError` (→ dead-letter topic). ``KeyUnavailable`` from the
key provider propagates: it is transient and must be retried, not dead-lettered.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass

from pydantic import ValidationError

from contracts import CleanDocumentEvent, RawDocumentEvent, RestoreMapEvent, SensitivityLevel
from worker import __version__
from worker.classify import classify, special_passages
from worker.detect import DETECTOR_VERSION, DetectionInputError, detect
from worker.detect.spans import EVENT_DATE, REPLACE, SPECIAL_CATEGORY, Span, resolve_overlaps
from worker.errors import DocumentError
from worker.keys import KeyProvider
from worker.pseudonymize.pseudonymizer import CasePseudonymizer, PseudonymCollision
from worker.pseudonymize.rewrite import Rewritten, rewrite
from worker.pseudonymize.verify import verify
from worker.restore.maps import RestoreMap, encrypt

MAX_CASES_CACHED = 1000


@dataclass(frozen=True)
class Published:
    """What one valid document produces."""

    event: RawDocumentEvent
    clean: CleanDocumentEvent
    restore_map: RestoreMapEvent
    high_sensitivity: bool
    spans: list[Span]
    rewritten: Rewritten


def decode(value: bytes | None, max_text_chars: int) -> RawDocumentEvent:
    """Parse and validate a raw message value. Raises DocumentError (content-free messages)."""
    if value is None:
        raise DocumentError("EmptyMessage", "decode", "message has no value")
    try:
        text = value.decode("utf-8")
    except UnicodeDecodeError as e:
        raise DocumentError("NotUtf8", "decode", f"invalid UTF-8 at byte {e.start}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise DocumentError("NotJson", "decode", f"invalid JSON at line {e.lineno} column {e.colno}") from None
    if not isinstance(data, dict):
        raise DocumentError("SchemaViolation", "validate", f"top level is {type(data).__name__}, not an object")
    try:
        event = RawDocumentEvent.model_validate(data)
    except ValidationError as e:
        problems = e.errors(include_url=False, include_input=False, include_context=False)
        if any(p["loc"] == ("text",) and p["type"] == "value_error" for p in problems):
            raise DocumentError("EmptyText", "validate", "text is empty or whitespace only") from None
        summary = "; ".join(f"{'.'.join(str(x) for x in p['loc']) or '<root>'}: {p['type']}" for p in problems[:10])
        raise DocumentError("SchemaViolation", "validate", summary) from None
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise DocumentError("InvalidUnicode", "validate", "a string holds a lone surrogate") from None
    if len(event.text) > max_text_chars:
        raise DocumentError("TooLarge", "validate", f"text has {len(event.text)} code points, limit {max_text_chars}")
    return event


class Pipeline:
    """Stateless per document except for the case pseudonymizers it caches (LRU, ``MAX_CASES_CACHED``)."""

    def __init__(self, keys: KeyProvider, max_text_chars: int = 100_000, mode: str = "legal") -> None:
        self.keys = keys
        self.max_text_chars = max_text_chars
        self.mode = mode
        self._cases: OrderedDict[str, CasePseudonymizer] = OrderedDict()

    def _pseudonymizer(self, case_id: str) -> CasePseudonymizer:
        p = self._cases.get(case_id)
        if p is None:
            p = CasePseudonymizer(case_id, self.keys.scope_key(case_id))
            self._cases[case_id] = p
            while len(self._cases) > MAX_CASES_CACHED:
                self._cases.popitem(last=False)
        self._cases.move_to_end(case_id)
        return p

    def process(self, value: bytes | None) -> Published:
        event = decode(value, self.max_text_chars)
        return self.process_event(event)

    def process_event(self, event: RawDocumentEvent) -> Published:
        text = event.text
        try:
            spans = detect(text)
        except DetectionInputError as e:
            raise DocumentError("DetectionInput", "detect", str(e)) from None
        if self.mode == "legal":  # event dates are reported by detection and kept in legal mode
            spans = [s for s in spans if s.type != EVENT_DATE]
        sensitivity = classify(text, personal_data_found=any(s.action == REPLACE for s in spans))
        if sensitivity.level == SensitivityLevel.HIGH:  # mask the special-category passages outright
            masks = [Span(a, b, SPECIAL_CATEGORY, REPLACE, f"rule:special_category:{cat}") for a, b, cat in special_passages(text)]
            spans = resolve_overlaps(masks + spans)
        pseudonymizer = self._pseudonymizer(event.case_id)
        case_ref = self.keys.case_ref(event.case_id)
        try:
            rw = rewrite(text, spans, pseudonymizer)
        except PseudonymCollision as e:
            raise DocumentError("PseudonymCollision", "pseudonymize", str(e)) from None
        failures = verify(text, rw)
        if failures:
            raise DocumentError("VerificationFailed", "verify", ",".join(failures))
        clean = CleanDocumentEvent(
            document_id=event.document_id,
            case_ref=case_ref,
            text=rw.text,
            content_type=event.content_type,
            source_system=event.source_system,
            document_kind=event.document_kind,
            created_at=event.created_at,
            sensitivity=sensitivity,
            entity_counts=rw.entity_counts,
            kept_counts=rw.kept_counts,
            detector_version=DETECTOR_VERSION,
            key_version=pseudonymizer.key.version,
        )
        restore_map = encrypt(RestoreMap.from_rewritten(event.document_id, case_ref, rw), pseudonymizer.key)
        return Published(event, clean, restore_map, sensitivity.level == SensitivityLevel.HIGH, spans, rw)


WORKER_VERSION = __version__
