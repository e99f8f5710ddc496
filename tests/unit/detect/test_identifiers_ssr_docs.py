"""An airline's SSR DOCS line (issue 11): the passport number, the date of birth and the
FAMILY/GIVEN name of its slash-separated fields, spaced or glued after SSR, with or without the
expiry and a passenger number after the name; the SSR words are no name. Every value invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_types as _found
from worker.text.spans import DATE_OF_BIRTH, PASSPORT, PERSON


@pytest.mark.parametrize(
    ("text", "number", "birth", "name"),
    [
        (
            "SSR DOCS CI HK1 P/TWN/312456789/TWN/14MAR85/F/19JAN30/CHEN/MEILING",
            "312456789",
            "14MAR85",
            "CHEN/MEILING",
        ),
        (
            "SSR DOCS BR HK1 P/TWN/358812406/TWN/02NOV1979/M/11AUG2031/LIN/CHIHHAO-1.1",
            "358812406",
            "02NOV1979",
            "LIN/CHIHHAO",
        ),
        (
            "SSR DOCS JX HK1/P/PHL/P4417720B/PHL/25DEC91/F/03FEB29/DELA CRUZ/ANNA MARIE",
            "P4417720B",
            "25DEC91",
            "DELA CRUZ/ANNA MARIE",
        ),
        (
            "3DOCS/P/VNM/C7381924/VNM/07JUL88/FI/22SEP27/NGUYEN/THI LAN",
            "C7381924",
            "07JUL88",
            "NGUYEN/THI LAN",
        ),
        (
            "SSRDOCSCIHK1 P/IDN/B2290417/IDN/30JAN95/M/14OCT28/SANTOSO/BUDI",
            "B2290417",
            "30JAN95",
            "SANTOSO/BUDI",
        ),
    ],
)
def test_an_ssr_docs_line_gives_its_passport_birth_and_name(
    text: str, number: str, birth: str, name: str
) -> None:
    found = _found(text)
    assert found.get(number) == PASSPORT, found
    assert found.get(birth) == DATE_OF_BIRTH, found
    assert found.get(name) == PERSON, found
    assert not any(k.startswith("SSR") for k in found), found


@pytest.mark.parametrize(
    "text",
    ["本案卷宗 DOCS 共 3 份，112年度訴字第456號", "DOCS/2024/0315 會議紀錄 第 12 頁"],
)
def test_docs_outside_a_passenger_record_gives_nothing(text: str) -> None:
    found = _found(text)
    assert not any(t in (PASSPORT, DATE_OF_BIRTH) for t in found.values()), found
