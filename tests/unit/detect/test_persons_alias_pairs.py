"""A nickname and the full name in parentheses after it name one person, both replaced
(滿姐（巫美妹） in a duty roster, 2. 豆花（賴品安） in a class list); a relation word, a role, a
word or a note in the parentheses make no pair. Invented names and values only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_set as persons


@pytest.mark.parametrize(
    "text, nickname, full",
    [
        ("｜12/1 一｜滿姐（巫美妹）｜謝文宗｜小葉｜", "滿姐", "巫美妹"),
        ("09｜11/29｜阿財伯（吳財）｜04-2236-0000｜2/3｜", "阿財伯", "吳財"),
        ("〈週二上午　親子班〉\n　2. 豆花（賴品安）　家長：阿嬤", "豆花", "賴品安"),
        ("見證人 小胖（包志翰，室友）\n中華民國 113 年", "小胖", "包志翰"),
        ("5\t永和\t阿Ken（鍾秉文，YX09960）\t113.11.02", "阿Ken", "鍾秉文"),
        ("　1. 柚柚（王宥辰）　　家長：王太太", "柚柚", "王宥辰"),
        ("｜03｜秋嫂（鄢蔡阿春）｜同上｜", "秋嫂", "鄢蔡阿春"),
    ],
)
@pytest.mark.parametrize("use_model", [False, True])
def test_a_nickname_and_the_full_name_after_it(
    text: str, nickname: str, full: str, use_model: bool
) -> None:
    found = persons(text, use_model)
    assert nickname in found
    assert full in found


@pytest.mark.parametrize(
    "text, word",
    [
        ("一、主訴（母述）：伊最近攏睏袂去。", "主訴"),
        ("阿芳（朋友，姓氏未寫）　0912-000-111", "朋友"),
        ("甲方（王小明）簽名如下", "甲方"),
        ("配偶（林美玲）同意", "配偶"),
        ("附件（一）：同意書", "附件"),
    ],
)
def test_roles_relations_and_notes_make_no_pair(text: str, word: str) -> None:
    assert not any(word in p for p in persons(text))
