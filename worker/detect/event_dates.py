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
* dates with an English or Indonesian month name (8 May 2024, March 4, 2024, 08 JUL 2024);
* a holiday dating an event (去年農曆年前, 中秋節後, 大年初三, 端午連假第二天; data file
  ``event_festivals.txt``), a day of this or the last month (上個月15號, 9號那天, 15號早上), a
  news report's 今（8）日, and a Western day / month / year (03/09/2024; not a chat's stamp);
* the next days of the same month told after a month and day (五月六號…，七號跟八號又…).

:func:`with_weekday` widens any event date over the weekday written beside it (4/3（三）,
2024年7月1日（一）, 7/13禮拜六, 週六9/7, Saturday 8/10): the weekday narrows the date
down like its day does. Offsets into the code view the date recognizers read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from functools import lru_cache

from worker.detect.lexicon import word_list
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


@lru_cache(maxsize=1)
def _ym_event_re() -> re.Pattern[str]:
    """A year and month with what happened then right after it (111/09 撥貸, 110/03清償,
    2019.06 到職): a word of ``event_date_labels.txt``."""
    words = set(word_list("event_date_labels.txt"))
    names = "|".join(map(re.escape, sorted(words, key=len, reverse=True)))
    return re.compile(rf"(?<![0-9./\-])({_YM})(?![0-9]|[/.][0-9])[ ]?(?:{names})")


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


@lru_cache(maxsize=1)
def _festival_re() -> re.Pattern[str]:
    """A holiday of ``event_festivals.txt`` dating an event: after a relative or a numbered year
    (去年中秋, 民國一百一十一年農曆年前), or with what places the event by it (清明節回去 is read by
    the verb after it: 前, 後, 前夕, 期間, 那天, 當天, 連假 and its n-th day, 初一 … of 過年)."""
    words = sorted(word_list("event_festivals.txt"), key=len, reverse=True)
    names = "|".join(map(re.escape, words))
    return re.compile(
        rf"(?:(?:{_RELATIVE_YEAR}|(?:(?:中華)?民國|西元)?[ ]?{_YEAR_NUMBER}[ ]?年)[ ]?)?"
        rf"(?:{names})"
        r"(?:(?:前後|前夕|前|後|期間|那天|當天|那幾天|當晚|那晚|連假|假期|過後)"
        rf"(?:第[{_CN}0-9]{{1,2}}天)?|(?=[ ]?(?:回|去|來|時|的時候|我|他|她|就|才|又|被)))"
        rf"|(?:{_RELATIVE_YEAR}[ ]?)(?:{names})"
        rf"|(?:{_RELATIVE_YEAR}[ ]?)?大年初[{_CN}]|(?:{_RELATIVE_YEAR}[ ]?)?(?:過年|春節)初[{_CN}]"
    )


# A news report's day (今（8）日) and a day of this or the last month (上個月15號, 這個月3日,
# 9號那天, 15號早上): the day something happened. A day named relative to today (昨天, 前天晚上,
# 隔天) is left out: the authors of the read sets label it no date (3 of 73), and it dates the
# writing as often as an event.
_DAY_PART = r"(?:[ ]?(?:早上|上午|中午|下午|傍晚|晚上|凌晨|半夜|深夜|清晨|夜裡|晚間|早晨))?"
_RELATIVE_DAY = re.compile(r"今[（(][0-9]{1,2}[）)]日")
_DAY = rf"(?:[12][0-9]|3[01]|0?[1-9]|[一二]?十[一二三四五六七八九]?|三十一?|[{_CN}])"
_MONTH_DAY = re.compile(
    rf"(?:上|這|本|下|同|當)(?:個)?月[ ]?{_DAY}[ ]?[號日]"
    + _DAY_PART
    + rf"|(?<![0-9{_CN}月路街巷弄段樓之第\-])(?:[12][0-9]|3[01]|0?[1-9])[ ]?號"
    r"(?=那天|當天|那晚|當晚|晚上|早上|上午|下午|凌晨|半夜|中午|傍晚)"
    + _DAY_PART
    + r"(?:那天|當天|那晚|當晚)?"
)
# The next days of the same month told after a month and day (五月六號去匯款，七號跟八號又轉,
# 3月2日、5日及9日): a day with 號 / 日 after a list word or a comma, within the sentence.
_MONTH_AND_DAY = re.compile(rf"{_MONTH}[ ]?月[ ]?{_DAY}[ ]?[號日]")
_NEXT_DAY = re.compile(
    rf"[^。！？!?\n；;]{{0,16}}?(?:[、，,]|跟|和|及|與|到|至|還有|又|再)[ ]?({_DAY})[ ]?[號日]"
    r"(?![ ]?(?:樓|之|[0-9]))"
)
# A date written month / day / year or day / month / year (03/09/2024, 9-3-2024): Western
# forms, an export's or a foreign document's.
_DMY = re.compile(
    r"(?<![0-9/.\-])(?:0?[1-9]|[12][0-9]|3[01])([/.\-])(?:0?[1-9]|[12][0-9]|3[01])\1"
    r"(?:19[5-9][0-9]|20[0-3][0-9])(?![0-9])"
    r"(?![\]）)]?,?[ ]?[0-9]{1,2}:[0-9]{2})"  # a message's stamp: [14/03/2024], 07:31
)


def find_loose_event_dates(codes: str) -> Iterator[Span]:
    """The forms of the module docstring, over the code view."""
    for m in scan.finditer(_festival_re(), codes):
        yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_festival", score=0.5)
    if "今" in codes:
        for m in scan.finditer(_RELATIVE_DAY, codes):
            yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_relative_day", score=0.5)
    if "號" in codes or "日" in codes:
        for m in scan.finditer(_MONTH_DAY, codes):
            yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_month_day", score=0.5)
    if "月" in codes:
        for m in scan.finditer(_MONTH_AND_DAY, codes):
            pos = m.end()
            for _ in range(4):  # a list of days: 七號跟八號、十號
                nxt = _NEXT_DAY.match(codes, pos)
                if nxt is None:
                    break
                yield Span(
                    nxt.start(1), nxt.end(), EVENT_DATE, source="rule:event_next_day", score=0.5
                )
                pos = nxt.end()
    if "/" in codes or "-" in codes or "." in codes:
        for m in scan.finditer(_DMY, codes):
            yield Span(m.start(), m.end(), EVENT_DATE, source="rule:event_date_dmy", score=0.55)
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
        for m in scan.finditer(_ym_event_re(), codes):
            yield Span(m.start(1), m.end(1), EVENT_DATE, source="rule:event_year_month", score=0.5)
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
