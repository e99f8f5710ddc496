"""Married names (冠夫姓) and names of the 罔 generation read whole (issue 11): a single surname
right before a name the model read (母 龔林玉蘭 read as 林玉蘭) belongs to the name when it stands
at a boundary (a space, a line's start, punctuation, a one-character kin word) and the four
characters read as one name; the given name of such a name stands alone elsewhere (佩君 for
卞林佩君); 罔市 is a given name (柯罔市), not a name before 市. Function words and adverbs before a
name stay outside it (經陳玉珠同意, 我向林美玲借錢). Invented names only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_values as persons
from worker.detect import detect
from worker.detect.persons import model_person_spans


@pytest.mark.parametrize(
    "text, name",
    [
        ("聯絡電話：母 龔林玉蘭 0912-000-111", "龔林玉蘭"),
        ("│聯絡電話　　│母卞陳玉蓮 0919-000-065；", "卞陳玉蓮"),
        ("父 卞國強　　母 卞吳淑華\n配偶 （空白）", "卞吳淑華"),
        ("　媳　　鄔李淑貞　鄔陳佩玲\n", "鄔李淑貞"),
        ("我幫她報名了 祁張秀蓮 的長青班", "祁張秀蓮"),
        ("鄒黃美珠（後壁厝36號）　1,200元", "鄒黃美珠"),
    ],
)
def test_a_model_s_second_half_of_a_married_name_takes_the_first_surname(
    text: str, name: str
) -> None:
    at = text.index(name)
    (span,) = model_person_spans(text, [(at + 1, at + 4)])  # the model read 林玉蘭 of 龔林玉蘭
    assert text[span.start : span.end] == name


@pytest.mark.parametrize(
    "text, name",
    [
        ("今天經陳玉珠同意後簽約", "陳玉珠"),
        ("我向林美玲借錢", "林美玲"),
        ("並由他跟王美玲說", "王美玲"),
        ("這次卞陳玉蓮沒來", "陳玉蓮"),
        ("家屬：母林雅珍、弟林志明", "林雅珍"),
    ],
)
def test_a_word_before_the_model_s_name_is_no_first_surname(text: str, name: str) -> None:
    at = text.index(name)
    (span,) = model_person_spans(text, [(at, at + 3)])
    assert text[span.start : span.end] == name


@pytest.mark.parametrize(
    "text, name",
    [
        ("被害人：柯罔市，女，八十歲", "柯罔市"),
        ("寄件人：卞林罔市　彰化縣某鄉某村", "卞林罔市"),
        ("證人廖罔市到庭結證稱", "廖罔市"),
    ],
)
def test_a_married_or_an_old_style_name_is_read_whole(text: str, name: str) -> None:
    assert name in persons(text)


def test_the_given_name_of_a_married_name_stands_alone_too() -> None:
    text = "買方：卞志明 ／ 卞林佩君（夫妻）\n備註：佩君姐比較做主，下週再談"
    assert "卞林佩君" in persons(text)
    at = text.index("佩君姐")
    assert any(
        s.start <= at and at + 2 <= s.end for s in detect(text) if s.type == "person"
    )  # 佩君 or 佩君姐


@pytest.mark.parametrize(
    "text, name",
    [
        ("今天經陳玉珠同意後簽約", "陳玉珠"),
        ("我向林美玲借錢", "林美玲"),
        ("他跟王美玲說過了", "王美玲"),
    ],
)
def test_a_function_word_before_a_name_stays_outside_it(text: str, name: str) -> None:
    assert name in persons(text)
