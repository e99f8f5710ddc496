"""A platform's short link without its scheme (worker/detect/contact.py), an account after a
transfer word (worker/detect/identifiers.py) and the last digits of an account read out in Chinese
digits (worker/detect/codes.py), issue 11. Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as
from worker.detect import detect
from worker.detect.contact import find_social_handles, find_urls
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, link",
    [
        ("加我 line.me/ti/p/~hsu_pinpin 謝謝", "line.me/ti/p/~hsu_pinpin"),
        ("私訊 ig.me/m/lai.wenjun_3", "ig.me/m/lai.wenjun_3"),
        ("頻道 t.me/ko_shop77，歡迎", "t.me/ko_shop77"),
        ("粉專 facebook.com/tsai.meiling.5", "facebook.com/tsai.meiling.5"),
    ],
)
def test_short_link_without_scheme(text: str, link: str) -> None:
    assert link in [text[s.start : s.end] for s in find_urls(text)]
    covered_as(text, link, T.URL)


def test_link_domain_is_no_handle() -> None:
    text = "加我 line.me/ti/p/~hsu_pinpin"
    assert ".me" not in [text[s.start : s.end] for s in find_social_handles(text)]


@pytest.mark.parametrize(
    "text, account",
    [
        ("轉帳至(812)00019283746501", "00019283746501"),
        ("請匯至 0055-1234-9876-21", "0055-1234-9876-21"),
    ],
)
def test_account_after_a_transfer_word(text: str, account: str) -> None:
    covered_as(text, account, T.BANK_ACCOUNT)


@pytest.mark.parametrize(
    "text, tail",
    [("帳號末五碼：四八二零七", "四八二零七"), ("卡號後四碼是〇九一六", "〇九一六")],
)
def test_tail_read_out_in_chinese_digits(text: str, tail: str) -> None:
    spans = detect(text)
    assert any(text[s.start : s.end] == tail and s.action == T.REPLACE for s in spans)


def test_amount_after_a_tail_word_is_no_tail() -> None:
    text = "末四碼一二三四五萬"
    spans = detect(text)
    assert not any("萬" in text[s.start : s.end] for s in spans)
