"""The last digits of a card or an account after an English label (card ending 4471, ending in
1347, last 4 digits: 9921): a bank account's tail, as after 末四碼 (id_labels.txt, shape tail).
An ending balance, a pending count and a capitalised caption stay.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _found(text: str) -> dict[str, str]:
    return {text[s.start : s.end]: s.type for s in detect(text) if s.action == "replace"}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Visa card no. ending 5820 was charged twice", "5820"),
        ("Wire from bank 宏瀚 ending in 3093 (SWIFT on file)", "3093"),
        ("Customer confirmed last 4 digits: 7714", "7714"),
        ("account last four digits 0362 verified", "0362"),
    ],
)
def test_digits_after_an_english_tail_label_are_an_accounts_tail(text: str, value: str) -> None:
    assert _found(text).get(value) == "bank_account", _found(text)


@pytest.mark.parametrize(
    "text",
    ["Ending balance 3,200 as of today", "the pending 3 items were closed"],
)
def test_balances_and_counts_stay(text: str) -> None:
    assert "bank_account" not in _found(text).values(), _found(text)
