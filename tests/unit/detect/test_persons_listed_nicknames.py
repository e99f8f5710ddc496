"""A nickname or a given name listed with 、 right beside a name found is a person of the same list
(我跟林佩琪、芸芸一起, 王大明、阿德、小葉), one item after another; kin, role and everyday words of
that shape (媽媽, 小孩, 阿姨, 主任, 同事) and words that go on past the item (台北的, 明明是, 安心)
stay. Invented names only."""

from __future__ import annotations

from functools import partial

import pytest

from tests.unit.helpers import person_values

persons = partial(person_values, use_model=False)  # rules only


@pytest.mark.parametrize(
    "text, names",
    [
        ("禮物是我跟邵靜雯、芸芸一起買的", ["芸芸"]),
        ("我跟邵靜雯、婷婷、安安一起去", ["婷婷", "安安"]),
        ("我跟邵靜雯、阿德、小葉一起吃飯", ["阿德", "小葉"]),
        ("我跟邵靜雯、阿凱都有看到", ["阿凱"]),
        ("我跟邵靜雯、美玲說過了", ["美玲"]),
        ("昨天我跟邵靜雯、小魚\n", ["小魚"]),
    ],
)
def test_an_item_beside_a_name_found(text: str, names: list[str]) -> None:
    found = persons(text)
    for name in names:
        assert name in found


@pytest.mark.parametrize(
    "text, word",
    [
        ("我跟邵靜雯、媽媽一起去", "媽媽"),
        ("我跟邵靜雯、小孩都在家", "小孩"),
        ("我跟邵靜雯、阿姨說", "阿姨"),
        ("我跟邵靜雯、台北的朋友", "台北"),
        ("我跟邵靜雯、明明是他", "明明"),
        ("我跟邵靜雯、同事們", "同事"),
        ("我跟邵靜雯、安心一起", "安心"),
        ("出席：俞大同、阿德、主任", "主任"),
    ],
)
def test_kin_roles_and_words_stay(text: str, word: str) -> None:
    assert not any(word in v for v in persons(text))
