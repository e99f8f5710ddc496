"""A labelled number that ends its line does not run into a date that opens the next one (issue 11;
worker/detect/codes.py): the compact view joins wrapped digits across a line break, but a
statement's next row opening with a date is no wrapped tail. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import BANK_ACCOUNT, EVENT_DATE


def _found(text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.type) for s in detect(text, use_model=False)]


@pytest.mark.parametrize(
    ("text", "account", "date"),
    [
        (
            "｜貸款本息｜ 12,000｜放款帳號 0733-5521-0946\n114/03/05｜行動轉入｜ 3,100｜",
            "0733-5521-0946",
            "114/03/05",
        ),
        ("轉入帳號 0061-2208-7731\n113.12.20｜ATM轉帳｜", "0061-2208-7731", "113.12.20"),
    ],
)
def test_the_next_rows_date_is_no_part_of_the_account(text: str, account: str, date: str) -> None:
    found = _found(text)
    assert (account, BANK_ACCOUNT) in found
    assert (date, EVENT_DATE) in found


def test_wrapped_digits_still_join() -> None:
    text = "帳號 0733-5521-\n0946 請查收"
    assert ("0733-5521-\n0946", BANK_ACCOUNT) in _found(text)
