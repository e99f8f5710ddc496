"""Personal-event dates as people write them about their own lives, beyond the full and
partial dates of :mod:`worker.detect.records` (issue 11):

* a year alone where the sentence dates something by it (民國97年間, 110年因病過世,
  2013年來台, 自民國109年起任職, 111年底; not 113年度, 67年次, a duration's 3年);
* a month alone with a part of the month or a start (8月底, 11月中旬, 9月起, 於9月),
  and a month after a relative year (去年七月, 今年五月, 前年十月, 去年初);
* a weekday for a day of the next or last week (下禮拜一, 這週五, 頂禮拜二, 約週三晚上,
  上週), not a schedule's weekdays (週一至週五, 每週三, 週六日);
* a curriculum's years and months in ranges (84.9～87.6, 2017/06–2020/02,
  2021.04 – 至今, 2014 – 2016) and a Western year and month (2023/1 購入);
* dates with an English or Indonesian month name (8 May 2024, March 4, 2024, 08 JUL 2024).

:func:`with_weekday` widens any event date over the weekday written beside it (4/3（三）,
2024年7月1日（一）, 7/13禮拜六, 週六9/7, Saturday 8/10): the weekday narrows the date
down like its day does. Offsets into the code view the date recognizers read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from worker.text import scan
from worker.text.spans import EVENT_DATE, Span

_CN = "一二三四五六七八九十"
_ZERO = "〇○零O"
# A year: ROC (1-130, two or three digits), Western (1950-2039), or ROC in Chinese numerals
# (一○八, 九十八, 一百一十一).
_YEAR_NUMBER = (
    rf"(?:1[0-2][0-9]|[4-9][0-9]|19[5-9][0-9]|20[0-3][0-9]"
    rf"|一[{_ZERO}][{_CN}{_ZERO}]|一一[{_ZERO}一二三四五]|[四五六七八九]十[一二三四五六七八九]?"
    rf"|一百(?:零|一十)?[一二三四五六七八九]?)"
)
# What a year of a date is not followed by: 年度, 年次, 年級, 年紀, 年齡, 年資, 年代, 年薪, 年金, a
# month (a partial date then), 年內, 年期, 年半, 年多, 年以上, 年來, 年份, 年第, a case's 字第.
_YEAR_ALONE = re.compile(
    r"(?:(?:(?:中華)?民國|西元)[ ]?)?"
    r"(?:(?<=年[\-~])|(?<=年[ ][\-~][ ])|(?<![0-9０-９./\-第近滿每共約逾]))"
    rf"(?<![{_CN}百{_ZERO}]){_YEAR_NUMBER}"
    rf"[ ]?年(?![ ]?(?:[0-9{_CN}]|度|次|級|紀|齡|資|代|薪|金|內|期|半|多|以|來(?![台臺])"
    r"|份|第|式|左右|前後|版|[\u4e00-\u9fff]{1,3}字))"
    r"(?:間|起|底|初|中|全年)?"
)
_MONTH = rf"(?:1[0-2]|0?[1-9]|十[一二]|[{_CN}])"
_PART = r"(?:中旬|上旬|下旬|初|底)"
# A month alone: with a part of the month (8月底, 11月中旬, 4月中 開始), with a start
# (9月起, 5月開始, 7月間), after 於 / 在 / 自 / 從 (於 9 月 兩度); a relative year before it
# (去年七月, 今年3月初).
_RELATIVE_YEAR = r"(?:今年|去年|前年|明年|同年|隔年|翌年|當年)"
_MONTH_ALONE = re.compile(
    rf"{_RELATIVE_YEAR}[ ]?"
    rf"(?:{_MONTH}[ ]?月(?:{_PART}|中(?![心文國華學央部區山正餐午秋])|間|起)?|初|底|年初|年底)"
    rf"|(?<![0-9{_CN}個/.\-])(?<![0-9{_CN}]年){_MONTH}[ ]?月"
    rf"(?:{_PART}|中(?=[ ,，。、]|開始|起|$)|(?=起|開始|間|時))"
    rf"|(?<=[於在自從])[ ]?{_MONTH}[ ]?月(?![ ]?[0-9{_CN}]|份|薪|費|個|刊)"
)
_WEEKDAY = r"(?:禮拜|星期|週|周)[一二三四五六日天]"
# A weekday of the last or next week (下禮拜一, 這週五, 頂禮拜二: Taiwanese 頂 = last), last
# week itself (上週, 上禮拜), or a bare weekday that is no schedule's (週一至週五, 每週三,
# 週六日, 週一、三).
_WEEK_DAY = re.compile(
    rf"(?:下下|上上|下|上|這|本|今|頂)(?:個)?{_WEEKDAY}"
    r"|(?:上|頂)(?:個)?(?:禮拜|星期|週)(?![一二三四五六日天末])"
    rf"|(?<![每逢隔、至到~\-和及與或/（(0-9日號])(?<![0-9日號）)][ ]){_WEEKDAY}"
    r"(?![ ]?(?:[日、至到~\-和及與或/次]|[一二三四五六]|公休|休))"
    r"(?![ ]?(?:上午|下午|早上|晚上)?[ ]?[0-9]{1,2}:[0-9]{2})"  # a message's stamp: 週一 下午 3:12
)
# A year and month: 2023/1, 2021/03 (Western, four digits), anywhere; ROC (84.9, 110/06, 096.03)
# and Western with a dot only as one end of a range (84.9～87.6, 101.10～迄今, 2018.07 – 2021.03).
_YM = r"(?:(?:19|20)[0-9]{2}|[0-9]{2,3})[/.](?:1[0-2]|0?[1-9])"
_YM_WESTERN = re.compile(r"(?<![0-9./\-])(?:19|20)[0-9]{2}/(?:1[0-2]|0?[1-9])(?![0-9]|[/.\-][0-9])")
_YM_RANGE = re.compile(
    rf"(?<![0-9./\-])({_YM})[ ]?(?:～|~|-|至|到)[ ]?"
    rf"(?:({_YM})(?![0-9]|[/.][0-9])|至今|迄今|now|present)",
    re.IGNORECASE,
)
# A Western year range of a curriculum (2014 – 2016, 2010-2014, 2019 – now).
_YEAR_RANGE = re.compile(
    r"(?<![0-9./\-])((?:19[5-9]|20[0-3])[0-9])[ ]?(?:～|~|-|至|到)[ ]?"
    r"(?:((?:19[5-9]|20[0-3])[0-9])|至今|迄今|now|present)(?![0-9])",
    re.IGNORECASE,
)
_EN_MONTH = (
    r"(?:Jan(?:uary|uari)?|Feb(?:ruary|ruari)?|Mar(?:ch|et)?|Apr(?:il)?|May|Mei|Jun(?:e|i)?"
    r"|Jul(?:y|i)?|Aug(?:ust)?|Agu(?:stus)?|Sep(?:t|tember)?|O[ck]t(?:ober)?|Nov(?:ember)?"
    r"|De[cs](?:ember)?)\.?"
)
# A day and a month without a year, the month written out (5 Agustus, 12 March, March 4th).
_EN_FULL_MONTH = (
    r"(?:January|February|March|April|June|July|August|September|October|November|December"
    r"|Januari|Februari|Maret|Juni|Juli|Agustus|Oktober|Desember)"
)
_EN_DAY_MONTH = re.compile(
    rf"(?<![0-9A-Za-z])(?:[0-3]?[0-9](?:st|nd|rd|th)?[ ]{_EN_FULL_MONTH}"
    rf"|{_EN_FULL_MONTH}[ ][0-3]?[0-9](?:st|nd|rd|th)?)(?![0-9A-Za-z])"
    r"(?![ ,\-]*(?:19|20)[0-9]{2})"  # with its year it is _EN_DATE's
)
_EN_DATE = re.compile(
    rf"(?<![0-9A-Za-z])(?:[0-3]?[0-9](?:st|nd|rd|th)?[ \-]?{_EN_MONTH}[ \-,]*(?:19|20)[0-9]{{2}}"
    rf"|{_EN_MONTH}[ ]?[0-3]?[0-9](?:st|nd|rd|th)?,?[ ]?(?:19|20)[0-9]{{2}})(?![0-9])",
    re.IGNORECASE,
)
# A weekday written beside a date: after it in brackets or glued (（三）, (Sat), 禮拜六,
# （星期六）), before it (週六9/7, 下禮拜一 3/18, Saturday 8/10).
_WEEKDAY_AFTER = re.compile(
    r"[ ]?(?:[（(](?:星期|週|周|禮拜)?[一二三四五六日天][）)]"
    r"|[（(](?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]{0,6}\.?[）)]|(?:禮拜|星期|週)[一二三四五六日天])"
)
_WEEKDAY_BEFORE = re.compile(
    r"(?:(?:下下|上上|下|上|這|本|頂)?(?:個)?(?:禮拜|星期|週|周)[一二三四五六日天]"
    r"|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),)[ ]?$"
)


def find_loose_event_dates(codes: str) -> Iterator[Span]:
    """The forms of the module docstring, over the code view."""
    if "年" in codes:
        for m in scan.finditer(_YEAR_ALONE, codes):
            yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_year", score=0.5)
    if "月" in codes or "年" in codes:
        for m in scan.finditer(_MONTH_ALONE, codes):
            yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_month", score=0.5)
    if any(w in codes for w in ("週", "周", "禮拜", "星期")):
        for m in scan.finditer(_WEEK_DAY, codes):
            yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_weekday", score=0.5)
    if "/" in codes or "." in codes:
        for m in scan.finditer(_YM_WESTERN, codes):
            yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_year_month", score=0.5)
        for m in scan.finditer(_YM_RANGE, codes):
            for g in (1, 2):
                if m.group(g):
                    yield _range_end(m, g)
    for m in scan.finditer(_YEAR_RANGE, codes):
        for g in (1, 2):
            if m.group(g):
                yield _range_end(m, g)
    for m in scan.finditer(_EN_DATE, codes):
        yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_date_en", score=0.65)
    for m in scan.finditer(_EN_DAY_MONTH, codes):
        yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_date_en", score=0.55)


def _range_end(m: re.Match[str], group: int) -> Span:
    return Span(m.start(group), m.end(group), EVENT_DATE, source="rule:event_range", score=0.5)


def with_weekday(codes: str, span: Span) -> Span:
    """``span`` widened over a weekday written right after or before it."""
    start, end = span.start, span.end
    after = _WEEKDAY_AFTER.match(codes, end)
    if after:
        end = after.end()
    before = _WEEKDAY_BEFORE.search(codes, max(0, start - 12), start)
    if before:
        start = before.start()
    if (start, end) == (span.start, span.end):
        return span
    return replace(span, start=start, end=end)
