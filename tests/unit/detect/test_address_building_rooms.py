"""An address continues after its house number with the named buildings a room is in and the room
(issue 11, address._BUILDING_TAIL): a student's dormitory, a named tower and its unit; the whole is
the value (full cover). A building named in prose after the address, or no room at the end, adds
nothing. Invented addresses only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _addresses(text: str) -> set[str]:
    return {text[s.start : s.end] for s in detect(text) if s.type == "address"}


@pytest.mark.parametrize(
    "text, value",
    [
        (
            "在臺住址：臺北市大安區羅斯福路四段12號 第二學生宿舍 C棟218室\n手機：略",
            "臺北市大安區羅斯福路四段12號 第二學生宿舍 C棟218室",
        ),
        (
            "住址：臺中市西屯區福星路88號 某科大學生宿舍 明德樓 5F-507\n電話：略",
            "臺中市西屯區福星路88號 某科大學生宿舍 明德樓 5F-507",
        ),
        (
            "通訊地址：新竹市東區光復路二段101號 綜合校區宿舍 清齋 214室\n",
            "新竹市東區光復路二段101號 綜合校區宿舍 清齋 214室",
        ),
        (
            "住臺南市東區中華東路三段5號松濤大廈A棟12樓之3，已通知。",
            "臺南市東區中華東路三段5號松濤大廈A棟12樓之3",
        ),
    ],
)
def test_the_building_and_the_room_after_the_number_are_the_address(text: str, value: str) -> None:
    assert value in _addresses(text)


@pytest.mark.parametrize(
    "text, value",
    [
        ("他說住臺北市大安區羅斯福路四段12號旁邊的大樓。", "臺北市大安區羅斯福路四段12號"),
        ("地址：臺中市西屯區福星路88號 某科大學生宿舍\n", "臺中市西屯區福星路88號"),
    ],
)
def test_without_a_room_or_in_prose_the_address_ends_at_its_number(text: str, value: str) -> None:
    assert value in _addresses(text)
