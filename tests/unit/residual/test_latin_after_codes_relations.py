"""Residual scan, Latin names in the positions that take one (worker/residual/latin.py): a given
name of the list right after a code ending the field (Staff ID YK7077 Peggy), after an English
relation word (my colleague Jonas; data/latin_relations.txt), and a Taiwanese name romanised with
a hyphenated given name, surname first or last (Wang Hsiao-Ming, TSAI YU-TING, Mei-Ling Chen).
And what must pass: a product or a brand after a code, a capitalised caption after a relation word,
hyphenated words that are no name. Invented names only."""

from __future__ import annotations

import pytest

from worker.residual import find

ISSUED = {"郭靜慧", "F228461935"}


def hits(text: str) -> list[str]:
    return [text[h.start : h.end] for h in find(text, ISSUED) if h.check == "residual:latin_name"]


STOP = [
    ("使用：KYC ✔　Staff ID QA4410 Wendy", "Wendy"),
    ("員編 E3021 Kevin", "Kevin"),
    ("身分證 F228461935 Wang Hsiao-Ming", "Wang Hsiao-Ming"),
    ("簽名：Hsu Wei-Chen", "Hsu Wei-Chen"),
    ("TSAI YU-TING 已簽收", "TSAI YU-TING"),
    ("由 Mei-Ling Chen 簽收", "Mei-Ling Chen"),
    ("Thanks, my colleague Jonas may join the call.", "Jonas"),
    ("her son Kevin Hall will come", "Kevin Hall"),
    ("Our landlord Martin raised the rent.", "Martin"),
]


@pytest.mark.parametrize(("text", "name"), STOP, ids=[n for _, n in STOP])
def test_a_latin_name_in_a_name_position_stops(text: str, name: str) -> None:
    assert name in hits(text)


PASS = [
    "型號 X200 Pro",
    "單號 AB1234 Nike",
    "ID A1234 Google",
    "Friend Request 已送出",
    "my friend said no",
    "連Wi-Fi 密碼",
    "Check-in 時間 15:00",
    "Hi-Life 便利商店",
    "E-Sun Bank",
    "Co-Op Bank",
]


@pytest.mark.parametrize("text", PASS)
def test_products_captions_and_hyphenated_words_pass(text: str) -> None:
    assert hits(text) == []
