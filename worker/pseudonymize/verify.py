"""Verification before anything reaches a clean topic (fail closed).

Checks on a rewritten document:

1. **Placement**: every replacement's pseudonym stands at its recorded output offsets and
   the text between replacements is the original's, unchanged.
2. **Counts**: per original value, the number of replacements equals the number of
   occurrences of its pseudonym at the recorded places.
3. **Leak scan**: no replaced original value occurs elsewhere in the output, compared
   exactly and width-folded; identifiers also with spaces and hyphens removed. A name of
   two characters may stay where it does not stand as a person (去年夏天), by the same
   rule the detector uses to propagate names.

:func:`verify` returns failure ids (``leak:<type>``, ``placement``, ``count:<type>``);
never values. An empty list means the document may be published.
"""

from __future__ import annotations

import re

from worker.detect import spans as T
from worker.detect.fold import fold
from worker.detect.persons import _person_context
from worker.pseudonymize.normalize import nfkc
from worker.pseudonymize.rewrite import Rewritten

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


def verify(original: str, rw: Rewritten, kept: list[tuple[int, int]] = ()) -> list[str]:
    """Return the failure ids of ``rw`` (empty when it may be published).

    ``kept`` are the original ranges deliberately kept (officials, agencies): a replaced value that
    also stands there as a kept one (a lawyer who shares a party's name) is not a leak.
    """
    failures: set[str] = set()
    out = rw.text
    # 1. placement: rebuilding the output from the original and the replacements gives the output exactly.
    rebuilt, last = [], 0
    for r in rw.replacements:
        if out[r.out_start : r.out_end] != r.pseudonym or original[r.start : r.end] != r.original:
            failures.add("placement")
            if r.original in out[r.out_start : r.out_start + len(r.original)]:
                failures.add(f"leak:{r.type}")  # the original itself stands where its pseudonym should
        rebuilt += [original[last : r.start], r.pseudonym]
        last = r.end
    rebuilt.append(original[last:])
    if "".join(rebuilt) != out:
        failures.add("placement")
    # 2. counts: a pseudonym occurs only where it was put (never in copied text).
    for p in {r.pseudonym for r in rw.replacements if not r.shared}:
        for m in re.finditer(re.escape(p), out):
            if _original_position(rw, m.start()) is not None:
                failures.add(f"count:{_type_of(rw, p)}")
    # 3. leak scan
    folded_original = fold(original)
    folded_out = fold(out)
    compact_out = _COMPACT.sub("", nfkc(out)).upper()
    compact_fakes = [_COMPACT.sub("", nfkc(r.pseudonym)).upper() for r in rw.replacements]
    for r in {(r.type, r.original): r for r in rw.replacements}.values():
        value = fold(r.original)
        for m in re.finditer(re.escape(value), folded_out):
            o = _original_position(rw, m.start())
            if o is None:
                continue  # inside a pseudonym
            if r.type == T.PERSON and len(value) <= 2 and not _person_context(folded_original, o, o + len(value)):
                continue  # the same rule that kept 去年夏天 in detection
            if any(a <= o and o + len(value) <= b for a, b in kept):
                continue  # the same name kept for an official in role
            failures.add(f"leak:{r.type}")
        if r.type in T.DIRECT_IDENTIFIERS:
            compact = _COMPACT.sub("", nfkc(r.original)).upper()
            if len(compact) >= 6 and compact in compact_out and not any(compact in f for f in compact_fakes):
                failures.add(f"leak:{r.type}")
    return sorted(failures)


def _type_of(rw: Rewritten, pseudonym: str) -> str:
    return next(r.type for r in rw.replacements if r.pseudonym == pseudonym)
