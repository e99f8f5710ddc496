"""A letter, a note or a message signed after a dash or after its closing (issue 11, persons second
wave): — 石, ——小霖, 敬上⏎石, 謹上 邵, 石 敬上. One character signs when it is a surname (a short
form: its other occurrences in the text stay words). Invented names and notes only; a dash before
a word or a closing line without a name stays as it is."""

from __future__ import annotations

import pytest

from worker.detect import detect


def person_spans(text: str) -> list[tuple[int, int]]:
    return [
        (s.start, s.end)
        for s in detect(text, use_model=False)
        if s.type == "person" and s.action == "replace"
    ]


def covered(text: str, start: int, end: int) -> bool:
    return any(a <= start and b >= end for a, b in person_spans(text))


@pytest.mark.parametrize(
    "text, signature",
    [
        ("明天的聚餐改到七點，大家記得帶傘。\n— 石", "石"),
        ("收到請回覆，謝謝。\n—— 邵", "邵"),
        ("此致\n敬上\n龔", "龔"),
        ("以上說明，請查照。\n謹上 蔡", "蔡"),
        ("附件如上。\n尤 敬上", "尤"),
        ("先這樣，晚點再聊。\n— 小霖", "小霖"),
        ("合約已寄出，請簽回。\n—宛蓉", "宛蓉"),
        ("貨款已匯，請確認。\n敬上 郝志誠", "郝志誠"),
        # after a sentence's end on its line, a character of the given name too
        ("他媽媽那邊先不要講，雙方同意。——琇", "琇"),
        ("「再喝酒我不會再幫你。——旺」］", "旺"),
        ("建議進入下一關面談。　──霏", "霏"),
        ("錢我先墊了，下週還我就好。——宛蓉", "宛蓉"),
    ],
)
def test_a_name_after_a_dash_or_a_closing_signs(text: str, signature: str) -> None:
    i = text.rindex(signature)
    assert covered(text, i, i + len(signature))


@pytest.mark.parametrize(
    "text",
    [
        "以上 — 完",
        "會議記錄 — 結束",
        "報告如上\n— 本",
        "— 是",
        "以上報告\n敬上",
        "報告如上。——完",
        "請大家注意。——以上",
    ],
)
def test_a_dash_or_a_closing_before_a_word_signs_nothing(text: str) -> None:
    assert person_spans(text) == []


def test_a_one_character_signature_leaves_the_same_character_in_words() -> None:
    text = "院子裡的石頭太重，搬不動。\n— 石"
    assert person_spans(text) == [(len(text) - 1, len(text))]
