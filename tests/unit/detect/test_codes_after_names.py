"""A code alone in brackets right after a person's name is that person's number (issue 11;
worker/detect/__init__.py): an inmate's 呼號 in a prison's mail log, a member's or a patient's
number; an age, a year, a phone or an identity number in the brackets stay what they are. Every
value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import OTHER_ID, PHONE, TW_ID


def _found(text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.type) for s in detect(text, use_model=False)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("收件人：張簡美惠（B-221），寄件人：家屬", "B-221"),
        ("發信人 林語彤（B-307） 內附照片", "B-307"),
        ("會員 楊秋香（M-108）入會", "M-108"),
        ("病人王小明（00441735）入院", "00441735"),
    ],
)
def test_a_code_in_brackets_after_a_name(text: str, value: str) -> None:
    assert (value, OTHER_ID) in _found(text)


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("張三豐（0912345678）", "0912345678", PHONE),
        ("陳大文（A123456789）", "A123456789", TW_ID),
    ],
)
def test_other_values_in_the_brackets_keep_their_type(text: str, value: str, kind: str) -> None:
    assert (value, kind) in _found(text)


@pytest.mark.parametrize("text", ["林先生（1985）", "王小明（35）"])
def test_a_year_or_an_age_in_the_brackets_is_no_code(text: str) -> None:
    assert not [v for v, k in _found(text) if k == OTHER_ID]
