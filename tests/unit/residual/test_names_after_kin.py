"""Residual scan, a given name standing alone after a kin or partner word
(worker/residual/names.py, kin_given_hits; data/kin_before_given.txt, given_name_chars.txt,
not_given_pairs.txt): 其子志豪, 女兒雅婷, 前妻淑芬, 媽（美玉）, 母 雅婷. And what must pass: the
ordinary words that follow a kin word (今年, 國中, 家中, 表示), the case's pseudonyms, a gender in
a form, a kin word alone. Invented names only."""

from __future__ import annotations

import pytest

from worker.residual import find, scan

PERSONS = {"郭靜慧", "潘志遠", "品妤"}
KEPT = {"吳明達"}


def checks(text: str) -> list[str]:
    return scan(text, PERSONS, KEPT, persons=PERSONS)


STOP = [
    ("其子志豪於案發後離家。", "志豪"),
    ("胞弟俊傑證稱當天不在。", "俊傑"),
    ("女兒雅婷今年就讀國中。", "雅婷"),
    ("郭靜慧的配偶美玲表示同意。", "美玲"),
    ("前妻淑芬帶走小孩。", "淑芬"),
    ("太太秀英說她不知道。", "秀英"),
    ("郭靜慧的兒子冠宇也在場。", "冠宇"),
    ("郭靜慧之女怡萱", "怡萱"),
    ("郭靜慧與前男友家豪分手後搬離。", "家豪"),
    ("我哥 建宏 說要幫忙。", "建宏"),
    ("20:20 媽（美華）：不要吵", "美華"),
    ("｜11/02｜電話訪視｜母 宜蓁｜同意家訪｜", "宜蓁"),
    ("緊急聯絡人：父：俊德", "俊德"),
]


@pytest.mark.parametrize(("text", "name"), STOP, ids=[n for _, n in STOP])
def test_a_given_name_after_a_kin_word_stops_the_document(text: str, name: str) -> None:
    hits = [(h.check, text[h.start : h.end]) for h in find(text, PERSONS, KEPT, persons=PERSONS)]
    assert ("residual:name_after_kin", name) in hits


PASS = [
    "女兒今年十歲。",
    "女兒表示想跟媽媽住。",
    "兒子國中畢業後就去工作。",
    "太太家中還有長輩。",
    "其子表示願意扶養。",
    "母親健康狀況不佳。",
    "配偶欄空白。",
    "女兒品妤今年十歲。",
    "其子潘志遠到場。",
    "我哥說要幫忙。",
    "父母 同住",
    "性別：女 出生：略",
    "兒子平安回家。",
    "女兒明年要考試。",
    "媽媽：好\n爸爸：收到",
]


@pytest.mark.parametrize("text", PASS)
def test_words_after_a_kin_word_and_pseudonyms_pass(text: str) -> None:
    assert checks(text) == []
