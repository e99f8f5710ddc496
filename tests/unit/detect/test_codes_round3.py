"""Labelled codes as outside authors write them (worker/detect/codes.py, issue 11): a teller's or
clerk's code after the staff label (OCR letters inside), a second value after a bracketed note
and a slash, and a # written before the code. Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as
from worker.detect.codes import find_labelled_codes
from worker.text import spans as T
from worker.text.fold import fold


def _found(text: str) -> list[str]:
    return [text[s.start : s.end] for s in find_labelled_codes(fold(text))]


@pytest.mark.parametrize(
    "text, code",
    [
        ("列印櫃員：K4O7 林○萱", "K4O7"),
        ("經辦員 T2l8 覆核", "T2l8"),
        ("櫃員代號：S0915", "S0915"),
        ("行員 B7O2 蓋章", "B7O2"),
    ],
)
def test_staff_code_after_label(text: str, code: str) -> None:
    assert code in _found(text)
    covered_as(text, code, T.OTHER_ID)


def test_staff_label_before_a_name_is_no_code() -> None:
    assert _found("經辦：葉大成　覆核：周小梅") == []


@pytest.mark.parametrize(
    "text, values",
    [
        (
            "保單號碼：KLP-0318-550217（醫療險）／KLP-0907-662310（壽險）",
            ["KLP-0318-550217", "KLP-0907-662310"],
        ),
        ("會員編號：MB20771（舊卡）、MB31906", ["MB20771", "MB31906"]),
    ],
)
def test_list_with_a_note_in_brackets(text: str, values: list[str]) -> None:
    assert _found(text) == values


@pytest.mark.parametrize(
    "text, value",
    [("訂單：#7Q3KD2（2024-02-11）", "#7Q3KD2"), ("會員編號：#C20917 ", "#C20917")],
)
def test_hash_before_the_code_is_part_of_it(text: str, value: str) -> None:
    assert value in _found(text)
