"""Romanized and foreign addresses, section-named roads and typed zeros (worker/detect/address.py);
answers to a 末N碼 question, bracketed licence numbers and #-codes (worker/detect/codes.py).
Values invented for the test."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, untouched
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, value",
    [
        (
            "（8F.-3, No.211, Sec.2, Minsheng E. Rd., Zhongshan Dist., Taipei City 104）\n",
            "8F.-3, No.211, Sec.2, Minsheng E. Rd., Zhongshan Dist., Taipei City 104",
        ),
        (
            "Address: No. 18, Ln. 52, Zhonghua Rd., Xinzhuang Dist., New Taipei City 242\n",
            "No. 18, Ln. 52, Zhonghua Rd., Xinzhuang Dist., New Taipei City 242",
        ),
        (
            "　Home address: Sitio Maligaya, Brgy. Poblacion, Tarlac City 2300\n　ARC No. 待填",
            "Sitio Maligaya, Brgy. Poblacion, Tarlac City 2300",
        ),
        (
            "　地址：Jl. Melati No. 7, RT 02/RW 04, Desa Sukamaju,\n"
            "　Kec. Ciawi, Kab. Bogor 16720\n\n",
            "Jl. Melati No. 7, RT 02/RW 04, Desa Sukamaju,\n　Kec. Ciawi, Kab. Bogor 16720",
        ),
        (
            "Address 住址：45/2 Moo 3, Tambon Nong Bua, Amphoe Mueang, Khon Kaen 40000\n",
            "45/2 Moo 3, Tambon Nong Bua, Amphoe Mueang, Khon Kaen 40000",
        ),
    ],
)
def test_latin_addresses(text: str, value: str) -> None:
    covered_as(text, value, T.ADDRESS)


@pytest.mark.parametrize(
    "text, value",
    [
        ("住臺南市東區中華東路西段88巷3號", "臺南市東區中華東路西段88巷3號"),
        (
            "戶籍：宜蘭縣五結鄉四結村三興路\n　　　　一○五號\n",
            "宜蘭縣五結鄉四結村三興路\n　　　　一○五號",
        ),
        ("住嘉義市西區垂楊路三○二號", "嘉義市西區垂楊路三○二號"),
    ],
)
def test_section_named_roads_and_typed_zeros(text: str, value: str) -> None:
    covered_as(text, value, T.ADDRESS)


def test_a_latin_caption_without_an_address_is_nothing() -> None:
    untouched("Address: see attached sheet\n", "attached")


@pytest.mark.parametrize(
    "text, values",
    [
        ("10:02:11 [客服] 請提供卡片末四碼。\n10:02:18 [客戶] 7315。\n", ["7315"]),
        (
            "20:11 某甲 轉完請留末五碼\n20:14 某乙 已轉 40718\n"
            "20:15 某丙 好\n20:19 某丁 轉了 93302\n",
            ["40718", "93302"],
        ),
        ("客服：後三碼是？\n客戶：是 518 沒錯\n", ["518"]),
    ],
)
def test_answers_to_a_last_digits_question(text: str, values: list[str]) -> None:
    for v in values:
        covered_as(text, v, T.BANK_ACCOUNT)


def test_a_last_digits_question_takes_no_time_or_amount() -> None:
    text = "請告知末四碼\n20:14 某乙 已轉 2500元\n"
    untouched(text, "2500")
    untouched(text, "20:14")


@pytest.mark.parametrize(
    "text, value, kind",
    [
        ("經紀人證書字號 (110)登字第520917號）", "(110)登字第520917號", T.OTHER_ID),
        ("證書字號：（109）登字第330182號", "（109）登字第330182號", T.OTHER_ID),
    ],
)
def test_brackets_belong_to_the_value(text: str, value: str, kind: str) -> None:
    covered_as(text, value, kind)


@pytest.mark.parametrize(
    "text, word",
    [
        ("經本院以113年度醫字第27號判決", "醫字第27號"),
        ("112年度家護字第1881號核發通常保護令", "1881"),
    ],
)
def test_court_case_numbers_are_no_licences(text: str, word: str) -> None:
    untouched(text, word)
