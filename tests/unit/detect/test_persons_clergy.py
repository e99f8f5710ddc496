"""Clergy of temples and churches (issue 11, persons._dharma_names and person_titles.txt): a
Buddhist monastic's dharma name (釋 and two characters) set apart or before a clergy title, and a
surname or a name before 道長, 長老, 執事, 傳道, 住持 are private persons, replaced; words that
open with 釋 (釋放, 釋出) and the titles alone are not. Invented names only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons


def _persons(text: str) -> set[str]:
    return set(replaced_persons(text, use_model=True))


@pytest.mark.parametrize(
    "text, value",
    [
        ("寺方備註（知客室 釋覺慈）：#0213 請補收據", "釋覺慈"),
        ("受理：知客 釋妙寬\n陽上報恩人（父）：某某", "釋妙寬"),
        ("感謝釋悟恆法師主法。", "釋悟恆"),
        ("｜６｜法事｜主法：鄔金旺道長\n", "鄔金旺"),
        ("散會禱告：邵長老\n生平介紹：某某", "邵長老"),
        ("請總務處理，交由溫執事辦理。", "溫執事"),
    ],
)
def test_clergy_are_persons(text: str, value: str) -> None:
    assert any(value in p for p in _persons(text))


@pytest.mark.parametrize(
    "text",
    [
        "釋放後即回家。",
        "長老教會的聚會在週日。",
        "他擔任執事多年。",
        "一位道長說要擇日。",
        "釋出善意。",
    ],
)
def test_words_and_titles_alone_are_no_names(text: str) -> None:
    assert not _persons(text)
