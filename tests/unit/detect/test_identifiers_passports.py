"""Passport numbers that mix letters and digits anywhere (worker/detect/identifiers.py, issue 11):
right after a 護照 / Passport label, a token of 7–10 capitals and digits. Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as
from worker.detect.identifiers import find_passports
from worker.text import spans as T


def _found(text: str) -> list[str]:
    return [text[s.start : s.end] for s in find_passports(text)]


@pytest.mark.parametrize(
    "text, value",
    [
        ("護照號碼：K7M2Q81PX\n出生日期", "K7M2Q81PX"),
        ("Passport No. T9R04B6LZ　國籍 Canada", "T9R04B6LZ"),
        ("passport number: H3O8K2217 issued 2019", "H3O8K2217"),
        ("護照號 N82A7C551", "N82A7C551"),
    ],
)
def test_mixed_passport_after_label(text: str, value: str) -> None:
    assert _found(text) == [value]
    covered_as(text, value, T.PASSPORT)


@pytest.mark.parametrize(
    "text, values",
    [
        ("護照號碼 318204576、340981225", ["318204576", "340981225"]),
        ("護照號碼：AB1234567", ["AB1234567"]),
    ],
)
def test_digit_passports_unchanged(text: str, values: list[str]) -> None:
    assert _found(text) == values


@pytest.mark.parametrize(
    "text", ["護照號碼：ENGLAND", "護照 PHILIPPINES 核發", "護照號碼：ABCDEF12"]
)
def test_words_and_two_digit_tokens_are_no_passport(text: str) -> None:
    assert _found(text) == []
