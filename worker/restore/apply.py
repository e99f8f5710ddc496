"""Strict restore of a pseudonymized text or an LLM reply about it.

* Unedited text (its SHA-256 equals the map's ``output_sha256``): every entry is put back at
  its recorded offsets: the result equals the original byte for byte.
* Edited text (an LLM reply): each pseudonym of the map, longest first, is replaced by its
  original wherever it occurs whole, matched under the look-alike folds (full-width, compatibility
  ideographs …: :func:`worker.text.fold.fold`); pseudonyms the map does not know are left
  untouched. Entries whose pseudonym no longer occurs are reported as ``unused``; nothing is
  guessed.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from worker.restore.maps import RestoreMap
from worker.text.fold import fold


@dataclass
class RestoreResult:
    text: str
    exact: bool
    restored: int
    unused: list[str] = field(
        default_factory=list
    )  # entry types whose pseudonym was not found (no values)
    near_misses: int = (
        0  # name-like strings one character away from a pseudonym: reported, not restored
    )


_TITLES = "先生|女士|小姐|太太|君"
# A code character inside a word is not a code: 甲方, 甲級, 乙等, 指甲, 丙種 …
_CODE_SUFFIX_WORDS = frozenset("方級等種類組狀烷醇板蟲魚骨午子酸胺基己")
_CODE_PREFIX_WORDS = frozenset("指盔裝鎧胄天花首")


def _digits_pattern(pseudonym: str) -> str | None:
    digits = re.sub(r"[^0-9]", "", pseudonym)
    if len(digits) < 6 or len(digits) < len(re.sub(r"\s", "", pseudonym)) * 0.6:
        return None
    return r"(?<![0-9])" + r"[\s\-]?".join(digits) + r"(?![0-9])"


def restore(text: str, restore_map: RestoreMap) -> RestoreResult:
    """Restore ``text`` with ``restore_map`` (exact by position when unedited, strict search
    otherwise)."""
    if (
        hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
        == restore_map.output_sha256
    ):
        out, pos = [], 0
        for e in sorted(restore_map.entries, key=lambda e: e.out_start):
            out += [text[pos : e.out_start], e.original]
            pos = e.out_end
        out.append(text[pos:])
        return RestoreResult("".join(out), exact=True, restored=len(restore_map.entries))

    codes = set(restore_map.person_codes)
    alternatives: list[tuple[str, str]] = []  # (regex, original)
    for e in restore_map.entries:
        if e.shared:  # a mask or neutral form stands for several originals: never guessed back
            continue
        if e.pseudonym in codes:
            before, after = "".join(_CODE_PREFIX_WORDS), "".join(_CODE_SUFFIX_WORDS)
            pattern = rf"(?<![{before}]){re.escape(fold(e.pseudonym))}(?![{after}0-9])"
        else:
            pattern = re.escape(fold(e.pseudonym))
        alternatives.append((pattern, e.original))
        digits = _digits_pattern(e.pseudonym)
        if digits and e.type not in ("person", "organization"):
            alternatives.append((digits, e.original))
    for fake, real in restore_map.surnames.items():  # 郭小姐 written by the LLM for 郭靜慧 → 陳小姐
        alternatives.append((rf"{re.escape(fold(fake))}(?={_TITLES})", real))
    if not alternatives:
        return RestoreResult(text, exact=False, restored=0)
    # Longest pseudonyms first so 郭靜慧 wins over 郭 + 小姐 forms.
    alternatives.sort(key=lambda a: -len(a[0]))
    combined = re.compile("|".join(f"(?P<g{i}>{p})" for i, (p, _o) in enumerate(alternatives)))
    found: set[int] = set()

    def put_back(m: re.Match[str]) -> str:
        group = m.lastgroup
        assert group is not None  # every alternative is a named group g<i>
        i = int(group[1:])
        found.add(i)
        return alternatives[i][1]

    # Matched on the folded reply (same length): a pseudonym the LLM wrote in full-width digits,
    # with a compatibility ideograph or a Kangxi radical is found too; the rest of the reply stays
    # as written.
    pieces, last, count = [], 0, 0
    for m in combined.finditer(fold(text)):
        pieces += [text[last : m.start()], put_back(m)]
        last = m.end()
        count += 1
    pieces.append(text[last:])
    out_text = "".join(pieces)
    found_originals = {alternatives[i][1] for i in found}
    unused = sorted(
        {e.type for e in restore_map.entries if not e.shared and e.original not in found_originals}
    )
    return RestoreResult(
        out_text,
        exact=False,
        restored=count,
        unused=unused,
        near_misses=_near_misses(out_text, restore_map),
    )


def _near_misses(text: str, restore_map: RestoreMap) -> int:
    """Count strings that differ from a person pseudonym (3+ characters) in exactly one
    character."""
    count = 0
    for e in {
        e.pseudonym: e for e in restore_map.entries if e.type == "person" and not e.shared
    }.values():
        p = e.pseudonym
        if len(p) < 3:
            continue
        for i in range(len(text) - len(p) + 1):
            window = text[i : i + len(p)]
            if (
                window != p
                and sum(a != b for a, b in zip(window, p, strict=True)) == 1
                and window[0] == p[0]
            ):
                count += 1
    return count
