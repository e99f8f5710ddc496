"""Courts and government agencies, which are kept (type ``agency``, action ``keep``).

Court names follow 法院組織法 / 法務部 naming (臺灣臺北地方法院, 臺灣高等法院臺中分院,
臺灣新北地方檢察署 …); agencies are matched by administrative suffixes after a
city, county or ministry name. Private organisations are not handled here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

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
    rf"國軍{_CJK}{{1,4}}?醫院)|(?:國立|市立|縣立){_CJK}{{1,10}}?(?:醫院|大學|高中|國中|國小|學校)"
    rf"(?:{_CJK}{{1,6}}?(?:院區|分院))?|{_CJK}{{2,4}}?(?:分局|派出所|警察局|戶政事務所|地政事務所|"
    r"區公所|鄉公所|鎮公所|市公所))"
)


# Where a match of _GOV can start (it is tried only there: at every character it costs a tenth of
# the detector's regular-expression time): at the first character of an alternative that opens
# with a name (a place, a ministry, 國立, 榮民總醫院 …), or within a few characters before an
# office word that the open-ended alternatives end in (…戶政事務所, …分局, …區公所: at most
# seven characters of the match come before the office word found here).
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


def find_agencies(folded: str) -> Iterator[Span]:
    """Courts, prosecutors' offices and government agencies (kept unchanged)."""
    for m in scan.finditer(_COURTS, folded):
        yield Span(m.start(), m.end(), AGENCY, KEEP, source="rule:agency", score=0.9)
    for m in scan.finditer_at(_GOV, folded, _gov_starts(folded)):
        yield Span(m.start(), m.end(), AGENCY, KEEP, source="rule:agency", score=0.9)
