"""Residual scan, names before titles and in quotes (worker/residual/__init__.py, names.py,
latin.py): a dharma name before a monastic title at a boundary (⏎法妙師父, 功德會 慧真法師), a
given name quoted (寫成「承祐」), a note's writer (by Kiki); and the title check no longer reads
the end of a word glued before a title as a name when its first character is a rare surname's and
no given name's follow (是班上同學, 時候會叫爸爸, 門市儲備店長), while a common surname alone or
given-name characters still make one (王老師, 林志明老師). Invented names only."""

from __future__ import annotations

import pytest

from worker.residual import find

PERSONS = {"郭靜慧"}


def hits(text: str) -> list[str]:
    return [text[h.start : h.end] for h in find(text, PERSONS, persons=PERSONS)]


STOP = [
    ("Date: 2026/04/18\n法雲師父您好，今天已匯款", "法雲師父"),
    ("請致電功德會 慧真法師（分機 15）", "慧真法師"),
    ("兒子的名字寫成「承祐」請更正", "承祐"),
    ("面試筆記（門市）　by Kiki", "Kiki"),
    ("明天王老師會來。", "王老師"),
    ("請轉告林志明老師", "林志明老師"),
]


@pytest.mark.parametrize(("text", "name"), STOP, ids=[n for _, n in STOP])
def test_a_dharma_name_a_quoted_given_name_or_a_writer_stops(text: str, name: str) -> None:
    assert name in hits(text)


PASS = [
    "確認是不是班上同學",
    "他小時候會叫爸爸",
    "面試：門市儲備店長",
    "今天大師父說要休息",
    "回信給 師父",
    "請寫「和解」兩字",
    "寄件 by LINE",
]


@pytest.mark.parametrize("text", PASS)
def test_word_endings_before_titles_and_quoted_words_pass(text: str) -> None:
    assert hits(text) == []
