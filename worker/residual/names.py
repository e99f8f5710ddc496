"""Residual names in the positions of the case's own pseudonyms: lists, table columns, speakers.

Written for :mod:`worker.residual`, apart from the detector. Where the output shows an issued person
pseudonym, the same structure beside it holds people too, so a name-shaped value there that is no
pseudonym and no kept name was left by the detector:

* **lists**: items joined by 、 (``施涵華、汪偉鈞、白雲``) of which one is a pseudonym of a person;
* **table columns**: cells split by ``｜``, ``|``, ``│`` or tabs, in a column of consecutive rows
  where one cell is a pseudonym of a person;
* **speakers**: the names before a colon at the start of a line (after a time stamp), in a text
  where at least two lines are spoken by pseudonyms; and surname-only tags (``卓：`` / ``蘇：``, two
  surnames or more each opening two lines or more; 問/答 and form letters in
  ``data/not_speaker_tags.txt`` aside), whoever else the text names;
* **joined**: a nickname or a surname-led name joined to a pseudonym by 和 / 及 / 與 / 跟
  (``小胖和〔…〕``);
* **remnants**: one character of a spaced or OCR'd name set apart beside its pseudonym in a field
  (``所有權人：〔…〕 遠``);
* **doubled nicknames** in a chat where pseudonyms speak (``明明是胖胖吃的``), reduplicated words
  (``data/doubled_words.txt``) aside;
* **quoted nicknames** whoever else the text names (顯示名「小可愛」, 綽號「阿翔」, 群主叫「老K」);
* **numbered lists** on one line beside a pseudonym (1.林志強 2.〔…〕), **rosters** set apart by
  spaces, and a forum **author line's nickname** after a replaced account (作者 〔…〕 (雨後彩虹));
* **kin titles** after a given name whoever else the text names (秀琴嬸, 阿水伯);
* **given names after a kin word** whoever else the text names (其子志豪, 媽（美玉）);
* **remnants beside a Latin or an account fake** (〔…〕 Thu（…）, 〔Nina Turner〕黃的人,
  〔@handle〕 陳), and a surname set apart before a fake in a cell or a row (｜談 〔…〕｜).

A person pseudonym is known by its shape (below) or because the pipeline says so (``typed``: a
given name alone's fake, 品妤, begins with no surname).

Lists of two or more nicknames (``小寶、安安``) stop the document whoever else it names.

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
from itertools import pairwise

__all__ = [
    "NAME_AFTER_KIN",
    "NAME_AS_SPEAKER",
    "NAME_BEFORE_SPEECH",
    "NAME_IN_CHAT_NOTICE",
    "NAME_IN_COLUMN",
    "NAME_IN_LIST",
    "NAME_REMNANT",
    "NAME_SPACED_OUT",
    "NAME_WITH_KIN_TITLE",
    "NICKNAME_IN_CHAT",
    "NICKNAME_OF_AUTHOR",
    "NICKNAME_QUOTED",
    "SURNAME_SUSPECT",
    "chat_notice_hits",
    "given_in_prose_hits",
    "given_pair",
    "handle_fragment_hits",
    "is_person",
    "kin_given_hits",
    "kin_title_hits",
    "latin_remnant_hits",
    "name_shaped",
    "quoted_nickname_hits",
    "spaced_name_hits",
    "speech_hits",
    "structure_hits",
    "thanks_hits",
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


def given_pair(value: str) -> bool:
    """``value`` is two characters of ``data/given_name_chars.txt`` and no word (a given name
    alone: 志豪, 淑芬; not 國家, 今年)."""
    _, chars, pairs = _kin_given()
    _, _, stop, never = _words()
    return (
        len(value) == 2
        and all(c in chars for c in value)
        and value not in pairs
        and value not in never
        and not value.startswith(stop)
    )


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


def structure_hits(
    s: str, issued: Iterable[str], taken, typed: Iterable[str] = ()
) -> list[tuple[str, int, int]]:
    """Names in lists, columns and speaker positions of ``s``. ``issued``: the case's values;
    ``taken(a, b)``: True where ``[a, b)`` of ``s`` is an issued pseudonym or a kept name;
    ``typed``: issued values known to stand for a person whatever their shape (a given name's
    fake)."""
    # a fake of three characters or more that begins with no surname stands for no name (the
    # detector's span over a word); a given name's or a surname's fake has no surname to begin with
    written = {v for v in typed if len(v.replace(" ", "")) <= 2 or is_person(v)}
    written |= {v for v in issued if is_person(v)}  # as the output writes them (姜 先生)
    given = {v.replace(" ", "") for v in typed if v in written}
    persons = {v.replace(" ", "") for v in written}
    out: list[tuple[str, int, int]] = _nickname_list_hits(s, taken)
    out += _surname_tag_hits(s, taken)
    talk = [(m.start(1), m.end(1)) for m in _SPEAKER.finditer(s)]
    if len(talk) >= 3 and sum(taken(a, b) for a, b in talk) >= 2:  # a chat where pseudonyms speak
        out += _doubled_hits(s, lambda a, b: s[a:b].replace(" ", "") in persons, taken)
    if not persons:
        return out

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
                v = s[a + x : a + y]
                if (name_shaped(v) or given_pair(v)) and not taken(a + x, a + y):
                    out.append((NAME_IN_LIST, a + x, a + y))
                    break
    everywhere = sorted(
        {(m.start(), m.end()) for v in persons | written for m in re.finditer(re.escape(v), s)}
    )  # where the case's person pseudonyms stand
    places = [(a, b) for a, b in everywhere if b - a >= 2]  # a surname alone's fake (姜) aside
    out += _joined_hits(s, places, taken)
    out += _remnant_hits(s, everywhere, taken)
    out += _surname_left_hits(s, places, taken)
    out += _surname_before_given_hits(s, given, taken)
    out += _column_hits(s, person_at, taken)
    out += _roster_hits(s, person_at, taken)
    out += _numbered_hits(s, person_at, taken)
    out += _author_nickname_hits(s, taken)
    speakers = [(m.start(1), m.end(1)) for m in _SPEAKER.finditer(s)]
    if sum(person_at(a, b) or taken(a, b) for a, b in speakers) >= 2:
        for a, b in speakers:
            if (
                not (person_at(a, b) or taken(a, b))
                and (name_shaped(s[a:b]) or given_pair(s[a:b]))
                and s[a:b] not in latin_captions()  # Candidate: 〔…〕, Decision: Hire
            ):
                out.append((NAME_AS_SPEAKER, a, b))
    return out


# A transcript whose speakers are tagged by their surname alone (卓：您好 / 蘇：好): one surname
# character opening a line before a colon, two surnames or more each opening two lines or more.
_SURNAME_TAG = re.compile(r"(?m)^[ \t\u3000]*([\u4e00-\u9fff])[ \t]?[：:](?![：:])")


@lru_cache(maxsize=1)
def _not_speaker_tags() -> frozenset[str]:
    from worker.residual import load_words

    return frozenset(load_words("not_speaker_tags"))


def _surname_tag_hits(s: str, taken) -> list[tuple[str, int, int]]:
    single = _words()[0]
    banned = _not_speaker_tags()
    tags: dict[str, list[int]] = {}
    for m in _SURNAME_TAG.finditer(s):
        c, a = m.group(1), m.start(1)
        if c in single and c not in banned and not taken(a, a + 1):
            tags.setdefault(c, []).append(a)
    speakers = [at for at in tags.values() if len(at) >= 2]
    if len(speakers) < 2:
        # two speakers by surname, one of them twice, taking turns (曹：… 隗：… 曹：…): a short
        # exchange is a transcript too when the tags alternate
        lines = sorted(a for at in tags.values() for a in at)
        turns = [s[a] for a in lines]
        if not (len(tags) == 2 and len(lines) >= 3 and all(x != y for x, y in pairwise(turns))):
            return []
        speakers = list(tags.values())
    return [(NAME_AS_SPEAKER, a, a + 1) for at in speakers for a in at]


# Names joined to a pseudonym by 和 / 及 / 與 / 跟 (禮金由小胖和〔pseudonym〕收): a nickname or a
# three-character surname-led name on the other side of the joiner.
_JOINERS = "和及與跟"
_JOINED_END = set("，,。、；;：:！!？?）)」』 \n\t") | set("和及與跟都也一收說是在的")


def _joined_ok(v: str) -> bool:
    """A name shape strong enough beside a joiner: a nickname (小胖, 阿宏, 凱凱) or a surname and
    two given characters (林志豪), never a word of ``data/not_names.txt``."""
    single, double, stop, never = _words()
    if (
        v in never
        or v.startswith(stop)
        or not _CJK_RE.fullmatch(v)
        or any(c in _NOT_GIVEN for c in v)
    ):
        return False
    if len(v) == 2:
        return v[0] in "小阿" or v[0] == v[1]
    sl = 2 if v[:2] in double else 1 if v[:1] in single else 0
    return sl > 0 and len(v) - sl == 2


def _joined_hits(s: str, places: list[tuple[int, int]], taken) -> list[tuple[str, int, int]]:
    out: list[tuple[str, int, int]] = []
    for a, b in places:
        if b + 1 < len(s) and s[b] in _JOINERS:  # 〔pseudonym〕和小胖
            for k in (3, 2):
                x, y = b + 1, b + 1 + k
                if (y >= len(s) or s[y] in _JOINED_END) and _joined_ok(s[x:y]) and not taken(x, y):
                    out.append((NAME_IN_LIST, x, y))
                    break
        if a >= 3 and s[a - 1] in _JOINERS:  # 小胖和〔pseudonym〕
            for k in (3, 2):
                x, y = a - 1 - k, a - 1
                if x < 0:
                    continue
                open_ = (
                    x == 0
                    or not _CJK_RE.fullmatch(s[x - 1])
                    or s[x - 1] in "由給被讓請叫找跟和與及"
                )
                if open_ and _joined_ok(s[x:y]) and not taken(x, y):
                    out.append((NAME_IN_LIST, x, y))
                    break
    return out


# Two or more nicknames listed together, whoever else the text names (小寶、安安要乖): a list of
# 小 / 阿 nicknames and doubled names of which one at least is 阿X or doubled.
def _nickname_list_hits(s: str, taken) -> list[tuple[str, int, int]]:
    _, _, stop, never = _words()
    out: list[tuple[str, int, int]] = []

    def nick(v: str) -> bool:
        return (
            len(v) == 2
            and bool(_CJK_RE.fullmatch(v))
            and (v[0] in "小阿" or v[0] == v[1])
            and not any(c in _NOT_GIVEN for c in v)
            and v not in never
            and not v.startswith(stop)
        )

    for m in _LIST.finditer(s):
        parts, pos = [], m.start()
        for part in m.group().split("、"):
            parts.append((pos, pos + len(part)))
            pos += len(part) + 1
        first_a, first_b = parts[0]
        parts[0] = (max(first_a, first_b - 2), first_b)  # 孩子。|小寶、…: the first item's end
        last_a, _ = parts[-1]
        parts[-1] = (last_a, last_a + 2)  # …、安安|要乖
        values = [s[a:b] for a, b in parts]
        if (
            len(parts) >= 2
            and all(nick(v) for v in values)
            and any(v[0] == "阿" or v[0] == v[1] for v in values)
        ):
            out += [(NAME_IN_LIST, a, b) for a, b in parts if not taken(a, b)]
    return out


# What is left of a spaced or OCR'd name beside its pseudonym (所有權人：〔pseudonym〕 遠,
# 受文者：向 〔pseudonym〕 先生): one character, set apart by a space, between the pseudonym and a
# boundary.
NAME_REMNANT = "name_remnant"
_NOT_REMNANT = set("男女印章簽等君兄姊姐妹父母子夫妻") | set(
    "准收核閱啟呈批可否敬代嗎呢吧啊喔耶啦哦呀唷嘛了"
)  # a gender, a kin word, a mark after a signature (連美玉 准, 余忠怡 收), a particle


def _remnant_hits(s: str, places: list[tuple[int, int]], taken) -> list[tuple[str, int, int]]:
    single, _, _, _ = _words()
    out: list[tuple[str, int, int]] = []
    for a, b in places:
        field = a >= 1 and (s[a - 1] in "：:" or (a >= 2 and s[a - 1] == " " and s[a - 2] in "：:"))
        if (
            field  # 所有權人：〔…〕 遠; not a chat line's one-word message (09:31 〔…〕 好)
            and b + 2 <= len(s)
            and s[b] == " "
            and _CJK_RE.fullmatch(s[b + 1])
            and (b + 2 == len(s) or s[b + 2] in "\n\t")
            and s[b + 1] not in _NOT_REMNANT
            and s[b + 1] not in _NOT_GIVEN
            and not taken(b + 1, b + 2)
        ):
            out.append((NAME_REMNANT, b + 1, b + 2))
        if (
            a >= 2
            and s[a - 1] == " "
            and s[a - 2] in single
            and (
                a == 2
                or s[a - 3] in "：:｜|│\t\n"  # 受文者：向 〔…〕, ｜談 〔…〕｜: a field, a cell
                or (s[a - 3] == " " and not _CJK_RE.fullmatch(s[: a - 3].rstrip(" ")[-1:] or "x"))
            )  # 1O1 許 〔…〕: a row's cells set apart; not 法  官 〔…〕, a spaced-out role
            and s[a - 2] not in _NOT_REMNANT
            and not taken(a - 2, a - 1)
        ):
            out.append((NAME_REMNANT, a - 2, a - 1))
    return out


# What is left of a name beside a Latin or an account pseudonym (the detector took only a part):
# a Latin given name or an initial after it (〔…〕 Thu（…）, 〔…〕 S」, 〔…〕 P.（Manager）,
# 〔account〕 Lin,), a common surname glued after a Latin name's fake (〔Nina Turner〕黃的人) or set
# apart after one (〔@handle〕 陳 對啊). Captions and contact words after a name (Tel, Email, ID …:
# data/latin_captions.txt) are none.
_REST_END = r"(?=[ ]?[\"」』）)（(、，,]|[ ]*$)"  # a bracket, a quote, a comma or the line's end
_LATIN_REST = re.compile(
    rf" ((?:[A-Z]\.?){_REST_END}|[A-Z](?:'[A-Z])?[a-z]{{1,11}}{_REST_END})", re.MULTILINE
)  # O'Connell, D'Souza too
_HANDLE_FAKE = re.compile(r"@?[A-Za-z][A-Za-z0-9_.]*[0-9][A-Za-z0-9_.]*")
_LATIN_FAKE = re.compile(r"[A-Z][a-z]+(?: [A-Z][a-z]+)+")


@lru_cache(maxsize=1)
def latin_captions() -> frozenset[str]:
    """English form captions and words (data/latin_captions.txt): no Latin name."""
    from worker.residual import load_words

    return frozenset(load_words("latin_captions"))


@lru_cache(maxsize=1)
def given_name_chars() -> frozenset[str]:
    """Characters of given names (data/given_name_chars.txt)."""
    from worker.residual import load_words

    return frozenset(load_words("given_name_chars"))


def latin_remnant_hits(
    s: str, persons: Iterable[str], issued: Iterable[str], taken
) -> list[tuple[str, int, int]]:
    """Remnants of a name beside a person's or an account's pseudonym in ``s``; ``persons``: the
    person pseudonyms (any shape), ``issued``: the case's other values; ``taken(a, b)``: True
    where ``[a, b)`` touches an issued pseudonym or a kept name."""
    from worker.residual.reader import common_surnames

    common, _ = common_surnames()
    captions = latin_captions()
    values = {v for v in issued if v and (_LATIN_FAKE.fullmatch(v) or _HANDLE_FAKE.fullmatch(v))}
    values |= {v for v in persons if v and (_CJK_RE.fullmatch(v) or _LATIN_FAKE.fullmatch(v))}
    values |= {v for v in issued if v and _CJK_RE.fullmatch(v) and is_person(v)}
    out: list[tuple[str, int, int]] = []
    for v in values:
        latin = bool(_LATIN_FAKE.fullmatch(v))
        handle = bool(_HANDLE_FAKE.fullmatch(v))
        for m in re.finditer(re.escape(v), s):
            b = m.end()
            if b < len(s) and s[b] == " ":
                rest = _LATIN_REST.match(s, b)
                if rest and rest.group(1).rstrip(".") not in captions:
                    x, y = rest.span(1)
                    if not taken(x, y):
                        out.append((NAME_REMNANT, x, y))
                        continue
            if not (latin or handle):
                continue
            k = b if latin and b < len(s) and s[b] != " " else b + 1 if b < len(s) else b
            if (
                k < len(s)
                and (k == b or s[b] == " ")
                and s[k] in common
                and s[k] not in _NOT_SURNAME_HERE
                and s[k] not in _NOT_GIVEN
                and (k + 1 == len(s) or s[k + 1] in " \n\t的，,。、！!？?")
                and not taken(k, k + 1)
            ):
                out.append((NAME_REMNANT, k, k + 1))
    return out


# A doubled-character nickname in a chat (明明是胖胖吃的, 婷婷也要來): a reduplicated pair that is
# no word of ``data/doubled_words.txt`` nor a kin word, in a text of three speaker lines or more.
NICKNAME_IN_CHAT = "nickname_in_chat"


_NUMERALS = set("〇一二三四五六七八九十百千萬兩")
_BEFORE_NICK = set("是跟和與被給載叫找陪讓帶接問請幫等我你妳他她的")
_AFTER_NICK = set("也都說要會去來吃跟和與的是在就還有呢啦喔嗎呀耶欸生今明昨很好")


@lru_cache(maxsize=1)
def _doubled_words() -> frozenset[str]:
    from worker.residual import load_words

    return frozenset([*load_words("doubled_words"), *load_words("kin_words")])


def _doubled_hits(s: str, person_at, taken) -> list[tuple[str, int, int]]:
    words = _doubled_words()
    out: list[tuple[str, int, int]] = []
    for i in range(len(s) - 1):
        if s[i] != s[i + 1] or not _CJK_RE.fullmatch(s[i]) or s[i] in _NOT_GIVEN:
            continue
        if (i > 0 and s[i - 1] == s[i]) or (i + 2 < len(s) and s[i + 2] == s[i]):
            continue  # 哈哈哈: a laugh, not a name
        if (i + 3 < len(s) and s[i + 2] == s[i + 3]) or (i >= 2 and s[i - 2] == s[i - 1]):
            continue  # 清清楚楚, 平平安安: an AABB word, not a name
        v = s[i : i + 2]
        if v in words or v[0] in _NUMERALS or person_at(i, i + 2) or taken(i, i + 2):
            continue
        before = s[i - 1] if i else "\n"
        after = s[i + 2] if i + 2 < len(s) else "\n"
        if (not _CJK_RE.fullmatch(before) or before in _BEFORE_NICK) and (
            not _CJK_RE.fullmatch(after) or after in _AFTER_NICK
        ):  # standing as a word (是胖胖吃, 載恩恩去), not across two (銀行行員, 帳戶戶名)
            out.append((NICKNAME_IN_CHAT, i, i + 2))
    return out


# A roster written on one line, names set apart by spaces (簽到：〔…〕 〔…〕 蔡明宏, a photo's
# caption 〔…〕　〔…〕　林冠□): a line of three items or more, two of them person pseudonyms; the
# other name-shaped items (a blanked character □ ○ counts as a given name's) are names.
_ROSTER_ITEM = re.compile(r"[^ \t\n]+")


def _roster_hits(s: str, person_at, taken) -> list[tuple[str, int, int]]:
    out: list[tuple[str, int, int]] = []
    pos = 0
    for line in s.split("\n"):
        items = []
        for m in _ROSTER_ITEM.finditer(line):
            a, b = pos + m.start(), pos + m.end()
            colon = max(s[a:b].rfind(":"), s[a:b].rfind("："))
            items.append((a + colon + 1, b))  # 簽到：〔…〕: the label aside
        pos += len(line) + 1
        if len(items) < 3 or sum(person_at(a, b) for a, b in items) < 2:
            continue
        for i, (a, b) in enumerate(items):
            v = re.sub("[□○〇]", "某", s[a:b])  # 林冠□: a blanked character
            if (
                not 2 <= len(v) <= 4
                or v[0] in "小阿大老"
                or not name_shaped(v)
                or person_at(a, b)
                or taken(a, b)
            ):
                continue
            if v[-1] in _ROLE_END and i + 1 < len(items) and person_at(*items[i + 1]):
                continue  # 禮儀師 〔…〕: a role before its holder's name
            out.append((NAME_IN_LIST, a, b))
    return out


_ROLE_END = set("師長員官士生人手工事")  # 里幹事 〔…〕

# A numbered list on one line (1.山羊 2.〔…〕 3.〔…〕): items after a number and a dot, one of
# them a person pseudonym; the other name-shaped items are names.
_NUMBERED = re.compile(r"(?<![0-9])[0-9]{1,2}[.、)）] ?([^\s0-9]{2,4}?)(?=[ \t]|$)", re.MULTILINE)


# A forum post's author line (作者 〔account〕 (下雨天), 作者：〔account〕（小夜貓）): the nickname
# in brackets after the account is the account holder's, whatever its words.
NICKNAME_OF_AUTHOR = "nickname_of_author"
_AUTHOR = re.compile(
    r"(?m)^[ \t]*(?:作者|發文者|發文|原PO|原po|樓主|Author)[ \t:：]*([A-Za-z0-9_.\-]{2,24})"
    r"[ \t]*[(（]([^()（）\n]{1,16})[)）]"
)


def _author_nickname_hits(s: str, taken) -> list[tuple[str, int, int]]:
    out: list[tuple[str, int, int]] = []
    for m in _AUTHOR.finditer(s):
        a, b = m.span(2)
        if taken(*m.span(1)) and not taken(a, b) and not s[a:b].strip().isdigit():
            out.append((NICKNAME_OF_AUTHOR, a, b))
    return out


# the same list one item a line (4. 〔…〕⏎5. 林志強 +1⏎6. 〔…〕): the first word of each item (a
# Latin one of data/latin_given_names.txt only)
_NUMBERED_LINE = re.compile(
    r"(?m)^[ \t]*[0-9]{1,2}[.、)）][ \t]*"
    r"([^\s0-9（(：:，,]{2,4}|[A-Z][a-z]{1,11})(?=[\s（(：:，,+]|$)"
)


def _numbered_hits(s: str, person_at, taken) -> list[tuple[str, int, int]]:
    out: list[tuple[str, int, int]] = []
    blocks: list[list[tuple[int, int]]] = []  # the items of each line
    pos = 0
    for line in s.split("\n"):
        blocks.append([(pos + m.start(1), pos + m.end(1)) for m in _NUMBERED.finditer(line)])
        pos += len(line) + 1
    lines = [m.span(1) for m in _NUMBERED_LINE.finditer(s)]  # one item a line
    for items in [*blocks, lines]:
        people = sum(person_at(a, b) for a, b in items)
        if len(items) < 2 or not people:
            continue
        for a, b in items:
            v = s[a:b]
            if person_at(a, b) or taken(a, b):
                continue
            if v.isascii() and v not in _latin_given():
                continue  # 2. Google 帳號: a Latin word of the list only
            # two people or more: a list of people, an item a nickname whatever its words (1.山羊)
            word_like = people >= 2 and bool(_CJK_RE.fullmatch(v)) and v not in _words()[3]
            if name_shaped(v) or given_pair(v) or v.isascii() or word_like:
                out.append((NAME_IN_LIST, a, b))
    return out


@lru_cache(maxsize=1)
def _latin_given() -> frozenset[str]:
    from worker.residual import load_words

    return frozenset(load_words("latin_given_names"))


def _column_hits(s: str, person_at, taken) -> list[tuple[str, int, int]]:
    rows: list[list[tuple[int, int]]] = []  # one block of consecutive table rows
    out: list[tuple[str, int, int]] = []

    def flush() -> None:
        if len(rows) >= 2:
            width = max(len(r) for r in rows)
            for c in range(width):
                # rows as wide as one holding a pseudonym in this column: a row of another width
                # is another table's, or its cells are shifted (01/08｜燈｜… under …｜2,000｜名)
                widths = {len(r) for r in rows if c < len(r) and person_at(*r[c])}
                cells = [r[c] for r in rows if len(r) in widths]
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


# A given name called with a kin title (秀琴嬸, 水木伯, 秀英姐, 阿水伯): two given-name
# characters right before one of the titles of ``data/kin_titles.txt``, not ending a word there
# (表哥, 學長姐, 我哥, 外送哥) and not a word beginning with the title (姐妹, 哥倫比亞, 伯父),
# whoever else the text names. A surname before the title (王伯) is the title check's.
NAME_WITH_KIN_TITLE = "name_with_kin_title"


@lru_cache(maxsize=1)
def _kin_titles() -> tuple[frozenset[str], frozenset[str], tuple[str, ...], tuple[str, ...]]:
    from worker.residual import DATA

    sections: list[list[str]] = []
    for line in (DATA / "kin_titles.txt").read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.startswith("## "):
            sections.append([])
        elif line and not line.startswith("#") and sections:
            sections[-1].append(line)
    titles, enders, starting, ending = sections
    return frozenset(titles), frozenset(enders), tuple(starting), tuple(ending)


def kin_title_hits(s: str, taken) -> list[tuple[str, int, int]]:
    """Given names before a kin title in ``s``; ``taken(a, b)``: True where ``[a, b)`` of ``s``
    touches an issued pseudonym or a kept name."""
    titles, enders, starting, ending = _kin_titles()
    _, _, stop, never = _words()
    out: list[tuple[str, int, int]] = []
    for t in range(2, len(s)):
        if s[t] not in titles:
            continue
        a = t - 2
        pair = s[a:t]
        if (
            not _CJK_RE.fullmatch(pair)
            or pair[1] in enders
            or pair[1] in titles
            or any(c in _NOT_GIVEN for c in pair)
            or pair in never
            or s.startswith(stop, a)
            or s.startswith(starting, t)
            or any(s.endswith(w, 0, t + 1) for w in ending)
            or taken(a, t + 1)
        ):
            continue
        out.append((NAME_WITH_KIN_TITLE, a, t))
    return out


# A nickname in quotation marks (顯示名「小可愛」, LINE 中「宏仔」, 群主叫「老K」, 暗號「蓁蓁」,
# 友人「阿賓」「小黑」): a quoted token of a nickname's shape — 小 / 阿 / 老 and one character or
# Latin letters, a doubled character, a character and 仔 — that is no word of data/not_names.txt,
# data/doubled_words.txt or a kin word, whoever else the text names.
NICKNAME_QUOTED = "nickname_quoted"
_QUOTED = re.compile(r"[「『“\"]([^」』”\"\s]{2,4}?)(?:[ ][A-Za-z0-9_.]{2,20})?[」』”\"]")
_NICK_SHAPE = re.compile(rf"[小阿老](?:[{_CJK}]|[A-Z][A-Za-z]{{0,8}})|([{_CJK}])\1|[{_CJK}]仔")


def quoted_nickname_hits(s: str, taken) -> list[tuple[str, int, int]]:
    """Nicknames in quotation marks in ``s``; ``taken(a, b)``: True where ``[a, b)`` touches an
    issued pseudonym or a kept name."""
    _, _, stop, never = _words()
    doubled = _doubled_words()
    out: list[tuple[str, int, int]] = []
    for m in _QUOTED.finditer(s):
        v, a = m.group(1), m.start(1)
        if (
            not (_NICK_SHAPE.fullmatch(v) or given_pair(v))  # 寫成「承祐」: a given name quoted
            or v in never
            or v in doubled
            or v.startswith(stop)
            or any(c in _NOT_GIVEN for c in v)
            or taken(a, a + len(v))
        ):
            continue
        out.append((NICKNAME_QUOTED, a, a + len(v)))
    return out


# A surname left before a person pseudonym (友人莊〔pseudonym〕之證述, 媳 鄢〔pseudonym〕: the
# detector took only the given name or the second surname of 冠夫姓): a character of the surname
# table glued to the front of a full-name pseudonym, at a boundary or right after a role or kin
# word, that is no function word and ends no role, title, kin or ordinary word (律師〔…〕,
# 由〔…〕, 地政士〔…〕, 恭喜〔…〕).
SURNAME_BEFORE_PSEUDONYM = "surname_before_pseudonym"
_NOT_SURNAME_HERE = set("由向和與及跟對給把被讓叫找請幫問將為係即同經於時要能應會可") | set(
    "哇喔噢哦啊欸誒嗨哈耶唉嗯呃咦嘿"
)  # an interjection before a name (哇〔…〕好久不見) is none of its surname
_PRONOUN_CHARS = set("我你妳他她您伊阮恁咱")


@lru_cache(maxsize=1)
def _units() -> frozenset[str]:
    from worker.residual import load_words

    return frozenset(load_words("units_after_numbers"))


def _unit_after_number(s: str, p: int) -> bool:
    """``s[p]`` counts a floor, a building or a number right after a digit or a Latin letter (3樓,
    C棟, 12號): data/units_after_numbers.txt."""
    return p >= 1 and s[p] in _units() and s[p - 1].isascii() and s[p - 1].isalnum()


def _surname_left_hits(s: str, places: list[tuple[int, int]], taken) -> list[tuple[str, int, int]]:
    single, _, stop, never = _words()
    out: list[tuple[str, int, int]] = []
    for a, _b in places:
        p = a - 1
        if p < 0 or s[p] not in single or s[p] in _NOT_SURNAME_HERE or s[p] in _NOT_GIVEN:
            continue
        if _unit_after_number(s, p):
            continue  # 3樓〔…〕：, C棟〔…〕太太: a floor or a building, no surname
        if s[p] in "官師" and p >= 1 and _CJK_RE.fullmatch(s[p - 1]):
            continue  # 法官〔…〕, 律師〔…〕, 護理師〔…〕: a title's last character
        if taken(p, p + 1) or any(s.endswith(w, 0, a) for w in never) or s.endswith(stop, 0, a):
            continue
        if (
            p >= 1
            and _CJK_RE.fullmatch(s[p - 1])
            and (s[p - 1] in _PRONOUN_CHARS or not any(s.endswith(w, 0, p) for w in never))
        ):
            continue  # 地政士〔…〕, 我媽〔…〕, 恭喜〔…〕: a word ends there; 友人莊〔…〕 is a name
        out.append((SURNAME_BEFORE_PSEUDONYM, p, p + 1))
    return out


# A surname left before a given name's fake (友人莊〔思德〕, 住客童〔尤勝〕, 被告陳〔品妤〕): the
# detector replaced the given name alone, so the pseudonym is a given name (no surname of its own)
# and a common surname glued before it is the original's. Whatever stands before the surname
# (住客童〔…〕: no boundary needed, unlike a full name's), but not a pronoun, a function word or the
# end of an ordinary, kin or role word (大家〔…〕, 老師〔…〕).
_ADVERBS = set("都還也又再先後連替陪像比只就才更最很")
# 曾 glued before a given name is the surname (it opens no clause there)
_NOT_SURNAME_BEFORE_GIVEN = (_NOT_SURNAME_HERE | _NOT_GIVEN | _ADVERBS) - {"曾"}


def _surname_before_given_hits(s: str, given: set[str], taken) -> list[tuple[str, int, int]]:
    from worker.residual.reader import common_surnames

    common, double = common_surnames()
    _, _, stop, never = _words()
    out: list[tuple[str, int, int]] = []
    for v in given:
        if len(v) != 2:
            continue
        for m in re.finditer(re.escape(v), s):
            a = m.start()
            sl = 2 if a >= 2 and s[a - 2 : a] in double else 1
            p = a - sl
            if p < 0 or (sl == 1 and s[p] not in common):
                continue
            if s[p] in _NOT_SURNAME_BEFORE_GIVEN or s[p] in _PRONOUN_CHARS:
                continue
            if sl == 1 and _unit_after_number(s, p):
                continue  # 4樓〔泰承〕：: the floor
            if taken(p, a) or any(s.endswith(w, 0, a) for w in never) or s.endswith(stop, 0, a):
                continue
            if p >= 1 and s[p - 1] in _PRONOUN_CHARS:
                continue  # 我媽〔…〕
            out.append((SURNAME_BEFORE_PSEUDONYM, p, a))
    return out


# A name spaced out character by character (違規人：隗 建 志, a card's 鄔 柏 霖 on its own line,
# 陳 □ 華 with a blanked character): a surname of the table and two given-name characters (or a
# blank □ ○), each set apart by one space, and nothing else spaced out around them, whoever else
# the text names. A spaced-out label (申 請 人：, 關 係 人) is a role word or stands before a
# colon; a spaced-out heading or a fully spaced OCR line runs on longer than a name; a place
# (高 雄 市) ends on a place character.
NAME_SPACED_OUT = "name_spaced_out"
_SPACED_CHAR = f"[{_CJK}□○〇]"
_SPACED_ON = f"[{_CJK}□○〇0-9，,。、；;]"  # what continues a spaced-out line of text
_SPACED = re.compile(
    rf"(?<!{_SPACED_CHAR})(?<![ \u3000\n]{_SPACED_CHAR}[ \u3000])(?<![0-9，,。、；;][ \u3000])"
    rf"({_SPACED_CHAR}(?:[ \u3000]{_SPACED_CHAR}){{2,3}})(?![ \u3000]?{_SPACED_ON})"
)
_PLACE_END = set("市縣區鄉鎮路街里村巷弄號樓")
_LABEL_AFTER = re.compile(r"[ \u3000]*[:：]")


def spaced_name_hits(s: str, taken) -> list[tuple[str, int, int]]:
    """Names spaced out character by character in ``s``; ``taken(a, b)``: True where ``[a, b)``
    touches an issued pseudonym or a kept name."""
    single, double, stop, never = _words()
    out: list[tuple[str, int, int]] = []
    for m in _SPACED.finditer(s):
        v = re.sub(r"[ \u3000]", "", m.group(1))
        sl = 2 if v[:2] in double else 1 if v[0] in single else 0
        if (
            not sl
            or len(v) - sl != 2
            or v in never
            or v.startswith(stop)
            or any(c in _NOT_GIVEN for c in v[sl:])
            or v[-1] in _PLACE_END
            or _LABEL_AFTER.match(s, m.end())
            or taken(m.start(1), m.end(1))
        ):
            continue
        out.append((NAME_SPACED_OUT, m.start(1), m.end(1)))
    return out


# A police report's shorthand for a suspect, a common surname and 嫌 / 嫌犯 (逮捕范嫌, 陳嫌供稱),
# not a word that opens with 嫌 (嫌疑, 嫌棄); and a name opening a clause before a verb of saying or
# proposing (（三）高明提議…, 。林雅說…): a common surname and one or two given characters after a
# line's, a clause's or a list item's start, not a firm or a body (管委會說: it ends on a place or
# body character), whoever else the text names. Common surnames: the first of the table, as the
# second reader counts them (:data:`worker.residual.reader.TOP_SURNAMES`).
SURNAME_SUSPECT = "surname_suspect"
NAME_BEFORE_SPEECH = "name_before_speech"
_SUSPECT = re.compile(f"([{_CJK}])嫌(?:犯)?(?![疑棄惡煩隙貧麻多少])")
_SPEECH = re.compile(
    r"(?:^|(?<=[\n，,。、；;：:！!？?）)」』\] \u3000]))"
    f"([{_CJK}]{{2,4}}?)"
    r"(?:則|也|就|便|又|卻|還)?"  # 志豪則表示
    r"(?:提議|表示|指出|回應|認為|坦承|供稱|證稱|陳稱|強調|抱怨|解釋|回答|答道|說"
    r"|(?:答|問|道)(?=[:「]))",  # a dialogue tag: 冠宇答：「…」
    re.MULTILINE,
)
_BODY_END = set("會局處所司院部館店行社隊組課科室廳署府市縣區鄉鎮村里")


# a nickname before a verb of saying (老K 說, 大頭說, 阿凱也說): 小 / 阿 / 老 and one or two
# capitals, 小 / 阿 / 老 / 大 and a character, or a doubled character; adverbs of manner shaped like
# one (小聲說, 老實說, 大概說) are words of data/not_names.txt, doubled adverbs (剛剛說, 慢慢說)
# words of data/doubled_words.txt
_NICK_SPEECH = re.compile(
    r"(?:^|(?<=[\n，,。、；;：:！!？?）)」』\] \u3000]))"
    f"([小阿老][A-Z]{{1,2}}|[小阿老大][{_CJK}]|([{_CJK}])\\2)"
    r"[ ]?(?:則|也|就|又|還)?(?:說|表示|講|提到|回說)"
)


def speech_hits(s: str, taken) -> list[tuple[str, int, int]]:
    """Suspects by surname and names before a verb of saying in ``s``; ``taken(a, b)``: True
    where ``[a, b)`` touches an issued pseudonym or a kept name."""
    from worker.residual.reader import common_surnames

    common, double = common_surnames()
    _, _, stop, never = _words()
    out: list[tuple[str, int, int]] = []
    for m in _SUSPECT.finditer(s):
        a = m.start(1)
        if s[a] in common and not taken(a, a + 1):
            out.append((SURNAME_SUSPECT, a, a + 1))
    for m in _SPEECH.finditer(s):
        v, a = m.group(1), m.start(1)
        if given_pair(v) and not taken(a, a + 2):
            out.append((NAME_BEFORE_SPEECH, a, a + 2))  # 「…」淑芬說, ，志豪則表示
            continue
        sl = 2 if v[:2] in double else 1 if v[0] in common else 0
        if (
            not sl
            or not 1 <= len(v) - sl <= 2
            or not name_shaped(v)
            or v[-1] in _BODY_END
            or v in never
            or v.startswith(stop)
            or taken(a, a + len(v))
        ):
            continue
        out.append((NAME_BEFORE_SPEECH, a, a + len(v)))
    for m in _NICK_SPEECH.finditer(s):
        v, (a, b) = m.group(1), m.span(1)
        doubled = len(v) == 2 and v[0] == v[1] and v in _doubled_words()  # 剛剛說, 慢慢說
        if v not in never and not v.startswith(stop) and not doubled and not taken(a, b):
            out.append((NAME_BEFORE_SPEECH, a, b))
    return out


# A chat app's notice line, the whole line (馮某某新增了豪豪和某某, 某某邀請阿凱加入群組,
# ［小胖已收回訊息］, 阿凱已退出群組): what stands for the members there are display names, a
# person's whatever their shape, unless a pseudonym, a kept name or a pronoun (你已收回訊息). A line
# of 新增了 / 邀請 is a notice when it carries a time stamp or a pseudonym adds (公司新增了兩位員工
# is a sentence).
NAME_IN_CHAT_NOTICE = "name_in_chat_notice"
_MEMBER = r"[^\s：:，,。、［］\[\]（）()「」]{1,20}?"
_NOTICE = re.compile(
    r"(?m)^[ \t\u3000]*"
    r"(?P<at>[\[【(（［]?[0-9:/.\- 上下午]{4,22}[\]】)）］]?[ \t\u3000]*)?[［\[【]?"
    rf"(?:(?P<by>{_MEMBER})(?:新增了|邀請了?)(?P<them>{_MEMBER}(?:(?:和|、)\s?{_MEMBER})*)"
    r"(?:加入(?:群組|聊天)?)?"
    rf"|(?P<one>{_MEMBER})(?:已?退出群組|已?收回(?:了)?訊息|已?加入(?:群組|聊天))"
    r")[］\]】]?[ \t\u3000]*$"
)
_MEMBER_SPLIT = re.compile(r"\s?(?:和|、)\s?")
_PRONOUNS = frozenset("你您妳我他她") | {"你們", "我們", "他們", "她們", "大家"}


def chat_notice_hits(s: str, taken) -> list[tuple[str, int, int]]:
    """Display names in a chat app's notice lines of ``s``; ``taken(a, b)``: True where
    ``[a, b)`` touches an issued pseudonym or a kept name."""
    out: list[tuple[str, int, int]] = []
    for m in _NOTICE.finditer(s):
        if m.group("by") and not (m.group("at") or taken(m.start("by"), m.end("by"))):
            continue
        spans = [(m.start(g), m.end(g)) for g in ("by", "one") if m.group(g)]
        if m.group("them"):
            pos = m.start("them")
            for part in _MEMBER_SPLIT.split(m.group("them")):
                at = s.index(part, pos)
                spans.append((at, at + len(part)))
                pos = at + len(part)
        for a, b in spans:
            if b > a and s[a:b] not in _PRONOUNS and not taken(a, b):
                out.append((NAME_IN_CHAT_NOTICE, a, b))
    return out


# A given name standing alone after a kin or partner word (其子志豪, 胞弟俊傑, 女兒雅婷, 前妻淑芬,
# 媽（美玉）, 母 雅婷): two characters of data/given_name_chars.txt right after a word of
# data/kin_before_given.txt (a space, a bracket or a colon between), no ordinary word of
# data/not_given_pairs.txt or data/not_names.txt (女兒今年, 兒子國中, 太太家中), whoever else the
# text names. A surname-led name there is the role check's (兒子王大明); a nickname too (女兒小涵).
NAME_AFTER_KIN = "name_after_kin"


@lru_cache(maxsize=1)
def _kin_given() -> tuple[re.Pattern, frozenset[str], frozenset[str]]:
    from worker.residual import load_words

    kin = sorted(load_words("kin_before_given"), key=len, reverse=True)
    pattern = re.compile(
        "(?:" + "|".join(map(re.escape, kin)) + r")[ \u3000]?[（(：:]?[ \u3000]?"
        # one kin character set apart (母 雅婷, 媽（美玉）, 父：建宏), a gender word aside
        rf"|(?<![{_CJK}])[父母爸媽妻夫兄弟姊姐妹哥](?:[ \u3000]|[ \u3000]?[（(：:][ \u3000]?)"
    )
    return pattern, given_name_chars(), frozenset(load_words("not_given_pairs"))


def kin_given_hits(s: str, taken) -> list[tuple[str, int, int]]:
    """Given names alone after a kin word in ``s``; ``taken(a, b)``: True where ``[a, b)``
    touches an issued pseudonym or a kept name."""
    pattern, chars, pairs = _kin_given()
    _, _, stop, never = _words()
    out: list[tuple[str, int, int]] = []
    for m in pattern.finditer(s):
        p = m.end()
        v = s[p : p + 2]
        nickname = len(v) == 2 and v[0] in "小阿" and bool(_CJK_RE.fullmatch(v[1]))  # 我哥阿成
        if (
            len(v) < 2
            or not (nickname or all(c in chars for c in v))
            or v[1] in _NOT_GIVEN
            or v in pairs
            or v in never
            or s.startswith(stop, p)
            or taken(m.start(), p + 2)
        ):
            continue
        out.append((NAME_AFTER_KIN, p, p + 2))
    return out


# A given name alone in prose (issue 9, second wave): two characters of data/given_name_chars.txt,
# no ordinary word of data/not_given_pairs.txt or data/not_names.txt, right after a preposition or
# verb that takes a person or a time word opening a clause (交給雅琪保管, 曾向宗翰借款,
# 均由怡君經手, 隔天俊傑打電話: data/given_prose_before.txt), or opening a clause (after a comma,
# a full stop, a line's start, a numbered item's start or 是) before an adverb or verb of
# data/given_prose_after.txt (，惠婷早已把…, 是建宏先動手, 2. 承恩今晚先…).
GIVEN_IN_PROSE = "given_in_prose"


@lru_cache(maxsize=1)
def _given_prose() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    from worker.residual import load_words

    def alternation(name: str) -> str:
        words = sorted(load_words(name), key=len, reverse=True)
        return "|".join(map(re.escape, words))

    before = re.compile(f"(?:{alternation('given_prose_before')})(?=([{_CJK}]{{2}}))")
    after = re.compile(
        r"(?:^|(?<=[\n，,。；;！!？?」』]|是))"
        f"(?=([{_CJK}]{{2}})(?:{alternation('given_prose_after')}))",
        re.MULTILINE,
    )
    # a numbered item's start opens a clause too (2. 承恩今晚…, （三）宗翰已經…)
    item = re.compile(
        r"^[ \t\u3000]*[（(]?(?:\d{1,2}|[一二三四五六七八九十]{1,2})[.、．)）][ \t\u3000]*"
        f"(?=([{_CJK}]{{2}})(?:{alternation('given_prose_after')}))",
        re.MULTILINE,
    )
    return before, after, item


def given_in_prose_hits(s: str, taken) -> list[tuple[str, int, int]]:
    """Given names alone in prose positions of ``s``; ``taken(a, b)``: True where ``[a, b)``
    touches an issued pseudonym or a kept name."""
    out: list[tuple[str, int, int]] = []
    for pattern in _given_prose():
        for m in pattern.finditer(s):
            a = m.start(1)
            if given_pair(m.group(1)) and not taken(a, a + 2):
                out.append((GIVEN_IN_PROSE, a, a + 2))
    return out


# A nickname or a given name thanked in a chat or a note (心舜 感恩大頭 下次…, 謝謝阿凱！, 多謝
# 淑芬～): a word of thanks, then a nickname's shape (小 / 阿 / 老 / 大 and a character, a doubled
# character), a given pair or a common surname and two characters, standing alone (a space, a mark
# or the line's end after it); ordinary words after thanks (大家, 老師, 大會) are no name
# (data/not_names.txt, kin words, roles and titles).
NAME_THANKED = "name_thanked"
_THANKS = re.compile(
    r"(?:感恩|謝謝|多謝|感謝|謝啦|謝了|謝囉)[ \u3000]?"
    f"([{_CJK}]{{2,3}}?)"
    r"(?=[ \t\u3000！!～~，,。.…❤♥🙏😊😄😂]|$|下次|喔|哦|啦|呀)",
    re.MULTILINE,
)


def thanks_hits(s: str, taken) -> list[tuple[str, int, int]]:
    """Names after a word of thanks in ``s``; ``taken(a, b)``: True where ``[a, b)`` touches an
    issued pseudonym or a kept name."""
    from worker.residual.reader import common_surnames

    common, _ = common_surnames()
    _, _, stop, never = _words()
    out: list[tuple[str, int, int]] = []
    for m in _THANKS.finditer(s):
        v, (a, b) = m.group(1), m.span(1)
        if v in never or v.startswith(stop) or taken(a, b):
            continue
        nickname = len(v) == 2 and (v[0] in "小阿老大" or v[0] == v[1])  # 大頭, 阿凱, 豪豪
        if nickname or given_pair(v) or (len(v) == 3 and v[0] in common and name_shaped(v)):
            out.append((NAME_THANKED, a, b))
    return out


# What is left of a handle whose name part was replaced (issue 9, second wave): a person's
# pseudonym joined by a hyphen or an underscore to a word that ends at a quote, a bracket, a space
# or the line (「〔fake〕-招財」, 〔fake〕_0816), or that word and a hyphen before the pseudonym
# (「招財-〔fake〕」): a display name or a login built on the name, personal as a whole. A file's
# title before an underscore (勞報單_〔fake〕.pdf), its extension, a role (〔fake〕-經理) are none.
HANDLE_FRAGMENT = "handle_fragment"
_FRAGMENT_WORD = f"[{_CJK}A-Za-z0-9]{{1,12}}"
_FRAGMENT_AFTER = re.compile(f'[-_‧·]({_FRAGMENT_WORD})(?=[」』”"）)\\]】：:，, \\t\\n]|$)')
_FRAGMENT_BEFORE = re.compile(f'(?:^|(?<=[「『“"（(\\[【 \\t\\n]))({_FRAGMENT_WORD})[-‧·]$')


def handle_fragment_hits(s: str, persons: Iterable[str], taken) -> list[tuple[str, int, int]]:
    """Fragments of a handle beside a pseudonym in ``s``; ``persons``: the person pseudonyms;
    ``taken(a, b)``: True where ``[a, b)`` touches an issued pseudonym or a kept name."""
    never = _words()[3]
    out: list[tuple[str, int, int]] = []
    for v in {v for v in persons if v and not v.isdigit()}:
        for m in re.finditer(re.escape(v), s):
            after = _FRAGMENT_AFTER.match(s, m.end())
            before = _FRAGMENT_BEFORE.search(s, max(0, m.start() - 14), m.start())
            for f in (after, before):
                if f and (not f.group(1).isdigit() or len(f.group(1)) >= 3):
                    x, y = f.span(1)
                    if f.group(1) not in never and not taken(x, y):
                        out.append((HANDLE_FRAGMENT, x, y))
    return out


# A surname standing alone where someone signs or is named (主任核章：謝, 覆核：總稽核上官, 經辦
# 林, 請洽 … 分機 47 周。), after a Latin honorific (由國際處 Ms. 黃 協助, Dr.陳), and a Latin given
# name after a signing label (簽名：Thu): the detector left the original. The labels are
# data/sign_labels.txt; a role word or a title of the tables may stand between the label and the
# surname; the surname is a common one of the table (or a two-character one) and ends the field (a
# line end, two spaces, a bracket, a comma, a full stop) unless an honorific stands before it.
SURNAME_SIGNED = "surname_signed"
SURNAME_AFTER_HONORIFIC = "surname_after_honorific"
_FIELD_END = (
    r"(?=[ \t]{2,}|[ \t]*(?:\n|$|[）)】」』，,。；;、/／|｜]))"  # two spaces: the next field
)
_HONORIFICS = r"(?<![A-Za-z])(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Madam|Mdm)\.?[ ]?"


@lru_cache(maxsize=1)
def _signed_patterns() -> tuple[re.Pattern, re.Pattern, re.Pattern, re.Pattern]:
    from worker.residual import load_words
    from worker.residual.reader import common_surnames

    common, double = common_surnames()
    sur = "|".join(map(re.escape, sorted([*double, *common], key=len, reverse=True)))
    labels = "|".join(map(re.escape, sorted(load_words("sign_labels"), key=len, reverse=True)))
    held = sorted([*load_words("roles"), *load_words("titles")], key=len, reverse=True)
    roles = "|".join(map(re.escape, held))
    signed = re.compile(
        rf"(?:{labels})([ \t]*[：:]?[ \t]*(?:(?:{roles})[ \t]*)?)({sur}){_FIELD_END}"
    )
    extension = re.compile(rf"(?:分機|轉)[ ]?[:：]?[ ]?\d{{2,5}}[ ]?({sur}){_FIELD_END}")
    honorific = re.compile(rf"{_HONORIFICS}({sur})")
    latin = re.compile(
        r"(?:簽名|簽章|簽收)[ \t]*[：:][ \t]*([A-Z][a-z]{1,14}(?: [A-Z][a-z]{1,14})?)"
        r"(?![A-Za-z])"
    )
    return signed, extension, honorific, latin


def signed_surname_hits(s: str, taken) -> list[tuple[str, int, int]]:
    """Surnames alone where someone signs or is named, after an honorific, and Latin given names
    after a signing label; ``(check, start, end)`` in ``s`` (the NFKC view)."""
    signed, extension, honorific, latin = _signed_patterns()
    out: list[tuple[str, int, int]] = []
    for pat, kind in (
        (signed, SURNAME_SIGNED),
        (extension, SURNAME_SIGNED),
        (honorific, SURNAME_AFTER_HONORIFIC),
        (latin, "latin_name"),
    ):
        for m in pat.finditer(s):
            if pat is signed and not m.group(1) and len(m.group(2)) == 1:
                continue  # 簽收單, 紀錄表: a form's word glued to the label, no field
            a, b = m.span(pat.groups)
            if not taken(a, b):
                out.append((kind, a, b))
    return out


# Names listed before a count of people (尚有小米、胖虎等5人未繳, 由志豪、阿凱等三人輪值): the
# items of a list closed by 等 and a number of persons (人 / 名 / 位) are people; an item with a
# name's shape (a nickname's 小 / 阿 and a character or a doubled character, a given pair, a common
# surname and one or two characters) that no pseudonym holds is one left. Kin, role and title words
# and ordinary words (老師、家長等30人; data/not_names.txt) are none.
NAME_COUNTED = "name_counted"
_COUNTED = re.compile(
    f"((?:[{_CJK}]{{2,3}}、)+[{_CJK}]{{2,3}})等 ?(?:\\d+|[一二兩三四五六七八九十]+) ?(?:人|名|位)"
)


def counted_hits(s: str, taken) -> list[tuple[str, int, int]]:
    """Names in a list closed by a count of people in ``s``; ``taken(a, b)``: True where
    ``[a, b)`` touches an issued pseudonym or a kept name."""
    from worker.residual.reader import common_surnames

    common, _ = common_surnames()
    _, _, stop, never = _words()
    doubled = _doubled_words()
    out: list[tuple[str, int, int]] = []
    for m in _COUNTED.finditer(s):
        pos = m.start(1)
        for k, item in enumerate(m.group(1).split("、")):
            a = pos
            pos += len(item) + 1
            if k == 0 and len(item) == 3 and not name_shaped(item):
                item, a = item[1:], a + 1  # 有小米、…: the clause's word before the first item
            v = item
            if v in never or v in doubled or v.startswith(stop) or taken(a, a + len(v)):
                continue
            nickname = len(v) == 2 and (v[0] in "小阿" or v[0] == v[1]) and v[1] not in _NOT_GIVEN
            if nickname or given_pair(v) or (v[0] in common and name_shaped(v)):
                out.append((NAME_COUNTED, a, a + len(v)))
    return out
