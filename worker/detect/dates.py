"""Dates of birth (民國 or Western calendar, Arabic or Chinese numerals).

A date is a date of birth when ``生`` / ``出生`` follows it, or a label
(出生日期, 生日, 出生年月日, 生於) stands within 12 characters before it. Other dates
(event dates such as 112年3月5日) are not reported here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from worker.text.spans import DATE_OF_BIRTH, Span

_N = r"[0-9一二三四五六七八九十〇零]"
# The year never starts inside a digit run (…7⏎80年1月1日生 joined by the compact view is no 780年).
# Japanese-era years (昭和8年) in old household records and oral histories may have one digit; a spoken
# day may end in 號 (六月十二號).
_DATE = re.compile(
    rf"(?:(?:中華民國|民國|民|西元)?[ ]?(?<![0-9]){_N}{{2,4}}|(?:昭和|大正|明治|平成|令和)[ ]?{_N}{{1,3}})"
    rf"[ ]?(?:年|/|-|\.)[ ]?{_N}{{1,3}}[ ]?(?:月|/|-|\.)[ ]?{_N}{{1,3}}[ ]?(?:日|號)?"
)
_LABEL = re.compile(r"(?:出生日期|出生年月日|生日|出生於|生於|出生)[：: ]?(?:是|為)?[ ]?$")
_AFTER = re.compile(r"[ ]?(?:生|出生)(?![產意效活])")


def find_dates_of_birth(folded: str) -> Iterator[Span]:
    """Dates of birth; the span covers the date only (not 生 or the label)."""
    for m in _DATE.finditer(folded):
        start, end = m.start(), m.end()
        while start < end and folded[start] == " ":
            start += 1
        while end > m.start() and folded[end - 1] == " ":
            end -= 1
        before = folded[max(0, m.start() - 12) : m.start()]
        if _AFTER.match(folded, end) or _LABEL.search(before):
            yield Span(start, end, DATE_OF_BIRTH, source="rule:dob", score=0.95)
