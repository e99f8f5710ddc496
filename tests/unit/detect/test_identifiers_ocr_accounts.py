"""Accounts as statements and OCR print them (worker/detect/identifiers.py, issue 11): a post
office's 局號 and 帳號 joined by a hyphen are one labelled-strength value, also when one half
appears alone elsewhere (then propagated), and an account that OCR starts with a letter (O for 0)
is no identity number. Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as
from worker.detect.identifiers import find_accounts_and_cards, find_national_ids
from worker.text import spans as T
from worker.text.fold import fold


@pytest.mark.parametrize(
    "text, value",
    [
        ("2024/02/03\t跨行轉帳\t3,000\t\t92,118\t陶家維 0203318-0772104 房租", "0203318-0772104"),
        ("郵局 0117042-0350981（本人）", "0117042-0350981"),
        ("退款請匯 0098127-0461735", "0098127-0461735"),
    ],
)
def test_post_office_pair_is_an_account(text: str, value: str) -> None:
    found = [(text[s.start : s.end], s.source) for s in find_accounts_and_cards(fold(text))]
    assert (value, "rule:post_office") in found
    covered_as(text, value, T.BANK_ACCOUNT)


def test_post_office_pair_wins_over_a_propagated_half() -> None:
    text = (
        "局號：0203318　帳號：0772104\n"
        "2024/02/03\t跨行轉帳\t3,000\t\t92,118\t陶家維 0203318-0772104 房租\n"
    )
    covered_as(text, "0203318-0772104", T.BANK_ACCOUNT)


@pytest.mark.parametrize(
    "text, account",
    [
        ("帳號 O12-3456789O12", "O12-3456789O12"),
        ("存摺帳號：l20-4417788O35", "l20-4417788O35"),
    ],
)
def test_ocr_account_is_no_identity_number(text: str, account: str) -> None:
    assert [s for s in find_national_ids(fold(text)) if s.type == T.TW_ID] == []
    covered_as(text, account, T.BANK_ACCOUNT)


def test_identity_number_before_a_word_unchanged() -> None:
    text = "身分證 F217674938男"
    assert [text[s.start : s.end] for s in find_national_ids(fold(text))] == ["F217674938"]
