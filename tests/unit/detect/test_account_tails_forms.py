"""The last digits of an account or a card in the words people use for them, and masked numbers
whose only digits are the tail (worker/detect/codes.py, worker/data/id_labels.txt): bank_account
per tests/data/corpus/LABELLING.md (末四碼 of an account or card). Every value is invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import describe, nth, overlapping
from worker.detect import detect
from worker.text import spans as T


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("帳戶尾數為4471，已入帳", "4471", id="tail-word-copula"),
        pytest.param("轉入尾數 38206 的帳戶", "38206", id="tail-word-5"),
        pytest.param("帳號後四碼為5678，請確認", "5678", id="after-four-copula"),
        pytest.param("帳號末5碼：12345", "12345", id="arabic-5-colon"),
        pytest.param("卡號結尾 6619 的那張卡", "6619", id="card-ending"),
        pytest.param("帳號結尾為0827", "0827", id="account-ending"),
        pytest.param("卡號的結尾是 5531，請確認", "5531", id="ending-is"),
        pytest.param("帳號尾四碼：0826", "0826", id="tail-four"),
        pytest.param("卡片末四位數 7702 已停用", "7702", id="four-places-number"),
        pytest.param("刷卡(****3381)消費", "****3381", id="stars-in-brackets"),
        pytest.param("退款至（＊＊＊＊9042）", "＊＊＊＊9042", id="full-width-stars"),
        pytest.param("卡號xxxx-xxxx-xxxx-1234", "xxxx-xxxx-xxxx-1234", id="x-card"),
        pytest.param("信用卡 XXXX XXXX XXXX 4321 扣款", "XXXX XXXX XXXX 4321", id="x-spaced"),
        pytest.param("轉入 xxx-xx-52077 的帳戶", "xxx-xx-52077", id="x-account"),
    ],
)
def test_an_account_or_card_tail_is_a_bank_account(text: str, value: str) -> None:
    a, b = nth(text, value)
    spans = [s for s in overlapping(detect(text), a, b) if s.action == T.REPLACE]
    covered = {i for s in spans for i in range(s.start, s.end)}
    assert all(i in covered for i in range(a, b) if not text[i].isspace()), describe(text, spans)
    assert all(s.type == T.BANK_ACCOUNT for s in spans), describe(text, spans)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("本文結尾附件 3 份", "3", id="ending-count"),
        pytest.param("XX公司的 Xbox 主機", "Xbox", id="x-word"),
        pytest.param("卡號4124-****-****-7828", "4124-****-****-7828", id="masked-card-stays-card"),
        pytest.param("打電話 0927-xxx-xxx 也不接", "0927-xxx-xxx", id="mobile-prefix-only"),
        pytest.param("手機 0953-***-*** 已停話", "0953-***-***", id="mobile-prefix-only-stars"),
        pytest.param("發送門號：09**-***-384", "09**-***-384", id="star-masked-mobile"),
    ],
)
def test_what_is_no_tail_stays_what_it_is(text: str, value: str) -> None:
    a, b = nth(text, value)
    spans = [s for s in overlapping(detect(text), a, b) if s.action == T.REPLACE]
    if value.startswith("4124"):
        assert [s.type for s in spans] == [T.CARD_NUMBER], describe(text, spans)
    elif value.startswith("09**"):
        assert [s.type for s in spans] == [T.PHONE], describe(text, spans)
    elif value.startswith("09"):  # only the operator's prefix shows: no phone, account or card
        kinds = {T.PHONE, T.BANK_ACCOUNT, T.CARD_NUMBER}
        assert not [s for s in spans if s.type in kinds], describe(text, spans)
    else:
        assert not [s for s in spans if s.type == T.BANK_ACCOUNT], describe(text, spans)
