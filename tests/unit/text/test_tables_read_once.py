"""cells_below_headers reads each line's cells once, whether the line heads a column or stands
below one (invented tables: headers over headers, rows under several headers)."""

from __future__ import annotations

import re

from worker.text import tables

_TEXT = (
    "姓名　　編號　　電話\n"
    "甲某　　A-101　　0900\n"
    "乙某　　B-202　　0911\n"
    "編號　　備註\n"
    "C-303　　無\n"
    "\n"
    "單行文字\n"
    "代號｜名稱\n"
    "──｜──\n"
    "D-404｜丙某"
)


def _heads(header: str, cells: list[tuple[int, int]]) -> list[tuple[int, str]]:
    return [(i, header[a:b]) for i, (a, b) in enumerate(cells) if header[a:b] in ("編號", "代號")]


def test_each_line_read_once(monkeypatch):
    read: list[str] = []
    plain = tables.cells

    def counting(line: str, *sep: re.Pattern[str]) -> list[tuple[int, int]]:
        read.append(line)
        return plain(line, *sep)

    monkeypatch.setattr(tables, "cells", counting)
    found = list(tables.cells_below_headers(_TEXT, _heads))
    assert len(read) == len(set(read))
    assert [(k, v, _TEXT[s : s + len(v)]) for k, s, v in found] == [
        ("編號", "A-101", "A-101"),
        ("編號", "B-202", "B-202"),
        ("編號", "C-303", "C-303"),
        ("代號", "D-404", "D-404"),
    ]
