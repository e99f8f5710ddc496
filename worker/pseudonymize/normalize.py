"""Normalization of values before hashing (matching only: offsets always refer to the original
text).

Different spellings of one value must hash alike: full-width vs ASCII (NFKC),
spaces and hyphens inside numbers, case of e-mail addresses, +886 vs 0 in phones.
"""

from __future__ import annotations

import re

from worker.text import spans as T
from worker.text.fold import match_form

_SPACE = re.compile(r"[\s\u3000]+")
_NON_ALNUM = re.compile(r"[^0-9A-Za-z]")


_NUMBERS = frozenset(
    {
        T.TW_ID,
        T.RESIDENT_ID,
        T.OTHER_ID,
        T.BANK_ACCOUNT,
        T.CARD_NUMBER,
        T.PHONE,
        T.NHI_CARD,
        T.PASSPORT,
    }
)
_DICTATED = str.maketrans(
    {c: str(i) for i, c in enumerate("零一二三四五六七八九")} | {"〇": "0", "○": "0"}
)


def nfkc(value: str) -> str:
    """NFKC after the look-alike table (⺠ → 民, Cyrillic А → A): the comparison form of a value."""
    return match_form(value)


def normalize(entity_type: str, value: str) -> str:
    """The matching key of ``value`` for ``entity_type`` (a ``worker.text.spans`` type
    constant)."""
    v = nfkc(value)
    if entity_type in _NUMBERS:
        v = v.translate(_DICTATED)  # 零九三二 五六七 一零八 is 0932 567 108
    if entity_type in (T.TW_ID, T.RESIDENT_ID, T.LICENCE_PLATE, T.OTHER_ID):
        return _NON_ALNUM.sub("", v).upper()
    if entity_type in (T.BANK_ACCOUNT, T.CARD_NUMBER):
        return _NON_ALNUM.sub("", v)
    if entity_type == T.PHONE:
        digits = re.sub(r"[^0-9]", "", v)
        for prefix in ("00886", "886"):
            if digits.startswith(prefix):
                digits = "0" + digits[len(prefix) :].lstrip("0")
                break
        return digits
    if entity_type in (T.EMAIL, T.URL, T.SOCIAL_HANDLE):
        return _SPACE.sub("", v).lower()
    return _SPACE.sub("", v)
