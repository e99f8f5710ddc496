"""A name alone on a letter's or a petition's last line, after a blank line, signs it without a
closing word (…可不可以開庭時再口頭說？⏎⏎怡辰; issue 9: the signature was left in a published
document). A closing or a wish in the same place (謝謝, 以上, 祝⏎⏎平安, 此致⏎⏎敬禮) is no name.
Invented names only."""

from __future__ import annotations

from functools import partial

import pytest

from tests.unit.helpers import person_set

persons = partial(person_set, use_model=False)  # rules only


@pytest.mark.parametrize(
    "text, name",
    [
        ("有些細節我真的很難寫出來，可不可以開庭時再口頭說？\n\n筱涵", "筱涵"),
        ("以上是我記得的經過，請老師幫忙。\n\n韋宸", "韋宸"),
        ("房租我下個月一定補上，麻煩房東再寬限幾天。\n\n\u3000\u3000婕妤  ", "婕妤"),
        ("孩子的事情就拜託您了。\n\n邵品萱", "邵品萱"),
    ],
)
def test_a_name_alone_on_the_last_line_signs_the_letter(text: str, name: str) -> None:
    assert name in persons(text)


@pytest.mark.parametrize(
    "text, word",
    [
        ("附件如上，請查收。\n\n謝謝", "謝謝"),
        ("請儘快回覆。\n\n謝謝您", "謝謝您"),
        ("敬祝\n\n平安", "平安"),
        ("此致\n\n敬禮", "敬禮"),
        ("本案說明如上。\n\n以上", "以上"),
    ],
)
def test_a_closing_or_a_wish_on_the_last_line_is_no_name(text: str, word: str) -> None:
    assert not any(word in p for p in persons(text))
