"""The residual scan's column reader under a bilingual header (worker/residual/columns.py): an
English caption before the Chinese one (DOB 生日, Date of Birth／出生日期, Phone / 電話) names
the column as the Chinese word alone does; English captions that name no personal field stay
none. Every value is invented."""

from __future__ import annotations

import pytest

from worker.residual import scan
from worker.residual.columns import _header

ISSUED = {"〔甲〕", "〔乙〕", "〔日期1〕"}


@pytest.mark.parametrize(
    ("cell", "kind"),
    [
        ("DOB 生日", "date_of_birth"),
        ("Date of Birth/出生日期", "date_of_birth"),
        ("Birthday 生日", "date_of_birth"),
        ("D.O.B. 出生年月日", "date_of_birth"),
        ("Date of Birth 出生日期", "date_of_birth"),  # the English caption is a birth word too
        ("出生日期 Date of Birth", "date_of_birth"),
        ("Phone / 電話", "id_number"),
        ("Name 姓名", None),
        ("Remarks 備註", None),
        ("No. 序號", None),
    ],
)
def test_a_bilingual_header_names_its_column(cell: str, kind: str | None) -> None:
    assert _header(cell) == kind


@pytest.mark.parametrize(
    "text",
    [
        "姓名｜DOB 生日｜國籍\n〔甲〕｜1987/10/23｜越南\n",
        "Name 姓名\tDate of Birth／出生日期\tNote\n〔甲〕\t14.03.1992\t—\n〔乙〕\t02.11.1990\t—\n",
        "姓名｜Birthday 生日\n〔甲〕｜七十一年四月九日\n",
    ],
)
def test_a_birth_date_left_under_a_bilingual_header_stops_the_document(text: str) -> None:
    assert "residual:date_of_birth" in scan(text, ISSUED)


def test_the_replaced_date_under_a_bilingual_header_passes() -> None:
    assert "residual:date_of_birth" not in scan("姓名｜DOB 生日\n〔甲〕｜〔日期1〕\n", ISSUED)
