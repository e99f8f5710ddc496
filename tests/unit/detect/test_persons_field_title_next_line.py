"""A party's name at the end of a field line is no official because an official's title opens the
next line (被告：某某 / 書記官 某某): the compact view joins the lines for names broken across
them, but the next line's title belongs to the next field (persons._field_labelled). The same
title on the name's own line (代理人：某某 律師) still keeps it. Invented names only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _types(text: str, name: str) -> set[str]:
    at = text.index(name)
    return {
        s.type
        for s in detect(text)
        if s.type in ("person", "official") and s.start <= at and at + len(name) <= s.end
    }


@pytest.mark.parametrize(
    "text, name",
    [
        ("被告：滕宥蓁\n書記官 郜明章", "滕宥蓁"),
        ("證人：冉柏均\n檢察官 卜振榮", "冉柏均"),
        ("相對人：闕柏諺\n法官　甄柏宇", "闕柏諺"),
        ("被告：滕宥蓁\n法官 滕宥蓁", "滕宥蓁"),
        ("聲請人：蒯詠晴\n調解委員　郁承翰", "蒯詠晴"),
    ],
)
def test_a_title_on_the_next_line_does_not_make_the_party_an_official(text: str, name: str) -> None:
    assert "person" in _types(text, name)


@pytest.mark.parametrize(
    "text, name",
    [("代理人：郜明章 律師", "郜明章"), ("見證人：卜振榮律師", "卜振榮")],
)
def test_a_title_on_the_name_s_own_line_still_keeps_it(text: str, name: str) -> None:
    assert _types(text, name) == {"official"}
