"""Residual scan (issue 9, second wave): what is left of a handle or a display name whose name
part was replaced by a person's pseudonym. Invented output texts (pseudonyms issued for the case)
and look-alikes; invented values only."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"顏素娥", "卓建良", "芷若"}
ISSUED = PERSONS | {"K220581347"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED, (), persons=PERSONS)


@pytest.mark.parametrize(
    "text",
    [
        "依群組成員「卓建良-發財」的指示匯款。",
        "暱稱「顏素娥_小幫手」傳來訊息",
        "帳號 芷若_0721 已停用",
        "對方顯示名稱為「旺旺-卓建良」",
        "[20:15] 顏素娥-代購：今天出貨",
        "Telegram 上的 卓建良-車手 說明天交",
    ],
)
def test_handle_fragment_stops(text: str) -> None:
    assert "residual:handle_fragment" in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "[檔案] 切結書_卓建良.pdf",  # a file's title and extension
        "主旨寫「勞報單_顏素娥」",
        "附件卓建良-1、卓建良-2",  # a numbered exhibit
        "簽核：卓建良-經理",  # a role
        "顏素娥、卓建良（見第3頁）",
        "卓建良（K220581347）",
        "期間 113-114 年，金額 3,000-5,000 元",  # ranges
    ],
)
def test_look_alikes_pass(text: str) -> None:
    assert "residual:handle_fragment" not in checks(text)
