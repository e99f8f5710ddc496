"""A Chinese surname, a space, then a Latin given name is one display name (林 Amy, 蔡 Ricky), as
Vicky 鄺 is the other way round (persons._surname_then_latin). A character before an English word
(陳 Office, 傳給 LINE) is none.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("聯絡人：邴 Amy（業務）", "邴 Amy"),
        ("代書承辦。\n蔡 Ricky 0932-447-811", "蔡 Ricky"),
        ("抄送：冉 Joanne、人資部", "冉 Joanne"),
    ],
)
def test_a_surname_and_a_latin_given_name_are_one_value(text: str, value: str) -> None:
    assert value in replaced_persons(text), replaced_persons(text)


@pytest.mark.parametrize("text", ["請到 陳 Office 領取", "傳到 林 Line 群組"])
def test_a_character_before_an_english_word_is_no_name(text: str) -> None:
    assert replaced_persons(text) == [], replaced_persons(text)
