"""Identifier kinds found on round 11's dev author (w36, cross-strait papers), with new variants:
a Hong Kong or Macau identity card number keeps its bracketed check digit (Y538207(A),
1382406(7): codes.find_code_shapes), and a mainland notary (公证员) signing a certificate is an
official in role. Invented numbers and names only."""

from __future__ import annotations

import pytest

from worker.detect import detect


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("香港身份證號碼 HKID：K412803(9)", "K412803(9)"),
        ("香港身份證：RA208417（3）　特區護照", "RA208417（3）"),
        ("我的澳門身份證是 5209163(2)，葡國護照沒有辦。", "5209163(2)"),
    ],
)
def test_a_hong_kong_or_macau_id_keeps_its_check_digit(text: str, value: str) -> None:
    start = text.index(value)
    assert any(
        s.action == "replace" and s.start <= start and start + len(value) <= s.end
        for s in detect(text)
    )


def test_a_mainland_notary_is_an_official() -> None:
    text = "武汉市江岸公证处\n\n公证员　郜明章\n二〇二四年三月五日"
    assert any(s.type == "official" and text[s.start : s.end] == "郜明章" for s in detect(text))
