"""Residual scan, three more structures that hold names (worker/residual/names.py): a short
exchange of two speakers tagged by surname taking turns (曹：… 隗：… 曹：…), a numbered list on
one line beside a pseudonym (1.〔…〕 2.林志強), a forum post's author line whose account was
replaced (作者 〔account〕 (雨後彩虹)). And what must pass: question and answer tags, numbered
headings, an author line whose account is not the case's, a number in the brackets. Invented
names only."""

from __future__ import annotations

import pytest

from worker.residual import find

PERSONS = {"郭靜慧", "宇德"}
ISSUED = PERSONS | {"maple221", "oak77"}


def hits(text: str) -> list[tuple[str, str]]:
    return [(h.check, text[h.start : h.end]) for h in find(text, ISSUED, persons=PERSONS)]


STOP = [
    ("面談摘要\n　卓：明年目標多少？\n　溫：一億。\n　卓：好。", "residual:name_as_speaker", "溫"),
    ("卓：你好\n溫：您好\n卓：請坐\n溫：謝謝", "residual:name_as_speaker", "卓"),
    ("[20:11] 郭靜慧：名單 1.林志強 2.宇德 3.姚大哥", "residual:name_in_list", "林志強"),
    ("報名：\n4. 郭靜慧\n5. 林志強 +1\n6. 宇德", "residual:name_in_list", "林志強"),
    ("1. 郭靜慧\n2. Kevin（同事）\n3. 宇德", "residual:name_in_list", "Kevin"),
    ("作者 maple221 (雨後彩虹)\n標題 [問題] 停車費", "residual:nickname_of_author", "雨後彩虹"),
    ("作者：oak77（夜貓子）　時間：Sat Nov 16", "residual:nickname_of_author", "夜貓子"),
]


@pytest.mark.parametrize(("text", "check", "value"), STOP, ids=[v for *_, v in STOP])
def test_names_in_turns_numbered_lists_and_author_lines_stop(
    text: str, check: str, value: str
) -> None:
    assert (check, value) in hits(text)


PASS = [
    "問：姓名？\n答：郭靜慧\n問：住址？",
    "甲：好\n乙：不\n甲：嗯",
    "卓：你好\n卓：請坐",
    "1.報告事項 2.討論事項 3.臨時動議",
    "1.郭靜慧 2.宇德 3.出席",
    "1. 報告事項\n2. 討論事項\n3. 郭靜慧",
    "1. 郭靜慧\n2. Google 帳號\n3. 宇德",
    "出席：宇德 郭靜慧 里幹事 郭靜慧",
    "作者 maple221 (3)",
    "作者 maple221",
]


@pytest.mark.parametrize("text", PASS)
def test_tags_headings_and_author_lines_without_a_nickname_pass(text: str) -> None:
    assert hits(text) == []
