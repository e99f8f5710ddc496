"""A Latin given name with diacritics (Vietnamese, Indonesian, European spellings) standing alone in
Chinese text is read whole, as an unaccented one is: glued to the CJK text (會談時Phúc表示) or
set off by spaces (可找 Hùng 本人). A word of ASCII letters is read as before, and a name is not
cut after its accent. Invented names only."""

from __future__ import annotations

from functools import partial

import pytest

from tests.unit.helpers import person_values

persons = partial(person_values, use_model=False)  # rules only


@pytest.mark.parametrize(
    "text, name",
    [
        ("會談時Phước表示他很想回家", "Phước"),
        ("她說Thảo很乖，每天都準時", "Thảo"),
        ("越南語可找 Dũng 本人", "Dũng"),
        ("交給Nguyễn處理，他會回報", "Nguyễn"),
        ("昨天 Hương 說阿嬤沒吃藥", "Hương"),
        ("我們請José幫忙翻譯", "José"),
    ],
)
def test_an_accented_given_name_alone(text: str, name: str) -> None:
    assert name in persons(text)


@pytest.mark.parametrize(
    "text, cut",
    [
        ("會談時Phước表示他很想回家", "Ph"),
        ("越南語可找 Dũng 本人", "D"),
    ],
)
def test_the_name_is_not_cut_at_its_accent(text: str, cut: str) -> None:
    assert cut not in persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "我用Excel整理報表",
        "請用 Word 檔回傳",
    ],
)
def test_ascii_words_stay_as_before(text: str) -> None:
    assert persons(text) == []
