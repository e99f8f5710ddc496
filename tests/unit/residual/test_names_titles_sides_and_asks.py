"""Residual scan (issue 9, third wave): words before a title or after a role that only look like a
surname and a given name pass — a request or thanks to the one addressed (麻煩老師), where the
title's holder sits (班上同學), a party's side (乙方哥哥), a language (越南語老師), a department
(控管部專員), a degree (越多 老師), a verb after a surname's character (現金給房東, 曾說, 管教), a
school year (同學高二) and a kin word after a role; names in the same places still stop. Invented
output texts; the case's pseudonyms are issued."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"祁宛真", "卜冠霖"}


@pytest.mark.parametrize(
    "text",
    [
        "祁宛真的外婆會來接，電話已留，麻煩老師了。",
        "謝謝大家，辛苦老師了🙏",
        "這件事勞煩主任協助。",
        "卜冠霖說班上同學都叫他小卜。",
        "見證人：卜冠霖（祁宛真，乙方哥哥）",
        "對方太太當場報警。",
        "校方老師已通知家長。",
        "工作經歷：2020/03–now 某語言中心 印尼語老師（成人班）",
        "他擔任泰語專員，負責移工諮詢。",
        "找韓語老師練口說",
        "我是風險控管部專員，有事請回電。",
        "請洽業務課課長。",
        "入金越多 老師給的額度越多",
        "月底前把現金給房東或放信箱。",
        "被害人表示相對人曾說「我會找到妳」。",
        "證人曾表示當晚不在場。",
        "母親管教意願高，父親長期缺席。",
        "卜冠霖同學高二、高三皆選修物理。",
        "被告爸爸到庭陳述。",
    ],
)
def test_words_in_name_positions_pass(text: str) -> None:
    assert scan(text, PERSONS, (), persons=PERSONS) == []


@pytest.mark.parametrize(
    "text",
    [
        "電話已留，麻煩林老師了。",
        "班上同學簡佩芸說她沒看到。",
        "乙方代理人邵柏翰到場。",
        "她是韓語老師魏若涵的學生。",
        "風險控管部專員鄧雅婷來電。",
        "證人曾志偉證稱當晚不在場。",
        "相對人曾美玲到庭。",
        "同事阿哲說他先走。",
        "被告哥哥葛明輝到庭。",
        "王哥哥說明天再來。",
        "林姊姊來了",
    ],
)
def test_names_in_those_positions_still_stop(text: str) -> None:
    assert scan(text, PERSONS, (), persons=PERSONS)  # a name check, or the second reader


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("五、本案聯絡人：督察員卜冠霖，電話另附", None),  # the case's pseudonym after the title
        ("聯絡人：督導員祁宛真", None),
        ("聯絡人：督察員溫承翰，電話另附", "溫承翰"),  # a name left after the title still stops
        ("承辦人：督導 簡若婷", "簡若婷"),
        ("聯絡人：督導員邱雅文", "邱雅文"),
        ("本案聯絡人：主任潘家豪，電話另附", "潘家豪"),
    ],
)
def test_a_staff_title_after_a_label_is_no_name(text: str, name: str | None) -> None:
    from worker.residual import find

    hits = {text[h.start : h.end] for h in find(text, PERSONS, (), persons=PERSONS)}
    assert not {v for v in hits if v.startswith("督")}
    assert name is None or name in hits
