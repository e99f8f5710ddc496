"""A masked name right after an official's role is the official's (issue 11): 書記官　蘇O欣,
處理員警 陳O賢, 法官　王○○ are kept as officials (masked already, nothing more to replace), as
the role reader keeps an unmasked name there; a masked party (被告 林○○, 原告陳○○) stays a
person. Invented names only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def kinds(text: str) -> dict[str, str]:
    return {text[s.start : s.end]: s.type for s in detect(text) if s.type in ("person", "official")}


@pytest.mark.parametrize(
    "text, name",
    [
        ("檢察官　卞志文　　書記官　龔O萱\n", "龔O萱"),
        ("（雙方拒絕送醫）\n處理員警 祁O豪　　　　　　印", "祁O豪"),
        ("　　法　官　鄒○○\n", "鄒○○"),
        ("書 記 官　卞○萱", "卞○萱"),
        ("通譯：湛○玲", "湛○玲"),
    ],
)
def test_a_masked_name_after_an_official_role_is_kept(text: str, name: str) -> None:
    assert kinds(text).get(name) == "official"


@pytest.mark.parametrize(
    "text, name",
    [
        ("被告 龔○○ 於民國一一三年", "龔○○"),
        ("原告祁○○起訴主張", "祁○○"),
        ("聯絡人：鄒O萱　電話", "鄒O萱"),
    ],
)
def test_a_masked_party_stays_a_person(text: str, name: str) -> None:
    assert kinds(text).get(name) == "person"
