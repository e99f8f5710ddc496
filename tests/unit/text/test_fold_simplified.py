"""Simplified characters fold to their Traditional forms for matching (worker/data/
simplified_chars.txt, from OpenCC's table): a Simplified document's labels, addresses and names
read as Traditional ones do, with the same length and offsets. Characters also written in
Traditional or Taiwanese text (里, 台, 后, 于, 干, 范, 系, 庄) never fold, so Traditional text is
unchanged; 张伟 and 張偉 are one value."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.fold import fold, match_form


@pytest.mark.parametrize(
    ("written", "reads"),
    [
        ("公民身份号码", "公民身份號碼"),
        ("广东省广州市天河区", "廣東省廣州市天河區"),
        ("张伟说", "張偉說"),
        ("银行账号", "銀行帳號"),
        ("为了", "為了"),
    ],
)
def test_simplified_characters_fold_to_traditional(written: str, reads: str) -> None:
    assert fold(written) == reads
    assert len(fold(written)) == len(written)


@pytest.mark.parametrize(
    "text", ["里長在台北后里區", "范于干", "關係與系統", "阮庄仔", "被告陳志明於民國113年"]
)
def test_traditional_and_taiwanese_text_is_unchanged(text: str) -> None:
    assert fold(text) == text


def test_a_value_in_both_scripts_is_one_value() -> None:
    assert match_form("张伟") == match_form("張偉")


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("联系人：张志伟，电话 +86 139 5770 6128", "张志伟", "person"),
        ("银行账号：6222 0212 3456 7890", "6222 0212 3456 7890", "bank_account"),
    ],
)
def test_simplified_values_are_found(text: str, value: str, kind: str) -> None:
    start = text.index(value)
    assert any(
        s.type == kind and s.start <= start and start + len(value) <= s.end for s in detect(text)
    )
