"""A word that ends in a surname character before a title (issue 11): 資深經理, 擔任專案經理,
福利委員會, 照顧阿嬤 hold no name (the character ends the word before, from jieba's dictionary,
worker/data/surname_end_words.txt); a real surname before a title still reads as a short form.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.detect.lexicon import surname_end_words


def _persons(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text) if s.type == "person"]


@pytest.mark.parametrize(
    "text",
    [
        "他在公司擔任專案經理三年。",
        "出席者為兩位資深經理與一位課長。",
        "本案移送職工福利委員會審議。",
        "她每天下班要照顧阿嬤。",
        "勞資雙方組成協商委員會。",
    ],
)
def test_word_ending_in_a_surname_character_before_a_title(text: str) -> None:
    assert _persons(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("今天由曾經理說明。", "曾經理"),
        ("請洽詢柯專員。", "柯專員"),
        ("感謝何老師的協助。", "何老師"),
    ],
)
def test_a_surname_before_a_title_is_still_a_short_form(text: str, value: str) -> None:
    assert any(value in p for p in _persons(text))


def test_the_word_list_holds_words_not_names() -> None:
    ends = surname_end_words()
    assert {"擔任", "資深", "福利"} <= ends
    assert "陳明" not in ends  # a word that starts with a surname lives in name_words.txt
