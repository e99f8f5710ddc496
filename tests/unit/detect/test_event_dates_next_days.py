"""The next days of a month told after its month and day (issue 11): 五月六號去匯款，七號跟八號又轉,
3月2日、5日及9日, 十月三日到了醫院，十九號又去: each day is an event date of its own. A house number
after a comma or a sentence's end stays what it is. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import EVENT_DATE


def _dates(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, use_model=False) if s.type == EVENT_DATE]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("我四月九號去匯了十萬，十號跟十一號又各轉兩萬。", ["十號", "十一號"]),
        ("3月2日、5日及9日他都有來按門鈴", ["5日", "9日"]),
        ("十月三日到了醫院，十九號又去一次", ["十九號"]),
        ("6月12號搬出去，15號再回來拿東西", ["15號"]),
    ],
)
def test_each_day_is_an_event_date(text: str, values: list[str]) -> None:
    found = _dates(text)
    assert all(v in found for v in values), found


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("他5月3日搬走。8號的鄰居說", "8號"),
        ("5月3日去看房，8號之1 那間", "8號"),
        ("2月14日吃飯，住在中正路8號", "8號"),
    ],
)
def test_no_next_day_there(text: str, value: str) -> None:
    assert value not in _dates(text)
