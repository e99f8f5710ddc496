"""A house number with its 之 or its floor, the road given before or in another cell (issue 11):
樓上17號之1的住戶, ｜門牌｜120號3樓｜, 他住 5號之2 三樓. Recall first: a 之-number or a floor after
號 is an address. A 第-numbered item or article (第3號之1條) stays. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import ADDRESS


def _addresses(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, use_model=False) if s.type == ADDRESS]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我家是九號，樓上 23號之1 的住戶每天半夜吵", "23號之1"),
        ("｜門牌｜88號6樓｜", "88號6樓"),
        ("他住 5號之2 三樓，隔壁是7號", "5號之2 三樓"),
        ("對面 102號4F-1 那戶", "102號4F-1"),
        ("管委會通知：31號之3 12樓住戶請移車", "31號之3 12樓"),
    ],
)
def test_a_house_number_with_its_unit_is_an_address(text: str, value: str) -> None:
    assert value in _addresses(text), _addresses(text)


@pytest.mark.parametrize("text", ["依第3號之1條規定", "第一條之1", "共 3 號"])
def test_no_house_number_there(text: str) -> None:
    assert _addresses(text) == []
