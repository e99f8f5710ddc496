"""Residual scan, three positions of a name after a role or among pseudonyms
(worker/residual/__init__.py, names.py): a role's English caption is no name but the name after it
is (配偶 Spouse：潘大同; data/latin_captions.txt); glued to a role, a rare surname's character and
no given name's begin a verb, not a name (雇主留存, 人資勾選), while a common surname or given-name
characters still make one (證人亓承恩); a roster on one line, names set apart by spaces, two of
them pseudonyms (簽到：〔…〕 〔…〕 蔡明宏, 〔…〕　〔…〕　林冠□). And what must pass. Invented
names only."""

from __future__ import annotations

import pytest

from worker.residual import find

PERSONS = {"郭靜慧", "潘志遠", "品妤"}


def hits(text: str) -> list[tuple[str, str]]:
    return [(h.check, text[h.start : h.end]) for h in find(text, PERSONS, persons=PERSONS)]


STOP = [
    ("配偶 Spouse：潘大同，臺灣籍", "潘大同"),
    ("中文姓名 Chinese name：｜阮氏秋河\n居留證號", "阮氏秋"),
    ("申請人 Applicant：邱美月", "邱美月"),
    ("證人亓承恩到庭", "亓承恩"),
    ("被告王小明坦承", "王小明"),
    ("簽到：郭靜慧 潘志遠 蔡明宏", "蔡明宏"),
    ("合照：郭靜慧　潘志遠　林冠□　品妤", "林冠□"),
]


@pytest.mark.parametrize(("text", "name"), STOP, ids=[n for _, n in STOP])
def test_a_name_after_a_caption_glued_to_a_role_or_in_a_roster_stops(text: str, name: str) -> None:
    assert name in [v for _, v in hits(text)]


PASS = [
    "配偶 Spouse：郭靜慧",
    "雇主 Employer：某某股份有限公司（品管員）",
    "被保險人 Insured：同要保人",
    "持卡人 Cardholder：潘志遠",
    "（雇主勾選）",
    "（證人朗讀結文後簽名）",
    "被告希望和解",
    "五、應繳文件（人資勾選）",
    "承租人酒後駕駛者，保險公司不予理賠",
    "郭靜慧 潘志遠 出席 會議",
    "原告 郭靜慧 被告 潘志遠 到庭",
    "禮儀師 郭靜慧　　家屬 潘志遠",
    # 感恩大頭 is a nickname thanked now (test_names_nicknames_as_words); the roster look-alike:
    "21:35 郭靜慧 感恩 下次請你喝飲料",
]


@pytest.mark.parametrize("text", PASS)
def test_captions_verbs_after_roles_and_rosters_of_pseudonyms_pass(text: str) -> None:
    assert hits(text) == []
