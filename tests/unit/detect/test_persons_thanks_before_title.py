"""A doubled word before a surname and its title is no part of the name (issue 11): 謝謝陳先生 was
read 謝謝陳 (a surname 謝, a given name 謝陳) because a common surname opening the reading kept
it; the surname and its title are the person (陳先生, 隗小姐, 劉大哥). A full name before a title
that opens with a word (高明華先生) stays whole. Invented names only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_values as persons


@pytest.mark.parametrize(
    "text, name",
    [
        ("謝謝陳先生的幫忙", "陳先生"),
        ("了解，查完我再回覆您，謝謝隗小姐", "隗小姐"),
        ("住戶A：謝謝劉大哥🙏 我再去按電鈴", "劉大哥"),
        ("好的，謝謝邱經理，我明天補件", "邱經理"),
        ("謝謝卞阿姨，下次再來", "卞阿姨"),
    ],
)
def test_thanks_before_a_surname_and_title_stays_outside_the_name(text: str, name: str) -> None:
    found = persons(text)
    assert name in found
    assert not any(p.startswith("謝謝") for p in found)


@pytest.mark.parametrize(
    "text, name",
    [
        ("高明華先生到場說明", "高明華"),
        ("謝謝王小明幫忙", "王小明"),
    ],
)
def test_a_full_name_before_a_title_stays_whole(text: str, name: str) -> None:
    assert name in persons(text)
