"""Dates of birth (worker/detect/dates.py): the year of birth said as 年次 keeps its era before it
(民國29年次, 中華民國 六十八年次), as a year before 生 / 出生 does; a 年次 of something else
without a year of two digits or more stays. Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, untouched
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, value",
    [
        ("地主：鄔秋月（民國31年次），持有持分", "民國31年次"),
        ("阿公是中華民國18年次的老兵", "中華民國18年次"),
        ("她是民國 六十八年次的", "民國 六十八年次"),
        ("我 75年次，住在三重", "75年次"),
        ("申請人係民國102年次之學童", "民國102年次"),
        ("承租人莫家豪，1990年生，職業司機", "1990年"),
        ("被害人西元1987年出生", "西元1987年"),
    ],
)
def test_a_birth_year_alone_with_its_era(text: str, value: str) -> None:
    covered_as(text, value, T.DATE_OF_BIRTH)


@pytest.mark.parametrize(
    "text, value",
    [
        ("本案年次排序依收件先後", "年次"),
        ("民國113年度預算", "民國113年"),
    ],
)
def test_no_year_of_birth(text: str, value: str) -> None:
    untouched(text, value)
