"""Check digits: 身分證統一編號 / 統一證號 (new format), old 居留證, and Luhn.

Every value called valid here was checked against an independent reference implementation
(:func:`_ref_tw_id` below, written from the 內政部 rule, not from the code under test).
"""

from __future__ import annotations

import random

import pytest

from worker.text.checksums import (
    luhn_check_digit,
    luhn_valid,
    old_resident_id_valid,
    tw_id_check_digit,
    tw_id_valid,
)

# 內政部: A=10 B=11 … H=17, I=34, J=18 … N=22, O=35, P=23 … V=29, W=32, X=30, Y=31, Z=33.
_REF_CODES = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36), strict=True))


def _ref_tw_id(value: str) -> bool:
    if (
        len(value) != 10
        or value[0] not in _REF_CODES
        or not all(c in "0123456789" for c in value[1:])
    ):
        return False
    code = _REF_CODES[value[0]]
    nums = [code // 10, code % 10, *map(int, value[1:])]
    return (
        sum(w * n for w, n in zip((1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1), nums, strict=True)) % 10 == 0
    )


def _ref_old_resident(value: str) -> bool:
    if len(value) != 10 or value[1] not in "ABCD":
        return False
    return _ref_tw_id(value[0] + str(_REF_CODES[value[1]] % 10) + value[2:])


# ---------------------------------------------------------------- 身分證統一編號 / 統一證號 (new)
TW_ID_VALID = [
    "A123456789",  # the 內政部 textbook example
    "B234567894",
    "F217674938",  # A05
    "Z198765436",
    "I123456781",  # I=34
    "O212345672",  # O=35
    "W187654323",  # W=32
    "X212345677",  # X=30
    "A800000014",  # 統一證號 (new format, since 2021)
    "F912345678",  # 統一證號, 9 in second place
]
TW_ID_INVALID = [
    pytest.param("A123456788", id="bad-check-digit"),
    pytest.param("H123456780", id="A06-bad-checksum-1"),
    pytest.param("Q298765431", id="A06-bad-checksum-2"),
    pytest.param("A12345678", id="too-short"),
    pytest.param("A1234567890", id="too-long"),
    pytest.param("", id="empty"),
    pytest.param("a123456789", id="lowercase-letter"),
    pytest.param("Ａ１２３４５６７８９", id="full-width"),
    pytest.param("A12345678９", id="one-full-width-digit"),
    pytest.param("A١٢٣٤٥٦٧٨٩", id="arabic-indic-digits"),
    pytest.param("A²23456789", id="superscript-digit"),
    pytest.param("1123456789", id="digit-instead-of-letter"),
    pytest.param("AB23456789", id="letter-in-second-place"),
    pytest.param("A12345678X", id="letter-as-check"),
    pytest.param("A 23456789", id="space-inside"),
    pytest.param("A-23456789", id="hyphen-inside"),
    pytest.param(" A12345678", id="leading-space"),
]


@pytest.mark.parametrize("value", TW_ID_VALID)
def test_tw_id_valid_accepts(value: str) -> None:
    assert _ref_tw_id(value), "test bug: not valid by the reference rule"
    assert tw_id_valid(value) is True


@pytest.mark.parametrize("value", TW_ID_INVALID)
def test_tw_id_valid_rejects(value: str) -> None:
    assert tw_id_valid(value) is False


def test_tw_id_valid_matches_reference_on_random_values() -> None:
    rng = random.Random(20240103)
    for _ in range(5000):
        value = rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + "".join(
            rng.choice("0123456789") for _ in range(9)
        )
        assert tw_id_valid(value) == _ref_tw_id(value), value


# ---------------------------------------------------------------- old 居留證 (two letters + 8
# digits)
OLD_RESIDENT_VALID = ["AA00000009", "AB12345677", "FC23456786", "HD98765436", "YB12345676"]
OLD_RESIDENT_INVALID = [
    pytest.param("AB12345678", id="bad-check-digit"),
    pytest.param("AE12345677", id="second-letter-not-A-D"),
    pytest.param("ab12345677", id="lowercase"),
    pytest.param("Ab12345677", id="lowercase-second"),
    pytest.param("ＡＢ１２３４５６７７", id="full-width"),
    pytest.param("AB1234567", id="too-short"),
    pytest.param("AB123456777", id="too-long"),
    pytest.param("A123456789", id="new-format-value"),
    pytest.param("AB1234567X", id="non-digit"),
    pytest.param("1B12345677", id="digit-first"),
    pytest.param("", id="empty"),
]


@pytest.mark.parametrize("value", OLD_RESIDENT_VALID)
def test_old_resident_id_valid_accepts(value: str) -> None:
    assert _ref_old_resident(value), "test bug: not valid by the reference rule"
    assert old_resident_id_valid(value) is True


@pytest.mark.parametrize("value", OLD_RESIDENT_INVALID)
def test_old_resident_id_valid_rejects(value: str) -> None:
    assert old_resident_id_valid(value) is False


# ---------------------------------------------------------------- check-digit generator
@pytest.mark.parametrize(
    ("first_nine", "check"),
    [
        ("A12345678", "9"),
        ("B23456789", "4"),
        ("F21767493", "8"),
        ("A80000001", "4"),
        ("W18765432", "3"),
    ],
)
def test_tw_id_check_digit_table(first_nine: str, check: str) -> None:
    assert tw_id_check_digit(first_nine) == check


def test_tw_id_check_digit_completes_to_the_only_valid_number() -> None:
    rng = random.Random(7)
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        for second in "1289":
            nine = letter + second + "".join(rng.choice("0123456789") for _ in range(7))
            check = tw_id_check_digit(nine)
            assert len(check) == 1 and check.isdigit()
            assert tw_id_valid(nine + check) and _ref_tw_id(nine + check)
            others = [d for d in "0123456789" if d != check]
            assert not any(tw_id_valid(nine + d) for d in others), nine


# ---------------------------------------------------------------- Luhn
LUHN_VALID = [
    "4111111111111111",
    "5555555555554444",
    "378282246310005",
    "79927398713",
    "0000000000000000",
    "18",
]
LUHN_INVALID = [
    pytest.param("4111111111111112", id="bad-check-digit"),
    pytest.param("79927398710", id="bad-check-digit-2"),
    pytest.param("", id="empty"),
    pytest.param("0", id="single-digit"),
    pytest.param("4111 1111 1111 1111", id="spaces"),
    pytest.param("4111-1111-1111-1111", id="hyphens"),
    pytest.param("４１１１１１１１１１１１１１１１", id="full-width"),
    pytest.param("411111111111111a", id="letter"),
    pytest.param("-79927398713", id="sign"),
    pytest.param("٧٩٩٢٧٣٩٨٧١٣", id="arabic-indic-digits"),
]


@pytest.mark.parametrize("value", LUHN_VALID)
def test_luhn_valid_accepts(value: str) -> None:
    assert luhn_valid(value) is True


@pytest.mark.parametrize("value", LUHN_INVALID)
def test_luhn_valid_rejects(value: str) -> None:
    assert luhn_valid(value) is False


@pytest.mark.parametrize(
    ("body", "check"),
    [
        ("411111111111111", "1"),
        ("7992739871", "3"),
        ("555555555555444", "4"),
        ("37828224631000", "5"),
    ],
)
def test_luhn_check_digit_table(body: str, check: str) -> None:
    assert luhn_check_digit(body) == check


def test_luhn_check_digit_completes_to_the_only_valid_number() -> None:
    rng = random.Random(11)
    for length in range(11, 19):
        body = "".join(rng.choice("0123456789") for _ in range(length))
        check = luhn_check_digit(body)
        assert luhn_valid(body + check)
        assert [d for d in "0123456789" if luhn_valid(body + d)] == [check]
