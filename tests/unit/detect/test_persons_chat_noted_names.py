"""A chat display name closed by a note in brackets is one value (issue 11,
persons._chat_columns): Ken仲介（豐元）, Lily房仲（信義） speak under the whole name, so the whole
is replaced; a Chinese name with a note (王小明（公司）) is read on its own. Invented chats only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons


def _persons(text: str) -> list[str]:
    return replaced_persons(text, use_model=True)


@pytest.mark.parametrize(
    "name",
    ["Ben仲介（豐元）", "Lily房仲（信義）", "Tony師傅(水電)"],
)
def test_a_display_name_with_a_bracketed_note_is_one_value(name: str) -> None:
    text = (
        "2024.07.02 週二\n"
        f"09:40 {name}: 早安 有的 我這邊有兩個\n"
        "09:41 阿忠: 好 什麼時候\n"
        f"09:43 {name}: 大概要六到八週\n"
        f"10:05 {name}: 契約我晚一點寄\n"
    )
    assert _persons(text).count(name) == 3
