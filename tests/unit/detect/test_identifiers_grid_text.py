"""Letter-spaced grid pages whose lines carry a line number (一　…, 六｜…): an account after its
label (worker/detect/identifiers.py) and a plate after 車號 (worker/detect/contact.py) that run
onto the next line, OCR letters inside, issue 11. Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, untouched
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, value",
    [
        (
            "三\u3000請 於 五 日 內 匯 入 本 人 帳 戶 （ ０ １ ３ － ４\n"
            "四\u3000２ － ５ ７ l ８ ８ ０ － ２ ） ， 逾 期 不 候 。\n",
            "０ １ ３ － ４\n四\u3000２ － ５ ７ l ８ ８ ０ － ２",
        ),
        (
            "五｜匯\u3000入\u3000本\u3000人\u3000帳\u3000號\u3000７\u3000０\u3000０\u3000－\u3000２\u3000２\u3000－\n"
            "六｜０\u3000４\u3000１\u3000９\u3000３\u3000７\u3000６\u3000，\u3000謝\u3000謝\n",
            "７\u3000０\u3000０\u3000－\u3000２\u3000２\u3000－\n六｜０\u3000４\u3000１\u3000９\u3000３\u3000７\u3000６",
        ),
        (
            "帳 號 ： ８ ０ ８ ５ ５ ０ ３ ２ １ ７ ６ ４ ４",
            "８ ０ ８ ５ ５ ０ ３ ２ １ ７ ６ ４ ４",
        ),
    ],
)
def test_spaced_account_across_a_numbered_line(text: str, value: str) -> None:
    covered_as(text, value, T.BANK_ACCOUNT)


@pytest.mark.parametrize(
    "text, value",
    [
        (
            "二｜駕\u3000駛\u3000車\u3000號\u3000Ｒ\u3000Ｆ\u3000Ｄ\u3000－\u3000３\u3000０\n"
            "三｜８\u3000２\u3000號\u3000貨\u3000車\n",
            "Ｒ\u3000Ｆ\u3000Ｄ\u3000－\u3000３\u3000０\n三｜８\u3000２",
        ),
        ("車 號 Ｍ Ｑ Ｘ － ５ ５ ０ ７ 機 車", "Ｍ Ｑ Ｘ － ５ ５ ０ ７"),
    ],
)
def test_spaced_plate_across_a_numbered_line(text: str, value: str) -> None:
    covered_as(text, value, T.LICENCE_PLATE)


def test_spaced_amount_after_an_account_word_is_no_account() -> None:
    untouched("匯 入 新 臺 幣 ３ 萬 元 整", "３ 萬")
