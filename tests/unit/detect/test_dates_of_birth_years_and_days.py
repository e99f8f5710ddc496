"""Dates of birth given in part (issue 11, second pass): a birth year after a birth-year label
(出生年, 出生年次, 年次, Year of birth, Born), a 年次 in Chinese numerals, and a birthday's month
and day without the year after 生日 (0315, 3.15, 3月15, 農曆三月十五). Every date is invented;
look-alikes (a cake's size, a gift's amount, a party's guests, a court's 年度, a rate) stay.
"""

from __future__ import annotations

import pytest

from tests.unit.helpers import nth
from worker.detect import detect
from worker.text import spans as T


def _replaced(text: str) -> list[T.Span]:
    return [s for s in detect(text, use_model=False) if s.action == T.REPLACE]


def _covered(text: str, value: str) -> bool:
    a, b = nth(text, value)
    inside = {i for s in _replaced(text) for i in range(s.start, s.end)}
    return all(i in inside or text[i].isspace() for i in range(a, b))


FOUND = [
    # a birth year in Chinese numerals before 生, a year (and a month) alone after a birth label
    ("家父邴永福（民國二十九年生，已歿）", "民國二十九年"),
    ("祖母冉黃罔腰四十六年生", "四十六年"),
    ("出生：民國81年（補件中）", "民國81年"),
    ("生日：1988年7月　血型：O", "1988年7月"),
    ("出生年：1986", "1986"),
    ("出生年份 1973　性別 女", "1973"),
    ("出生年次：68", "68"),
    ("申請人　年次 71　籍貫 雲林", "71"),
    ("Year of birth: 1988", "1988"),
    ("Born: 1979, Tainan", "1979"),
    ("他是六十八年次的", "六十八年次"),
    ("阿姨說她七十一年次", "七十一年次"),
    ("我生日 0417 記得喔", "0417"),
    ("生日 11.23 那天要請假", "11.23"),
    ("生日：9月8", "9月8"),
    ("阿公生日是農曆八月初三", "八月初三"),
    ("Birthday: 12/25", "12/25"),
]


@pytest.mark.parametrize(("text", "value"), FOUND)
def test_partial_dates_of_birth_are_covered(text: str, value: str) -> None:
    assert _covered(text, value), (text, value)


UNTAKEN = [
    ("生日蛋糕 10.5 吋", "10.5"),
    ("生日 10.5 吋蛋糕要先訂", "10.5"),
    ("生日禮金 1000 元", "1000"),
    ("生日 12 人聚餐", "12"),
    ("本年次 12 件", "12"),
    ("出生率 1.2", "1.2"),
    ("臺灣高等法院107年度上訴字第12號", "12"),
]


@pytest.mark.parametrize(("text", "value"), UNTAKEN)
def test_look_alikes_are_no_date_of_birth(text: str, value: str) -> None:
    a, b = nth(text, value)
    assert not [
        s for s in _replaced(text) if s.start < b and a < s.end and s.type == T.DATE_OF_BIRTH
    ], text
