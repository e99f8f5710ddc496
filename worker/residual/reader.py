"""A second, independent reader of name-likeness for the residual scan: the project's own character
tagger ``models/zhtag``.

The default detector is rules and LAC; zhtag is not part of it (``DEID_DETECT_MODELS=lac``), so here
it reads the *output* as a second pair of eyes, with every issued pseudonym written in fixed
stand-ins (:func:`neutral_view`: 某某 for a fake name), so that its reading beside a pseudonym is
the same whichever fakes the case key drew. It is loaded through the public
:func:`worker.detect.model_own.model` (the import is one-way: nothing in ``worker.detect`` imports
``worker.residual``). A person span it finds is cut where an issued pseudonym or a kept name stands
(the tagger often runs a name on into its neighbour), and what is left counts when it is a name
shape a reader would also take for one:

* a common surname (the first :data:`TOP_SURNAMES` of ``data/tw_surnames.txt``, which is ordered by
  number of bearers, or any two-character surname) and one or two given characters, or a
  two-character surname and up to three;
* 小 / 阿 and one character (小寶, 阿哲);
* two or more capitalised Latin words (a single one is too often an English word in a chat).

Rare one-character surnames (哈, 幾, 鐘 …) begin too many ordinary words to count here; the other
checks of the scan read them in name-taking positions. Threshold and table size were chosen on
external-dev and the corpus dev authors (the tagger was trained on the train authors).
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = [
    "MIN_SCORE",
    "NAME_IN_PROSE",
    "STAND_IN",
    "TOP_SURNAMES",
    "common_surnames",
    "neutral_view",
    "tagger_hits",
]

NAME_IN_PROSE = "name_in_prose"
MIN_SCORE = 0.8  # 0.6 / 0.8 / 0.9 measured: 0.8 stops the most left names at no more false alarms
TOP_SURNAMES = 200
_LATIN = re.compile(r"[A-Z][a-z]+(?:[ .'-]+[A-Z][a-z]+)+")
_FIRM = re.compile(r"\b(?:Inc|Ltd|Co|Corp|Company|Bank|Group|Shop|Store|Cafe)\b")
_PLACE_END = set("店行司局處所部院館廳區市縣鄉鎮路街省園門")  # 康寧店, 信義區, 文旦園, 安捷門
_NOT_AFTER_NAME = {"族", "語", "山", "店", "園"}  # 阿美族, 康寧店, 文旦園: a people, a shop, a farm
_CITY_AFTER = re.compile(r"市(?![長議民府政])")  # 胡志明市 / 平陽省: a city (柯某某市長 is a name)
_ABOUT_AFTER = set("時分")  # 3 時許平安下山: 許 after an hour is "about", no surname
_SIDE_BEFORE = set("對雙男女甲乙丙丁校院警資勞買賣廠店我他她你")  # 對方, 男方, 校方 …: a side
_MY_AFTER = ("老爸", "老母", "老公", "老婆", "阿爸", "阿母", "阿嬤", "阿公", "兜", "厝", "家")
_CJK = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")


STAND_IN = "某"
"""What every CJK character of an issued pseudonym reads as to the tagger (某某 for a fake name,
某某某某 for a firm's): its reading must not depend on the fake the case key drew."""
_DIGIT = "8"
_LATIN_LOWER = "arines"  # a Latin fake reads as a name of the same shape: Emily Reed -> Marin Mari

_PRONOUNS = "阮伊恁"  # Taiwanese 我 / 他 / 你們; also surnames


@lru_cache(maxsize=1)
def _kin() -> frozenset[str]:
    from worker.residual import load_words

    return frozenset(load_words("kin_words"))


@lru_cache(maxsize=1)
def _stop() -> tuple[str, ...]:
    from worker.residual import load_words

    return tuple(sorted(load_words("not_names"), key=len, reverse=True))


@lru_cache(maxsize=1)
def _doubled() -> frozenset[str]:
    from worker.residual import load_words

    return frozenset(load_words("doubled_words"))


@lru_cache(maxsize=1)
def _surnames() -> tuple[frozenset[str], frozenset[str]]:
    from worker.residual import load_words

    table = load_words("tw_surnames")
    single = [s for s in table if len(s) == 1]
    return frozenset(single[:TOP_SURNAMES]), frozenset(s for s in table if len(s) == 2)


def common_surnames() -> tuple[frozenset[str], frozenset[str]]:
    """The first :data:`TOP_SURNAMES` one-character surnames of the table, and every
    two-character one."""
    return _surnames()


def _name_like(v: str) -> bool:
    from worker.residual.names import name_shaped

    if _LATIN.fullmatch(v):
        return not _FIRM.search(v)
    if not _CJK.fullmatch(v) or not name_shaped(v):
        return False
    if v[0] in _PRONOUNS and v[1:] in _kin():
        return False  # 阮老爸, 伊阿母: a Taiwanese pronoun and a kin word, nobody's name
    common, double = _surnames()
    if v[:2] in double:
        return 3 <= len(v) <= 5
    if v[0] in common:
        return 2 <= len(v) <= 3
    return len(v) == 2 and v[0] in "小阿"


def _pieces(a: int, b: int, taken: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out, pos = [], a
    for s, e in taken:
        if e <= pos or s >= b:
            continue
        if s > pos:
            out.append((pos, s))
        pos = max(pos, e)
    if pos < b:
        out.append((pos, b))
    return out


def neutral_view(text: str, issued: list[tuple[int, int]]) -> str:
    """``text`` with every character of an issued pseudonym at ``issued`` (spans) written as a
    fixed stand-in of its kind: CJK 某, ASCII digits 8, a Latin word as M and the letters of
    :data:`_LATIN_LOWER` in its case pattern; spaces, punctuation and line breaks stay. The tagger
    reads the same text whichever fakes the case key drew, and offsets map one to one."""
    out = list(text)
    for a, b in issued:
        k = 0  # position in a run of lower-case letters
        for i in range(a, b):
            c = out[i]
            if c.isascii() and c.isalpha():
                out[i] = "M" if c.isupper() else _LATIN_LOWER[k % len(_LATIN_LOWER)]
                k = 0 if c.isupper() else k + 1
                continue
            k = 0
            if _CJK.fullmatch(c):
                out[i] = STAND_IN
            elif c.isascii() and c.isdigit():
                out[i] = _DIGIT
    return "".join(out)


def tagger_hits(text: str, taken: list[tuple[int, int]]) -> list[tuple[str, int, int]]:
    """Names the tagger reads in ``text`` (offsets into ``text``) outside ``taken`` (sorted spans
    of issued pseudonyms and kept names). ``text`` is the output as :func:`neutral_view` writes it,
    so that what it reads does not depend on the fakes drawn; the pieces left outside ``taken`` are
    the output's own characters."""
    from worker.detect.model_own import model

    out = []
    for a, b, label, _score in model().entities(text, min_score=MIN_SCORE):
        if label != "PER":
            continue
        for x, y in _pieces(a, b, taken):
            v = text[x:y].strip()
            if len(v) >= 2 and _name_like(v) and v[-1] not in _PLACE_END:
                x += text[x:y].index(v[0])
                if text[x + len(v) : x + len(v) + 1] in _NOT_AFTER_NAME or _CITY_AFTER.match(
                    text, x + len(v)
                ):
                    continue  # 阿美族, 阿美語, 阿里山, 胡志明市: a people, a language, a place
                if v[0] == "許" and x > 0 and text[x - 1] in _ABOUT_AFTER:
                    continue
                if v[0] == "方" and x > 0 and text[x - 1] in _SIDE_BEFORE:
                    continue  # 對方太太, 男方家長: a party's side, the reader cut 方太太 out
                if v[0] == "阮" and text.startswith(_MY_AFTER, x + 1):
                    continue  # 阮老爸, 阮兜: Taiwanese 阮 "my, our", no surname
                if text.startswith(_stop(), x):
                    continue  # 數學小老師: the reader cut 小老 out of a word of data/not_names.txt
                if len(v) == 2 and v[0] == v[1] and v in _doubled():
                    continue  # 還是黃黃的: a doubled word (data/doubled_words.txt)
                out.append((NAME_IN_PROSE, x, x + len(v)))
    return out
