"""A surname alone in a table cell under a name-taking header (issue 11, persons._table_columns):
the clerk's, the guard's or the nurse's initial (經辦｜柯, 承辦人｜涂) is a person replaced whole;
a mark or a word a cell holds (同, 無, V, —) is not. Invented rows only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _persons(text: str) -> set[tuple[int, int]]:
    return {(s.start, s.end) for s in detect(text) if s.type == "person"}


def _at(text: str, value: str, nth: int = 0) -> tuple[int, int]:
    i = -1
    for _ in range(nth + 1):
        i = text.index(value, i + 1)
    return (i, i + len(value))


@pytest.mark.parametrize(
    "text, cells",
    [
        (
            "序｜日期｜申請人｜處理｜經辦\n1｜07/02｜某甲｜現場檢視｜柯\n2｜07/19｜某乙｜交付｜涂\n",
            ["柯", "涂"],
        ),
        ("日期\t品項\t承辦人\n3/2\t鑰匙\t滕\n3/4\t門卡\t滕\n", ["滕", "滕"]),
        ("編號｜被害人｜金額\n1｜簡｜300 元\n2｜甘｜500 元\n", ["簡", "甘"]),
        ("日期｜物品｜經手人｜備註\n5/6｜雨傘｜嚴｜已領回\n5/7｜錢包｜莘｜\n", ["嚴", "莘"]),
    ],
)
def test_a_surname_alone_under_a_name_header_is_a_person(text: str, cells: list[str]) -> None:
    found = _persons(text)
    seen: dict[str, int] = {}
    for cell in cells:
        n = seen.get(cell, 0)
        seen[cell] = n + 1
        a, b = _at(text, "｜" + cell if "｜" in text else "\t" + cell, n)
        assert (a + 1, b) in found, cell


@pytest.mark.parametrize(
    "text",
    [
        "日期｜品項｜經辦\n1/2｜電池｜同\n1/3｜燈泡｜無\n",
        "日期｜品項｜經辦\n1/2｜電池｜V\n1/3｜燈泡｜—\n",
        "日期｜品項｜數量\n1/2｜電池｜柯\n",  # no name header above the column
    ],
)
def test_marks_words_and_cells_without_a_name_header_are_not(text: str) -> None:
    assert not _persons(text)
