"""An obituary's and a family rite's kin words (孝男, 孝女, 孝媳, 孝婿, 內孫, 胞弟, 媳婿:
relation_words.txt, lexicon.NEVER_NAMES) are no names although 孝 and 內 are surnames, and the
name after one is a person. Invented names only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _persons(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text) if s.type == "person"]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("家屬奠拜：(1)孝男、孝媳　(2)孝女甄秀蓉、孝婿郜建和", ["甄秀蓉", "郜建和"]),
        ("孝男　卜振榮　孝女　卜雅琪\n內孫　卜宥辰", ["卜振榮", "卜雅琪", "卜宥辰"]),
        ("媳婿：冉志遠、滕慧如", ["冉志遠", "滕慧如"]),
    ],
)
def test_kin_words_of_an_obituary_are_no_names(text: str, names: list[str]) -> None:
    found = _persons(text)
    assert all(any(n in p for p in found) for n in names), found
    assert not any(p.startswith(("孝", "內孫", "媳婿")) for p in found), found
