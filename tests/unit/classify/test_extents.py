"""Extents of a masked passage: a sentence wrapped at a comma onto the next line is masked whole,
so no fragment of the diagnosis is left on the line after it. Every text is invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import unmasked as _uncovered

FIRST = "經醫院診斷為腰椎骨折，住院五日。"


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


@pytest.mark.parametrize(
    "table",
    [
        "｜日期｜Hb｜PLT｜\n｜3/02｜9.8｜120｜\n｜3/09｜10.4｜168｜\n｜3/16｜11.0｜190｜\n｜3/23｜11.2｜201｜",
        "| 時間 | 血壓 | 脈搏 |\n| 08:00 | 142 | 88 |\n| 12:00 | 136 | 80 |\n| 16:00 | 130 | 79 |"
        "\n| 20:00 | 128 | 76 |",
        "｜日期｜空腹血糖｜\n｜5/01｜168｜\n｜5/02｜151｜\n｜5/03｜149｜\n｜5/04｜140｜\n｜5/05｜133｜",
    ],
)
def test_the_rows_under_a_header_with_evidence_are_masked_with_it(table: str) -> None:
    """A table whose header names a person's results, vital signs or drugs: every row is part of
    the record, however plain its numbers."""
    text = f"{FIRST}\n\n{table}\n\n{'兩造對租金數額有爭執。'}"
    for row in table.split("\n"):
        assert _uncovered(text, row) == "", row
    assert _uncovered(text, "兩造對租金數額有爭執。") != ""


def test_rows_under_a_plain_header_stay_readable() -> None:
    table = "｜日期｜金額｜\n｜3/02｜1,200｜\n｜3/09｜800｜"
    text = f"{FIRST}\n\n{table}"
    assert _uncovered(text, "｜3/09｜800｜") != ""


FILLER = "兩造就系爭房屋租金之數額、押金是否已返還及修繕費用由何人負擔多所爭執，各執一詞。"


@pytest.mark.parametrize(
    ("told", "evidence"),
    [
        ("案主表示上週五下班後與同事聚餐，回家時已近午夜。", "隔天起床後開始發燒，至急診就醫。"),
        ("被害人陳稱當晚與對方在車上聊天，後來對方把車門鎖上。", "對方強行撫摸其胸部。"),
        ("個案自述國中起就常一個人待在房間。", "高二時經身心科診斷為憂鬱症。"),
    ],
)
def test_a_reported_account_is_masked_from_where_it_is_told(told: str, evidence: str) -> None:
    """In a long paragraph, the sentence that opens with someone telling (表示, 陳稱, 自述) starts
    the passage the evidence sentence after it belongs to."""
    text = f"{FIRST}\n\n{FILLER * 3}{told}{evidence}{FILLER * 3}"
    assert _uncovered(text, told) == ""
    assert _uncovered(text, evidence) == ""
    assert _uncovered(text, FILLER) != ""


@pytest.mark.parametrize(
    ("evidence", "next_day"),
    [
        ("3/14 晚上他在樓梯間強行撫摸她的胸部。", "3/15 凌晨他又在她家門外徘徊不去。"),
        ("5月2日下午她在工地摔落，右腳跟骨折。", "5月3日上午改由家人每天接送上下班。"),
        ("112年8月1日晚間他割腕被送往急診。", "112年8月2日上午9時他母親才趕到。"),
    ],
)
def test_the_next_dated_sentence_continues_the_account(evidence: str, next_day: str) -> None:
    """In a chronological account, the sentence that opens with the next date and time goes on
    with the same incident (at most FOLLOW_MAX sentences)."""
    text = f"{FIRST}\n\n{FILLER * 3}{evidence}{next_day}{FILLER * 3}"
    assert _uncovered(text, evidence) == ""
    assert _uncovered(text, next_day) == ""
    assert _uncovered(text, FILLER) != ""
