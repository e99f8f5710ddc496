"""Latin names in passport order: the name field of a machine-readable line (SURNAME<<GIVEN<NAMES)
and a family name in capitals before a comma and the given names found (MORALES, Carlos Andres)
are one name each; the MRZ's document code, country and fillers, a number line, a caption or a
greeting before a comma stay outside. Invented names only."""

from __future__ import annotations

from functools import partial

import pytest

from tests.unit.helpers import person_values

persons = partial(person_values, use_model=False)  # rules only


@pytest.mark.parametrize(
    "text, name",
    [
        ("【護照影本 OCR】\nP<IDNWIRANATA<<DEDI<KURNIA<<<<<<<<<<<<<<<<<", "WIRANATA<<DEDI<KURNIA"),
        ("P<PHLDELA<PAZ<<ROSALIND<JOY<<<<<<<<<<<<<<<<\nX", "DELA<PAZ<<ROSALIND<JOY"),
        ("MRZ：P<VNMLUONG<<BICH<NGOC<<<<<<<<<<<<<<<<<<<<", "LUONG<<BICH<NGOC"),
        ("PMTHASRIWONG<<KANOKWAN<<<<<<<<<<<<<<<<<<<<<<<", "SRIWONG<<KANOKWAN"),
        (
            "I<VNM0571928364<<<<<<<<<<<<<<<\n9204117F3108302VNM<<<<<<<<<<<6\n"
            "HOANG<<THI<MAI<ANH<<<<<<<<<<<<",
            "HOANG<<THI<MAI<ANH",
        ),
    ],
)
def test_the_name_field_of_a_machine_readable_line(text: str, name: str) -> None:
    assert name in persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "P<IDNWIRANATA<<DEDI<<<<<<<<<<<<<<<<<<<<<<<<<\nB7731920<4IDN8807125M3209146<<<<<<<<<<<<<<02",
        "I<VNM0571928364<<<<<<<<<<<<<<<\n9204117F3108302VNM<<<<<<<<<<<6\nLE<<AN<<<<<<<",
    ],
)
def test_the_code_country_and_number_lines_stay_outside(text: str) -> None:
    for value in persons(text):
        assert not any(c.isdigit() for c in value)
        assert not value.startswith(("P<", "I<", "IDN", "VNM"))
        assert not value.endswith("<")


@pytest.mark.parametrize(
    "text",
    [
        "<<上一頁　下一頁>>",
        "A<<B 是程式的位移運算，x<<2 等於乘以四。",
        "《民法》<<附件>>另送",
    ],
)
def test_arrows_and_shifts_are_no_names(text: str) -> None:
    assert not [v for v in persons(text) if "<" in v]


@pytest.mark.parametrize(
    "text, name",
    [
        ("Name: QUISPE, Ana Lucia\nNationality: Peru", "QUISPE, Ana Lucia"),
        ("持照人 DELA PAZ, ROSALIND JOY　性別 F", "DELA PAZ, ROSALIND JOY"),
        ("Applicant: YOUNG, Mei Ling\nDate of birth: 1990-01-01", "YOUNG, Mei Ling"),
        ("英文姓名（同護照）：WIRANATA, DEDI KURNIA", "WIRANATA, DEDI KURNIA"),
        ("Guest: FERREIRA,Joana Beatriz, room 512", "FERREIRA,Joana Beatriz"),
    ],
)
def test_a_capital_surname_before_the_given_names(text: str, name: str) -> None:
    assert name in persons(text)


@pytest.mark.parametrize(
    "text, word",
    [
        ("HELLO, Carlos Andres, welcome aboard.", "HELLO"),
        ("SURNAME, Given Name: QUISPE, Ana Lucia", "SURNAME"),
        ("DATE, Maria Santos signed", "DATE"),
    ],
)
def test_a_caption_or_greeting_before_the_comma_is_no_surname(text: str, word: str) -> None:
    assert not any(word in v for v in persons(text))
