"""Phones with spaced digits inside their groups (issue 11): a landline or a mobile whose digits
are typed or OCR-read with spaces among them (03-5 2 6-7184, 09 12 3 45 678, 0 2 - 2 7 5 8 - …)
is read whole; spaced amounts, case numbers, statute numbers and public hotlines stay. Every value
invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_types as _found
from worker.text.spans import PHONE


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("聯絡電話：03-5 2 6-7184", "03-5 2 6-7184"),
        ("打 03-5 2 6-7184 給我", "03-5 2 6-7184"),
        ("手機 09 12 3 45 678 請回電", "09 12 3 45 678"),
        ("電話 04-2 3 5 1-8 8 2 7", "04-2 3 5 1-8 8 2 7"),
        ("請撥 0 2 - 2 7 5 8 - 3 9 1 6", "0 2 - 2 7 5 8 - 3 9 1 6"),
        ("手機：09 2 8-6 6 1-4 0 3", "09 2 8-6 6 1-4 0 3"),
        ("手機號碼 091 2 3 45 678", "091 2 3 45 678"),
        ("電話（03）5 2 6 7 1 8 4", "（03）5 2 6 7 1 8 4"),
        ("+886 9 12 3 45 678", "+886 9 12 3 45 678"),
    ],
)
def test_a_phone_with_spaced_digits_is_read_whole(text: str, value: str) -> None:
    assert _found(text).get(value) == PHONE, _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "賠償新臺幣 0 2 5 0 0 0 0 元",
        "112年度訴字第 0 2 3 4 5 6 7 號",
        "民法第 1 8 4 條",
        "反詐騙專線 165，或撥 0800-211-511",
    ],
)
def test_spaced_numbers_of_no_one_stay(text: str) -> None:
    assert PHONE not in _found(text).values(), _found(text)
