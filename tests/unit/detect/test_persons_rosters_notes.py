"""A roster of gifts whose lines carry a note: the giver's address in parentheses (林志遠（福德路
12巷3號）　1,200元), the name given for (（代 黃 志 成）), the giver's relation or trade after the
amount (參仟元　　姪, 壹仟元　　市場賣菜), an amount after 新臺幣. The names are read; an expense
list stays words. Invented names and values only."""

from __future__ import annotations

from functools import partial

from tests.unit.helpers import person_set

persons = partial(person_set, use_model=False)  # rules only


def test_names_before_an_address_in_parentheses() -> None:
    text = (
        "福德宮　中元普渡　捐款芳名錄\n"
        "林志遠闔家（福德路12巷3號）　新臺幣３，６００元\n"
        "粘秀珠（中正路二段41號之2）　800元\n"
        "柯建宏（後壁厝51之1號）　1,000元\n"
    )
    found = persons(text)
    assert {"粘秀珠", "柯建宏"} <= found


def test_names_before_a_note_after_the_amount() -> None:
    text = (
        "　故 石 阿 月 老 夫 人　奠 儀 芳 名\n"
        " 石 文 山　石 李 美 玉　　　參仟陸佰元　　姪\n"
        " 高 明 德　　　　　　　　　　壹仟元　　市場賣菜\n"
        " 黃 秀 梅（代 黃 志 成）　壹仟貳佰元\n"
    )
    found = persons(text)
    assert {"石 文 山", "石 李 美 玉", "高 明 德", "黃 秀 梅", "黃 志 成"} <= found


def test_an_expense_list_stays_words() -> None:
    text = "普渡支出明細\n香燭　500元\n金紙　300元\n水果　600元\n"
    assert persons(text) == set()
