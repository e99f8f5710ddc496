"""A Latin name after an English form label and its colon (persons._latin_after_english_label,
english_person_labels.txt): Nurse: Vivian, Candidate：Daniel Hsu, Prepared by: Grace Lin; a name
that is also an English word (Grace, Joy) still counts there, a firm's name (Acme Logistics) does
not. Upper-case Vietnamese names keep a part that is a weekday or month too (TRAN THI THU).
Invented names only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_values as _persons


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("VS: Dr. 宋承翰　Nurse: Vivian\nS: stable", "Vivian"),
        ("Candidate：Daniel Hsu\nPosition: driver", "Daniel Hsu"),
        ("Prepared by: Grace Lin  Date: 2024/5/1", "Grace Lin"),
        ("Patient: Joy\nAllergy: none", "Joy"),
        ("Case manager: Sherwin Tan\nNext visit: Monday", "Sherwin Tan"),
        ("Emergency contact: Marisol", "Marisol"),
    ],
)
def test_a_latin_name_after_an_english_label_is_a_person(text: str, name: str) -> None:
    assert name in _persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "Contact: Acme Logistics",
        "Name: TEST",
        "Reviewed by: Quality Assurance",
        "Contact: Customer Service",
    ],
)
def test_a_caption_or_a_firm_after_an_english_label_is_no_person(text: str) -> None:
    assert _persons(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("被告　陳氏秋（TRAN THI THU）\n女", "TRAN THI THU"),
        ("NGUYEN THI MAY（阮氏梅）", "NGUYEN THI MAY"),
        ("受刑人 范氏六月（PHAM THI JUNE）", "PHAM THI JUNE"),
    ],
)
def test_an_upper_case_name_keeps_a_part_that_is_a_weekday_or_month(text: str, name: str) -> None:
    assert name in _persons(text)


def test_a_weekday_before_a_time_is_no_name() -> None:
    assert _persons("THU 10:00 開會") == []
