"""Dates of birth (民國 or Western calendar, Arabic or Chinese numerals, and the
day-month-year forms of other countries' documents).

A date is a date of birth when ``生`` / ``出生`` follows it, or a birth label (出生日期, 生日,
出生年月日, 生於, Date of Birth, DOB, born, Tgl. Lahir, Ngày sinh …) stands before it on its
line with no other number between them, or a question for the birth date stands at most one
line before it (客服：出生年月日？⏎客戶：七十七年九月二號; a time stamp between is allowed).
A year alone is one before 生 (民國41年生) and in 67年次. OCR letters inside the numbers
(民國 8S 年 ll 月 O7 日) are read as digits when the date has two digits of its own. Other
dates (event dates such as 112年3月5日) are not reported here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from worker.text import scan
from worker.text.spans import DATE_OF_BIRTH, Span
from worker.text.tables import csv_cells

_N = r"[0-9一二三四五六七八九十廿卅〇零]"
# An OCR letter for a digit (O/o 0, l/I 1, S 5, B 8) inside a date: the date must hold two
# real digits.
_NO = r"[0-9OolISB一二三四五六七八九十廿卅〇零]"
_MONTHS = (
    r"(?:Jan(?:uary|uari)?|Feb(?:ruary|ruari)?|Mar(?:ch|et)?|Apr(?:il)?|May|Mei|Jun(?:e|i)?|Jul(?:y|i)?"
    r"|Aug(?:ust)?|Agu(?:stus)?|Sep(?:t|tember)?|O[ck]t(?:ober)?|Nov(?:ember)?|De[cs](?:ember)?)\.?"
)
# The year never starts inside a digit run (…7⏎80年1月1日生 joined by the compact view is
# no 780年). Japanese-era years (昭和8年) in old household records and oral histories may
# have one digit; a spoken day may end in 號 (六月十二號), a lunar one starts with 初 (七月初七).
_DATE = re.compile(
    rf"(?:(?:中華民國|民國|民|西元)?[ ]?(?<![0-9A-Za-z]){_NO}{{2,4}}"
    rf"|(?:昭和|大正|明治|平成|令和)[ ]?{_N}{{1,3}})"
    rf"[ ]?(?:年|/|-|\.)[ ]?{_NO}{{1,3}}[ ]?(?:月|/|-|\.)[ ]?初?{_NO}{{1,3}}(?![0-9])[ ]?(?:日|號)?"
    # day, month, year: 25/08/1998, 11-02-1988, 14.06.1987, 17 APR 1996, 12 Maret 1989
    # (spaces around the separators as a form is filled in: 14 / 02 / 1988)
    rf"|(?<![0-9A-Za-z])(?:[0-3]?[0-9][ ]?[/\-.][ ]?[01]?[0-9][ ]?[/\-.][ ]?"
    rf"|[0-3]?[0-9][ \-]?{_MONTHS}[ \-,]*)"
    rf"(?:19|20)[0-9]{{2}}(?![0-9])"
    # month first: May 12, 1991, Sept. 3rd 1988
    rf"|(?<![0-9A-Za-z]){_MONTHS}[ ]?[0-3]?[0-9](?:st|nd|rd|th)?,?[ ]?(?:19|20)[0-9]{{2}}(?![0-9])"
    # written without separators: 19910512 (western), 0800512 / 800512 (ROC)
    r"|(?<![0-9A-Za-z])(?:19[0-9]{2}|20[0-2][0-9]|0[0-9]{2}|1[01][0-9]|[1-9][0-9])"
    r"(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])(?![0-9A-Za-z])",
    re.IGNORECASE,
)
_OCR_IN_DATE = str.maketrans("OolISB", "001158")
# A year alone: 民國41年生, 西元1988年出生; the year of birth as people say it: 67年次, with its era
# (民國29年次).
_YEAR = re.compile(
    r"(?:(?:中華民國|民國|西元)[ ]?)?(?<![0-9])[0-9]{2,4}[ ]?年"
    r"(?=[ ]?(?:[)）][ ]?)?(?:生|出生)(?![產意效活]))"
    # a year in Chinese numerals (民國二十七年生, 四十八年生), ROC only: two to four numerals
    r"|(?:(?:中華民國|民國)[ ]?)?(?<![一二三四五六七八九十百〇○零])"
    r"[一二三四五六七八九十百〇○零]{2,4}年(?=[ ]?(?:生|出生)(?![產意效活]))"
    r"|(?:(?:中華民國|民國)[ ]?)?(?<![0-9一二三四五六七八九十])"
    r"(?:[0-9]{2,3}|[一二三四五六七八九十]{2,4})[ ]?年次"
)
# A year after a birth-year label (出生年：1990, 出生年次：79, 年次 68, Year of birth 1990, Born:
# 1990): the year alone, ROC (two or three digits) or western; not 出生年月日 before a date.
_YEAR_LABELLED = re.compile(
    r"(?:出生年(?:次|份|度)?(?![月])|(?<![\u4e00-\u9fff])年次|Year of [Bb]irth|YEAR OF BIRTH"
    r"|Birth [Yy]ear|[Bb]orn(?: in)?)"
    r"[ ]?[：:]?[ ]?(?:是|為)?[ ]?(?:民國|西元)?[ ]?"
    r"((?<![0-9])(?:19[0-9]{2}|20[0-2][0-9]|[0-9]{2,3})(?![0-9/.\-]))"
)
# A year alone, or a year and a month, after a birth label (出生：民國79年（…）, 生日: 1990年,
# 出生：1985年5月): with its era.
_YEAR_AFTER_BIRTH = re.compile(
    r"(?:出生|生日)[ ]?[：:][ ]?"
    r"((?:中華民國|民國|西元)?[ ]?[0-9]{2,4}[ ]?年(?:[ ]?[0-9]{1,2}[ ]?月)?)"
    r"(?![ ]?[0-9一二三四五六七八九十])"
)
_COUNTED = re.compile(r"[ ]?(?:吋|寸|元|塊|%|％|公|人|歲|個|份|桌|折|點|時|分)")
# A birthday without its year after 生日 (生日 0315, 生日 3.15, 生日是農曆三月十五, 生日：3月15):
# the month and day; a full date is read by _DATE.
_BIRTHDAY_LABEL = re.compile(
    r"(?:生日|Birthday|birthday)[ ]?[：:]?[ ]?(?:是|為)?[ ]?(?:農曆|國曆|陽曆)?[ ]?"
)
_MONTH_DAY = re.compile(
    r"(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])(?![0-9])"
    r"|(?:1[0-2]|0?[1-9])[./](?:3[01]|[12][0-9]|0?[1-9])(?![0-9./])"
    r"|(?:1[0-2]|0?[1-9])[ ]?月[ ]?(?:3[01]|[12][0-9]|0?[1-9])(?![0-9])(?:[ ]?(?:日|號))?"
    r"|(?:十[一二]?|[一二三四五六七八九])月(?:初|十|二十|三十)?[一二三四五六七八九十]?(?:日|號)?"
)
# A year alone in a birth column (不詳，約民國30年): with its era or 年, no month after it.
_YEAR_CELL = re.compile(
    r"(?:(?:中華民國|民國|西元)[ ]?)?(?<![0-9])(?:[0-9]{2,4}|[一二三四五六七八九十]{2,4})[ ]?年"
    r"(?![ ]?[0-9一二三四五六七八九十]{1,2}[ ]?月|次|度)"
)
_LABEL_WORDS = (
    r"(?:出生日期|出生年月日|生日|出生於|生於|出生|生辰"
    r"|Date of Birth|Date of birth|date of birth|DATE OF BIRTH"
    r"|Birth ?[Dd]ate|Birthday|DOB|D\.O\.B\.?|[Bb]orn(?: on)?|Tgl\.? ?[Ll]ahir|Tanggal [Ll]ahir"
    r"|Ngày sinh|NGÀY SINH|Fecha de nacimiento|生年月日)"
)
_LABEL = re.compile(_LABEL_WORDS + r"[：: ]?(?:是|為)?[ ]?$")
_LABEL_ANYWHERE = re.compile(_LABEL_WORDS)
# A label earlier on the line: only words, captions and punctuation between
# (出生日期 Ngày sinh：25/08/1998); or ending the line before with its caption, the date opening
# the next line ($ also matches before a line break that ends the text searched: 出生年月日（請填
# 民國）⏎七十二年五月十八日), unless that line is a table's header row (_header_row_label).
_LABEL_ON_LINE = re.compile(_LABEL_WORDS + r"[^\n0-9]{0,24}$")
# The question for a birth date on the line before
# (客服：再跟您確認出生年月日？⏎客戶：七十七年九月二號);
# a question, not any mention (生日不變⏎══ 2024年10月3日 ══ is a chat's day header).
_ASKED = re.compile(
    _LABEL_WORDS + r"[^\n0-9]{0,16}?(?:[？?]|嗎|呢)[^\n0-9]{0,4}\n"
    r"(?:[^\n0-9]|[\[(]?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?[\])]?){0,24}$"
)
# A request for the birth date on the line before, not put as a question
# (卓：麻煩您說一下您的出生年月日。⏎蘇：七十二年五月十八).
_REQUESTED = re.compile(
    r"(?:請|麻煩|說一下|講一下|報一下|唸一下|念一下|提供|告訴我)[^\n0-9]{0,8}?"
    + _LABEL_WORDS
    + r"[^\n0-9]{0,6}\n(?:[^\n0-9]|[\[(]?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?[\])]?){0,24}$"
)
_AFTER = re.compile(r"[ ]?(?:[)）][ ]?)?(?:生|出生)(?![產意效活])")
# 出生 later in the same clause (民國41年2月3日在村子裡出生), not 出生地 / 出生證明
_BORN_LATER = re.compile(r"[^\n。；;，,！!？?]{1,12}?出生(?![產意效活率地證])")
# 生 alone as the label (身分證 P2… 生 民國74年9月9日), not the end of 先生, 學生 …
_SHENG_LABEL = re.compile(r"(?<![\u4e00-\u9fff])生[ ：:]?$")
# A person's row: an identity-card shape on the date's line (姓名 身分證 生日 as
# 楊某 H1… 75.11.02), the date no event's (after 於, 自, 至, 日期：, 期間 …) and no time
# stamp (2026/08/21 21:03).
_ID_SHAPE = re.compile(r"(?<![0-9A-Za-z])[A-Z][12A-D89][0-9]{8}(?![0-9A-Za-z])")
_EVENT_BEFORE = re.compile(r"(?:於|自|至|起|迄|從|在|到|截至|迄今|[日期間時])[ :：]?$")
_CLOCK_AFTER = re.compile(
    r"[ ]?[,，]?[ ]?(?:[（(][^）)\n]{1,4}[）)][ ]?)?(?:上午|下午)?[ ]?[0-9]{1,2}:[0-9]{2}"
)
_YEAR_IN = re.compile(
    r"(?<![0-9])(?:19[0-9]{2}|20[0-2][0-9])(?![0-9])|(?<![0-9])[0-9]{2,3}(?=[ ]?[年/.\-])"
)


def find_dates_of_birth(folded: str, rows: bool = True) -> Iterator[Span]:
    """Dates of birth; the span covers the date only (not 生 or the label). ``rows``: the text has
    its lines (a person's row is read only there: a compact view joins a signature's identity
    number to the document date below it)."""
    # a birth column's header holds a label word: without one in the text, no date stands under one
    headers = _LABEL_ANYWHERE.search(folded) is not None
    table = _Rows()
    for m in scan.finditer(_DATE, folded):
        start, end = m.start(), m.end()
        while start < end and folded[start] == " ":
            start += 1
        while end > m.start() and folded[end - 1] == " ":
            end -= 1
        value = m.group()
        if value.translate(_OCR_IN_DATE) != value and sum(c.isdigit() for c in value) < 2:
            continue
        if _is_birth(folded, m.start(), end, rows):
            yield Span(start, end, DATE_OF_BIRTH, source="rule:dob", score=0.95)
        elif headers and _under_birth_header(folded, start, end, table):
            yield Span(start, end, DATE_OF_BIRTH, source="rule:dob_column", score=0.9)
    if "年" in folded or "orn" in folded or "irth" in folded or "ORN" in folded:
        for m in scan.finditer(_YEAR_LABELLED, folded):
            yield Span(m.start(1), m.end(1), DATE_OF_BIRTH, source="rule:dob_year", score=0.8)
        for m in scan.finditer(_YEAR_AFTER_BIRTH, folded):
            yield Span(m.start(1), m.end(1), DATE_OF_BIRTH, source="rule:dob_year", score=0.8)
    if "生日" in folded or "irthday" in folded:
        for label in scan.finditer(_BIRTHDAY_LABEL, folded):
            day = _MONTH_DAY.match(folded, label.end())
            if day and day.end() > day.start() + 1 and not _COUNTED.match(folded, day.end()):
                yield Span(day.start(), day.end(), DATE_OF_BIRTH, source="rule:dob_day", score=0.8)
    if "年" in folded:
        for m in scan.finditer(_YEAR, folded):
            yield Span(m.start(), m.end(), DATE_OF_BIRTH, source="rule:dob_year", score=0.8)
        for m in scan.finditer(_YEAR_CELL, folded):
            if headers and _under_birth_header(folded, m.start(), m.end(), table):
                yield Span(m.start(), m.end(), DATE_OF_BIRTH, source="rule:dob_column", score=0.8)


def _is_birth(folded: str, start: int, end: int, rows: bool = True) -> bool:
    if _AFTER.match(folded, end) or _BORN_LATER.match(folded, end):
        return True
    if _SHENG_LABEL.search(folded, max(0, start - 3), start):
        return True
    if rows and _in_persons_row(folded, start, end):
        return True
    label = _LABEL.search(folded, max(0, start - 12), start)
    if label and not _header_row_label(folded, label.start(), start):
        return True
    on_line = _LABEL_ON_LINE.search(folded, max(0, start - 40), start)
    if on_line and not _header_row_label(folded, on_line.start(), start):
        return True
    return bool(
        _ASKED.search(folded, max(0, start - 60), start)
        or _REQUESTED.search(folded, max(0, start - 70), start)
    )


def _in_persons_row(folded: str, start: int, end: int) -> bool:
    """The date stands on a line that holds an identity-card shape, with a year a person living
    may be born in, no event word right before it and no clock time after it."""
    line_start = folded.rfind("\n", 0, start) + 1
    line_end = folded.find("\n", end)
    line = folded[line_start : len(folded) if line_end == -1 else line_end]
    if not _ID_SHAPE.search(line):
        return False
    if _EVENT_BEFORE.search(folded, line_start, start) or _CLOCK_AFTER.match(folded, end):
        return False
    year = _YEAR_IN.search(folded, start, end)
    if not year:
        return False
    y = int(year.group())
    return 1900 <= y <= 2029 if y >= 1000 else 1 <= y <= 118


def _header_row_label(folded: str, label: int, start: int) -> bool:
    """The label stands on the line before the date as one of two columns or more of a header row
    (報名時間　姓名　出生日期⏎2025-06-30 21:47:02; a CSV's 時間戳記,姓名,生日,手機): it names a
    column, not the date that opens the next line (申請人 出生日期：⏎… and 出生年月日（請填民國）⏎…
    still label it)."""
    if "\n" not in folded[label:start]:
        return False
    line_start = folded.rfind("\n", 0, label) + 1
    line_end = folded.find("\n", label)
    before = folded[line_start:label].strip()  # the fold makes a full-width space one space
    after = folded[label:line_end]
    return bool(re.search(r"[ \t|｜,]", before) or re.search(r"[\t|｜,]", after))


# A table's columns: cells apart by a tab, a bar or two or more spaces.
_CELL_SEP = re.compile(r"\t+|[ ]*[|｜][ ]*|[ \u3000]{2,}|\u3000")
# one label or two in two languages (DOB 生日, 出生日期 Date of Birth), maybe a note in brackets
# (生辰（農曆）)
_HEADER_CELL = re.compile(
    _LABEL_WORDS + r"(?:[ /／]{0,3}" + _LABEL_WORDS + r")?(?:[(（][^)）\n]{0,6}[)）])?[：:]?"
)
_TABLE_ROWS = 40


def _csv(line: str) -> bool:
    """A CSV row: two commas or more and no other cell separator (a form export's 時間戳記, 姓名,
    生日, 手機)."""
    return line.count(",") >= 2 and "\t" not in line and "|" not in line and "｜" not in line


def _cells(line: str, csv: bool = False) -> tuple[tuple[int, int], ...]:
    """(start, end) of each non-empty cell of a table row, offsets within ``line``; ``csv``: every
    cell of a CSV row (worker.text.tables.csv_cells)."""
    if csv:
        return tuple(csv_cells(line))
    out, pos = [], 0
    for sep in _CELL_SEP.finditer(line):
        if sep.start() > pos:
            out.append((pos, sep.start()))
        pos = sep.end()
    if pos < len(line):
        out.append((pos, len(line)))
    return tuple((a, b) for a, b in out if line[a:b].strip())


class _Rows:
    """The cells of the rows, and the header cells, read for one text: the rows above each date of
    a table are read again for the next date (held for one call of find_dates_of_birth only)."""

    def __init__(self) -> None:
        self._cells: dict[tuple[str, bool], tuple[tuple[int, int], ...]] = {}
        self._headers: dict[str, bool] = {}

    def cells(self, line: str, csv: bool) -> tuple[tuple[int, int], ...]:
        key = (line, csv)
        found = self._cells.get(key)
        if found is None:
            found = self._cells[key] = _cells(line, csv)
        return found

    def header_cell(self, cell: str) -> bool:
        found = self._headers.get(cell)
        if found is None:
            found = self._headers[cell] = _HEADER_CELL.fullmatch(cell.strip()) is not None
        return found


def _width(text: str) -> int:
    return sum(2 if ord(c) > 0x2E7F else 1 for c in text)


def _under_birth_header(folded: str, start: int, end: int, rows: _Rows | None = None) -> bool:
    """The date is the cell of a table column whose header, some rows above, is a birth word
    (出生日期 … ⏎ 王小明　lOl.O8.O9): the same cell index in the header, or a header cell
    over the same columns of the page."""
    line_start = folded.rfind("\n", 0, start) + 1
    line_end = folded.find("\n", end)
    line = folded[line_start : len(folded) if line_end == -1 else line_end]
    csv = _csv(line)
    rows = _Rows() if rows is None else rows
    cells = rows.cells(line, csv)
    if len(cells) < 2:
        return False
    index = next((i for i, (a, b) in enumerate(cells) if a <= start - line_start < b), None)
    if index is None:
        return False
    left, right = _width(line[: start - line_start]), _width(line[: end - line_start])
    top = line_start
    for _ in range(_TABLE_ROWS):
        if top == 0:
            return False
        prev_start = folded.rfind("\n", 0, top - 1) + 1
        above = folded[prev_start : top - 1]
        top = prev_start
        if not above.strip():
            return False  # the table ends at a blank line
        header = rows.cells(above, csv)
        for i, (a, b) in enumerate(header):
            if not rows.header_cell(above[a:b]):
                continue
            if i + 1 < len(header) and any(c.isdigit() for c in above[slice(*header[i + 1])]):
                continue  # a key and its value (｜出生年月日｜060/02/28｜), no column header
            if i == index and len(header) == len(cells):
                return True
            if not csv and _width(above[:a]) < right and left < _width(above[:b]):
                return True
    return False
