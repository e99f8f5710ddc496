"""Nouns that name a person by a role or a part in a matter (陳述人, 顧客, 里長, 青農;
worker/data/role_nouns.txt) are no names, even where a label, a speaker tag or the model reads
them as one; nor is a piece of one (問安志工 holds no 安志工), and none is spread as a name
through the document. The names beside them are still replaced.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons
from worker.detect.lexicon import role_nouns


@pytest.mark.parametrize(
    ("text", "noun", "names"),
    [
        ("出賣人：黃文德\n陳述人：郭雅琪　身分證：A223456789\n", "陳述人", ["黃文德", "郭雅琪"]),
        (
            "21:03　顧客：我買的電風扇壞了，才用一週\n21:04　客服 小杰：您好\n21:05　顧客：對\n",
            "顧客",
            ["小杰"],
        ),
        ("王媽媽（第 5 鄰）：路燈又壞了\n\n里長：那個已經報修了，下週會換。\n", "里長", []),
        ("中華民國一一三年十月五日\n陳報人　魏淑玲　（手機 0975-123-456）\n", "陳報人", ["魏淑玲"]),
        ("我是上禮拜去問青農貸款的小芬，種草莓的那個", "青農", ["小芬"]),
        ("值班：阿凱（工讀生 許凱文）、舍監 何秀鳳\n事件：二舍 204 房\n", "舍監", ["何秀鳳"]),
        ("作業別：近海延繩釣\n船主：蘇大順　G109876543\n", "船主", ["蘇大順"]),
    ],
)
def test_a_role_noun_is_no_name_and_the_name_beside_it_is(
    text: str, noun: str, names: list[str]
) -> None:
    found = replaced_persons(text, use_model=True)
    assert noun not in found
    for name in names:
        assert name in found


@pytest.mark.parametrize(
    "text",
    [
        "10:20　問安志工：蔡美玉\n電話沒人接，下週再撥",
        "09:05　問安志工：邱麗雲（代班）\n阿公說膝蓋比較不痛了",
    ],
)
def test_no_name_is_read_inside_a_role_noun(text: str) -> None:
    found = replaced_persons(text, use_model=True)
    assert not any(n in "問安志工" for n in found)
    assert any(n.startswith(("蔡美玉", "邱麗雲")) for n in found)


def test_the_list_holds_no_kin_word() -> None:
    # a chat may use a kin word as a display name (媽：…); kin words stay out of this list
    assert not role_nouns() & {"媽媽", "爸爸", "大哥", "阿嬤", "阿公", "姊姊", "媽", "爸"}
