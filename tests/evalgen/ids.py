"""Checksums of Taiwanese identifiers and payment cards, and the folding used to check them.

All functions work on the *canonical* form (ASCII, no separators). ``canonical`` turns a
labelled span (full-width, ideographic spaces, line breaks, OCR confusions) back into it.
"""

from __future__ import annotations

import random
import re

LETTER_CODES = {
    "A": 10,
    "B": 11,
    "C": 12,
    "D": 13,
    "E": 14,
    "F": 15,
    "G": 16,
    "H": 17,
    "I": 34,
    "J": 18,
    "K": 19,
    "L": 20,
    "M": 21,
    "N": 22,
    "O": 35,
    "P": 23,
    "Q": 24,
    "R": 25,
    "S": 26,
    "T": 27,
    "U": 28,
    "V": 29,
    "W": 32,
    "X": 30,
    "Y": 31,
    "Z": 33,
}
WEIGHTS = (1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1)

TW_ID_RE = re.compile(r"^[A-Z][12]\d{8}$")
RESIDENT_NEW_RE = re.compile(r"^[A-Z][89]\d{8}$")
RESIDENT_OLD_RE = re.compile(r"^[A-Z][A-D]\d{8}$")


def _digits(value: str) -> list[int]:
    code = LETTER_CODES[value[0]]
    if value[1].isalpha():  # old 居留證: second letter contributes the last digit of its code
        rest = [LETTER_CODES[value[1]] % 10] + [int(c) for c in value[2:]]
    else:
        rest = [int(c) for c in value[1:]]
    return [code // 10, code % 10, *rest]


def id_checksum_ok(value: str) -> bool:
    """身分證統一編號, new 統一證號 and old 居留證號 share the weighted sum (mod 10 == 0)."""
    if not (TW_ID_RE.match(value) or RESIDENT_NEW_RE.match(value) or RESIDENT_OLD_RE.match(value)):
        return False
    digits = _digits(value)
    return sum(w * d for w, d in zip(WEIGHTS, digits, strict=True)) % 10 == 0


def _complete(prefix: str) -> str:
    """Append the check digit to a 9-character prefix."""
    for check in "0123456789":
        if id_checksum_ok(prefix + check):
            return prefix + check
    raise AssertionError(prefix)


def make_tw_id(rng: random.Random, gender: str) -> str:
    letter = rng.choice(sorted(LETTER_CODES))
    return _complete(
        letter
        + ("1" if gender == "M" else "2")
        + "".join(rng.choice("0123456789") for _ in range(7))
    )


def make_resident_new(rng: random.Random, gender: str) -> str:
    letter = rng.choice(sorted(LETTER_CODES))
    return _complete(
        letter
        + ("8" if gender == "M" else "9")
        + "".join(rng.choice("0123456789") for _ in range(7))
    )


def make_resident_old(rng: random.Random, gender: str) -> str:
    letter = rng.choice("ABCDEFGHJKLMNPQRSTUVXYWZ")
    second = rng.choice("AC") if gender == "M" else rng.choice("BD")
    return _complete(letter + second + "".join(rng.choice("0123456789") for _ in range(7)))


def mistype(rng: random.Random, value: str) -> str:
    """A plausible typo of an identifier (one digit changed, or two adjacent digits swapped)
    whose checksum fails; the shape (letters, length) is kept."""
    digit_pos = [i for i, c in enumerate(value) if c.isdigit() and i >= 2]
    for _ in range(100):
        chars = list(value)
        if rng.random() < 0.5:
            i = rng.choice(digit_pos)
            chars[i] = rng.choice([d for d in "0123456789" if d != chars[i]])
        else:
            i = rng.choice(digit_pos[:-1])
            chars[i], chars[i + 1] = chars[i + 1], chars[i]
        out = "".join(chars)
        if out != value and not id_checksum_ok(out):
            return out
    raise AssertionError(value)


def luhn_ok(number: str) -> bool:
    if not number.isdigit() or len(number) < 12:
        return False
    total = 0
    for i, c in enumerate(reversed(number)):
        d = int(c)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def make_card(rng: random.Random) -> str:
    prefix = rng.choice(["4", "4", "51", "52", "53", "54", "55", "35"])
    if prefix == "35":
        prefix = "35" + str(rng.randint(28, 89))
    body = prefix + "".join(rng.choice("0123456789") for _ in range(15 - len(prefix)))
    for check in "0123456789":
        if luhn_ok(body + check):
            return body + check
    raise AssertionError(body)


# ---------------------------------------------------------------- folding back to canonical
_FULLWIDTH = {chr(0xFF01 + i): chr(0x21 + i) for i in range(94)}
_SEPARATORS = set(" \u3000\n\r\t-.")
_OCR_TO_DIGIT = {"O": "0", "o": "0", "l": "1", "I": "1", "B": "8"}
_OCR_TO_LETTER = {"0": "O", "8": "B", "1": "I"}


def fold(text: str) -> str:
    return "".join(_FULLWIDTH.get(c, c) for c in text)


def compact(text: str) -> str:
    return "".join(c for c in fold(text) if c not in _SEPARATORS)


def canonical_id(text: str) -> str:
    """A labelled tw_id / resident_id span back to its canonical 10 characters.

    Noise never touches the second character (1/2, 8/9 or the old format's A-D), so only the
    first (a letter that OCR may have read as a digit) and the last eight are folded back."""
    s = list(compact(text))
    if len(s) < 2:
        return "".join(s)
    s[0] = _OCR_TO_LETTER.get(s[0], s[0]).upper()
    for i in range(2, len(s)):
        s[i] = _OCR_TO_DIGIT.get(s[i], s[i])
    return "".join(s)


def canonical_digits(text: str) -> str:
    return "".join(_OCR_TO_DIGIT.get(c, c) for c in compact(text))
