"""Kin words and family nicknames used as a person's NAME: a chat export's or a transcript's speaker
tag or display name (媽：…, 09:21 阿嬤: …, 老公❤️: …, 20:14⇥大姊 Wen⇥…), and a note signed with
one (…從你薪水扣。媽」, —— 姊). They stand for a real person: replaced as a person, so a restore
turns them back.

**A chat or a transcript** is recognised by its lines: three or more lines of ``tag：text``
(``[time] tag: text``, a time and a tab column), at least two different tags, and fewer field
labels among the tags than speakers (a form's 地址：, 電話： lines make no chat). Only there does
a kin word of ``worker/data/kin_display_words.txt`` in the tag position become a person, with the
emoji glued to it (老公❤️ is one display name) or the name after it in the same cell (大姊 Wen,
阿姨 美惠: the whole display name).

**A note's signature**: a kin word alone after a sentence's end or a dash, before a closing quote
or the line's end (手寫便條：「…。媽」, —— 姊」, ⏎爸 留⏎).

**Not**: a kin word that only describes (我媽說, 他阿嬤住院, 我老公), formal relation labels of a
form (父親：, 母親：, 配偶：: not in the list), role tags (客服：, 警：, A：, 原告：: no kin word),
and a kin word before a colon outside a chat (a single 媽：⏎ salutation of a letter).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from worker.detect.lexicon import EMOJI_CHARS, NAME_CHARS, field_labels, word_list
from worker.text.spans import PERSON, REPLACE, Span

__all__ = ["kin_display_names"]


@lru_cache(maxsize=1)
def kin_display_words() -> frozenset[str]:
    return frozenset(word_list("kin_display_words.txt"))


_TIME = (
    r"(?:[\[【(〔]?(?:\d{1,4}[/\-.]\d{1,2}(?:[/\-.]\d{1,4})?[ \t]*)?(?:(?:上午|下午|AM|PM)[ ]?)?"
    r"\d{1,2}:\d{2}(?::\d{2})?(?:[ ]?(?:AM|PM|am|pm))?[\]】)〕]?)"
)
# a line's speaker cell: an optional app tag and time, then the tag up to a colon or a tab
_TAG_LINE = re.compile(
    rf"^[ \t\u3000]*(?:\[(?:LINE|WhatsApp|Messenger|iMessage)\][ \t]*)?(?:{_TIME}[ \t\u3000]*)?"
    rf"(?P<tag>[^\t\n：:，,。！!？?「」]{{1,16}}?)[ \u3000]*(?P<sep>[：:]|\t)",
    re.MULTILINE,
)
_KIN_CELL = re.compile(
    rf"(?P<kin>[{NAME_CHARS}]{{1,3}})(?P<emoji>[{EMOJI_CHARS}]*)"
    rf"(?:[ \u3000]+(?P<name>[{NAME_CHARS}A-Za-z][{NAME_CHARS}A-Za-z.\-']{{0,11}}))?"
    rf"[{EMOJI_CHARS}]*"
)
_SIGNED = re.compile(
    rf"(?:(?<=[。！!～~…）)])|^|(?<=[—－\-]))[ \u3000]*"
    rf"(?P<kin>[{NAME_CHARS}]{{1,3}})(?:[ \u3000]*[留筆字上])?[ \u3000]*(?=[」』]|$)",
    re.MULTILINE,
)


def _chat_tags(text: str) -> list[re.Match[str]]:
    lines = list(_TAG_LINE.finditer(text))
    if len(lines) < 3:
        return []
    labels = set(field_labels())
    tags = [m.group("tag").strip() for m in lines]
    if len(set(tags)) < 2 or 2 * sum(t in labels for t in tags) >= len(tags):
        return []
    return lines


def kin_display_names(text: str) -> Iterable[Span]:
    """Kin words standing as a person's name (see the module's docstring)."""
    kin = kin_display_words()
    for m in _chat_tags(text):
        cell = _KIN_CELL.fullmatch(m.group("tag").rstrip())
        if not cell or cell.group("kin") not in kin:
            continue
        a = m.start("tag")
        yield Span(a, a + cell.end(), PERSON, REPLACE, "rule:person_kin_speaker", 0.8)
    for m in _SIGNED.finditer(text):
        if m.group("kin") in kin:
            yield Span(m.start("kin"), m.end("kin"), PERSON, REPLACE, "rule:person_kin_signed", 0.7)
