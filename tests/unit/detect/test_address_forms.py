"""Addresses and land parcels as people write them (worker/detect/address.py and the parcel reader):
with and without the city, a ZIP code, full-width or OCR'd digits, Chinese numerals for the floor,
sub-numbers, wrapped across a line, crossed with the layouts they stand in (a label, prose, a table
row, a bilingual caption, a chat line, a roster). Every address is invented.
"""

from __future__ import annotations

import pytest

from tests.unit.helpers import describe, nth, overlapping
from worker.detect import detect
from worker.text import spans as T

ADDRESSES = [
    "臺南市東區崇學路二段77巷9號4樓",
    "新北市三重區重新路五段609巷12弄6號之3",
    "110臺北市信義區松仁路58號十二樓",
    "苗栗縣頭份市中正路一段305號",
    "台中市北屯區崇德路三段l2號5樓",  # OCR: l for 1
    "宜蘭縣羅東鎮公正路１８號２樓",  # full-width digits
    "民權東路三段41號",  # no city
    "復興北路88號B2",  # a basement, no city
]
LAYOUTS = {
    "label": "住址：{v}\n",
    "prose": "被告於{v}前徘徊",
    "table-row": "姓名｜地址｜電話\n羅文彬｜{v}｜詳卷\n",
    "bilingual": "住所 Address：{v}\n",
    "chat": "[14:02] 阿彬：我住{v}啦\n",
    "roster": "1. 羅文彬　男　{v}\n",
    "send": "請寄到{v}給我",
}


def assert_found(text: str, value: str) -> None:
    a, b = nth(text, value)
    spans = [s for s in detect(text) if s.action == T.REPLACE]
    covered = {i for s in spans for i in range(s.start, s.end)}
    left = [i for i in range(a, b) if i not in covered and not text[i].isspace()]
    assert not left, f"{value!r} not covered: {describe(text, overlapping(spans, a, b))}"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param(t.format(v=v), v, id=f"{name}:{v}")
        for v in ADDRESSES
        for name, t in LAYOUTS.items()
    ]
    + [
        pytest.param(f"住址：{v[:9]}\n{v[9:]}\n", f"{v[:9]}\n{v[9:]}", id=f"wrapped:{v}")
        for v in ADDRESSES[:4]
    ],
)
def test_an_address_is_found_in_every_layout(text: str, value: str) -> None:
    assert_found(text, value)


PARCELS = [
    "桃園市大園區竹圍段二小段455地號",
    "彰化縣鹿港鎮頂番婆段1187-3地號",
    "福德段四小段88建號",
    "竹圍段二小段455、456地號",
]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param(t.format(v=v), v, id=f"{t[:4]}:{v}")
        for v in PARCELS
        for t in ("坐落{v}之土地", "土地標示：{v}\n", "｜{v}｜持分1/3｜")
    ],
)
def test_a_land_parcel_is_found_in_every_layout(text: str, value: str) -> None:
    assert_found(text, value)
