"""The residual scan's cover of issued values and its NFKC view, made faster, answer as the plain
forms do: a cover looks only at occurrences that can reach the range asked about, and the view maps
each character once."""

from __future__ import annotations

import random
import unicodedata

import pytest

from worker.residual import _DASHES, _Cover, _nfkc


def _plain_nfkc(text: str) -> tuple[str, list[int]]:
    chars: list[str] = []
    idx: list[int] = []
    for i, ch in enumerate(text):
        n = unicodedata.normalize("NFKC", ch.translate(_DASHES)) if ord(ch) > 127 else ch
        if n == "\u3000":
            n = " "
        for c in n or " ":
            chars.append(c)
            idx.append(i)
    idx.append(len(text))
    return "".join(chars), idx


@pytest.mark.parametrize(
    "text",
    [
        "",
        "plain ascii 123",
        "原告王某某（Ａ１２３４５６７８９）",  # full-width: one character each
        "電話０９１１－０００－１１１　手機0912—000—111",  # dashes and the ideographic space
        "㈠被告㈡原告 ㍿ ﬁle ①②",  # forms that become several characters
        "e\u0301 a\u0308",  # combining marks
        "\U00020000\U0002a6d6",  # outside the BMP
    ],
)
def test_nfkc_view_equals_the_character_by_character_one(text):
    view = _nfkc(text)
    assert (view.s, view.idx) == _plain_nfkc(text)


def _plain(spans: list[tuple[int, int]]):
    def covers(a: int, b: int, slack: int = 0) -> bool:
        return any(max(0, s - a) + max(0, b - e) <= slack and s < b and a < e for s, e in spans)

    def overlaps(a: int, b: int) -> bool:
        return any(s < b and a < e for s, e in spans)

    def fills(p: int) -> bool:
        return any(s <= p < e for s, e in spans if s <= p)

    return covers, overlaps, fills


@pytest.mark.parametrize("seed", range(5))
def test_cover_answers_as_a_scan_of_every_occurrence(seed):
    rng = random.Random(seed)
    alphabet = "甲乙丙丁01-"
    text = "".join(rng.choice(alphabet) for _ in range(120))
    values = {text[a : a + rng.randint(1, 12)] for a in (rng.randrange(120) for _ in range(15))}
    cover = _Cover(text, values)
    covers, overlaps, fills = _plain(cover.spans)
    for a in range(-2, 123):
        assert cover.fills(a) == fills(a)
        for b in range(a, min(a + 16, 124)):
            assert cover.overlaps(a, b) == overlaps(a, b)
            for slack in (0, 1):
                assert cover.covers(a, b, slack) == covers(a, b, slack)


def test_an_empty_cover_covers_nothing():
    cover = _Cover("原告某甲", [])
    assert not cover.covers(0, 2) and not cover.overlaps(0, 4) and not cover.fills(1)


@pytest.mark.parametrize(
    "text",
    [
        "案發後詹姓男子離開，姓溫的鄰居報警。",
        "百姓與同姓之人",  # 姓 inside words: the pattern's own look-behind decides
        "張簡姓女子與歐陽姓司機",
        "本件無此類記載。",  # no 姓: nothing to find
    ],
)
def test_surname_mentions_are_the_patterns_matches(text):
    """_name_hits skips the surname-mention pattern on a text without 姓: each of its matches holds
    one, so what it reports is what the pattern finds."""
    from worker.residual import SURNAME_MENTION, _name_hits, _names

    surname_re = _names()[5]
    got = [
        (a, b)
        for kind, a, b in _name_hits(_nfkc(text), _Cover(text, []))
        if kind == SURNAME_MENTION
    ]
    want = []
    for m in surname_re.finditer(_nfkc(text).s):
        g = 1 if m.group(1) else 2
        want.append((m.start(g), m.end(g)))
    assert got == want
    assert all("姓" in m.group() for m in surname_re.finditer(text))
