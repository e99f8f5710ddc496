"""A CSV header that names 生日 among other columns is no birth label of the time stamp that opens
the next row (worker/detect/dates.py: the label must stand on the date's own line); a birth label
earlier on the date's line, or ending the line right before it, still is. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import DATE_OF_BIRTH


def _births(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, use_model=False) if s.type == DATE_OF_BIRTH]


@pytest.mark.parametrize(
    "text",
    [
        "時間戳記, 姓名, 生日, 手機, 備註\n2025/09/14 20:11:05, 〔甲〕, 〔乙〕, 〔丙〕, 無\n",
        "填表時間,姓名,生日,電話\n2024/03/02 08:15:40,甲,乙,丙\n",
        "Timestamp, Name, Birthday, Phone\n2026/01/07 12:00:31, A, B, C\n",
        "報名時間　姓名　出生日期\n2025-06-30 21:47:02\n",
    ],
)
def test_a_csv_headers_birth_column_is_no_label_of_the_next_rows_stamp(text: str) -> None:
    assert _births(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("出生日期 Ngày sinh：19/04/1993", "19/04/1993"),
        ("生日（國曆） 1988-12-01", "1988-12-01"),
        ("出生日期：\n1979/07/15\n", "1979/07/15"),
        ("申請人 出生日期：\n1983/02/27\n", "1983/02/27"),
        ("出生年月日（請填民國）\n七十二年五月十八日\n", "七十二年五月十八日"),
        ("生日 Date of Birth\n1991/11/30\n", "1991/11/30"),
    ],
)
def test_a_birth_label_on_the_dates_line_or_ending_the_line_before_still_labels_it(
    text: str, value: str
) -> None:
    assert value in _births(text)


def test_the_birth_column_of_a_csv_export_holds_dates_of_birth() -> None:
    text = (
        "時間戳記, 姓名, 身分證（保險用）, 生日, 手機, 備註\n"
        "2025/09/14 20:11:05, 王小明, A123456789, 1991/6/2, 0912-345-678, 無\n"
        "2025/09/14 20:15:47, 李大華, B223456781, 民國62年9月9日, 0922-111-222, 跟去年一樣\n"
    )
    births = _births(text)
    assert "1991/6/2" in births
    assert "民國62年9月9日" in births
    assert "2025/09/14" not in births


def test_a_csv_row_under_a_header_without_a_birth_column_holds_none() -> None:
    text = "時間戳記, 姓名, 報名日期, 手機\n2025/09/14 20:11:05, 王小明, 2025/09/01, 0912-345-678\n"
    assert _births(text) == []
