"""Numbers written in keycap emoji (issue 11): 1️⃣ is the digit, U+FE0F and U+20E3. The fold reads
the two marks as spaces (worker/text/fold.py), so the number recognizers see digits two spaces
apart, and the value found takes its last digit's marks (full cover). Every value invented;
a keycap numbering a point (第1️⃣點, 2️⃣ 早上) stays."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.fold import fold
from worker.text.spans import DIRECT_IDENTIFIERS


def _covered(text: str, value: str) -> bool:
    start = text.index(value)
    spans = [s for s in detect(text, use_model=False) if s.action == "replace"]
    inside = {i for s in spans for i in range(s.start, s.end)}
    return all(i in inside for i in range(start, start + len(value)) if not text[i].isspace())


def _identifiers(text: str) -> list[str]:
    return [
        text[s.start : s.end]
        for s in detect(text, use_model=False)
        if s.action == "replace" and s.type in DIRECT_IDENTIFIERS
    ]


def test_the_marks_fold_to_spaces_of_the_same_length() -> None:
    assert fold("3️⃣") == "3  "
    assert fold("☎︎") == "☎ "


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("手機0️⃣9️⃣3️⃣8️⃣1️⃣2️⃣7️⃣4️⃣6️⃣5️⃣", "0️⃣9️⃣3️⃣8️⃣1️⃣2️⃣7️⃣4️⃣6️⃣5️⃣"),
        ("有事打 0️⃣9️⃣7️⃣2️⃣-5️⃣5️⃣1️⃣-8️⃣0️⃣3️⃣ 找我", "0️⃣9️⃣7️⃣2️⃣-5️⃣5️⃣1️⃣-8️⃣0️⃣3️⃣"),
        ("0️⃣2️⃣ 2️⃣7️⃣1️⃣4️⃣ 6️⃣6️⃣0️⃣9️⃣ 是我家電話", "0️⃣2️⃣ 2️⃣7️⃣1️⃣4️⃣ 6️⃣6️⃣0️⃣9️⃣"),
        ("帳號：8️⃣0️⃣7️⃣1️⃣2️⃣0️⃣0️⃣4️⃣5️⃣5️⃣1️⃣9️⃣", "8️⃣0️⃣7️⃣1️⃣2️⃣0️⃣0️⃣4️⃣5️⃣5️⃣1️⃣9️⃣"),
        ("身分證 F1️⃣2️⃣8️⃣4️⃣7️⃣3️⃣9️⃣0️⃣6️⃣ 寄給你", "F1️⃣2️⃣8️⃣4️⃣7️⃣3️⃣9️⃣0️⃣6️⃣"),
        ("LINE 加 0⃣9⃣1⃣6⃣3⃣3⃣2⃣0⃣8⃣4⃣", "0⃣9⃣1⃣6⃣3⃣3⃣2⃣0⃣8⃣4⃣"),  # without U+FE0F
    ],
)
def test_a_number_in_keycaps_is_covered_whole(text: str, value: str) -> None:
    assert _covered(text, value), [(text[s.start : s.end], s.type) for s in detect(text, False)]


@pytest.mark.parametrize(
    "text",
    ["請看第1️⃣點和第2️⃣點", "1️⃣ 早上九點集合\n2️⃣ 十點出發", "評分 5️⃣ 顆星 ❤️❤️"],
)
def test_a_keycap_numbering_points_is_no_identifier(text: str) -> None:
    assert _identifiers(text) == []
