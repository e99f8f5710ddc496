"""The given name of a Latin full name found, standing alone elsewhere in the document, is the same
person (as 美玲 for 林美玲); a longer word that starts with it and a given name no full name
introduces are left to the other rules. Invented names only."""

from __future__ import annotations

from functools import partial

import pytest

from tests.unit.helpers import person_values

persons = partial(person_values, use_model=False)  # rules only


@pytest.mark.parametrize(
    "text, given",
    [
        ("學員姓名 Name：Marisa Gomez（瑪莉莎）\n※ 備註：Marisa 很認真，可以介紹合作。", "Marisa"),
        ("Notes:\n- Lorenzo Vidal works night shift.\n- pay to Lorenzo or transfer.", "Lorenzo"),
        ("報名：08/22 07:40, Noemi Castro, 10K\n- 未收：Noemi、阿鈞", "Noemi"),
        ("看護 Wulandari Putri 到院\n14:00 Wulandari 來電改時間", "Wulandari"),
    ],
)
def test_the_given_name_alone_is_the_person(text: str, given: str) -> None:
    assert persons(text).count(given) >= 1


def test_a_longer_word_that_starts_with_it_stays() -> None:
    text = "Notes:\n- Lorenzo Vidal works night shift.\n- Lorenzos Pizza is closed."
    assert "Lorenzos" not in persons(text)
    assert not any(p == "Lorenzo" for p in persons(text)[1:])
