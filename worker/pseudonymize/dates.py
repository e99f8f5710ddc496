"""Dates in Taiwanese documents: parse 民國/西元 dates (Arabic, full-width or Chinese numerals),
shift them by whole days, and write them back in the original style; generalize to year or
year-month.

Supported shapes: ``[民國|中華民國]Y年M月D日`` (Y in the 民國 era when below 1911) and
``YYYY/MM/DD``, ``YYYY-MM-DD``, ``YYYY.MM.DD``. :func:`parse` returns None for anything else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from worker.pseudonymize.shape import number_like
from worker.text.fold import fold

_CN = {c: i for i, c in enumerate("〇一二三四五六七八九")} | {"零": 0}
_YMD_CJK = re.compile(
    r"^(?P<pre>\D*?)(?P<y>[0-9]+|[〇零一二三四五六七八九十百]+)(?P<s1>\s*年\s*)(?P<m>[0-9]+|[〇零一"
    r"二三四五六七八九十]+)(?P<s2>\s*月\s*)(?P<d>[0-9]+|[〇零一二三四五六七八九"
    r"十]+)(?P<post>\s*日?)$"
)
_YMD_SEP = re.compile(
    r"^(?P<y>[0-9]{4})(?P<s1>[/\-.])(?P<m>[0-9]{1,2})(?P<s2>[/\-.])(?P<d>[0-9]{1,2})$"
)


def _num(text: str) -> int:
    folded = fold(text)
    if folded.isdigit():
        return int(folded)
    if "百" in text:  # 一百一十二
        hundreds, _, rest = text.partition("百")
        return _CN.get(hundreds, 1) * 100 + (_num(rest.lstrip("零〇")) if rest.strip("零〇") else 0)
    if "十" in text:
        tens, _, ones = text.partition("十")
        return (_CN[tens] if tens else 1) * 10 + (_CN[ones] if ones else 0)
    value = 0
    for c in text:
        value = value * 10 + _CN[c]
    return value


def _cn_year(value: int) -> str:
    if value >= 100:
        h, rest = divmod(value, 100)
        tens = (
            ("一" + number_like("十", rest) if rest < 20 else number_like("十", rest))
            if rest >= 10
            else ("零" + number_like("一", rest) if rest else "")
        )
        return number_like("一", h) + "百" + tens
    return number_like("十", value)


@dataclass
class ParsedDate:
    value: date
    roc: bool  # 民國 era
    groups: dict[str, str]
    original: str
    sep_style: bool

    def render(self, d: date, keep: str = "ymd") -> str:
        g = self.groups
        year = d.year - 1911 if self.roc else d.year
        y = _cn_year(year) if not fold(g["y"]).isdigit() else number_like(g["y"], year)
        m, day = number_like(g["m"], d.month), number_like(g["d"], d.day)
        if self.sep_style:
            if keep == "y":
                return f"{y}年"
            if keep == "ym":
                return f"{y}{g['s1']}{m.zfill(len(g['m']))}"
            return f"{y}{g['s1']}{m.zfill(len(g['m']))}{g['s2']}{day.zfill(len(g['d']))}"
        if keep == "y":
            return f"{g['pre']}{y}{g['s1']}"
        if keep == "ym":
            return f"{g['pre']}{y}{g['s1']}{m}{g['s2'].rstrip()}"
        return f"{g['pre']}{y}{g['s1']}{m}{g['s2']}{day}{g['post']}"


def parse(text: str) -> ParsedDate | None:
    """Parse a date written in one of the supported shapes; None when it is not a valid date."""
    folded = fold(text).strip()
    m = _YMD_SEP.match(folded)
    if m:
        g = m.groupdict()
        try:
            return ParsedDate(date(int(g["y"]), int(g["m"]), int(g["d"])), False, g, text, True)
        except ValueError:
            return None
    stripped = text.strip()
    m = _YMD_CJK.match(fold(stripped))
    if not m:
        return None
    g = {
        k: stripped[m.start(k) : m.end(k)] for k in m.groupdict()
    }  # original characters (width kept)
    try:
        y, mo, d = _num(g["y"]), _num(g["m"]), _num(g["d"])
        roc = y < 1911
        return ParsedDate(date(y + 1911 if roc else y, mo, d), roc, g, text, False)
    except (ValueError, KeyError):
        return None


def shift(text: str, days: int) -> str | None:
    """``text`` moved by ``days`` in its own style, or None when it cannot be parsed."""
    p = parse(text)
    return None if p is None else p.render(p.value + timedelta(days=days))


def generalize(text: str, keep: str) -> str | None:
    """``keep`` = ``y`` (year only) or ``ym`` (year and month); None when unparsable."""
    p = parse(text)
    return None if p is None else p.render(p.value, keep)
