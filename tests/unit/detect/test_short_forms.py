"""Short forms a surname makes with the word after it (worker/detect/short_forms.py): a suspect,
a chairman, a parent by surname (范嫌, 丁董, 邱爸), a family by the surname of a person the
document names (許家), an English honorific glued before a Chinese surname (Ms. 黃協助).

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_covered, replaced_persons


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("員警當場以現行犯逮捕鍾嫌，解送分局。", "鍾嫌"),
        ("經查莊嫌於同日下午再度提款。", "莊嫌"),
        ("3. 建商 卓董 只想談價格", "卓董"),
        ("那天石董請大家吃飯。", "石董"),
        ("緊急聯絡人：涂佳穎　涂爸 0933-118-205", "涂爸"),
        ("原告蘇柏宇說蘇媽每天都來接他。", "蘇媽"),
    ],
)
def test_a_surname_and_a_suffix_are_one_person(text: str, value: str) -> None:
    assert person_covered(text, value), replaced_persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "他收藏了很多古董。",  # a word
        "本案被告涉嫌詐欺。",
        "甲嫌疑重大，已聲請羈押。",
        "董事會決議通過。",
        "阿傑：那媽呢？",  # 那 is a rare surname: no parent named here
        "她認了一個乾媽。",
    ],
)
def test_words_and_questions_name_nobody(text: str) -> None:
    assert not any(v in text and len(v) == 2 and v[1] in "嫌董爸媽" for v in replaced_persons(text))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("家長彭先生已報警；是否提告由彭家決定。", "彭家"),
        ("證人簡美惠說，隔壁42號簡家的狗每晚都叫。", "簡家"),
        ("本案債務人戴志遠已過世，戴家兄弟同意分期清償。", "戴家"),
    ],
)
def test_the_family_of_a_person_named(text: str, value: str) -> None:
    assert person_covered(text, value, n=0), replaced_persons(text)


@pytest.mark.parametrize(
    ("text", "untouched_value"),
    [
        ("今年過年全家一起去花蓮。", "全家"),  # no person named: a family word
        ("彭家豪與彭先生是父子。", "彭家"),  # a full name, not a family
        ("他們搬家到台中。", "搬家"),
    ],
)
def test_family_look_alikes(text: str, untouched_value: str) -> None:
    persons = replaced_persons(text)
    assert untouched_value not in persons, persons


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("宿舍事務由國際處Ms. 孫協助翻譯。", "Ms. 孫"),
        ("Mr. 柯表示會再確認。", "Mr. 柯"),
        ("請改約 Dr.龍看診。", "Dr.龍"),
        ("會議由Mrs. 方主持。", "Mrs. 方"),
    ],
)
def test_an_english_honorific_glued_to_a_chinese_surname(text: str, value: str) -> None:
    assert person_covered(text, value), replaced_persons(text)


def test_an_honorific_before_a_full_name_keeps_the_whole_name() -> None:
    text = "本次講座邀請 Dr. 范仲恩主講，Dr. 范仲恩 為兒科醫師。"
    assert person_covered(text, "范仲恩", n=0), replaced_persons(text)
    assert person_covered(text, "范仲恩", n=1), replaced_persons(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("若有疑問請洽 法蓮師父（分機 21）。", "法蓮師父"),
        ("慧明法師您好，隨喜款項已匯出。", "慧明法師"),
        ("院牧部 若望神父 每週三探訪病房。", "若望神父"),
        ("本週禱告：德蘭修女帶領。", "德蘭修女"),
    ],
)
def test_a_religious_name_before_a_clergy_title(text: str, value: str) -> None:
    assert person_covered(text, value), replaced_persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "廟裡的師父說要先誦經。",
        "這位法師很親切。",
        "各位師兄師姐大家好。",
        "師父說明天早點來。",
        "教會修女每週來探訪。",
        "教會牧師",
    ],
)
def test_clergy_titles_without_a_name(text: str) -> None:
    assert replaced_persons(text) == [], replaced_persons(text)
