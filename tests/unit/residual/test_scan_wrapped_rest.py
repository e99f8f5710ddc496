"""Residual scan, the rest of a number wrapped at a hyphen (issue 9): when the first part of an
account written over two lines was replaced and kept the wrap's hyphen (帳號 〔…〕-⏎ 330476), the
digits on the next line still stop the document; a range or a date over two lines, short
continuations and a wrapped value replaced whole pass. Invented numbers only."""

from __future__ import annotations

import pytest

from worker.residual import scan


@pytest.mark.parametrize(
    "text, issued",
    [
        ("帳號 9041-34-\n      330476\n", {"9041-34"}),
        ("第一商業銀行　　246-50-\n　　　　　　　　318890", {"郭靜慧"}),
        ("☑本行 帳號 7713-02-\n 552190（本人）", {"7713-02"}),
    ],
)
def test_the_digits_after_a_wrapped_hyphen_stop_the_document(text: str, issued: set[str]) -> None:
    assert "residual:account_like" in scan(text, issued)


@pytest.mark.parametrize(
    "text, issued",
    [
        ("會議時間 10:00-\n12:00", set()),
        ("2024-\n2025 年度計畫", set()),
        ("A-\n1234 室", set()),
        ("期間 113/01/01-\n113/12/31", set()),
        ("帳號 9041-34-\n330476 已結清", {"9041-34-\n330476"}),
    ],
)
def test_ranges_dates_and_replaced_values_pass(text: str, issued: set[str]) -> None:
    assert "residual:account_like" not in scan(text, issued)
