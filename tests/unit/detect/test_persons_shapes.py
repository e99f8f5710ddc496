"""Person names by shape (issue 11): masked names (蔡○儒), romanized passport names
(LIN, YU-CHEN), a Latin given name with a Chinese surname (Vicky 鄺), a Chinese name beside a
Latin one, kin suffixes after a name found (家豪哥), and ordinary English read as no name
(Personal Information, Labor Standards Act).

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.detect.lexicon import is_english_word
from worker.detect.persons import english_run


def _replaced(text: str, value: str) -> bool:
    start = text.index(value)
    spans = [s for s in detect(text) if s.action == "replace"]
    return all(any(s.start <= i < s.end for s in spans) for i in range(start, start + len(value)))


def _persons(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text) if s.type == "person"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("戶名：鄔○萍，帳號如上。", "鄔○萍"),
        ("2024/03/02 轉帳 1,200 柯○翰\n", "柯○翰"),
        ("收款人 溫OO琳 0812-3344\n", "溫OO琳"),
        ("0091,孟*傑,二月租金\n", "孟*傑"),
        ("外送員：龔＊宇（編號 RX-7710）", "龔＊宇"),
        ("承辦人 邱○○ 到場說明。", "邱○○"),
        ("司徒○明君已簽收。", "司徒○明"),
    ],
)
def test_masked_names_are_replaced_whole(text: str, name: str) -> None:
    assert _replaced(text, name)


@pytest.mark.parametrize(
    "text",
    ["依第○條第○項規定辦理。", "民國○○年○月○日", "共 12堂×1,800 元", "每○日檢查一次"],
)
def test_masks_in_dates_articles_and_products_are_no_names(text: str) -> None:
    assert _persons(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("英文姓名（同護照）：TSENG, HUI-LING\n", "TSENG, HUI-LING"),
        ("Signed for the Employer: Kuo, Chia-Hsin 郭佳欣", "Kuo, Chia-Hsin"),
        ("英文：LIAO PEI-SHAN　出生 1990", "LIAO PEI-SHAN"),
        ("護照姓名 OUYANG CHEN MEI-HUA\n", "OUYANG CHEN MEI-HUA"),
        ("Senior Analyst Wu, Tsung-Han signed below.", "Wu, Tsung-Han"),
    ],
)
def test_romanized_passport_names(text: str, name: str) -> None:
    assert _replaced(text, name)


def test_romanized_name_does_not_take_the_job_title_before_it() -> None:
    text = "Senior Analyst Wu, Tsung-Han signed below."
    assert "Senior" not in "".join(_persons(text))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("核准主管：Tracy 戚　日期 3/4", "Tracy 戚"),
        ("出納：Howard 鞠\n", "Howard 鞠"),
        ("如有疑問請洽 June陶 02-2711-0000", "June陶"),
        ("證人（室友 Kelly 宓）到場", "Kelly 宓"),
    ],
)
def test_latin_given_name_with_a_chinese_surname(text: str, name: str) -> None:
    assert _replaced(text, name)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Signed: Lo, Wei-Ting 羅偉婷\n", "羅偉婷"),
        ("Best, Megan 汪思妤\n業務部", "汪思妤"),
    ],
)
def test_chinese_name_beside_a_latin_name(text: str, name: str) -> None:
    assert _replaced(text, name)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("債權人黃志偉。他回覆：「志偉哥，錢下週還你。」", "志偉哥"),
        ("證人温阿土（大家叫他「阿土伯」）到場。", "阿土伯"),
        ("聯絡人 葉阿梅（阿梅姨）電話 0912-000-111", "阿梅姨"),
    ],
)
def test_kin_suffix_after_a_name_found(text: str, value: str) -> None:
    assert _replaced(text, value)


def test_kin_word_after_a_name_is_not_swallowed() -> None:
    text = "原告陳志明之伯父陳大同到庭。"
    assert "陳志明之" not in "".join(_persons(text))
    assert _replaced(text, "陳志明")


@pytest.mark.parametrize(
    "latin",
    ["Personal Information", "Labor Standards Act", "Payment Method", "Policyholder",
     "Discharge Summary", "HR Manager", "Thin Film Section"],
)  # fmt: skip
def test_english_runs_are_recognised(latin: str) -> None:
    assert english_run(latin)


@pytest.mark.parametrize(
    "latin",
    ["Grace Lee", "Eric", "Amy", "Kevin Lin", "Tran Van Quang", "Yuliana Sari", "Chen Yu-Ting",
     "Joy Chang", "Peter Huang"],
)  # fmt: skip
def test_names_are_no_english_runs(latin: str) -> None:
    assert not english_run(latin)


def test_inflected_and_compound_english_words() -> None:
    assert is_english_word("standards") and is_english_word("processing")
    assert is_english_word("cardholder")
    assert not is_english_word("hsieh")


@pytest.mark.parametrize(
    "text",
    [
        "Part B　個人資料 Personal Information\n姓名：吳佩芬\n",
        "依 Labor Standards Act 辦理。\n勞工：溫家榮\n",
        "要保人 Policyholder：蔡雅雯\n",
    ],
)
def test_english_captions_are_not_names_but_the_person_is(text: str) -> None:
    names = _persons(text)
    assert names and all(not n.isascii() for n in names)
