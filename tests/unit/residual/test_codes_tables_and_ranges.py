"""Residual scan (issue 9, third wave): numbers that only look like an account or a licence — a
table's cells split by bars, a period between two dates, a form's grid counting up one by one, an
employer's number under a label ending in 證號, a file's number after its docket label — pass;
the same numbers as a person's stay stopped. Invented output texts and values only."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"葛明哲", "潘雅筑"}
ISSUED = PERSONS | {"K220581347"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED, (), persons=PERSONS)


@pytest.mark.parametrize(
    "text",
    [
        # a table's cells split by bars (full-width or ASCII), scores, areas, counts
        "科目｜期中｜期末｜平時｜總成績\n地理｜66｜71｜90｜75\n公民｜88｜93｜85｜89",
        "| 項目 | 一月 | 二月 | 三月 |\n|電費|412|398|455|",
        "｜3｜建物｜大安段二小段 771 建號｜96.52｜1分之1｜",
        "編號|面積|持分\nA|2,318.07|10000分之96",
        # a period from one date to another
        "租賃期間 112.07.01–113.06.30（一年）",
        "實習期間：114.02.17-114.06.20（原定）",
        "有效期間 2025-01-01 - 2025-12-31",
        # a form's grid of columns counting up
        "欄 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16",
        "第　9　10　11　12　13　14　15　16　列",
        # an employer's number, a file's number
        "投保單位保險證號：04417726",
        "鑑定案號：(113)中土技字第0912號",
        "發文字號：(114)府技字第45678號",
    ],
)
def test_tables_ranges_and_grids_pass(text: str) -> None:
    assert not [c for c in checks(text) if c in {
        "residual:account_like", "residual:bank_account", "residual:id_number"}]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "check"),
    [
        ("匯入帳號 0123|4567|8901 即可", "residual:account_like"),  # an OCR 1 inside one number
        ("身分證 A12345|789", "residual:tw_id"),
        ("帳號：123 456 7890 12", "residual:account_like"),
        ("轉帳帳號 8 9 10 11 12 13 14", "residual:account_like"),  # after its label, whatever
        ("保險證號：03087715", "residual:id_number"),  # a person's, under the same label
        ("員工保險證號 58213907", "residual:id_number"),
        ("技師執照(108)北市技字第004398號", "residual:id_number"),  # a licence stays one
        ("證書字號 技字第 032519 號", "residual:id_number"),
        ("葛明哲 帳號 70021304561882", "residual:account_like"),
    ],
)
def test_personal_numbers_still_stop(text: str, check: str) -> None:
    assert check in checks(text)
