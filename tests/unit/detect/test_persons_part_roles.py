"""People a judgment, a police record or a social-work record names by their part in it
(訴外人, 共同被告, 受害人, 目擊者, 報案人, 犯嫌, 受保護管束人, 案主, 少年 of a juvenile case): the
role takes the name after it; everyday words that are roles too (少年, 病人, 住民, 租客) take
only a full name when glued to what follows. Firms after a party role begin after the role.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _of(text: str, kind: str) -> set[str]:
    return {text[s.start : s.end] for s in detect(text) if s.type == kind}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("訴外人甄立群與被告約定", "甄立群"),
        ("訴外人游子謙於同日匯款", "游子謙"),
        ("共同被告竺家銘坦承", "竺家銘"),
        ("受害人鄢佩珊表示當時", "鄢佩珊"),
        ("目擊者藺志偉證稱", "藺志偉"),
        ("報案人：湛淑媛", "湛淑媛"),
        ("犯嫌仇國強遭逮捕", "仇國強"),
        ("受保護管束人閔世豪應按月報到", "閔世豪"),
        ("案主巫怡萱自述近期失眠", "巫怡萱"),
        ("少年諸葛宇恆於夜間外出", "諸葛宇恆"),
        ("少年：闞宏", "闞宏"),
        ("病人冉阿土主訴胸悶", "冉阿土"),
        ("租客滕志明拖欠租金", "滕志明"),
    ],
)
def test_a_part_in_the_case_takes_the_name_after_it(text: str, name: str) -> None:
    assert name in _of(text, "person")


@pytest.mark.parametrize(
    "text",
    [
        "於少年時期。",
        "少年白髮",
        "少年事件處理法",
        "病人安全。",
        "住民權益",
        "租客很多。",
        "受害人數眾多",
        "目擊者表示",
    ],
)
def test_everyday_words_after_those_roles_stay_words(text: str) -> None:
    assert not _of(text, "person")


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        ("被告蔚嵐法律事務所", "蔚嵐法律事務所"),
        ("原告晨曦建設股份有限公司", "晨曦建設股份有限公司"),
        ("聲請人大同工程行", "大同工程行"),
        ("上訴人即被上訴人聯成營造股份有限公司", "聯成營造股份有限公司"),
        ("告訴人一心企業社", "一心企業社"),
    ],
)
def test_a_firm_after_a_party_role_begins_after_the_role(text: str, firm: str) -> None:
    assert _of(text, "organization") == {firm}
