"""The residual scan reads account and card tails in every form the detector reads them (issue 9:
the second line must not miss what the first one learned): 卡號結尾是…, 尾四碼, 末四位數, 卡尾,
結尾數字, and digits after masked groups (xxxx-xxxx-xxxx-1234, ****-****-5678). A tail that is one
of the case's pseudonyms, and words that only end something, pass. Every example is invented."""

from __future__ import annotations

import pytest

from worker.residual import scan


@pytest.mark.parametrize(
    "text",
    [
        "他的卡號結尾是4821，請協助確認。",
        "帳號尾四碼 5530 的存戶來電",
        "信用卡末四位數：7788",
        "卡尾1234那張卡被盜刷",
        "結尾數字 99021 的帳戶",
        "卡號 xxxx-xxxx-xxxx-1234 已停用",
        "帳戶 ****-****-5678 入帳",
        "XXX-XX-52077 的定存單",
    ],
)
def test_a_tail_left_in_the_output_stops_the_document(text: str) -> None:
    assert scan(text, []) == ["residual:bank_account"]


@pytest.mark.parametrize(
    "text", ["第 3 頁結尾", "本案於113年結尾", "結尾附件 3 份", "金額 NT$1,234", "共 xx 人"]
)
def test_words_that_only_end_something_pass(text: str) -> None:
    assert scan(text, []) == []


def test_a_tail_that_is_a_pseudonym_passes() -> None:
    assert scan("他的卡號結尾是7302，請協助確認。", ["7302"]) == []
