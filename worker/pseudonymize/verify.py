"""Verification before anything reaches a clean topic (fail closed), part (a): against the detector.

Checks on a rewritten document (part (b), the residual scan independent of the detector, is
:mod:`worker.residual`):

1. **Placement**: every replacement's pseudonym stands at its recorded output offsets and
   the text between replacements is the original's, unchanged.
2. **Coverage**: every ``replace`` span the detector produced is covered by a replacement (a span
   lost between detection and rewriting fails the document, whatever the reason).
3. **Counts**: per original value, the number of replacements equals the number of
   occurrences of its pseudonym at the recorded places.
4. **Leak scan**: no replaced or detected original value occurs elsewhere in the output, compared
   under the look-alike folds (:func:`worker.text.fold.fold`: compatibility ideographs, Kangxi
   radicals, full-width forms, Cyrillic look-alikes …; also on the view with length-changing forms
   expanded); identifiers also with spaces and hyphens removed. A name of two characters may stay
   where it does not stand as a person (去年夏天), by the same rule the detector uses to propagate
   names.

:func:`verify` returns failure ids (``leak:<type>``, ``uncovered:<type>``, ``placement``,
``count:<type>``); never values. An empty list means the document may be published.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Iterable

from worker.detect.persons import person_context
from worker.pseudonymize.normalize import nfkc
from worker.pseudonymize.rewrite import Rewritten
from worker.text import spans as T
from worker.text.fold import expand_view, fold
from worker.text.literal import occurrences

_COMPACT = re.compile(r"[\s\-]")


def _original_position(rw: Rewritten, out_pos: int) -> int | None:
    """Original offset of an output offset in copied text, or None inside a pseudonym."""
    delta = 0
    for r in rw.replacements:
        if out_pos < r.out_start:
            break
        if out_pos < r.out_end:
            return None
        delta = r.end - r.out_end
    return out_pos + delta


class _Positions:
    """:func:`_original_position` for one rewritten text, by bisection when the replacements stand
    in output order without overlap (as :func:`~worker.pseudonymize.rewrite.rewrite` makes them),
    else by the scan above: the same answers, without a pass over every replacement per match."""

    def __init__(self, rw: Rewritten) -> None:
        self.rw = rw
        reps = rw.replacements
        self.starts = [r.out_start for r in reps]
        self.ordered = all(r.out_start <= r.out_end for r in reps) and all(
            a.out_end <= b.out_start for a, b in itertools.pairwise(reps)
        )
        self.in_starts = [r.start for r in reps]  # the same, for the original's ranges
        self.in_ordered = all(r.start <= r.end for r in reps) and all(
            a.end <= b.start for a, b in itertools.pairwise(reps)
        )

    def covered(self, start: int, end: int) -> bool:
        """Whether a replacement's original range holds ``[start, end)``: when the ranges are in
        order without overlap, only the last one starting at or before ``start`` can."""
        reps = self.rw.replacements
        if not self.in_ordered or start >= end:
            return any(r.start <= start and end <= r.end for r in reps)
        i = bisect.bisect_right(self.in_starts, start) - 1
        return i >= 0 and end <= reps[i].end

    def original(self, out_pos: int) -> int | None:
        if not self.ordered:
            return _original_position(self.rw, out_pos)
        i = bisect.bisect_right(self.starts, out_pos) - 1
        if i < 0:
            return out_pos
        r = self.rw.replacements[i]
        return None if out_pos < r.out_end else out_pos + r.end - r.out_end


def verify(original: str, rw: Rewritten, kept: Iterable[tuple[int, int]] = (),
           detected: Iterable[tuple[int, int, str]] | None = None) -> list[str]:  # fmt: skip
    """Return the failure ids of ``rw`` (empty when it may be published).

    ``kept`` are the original ranges deliberately kept (officials, agencies): a replaced value that
    also stands there as a kept one (a lawyer who shares a party's name) is not a leak.
    ``detected`` are the detector's ``replace`` spans ``(start, end, type)`` as it produced them,
    independently of what was handed to the rewrite: each must be covered by a replacement, and
    its value must not stand anywhere in the output.
    """
    kept = list(kept)
    failures: set[str] = set()
    out = rw.text
    # 1. placement: rebuilding the output from the original and the replacements gives the output
    #    exactly.
    rebuilt, last = [], 0
    for r in rw.replacements:
        if out[r.out_start : r.out_end] != r.pseudonym or original[r.start : r.end] != r.original:
            failures.add("placement")
            if r.original in out[r.out_start : r.out_start + len(r.original)]:
                failures.add(
                    f"leak:{r.type}"
                )  # the original itself stands where its pseudonym should
        rebuilt += [original[last : r.start], r.pseudonym]
        last = r.end
    rebuilt.append(original[last:])
    if "".join(rebuilt) != out:
        failures.add("placement")
    # 2. coverage: every span the detector produced is inside a replacement.
    values: dict[tuple[str, str], None] = {(r.type, r.original): None for r in rw.replacements}
    positions = _Positions(rw)
    for start, end, typ in detected or ():
        if not positions.covered(start, end):
            failures.add(f"uncovered:{typ}")
        values[(typ, original[start:end])] = None
    # 3. counts: a pseudonym occurs only where it was put (never in copied text).
    for p in {r.pseudonym for r in rw.replacements if not r.shared}:
        for m in occurrences(p, out):
            if positions.original(m.start()) is not None:
                failures.add(f"count:{_type_of(rw, p)}")
    # 4. leak scan, under the look-alike folds
    folded_original = fold(original)
    views: list[tuple[str, list[int] | None]] = [(fold(out), None)]
    expanded = expand_view(views[0][0])
    if expanded is not None:
        views.append(expanded)
    compact_out = _COMPACT.sub("", nfkc(out)).upper()
    compact_fakes = [_COMPACT.sub("", nfkc(r.pseudonym)).upper() for r in rw.replacements]
    for typ, value_original in values:
        value = fold(value_original)
        if not value.strip():
            continue
        for view, index in views:
            for m in occurrences(value, view):
                o = positions.original(m.start() if index is None else index[m.start()])
                if o is None:
                    continue  # inside a pseudonym
                if (
                    typ == T.PERSON
                    and len(value) <= 2
                    and not person_context(folded_original, o, o + len(value))
                ):
                    continue  # the same rule that kept 去年夏天 in detection
                if any(a <= o and o + len(value) <= b for a, b in kept):
                    continue  # the same name kept for an official in role
                failures.add(f"leak:{typ}")
        if typ in T.DIRECT_IDENTIFIERS:
            compact = _COMPACT.sub("", nfkc(value_original)).upper()
            if (
                len(compact) >= 6
                and compact in compact_out
                and not any(compact in f for f in compact_fakes)
            ):
                failures.add(f"leak:{typ}")
    return sorted(failures)


def _type_of(rw: Rewritten, pseudonym: str) -> str:
    return next(r.type for r in rw.replacements if r.pseudonym == pseudonym)
