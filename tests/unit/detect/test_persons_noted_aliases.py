"""A bracketed note right after a found name that gives the person's other names: a nickname
alone (TRAN VAN HAI（小海）) or names after the words that introduce them (（中文名阿明，同事稱
明仔）), found wherever they stand again; a note that describes (（胞姊）, （太太）, （阿美族）,
（男）) names nobody.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons


@pytest.mark.parametrize(
    ("text", "aliases"),
    [
        ("05｜TRAN VAN HAI（小海）｜越南｜工號 KX-1022\n‧05 小海：說想轉換雇主\n", ["小海"]),
        ("罹災者：SOMPONG KAEW（中文名宋朋，同事稱阿朋）\n阿朋當天值夜班", ["宋朋", "阿朋"]),
        ("移工：Budi Santoso（綽號阿布）\n阿布表示薪資短少", ["阿布"]),
        ("看護：RINA WATI（大家叫她小芸）\n小芸每天推阿公散步", ["小芸"]),
    ],
)
def test_the_other_names_of_a_note_are_persons(text: str, aliases: list[str]) -> None:
    found = replaced_persons(text, use_model=True)
    for alias in aliases:
        assert found.count(alias) == text.count(alias)


@pytest.mark.parametrize(
    ("text", "note"),
    [
        ("保證人\n　隗文英（胞姊），C204250789\n", "胞姊"),
        ("胡蔡秀英（太太）0966 402 917\n", "太太"),
        ("族名：Kacaw‧Fotol（阿美族）\n", "阿美族"),
        ("被告王大明（男）、李小華（歿）\n", "男"),
    ],
)
def test_a_describing_note_names_nobody(text: str, note: str) -> None:
    assert note not in replaced_persons(text, use_model=True)
