"""A Latin given name with the nickname or the compound surname the person also goes by (issue 11,
persons._latin_and_nickname and the mixed display names): Calaw 阿凱, Biung 阿明, Annie 歐陽,
Jessie歐陽 are one person, one value covered whole; an English word before 阿 (Line 阿公) or a
kin word is not one. Invented names only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons


def _persons(text: str) -> set[str]:
    return set(replaced_persons(text, use_model=True))


@pytest.mark.parametrize(
    "text, value",
    [
        ("出席：頭目、青年代表 Sawmah 阿豪、婦女會代表", "Sawmah 阿豪"),
        ("　　Tanah 阿勇：我家的貨車可以借，油錢再算。", "Tanah 阿勇"),
        ("名冊有誤請找 Umav 阿芬（0912 000 111）更正。", "Umav 阿芬"),
        ("在場：長女、次女 Vivian 司徒（視訊）、長子", "Vivian 司徒"),
        ("Nicole歐陽：收到，我再問農會", "Nicole歐陽"),
        ("聯絡人：Grace諸葛", "Grace諸葛"),
    ],
)
def test_a_latin_name_with_its_nickname_or_compound_surname_is_one_value(
    text: str, value: str
) -> None:
    assert value in _persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "請打開 Line 阿公 的群組看照片",
        "我們搭 Bus 阿里山線上山",
        "The 阿美族 festival starts today",
    ],
)
def test_an_english_word_before_a_chinese_word_is_no_name(text: str) -> None:
    assert not any(" " in p for p in _persons(text))
