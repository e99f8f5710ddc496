"""Addresses (worker/detect/address.py) without a house number or without a county:

* the mouth of a lane (…609巷口, …12巷3弄口), an event's place;
* a road whose name opens with a character that ends road names elsewhere (自強路, 至善路,
  自由路), right after its district (頭份市自強路1段220號1樓);
* a county and township alone after a word of living or origin (address_home_cues.txt:
  來自新竹縣尖石鄉, 戶籍在花蓮縣秀林鄉, 共同住新北市樹林區), not an institution's name (…鄉公所)
  and not a place named without such a word (於南投縣埔里鎮舉行, 出差地點：屏東縣內埔鄉);
* an indigenous community (部落) after its township, as a village;
* a phone's last group on the line before is no ZIP code of the address.

Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, exact_span, nth, untouched
from worker.detect import detect
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, value",
    [
        ("被告於凌晨行經臺中市北區五權路三段88巷口，見告訴人機車", "臺中市北區五權路三段88巷口"),
        ("車禍地點在新竹市東區光復路二段295巷口", "新竹市東區光復路二段295巷口"),
        ("他常在中華路12巷3弄口等人", "中華路12巷3弄口"),
        ("約在高雄市苓雅區四維三路7巷口碰面", "高雄市苓雅區四維三路7巷口"),
    ],
)
def test_the_mouth_of_a_lane(text: str, value: str) -> None:
    covered_as(text, value, T.ADDRESS)


@pytest.mark.parametrize(
    "text, value",
    [
        ("其女已覓得竹南鎮自由街15號2樓租屋", "竹南鎮自由街15號2樓"),
        ("聲請人出院後遷入頭份市自強路1段220號1樓", "頭份市自強路1段220號1樓"),
        ("搬到台南市東區至善路45號", "台南市東區至善路45號"),
        ("寄至員林市經國路8號", "員林市經國路8號"),
    ],
)
def test_a_road_named_with_a_stop_character_after_its_district(text: str, value: str) -> None:
    covered_as(text, value, T.ADDRESS)


@pytest.mark.parametrize(
    "text, value",
    [
        ("我叫比令，來自新竹縣尖石鄉的部落。", "新竹縣尖石鄉"),
        ("她戶籍在花蓮縣秀林鄉，目前在臺北工作", "花蓮縣秀林鄉"),
        ("兩造婚後共同住新北市樹林區\n", "新北市樹林區"),
        ("被告老家在屏東縣來義鄉，每年返鄉", "屏東縣來義鄉"),
        ("他從小住在臺東縣達仁鄉", "臺東縣達仁鄉"),
        ("申請人現居 桃園市復興區，務農", "桃園市復興區"),
    ],
)
def test_a_county_and_township_where_someone_lives_or_comes_from(text: str, value: str) -> None:
    covered_as(text, value, T.ADDRESS)


@pytest.mark.parametrize(
    "text, value",
    [
        ("出差地點：屏東縣內埔鄉 契作場", "屏東縣內埔鄉"),
        ("本案由臺東縣達仁鄉轄區員警處理", "臺東縣達仁鄉"),
        ("收到來自新竹縣尖石鄉公所的通知", "新竹縣尖石鄉"),
        ("她住花蓮縣秀林鄉衛生所附近的宿舍", "花蓮縣秀林鄉"),
    ],
)
def test_a_county_and_township_named_as_a_place_or_an_institution(text: str, value: str) -> None:
    start, end = nth(text, value)
    assert exact_span([s for s in detect(text) if s.type == T.ADDRESS], start, end) is None


@pytest.mark.parametrize(
    "text, value",
    [
        ("附上寒假到南投縣信義鄉望鄉部落出隊的帳", "南投縣信義鄉望鄉部落"),
        ("營隊在臺東縣海端鄉霧鹿部落舉行", "臺東縣海端鄉霧鹿部落"),
        ("她的外婆住花蓮縣萬榮鄉馬遠部落", "花蓮縣萬榮鄉馬遠部落"),
    ],
)
def test_an_indigenous_community_after_its_township(text: str, value: str) -> None:
    covered_as(text, value, T.ADDRESS)


def test_a_phone_on_the_line_before_gives_no_zip() -> None:
    text = "寄件人：韋淑華　0928-334-517\n台中市北屯區崇德路三段２７８巷５號\n收件人：某公司"
    covered_as(text, "台中市北屯區崇德路三段２７８巷５號", T.ADDRESS)
    covered_as(text, "0928-334-517", T.PHONE)


def test_a_community_word_in_prose_is_no_village() -> None:
    untouched("去新竹縣尖石鄉的部落玩了三天", "的部落")
