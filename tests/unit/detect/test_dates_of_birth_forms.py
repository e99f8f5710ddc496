"""Dates of birth in every form people write them (worker/detect/dates.py: 民國 years with 年月日,
dotted and slashed ROC dates, seven-digit ROC dates, western dates with hyphens or none, month
names first or last, Chinese numerals, full-width digits, OCR letters), crossed with the layouts
they stand in: a birth label and its value, a table whose header row names the field rows above
the value, a chat line, OCR spacing, a bilingual caption, 生 after the date, a wrapped value. Every
date is invented.
"""

from __future__ import annotations

import pytest

from tests.unit.helpers import describe, nth, overlapping
from worker.detect import detect
from worker.text import spans as T

FORMS = [
    "民國79年11月3日",
    "79.11.03",
    "0791103",
    "791103",
    "079/11/03",
    "1990-11-03",
    "19901103",
    "七十九年十一月三日",
    "1990/11/3",
    "03/11/1990",
    "Nov 3, 1990",
    "November 3rd 1990",
    "3 Nov 1990",
    "民國７９年１１月３日",
    "7９.1l.O3",  # OCR: l for 1, O for 0
]
LAYOUTS = {
    "label": "出生日期：{v}\n",
    "label-space": "出生年月日 {v} 性別 男",
    "table-row": "序｜姓名｜出生日期｜備註\n1｜羅文彬｜{v}｜—\n",
    "table-below": "姓名\t生日\t備註\n────\t────\t────\n羅文彬\t{v}\t已核\n",
    "chat": "[09:41] 阿彬：我的生日是{v}喔\n[09:42] 小芸：好\n",
    "ocr": "出生日期 :  {v} ，以上無誤",
    "bilingual": "出生日期 Date of Birth：{v}\n",
    "born": "羅文彬（{v}生，男）",
    "born-clause": "羅文彬，男，{v}生，住詳卷",
}


def assert_found(text: str, value: str) -> None:
    a, b = nth(text, value)
    spans = [s for s in detect(text) if s.action == T.REPLACE]
    covered = {i for s in spans for i in range(s.start, s.end)}
    left = [i for i in range(a, b) if i not in covered and not text[i].isspace()]
    assert not left, f"{value!r} not covered: {describe(text, overlapping(spans, a, b))}"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param(t.format(v=v), v, id=f"{name}:{v}")
        for v in FORMS
        for name, t in LAYOUTS.items()
    ],
)
def test_a_date_of_birth_is_found_in_every_form_and_layout(text: str, value: str) -> None:
    assert_found(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("出生日期：民國79年\n11月3日\n", "民國79年\n11月3日", id="wrapped-roc"),
        pytest.param("出生日期：1990-\n11-03\n", "1990-\n11-03", id="wrapped-western"),
        pytest.param("生日：3/9\n", "3/9", id="month-and-day"),
        pytest.param("DOB 19901103 / 男", "19901103", id="compact-western-dob"),
        pytest.param("Born on Nov 3, 1990 in Hualien", "Nov 3, 1990", id="born-on"),
    ],
)
def test_a_date_of_birth_wrapped_or_short_is_found(text: str, value: str) -> None:
    assert_found(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("本院於113年6月3日言詞辯論終結", "113年6月3日"),
        ("中華民國113年5月12日", "113年5月12日"),
        ("裁定日期 113.05.12", "113.05.12"),
        ("訂單1130512已出貨", "1130512"),
        ("發票日期20240512，金額3,000元", "20240512"),
    ],
)
def test_a_date_that_is_no_birth_date_is_no_date_of_birth(text: str, value: str) -> None:
    a, b = nth(text, value)
    assert not [s for s in overlapping(detect(text), a, b) if s.type == T.DATE_OF_BIRTH]
