"""A word right after a role (issue 11): after a party's role with no separator, an ordinary
word is the sentence's verb or object (被告堅決否認, 原告任之。, 聲請人希望…), not a name; after
a kin or acquaintance role it is still a name (胞弟江山到庭); form words after a role
(（簽名蓋章）, 客服：謝謝) are no names.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _persons(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text) if s.type == "person"]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("訊據被告堅決否認有何竊盜犯行。", "堅決"),
        ("未成年子女之親權由原告任之。", "任之"),
        ("相對人希望調整會面時間。", "希望"),
        ("告訴人催討多次未果。", "催討"),
        ("立書人王大同（簽名蓋章）", "蓋章"),
        ("[10:02] 客服：謝謝，請稍候。", "謝謝"),
    ],
)
def test_a_word_after_a_role_is_no_name(text: str, word: str) -> None:
    assert all(word not in p for p in _persons(text))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("其胞弟江山到庭證稱當日在場。", "江山"),
        ("被害人之妻夏天，亦到庭陳述。", "夏天"),
        ("被告高明先生到庭。", "高明"),
        ("被告：高明\n", "高明"),
    ],
)
def test_a_word_named_person_after_a_kin_role_or_a_separator(text: str, name: str) -> None:
    assert name in _persons(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("告訴人林家家主張其受騙。", "林家家"),
        ("相對人之母高明珠簽收。", "高明珠"),
        ("原告金門生到庭。", "金門生"),
    ],
)
def test_a_full_name_that_opens_with_a_word_before_a_follow_word(text: str, name: str) -> None:
    assert name in _persons(text)


def test_a_word_of_three_characters_after_a_role_stays_a_word() -> None:
    assert all("陳明願" not in p for p in _persons("原告陳明願供擔保。"))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("被告江山豪於民國112年3月間", "江山豪"),
        ("原告游子謙與被告訂立契約", "游子謙"),
        ("證人高明德到庭結證", "高明德"),
        ("告訴人方正宏因不滿", "方正宏"),
        ("相對人金山雅即聲請人之配偶", "金山雅"),
    ],
)
def test_a_name_after_a_party_role_that_opens_with_a_word(text: str, name: str) -> None:
    """A role takes the name after it though the name's first two characters are a word (江山,
    游子, 高明, 方正, 金山), when one follow character (於, 與, 到, 因, 即) ends it."""
    assert name in {text[s.start : s.end] for s in detect(text) if s.type == "person"}


@pytest.mark.parametrize(
    "text", ["被告陳述稱其不知情", "被告高度懷疑", "被告否認犯行", "被告方面則稱"]
)
def test_a_word_after_a_party_role_is_no_name(text: str) -> None:
    assert not [s for s in detect(text) if s.type == "person"]
