"""Residual Latin names: given names after an honorific or a greeting, and romanised names joined
by a middle dot.

Written for :mod:`worker.residual`, apart from the detector (the words are its own data:
``worker/residual/data/latin_honorifics.txt``). Functions take the NFKC view and return
``(start, end)`` of the name in it:

* a capitalised word (or two) after an honorific or a greeting (``Bu Sri``, ``Ate Fang``,
  ``my cousin Joy``, ``Hi Anna``, ``謝謝May``), or before 您好 / 你好 (``May 您好``);
* a capitalised word right before a Chinese title of ``data/titles.txt`` (``Sherry小姐``,
  ``Vivian老師``, ``Jason 哥``), subjects and tools of ``data/latin_before_title.txt`` aside;
* a capitalised word joined to another word by a middle dot ``‧ · ・`` (indigenous and other
  romanised names: ``Pisuy‧Yumin``; when one half was replaced, the other is still a name);
* a given name after an English relation word (``my colleague Jonas``;
  ``data/latin_relations.txt``), and a given name of the list right after a code ending the field
  (``Staff ID YK7077 Peggy``);
* a given name of ``data/latin_given_names.txt`` standing alone right beside Chinese text, at
  most one space between (``Amy提議``, ``我會跟Tina（副理）``, ``去找妳家Momo玩``): in Chinese prose
  such a word is someone's name; beside another Latin word (``Pro Max``, ``Sunny Bank``) it is
  not read.

:func:`romanised_hits` reads Taiwanese names romanised as documents and systems write them, with
the surname spellings of ``data/romanized_surnames.txt``:

* a passport's machine-readable line (``P<TWNWEI<<SHIH<HAN``): its name field, whatever the name;
* SURNAME, GIVEN in capitals (``OUYANG, CHING``, ``YAN, PIN-JIE``) with a surname of the table;
* a name with a hyphenated given name, surname first or last (``Wang Hsiao-Ming``,
  ``TSAI YU-TING``, ``Mei-Ling Chen``), the surname one of the table;
* a passenger's name as airlines write it (``WEI/SHUFEN``, ``SANTOS/JOEL MR``, ``歐陽/KAIWEN``)
  and an airline's passport record (``P/TWN/number/TWN/14MAR85/F/…/SURNAME/GIVEN``: its number,
  birth and name);
* a login built of a given name and a surname joined by a dot or an underscore (``tina.hsu``,
  ``ethan.cheng-ops``, ``chen_yating``): not a host, a file or an e-mail's part (nothing after it
  joined by a dot, an @ or a slash); a two-letter spelling (``li``, ``wu``) counts only as the
  second part.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["latin_hits", "romanised_hits", "script_name_hits"]

_WORD = r"[A-Z][a-z]{1,15}|[A-Z]{2,15}"
_DOT = "‧·・•"


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern, ...]:
    from worker.residual import load_words

    words = sorted(load_words("latin_honorifics"), key=len, reverse=True)
    honorific = "|".join(
        rf"(?<![A-Za-z])(?i:{re.escape(w)})" if w.isascii() else re.escape(w) for w in words
    )
    after = re.compile(rf"(?:{honorific})\.? ?((?:{_WORD})(?: (?:{_WORD}))?)(?![A-Za-z])")
    before = re.compile(rf"(?<![A-Za-z])({_WORD}) ?(?:您好|你好|妳好)")
    titles = "|".join(map(re.escape, sorted(load_words("titles"), key=len, reverse=True)))
    not_names = "|".join(map(re.escape, load_words("latin_before_title")))
    # a Latin given name right before a Chinese title (Sherry小姐, Vivian老師, Jason 哥, 阿Ken老師);
    # a subject or a tool before it (English 老師, Google 老師) is none
    titled = re.compile(
        rf"(?<![A-Za-z])(?!(?:{not_names})(?![A-Za-z]))([A-Z][a-z]{{2,14}}) ?(?:{titles})"
    )
    dotted = re.compile(
        rf"(?<![A-Za-z])({_WORD})(?=[{_DOT}][A-Z\u4e00-\u9fff])"
        rf"|(?<=[A-Za-z\u4e00-\u9fff][{_DOT}])({_WORD})(?![a-z])"  # not a bullet: ‧TOEIC
    )
    relation = "|".join(map(re.escape, load_words("latin_relations")))
    # a given name after a relation word (my colleague Jonas, her son Kevin Hall)
    related = re.compile(
        rf"(?<![A-Za-z])(?:{relation}) ([A-Z][a-z]{{1,15}}(?: [A-Z][a-z]{{1,15}})?)"
    )
    return after, before, titled, dotted, related


_LONE = re.compile(
    r"(?<![A-Za-z0-9@._\-])(?<![A-Za-z0-9] )([A-Z][a-z]{1,10})(?![A-Za-z0-9@._\-])(?! [A-Za-z0-9])"
)
# Han characters and the Chinese marks that NFKC keeps as they are
_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff、。「」『』]")


@lru_cache(maxsize=1)
def _given_names() -> frozenset[str]:
    from worker.residual import load_words

    return frozenset(load_words("latin_given_names"))


def _beside_han(s: str, a: int, b: int) -> bool:
    before = s[a - 2] if a >= 2 and s[a - 1] == " " else s[a - 1] if a else ""
    after = s[b + 1] if b + 1 < len(s) and s[b] == " " else s[b] if b < len(s) else ""
    return bool(_HAN.fullmatch(before or "x") or _HAN.fullmatch(after or "x"))


# A given name of the list right after a code, ending the field (Staff ID YK7077 Peggy, 員編 E3021
# Kevin): an ID is followed by its holder's name, the code itself is the number checks'
_AFTER_CODE = re.compile(
    r"(?<![A-Za-z0-9])(?=[A-Z0-9-]*[0-9])[A-Z0-9][A-Z0-9-]{3,15} ([A-Z][a-z]{1,10})"
    r"(?![A-Za-z])(?! ?[A-Za-z0-9])"
)


_BY = re.compile(r"(?<![A-Za-z])(?:[Bb]y|[Ff]rom|[Ww]ritten by) ([A-Z][a-z]{1,10})(?![A-Za-z])")
# a note's or a message's writer (面試筆記 by Kiki, from Amy): a given name of the list


def latin_hits(s: str) -> list[tuple[int, int]]:
    """Latin names in ``s`` (the NFKC view), offsets into ``s``."""
    out: list[tuple[int, int]] = []
    for pat in _patterns():
        for m in pat.finditer(s):
            g = 1 if m.group(1) else 2
            out.append((m.start(g), m.end(g)))
    given = _given_names()
    out += [(m.start(1), m.end(1)) for m in _AFTER_CODE.finditer(s) if m.group(1) in given]
    out += [(m.start(1), m.end(1)) for m in _BY.finditer(s) if m.group(1) in given]
    out += [
        (m.start(1), m.end(1))
        for m in _LONE.finditer(s)
        if m.group(1) in given and _beside_han(s, m.start(1), m.end(1))
    ]
    return out


_MRZ = re.compile(r"(?m)^[ \t]*[PI][A-Z<][A-Z<]{3}([A-Z]+(?:<[A-Z]+)*<<[A-Z]+(?:<[A-Z]+)*)")
_CAPS_NAME = re.compile(r"(?<![A-Za-z])([A-Z]{2,8}), ?([A-Z]{2,8}(?:[- ][A-Z]{2,8})?)(?![A-Za-z])")
_LOGIN = re.compile(
    r"(?<![\w.@/\-])([a-z]{2,12})[._]([a-z]{2,12})(?:[-_][a-z0-9]{1,8})?(?![\w@/]|\.[A-Za-z0-9])",
    re.ASCII,
)
LOGIN = "social_handle"
LATIN = "latin_name"
PASSPORT = "passport"
BIRTH = "date_of_birth"

# A passenger's name as airlines write it, SURNAME/GIVEN (WEI/SHUFEN, LIU/CHE-HAN, DELA
# CRUZ/MARIA LUISA MS, 歐陽/KAIWEN MR): capitals, or a CJK surname, before a slash and capitals
# after it; a name when an IATA title follows, the surname is one of the tables (romanised or CJK)
# or a passenger label opens the line. Route, currency and unit pairs (TPE/NRT, USD/TWD, AND/OR,
# N/A) have none of these.
_TITLES = "MR|MRS|MS|MISS|MSTR|CHD|INF|DR"
_HANZI = "\u4e00-\u9fff"
_PAX = re.compile(
    rf"(?<![A-Za-z0-9/])((?:[A-Z]{{2,}}(?: [A-Z]{{2,}})?|(?<![{_HANZI}])[{_HANZI}]{{1,2}})"
    rf"/[A-Z]{{2,}}(?:[- ](?!(?:{_TITLES})(?![A-Z]))[A-Z]{{2,}}){{0,2}})"
    rf"(?:[ ]?({_TITLES}))?(?![A-Za-z/])"
)
_PAX_LABEL = re.compile(r"(?:乘客|旅客|旅客姓名|[Pp]assengers?|PAX|NAME)[^\n]*$")
# The passport record an airline keeps (SSR DOCS, APIS): P/country/number/nationality/birth/sex/
# expiry/SURNAME/GIVEN; its number, birth and name are the traveller's
_DOCS = re.compile(
    r"(?<![A-Za-z0-9])P/[A-Z]{3}/([A-Z0-9]{5,12})/[A-Z]{3}/(\d{2}[A-Z]{3}\d{2})/[MFX]/"
    r"\d{2}[A-Z]{3}\d{2}/([A-Z][A-Z ]*/[A-Z][A-Z -]*[A-Z])"
)


@lru_cache(maxsize=1)
def _romanised() -> frozenset[str]:
    from worker.residual import load_words

    return frozenset(load_words("romanized_surnames"))


@lru_cache(maxsize=1)
def _cjk_surnames() -> frozenset[str]:
    from worker.residual import load_words

    return frozenset(load_words("tw_surnames"))


# A Taiwanese name romanised with a hyphenated given name, surname first or last (Wang
# Hsiao-Ming, TSAI YU-TING, Mei-Ling Chen): the surname one of the table; a hyphenated word alone
# (Wi-Fi, Check-in) is no name
_SYLLABLE = r"(?:[A-Z][a-z]{1,6}|[A-Z]{2,7})"
_HYPHENATED = rf"{_SYLLABLE}-(?:[A-Za-z][a-z]{{1,6}}|[A-Z]{{2,7}})"
_SURNAME_FIRST = re.compile(rf"(?<![A-Za-z-])({_SYLLABLE}) ({_HYPHENATED})(?![A-Za-z-])")
_SURNAME_LAST = re.compile(rf"(?<![A-Za-z-])({_HYPHENATED}) ({_SYLLABLE})(?![A-Za-z-])")


def romanised_hits(s: str) -> list[tuple[str, int, int]]:
    """Romanised Taiwanese names in ``s`` (the NFKC view): ``(kind, start, end)``."""
    surnames = _romanised()
    out_full = [
        (LATIN, m.start(), m.end())
        for m in _SURNAME_FIRST.finditer(s)
        if m.group(1).lower() in surnames
    ] + [
        (LATIN, m.start(), m.end())
        for m in _SURNAME_LAST.finditer(s)
        if m.group(2).lower() in surnames
    ]
    out = out_full + [(LATIN, m.start(1), m.end(1)) for m in _MRZ.finditer(s)]
    out += [
        (LATIN, m.start(), m.end())
        for m in _CAPS_NAME.finditer(s)
        if m.group(1).lower() in surnames
    ]
    for m in _PAX.finditer(s):
        surname = m.group(1).split("/")[0]
        line = s[s.rfind("\n", 0, m.start()) + 1 : m.start()]
        if (
            m.group(2)
            or surname.lower() in surnames
            or (not surname.isascii() and surname in _cjk_surnames())
            or _PAX_LABEL.search(line)
        ):
            out.append((LATIN, m.start(1), m.end(1)))
    for m in _DOCS.finditer(s):
        out += [(PASSPORT, *m.span(1)), (BIRTH, *m.span(2)), (LATIN, *m.span(3))]
    for m in _LOGIN.finditer(s):
        first, second = m.group(1), m.group(2)
        if (second in surnames and len(first) >= 3) or (
            first in surnames and len(first) >= 3 and len(second) >= 3
        ):
            out.append((LOGIN, m.start(), m.end()))
    return out


# A name in another script left in Chinese text (issue 9, second wave): a short Thai fragment, one
# to three words of Thai letters set apart from other Thai text (（สมชาย ศรีสุข）: Thai writes a
# sentence without spaces, so a sentence is a long run, a name a short one); and one to four
# capitalised Latin words, one with a Vietnamese or other diacritic letter (Nguyễn Thị Thu, Hà,
# TRẦN VĂN), beside no lowercase Latin word (not a sentence in that language), words of
# data/latin_diacritic_words.txt aside (Café, Pokémon).
_THAI = "\u0e01-\u0e4e"
_THAI_NAME = re.compile(
    f"(?<![{_THAI}])(?<![{_THAI}] )"  # the first word of the fragment
    f"[{_THAI}]{{2,18}}(?: [{_THAI}]{{2,18}}){{0,2}}"
    f"(?![{_THAI}]| [{_THAI}])"  # and its last
)
_VI_LOWER = "a-zàáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ"
_VI_UPPER = "A-ZÀÁẢÃẠĂẰẮẲẴẶÂẦẤẨẪẬĐÈÉẺẼẸÊỀẾỂỄỆÌÍỈĨỊÒÓỎÕỌÔỒỐỔỖỘƠỜỚỞỠỢÙÚỦŨỤƯỪỨỬỮỰỲÝỶỸỴ"
_VI_WORD = f"[{_VI_UPPER}](?:[{_VI_LOWER}]{{1,7}}|[{_VI_UPPER}]{{1,7}})"
_VI_NAME = re.compile(
    f"(?<![{_VI_LOWER}{_VI_UPPER}])(?<![{_VI_LOWER}] )"
    f"{_VI_WORD}(?: {_VI_WORD}){{0,3}}+"
    f"(?![{_VI_LOWER}{_VI_UPPER}])(?! [{_VI_LOWER}])"
)
_MARKED = re.compile("[^\x00-\x7f]")


@lru_cache(maxsize=1)
def _diacritic_words() -> frozenset[str]:
    from worker.residual import load_words

    return frozenset(w.casefold() for w in load_words("latin_diacritic_words"))


def script_name_hits(s: str) -> list[tuple[int, int]]:
    """Thai names and Latin names with diacritics in ``s`` (the NFC text: the NFKC view keeps
    these letters composed), as ``(start, end)``."""
    out = [m.span() for m in _THAI_NAME.finditer(s)]
    words = _diacritic_words()
    for m in _VI_NAME.finditer(s):
        marked = [w for w in m.group().split(" ") if _MARKED.search(w)]
        if marked and not all(w.casefold() in words for w in marked):
            out.append(m.span())
    return out
