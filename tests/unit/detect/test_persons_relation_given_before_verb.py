"""A given name right after a relation word of its own, the sentence going on without a pause
(issue 11): 女兒芳如工作忙, 姑姑淑貞上個月搬回來, 內人美君立刻抱她 — a token of given-name
characters after a relation word of two characters or more is a person though no punctuation or
follow word ends it. Ordinary words of such characters stay words (母親中文流利, 媽媽是國小老師,
女兒美麗大方, 女兒生日), and a line break between the relation word and the token breaks the
reading. Invented names only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def covered(text: str, name: str) -> bool:
    at = text.index(name)
    return any(
        s.start <= at and at + len(name) <= s.end for s in detect(text) if s.type == "person"
    )


@pytest.mark.parametrize(
    "text, name",
    [
        ("我女兒雅筑上週發燒，請假一天", "雅筑"),
        ("你舅舅志明下個月回國", "志明"),
        ("我與內人淑華立刻趕去醫院", "淑華"),
        ("兒子宥翰補習完才回家", "宥翰"),
        ("老婆秀英最近身體不好", "秀英"),
        ("我女兒小涵補習回家都很晚", "小涵"),
    ],
)
def test_a_given_name_after_a_relation_word_needs_no_pause(text: str, name: str) -> None:
    assert covered(text, name)


@pytest.mark.parametrize(
    "text, word",
    [
        ("母親中文流利，英文尚可", "中文"),
        ("媽媽是國小老師", "國小"),
        ("女兒美麗大方", "美麗"),
        ("女兒生日快到了", "生日"),
        ("調解見證人：鄰居鄭先生\n中華民國113年5月2日", "中華"),
    ],
)
def test_an_ordinary_word_after_a_relation_word_stays(text: str, word: str) -> None:
    assert not covered(text, word)
