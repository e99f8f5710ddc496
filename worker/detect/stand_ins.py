"""Stand-in names: the letters and stems that decisions, school and workplace reports write for a
real person whose name they withhold (A生, B女, Ｃ生, 甲男, 乙女, 博士生甲 … 指稱甲於).

A stand-in is the pseudonym of a real person in the source: replaced as a person (recall first;
the pseudonymizer gives it a consistent fake name), wherever it stands in a person's position.

**What is a stand-in** (replaced):

1. A capital, half- or full-width (A–Z, Ａ–Ｚ), glued to 生 / 女 / 男 / 童 / 嫌 (A生, Ｃ生, B女,
   D男, A童, B嫌), with no letter or digit before it: the letter and the noun are one value.
2. A stem of the ten heavenly stems' first five (甲 乙 丙 丁 戊) glued to the same nouns (甲男,
   乙女, 丙生, 丁童, 甲嫌): one value.
3. A stem standing alone (甲, 乙 …) once the document introduces it as a person: a person's noun
   right before it (博士生甲, 證人乙, 同學丙, 被告甲: roles, relation words, titles and the labels
   of name_labels.txt) and a name's end after it. Then every occurrence of that stem standing
   alone is the person (指稱甲於, 訪談甲及, 與甲為同一指導教授); the stem alone.

**What is not** (left alone):

* the contract parties and grades the stems make words of: 甲方, 乙方, 甲類, 甲級, 乙種, 丙等,
  甲組, 甲案, 甲狀腺, 甲醛 … (a stem followed by a character of ``stand_in_stem_stops.txt`` is no
  stand-in, introduced or not); a noun after the letter that makes a word of its own (A女性,
  B男子, A生產, B女裝: the stops of the same file);
* a stem no person's noun introduces (第一、甲 of a statute's or a ruling's enumeration, the
  items 甲、乙、丙 of a list, 甲說 in a textbook's example): without an introduction a bare stem is
  none;
* even once introduced, a stem in a run of stems (甲乙丙, 甲乙雙方) or right after 第 / an
  enumeration's numeral and 、 (第甲, 一、甲).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from worker.detect.lexicon import ROLES, TITLES, field_labels, relation_words, word_list
from worker.text.spans import PERSON, REPLACE, Span

_STEMS = "甲乙丙丁戊"
_NOUNS = "生女男童嫌"


@lru_cache(maxsize=1)
def _stops() -> dict[str, str]:
    """key (``stem`` or a noun) -> the characters after it that make a word of it
    (``stand_in_stem_stops.txt``: the key, a tab, the characters)."""
    out: dict[str, str] = {}
    for line in word_list("stand_in_stem_stops.txt"):
        key, _, chars = line.partition("\t")
        out[key.strip()] = chars.strip()
    return out


@lru_cache(maxsize=1)
def _glued_re() -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-zＡ-Ｚａ-ｚ0-9０-９])(?:[A-ZＡ-Ｚ]|[{_STEMS}])([{_NOUNS}])")


@lru_cache(maxsize=1)
def _introducer_re() -> re.Pattern[str]:
    """A person's noun right before a stem: 博士生甲, 證人乙, 同學丙."""
    nouns = {*field_labels(), *relation_words(), *(r.replace(" ", "") for r in ROLES), *TITLES}
    nouns |= set(word_list("stand_in_introducers.txt"))
    alts = "|".join(sorted((re.escape(n) for n in nouns if len(n) >= 2), key=len, reverse=True))
    return re.compile(rf"(?:{alts})([{_STEMS}])")


def _stem_ok(text: str, i: int) -> bool:
    """The stem at ``i`` stands alone: no stem beside it, no word made with the next character,
    no 第 or enumeration before it."""
    nxt = text[i + 1 : i + 2]
    prev = text[i - 1 : i]
    if nxt and (nxt in _STEMS or nxt in _stops()["stem"] or nxt in _NOUNS):
        return False
    if prev and prev in _STEMS + "第":
        return False
    return not (prev == "、" and text[i - 2 : i - 1] in "一二三四五六七八九十")


def find_stand_ins(text: str) -> Iterable[Span]:
    """The stand-in names of ``text`` (see the module's docstring)."""
    stops = _stops()
    for m in _glued_re().finditer(text):
        noun, nxt = m.group(1), text[m.end() : m.end() + 1]
        if nxt and nxt in stops.get(noun, ""):
            continue  # A女性, B男子, A生產: the noun makes a word with what follows
        prev = text[m.start() - 1] if m.start() else ""
        if text[m.start()] in _STEMS and prev and prev in _STEMS + "第":
            continue  # 甲乙生, 第甲: a run of stems, an ordinal
        yield Span(m.start(), m.end(), PERSON, REPLACE, "rule:person_stand_in", 0.75)
    introduced = {m.group(1) for m in _introducer_re().finditer(text) if _stem_ok(text, m.start(1))}
    for i, ch in enumerate(text):
        if ch in introduced and _stem_ok(text, i):
            yield Span(i, i + 1, PERSON, REPLACE, "rule:person_stand_in", 0.7)
