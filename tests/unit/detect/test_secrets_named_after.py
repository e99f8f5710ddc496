"""Secrets found on the outside authors w09–w12 (issues 9/11), as kinds (worker/detect/records.py):
a quoted token that the same clause then calls a secret (「…」字樣，疑為密碼), and a one-time code
in English mail or SMS text (the temporary code 731 904 expires). Every value is invented;
postal codes, error codes, promo codes and quoted tokens no secret word follows stay untaken.
"""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text import spans as T


def _secrets(text: str) -> list[str]:
    return [
        text[s.start : s.end]
        for s in detect(text)
        if s.type == T.PASSWORD and s.action == T.REPLACE
    ]


FOUND = [
    ("扣得筆記本一冊，內有手寫「Qm#2023tea」字樣，疑為密碼。", "Qm#2023tea"),
    ("便條紙寫著「sun7788x」，他說是網銀密碼。", "sun7788x"),
    ("紙條上的『Lk_0915』應為提款卡 PIN", "Lk_0915"),
    ("For your security, the temporary code 528 306 expires in 10 minutes.", "528 306"),
    ("Your verification code is 904417. Do not share it.", "904417"),
    ("Use the one-time code 3381-274 to sign in.", "3381-274"),
    ("Login code: 77120", "77120"),
]


@pytest.mark.parametrize(("text", "value"), FOUND, ids=[v for _, v in FOUND])
def test_secrets_named_after_or_sent_as_codes(text: str, value: str) -> None:
    assert value in _secrets(text)


UNTAKEN = [
    "Mail to postal code 10048, Taipei.",
    "The server returned error code 500 twice.",
    "Enter promo code SAVE20 at checkout.",
    "扣得筆記本一冊，內有手寫「Qm2023」字樣，疑為帳冊編號。",
    "The security code of conduct was updated in 2024.",
]


@pytest.mark.parametrize("text", UNTAKEN)
def test_codes_that_are_no_secret_untaken(text: str) -> None:
    assert _secrets(text) == []
