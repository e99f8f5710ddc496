"""A given name standing alone after a preposition, a verb of giving or a clause-opening time word
(issue 11, persons second wave): two common given-name characters that are no word, ending where a
name ends or before a verb (交給X保管, 向X借, 隔天X就). Invented names and sentences only; words
of given-name characters in the same places stay words."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_covered as covered
from tests.unit.helpers import replaced_persons as persons


@pytest.mark.parametrize(
    "text, name",
    [
        ("那筆錢他說要向宗翰借，我不同意。", "宗翰"),
        ("隔天俊傑就把車開走了。", "俊傑"),
        ("當晚志豪才回到宿舍。", "志豪"),
        ("後來淑芬也打電話來問。", "淑芬"),
        ("我和家豪去夜市吃飯。", "家豪"),
        ("我把備用鑰匙還給婉婷了。", "婉婷"),
        ("事後怡萱說她什麼都不知道。", "怡萱"),
        ("請幫我替詠晴請假一天。", "詠晴"),
        ("那晚柏翰喝了很多酒。", "柏翰"),
        ("押金已匯給冠宇，", "冠宇"),
    ],
)
def test_a_given_name_alone_after_a_preposition_a_giving_verb_or_a_time_word(
    text: str, name: str
) -> None:
    assert covered(text, name)


@pytest.mark.parametrize(
    "text",
    [
        "他向銀行借了五萬元。",
        "隔天早上就下雨了。",
        "我把文件交給同事處理。",
        "後來美國也發表聲明。",
        "我和家人去吃飯。",
        "當時國家正在打仗。",
    ],
)
def test_words_after_the_same_words_stay_words(text: str) -> None:
    assert persons(text) == []
