"""Residual scan, Latin names (worker/residual/latin.py and the role check): given names after an
honorific or a greeting, halves of romanised names joined by a middle dot, a Latin name after a role
word."""

from __future__ import annotations

import pytest

from worker.residual import scan

ISSUED = {"Grace Liu", "郭靜慧", "Tanya Brook"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED)


STOP = [
    "Terima kasih, Bu Rina. Sampai",
    "Good evening Ate Marites, my",
    "my cousin Noel also wants",
    "Pak Budi bilang",
    "Hi Wendy，明天見",
    "Dear Oscar,",
    "謝謝Lulu！收到了",
    "Kiki 您好：附件是合約",
    "族名：Grace Liu‧Apay（阿美族）",  # the other half of a name whose first half was replaced
    "父：Lifok‧郭靜慧",
    "受文者：Nakao‧Tali",
    "翻譯Sisca到院協助",
    "聯絡人 Harvey 電話",
    "姓名 Name：Mr. Colin Ashby",
]


@pytest.mark.parametrize("text", STOP)
def test_latin_name_stops_the_document(text: str) -> None:
    assert "residual:latin_name" in checks(text)


PASS = [
    "Hi Grace Liu，明天見",  # the case's pseudonym
    "姓名 Name：Mr. Tanya Brook",
    "族名：Grace Liu（阿美族）",
    "‧TOEIC 865\n‧Python、Excel",  # bullets, not a name's middle dot
    "被告Google公司",
    "原告 Acme Inc 主張",
    "姓名 Nama：郭靜慧",
    "Hi 各位",
    "hello world",  # lower case
    "Dear 各位同仁",
]


@pytest.mark.parametrize("text", PASS)
def test_latin_look_alike_passes(text: str) -> None:
    assert checks(text) == []
