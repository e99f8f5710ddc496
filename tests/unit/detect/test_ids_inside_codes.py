"""An identity-number shape read inside a longer hyphenated code is part of the code (issue 11;
worker/detect/__init__.py): the order, policy or file number is replaced whole as other_id; an
identity number on its own, or glued to a word, stays one. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import OTHER_ID, RESIDENT_ID, TW_ID


def _found(text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.type) for s in detect(text, use_model=False)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("主旨：RE: 訂單 LB20250317-00412 申請退貨", "LB20250317-00412"),
        ("保單 JC-H2-20180611-204　醫療險", "JC-H2-20180611-204"),
        ("訂單編號 KC20241102-77120 已出貨", "KC20241102-77120"),
        ("契約號碼 TX-A1-20230415-33 已生效", "TX-A1-20230415-33"),
    ],
)
def test_a_code_holding_an_id_shape_is_one_code(text: str, value: str) -> None:
    assert (value, OTHER_ID) in _found(text)


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("身分證字號：A123456789", "A123456789", TW_ID),
        ("身分證 A123456789-林某（本人）", "A123456789", TW_ID),
        ("居留證 AB12345678", "AB12345678", RESIDENT_ID),
    ],
)
def test_an_id_on_its_own_stays_an_id(text: str, value: str, kind: str) -> None:
    assert (value, kind) in _found(text)
