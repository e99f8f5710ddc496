"""Officials in role in rosters (issue 11): a mediation record's members listed with notes
(林正雄（主席）、X), Latin names and bracketed other names in a roster row, the record keeper
(記錄 / 紀錄 / 秘書) of a mediation or an official's hearing, a title in brackets after a name
(謝宗明（所長）), and a lawyer's name before the firm; minutes of a firm keep their people private.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _kinds(text: str) -> dict[str, str]:
    return {
        text[s.start : s.end]: s.type
        for s in detect(text)
        if s.type in ("person", "official", "organization")
    }


@pytest.mark.parametrize(
    ("text", "officials"),
    [
        (
            "調解筆錄\n調解委員：宋德華（主席）、Lavi Kumu（林美枝）、侯志宏\n記錄：彭筱芸\n"
            "聲請人：莊大同\n",
            ["宋德華", "Lavi Kumu", "林美枝", "侯志宏", "彭筱芸"],
        ),
        (
            "調解書\n出席調解委員：邱玉珍　Sayun Watan（蔡秀蘭）\n　　秘　　書：梁家瑜\n",
            ["邱玉珍", "Sayun Watan", "蔡秀蘭", "梁家瑜"],
        ),
        ("調解程序筆錄\n紀　　錄　　程怡萱\n對造人：洪明德\n", ["程怡萱"]),
        ("消費爭議協商紀錄\n主持人：消費者保護官　魏淑美\n紀　　錄：韓承佑\n", ["韓承佑"]),
        ("受理報案紀錄\n　主管：鄭建邦（所長）\n", ["鄭建邦"]),
    ],
)
def test_officials_in_rosters_are_kept(text: str, officials: list[str]) -> None:
    kinds = _kinds(text)
    for name in officials:
        assert kinds.get(name) == "official", (name, kinds)


def test_the_party_of_a_mediation_is_still_replaced() -> None:
    kinds = _kinds("調解筆錄\n調解委員：宋德華（主席）、侯志宏\n記錄：彭筱芸\n聲請人：莊大同\n")
    assert kinds["莊大同"] == "person"


@pytest.mark.parametrize(
    ("text", "persons"),
    [
        ("公司會議紀錄\n主席：賈志遠　　紀錄：邢佳穎\n", ["賈志遠", "邢佳穎"]),
        ("社區管委會會議\n主席：葉國強\n記錄：方淑華\n", ["葉國強", "方淑華"]),
        ("被告黃建成（律師）到庭陳述。", ["黃建成"]),
    ],
)
def test_minutes_of_firms_and_parties_stay_private(text: str, persons: list[str]) -> None:
    kinds = _kinds(text)
    for name in persons:
        assert kinds.get(name) == "person", (name, kinds)


@pytest.mark.parametrize(
    "text", ["依記錄顯示當日無人進出。", "面談紀錄（初試）\n面談日期：3月2日\n"]
)
def test_record_words_without_a_separator_take_no_name(text: str) -> None:
    assert not any(k == "person" for k in _kinds(text).values())


@pytest.mark.parametrize(
    ("text", "lawyer", "firm"),
    [
        ("告訴代理人：賴宏志律師　明理法律事務所\n", "賴宏志", "明理法律事務所"),
        ("代理人　　蘇雅婷律師　正和聯合法律事務所\n", "蘇雅婷", "正和聯合法律事務所"),
    ],
)
def test_a_lawyer_before_the_firm_is_an_official_not_the_firm(
    text: str, lawyer: str, firm: str
) -> None:
    kinds = _kinds(text)
    assert kinds.get(lawyer) == "official", kinds
    assert kinds.get(firm) == "organization", kinds


@pytest.mark.parametrize(
    "text", ["訴訟代理人：馮志文律師\n　　　志文聯合律師事務所　臺中市\n", "代理人：華律師事務所"]
)
def test_a_firm_named_with_a_title_keeps_its_name(text: str) -> None:
    firm = next(w for w in ("志文聯合律師事務所", "華律師事務所") if w in text)
    orgs = [k for k, v in _kinds(text).items() if v == "organization"]
    assert any(firm in o for o in orgs), orgs


@pytest.mark.parametrize(
    ("text", "officials", "persons"),
    [
        ("本件由觀護人邵婉婷執行保護管束，受保護管束人卓志豪應按月報到。", ["邵婉婷"], ["卓志豪"]),
        ("主任觀護人：薛明哲\n觀護人：官欣妤（分機2231）\n", ["薛明哲", "官欣妤"], []),
        ("少年保護官游志豪訪視時，少年之母連陳秀琴在場。", ["游志豪"], ["連陳秀琴"]),
        ("家事調查官 鍾佩蓉 於訪視時觀察未成年子女與聲請人相處情形。", ["鍾佩蓉"], []),
        ("法警柯振宇將被告甘俊逸帶庭。", ["柯振宇"], ["甘俊逸"]),
    ],
)
def test_court_staff_in_role_are_officials(
    text: str, officials: list[str], persons: list[str]
) -> None:
    """Court staff of 法院組織法 and 少年及家事法院組織法 acting in role (觀護人, 少年保護官,
    少年調查官, 家事調查官, 法警) are officials, like 書記官 and 通譯; the people they supervise
    stay persons."""
    kinds = _kinds(text)
    assert {n: kinds.get(n) for n in officials} == dict.fromkeys(officials, "official")
    assert {n: kinds.get(n) for n in persons} == dict.fromkeys(persons, "person")
