"""A year and month with what happened then right after it (issue 11): 111/09 撥貸, 110/03清償,
2019.06 到職, 108/11 結婚 (worker/data/event_date_labels.txt). A version's or a score's number
stays. The loan words also make a 撥貸日期： / 清償日期： date personal. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import EVENT_DATE


def _dates(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, use_model=False) if s.type == EVENT_DATE]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("信用貸款｜某某銀行 餘額 88,000元（112/04 撥貸）", "112/04"),
        ("學貸｜0（109/08清償）｜正常", "109/08"),
        ("2018.03 到職，2021.07 離職", "2018.03"),
        ("108/11 結婚，隔年生子", "108/11"),
        ("清償日期：113/02/29 前", "113/02/29"),
    ],
)
def test_a_year_and_month_of_an_event(text: str, value: str) -> None:
    assert value in _dates(text)


@pytest.mark.parametrize("text", ["版本 3.10 更新", "得分 3.5 購買力"])
def test_no_year_and_month_there(text: str) -> None:
    assert _dates(text) == []
