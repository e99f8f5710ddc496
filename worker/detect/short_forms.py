"""Short forms of persons that a surname makes with the word after it.

A surname alone with a title is a short form read by :mod:`worker.detect.persons` (陳先生,
黃老先生, 謝建築師). This module reads the short forms whose second part is no title:

1. **A suspect, a chairman, a parent by surname** (范嫌, 丁董, 邱爸, 林媽): a surname and one
   of 嫌 / 董 / 爸 / 媽 (``short_form_suffixes.txt``) is one person, the span covering both.
   Not where the pair is a word (古董, 乾媽, 干爸), where the surname's character ends the word
   before it (the pair of the character before and the surname is a word), nor where the
   suffix opens a word of its own (嫌疑, 嫌犯, 董事, 爸媽, 媽媽: the suffix's stop characters in
   the data file). 爸 / 媽 name a parent only by the surname of a person the document names (邱怡伶
   … 邱爸) or by a common surname after a boundary (那媽呢 asks after a mother: 那 is a rare
   surname and no one's here).
2. **A family by its surname** (許家, 林家): the surname of a person the document names, then
   家, is that person's family, one person's value (是否提告由許家決定; 林金土 … 林家的狗). The
   character after 家 must end the form (punctuation, 的 / 之 / 人 / 決定 / 兄弟 …: not a given
   name's next character, so 林家豪 stays the full name it is), and the pair is no everyday word
   of a rarer surname (全家, 安家, 成家, 管家).
3. **An English honorific before a Chinese surname glued to the words after it** (Ms. 黃協助,
   Mr. 林表示, Dr. 蔡說): the honorific and the surname are one short form. Persons reads the
   honorific before a surname standing alone and before a full name (Dr. 鍾立安); where both
   read, the span runs to the full name's end (Dr. 鍾立安 whole).

4. **A religious name before a clergy title** (法妙師父, 明心法師, 若望神父): two characters at a
   boundary (the line's start, a space, punctuation) glued to a title of ``religious_names.txt``
   are the person's name and title, one span; not where a character of its stops (這位法師,
   廟裡的師父, 各位師兄) or a word of the lexicon (those real words of a surname's character) is
   read, and the title alone (師父說) is nobody.

Recall first: each form is the person's name as the document writes it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from worker.detect.lexicon import real_words, surname_end_words, surnames, word_list
from worker.detect.persons import is_cjk
from worker.text.spans import PERSON, REPLACE, Span


@lru_cache(maxsize=1)
@lru_cache(maxsize=1)
def _suffixes() -> dict[str, str]:
    """suffix -> the characters after it that make it a word of its own
    (``short_form_suffixes.txt``: one suffix a line, a tab, its stop characters)."""
    out: dict[str, str] = {}
    for line in word_list("short_form_suffixes.txt"):
        suffix, _, stops = line.partition("\t")
        out[suffix.strip()] = stops.strip()
    return out


_PARENT_SUFFIXES = frozenset("爸媽")


@lru_cache(maxsize=1)
def _second_chars() -> re.Pattern[str]:
    """The characters a short form's second place holds: a suffix, or 家 (the family)."""
    chars = sorted({k for k in _suffixes() if len(k) == 1} | {"家"})
    return re.compile("[" + "".join(map(re.escape, chars)) + "]")


@lru_cache(maxsize=1)
def _common_surnames() -> frozenset[str]:
    """The 150 single surnames most borne (surnames.txt lists them most borne first)."""
    return frozenset(w for w in word_list("surnames.txt")[:150] if len(w) == 1)


# What may follow 家 when it closes a family's short form: punctuation and spaces, a particle, a
# word of kin or of what a family does (許家決定, 林家的狗, 陳家兄弟, 黃家人).
_FAMILY_END = re.compile(
    r"[^\u4e00-\u9fff]|$|[的之人都也和與及跟對向說表會要已有是在兩三四幾全]|決定|兄弟|姊妹|姐妹"
    r"|父母|長輩|子女|夫婦|大小|老小|兒子|女兒|媳婦|孫子"
)
_HONORIFIC_SURNAME = re.compile(r"(?<![A-Za-z])(?:Mr|Mrs|Ms|Miss|Mdm|Dr)\.?[ ]?([\u4e00-\u9fff])")


@lru_cache(maxsize=1)
def _religious() -> tuple[re.Pattern[str], frozenset[str]]:
    """The religious name's pattern and its stop characters (``religious_names.txt``)."""
    fields = dict(line.split("\t", 1) for line in word_list("religious_names.txt"))
    titles = sorted(fields["titles"].split(), key=len, reverse=True)
    pattern = re.compile(
        r"(?:^|(?<=[\s\u3000，。、；：:（(「『|｜]))([\u4e00-\u9fff]{2})(?:"
        + "|".join(titles)
        + ")",
        re.MULTILINE,
    )
    return pattern, frozenset(fields["stops"].strip())


def _religious_names(text: str) -> Iterable[Span]:
    pattern, stops = _religious()
    words = real_words()
    for m in pattern.finditer(text):
        name = m.group(1)
        if any(c in stops for c in name) or name in words:
            continue
        yield Span(m.start(), m.end(), PERSON, REPLACE, "rule:person_religious", 0.7)


def find_short_forms(text: str, persons: list[Span]) -> Iterable[Span]:
    """The short forms of this module in ``text``; ``persons`` are the person spans found
    already (their surnames name the families and the parents)."""
    single, _ = surnames()
    words, ends = real_words(), surname_end_words()
    known = {
        text[s.start : s.start + 1]
        for s in persons
        if s.type == PERSON and s.surname_len == 1 and s.end - s.start >= 2
    }
    starts = {s.start: s.end for s in persons if s.type == PERSON}
    suffixes = _suffixes()
    for j in (m.start() for m in _second_chars().finditer(text, 1)):  # i + 1: a suffix or 家
        i = j - 1
        c, nxt = text[i], text[j]
        if c not in single:
            continue
        pair = text[i : i + 2]
        prev = text[i - 1] if i > 0 else ""
        glued = bool(prev) and is_cjk(prev) and (prev + c in words or prev + c in ends)
        after = text[i + 2 : i + 3]
        if nxt in suffixes:
            if pair in words or glued or (after and after in suffixes[nxt]):
                continue
            loose = not prev or not is_cjk(prev)
            if nxt in _PARENT_SUFFIXES and not (c in known or (loose and c in _common_surnames())):
                continue  # 那媽呢: a parent by a surname the document names, or a common one
            yield Span(i, i + 2, PERSON, REPLACE, "rule:person_short_suffix", 0.75, 1, True)
        elif nxt == "家" and c in known and not glued:
            if pair in words and c not in _common_surnames():
                continue  # 全家, 安家, 成家: words of a rarer surname's character
            if starts.get(i, i + 2) > i + 2 or not _FAMILY_END.match(text, i + 2):
                continue  # 林家豪: a full name found, or a given name's next character
            yield Span(i, i + 2, PERSON, REPLACE, "rule:person_family", 0.7, 1, True)
    yield from _religious_names(text)
    for m in _HONORIFIC_SURNAME.finditer(text):
        end = m.end()
        if m.group(1) in single and end < len(text) and is_cjk(text[end]):
            full = starts.get(m.start(1), end)  # Dr. 鍾立安: a full name found, with its title
            yield Span(
                m.start(), max(full, end), PERSON, REPLACE, "rule:person_honorific_cjk", 0.7, 1,
                full <= end,
            )  # fmt: skip
