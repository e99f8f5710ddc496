"""A game's player or character name after its label (issue 11): any script and its symbols
(遊戲ID：夜貓子小龍, 遊戲帳號：劍心☆阿翔, 星空の守護者), up to a space or a mark; the game's own
name (遊戲名稱：…) and a bare number stay. Every value invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_types as _found
from worker.text.spans import SOCIAL_HANDLE


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("遊戲ID：夜貓子小龍", "夜貓子小龍"),
        ("遊戲帳號：劍心☆阿翔", "劍心☆阿翔"),
        ("角色名稱：月影流星88，等級 60", "月影流星88"),
        ("遊戲暱稱：星空の守護者", "星空の守護者"),
        ("玩家ID: 阿凱Kai_07 已被檢舉", "阿凱Kai_07"),
        ("他在遊戲中的角色名：黑騎士小白", "黑騎士小白"),
        ("召喚師名稱：闇影狐狸 (台服)", "闇影狐狸"),
        ("案號：112年度訴字第123號，遊戲ID：紅豆湯圓 於同日登入", "紅豆湯圓"),
    ],
)
def test_a_game_name_after_its_label_is_a_handle(text: str, value: str) -> None:
    assert _found(text).get(value) == SOCIAL_HANDLE, _found(text)


@pytest.mark.parametrize(
    "text",
    ["遊戲名稱：英雄聯盟", "角色名稱：2024", "遊戲角色："],
)
def test_a_game_title_or_a_number_is_no_handle(text: str) -> None:
    assert not any(t == SOCIAL_HANDLE for t in _found(text).values()), _found(text)


def test_the_case_number_before_a_game_name_stays() -> None:
    found = _found("案號：112年度訴字第123號，遊戲ID：紅豆湯圓 於同日登入")
    assert not any("112年度" in k for k in found), found
