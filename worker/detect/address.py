"""Taiwanese postal addresses over their full extent.

Grammar (中華郵政 address order): [縣市] [鄉鎮市區] [村里] [鄰] road (路/街/大道 [段]) or 村落名
[巷] [弄] [衖] 號 [之N] [樓 [之N]] [室]. Numbers may be ASCII, full-width (folded
first) or Chinese numerals. An address starts at a 縣市 name, or right after an
address label (住、住所、地址、戶籍地 …) when the city is missing, and must reach
at least a road with a 號 or a 縣市+鄉鎮市區+road. It ends at the last grammar
element, so a name glued to the floor (``5樓樓麗華``) stays outside.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from worker.text.spans import ADDRESS, Span

# Every 縣市 as written in addresses (old counties and 台/臺 spellings included); public: land parcels
# (worker.detect.records) start with one too.
CITIES = ["臺北市", "台北市", "新北市", "桃園市", "臺中市", "台中市", "臺南市", "台南市", "高雄市", "基隆市", "新竹市", "新竹縣", "苗栗縣", "彰化縣", "南投縣", "雲林縣", "嘉義市", "嘉義縣", "屏東縣", "宜蘭縣", "花蓮縣", "臺東縣", "台東縣", "澎湖縣", "金門縣", "連江縣", "桃園縣", "臺北縣", "台北縣"]
_NUM = r"[0-9一二三四五六七八九十百零〇]{1,6}"
_CJK = r"[\u4e00-\u9fff]"
# Characters that end a road name, except 區/里/村 inside one (美村路, 里港路, 萬里路) unless a 鄰 number follows
_NOT_ADDR_WORD = r"(?!(?:號|樓|巷|弄|路|街|段|鄰|[區里村](?=[0-9一二三四五六七八九十])))"
_TAIL = (
    rf"(?:{_NUM}鄰)?"
    rf"(?:(?:{_NOT_ADDR_WORD}{_CJK}){{1,6}}?(?:路|街|大道)(?:[東西南北]?{_NUM}段)?|(?:{_NOT_ADDR_WORD}{_CJK}){{1,4}}?(?:村|里|莊|坑|寮|厝|埔)"
    rf"|(?<=[鄰村里])(?:{_NOT_ADDR_WORD}{_CJK}){{1,4}}?(?={_NUM}(?:之{_NUM})?號))?"
    rf"(?:(?:與|和|及|、)(?:{_NOT_ADDR_WORD}{_CJK}){{1,6}}?(?:路|街|大道)(?:[東西南北]?{_NUM}段)?口)?"  # 中華路與大灣路口
    rf"(?:{_NUM}巷)?(?:{_NUM}弄)?(?:{_NUM}衖)?"
    rf"(?:{_NUM}(?:之{_NUM})?號)?"
    rf"(?:(?:之{_NUM})?)"
    rf"(?:[ ]?{_NUM}(?:樓|F|f)(?:(?:之|-){_NUM})?)?"
    rf"(?:{_NUM}室)?"
)
_DISTRICT = rf"(?:{_CJK}{{1,3}}?(?:區|鄉|鎮|市)(?![區鄉鎮市]))"
_VILLAGE = rf"(?:{_CJK}{{1,3}}?(?:里|村)(?![路街]|大道))"  # not the 村 of 美村路
_FULL = re.compile(rf"(?:{'|'.join(CITIES)})(?:{_DISTRICT})?(?:{_VILLAGE})?" + _TAIL)
_LABEL = re.compile(
    r"(?:住所|住址|地址|居所|住居所|戶籍地|戶籍|通訊處|通訊地址|送達處所|送達地址|聯絡處所|營業所|事務所|現住|住於|住在|設籍|寄送至|送至)"
    r"(?:[:：]| )?|住(?=[\u4e00-\u9fff]{1,12}?(?:路|街|大道))"
)
_CITYLESS = re.compile(rf"(?:{_DISTRICT})?(?:{_VILLAGE})?" + _TAIL)
_HAS_NUMBER = re.compile(rf"{_NUM}(?:之{_NUM})?號")
_HAS_ROAD = re.compile(r"(?:路|街|大道|村|里)")


# A road with a house number anywhere (no city, no label): the road name is read backwards from 路/街.
# Villages and hamlets (後壁厝36號, 醒村二巷十四號) as well as roads.
_ROAD_NUMBER = re.compile(
    rf"(?:路|街|大道|村|厝|寮|莊)(?:[東西南北]?{_NUM}段)?(?:{_NUM}巷)?(?:{_NUM}弄)?{_NUM}(?:之{_NUM})?號(?:之{_NUM})?"
    rf"(?:{_NUM}(?:樓|F)(?:(?:之|-){_NUM})?)?(?:{_NUM}室)?"
)
# A postal code written before the city (324桃園市…, 40756台中市…): part of the address.
_ZIP_BEFORE = re.compile(r"(?<![0-9A-Za-z])[0-9]{3}(?:[0-9]{2,3})?[ ]?$")
# A unit inside a building, alone (5F-2, 12F-3, B棟9F之1, A棟3樓之2, 3棟8樓): the address of a home in a
# community whose street address the document gives elsewhere or not at all.
_UNIT = re.compile(
    rf"(?<![0-9A-Za-z\-])(?:(?:[A-Z]|[0-9]{{1,2}}|[一二三四五六七八九十])棟[ ]?{_NUM}(?:樓|F)(?:(?:之|-){_NUM})?"
    rf"|[0-9]{{1,2}}F(?:之|-)[0-9]{{1,2}})(?![0-9A-Za-z])"
)
_NOT_IN_ROAD_NAME = frozenset("在往於至到住從之的與及和向前後經由自為是了又再近旁對面址所")


def _trim(folded: str, start: int, end: int) -> int:
    """Drop trailing characters that cannot end an address."""
    while end > start and folded[end - 1] in " -,":
        end -= 1
    return end


def find_addresses(folded: str) -> Iterator[Span]:
    """Addresses starting at a 縣市 name or after an address label.

    Score 1.0 with a house number (號), 0.8 with a road only.
    """
    for m in _FULL.finditer(folded):
        end = _trim(folded, m.start(), m.end())
        value = folded[m.start() : end]
        zip_code = _ZIP_BEFORE.search(folded, max(0, m.start() - 7), m.start())
        start = zip_code.start() if zip_code else m.start()
        if _HAS_NUMBER.search(value):
            yield Span(start, end, ADDRESS, source="rule:address", score=1.0)
        elif _HAS_ROAD.search(value[3:]):
            yield Span(start, end, ADDRESS, source="rule:address", score=0.8)
    for m in _UNIT.finditer(folded):
        yield Span(m.start(), m.end(), ADDRESS, source="rule:address_unit", score=0.7)
    for m in _ROAD_NUMBER.finditer(folded):
        start = m.start()
        while (
            start > 0
            and m.start() - start < 5
            and "\u4e00" <= folded[start - 1] <= "\u9fff"
            and folded[start - 1] not in _NOT_IN_ROAD_NAME
        ):
            start -= 1
        if start < m.start():
            yield Span(
                start,
                _trim(folded, start, m.end()),
                ADDRESS,
                source="rule:address_road",
                score=0.85,
            )
    for label in _LABEL.finditer(folded):
        m = _CITYLESS.match(folded, label.end())
        if not m or m.end() == m.start():
            continue
        end = _trim(folded, m.start(), m.end())
        value = folded[m.start() : end]
        if _HAS_NUMBER.search(value) and _HAS_ROAD.search(value):
            yield Span(m.start(), end, ADDRESS, source="rule:address_labelled", score=0.9)
