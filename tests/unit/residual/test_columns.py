"""The residual scan's column reader (worker/residual/columns.py): a value under a personal column
header, rows below it, stops the document when the detector left it; a table without such a header,
or a cell without digits, passes. Every value is invented."""

from __future__ import annotations

import pytest

from worker.residual import scan
from worker.residual.columns import column_hits

ISSUED = {"〔甲〕", "〔乙〕", "〔代號1〕", "〔日期1〕"}


@pytest.mark.parametrize(
    ("text", "check"),
    [
        ("姓名｜兵籍號碼｜備註\n〔甲〕｜WQ-30419｜—\n", "residual:id_number"),
        ("姓名\t員編\t備註\n──\t──\t──\n〔甲〕\tKD-55019\t已核\n", "residual:id_number"),
        ("姓名      護照號碼      國籍\n〔甲〕    D7K2M48QX    越南\n", "residual:id_number"),
        ("姓名｜帳號末五碼\n〔甲〕｜20935\n〔乙〕｜71146\n", "residual:id_number"),
        ("姓名｜車號｜顏色\n〔甲〕｜RAK 5073｜白\n", "residual:id_number"),
        ("姓名｜局號(Branch)｜帳號\n〔甲〕｜0031274｜〔代號1〕\n", "residual:id_number"),
        ("姓名｜出生日期｜性別\n〔甲〕｜七十九年十一月三日｜男\n", "residual:date_of_birth"),
        ("姓名｜生日\n〔甲〕｜3/9\n", "residual:date_of_birth"),
        ("姓名\t申請人出生日期\n〔甲〕\t79.11.03\n", "residual:date_of_birth"),
    ],
)
def test_a_value_under_a_personal_header_stops_the_document(text: str, check: str) -> None:
    assert check in scan(text, ISSUED)


@pytest.mark.parametrize(
    "text",
    [
        "編號｜姓名｜備註\n001｜〔甲〕｜無\n",  # a form's own serial: no personal header
        "項次\t金額\t日期\n1\t12,000\t113/05/12\n",
        "姓名｜員編｜部門\n〔甲〕｜〔代號1〕｜業務\n",  # the value was replaced
        "姓名｜員編｜部門\n〔甲〕｜待補｜業務\n",  # no digits in the cell
        "姓名｜出生日期\n〔甲〕｜〔日期1〕\n",
        "姓名｜員編\n\n附表 113 年\n",  # the table ended at the blank line
    ],
)
def test_a_table_without_a_personal_value_passes(text: str) -> None:
    assert scan(text, ISSUED) == []


def test_the_hit_is_the_cell_under_the_header() -> None:
    text = "姓名｜員編｜部門\n〔甲〕｜ KD-55019 ｜業務\n"
    ((kind, a, b),) = column_hits(text)
    assert (kind, text[a:b]) == ("id_number", "KD-55019")
