"""Names after a form's "who" label (issue 11): a word for a person in a function, ending in
員 / 人 / 長 / 審 / 保 … (客服員, 初審, 對保, 廠長, 職安人員), a colon and a full name standing
alone; and a name that a model ran into the next word across a removed space (翁子安　員編).

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _persons(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text) if s.type == "person"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("初審：柯雅文　　複審：溫啟明\n", "柯雅文"),
        ("對保：彭思婷\n簽約日：2024年5月2日", "彭思婷"),
        ("填表人：方俊傑　　廠長：歐陽志遠　　日期：113年8月1日", "歐陽志遠"),
        ("來電時間 09:10　客服員：章雅婷　員編：QK20931\n", "章雅婷"),
        ("｜覆核：駱明哲｜\n", "駱明哲"),
    ],
)
def test_name_after_a_who_label(text: str, name: str) -> None:
    assert name in _persons(text)


@pytest.mark.parametrize(
    "text",
    ["幣別：新臺幣\n", "結果：成功\n", "審核：通過\n", "負責人：本人\n", "主管：同上\n"],
)
def test_a_who_label_before_a_word_takes_no_name(text: str) -> None:
    assert _persons(text) == []


def test_model_name_ends_at_the_removed_space_before_the_next_label() -> None:
    text = "客服員：翁思涵　員編：JH20931"
    assert "翁思涵" in _persons(text)
    assert all("員編" not in p for p in _persons(text))


def test_a_name_spread_by_spaces_is_still_read_whole() -> None:
    text = "另被害人蔣 宛 真於113年3月1日匯款3萬元。"
    spans = [s for s in detect(text) if s.action == "replace"]
    start = text.index("蔣 宛 真")
    assert all(any(s.start <= i < s.end for s in spans) for i in range(start, start + 5))
