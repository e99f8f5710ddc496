"""A name after a party's role whose first two characters are a word (林家, 陳家, 王家) is read
when a modal and the act it is the subject of follow (林家宜應給付, 陳家豪已清償): three
characters of evidence that the name ended. Found by the round-trip property test; rules alone,
so LAC cannot cover for it. Every example is invented here."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _persons(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, use_model=False) if s.type == "person"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("原告陳佳佳主張。告訴人林家宜應給付。", "林家宜"),
        ("被告陳家豪已清償借款新臺幣五萬元。", "陳家豪"),
        ("聲請人王家瑜並聲請假扣押。", "王家瑜"),
        ("相對人林家宏應連帶給付原告醫療費用。", "林家宏"),
        ("債務人黃家齊未到庭亦未提出書狀。", "黃家齊"),
        ("證人吳家萱即到庭陳述。", "吳家萱"),
    ],
)
def test_a_word_opened_name_before_a_modal_act_is_read(text: str, name: str) -> None:
    assert name in _persons(text)


@pytest.mark.parametrize(
    "text",
    ["原告陳明願供擔保請准宣告假執行。", "被告陳述意見後退庭。", "被告林家並無其他財產。"],
)
def test_a_word_after_a_role_stays_a_word(text: str) -> None:
    assert _persons(text) == []
