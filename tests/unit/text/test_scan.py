"""scan.finditer / scan.finditer_at give the matches pattern.finditer gives, in the same order
(invented texts; the detector's own patterns and look-alike patterns of each construct)."""

from __future__ import annotations

import random
import re

import pytest

from worker.detect import (
    address,
    agencies,
    codes,
    contact,
    dates,
    event_dates,
    identifiers,
    organizations,
    records,
)
from worker.text import scan


def _spans(matches) -> list[tuple[tuple[int, int], tuple]]:
    return [(m.span(), m.groups()) for m in matches]


_PATTERNS = [
    r"(?<![0-9])[0-9]{4}",  # a lookbehind before a class
    r"(?:民國|西元)?[ ]?(?<![0-9])[0-9]{2,3}年",  # optional pieces before the first character
    r"(?i)(?<![a-z])(?:jan|feb)[a-z]*",  # case-insensitive literals
    r"(?:ab|a)c|[0-9]+",  # a branch of literals and a class
    r"^[ \t]*([A-Z]{2,4})：",  # an anchor, a group
    r"(?=[0-9])[0-9a-f]{3,}",  # a lookahead first
    r"\d{2}-\d{3}",  # a category
    r"(?:x*|y)z",  # a branch that can be empty, then what follows
]

_TEXTS = [
    "民國 97年間與西元2013年來台，電話0912345678，1234-56。",
    "abc ac aac 12 3 Jan February jAN xjan",
    "AB：甲\nCDE：乙\n  FG：丙 HI：丁",
    "deadbeef 0x1f 999 12-345 1-2345 xxz yz z",
    "",
    "𤆬某 12𤆬34 ０１２",
]


@pytest.mark.parametrize("source", _PATTERNS)
@pytest.mark.parametrize("text", _TEXTS)
def test_finditer_is_pattern_finditer(source, text):
    pattern = re.compile(source)
    assert _spans(scan.finditer(pattern, text)) == _spans(pattern.finditer(text))


@pytest.mark.parametrize(
    "source",
    [
        r"[0-9]*",  # can match the empty string
        r"(?<![0-9])(?:[0-9]{2})?",
        r"[^0-9]{2}",  # a negated class
        r".{2}",
        r"(a)?\1b",  # a back-reference where a match can start
        r"(?i:ab)c",  # inline flags
    ],
)
def test_patterns_without_a_known_opening_are_scanned_plainly(source):
    pattern = re.compile(source)
    assert scan.opening_class(pattern) is None
    for text in _TEXTS:
        assert _spans(scan.finditer(pattern, text)) == _spans(pattern.finditer(text))


def test_opening_class_of_a_lookbehind_and_a_branch():
    opening = scan.opening_class(re.compile(r"(?<![A-Z])(?:[0-9]{2}|ab|民國)x"))
    assert opening is not None
    assert [c for c in "09ab民國xyz" if opening.fullmatch(c)] == list("09a民")


# the detector's patterns scanned this way, on invented text of their kinds
_DETECTOR = [
    agencies._COURTS,
    dates._DATE,
    event_dates._EN_DATE,
    event_dates._YEAR_ALONE,
    event_dates._WEEK_DAY,
    contact._MOBILE,
    contact._LANDLINE,
    contact._URL,
    contact._SHORT_LINK,
    organizations._LATIN_FIRM,
    records._DATE,
    records._SECRET,
    contact._PLATE,
    contact._PLATE_IN_PROSE,
    dates._YEAR,
    dates._YEAR_CELL,
    event_dates._MONTH_ALONE,
    event_dates._YM_RANGE,
    codes._SEEDS,
    address._UNIT,
    address._LABEL,
    identifiers._DIGIT_RUN,
]
_PIECES = [
    "臺灣臺北地方法院",
    "最高法院",
    "民國",
    "97年",
    "110年間",
    "8 May 2024",
    "March 4, 2024",
    "下禮拜一",
    "週一至週五",
    "0912-345-678",
    "(02)2345-6789",
    "https://example.test/a?b=1",
    "line.me/ti/p/abc",
    "Acme Trading Co., Ltd.",
    "中華民國111年3月4日",
    "112.3.4",
    "密碼：",
    "驗證碼 482913",
    "某甲",
    "，",
    "\n",
    " ",
    "O",
    "l",
    "1",
    "2",
    "-",
    "/",
    "年",
    "月",
    "日",
]


@pytest.mark.parametrize("pattern", _DETECTOR, ids=lambda p: p.pattern[:30])
def test_detector_patterns_on_shuffled_pieces(pattern):
    rng = random.Random(7)
    for _ in range(200):
        text = "".join(rng.choice(_PIECES) for _ in range(rng.randint(1, 25)))
        assert _spans(scan.finditer(pattern, text)) == _spans(pattern.finditer(text)), text


def test_finditer_at_tries_only_the_given_starts():
    pattern = re.compile(r"[0-9]{2}")
    assert [m.span() for m in scan.finditer_at(pattern, "12345", [0, 1, 2, 3])] == [(0, 2), (2, 4)]
    assert [m.span() for m in scan.finditer_at(pattern, "12345", [1])] == [(1, 3)]


def test_a_pattern_the_engine_skips_ahead_in_is_scanned_plainly():
    assert scan._seeker(re.compile(r"民國[0-9]+年")) is None  # a literal prefix
    assert scan._seeker(re.compile(r"[0-9]x")) is None  # a class opening the pattern
    assert scan._seeker(re.compile(r"(?<![0-9])[0-9]{3}")) is not None
