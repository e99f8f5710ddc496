"""Latin letters spaced out one by one (OCR, a form's title, a writer hiding a word: g a y, M S M,
E M D R, H I V) are read as one word for evidence, beside the CJK text around them; letters that
make no evidence word stay none. Every value is invented for this test; none comes from an
evaluation set."""

from __future__ import annotations

import pytest

from contracts import SensitivityLevel
from tests.unit.helpers import short_layouts as _layouts
from tests.unit.helpers import unmasked
from worker.classify import classify

SPACED = [
    ("他 跟 我 說 他 是 g a y 。", "sex_life"),
    ("聽說他是 g a y，跟男友住一起。", "sex_life"),
    ("個案自述為 M S M，近期有高風險行為。", "sex_life"),
    ("個案接受 E M D R 第三次。", "medical"),
    ("檢驗結果 H I V 陽性。", "health"),
    ("他有 A D H D，上課坐不住。", "health"),
    ("她說飲料被下了 G H B。", "sex_life"),
    ("他把 H P V 傳給我。", "sex_life"),
]

NONE = [
    "座位是 A B C 排，請依序入座。",
    "選項 D E F 都不對。",
    "代號 X Y Z 專案延期。",
]


@pytest.mark.parametrize(("passage", "category"), SPACED)
def test_spaced_letters_are_read_as_a_word(passage: str, category: str) -> None:
    for text in _layouts(passage):
        sensitivity = classify(text, True)
        assert sensitivity.level is SensitivityLevel.HIGH
        assert category in sensitivity.categories
        assert unmasked(text, passage) == ""


@pytest.mark.parametrize("passage", NONE)
def test_spaced_letters_of_no_word_are_none(passage: str) -> None:
    for text in _layouts(passage):
        assert classify(text, True).level is not SensitivityLevel.HIGH
