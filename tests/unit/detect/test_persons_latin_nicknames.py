"""A Latin given name found, with 阿 / 小 glued before it or a title or kin word after it (glued or
one space apart), is one nickname: 阿Ken, 小Amy, Jason 哥, Vivian老師, Mai 小姐. A product or a
word that is no name found keeps its neighbours, and a lower-case word after 小 is none. Invented
names only."""

from __future__ import annotations

from functools import partial

import pytest

from tests.unit.helpers import person_values

persons = partial(person_values, use_model=False)  # rules only


@pytest.mark.parametrize(
    "text, name",
    [
        ("19:02 阿Ben：我晚點到，先幫我點餐", "阿Ben"),
        ("這次的合約請阿Rick幫忙翻譯", "阿Rick"),
        ("英文簡報由阿Joe協助修改", "阿Joe"),
        ("我昨天跟小Amy說過了，她會轉告", "小Amy"),
        ("12/3 小Tina：明天的班我換掉了", "小Tina"),
    ],
)
def test_a_prefix_glued_before_the_latin_name(text: str, name: str) -> None:
    assert name in persons(text)


@pytest.mark.parametrize(
    "text, name",
    [
        ("如果還沒還完，我要請Derek 哥幫忙寫存證信函", "Derek 哥"),
        ("安親班的Wendy老師很委婉地建議我們", "Wendy老師"),
        ("帶班：阿Leo老師\u3000時間：週二", "阿Leo老師"),
        ("Nina 小姐謝謝！收據我收到了", "Nina 小姐"),
        ("下週和 Vicky 姐討論排班", "Vicky 姐"),
        ("我們都跟著Sean教練練重訓", "Sean教練"),
    ],
)
def test_a_title_after_the_latin_name(text: str, name: str) -> None:
    assert name in persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "這點小case啦，不用擔心",
        "我買了iPhone 哥倫比亞咖啡豆",
        "開會時Google 先生的帳號登不進去",
        "我們用Excel老師教的方法整理",
        "阿里山的小火車很好坐",
    ],
)
def test_no_name_found_keeps_its_neighbours(text: str) -> None:
    assert not [v for v in persons(text) if any(w in v for w in ("哥", "先生", "老師", "小", "阿"))]
