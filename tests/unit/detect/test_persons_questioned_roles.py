"""The one questioned in a police or an agency's record (被詢問人, 受詢問人, 應詢人) is a party,
replaced, though the officer's role 詢問人 stands inside the word; the officer asking stays an
official.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _types(text: str) -> dict[str, str]:
    return {text[s.start : s.end]: s.type for s in detect(text)}


@pytest.mark.parametrize(
    ("text", "party"),
    [
        ("被詢問人：邴志成　性別：男\n出生年月日：民國70年1月2日", "邴志成"),
        ("詢問人：警員冉文斌\n被詢問人：隗建宏（捺印）", "隗建宏"),
        ("應詢人：蒯文彬　職業：司機", "蒯文彬"),
        ("受詢問人：禚美玲（按捺指印）", "禚美玲"),
    ],
)
def test_the_one_questioned_is_a_person(text: str, party: str) -> None:
    assert _types(text).get(party) == "person", _types(text)


def test_the_officer_asking_stays_an_official_and_the_role_word_is_no_name() -> None:
    found = _types("詢問人：警員冉文斌\n應詢人：隗建宏")
    assert found.get("冉文斌") == "official" and found.get("隗建宏") == "person", found
    assert "應詢人" not in found, found
