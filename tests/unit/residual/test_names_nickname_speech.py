"""Residual scan (issue 9, second wave): a nickname before a verb of saying (老K 說, 大頭說,
阿凱也說). Invented output texts (pseudonyms issued for the case) and look-alikes; invented values
only."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"顏素娥", "卓建良", "阿德"}
ISSUED = PERSONS | {"K220581347"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED, (), persons=PERSONS)


@pytest.mark.parametrize(
    "text",
    [
        "對了 小J 說他明天不來",
        "卓建良：老T 也說要退出",
        "，大鳥說錢已經匯了",
        "阿宗表示他沒有看到",
        "胖胖說她先走",
        "顏素娥：小莉則說不知道",
    ],
)
def test_nickname_before_speech_stops(text: str) -> None:
    assert "residual:name_before_speech" in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "老實說我不清楚。",  # adverbs of manner
        "他小聲說不要。",
        "店員大聲說歡迎光臨",
        "剛剛說的那件事",  # a doubled adverb
        "慢慢說，不要急",
        "老師說要帶證件",  # a title
        "大家說好了",
        "阿德說他會到",  # the case's pseudonym
        "卓建良說金額是新臺幣5,000元",
    ],
)
def test_look_alikes_pass(text: str) -> None:
    assert "residual:name_before_speech" not in checks(text)
