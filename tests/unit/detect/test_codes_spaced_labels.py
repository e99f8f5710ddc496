"""Personal numbers under labels written without a colon or a dot (issue 11, second pass): a
label ending like a number's name (…號, …碼, …證) and a space before four digits or more; an
English label without the dot of No. or with # for it; a card that is no bank's (welfare,
transit, staff cards); 客編 for 客戶編號. Every value is invented; look-alikes (a product's,
a letter's, a page's or a batch's number, a shop's own number, a court's case number, a
company's 統一編號, a short count) stay untaken.
"""

from __future__ import annotations

import pytest

from tests.unit.helpers import nth
from worker.detect import detect
from worker.text import spans as T


def _replaced(text: str) -> list[T.Span]:
    return [s for s in detect(text, use_model=False) if s.action == T.REPLACE]


def _covered(text: str, value: str) -> bool:
    a, b = nth(text, value)
    inside = {i for s in _replaced(text) for i in range(s.start, s.end)}
    return all(i in inside or text[i].isspace() for i in range(a, b))


FOUND = [
    # …號 / …碼 / …證 and a space, no colon
    ("社福卡號 0031-7726 的補助已撥", "0031-7726"),
    ("敬老卡號 66130082 遺失補辦", "66130082"),
    ("愛心卡號 4402 9917 3310", "4402 9917 3310"),
    ("會號 48213 的會員請繳年費", "48213"),
    ("就醫號 770145 的病人請到三號診間", "770145"),
    ("識別證 90217734 借出一張", "90217734"),
    # English labels without the dot, or with #
    ("Member # 00452817", "00452817"),
    ("Employee No E-3318", "E-3318"),
    ("Staff No: S-0917", "S-0917"),
    ("Student No 411203365", "411203365"),
    ("Customer # C-550213", "C-550213"),
    ("Policy No PL2088123", "PL2088123"),
    # 客編
    ("客編 000318872，地址變更", "000318872"),
]


@pytest.mark.parametrize(("text", "value"), FOUND)
def test_labelled_numbers_are_covered(text: str, value: str) -> None:
    assert _covered(text, value), (text, value)


UNTAKEN = [
    ("型號 A1234 的冷氣", "A1234"),
    ("掛號 0317 寄出", "0317"),
    ("頁碼 12", "12"),
    ("批號 20240101 的疫苗", "20240101"),
    ("臺灣臺北地方法院112年度訴字第 1234 號", "1234"),
    ("甲公司統一編號 53212539", "53212539"),
    ("郵遞區號 10491", "10491"),
    ("年號 12 年", "12"),
    ("信號 5 格", "5"),
    ("取貨門市：民安門市（店號 187623）", "187623"),
    ("全家 竹北門市 店號：204437", "204437"),
]


@pytest.mark.parametrize(("text", "value"), UNTAKEN)
def test_look_alikes_stay(text: str, value: str) -> None:
    a, b = nth(text, value)
    assert not [
        s for s in _replaced(text) if s.start < b and a < s.end and s.type in T.DIRECT_IDENTIFIERS
    ], text
