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

from worker.detect.lexicon import word_list
from worker.pseudonymize.roads import table as _postal_table
from worker.text import scan
from worker.text.fold import NO_BREAKS, Breaks
from worker.text.spans import ADDRESS, Span

# Every 縣市 as written in addresses (old counties and 台/臺 spellings included); public:
# land parcels (worker.detect.records) start with one too.
CITIES = [
    "臺北市",
    "台北市",
    "新北市",
    "桃園市",
    "臺中市",
    "台中市",
    "臺南市",
    "台南市",
    "高雄市",
    "基隆市",
    "新竹市",
    "新竹縣",
    "苗栗縣",
    "彰化縣",
    "南投縣",
    "雲林縣",
    "嘉義市",
    "嘉義縣",
    "屏東縣",
    "宜蘭縣",
    "花蓮縣",
    "臺東縣",
    "台東縣",
    "澎湖縣",
    "金門縣",
    "連江縣",
    "桃園縣",
    "臺北縣",
    "台北縣",
]
_NUM = r"[0-9一二三四五六七八九十百千零〇○□]{1,6}"  # ○ (U+25CB) for zero as typed: 一○二號;
# □ a digit masked in a copy (中正路一段□□號): still that address


def _districts() -> list[str]:
    """Every 鄉鎮市區 of Chunghwa Post's directory (worker/pseudonymize/data/tw_roads.tsv), and
    the 鄉 / 鎮 / 市 a 區 was before, with a stem of two or more characters (東區, 北區 are
    too short to start an address alone), in 臺 and 台 forms, longest first."""
    names = {d for districts in _postal_table().values() for d in districts if len(d) >= 3}
    # a district that was a 鄉, 鎮 or 縣轄市 before its county merged into a city (後壁鄉, 大園鄉,
    # 鳳山市, 岡山鎮), still written so in old registers and by older people
    names |= {d[:-1] + end for d in names if d.endswith("區") for end in "鄉鎮市"}
    names |= {d.replace("臺", "台") for d in names}
    return sorted(names, key=len, reverse=True)


# An address that starts at its district, without a city (內湖區瑞光路516號,
# 竹北市嘉豐十一路66號): the characters before a road are looked up in this set (a set,
# not an alternation of 700 names in a pattern).
DISTRICTS = frozenset(_districts())
_CJK = r"[\u4e00-\u9fff]"
# Characters that end a road name, except 區/里/村 inside one (美村路, 里港路, 萬里路) unless a 鄰
# number follows
_NOT_ADDR_WORD = r"(?!(?:號|樓|巷|弄|路|街|段|鄰|[區里村](?=[0-9一二三四五六七八九十])))"
_TAIL = (
    rf"(?:(?<=[村里])(?:{_NOT_ADDR_WORD}{_CJK}){{1,4}}?{_NUM}鄰|{_NUM}鄰)?(?:"
    rf"(?:{_NOT_ADDR_WORD}{_CJK}){{1,6}}?(?:路|街|大道)(?:[東西南北]?{_NUM}段|[東西南北]段)?|"
    rf"(?:{_NOT_ADDR_WORD}{_CJK}){{1,4}}?(?:村|里|莊|坑|寮|厝|埔)|(?<=[鄰村里])"
    rf"(?:{_NOT_ADDR_WORD}{_CJK}){{1,4}}?(?={_NUM}(?:(?:之|-){_NUM})?號)|"
    # a named lane after the village or the district, no road (達卡努瓦里大光巷8號, 西屯區福上巷
    # 66號)
    rf"(?<=[鄰村里區鄉鎮市])(?:{_NOT_ADDR_WORD}{_CJK}){{1,3}}?巷(?={_NUM}(?:(?:之|-){_NUM})?號))?"
    # 中華路與大灣路口
    rf"(?:(?:與|和|及|、)(?:{_NOT_ADDR_WORD}{_CJK}){{1,6}}?(?:路|街|大道)(?:[東西南北]?{_NUM}段|"
    rf"[東西南北]段)?口)?(?:{_NUM}巷)?(?:{_NUM}弄)?(?:{_NUM}衖)?"
    # the mouth of a lane (88巷口), or the house number
    rf"(?:(?<=[巷弄])口|{_NUM}(?:(?:之|-){_NUM})?號)?(?:"
    rf"(?:之{_NUM})?)(?:[ ]?(?:{_NUM}(?:樓|F|f)|B[1-9]|地下{_NUM}?樓)(?:(?:之|-){_NUM})?)?"
    rf"(?:{_NUM}室|[ ]?(?:room|Room|ROOM|Rm\.?|RM)[ ]?[0-9]{{1,4}}[A-Z]?)?"
)
_DISTRICT = rf"(?:{_CJK}{{1,3}}?(?:區|鄉|鎮|市)(?![區鄉鎮市]))"
# not the 村 of 美村路; an indigenous community (望鄉部落) is a village too, its name no prose
_VILLAGE = (
    rf"(?:{_CJK}{{1,4}}?(?:里|村)(?![路街]|大道)"
    rf"|(?:(?![的之在與和及到去來])[\u4e00-\u9fff]){{1,4}}?部落)"
)
_FULL = re.compile(rf"(?:{'|'.join(CITIES)})(?:{_DISTRICT})?(?:{_VILLAGE})?" + _TAIL)
_LABEL = re.compile(
    r"""
    (?:
        住所 | 住址 | 地址 | 居所 | 住居所 | 戶籍地 | 戶籍 | 通訊處 | 通訊地址  # address labels
      | 送達處所 | 送達地址 | 聯絡處所 | 營業所 | 事務所
      | 現住 | 住於 | 住在 | 設籍 | 寄送至 | 送至  # verbs of living
      | (?<=[我你他她們老娘])家(?:在|住)  # 我家在…, 娘家住…
      | 搬(?:到|去|來|回)(?:了)? | 租(?:在|屋在)  # 搬到…, 租屋在…
    )
    (?: [:：] | \ )?  # a colon or space
  | 住(?=[\u4e00-\u9fff]{1,12}?(?:路|街|大道))  # 住 before a road
    """,
    re.VERBOSE,
)
_CITYLESS = re.compile(rf"(?:{_DISTRICT})?(?:{_VILLAGE})?" + _TAIL)
_HAS_NUMBER = re.compile(rf"{_NUM}(?:(?:之|-){_NUM})?號")
_HAS_LANE = re.compile(rf"(?:路|街|大道|段){_NUM}巷")  # 住在石牌路二段90巷 (that lane, no number)
_HAS_ROAD = re.compile(r"(?:路|街|大道|村|里|部落)")
# A 縣市 and a 鄉鎮市區 of the directory alone after a word of living or origin
# (address_home_cues.txt: 來自新竹縣尖石鄉, 共同住新北市樹林區), not an institution's name
# (address_institution_heads.txt: 尖石鄉公所)
_CITY_DISTRICT = re.compile(rf"(?:{'|'.join(CITIES)})({_CJK}{{2,3}}?(?:區|鄉|鎮|市))(?![區鄉鎮市])")
_HOME_CUE = re.compile(
    "(?:"
    + "|".join(
        re.escape(w) for w in sorted(word_list("address_home_cues.txt"), key=len, reverse=True)
    )
    + r")[:：]?[ \u3000]?$"
)
_INSTITUTION_HEAD = re.compile(
    "|".join(
        re.escape(w)
        for w in sorted(word_list("address_institution_heads.txt"), key=len, reverse=True)
    )
)
# what a road standing alone after a verb of living does not hold (同一條街, 住過師大路一帶)
_NOT_IN_ROAD_ALONE = frozenset("條同這那個過了也都哪")
_ROAD_END = re.compile(rf"(?:路|街|大道)(?:[東西南北]?{_NUM}段|[東西南北]段)?$")


# A road with a house number anywhere (no city, no label): the road name is read backwards from
# 路/街. Villages and hamlets (後壁厝36號, 醒村二巷十四號) as well as roads.
_ROAD_NUMBER = re.compile(
    rf"(?:路|街|大道|村|厝|寮|莊)(?:[東西南北]?{_NUM}段|[東西南北]段)?(?:{_NUM}巷)?"
    rf"(?:{_NUM}弄)?{_NUM}(?:(?:之|-){_NUM})?號(?:之{_NUM})?"
    rf"(?:(?:{_NUM}(?:樓|F)|B[1-9]|地下{_NUM}?樓)(?:(?:之|-){_NUM})?)?"  # a basement too (100號B1)
    rf"(?:{_NUM}室)?"
)
# A village with its 鄰, a hamlet or a named lane and a house number, no road (菁寮村7鄰112號,
# 東勢村12鄰55號, 社口村頂山門17-3號, 桃米里桃米巷27號, 五甲里12鄰): the village name is read
# backwards as a road's; not the 里 of a distance (公里, 英里, 千里).
# what follows a village's 村 / 里 that is no hamlet's name: 里長說15號…, 村民大會訂在12號
_NOT_HAMLET_HEAD = "長民內外辦幹裡子的人說要會在有就都也是和與跟及從到了上下中"
_VILLAGE_NUMBER = re.compile(
    rf"(?<![公英千萬海])(?:村|里)(?:{_NUM}鄰)?(?:(?![{_NOT_HAMLET_HEAD}])"
    rf"(?:(?!號|樓|巷|弄|路|街|段|鄰|村|里){_CJK}){{1,4}}巷?)?"
    rf"(?:{_NUM}(?:(?:之|-){_NUM})?號(?:之{_NUM})?"
    rf"(?:(?:{_NUM}(?:樓|F)|B[1-9]|地下{_NUM}?樓)(?:(?:之|-){_NUM})?)?|(?<=鄰))"
)
# A numbered lane and a house number without its road (1巷3弄7號之2, 12巷5號2樓): an address
# whose road the document gives elsewhere or not at all.
_LANE_NUMBER = re.compile(
    rf"(?<![0-9A-Za-z第]){_NUM}巷(?:{_NUM}弄)?{_NUM}(?:(?:之|-){_NUM})?號(?:之{_NUM})?"
    rf"(?:[ ]?(?:{_NUM}(?:樓|F)|B[1-9])(?:(?:之|-){_NUM})?)?"
)
# A building's name and a floor in it, the street left out (惠國大廈B棟12樓, 101大樓 28樓A室,
# 松竹華廈7F-2): the name read backwards from its building word; a floor is required (惠國大廈
# alone is a place).
_BUILDING = re.compile(
    r"(?:大樓|大廈|華廈|公寓|社區|山莊|新城|別墅)[ ]?"
    r"(?:(?:[A-Z]|[0-9]{1,2}|[一二三四五六七八九十])棟[ ]?)?"
    rf"(?:{_NUM}(?:樓|F)|B[1-9])(?:(?:之|-){_NUM})?(?:[ ]?[A-Z0-9]{{1,4}}室)?"
)
_BUILDING_HEAD = 8
# After a house number, on its line: the named buildings a room is in and the room (…43號 第三學生
# 宿舍 B棟412室, …100號 某大學學生宿舍 宜善樓 6F-612, …1號 某校區學生宿舍 光復二舍 305室). The
# room is required: a building named after an address in prose (…43號旁邊的大樓) adds nothing.
_BUILDING_TAIL = re.compile(
    r"(?:[ \u3000]?(?!旁|對面|附近|隔壁|後面|前面)[\u4e00-\u9fff]"
    r"(?:(?![的之])[\u4e00-\u9fff0-9A-Za-z]){0,10}?(?:宿舍|大樓|大廈|華廈|公寓|舍|樓|館|齋|苑))+"
    r"[ \u3000]?(?:(?:[A-Z]|[0-9]{1,2})棟[ ]?)?"
    r"(?:[0-9]{1,2}(?:F|樓)(?:[-之][0-9]{1,4})?(?:[ ]?[0-9]{1,4}室)?|[0-9]{1,4}(?:室|號房))"
    r"(?![0-9A-Za-z])"
)
# a road's or a district's end before the name (…100號遠雄大樓 in the compact view), a pronoun or a
# determiner (我們社區, 這棟大樓, 本大樓)
# an institution's building by its use (行政大樓3F, 教學大樓5樓): a meeting's place, nobody's home
_PUBLIC_BUILDINGS = frozenset(
    ("行政", "教學", "醫療", "研究", "辦公", "綜合", "市政", "門診", "商業", "國際", "科技", "活動")
)
_NOT_IN_BUILDING_NAME = frozenset("號樓路街巷弄段區鄉鎮市縣鄰們這那本該每各")
# A Japanese-era register's address in 番地 (臺南州新營郡鹽水街123番地, 北埔庄45番地之1): the
# names before the number read backwards up to a space or a mark.
_BANCHI = re.compile(rf"{_NUM}番地(?:之{_NUM})?")
_BANCHI_HEAD = 14
# A road and its lane without a house number (國泰路二段77巷口, 文衡路50巷夜間常有違停): the lane
# where someone lives or something happened, an address; the road name is read backwards as above.
# The mouth of the lane (重新路五段609巷口, 中山路12巷3弄口) is the same place.
_ROAD_LANE = re.compile(
    rf"(?:路|街|大道)(?:[東西南北]?{_NUM}段|[東西南北]段)?{_NUM}巷(?:{_NUM}弄)?"
    rf"(?!{_NUM}(?:弄|號|之))口?"
)
# A postal code written before the city (324桃園市…, 40756台中市…): part of the address.
# A ZIP code before the city, bracketed or not (10491 台北市…, (300)新竹市…, 〒 style 【804】)
# Not a number's last group (0931-224-860⏎台北市…: the compact view joins a phone on the line
# before, and its 860 is no ZIP).
_ZIP_BEFORE = re.compile(
    r"(?<![0-9A-Za-z\-])(?:[0-9]{3}(?:[0-9]{2,3})?|[(（【\[][0-9]{3}(?:[0-9]{2,3})?[)）】\]])[ ]?$"
)
# A unit inside a building, alone (5F-2, 12F-3, B棟9F之1, A棟3樓之2, 3棟8樓): the address of a home
# in a community whose street address the document gives elsewhere or not at all.
_UNIT = re.compile(
    rf"(?<![0-9A-Za-z\-])(?:(?:[A-Z]|[0-9]{{1,2}}|[一二三四五六七八九十])棟[ ]?{_NUM}(?:樓|F)(?:"
    rf"(?:之|-){_NUM})?|[0-9]{{1,2}}F(?:之|-)[0-9]{{1,2}})(?![0-9A-Za-z])"
    # a house number with its 之 or its floor, the road given before (九如二路480巷17號一樓，樓上
    # 17號之1 住戶; ｜門牌｜120號3樓｜)
    rf"|(?<![0-9A-Za-z\-第])[0-9]{{1,4}}[ ]?號[ ]?(?:之[ ]?{_NUM}(?:[ ]?{_NUM}樓(?:之{_NUM})?)?"
    rf"|{_NUM}[ ]?(?:樓|F)(?:(?:之|-){_NUM})?)"
)
_NOT_IN_ROAD_NAME = frozenset("在往於至到住從之的與及向前後經由自為是了又再近旁對面址所")
_DISTRICT_END = frozenset("區鄉鎮市縣")
# 前 / 後 open many village names (後壁厝, 前庄, 後寮, 前埔): kept when one or two characters and a
# village word follow them
_SIDE_WORD_HEADS = frozenset("之然以最背隨往向日而此其午")  # 之後, 然後, 以前 … are words
_VILLAGE_AFTER_SIDE = re.compile(r"[\u4e00-\u9fff]{0,2}(?:厝|寮|庄|莊|坑|埔|崙|村|里)")
_CITY_SET = frozenset(CITIES)
# A line break inside an address (住臺中市北區崇德路一段⏎　　　　47巷15號): the next
# line's indentation may be long. Joined after an address element or a digit when the
# next line goes on with a CJK character or a digit.
# A table's cell border or a slash between the parts of one address does the same (｜新北市板橋區｜
# 文化路二段18號｜, 高雄市鳳山區 / 光遠路 / 255號, a row's next line ｜　｜新生路77號｜); a slash
# set off by a space or between two CJK characters (竹北市／光明六路; 113/05 is a date).
_ADDRESS_BREAK = re.compile(
    r"(?<=[縣市區鄉鎮村里鄰路街道段巷弄衖號0-9一二三四五六七八九十百零〇○])"
    r"(?:[ \t]*\n[ \t]*(?:[｜|][ \t｜|]*)?"
    r"|[ \t]*[｜|][ \t]*(?:\n[ \t]*[｜|][ \t｜|]*)?|[ \t]+/[ \t]*|[ \t]*/[ \t]+"
    r"|(?<![0-9])/(?=[\u4e00-\u9fff]))"
    r"(?=[0-9\u4e00-\u9fff])"
)


def ends_district(folded: str, end: int) -> bool:
    """A district or 縣市 of the directory ends at ``end`` (the road name starts after it)."""
    return folded[end - 1] in _DISTRICT_END and (
        folded[max(0, end - 3) : end] in DISTRICTS
        or folded[max(0, end - 4) : end] in DISTRICTS
        or folded[max(0, end - 3) : end] in _CITY_SET
    )


def head_before(folded: str, start: int) -> int:
    """Where an address that names its road at ``start`` begins: a district of the postal
    directory before the road (內湖區, 竹北市, 板橋區), a 縣市 before that, and a ZIP code
    before the city or district."""
    for n in (4, 3):
        if start >= n and folded[start - n : start] in DISTRICTS:
            start -= n
            break
    else:
        return start
    if start >= 3 and folded[start - 3 : start] in _CITY_SET:
        start -= 3
    zip_code = _ZIP_BEFORE.search(folded, max(0, start - 9), start)
    return zip_code.start() if zip_code else start


# A Taiwanese address in the post office's romanized order (floor, number, alley, lane,
# section, road, district, city, ZIP): 12F.-1, No.526, Sec.1, Guangfu Rd., East Dist., Hsinchu City
# 300.
_W = r"[A-Z][A-Za-z'\-]*\.?(?: [A-Z][A-Za-z'\-]*\.?){0,3}"
_LATIN_TW = re.compile(
    r"(?<![A-Za-z0-9])(?:(?:B?[0-9]{1,2}F\.?(?:-[0-9]{1,2})?|Rm\. ?[0-9]{1,4}),[ ]?){0,2}"
    r"No\.[ ]?[0-9]{1,5}(?:-[0-9]{1,4})?,"
    r"(?:[ ]?(?:Aly|Ln|Lane|Alley|Sec)\.?[ ]?[0-9]{1,4},)*"
    rf"[ ]?{_W}[ ]?(?:Rd|St|Blvd|Ave|Road|Street|Boulevard)\.?,"
    r"(?:[ ]?(?:Sec)\.?[ ]?[0-9]{1,2},)?"
    rf"(?:[ ]?{_W} (?:Dist|District|Township|Vil|Village)\.?(?:,|(?![A-Za-z])))*"
    # the city may be left out (No.88, Zhongzheng Rd., Xinzhuang Dist.): the road is the address
    rf"(?:[ ]?{_W} (?:City|County)(?:[ ]?[0-9]{{3,6}})?(?:,[ ]?Taiwan(?: \(R\.O\.C\.\))?)?)?"
)
# A Latin address after an address label, over its line (and the next when the line ends
# with a comma):
# Jl. Raya … No. 45, RT 03/RW 05, …; Purok 4, Brgy. …; 99/3 Moo 7, Tambon …
_LATIN_LABEL = re.compile(r"(?:[Aa]ddress|ADDRESS|住址|地址|居所|住所)[^:：\n]{0,16}[:：][ ]?")
_LATIN_LINE = re.compile(r"[A-Z0-9][^\n（(\u3400-\u9fff]{5,140}")


def _latin_addresses(folded: str, breaks: Breaks = NO_BREAKS) -> Iterator[Span]:
    for m in scan.finditer(_LATIN_TW, folded):
        end = _trim(folded, m.start(), m.end())
        yield Span(m.start(), end, ADDRESS, source="rule:address_latin", score=0.85)
    for label in _LATIN_LABEL.finditer(folded):
        line = _LATIN_LINE.match(folded, label.end())
        if not line:
            continue
        end = line.end()
        joined = next((i for i in breaks.joined if line.start() < i < end), None)
        if joined is not None and not folded[:joined].rstrip().endswith(","):
            end = joined  # the compact view ran the next line on (…Nueva Ecija 3100⏎ARC No.)
        value = folded[line.start() : end].rstrip()
        if value.endswith(","):  # the address goes on on the next line
            nxt = _LATIN_LINE.match(folded, end + 1 + _indent(folded, end + 1))
            if folded[end : end + 1] == "\n" and nxt:
                end = nxt.end()
        end = _trim(folded, line.start(), len(folded[:end].rstrip()))
        value = folded[line.start() : end]
        if (
            "," in value
            and any(c.isdigit() for c in value)
            and sum(c.isalpha() for c in value) >= 6
        ):
            yield Span(line.start(), end, ADDRESS, source="rule:address_latin", score=0.8)


# Another country's address written in full without a label, as a line or a table cell (no CJK
# inside): ending in a country after a comma (99/12 Moo 4, Udon Thani 41000, Thailand), or a
# street word glued to its name, a number, a postcode and a town (Lindenstraße 14, 70173
# Stuttgart). Either holds a digit; words in worker/data/address_countries.txt and
# address_street_words.txt.
_LATIN_CELL_START = r"(?<![^\n\t\u3000：:\u3400-\u9fff])[ ]*"
_LATIN_CELL = r"[^\n\t\u3000\u3400-\u9fff（(）)，。、；]"
_COUNTRIES = "|".join(
    re.escape(w) for w in sorted(word_list("address_countries.txt"), key=len, reverse=True)
)
# at the start of a cell, or at a house number after a space (the cell's name before it: the
# folded view reads an ideographic space as a space)
_LATIN_COUNTRY = re.compile(
    rf"(?:{_LATIN_CELL_START}([A-Z0-9]{_LATIN_CELL}{{4,100}}?,[ ]?(?:{_COUNTRIES}))"
    rf"|(?<=[ ])([0-9]{_LATIN_CELL}{{4,100}}?,[ ]?(?:{_COUNTRIES})))(?![A-Za-z])"
)
_LATIN_STREET = re.compile(
    r"(?<![A-Za-z0-9])([A-ZÄÖÜÅØÆ][A-Za-zÀ-ÿß\-]*(?:"
    + "|".join(re.escape(w) for w in word_list("address_street_words.txt"))
    + r")[ ][0-9]{1,4}[a-z]?(?:[/\-][0-9]{1,4})?,[ ]?(?:[A-Z]{1,2}-)?[0-9OolI]{4,5}"
    r"[ ][A-ZÄÖÜ][A-Za-zÀ-ÿß\-]+(?:[ ][A-Z][A-Za-zÀ-ÿß\-]+)?)"
)


def _foreign_addresses(folded: str) -> Iterator[Span]:
    for m in scan.finditer(_LATIN_COUNTRY, folded):
        g = 1 if m.group(1) else 2
        value = m.group(g)
        if (
            value.count(",") >= 2  # a full address: parts apart by commas, not a caption
            and any(c.isdigit() for c in value)
            and sum(c.isalpha() for c in value) >= 6
        ):
            yield Span(m.start(g), m.end(g), ADDRESS, source="rule:address_foreign", score=0.8)
    for m in scan.finditer(_LATIN_STREET, folded):
        if sum(c.isdigit() for c in m.group(1)) >= 4:
            yield Span(m.start(1), m.end(1), ADDRESS, source="rule:address_foreign", score=0.8)


# A vertical table naming one part of the address a row (縣市｜新竹縣⏎路街｜光明六路⏎門牌｜88號5樓):
# the header alone at the line's start (address_part_headers.txt), a bar, a colon, a tab or a
# wide gap, the value up to the cell's end. Two such rows one after the other make a table; each
# value is a part of the address.
_PART_HEADERS = "|".join(
    re.escape(w) for w in sorted(word_list("address_part_headers.txt"), key=len, reverse=True)
)
_PART_ROW = re.compile(
    rf"(?m)^[ \t]*[|]?[ \t]*(?:{_PART_HEADERS})[ ]?(?:[|:\t]|[ ]{{2,}})[ \t]*"
    r"(?P<v>[^\n|\t]*[^\n|\t ])?[ \t]*[|]?[ \t]*$"
)
_PART_VALUE_NOT = re.compile(r"[-_—–/*.。、]+|無|不詳|空白|略|同上|N/?A", re.IGNORECASE)


def _part_rows(folded: str) -> Iterator[Span]:
    rows = list(_PART_ROW.finditer(folded))
    for i, m in enumerate(rows):
        if m.group("v") is None or _PART_VALUE_NOT.fullmatch(m.group("v")):
            continue
        before = rows[i - 1] if i else None
        after = rows[i + 1] if i + 1 < len(rows) else None
        if not (
            (before is not None and before.end() + 1 == m.start())
            or (after is not None and m.end() + 1 == after.start())
        ):
            continue  # one row alone (區｜3, 號｜12) is no address table
        yield Span(m.start("v"), m.end("v"), ADDRESS, source="rule:address_part_row", score=0.8)


# A foreign address written in Chinese: a country (address_countries_zh.txt), then two or more
# administrative units close behind one another (越南胡志明市第一郡阮惠街123號,
# 越南同奈省邊和市新峰坊第3區, 印尼中爪哇省三寶壟市甘榜路7號, 泰國烏隆府班東縣), a road and its
# number after them. A unit's name holds no word of prose (的, 在, 住 …: 越南人在台中市工作 is no
# address) and no 政 (香港特別行政區政府).
_ZH_COUNTRIES = "|".join(
    re.escape(w) for w in sorted(word_list("address_countries_zh.txt"), key=len, reverse=True)
)
_ZH_UNIT = r"(?:省|市|郡|縣|县|府|坊|區|区|州|鎮|镇|村|社|鄉|都)"
_ZH_NAME_CHAR = r"(?:(?![的在住到了是與跟從往去來說人籍語文幣盾菜工作政])[\u4e00-\u9fff0-9])"
_ZH_FOREIGN = re.compile(
    rf"(?:{_ZH_COUNTRIES})(?:{_ZH_NAME_CHAR}{{1,6}}?{_ZH_UNIT}){{2,7}}"
    # a road (陳興道路: the 道 of a name before 路), or a Japanese 丁目 and 番地
    rf"(?:{_ZH_NAME_CHAR}{{1,8}}?(?:路|街|大道|道)(?![路街])(?:{_NUM}段)?"
    rf"|{_ZH_NAME_CHAR}{{0,6}}?{_NUM}丁目)?"
    rf"(?:{_NUM}(?:巷|弄))*(?:{_NUM}(?:(?:之|-){_NUM})?(?:號|番地?)(?:{_NUM}號?)?)?(?:{_NUM}樓)?"
)


# The same written in Latin letters (Số 12 đường Lê Lợi, phường Bến Nghé, Quận 1; Blk 12 Lot 5,
# Brgy. San Isidro; Jl. Merdeka No. 45, RT 03/RW 02): a cell or line of Latin text holding two words
# of address_foreign_markers.txt and a digit.
_FOREIGN_MARKERS = "|".join(
    re.escape(w) for w in sorted(word_list("address_foreign_markers.txt"), key=len, reverse=True)
)
_FOREIGN_MARKER = re.compile(rf"(?<![A-Za-zÀ-ỹ])(?:{_FOREIGN_MARKERS})(?![A-Za-zÀ-ỹ])")
_LATIN_SEGMENT = re.compile(rf"{_LATIN_CELL_START}([A-Za-zÀ-ỹ0-9]{_LATIN_CELL}{{5,160}})")


# short words that stand in other text too (RT and RW, Blk): two of them make no address alone
_WEAK_MARKERS = frozenset({"rt", "rw", "moo", "soi", "blk", "số", "tổ"})


def _marked_foreign_addresses(folded: str, breaks: Breaks = NO_BREAKS) -> Iterator[Span]:
    if not _FOREIGN_MARKER.search(folded):
        return
    for m in _LATIN_SEGMENT.finditer(folded):
        value = m.group(1)
        found = list(_FOREIGN_MARKER.finditer(value))
        markers = {w.group().lower() for w in found}
        if len(markers) < 2 or not markers - _WEAK_MARKERS or not any(c.isdigit() for c in value):
            continue
        start = m.start(1)
        colon = value.rfind(":", 0, found[0].start())
        if colon >= 0:  # a label before it (Địa chỉ: …): the address after the label
            start = m.start(1) + colon + 1
            while folded[start] == " ":
                start += 1
        end = next((i for i in range(start + 1, m.end(1)) if i in breaks.joined), m.end(1))
        while end > m.start(1) and folded[end - 1] in " ,.;:-":
            end -= 1
        yield Span(start, end, ADDRESS, source="rule:address_foreign_marked", score=0.75)


# An institution named by its place (越南胡志明市第八郡人民法院, 印尼雅加達市中區移民局): the
# place is the institution's name, no one's address.
_ZH_INSTITUTION_AFTER = re.compile(
    r"(?:人民)?(?:法院|政府|委員會|公安|警察|辦事處|大使館|領事館|代表處|醫院|大學|學校|移民局"
    r"|司法|檢察|法庭|戶政|稅務|勞動|衛生)"
)


# An address in mainland China, Hong Kong or Macau (read on the folded text, Simplified folded to
# Traditional): a provincial-level division (address_mainland_provinces.txt), its units (市, 州, 區,
# 縣, 旗, 街道, 鎮, 鄉, 村, 社區), a road and its number, then the building's units (棟, 單元,
# 樓, 室, 房: 華庭苑5棟1203房, 長明大廈12樓C室). It counts with a house number or a room.
_MAINLAND_HEADS = "|".join(
    re.escape(w) for w in sorted(word_list("address_mainland_provinces.txt"), key=len, reverse=True)
)
_MAINLAND_UNIT = r"(?:街道|社區|自治州|市|州|盟|區|縣|旗|鎮|鄉|村|組)"
_MAINLAND = re.compile(
    rf"(?:{_MAINLAND_HEADS})(?:省|市|(?:壯族|回族|維吾爾)?自治區|特別行政區)?"
    rf"(?:{_ZH_NAME_CHAR}{{1,6}}?{_MAINLAND_UNIT}){{0,5}}"
    rf"(?:{_ZH_NAME_CHAR}{{1,10}}?(?:路|街|大道|道|胡同|巷|弄)(?![路街])"
    rf"(?:[東西南北中]?(?:{_NUM})?段)?(?:{_NUM}(?:巷|弄))*)?"
    rf"(?:{_NUM}(?:(?:之|-){_NUM})?號)?"
    rf"(?:{_ZH_NAME_CHAR}{{0,8}}?(?:{_NUM}|[A-Z])(?:棟|幢|座|單元|樓|層|室|房|F))*"
)
_MAINLAND_ENDS = re.compile(rf"{_NUM}(?:(?:之|-){_NUM})?號|(?:{_NUM}|[A-Z])(?:室|房)")


def _mainland_addresses(folded: str) -> Iterator[Span]:
    for m in scan.finditer(_MAINLAND, folded):
        if _MAINLAND_ENDS.search(m.group()) and not _ZH_INSTITUTION_AFTER.match(folded, m.end()):
            yield Span(m.start(), m.end(), ADDRESS, source="rule:address_mainland", score=0.85)


def _zh_foreign_addresses(folded: str) -> Iterator[Span]:
    for m in scan.finditer(_ZH_FOREIGN, folded):
        if _ZH_INSTITUTION_AFTER.match(folded, m.end()):
            continue
        yield Span(m.start(), m.end(), ADDRESS, source="rule:address_foreign_zh", score=0.8)


def _indent(text: str, i: int) -> int:
    n = 0
    while i + n < len(text) and text[i + n] in " \t":
        n += 1
    return n


def _trim(folded: str, start: int, end: int) -> int:
    """Drop trailing characters that cannot end an address."""
    while end > start and folded[end - 1] in " -,":
        end -= 1
    return end


def find_addresses(folded: str, breaks: Breaks = NO_BREAKS) -> Iterator[Span]:
    """Addresses starting at a 縣市 name, at a district of the postal directory before a
    road, or after an address label, also when a line break with any indentation runs
    through them.

    Score 1.0 with a house number (號), 0.8 with a road only.
    """
    for s in _find(folded):
        room = _BUILDING_TAIL.match(folded, s.end) if folded[s.end - 1 : s.end] == "號" else None
        yield Span(s.start, room.end(), ADDRESS, source=s.source, score=s.score) if room else s
    if "\n" in folded:
        yield from _part_rows(folded)
    yield from _zh_foreign_addresses(folded)
    yield from _mainland_addresses(folded)
    yield from _marked_foreign_addresses(folded, breaks=breaks)  # a line ends it
    if "No." in folded or "ddress" in folded or "DDRESS" in folded or "址" in folded:
        yield from _latin_addresses(folded, breaks=breaks)
    if "," in folded:
        yield from _foreign_addresses(folded)
    line_breaks = list(_ADDRESS_BREAK.finditer(folded))
    if not line_breaks:
        return
    parts: list[str] = []
    index: list[int] = []
    pos = 0
    for b in line_breaks:
        parts.append(folded[pos : b.start()])
        index.extend(range(pos, b.start()))
        pos = b.end()
    parts.append(folded[pos:])
    index.extend(range(pos, len(folded)))
    view = "".join(parts)
    for s in _find(view):
        start, end = index[s.start], index[s.end - 1] + 1
        if end - start != s.end - s.start:  # only what runs across a joined break is new
            yield Span(start, end, ADDRESS, source=s.source, score=s.score)


def _find(folded: str) -> Iterator[Span]:
    for m in _FULL.finditer(folded):
        end = _trim(folded, m.start(), m.end())
        value = folded[m.start() : end]
        zip_code = _ZIP_BEFORE.search(folded, max(0, m.start() - 9), m.start())
        start = zip_code.start() if zip_code else m.start()
        if _HAS_NUMBER.search(value):
            yield Span(start, end, ADDRESS, source="rule:address", score=1.0)
        elif _HAS_ROAD.search(value[3:]):
            yield Span(start, end, ADDRESS, source="rule:address", score=0.8)
    for m in _CITY_DISTRICT.finditer(folded):
        if (
            m.group(1) in DISTRICTS
            and _HOME_CUE.search(folded, max(0, m.start() - 6), m.start())
            and not _INSTITUTION_HEAD.match(folded, m.end())
        ):
            yield Span(m.start(), m.end(), ADDRESS, source="rule:address_home_district", score=0.7)
    for m in scan.finditer(_UNIT, folded):
        yield Span(m.start(), m.end(), ADDRESS, source="rule:address_unit", score=0.7)
    for m in scan.finditer(_LANE_NUMBER, folded):
        yield Span(m.start(), m.end(), ADDRESS, source="rule:address_lane", score=0.8)
    for m in scan.finditer(_BUILDING, folded):
        start = m.start()
        while (
            start > 0
            and m.start() - start < _BUILDING_HEAD
            and (
                "\u4e00" <= folded[start - 1] <= "\u9fff"
                or (folded[start - 1].isascii() and folded[start - 1].isalnum())
            )
            and folded[start - 1] not in _NOT_IN_ROAD_NAME
            and folded[start - 1] not in _NOT_IN_BUILDING_NAME
        ):
            start -= 1
        if m.start() - start >= 2 and folded[m.start() - 2 : m.start()] not in _PUBLIC_BUILDINGS:
            yield Span(start, m.end(), ADDRESS, source="rule:address_building", score=0.75)
    if "番地" in folded:
        for m in _BANCHI.finditer(folded):
            start = m.start()
            while (
                start > 0
                and m.start() - start < _BANCHI_HEAD
                and "\u4e00" <= folded[start - 1] <= "\u9fff"
                and folded[start - 1] not in _NOT_IN_ROAD_NAME
            ):
                start -= 1
            if start < m.start():
                yield Span(start, m.end(), ADDRESS, source="rule:address_banchi", score=0.85)
    for m in (
        *_ROAD_NUMBER.finditer(folded),
        *_ROAD_LANE.finditer(folded),
        *_VILLAGE_NUMBER.finditer(folded),
    ):
        start = m.start()
        while (
            start > 0
            and m.start() - start < 6
            and "\u4e00" <= folded[start - 1] <= "\u9fff"
            and folded[start - 1] not in _NOT_IN_ROAD_NAME
            and not (m.start() - start >= 2 and ends_district(folded, start))
        ):
            start -= 1
        for n in (1, 2):  # a road named with one or two of those characters right after its
            # district (頭份市自強路, 竹南鎮自由街, 東區至善路)
            if (
                start >= n + 3
                and m.start() - start + n <= 6
                and all(c in _NOT_IN_ROAD_NAME for c in folded[start - n : start])
                and ends_district(folded, start - n)
            ):
                start -= n
                break
        if (
            start > 0
            and folded[start - 1] in "前後"
            and folded[start - 2 : start - 1] not in _SIDE_WORD_HEADS
            and _VILLAGE_AFTER_SIDE.match(folded, start)
        ):
            start -= 1  # 後壁厝36號, 前庄12號: a village named by its side, not 之後 / 前面
        if start < m.start():
            start = head_before(folded, start)
            yield Span(
                start,
                _trim(folded, start, m.end()),
                ADDRESS,
                source="rule:address_road",
                score=0.85,
            )
    for label in scan.finditer(_LABEL, folded):
        found = _CITYLESS.match(folded, label.end())
        if not found or found.end() == found.start():
            continue
        end = _trim(folded, found.start(), found.end())
        value = folded[found.start() : end]
        if (_HAS_NUMBER.search(value) or _HAS_LANE.search(value)) and _HAS_ROAD.search(value):
            yield Span(found.start(), end, ADDRESS, source="rule:address_labelled", score=0.9)
        elif _ROAD_END.search(value) and not any(
            c in _NOT_IN_ROAD_NAME or c in _NOT_IN_ROAD_ALONE for c in value
        ):
            # where someone lives, the number left out (住中山北路二段, 住在竹北市光明六路東一段,
            # 地址：裕農路): the road is the address
            yield Span(found.start(), end, ADDRESS, source="rule:address_labelled", score=0.75)
