"""Addresses as forms and filings lay them out (worker/detect/address.py): a line break
with a long indentation inside (any number of ideographic spaces or tabs), two breaks in one
address, an address that starts at its district (no city), a county-administered city
(竹北市, 南投市) before a road, basement floors and rooms, a hamlet before its 鄰, a lane
after an address label. Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, untouched
from worker.detect.address import find_addresses
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, value",
    [
        (
            "被告　蘇雅文\n　　　　住臺中市南屯區公益路二段\n" + "　" * 12 + "318巷7號5樓\n電話",
            "臺中市南屯區公益路二段\n" + "　" * 12 + "318巷7號5樓",
        ),
        (
            "住　　址：807高雄市三民區建國二路\n" + "\u3000" * 11 + "12之3號】\n",
            "807高雄市三民區建國二路\n" + "\u3000" * 11 + "12之3號",
        ),
        (
            "共同住新竹縣湖口鄉\n\u3000\u3000\u3000\u3000\u3000\u3000中正路三段\n\u3000\u3000\u3000\u3000\u3000\u3000\u300088巷2號\n",
            "新竹縣湖口鄉\n\u3000\u3000\u3000\u3000\u3000\u3000中正路三段\n\u3000\u3000\u3000\u3000\u3000\u3000\u300088巷2號",
        ),
        (
            "\t\t新：412臺中市大里區塗城路\n\t\t\u3000\u3000607號9樓之2\n",
            "412臺中市大里區塗城路\n\t\t\u3000\u3000607號9樓之2",
        ),
        (
            "住屏東縣萬丹鄉社皮村\n\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000社皮路二段\n\u3000\u3000\u3000\u300031號\n",
            "屏東縣萬丹鄉社皮村\n\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000社皮路二段\n\u3000\u3000\u3000\u300031號",
        ),
    ],
)
def test_address_across_an_indented_line_break(text: str, value: str) -> None:
    covered_as(text, value, T.ADDRESS)


@pytest.mark.parametrize(
    "text, value",
    [
        ("員警在斗六市雲林路二段45號前攔查", "斗六市雲林路二段45號"),
        ("地點：竹北市縣政九路188號3樓", "竹北市縣政九路188號3樓"),
        ("他搬到板橋區漢生東路271號之後就沒聯絡", "板橋區漢生東路271號"),
        ("簽名檔：235新北市中和區景安路76號7樓\n", "235新北市中和區景安路76號7樓"),
        ("我們約在鳳山區青年路二段15號門口", "鳳山區青年路二段15號"),
    ],
)
def test_address_that_starts_at_its_district(text: str, value: str) -> None:
    covered_as(text, value, T.ADDRESS)


@pytest.mark.parametrize(
    "text, value",
    [
        ("營業處所：新北市新店區北新路三段88號B2", "新北市新店區北新路三段88號B2"),
        ("送到桃園市中壢區環北路40號 3F room 305 給我", "桃園市中壢區環北路40號 3F room 305"),
        ("店面在臺南市中西區民族路二段5號地下一樓", "臺南市中西區民族路二段5號地下一樓"),
        ("住苗栗縣泰安鄉錦水村八卦力9鄰26號。", "苗栗縣泰安鄉錦水村八卦力9鄰26號"),
        ("他說他住在忠孝東路五段71巷那一帶", "忠孝東路五段71巷"),
    ],
)
def test_address_floors_hamlets_and_lanes(text: str, value: str) -> None:
    covered_as(text, value, T.ADDRESS)


@pytest.mark.parametrize(
    "text, word",
    [
        ("本案於新北市板橋區法院開庭\n　　　　　　第二次準備程序", "第二次準備程序"),
        ("臺北市中正路\n　　　　1. 事實經過如下", "事實經過"),
        ("區公所承辦中山路拓寬工程", "中山路拓寬"),
    ],
)
def test_no_address_from_a_break_or_a_bare_road(text: str, word: str) -> None:
    untouched(text, word)


def test_break_join_adds_only_spans_across_a_break() -> None:
    text = "住臺北市士林區福林路\n        62號\n地址：臺北市士林區中正路5號"
    found = {(text[s.start : s.end]) for s in find_addresses(text)}
    assert "臺北市士林區福林路\n        62號" in found
    assert "臺北市士林區中正路5號" in found
    assert not any("\n" in v and "中正路" in v for v in found)
