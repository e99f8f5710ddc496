"""Names beside the words a social-work, family-court or bank record puts before them (issue 9):
a relation word and a space before the name are no surname (法定代理人：母 林黃雅琪,
在場：母 林雅君), a relation word glued to a full name gives way to it (家屬：孫子卜冠宇),
a case's family words (案母, 案妹, 案祖母) are roles and no name, 個案 takes the name after
it, 以 opens a given name (范姜以恩, 陳以琳) but not a word (以上, 以電話), and a name before
what a probation officer or a social worker does (觀護人游子謙訪視) ends there. Invented
names only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def names(text: str) -> set[str]:
    return {
        text[s.start : s.end]
        for s in detect(text)
        if s.type in ("person", "official") and s.action in ("replace", "keep")
    }


@pytest.mark.parametrize(
    "text, name",
    [
        ("法定代理人：母 林黃淑媛　電話 04-2233 4455", "林黃淑媛"),
        ("法定代理人：父 鍾明達", "鍾明達"),
        ("聲請人：子 黃建宏", "黃建宏"),
        ("家屬：女兒 江若晴到場", "江若晴"),
        ("聯繫客戶家屬：孫子卜冠廷 0916-000-111", "卜冠廷"),
        ("在場：案母 洪佩瑜、案妹 芊芊", "洪佩瑜"),
        ("案母 施雅君表示會配合", "施雅君"),
        ("在場：母 林雅君、弟 林冠廷", "林雅君"),
        ("案祖母 王林金枝每日接送", "王林金枝"),
        ("由案父 陳志遠陪同，案母 王美芬未到。", "王美芬"),
    ],
)
def test_a_relation_word_before_the_name_is_no_part_of_it(text: str, name: str) -> None:
    found = names(text)
    assert name in found
    assert not any(name in s and s != name for s in found)  # not 母 林黃淑, 孫子卜


@pytest.mark.parametrize(
    "text", ["案母表示會配合。", "案父今日未到。", "案妹由外婆照顧，案母上班。", "已與案祖母聯繫。"]
)
def test_a_case_family_word_is_no_name(text: str) -> None:
    assert not any(w in names(text) for w in ("案母", "案父", "案妹", "案祖母"))


@pytest.mark.parametrize(
    "text, name",
    [
        ("3. Ethan（范姜以恩）家長：范姜先生", "范姜以恩"),
        ("學生陳以琳今天請假。", "陳以琳"),
        ("申請人：張以晴　電話 0912-000-333", "張以晴"),
        ("個案林以諾由母親陪同到院。", "林以諾"),
        ("個案莊以萱（8歲）由母親陪同", "莊以萱"),
    ],
)
def test_yi_opens_a_given_name(text: str, name: str) -> None:
    assert name in names(text)


@pytest.mark.parametrize(
    "text",
    [
        "被告王以手機聯絡被害人",
        "原告陳以上開事實請求",
        "證人林以前曾任職該公司",
        "個案研討會於下午召開",
    ],
)
def test_yi_and_a_word_or_case_words_name_nobody(text: str) -> None:
    assert not names(text)


@pytest.mark.parametrize(
    "text, name",
    [
        ("觀護人游子謙訪視少年住處。", "游子謙"),
        ("觀護人游子謙約談少年", "游子謙"),
        ("觀護人江文豪訪談少年母親", "江文豪"),
        ("社工林家豪陪同少年出庭", "林家豪"),
        ("個案王小明由母親陪同到院。", "王小明"),
    ],
)
def test_a_name_before_a_visit_verb(text: str, name: str) -> None:
    assert name in names(text)
