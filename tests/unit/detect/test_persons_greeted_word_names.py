"""A two-character full name greeted that is also a word (issue 11, persons second wave): a common
surname and one given-name character before 您好 / 你好 / 台鑒 (高明您好, 江山你好, 高峰 您好) is
the person addressed. Invented greetings only; kin, role and title words and words of the
not_given_names list greeted stay words (老師您好, 客服您好, 同學你好)."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons as persons


@pytest.mark.parametrize(
    "text, name",
    [
        ("高明您好，附件請查收。", "高明"),
        ("江山你好：\n合約已寄出。", "江山"),
        ("高峰 您好，謝謝您的來信。", "高峰"),
        ("您好。\n林森您好，明天見。", "林森"),
        ("金城台鑒：\n茲檢送資料乙份。", "金城"),
        ("夏天台鑒：\n來函敬悉。", "夏天"),
    ],
)
def test_a_greeted_two_character_name_is_a_person_even_as_a_word(text: str, name: str) -> None:
    assert name in persons(text)


@pytest.mark.parametrize(
    "text",
    ["老師您好，請問作業。", "客服您好，我要退貨。", "各位您好。", "大家好。", "同學你好"],
)
def test_kin_role_and_everyday_words_greeted_stay_words(text: str) -> None:
    assert persons(text) == []
