"""Addresses without a road (issue 11, second pass), as kinds written from how people and
registers write them: a village with its 鄰, a hamlet or a named lane and a house number; a
numbered lane and a house number with the road left out; a 鄉 / 鎮 / 市 that became a 區 in a
merger, still written by its old name; a Japanese-era register's 番地; a house number in Chinese
numerals with 千. Every address is invented; look-alikes (a 里長's date, a distance in 公里, a
village's meeting day) stay untaken.
"""

from __future__ import annotations

import pytest

from tests.unit.helpers import nth
from worker.detect import detect
from worker.text import spans as T


def _replaced(text: str) -> list[T.Span]:
    return [s for s in detect(text, use_model=False) if s.action == T.REPLACE]


def _address_cover(text: str, value: str) -> bool:
    a, b = nth(text, value)
    covered = {i for s in _replaced(text) if s.type == T.ADDRESS for i in range(s.start, s.end)}
    return all(i in covered or text[i].isspace() for i in range(a, b))


FOUND = [
    # a village and its 鄰, no road
    ("他家在白河鎮秀祐村9鄰87號，門口有棵芒果樹", "白河鎮秀祐村9鄰87號"),
    ("住：竹崎村14鄰120號", "竹崎村14鄰120號"),
    ("戶籍遷至新埤鄉打鐵村5鄰33之2號", "新埤鄉打鐵村5鄰33之2號"),
    ("阿公住在福興里3鄰45號2樓", "福興里3鄰45號2樓"),
    ("被告設籍於瑞穗鄉富源村11鄰", "瑞穗鄉富源村11鄰"),
    # a hamlet or a named lane after the village
    ("寄件人：水上鄉三界村埤子頭28-1號", "水上鄉三界村埤子頭28-1號"),
    ("她娘家在鹿谷鄉竹林村田底巷6號", "鹿谷鄉竹林村田底巷6號"),
    ("搬去關西鎮南山里牛欄河9號了", "關西鎮南山里牛欄河9號"),
    # an old 鄉 / 鎮 / 市 now a 區
    ("民國70年住大社鄉翠屏村7鄰12號", "大社鄉翠屏村7鄰12號"),
    ("原籍岡山鎮壽天里20鄰56號", "岡山鎮壽天里20鄰56號"),
    # a numbered lane and a house number without the road
    ("貨送到 7巷2弄11號之3 就好", "7巷2弄11號之3"),
    ("住他家對面，12巷8號4樓", "12巷8號4樓"),
    ("東西放在3巷15號門口", "3巷15號"),
    # 番地 in an old register
    ("本籍　高雄州岡山郡阿蓮庄312番地", "高雄州岡山郡阿蓮庄312番地"),
    ("出生地 新竹州竹南郡頭分庄88番地之2", "新竹州竹南郡頭分庄88番地之2"),
    # a house number in Chinese numerals with 千
    ("老家在成功路一千零八號", "成功路一千零八號"),
]


@pytest.mark.parametrize(("text", "value"), FOUND)
def test_addresses_without_a_road_are_covered(text: str, value: str) -> None:
    assert _address_cover(text, value), (text, value)


UNTAKEN = [
    "我們里長說15號發放物資",
    "村民大會訂在12號晚上",
    "里辦公處15號休息",
    "高雄到台南大約50公里，3號出口下",
    "這村子裡的人說12號要拜拜",
    "他住在村裡，12號回來",
    "鄰居說5號要停水",
    "請看第3巷5號的說明",
    "民國15年3月12號開庭",
]


@pytest.mark.parametrize("text", UNTAKEN)
def test_look_alikes_are_no_address(text: str) -> None:
    assert not [s for s in _replaced(text) if s.type == T.ADDRESS], text


# A building's name and a floor, the street left out
BUILDINGS = [
    ("我住 台中 七期 惠國大廈 B棟 12樓", "惠國大廈 B棟 12樓"),
    ("她搬到松竹華廈7F-2了", "松竹華廈7F-2"),
    ("住在帝寶大廈三樓", "帝寶大廈三樓"),
    ("阿姨住翠堤社區A棟9樓之3", "翠堤社區A棟9樓之3"),
    ("寄到 88大樓 21樓B室", "88大樓 21樓B室"),
    ("地址：新北市板橋區文化路100號 遠雄大樓 18F-2", "新北市板橋區文化路100號 遠雄大樓 18F-2"),
]


@pytest.mark.parametrize(("text", "value"), BUILDINGS)
def test_a_building_and_its_floor_are_covered(text: str, value: str) -> None:
    assert _address_cover(text, value), (text, value)


@pytest.mark.parametrize(
    "text",
    ["本大樓5樓停水", "大樓 3樓", "我們社區5樓有人抽菸", "這大樓3樓", "地點：醫院行政大樓3F會議室"],
)
def test_a_building_without_its_name_is_no_address(text: str) -> None:
    assert not [s for s in _replaced(text) if s.type == T.ADDRESS], text
