"""Phones beside other values (worker/detect/contact.py): an extension ends at its digits
(a ZIP code on the next line is no part of it), and a number inside a letter-prefixed code
is no landline. Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, phone, address",
    [
        (
            "(03)5781-2200 #204\n300新竹市東區光復路二段88號",
            "(03)5781-2200 #204",
            "300新竹市東區光復路二段88號",
        ),
        (
            "電話 07-3312-880 分機 61\n807高雄市三民區九如一路50號",
            "07-3312-880 分機 61",
            "807高雄市三民區九如一路50號",
        ),
    ],
)
def test_extension_stops_before_the_next_line(text: str, phone: str, address: str) -> None:
    covered_as(text, phone, T.PHONE)
    covered_as(text, address, T.ADDRESS)


@pytest.mark.parametrize(
    "text, code",
    [
        ("保單號碼：KL-04-77281930（壽險）", "KL-04-77281930"),
        ("保單：GPA-0388-519204、GPA-0391-002817", "GPA-0388-519204"),
        ("保單編號 TR-02-23317788", "TR-02-23317788"),
    ],
)
def test_code_with_a_letter_prefix_is_no_phone(text: str, code: str) -> None:
    covered_as(text, code, T.OTHER_ID)
