"""A title after a given name or a nickname is one form of address with it, replaced as one value
(persons._kin_suffixed): 阿志教練, 阿芳學姊, 詩涵小姐, 小葉師傅 — as a short form holds its
title (陳先生). A plural (老師們) or a title no name stands before stays outside.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("LINE｜阿彬教練\n\n小琪 20:17　要再繳錢嗎\n阿彬教練 20:18　要喔", "阿彬教練"),
        ("小夜 → 大夜 阿娟學姊交班", "阿娟學姊"),
        ("11:40 電聯宥蓁小姐：雨刷片老化", "宥蓁小姐"),
        ("已請小葉師傅下午來修", "小葉師傅"),
    ],
)
def test_a_given_name_or_nickname_and_its_title_are_one_value(text: str, value: str) -> None:
    assert value in replaced_persons(text, use_model=True), replaced_persons(text, use_model=True)


@pytest.mark.parametrize(
    ("text", "outside"),
    [
        ("阿彬老師們好，今天停課", "老師們"),
        ("謝謝老師", "老師"),
    ],
)
def test_a_plural_or_a_bare_title_stays_outside(text: str, outside: str) -> None:
    assert not any(outside in v for v in replaced_persons(text, use_model=True)), replaced_persons(
        text, use_model=True
    )
