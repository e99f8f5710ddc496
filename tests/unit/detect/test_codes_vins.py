"""A vehicle identification number after its label (issue 11): 17 characters, grouped by spaces
or hyphens in any way (VIN：WVW ZZZ 1K Z8W 076 543, 車身號碼：JTD KB20U 0B7 391256), read whole:
a phone's shape inside it is part of it. A short code after the label and no value stay as they
were. Every value invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_types as _found
from worker.text.spans import OTHER_ID, PHONE


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("VIN：WVW ZZZ 1K Z8W 076 543", "WVW ZZZ 1K Z8W 076 543"),
        ("車身號碼：JTD KB20U 0B7 391256 引擎號碼 2NZ-1234567", "JTD KB20U 0B7 391256"),
        ("車輛識別號碼：5YJ 3E1EA 7KF 317542，車主陳某", "5YJ 3E1EA 7KF 317542"),
        ("VIN: 1HG-CM8263-3A004352", "1HG-CM8263-3A004352"),
        ("車架號碼 RFB-CD1870-K102345", "RFB-CD1870-K102345"),
        ("車身號 LSV AU6D 4R2 1234567 已查驗", "LSV AU6D 4R2 1234567"),
    ],
)
def test_a_grouped_vin_is_read_whole(text: str, value: str) -> None:
    found = _found(text)
    assert found.get(value) == OTHER_ID, found
    assert PHONE not in found.values(), found


@pytest.mark.parametrize(
    ("text", "value"),
    [("車身號碼：AB-12345", "AB-12345"), ("引擎號碼 2NZ-1234567", "2NZ-1234567")],
)
def test_a_shorter_code_after_the_label_is_still_a_code(text: str, value: str) -> None:
    assert _found(text).get(value) == OTHER_ID


def test_no_value_after_the_label_gives_nothing() -> None:
    assert _found("車架號碼：詳如附件") == {}
