"""The commenters of a forum post, a social-media thread or a blog's comment section: the nickname
that opens each comment (小熊軟糖：…, ⏎　└ 晴天娃娃0721：…, 陳阿宏　我剛剛…, Wendy Kao：@Shirley …).

A nickname is whatever the commenter chose (法律系路人甲, Momo不想上班, 路過的社工): no
surname, no name shape, often ordinary words. What makes it a person's handle is its place:
**a comment section**, opened by a header line (留言, 留言（46）, 回應（12）, 推文,
Comments), where every comment line opens with its author's nickname before a colon, a tab or
a full-width space, and a reply line opens with a reply mark (└, ↳) first. Each such nickname
is replaced as a person, and so is every other occurrence of a nickname that is no short
ordinary word (發文者：晴天娃娃0721 above the section, @Shirley inside a comment).

**Not**: a section's role words (樓主, 版主, 原PO, 匿名, 管理員: ``NOT_COMMENTERS``), field labels
(地址：, 補充：), a header that carries its own note (回覆（岑佳蓉，同日 14:05）：: the reply of a
letter, read by the person readers), and anything after the section ends (two lines that open with
no nickname, or two blank lines).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from worker.detect.lexicon import FORM_LABEL_WORDS, NEVER_NAMES, field_labels, real_words
from worker.detect.persons import is_cjk
from worker.text.spans import PERSON, REPLACE, Span

__all__ = ["comment_names"]

# The header line that opens a comment section (its count in brackets may follow).
_SECTION = re.compile(
    r"^[ \t\u3000]*(?:留言|回應|網友留言|網友回應|推文|評論|Comments?|Replies)[ \t]*"
    r"(?:[（(][0-9０-９]{1,5}[ 則]*[)）])?[ \t]*[：:]?[ \t]*$",
    re.MULTILINE,
)
# A comment line: an optional reply mark, the nickname, then a colon, a tab or a full-width space.
_COMMENT = re.compile(
    r"[ \t\u3000]*(?:[└↳>][ \t\u3000]*)?"
    r"(?P<nick>[^\s：:，,。！!？?「」@#]{2,16}(?: [^\s：:，,。！!？?「」@#]{1,12}){0,2}?)"
    r"(?:[ \t]*[：:]|\t|\u3000)"
)
NOT_COMMENTERS = frozenset(
    {
        "樓主",
        "版主",
        "板主",
        "原PO",
        "原po",
        "原Po",
        "匿名",
        "網友",
        "管理員",
        "小編",
        "系統",
        "作者",
    }
)


def _nickname_ok(nick: str) -> bool:
    return not (
        nick in NOT_COMMENTERS
        or nick in NEVER_NAMES
        or nick in field_labels()
        or nick in FORM_LABEL_WORDS
        or nick.isdigit()
        or re.fullmatch(r"[0-9０-９/:\-. ]+", nick) is not None  # a time or a date
    )


def _spread(nick: str) -> bool:
    """Whether every occurrence of ``nick`` names the commenter (not 阿敏, a word-sized name)."""
    cjk = all(is_cjk(c) for c in nick)
    return len(nick) >= 3 and not (cjk and nick in real_words())


def comment_names(text: str) -> Iterable[Span]:
    """The commenters of every comment section of ``text``, as person spans."""
    found: dict[str, list[tuple[int, int]]] = {}
    for header in _SECTION.finditer(text):
        pos = header.end() + 1
        misses = blanks = 0
        while pos < len(text) and misses < 2 and blanks < 2:
            end = text.find("\n", pos)
            end = len(text) if end == -1 else end
            line = text[pos:end]
            m = _COMMENT.match(text, pos, end)
            blanks = blanks + 1 if not line.strip() else 0
            if blanks:
                pass
            elif m and _nickname_ok(m.group("nick")):
                misses = 0
                found.setdefault(m.group("nick"), []).append((m.start("nick"), m.end("nick")))
            else:
                misses += 1
            pos = end + 1
    for nick, places in found.items():
        seen = set(places)
        if _spread(nick):
            i = text.find(nick)
            while i != -1:
                seen.add((i, i + len(nick)))
                i = text.find(nick, i + 1)
        for a, b in sorted(seen):
            yield Span(a, b, PERSON, REPLACE, "rule:person_commenter", 0.75)
