"""Brands (worker/data/org_brands.txt) are searched without the pattern's leading look-behind, which
is checked at each match: the same matches as the whole pattern's finditer."""

from __future__ import annotations

import pytest

from worker.detect.codes import data_rows
from worker.detect.organizations import _brand_matches, _brands

NAMES = sorted({r[0] for r in data_rows("org_brands")})


def _texts() -> list[str]:
    picks = [NAMES[i] for i in range(0, len(NAMES), max(1, len(NAMES) // 12))]
    out = ["", "沒有任何品牌的句子。"]
    for n in picks:
        out += [
            f"在{n}買的",
            f"{n}",  # at the start and the end
            f"A{n}門市",  # a letter before: not the brand, but a later one may be
            f"-{n}{n}",  # a hyphen before the first, the second right after it
            f"7{n} {n}店",
            f"{n}x",  # a letter after an ASCII-ending name stops it
            f"{n[:-1]}",  # cut short
        ]
    out.append("".join(f"{n}、" for n in picks))
    return out


@pytest.mark.parametrize("text", _texts())
def test_brand_search_equals_the_pattern_with_its_look_behind(text):
    pattern, _ = _brands()
    assert [(m.start(), m.end(), m.group()) for m in _brand_matches(text)] == [
        (m.start(), m.end(), m.group()) for m in pattern.finditer(text)
    ]
