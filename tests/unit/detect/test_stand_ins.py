"""Stand-in names (worker/detect/stand_ins.py): the letters and stems written for a withheld name
are a person where they stand in a person's position, both ways of the boundary its docstring
draws.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "行為人：七年二班 D生、E生（姓名另附密件）。D生於午休時推擠被害人。",
            ["D生", "E生", "D生"],
        ),
        ("監視器顯示同年級Ｆ生取走錢包，學校約談Ｆ生。", ["Ｆ生", "Ｆ生"]),
        ("被害人B女（代號 XY-01）於晤談中陳述，B女並提供截圖。", ["B女", "B女"]),
        ("證人C男到庭證稱當時在場。", ["C男"]),
        ("乙男與丙女於停車場發生口角。", ["乙男", "丙女"]),
        ("據丁童之母陳述，甲生曾多次索討財物。", ["丁童", "甲生"]),
    ],
)
def test_letters_and_stems_glued_to_a_person_noun(text: str, values: list[str]) -> None:
    got = replaced_persons(text)
    for v in values:
        assert got.count(v) >= values.count(v), got


def test_a_bare_stem_introduced_by_a_persons_noun_is_that_person_everywhere() -> None:
    text = (
        "申訴人檢舉同組研究生乙，指稱乙於聚餐後傳送騷擾訊息。"
        "調查小組僅訪談乙及助理，委員與乙為同一指導教授。"
    )
    assert replaced_persons(text).count("乙") == 4, replaced_persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "甲方應於乙方通知後七日內給付租金。",  # contract parties
        "本件屬甲類工作場所，乙級技術士始得操作。",  # grades
        "請選擇：甲、乙、丙三案之一。",  # list items
        "理由：第一、甲說認為應予准許；一、乙說則否。",  # enumerations of a ruling
        "患者有甲狀腺機能亢進。",
        "A女性員工比例逐年上升。",  # a noun that makes a word
        "B男子籃球隊今日出賽。",
        "DNA生物檢體已送驗。",
        "依甲乙雙方合意解除契約。",
    ],
)
def test_words_lists_and_enumerations_stay(text: str) -> None:
    assert replaced_persons(text) == [], replaced_persons(text)


def test_a_bare_stem_without_an_introduction_stays() -> None:
    text = "教科書舉例：甲向乙借款十萬元，乙於到期後催討。"
    assert "甲" not in replaced_persons(text) and "乙" not in replaced_persons(text)
