"""Residual scan (issue 9, third wave): a floor, a building or a number counted right before a
pseudonym (3樓〔fake〕：, C棟〔fake〕太太, 12號〔fake〕) and a money word ending in a surname's
character (押金〔fake〕 in a ledger) are no surname left before it; a surname glued before a
pseudonym after a role or at a boundary still stops. Invented output texts; the case's pseudonyms
are issued."""

from __future__ import annotations

import pytest

from worker.residual import scan

FULL = {"卓芷晴", "溫子豪", "邢凱文"}
GIVEN = {"泰承", "思德"}
PERSONS = FULL | GIVEN
CHECK = "residual:surname_before_pseudonym"


def checks(text: str) -> list[str]:
    return scan(text, PERSONS, (), persons=PERSONS)


@pytest.mark.parametrize(
    "text",
    [
        "住戶群組整理⏎3樓卓芷晴：水塔要洗⏎5F溫子豪：同意".replace("⏎", "\n"),
        "案由二：B1車位占用。C棟溫子豪太太反映車位被占。",
        "7樓泰承：那是管線的問題",
        "A棟卓芷晴、B棟邢凱文出席。",
        "門牌12號溫子豪家門口有積水。",
        "2室思德：我下週搬走",
        "押金卓芷晴 16000 1/31",
        "租金邢凱文 12000 已收",
        "押金泰承 16000 1/31",  # before a given name's fake
        "收現金思德 3000",
    ],
)
def test_units_and_money_words_pass(text: str) -> None:
    assert CHECK not in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "友人莊卓芷晴之證述",  # a surname glued before a full name's fake
        "媳 鄢溫子豪",
        "被告陳思德到庭",  # before a given name's fake
        "住客童泰承表示",
    ],
)
def test_surnames_left_still_stop(text: str) -> None:
    assert CHECK in checks(text)
