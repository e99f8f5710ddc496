"""Residual scan, names beyond labels (worker/residual/names.py, reader.py and the role check):
names in a list, a table column or a speaker position beside the case's pseudonyms, nicknames after
a relation word, and names the second reader (the own tagger) finds in prose."""

from __future__ import annotations

import pytest

from worker.residual import scan

ISSUED = {"郭靜慧", "郭小姐", "潘志遠", "喬雅婷", "〔地址1〕"}
KEPT = {"吳明達"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED, KEPT)


STOP = [
    # an item of a list whose other items are pseudonyms
    ("出席：郭靜慧、潘志遠、白浪、喬雅婷", "name_in_list"),
    ("感謝郭靜慧、高遠兩位委員", "name_in_list"),
    ("同學：潘志遠、蘇文彥（男生）", "name_in_list"),
    # a cell in a table column that holds pseudonyms
    ("1｜郭靜慧｜3,000\n2｜林 海｜2,000\n3｜潘志遠｜1,500", "name_in_column"),
    ("編號\t姓名\t金額\n1\t喬雅婷\t500\n2\t江水清\t800", "name_in_column"),
    # a speaker of a chat where pseudonyms speak
    ("郭靜慧：大家好\n潘志遠：早安\n小胖：我晚點到", "name_as_speaker"),
    ("[10:01] 郭靜慧：收到\n[10:02] 喬雅婷：好\n[10:05] 石磊：我也是", "name_as_speaker"),
    # a nickname or a doubled name after a relation word
    ("同事阿凱可以作證", "name_after_role"),
    ("女兒小萱下課後", "name_after_role"),
    ("小名恩恩，今年五歲", "name_after_role"),
    ("我朋友鄭宇翔也寄了", "name_after_role"),
    ("紀錄：居怡君（人資課）", "name_after_role"),  # a surname that is also a word
    ("聯絡人：來淑芬", "name_after_role"),
    # names before titles, job titles aside
    ("麻煩轉告范宇哲先生", "name_before_title"),
    ("馮淑華班主任表示", "name_before_title"),
    ("房租匯給駱房東", "name_before_title"),
    ("章大哥說車位被占", "name_before_title"),
    ("林媽媽也留下電話", "name_before_title"),
    ("請宋師傅來修", "name_before_title"),
]


@pytest.mark.parametrize(("text", "check"), STOP, ids=[f"{c}-{i}" for i, (_, c) in enumerate(STOP)])
def test_name_stops_the_document(text: str, check: str) -> None:
    assert f"residual:{check}" in checks(text)


PASS = [
    # pseudonyms and kept names in the same structures
    "出席：郭靜慧、潘志遠、喬雅婷",
    "1｜郭靜慧｜3,000\n2｜潘志遠｜2,000",
    "郭靜慧：大家好\n潘志遠：早安\n喬雅婷：嗨",
    "郭靜慧：大家好\n潘志遠：早安\n媽媽：吃飯了",  # a kinship word speaks
    "審判長法官吳明達、郭靜慧",
    # lists and tables of things
    "郭靜慧、其母及兄",
    "品項｜數量\n白米｜2\n醬油｜1",
    "郭靜慧、潘志遠的房屋、土地",
    # words after a relation word, job titles before a title
    "同事們都知道",
    "女兒小時候",
    "朋友方面也是",
    "保險公司理賠專員郭小姐",
    "擔任課輔老師一年",
    "謝謝老師",
    "我先生下班後",
    "（班主任：郭靜慧）",
    "被告居住於臺中",  # the same characters without a label's colon
    "原告來函表示",
    "感謝老闆，已給五星",
    "購買私人教練課程",
    "出席委員4人",
    "他大哥也來了",
    "郭小姐的媽媽",
    # a speaker list with field labels, not a chat
    "申請人：郭靜慧\n地址：〔地址1〕\n備註：無",
]


@pytest.mark.parametrize("text", PASS)
def test_name_look_alike_passes(text: str) -> None:
    assert checks(text) == []


def test_the_second_reader_finds_a_name_in_prose() -> None:
    text = "案發當天郭靜慧與林志豪一起到場，林志豪說他沒看到車。"
    assert "residual:name_in_prose" in checks(text)
    assert checks("案發當天郭靜慧與潘志遠一起到場，潘志遠說他沒看到車。") == []


def test_the_second_reader_is_independent_of_the_detector() -> None:
    import worker.detect.model_own as own
    import worker.residual.reader as reader

    assert reader.tagger_hits.__module__ == "worker.residual.reader"
    from pathlib import Path

    assert "worker.residual" not in Path(own.__file__).read_text(encoding="utf-8")
