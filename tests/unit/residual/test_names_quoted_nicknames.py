"""Residual scan, nicknames in quotation marks (worker/residual/names.py quoted_nickname_hits): a
quoted token of a nickname's shape (「阿翔」, 「小胖 fatboy」, 「老K」, 「蓁蓁」, 「宏仔」) left in
the output stops the document whoever else it names; quoted words of the same shape (「小心」,
「哈哈」, 「阿姨」, 「老闆」, 「媽媽」) and the case's own pseudonyms pass. Invented nicknames
only."""

from __future__ import annotations

import pytest

from worker.residual import scan

CHECK = "residual:nickname_quoted"


@pytest.mark.parametrize(
    "text",
    [
        "客戶手機 LINE 中「榮仔」帳號要求交付現金",
        "便條紙一張（記載「小餅 biscuit」字樣）",
        "群主叫「老Q」，LINE ID 另列",
        "下次報暗號「萱萱」打九折",
        "被害人稱「阿鴻」，身分不詳",
        "內載「老豹 30」等字樣",
        "與友人『小蝦』往來",
    ],
)
def test_a_quoted_nickname_stops_the_document(text: str) -> None:
    assert CHECK in scan(text, {"郭靜慧"})


@pytest.mark.parametrize(
    "text",
    ["他說「小心」就走了", "回了「哈哈」兩字", "「阿姨」說明天來", "「老闆」不在", "他寫「媽媽」"],
)
def test_quoted_words_pass(text: str) -> None:
    assert CHECK not in scan(text, {"郭靜慧"})


def test_a_quoted_pseudonym_passes() -> None:
    assert CHECK not in scan("綽號「阿翔」", {"阿翔"})
