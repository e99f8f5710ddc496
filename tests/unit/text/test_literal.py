"""occurrences(value, text) yields the matches re.finditer(re.escape(value), text) yields."""

from __future__ import annotations

import re

import pytest

from worker.text.literal import occurrences


@pytest.mark.parametrize(
    ("value", "text"),
    [
        ("aa", "aaaaa"),  # overlapping occurrences: leftmost, non-overlapping, as re does
        ("甲乙甲", "甲乙甲乙甲乙甲"),
        ("0912-000-111", "電話0912-000-111或0912-000-111。"),
        ("林某某", "無此人"),
        ("", "三個字"),  # an empty value matches at every position, the end included
        ("", ""),
        ("a.b", "aXb a.b"),  # a pattern character is literal
        ("（", "（（ （"),
        ("𤆬", "𤆬某𤆬"),  # outside the BMP: offsets in code points
        ("某甲", "某甲"),
    ],
)
def test_occurrences_are_the_escaped_pattern_matches(value, text):
    assert [(m.start(), m.end()) for m in occurrences(value, text)] == [
        (m.start(), m.end()) for m in re.finditer(re.escape(value), text)
    ]
