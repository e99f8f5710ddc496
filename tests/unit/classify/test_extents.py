"""Extents of a masked passage: a sentence wrapped at a comma onto the next line is masked whole,
so no fragment of the diagnosis is left on the line after it. Every text is invented."""

from __future__ import annotations

import pytest

from worker.classify import special_passages

FIRST = "經醫院診斷為腰椎骨折，住院五日。"


def _uncovered(text: str, part: str) -> str:
    at = text.index(part)
    spans = [(a, b) for a, b, _c in special_passages(text)]
    return "".join(
        text[i]
        for i in range(at, at + len(part))
        if not text[i].isspace() and not any(a <= i < b for a, b in spans)
    )


@pytest.mark.parametrize(
    ("line", "wrapped"),
    [
        ("病人昨晚因胸悶送急診，", "在那裡待到清晨才由家人接回。"),
        ("她上個月開刀切除甲狀腺，", "講話到現在都還沙沙的。"),
        ("孩子被鑑定為中度自閉、", "每週一三五下午請假外出上課。"),
        ("告訴人事後前往驗傷，", "左上臂紅紫一片，拍照存證。"),
    ],
)
def test_a_line_ending_in_a_comma_runs_on_into_the_next(line: str, wrapped: str) -> None:
    text = f"{FIRST}\n\n{line}\n{wrapped}\n\n{'兩造對租金數額有爭執。'}"
    assert _uncovered(text, line) == ""
    assert _uncovered(text, wrapped) == ""
    assert _uncovered(text, "兩造對租金數額有爭執。") != ""


@pytest.mark.parametrize(
    "after",
    [
        "明天的會議改到三樓。",  # the line before ends its sentence
        "\n明天的會議改到三樓。",  # a blank line ends the paragraph
    ],
)
def test_a_finished_line_does_not_run_on(after: str) -> None:
    text = f"{FIRST}\n\n病人昨晚因胸悶送急診。\n{after}\n\n附件兩份。"
    assert _uncovered(text, "明天的會議改到三樓。") != ""
    comma = f"{FIRST}\n\n病人昨晚因胸悶送急診，\n\n明天的會議改到三樓。"
    assert _uncovered(comma, "明天的會議改到三樓。") != ""
