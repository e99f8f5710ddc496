"""Names as people say them (persons C): call transcripts, voice messages, interviews, passport
forms read out or typed from a passport.

1. **A surname spelt aloud** (我姓陳，耳東陳，陳志明; 木子李李美華; 三點水的潘、潘俊宏; 免貴姓鄧):
   the description (its parts from worker/data/surname_spellings.txt, or a radical before the
   character: 三點水的, 草字頭的, 金字旁的) and a self-introduced 姓 give the surname; the name
   that starts with it on the same line, either side, is the person. The description words are no
   value; a name said only to spell the character (鄧光榮的鄧) stays.
2. **A self-introduction** (我是簡秀琴, 我叫做梁詠琪喔, 這邊是蔡明哲的家屬, 您好我是台新銀行
   的洪靖雯, 我是林冠宇本人): the name after 我是 / 這邊是 / 這裡是, or after the firm and 的 or a
   staff role there, where what follows ends it (a mark, 本人, 的 and a relation, a particle of
   speech, the next word of an unpunctuated transcript). A firm's staff is a person.
3. **Names in speech recognition output**: a name confirmed (請問是張建宏對嗎, 您是陳怡君本人嗎),
   a three-character name at a clause's start run into a pronoun and its verb or kin (李俊傑他昨天,
   鄭雅文她老公, 許建國喔他欠), into what it did (陳美玲跟我說, 林志豪打給我; no word at its start)
   or into a particle after a speaker tag (蔡宗翰啦); a name answering the turn before that asks
   for it (A：請問大名 / B：嗯，楊淑芬).
4. **A surname speaker tag beside role tags** (蒯：… / 客服：…): one surname opening a line before a
   colon in a transcript whose other speakers are roles (worker/data/transcript_roles.txt).
5. **Passport-order Latin names**: after Surname / Family name / Given name(s) / First name / Last
   name captions (Surname: TANAKA, Given names 名：Anna Maria), and a surname of two words before
   the comma (MARTINEZ GARCIA, Lucia).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from worker.detect.lexicon import (
    KIN_WORDS,
    NEVER_NAMES,
    NOT_A_NAME,
    OFFICIAL_ROLES,
    ROLES,
    TITLES,
    agency_staff_roles,
    english_words,
    latin_not_names,
    not_given_names,
    real_words,
    relation_words,
    surnames,
    word_list,
)
from worker.detect.persons import COMMON_SURNAMES, given_ok, read_name, surname_at
from worker.text.fold import NO_BREAKS, Breaks
from worker.text.spans import PERSON, REPLACE, Span

_OFFICIAL_ROLES = frozenset(OFFICIAL_ROLES)
_ROLE_WORDS = frozenset(r.replace(" ", "") for r in ROLES if len(r.replace(" ", "")) >= 2)
_TITLE_RE = re.compile("|".join(map(re.escape, TITLES)))


@lru_cache(maxsize=1)
def _spellings() -> dict[str, frozenset[str]]:
    """Description -> the surnames it spells (surname_spellings.txt)."""
    out: dict[str, set[str]] = {}
    for line in word_list("surname_spellings.txt"):
        parts = line.split()
        out.setdefault(parts[0], set()).update(parts[1:])
    return {k: frozenset(v) for k, v in out.items()}


@lru_cache(maxsize=1)
def _spelling_re() -> re.Pattern[str]:
    described = "|".join(sorted(map(re.escape, _spellings()), key=len, reverse=True))
    return re.compile(
        rf"(?P<desc>{described})(?:的|之)?(?P<sur>[\u4e00-\u9fff])"
        # a radical before the character: 三點水的潘, 草字頭的蔡, 金字旁的鍾, 雙人旁的徐
        r"|(?P<rad>三點水|兩點水|[\u4e00-\u9fff]字(?:旁|邊|頭|底)|[\u4e00-\u9fff](?:部首|字部))"
        r"(?:的|之)?(?P<rsur>[\u4e00-\u9fff])"
    )


# A surname said to introduce oneself or someone (敝姓溫, 我姓潘, 免貴姓鄧, 她姓蕭).
_SURNAME_SAID = re.compile(
    r"(?:敝姓|免貴姓|小姓|本姓|我姓|他姓|她姓|我們姓|人姓|是姓)([\u4e00-\u9fff])"
)
# A name at a boundary of speech: the line's start, a mark, a space, or the words that lead to it.
_OPEN = frozenset("，,。；;：:！!？?（(「『、／/ \t\n\u3000～~…")
_LEADS = (
    "名字是", "名字叫", "全名是", "全名叫", "全名", "叫做", "叫", "就是", "是", "然後", "那",
)  # fmt: skip
# A name said only to spell the character (鄧光榮的鄧, 蕭敬騰的蕭): no value.
_WINDOW = 30


_PARTICLES = frozenset(word_list("speech_particles.txt"))
_KIN_CHARS = frozenset("叔伯姨姑舅嬸媽爸哥姐姊弟妹公婆嫂爺奶")


def _line_bounds(text: str, pos: int) -> tuple[int, int]:
    a = text.rfind("\n", 0, pos) + 1
    b = text.find("\n", pos)
    return a, len(text) if b == -1 else b


def _opens_at(text: str, p: int, floor: int, anchors: list[tuple[int, int]]) -> bool:
    """A name may start at ``p``: a boundary, a leading word, or the end of a spelling before."""
    if p <= floor or text[p - 1] in _OPEN:
        return True
    if any(b == p for _, b in anchors):
        return True  # 木子李李美華: run on after the description
    return any(text.startswith(w, p - len(w)) and (p - len(w) <= floor or text[p - len(w) - 1]
               in _OPEN or any(b == p - len(w) for _, b in anchors)) for w in _LEADS)  # fmt: skip


def _plain_name(text: str, start: int, end: int, sl: int) -> bool:
    value = text[start:end]
    given = value[sl:]
    return not (
        end - start < 2
        or value in real_words()
        or value in NOT_A_NAME
        or value in NEVER_NAMES
        or value in _ROLE_WORDS
        or given in KIN_WORDS
        or given in relation_words()
        or given in not_given_names()
        or _TITLE_RE.match(text, start + sl)
        or (value[-1] == "人" and value[:-1] in real_words())  # 我是林口人: a place's people
        or any(c in _PARTICLES or c in _KIN_CHARS for c in given)  # 我是欽叔啦: kin, a particle
    )


def spelled_names(text: str) -> Iterable[Span]:
    """Kind 1 of the module docstring."""
    single, _ = surnames()
    anchors: list[tuple[int, int, str]] = []
    for m in _spelling_re().finditer(text):
        if m.group("desc"):
            sur = m.group("sur")
            if sur not in _spellings()[m.group("desc")]:
                continue
        else:
            sur = m.group("rsur")
            if sur not in single:
                continue
        anchors.append((m.start(), m.end(), sur))
    _, compound = surnames()
    for m in _SURNAME_SAID.finditer(text):
        a = m.start(1)
        sur = text[a : a + 2] if text[a : a + 2] in compound else m.group(1)
        if (len(sur) == 1 and sur not in single) or sur[0] in "氏名":  # 姓氏, 姓名: words
            continue
        anchors.append((a, a + len(sur), sur))
        # 免貴姓鄧, 敝姓溫, 敝姓歐陽: the surname said alone is a value
        yield Span(a, a + len(sur), PERSON, REPLACE, "rule:person_spelled", 0.8, len(sur), True)
    if not anchors:
        return
    spans = [(a, b) for a, b, _ in anchors]
    seen: set[int] = set()
    for a, b, sur in anchors:
        la, lb = _line_bounds(text, a)
        lo, hi = max(la, a - _WINDOW), min(lb, b + _WINDOW)
        for p in range(lo, hi):
            if not text.startswith(sur, p) or p in seen or any(x <= p < y for x, y in spans):
                continue
            if not _opens_at(text, p, la, spans):
                continue
            found = read_name(text, p)
            if not found or not found[1]:
                continue
            end, sl = found
            if text.startswith("的" + sur, end) or text.startswith("之" + sur, end):
                continue  # 鄧光榮的鄧: a name said to spell the character
            if not _plain_name(text, p, end, sl):
                continue
            seen.add(p)
            yield Span(p, end, PERSON, REPLACE, "rule:person_spelled", 0.85, sl)


# Kind 2: a self-introduction.
_INTRO = re.compile(
    r"(?:我是|我就是|我這邊是|我這裡是|這邊是|這裡是|敝人是|本人是|我叫做|我叫|我名字叫|我的名字是"
    r"|我的名字叫)"
)
_CLAUSE_STOP = frozenset("，,。；;！!？?\n：:「」（）()")
# What may follow a self-introduced name: a mark, 本人, 的 and a relation, a particle of speech,
# or the next word of an unpunctuated transcript.
_NAME_TAIL = re.compile(
    r"[，,。；;！!？?、…～~）)」』\s]|$|本人|的(?:家屬|家人|親屬|代理人|朋友|同事|"
    + "|".join(sorted(map(re.escape, {*KIN_WORDS, *relation_words()}), key=len, reverse=True))
    + r")|["
    + "".join(sorted(word_list("speech_particles.txt")))
    + r"啊]|那個|然後|想|要|打|跟|這邊|今天|上次|上禮拜|之前|剛剛"
    r"|我|有|在|是|會|來|已經|請問|麻煩|要問"
)


def _name_before(text: str, q: int, tail: re.Pattern[str]) -> tuple[int, int] | None:
    """A surname and one or two given characters at ``q`` that ``tail`` follows; the longer
    given name first (陳怡君本人: not 陳怡 before 君)."""
    sl = surname_at(text, q)
    if not sl:
        return None
    for length in (2, 1):
        end = q + sl + length
        if given_ok(text, q + sl, length) and tail.match(text, end):
            return end, sl
    return None


@lru_cache(maxsize=1)
def _intro_staff() -> tuple[str, ...]:
    """The staff roles that may stand between 我是 and a name, longest first (read once)."""
    return tuple(
        sorted({*word_list("spoken_staff_roles.txt"), *agency_staff_roles()}, key=len, reverse=True)
    )


def self_introduced(text: str) -> Iterable[Span]:
    """Kind 2 of the module docstring."""
    staff = _intro_staff()
    for m in _INTRO.finditer(text):
        q0 = m.end()
        limit = q0
        while limit < len(text) and limit - q0 < 18 and text[limit] not in _CLAUSE_STOP:
            limit += 1
        for q in range(q0, limit):
            if q > q0:
                if not m.group(0).endswith("是"):
                    break  # 我叫我媽寄的時候: 叫 asks someone; only 我是 / 這邊是 name a firm
                before = text[q0:q]
                role = next((r for r in staff if before.endswith(r)), None)
                if not (text[q - 1] == "的" or role):
                    continue
                if any(o in before for o in _OFFICIAL_ROLES):
                    break  # 我是本院書記官王小明: an official, other rules decide
            found = _name_before(text, q, _NAME_TAIL)
            if not found:
                continue
            end, sl = found
            if q > q0 and text[q : q + 2] in real_words():
                continue  # 的時候: a word after 的, no name
            if _plain_name(text, q, end, sl):
                yield Span(q, end, PERSON, REPLACE, "rule:person_introduced", 0.8, sl)
            break


# Kind 3: names in speech recognition output.
_CONFIRM_TAIL = re.compile(
    r"(?:本人|先生|小姐|女士)?(?:對嗎|對不對|對吧|是嗎|是不是|沒錯吧|沒錯嗎|沒錯|嗎|嘛)"
)
_CONFIRM_LEAD = re.compile(r"(?:請問是|確認是|您是|你是|妳是|請問|確認|就是|是)")
_PARTICLE_CLASS = "[" + "".join(sorted(word_list("speech_particles.txt"))) + "]"
_RUN_TAIL = re.compile(
    rf"{_PARTICLE_CLASS}?[他她](?:說|講|有|會|要|就|也|都|還|沒|不|已經|剛剛|昨天|今天|明天|那天"
    r"|之前|後來|在|跟|一直|每次|根本|又|才|先|把|叫|欠|"
    + "|".join(sorted(map(re.escape, {*KIN_WORDS, *relation_words()}), key=len, reverse=True))
    + ")"
)
# A name run straight into what the speaker says it did (陳美玲跟我說, 林志豪打給我, 吳佩珊就把):
# read only where no word starts the name (林口區跟我說 stays).
_ACT_TAIL = re.compile(
    r"(?:跟我|跟他|跟她|打給|打電話|傳給|告訴|就把|就說|有打|有說|叫我|要我|說要|說他|說她)"
)
_PARTICLE_TAIL = re.compile(_PARTICLE_CLASS)
_CLAUSE_LEADS = ("所以", "然後", "因為", "可是", "但是", "那個", "就是", "我跟", "跟", "叫", "說",
                 "嗯", "喂", "對", "好")  # fmt: skip


def _clause_start(text: str, q: int) -> bool:
    if q == 0 or text[q - 1] in _OPEN:
        return True
    return any(
        text.startswith(w, q - len(w))
        and (q == len(w) or text[q - len(w) - 1] in _OPEN or text[q - len(w) - 1] in _PARTICLES
             or text[q - len(w) - 1] == "啊")  # 對啊就是鄭雅文
        for w in _CLAUSE_LEADS
    )  # fmt: skip


def _clause_starts(text: str) -> list[int]:
    """Every ``q`` where :func:`_clause_start` holds, ascending: found from the openings and the
    clause leads' occurrences instead of testing every character."""
    starts = {0} | {i + 1 for i, ch in enumerate(text) if ch in _OPEN}
    for w in _CLAUSE_LEADS:
        i = text.find(w)
        while i >= 0:
            q = i + len(w)
            if _clause_start(text, q):
                starts.add(q)
            i = text.find(w, i + 1)
    return sorted(starts)


def asr_names(text: str) -> Iterable[Span]:
    """Kind 3 of the module docstring."""
    for m in _CONFIRM_LEAD.finditer(text):
        # a bare 是 leads a confirmation only at a clause's opening: tested before the name is read
        if not (m.start() == 0 or text[m.start() - 1] in _OPEN or m.group(0) != "是"):
            continue
        q = m.end()
        found = _name_before(text, q, _CONFIRM_TAIL)
        if found:
            end, sl = found
            if _plain_name(text, q, end, sl):
                yield Span(q, end, PERSON, REPLACE, "rule:person_confirmed", 0.75, sl)
    _, compound = surnames()
    for q in _clause_starts(text):  # the positions where _clause_start holds, in order
        if q >= len(text) - 3:
            break
        if text[q] not in COMMON_SURNAMES and text[q : q + 2] not in compound:
            continue
        sl = surname_at(text, q)
        if not sl or not given_ok(text, q + sl, 2):
            continue
        end = q + sl + 2
        tail = (
            _RUN_TAIL.match(text, end)
            or (q > 0 and text[q - 1] in "：:" and _PARTICLE_TAIL.match(text, end))
            or (_ACT_TAIL.match(text, end) and text[q : q + 2] not in real_words())
        )
        if tail and _plain_name(text, q, end, sl):
            yield Span(q, end, PERSON, REPLACE, "rule:person_run_on", 0.7, sl)
    yield from _answered(text)


# A name given as the answer to the turn before that asks for it (A：請問大名 / B：楊淑芬,
# 您的全名是 / 嗯盧建志): the answer's first words, after fillers, up to a mark or the line's end.
_NAME_ASKED = re.compile(r"大名|全名|名字|貴姓|姓名|怎麼稱呼|如何稱呼|哪位|叫什麼")
_ANSWER_FILLERS = re.compile(r"(?:[嗯呃喔哦啊欸對好是呀]+[，,、 ]?|那個|我叫做|我叫|我是|叫做)*")
_ANSWER_TAIL = re.compile(rf"[，,。；;！!？?、…～~\s]|$|本人|{_PARTICLE_CLASS}")


def _answered(text: str) -> Iterable[Span]:
    lines = text.split("\n")
    pos = 0
    starts = []
    for line in lines:
        starts.append(pos)
        pos += len(line) + 1
    for i in range(len(lines) - 1):
        if not _NAME_ASKED.search(lines[i]):
            continue
        tag = _TAG.match(lines[i + 1])
        if not tag:
            continue  # a turn of a transcript: the answer opens with its speaker's tag
        q = starts[i + 1] + tag.end()
        while q < len(text) and text[q] in " \u3000":
            q += 1
        filler = _ANSWER_FILLERS.match(text, q)
        q = filler.end() if filler else q
        found = _name_before(text, q, _ANSWER_TAIL)
        if found and _plain_name(text, q, found[0], found[1]):
            yield Span(q, found[0], PERSON, REPLACE, "rule:person_answered", 0.8, found[1])


# Kind 4: a surname speaker tag beside role tags.
_TAG = re.compile(r"^[ \u3000]*([^\s：:]{1,6})[ \u3000]?[：:](?![：:])", re.MULTILINE)


@lru_cache(maxsize=1)
def _transcript_roles() -> frozenset[str]:
    return frozenset(word_list("transcript_roles.txt"))


@lru_cache(maxsize=1)
def _not_speaker_tags() -> frozenset[str]:
    return frozenset(word_list("not_speaker_tags.txt"))


def surname_beside_roles(text: str) -> Iterable[Span]:
    """Kind 4 of the module docstring."""
    if "：" not in text and ":" not in text:
        return
    single, _ = surnames()
    tags = [(m.group(1), m.start(1)) for m in _TAG.finditer(text)]
    if not any(t in _transcript_roles() for t, _ in tags):
        return
    for tag, at in tags:
        if (
            len(tag) == 1
            and tag in single
            and tag not in _transcript_roles()
            and tag not in _not_speaker_tags()
        ):
            yield Span(
                at, at + 1, PERSON, REPLACE, "rule:person_surname_beside_roles", 0.75, 1, True
            )


# Kind 5: passport-order Latin names.
_LAT = "A-Za-zÀ-ÖØ-öø-ÿĀ-ſƠơƯưẠ-ỹ"
_NAME_CAPTION = re.compile(
    r"(?<![A-Za-z])(?:Surname|SURNAME|Family[ ]?[Nn]ame|FAMILY[ ]?NAME|Last[ ]?[Nn]ame|LAST[ ]?NAME"
    r"|Given[ ]?[Nn]ames?|GIVEN[ ]?NAMES?|First[ ]?[Nn]ames?|FIRST[ ]?NAMES?|Middle[ ]?[Nn]ames?"
    r"|MIDDLE[ ]?NAMES?|Forenames?|FORENAMES?)"
    r"(?:[ ]?\([^()\n]{1,20}\))?[ \u3000]*(?:[\u4e00-\u9fff]{1,4}[ \u3000]*)?"
    r"(?:[：:]|[ \u3000]{1,3}(?=[A-Z]))[ \u3000]*"
)
_CAPTION_VALUE = re.compile(rf"[A-Z][{_LAT}'’\-]*(?:[ ][A-Z][{_LAT}'’\-]*){{0,3}}")
_TWO_WORD_SURNAME = re.compile(
    rf"(?<![{_LAT}\-])([A-Z]{{2,14}}(?:[ \-][A-Z]{{2,14}}){{1,2}}),[ ]?"
    rf"([A-Z][a-zà-ỹ]{{1,14}}(?:[ \-][A-Z][a-zà-ỹ]{{1,14}}){{0,2}})(?![{_LAT}\-])"
)


_CAPTIONED_COMMA = re.compile(
    r"(?:Name|NAME|姓名|英文姓名|英文名|護照姓名|護照英文名)[^\n]{0,16}?"
    r"(?<![A-Za-z\-])([A-Z]{2,14}),[ ]?([A-Z]{2,14}(?:[ \-][A-Z]{2,14}){0,2})(?![A-Za-z\-])"
)


def _latin_words_ok(value: str) -> bool:
    words = re.findall(rf"[{_LAT}'’\-]+", value)
    return bool(words) and not all(
        w.upper() in latin_not_names() or w.lower() in english_words() for w in words
    )


def _cut_at_breaks(text: str, start: int, end: int, breaks: Breaks) -> int:
    """Where a value read in the compact view stops: a joined line, or a removed space before a
    caption word (PHAM　Given name)."""
    for i in range(start + 1, end):
        if i in breaks.joined:
            return i
        if i in breaks.spaced:
            w = re.match(rf"[{_LAT}]+", text[i:end])
            if w and w.group(0).upper() in latin_not_names():
                return i
    return end


def passport_names(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """Kind 5 of the module docstring."""
    for m in _NAME_CAPTION.finditer(text):
        v = _CAPTION_VALUE.match(text, m.end())
        if not v:
            continue
        value = text[v.start() : _cut_at_breaks(text, v.start(), v.end(), breaks)].rstrip()
        if any(w.upper() in latin_not_names() for w in value.split()):
            # Given name: HIROSHI Date of birth: stop before the next caption
            words = []
            for w in value.split():
                if w.upper() in latin_not_names():
                    break
                words.append(w)
            value = " ".join(words)
        if len(value) < 2 or not _latin_words_ok(value):
            continue
        yield Span(v.start(), v.start() + len(value), PERSON, REPLACE, "rule:person_passport", 0.85)
    for m in _TWO_WORD_SURNAME.finditer(text):
        family = m.group(1).replace("-", " ").split()
        if any(w.lower() in english_words() or w in latin_not_names() for w in family):
            continue
        yield Span(m.start(), m.end(), PERSON, REPLACE, "rule:person_passport", 0.85)
    for m in _CAPTIONED_COMMA.finditer(text):
        # 姓名 Name：歐陽 晴 OUYANG, CHING: after a name caption, one capital word a given name
        words = re.findall(r"[A-Z]+", m.group(1) + " " + m.group(2))
        if any(w.lower() in english_words() or w in latin_not_names() for w in words):
            continue
        yield Span(m.start(1), m.end(2), PERSON, REPLACE, "rule:person_passport", 0.85)


def spoken_names(text: str, breaks: Breaks = NO_BREAKS) -> list[Span]:
    """Every candidate of the five kinds (see the module docstring)."""
    return [
        *spelled_names(text),
        *self_introduced(text),
        *asr_names(text),
        *surname_beside_roles(text),
        *passport_names(text, breaks),
    ]
