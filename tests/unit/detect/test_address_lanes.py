"""Addresses found on the outside authors w09–w12 (issues 9/11), as kinds: a road and its lane
without a house number (a lane where someone lives or something happened), a named lane after a
long village name with no road, a house number masked in a copy (□□號), a line break after a
Chinese numeral inside the address. Every address is invented; look-alikes stay untaken.
"""

from __future__ import annotations

import pytest

from tests.unit.helpers import nth
from worker.detect import detect
from worker.text import spans as T


def _address_cover(text: str, value: str) -> bool:
    a, b = nth(text, value)
    covered = {
        i for s in detect(text) if s.action == T.REPLACE and s.type == T.ADDRESS
        for i in range(s.start, s.end)
    }  # fmt: skip
    return all(i in covered or text[i].isspace() for i in range(a, b))


FOUND = [
    ("案由：建國路 36 巷夜間常有車輛違停，請設紅線。", "建國路 36 巷"),
    ("請於民權東路三段 1 1 8 巷口設置反光鏡。", "民權東路三段 1 1 8 巷"),
    ("我家的貓昨天在西區忠孝路一段 4OO 巷口走失。", "忠孝路一段 4OO 巷"),
    ("她住在復興街52巷7弄那一帶。", "復興街52巷7弄"),
    ("監視器要裝在福德二路 2 5 巷口，什麼時候裝？", "福德二路 2 5 巷"),
    ("寫他住在臺東縣海端鄉霧鹿拉庫里松林巷 12 號，很窮", "臺東縣海端鄉霧鹿拉庫里松林巷 12 號"),
    ("屏東縣三地門鄉青葉村山櫻巷3號之1", "屏東縣三地門鄉青葉村山櫻巷3號之1"),
    # a named lane right after the district, no road
    ("上車地點：臺中市北屯區松竹巷41號2樓（管理員）", "臺中市北屯區松竹巷41號2樓"),
    ("寄至新竹縣竹東鎮榮華巷7號", "新竹縣竹東鎮榮華巷7號"),
    ("戶籍：宜蘭縣礁溪鄉德陽村溫泉路□□號\n電話：", "宜蘭縣礁溪鄉德陽村溫泉路□□號"),
    (
        "住址 南投縣埔里鎮中山路三段一二七\n      巷十四弄六號\n配偶",
        "南投縣埔里鎮中山路三段一二七\n      巷十四弄六號",
    ),
]


@pytest.mark.parametrize(("text", "value"), FOUND, ids=[v for _, v in FOUND])
def test_lane_and_masked_forms_are_addresses(text: str, value: str) -> None:
    assert _address_cover(text, value)


UNTAKEN = [
    "本路段有三條巷子，請改道行駛。",
    "依道路交通管理處罰條例第五十六條處罰。",
    "罰鍰新臺幣 1,200 元，巷口監視器一支。",
    "第 5 巷弄長照據點共 12 處。",
    "巷弄美食 30 家評比結果公告。",
]


@pytest.mark.parametrize("text", UNTAKEN)
def test_lane_lookalikes_untaken(text: str) -> None:
    assert not [s for s in detect(text) if s.type == T.ADDRESS]


def test_lane_with_house_number_is_one_address() -> None:
    text = "通知寄至中正路77巷3弄5號。"
    spans = [s for s in detect(text) if s.type == T.ADDRESS]
    assert [text[s.start : s.end] for s in spans] == ["中正路77巷3弄5號"]


FOREIGN = [
    (
        "寄到 88 Moo 2, Tambon Ban Du, Chiang Rai 57100, Thailand 給她",
        "88 Moo 2, Tambon Ban Du, Chiang Rai 57100, Thailand",
    ),
    (
        "發　　阮文海　45 Nguyen Trai Street, District 1, Ho Chi Minh City, Vietnam　越文",
        "45 Nguyen Trai Street, District 1, Ho Chi Minh City, Vietnam",
    ),
    ("你的新地址抄在這裡：\n　　　Rosenweg 7, 8O331 München\n", "Rosenweg 7, 8O331 München"),
    ("收件：Kerkstraat 112, 1017 GC Amsterdam", "Kerkstraat 112, 1017 GC Amsterdam"),
]


@pytest.mark.parametrize(("text", "value"), FOREIGN, ids=[v for _, v in FOREIGN])
def test_another_countrys_address_without_a_label(text: str, value: str) -> None:
    assert _address_cover(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "He moved to Bangkok, Thailand last year.",
        "Flight TG 635 to Bangkok, Thailand, 2024",
        "Made in Germany, 2019 model",
        "見 Chapter 3, 2024 Edition 第五頁",
        "The 2024 Asian Games, Thailand",
    ],
)
def test_countries_and_years_without_an_address_untaken(text: str) -> None:
    assert not [s for s in detect(text) if s.type == T.ADDRESS]
