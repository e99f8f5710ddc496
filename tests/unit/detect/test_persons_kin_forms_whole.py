"""A kin form of a nickname is one value with its title (issue 11, persons._kin_forms; the brief's
珠姐, 阿明伯): 阿桃嬤, 阿滿姨, 阿旺叔 are covered whole, so no title is left beside a pseudonym; a
kin word alone (阿公伯, 阿嬤) is no name. Invented nicknames only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _persons(text: str) -> set[str]:
    return {text[s.start : s.end] for s in detect(text) if s.type == "person"}


@pytest.mark.parametrize(
    "text, value",
    [
        ("已再次提醒阿杏嬤出門帶手機。", "阿杏嬤"),
        ("電話問安：阿罔姆說腳還會麻。", "阿罔姆"),
        ("巷口賣菜的阿旺叔有看到。", "阿旺叔"),
        ("今天阿蕊姨沒來共餐。", "阿蕊姨"),
    ],
)
def test_a_kin_form_is_covered_with_its_title(text: str, value: str) -> None:
    assert any(value in p for p in _persons(text))


@pytest.mark.parametrize("text", ["阿公伯說今天不舒服。", "阿嬤和阿公都來了。"])
def test_kin_words_alone_are_no_names(text: str) -> None:
    assert not _persons(text)
