"""A four-character name standing alone in a roster, a log row or a table cell, made as 冠夫姓 is
(a surname, a common surname, two given-name characters: 黃楊玉蘭) or as a compound surname's name
is (張簡文雄): read by its shape, since nothing around it says it is a name; an anchored reading
of the same name elsewhere (an official in a signature block) decides it.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons
from worker.detect import detect


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("｜序｜捐款人｜金額｜\n｜1｜王大同 饒黃秀鳳｜2,000｜\n", "饒黃秀鳳"),
        ("｜王大同 翁許雅琪｜2,000｜\n", "翁許雅琪"),
        ("｜王大同 甘林秀琴｜2,000｜\n", "甘林秀琴"),
        ("孝\u3000\u3000男\u3000翁志豪\n媳\u3000\u3000翁蔡美玲\u3000翁許雅琪\n", "翁許雅琪"),
        ("訪視紀錄\n09/02\u3000甘林秀琴（84）\u3000家訪\u3000膝痛\n", "甘林秀琴"),
        ("連帶保證人\n1. 張簡志明，48歲，務農\n", "張簡志明"),
        ("子 陳冠宇\u3000099.02.11\n母 詹吳麗雲\u3000041.06.30\n", "詹吳麗雲"),
    ],
)
def test_a_married_or_compound_name_alone_is_read(text: str, name: str) -> None:
    assert name in replaced_persons(text, use_model=True)


@pytest.mark.parametrize(
    "text",
    [
        "一、安全規範　二、高雄市區　三、方向明確\n",
        "主旨：江南春遊　報名表\n",
        "項目：林業發展　金額：5,000\n",
    ],
)
def test_four_character_words_are_no_names(text: str) -> None:
    assert replaced_persons(text, use_model=True) == []


def test_an_official_of_that_shape_stays_kept() -> None:
    text = "\n　　　　　　夏侯文輝\n\n書記官　夏侯文輝\n"
    kept = [text[s.start : s.end] for s in detect(text) if s.action == "keep"]
    assert kept.count("夏侯文輝") == 2
