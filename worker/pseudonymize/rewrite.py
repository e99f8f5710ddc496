"""Apply pseudonyms to a text and record every replacement (the restore map's content)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from worker.pseudonymize.pseudonymizer import CasePseudonymizer
from worker.text.spans import KEEP, REPLACE, Span


@dataclass(frozen=True)
class Replacement:
    """One replaced value: ``[start, end)`` in the original, ``[out_start, out_end)`` in the output
    (code points)."""

    start: int
    end: int
    out_start: int
    out_end: int
    type: str
    original: str
    pseudonym: str
    shared: bool = False  # a mask, neutral form or generalization standing for several originals


@dataclass(frozen=True)
class Rewritten:
    text: str
    replacements: list[Replacement]
    entity_counts: dict[str, int]
    kept_counts: dict[str, int]
    review_flags: list[str]


def rewrite(text: str, spans: list[Span], pseudonymizer: CasePseudonymizer) -> Rewritten:
    """Replace every ``replace`` span (non-overlapping, sorted) with its pseudonym; ``keep`` spans
    stay as they are."""
    pseudonymizer.begin_document(text, spans)
    out: list[str] = []
    reps: list[Replacement] = []
    pos = 0
    out_len = 0
    for span in spans:
        if span.action != REPLACE:
            continue
        out.append(text[pos : span.start])
        out_len += span.start - pos
        original = text[span.start : span.end]
        r = pseudonymizer.replace(span, original)
        fake = r.text
        reps.append(
            Replacement(
                span.start,
                span.end,
                out_len,
                out_len + len(fake),
                span.type,
                original,
                fake,
                r.shared,
            )
        )
        out.append(fake)
        out_len += len(fake)
        pos = span.end
    out.append(text[pos:])
    counts = Counter(r.type for r in reps)
    kept = Counter(s.type for s in spans if s.action == KEEP)
    return Rewritten("".join(out), reps, dict(sorted(counts.items())), dict(sorted(kept.items())),
                     sorted(pseudonymizer.review_flags))  # fmt: skip
