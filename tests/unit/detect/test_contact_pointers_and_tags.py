"""Handles and codes as people point at them (issue 11): a hand or an arrow between the platform
and the handle (IG 👉 nini.daily, LINE → kuo_88, IG➡️ mei_0309), a Discord tag with its four
digits (nini#0922: the handle's, not a # code), and a # after a label's colon (客服單號：#A-99213,
報修單號: #R-20931). Every value invented; an invoice's # stays a code."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_types as _found
from worker.text.spans import OTHER_ID, SOCIAL_HANDLE


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("有問題私訊我 IG 👉 lulu.bakes", "lulu.bakes"),
        ("LINE → kuo_8812 加我", "kuo_8812"),
        ("IG➡️ mei_0309_tw", "mei_0309_tw"),
        ("TG 👇 @fanfan_77", "@fanfan_77"),
        ("Discord: nini#0922", "nini#0922"),
        ("Discord 帳號 pudding_cat#1188 加我", "pudding_cat#1188"),
    ],
)
def test_a_pointed_or_tagged_handle_is_read_whole(text: str, value: str) -> None:
    assert _found(text).get(value) == SOCIAL_HANDLE, _found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("客服單號：#A-99213", "A-99213"),
        ("報修單號: #R-20931 已派工", "R-20931"),
        ("會員編號：#00452817", "00452817"),
        ("Invoice #2024-117", "2024-117"),
    ],
)
def test_a_code_after_a_hash_is_read(text: str, value: str) -> None:
    found = _found(text)
    assert any(value in k and t == OTHER_ID for k, t in found.items()), found
