"""Passports whose label comes after the value (issue 11; worker/detect/identifiers.py): a number
before a bracket naming a country's passport or before 是…的護照, spaced digits and mixed tokens;
a phone or a year before such a bracket stays what it is. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import PASSPORT


def _passports(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, use_model=False) if s.type == PASSPORT]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("3\tAdi Putra\tK 0 4 7 1 9 2 8 3（馬來西亞護照）\t0907-000-000", "K 0 4 7 1 9 2 8 3"),
        ("持 P5520931C（菲律賓護照）入境", "P5520931C"),
        ("號碼 E 6 1 0 3 9 4 7 是她的護照號碼", "E 6 1 0 3 9 4 7"),
        ("C7730184 (Indonesian passport)", "C7730184"),
        ("B3K8Q2719（越南護照）", "B3K8Q2719"),
    ],
)
def test_a_number_before_its_passport_label(text: str, value: str) -> None:
    assert value in _passports(text)


def test_a_spaced_number_that_starts_within_the_window_after_the_label() -> None:
    text = "我的護照號碼之前你們辦事情有用到，我寫在這裡給仲介參考：D 5 9 2 0 4 1 7"
    assert "D 5 9 2 0 4 1 7" in _passports(text)


@pytest.mark.parametrize("text", ["0912345678（護照）", "2024年（護照）", "共 3 本（護照）"])
def test_phones_years_and_counts_before_the_label_are_no_passport(text: str) -> None:
    assert _passports(text) == []
