"""Residual Latin names: given names after an honorific or a greeting, and romanised names joined
by a middle dot.

Written for :mod:`worker.residual`, apart from the detector (the words are its own data:
``worker/residual/data/latin_honorifics.txt``). Functions take the NFKC view and return
``(start, end)`` of the name in it:

* a capitalised word (or two) after an honorific or a greeting (``Bu Sri``, ``Ate Fang``,
  ``my cousin Joy``, ``Hi Anna``, ``謝謝May``), or before 您好 / 你好 (``May 您好``);
* a capitalised word right before a Chinese title of ``data/titles.txt`` (``Sherry小姐``,
  ``Vivian老師``, ``Jason 哥``), subjects and tools of ``data/latin_before_title.txt`` aside;
* a capitalised word joined to another word by a middle dot ``‧ · ・`` (indigenous and other
  romanised names: ``Pisuy‧Yumin``; when one half was replaced, the other is still a name).
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["latin_hits"]

_WORD = r"[A-Z][a-z]{1,15}|[A-Z]{2,15}"
_DOT = "‧·・•"


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern, ...]:
    from worker.residual import load_words

    words = sorted(load_words("latin_honorifics"), key=len, reverse=True)
    honorific = "|".join(
        rf"(?<![A-Za-z])(?i:{re.escape(w)})" if w.isascii() else re.escape(w) for w in words
    )
    after = re.compile(rf"(?:{honorific})\.? ?((?:{_WORD})(?: (?:{_WORD}))?)(?![A-Za-z])")
    before = re.compile(rf"(?<![A-Za-z])({_WORD}) ?(?:您好|你好|妳好)")
    titles = "|".join(map(re.escape, sorted(load_words("titles"), key=len, reverse=True)))
    not_names = "|".join(map(re.escape, load_words("latin_before_title")))
    # a Latin given name right before a Chinese title (Sherry小姐, Vivian老師, Jason 哥, 阿Ken老師);
    # a subject or a tool before it (English 老師, Google 老師) is none
    titled = re.compile(
        rf"(?<![A-Za-z])(?!(?:{not_names})(?![A-Za-z]))([A-Z][a-z]{{2,14}}) ?(?:{titles})"
    )
    dotted = re.compile(
        rf"(?<![A-Za-z])({_WORD})(?=[{_DOT}][A-Z\u4e00-\u9fff])"
        rf"|(?<=[A-Za-z\u4e00-\u9fff][{_DOT}])({_WORD})(?![a-z])"  # not a bullet: ‧TOEIC
    )
    return after, before, titled, dotted


def latin_hits(s: str) -> list[tuple[int, int]]:
    """Latin names in ``s`` (the NFKC view), offsets into ``s``."""
    out: list[tuple[int, int]] = []
    for pat in _patterns():
        for m in pat.finditer(s):
            g = 1 if m.group(1) else 2
            out.append((m.start(g), m.end(g)))
    return out
