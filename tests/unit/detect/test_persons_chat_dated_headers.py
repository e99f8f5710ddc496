"""Chat exports whose header carries a date inside the time's brackets (issue 11):
``[2024-06-06 22:14] Ray⏎message`` (the speaker alone on the header line, the message below) and
``[8/9 上午 12:20] Joko：message`` (a date of two parts, a colon after the name) name their
speakers as the other chat columns do; app and log words in the speaker's place (來自 of an SMS
log, 系統) stay words. Invented names only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_set as persons


@pytest.mark.parametrize(
    "text, names",
    [
        (
            "[2025-01-03 21:14] Kiko\n[圖片] 准考證\n[2025-01-03 21:15] 小葵\n"
            "@kiko_lin 你的座位呢\n[2025-01-03 21:16] Kiko\n靠 好",
            {"Kiko", "小葵"},
        ),
        (
            "[2025-01-03 21:14] 小葵\n哭 下次一起去\n[2025-01-03 21:15] 圓仔 Momo\n"
            "我在建國中學\n[2025-01-03 21:16] 圓仔 Momo\n加油大家",
            {"小葵", "圓仔"},
        ),
        (
            "[3/2 下午 08:10] Budi：明天我上早班\n[3/2 下午 08:12] 阿珠：好喔\n"
            "[3/2 下午 08:15] Budi：謝謝",
            {"Budi", "阿珠"},
        ),
    ],
)
def test_speakers_of_dated_chat_headers_are_persons(text: str, names: set[str]) -> None:
    assert names <= persons(text)


@pytest.mark.parametrize(
    "text, word",
    [
        (
            "[2025-03-12 14:05] 來自 +886900000000\n您的驗證碼為 1234\n"
            "[2025-03-12 14:20] 來自 0900000000\n已完成設定\n[2025-03-12 14:43] 來自 某銀行\n通知",
            "來自",
        ),
        (
            "[2025-01-03 21:14] 系統\n備份完成\n[2025-01-03 22:14] 系統\n備份完成\n"
            "[2025-01-03 23:14] 系統\n備份完成",
            "系統",
        ),
    ],
)
def test_app_and_log_words_in_the_speaker_s_place_stay_words(text: str, word: str) -> None:
    assert word not in persons(text)
