"""Check-digit rules of Taiwanese identifiers and payment cards.

Sources:
* 身分證統一編號 and 統一證號: 內政部戶政司「國民身分證統一編號編碼原則」 and
  內政部移民署「外來人口統一證號」(new format since 2021-01-02: letter + 8/9 + 8 digits,
  same weights). The leading letter maps to a two-digit code (A=10 … Z=33, with
  I=34, O=35, W=32, X=30, Y=31, Z=33); the 11 digits (two code digits and the
  nine that follow the letter) are weighted 1,9,8,7,6,5,4,3,2,1,1 and the sum
  must be divisible by 10.
* Old 居留證 format (two letters + 8 digits, until 2020): the second letter
  (A–D) stands for the units digit of its code (A=0, B=1, C=2, D=3).
* Payment cards: the Luhn algorithm (ISO/IEC 7812-1, annex B).
"""

from __future__ import annotations

LETTER_CODES = {
    "A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17, "I": 34,
    "J": 18, "K": 19, "L": 20, "M": 21, "N": 22, "O": 35, "P": 23, "Q": 24, "R": 25,
    "S": 26, "T": 27, "U": 28, "V": 29, "W": 32, "X": 30, "Y": 31, "Z": 33,
}  # fmt: skip
_WEIGHTS = (1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1)


def _weighted_sum(letter: str, digits: str) -> int:
    code = LETTER_CODES[letter]
    values = [code // 10, code % 10, *(int(d) for d in digits)]
    return sum(w * v for w, v in zip(_WEIGHTS, values, strict=True))


def tw_id_valid(value: str) -> bool:
    """Check a 10-character 身分證統一編號 or new-format 統一證號 (ASCII, upper case).

    Returns False (never raises) for any string that is not ``[A-Z][0-9]{9}`` or whose
    check digit fails.
    """
    if (
        len(value) != 10
        or value[0] not in LETTER_CODES
        or not value[1:].isascii()
        or not value[1:].isdigit()
    ):
        return False
    return _weighted_sum(value[0], value[1:]) % 10 == 0


def old_resident_id_valid(value: str) -> bool:
    """Check an old-format 居留證 number ``[A-Z][A-D][0-9]{8}`` (ASCII, upper case)."""
    if len(value) != 10 or value[0] not in LETTER_CODES or value[1] not in "ABCD":
        return False
    if not value[2:].isascii() or not value[2:].isdigit():
        return False
    second = str(LETTER_CODES[value[1]] % 10)
    return _weighted_sum(value[0], second + value[2:]) % 10 == 0


def tw_id_check_digit(first_nine: str) -> str:
    """The check digit that completes ``first_nine`` (``[A-Z][0-9]{8}``) to a valid number."""
    total = _weighted_sum(first_nine[0], first_nine[1:] + "0")
    return str((10 - total % 10) % 10)


def luhn_valid(digits: str) -> bool:
    """Luhn check over a string of ASCII digits (12–19 long for cards); False for anything else."""
    if not digits.isascii() or not digits.isdigit() or len(digits) < 2:
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def luhn_check_digit(body: str) -> str:
    """The Luhn check digit that completes ``body`` (ASCII digits)."""
    for d in "0123456789":
        if luhn_valid(body + d):
            return d
    raise AssertionError("unreachable")
