"""Courts and government agencies, which are kept (type ``agency``, action ``keep``).

Court names follow 法院組織法 / 法務部 naming (臺灣臺北地方法院, 臺灣高等法院臺中分院,
臺灣新北地方檢察署 …); agencies are matched by administrative suffixes after a
city, county or ministry name. Private organisations are not handled here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from worker.detect.lexicon import word_list
from worker.text import scan
from worker.text.spans import AGENCY, KEEP, Span

_PLACES = [
    "臺北",
    "台北",
    "新北",
    "士林",
    "板橋",
    "桃園",
    "新竹",
    "苗栗",
    "臺中",
    "台中",
    "彰化",
    "南投",
    "雲林",
    "嘉義",
    "臺南",
    "台南",
    "高雄",
    "橋頭",
    "屏東",
    "臺東",
    "台東",
    "花蓮",
    "宜蘭",
    "基隆",
    "澎湖",
    "金門",
    "連江",
]
_P = "|".join(_PLACES)
_CJK = r"[\u4e00-\u9fff]"
_COURTS = re.compile(
    rf"(?:(?:臺灣|台灣|福建)(?:{_P})(?:地方法院|地方檢察署|地檢署)|(?:臺灣|台灣)高等(?:法院|檢察署)"
    rf"(?:(?:{_P})分(?:院|署))?|最高(?:行政)?法院|最高檢察署|(?:{_P})高等行政法院|"
    rf"智慧財產及商業法院|(?:{_P})少年及家事法院|司法院|憲法法庭|法務部(?:調查局)?)"
    rf"(?:{_CJK}{{1,6}}?(?:庭|科|處|股))?"
)
_GOV = re.compile(
    rf"(?:(?:{_P})(?:市|縣)政府警察局{_CJK}{{0,8}}?(?:大隊|分局|派出所|隊)|(?:{_P})(?:市|縣)政府"
    rf"(?:{_CJK}{{1,6}}?(?:局|處|所|中心))?(?:{_CJK}{{1,6}}?分局)?(?:{_CJK}{{1,6}}?派出所)?|(?:內政"
    rf"|財政|經濟|交通|勞動|衛生福利|教育|國防|外交|數位發展)部(?:{_CJK}{{1,8}}?(?:署|局|處))?|"
    rf"金融監督管理委員會|中央銀行|國家發展委員會|(?:{_P})?{_CJK}{{0,3}}?(?:戶政事務所|地政事務所|"
    rf"國稅局|監理站|監理所|稅捐稽徵處)|(?:{_P})(?:市|縣)立{_CJK}{{1,8}}?醫院(?:{_CJK}{{1,4}}?院區)?|"
    rf"(?:{_P}){_CJK}{{0,2}}?簡易庭|(?:{_P})(?:地院|地檢署|地檢)|(?:{_P})?(?:榮民總醫院|三軍總醫院|"
    rf"國軍{_CJK}{{1,4}}?醫院)|(?:(?:{_P})?(?:市立|縣立)|國立){_CJK}{{1,10}}?"
    rf"(?:醫院|大學|高中|國中|國小|學校|中學|小學)"
    rf"(?:{_CJK}{{1,6}}?(?:院區|分院))?|(?:(?:{_P})(?:市|縣))?{_CJK}{{2,4}}?(?:分局|派出所|警察局|"
    r"戶政事務所|地政事務所|區公所|鄉公所|鎮公所|市公所))"
)


# Where a match of _GOV can start (it is tried only there: at every character it costs a tenth of
# the detector's regular-expression time): at the first character of an alternative that opens
# with a name (a place, a ministry, 國立, 榮民總醫院 …), or within a few characters before an
# office word that the open-ended alternatives end in (…戶政事務所, …分局, …區公所: at most
# eight characters of the match come before the office word found here, 花蓮縣光復鄉 + 公所).
_GOV_OPENING = re.compile(
    "[" + "".join(sorted({p[0] for p in _PLACES} | set("內財經交勞衛教國外數金中榮三市縣"))) + "]"
)
_GOV_OFFICES = re.compile(r"事務所|國稅局|監理|分局|派出所|警察局|公所")
_GOV_REACH = 8


def _gov_starts(folded: str) -> list[int]:
    starts = {m.start() for m in _GOV_OPENING.finditer(folded)}
    for m in _GOV_OFFICES.finditer(folded):
        starts.update(range(max(0, m.start() - _GOV_REACH), m.start() + 1))
    return sorted(starts)


@lru_cache(maxsize=1)
def _body_heads() -> tuple[list[str], list[str]]:
    """``(headed, alone)`` of ``public_body_heads.txt``: heads a city or county must open
    (調解委員會, 資源中心; the names public by themselves too), and names public by themselves
    (衛生局, 中央氣象署); longest first."""
    headed: list[str] = []
    alone: list[str] = []
    for line in word_list("public_body_heads.txt"):
        word, _, flag = line.partition(" ")
        (alone if flag.strip() == "alone" else headed).append(word)
    return sorted(headed + alone, key=len, reverse=True), sorted(alone, key=len, reverse=True)


# A public body's name grammar beside the courts' and offices' above: a city or county (and
# its district, township or village) before a head word of public_body_heads.txt
# (臺南市佳里區調解委員會, 新北市輔具資源中心, 高雄市鳳山區文衡里辦公處); a name public by
# itself, a ministry or council before it and a mission's 駐 + city too (法務部行政執行署,
# 海洋委員會海巡署, 駐溫哥華台北經濟文化辦事處); units after either (臺北分署,
# 艦隊分署第十一海巡隊); a hospital a city names alone (南投醫院) and a branch (院區), a
# court's unit (簡易庭) or a township's council (壽豐鄉民代表會) after a two-character place.
_UNITS = r"(?:分署|分局|大隊|中隊|分隊|海巡隊|院區)"
_PARENTS = r"(?:法務部|內政部|財政部|交通部|衛生福利部|國防部|外交部|海洋委員會|行政院)"


@lru_cache(maxsize=1)
def _bodies() -> re.Pattern[str]:
    heads, alone = ("|".join(re.escape(w) for w in words) for words in _body_heads())
    return re.compile(
        rf"(?:(?:(?:{_P})(?:市|縣)(?:{_CJK}{{1,3}}?(?:區|鄉|鎮|市))?(?:{_CJK}{{1,3}}?里)?"
        rf"{_CJK}{{0,8}}?(?:{heads})|{_PARENTS}?(?:駐{_CJK}{{1,6}}?)?(?:{alone}))"
        rf"(?:{_CJK}{{1,5}}?{_UNITS}){{0,2}}"
        rf"|(?:{_P})醫院(?:{_CJK}{{1,4}}?院區)?|{_CJK}{{2}}(?:院區|簡易庭|[鄉鎮市]民代表會))"
    )


_BODY_REACH = 16


def _body_starts(folded: str) -> list[int]:
    heads = _body_heads()[0] + ["醫院", "院區", "簡易庭", "民代表會"]
    starts: set[int] = set()
    for word in heads:
        at = folded.find(word)
        while at >= 0:
            starts.update(range(max(0, at - _BODY_REACH), at + 1))
            at = folded.find(word, at + 1)
    return sorted(starts)


def find_public_bodies(folded: str) -> Iterator[Span]:
    """Public bodies of the name grammar above (kept unchanged). Apart from
    :func:`find_agencies`: public_servants.py reads a centre among them (資源中心, 療育綜合服務
    中心) as no evidence of an official (個管員：某某（某市早期療育綜合服務中心） is the gold's
    person), the others (健保署, 衛生局) as agencies."""
    for m in scan.finditer_at(_bodies(), folded, _body_starts(folded)):
        yield Span(m.start(), m.end(), AGENCY, KEEP, source="rule:agency", score=0.9)


def find_agencies(folded: str) -> Iterator[Span]:
    """Courts, prosecutors' offices and government agencies (kept unchanged)."""
    for m in scan.finditer(_COURTS, folded):
        yield Span(m.start(), m.end(), AGENCY, KEEP, source="rule:agency", score=0.9)
    for m in scan.finditer_at(_GOV, folded, _gov_starts(folded)):
        yield Span(m.start(), m.end(), AGENCY, KEEP, source="rule:agency", score=0.9)
