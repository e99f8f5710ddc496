"""A nickname that is also a word, after a naming word (小名 豆豆, 綽號叫小胖, 乳名「小黑」), is a
person, and so are its later occurrences where a person stands; a naming word before a quoted
everyday word names nobody. Invented names only."""

from __future__ import annotations

from functools import partial

import pytest

from tests.unit.helpers import person_values

persons = partial(person_values, use_model=False)  # rules only


@pytest.mark.parametrize(
    "text, nickname, times",
    [
        ("個案：張簡明哲（小名 豆豆）　男\n生日：2022/2/14\n豆豆目前會說的詞約 20 個", "豆豆", 2),
        ("他國中時綽號叫小胖，個性開朗。", "小胖", 1),
        ("學員乳名「小黑」，由家長接送。", "小黑", 1),
    ],
)
def test_a_named_nickname_that_is_a_word(text: str, nickname: str, times: int) -> None:
    assert persons(text).count(nickname) >= times


def test_a_naming_word_before_an_everyday_word_names_nobody() -> None:
    assert "小心" not in persons("那塊牌子的暱稱「小心」很好笑。")
