"""The synthetic generator's Chinese numerals (section headings of long documents)."""

from __future__ import annotations

import pytest

from tests.synthetic.generator import _zh_number


@pytest.mark.parametrize(
    "n, text",
    [
        (1, "一"),
        (10, "十"),
        (12, "十二"),
        (23, "二十三"),
        (99, "九十九"),
        (100, "一百"),
        (105, "一百零五"),
        (110, "一百一十"),
        (111, "一百一十一"),
        (1001, "一千零一"),
        (1020, "一千零二十"),
        (2305, "二千三百零五"),
    ],
)
def test_chinese_numerals(n: int, text: str) -> None:
    assert _zh_number(n) == text


def test_numbers_outside_the_range_are_refused() -> None:
    with pytest.raises(ValueError):
        _zh_number(0)
