"""Residual scan, numbers spelt out digit by digit and IDs with a ring for a digit (issue 9): a
phone, account or card read aloud or typed one digit at a time (2 9 2 1 - 5 5 0 8,
0 8 3 1 - 2 0 - 5 5 1 7 2 4 - 6) and an ID with ○ in it (R1254○6689) stop the document; rows
of scores, page numbers and the case's own pseudonyms pass. Invented numbers only."""

from __future__ import annotations

import pytest

from worker.residual import scan


@pytest.mark.parametrize(
    "text, check",
    [
        ("你家電話還是 2 7 3 1 - 6 6 0 9 嗎？", "residual:phone"),
        ("手機 0 9 3 8 4 1 2 7 7 6 打給我", "residual:phone"),
        ("渣打銀行 052　0 7 4 1 - 3 0 - 6 6 2 8 1 5 - 3　（戶名略）", "residual:account_like"),
        ("my card 4 1 2 8 - 6 6 0 3 - 9 1 7 2 - 5 5 0 4 was charged", "residual:card_number"),
        ("帳號 2 2 8 1 0 0 4 5 7 1 3 6", "residual:account_like"),
        ("身分證後四碼　K2241○7783（申請人寫成全碼）", "residual:tw_id"),
        ("統一證號 F8○21O4958", "residual:resident_id"),
    ],
)
def test_a_number_spelt_out_stops_the_document(text: str, check: str) -> None:
    assert check in scan(text, {"郭靜慧"})


@pytest.mark.parametrize(
    "text",
    [
        "分數 3 5 2 0 1 4 2 1 0 3",
        "量表 1 2 3 4 5 6 7 分",
        "得分：1 2 3 4 5 6 7 8 9 10",
        "第 1 2 3 4 5 6 7 頁",
        "電話 0 9 7 7 - 1 1 2 - 3 0 4 已更正",
    ],
)
def test_scores_pages_and_pseudonyms_pass(text: str) -> None:
    assert scan(text, {"郭靜慧", "0 9 7 7 - 1 1 2 - 3 0 4"}) == []
