"""Residual scan, a person's pseudonym whatever its shape (worker/residual/__init__.py ``persons``,
names.py): a given name alone is replaced by a given name's fake (品妤, 宥辰), which begins with no
surname, so by its shape it is no person's; told which issued values stand for persons, the scan
reads beside them as beside a full name's: the surname left before one, a list, a column, speakers,
a remnant beside a surname alone's fake. And what must pass: a function word, a pronoun or a kin or
role word before a given name's fake, a column of another table's width, a fake standing for more
than a name. Invented names only."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"郭靜慧", "品妤", "宥辰", "柏勳", "姜"}
ISSUED = PERSONS | {"0928-556-117"}
KEPT = {"吳明達"}


def checks(text: str, persons: set[str] = PERSONS, issued: set[str] = ISSUED) -> list[str]:
    return scan(text, issued, KEPT, persons=persons)


STOP = [
    # the surname left before a given name's fake, whatever stands before it
    ("被告陳品妤於民國110年間", "surname_before_pseudonym"),
    ("證人歐陽宥辰到庭具結。", "surname_before_pseudonym"),
    ("當天林宥辰說他不去。", "surname_before_pseudonym"),
    ("住客黃柏勳已退房。", "surname_before_pseudonym"),
    ("郭靜慧和曾品妤是同學。", "surname_before_pseudonym"),
    ("值班｜許宥辰｜夜班", "surname_before_pseudonym"),
    # given names' fakes mark a list, speakers, a column
    ("名單：品妤、宥辰、黃志強", "name_in_list"),
    ("品妤：我到了\n宥辰：好\n林志強：收到", "name_as_speaker"),
    ("日期｜經手\n01/07｜品妤\n01/08｜蔡明宏", "name_in_column"),
    # a remnant beside a surname alone's fake
    ("TO 受文者：向 姜 先生\nFAX：略", "name_remnant"),
]


@pytest.mark.parametrize(("text", "check"), STOP, ids=[f"{c}-{i}" for i, (_, c) in enumerate(STOP)])
def test_beside_a_given_names_fake_a_name_left_stops_the_document(text: str, check: str) -> None:
    assert f"residual:{check}" in checks(text)


@pytest.mark.parametrize(
    "text", ["當天林宥辰說他不去。", "郭靜慧和曾品妤是同學。", "值班｜許宥辰｜夜班"]
)
def test_without_the_persons_the_shape_alone_misses_the_surname_left(text: str) -> None:
    # what the scan read before it was told the persons: 品妤, 宥辰 begin with no surname
    assert checks(text, persons=set()) == []


PASS = [
    # a function word, a pronoun, a kin or role word before a given name's fake
    "我跟品妤說好了。",
    "他向品妤借了錢。",
    "郭靜慧和宥辰一起去。",
    "媽媽叫宥辰回家。",
    "被告品妤於民國110年間",
    "老師品妤說明。",
    "姐姐柏勳也在。",
    "我媽品妤說不用。",
    # the fakes in lists, speakers and columns of their own
    "名單：品妤、宥辰、郭靜慧",
    "品妤：我到了\n宥辰：好\n郭靜慧：收到",
    # a column of rows of another width: another table's cells, or shifted ones
    "日期｜品項｜金額｜經手\n01/07｜光明燈｜600｜品妤\n01/08｜文昌燈｜宥辰",
]


@pytest.mark.parametrize("text", PASS)
def test_given_names_fakes_with_words_pass(text: str) -> None:
    assert checks(text) == []


def test_a_fake_wider_than_a_name_is_no_persons() -> None:
    # a person fake of five characters stood for a span wider than a name: the character glued
    # before it is no surname left (賣 of 賣方), and a three-character one that begins with no
    # surname marks no column of names
    assert checks("立約人　賣丁文雅嘉琪", persons={"丁文雅嘉琪"}, issued={"丁文雅嘉琪"}) == []
    table = "項目｜姓名\n叡晴宇｜略\n文昌燈｜略"
    assert checks(table, persons={"叡晴宇"}, issued={"叡晴宇"}) == []
