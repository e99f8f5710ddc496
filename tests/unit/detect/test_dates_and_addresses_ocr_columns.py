"""Dates of birth in a table column under a distant header (worker/detect/dates.py) and OCR letters
in an address number between two address units (worker/detect/codes.py code_view), issue 11.
Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as
from worker.detect.codes import code_view
from worker.detect.dates import find_dates_of_birth
from worker.text import spans as T
from worker.text.fold import fold


def _dobs(text: str) -> list[str]:
    return [text[s.start : s.end] for s in find_dates_of_birth(code_view(fold(text)))]


@pytest.mark.parametrize(
    "text, later",
    [
        (
            "姓名\t出生日期\t電話\n余承翰\t79.O3.15\t0911-000-111\n"
            "蘇婉婷\t8O.l1.O2\t0922-000-222\n",
            "8O.l1.O2",
        ),
        (
            "| 姓名 | 生日 | 備註 |\n|---|---|---|\n| 馮子淇 | 092.05.17 | 無 |\n"
            "| 程冠宇 | 089.10.30 | 無 |\n",
            "089.10.30",
        ),
        (
            "客戶清冊\n姓名　　性別　　出生年月日　　地址\n"
            "卓立群　男　　　lOl.O8.O9　　　臺南市\n魏佳　　女　　　O9O.O3.12　　　嘉義市\n",
            "O9O.O3.12",
        ),
    ],
)
def test_birth_column_rows_below_the_header(text: str, later: str) -> None:
    assert later in _dobs(text)
    covered_as(text, later, T.DATE_OF_BIRTH)


@pytest.mark.parametrize(
    "text",
    [
        "姓名\t出生日期\t電話\n余承翰\t79.03.15\t0911-000-111\n\n交易日\t摘要\n113.05.09\t轉帳\n",
        "日期\t摘要\t金額\n113.05.09\t轉帳\t300\n113.05.12\t提款\t500\n",
    ],
)
def test_dates_outside_a_birth_column_are_no_birth(text: str) -> None:
    assert "113.05.09" not in _dobs(text)


@pytest.mark.parametrize(
    "text, address",
    [
        ("住址：臺北市文山區木柵路三段S5巷l2號", "臺北市文山區木柵路三段S5巷l2號"),
        ("地址：高雄市鼓山區明誠三路B6巷7號", "高雄市鼓山區明誠三路B6巷7號"),
        ("台中市北區三民路三段lO5號", "台中市北區三民路三段lO5號"),
    ],
)
def test_ocr_letters_in_an_address_number(text: str, address: str) -> None:
    covered_as(text, address, T.ADDRESS)
