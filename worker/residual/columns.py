"""Residual values in a table column whose header names a personal field.

Written for :mod:`worker.residual`, apart from the detector: the header words are its own data
(``data/column_labels.txt``, with the labels of ``id_labels.txt`` and the words of
``birth_words.txt``). A table names the field once in its header row and the values stand in the
rows below it, where no label stands next to them (``姓名｜員編｜備註`` ⏎ ``──｜──｜──`` ⏎
``蔡某｜TK-20817｜…``). Cells are apart by a tab, a bar, or two or more spaces; the table ends at a
blank line; a row counts when it has as many cells as the header, and a header holds no value
(a cell of three digits or more makes the line a form's ``聯絡電話　(04)…``, not a header).

:func:`column_hits` reads the OCR-folded view and returns ``(kind, start, end)`` in its offsets:
``date_of_birth`` under a birth word, ``id_number`` under any other header, for a cell that holds
three digits or more (a name, a yes or a dash in that column is no hit).
"""

from __future__ import annotations

import re
from functools import lru_cache

from worker.text.tables import cells_below_headers

__all__ = ["column_hits"]

_TRAIL = re.compile(r"[(（][^)）\n]{0,12}[)）]$|[:：]$|[ /／]?[A-Za-z][A-Za-z.# ]{0,20}$")
# an English caption before the Chinese one of a bilingual header (DOB 生日,
# Date of Birth／出生日期)
_LEAD = re.compile(r"^[A-Za-z][A-Za-z.# ]{0,20}?[ /／]+(?=[^\x00-\x7f])")
_DIGITS = re.compile(r"\d")


@lru_cache(maxsize=1)
def _words() -> tuple[frozenset[str], frozenset[str]]:
    from worker.residual import load_words

    births = frozenset(w.lower() for w in load_words("birth_words"))
    codes = frozenset(w.lower() for w in (*load_words("column_labels"), *load_words("id_labels")))
    return births, codes


def _header(cell: str) -> str | None:
    """``date_of_birth``, ``id_number`` or None for a header cell: one of the words, or a longer
    Chinese cell that ends with one (帳號末五碼, 申請人出生日期)."""
    births, codes = _words()
    word = cell.strip()
    for _ in range(3):
        key = word.lower()
        for n in range(max(1, len(key) - 1)):
            tail = key[n:]
            if n and not ("\u4e00" <= key[n - 1] <= "\u9fff"):
                break
            if tail in births:
                return "date_of_birth"
            if tail in codes:
                return "id_number"
        shorter = _TRAIL.sub("", word).strip()
        if shorter == word:
            lead = _LEAD.match(word)
            if lead:  # the English caption first: its own word, then the Chinese one
                kind = _header(word[: lead.end()].rstrip(" /／"))
                if kind:
                    return kind
                shorter = word[lead.end() :].strip()
        if shorter == word:
            break
        word = shorter
    return None


# a birth date in a cell: three digits, a month and a day (3/9), or Chinese numerals with 年 / 月
_BIRTH_CELL = re.compile(r"(?:\d\D*){3}|\d{1,2}/\d{1,2}|[〇○零一二三四五六七八九十廿卅]+ ?[年月]")


def column_hits(s: str) -> list[tuple[str, int, int]]:
    """Personal values under a personal column header, ``(kind, start, end)`` in ``s``."""
    if "\t" not in s and "|" not in s and "｜" not in s and "  " not in s:
        return []

    def heads(header: str, cells: list[tuple[int, int]]) -> list[tuple[int, str]]:
        if any(len(_DIGITS.findall(header[a:b])) >= 3 for a, b in cells):
            return []  # a header names fields; a row with a value in it is a form's line
        return [(i, k) for i, (a, b) in enumerate(cells) if (k := _header(header[a:b]))]

    out: list[tuple[str, int, int]] = []
    for kind, start, value in cells_below_headers(s, heads):
        if kind == "date_of_birth":
            if not _BIRTH_CELL.search(value):
                continue
        elif len(_DIGITS.findall(value)) < 3:
            continue
        out.append((kind, start, start + len(value)))
    return out
