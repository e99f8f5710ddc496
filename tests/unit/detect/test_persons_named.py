"""A naming word and the name it introduces (issue 11): 中文名, 漢名, 本名, 族名, 小名, 慣稱,
大家都叫他, 日本名叫, 二房東叫 + a Latin name; the other name of a person, whatever its surname.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _persons(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text) if s.type == "person"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("證人 Anna K. Weber（中文名韋安娜）到庭。", "韋安娜"),
        ("被繼承人（漢名潘阿土，民國20年生）", "潘阿土"),
        ("我叫小蘭 本名戈蘭心 電話另給", "戈蘭心"),
        ("族名：Sayun‧Temu（泰雅族）", "Sayun‧Temu"),
        ("班上同學都叫他阿肥，下課常一起打球。", "阿肥"),
        ("她的小名「圓圓」，大家都這樣叫。", "圓圓"),
        ("當時的日本名叫松本正雄，後來改回。", "松本正雄"),
        ("樓下的房東叫Victor，一直沒回訊息。", "Victor"),
    ],
)
def test_name_after_a_naming_word(text: str, name: str) -> None:
    assert name in _persons(text)


@pytest.mark.parametrize(
    "text",
    ["款項登記於本名下。", "公司原名稱為大同。", "族名與漢名均列於戶籍資料。", "暱稱：（未填）"],
)
def test_a_naming_word_without_a_name(text: str) -> None:
    assert _persons(text) == []
