"""A place or an agency in the list of names after a party's role is no name (issue 11, persons
second wave): 被告王小明、高雄市政府 lists a person and an agency, and the surname 高 of 高雄
reads no name there. Invented names only; names in the same list that start like a place stay
names."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons as persons


@pytest.mark.parametrize(
    "text, names",
    [
        ("被告郝子謙、高雄市政府於言詞辯論期日到場。", ["郝子謙"]),
        ("原告龔雅琳、新竹縣政府共同聲請。", ["龔雅琳"]),
        ("證人尤冠廷、高雄地方法院函覆在卷。", ["尤冠廷"]),
        ("上訴人邢柏宇、彰化縣政府警察局均不服。", ["邢柏宇"]),
        ("被告高雄市政府，證人簡志成到庭。", ["簡志成"]),
        ("相對人柯品妤、臺中地院民事庭。", ["柯品妤"]),
    ],
)
def test_a_place_or_an_agency_after_a_role_is_no_name(text: str, names: list[str]) -> None:
    found = persons(text)
    for n in names:
        assert n in found
    assert not any(p.startswith(("高雄", "新竹", "彰化", "臺中")) for p in found)


@pytest.mark.parametrize(
    "text, name",
    [
        ("被告郝子謙、高雄偉均到庭。", "高雄偉"),
        ("原告龔雅琳、連江月共同起訴。", "連江月"),
        ("被告尤冠廷、高明華於審理時陳述。", "高明華"),
    ],
)
def test_a_name_that_starts_like_a_place_stays_a_name(text: str, name: str) -> None:
    assert name in persons(text)
