"""Public servants acting in role (issue 12): an agency's staff named in their post in a document of
that agency or about its act are officials, kept as the outside authors label them.

A post (``worker/data/public_servant_roles.txt``: 稽查人員, 值勤主管, 管理員, 科長 …) or a township
office's unit before a name (``public_units.txt``: 農業課, 民政課) names an official where the text
shows the public body:

* the line names an agency before the person (考驗員：某監理所派駐 某某, 寄件者：某環境保護局
  空噪科 某某) or the agency speaks of itself in the same sentence (本署觀護人室個案管理人某某);
* the line above names an agency (a signature: 某市政府某局 某科 / 承辦人 某某; a party:
  被告 某國稅局 / 代表人 某某);
* the post heads a field of a document the agency issues (:func:`public_document`: its name on
  the first line, the sender's line of a reply) and is not running prose (值勤主管：某某　登記：某某
  in a prison's visit log, 主持人：某某科長 in an office's minutes);
* or the post exists only in a public body (戒護人員, 督察員: flag ``public``).

A line that names a private body (``private_body_words.txt``: a bank, a firm, a clinic) holds a
private person, and so does a post chained to a party's role (證人即管理員某某): they stay
replaced. A 訴訟代理人 is counsel with a profession's title after the name (flag ``counsel``), a
代理人 before a notary acts in the deed (flag ``notary``). ``DEID_KEEP_PUBLIC_SERVANTS=false``
(``worker.config.Settings.keep_public_servants``) turns this keeping off: every such servant is
then a person, as before.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from functools import lru_cache
from typing import NamedTuple

from worker.detect.agencies import find_agencies, find_public_bodies
from worker.detect.lexicon import (
    agency_staff_roles,
    keep_public_servants,
    private_body_re,
    role_nouns,
    word_list,
)
from worker.text import scan
from worker.text.fold import NO_BREAKS, Breaks
from worker.text.spans import KEEP, OFFICIAL, PERSON, Span

SOURCE = "rule:person_public_servant"


def _public_bodies(text: str) -> list[Span]:
    """The agencies whose naming shows a public body for a servant's evidence: courts,
    prosecutors' offices and government agencies, and the public bodies of the name grammar
    whose staff are its own (健保署, 衛生局, 某市調解委員會) — not a centre (資源中心, 療育綜合服務
    中心, 防治中心), which a contracted private operator often runs (個管員：某某（某市早期療育
    綜合服務中心） is the gold's person)."""
    found = list(find_agencies(text))
    found += [b for b in find_public_bodies(text) if "中心" not in text[b.start : b.end]]
    return sorted(found, key=lambda sp: (sp.start, -sp.end))


NameReader = Callable[[str, int, Breaks], "tuple[int, int] | None"]


class Post(NamedTuple):
    word: str
    flags: frozenset[str]


@lru_cache(maxsize=1)
def public_servant_posts() -> tuple[Post, ...]:
    """The posts of ``public_servant_roles.txt`` with their flags, longest first."""
    posts = [Post(w, frozenset()) for w in agency_staff_roles()]  # 承辦人 of issue 11
    for line in word_list("public_servant_roles.txt"):
        word, *flags = line.split()
        posts.append(Post(word, frozenset(flags)))
    # A township office's unit stands where a post would (名間鄉公所農業課 某某, 製表：農業課
    # 某某), before a space or a colon only.
    posts.extend(Post(word, frozenset({"sep", "unit"})) for word in word_list("public_units.txt"))
    return tuple(sorted(posts, key=lambda p: len(p.word), reverse=True))


@lru_cache(maxsize=1)
def _counsel_titles() -> tuple[str, ...]:
    return tuple(sorted(word_list("public_servant_counsel.txt"), key=len, reverse=True))


def _spaced(word: str) -> str:
    return "[ \u3000]*".join(map(re.escape, word))


@lru_cache(maxsize=1)
def _post_re() -> re.Pattern[str]:
    return re.compile(
        "|".join(f"(?P<p{i}>{_spaced(p.word)})" for i, p in enumerate(public_servant_posts()))
    )


@lru_cache(maxsize=1)
def _title_re() -> re.Pattern[str]:
    titles = [p.word for p in public_servant_posts() if "title" in p.flags]
    return re.compile("|".join(map(re.escape, titles)))


def keep_enabled() -> bool:
    """``DEID_KEEP_PUBLIC_SERVANTS`` (default true)."""
    return keep_public_servants()


@lru_cache(maxsize=1)
def _party_roles() -> tuple[str, ...]:
    return tuple(word_list("party_roles_chained.txt"))


# An agency speaking of itself (本局, 本署, 本府, 本分局).
_SELF = re.compile(r"本(?:分局|分署|局|署|府)")  # 本所, 本院, 本會 are a firm's, a hospital's too
# Decisions and statements of a court or a prosecutor: the people they name keep their own roles.
_JUDICIAL = re.compile(r"判決|裁定|起訴書|處分書|筆錄|聲請書|訴狀|答辯狀")
# A recipient's line: an agency named there receives the document, it does not issue it.
_RECIPIENT = re.compile(r"受文者|收件者|收件人|致[：:]|To[：:]|副本")
_SENDER = re.compile(r"[ \u3000]*(?:寄件者|寄件人|發文機關|發文單位|From)[ \u3000]*[：:][ \u3000]*")
_SEPARATORS = " \u3000\t：:"
_CLAUSE_END = "。；;！!？?\n"
_HEAD_LINES = 3


def _lines(text: str, breaks: Breaks = NO_BREAKS) -> list[tuple[int, int]]:
    """The lines of ``text`` as (start, end); in a compact view a joined line starts a line of its
    own, as it does in the text."""
    out, start = [], 0
    for line in text.split("\n"):
        end = start + len(line)
        cuts = sorted(j for j in breaks.joined if start < j < end)
        for c in cuts:
            out.append((start, c))
            start = c
        out.append((start, end))
        start = end + 1
    return out


def _names_agency(line: str) -> bool:
    return any(True for _ in _public_bodies(line))


def _private_letterhead(head: str) -> bool:
    """A first line that opens with a private body's name (恆遠人力仲介有限公司　移工資料表):
    a private body's word before any agency on it."""
    private = private_body_re().search(head)
    if private is None:
        return False
    return all(s.start > private.start() for s in _public_bodies(head))


def public_document(text: str) -> bool:
    """True when a public body issues this document: an agency named on one of its first lines
    that is no recipient's (法務部矯正署某看守所　接見登記簿, 書信登記簿　某監獄), or after a
    sender's label (寄件者：某環境保護局 …); not a court's or a prosecutor's decision or record,
    and not under a private body's name."""
    head = [line for line in text[:1500].split("\n") if line.strip()][:_HEAD_LINES]
    if any(_JUDICIAL.search(line) for line in head[:2]):
        return False
    if head and _private_letterhead(head[0]):
        return False
    for line in head:
        if _RECIPIENT.search(line) or private_body_re().search(line):
            continue
        if _names_agency(line):
            return True
    for m in re.finditer(r"^.*$", text, re.MULTILINE):
        sender = _SENDER.match(m.group(0))
        if sender and any(s.start == sender.end() for s in _public_bodies(m.group(0))):
            return True
    return False


@lru_cache(maxsize=1)
def _attendance_re() -> re.Pattern[str]:
    words = sorted(word_list("attendance_labels.txt"), key=len, reverse=True)
    return re.compile(r"[ \u3000\t]*(?:" + "|".join(map(re.escape, words)) + r")[ \u3000]*[：:]")


def _agency_party(text: str, lines: list[tuple[int, int]], li: int, a: int) -> bool:
    """An agency named as a party on the line above (被告 某國稅局 / 代表人 某某) or before the
    post on its line (被告某市政府，代表人某某)."""
    s, _ = lines[li]
    if any(sp.end <= a - s for sp in _public_bodies(text[s:a])) and not private_body_re().search(
        text[s:a]
    ):
        return True
    prev = li - 1
    while prev >= 0 and not text[lines[prev][0] : lines[prev][1]].strip():
        prev -= 1
    return prev >= 0 and _heads_with_agency(text[lines[prev][0] : lines[prev][1]])


def _party_before(text: str, a: int, line_start: int) -> bool:
    """A party's role earlier in the clause (證人即管理員某某, 被告兼科長某某)."""
    clause = text[line_start:a]
    cut = max(clause.rfind(c) for c in "，,。；;")
    clause = clause[cut + 1 :]
    return any(r in clause for r in _party_roles())


def _field_position(line: str, at: int, spaced: bool = False) -> bool:
    """The post heads a field of its line: at its start (after a list mark or a label and colon),
    or after a space run or a bracket that ends the field before (值勤主管：某某　登記：某某)."""
    before = line[:at]
    if not before.strip(" \u3000\t"):
        return True
    if spaced or re.search(r"[：:][^：:]*[ \t]$", before):
        return True  # 值勤主管：某某 登記：某某 (the view removed or narrowed the space)
    if re.fullmatch(
        r"[ \u3000\t]*(?:[一二三四五六七八九十\d]+[、.．)）]|[・•\-*])?[ \u3000]*", before
    ):
        return True
    label = re.fullmatch(r"[ \u3000\t]*[\u4e00-\u9fff]{1,8}[ \u3000]*[：:][ \u3000]*", before)
    if label:
        return True
    return bool(re.search(r"[ \u3000\t]{2,}$|\u3000$|[ \u3000]*[｜|][ \u3000]*$", before))


def _evidence(
    text: str,
    lines: list[tuple[int, int]],
    li: int,
    a: int,
    name_start: int,
    post: Post,
    public_doc: bool,
    private_doc: bool,
    breaks: Breaks = NO_BREAKS,
) -> bool:
    s, e = lines[li]
    line = text[s:e]
    if private_body_re().search(line) or _RECIPIENT.search(line):
        return False
    if post.word not in ("代表人",) and _party_before(text, a, s):
        return False
    if _attendance_re().match(line):
        return False  # 列席：某區公所課員 某某: attending another body's meeting
    if "public" in post.flags:
        return True
    if "gov" in post.flags and _school_or_hospital(text):
        return False  # a university's appeals committee: its members are the school's staff
    if "party" in post.flags:
        return _agency_party(text, lines, li, a)
    if "unit" in post.flags and any(sp.end == a - s for sp in _public_bodies(line)):
        return True  # 名間鄉公所農業課 某某: the office named with its unit, whoever's form it is
    before = text[s:name_start]
    named = list(_public_bodies(before))
    if named and not private_doc:
        return True
    if any(
        sp.start >= a - s or (sp.end <= a - s and _OWN_UNIT.fullmatch(text[s + sp.end : a]))
        for sp in named
    ):
        return True  # 健保署北區業務組 專員某某 來電: the agency's own, whoever's memo it is
    if private_doc:
        return False  # under a firm's or a bank's letterhead: its own staff
    clause_start = max(text.rfind(c, s, a) for c in _CLAUSE_END)
    if _SELF.search(text, max(s, clause_start + 1), a):
        return True
    prev = li - 1
    while prev >= 0 and not text[lines[prev][0] : lines[prev][1]].strip():
        prev -= 1
    if prev >= 0 and li - prev <= 2 and _field_position(line, a - s, a in breaks.spaced):
        above = text[lines[prev][0] : lines[prev][1]]
        if _heads_with_agency(above):
            return True
    return public_doc and _field_position(line, a - s, a in breaks.spaced)


_CJK = re.compile(r"[\u4e00-\u9fff]")
# Between an agency and its servant's post in a firm's document: the agency's unit, or nothing
# (健保署北區業務組 專員; not 勞動部 1234 號（私立就業服務機構） 承辦：, a permit's issuer).
_OWN_UNIT = re.compile(r"[\u4e00-\u9fff]{0,10}[ \u3000]*")
# The last character of a unit's or an agency's name, glued before a post (管制科科員, 本局專員).
_UNIT_END = "室科課組股隊處局署所府部會站"
# A unit of the agency, or how its staff is posted, between the agency and the name (空噪科,
# 派駐, 第二課): a word of up to eight characters, then a space.
_UNIT = re.compile(r"[\u4e00-\u9fff]{1,8}[ \u3000]+")
_SENDER_LINE = re.compile(
    r"^[ \u3000]*(?:寄件者|寄件人|From)[ \u3000]*[：:][ \u3000]*", re.MULTILINE
)


def _past_agency(text: str, pos: int) -> int:
    """Where the name starts when an agency and a unit or a posting stand before it (考驗員：
    某監理所派駐 某某, 寄件者：某環境保護局 空噪科 某某); ``pos`` when no agency starts there."""
    head = next((s for s in _public_bodies(text[pos : pos + 40]) if s.start == 0), None)
    if head is None:
        return pos
    q = pos + head.end
    while q < len(text) and text[q] in " \u3000":
        q += 1
    unit = _UNIT.match(text, q)
    if unit and not re.match(r"[ \u3000]", text[q - 1 : q] or "x") and q == pos + head.end:
        return unit.end()  # 某監理所派駐 某某: the posting glued to the agency
    if unit and q > pos + head.end:
        return unit.end()  # 某局 空噪科 某某
    return q


# A school's or a hospital's name: its staff and its committees' members are persons.
_SCHOOL_OR_HOSPITAL = re.compile(r"(?:大學|學校|中學|小學|國小|國中|高中|醫院|院區)$")


@lru_cache(maxsize=4)
def _school_or_hospital(text: str) -> bool:
    """The document's first lines name a school or a hospital (國立某大學學生申訴評議委員會); read
    once per document, not once per committee member."""
    head = "\n".join([line for line in text[:1500].split("\n") if line.strip()][:_HEAD_LINES])
    return any(_SCHOOL_OR_HOSPITAL.search(head[b.start : b.end]) for b in _public_bodies(head))


def _body_before(text: str, at: int) -> bool:
    """A public body's name ends right at ``at`` (社會局某某局長)."""
    lo = max(0, at - 20)
    return any(b.end == at - lo for b in _public_bodies(text[lo:at]))


def _list_item_end(text: str, end: int) -> bool:
    return end >= len(text) or text[end] in " \u3000\t、，,。；;（(<＜\n前等"


_LABEL = re.compile(r"[ \u3000\t]*(?:[\u4e00-\u9fff][ \u3000]*){1,6}[：:]?[ \u3000]*")


def _heads_with_agency(line: str) -> bool:
    """A line that opens with an agency (a signature: 某市政府某局 某科), or with a party's label
    and an agency (被告：某國稅局); not a court's heading, a recipient's or a private body's
    line."""
    if _JUDICIAL.search(line) or _RECIPIENT.search(line) or private_body_re().search(line):
        return False
    return any(_LABEL.fullmatch(line[: s.start]) or not line[: s.start].strip(" \u3000\t")
               for s in _public_bodies(line))  # fmt: skip


class Servant(NamedTuple):
    start: int
    end: int
    surname_len: int
    cover_end: int  # where the name's title ends (某某科長, 某某（局長）), else ``end``
    beside: bool = False  # kept only beside another servant on its line


def find_public_servants(
    text: str, read_name: NameReader, breaks: Breaks = NO_BREAKS
) -> list[Servant]:
    """The public servants named in role in ``text`` (see the module's docstring)."""
    if not keep_enabled():
        return []
    posts = public_servant_posts()
    lines = _lines(text, breaks)
    starts = [
        s for s, _e in lines
    ]  # ascending: a position's line is the last that starts at or before it

    def line_of(pos: int) -> int:  # the last line that starts at or before ``pos``
        return bisect_right(starts, pos) - 1

    public_doc: bool | None = None
    head = next((line for line in text[:500].split("\n") if line.strip()), "")
    private_doc = _private_letterhead(head)
    notary = "公證人" in text and ("公證書" in text or "本公證人" in text)
    out: list[Servant] = []

    def is_public_doc() -> bool:
        nonlocal public_doc
        if public_doc is None:
            public_doc = public_document(text)
        return public_doc

    for m in scan.finditer(_post_re(), text):
        post = posts[int(next(k for k, v in m.groupdict().items() if v is not None)[1:])]
        a, pos = m.start(), m.end()
        glued = pos < len(text) and text[pos] not in _SEPARATORS
        if (
            "title" in post.flags
            and a > 0
            and _CJK.match(text[a - 1])
            and text[a - 1] not in _UNIT_END
            and "public" not in post.flags  # 由立委某某, 臺北市議員某某
        ):
            continue  # 需評專員, 理財專員: another post ending in one
        if glued and "sep" in post.flags:
            continue
        while pos < len(text) and text[pos] in _SEPARATORS:
            pos += 1
        if _post_re().match(text, pos):
            continue  # 聯絡人：督察員某某: the post chained after decides
        pos = _past_agency(text, pos)
        found = read_name(text, pos, breaks)
        if found and text[pos : found[0]] in role_nouns():
            found = None  # 議員候選人某某, 議員助理某某: another role, not the post's holder
        while found:
            end, sl = found
            cover = end
            after = text[end : end + 6]
            if "counsel" in post.flags:
                t = re.match("[ \u3000]*(?:" + "|".join(_counsel_titles()) + ")", after)
                if not t:
                    break
                cover = end + t.end()
            elif "notary" in post.flags:
                if not notary:
                    break
            elif not _evidence(
                text, lines, line_of(a), a, pos, post, is_public_doc(), private_doc, breaks
            ):
                break
            out.append(Servant(pos, end, sl, cover, "beside" in post.flags))
            if cover < len(text) and text[cover] in "、及與暨和,，" and "counsel" not in post.flags:
                pos = cover + 1  # 稽查人員某某、某某: a list of the same post
                found = read_name(text, pos, breaks)
                if found and not _list_item_end(text, found[0]):
                    found = None
            else:
                found = None
    for m in _SENDER_LINE.finditer(text):
        pos = _past_agency(text, m.end())
        if pos == m.end() or private_body_re().search(m.group(0)):
            continue
        found = read_name(text, pos, breaks)
        if found and _list_item_end(text, found[0]):
            out.append(Servant(pos, found[0], found[1], found[0]))
    # A name before a post that is a title (主持人：某某科長, 代表人 某某（局長）)
    for m in scan.finditer(_title_re(), text):
        a = m.start()
        bracket = a >= 1 and text[a - 1] in "（("
        name_end = a - 1 if bracket else a
        for length in (4, 3, 2):
            start = name_end - length
            if start < 0:
                continue
            found = read_name(text, start, breaks)
            if not found or found[0] != name_end:
                continue
            if (
                start > 0
                and text[start - 1] not in _SEPARATORS + "、，,（(「\n．.)）"
                and not _body_before(text, start)
            ):
                continue  # 社會局某某局長: the body glued before the name
            post = next(p for p in posts if p.word == m.group(0) and "title" in p.flags)
            if _evidence(
                text,
                lines,
                line_of(start),
                start,
                start,
                post,
                is_public_doc(),
                private_doc,
                breaks,
            ):
                out.append(Servant(start, name_end, found[1], m.end() + (1 if bracket else 0)))
            break
    beside = [v for v in out if v.beside]
    out = [v for v in out if not v.beside]
    out += [
        v for v in beside if any(line_of(w.start) == line_of(v.start) for w in out)
    ]  # 主持人：某某科長　記錄：某某: the keeper beside an official chair
    return out


def kept_public_servants(
    text: str, found: list[Span], read_name: NameReader, breaks: Breaks = NO_BREAKS
) -> list[Span]:
    """``found`` with each public servant in role an official kept: the person candidates on its
    name (or on its name and title) become officials, a post read as a name (督察員) is dropped,
    and an official span is added on the name."""
    servants = find_public_servants(text, read_name, breaks)
    if not servants:
        return found
    words = {p.word for p in public_servant_posts()}
    out = []
    for s in found:
        if s.type == PERSON and text[s.start : s.end] in words:
            continue
        hit = next(
            (
                v
                for v in servants
                if v.start <= s.start and s.end <= v.cover_end and s.start < v.end
            ),
            None,
        )
        if hit and s.type == PERSON and not s.short_form:
            s = Span(s.start, s.end, OFFICIAL, KEEP, s.source, s.score, s.surname_len)
        out.append(s)
    out.extend(Span(v.start, v.end, OFFICIAL, KEEP, SOURCE, 0.9, v.surname_len) for v in servants)
    return out
