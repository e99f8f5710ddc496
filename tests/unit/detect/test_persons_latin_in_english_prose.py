"""A Latin given name in English prose where the sentence says a person is meant (issue 11,
persons second wave): after a verb or a phrase that takes a person (Thanks to X, met X, ask X,
Dear X) or before a verb of speech (X said, X and I). Invented names and sentences only; English
words, captions, places and firms in the same places stay."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons as persons


@pytest.mark.parametrize(
    "text, name",
    [
        ("Thanks to Daniel for the quick reply.", "Daniel"),
        ("Yesterday I met Sarah at the station.", "Sarah"),
        ("Please ask Priya before Friday.", "Priya"),
        ("Marco said the file was missing.", "Marco"),
        ("Keiko and I went to the bank together.", "Keiko"),
        ("We already told Ravi about the refund.", "Ravi"),
        ("The next day Olga emailed the landlord.", "Olga"),
    ],
)
def test_a_latin_given_name_in_english_prose_is_a_person(text: str, name: str) -> None:
    assert any(name in p for p in persons(text))


@pytest.mark.parametrize(
    "text",
    [
        "Thanks to Google for the grant.",
        "I met the manager at Taipei Station.",
        "The Board said no.",
        "We asked Customer Service twice.",
        "Dear Sir, thank you for your letter.",
        "Monday said nothing about it.",
    ],
)
def test_words_places_and_firms_in_the_same_places_stay(text: str) -> None:
    assert persons(text) == []
