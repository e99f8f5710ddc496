"""Numbers as people say them: call transcripts, voice messages, speech recognition.

A number read out is written in Chinese digits (零〇一二三四五六七八九; 么 / 幺 read 1, 兩 2, 洞 0,
拐 7), full-width or ASCII digits mixed in, and cut into groups by what speech puts between them:
pauses (， 、 。 a space, a line break) and fillers (呃, 嗯, 那個, 然後, 的, 再來是:
``worker/data/spoken_fillers.txt``). :func:`spoken_runs` is the one reader of such runs: the groups
joined across those separators, each with its digits folded to ASCII.

:func:`find_spoken_numbers` types a run by the label said before it (電話, 卡號, 帳號, 身分證,
驗證碼, 密碼, 車牌, 生日 …: ``worker/data/spoken_number_labels.txt``), in the same clause or in
the question of the turn before (客服：請問您的手機？⏎客戶：零九三二…), and by its shape: a mobile's
09 and eight digits, a landline's area code, a card number that passes Luhn, a letter and nine
digits that pass the identity number's check. The leading groups that fit the type's length are
taken (what the other party says back may follow on the next line). After a plate's label, the
letters said before or after the digits belong to the plate (車號是ABC，一二三四); after a birth
label, a date said in parts with pauses is the date of birth (生日是七八年，五月，十二號).

Digits glued to a unit or a place of a word number (三萬五千元, 一百二十塊, 三點半, 一九九九年,
第三百二十條, 兩個人: ``worker/data/spoken_units.txt``) are no number read out: the run stops
before them.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator
from functools import cache
from typing import NamedTuple

from worker.detect.lexicon import word_list
from worker.text.checksums import luhn_valid, tw_id_valid
from worker.text.spans import (
    BANK_ACCOUNT,
    CARD_NUMBER,
    DATE_OF_BIRTH,
    LICENCE_PLATE,
    NHI_CARD,
    PASSWORD,
    PHONE,
    RESIDENT_ID,
    TW_ID,
    Span,
)

__all__ = ["SPOKEN_DIGITS", "SpokenRun", "find_spoken_numbers", "spoken_runs"]

SPOKEN_DIGITS = {
    **{c: str(i) for i, c in enumerate("零一二三四五六七八九")},
    **dict.fromkeys("〇○洞", "0"),
    **dict.fromkeys("么幺", "1"),
    "兩": "2",
    "拐": "7",
}
_DIGIT_CLASS = "0-9" + "".join(SPOKEN_DIGITS)
_GROUP = re.compile(f"[{_DIGIT_CLASS}]+")
_PAUSES = "，,、。．.·・ \u3000\t\n-－~～…"
_ORDINAL_BEFORE = frozenset("第十百千萬億")
_CLAUSE_END = re.compile(r"[。？！?!\n；;]")
_CJK = re.compile("[\u3400-\u4dbf\u4e00-\u9fff](?<![的是個])")
_LABEL_REACH = 14  # characters back from the run, within its clause
_GAP_MAX = 10  # characters between the label and the run
_SEP_MAX = 12  # characters between two groups
_SOURCE = "rule:spoken_number"
_TYPES = {
    "phone": PHONE,
    "card_number": CARD_NUMBER,
    "bank_account": BANK_ACCOUNT,
    "tw_id": TW_ID,
    "resident_id": RESIDENT_ID,
    "nhi_card": NHI_CARD,
    "password": PASSWORD,
    "licence_plate": LICENCE_PLATE,
    "date_of_birth": DATE_OF_BIRTH,
    "shape": "",
}


class SpokenRun(NamedTuple):
    """One number read out: ``groups`` are ``(start, end, digits)`` in order, ``digits`` folded
    to ASCII; ``said``: a Chinese digit or a filler stands in it (typed digits set apart by
    spaces or hyphens alone are left to the other recognizers: LV-20250221-0147, M0 0 5 7 7 2 1
    8)."""

    groups: tuple[tuple[int, int, str], ...]
    said: bool = False

    @property
    def start(self) -> int:
        return self.groups[0][0]

    @property
    def end(self) -> int:
        return self.groups[-1][1]

    @property
    def digits(self) -> str:
        return "".join(g[2] for g in self.groups)


@cache
def _filler_words() -> tuple[str, ...]:
    return tuple(sorted(word_list("spoken_fillers.txt"), key=len, reverse=True))


@cache
def _fillers() -> re.Pattern[str]:
    words = _filler_words()
    pause = "[" + re.escape(_PAUSES) + "]"
    return re.compile("(?:" + pause + "|" + "|".join(map(re.escape, words)) + ")+")


@cache
def _units() -> tuple[str, ...]:
    return tuple(sorted(word_list("spoken_units.txt"), key=len, reverse=True))


@cache
def _labels() -> tuple[re.Pattern[str], dict[str, str]]:
    table: dict[str, str] = {}
    for line in word_list("spoken_number_labels.txt"):
        label, kind = line.split("\t")
        table[label] = _TYPES[kind]
    words = sorted(table, key=len, reverse=True)
    return re.compile("|".join(map(re.escape, words))), table


def _fold_digits(s: str) -> str:
    return "".join(SPOKEN_DIGITS.get(c, c) for c in s)


def _word_number(text: str, start: int, end: int) -> bool:
    """The group is part of an amount, a count, a time or a date: a unit or a word number's place
    glued after it, 第 or a place before it."""
    if start > 0 and text[start - 1] in _ORDINAL_BEFORE:
        return True
    return text.startswith(_units(), end)


def _group_at(text: str, pos: int) -> tuple[int, int, str] | None:
    m = _GROUP.match(text, pos)
    if m is None or _word_number(text, m.start(), m.end()):
        return None
    if m.end() < len(text) and text[m.end()].isascii() and text[m.end()].isalpha():
        return None  # digits glued to letters after them: a code's (MRA8-026914B)
    return m.start(), m.end(), _fold_digits(m.group())


def spoken_runs(text: str) -> Iterator[SpokenRun]:
    """Every run of digit groups in ``text`` joined across pauses and fillers (a single group
    too), in order; digits of amounts, counts, times and dates are none."""
    sep = _fillers()
    pos = 0
    for m in _GROUP.finditer(text):
        if m.start() < pos:
            continue
        first = _group_at(text, m.start())
        if first is None:
            continue
        groups = [first]
        while True:
            s = sep.match(text, groups[-1][1])
            if s is None or s.end() - s.start() > _SEP_MAX or s.end() >= len(text):
                break
            nxt = _group_at(text, s.end())
            if nxt is None:
                break
            groups.append(nxt)
        pos = groups[-1][1]
        inside = text[groups[0][0] : groups[-1][1]]
        said = any(c in SPOKEN_DIGITS for c in inside) or any(w in inside for w in _filler_words())
        yield SpokenRun(tuple(groups), said)


def _label_in(text: str, start: int, end: int) -> tuple[str, int] | None:
    """The last label of ``text[start:end]`` with its end."""
    pattern, table = _labels()
    last = None
    for m in pattern.finditer(text, start, end):
        kind = table[m.group()]
        if kind == "" and m.start() > 0 and _CJK.match(text[m.start() - 1]):
            continue  # 號碼 ending a longer label (保單號碼, 收據號碼, 引擎號碼): not a phone's
        last = (kind, m.end())
    return last


def _label_before(text: str, start: int) -> str | None:
    """The type the label said before ``start`` gives ("" for a bare 號碼), or None: a label in the
    same clause a few characters back, or, where the run opens a speaker's turn, a label in the
    turn before (the question it answers)."""
    lo = max(0, start - _LABEL_REACH)
    cut = max((m.end() for m in _CLAUSE_END.finditer(text, lo, start)), default=lo)
    found = _label_in(text, cut, start)
    if found is not None:
        kind, end = found
        gap = text[end:start]
        if len(gap) <= _GAP_MAX and not any(c.isdigit() or c in SPOKEN_DIGITS for c in gap):
            return kind
    line_start = text.rfind("\n", 0, start) + 1
    head = text[line_start:start]
    if not _TURN_HEAD.fullmatch(head) or line_start == 0:
        return None
    prev_end = line_start - 1
    prev_start = text.rfind("\n", 0, prev_end) + 1
    found = _label_in(text, prev_start, prev_end)
    return None if found is None else found[0]


# A speaker's turn before the number it opens: a tag (客戶：, [00:01:12] 民眾：, A：), then only
# pauses and answer words (好, 對, 是, 喔, 我的是).
_TURN_HEAD = re.compile(
    r"[ \t\u3000]*(?:[\[【(（][0-9:：.\- ]{2,12}[\]】)）][ \t\u3000]*)?[^\s：:，。]{1,8}[：:]"
    r"[ \t\u3000，,、呃嗯喔哦啊欸好對是的我那個]{0,8}"
)


def _prefix(run: SpokenRun, fits: Collection[int]) -> int:
    """How many leading groups make the longest prefix whose digit count is in ``fits`` (0:
    none)."""
    best, count = 0, 0
    for k, g in enumerate(run.groups, 1):
        count += len(g[2])
        if count in fits:
            best = k
    return best


def _phone_fits(digits: str, labelled: bool) -> bool:
    if digits.startswith("09"):
        return len(digits) == 10 or (labelled and len(digits) == 11)
    if digits[:1] == "0" and digits[1:2] in set("2345678"):
        return len(digits) in (9, 10)  # an area code
    return labelled and len(digits) in (7, 8)  # a local number said without its area code


# an identity number's letter, said apart from its digits (A，兩么三…, 英文 K 然後 一二…)
_LETTER = re.compile(r"(?<![A-Za-z])[A-Za-z](?:[ ，,、]|呃|嗯|那個|然後){0,3}$")


def _typed(
    text: str, run: SpokenRun, kind: str | None, letter: re.Match[str] | None
) -> Iterator[Span]:
    groups = run.groups
    if letter is not None and kind in (TW_ID, RESIDENT_ID, "", None):
        k = _prefix(run, frozenset({9}))
        if k:
            value = letter.group()[0].upper() + "".join(g[2] for g in groups[:k])
            valid = tw_id_valid(value)
            typed = RESIDENT_ID if value[1] in "89" else TW_ID
            if valid or kind:
                yield Span(letter.start(), groups[k - 1][1], kind or typed, source=_SOURCE,
                           score=1.0 if valid else 0.8)  # fmt: skip
                return
    if letter is not None and letter.start() + 1 == run.start and kind in ("", None):
        return  # a letter glued before digits that make no identity number: a code's
    if kind == LICENCE_PLATE:
        yield from _plate(text, run)
        return
    labelled = kind is not None
    if kind in ("", None, PHONE):
        best = 0
        for k in range(1, len(groups) + 1):
            if _phone_fits("".join(g[2] for g in groups[:k]), kind in (PHONE, "")):
                best = k
        if best:
            yield Span(run.start, groups[best - 1][1], PHONE, source=_SOURCE,
                       score=0.9 if labelled else 0.85)  # fmt: skip
            return
    if kind in ("", None, CARD_NUMBER):
        for k in range(len(groups), 0, -1):
            digits = "".join(g[2] for g in groups[:k])
            if luhn_valid(digits) and (len(digits) == 16 or (labelled and 13 <= len(digits) <= 19)):
                yield Span(run.start, groups[k - 1][1], CARD_NUMBER, source=_SOURCE, score=0.95)
                return
        if kind == CARD_NUMBER and (k := _prefix(run, range(12, 20))):
            yield Span(run.start, groups[k - 1][1], CARD_NUMBER, source=_SOURCE, score=0.75)
            return
    fits = {
        BANK_ACCOUNT: range(6, 17),
        NHI_CARD: frozenset({12}),
        PASSWORD: range(3, 13),
        TW_ID: frozenset({9}),
        RESIDENT_ID: frozenset({9}),
        PHONE: range(7, 12),
        DATE_OF_BIRTH: range(6, 9),  # 七八，零五，一二 / 一九八九 零五 一二
    }.get(kind or "")
    if fits is not None and (k := _prefix(run, fits)):
        yield Span(run.start, groups[k - 1][1], kind or PHONE, source=_SOURCE, score=0.85)


@cache
def _plate_letters() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(letters and a pause ending where the digits start, a pause and letters after them)."""
    sep = "(?:" + _fillers().pattern + ")?"
    letters = r"[A-Za-z](?:[ .\-，,、]{0,2}[A-Za-z]){1,2}"
    return (
        re.compile(f"(?<![A-Za-z0-9])({letters}){sep}$"),
        re.compile(f"{sep}({letters})(?![A-Za-z0-9])"),
    )


def _plate(text: str, run: SpokenRun) -> Iterator[Span]:
    """A plate said after its label: two or three letters and three or four digits, either first,
    pauses or fillers between (車號是ABC，一二三四; 車牌 兩洞洞，呃，K-L-B)."""
    k = _prefix(run, frozenset({3, 4}))
    if not k:
        return
    end = run.groups[k - 1][1]
    before, after = _plate_letters()
    m = before.search(text, max(0, run.start - 16), run.start)
    if m is not None:
        yield Span(m.start(1), end, LICENCE_PLATE, source=_SOURCE, score=0.85)
        return
    m = after.match(text, end)
    if m is not None:
        yield Span(run.start, m.end(1), LICENCE_PLATE, source=_SOURCE, score=0.85)


# A date of birth said in parts after its label, with a pause or a filler between them
# (生日是七八年，五月，十二號; 出生日期 一九八九，五月十二號): year, month and day in Chinese or
# ASCII digits.
_WORD_DIGITS = "零〇○一二三四五六七八九十兩"
_SAID_YEAR = rf"(?:(?:民國|西元)[ ]?)?(?P<y>[0-9]{{2,4}}|[{_WORD_DIGITS}]{{2,4}})年?"
_SAID_MONTH = r"(?P<m>[0-9]{1,2}|[一二三四五六七八九十]{1,2})月"
_SAID_DAY = r"(?P<d>[0-9]{1,2}|[一二三四五六七八九十]{1,3})(?:號|日)?"


@cache
def _said_date() -> re.Pattern[str]:
    pause = "(?:" + _fillers().pattern + ")?"
    return re.compile(f"{_SAID_YEAR}{pause}{_SAID_MONTH}{pause}{_SAID_DAY}(?![0-9{_WORD_DIGITS}])")


def _number(word: str) -> int | None:
    """A number of up to two places said in words or digits (十二, 二十一, 七八, 1989)."""
    if word.isascii():
        return int(word) if word.isdigit() else None
    if "十" not in word:
        return int(_fold_digits(word)) if all(c in SPOKEN_DIGITS for c in word) else None
    tens, _, units = word.partition("十")
    if not all(c in SPOKEN_DIGITS for c in tens + units) or len(tens) > 1 or len(units) > 1:
        return None
    return int(_fold_digits(tens) or "1") * 10 + int(_fold_digits(units) or "0")


def _spoken_births(folded: str) -> Iterator[Span]:
    for m in _said_date().finditer(folded):
        year, month, day = _number(m.group("y")), _number(m.group("m")), _number(m.group("d"))
        if year is None or month is None or day is None:
            continue
        if not (1 <= month <= 12 and 1 <= day <= 31 and (1 <= year <= 130 or 1900 <= year <= 2030)):
            continue
        if not _pause_inside(m):
            continue  # said without pauses: worker.detect.dates reads it
        if _label_before(folded, m.start()) == DATE_OF_BIRTH:
            yield Span(m.start(), m.end(), DATE_OF_BIRTH, source=_SOURCE, score=0.85)


def _pause_inside(m: re.Match[str]) -> bool:
    between = m.string[m.end("y") : m.start("m")] + m.string[m.end("m") : m.start("d")]
    return any(c not in "年月" for c in between)


def find_spoken_numbers(folded: str) -> Iterator[Span]:
    """Numbers read out (see the module doc) in ``folded``: phones, card numbers, accounts,
    identity numbers, health-card numbers, passwords and verification codes."""
    if not any(c in SPOKEN_DIGITS for c in folded) and not any(
        w in folded for w in _filler_words() if w != "的"
    ):
        return
    for run in spoken_runs(folded):
        if len(run.digits) < 3 or not run.said:
            continue
        letter = _LETTER.search(folded, max(0, run.start - 8), run.start)
        kind = _label_before(folded, run.start if letter is None else letter.start())
        if len(run.digits) < (3 if kind in (PASSWORD, LICENCE_PLATE) else 4):
            continue  # a card's security code has three, a motorcycle's plate too
        yield from _typed(folded, run, kind, letter)
    if "月" in folded:
        yield from _spoken_births(folded)
