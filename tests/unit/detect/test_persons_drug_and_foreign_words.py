"""Latin words that read like a given name but are none (persons._drug_name, _foreign_word): a
medicine in a medication list (its INN stem, drug_name_stems.txt, or a dose after it) and an
everyday word of a migrant's language opening a chat message (latin_foreign_words.txt). A name
beside them is still read, and given names that are also words are not in the list.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_covered, replaced_persons


@pytest.mark.parametrize(
    "text",
    [
        "目前用藥：Atenolol、Losartan、Rosuvastatin，睡前 Zolpidem。",
        "出院帶藥 Clopidogrel 75mg、Esomeprazole 40 mg",
        "改用 Lisinopril，停 Amlodipine 與 Norvasc 5mg",
        "護理紀錄：給予 Ceftazidime、Levofloxacin 後退燒",
    ],
)
def test_medicines_are_no_names(text: str) -> None:
    assert replaced_persons(text) == [], replaced_persons(text)


def test_a_name_beside_medicines_is_still_read() -> None:
    text = "個案 Maricel Santos 服用 Metoprolol、Sertraline，由 Joy 陪同回診。"
    found = replaced_persons(text)
    assert "Maricel Santos" in found and "Joy" in found, found
    assert not {"Metoprolol", "Sertraline"} & set(found), found


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("10:02 Wati：Kalau besok hujan aku tidak datang", "Kalau"),
        ("Rina: Terima kasih banyak 🙏", "Terima"),
        ("Joy: Salamat po! Tapos na ako", "Salamat"),
        ("雇主 Majikan：", "Majikan"),
    ],
)
def test_everyday_words_of_a_migrants_language_are_no_names(text: str, word: str) -> None:
    assert word not in replaced_persons(text), replaced_persons(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("10:02 Thảo：Anh ơi 我到了\n10:05 Anh：好 我下去", "Anh"),
        ("出席：田光明、Ibu、全秀英", "Ibu"),
    ],
)
def test_given_names_that_are_also_words_are_still_names(text: str, name: str) -> None:
    assert person_covered(text, name, n=text.count(name) - 1)
