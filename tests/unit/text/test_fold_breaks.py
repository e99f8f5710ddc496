"""line_breaks and removed_spaces of the compact view: the positions their definitions give,
read at every position of the view, on invented texts (they are computed only where the view
skips characters)."""

from __future__ import annotations

import random

from worker.text.fold import compact_view, fold, line_breaks, removed_spaces

_PIECES = [
    " ",
    "\n",
    "\t",
    "\u3000",
    "甲",
    "乙",
    "1",
    "2",
    "a",
    "B",
    "‧",
    "號",
    "10:42 ",
    "Email：",
]


def _by_definition(folded: str, index: list[int]) -> tuple[frozenset[int], frozenset[int]]:
    joined, spaced = set(), set()
    for i in range(1, len(index)):
        removed = folded[index[i - 1] + 1 : index[i]]
        if "\n" in removed:
            joined.add(i)
        elif removed:
            spaced.add(i)
    return frozenset(joined), frozenset(spaced)


def test_breaks_are_their_definitions():
    rng = random.Random(5)
    texts = ["陳　素貞\n住址：臺北市 8　樓", "0 9 1 2\n345 678", "徐淑\n惠 法　官", ""]
    texts += ["".join(rng.choice(_PIECES) for _ in range(rng.randint(0, 40))) for _ in range(400)]
    for text in texts:
        folded = fold(text)
        _view, index = compact_view(folded, text)
        assert (line_breaks(folded, index), removed_spaces(folded, index)) == _by_definition(
            folded, index
        ), text
