"""Shared helpers of the unit tests (pure logic: no Kafka, no Vault).

Imported by test modules; never import one test module from another (put what two share here or
in a fixture of ``conftest.py``)."""

from __future__ import annotations

from datetime import UTC, datetime

from contracts import RawDocumentEvent
from worker.classify import special_passages
from worker.detect import detect
from worker.keys import ScopeKey
from worker.pseudonymize.pseudonymizer import CasePseudonymizer
from worker.pseudonymize.rewrite import Rewritten, rewrite
from worker.text import spans as T
from worker.text.spans import EVENT_DATE, Span

KEY = ScopeKey(b"k" * 32, "test")
OTHER_KEY = ScopeKey(b"q" * 32, "test")


def occurrences(text: str, value: str) -> list[int]:
    """Start offsets of every (possibly overlapping) occurrence of ``value`` in ``text``."""
    out, i = [], text.find(value)
    while i != -1:
        out.append(i)
        i = text.find(value, i + 1)
    return out


def nth(text: str, value: str, n: int = 0) -> tuple[int, int]:
    """``[start, end)`` of the ``n``-th occurrence of ``value``."""
    starts = occurrences(text, value)
    assert len(starts) > n, f"test bug: {value!r} occurs {len(starts)} times in the input"
    return starts[n], starts[n] + len(value)


def exact_span(spans: list[Span], start: int, end: int) -> Span | None:
    return next((s for s in spans if s.start == start and s.end == end), None)


def overlapping(spans: list[Span], start: int, end: int) -> list[Span]:
    return [s for s in spans if s.start < end and start < s.end]


def describe(text: str, spans: list[Span]) -> str:
    """Readable dump of the spans for assertion messages."""
    return (
        "; ".join(f"{text[s.start : s.end]!r}:{s.type}/{s.action}" for s in spans) or "(no spans)"
    )


def legal_spans(text: str) -> list[Span]:
    """What legal mode rewrites: detection minus personal-event dates (dropped by the pipeline in
    legal mode)."""
    return [s for s in detect(text) if s.type != EVENT_DATE]


def pseudonymize(text: str, spans: list[Span] | None = None, case: str = "case-1",
                 key: ScopeKey = KEY) -> Rewritten:  # fmt: skip
    """Legal-mode rewrite of ``text`` with a fresh pseudonymizer of ``case``."""
    return rewrite(
        text, legal_spans(text) if spans is None else spans, CasePseudonymizer(case, key)
    )


def copied_text(rw: Rewritten) -> str:
    """The output with every pseudonym cut out (what was copied unchanged from the input)."""
    parts, pos = [], 0
    for r in sorted(rw.replacements, key=lambda r: r.out_start):
        parts.append(rw.text[pos : r.out_start])
        pos = r.out_end
    parts.append(rw.text[pos:])
    return "\u0000".join(parts)


def replaced(rw: Rewritten, original: str) -> list[str]:
    """Pseudonyms given to ``original`` (one per occurrence)."""
    return [r.pseudonym for r in rw.replacements if r.original == original]


class FixedKeys:
    """A key provider with fixed test keys (pure logic: no Vault needed for these tests)."""

    def scope_key(self, case_id: str) -> ScopeKey:
        return ScopeKey(case_id.encode().ljust(32, b"k")[:32], "test-1")

    def case_ref(self, case_id: str) -> str:
        return ("ref" + case_id.encode().hex())[:32].ljust(32, "0")


def raw_event(doc: str, case: str, text: str) -> RawDocumentEvent:
    """An input event of document ``doc`` in ``case`` (fixed source and time)."""
    return RawDocumentEvent(
        document_id=doc,
        case_id=case,
        text=text,
        source_system="t",
        created_at=datetime(2024, 1, 1, tzinfo=UTC),
    )


def covered_as(text: str, value: str, kind: str | None = None, n: int = 0) -> None:
    """The ``n``-th ``value`` in ``text`` is detected exactly (and replaced), as ``kind`` if
    given."""
    spans = detect(text)
    start, end = nth(text, value, n)
    got = exact_span(spans, start, end)
    assert got is not None, (
        f"{value!r} not exact; got {describe(text, overlapping(spans, start, end))}"
    )
    assert got.action == T.REPLACE
    if kind is not None:
        assert got.type == kind, f"{value!r}: {got.type}"


def untouched(text: str, value: str) -> None:
    """No replaced span overlaps the first ``value`` in ``text``."""
    spans = detect(text)
    start, end = nth(text, value)
    bad = [s for s in overlapping(spans, start, end) if s.action == T.REPLACE]
    assert not bad, f"{value!r} replaced: {describe(text, bad)}"


def person_values(text: str, use_model: bool = True) -> list[str]:
    """The text of every person span ``detect`` gives (replaced), in order, repeats kept."""
    return [text[s.start : s.end] for s in detect(text, use_model=use_model) if s.type == T.PERSON]


def person_set(text: str, use_model: bool = True) -> set[str]:
    """The distinct texts of the person spans ``detect`` gives (replaced)."""
    return set(person_values(text, use_model))


def replaced_persons(text: str, use_model: bool = False) -> list[str]:
    """The text of every person span ``detect`` replaces, in order, repeats kept (rules alone by
    default)."""
    return [
        text[s.start : s.end]
        for s in detect(text, use_model=use_model)
        if s.type == T.PERSON and s.action == T.REPLACE
    ]


def person_covered(text: str, value: str, n: int = 0, use_model: bool = False) -> bool:
    """Whether one replaced person span covers the ``n``-th ``value`` in ``text`` whole."""
    start, end = nth(text, value, n)
    return any(
        s.start <= start and s.end >= end and s.type == T.PERSON and s.action == T.REPLACE
        for s in detect(text, use_model=use_model)
    )


def replaced_types(text: str) -> dict[str, str]:
    """The text of every span ``detect`` replaces (rules alone) mapped to its type."""
    return {
        text[s.start : s.end]: s.type
        for s in detect(text, use_model=False)
        if s.action == T.REPLACE
    }


PROSE_INTRO = "以下為本次資料整理之摘要，供承辦人參考。"
PROSE_CLOSING = "本文件共兩頁，請於期限內回覆。"
FILLER = "兩造就系爭房屋租金之數額、押金是否已返還及修繕費用由何人負擔多所爭執，各執一詞。"


def prose_layouts(passage: str) -> list[str]:
    """A special-category passage in a paragraph of its own and inside a long paragraph of prose."""
    return [
        f"{PROSE_INTRO}\n\n{passage}\n\n{PROSE_CLOSING}",  # a paragraph of its own
        f"{PROSE_INTRO}{FILLER * 3}{passage}{FILLER * 3}",  # inside a long paragraph of prose
    ]


SHORT_INTRO = "本件相關資料整理如下，供審查人員參考。"
SHORT_CLOSING = "以上資料請於期限內回覆。"


def short_layouts(passage: str) -> list[str]:
    """A passage in a paragraph of its own and in one short line between two sentences."""
    return [
        f"{SHORT_INTRO}\n\n{passage}\n\n{SHORT_CLOSING}",
        f"{SHORT_INTRO}{passage}{SHORT_CLOSING}",
    ]


def unmasked(text: str, part: str) -> str:
    """The characters of ``part`` (its first occurrence in ``text``) left outside every masked
    special-category passage, spaces not counted: ``""`` when the passage is masked whole."""
    at = text.index(part)
    spans = [(a, b) for a, b, _c in special_passages(text)]
    return "".join(
        text[i]
        for i in range(at, at + len(part))
        if not text[i].isspace() and not any(a <= i < b for a, b in spans)
    )
