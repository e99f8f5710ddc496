"""The given-name characters (worker/data/given_name_chars.txt) hold those of names given in
Taiwan since the 2000s (睿, 恩, 碩, 歆, 芮, 昀, 澤 …): a child's or young adult's given name
standing alone where a given name is read (after a relation word, a preposition, at a chat line's
start) is a person like 雅婷 or 志明. Invented names and sentences only; words made of the same
characters stay words."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_covered as covered
from tests.unit.helpers import replaced_persons as persons
from worker.detect.lexicon import GIVEN_NAME_CHARS


@pytest.mark.parametrize("name", ["品睿", "承恩", "恩碩", "宥歆", "芮妮", "昀澤", "睿哲", "沐晞"])
def test_names_given_since_the_2000s_are_made_of_given_name_characters(name: str) -> None:
    assert all(c in GIVEN_NAME_CHARS for c in name)


@pytest.mark.parametrize(
    "text, name",
    [
        ("我女兒品睿，今年八歲，對花生過敏。", "品睿"),
        ("我兒子承恩，上週在學校被推倒。", "承恩"),
        ("那筆錢他說要向恩碩借，我不同意。", "恩碩"),
        ("隔天昀澤就把機車騎走了。", "昀澤"),
        ("我把備用鑰匙交給芮妮了。", "芮妮"),
        ("姪女宥歆說她什麼都沒看到。", "宥歆"),
        ("事後睿哲也打電話來問。", "睿哲"),
    ],
)
def test_a_recent_given_name_alone_where_a_given_name_is_read(text: str, name: str) -> None:
    assert covered(text, name)


@pytest.mark.parametrize(
    "text",
    [
        "我們感恩大家的幫忙。",
        "這次的成績很優異，校方頒發獎狀。",
        "感謝恩師多年的照顧。",
        "本案經協調後雙方和解。",
        "請於期限內完成繳費。",
    ],
)
def test_words_of_the_same_characters_stay_words(text: str) -> None:
    assert persons(text) == []
