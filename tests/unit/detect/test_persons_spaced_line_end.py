"""A name spaced out by OCR ends with its line (issue 11): in the compact view a removed space
after every character of 諸葛 明 遠 is no name's end, and the line break after its last
character is (諸葛 明 遠⏎統一編號 was read 諸葛 明, leaving 遠). A word the next line opens with
that follows names (住, 於) still ends the name before it. Invented names only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_values as persons


@pytest.mark.parametrize(
    "text, name",
    [
        ("所有權人：諸葛 明 遠\n統一編號：E100000000", "諸葛 明 遠"),
        ("中文姓名 Name (Chinese)：范 姜 怡 君\n英文姓名 Name：FAN", "范 姜 怡 君"),
        ("立書人：司 馬 文 華\n身分證統一編號：A100000000", "司 馬 文 華"),
        ("原告：張 簡 美 玲\n送達地址：某市某路1號", "張 簡 美 玲"),
        ("申請人：歐 陽 志 明\n電話：02-2000-0000", "歐 陽 志 明"),
    ],
)
def test_a_spaced_out_name_reads_to_its_line_s_end(text: str, name: str) -> None:
    assert name in persons(text)


def test_a_follow_word_on_the_next_line_still_ends_a_short_name() -> None:
    text = "被告：卞 美\n住某市某路1號"
    assert "卞 美" in persons(text)
