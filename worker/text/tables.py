"""Tables in plain text: cells apart by a tab, a bar (| ｜ │) or two or more spaces, a header row
that names its columns, and the rows below it (a table ends at a blank line; ruled rows such as
``──｜──`` are skipped; a row counts when it has as many cells as the header).

Read by the detector (:func:`worker.detect.codes.find_column_codes`) and, apart from it, by the
residual scan (:mod:`worker.residual.columns`): each decides on its own which headers name a
personal field and what a cell under them must hold.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import TypeVar

__all__ = ["CSV_SEP", "MAX_ROWS", "cells", "cells_below_headers", "csv_cells"]

K = TypeVar("K")

_SEP = re.compile(r"\t+|[ ]*[|｜│][ ]*|[ \u3000]{2,}|\u3000")
CSV_SEP = re.compile(r"[ ]*,[ ]*")
"""Cells of a CSV export (姓名,員工編號,部門 ⏎ 某某,10234,法務室): a comma, the full-width one
folded to it; give it to :func:`cells_below_headers` as ``sep``."""
_RULE = re.compile(r"[\s|｜│─━\-=+:：]*")
MAX_ROWS = 40
"""Rows read below one header."""


def csv_cells(line: str) -> list[tuple[int, int]]:
    """(start, end) of every cell of a CSV row, empty ones included, as RFC 4180 reads it: a cell
    in double quotes holds commas and doubled quotes ("兄弟同報,第二人9折"), and its span is what
    stands inside the quotes; spaces around an unquoted cell are outside it."""
    out: list[tuple[int, int]] = []
    i, n = 0, len(line)
    while True:
        j = i
        while j < n and line[j] == " ":
            j += 1
        if j < n and line[j] == '"':
            k = j + 1
            while k < n and not (line[k] == '"' and line[k + 1 : k + 2] != '"'):
                k += 2 if line[k] == '"' else 1
            start, end = j + 1, min(k, n)
            comma = line.find(",", k)
        else:
            comma = line.find(",", j)
            start, end = j, n if comma == -1 else comma
            while end > start and line[end - 1] == " ":
                end -= 1
        out.append((start, end))
        if comma == -1:
            return out
        i = comma + 1


def cells(line: str, sep_re: re.Pattern[str] = _SEP) -> list[tuple[int, int]]:
    """(start, end) of each non-empty cell of a table row, offsets within ``line``; with
    :data:`CSV_SEP`, every cell of a CSV row (:func:`csv_cells`: quoted cells whole, empty cells
    kept, so that a row's cells line up with its header's)."""
    if sep_re is CSV_SEP:
        return csv_cells(line)
    out, pos = [], 0
    for sep in sep_re.finditer(line):
        if sep.start() > pos:
            out.append((pos, sep.start()))
        pos = sep.end()
    if pos < len(line):
        out.append((pos, len(line)))
    return [(a, b) for a, b in out if line[a:b].strip()]


def cells_below_headers(
    text: str,
    columns: Callable[[str, list[tuple[int, int]]], list[tuple[int, K]]],
    sep: re.Pattern[str] = _SEP,
) -> Iterator[tuple[K, int, str]]:
    """``(key, start, value)`` of every cell under a header column: ``columns(header, cells)`` says
    which cells of a line of two or more cells head a column, and with what key; ``value`` is the
    cell's text stripped, ``start`` its offset in ``text``. ``sep`` splits the cells (default: a
    tab, a bar or two spaces; :data:`CSV_SEP` for a CSV export)."""
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    read: list[list[tuple[int, int]] | None] = [None] * len(lines)

    def cells_of(r: int) -> list[tuple[int, int]]:  # each line's cells read once, header or row
        found = read[r]
        if found is None:
            found = read[r] = cells(lines[r], sep)
        return found

    for h, header in enumerate(lines):
        header_cells = cells_of(h)
        if len(header_cells) < 2:
            continue
        heads = columns(header, header_cells)
        if not heads:
            continue
        for r in range(h + 1, min(len(lines), h + 1 + MAX_ROWS)):
            row = lines[r]
            if not row.strip():
                break
            if _RULE.fullmatch(row):
                continue
            row_cells = cells_of(r)
            if len(row_cells) != len(header_cells):
                # a spreadsheet pasted with one tab per cell, some cells empty (序\t員工編號\t…\t
                # 備註 ⏎ 1\tJS-001\t…\t): the cells line up by their tabs
                aligned = _tab_aligned(header, header_cells, row)
                if aligned is None:
                    continue
                row_cells = aligned
            for i, key in heads:
                a, b = row_cells[i]
                value = row[a:b].strip()
                if value:
                    yield key, starts[r] + a + row[a:b].index(value), value


def _tab_cells(line: str) -> list[tuple[int, int]]:
    out, pos = [], 0
    for i, c in enumerate(line):
        if c == "\t":
            out.append((pos, i))
            pos = i + 1
    out.append((pos, len(line)))
    return out


def _tab_aligned(
    header: str, header_cells: list[tuple[int, int]], row: str
) -> list[tuple[int, int]] | None:
    """The row's cells under each of the header's, when both are split by single tabs into as many
    cells (an empty cell kept as one); None otherwise."""
    if "\t" not in header or "\t" not in row:
        return None
    head, cells_ = _tab_cells(header), _tab_cells(row)
    if len(head) != len(cells_):
        return None
    named = [j for j, (a, b) in enumerate(head) if header[a:b].strip()]
    if len(named) != len(header_cells):
        return None
    return [cells_[j] for j in named]
