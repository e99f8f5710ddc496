"""The rows read above each date of a table are read once per text (dates._Rows): the same
answers as reading them afresh for every date, on invented tables; a text without any birth
label word has no date under a birth column."""

from __future__ import annotations

import pytest

from worker.detect import dates
from worker.detect.dates import find_dates_of_birth

_TABLES = [
    "姓名　　出生日期　　電話\n王某某　065.03.02　　0900\n林某某　071.11.30　　0911"
    "\n\n陳某某　080.01.01",
    "序號｜姓名｜生日｜到職日\n1｜甲某｜1988/02/03｜2019/05/06\n2｜乙某｜1990/12/24｜2021/07/01",
    "時間戳記,姓名,生日,手機\n2025/06/30 21:47,丙某,1999/9/9,0900"
    "\n2025/07/01 08:00,丁某,2001/1/2,0911",
    "到職日　　姓名\n2019/05/06　甲某\n2021/07/01　乙某",  # no birth column
]


@pytest.mark.parametrize("text", _TABLES)
def test_shared_rows_answer_as_fresh_ones(text):
    rows = dates._Rows()
    for m in dates._DATE.finditer(text):
        assert dates._under_birth_header(text, m.start(), m.end(), rows) == (
            dates._under_birth_header(text, m.start(), m.end())
        )


def test_tables_with_and_without_a_birth_column():
    found = [
        [s.source for s in find_dates_of_birth(text) if s.source == "rule:dob_column"]
        for text in _TABLES
    ]
    assert [len(f) > 0 for f in found] == [True, True, True, False]
