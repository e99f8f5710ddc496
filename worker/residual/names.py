"""Residual names in the positions of the case's own pseudonyms: lists, table columns, speakers.

Written for :mod:`worker.residual`, apart from the detector. Where the output shows an issued person
pseudonym, the same structure beside it holds people too, so a name-shaped value there that is no
pseudonym and no kept name was left by the detector:

* **lists**: items joined by 、 (``施涵華、汪偉鈞、白雲``) of which one is a pseudonym of a person;
* **table columns**: cells split by ``｜``, ``|``, ``│`` or tabs, in a column of consecutive rows
  where one cell is a pseudonym of a person;
* **speakers**: the names before a colon at the start of a line (after a time stamp), in a text
  where at least two lines are spoken by pseudonyms.

A name shape is a surname of the table (``data/tw_surnames.txt``) and one to three given-name
characters, 小 / 阿 / 大 / 老 and one or two characters (小寶, 阿哲, 大頭), a doubled character
(安安), or a Latin given name; ordinary words (``data/not_names.txt``), kinship and role words
(``data/kin_words.txt``, ``data/roles.txt``, ``data/titles.txt``) never are.
Functions take a folded view and return ``(kind, start, end)`` in its offsets.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

__all__ = [
    "NAME_AS_SPEAKER",
    "NAME_IN_COLUMN",
    "NAME_IN_LIST",
    "is_person",
    "name_shaped",
    "structure_hits",
]

NAME_IN_LIST = "name_in_list"
NAME_IN_COLUMN = "name_in_column"
NAME_AS_SPEAKER = "name_as_speaker"

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CJK_RE = re.compile(f"[{_CJK}]+")
_NOT_GIVEN = set(
    "之的等及與和於在是已就即對亦均則並而又因係無不未再也了將被把從到稱所向自曾應另或但請兼暨"
)
_LATIN_NAME = re.compile(r"[A-Z][a-z]{1,15}(?: [A-Z][a-z]{1,15}){0,2}")


@lru_cache(maxsize=1)
def _words() -> tuple[frozenset[str], frozenset[str], tuple[str, ...], frozenset[str]]:
    from worker.residual import load_words

    surnames = load_words("tw_surnames")
    single = frozenset(s for s in surnames if len(s) == 1)
    double = frozenset(s for s in surnames if len(s) == 2)
    stop = tuple(sorted(load_words("not_names"), key=len, reverse=True))
    never = frozenset([*load_words("kin_words"), *load_words("roles"), *load_words("titles")])
    return single, double, stop, never


def name_shaped(value: str) -> bool:
    """``value`` (spaces removed) looks like a person's name or nickname."""
    v = value.replace(" ", "")
    single, double, stop, never = _words()
    if not v or v in never or v.startswith(stop):
        return False
    if _LATIN_NAME.fullmatch(value.strip()):
        return True
    if not _CJK_RE.fullmatch(v):
        return False
    sl = 2 if v[:2] in double else 1 if v[:1] in single else 0
    if sl and 1 <= len(v) - sl <= 3 and not any(c in _NOT_GIVEN for c in v[sl:]):
        return True
    if v[0] in "小阿大老" and 2 <= len(v) <= 3:
        return True
    return len(v) == 2 and v[0] == v[1]


def is_person(value: str) -> bool:
    """An issued value that is a person's pseudonym (a CJK name shape of two to five characters)."""
    v = value.replace(" ", "")
    return 2 <= len(v) <= 5 and bool(_CJK_RE.fullmatch(v)) and name_shaped(v)


_LIST = re.compile(
    r"[^、\n，,。；;：:（）()「」『』\s]{1,10}(?:、[^、\n，,。；;：:（）()「」『』\s]{1,10})+"
)
_CELL_SEP = re.compile(r"[｜|│\t]")
_SPEAKER = re.compile(
    r"(?m)^[ \t]*(?:[\[【(（]?[0-9:/.\- 上下午]{4,22}[\]】)）]?[ \t]*)?"
    r"([^\s：:\[\]【】()（）0-9]{1,12}?)[ \t]?[：:]"
)


def _trim(item: str, first: bool, last: bool) -> list[tuple[int, int]]:
    """Candidate name spans inside a list item: the whole item, and at an open end of the list
    (a word may stand before the first item or after the last) its last or first characters."""
    spans = [(0, len(item))]
    if first:
        spans += [(len(item) - k, len(item)) for k in (2, 3) if len(item) > k]
    if last:
        spans += [(0, k) for k in (2, 3) if len(item) > k]
    return spans


def structure_hits(s: str, issued: Iterable[str], taken) -> list[tuple[str, int, int]]:
    """Names in lists, columns and speaker positions of ``s``. ``issued``: the case's values;
    ``taken(a, b)``: True where ``[a, b)`` of ``s`` is an issued pseudonym or a kept name."""
    persons = {v.replace(" ", "") for v in issued if is_person(v)}
    if not persons:
        return []
    out: list[tuple[str, int, int]] = []

    def person_at(a: int, b: int) -> bool:
        return s[a:b].replace(" ", "") in persons

    for m in _LIST.finditer(s):
        items, pos = [], m.start()
        for part in m.group().split("、"):
            items.append((pos, pos + len(part)))
            pos += len(part) + 1
        ends = [(items[0][1] - k, items[0][1]) for k in (2, 3, 4)]  # 感謝|郭靜慧、…
        starts = [(items[-1][0], items[-1][0] + k) for k in (2, 3, 4)]  # …、郭靜慧|兩位
        if not any(person_at(a, b) for a, b in [*items, *ends, *starts]):
            continue
        for i, (a, b) in enumerate(items):
            if person_at(a, b) or taken(a, b):
                continue
            for x, y in _trim(s[a:b], i == 0, i == len(items) - 1):
                if name_shaped(s[a + x : a + y]) and not taken(a + x, a + y):
                    out.append((NAME_IN_LIST, a + x, a + y))
                    break
    out += _column_hits(s, person_at, taken)
    speakers = [(m.start(1), m.end(1)) for m in _SPEAKER.finditer(s)]
    if sum(person_at(a, b) or taken(a, b) for a, b in speakers) >= 2:
        for a, b in speakers:
            if not (person_at(a, b) or taken(a, b)) and name_shaped(s[a:b]):
                out.append((NAME_AS_SPEAKER, a, b))
    return out


def _column_hits(s: str, person_at, taken) -> list[tuple[str, int, int]]:
    rows: list[list[tuple[int, int]]] = []  # one block of consecutive table rows
    out: list[tuple[str, int, int]] = []

    def flush() -> None:
        if len(rows) >= 2:
            width = max(len(r) for r in rows)
            for c in range(width):
                cells = [r[c] for r in rows if c < len(r)]
                if not any(person_at(a, b) for a, b in cells):
                    continue
                for a, b in cells:
                    if b > a and not person_at(a, b) and not taken(a, b) and name_shaped(s[a:b]):
                        out.append((NAME_IN_COLUMN, a, b))
        rows.clear()

    pos = 0
    for line in s.split("\n"):
        cells, start = [], pos
        if _CELL_SEP.search(line):
            for part in _CELL_SEP.split(line):
                stripped = part.strip()
                a = start + (part.find(stripped) if stripped else 0)
                cells.append((a, a + len(stripped)))
                start += len(part) + 1
            rows.append(cells)
        else:
            flush()
        pos += len(line) + 1
    flush()
    return out
