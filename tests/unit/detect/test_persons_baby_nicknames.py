"""Children's and babies' nicknames in running text (issue 11, persons second wave): a doubled
character or 小 / 阿 with a character such nicknames are made of (baby_nickname_chars.txt: 豆豆,
貝貝, 小寶, 阿寶), where a nickname stands, even when the pair is also a word. Invented sentences
only; the same characters as food or as doubled adjectives stay words."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons as persons


@pytest.mark.parametrize(
    "text, nickname",
    [
        ("週末我帶豆豆去打預防針。", "豆豆"),
        ("小寶昨天在幼兒園跌倒。", "小寶"),
        ("那天貝貝哭了一整晚。", "貝貝"),
        ("糖糖說她不想去上課。", "糖糖"),
        ("後來嘟嘟又把玩具弄壞了。", "嘟嘟"),
        ("我跟朵朵說好了，", "朵朵"),
        ("阿寶，吃飯了！", "阿寶"),
    ],
)
def test_a_baby_nickname_is_a_person(text: str, nickname: str) -> None:
    assert nickname in persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "今天的豆豆很好吃。",
        "他的蛋蛋。",
        "我們去買小丸子。",
        "小寶貝，生日快樂！",
    ],
)
def test_the_same_characters_as_words_stay_words(text: str) -> None:
    assert persons(text) == []
