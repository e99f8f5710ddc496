"""Recognizers of record-like values: land parcels (地號), NHI card numbers (健保卡號),
passwords and verification codes, and personal-event dates.

* 地號: ``[縣市][區鄉鎮市]<段名>段[<小段>小段]<number>[-<sub>]地號`` (地籍 numbering of 內政部地政司).
* 健保卡號: 12 digits after a 健保卡 label (the card number printed on the NHI IC card).
* Passwords and one-time codes: the token after a 密碼 / 驗證碼 / OTP label.
* Event dates: a full date (year, month, day) that is not a date of birth. They are reported
  (type ``event_date``) so that a mode can treat them; legal mode keeps them in the output.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from worker.detect.address import _CITIES
from worker.detect.spans import EVENT_DATE, LAND_PARCEL, NHI_CARD, PASSWORD, Span

_NUM = r"[0-9一二三四五六七八九十百零〇]{1,6}"
_CJK = r"[\u4e00-\u9fff]"
_PARCEL_TAIL = re.compile(
    rf"段(?:{_CJK}{{1,4}}?小段)?[ ]?[0-9]{{1,6}}(?:[\-之][0-9]{{1,6}})?(?:、[0-9]{{1,6}}(?:[\-之][0-9]{{1,6}})?)*[ ]?(?:地號|建號)"
)
_PARCEL_HEAD = re.compile(rf"(?:{'|'.join(_CITIES)})(?:{_CJK}{{1,3}}?[區鄉鎮市])?$")
_NOT_IN_SECTION_NAME = frozenset("坐落於在之的與及和、，。：:（）() \t\n號區鄉鎮市縣")
_NHI = re.compile(r"(?:健保卡|健保IC卡|全民健康保險卡)(?:卡號|號碼|號)?(?:[（(][^）)]{0,10}[）)])?[:：\s]?[ ]?([0-9](?:[ \-]?[0-9]){11})(?![0-9])")
_SECRET = re.compile(
    r"(?:密碼|驗證碼|認證碼|一次性密碼|動態密碼|交易密碼|提款密碼|(?<![A-Za-z])(?:OTP|PIN碼|PIN|password|passcode)(?![A-Za-z]))"
    r"(?:是|為|:|：|\s)*[ ]?([!-~]{4,32})",
    re.IGNORECASE,
)
_DATE = re.compile(
    rf"(?:(?:民國|中華民國)[ ]?)?{_NUM}[ ]?年[ ]?{_NUM}[ ]?月[ ]?{_NUM}[ ]?日"
    r"|(?<![0-9])(?:19|20)[0-9]{2}[/\-.](?:0?[1-9]|1[0-2])[/\-.](?:0?[1-9]|[12][0-9]|3[01])(?![0-9])"
    r"|(?<![0-9.])[0-9]{2,3}[.](?:0?[1-9]|1[0-2])[.](?:0?[1-9]|[12][0-9]|3[01])(?![0-9.])"
)


def find_land_parcels(folded: str) -> Iterator[Span]:
    """地號 with its 段 name (read backwards to a boundary) and the 縣市/區 before it when present."""
    for m in _PARCEL_TAIL.finditer(folded):
        start = m.start()
        while start > 0 and m.start() - start < 6 and "\u4e00" <= folded[start - 1] <= "\u9fff" and folded[start - 1] not in _NOT_IN_SECTION_NAME:
            start -= 1
        if start == m.start():
            continue
        head = _PARCEL_HEAD.search(folded, max(0, start - 8), start)
        if head:
            start = head.start()
        yield Span(start, m.end(), LAND_PARCEL, source="rule:land_parcel", score=0.9)


def find_nhi_cards(folded: str) -> Iterator[Span]:
    for m in _NHI.finditer(folded):
        yield Span(m.start(1), m.end(1), NHI_CARD, source="rule:nhi_card", score=0.95)


_ASKED = re.compile(r"(?:密碼|驗證碼|認證碼|OTP)[^\n]{0,12}?(?:多少|是什麼|給我|傳給|告訴)")
_TOKEN = re.compile(r"(?<![!-~])(?=[!-~]*[A-Za-z])(?=[!-~]*[0-9])[!-~]{6,24}(?![!-~])")


def find_secrets(folded: str) -> Iterator[Span]:
    """Values after a 密碼 / 驗證碼 label, and in a chat the next message's letters-and-digits token
    after someone asks for one (密碼多少 → Tiger16$)."""
    for q in _ASKED.finditer(folded):
        for m in _TOKEN.finditer(folded, q.end(), min(len(folded), q.end() + 80)):
            if "@" not in m.group(0) and "://" not in m.group(0):
                yield Span(m.start(), m.end(), PASSWORD, source="rule:secret_asked", score=0.7)
                break
    for m in _SECRET.finditer(folded):
        value = m.group(1).rstrip(".,;:!?)]}'\"")
        if value:
            yield Span(m.start(1), m.start(1) + len(value), PASSWORD, source="rule:secret", score=0.9)


_PROCEDURAL_BEFORE = re.compile(
    r"(?:日期|時間|期間|期日|儲存日期|列印日期|查詢期間|詢問時間|發文日期|收文日期|本院於|於本院|宣判|辯論終結)[：:\s]*$"
)


def procedural_date(folded: str, start: int, end: int) -> bool:
    """A document or procedural date rather than a personal event: it opens a line (a document date,
    a chat day header; a table row's date stays an event), follows a date/time label (日期：,
    列印日期：, 查詢期間：, 本院於 …) or bounds a range (～). Offsets into the folded text."""
    line_start = folded.rfind("\n", 0, start) + 1
    before_in_line = folded[line_start:start].strip(" \t")
    after = folded[end : end + 2].lstrip(" ")
    if before_in_line in ("", "中華民國", "民國") and not after.startswith(("|", "｜", "\t")):
        return True
    if _PROCEDURAL_BEFORE.search(folded, max(0, start - 12), start):
        return True
    return folded[end : end + 1] in ("～", "~") or folded[max(0, start - 1) : start] in ("～", "~")


def find_event_dates(folded: str) -> Iterator[Span]:
    """Full dates (year, month, day). Procedural ones are removed by the caller on the original text
    (:func:`procedural_date`), since a compact view hides line starts. Dates of birth win on overlap."""
    for m in _DATE.finditer(folded):
        yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_date", score=0.7)
