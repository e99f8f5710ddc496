"""The plain-text table reader both the detector and the residual scan use: cells, the header that
names a column, the rows below it until a blank line, ruled rows skipped, rows of another width
ignored. Invented values."""

from __future__ import annotations

from worker.text.tables import cells, cells_below_headers


def test_cells_are_apart_by_tabs_bars_or_two_spaces() -> None:
    line = "姓名｜員編\tTK-1  備註"
    assert [line[a:b] for a, b in cells(line)] == ["姓名", "員編", "TK-1", "備註"]


def test_the_cells_under_a_header_column_with_their_offsets() -> None:
    text = (
        "姓名｜員編｜備註\n──｜──｜──\n蔡某｜ TK-20817 ｜無\n一｜二\n"
        "林某｜TK-30001｜有\n\n王某｜TK-9｜無"
    )
    found = list(
        cells_below_headers(
            text,
            lambda header, cs: [
                (i, "code") for i, (a, b) in enumerate(cs) if "員編" in header[a:b]
            ],
        )
    )
    assert [(k, v) for k, _start, v in found] == [("code", "TK-20817"), ("code", "TK-30001")]
    assert all(text[start : start + len(v)] == v for _k, start, v in found)


def test_csv_cells_keep_empty_cells_and_read_quoted_ones_whole() -> None:
    from worker.text.tables import csv_cells

    line = 'S1,"歐陽某, 二人",,  x  ,"他說""好""",'
    assert [line[a:b] for a, b in csv_cells(line)] == [
        "S1",
        "歐陽某, 二人",
        "",
        "x",
        '他說""好""',
        "",
    ]


def test_a_csv_row_with_empty_or_quoted_cells_lines_up_with_its_header() -> None:
    from worker.text.tables import CSV_SEP

    text = '學號,姓名,備註,末五碼\nS1-01,某甲,,86210\nS1-02,"某乙","兄弟同報,九折",10477\n'
    found = list(
        cells_below_headers(
            text,
            lambda header, cs: [
                (i, "tail") for i, (a, b) in enumerate(cs) if header[a:b] == "末五碼"
            ],
            sep=CSV_SEP,
        )
    )
    assert [v for _k, _s, v in found] == ["86210", "10477"]


def test_a_pasted_spreadsheet_row_with_empty_cells_lines_up_by_its_tabs() -> None:
    text = "序\t員工編號\t姓名\t備註\n1\tJS-001\t某甲\t\n2\t\t某乙\t遲到\n3\tJS-015\t某丙\t"
    found = list(
        cells_below_headers(
            text,
            lambda header, cs: (
                [(i, "code") for i, (a, b) in enumerate(cs) if header[a:b] == "員編"]
                + [(i, "code") for i, (a, b) in enumerate(cs) if header[a:b] == "員工編號"]
            ),
        )
    )
    assert [v for _k, _s, v in found] == ["JS-001", "JS-015"]
