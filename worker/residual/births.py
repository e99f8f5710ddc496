"""Residual dates of birth: a date of any form near a birth word, or in a person's row.

Written for :mod:`worker.residual`, apart from the detector (its own patterns; the birth words in
``worker/residual/data/birth_words.txt``). Functions read a folded view (NFKC, OCR letters folded
next to digits) and return ``(start, end)`` of the date in that view.

Date forms: ROC and western years with 年 / 月 / 日 (arabic, Chinese numerals with 廿 / 卅 / 初, OCR
letters, spaces between the parts, 號 for the day as spoken), ``081/05/12``, ``75.11.02``,
``1988-03-02``, ``25/08/1998``, compact ``0810512`` / ``19920512``, month names in English and
Indonesian (``02 OCT 2014``, ``Oct 2, 2014``, ``12 Maret 1989``), ``67年次``, and a year or a
year and month before 生 (``民國103年生``).

A date is a date of birth when

* a birth word stands before it on its line (``出生年月日：``, ``生日``, ``born``, ``Tgl. Lahir``),
  at most
  24 characters before, or at the end of the line before (a question answered on the next line);
* 生 / 出生 follows it in the same clause (``民國41年2月3日在村子裡出生``);
* it follows a birth word that captions a table row (every date of that row);
* it stands in a person's row: a line that also holds an identity-card shape (a letter and nine
  digits, whether original or issued), with a year old enough to be a birth year and no event word
  (於, 自, 至 …) right before it.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["birth_hits", "bracketed_dates", "dates_after_space"]

_D = "[0-9OolISB]"  # OCR letters stay possible inside a labelled date
_CN = "[〇○零一二三四五六七八九十廿卅]"
_MONTHS = (
    "Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|Jun(?:e)?|Jul(?:y)?|Aug(?:ust)?|"
    "Sep(?:t|tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?"
    "|Januari|Februari|Maret|Mei|Juni|Juli|Agustus|Oktober|Desember"  # Indonesian, Malay
)
_YMD = (
    rf"(?:(?:中華)?民國|西元|民)? ?(?:{_D}{{2,4}}|{_CN}{{2,4}}) ?年"
    rf" ?(?:{_D}{{1,2}}|{_CN}{{1,3}}) ?月"
    rf" ?(?:初?{_CN}{{1,3}}|{_D}{{1,2}}) ?[日號]?"
)
_NUMERIC = (
    # spaces around the separators as a form is filled in (21 / 07 / 1986)
    r"(?<![\d.-])(?:\d[0-9OolI]{1,3} ?[/.-] ?[0-9OolI]{1,2} ?[/.-] ?[0-9OolI]{1,4})(?![0-9A-Za-z])"
    r"|(?<!\d)(?:0\d\d|1[01]\d|19\d\d|20[0-2]\d)(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?!\d)"
)
# bounded by ASCII letters and digits only (生日是May 12, 1991: a CJK character is no word boundary
# to \b, and the date still stands there)
_NAMED = (
    rf"(?i:(?<![0-9A-Za-z])\d{{1,2}}[ -](?:{_MONTHS})\.?[ -,]{{1,2}}(?:19|20)\d\d(?![0-9A-Za-z])"
    rf"|(?<![0-9A-Za-z])(?:{_MONTHS})\.? ?\d{{1,2}}(?:st|nd|rd|th)?,? ?(?:19|20)\d\d"
    r"(?![0-9A-Za-z]))"
)
_YEAR_ONLY = (
    rf"(?:(?:中華)?民國|西元)? ?(?:\d{{2,4}}|{_CN}{{2,4}}) ?年(?: ?(?:\d{{1,2}}|{_CN}{{1,3}}) ?月)?"
)
_YEAR_MONTH = (
    rf"(?:(?:中華)?民國|西元)? ?(?:\d{{2,4}}|{_CN}{{2,4}}) ?年 ?(?:\d{{1,2}}|{_CN}{{1,3}}) ?月"
)
DATE = f"(?:{_YMD}|{_NUMERIC}|{_NAMED})"
_MONTH_DAY = (  # 生日是5/12, 生日三月五日: a birthday without its year still narrows a person down
    rf"(?<![\d/])(?:\d{{1,2}} ?月 ?\d{{1,2}} ?[日號]|{_CN}{{1,2}}月(?:初?{_CN}{{1,3}})[日號]?"
    r"|(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01]))(?![\d/])"
)


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern, ...]:
    from worker.residual import load_words

    words = sorted(load_words("birth_words"), key=len, reverse=True)
    word = "(?:" + "|".join(f"(?i:{re.escape(w)})" if w.isascii() else _guard(re.escape(w))
                            for w in words) + ")"  # fmt: skip
    after_word = re.compile(rf"{word}[^\n\d]{{0,24}}?({DATE}|{_YEAR_MONTH}|{_MONTH_DAY})")
    next_line = re.compile(rf"{word}[ 　？?：:。）)]*\n[^\n]{{0,30}}?({DATE})")
    before_word = re.compile(
        rf"({DATE}|{_YEAR_ONLY})(?:[^\n。；;，,]{{0,12}}?出生|生(?=[於，,、。；;）)\s]|$))"
    )
    year_class = re.compile(r"(\d{2,3}|[一二三四五六七八九十]{2,4}) ?年次")
    any_date = re.compile(DATE)
    id_shape = re.compile(r"(?<![0-9A-Za-z])[A-Z][12]\d{8}(?![0-9A-Za-z])|[A-Z][A-D89]\d{8}")
    return after_word, next_line, before_word, year_class, any_date, id_shape


def _guard(word: str) -> str:
    """生日 / 生於 inside 發生日期, 發生於, 先生日前 … is no birth word."""
    return f"(?<![發產衛學先醫誕])(?:{word})" if word.startswith("生") else word


_CELLS = re.compile(r"[｜|│\t]")
_BRACKETED = re.compile(rf"[(（]({DATE})[)）]")


def bracketed_dates(s: str) -> list[tuple[int, int]]:
    """Dates alone in brackets, ``(start, end)`` of the date (a date of birth when a person's
    pseudonym stands right before the bracket: 配偶郭靜慧（1988/03/02）; the caller checks that)."""
    return [(m.start(1), m.end(1)) for m in _BRACKETED.finditer(s)]


_EVENT_BEFORE = re.compile(r"(?:於|自|至|起|迄|從|在|日期|期間|截至|迄今)[ :：]?$")
_WESTERN = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
_ROC = re.compile(r"(?<!\d)\d{2,3}(?= ?[年/.-])")
_PERIOD_AFTER = re.compile(
    r"^[ |｜\t]*\d{1,2} ?年 ?\d{1,2} ?(?:個)?月"
)  # 84/03/20｜30年2月: a start date


def _birth_year(date: str) -> bool:
    """A year a person now living may have been born in (ROC 1–105, western 1910–2016)."""
    m = _WESTERN.search(date) or _ROC.search(date)
    if not m:
        return False
    y = int(m.group())
    return 1910 <= y <= 2016 if y >= 1000 else 1 <= y <= 105


def birth_hits(s: str, rows: bool = True) -> list[tuple[int, int]]:
    """Dates of birth in ``s`` (a folded view), offsets into ``s``; ``rows=False``: by the birth
    words only, not by a person's row (for a view whose lines were joined)."""
    after_word, next_line, before_word, year_class, any_date, id_shape = _patterns()
    out: list[tuple[int, int]] = []
    for pat in (after_word, next_line, before_word, year_class):
        out.extend((m.start(1), m.end(1)) for m in pat.finditer(s))
    if not rows:
        return out
    # a person's row: an identity-card shape on the same line as an old date; a table row whose
    # caption cell is a birth word (｜出生日期｜77年11月12日｜75年3月18日｜): every date after it
    pos = 0
    for line in s.split("\n"):
        w = after_word.search(line)
        if w and _CELLS.search(line):
            out.extend((pos + m.start(), pos + m.end()) for m in any_date.finditer(line, w.start()))
        if id_shape.search(line):
            out.extend(
                (pos + m.start(), pos + m.end())
                for m in any_date.finditer(line)
                if _birth_year(m.group())
                and not _EVENT_BEFORE.search(line, 0, m.start())
                and not _PERIOD_AFTER.match(line[m.end() :])
            )
        pos += len(line) + 1
    return out


# A date standing alone after a gap of spaces, ending its line or before a bracket or an ID shape
# (張簡某某　　51/O8/19⏎P2…, └ 孫 某某某　081/02/17⏎): a date of birth when a person's pseudonym
# stands right before the gap, with a birth year (the caller checks the pseudonym). A date after
# a name with a word after it (某某 2015/03/02 簽收) is not read here.
_AFTER_SPACE = re.compile(rf"([ \u3000]{{1,6}})({DATE})(?=[ \u3000]*(?:\n|$|[(（]|[A-Z]\d))")


def dates_after_space(s: str) -> list[tuple[int, int, int]]:
    """``(gap_start, start, end)`` of the dates of birth-year age standing alone after spaces."""
    return [
        (m.start(1), m.start(2), m.end(2))
        for m in _AFTER_SPACE.finditer(s)
        if _birth_year(m.group(2))
    ]
