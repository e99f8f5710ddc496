"""Two places that take a name whatever its surname (issue 11, persons._named_before_id and
persons._gap_columns): a name right before a national ID or a resident certificate's number in a
row or a list (⑴ 吳江美玲　G263510519: a married name, a rare surname), and the name column of a
table set apart by spaces whose lines are indented by one space. Invented names and numbers only
(the numbers need no valid checksum here)."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons


def _persons(text: str) -> set[str]:
    return set(replaced_persons(text, use_model=True))


@pytest.mark.parametrize(
    "text, value",
    [
        ("一、新入會申請（甲類會員）\n　⑴ 粘江美玉　K263510519　推薦人：某某", "粘江美玉"),
        ("　⑵ 粘文祥　N166476050　陷阱", "粘文祥"),
        ("序｜名冊\n3 仉國棟 E123456780 自製獵槍", "仉國棟"),
        ("同行者：某某、冼宏德（B223456781）", "冼宏德"),
    ],
)
def test_a_name_right_before_an_id_number_is_a_person(text: str, value: str) -> None:
    assert value in _persons(text)


def test_an_id_after_a_label_or_a_country_names_nobody() -> None:
    assert not _persons("身分證字號：A123456789\n國籍：中華民國 B223456781")


def test_the_name_column_of_an_indented_space_table_is_read() -> None:
    text = (
        " 序　 姓名　　　　 電話　　　　　 交通\n"
        " 1　 粘秀枝　　　0921-000-019　　 走路\n"
        " 2　 禤文祥　　　同上　　　　　　 機車\n"
    )
    assert {"粘秀枝", "禤文祥"} <= _persons(text)
