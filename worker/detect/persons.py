"""Person names: role-anchored, title-anchored, chat speakers, next to addresses; then propagated.

Rules (in order of evidence):

1. **Role anchor**: a role word (原告, 被告, 證人, 甲方 …; chains such as 上訴人即被告,
   審判長法官) followed by a name. Officials (法官, 檢察官, 書記官, 律師, 辯護人 …)
   give a ``keep`` span of type ``official``; everyone else a ``replace`` span of type ``person``.
2. **Title anchor**: a name before a title (先生, 女士, 小姐, 君, 律師 …). A surname alone before
   a title is a *short form* (周女士, 范姜君): the span covers surname and title.
3. **Chat speaker**: a line starting with a name and a colon (``陳美玲：``).
4. **Glued to an address**: a name right after an address's last element (``5樓樓麗華``).
5. **Propagation**: every other occurrence of a found full name gets the same decision; a
   two-character name (夏天) only where it stands in a person context, so 去年夏天 stays.

A name's decision holds everywhere in the document: if any occurrence is anchored as a
party, every occurrence is replaced (recall first) even if another looks official.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache

from worker.detect.address import CITIES
from worker.detect.agencies import find_agencies
from worker.detect.given_names import find_given_names
from worker.detect.lexicon import (
    EMOJI_CHARS,
    FOLLOW_WORDS,
    FORM_LABEL_WORDS,
    FORMAL_NUMERALS,
    FULL_NAME_ONLY_ROLES,
    GIVEN_NAME_CHARS,
    INTERPRETER_ROLES,
    KIN_WORDS,
    MEDIATION_ONLY_ROLES,
    NAME_CHARS,
    NEVER_NAMES,
    NOT_A_NAME,
    NOT_IN_GIVEN_NAME,
    OFFICIAL_ROLES,
    ROLES,
    SEPARATED_ONLY_ROLES,
    TITLES,
    agency_staff_roles,
    alias_note_words,
    english_words,
    field_labels,
    is_english_word,
    latin_not_names,
    name_verbs,
    not_given_names,
    not_nicknames,
    official_roles,
    official_titles,
    real_words,
    relation_words,
    role_nouns,
    surname_end_words,
    surnames,
    word_list,
)
from worker.detect.public_servants import kept_public_servants
from worker.text import scan
from worker.text.fold import NO_BREAKS, Breaks
from worker.text.literal import Occurrence, occurrences
from worker.text.spans import KEEP, OFFICIAL, PERSON, REPLACE, Span

_OFFICIAL_ROLES = frozenset(OFFICIAL_ROLES)


def _spaced(word: str) -> str:
    """A word whose characters may be spread with spaces, as in court headers (法　官, 被　　告)."""
    return " *".join(map(re.escape, word))


_ROLE_RE = re.compile("|".join(_spaced(r) for r in ROLES))
_ROLE_NAMES = {re.sub(" ", "", r): r for r in ROLES}
_ROLE_WORDS_SET = frozenset(re.sub(" ", "", r) for r in ROLES if len(re.sub(" ", "", r)) >= 2)
_TITLE_RE = re.compile("|".join(map(re.escape, TITLES)))
_SEPARATORS = ' \u3000\t：:「『“"（(【'
_LATIN_NAME = re.compile(
    r"[A-Z][a-zA-Z'\-]+(?: [A-Z][a-zA-Z'\-]+){0,3}|[A-Z]{2,}(?: [A-Z]{2,}){1,3}"
)
# A Latin-script full name anywhere (Hendra Bautista, NGUYEN VAN QUANG): two to four capitalized
# words. Letters of Latin names with diacritics (Trần Thị Thu Hà, Nguyễn): a word starts with a
# capital, then lower-case or capitals, an optional hyphenated part (HSIU-FENG), or is an initial
# (L.).
_LAT_UP = "A-ZÀ-ÖØ-ÞĀ-ſƠƯẠ-ỹ"
_LAT_LOW = "a-zß-öø-ÿĀ-ſơưạ-ỹ"
# An Irish or Italian prefix with its apostrophe (O'Neill, D'Souza, O’Brien) belongs to the word.
_LATIN_WORD = (
    rf"(?:(?:[A-Z]['’])?[{_LAT_UP}](?:[{_LAT_LOW}]+|[{_LAT_UP}]+)"
    rf"(?:-[{_LAT_UP}][{_LAT_UP}{_LAT_LOW}]*)?|[A-Z]\.)"
)
# Lower-case particles between two capitalized words (Juan dela Cruz, Ahmad bin Rahman):
# latin_name_particles.txt.
_LATIN_PARTICLES = sorted(
    map(re.escape, word_list("latin_name_particles.txt")), key=len, reverse=True
)
_LATIN_PARTICLE = "(?:" + "|".join(_LATIN_PARTICLES) + ")"
_LATIN_FULL = re.compile(
    rf"(?<![A-Za-z@./_\-]){_LATIN_WORD}"
    rf"(?:[ \u3000](?:{_LATIN_PARTICLE}[ ](?=[{_LAT_UP}]))?{_LATIN_WORD}){{1,4}}"
    # a full stop ends a sentence before CJK text (Thu Hà. 我…), not a domain or an abbreviation
    r"(?![A-Za-z@_\-]|\.(?![ ]?[\u4e00-\u9fff]|[ \t]*(?:\n|$)))"
)
# A mixed display name (Amy林, Kevin黃, Amy欣怡, Kelly姐): a Latin given name glued to a surname, a
# two-character given name or a kin title, standing apart from other CJK text.
_MIXED_NAME = re.compile(rf"(?<![A-Za-z])[A-Z][a-z]{{1,10}}(?:[{NAME_CHARS}]{{1,2}})")
_NOT_LATIN_NAMES = re.compile(
    r"""
    \b(?:
        Inc | Ltd | Co | Corp | Bank                                         # firms
      | Banco | Banca | Grupo | Universidad | Universiti | Sdn | Bhd | PT | Tbk
      | LINE | Line | Email | Page | Road | Street | Taipei | Taiwan         # places and channels
      | ID | OK | ATM | PDF | LLC | KYC | OTP | PIN | APP | App              # form words
      | Google | Apple | Facebook | Instagram | Yahoo | Gmail | Outlook | Microsoft | Visa | Master
      | Card
      | Dear | Hi | Hello | Thanks | Best | Regards                         # greetings
    )\b
    """,
    re.VERBOSE,
)
_NOT_LATIN_WORDS = frozenset(
    [
        "Re",
        "Fw",
        "Fwd",
        "Subject",
        "Date",
        "From",
        "Sent",
        "Mon",
        "Tue",
        "Wed",
        "Thu",
        "Fri",
        "Sat",
        "Sun",
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
        "Wifi",
        "Android",
        "iPhone",
        "Messenger",
        "Telegram",
        "Twitter",
        "Youtube",
        "YouTube",
        "Skype",
        "Zoom",
        "Excel",
        "Word",
        "Chrome",
        "Safari",
        "Uber",
        "Netflix",
        "Shopee",
        "Momo",
        "Foodpanda",
    ]
)
# (the fold reads a full-width ． as a full stop: 尤命．哈勇 is 尤命.哈勇 in the folded text)
_DOTTED_NAME = re.compile(
    r"[\u4e00-\u9fff]{1,4}[‧·・•．.][\u4e00-\u9fff]{1,6}(?:[‧·・•．.][\u4e00-\u9fff]{1,6})?"
)
_NOT_NAMES_AFTER_ROLE = (
    [  # noqa: RUF005 - three lists, concatenated: function words, form words, name captions
        "公司",
        "銀行",
        "本人",
        "本院",
        "等人",
        "二人",
        "兩人",
        "三人",
        "雙方",
        "各",
        "全體",
        "代表",
        "機關",
        "法人",
        "協會",
        "部分",
        "名下",
        "方面",
        "之間",
        "本件",
        "同意",
        "主張",
        "請求",
        "應",
        "不",
        "無",
        "有",
        "未",
        "亦",
        "仍",
        "又",
        "再",
        "皆",
        "都",
        "也",
        "今",
        "當",
        "乃",
        "即",
        "並",
        "另",
        "人",
        "等",
    ]
    + ["蓋章", "簽章", "簽名", "謝謝", "董事長", "總經理", "查詢", "勾選", "宿舍", "任之"]
    + ["漢名", "本名", "原名", "族名", "中文名", "英文名", "小名", "綽號", "暱稱", "化名"]
)
_NOT_NAMES_AFTER_ROLE_RE = re.compile(
    "|".join(map(re.escape, sorted(_NOT_NAMES_AFTER_ROLE, key=len, reverse=True)))
)
_FOLLOW_RE = re.compile(
    "|".join(map(re.escape, FOLLOW_WORDS))
)  # FOLLOW_WORDS is sorted longest first
_FOLLOW_MULTI_RE = re.compile("|".join(re.escape(w) for w in FOLLOW_WORDS if len(w) > 1))
_ROLE_AT_END_RE = re.compile(
    "(?:" + "|".join(map(re.escape, sorted({r for r in ROLES}, key=len, reverse=True))) + ")$"
)
_COMMON_SURNAMES = frozenset(
    "陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅潘簡朱鍾彭游詹胡施沈余趙盧梁顏柯孫魏"
    "翁戴范方宋鄧杜傅侯曹薛丁馮蔣唐卓藍馬董石古紀姚連程湯田康黎姜汪白尤巫鄒涂龔嚴韓袁金童陸夏柳邵錢"
    "伍倪于譚駱熊任甘秦顧毛章高歐溫鐘史官萬俞雷粘饒葛阮"
)  # the common surnames (a second surname of 冠夫姓: 陳林秀英)
_BARE_NAME_TITLES = frozenset({"先生", "女士", "小姐", "太太"})  # 巴奈小姐; not 主治醫師
# Honorifics and kin words that only ever follow a name (林志明 先生, 王 阿姨); a job title (醫師,
# 經理, 社工) set off by spaces may instead label the name after it
_AFTER_NAME_ONLY_TITLES = frozenset(
    {"先生", "女士", "小姐", "太太", "君", "同學", "阿姨", "伯伯", "奶奶", "爺爺", "大哥", "大姐"}
    | {"姐", "姊", "哥", "嫂", "媽媽", "爸爸", "阿伯", "阿嬤", "阿公"}
)
_SURNAME_ONLY_TITLES = frozenset(
    {"君", "姐", "姊", "哥"}
)  # 王君 / 慧君姐: not evidence that a given name ends
_FUNCTION_CHARS = frozenset("向和與及對跟給由被讓叫把將於在之的為是到自從問找請幫予送")
_ALIAS_AT_END_RE = re.compile(
    r"(?:下稱|簡稱|以下稱|又稱|或稱|即)$"
)  # （下稱周全）: the alias of a name is the name
_CHAT_SPEAKER = re.compile(
    rf"^[ \t]*(?:[\[(]?[0-9:/ \-上下午AMPMampm.]{{3,25}}[\])]?[ \t]*)?([{NAME_CHARS}]{{2,4}})"
    rf"(?:[:]|[{EMOJI_CHARS}]{{0,4}}\t)",  # 曹素珠❤️<TAB>: an emoji after the name
    re.MULTILINE,
)


def english_run(latin: str) -> bool:
    """True when a Latin candidate is ordinary English (Personal Information, Labor Standards Act,
    HR Manager, Policyholder): every word of three letters or more is a common English word or an
    acronym, and one of them is a word."""
    words = [
        w
        for w in re.findall(r"[A-Za-zÀ-ỹ]+", latin)
        if len(w) >= 3 or (w.isupper() and len(w) >= 2)
    ]
    if not words or any(not w.isascii() for w in words):
        return False
    plain = [w for w in words if not (w.isupper() and len(w) <= 4 and not is_english_word(w))]
    # one word at least as the dictionary writes it: James (jam + es) and Whitfield (whit + field)
    # are read as words only by the inflection and compound guesses, a name's shape
    return (
        bool(plain)
        and all(is_english_word(w) or _caption(w) for w in plain)
        and (
            any(_dictionary_word(w) or _caption(w) for w in plain)
            or (len(plain) == 1 and _compound_word(plain[0]))
        )
    )  # Policyholder alone stays a word; Nining (nine + ing) is a name's shape


_INFLECTIONS = (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""))


def _dictionary_word(word: str) -> bool:
    """A word of the English list as it stands, or inflected from one of four letters or more
    (services, standards): not a guess of a short stem (James: jam + es) or of a compound
    (Whitfield: whit + field)."""
    w, words = word.lower(), english_words()
    return w in words or any(
        w.endswith(suf) and len(w) - len(suf) >= 4 and w[: -len(suf)] + add in words
        for suf, add in _INFLECTIONS
    )


def _compound_word(word: str) -> bool:
    """Two English words written as one (policyholder, cardholder)."""
    w, words = word.lower(), english_words()
    return any(w[:i] in words and w[i:] in words for i in range(3, len(w) - 2))


def _caption(latin: str) -> bool:
    """True when a Latin candidate is made of form words only (NAME, DATE OF BIRTH, Spouse, FAX
    COVER SHEET)."""
    words = re.findall(r"[A-Za-z][A-Za-z'\-/]*", latin)
    return bool(words) and all(w.upper() in latin_not_names() for w in words)


def is_cjk(ch: str) -> bool:
    """CJK Unified Ideographs including Extension A and the supplementary planes (Extension B …)."""
    cp = ord(ch)
    return 0x3400 <= cp <= 0x9FFF or 0xF900 <= cp <= 0xFAFF or 0x20000 <= cp <= 0x3134F


def _end_strength(text: str, end: int, breaks: Breaks = NO_BREAKS) -> int:
    """How strongly position ``end`` looks like the end of a name: 3 boundary/title, else the
    follow word's length."""
    if end >= len(text) or not is_cjk(text[end]):
        return 3
    if (
        end in breaks.joined
    ):  # a line break the view removed: a name's end, or noise inside it (康家⏎宏, 熊秀⏎蘭)
        follow = _FOLLOW_RE.match(
            text, end
        )  # only a follow word decides here (王強⏎住…); the plain view sees real line ends
        if not follow and end - 1 in breaks.spaced:
            return 2  # a name spaced out by OCR ends with its line (諸葛 明 遠⏎統一編號)
        return len(follow.group(0)) if follow else 0
    if end in breaks.spaced:
        return 2  # a space the view removed after the name (鄭美好　帳號)
    title = _TITLE_RE.match(text, end)
    if title and title.group(0) not in _SURNAME_ONLY_TITLES:
        return 3
    follow = _FOLLOW_RE.match(text, end)
    return len(follow.group(0)) if follow else 0


def _given_ok(text: str, start: int, length: int) -> bool:
    chunk = text[start : start + length]
    if "書" in chunk and text.startswith(
        ("書記", "書狀", "書面", "書類", "書證"), start + chunk.index("書")
    ):
        return False  # 張書瑋 is a name, 書記官 follows no name
    return (
        len(chunk) == length
        and all(
            is_cjk(c)
            and (
                c not in NOT_IN_GIVEN_NAME
                or (c == "以" and i == 0 and length == 2)
                or (c == "市" and i == 1 and chunk[0] == "罔")
            )
            for i, c in enumerate(chunk)
        )  # 以 opens a two-character given name (陳以恩, 范姜以琳), never a word (以上, 以電話);
        # 罔市 is a given name of the 罔 generation (江罔市, 陳吳罔市), not a name before 市
        and not (chunk[:1] == "以" and chunk in not_given_names())
        and chunk not in NOT_A_NAME
        and chunk not in _ROLE_WORDS_SET
        and not all(c in FORMAL_NUMERALS for c in chunk)
    )


def _surname_at(text: str, pos: int) -> int:
    """Length of the surname starting at ``pos`` (2 for compound, 1 single, 0 none)."""
    single, compound = surnames()
    if text[pos : pos + 2] in compound and _given_ok(text, pos + 2, 1):
        return 2
    if pos < len(text) and text[pos] in single:
        return 1
    return 0


def read_name(text: str, pos: int, breaks: Breaks = NO_BREAKS) -> tuple[int, int] | None:
    """Read a name starting exactly at ``pos``.

    Returns ``(end, surname_len)`` or None. Chinese names are a surname plus one or two
    given-name characters, the split chosen by the evidence after each candidate end;
    Latin-script and middle-dot (aboriginal, 比令‧亞布) names are read whole with ``surname_len`` 0.
    """
    if pos >= len(text):
        return None
    dotted = _DOTTED_NAME.match(text, pos)
    if dotted:
        dot = next(i for i in range(pos, dotted.end()) if text[i] in "‧·・•．.")
        if text[dot] == "." and (
            text[dot + 1] in "他她我你您它們"
            or text[dot + 1] in _PRONOUNS
            or text[dot + 1] in _FUNCTION_CHARS
            or _FOLLOW_RE.match(text, dot + 1)
            or _TITLE_RE.match(text, dot + 1)
        ):
            dotted = None  # 王大明.他說, 林志明.到庭: a full stop typed after the name
    if (
        dotted
    ):  # 比令‧亞布: the part after the dot ends where the evidence says (到庭, 與, a boundary)
        for length in (2, 1, 3, 4):
            end = dot + 1 + length
            if end <= dotted.end() and (
                _end_strength(text, end, breaks=breaks) >= 1 or end in breaks.joined
            ):
                return end, 0
        return dotted.end(), 0
    m = _LATIN_NAME.match(text, pos)
    if m:
        name = m.group(0)
        if (
            _NOT_LATIN_NAMES.search(name)
            or name in _NOT_LATIN_WORDS
            or re.fullmatch(r"[A-Z]{2,4}", name)
            or _caption(name)
        ):
            return None  # 客戶（KYC）, LINE ID: acronyms and product words, not names
        return m.end(), 0
    sl = _surname_at(text, pos)
    if not sl:
        return None
    if _FOLLOW_MULTI_RE.match(text, pos + sl):
        return None  # 方表示: a surname-like character before a verb is no name
    if text[pos : pos + 2] in NOT_A_NAME or text[pos : pos + 3] in NOT_A_NAME:
        return None  # 車牌, 甲方, 於文(到): words, not names
    options = [
        (_end_strength(text, pos + sl + length, breaks=breaks), sl + length, sl)
        for length in (2, 1)
        if _given_ok(text, pos + sl, length)
    ]
    if not options:
        return None
    best = max(options)  # ties prefer the longer given name (recall)
    # 冠夫姓 (周王秀英, 范姜陳美雪) and Vietnamese 氏 (阮氏秋河): a second surname or 氏 before the
    # given name
    if text[pos + sl : pos + sl + 1] in _COMMON_SURNAMES or text[pos + sl : pos + sl + 1] == "氏":
        for length in (2, 1):
            if _given_ok(text, pos + sl + 1, length):
                strength = _end_strength(text, pos + sl + 1 + length, breaks=breaks)
                if strength >= best[0] and sl + 1 + length > best[1]:
                    best = (strength, sl + 1 + length, sl)
    return pos + best[1], best[2]


# The readers other detect modules read names with (spoken_names: names as people say them).
COMMON_SURNAMES = _COMMON_SURNAMES
given_ok = _given_ok
surname_at = _surname_at


@lru_cache(maxsize=1)
def _relations_after_role() -> dict[str, tuple[str, ...]]:
    """The relation words of three characters or fewer by their first character, longest first
    (only the words that can start at a position are tried there)."""
    by_first: dict[str, list[str]] = {}
    for w in relation_words():
        if len(w) <= 3:
            by_first.setdefault(w[0], []).append(w)
    return {c: tuple(ws) for c, ws in by_first.items()}


def _past_relation(text: str, pos: int, breaks: Breaks = NO_BREAKS) -> int:
    """``pos``, or past a relation word standing before the name after a role (法定代理人：母
    林黃雅琪, 在場：案母 洪佩君, 家屬：孫子卜冠宇): the word is no surname when a space follows it,
    or when the name read after it reaches further than a name read from the word itself (孫子卜 is
    no name beside 孫子|卜冠宇; 法官孫子翔 stays one name)."""
    for w in _relations_after_role().get(text[pos : pos + 1], ()):
        if not text.startswith(w, pos):
            continue
        after = pos + len(w)
        spaced = after in breaks.spaced or text.startswith((" ", "\u3000"), after)
        q = after + 1 if text.startswith((" ", "\u3000"), after) else after
        alt = read_name(text, q, breaks=breaks)
        if not alt or alt[1] == 0 or _end_strength(text, alt[0], breaks=breaks) < 2:
            continue
        own = read_name(text, pos, breaks=breaks)
        if spaced or own is None or alt[0] > own[0]:
            return q
    return pos


def _skip_separators(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in _SEPARATORS:
        pos += 1
    if text.startswith("即", pos) and not _ROLE_RE.match(text, pos + 1):
        pos += 1
    return pos


_NAMING_VERB = re.compile(
    r"(?:叫|叫做|名叫|名為|化名|綽號|暱稱)$"
)  # 名字叫常勝: a word after these is the name


_HEARING = re.compile(r"調解|消費者保護官|消保官|法官|檢察官|書記官")
_RECORD_ROLES = frozenset({"秘書", "記錄", "紀錄"})


# A field naming the agency that issues or handles a form (處理單位：某監理所,
# 受理機關：某稅捐稽徵處).
_ISSUER_FIELD = re.compile(
    r"[ \u3000]*(?:處理單位|受理機關|發文機關|受理單位|機關名稱|機關)[ \u3000]*[：:]"
)
# A line naming a firm: an agency named on it (勞動部 1234 號 on a broker's form) issues nothing.
_FIRM_ON_LINE = re.compile(
    r"公司|銀行|(?<!戶政)(?<!地政)事務所|協會|醫院|診所|仲介|基金會|大學|學校|高中|國中|國小|受文者|收件者|寄件者|致[：:]"
)
_ISSUER_LINES = 6


def _agency_issued(text: str) -> bool:
    """True when a government agency issues this document: its name on the first line that is not
    blank (臺北市政府交通局　函, 某監理所　駕照換發申請), or after an issuer's field label on one of
    the first lines (處理單位：…). Not when that line names a firm or a recipient."""
    lines = [line for line in text[:1500].split("\n") if line.strip()][:_ISSUER_LINES]
    for i, line in enumerate(lines):
        field = _ISSUER_FIELD.match(line)
        if (i > 0 and not field) or _FIRM_ON_LINE.search(line):
            continue
        at = field.end() if field else 0
        if any(
            s.start >= at and not line[at : s.start].strip(" \u3000\t") for s in find_agencies(line)
        ):
            return True
    return False


# A court named in the document: its 院長 is an official (a hospital's or a school's is not).
_COURT_WORDS = re.compile(r"法院|司法院|地院|高院|簡易庭|少年及家事")
# An official proceeding or a public body: a translator (翻譯) there acts in role; elsewhere (a
# chat, a broker's note) a private person. 通譯 and 傳譯 are the proceedings' own words: officials.
_PROCEEDING_WORDS = re.compile(
    r"筆錄|調解|法院|法庭|開庭|訊問|詢問|偵訊|面談|公證|警察|派出所|分局|移民署|地檢|檢察|法官"
)
_INTERPRETERS = frozenset(INTERPRETER_ROLES) - {"通譯", "傳譯"}  # the proceedings' own words


def _officials_of(text: str) -> frozenset[str]:
    """The official roles of this document: 主席 and 委員 are mediators only in a mediation record
    (調解); in a 管委會's minutes they are residents. The record keeper (記錄, 秘書) is an
    official in a mediation record or a hearing held by an official (消保官, 法官), a private
    person in a firm's or a committee's minutes. An agency's staff (承辦人) are officials in a
    document the agency issues (:func:`_agency_issued`). 院長 is an official only where a court is
    named, a translator (翻譯) only in a proceeding or beside a public body."""
    roles = official_roles()
    if _agency_issued(text):
        roles = roles | agency_staff_roles()
    if "院長" in roles and not _COURT_WORDS.search(text):
        roles = roles - {"院長"}  # a hospital's, a clinic's or a school's head: a private person
    if (
        "翻譯" in text
        and roles & _INTERPRETERS
        and not _PROCEEDING_WORDS.search(text)
        and not any(True for _ in find_agencies(text))
    ):
        roles = roles - _INTERPRETERS  # a translator a broker or an employer brings along
    if "筆錄" not in text and "詢問人" not in text:
        roles = roles - {"記錄人"}  # a bank's or a firm's record keeper, not a statement's
    if "調解" in text:
        return roles
    if _HEARING.search(text):
        return roles - (MEDIATION_ONLY_ROLES - _RECORD_ROLES)
    return roles - MEDIATION_ONLY_ROLES


def _labels_next(text: str, p: int, breaks: Breaks = NO_BREAKS) -> bool:
    """True when a title ending at ``p`` is the label of the next name (主管 方振德　員警 田家齊:
    員警 labels 田家齊, it is no title of 方振德): a space or a colon, then a name."""
    q, gap = p, p in breaks.spaced
    while q < len(text) and text[q] in " \u3000\t：:":
        q, gap = q + 1, True
    return gap and read_name(text, q, breaks=breaks) is not None


def _speaker_title(text: str, m: re.Match[str]) -> bool:
    """A role word used as a speaker's title before a colon (林警官：程女士您好, [10:02]
    王檢察官：…): what follows is what the speaker says, no name in the role."""
    a = m.start()
    return (
        text.startswith(("：", ":"), m.end())
        and a >= 1
        and text[a - 1] in surnames()[0]
        and (a == 1 or not is_cjk(text[a - 2]))
    )


# What ends a name standing alone after a role and a separator: a line's end, a space run, a list
# mark, a bracket, a signature note.
_ALONE_END = re.compile(r"[ \u3000]*(?:\n|$)|[ \u3000]{1,}|[、，,（(]|（簽名）|\(簽名\)")


def _unlisted_surname_name(text: str, pos: int) -> tuple[int, int] | None:
    """Three characters standing alone after a role and its separator (受命法官　言雨萱⏎): a name
    whose surname is missing from the surname list (rare surnames, misread ones). Only after a
    separator, given-name characters that are no word, and a hard end (:data:`_ALONE_END`)."""
    if pos == 0 or text[pos - 1] not in " \u3000\t：:" or pos + 3 > len(text):
        return None
    name = text[pos : pos + 3]
    if (
        not all(is_cjk(c) for c in name)
        or not _given_ok(text, pos + 1, 2)
        or not any(c in GIVEN_NAME_CHARS for c in name[1:])
        or name[1:] in real_words()
        or name[:2] in real_words()
        or name in real_words()
        or name[:2] in _ROLE_WORDS_SET
        or name[:2] in name_verbs()
        or name[1:] in not_given_names()
        or _TITLE_RE.match(text, pos + 1)
        or not _ALONE_END.match(text, pos + 3)
    ):
        return None
    return pos + 3, 1


# The one-character tags a court or prosecutor's record heads its officials with (檢：庾　哲　書：潘
# 美玲, 法：…, 通：…): 檢察官, 書記官, 法官, 通譯.
_RECORD_TAG = re.compile(
    r"(?:^|(?<=[ \u3000\t]))([檢書法通])[ \u3000]?[：:][ \u3000]?(?=\S)", re.MULTILINE
)
_COURT_RECORD = re.compile(r"檢察署|地檢|法院|檢察官|筆錄")


def _record_tags(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """Officials named after the one-character tags of a court or prosecutor's record
    (:data:`_RECORD_TAG`), in a document that is one; the name spaced out (庾　哲) read whole."""
    if not _COURT_RECORD.search(text):
        return
    for m in _RECORD_TAG.finditer(text):
        pos = m.end()
        found = read_name(text, pos, breaks=breaks) or _unlisted_surname_name(text, pos)
        spaced = re.match(
            rf"([{NAME_CHARS}])[ \u3000]([{NAME_CHARS}]{{1,2}})(?=[ \u3000]|$)", text[pos:]
        )
        if spaced and _surname_at(text, pos):
            found = (pos + spaced.end(), 1)  # 庾　哲: a two-character name spaced to three
        if (
            found
            and found[0] - pos >= 3
            and text[found[0] - 1] in "檢書法通"
            and text[found[0] : found[0] + 1] in ("：", ":")
        ):
            found = (found[0] - 1, found[1])  # 庾哲書：潘美玲 (spaces removed): the next tag
        if found:
            yield Span(pos, found[0], OFFICIAL, KEEP, "rule:person_record_tag", 0.85, found[1])


# A city or county, or a court or agency named by its place, where a role's list of names goes on
# (被告王小明、高雄市政府, 證人林美華、台中地院): a place or an agency, no name.
_PLACE_NAMES = sorted({c[:-1] for c in CITIES}, key=len, reverse=True)
_PLACE_OR_AGENCY = re.compile(
    "(?:" + "|".join(_PLACE_NAMES) + ")"
    r"(?:市|縣|地方法院|地方檢察署|地檢|地院|高分院|高等|區|港|捷運|國際)"
)


def _place_or_agency_at(text: str, pos: int) -> bool:
    if _PLACE_OR_AGENCY.match(text, pos):
        return True
    return any(s.start == 0 for s in find_agencies(text[pos : pos + 30]))


def _role_anchored(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    officials, official_title_re = _officials_of(text), "|".join(official_titles())
    words, verbs = real_words(), name_verbs()
    chain_end = (
        -1
    )  # a role inside a chain already walked (上訴人即被告) adds nothing: linear, not quadratic
    for m in _ROLE_RE.finditer(text):
        if m.start() < chain_end or _speaker_title(text, m):
            continue
        if m.group(0).replace(" ", "") in SEPARATED_ONLY_ROLES and not text.startswith(
            (" ", "\u3000", "\t", "：", ":"), m.end()
        ):
            continue  # 記錄顯示, 面談紀錄（初試）: a word, not the record keeper's role
        official = m.group(0).replace(" ", "") in officials
        line_start = (
            m.start() == 0
            or text[m.start() - 1] == "\n"
            or text[max(0, m.start() - 12) : m.start()].strip(" ") == ""
        )
        if (
            official
            and re.match(r"[ \t]*\n", text[m.end() :])
            and (m.start() == 0 or text[m.start() - 1] == "\n")
        ):
            yield from _official_lines(
                text, m.end(), breaks=breaks
            )  # a 法官 header line, the names on the lines below
            continue
        pos = _skip_separators(text, m.end())
        while True:  # role chains: 上訴人即被告, 審判長法官, 被上訴人兼法定代理人
            if text.startswith(("即", "兼", "暨"), pos) and _ROLE_RE.match(text, pos + 1):
                pos += 1
            chained = _ROLE_RE.match(text, pos)
            if not chained:
                break
            if text[pos] in _COMMON_SURNAMES and not text.startswith(("即", "兼", "暨"), pos - 1):
                as_name = read_name(text, pos, breaks=breaks)
                if as_name and as_name[0] > chained.end():
                    break  # 法官孫子翔: a name that starts like a role word (孫子) is the name
            word = chained.group(0).replace(" ", "")
            # 辯護人簽名：…: a signature after an official's role is that official's
            official = word in officials or (official and word in ("簽名", "簽章"))
            pos = _skip_separators(text, chained.end())
            chain_end = pos
        while True:  # a list of names after one role: 被告王小明、李大華
            if _NOT_NAMES_AFTER_ROLE_RE.match(text, pos) or _FOLLOW_MULTI_RE.match(text, pos):
                break
            pos = _past_relation(text, pos, breaks)  # 法定代理人：母 林黃雅琪, 家屬：孫子卜冠宇
            if _place_or_agency_at(text, pos):
                break  # 被告王小明、高雄市政府: a place or an agency in the list, no name
            found = read_name(text, pos, breaks=breaks) or _unlisted_surname_name(text, pos)
            if not found:
                break
            end, sl = found
            if (
                end - pos < 3
                and text[pos - 1] not in _SEPARATORS
                and m.group(0).replace(" ", "") in FULL_NAME_ONLY_ROLES
            ):
                break  # 少年時期, 病人安全: an everyday word glued to a short read
            if (
                text[pos - 1] not in _SEPARATORS
                and not _NAMING_VERB.search(text, max(0, pos - 2), pos)
                and (
                    (text[pos:end] in words and _end_strength(text, end, breaks=breaks) < 2)
                    or (
                        text[pos:end] in verbs
                        and not _TITLE_RE.match(text, end)
                        and not _KIN_BEFORE.search(text, max(0, pos - 3), pos)
                    )
                    or (
                        end - pos >= 3
                        and text[pos : pos + 2] in words
                        and (
                            # 被告江山豪於, 原告游子謙與: one follow character after a name that is
                            # no word ends it (a word read on, 陳述稱, has no given-name end)
                            _end_strength(text, end, breaks=breaks)
                            < (2 if text[pos:end] in words else 1)
                            or _TITLE_RE.match(text, end)
                        )
                    )
                )
            ):
                break  # 被告陳述, 被告堅決否認: a word or a verb right after the role: no name
            title = re.match(" *(?:" + official_title_re + ")", text[end : end + 8])
            keep = (
                official
                or (
                    end not in breaks.joined
                    and title is not None
                    and not _labels_next(text, end + title.end(), breaks)
                )
                or text.startswith(("（職章）", "(職章)"), end)
            )
            if (
                not keep
                and m.group(0).replace(" ", "") not in _PARTY_CORE
                and re.match("[（(](?:" + official_title_re + ")[）)]", text[end : end + 10])
            ):
                keep = True  # 主管：謝宗明（所長）: the title in brackets is an official's
            yield Span(
                pos, end, OFFICIAL if keep else PERSON, KEEP if keep else REPLACE,
                source="rule:person_role", score=0.95, surname_len=sl,
                # 諮商師尚老師: a surname and a title, a short form (老師 is no given name)
                short_form=bool(_TITLE_RE.fullmatch(text, pos + sl, end)),
            )  # fmt: skip
            note = _ROSTER_NOTE.match(text, end)  # 林正雄（主席）、…: a note, then the list
            after = note.end() if note else end
            if note and keep:  # Iyang Mayaw（高美英）: the official's other name is kept as well
                alias = read_name(text, end + 1, breaks=breaks)
                if alias and alias[0] == note.end() - 1 and alias[0] - end > 2:
                    yield Span(end + 1, alias[0], OFFICIAL, KEEP, "rule:person_role", 0.9, alias[1])
            if (
                after < len(text)
                and text[after] in "、及與暨和,，"
                and (_surname_at(text, after + 1) or (keep and _LATIN_NAME.match(text, after + 1)))
                and text[after + 1] not in _FUNCTION_CHARS
            ):
                pos = after + 1
                continue
            gap = re.match("[ \u3000]+", text[end:]) if keep else None
            if (
                gap
                and not _ROLE_RE.match(text, end + gap.end())
                and (_surname_at(text, end + gap.end()) or _LATIN_NAME.match(text, end + gap.end()))
            ):
                nxt = read_name(
                    text, end + gap.end(), breaks=breaks
                )  # 委員 巫明哲　伍秋萍: a roster row of officials
                if nxt and (nxt[0] >= len(text) or text[nxt[0]] in " \u3000\n（("):
                    pos = end + gap.end()
                    continue
            if keep:  # a header block: more officials, one per line, without a title of their own
                yield from _official_lines(text, end, breaks=breaks)
            elif line_start:  # 被　告　A⏎　　　　B⏎　　　　C: a roster of parties under one role
                yield from _official_lines(text, end, PERSON, breaks=breaks)
            break


def _official_lines(
    text: str, pos: int, kind: str = OFFICIAL, breaks: Breaks = NO_BREAKS
) -> Iterable[Span]:
    """Names alone on the lines right after an official's name (法官 A / B / C blocks); with
    ``kind`` PERSON, the parties listed under one role in a header roster (被告 A⏎　　　B⏎　　　C,
    indented)."""
    action, source = (
        (KEEP, "rule:official_block") if kind == OFFICIAL else (REPLACE, "rule:person_roster")
    )
    while True:
        gap = re.match(r"[ \t]*\n[ \t]*", text[pos:])
        if not gap or (kind == PERSON and gap.group(0).count(" ") + gap.group(0).count("\t") < 2):
            return
        start = pos + gap.end()
        found = read_name(text, start, breaks=breaks)
        if not found:
            return
        end = found[0]
        rest = re.match(r"[ \t]*(?:\n|$)", text[end:])
        if not rest and not (
            (gap := re.match(r"[ \t]+", text[end:]))
            and read_name(text, end + gap.end(), breaks=breaks)
        ):
            return
        yield Span(start, end, kind, action, source=source, score=0.85, surname_len=found[1])
        pos = end
        while True:  # several on one line: 唐素琴　周淑敏　高志忠
            gap = re.match(r"[ \t]+", text[pos:])
            if not gap:
                break
            found = read_name(text, pos + gap.end(), breaks=breaks)
            if not found or not re.match(r"[ \t]*(?:\n|$)|[ \t]+", text[found[0] :]):
                break
            yield Span(
                pos + gap.end(),
                found[0],
                kind,
                action,
                source=source,
                score=0.85,
                surname_len=found[1],
            )
            pos = found[0]


# Parties of a proceeding: a title in brackets after their name (被告X（律師）) makes no official.
_PARTY_CORE = frozenset(
    ["原告", "被告", "上訴人", "被上訴人", "聲請人", "相對人", "告訴人", "被害人", "證人", "債權人",
     "債務人", "抗告人", "自訴人", "申請人", "申訴人", "甲方", "乙方", "當事人"]
)  # fmt: skip
# Kin and acquaintance roles: a verb-like word right after them (胞妹安心到庭) may be a name;
# after a party's role (被告堅決否認, 告訴人申訴) it is the sentence's verb.
_KIN_BEFORE = re.compile(
    r"""
    (?:
        之妻 | 之夫 | 之子 | 之女 | 之父 | 之母                                  # X之妻
      | 妻子 | 丈夫 | 父親 | 母親 | 兒子 | 女兒 | 胞兄 | 胞弟 | 胞姊 | 胞妹     # kin
      | 哥哥 | 弟弟 | 姊姊 | 妹妹 | 長子 | 次子 | 長女 | 次女 | 配偶
      | 女友 | 男友 | 前妻 | 前夫 | 未婚妻 | 未婚夫 | 孫子 | 孫女
      | 友人 | 朋友 | 同事 | 鄰居 | 室友                                         # acquaintances
      | 妻 | 夫
    )$
    """,
    re.VERBOSE,
)
_ROSTER_NOTE = re.compile(r"[（(][^）)\n]{1,12}[）)]")
_WORD_NAME_TITLES = frozenset(
    {"先生", "女士", "小姐", "太太", "奶奶", "爺爺", "阿姨", "伯伯", "律師", "法官", "檢察官"}
)


def _open_before(text: str, start: int) -> bool:
    """A boundary or a function word before ``start`` (，金枝奶奶, 與高明先生): a word-like name
    may stand there."""
    return start == 0 or not is_cjk(text[start - 1]) or text[start - 1] in _FUNCTION_CHARS


# Words that end in a title (a function or a rank, not a name before a title).
_TITLED_WORDS = frozenset(
    [
        "主任委員",
        "副主任委員",
        "出席委員",
        "列席委員",
        "監察委員",
        "財務委員",
        "常務委員",
        "召集委員",
        "執行委員",
        "審查委員",
        "評審委員",
        "口試委員",
        "班主任",
        "副主任",
        "主刀醫師",
        "施打醫師",
        "執刀醫師",
        "值班醫師",
        "住院醫師",
        "實習醫師",
        "課輔老師",
        "代課老師",
        "導護老師",
        "輔導老師",
        "理賠專員",
        "客服專員",
        "業務專員",
        "行政專員",
        "倉管課長",
        "代書費",
    ]
)


def _word_before_surname(
    text: str, start: int, t: int, words: frozenset[str], breaks: Breaks = NO_BREAKS
) -> bool:
    """True when the full-name reading ``text[start:t]`` before a title swallows a word and the
    title's surname is the last character (那個|鄢經理, 房東|鄔先生, 恭喜|葛大哥, B車 |蒯大哥): the
    word ends right before the surname, or a space the view removed stands there. A common surname
    opening the reading (高明|華先生) keeps it."""
    if t - start < 2 or text[t - 1] not in surnames()[0]:
        return False
    if t - start == 3 and text[start] == text[start + 1] and text[start : t - 1] in words:
        return True  # 謝謝|陳先生, 謝謝|隗小姐: a doubled word, then the surname and its title
    if _person_noun_before(text, t - 1):
        return True  # 顧客|梁太太, 諮商師|汪心理師, 里長|蔡里長: a person's noun, then a short form
    if text[start] in _COMMON_SURNAMES:
        return False
    if t - 1 in breaks.spaced:
        return True
    return any(
        text[i : t - 1] in words or text[i : t - 1] in _ROLE_WORDS_SET
        for i in range(max(0, start - 3), t - 2)
    )


@lru_cache(maxsize=1)
def _person_nouns() -> frozenset[str]:
    """Words that name a person by role, relation or title (顧客, 房東, 屋主, 諮商師, 里長): the
    labels of name_labels.txt, relation_words.txt, the roles and the titles, two characters or
    more."""
    words = {*field_labels(), *relation_words(), *_ROLE_WORDS_SET, *TITLES}
    return frozenset(w for w in words if len(w) >= 2)


def _person_noun_before(text: str, pos: int) -> bool:
    """True when a person's noun ends right before ``pos`` (顧客|梁, 雇主|陳, 諮商師|汪): the
    character at ``pos`` then opens a new reading, a surname before its title, whatever
    surname the noun's first character is."""
    nouns = _person_nouns()
    return any(text[i:pos] in nouns for i in range(max(0, pos - 5), pos - 1))


_ONE_CHAR_RELATIONS = frozenset("妻夫子女父母兄弟姊姐妹孫")


def _ends_name_before(text: str, pos: int, breaks: Breaks = NO_BREAKS) -> bool:
    """True when the character at ``pos`` is the last of a full name read from a boundary before
    it (由鄞國華|委託地政士, 、蕭文華|委任律師): a title after it anchors no name starting there."""
    for n in (2, 3):
        a = pos - n
        if a < 0 or (a > 0 and is_cjk(text[a - 1]) and text[a - 1] not in _FUNCTION_CHARS):
            continue
        read = read_name(text, a, breaks=breaks)
        if read and read[1] and read[0] == pos + 1 and text[a : pos + 1] not in real_words():
            return True
    return False


def _title_anchored(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    single, compound = surnames()
    officials = official_titles()
    words, ends = real_words(), surname_end_words()
    for m in _TITLE_RE.finditer(text):
        t = m.start()
        if t in breaks.joined:
            continue
        official = m.group(0) in officials
        if (
            m.group(0) not in _AFTER_NAME_ONLY_TITLES
            and (t in breaks.spaced or text[t - 1 : t] in (" ", "\u3000", "\t"))
            and _labels_next(text, m.end(), breaks)
        ):
            # 主管 方振德　員警 田家齊, 安寧居家 醫師 游志浩: a job title set off by spaces before a
            # name labels that name, it titles none before (寧居家 is no name)
            continue
        kind, action = (OFFICIAL, KEEP) if official else (PERSON, REPLACE)
        role = _ROLE_AT_END_RE.search(text, max(0, m.end() - 8), m.end())
        if role and len(role.group(0)) > len(m.group(0)):
            continue  # 調解委員: the title ends a role word, no name before it
        if (
            text[max(0, t - 2) : t] + m.group(0) in _TITLED_WORDS
            or text[max(0, t - 1) : t] + m.group(0) in _TITLED_WORDS
        ):
            # 主任委員, 出席委員, 班主任, 主刀醫師: a word that ends in a title, no name before it
            continue
        # (start, surname length, short form?) in order of preference
        options = [
            (t - 4, 2, False),
            (t - 3, 2, False) if text[t - 3 : t - 1] in compound else (t - 3, 1, False),
            (t - 2, 2, True) if text[t - 2 : t] in compound else (t - 2, 1, False),
            (t - 1, 1, True),
        ]
        for start, sl, short in options:
            if start < 0:
                continue
            sur = text[start : start + sl]
            if sur not in (compound if sl == 2 else single):
                continue
            pair = text[start - 1 : start + 1]
            if start > 0 and (pair in words or pair in ends):
                continue  # 謝謝老師, 資深經理, 擔任專案經理: the character ends the word before
            if sl == 1 and sur in _ONE_CHAR_RELATIONS and start + 1 in breaks.spaced:
                continue  # 案母 洪佩君, 母 林雅君: a relation word and a space, then the name
            if (
                not short
                and text[start:t] in words
                and not (_open_before(text, start) and m.group(0) in _WORD_NAME_TITLES)
            ):
                continue  # 謝謝老師, 麻煩老師, 那個專員: a word before the title, no name
            if short and t in breaks.spaced:
                continue  # 早安 阿公: a space between the character and the title, no short form
            if short:
                end = m.end()
            else:
                if not _given_ok(text, start + sl, t - start - sl):
                    continue
                if _ends_name_before(text, start, breaks):
                    break  # 由鄞國華委託地政士: 華 ends the name before, 華委託 is no name
                if _word_before_surname(text, start, t, words, breaks=breaks):
                    # 那個鄢經理, 房東鄔先生, B車 蒯大哥: a word, then a surname and its title
                    continue
                if text[start] in _FUNCTION_CHARS and start + 1 < t and text[start + 1] in single:
                    continue  # 向王明先生, 向歐先生: the 向 is a preposition, try the shorter parse
                if (
                    t - start == 2
                    and text[t - 1] in _COMMON_SURNAMES
                    and start > 0
                    and (is_cjk(text[start - 1]) or text[start - 1].isalnum())
                ):
                    # 生日快樂馬小姐, C棟曾太太, 3F黃老先生: in running text or after a building's
                    # or a floor's letter a common surname before the title is the short form
                    continue
                end = t
            yield Span(
                start,
                end,
                kind,
                action,
                source="rule:person_title",
                score=0.9,
                surname_len=sl,
                short_form=short,
            )
            break
        # no surname: a two-character name (巴奈小姐, 瓦旦先生) standing after a boundary or
        # preposition
        else:
            s2 = t - 2
            if (
                m.group(0) in _BARE_NAME_TITLES
                and s2 >= 0
                and _given_ok(text, s2, 2)
                and (s2 == 0 or not is_cjk(text[s2 - 1]) or text[s2 - 1] in _FUNCTION_CHARS)
            ):
                yield Span(
                    s2,
                    t,
                    kind,
                    action,
                    source="rule:person_title_bare",
                    score=0.75,
                    given_only=not official,
                )


_NOT_A_FIELD_VALUE = frozenset(
    [
        "同上",
        "本人",
        "不詳",
        "如上",
        "詳見",
        "見下",
        "簽名",
        "蓋章",
        "簽章",
        "未填",
        "空白",
        "無",
        "略",
        "待補",
        "姓名",
        "性別",
        "電話",
        "地址",
        "日期",
        "身分",
        "出生",
        "先生",
        "小姐",
        "女士",
    ]
)
_FIELD_END = re.compile(r"(?=[\s（(，,、。；;:|｜/\[\]【】0-9]|$)")
_FIELD_SEP = re.compile(
    r"[ \t]*(?:[（(][^）)\n]{0,12}[）)])?[ \t]*(?:[A-Za-z][A-Za-z .'/]{0,30}?)?[ \t]*[:]?[ \t]*"
)
_field_re_cache: dict[tuple[str, ...], re.Pattern[str]] = {}


def _field_re() -> re.Pattern[str]:
    labels = field_labels()
    if labels not in _field_re_cache:
        _field_re_cache[labels] = re.compile("|".join(_spaced(w) for w in labels))
    return _field_re_cache[labels]


def _field_value(text: str, q: int, breaks: Breaks = NO_BREAKS) -> tuple[int, int] | None:
    """The name standing alone at ``q`` after a field label: ``(end, surname length)``, whatever
    its surname.

    A run of 2–5 CJK characters up to a boundary, or single characters spread by spaces (蓋 文 琪,
    諸葛 明 遠), or a Latin name (CHANGCHIEN CHEN HSIU-FENG)."""
    latin = _LATIN_FULL.match(text, q) or _LATIN_NAME.match(text, q)
    if latin:
        name = latin.group(0)
        return (
            (latin.end(), 0)
            if not _caption(name) and not _NOT_LATIN_NAMES.search(name) and len(name) >= 3
            else None
        )
    spaced = re.match(
        rf"[{NAME_CHARS}]{{1,2}}(?:[ \u3000][{NAME_CHARS}]){{1,3}}"
        r"(?=[ \t\u3000]*(?:\n|$)|[ \t\u3000]{2,}|[ \u3000]?[（(]|[ \t\u3000]*[｜|\t])",
        text[q:],
    )
    if spaced and not spaced.group(0).endswith((" 男", " 女", "\u3000男", "\u3000女")):
        end = q + spaced.end()
    else:
        m = re.compile(rf"[{NAME_CHARS}]{{2,5}}").match(text, q)
        if not m:
            return None
        end = m.end()
        if not _FIELD_END.match(text, end):
            found = read_name(
                text, q, breaks=breaks
            )  # 姓名:王小明男: the name as read, when it ends at a strong boundary
            return (
                found
                if found and found[1] and _end_strength(text, found[0], breaks=breaks) >= 2
                else None
            )
    name = text[q:end].replace(" ", "").replace("\u3000", "")
    if text.startswith((":", "："), end) or (
        len(name) > 2 and name[:2] in real_words() and not read_name(text, q, breaks=breaks)
    ):
        return None  # 母姓名:, 管理部全體: a label or a word, not a name
    if not 2 <= len(name) <= 5 or name in _NOT_A_FIELD_VALUE or name in _ROLE_WORDS_SET:
        return None
    if (
        name in FORM_LABEL_WORDS
        or any(
            c in NOT_IN_GIVEN_NAME and not (i == len(name) - 2 and c in _NAME_FINAL_WORDS)
            for i, c in enumerate(name[1:])
        )
        or all(c in FORMAL_NUMERALS for c in name)
    ):
        return None
    found = read_name(text, q, breaks=breaks)
    if found and found[0] == end:
        return found
    sl = 1 if text[q] in surnames()[0] else 0
    if not sl and (
        name in real_words()
        or len(name) > 3
        or not all(c in GIVEN_NAME_CHARS or ord(c) >= 0x20000 for c in name)
    ):
        # 客服信箱, 國籍, 您好: not a name; a name without a known surname looks like a given name
        return None
    return end, sl


# Characters that end older given names (林添來, 陳旺來, 李永年) though they are words elsewhere
# (來電, 年底): after a field label, where the value stands alone, they may end a name.
_NAME_FINAL_WORDS = frozenset("來年")


def _field_labelled(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """Names after form-field and roster labels (存戶姓名：鄢書涵, 見證人：甲、乙、丙,
    對造　庾志恆), whatever their surname: the label is the evidence. A list after one label (、 or
    two spaces between) is read on."""
    for m in _field_re().finditer(text):
        if (
            m.start() > 0
            and is_cjk(text[m.start() - 1])
            and not _ROLE_AT_END_RE.search(text, max(0, m.start() - 8), m.start())
        ):
            continue  # 之姓名, 本戶名: inside a longer word
        sep = _FIELD_SEP.match(text, m.end())
        if not sep or not any(c in sep.group(0) for c in " \t:"):
            continue  # 姓名變更: a label needs a separator after it
        q = sep.end()
        for _ in range(6):  # a list: 見證人:甲、乙、丙
            found = _field_value(text, q, breaks=breaks)
            if not found:
                break
            end, sl = found
            keep = end not in breaks.joined and bool(
                re.match(" *(?:" + "|".join(official_titles()) + ")", text[end : end + 8])
            )  # 被告：某某 / 書記官 某某 on the next line: no title of the party's name
            yield Span(
                q,
                end,
                OFFICIAL if keep else PERSON,
                KEEP if keep else REPLACE,
                "rule:person_field",
                0.9,
                sl,
            )
            nxt = re.match(r"[、,，及與] ?| {1,3}(?=[^ \n])", text[end:])
            if not nxt or (nxt.group(0).startswith(" ") and not _surname_at(text, end + nxt.end())):
                break
            q = end + nxt.end()


# A label of a person ending in 人 or 者 before a colon, standing apart (違規人：, 應考人：,
# 發票人：, 受款人：, 失蹤者：, 申請者：): the name after it is a person's, as after the listed
# labels. Words ending in 人 or 者 that label no natural person stay out.
_PERSON_LABEL = re.compile(r"(?<![\u3400-\u9fff])([\u3400-\u9fff]{1,3}[人者])(?=[ \u3000]*[：:])")
_NOT_PERSON_LABELS = frozenset(
    {"法人", "個人", "他人", "私人", "商人", "工人", "男人", "女人", "成人"}
    | {"或者", "再者", "前者", "後者", "兩者", "二者", "三者", "業者", "學者"}
)


def _person_labelled(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """Names after a label of :data:`_PERSON_LABEL` not in the label list (its values read by
    :func:`_field_value`, a spaced name included: 違規人：隗 建 志)."""
    listed = set(field_labels()) | set(_ROLE_WORDS_SET)
    for m in _PERSON_LABEL.finditer(text):
        label = m.group(1)
        if label in listed or label in _NOT_PERSON_LABELS or label[-2:] in _NOT_PERSON_LABELS:
            continue
        sep = _FIELD_SEP.match(text, m.end())
        if not sep:
            continue
        found = _field_value(text, sep.end(), breaks=breaks)
        if found and text[sep.end() : found[0]] not in listed:  # 研究者：碩士生 某某: a label
            yield Span(sep.end(), found[0], PERSON, REPLACE, "rule:person_field", 0.85, found[1])


# A name spread by spaces filling a table cell or a segment between wide gaps (｜談 佩 玲｜,
# 1O1　許　凱　婷　D110…, 鄔 柏 霖 alone on its line): single characters, the first a surname.
_SPACED_CELL = re.compile(
    rf"(?:^|(?<=[｜|\t\u3000])|(?<=[ ]{{2}})|(?<=[0-9A-Za-z][ ]))[ \u3000]?"
    rf"([{NAME_CHARS}](?:[ \u3000][{NAME_CHARS}]){{2,3}})"
    r"(?=[ \u3000]*(?:[｜|\t\n]|$)|[ ]{2}|\u3000|[ ][0-9A-Za-z]|[ \u3000]?[（(])",
    re.MULTILINE,
)


def _spaced_cells(text: str) -> Iterable[Span]:
    """Spaced names of :data:`_SPACED_CELL`: a surname, then characters of a given name that with
    it make no word, label or role (姓 名 欄, 申 請 人, 備 註 欄 stay)."""
    words, labels = real_words(), set(field_labels())
    for m in _SPACED_CELL.finditer(text):
        name = re.sub(r"[ \u3000]", "", m.group(1))
        sl = _surname_at(name, 0)
        if (
            not sl
            or any(c in NOT_IN_GIVEN_NAME for c in name[1:])
            or name in words
            or name[:2] in words
            or name[1:] in words
            or name in labels
            or name in _ROLE_WORDS_SET
            or name[:2] in _ROLE_WORDS_SET
            or name[-2:] in _ROLE_WORDS_SET
            or name in FORM_LABEL_WORDS
            or name[:2] in FORM_LABEL_WORDS
            or name[-2:] in FORM_LABEL_WORDS
            or not any(c in GIVEN_NAME_CHARS for c in name[sl:])
        ):
            continue
        yield Span(m.start(1), m.end(1), PERSON, REPLACE, "rule:person_spaced_cell", 0.75, sl)


@lru_cache(maxsize=1)
def _note_re() -> re.Pattern[str]:
    words = sorted(word_list("person_note_words.txt"), key=len, reverse=True)
    return re.compile(
        r"[（(][ ]?(?:" + "|".join(map(re.escape, words)) + r"|[0-9０-９]{1,3}[ ]?歲)"
    )


def _noted_names(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """A full name right before a bracketed note about that person (關於貴部門庾家齊（員編 T0-…）,
    同仁陳家齊（男，32歲）; person_note_words.txt), read back from the bracket: the surname and a
    given name of two characters (one when three would start inside a word), whatever stands before
    it."""
    for m in _note_re().finditer(text):
        end = m.start()
        latin = _LATIN_ITEM_LEFT.search(text, max(0, end - 40), end)
        if latin and _latin_item(latin.group(0)):
            yield Span(latin.start(), end, PERSON, REPLACE, "rule:person_noted", 0.8)
            continue  # NURHAYATI（工號 JQ-3308）, Arnel Bautista（護照 P…）
        for length in (3, 4, 2):
            start = end - length
            if start < 0:
                continue
            found = read_name(text, start, breaks=breaks)
            if not found or found[0] != end or not found[1]:
                continue
            if text[start:end] in real_words() or text[start + found[1] : end] in real_words():
                continue
            if start and (
                text[start - 1 : start + 1] in surname_end_words()
                or text[start - 1 : start + 1] in real_words()
            ):
                break  # 工程師（員工編號…）, 教練課程（…）: the surname ends the word before
            yield Span(start, end, PERSON, REPLACE, "rule:person_noted", 0.8, found[1])
            break


_TABLE_SPLIT = re.compile(r"[|｜\t]")


def _table_columns(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """Cells of a table column whose header is a role or a name label (編號｜被害人｜金額,
    姓名<TAB>身分證): a name standing alone in such a cell is a person (an official under an
    official header), whatever it reads as."""
    labels = (
        set(field_labels())
        | set(_ROLE_WORDS_SET)
        | {"姓名", "名字", "捐款人", "委員", "成員", "人員", "員工"}
    ) - SEPARATED_ONLY_ROLES  # a 紀錄 column holds records, not record keepers
    officials = _officials_of(text)
    lines = text.split("\n")
    offset = 0
    header: dict[int, str] = {}
    width = 0
    for line in lines:
        cells = _TABLE_SPLIT.split(line)
        if len(cells) >= 2:
            names = {i: c.strip(" ").replace(" ", "") for i, c in enumerate(cells)}
            if any(v in labels for v in names.values()):
                header = {i: v for i, v in names.items() if v in labels}
                width = len(cells)
            elif header and abs(len(cells) - width) <= 1:
                pos = offset
                for i, cell in enumerate(cells):
                    if i in header:
                        lead = len(cell) - len(cell.lstrip(" "))
                        value = cell.strip(" ")
                        q = pos + lead
                        found = _field_value(text, q, breaks=breaks) if value else None
                        if not found and _surname_cell(value):
                            found = (q + 1, 1)  # 經辦｜柯: the clerk's surname alone in the cell
                        if found and found[0] <= q + len(value):
                            kind = OFFICIAL if header[i] in officials else PERSON
                            yield Span(
                                q,
                                found[0],
                                kind,
                                KEEP if kind == OFFICIAL else REPLACE,
                                "rule:person_table",
                                0.85,
                                found[1],
                            )
                    pos += len(cell) + 1
            else:
                header = {}
        elif line.strip():
            header = {}
        offset += len(line) + 1


def _surname_cell(value: str) -> bool:
    """A table cell that holds one surname alone (a clerk's or a nurse's initial under 經辦 or
    承辦: 柯, 涂): a single surname of the table, not a mark or a word a cell holds (同, 無,
    本)."""
    return len(value) == 1 and value in surnames()[0] and value not in _SURNAME_REF_STOP


# Columns set apart by runs of spaces (a roster typed with full-width spaces: 職位　　姓名　　手機 ⏎
# 總務　　卜家瑜　　0910-…): cells are what two spaces or more separate.
_GAP_SPLIT = re.compile(r"[ \u3000]{2,}")
_GAP_HEADER_CELL = re.compile(r"[^\s0-9０-９]{1,8}")


def _gap_columns(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """Cells under a 姓名 / 名字 / role header of a table whose columns spaces set apart: a header
    line of three cells or more, each a short word without digits, one of them a name label;
    the rows below it, up to a blank line or a line of one cell, hold a person in that column
    (an official under an official header), read as a field's value. A row that merged cells
    (one space between them) keeps the column only where it comes before the merge."""
    labels = (set(field_labels()) | set(_ROLE_WORDS_SET) | {"姓名", "名字"}) - SEPARATED_ONLY_ROLES
    officials = _officials_of(text)
    offset = 0
    column, width, label = -1, 0, ""
    for line in text.split("\n"):
        cells = _gap_cells(line)
        if len(cells) >= 3 and all(_GAP_HEADER_CELL.fullmatch(c) for _, c in cells):
            heads = [i for i, (_, c) in enumerate(cells) if c in labels]
            if heads:
                column, width, label = heads[0], len(cells), cells[heads[0]][1]
                offset += len(line) + 1
                continue
        if column >= 0 and len(cells) >= 2 and column < len(cells):
            if len(cells) == width or column < len(cells) - 1:
                q = offset + cells[column][0]
                found = _field_value(text, q, breaks=breaks)
                if found and found[0] <= q + len(cells[column][1]):
                    kind = OFFICIAL if label in officials else PERSON
                    action = KEEP if kind == OFFICIAL else REPLACE
                    yield Span(q, found[0], kind, action, "rule:person_gap_table", 0.8, found[1])
        elif len(cells) < 2:
            column = -1
        offset += len(line) + 1


def _gap_cells(line: str) -> list[tuple[int, str]]:
    """The cells of ``line`` that runs of two spaces or more separate: (offset in line, cell);
    a line indented by one space ( 序　 姓名) starts its first cell after it."""
    out, pos = [], 0
    for m in _GAP_SPLIT.finditer(line):
        if m.start() > pos:
            out.append((pos, line[pos : m.start()]))
        pos = m.end()
    if pos < len(line):
        out.append((pos, line[pos:]))
    return [
        (at + len(cell) - len(cell.lstrip(" \u3000")), cell.strip(" \u3000"))
        for at, cell in out
        if cell.strip(" \u3000")
    ]


# Surname-only references: 詹姓男子, 姓溫, 蒯男, 鄢女, 曹員 (the surname alone is the value).
_SURNAME_REF_STOP = frozenset("百同異貴改冠從本原隨父母夫之其他某此該無各")
_SURNAME_REF = re.compile(
    rf"([{NAME_CHARS}])(姓(?!名|氏)|[男女員府嫂](?![子士性生孩兒友方人裝廁童星神僕主朋同工]))"
)


def _surname_refs(text: str, known_surnames: set[str]) -> Iterable[Span]:
    single, _ = surnames()
    words = real_words()
    for m in re.finditer(r"姓", text):  # 姓溫, 他姓詹的
        i = m.end()
        if (
            i < len(text)
            and text[i] in single
            and text[i] not in "氏名"  # 姓氏, 姓名: words
            and (i + 1 >= len(text) or not is_cjk(text[i + 1]) or text[i + 1] in "的先小女太")
            and (m.start() == 0 or text[m.start() - 1] not in "百同異貴改冠從")
        ):
            yield Span(
                i, i + 1, PERSON, REPLACE, "rule:person_surname_ref", 0.8, 1, short_form=True
            )
    for m in _SURNAME_REF.finditer(text):
        i, c, what = m.start(), m.group(1), m.group(2)
        if c not in single or text[i : i + 2] in words or text[i : i + 3] in words:
            continue
        if text[i : i + 2] in NEVER_NAMES or text[i : i + 3] in NEVER_NAMES:
            continue  # 孝男, 孝女 of an obituary: kin words, no 孝 surname
        prev = text[i - 1] if i > 0 else " "
        noun = _surname_ref_noun_re().match(text, m.end()) if what == "姓" else None
        if (
            is_cjk(prev)
            and (
                (prev in _SURNAME_REF_STOP and not (noun and prev in "之該某此"))  # 本里之呂姓男子
                or text[i - 1 : i + 1] in words
                or text[i - 1 : i + 1] in _ROLE_WORDS_SET
            )
        ):
            continue  # 百姓, 配偶姓: the character ends the word before
        loose = not is_cjk(prev) or prev in _FUNCTION_CHARS or prev in "往見稱知名位"
        if (
            what == "姓"
            or c in known_surnames
            or (what in "男女" and loose)
            or (what == "府" and text.startswith("闔家", m.end()))
        ):
            # 呂姓男子, 柯姓女山友: one short form; 鄢女, 曹員, 蒯男 with their suffix
            end = noun.end() if noun else (i + 1 if what == "姓" else m.end())
            yield Span(i, end, PERSON, REPLACE, "rule:person_surname_ref", 0.75, 1, short_form=True)


@lru_cache(maxsize=1)
def _surname_ref_noun_re() -> re.Pattern[str]:
    """A person noun after X姓 (surname_ref_nouns.txt), an age before it allowed (林姓 70 歲
    婦人)."""
    nouns = sorted(word_list("surname_ref_nouns.txt"), key=len, reverse=True)
    return re.compile(
        r"(?:[ ]?[0-9０-９一二三四五六七八九十]+[ ]?歲(?:的)?)?(?:" + "|".join(nouns) + ")"
    )


# A transcript whose speakers are tagged by their surname alone (卓：您好 / 蘇：好，是我): one
# surname character opening a line before a colon.
_SURNAME_TAG = re.compile(
    r"^[ \u3000]*([\u4e00-\u9fff]{1,2})[ \u3000]?[：:](?![：:])", re.MULTILINE
)


def _surname_speakers(text: str) -> Iterable[Span]:
    """Surname-only speaker tags of a transcript: two different surnames opening lines before a
    colon, or one answering a record's 問： lines (record tags such as 問：/答：, form letters and
    field abbreviations excluded, worker/data/not_speaker_tags.txt); every such tag is a person's
    surname. A two-character surname (歐陽：, 范姜：) is a tag as a single one is."""
    if "：" not in text and ":" not in text:
        return
    single, compound = surnames()
    banned = _not_speaker_tags()
    tags: dict[str, list[int]] = {}
    for m in _SURNAME_TAG.finditer(text):
        c = m.group(1)
        if (c in single and c not in banned and c not in _FUNCTION_CHARS) or c in compound:
            tags.setdefault(c, []).append(m.start(1))
    speakers = {c: at for c, at in tags.items() if len(at) >= 2}
    if len(speakers) < 2:
        # a short exchange: two surnames one turn each (陳：… / 林：…), or one surname answering
        # the questions of a record (問：… / 黃：…)
        asked = re.search(r"^[ \u3000]*問[ \u3000]?[：:]", text, re.MULTILINE) is not None
        if not (len(tags) >= 2 or (tags and asked)):
            return
        speakers = tags
    for c, at in speakers.items():
        for i in at:
            yield Span(
                i, i + len(c), PERSON, REPLACE, "rule:person_surname_tag", 0.75, len(c), True
            )


@lru_cache(maxsize=1)
def _not_speaker_tags() -> frozenset[str]:
    return frozenset(word_list("not_speaker_tags.txt"))


# An Indigenous name romanized, its parts joined by a middle dot (Walis‧Nomin, Lisin‧Tiway): one
# name whole.
_DOTTED_LATIN = re.compile(
    rf"(?<![A-Za-z{_LAT_LOW}])[{_LAT_UP}][{_LAT_LOW}]{{1,14}}"
    rf"(?:[‧·・•][{_LAT_UP}][{_LAT_LOW}]{{1,14}}){{1,2}}(?![A-Za-z{_LAT_LOW}])"
)


def _dotted_latin(text: str) -> Iterable[Span]:
    for m in scan.finditer(_DOTTED_LATIN, text):
        parts = re.split("[‧·・•]", m.group(0))
        if all(is_english_word(p) for p in parts) or any(
            len(p) < 3 or _caption(p) or _NOT_LATIN_NAMES.fullmatch(p) or p in _NOT_LATIN_WORDS
            for p in parts
        ):
            continue  # Wi‧Fi, Pro·Max, Line·Pay: words, not a name
        yield Span(m.start(), m.end(), PERSON, REPLACE, "rule:person_dotted_latin", 0.85)


# A donation or condolence roster (捐款名冊, 奠儀簿): a line holding an amount written out
# (壹萬貳仟元, 3,600元) and the names of those who gave it, separated by wide spaces or 、.
_ROSTER_AMOUNT = re.compile(
    r"(?:新臺幣|新台幣|NT\$)?[ ]?(?:[零壹貳參叁肆伍陸柒捌玖拾佰仟萬]{2,}元?|\d[\d,]*[ ]?元)"
)
# A note in parentheses on a roster line (the giver's address, 代 and the name given for): blanked
# before the line is read, the names inside it read on their own.
_ROSTER_LINE_NOTE = re.compile(r"[（(][^）)\n]{1,30}[）)]")


def _roster_names(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """Names on the lines of a roster of gifts: each item of a line that also holds an amount,
    read whole as a name, where two lines or more are such lines; items spaced character by
    character (黃 清 泉 黃 戴 秀 琴, the wide spaces folded) are cut into names of three
    characters, four for 冠夫姓."""
    if "元" not in text:
        return
    pos = 0
    lines: list[list[Span]] = []
    for line in text.splitlines(keepends=True):
        start, pos = pos, pos + len(line)
        amounts = list(_ROSTER_AMOUNT.finditer(line))
        if not amounts:
            continue
        cut = [0]
        for m in amounts:
            cut += [m.start(), m.end()]
        cut.append(len(line))
        names = _roster_items(text, start, line, zip(cut[::2], cut[1::2], strict=True))
        if names is None and amounts[0].start() > 0:
            # the giver before the amount, a note after it (參仟元　　姪, 壹仟元　　市場賣菜)
            names = _roster_items(text, start, line, [(0, amounts[0].start())])
        if names:  # every item a name or a roster word (闔家): a roster line
            lines.append(names)
    if len(lines) >= 2:  # a roster lists: one line with an amount and a word is no roster
        for names in lines:
            yield from names


_ROSTER_PIECE = re.compile(r"[^\s、，,；;（）()]+(?: [^\s、，,；;（）()]+)*")


def _roster_items(
    text: str, start: int, line: str, parts: Iterable[tuple[int, int]]
) -> list[Span] | None:
    """The names of the parts ``[a, b)`` of a roster ``line`` (at ``start`` in ``text``); None
    when a part holds anything but names and roster words. A note in parentheses is no item; the
    names inside it (（代 黃 志 成）) count, whatever else it holds."""
    plain = _ROSTER_LINE_NOTE.sub(lambda m: " " * len(m.group(0)), line)
    names: list[Span] = []
    for a, b in parts:
        for m in _ROSTER_PIECE.finditer(plain, a, b):
            got = _roster_piece(text, start + m.start(), m.group(0))
            if got is None:
                return None
            names += got
        for note in _ROSTER_LINE_NOTE.finditer(line, a, b):
            for m in _ROSTER_PIECE.finditer(line, note.start() + 1, note.end() - 1):
                names += _roster_piece(text, start + m.start(), m.group(0)) or []
    return names


def _roster_piece(text: str, at: int, piece: str) -> list[Span] | None:
    """The names of one item of a roster line; None when it holds anything but names and roster
    words."""
    tokens = [(m.start(), m.group(0)) for m in re.finditer(r"\S+", piece)]
    names: list[Span] = []
    if len(tokens) >= 2 and all(len(t) == 1 for _, t in tokens):
        i = 0
        while i < len(tokens):
            for n in (4, 3, 2):
                part = "".join(t for _, t in tokens[i : i + n])
                if len(part) != n or (n == 4 and part[1] not in _COMMON_SURNAMES):
                    continue
                found = _roster_read(part)
                if found is not None:
                    end = at + tokens[i + n - 1][0] + 1
                    names.append(_roster_span(at + tokens[i][0], end, found))
                    i += n
                    break
            else:
                if tokens[i][1] not in _roster_words():
                    return None
                i += 1
        return names
    for off, token in tokens:
        found = _roster_read(token)
        if found is not None:
            names.append(_roster_span(at + off, at + off + len(token), found))
        elif token not in _roster_words():
            return None
    return names


def _roster_span(start: int, end: int, surname_len: int) -> Span:
    return Span(start, end, PERSON, REPLACE, "rule:person_gift_roster", 0.7, surname_len)


@lru_cache(maxsize=1)
def _roster_words() -> frozenset[str]:
    return frozenset(word_list("roster_words.txt"))


def _roster_read(token: str) -> int | None:
    """The surname length of ``token`` read whole as a name of two to four characters, else None."""
    if not 2 <= len(token) <= 4 or not all(is_cjk(c) for c in token):
        return None
    found = read_name(token, 0)
    return found[1] if found and found[0] == len(token) else None


# Kin and nickname forms: 阿明伯, 阿滿嫂, 阿忠叔, 珠姐 (a given-name character with a kin title).
_KIN_FORM = re.compile(
    rf"阿([{NAME_CHARS}])(?=伯|叔|嫂|姨|姆|婆|公|嬤|舍|哥|姐|姊|仔)"
    rf"|(?<![{NAME_CHARS}])([{NAME_CHARS}])(?=姐|姊|哥)(?![{NAME_CHARS}]{{2}})"
)


@lru_cache(maxsize=1)
def _given_kin_re() -> re.Pattern[str]:
    """Two given-name characters, or 阿 / 小 and one character, then a kin word of
    ``given_kin_suffixes.txt`` (建華哥, 秀蘭阿姨, 阿群媽); the kin word not the start of a longer
    one (姐妹, 哥們)."""
    kin = sorted(word_list("given_kin_suffixes.txt"), key=len, reverse=True)
    return re.compile(
        rf"([{NAME_CHARS}]{{2}})({'|'.join(map(re.escape, kin))})(?![父母丈們夫妹弟媽爸])"
    )


def _given_kin(text: str) -> Iterable[Span]:
    """A given name or a nickname with the kin word it is called by (建華哥, 秀蘭阿姨, 國雄叔,
    阿綢阿嬤): one person. The name is no word (清潔阿姨, 美容阿姨: not_given_names.txt), no kin
    word or role itself (阿姨, 小妹); a surname right before it makes it a full name with its kin
    title (陳建華哥)."""
    words, banned = real_words(), not_given_names()
    for m in _given_kin_re().finditer(text):
        tok = m.group(1)
        nickname = tok[0] in "阿小"
        common = sum(c in GIVEN_NAME_CHARS for c in tok)
        if not (
            (nickname and is_cjk(tok[1]))
            or common == 2
            or (  # 家齊哥, 水木伯: one common given-name character, the name set off on its left
                common == 1
                and (
                    m.start() == 0
                    or not is_cjk(text[m.start() - 1])
                    or text[m.start() - 1] in _FUNCTION_CHARS
                    or text[m.start() - 1] in "說看"
                )
            )
        ) or any(c in NOT_IN_GIVEN_NAME for c in tok):
            continue
        tail = text[m.start(1) + 1 : m.end()]
        if (
            tok in words
            or text[m.start() : m.end()] in not_nicknames()  # 阿兵哥
            or tail in words  # 張美玲小姐: 小姐 is a title, 玲小 no name
            or tail in KIN_WORDS
            or _TITLE_RE.fullmatch(tail)
            or tok in banned
            or tok in NOT_A_NAME
            or tok in KIN_WORDS
            or tok in _ROLE_WORDS_SET
            or tok in not_nicknames()
            or tok in relation_words()
            or (tok[0] in "阿小" and tok[1] in "公嬤媽爸母伯叔姨舅嬸姊姐兄弟妹祖婆哥爹娘孩朋")
        ):
            continue
        start, sl = m.start(), 0
        if start and _surname_at(text, start - 1) == 1 and tok[0] not in "阿小":
            found = read_name(text, start - 1)
            if found and found[0] == m.end(1):
                start, sl = start - 1, 1
        yield Span(
            start, m.end(), PERSON, REPLACE, "rule:person_given_kin", 0.7, sl, given_only=not sl
        )


def _kin_forms(text: str) -> Iterable[Span]:
    yield from _given_kin(text)
    words = real_words()
    for m in _KIN_FORM.finditer(text):
        if m.group(1):
            if m.group(1) in "公嬤媽爸母伯叔姨舅嬸姊姐兄弟妹祖婆哥爹娘":
                continue  # 阿公伯: kin words, not a nickname
            # the kin form is the value with its title (阿桃嬤, 阿明伯: one value, as 珠姐)
            yield Span(
                m.start(), m.end() + 1, PERSON, REPLACE, "rule:person_kin", 0.7, given_only=True
            )
        elif (
            m.group(2) in GIVEN_NAME_CHARS
            and m.group(2) not in "小大表學堂乾老二三四五"
            and text[m.start() : m.end() + 1] not in words
        ):
            yield Span(
                m.start(), m.end() + 1, PERSON, REPLACE, "rule:person_kin", 0.65, given_only=True
            )


_CHAT_WITH = re.compile(r"與([^\s的]{2,8}?)的(?:聊天|對話)")


# A capitalized Latin word standing alone in Chinese text is a (given) name: between two CJK
# characters (撞到Miguel的機車, 生日快樂Nadia！), or opening a line before a greeting (Noel您好：,
# Ligaya：).
_LATIN_WORD_IN_CJK = re.compile(
    rf"(?<=[\u3400-\u9fff\U00020000-\U0003134f])[{_LAT_UP}][{_LAT_LOW}\u0300-\u036f]{{2,11}}"
    r"(?=[\u3400-\u9fff\U00020000-\U0003134f！!，,。？?、（(])|(?:(?<=^)|(?<=[\t\n]))[A-Z][a-z]{2,11}"
    r"(?=[ ]?(?:您好|你好|[：:，,、]|[ ]?台鑒|[ ]?鈞鑒|小姐|先生|女士))",
    re.MULTILINE,
)
# The same word set off by spaces, as chats, lists and running text write it (負責 Agus 的案子,
# 「Sia 很乖」, 詢問 Lan：…, a comment's author └ Eric　柴犬很會跑): after CJK text, an opening
# mark, a digit or a line's start (indent, a bullet), before CJK text or its punctuation, a space
# run each side at most. English words, captions, acronyms and listed terms stay words
# (_latin_term, _listed_beside_latin).
_CJK_CLASS = r"\u3400-\u9fff\U00020000-\U0003134f"
_LATIN_WORD_SPACED = re.compile(
    rf"""
    (?: ^ | (?<=[{_CJK_CLASS}「『（(、，,：:；;0-9]) )    # CJK text, an opening mark, a line start
    [ \t\u3000└├┗•・*\-.．]*                            # spaces, an indent, a bullet (3.)
    (?<![A-Za-z0-9])
    ([{_LAT_UP}][{_LAT_LOW}\u0300-\u036f]{{2,11}})          # the capitalized word (Phúc, Hùng)
    (?![A-Za-z{_LAT_LOW}0-9@._\-'’&])
    (?=[ \t\u3000]*[{_CJK_CLASS}，,。、：:；;！!？?」』）)])  # then CJK text or its punctuation
    """,
    re.VERBOSE | re.MULTILINE,
)
_DOT_BETWEEN_CJK = re.compile(r"(?<=[\u4e00-\u9fff])[‧·・•．](?=[\u4e00-\u9fff])")


def _dotted_anywhere(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """比令‧亞布 in running text (在場之莎韻‧達道報警): the middle dot between CJK characters marks
    a transliterated name; its first part reaches back at most four characters, not past a
    preposition or a role."""
    for m in _DOT_BETWEEN_CJK.finditer(text):
        start = m.start()
        while (
            m.start() - start < 4
            and start > 0
            and is_cjk(text[start - 1])
            and text[start - 1] not in _FUNCTION_CHARS
        ):
            if m.start() - start >= 1 and _ROLE_AT_END_RE.search(text, max(0, start - 8), start):
                break
            start -= 1
        if m.start() - start < 1:
            continue
        found = read_name(text, start, breaks=breaks)
        if found and found[0] > m.end():
            yield Span(start, found[0], PERSON, REPLACE, source="rule:person_dotted", score=0.75)


# Words of the word lists that are given names as well (April, May, June; Thu of Lê Thị Thu):
# names where no digit stands beside them (謝謝May！, 跟June說; not May 12, Thu 10:00).
_DATE_OR_NAME = frozenset({"April", "May", "June", "Thu"})
_DIGIT_NEAR = re.compile(r"[ \u3000,.]*[0-9０-９]")


def _word_as_name(text: str, start: int, end: int) -> bool:
    """A word of :data:`_DATE_OR_NAME` at ``start:end`` standing as a name."""
    if text[start:end].capitalize() not in _DATE_OR_NAME or _DIGIT_NEAR.match(text, end):
        return False
    before = text[max(0, start - 3) : start].rstrip(" \u3000,.")
    return not (before and (before[-1].isdigit() or before[-1] == "月"))  # 五月May


def _latin_term(word: str) -> bool:
    """A Latin word that is no given name: English, a caption or product word, an acronym."""
    return bool(
        _NOT_LATIN_NAMES.fullmatch(word)
        or word in _NOT_LATIN_WORDS
        or _caption(word)
        or is_english_word(word)
        or (len(word) >= 2 and word.isupper())
        or re.search(r"[a-z][A-Z]", word)  # PostgreSQL, iPhone
    )


_LIST_MARK = "、|｜/／"


def _listed_beside_latin(text: str, start: int, end: int) -> list[str]:
    """The Latin items right before and after ``text[start:end]`` in an enumeration (Go、Java、
    Python; Python、Minitab、JMP): a list of terms is not a list of names."""
    out = []
    before = re.search(
        rf"([A-Za-z][A-Za-z0-9+#.\-]*)[ ]?[{_LIST_MARK}][ ]?\Z", text[max(0, start - 30) : start]
    )
    if before:
        out.append(before.group(1))
    after = re.match(rf"[ ]?[{_LIST_MARK}][ ]?([A-Za-z][A-Za-z0-9+#.\-]*)", text[end : end + 30])
    if after:
        out.append(after.group(1))
    return out


def _caption_here(text: str, at: int, w: re.Match[str]) -> bool:
    """Word ``w`` of a Latin run starting at ``at`` is a caption, not a name that is one too (Thu of
    Nguyen Thi Thu and Thu Hà: a name, not Thursday, where no digit stands beside it)."""
    a = at + w.start()
    return _caption(w.group(0)) and not _word_as_name(text, a, a + len(w.group(0)))


def _latin_and_chat_titles(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    for m in scan.finditer(_LATIN_FULL, text):
        words = [w for w in re.finditer(r"\S+", m.group(0))]
        # a caption word goes (Name Tran Van Quang), not a name that is one too (Nguyen Thi Thu)
        while words and _caption_here(text, m.start(), words[0]):
            words.pop(0)
        while words and _caption_here(text, m.start(), words[-1]):
            words.pop()
        if len(words) < 2:
            continue
        start, end = m.start() + words[0].start(), m.start() + words[-1].end()
        if not _NOT_LATIN_NAMES.search(text[start:end]):
            yield Span(start, end, PERSON, REPLACE, source="rule:person_latin", score=0.75)
    single, compound = surnames()
    mixed_at: set[int] = set()  # where a mixed display name (Amy林) starts: read whole there
    for m in _MIXED_NAME.finditer(text):
        tail = m.group(0).lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        latin = m.group(0)[: len(m.group(0)) - len(tail)]
        if _caption(latin) or _NOT_LATIN_NAMES.fullmatch(latin) or latin in _NOT_LATIN_WORDS:
            continue
        if m.end() < len(text) and is_cjk(text[m.end()]) and not _FOLLOW_RE.match(text, m.end()):
            if tail in compound and _end_strength(text, m.end(), breaks=breaks) >= 1:
                m_end = m.end()  # Jessie歐陽管: a compound surname glued whole
            elif (
                len(tail) == 2
                and tail[1] in single
                and _end_strength(text, m.end() - 1, breaks=breaks) >= 1
            ):
                tail, m_end = tail[:1], m.end() - 1  # Amy林說: the name ends before the follow word
            else:
                continue
        else:
            m_end = m.end()
        if (len(tail) == 1 and (tail in single or tail in "姐姊哥")) or (
            len(tail) == 2 and (all(c in GIVEN_NAME_CHARS for c in tail) or tail in compound)
        ):
            mixed_at.add(m.start())
            yield Span(m.start(), m_end, PERSON, REPLACE, source="rule:person_mixed", score=0.7)
    for m in scan.finditer(_LATIN_WORD_IN_CJK, text):
        dual = _word_as_name(text, m.start(), m.end())
        if not _NOT_LATIN_NAMES.fullmatch(m.group(0)) and (
            m.group(0) not in _NOT_LATIN_WORDS or dual
        ):
            yield Span(
                m.start(),
                m.end(),
                PERSON,
                REPLACE,
                source="rule:person_latin_dual" if dual else "rule:person_latin_word",
                score=0.6,
                given_only=True,
            )
    for m in scan.finditer(_LATIN_WORD_SPACED, text):
        word = m.group(1)
        if (
            m.start(1) in mixed_at
            or (_latin_term(word) and not _word_as_name(text, m.start(1), m.end(1)))
            or any(
                _latin_term(w)
                for o in re.finditer(rf"(?<![A-Za-z]){word}(?![A-Za-z])", text)
                for w in _listed_beside_latin(text, o.start(), o.end())
            )  # listed among terms anywhere in the document (Go、Java、Python): a term
        ):
            continue
        yield Span(
            m.start(1),
            m.end(1),
            PERSON,
            REPLACE,
            source="rule:person_latin_spaced",
            score=0.6,
            given_only=True,
        )
    yield from _dotted_anywhere(text, breaks=breaks)
    for m in _CHAT_WITH.finditer(
        text
    ):  # [LINE] 與阮氏妝的聊天記錄 / 與怡君的聊天記錄: the other party of the chat
        found = read_name(text, m.start(1), breaks=breaks)
        if found and found[0] == m.end(1):
            yield Span(
                m.start(1),
                m.end(1),
                PERSON,
                REPLACE,
                source="rule:person_chat_title",
                score=0.85,
                surname_len=found[1],
            )
        elif (
            2 <= len(m.group(1)) <= 3
            and all(is_cjk(c) for c in m.group(1))
            and m.group(1) not in NOT_A_NAME
        ):
            yield Span(
                m.start(1),
                m.end(1),
                PERSON,
                REPLACE,
                source="rule:person_chat_title",
                score=0.8,
                given_only=len(m.group(1)) == 2,
            )


def _chat_speakers(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    for m in _CHAT_SPEAKER.finditer(text):
        name = m.group(1)
        if name in FORM_LABEL_WORDS or not _surname_at(text, m.start(1)):
            continue
        found = read_name(text, m.start(1), breaks=breaks)
        if found and found[0] == m.end(1):
            yield Span(
                m.start(1),
                m.end(1),
                PERSON,
                REPLACE,
                source="rule:person_chat",
                score=0.8,
                surname_len=found[1],
            )


# The speaker column of a chat export: a time stamp, then the speaker's display name (a nickname, a
# handle, a Latin or mixed name: 大頭, 山羊隊長, Peggy豬豬, 小雯Wen), then a colon, a tab or the
# message after a space; or the name before a time at a line's end (Telegram: ``Coco 🍷　21:12``),
# or a line led by 💬 and a colon.
_CHAT_TIME = (
    r"(?:[\[【(〔]?(?:(?:上午|下午|AM|PM)[ ]?)?\d{1,2}:\d{2}(?::\d{2})?(?:[ ]?(?:AM|PM|am|pm)"
    r")?[\]】)〕]?)"
)
# A chat line's time stamp at the line's start, a date before the time, bracketed with it
# ([2024-06-06 22:14], [8/9 上午 12:20]).
_CHAT_STAMP = (
    rf"^[ \t\u3000]*(?:[\[【(〔]?\d{{1,4}}[/\-.]\d{{1,2}}(?:[/\-.]\d{{1,2}})?[ \t]*)?{_CHAT_TIME}"
)
_CHAT_COLUMN = re.compile(
    _CHAT_STAMP + r"[ \t\u3000]*(?:保全|總幹事|管理員|客服)?[ \t\u3000]*"
    # the name before a colon, a tab, the message after a space, or alone on its line (the
    # message on the next: [2024-06-06 22:14] Ray⏎欸我的入場證…)
    r"(?P<cell>[^\t\n：:]{1,24}?)(?P<sep>[ \t\u3000]*[：:]|\t|[ \u3000](?=\S)|[ \t\u3000]*(?=\n))"
    rf"|^(?P<cell2>[^\t\n：:]{{1,20}}?)[ \t\u3000]+{_CHAT_TIME}[ \t]*$"
    r"|^💬[ \t]*(?P<cell3>[^\t\n：:]{1,16}?)[ \t]*[：:]",
    re.MULTILINE,
)
_CHAT_NOT_SPEAKERS = frozenset(
    [
        "系統",
        "我",
        "你",
        "對方",
        "買家",
        "賣家",
        "客服",
        "管理員",
        "總幹事",
        "樓主",
        "保全",
        "小編",
        "官方",
        "助理",
        "版主",
        "群組",
        "機器人",
        "記事本",
        "相簿",
        "公告",
        "已讀",
        "未讀",
        "貼圖",
        "圖片",
        "照片",
        "影片",
        "語音",
        "通話",
        "檔案",
        "連結",
        "訊息",
        "已收回訊息",
        "來自",  # an SMS log's sender field ([2024-03-12 14:05] 來自 +886…)
        "寄件者",
        "收件者",
        "主委",
        "副主委",
        "財委",
        "監委",
        "委員",
        "里長",
        "幹事",
        "老闆",
        "老闆娘",
        "老師",
        "主任",
        "組長",
        "班長",
        "店長",
        "經理",
        "警衛",
        "導師",
        "教練",
    ]
)
_CHAT_UNIT = re.compile(r"\d+[A-Za-z]?(?:-\d+)?|[A-Z]?\d*[A-Z]?棟|\d+樓|[A-Z]\d*|\d+F(?:-\d+)?")
_CHAT_TOKEN = re.compile(rf"[{EMOJI_CHARS}]*([^\s{EMOJI_CHARS}][^\s]*?)[{EMOJI_CHARS}]*(?=\s|$)")
_CHAT_NOT_TOKEN = re.compile(
    r"(?:週|星期|禮拜)[一二三四五六日天]|今天|昨天|前天|明天|上午|下午|中午|晚上|凌晨"
)
_KID_PARENT = re.compile(r"(.{2})(?:阿嬤|阿公|媽咪|媽媽|爸爸|爸比|媽|爸)$")
_CHAT_NOTED = re.compile(r"(.+?)[（(][^）)\s]{1,8}[）)]")
_CHAT_CELL_TO_COLON = re.compile(r"[^\t\n：:，,。！!？?「」]{1,24}?(?=[ \t\u3000]*[：:])")


# A chat display name with an emoji glued to it, opening a line before a colon or a time
# (Tina🌸 20:11　你好, Yuki🍓：我今天要加班): the name and its emoji are the speaker's one value.
_EMOJI_SPEAKER = re.compile(
    rf"^[ \t\u3000]*([{_LAT_UP}][{_LAT_LOW}]{{1,14}}|[{NAME_CHARS}]{{2,4}})[{EMOJI_CHARS}]+"
    rf"(?=[ \t\u3000]*(?:[：:]|{_CHAT_TIME}))",
    re.MULTILINE,
)


def _emoji_speakers(text: str) -> Iterable[Span]:
    """Display names of :data:`_EMOJI_SPEAKER`: a Latin word that is no English word or caption,
    or a Chinese name or nickname's shape (not a role, kin or app word), each with its emoji."""
    words = real_words()
    matches = list(_EMOJI_SPEAKER.finditer(text))
    speaks = Counter(m.group(0).strip() for m in matches)
    for m in matches:
        name = m.group(1)
        if name[0].isascii():
            if is_english_word(name) or _caption(name) or name in _NOT_LATIN_WORDS:
                continue
        elif (
            (name in words and speaks[m.group(0).strip()] < 2)  # 燕子🐣 speaking twice: a name
            or name in _CHAT_NOT_SPEAKERS
            or name in _ROLE_WORDS_SET
            or name in KIN_WORDS
            or name in NEVER_NAMES
        ):
            continue
        yield Span(m.start(1), m.end(), PERSON, REPLACE, "rule:person_chat_emoji", 0.75)


def _chat_columns(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """Display names in the speaker column of a chat export (see :data:`_CHAT_COLUMN`). A name that
    is also an ordinary word (大頭) counts only when it speaks twice; a child's name before 媽 /
    爸爸 / 阿嬤 (芸熙媽, 承恩阿嬤) is the child's name; a kin word (阿母, 二姑) is a display name
    when it speaks twice or more; unit numbers (5F-2, B棟), role words and app words are left
    out."""
    lines = list(_CHAT_COLUMN.finditer(text))
    if len(lines) < 3:
        return
    words = real_words()
    seen: dict[str, list[tuple[int, int]]] = {}
    nick: set[str] = set()
    kin: set[str] = set()
    for m in lines:
        g = (
            "cell"
            if m.group("cell") is not None
            else "cell2"
            if m.group("cell2") is not None
            else "cell3"
        )
        cell_start, cell = m.start(g), m.group(g)
        if (
            g == "cell" and m.group("sep") == " "
        ):  # a tab column further on holds the whole cell (Ivy 芸熙媽⇥…)
            tab = re.match(r"[^\t\n：:]{1,24}\t", text[cell_start : cell_start + 26])
            colon = _CHAT_CELL_TO_COLON.match(text, cell_start)
            # 美美 ❤️ 小芸媽：…, Lorenzo 志明：…: a display name of two words ends at the colon
            cell = tab.group(0)[:-1] if tab else colon.group(0) if colon else cell
        for t in _CHAT_TOKEN.finditer(cell):
            tok = t.group(1)
            a = cell_start + t.start(1)
            unit = _UNIT_PREFIX.match(tok)
            if unit and unit.end() < len(tok):  # 4F-阿萍: the floor before the speaker's name
                tok, a = tok[unit.end() :], a + unit.end()
            if tok in _CHAT_NOT_SPEAKERS or _CHAT_UNIT.fullmatch(tok) or tok in _ROLE_WORDS_SET:
                continue
            if tok in KIN_WORDS:
                kin.add(tok)  # 阿母⇥…: a display name when it speaks again
            if (
                tok in FORM_LABEL_WORDS
                or tok in NEVER_NAMES
                or tok.startswith(("http", "@", "["))
                or tok[0].isdigit()
            ):
                continue
            # a note in brackets closes the display name (Ken仲介（豐元）: the agent and his firm)
            noted = _CHAT_NOTED.fullmatch(tok)
            core = noted.group(1) if noted else tok
            if not (2 <= len(core) <= 12 and re.fullmatch(rf"[{NAME_CHARS}A-Za-z.\-']+", core)) or (
                core.isupper() and len(core) > 4
            ):
                continue
            if noted and not any(c.isascii() for c in core):
                continue  # 王小明（公司）: the name is read on its own, the note is none of it
            kid = _KID_PARENT.fullmatch(tok)
            if kid and all(is_cjk(c) for c in kid.group(1)) and kid.group(1)[0] not in "阿小老":
                tok = kid.group(1)  # 芸熙媽: the child's name
                nick.add(tok)
            elif re.fullmatch(rf"[阿小][{NAME_CHARS}]{{1,2}}", tok) or _KIN_FORM.fullmatch(tok):
                nick.add(tok)  # 阿德伯, 小葉: a nickname's shape is evidence of its own
            seen.setdefault(tok, []).append((a, a + len(tok)))
    for tok, places in seen.items():
        cjk = all(is_cjk(c) for c in tok)
        if _CHAT_NOT_TOKEN.fullmatch(tok) or (cjk and len(tok) > 4):
            continue
        if tok in kin and len(places) < 2:
            continue
        full = cjk and read_name(text, places[0][0], breaks=breaks) == (
            places[0][1],
            _surname_at(text, places[0][0]),
        )
        if (
            (cjk and not full and tok not in nick)
            or tok in words
            or _caption(tok)
            or tok in _NOT_LATIN_WORDS
        ) and len(places) < 2:
            continue  # 20:05 另補發 …: a log's action, not a speaker; a speaker speaks again
        sl = _surname_at(text, places[0][0]) if all(is_cjk(c) for c in tok) else 0
        for a, b in places:
            yield Span(
                a,
                b,
                PERSON,
                REPLACE,
                source="rule:person_chat_kin" if tok in kin else "rule:person_chat_column",
                score=0.8,
                surname_len=sl if read_name(text, a, breaks=breaks) == (b, sl) else 0,
                given_only=not sl,
            )


def _after(text: str, anchors: Iterable[Span], breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    for a in anchors:
        pos = a.end
        while pos < len(text) and pos - a.end < 3 and text[pos] in " \t":
            pos += 1
        found = read_name(text, pos, breaks=breaks)
        if found and _end_strength(text, found[0], breaks=breaks) >= 2:
            yield Span(
                pos,
                found[0],
                PERSON,
                REPLACE,
                source="rule:person_glued",
                score=0.8,
                surname_len=found[1],
            )


def person_context(text: str, start: int, end: int, strong: bool = False) -> bool:
    """True where a short name (夏天, or the given name 美玲) stands as a person: after a boundary,
    a role or a preposition (與/跟/問 …), or before a title or a multi-character follow word (證稱
    …). ``strong`` (a name that is also an ordinary word, 黃金, 何必): only a role before, a title
    or a follow word after, or a cell of its own."""
    if _ALIAS_AT_END_RE.search(text, max(0, start - 3), start):
        return True
    if strong:
        if (
            _ROLE_AT_END_RE.search(text, max(0, start - 8), start)
            or _TITLE_RE.match(text, end)
            or _FOLLOW_MULTI_RE.match(text, end)
        ):
            return True
        before = text[start - 1] if start else "\n"
        after = text[end] if end < len(text) else "\n"
        open_before = not is_cjk(before) or before in _FUNCTION_CHARS
        return open_before and (
            not is_cjk(after) or after in "犯稱說原" or bool(_KIN_SUFFIX.match(text, end))
        )  # 我是夏天，/ ⏎冷靜犯: alone, or before 犯; 「阿土伯」: a kin suffix after
    if start == 0 or not is_cjk(text[start - 1]) or text[start - 1] in _FUNCTION_CHARS:
        return True
    if _ROLE_AT_END_RE.search(text, max(0, start - 8), start):
        return True
    return bool(_TITLE_RE.match(text, end)) or bool(_FOLLOW_MULTI_RE.match(text, end))


SAME_NAME_SOURCE = (
    "rule:person_same_name"  # an occurrence of a name that two people of the document share
)


@lru_cache(maxsize=1)
def _neutral_label_re() -> re.Pattern[str]:
    words = sorted(word_list("neutral_name_labels.txt"), key=len, reverse=True)
    return re.compile(
        "(?:" + "|".join(map(re.escape, words)) + r"|[\u4e00-\u9fff]{0,6}(?:簽名|簽章|核章))"
        r"[ \u3000]*[：:]?[ \u3000]*$"
    )


def _after_neutral_label(text: str, s: Span) -> bool:
    """A name read after a label of who filled in, signed or handled a form (填表人：某某,
    neutral_name_labels.txt), or listed after such a name on its line (簽名：某某　某某)."""
    line_start = text.rfind("\n", 0, s.start) + 1
    before = text[line_start : s.start]
    label = re.sub(r"(?:[\u4e00-\u9fff·‧]{2,4}[ \u3000、]+)+$", "", before)  # 簽名：某某　[某某]
    return bool(_neutral_label_re().search(label) or _neutral_label_re().search(before))


def _evidence(s: Span, text: str = "") -> int:
    """How strongly a span decides its name: a party anchor (3) beats an official anchor (2) beats
    the model and a name after a neutral form label (1: 填表人, 簽名, neutral_name_labels.txt)."""
    if s.source.startswith("model:") or s.source == _MARRIED_ALONE:
        return 1  # read by shape alone: an anchored reading of the same name decides
    if s.action == REPLACE and text and _after_neutral_label(text, s):
        return 1
    return 3 if s.action == REPLACE else 2


def _given_alone(m: Occurrence) -> Span:
    """A known person's given name standing alone (美玲 for 林美玲, 撒可努 for 撒可努‧多奈)."""
    return Span(
        m.start(), m.end(), PERSON, REPLACE, "rule:person_given_name", 0.8, 0, given_only=True
    )


def _propagate(
    text: str, found: list[Span], known: dict[str, tuple[str, int]] | None = None
) -> list[Span]:
    """Give every occurrence of a found full name the decision of that name (strongest evidence
    wins).

    ``known`` holds the names the case established in earlier documents (name → (type, surname
    length)); they are found here too, with their earlier decision, unless this document anchors
    them itself.
    """
    words = real_words()
    decisions: dict[str, Span] = {}
    decided_by: dict[str, int] = {}  # the evidence of each name's decision
    anchors: dict[str, set[int]] = {}
    for s in found:
        if s.short_form:
            continue
        name = text[s.start : s.end]
        evidence = _evidence(s, text)
        if name not in decisions or evidence > decided_by[name]:
            decisions[name], decided_by[name] = s, evidence
        if evidence > 1:
            anchors.setdefault(name, set()).add(evidence)
    # One name, two people (a party and a lawyer both called 陳美玲): each anchored occurrence
    # keeps its own decision; unanchored ones are replaced (recall first) and marked for review.
    split = {name for name, ev in anchors.items() if ev >= {2, 3}}
    for name, (kind, sl) in (known or {}).items():
        if name not in decisions and name in text:
            action = KEEP if kind == OFFICIAL else REPLACE
            decisions[name] = Span(0, 1, kind, action, "case:known_name", 0.9, sl)
    out = []
    for s in found:
        name = text[s.start : s.end]
        d = s if name in split and not s.source.startswith("model:") else decisions.get(name, s)
        out.append(
            Span(
                s.start,
                s.end,
                d.type,
                d.action,
                s.source,
                s.score,
                s.surname_len or d.surname_len,
                s.short_form,
                s.given_only,
            )
        )
    for name, d in decisions.items():
        if name in NOT_A_NAME:
            continue
        wordlike = name in words
        for m in occurrences(name, text):
            if (len(name) <= 2 or wordlike) and not person_context(
                text, m.start(), m.end()
            ):  # as verification reads a leak
                continue
            if _inside_role_word(text, m.start(), m.end()):  # 諮商 of 諮商心理師
                continue
            if name in split:
                out.append(
                    Span(m.start(), m.end(), PERSON, REPLACE, SAME_NAME_SOURCE, 0.85, d.surname_len)
                )
                continue
            out.append(
                Span(
                    m.start(),
                    m.end(),
                    d.type,
                    d.action,
                    "rule:person_propagated",
                    0.85,
                    d.surname_len,
                    given_only=d.given_only,
                )
            )
        for dot in "‧·・•．":
            first = name.split(dot)[0] if dot in name and d.action == REPLACE else ""
            if len(first) >= 2:  # 撒可努 for 撒可努‧多奈, where it stands alone
                for m in occurrences(first, text):
                    if not text.startswith(dot, m.end()) and not (
                        m.end() < len(text)
                        and text[m.end()] in " \u3000"
                        and text.startswith(dot, m.end() + 1)
                    ):
                        out.append(_given_alone(m))  # noqa: PERF401 - reads better as a loop
        given = name[d.surname_len :] if d.surname_len else ""
        if len(given) == 3 and given[0] in _COMMON_SURNAMES:
            # 冠夫姓: 怡君 for 鄢陳怡君; not where the two surnames are a word (任何薪資)
            given = given[1:] if name[:2] not in words and given[1:] not in words else ""
        head = name[: len(name) - len(given)]
        if (
            len(given) == 2 and d.action == REPLACE
        ):  # 美玲 for 林美玲: the given name alone, in a person context
            # a name a rule read (not the model alone) lends its given name beyond the contexts
            loose = not d.source.startswith("model:") and _loose_given(given, words)
            for m in occurrences(given, text):
                if text[m.start() - len(head) : m.start()] != head and (
                    person_context(text, m.start(), m.end(), strong=given in words)
                    or (loose and _given_unglued(text, m.start(), m.end(), words))
                ):
                    out.append(_given_alone(m))  # noqa: PERF401 - reads better as a loop
    return out


def _loose_given(given: str, words: frozenset[str]) -> bool:
    """A found person's given name that no word, verb or listed non-name shares (可蕾 of 程可蕾,
    家齊 of 蒯家齊): standing alone anywhere in prose it is that person (說可蕾吃了, 帶家齊去),
    not only in :func:`person_context`."""
    return (
        len(given) == 2
        and all(is_cjk(c) and c not in NOT_IN_GIVEN_NAME for c in given)
        and any(c in GIVEN_NAME_CHARS for c in given)  # 債務 of a misread 向債務 is no given name
        and given not in words
        and given not in name_verbs()
        and given not in not_given_names()
        and given not in not_nicknames()
        and given not in KIN_WORDS
        and given not in NOT_A_NAME
        and given not in _ROLE_WORDS_SET
        and given not in relation_words()
    )


@lru_cache(maxsize=1)
def _taking_words() -> tuple[str, ...]:
    """Words after which a person is named: given_before_words.txt and nickname_before_words.txt
    (跟, 交給, 通知, 發現, 說 …)."""
    return tuple(sorted({*_given_before_words(), *_nickname_before_words()}))


_FIRM_AFTER = re.compile(r"[行社堂號坊廳館屋園所]|企業|工作室|商|實業|工程|國際|科技|診所")


def _given_unglued(text: str, start: int, end: int, words: frozenset[str]) -> bool:
    """The given name at ``start:end`` is no part of a longer word or name: no word ends in its
    first character or starts at its last one, and no surname glued before it makes a full name
    that was not found (read by the name readers)."""
    before = text[max(0, start - 1) : start + 1]
    if not text.endswith(_taking_words(), max(0, start - 4), start):
        return False  # only where a word that takes a person stands before it (說|可蕾, 發現|家齊)
    if start and text[start - 1] in surnames()[0]:
        return False  # 王|美玲, 顏|志明: another surname before it may make another person's name
    if _FIRM_AFTER.match(text, end):
        return False  # 志明電器行, 美玲工作室: a firm or a shop named after someone
    if not (
        _prose_end(text, end) or _NICKNAME_THEN.match(text, end) or text[end : end + 1] in "的上"
    ):  # 可蕾吃了, 家齊的 AP, 家齊上個月: where a name ends, not 依附表, 兩個月
        return False
    return not (
        before in words
        or before in surname_end_words()  # 論文|德國: a word ends in the first character
        or _PLACE_AFTER.match(text, end)  # 建國路, 志成街: a place named after someone
        or text[end - 1 : end + 1] in words
        or text[start : end + 1] in words
        or text[max(0, start - 2) : end] in words
    )


_MODEL_TRIM = "與及和等的之在向對是為、，。：:「」『』（）() \t\n"
# Role words of three characters or more, for a model's name that is a piece of one (諮商 in
# 諮商心理師, 職能 in 職能治療師).
_LONG_ROLE_RE = re.compile(
    "|".join(
        map(re.escape, sorted((r for r in _ROLE_WORDS_SET if len(r) >= 3), key=len, reverse=True))
    )
)


def _inside_role_word(text: str, start: int, end: int) -> bool:
    """True when ``text[start:end]`` lies inside a longer role word written there."""
    for k in range(max(0, start - 5), start + 1):
        m = _LONG_ROLE_RE.match(text, k)
        if m and m.end() >= end and m.end() - k > end - start:
            return True
    return False


# A Latin word opening the next line as a field's label (Kevin⏎Email：…, Wendy⏎Line：wendy88,
# Maria⏎Tel 02-…): a colon or an equals sign after it, a number after a space, or a caption word.
_FIELD_LINE = re.compile(
    r"\n[ \t\u3000]*([A-Za-z]+)(?:[ \t\u3000]*[：:=＝#＃]|[ \t\u3000]+[0-9０-９(（+])"
)


def _before_field_line(text: str, start: int, end: int) -> int:
    """``end``, or the line break inside ``[start, end)`` when the next line's first word there is
    a field's label: a Latin name at a line's end is not glued to the label below it."""
    br = text.find("\n", start, end)
    if br == -1:
        return end
    m = _FIELD_LINE.match(text, br)
    if (m and m.end(1) >= end) or _caption(text[br:end].strip()):
        return len(text[start:br].rstrip()) + start
    return end


def model_person_spans(
    text: str,
    raw: list[tuple[int, int]] | list[tuple[int, int, str, float]],
    breaks: Breaks = NO_BREAKS,
) -> list[Span]:
    """Turn the model's PER spans into person candidates: trimmed, 2–5 characters (or a middle-dot /
    Latin-script name), with the surname length where a surname starts them. An item is ``(start,
    end)`` (LAC) or ``(start, end, source, score)``; the score scales the candidate's."""
    out = []
    for item in raw:
        start, end = item[0], item[1]
        src, weight = (item[2], item[3]) if len(item) > 2 else ("model:lac", 0.7)
        weight = weight / 0.7  # the fixed scores below are LAC's (0.7)
        while start < end and text[start] in _MODEL_TRIM:
            start += 1
        while end > start and text[end - 1] in _MODEL_TRIM:
            end -= 1
        spaced = [p for p in breaks.spaced if start + 2 <= p < end]
        if spaced and _surname_at(text, start):  # 翁子安　員編 read as one: cut at the space
            read = read_name(text, start, breaks=breaks)
            if read and read[0] in spaced and read[0] - start >= 3:
                end = read[0]
        end = _before_field_line(text, start, end)
        if text[start : start + 1] in _ONE_CHAR_RELATIONS and start + 1 in breaks.spaced:
            start += 1  # 母 林雅君 read as one: the relation word and its space are no surname
        name = text[start:end]
        if not name:
            continue
        if _DOTTED_NAME.fullmatch(name) or _LATIN_NAME.fullmatch(name):
            out.append(Span(start, end, PERSON, REPLACE, src, min(1.0, 0.7 * weight)))
            continue
        if not 2 <= len(name) <= 5 or not all(is_cjk(c) for c in name) or name in NOT_A_NAME:
            continue
        if _inside_role_word(text, start, end):
            continue  # 諮商 of 諮商心理師: a piece of a role word
        if any(c in FORMAL_NUMERALS for c in name[1:]) or (
            name[0] in FORMAL_NUMERALS and name[1:] in ("月", "年", "日", "元")
        ):
            continue  # 有期徒刑陸月 / 伍月: an amount, not a name
        sl = _surname_at(text, start)
        title = _TITLE_RE.fullmatch(name, sl) if sl else None
        if title:  # 王君, 陳小姐: a short form, as the title rule reads it
            out.append(
                Span(
                    start,
                    end,
                    PERSON,
                    REPLACE,
                    src,
                    min(1.0, 0.7 * weight),
                    surname_len=sl,
                    short_form=True,
                )
            )
            continue
        if sl and len(name) > sl:
            better = read_name(
                text, start, breaks=breaks
            )  # the model cut 唐重光 to 唐重: the rules' reading when longer
            if (
                better
                and better[0] > end
                and better[0] - start <= 4
                and _end_strength(text, better[0], breaks=breaks) >= 2
            ):
                end = better[0]
            if _married_prefix(text, start, end, breaks):
                start = start - 1  # 母 鄢陳玉珠 read as 陳玉珠: the first surname is the name's
            out.append(
                Span(start, end, PERSON, REPLACE, src, min(1.0, 0.7 * weight), surname_len=sl)
            )
        elif len(name) == 2:  # a given name alone (佩珊)
            out.append(
                Span(start, end, PERSON, REPLACE, src, min(1.0, 0.6 * weight), given_only=True)
            )
    return out


# One-character words before a name that are no part of it though they are surnames too (經, 向,
# 和 …): a clause's function words and adverbs.
_NOT_MARRIED_PREFIX = _FUNCTION_CHARS | frozenset("又但並且亦即再另就才都也還仍若如因故乃共")


def _married_prefix(text: str, start: int, end: int, breaks: Breaks = NO_BREAKS) -> bool:
    """True when the model's name (陳玉珠) is the second half of a married name (冠夫姓: 鄢陳玉珠,
    母 隗蔡淑芬): a single surname right before it, itself at a boundary (a line's start, a space,
    punctuation, a one-character kin word: 母鄢陳玉珠, 媳　許葉月娥), and the rules read the four
    characters as one name reaching as far."""
    if (
        start < 1
        or end - start != 3
        or start in breaks.spaced  # 母 林雅君: a word set off before the name
        or text[start - 1] in _NOT_MARRIED_PREFIX
        or text[start - 1] in _ONE_CHAR_RELATIONS
    ):
        return False
    if text[start - 1] not in surnames()[0]:
        return False
    if (
        start >= 2
        and start - 1 not in breaks.spaced
        and is_cjk(text[start - 2])
        and text[start - 2] not in _ONE_CHAR_RELATIONS | {"媳"}
    ):
        return False
    read = read_name(text, start - 1, breaks=breaks)
    return read is not None and read[1] == 1 and read[0] == end


def _sealed_official(text: str, s: Span) -> Span:
    """A name followed by （職章） (an official's seal: 承辦：湛淑惠（職章）) is an official acting
    in role."""
    if s.type == PERSON and not s.short_form and text.startswith(("（職章）", "(職章)"), s.end):
        return Span(s.start, s.end, OFFICIAL, KEEP, s.source, s.score, s.surname_len)
    return s


def find_persons(
    text: str,
    anchors_before_names: Iterable[Span] = (),
    model_spans: Iterable[Span] = (),
    known: dict[str, tuple[str, int]] | None = None,
    breaks: Breaks = NO_BREAKS,
) -> list[Span]:
    """All person and official candidates of ``text`` (overlaps allowed; resolved by the caller).

    ``anchors_before_names`` are spans (addresses) right after which a glued name may start;
    ``model_spans`` are person candidates of a learned model (:func:`model_person_spans`);
    ``known`` are the case's names from earlier documents (see :func:`_propagate`).
    """
    found = [
        *_role_anchored(text, breaks=breaks),
        *_record_tags(text, breaks=breaks),
        *_title_anchored(text, breaks=breaks),
        *_chat_speakers(text, breaks=breaks),
        *_after(text, anchors_before_names, breaks=breaks),
        *_latin_and_chat_titles(text, breaks=breaks),
        *_chat_columns(text, breaks=breaks),
        *_emoji_speakers(text),
        *find_given_names(text, breaks=breaks),
        *_field_labelled(text, breaks=breaks),
        *_person_labelled(text, breaks=breaks),
        *_spaced_cells(text),
        *_noted_names(text, breaks=breaks),
        *_table_columns(text, breaks=breaks),
        *_gap_columns(text, breaks=breaks),
        *_kin_forms(text),
        *_prose_nicknames(text),
        *_given_after_words(text),
        *_greeted_word_names(text),
        *_relation_parens(text, breaks=breaks),
        *_who_labelled(text, breaks=breaks),
        *_named(text, breaks=breaks),
        *_quoted_nicknames(text),
        *_alias_pairs(text, breaks=breaks),
        *_relation_named(text, breaks=breaks),
        *_counted_lists(text, breaks=breaks),
        *_named_before_id(text, breaks=breaks),
        *_dharma_names(text),
        *_kid_parent(text, breaks=breaks),
        *_signed(text, breaks=breaks),
        *_surname_speakers(text),
        *_dotted_latin(text),
        *_roster_names(text, breaks=breaks),
        *_latin_after_relation(text),
        *_latin_and_nickname(text, breaks=breaks),
    ]
    from worker.detect.comment_names import comment_names
    from worker.detect.kin_names import kin_display_names
    from worker.detect.spoken_names import spoken_names  # reads with this module's readers

    found += spoken_names(text, breaks)
    found = [_sealed_official(text, s) for s in _decide(text, found + list(model_spans))]
    found = kept_public_servants(text, found, read_name, breaks=breaks)
    kids = [
        (s.start, s.end)
        for s in found
        if s.source in ("rule:person_kid_parent", "rule:person_given_kin")
    ]
    if kids:  # 子晴|媽媽, 家齊|哥: the given name, not a surname 晴 / 齊 before the title
        found = [
            s for s in found
            if not (s.source == "rule:person_title" and any(a < s.start < b for a, b in kids))
        ]  # fmt: skip
    found += _listed_beside(text, found, breaks=breaks)
    found += _speakers_beside(text, found, breaks=breaks)
    known_surnames = {
        text[s.start : s.start + s.surname_len]
        for s in found
        if s.surname_len == 1 and not s.short_form and s.end - s.start >= 2
    }
    found += _surname_refs(text, known_surnames)
    found += _maiden_prefix(text, found, breaks=breaks)
    found += _latin_beside(text, found)
    found += list(_honorific_latin(text))
    found += list(_latin_where_english_writes(text, breaks=breaks))
    found += list(_latin_in_english(text))
    found += list(_latin_after_english_label(text))
    found += list(_masked_names(text, breaks=breaks))
    romanized = list(_romanized_names(text))
    if (
        romanized
    ):  # Creative Director Hsieh, Ming-Hao: the passport form decides where the name starts
        found = [
            s for s in found
            if not (s.source in _LATIN_READERS and _LATIN_NAME.fullmatch(text[s.start : s.end])
                    and any(r.start < s.end and s.start < r.end for r in romanized))
        ]  # fmt: skip
    found += romanized
    found += list(_latin_with_surname(text))
    found += list(_surname_then_latin(text))
    found += list(_mrz_names(text))
    found += list(_slash_names(text))
    found += list(_caps_surname_before(text, found))
    found += list(_caps_inverted(text))
    found += list(_chinese_beside_latin(text, found, breaks=breaks))
    found += list(_other_script(text, found))
    found += list(_with_initials(text, found))
    found += list(_married_alone(text, breaks=breaks))
    found += list(_space_set_off(text, found))
    bilingual, translations = _bilingual_labels(text)
    found = [
        s
        for s in found
        if not _inside_role_noun(text, s)
        and (s.start, s.end) not in translations
        and not _latin_word_no_name(text, s)
    ] + bilingual
    found += list(_noted_aliases(text, found))
    spans = _kin_suffixed(text, _propagate(text, found, known))
    spans += kin_display_names(text)  # 媽：…, 老公❤️:, signed 媽: not spread to prose
    spans += comment_names(text)  # 留言⏎小熊軟糖：…⏎　└ 晴天娃娃0721：…: a comment's author
    spans += list(_latin_given_alone(text, spans))
    spans += list(_latin_wrapped(text, spans))
    spans += list(_listed_beside_found(text, spans))
    spans += list(_latin_nickname_affixes(text, spans))
    spans = [s for s in spans if not _latin_word_no_name(text, s)]
    return spans + list(_display_names(text, spans))


def _latin_word_no_name(text: str, s: Span) -> bool:
    """A person candidate that is one Latin word naming no one: a medicine or an everyday word of
    a migrant's language; read before names are spread and again over what later readers add."""
    return _drug_name(text, s) or _foreign_word(text, s)


@lru_cache(maxsize=1)
def _foreign_words() -> frozenset[str]:
    return frozenset(word_list("latin_foreign_words.txt"))


def _foreign_word(text: str, s: Span) -> bool:
    """A person candidate that is one everyday word of a migrant's language in Latin script
    (Majikan, Terima, Kalau, Salamat; latin_foreign_words.txt)."""
    word = text[s.start : s.end]
    return s.type == PERSON and word.isalpha() and word.lower() in _foreign_words()


@lru_cache(maxsize=1)
def _drug_stems() -> tuple[str, ...]:
    return tuple(word_list("drug_name_stems.txt"))


# A dose after a word (Norvasc 5mg, Plavix 75 mg, Ritalin 10毫克, Zoloft 50mg 1#): a medicine.
_DOSE_AFTER = re.compile(
    r"[ \u3000]?[0-9０-９]+(?:\.[0-9]+)?[ ]?(?:mg|mcg|µg|μg|g|ml|mL|IU|毫克|毫升)\b"
)


def _drug_name(text: str, s: Span) -> bool:
    """A person candidate that is one Latin word naming a medicine: its ending is a drug stem
    (drug_name_stems.txt: Metformin, Furosemide, Sertraline) or a dose follows it (Norvasc 5mg)."""
    word = text[s.start : s.end]
    if s.type != PERSON or not re.fullmatch(r"[A-Za-z][a-z]{3,}|[A-Z]{4,}", word):
        return False
    low = word.lower()
    return any(low.endswith(stem) and len(low) - len(stem) >= 2 for stem in _drug_stems()) or bool(
        _DOSE_AFTER.match(text, s.end)
    )


@lru_cache(maxsize=1)
def _role_noun_lengths() -> tuple[frozenset[str], tuple[int, ...]]:
    nouns = role_nouns()
    return nouns, tuple(sorted({len(n) for n in nouns}))


def _inside_role_noun(text: str, s: Span) -> bool:
    """True when the span lies inside a noun that names a person by role (role_nouns.txt): 主席：
    里長 蘇榮華 holds no name 里長, 問安志工 no 安志工; such a reading is dropped before names are
    spread."""
    nouns, lengths = _role_noun_lengths()
    width = s.end - s.start
    for n in lengths:
        if n < width:
            continue
        for a in range(max(0, s.end - n), s.start + 1):
            if text[a : a + n] in nouns:
                return True
    return False


# A chat export's line: a time stamp (a date before it), then the speaker and the message.
_TIMED_CHAT_LINE = re.compile(_CHAT_STAMP + r"[ \t\u3000]+(?P<rest>[^\n]+)$", re.MULTILINE)
_EMOJI_ONLY = re.compile(rf"[{EMOJI_CHARS}]+")
_TRAILING_EMOJI = re.compile(rf"[{EMOJI_CHARS}]+$")
# An e-mail header's display name before the address (From: Cindy 歐陽 <…>, 寄件者：某某 Amy <…>).
_MAIL_HEADER_NAME = re.compile(
    r"^[ \t]*(?:From|To|Cc|CC|寄件者|寄件人|收件者|收件人|副本)[ ]?[:：][ \t]*"
    r"(?P<rest>[^<\n：:,，]{2,40}?)[ \t]*[<＜]",
    re.MULTILINE,
)
_DISPLAY_LATIN = re.compile(r"[A-Z][A-Za-z'\-]{1,14}")
_BRACKET_NOTE = re.compile(r"[(（][\u4e00-\u9fff]{1,4}[)）]")
_DISPLAY_WORD = re.compile(r"[^ \t\u3000]+")
# A floor or unit glued before a display name by a dash (4F-阿萍, B棟-小芸媽).
_UNIT_PREFIX = re.compile(r"(?:\d{1,2}[FfＦ樓]|[A-Z]?\d*[A-Z]?棟)[-－_]")


def _display_names(text: str, found: list[Span]) -> Iterable[Span]:
    """A chat display name of several parts as one value (Kui 潘正雄：…, 阿玲 Ling …, Maricel 🇵🇭
    …, 阿傑(老么)：…, 小芬表姐：…): after a line's time stamp, the words up to a colon, or (no
    colon) the words every line of that speaker opens with before its message; an e-mail header's
    display name before the address (From: Cindy 歐陽 <…>). Each part is a
    found name, a capitalised Latin word or emoji only, a found name may carry a bracketed note or
    a kin word glued after it, and one part at least is a found name: the whole is the speaker's
    one display name, replaced as one."""
    names = sorted((s.start, s.end) for s in found if s.type == PERSON and s.action == REPLACE)
    if not names or ("：" not in text and ":" not in text):
        return

    def name_at(a: int, b: int) -> bool:
        i = bisect_right(names, (a, len(text) + 1)) - 1
        return any(s <= a and b <= e for s, e in names[max(0, i - 3) : i + 1])

    def part(a: int, b: int, word: str) -> int:
        """2: a found name (with a note or kin word glued after it), 1: a Latin word or emoji,
        0: no part of a display name."""
        if name_at(a, b):
            return 2
        unit = _UNIT_PREFIX.match(word)
        if unit and unit.end() < len(word) and part(a + unit.end(), b, word[unit.end() :]) >= 2:
            return 3  # 4F-阿萍: a neighbours' group's floor before the name, one display name
        if _CHAT_UNIT.fullmatch(word):
            return 1  # 5F 小凡媽, 3F Kelvin
        for cut in range(b - 1, a, -1):
            tail = word[cut - a :]
            if name_at(a, cut) and (_BRACKET_NOTE.fullmatch(tail) or tail in KIN_WORDS):
                return 3
        if _EMOJI_ONLY.fullmatch(word) or (
            _DISPLAY_LATIN.fullmatch(word) and not is_english_word(word)
        ):
            return 1
        core = _TRAILING_EMOJI.sub("", word)
        if core and core != word:  # Fang🌸, 燕子🐣: the part and its emoji
            return part(a, a + len(core), core)
        return 0

    kept = [(s.start, s.end) for s in found if s.action == KEEP]

    def display(parts: list[tuple[int, int, str]]) -> Span | None:
        kinds = [part(*p) for p in parts]
        if not kinds or 0 in kinds or max(kinds) < 2 or (len(parts) < 2 and kinds[0] != 3):
            return None
        if any(a < parts[-1][1] and parts[0][0] < b for a, b in kept):
            return None  # 杜志遠 林保署：… an official speaking for the office: kept as it is
        return Span(parts[0][0], parts[-1][1], PERSON, REPLACE, "rule:person_display_name", 0.8)

    def words_of(at: int, cell: str) -> list[tuple[int, int, str]]:
        return [(at + w.start(), at + w.end(), w.group()) for w in _DISPLAY_WORD.finditer(cell)]

    for m in _MAIL_HEADER_NAME.finditer(text):  # From: Cindy 歐陽 <cindy.oy@…>
        words = words_of(m.start("rest"), m.group("rest"))
        if 2 <= len(words) <= 5 and (span := display(words)):
            yield span
    groups: dict[str, list[list[tuple[int, int, str]]]] = {}
    for m in _TIMED_CHAT_LINE.finditer(text):
        at, rest = m.start("rest"), m.group("rest")
        colon = re.match(r"[^：:\n]{1,30}?(?=[ \t\u3000]*[：:])", rest)
        words = words_of(at, colon.group(0) if colon else rest)
        if colon:
            if 1 <= len(words) <= 4 and (span := display(words)):
                yield span
        elif len(words) >= 2:
            groups.setdefault(words[0][2], []).append(words)
    for lines in groups.values():
        if len(lines) < 2:
            continue
        n = 1
        while n < 3 and all(len(w) > n + 1 and w[n][2] == lines[0][n][2] for w in lines):
            n += 1  # the words every line of the speaker opens with, a message word after them
        if n >= 2:
            for words in lines:
                if span := display(words[:n]):
                    yield span


# A nickname listed right beside a name found (我跟林佩琪、芸芸一起, 王大明、阿德、小葉, 小魚、
# 陳美玲和我): an item of a list of people is a person. The item has a nickname's shape (阿德,
# 小魚, 婷婷) or is two given-name characters that are no word, and ends at a boundary: a list
# mark, punctuation, a space, the line's end, or a word that follows the people a clause lists
# (一起, 都, 也, 要, 說 …); kin, role and everyday words of that shape stay (媽媽, 小孩, 阿姨).
_LIST_ITEM = re.compile(rf"[阿小老]?[{NAME_CHARS}]{{1,2}}")
_AFTER_LISTED = re.compile(
    r"[、／/，,。；;！!？?）)」』\s]|$|一起|都|也|要|說|和|跟|與|及|等|還有|他們|她們|兩|三"
)
_BEFORE_LISTED = re.compile(r"(?:^|(?<=[、／/，,。；;：:！!？?（(「『\s]|[跟和與及把叫]))")


@lru_cache(maxsize=1)
def _nickname_before_words() -> tuple[str, ...]:
    return tuple(word_list("nickname_before_words.txt"))


# A nickname's shape, at every position (overlapping): 阿X仔, 阿X / 小X, 老 + a common surname, a
# doubled character, X仔.
_NICKNAME_TOKEN = re.compile(
    rf"(?=(阿[{NAME_CHARS}]仔|[阿小][{NAME_CHARS}]|老[{''.join(sorted(_COMMON_SURNAMES))}]"
    rf"|([{NAME_CHARS}])\2|[{NAME_CHARS}]仔))"
)
_NICKNAME_OPEN = frozenset("，,。；;：:！!？?（(「『、／/ \t\n\u3000")


def _nickname_tokens(text: str) -> Iterable[tuple[str, int, int]]:
    """The nickname-shaped tokens of :data:`_NICKNAME_TOKEN` after punctuation, a space, the
    text's start or a word of nickname_before_words.txt."""
    before = _nickname_before_words()
    for m in _NICKNAME_TOKEN.finditer(text):
        a = m.start(1)
        if a == 0 or text[a - 1] in _NICKNAME_OPEN or text.endswith(before, max(0, a - 4), a):
            yield m.group(1), a, m.end(1)


# What a nickname in running text may be followed by, besides where a name ends (_prose_end): a
# verb or an adverb of its clause (小瑜打給我, 宏宏又沒來, 妞妞哭了).
_NICKNAME_THEN = re.compile(
    r"[打來去走哭笑罵拿買吃跑問叫找沒不很在是有會已被把給帶又才先再剛一今昨明那好送幫借回做協依負處提亦]"
)


@lru_cache(maxsize=1)
def _prose_stop() -> frozenset[str]:
    return not_nicknames() | frozenset(word_list("prose_not_nicknames.txt"))


@lru_cache(maxsize=1)
def _baby_nickname_chars() -> frozenset[str]:
    return frozenset(word_list("baby_nickname_chars.txt"))


def _prose_nicknames(text: str) -> Iterable[Span]:
    """A nickname's shape (阿凱, 小瑜, 阿旺仔, 豪仔, 妞妞, 小林, 老王) after a word that takes a
    person or opens a clause (nickname_before_words.txt) or after punctuation, ending where a name
    ends or before a verb: a person. Words of that shape stay (小心, 小孩, 阿姨, 常常, 牛仔: real
    words, not_nicknames.txt, kin words); a X仔 needs a common given-name character (豪仔, 凱仔);
    a real word of a nickname's shape with a given-name or surname character (小林, 小葉, 老王)
    is a nickname unless not_nicknames.txt lists it (小兵, 小康, 小雨)."""
    words, stop, baby = real_words(), _prose_stop(), _baby_nickname_chars()  # 星星, 狗狗, 小雨
    for tok, a, b in _nickname_tokens(text):
        # 小林, 小葉, 老王, 小寶: a nickname's word is a nickname unless not_nicknames.txt lists it
        # (小兵, 小康, 小雨, 老實)
        nickname_word = (
            tok[0] in "小阿老"
            and len(tok) == 2
            and (tok[1] in GIVEN_NAME_CHARS or tok[1] in _COMMON_SURNAMES or tok[1] in baby)
        ) or (len(tok) == 2 and tok[0] == tok[1] and tok[0] in baby)  # 小寶, 阿寶, 豆豆, 貝貝
        if (
            (tok in words and not nickname_word)
            or tok in stop
            or tok in KIN_WORDS
            or tok in NEVER_NAMES
            or tok in NOT_A_NAME
            or tok in _ROLE_WORDS_SET
            or tok in relation_words()
            or tok in not_given_names()
            or any(c in NOT_IN_GIVEN_NAME for c in tok.replace("仔", ""))
            or _TITLE_RE.fullmatch(tok)
        ):
            continue
        if tok.endswith("仔") and tok[0] != "阿" and tok[0] not in GIVEN_NAME_CHARS:
            continue  # 牛仔, 歌仔: words, not 豪仔
        if tok[0] in "阿小" and tok[1] in "公嬤媽爸母伯叔姨舅嬸姊姐兄弟妹祖婆哥爹娘孩朋":
            continue
        if len(tok) == 2 and tok[0] == tok[1] and not "\u4e00" <= tok[0] <= "\u9fff":
            continue  # a run of rare characters, no doubled name
        if text[a : b + 1] in words or text[a : b + 1] in stop or text[a : b + 2] in stop:
            continue  # 小時候, 阿里山, 阿兵哥: a longer word
        if not (_prose_end(text, b) or _NICKNAME_THEN.match(text, b) or text[b : b + 1] in "／/的"):
            continue
        yield Span(a, b, PERSON, REPLACE, "rule:person_prose_nickname", 0.6, given_only=True)


@lru_cache(maxsize=1)
def _given_before_words() -> tuple[str, ...]:
    return tuple(word_list("given_before_words.txt"))


# A place or an office word after two name characters (與中原路口, 今天信義店, 向財政部,
# 向苓雅分局): a road, a shop, a district, an agency or a firm.
_PLACE_AFTER = re.compile(
    r"[東西南北中]?[路街巷道店區里鄉鎮村館站廠市縣港橋部局署]|分[局院署行店]|公司|銀行|協會|大學|醫院"
)


def _given_after_words(text: str) -> Iterable[Span]:
    """Two common given-name characters that are no word, standing alone after a preposition, a
    verb of giving or a clause-opening time word (given_before_words.txt) and ending where a name
    ends, before a verb or before a character no name holds: a given name for a person (交給雅琪,
    向宗翰借, 隔天俊傑就, 我和家豪去).
    Words of given-name characters stay (not_given_names.txt: 美國, 中華; name_words.txt), and so
    do the first two characters of a longer name or word (跟林美華說: read by the name readers)."""
    words, verbs, stop = real_words(), name_verbs(), not_given_names() | not_nicknames()
    seen: set[int] = set()
    for w in _given_before_words():
        i = text.find(w)
        while i != -1:
            p = i + len(w)
            i = text.find(w, i + 1)
            tok = text[p : p + 2]
            if p in seen or len(tok) != 2 or not all(c in GIVEN_NAME_CHARS for c in tok):
                continue
            if (
                tok in words
                or tok in verbs
                or tok in stop
                or tok in KIN_WORDS
                or tok in NEVER_NAMES
                or tok in NOT_A_NAME
                or tok in _ROLE_WORDS_SET
                or tok in relation_words()
                or tok[0] in _NOT_GIVEN_START
                or _TITLE_RE.fullmatch(tok)
                or text[p : p + 3] in words
                or text[p : p + 3] in stop
                or _PLACE_AFTER.match(text, p + 2)
                or _place_or_agency_at(text, p)
            ):
                continue
            after = text[p + 2 : p + 3]
            if not (
                _prose_end(text, p + 2)
                or _NICKNAME_THEN.match(text, p + 2)
                or after not in GIVEN_NAME_CHARS  # 還給婉婷了, 柏翰喝: no third name character
            ):
                continue
            seen.add(p)
            yield Span(
                p, p + 2, PERSON, REPLACE, "rule:person_given_after_word", 0.55, given_only=True
            )


# A two-character full name greeted (高明您好, 江山你好, 高峰 您好, 金城台鑒): a common surname and
# a character names hold before a greeting, at a boundary, a person even when the pair is a word;
# kin, role, title and not_given_names words stay (老師您好, 客服您好, 同學你好).
_GREETED_PAIR = re.compile(r"(?=([\u4e00-\u9fff]{2})[ \u3000]?(?:您好|你好|妳好|台鑒|鈞鑒|惠鑒))")


def _greeted_word_names(text: str) -> Iterable[Span]:
    for m in _GREETED_PAIR.finditer(text):
        a = m.start(1)
        tok = m.group(1)
        if a > 0 and text[a - 1] not in _NICKNAME_OPEN:
            continue
        if (
            tok[0] not in _COMMON_SURNAMES
            or tok[1] in NOT_IN_GIVEN_NAME
            or tok in KIN_WORDS
            or tok in NEVER_NAMES
            or tok in NOT_A_NAME
            or tok in _ROLE_WORDS_SET
            or tok in relation_words()
            or tok in not_given_names()
            or _TITLE_RE.match(tok, 1)
            or _TITLE_RE.fullmatch(tok)
        ):
            continue
        yield Span(a, a + 2, PERSON, REPLACE, "rule:person_greeted", 0.7, 1)


def _listed_item_ok(tok: str, words: frozenset[str], stop: frozenset[str]) -> bool:
    if not 2 <= len(tok) <= 3 or tok in stop or tok in KIN_WORDS or tok in NEVER_NAMES:
        return False
    if tok in NOT_A_NAME or tok in _ROLE_WORDS_SET or _TITLE_RE.fullmatch(tok):
        return False
    if tok in relation_words() or tok in not_given_names():
        return False
    if _NICKNAME_SHAPE.fullmatch(tok) and tok[0] in "阿小老" and len(tok) == 2:
        return True  # 阿德, 小魚 (一 word like 小心 is in not_nicknames.txt)
    if len(tok) == 2 and tok[0] == tok[1] and tok[0] in GIVEN_NAME_CHARS:
        return True  # 婷婷, 芸芸
    return len(tok) == 2 and tok not in words and all(c in GIVEN_NAME_CHARS for c in tok)


def _listed_beside_found(text: str, spans: list[Span]) -> Iterable[Span]:
    words, stop = real_words(), frozenset(not_nicknames())
    for s in spans:
        value = text[s.start : s.end]
        if s.type != PERSON or s.action != REPLACE or not all(is_cjk(c) for c in value):
            continue
        a = s.end
        while text[a : a + 1] == "、":  # the items after the name, one after another
            a += 1
            tok = next(
                (
                    text[a : a + n]
                    for n in (2, 3)
                    if a + n <= len(text)
                    and _LIST_ITEM.fullmatch(text[a : a + n])
                    and _AFTER_LISTED.match(text, a + n)
                ),
                "",
            )
            if not tok or not _listed_item_ok(tok, words, stop):
                break
            yield Span(a, a + len(tok), PERSON, REPLACE, "rule:person_listed", 0.6, given_only=True)
            a += len(tok)
        b = s.start
        while b >= 1 and text[b - 1] == "、":  # the items before the name
            b -= 1
            tok = next(
                (
                    text[b - n : b]
                    for n in (2, 3)
                    if b - n >= 0
                    and _LIST_ITEM.fullmatch(text[b - n : b])
                    and _BEFORE_LISTED.match(text, b - n)
                ),
                "",
            )
            if not tok or not _listed_item_ok(tok, words, stop):
                break
            yield Span(b - len(tok), b, PERSON, REPLACE, "rule:person_listed", 0.6, given_only=True)
            b -= len(tok)


@lru_cache(maxsize=1)
def _latin_name_suffixes() -> tuple[str, ...]:
    return tuple(sorted(word_list("latin_name_suffixes.txt"), key=len, reverse=True))


# 阿 or 小 glued before a Latin given name (阿Ken, 小Amy): one nickname.
_LATIN_NICK_PREFIX = ("阿", "小")


def _latin_nickname_affixes(text: str, spans: list[Span]) -> Iterable[Span]:
    """A Latin given name found, with the 阿 / 小 glued before it and a title or kin word after it
    (glued or one space apart: 阿Ken, Jason 哥, Vivian老師, 阿Ben老師, Mai 小姐), as one value: the
    nickname a chat or a note calls the person by, as 阿美姐 is one."""
    for s in spans:
        if s.type != PERSON or s.action != REPLACE:
            continue
        value = text[s.start : s.end]
        if not re.fullmatch(r"[A-Z][A-Za-z'\-]+(?: [A-Z][A-Za-z'\-]+)?", value):
            continue
        start, end = s.start, s.end
        if start >= 1 and text[start - 1] in _LATIN_NICK_PREFIX:
            start -= 1
        gap = 1 if text[end : end + 1] in (" ", "\u3000") else 0
        suffix = next((w for w in _latin_name_suffixes() if text.startswith(w, end + gap)), "")
        if suffix:
            end += gap + len(suffix)
        if (start, end) != (s.start, s.end):
            yield Span(start, end, PERSON, REPLACE, s.source, s.score, 0, given_only=True)


# The given name of a Latin full name found, standing alone elsewhere in the document (Marisa
# Gomez … Marisa 很認真; Lorenzo Vidal, … pay to Lorenzo): as 美玲 for 林美玲. The first word of
# a name of two or three capitalized words, no English word or caption, as a whole word.
_LATIN_FULL_FOUND = re.compile(
    rf"([{_LAT_UP}][{_LAT_LOW}]{{2,14}})(?:[ ]+[{_LAT_UP}][{_LAT_UP}{_LAT_LOW}\-]+){{1,2}}"
)


def _latin_given_alone(text: str, spans: list[Span]) -> Iterable[Span]:
    given: set[str] = set()
    for s in spans:
        m = _LATIN_FULL_FOUND.fullmatch(text, s.start, s.end)
        if s.type == PERSON and s.action == REPLACE and m and _latin_name_ok(m.group(1)):
            given.add(m.group(1))
    for name in sorted(given):
        for m in re.finditer(
            rf"(?<![A-Za-z{_LAT_LOW}]){re.escape(name)}(?![A-Za-z{_LAT_LOW}\u0300-\u036f])", text
        ):
            yield Span(m.start(), m.end(), PERSON, REPLACE, "rule:person_given_name", 0.75,
                       given_only=True)  # fmt: skip


# A romanized name wrapped at a line break (Panay⏎Mayaw in a card's field): the next line is one
# capitalized word and nothing else.
_WRAPPED_LATIN = re.compile(rf"\n[ \t\u3000]*([{_LAT_UP}][{_LAT_LOW}]{{2,14}})[ \t\u3000]*(?=\n|$)")


def _latin_wrapped(text: str, spans: list[Span]) -> Iterable[Span]:
    for s in spans:
        if (
            s.type != PERSON
            or not text[s.end - 1 : s.end].isalpha()
            or not text[s.end - 1].isascii()
        ):
            continue
        m = _WRAPPED_LATIN.match(text, s.end)
        if m and not is_english_word(m.group(1)) and not _caption(m.group(1)):
            yield replace(s, end=m.end(1), source="rule:person_latin_wrapped")


_LATIN_READERS = ("rule:person_latin", "rule:person_role", "rule:person_field")
# A name written with masked characters (蔡○儒, 戴OO萱, 蒯*華, 王○○): the surname stays
# readable, the mask stands for the given name or part of it; the whole is one value.
_MASK_CHARS = "○◯〇●*OX×"
_MASKED_NAME = re.compile(rf"([{NAME_CHARS}]{{1,2}}?)([{_MASK_CHARS}]{{1,2}})([{NAME_CHARS}]?)")
_NOT_MASKED_GIVEN = frozenset("年月日號路街巷弄段條項款樓室區縣市鄉鎮村里元萬")


def _masked_end(text: str, end: int, breaks: Breaks = NO_BREAKS) -> bool:
    if end >= len(text):
        return True
    c = text[end]
    if not (is_cjk(c) or c.isalnum() or c in _MASK_CHARS):
        return True
    return _end_strength(text, end, breaks=breaks) >= 1 or bool(_TITLE_RE.match(text, end))


def _masked_names(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    if not any(c in text for c in _MASK_CHARS):
        return
    single, compound = surnames()
    officials = _officials_of(text)
    for m in _MASKED_NAME.finditer(text):
        sur, mask, given = m.group(1), m.group(2), m.group(3)
        start = m.start(1)
        if (len(sur) == 1 and sur not in single) or (len(sur) == 2 and sur not in compound):
            if len(sur) == 2 and sur[1] in single:
                sur, start = sur[1], start + 1  # 戶名蔡○儒: the label's character before
            else:
                continue
        if start > 0 and text[start - 1] in _MASK_CHARS:
            continue
        if text[start : start + 2] in NOT_A_NAME or sur in "第每各該本其某之":
            continue
        end = m.end(2)
        given_ok = given and given not in _NOT_MASKED_GIVEN and given not in NOT_IN_GIVEN_NAME
        if given_ok and _masked_end(text, m.end(3), breaks=breaks):
            end = m.end(3)
        if end == m.end(2):
            if not _masked_end(text, end, breaks=breaks):
                continue
            if end < len(text) and text[end].isdigit():
                continue  # 24堂×1,500: a product, not a name
            if (
                len(mask) < 2
                and start > 0
                and (is_cjk(text[start - 1]) or text[start - 1].isalnum())
            ):
                continue  # 陳○ in running text is too weak; 陳○○ or a boundary before is a name
            if any(c in "OX" for c in mask) and len(mask) < 2:
                continue  # a Latin O or X alone after a character is no mask
        if _after_official_role(text, start, officials):
            yield Span(start, end, OFFICIAL, KEEP, "rule:person_masked", 0.8, len(sur))
            continue
        yield Span(start, end, PERSON, REPLACE, "rule:person_masked", 0.8, len(sur))


def _after_official_role(text: str, start: int, officials: frozenset[str]) -> bool:
    """True when an official's role (書記官, 處理員警, 法官; spaced or not) stands right before
    ``start``, separators between: a masked name there is the official's (書記官　蘇O欣), kept as
    the official it is; masked already, it holds nothing more to replace."""
    q = start
    while q > 0 and text[q - 1] in " \u3000\t：:":
        q -= 1
    window = max(0, q - 12)
    return any(
        m.end() == q and m.group(0).replace(" ", "").replace("\u3000", "") in officials
        for m in _ROLE_RE.finditer(text, window, q)
    )


# A romanized Taiwanese name in passport form: the surname, a comma or a space, and the hyphenated
# given name (LIN, YU-CHEN; Hsieh, Ming-Hao; PING KUO-WEI): the hyphen joins its two syllables.
_ROMANIZED = re.compile(
    r"(?<![A-Za-z\-])(?:(?:[A-Z]{2,10}[ ]){0,2}[A-Z]{2,10}|[A-Z][a-z]{1,9})(?:,[ ]?|[ ])"
    r"(?:[A-Z][a-z]{1,6}-[A-Za-z][a-z]{1,6}|[A-Z]{1,7}-[A-Z]{1,7})"
    r"(?![A-Za-z\-])"
)


def _romanized_names(text: str) -> Iterable[Span]:
    for m in scan.finditer(_ROMANIZED, text):
        first = m.group(0).replace(",", " ").split()[0]
        if _caption(first) or _NOT_LATIN_NAMES.fullmatch(first) or first in _NOT_LATIN_WORDS:
            continue
        yield Span(m.start(), m.end(), PERSON, REPLACE, "rule:person_romanized", 0.85)


# A Latin given name and a Chinese surname (Vicky 鄺, May曾): one display name, standing apart.
_LATIN_SURNAME = re.compile(
    rf"(?<![A-Za-z])([A-Z][a-z]{{1,10}})[ \u3000]?([{NAME_CHARS}])(?![{NAME_CHARS}])"
)


def _mixed_surname(sur: str) -> bool:
    """A character that can be the surname of a mixed display name (Vicky 鄺, 林 Amy)."""
    return sur in surnames()[0] and sur not in _FUNCTION_CHARS and sur not in NOT_IN_GIVEN_NAME


def _latin_form_word(word: str) -> bool:
    """A Latin word that is a caption, a firm's or a channel's word, never a name (NAME, Bank,
    LINE, Subject)."""
    return bool(_caption(word) or _NOT_LATIN_NAMES.fullmatch(word) or word in _NOT_LATIN_WORDS)


def _latin_with_surname(text: str) -> Iterable[Span]:
    for m in scan.finditer(_LATIN_SURNAME, text):
        latin, sur = m.group(1), m.group(2)
        if not _mixed_surname(sur):
            continue
        if latin not in _LATIN_GIVEN_WORDS and _latin_form_word(latin):
            continue
        before = text[m.start() - 1] if m.start() else "\n"
        if before.isalnum() and not is_cjk(before):
            continue
        yield Span(m.start(), m.end(), PERSON, REPLACE, "rule:person_mixed", 0.7)


# A Chinese surname, a space, then a Latin given name (林 Amy, 蔡 Ricky): one display name, the
# surname standing apart from other Chinese text, the Latin word no English word.
_SURNAME_LATIN = re.compile(
    rf"(?<![{NAME_CHARS}])([{NAME_CHARS}])[ \u3000]([A-Z][a-z]{{1,10}})(?![A-Za-z])"
)


def _surname_then_latin(text: str) -> Iterable[Span]:
    for m in scan.finditer(_SURNAME_LATIN, text):
        sur, latin = m.group(1), m.group(2)
        if not _mixed_surname(sur) or sur in _ONE_CHAR_RELATIONS:
            continue  # 母　Lawa Kacaw: a kin label before the name, no surname
        if _latin_form_word(latin) or (is_english_word(latin) and latin not in _LATIN_GIVEN_WORDS):
            continue  # 陳 Office, 找 王 Line: a word after the character, not a given name
        yield Span(m.start(), m.end(), PERSON, REPLACE, "rule:person_mixed", 0.7)


# The name field of a machine-readable passport or ID line (P<IDNSANTOSO<<BUDI<ARIF<<<<, a card's
# third line NGUYEN<<THI<LAN<<<<<<): the surname, ``<<``, the given names joined by ``<``; the
# document code and the issuing country before it stay outside.
_MRZ_NAME = re.compile(
    r"""
    (?:
        (?<![A-Z0-9<])[PIACV][A-Z<][A-Z<]{3}      # TD3 line 1: P< or PM, the issuing country
      | ^[ \t\u3000]*                               # or a TD1 card's line of the name alone
    )
    ([A-Z]{2,}(?:<[A-Z]+)*<<[A-Z]+(?:<[A-Z]+)*)    # SURNAME<<GIVEN<NAMES
    (?=<|[ \t\u3000]*$)
    """,
    re.VERBOSE | re.MULTILINE,
)


def _mrz_names(text: str) -> Iterable[Span]:
    for m in _MRZ_NAME.finditer(text):
        yield Span(m.start(1), m.end(1), PERSON, REPLACE, "rule:person_mrz", 0.9)


# A name as airlines and travel agents write it: the family name, a slash, the given names, in
# capitals (DELA CRUZ/MARIA LUISA MS, SANTOS/JOEL MR, 歐陽/KAIWEN, WEI/SHUFEN（魏淑芬）,
# .../OUYANG/KAIWEN/P3). The family name may be a Chinese surname.
_SLASH_NAME = re.compile(
    rf"""
    (?<![A-Za-z0-9\-])
    ((?:[A-Z]{{2,12}}[ ]){{0,2}}[A-Z]{{2,12}}|[{NAME_CHARS}]{{1,2}})     # the family name
    /
    ([A-Z]{{2,12}}(?:[ \-](?!(?:MRS|MR|MS|MISS|MSTR|DR)\b)[A-Z]{{2,12}}){{0,3}})  # given names
    (?![A-Za-z0-9\-])
    ([ ]?(?:MRS|MR|MS|MISS|MSTR|DR)\b|/P\d)?                            # a title, a pax number
    """,
    re.VERBOSE,
)


def _slash_names(text: str) -> Iterable[Span]:
    """Names written FAMILY/GIVEN (see :data:`_SLASH_NAME`): with a title or a passenger number
    after them, or a family name that is no English word and given names of four letters or more
    (AND/OR, TPE/NRT, INPUT/OUTPUT stay)."""
    for m in _SLASH_NAME.finditer(text):
        family, given = m.group(1), m.group(2)
        if family[0] >= "\u3400":
            single, compound = surnames()
            if family not in (compound if len(family) == 2 else single):
                continue  # a Chinese family name must be a surname (歐陽/KAIWEN)
        elif not m.group(3) and (
            all(is_english_word(w) for w in (family + " " + given).replace("-", " ").split())
            or (max(len(w) for w in given.split()) < 4 and "-" not in given)  # CHE-HAN
        ):
            continue
        yield Span(m.start(1), m.end(2), PERSON, REPLACE, "rule:person_slash", 0.85)


# A family name in capitals and a comma before a Latin given name found (MORALES, Carlos Andres;
# DELA CRUZ, JUAN MIGUEL; TAN, Mei Ling): one name in the passport order, the surname first.
_CAPS_SURNAME_BEFORE = re.compile(r"(?<![A-Za-z\-'])((?:[A-Z]{2,12}[ ]){0,2}[A-Z]{2,12}),[ ]?\Z")


# A name in the passport order, all in capitals: the family name, a comma, the given names and
# an initial (BAUTISTA, ARNEL; DELA CRUZ, ROWENA MAE B.; TAN, MEI LING).
_CAPS_INVERTED = re.compile(
    r"(?<![A-Za-z\-'])((?:[A-Z]{2,12}[ ]){0,2}[A-Z]{3,12}),[ ]?([A-Z]{3,12}(?:[ ][A-Z]{2,12}){0,2}"
    r"(?:[ ][A-Z]\.)?)(?![A-Za-z\-'])"
)


def _caps_inverted(text: str) -> Iterable[Span]:
    for m in scan.finditer(_CAPS_INVERTED, text):
        words = m.group(0).replace(",", " ").replace(".", " ").split()
        if (
            any(_latin_form_word(w.title()) for w in words)
            or english_run(m.group(1))
            or english_run(m.group(2))
        ):
            continue  # NAME, DATE; TERMS, CONDITIONS: captions and words, not a name
        yield Span(m.start(), m.end(), PERSON, REPLACE, "rule:person_romanized", 0.85)


def _caps_surname_before(text: str, found: list[Span]) -> Iterable[Span]:
    for s in found:
        if s.type != PERSON or not _LATIN_NAME.fullmatch(text[s.start : s.end]):
            continue
        m = _CAPS_SURNAME_BEFORE.search(text, max(0, s.start - 40), s.start)
        if not m:
            continue
        words = m.group(1).split()
        if any(_latin_form_word(w.title()) for w in words):
            continue  # NAME, Maria; HELLO, Carlos: a caption or a greeting, not a surname
        # (a surname may be an English word: YOUNG, Mei Ling; MORALES; the given name decides)
        yield Span(m.start(1), s.end, PERSON, REPLACE, "rule:person_romanized", 0.9)


_LATIN_GIVEN_WORDS = frozenset({"May", "June"})  # months that are also given names (May曾, June 林)


def _chinese_beside_latin(
    text: str, found: list[Span], breaks: Breaks = NO_BREAKS
) -> Iterable[Span]:
    """A Chinese full name right after a Latin name found (Hsieh, Ming-Hao 謝明浩; Grace 甘怡君):
    the same person's other name, read up to a boundary."""
    done: set[int] = set()
    for s in found:
        if (
            s.type != PERSON
            or s.short_form
            or not re.fullmatch(r"[A-Za-z][A-Za-z ,.'\-]*", text[s.start : s.end])
        ):
            continue
        gap = re.match(r"[ \u3000]{1,2}(?:[/／（(][ \u3000]?)?", text[s.end :])
        if not gap:
            continue
        q = s.end + gap.end()
        if q in done or not _surname_at(text, q):
            continue
        name = read_name(text, q, breaks=breaks)
        if (
            name
            and name[1]
            and name[0] - q >= 2
            and _end_strength(text, name[0], breaks=breaks) >= 2
        ):
            done.add(q)
            yield Span(q, name[0], PERSON, REPLACE, "rule:person_latin_beside", 0.75, name[1])


# The same person's name in the other script, in parentheses right after a Latin name found: a
# Chinese transliteration or Chinese name (Marisa Gomez（瑪莉莎）, Budi Santoso（布迪）, Jonas
# Weber（中文名 魏喬納）, Maricel Cruz（中文：瑪莉塞）, Lahok（林雨萱，國中一年級）), whatever its
# surname; a note there (（印尼籍）, （簽名）: worker/data/alias_note_words.txt) or an ordinary
# word is none.
_OTHER_SCRIPT = re.compile(
    rf"[ \u3000]?[（(][ \u3000]?(?:(?:中文名|中文姓名|漢名|本名|原名|中文(?=[：:]))[：: \u3000]*)?"
    rf"([{NAME_CHARS}]{{2,7}})(?=[ \u3000]*[）)，,、；;])"
)
_LATIN_FOUND = re.compile(rf"[A-Za-z{_LAT_UP}{_LAT_LOW}][A-Za-z{_LAT_UP}{_LAT_LOW} ,.'\-]*")


# A Latin name's initials after it, as people sign and forms abbreviate (Maricel D.C., Ana M.
# Reyes's short form Ana M., Juan R. J.): the name runs to its last initial.
_INITIALS_AFTER = re.compile(r"(?:[ ][A-Z]\.(?:[ ]?[A-Z]\.){0,2})(?![A-Za-z])")


# A bilingual label (收款人 Penerima :, 持卡人 Cardholder：): the Latin word is the label's
# translation, the name follows the colon.
_BILINGUAL_LABEL = re.compile(
    r"(?P<zh>[\u4e00-\u9fff]{1,8})[ \u3000]+(?P<en>[A-Za-z][A-Za-z.]*(?: [A-Za-z][A-Za-z.]*){0,3})"
    r"[ \u3000]*[:：][ \u3000]*"
    r"(?P<name>[A-Z][A-Za-z.'\-]*(?:[ ][A-Z][A-Za-z.'\-]*){0,5})"
)


@lru_cache(maxsize=1)
def _foreign_label_words() -> frozenset[str]:
    return frozenset(word_list("foreign_label_words.txt"))


@lru_cache(maxsize=1)
def _label_words() -> frozenset[str]:
    return frozenset(field_labels()) | frozenset(ROLES)


def _bilingual_labels(text: str) -> tuple[list[Span], set[tuple[int, int]]]:
    """The Latin names after a bilingual label (收款人 Penerima : SUMIATI), and the spans of the
    labels' Latin words, which are no names."""
    if ":" not in text and "：" not in text:
        return [], set()
    labels = _label_words()
    names: list[Span] = []
    translations: set[tuple[int, int]] = set()
    for m in _BILINGUAL_LABEL.finditer(text):
        zh = m.group("zh")
        if not any(zh[i:] in labels for i in range(len(zh))):  # the label ends the Chinese part
            continue
        if not all(
            english_run(w.rstrip(".")) or _caption(w) or w.lower() in _foreign_label_words()
            for w in m.group("en").split(" ")
        ):
            continue  # 經辦 Amy：好的: a display name, not a label's translation
        translations.add((m.start("en"), m.end("en")))
        for w in m.group("en").split(" "):  # Payee Name: each word of it too
            a = m.start("en") + m.group("en").find(w)
            translations.add((a, a + len(w)))
        words = m.group("name").split(" ")
        keep = 0
        for w in words:
            if not _latin_name_ok(w.rstrip(".")) and not re.fullmatch(r"[A-Z]\.?", w):
                break
            if w.upper() in latin_not_names():
                break
            keep += 1
        if keep:
            end = m.start("name") + len(" ".join(words[:keep]))
            names.append(Span(m.start("name"), end, PERSON, REPLACE, "rule:person_field", 0.8))
    return names, translations


_MARRIED_ALONE = "rule:person_married_alone"
_FOUR_ALONE = re.compile(r"(?<![\u4e00-\u9fff])[\u4e00-\u9fff]{4}(?![\u4e00-\u9fff])")


def _married_alone(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """A four-character name standing alone between spaces, marks or line ends, made as 冠夫姓 is
    (a surname, a common surname, two given-name characters: 黃楊玉蘭, 饒林碧霞) or as a compound
    surname's name is (張簡文雄, 范姜怡安): a shape the model rarely reads, in rosters, logs and
    table cells that give no other context."""
    single, compound = surnames()
    words = real_words()
    for m in _FOUR_ALONE.finditer(text):
        v = m.group()
        if any(p in breaks.spaced or p in breaks.joined for p in range(m.start() + 1, m.end())):
            continue  # four characters only where a space or a line break was taken out
        surname_len = 2 if v[:2] in compound else 1
        if surname_len == 1 and (
            v[0] not in single
            or v[1] not in _COMMON_SURNAMES
            or v[0] in _FUNCTION_CHARS
            or v[0] in _ONE_CHAR_RELATIONS  # 母 林雅君 read where the space is gone
            or v[0] in NOT_IN_GIVEN_NAME
        ):
            continue
        if not (v[2] in GIVEN_NAME_CHARS and v[3] in GIVEN_NAME_CHARS):
            continue
        if v[2:] in words or v[2:] in not_given_names() or v in words or v[:3] in words:
            continue
        yield Span(m.start(), m.end(), PERSON, REPLACE, _MARRIED_ALONE, 0.8, surname_len)


def _with_initials(text: str, found: list[Span]) -> Iterable[Span]:
    for s in found:
        if s.type != PERSON or not _LATIN_FOUND.fullmatch(text[s.start : s.end]):
            continue
        m = _INITIALS_AFTER.match(text, s.end)
        if m and text[s.end - 1].isalpha():
            yield Span(s.start, m.end(), PERSON, REPLACE, s.source, s.score, s.surname_len)


def _other_script(text: str, found: list[Span]) -> Iterable[Span]:
    words, notes = real_words(), alias_note_words()
    done: set[int] = set()
    for s in found:
        if s.type != PERSON or s.short_form or not _LATIN_FOUND.fullmatch(text[s.start : s.end]):
            continue
        m = _OTHER_SCRIPT.match(text, s.end)
        if not m or m.start(1) in done:
            continue
        name = m.group(1)
        if (
            name in words
            or name in KIN_WORDS
            or name in NEVER_NAMES
            or name in NOT_A_NAME
            or name in _ROLE_WORDS_SET
            or any(n in name for n in notes)
        ):
            continue
        done.add(m.start(1))
        sl = _surname_at(text, m.start(1))
        sl = sl if read_name(text, m.start(1)) == (m.end(1), sl) else 0
        yield Span(m.start(1), m.end(1), PERSON, REPLACE, "rule:person_other_script", 0.75, sl)


# A full name set off by spaces inside running Chinese prose (家庭狀況：父 郭建宏 為機車行老闆,
# 法語志工 魏書涵 下午到, 請總務 馬志遠 開車): some writers put a space on both sides of every
# name they insert. A surname-led token of three or four characters read whole as a name, its
# given name holding a given-name character, no ordinary word, with Chinese text before the
# space in front of it and a space, a punctuation mark or the line's end after it, is a person
# where no other candidate already claims it (an official after a role keeps that decision).
_SPACED_TOKEN = re.compile(
    rf"(?<=[{NAME_CHARS}][ \u3000])([{NAME_CHARS}]{{3,4}})"
    rf"(?=[ \u3000][{NAME_CHARS}]|[ \u3000]*[，。、；！？：,;]|[ \u3000]*$)",
    re.MULTILINE,
)


def _space_set_off(text: str, found: list[Span]) -> Iterable[Span]:
    words = real_words()
    for m in _SPACED_TOKEN.finditer(text):
        a, b = m.span(1)
        sl = _surname_at(text, a)
        if not sl or read_name(text, a) != (b, sl) or m.group(1) in words:
            continue
        if b - a - sl not in (1, 2) or not any(c in GIVEN_NAME_CHARS for c in text[a + sl : b]):
            continue
        if any(f.start < b and a < f.end for f in found):
            continue
        yield Span(a, b, PERSON, REPLACE, "rule:person_set_off", 0.7, sl)


# A kin or familiar suffix after a name found (家豪哥, 阿財伯, 阿芳阿姨): part of the name.
_KIN_SUFFIX = re.compile(
    # a cousin's form too (小芬表姐, 建明堂哥): the name and its kin title are one value
    r"(?:[表堂](?:姐|姊|哥|妹|弟|嫂)|阿姨|阿伯|哥哥|姐姐|姊姊|[哥姐姊伯叔嫂姨仔])"
    r"(?![父母丈媽們婆公夫妹弟])"
)


# A title after a given name or a nickname, one form of address with it (阿志教練, 阿芳學姊,
# 詩涵小姐, 小葉師傅): the title is inside the value, as a surname's short form holds its title.
_TITLE_AFTER_GIVEN = re.compile(
    r"(?:教練|老師|師傅|師父|店長|學姊|學姐|學長|學妹|學弟|小姐|先生|醫師|護理師|社工|老闆娘?)"
    r"(?![\u4e00-\u9fff]{0,1}[們])"
)


def _kin_suffixed(text: str, spans: list[Span]) -> list[Span]:
    out = list(spans)
    for s in spans:
        if s.type != PERSON or s.action != REPLACE or s.short_form or s.end - s.start < 2:
            continue
        if not all(is_cjk(c) for c in text[s.start : s.end]):
            continue
        m = _KIN_SUFFIX.match(text, s.end)
        if not m and (s.given_only or text[s.start] in "阿小"):
            m = _TITLE_AFTER_GIVEN.match(text, s.end)  # 阿志教練, 阿芳學姊, 詩涵小姐
        if m and text[s.start : m.end()] not in real_words():
            out.append(Span(s.start, m.end(), s.type, s.action, s.source, s.score, s.surname_len,
                            False, s.given_only))  # fmt: skip
    return out


# A form's "who" label: a word for a person in a function, ending in 員 / 人 / 長 / 審 / 核 …
# (客服員, 初審, 對保, 廠長, 職安人員, 列印人), a colon, then a full name standing alone.
_WHO_LABEL = re.compile(
    r"(?:^|(?<=[\s\u3000｜|]))([\u4e00-\u9fff]{0,5}[員人長審核保辦錄記官師任管席])"
    r"[ \u3000]*[：:][ \u3000]*",
    re.MULTILINE,
)
_NAME_ALONE = re.compile(r"[ \u3000\t]|$|[（(，,、；;|｜]", re.MULTILINE)


def _who_labelled(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    words = real_words()
    officials = _officials_of(text)
    for m in _WHO_LABEL.finditer(text):
        label = m.group(1)
        if label in FORM_LABEL_WORDS or label in _NOT_A_FIELD_VALUE:
            continue
        q = m.end()
        found = read_name(text, q, breaks=breaks)
        if not found or not found[1] or found[0] - q < 2 or not _NAME_ALONE.match(text, found[0]):
            continue
        name = text[q : found[0]]
        if name in words or name in NOT_A_NAME or name in _ROLE_WORDS_SET or name in NEVER_NAMES:
            continue
        role = _ROLE_AT_END_RE.search(label)
        keep = label in officials or bool(role and role.group(0) in officials)
        yield Span(q, found[0], OFFICIAL if keep else PERSON, KEEP if keep else REPLACE,
                   "rule:person_who_label", 0.85, found[1])  # fmt: skip


# A naming word and the name it introduces (中文名湯麥可, 漢名：林金龍, 族名 Kacaw‧Fotol,
# 小名「辰辰」, 大家都叫他胖虎, 二房東叫Eric): the other name of a person, whatever its surname.
_NAMING_WORD = re.compile(
    r"""
    (?:
        中文名 | 中文姓名 | 漢名 | 本名 | 原名 | 族名 | 英文名 | 日文名 | 日本名  # another name
      | 小名 | 乳名 | 綽號 | 暱稱 | 化名 | 慣稱 | 人稱  # what one is called
      | 名叫 | 叫做 | 都叫(?:他|她) | 就叫(?:他|她) | 叫(?=[A-Z])
      | 名字(?=是|叫)  # 掛號名字是X, 他名字叫X
    )
    (?:字)? (?: [：:] | 是 | 為 | 叫做 | 叫 )?  # 字, a colon or 是
    [\ \u3000]* [「『“"（(]? [\ \u3000]*                                          # an opening mark
    """,
    re.VERBOSE,
)
_NAMED_CJK = re.compile(rf"[{NAME_CHARS}]{{2,6}}")
_SPEECH_PARTICLES = frozenset(word_list("speech_particles.txt"))  # 喔, 啦: end a name said


def _named(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    words = real_words()
    for m in _NAMING_WORD.finditer(text):
        q = m.end()
        dotted = re.match(r"[A-Za-zÀ-ỹ'\-]+[‧·・•．][A-Za-zÀ-ỹ'\-]+", text[q:])
        latin = dotted or _LATIN_FULL.match(text, q) or _LATIN_NAME.match(text, q)
        if latin:
            end = q + latin.end() if dotted else latin.end()
            value = text[q:end]
            if len(value) >= 3 and not _caption(value) and not english_run(value):
                yield Span(q, end, PERSON, REPLACE, "rule:person_named", 0.8, 0)
            continue
        run = _NAMED_CJK.match(text, q)
        if not run or text[q] in _FUNCTION_CHARS or text[q] in "均皆都亦及並或與和":
            continue  # 漢名均列於戶籍資料: the sentence goes on, no name follows
        end = q
        while end < run.end() and text[end] not in NOT_IN_GIVEN_NAME and end - q < 6:
            if end - q >= 2 and text[end] in _SPEECH_PARTICLES:
                break  # 我叫做梁詠琪喔: a particle of speech ends the name
            end += 1
        quoted = q > 0 and text[m.end() - 1] in '「『“"（('
        if end < run.end() and not _FOLLOW_RE.match(text, end):
            found = read_name(
                text, q, breaks=breaks
            )  # 本名岩美吟手機: the name as read, where a reading ends
            end = found[0] if found and found[0] - q >= 2 else q
        if end - q < 2 or (end - q > 4 and not quoted):
            continue
        value = text[q:end]
        if value in NOT_A_NAME or value in KIN_WORDS or value in NEVER_NAMES:
            continue
        if value in words:
            if _NICKNAME_SHAPE.fullmatch(value) and value not in not_nicknames():
                # 小名 豆豆, 綽號叫小胖: a nickname that is also a word, named as one
                yield Span(q, end, PERSON, REPLACE, "rule:person_named_nickname", 0.75,
                           given_only=True)  # fmt: skip
            continue
        sl = (
            _surname_at(text, q)
            if read_name(text, q, breaks=breaks) == (end, _surname_at(text, q))
            else 0
        )
        yield Span(q, end, PERSON, REPLACE, "rule:person_named", 0.8, sl, given_only=not sl)


# A nickname in quotation marks (助理「小萱」, 綽號「小胖」, LINE 叫「財仔」的人,
# 友人「阿碩」「小黑」, 內載「老鄭 50」, 自稱「Serena」之女子): a quoted token of a nickname's
# shape — 阿 / 小 / 老 and one or two characters (or Latin letters: 老K), a character or two
# before 仔 / 哥 / 姐 / 嫂, a doubled character, each with 老師 / 教練 after it or not, or a
# Latin given name that is no English word — is a person, even where the nickname is also a word
# (小胖, 小黑); kin, role and everyday words of that shape (「媽媽」, 「老闆」, 「小心」) are in
# worker/data/not_nicknames.txt.
_QUOTED = re.compile(r"[「『“\"]([^「」『』“”\"\n]{2,16})[」』”\"]")
_NICKNAME_SHAPE = re.compile(
    rf"""
    (?: [阿小老][{NAME_CHARS}]{{1,2}}                 # 阿碩, 小萱, 老鄭
      | [阿小老][A-Z][A-Za-z]{{0,5}}                   # 老K, 阿Ken
      | [{NAME_CHARS}]{{1,2}}[仔哥姐姊嫂]             # 財仔, 志哥
      | ([{NAME_CHARS}])\1                           # 婷婷
    ) (?: 老師 | 教練 )?                              # 小晴老師
    | [A-Z][a-z]{{2,11}}                              # Serena
    """,
    re.VERBOSE,
)
_QUOTED_TOKEN = re.compile(r"[^\s,，、/／]+")
# A bracketed note right after a found name that gives the person's other names: a nickname
# alone (NGUYỄN VĂN QUÂN（小黑）) or names after the words that introduce them
# (（中文名安南，同事稱阿南）).
_ALIAS_NOTE = re.compile(r"[（(]([^（()）\n]{1,30})[）)]")
_NOTE_PART = re.compile(r"[^，,、；;]+")  # the note's parts, between its commas
_ALIAS_INTRO = re.compile(
    r"^(?:中文名字?|中文姓名|華語名|台灣名|臺灣名|綽號|暱稱|小名|外號|又名|別名|人稱|"
    r"(?:同事|大家|家人|朋友|鄰居|工友|室友)(?:都)?(?:稱|叫)(?:他|她)?)[：:為]?[ ]?"
    rf"([{NAME_CHARS}]{{2,4}})$"
)


def _noted_aliases(text: str, found: list[Span]) -> Iterable[Span]:
    """The other names a bracketed note right after a found person gives: a nickname's shape
    alone (（小黑）, （阿南）; not a kin word or a note such as 阿美族, 胞姊, 太太) or a name after
    中文名, 綽號, 同事稱 … (（中文名安南，同事稱阿南）)."""
    for s in found:
        if s.type != PERSON or s.action != REPLACE or s.short_form:
            continue
        m = _ALIAS_NOTE.match(text, s.end)
        if not m:
            continue
        for piece in _NOTE_PART.finditer(m.group(1)):
            part, pos = piece.group(), m.start(1) + piece.start()
            intro = _ALIAS_INTRO.match(part)
            if intro:
                a = pos + intro.start(1)
                yield Span(a, a + len(intro.group(1)), PERSON, REPLACE, "rule:person_alias", 0.8)
            elif (
                _NICKNAME_SHAPE.fullmatch(part)
                and part not in not_nicknames()
                and part not in KIN_WORDS
                and part not in relation_words()
                and not part.endswith(("姊", "姐", "哥", "嫂"))  # 胞姊: kin, not a nickname
                and not any(w in part for w in alias_note_words())
                and not part.isascii()
                and m.group(1) == part  # a nickname alone in the brackets
            ):
                yield Span(pos, pos + len(part), PERSON, REPLACE, "rule:person_alias", 0.75)


def _quoted_nicknames(text: str) -> Iterable[Span]:
    stop = not_nicknames()
    for m in _QUOTED.finditer(text):
        for t in _QUOTED_TOKEN.finditer(m.group(1)):
            tok = t.group(0)
            if not _NICKNAME_SHAPE.fullmatch(tok) or tok in stop or tok in KIN_WORDS:
                continue
            if tok in NEVER_NAMES or tok in NOT_A_NAME or tok in _ROLE_WORDS_SET:
                continue
            if tok[0].isascii() and (
                is_english_word(tok) or _caption(tok) or tok in _NOT_LATIN_WORDS
            ):
                continue
            a = m.start(1) + t.start()
            yield Span(a, a + len(tok), PERSON, REPLACE, "rule:person_quoted", 0.7, given_only=True)


# A nickname and the full name in parentheses after it (滿姐（巫美妹）, 阿財伯（吳財）,
# 2. 豆花（賴品安）, 小胖（包志翰，室友）, 阿Ken（鍾秉文，YX0996）): both name the person. The full
# name inside is read whole with its surname and is no word and no note (（朋友）, （母述）); the
# token before it stands at a boundary and has a nickname's shape or two characters, no role,
# relation or kin word.
_ALIAS_PAIR = re.compile(
    rf"([^\s（()）｜|，,、：:；;。0-9.]{{2,4}})[（(]([{NAME_CHARS}]{{2,4}})(?=[）)，,、；;])"
)


def _alias_pairs(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    words, stop, notes = real_words(), not_nicknames(), alias_note_words()
    relations = frozenset(relation_words())
    for m in _ALIAS_PAIR.finditer(text):
        c, d = m.span(2)
        read = read_name(text, c, breaks=breaks)
        inner = m.group(2)
        if (
            not read
            or read != (d, _surname_at(text, c))
            or not read[1]
            or inner in words
            or inner[0] in _ONE_CHAR_RELATIONS
            or any(n in inner for n in notes)
        ):
            continue
        a, b = m.span(1)
        for k in range(a, b - 1):
            tok = text[k:b]
            if k > 0 and is_cjk(text[k - 1]):
                continue  # inside a longer word: only a token at a boundary
            if (
                tok in stop
                or tok in KIN_WORDS
                or tok in NEVER_NAMES
                or tok in NOT_A_NAME
                or tok in _ROLE_WORDS_SET
                or tok in relations
            ):
                continue
            if _NICKNAME_SHAPE.fullmatch(tok) or (len(tok) == 2 and all(is_cjk(x) for x in tok)):
                yield Span(k, b, PERSON, REPLACE, "rule:person_alias", 0.75, given_only=True)
                yield Span(c, d, PERSON, REPLACE, "rule:person_alias", 0.8, read[1])
                break


def _maiden_prefix(text: str, found: list[Span], breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """冠夫姓 whose first surname is rare (凌許惠珍, 鄢陳怡君, 許葉月娥 where 許惠珍 … was read): a
    surname character standing right before a found three-character name that opens with a common
    surname, at a boundary."""
    single, _ = surnames()
    done: set[int] = set()
    for s in found:
        a = s.start
        if (
            s.type != PERSON
            or s.short_form
            or s.surname_len != 1
            or s.end - a != 3
            or a in done
            or a < 1
        ):
            continue
        prev = text[a - 1]
        if (
            text[a] not in _COMMON_SURNAMES
            or prev not in single
            or prev in _FUNCTION_CHARS
            or prev in NOT_IN_GIVEN_NAME
        ):
            continue
        if a >= 2 and is_cjk(text[a - 2]):
            continue  # 由妻鄞…: only at a boundary (a space, a list mark, a line start)
        if prev in _ONE_CHAR_RELATIONS and a in breaks.spaced:
            continue  # 在場：母 林雅君: a relation word and a space, no first surname
        done.add(a)
        yield Span(a - 1, s.end, s.type, s.action, "rule:person_maiden", s.score, 1)


# A name before its relation in brackets (莊林阿滿（奶奶）, 黃以安（雙胞胎）, 蔣吳佳蓉（母）), at a
# boundary.
_RELATION = re.compile(
    r"""
    [（(]
    (?:
        父 | 母 | 妻 | 夫 | 子 | 女 | 兄 | 弟 | 姊 | 姐 | 妹                      # one character
      | 奶奶 | 爺爺 | 外婆 | 外公 | 祖父 | 祖母 | 阿嬤 | 阿公                     # grandparents
      | 長子 | 次子 | 長女 | 次女 | 長孫 | 孫子 | 孫女 | 配偶
      | 鄰居 | 室友 | 朋友 | 同事 | 友人 | 夫妻 | 雙胞胎 | 本人 | 看護
      | 叔叔 | 阿姨 | 舅舅 | 姑姑 | 伯伯 | 嬸嬸 | 兒子 | 女兒 | 先生 | 太太 | 同學
    )
    [，,、；;）)\ ]                                                            # then a separator
    """,
    re.VERBOSE,
)


def _relation_parens(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    for m in _RELATION.finditer(text):
        p = m.start()
        for start in (p - 5, p - 4, p - 3, p - 2):
            if start < 0 or (start > 0 and is_cjk(text[start - 1])):
                continue
            found = read_name(text, start, breaks=breaks)
            if found and found[0] == p and found[1]:
                yield Span(start, p, PERSON, REPLACE, "rule:person_relation", 0.8, found[1])
                break


# A person named by a relation in running prose (隔壁的X, 我女兒X, 她的兒子X, 阿姨X, 同事X,
# 理專X): after a word of ``relation_words.txt`` (and 的 / 是 / 叫 between), a surname-led name,
# or a two-character given name or nickname that a clear end follows. Word-like names (夏天, 江山,
# 常勝, 高明) are taken here, where the relation says a person is meant.
_RELATION_GLUE = re.compile(r"(?:是|叫做|叫|名叫)?[ \u3000]?")  # not 的: 阿公的錢包
_PROSE_END = re.compile(
    r"""
    [跟和與說也常都就每從又還卻便佮要]                 # a verb or an adverb of the sentence goes on
  | [，,。、；;：:！!？?「」『』（）()\[\]\s]            # punctuation, a space
  | 手機 | 電話 | 生日                                  # a field after the name
  | 一家 | 夫婦 | 夫妻 | 兄弟 | 姊妹 | 姐妹                # a family
    """,
    re.VERBOSE,
)
_NOT_GIVEN_START = frozenset("很都也還又才最更太真再就會要已曾正在把被讓這那每各某")
_PRONOUNS = frozenset("伊恁汝")  # Taiwanese pronouns that are also rare surnames
# 由妻X取得, 、子X, 故母X, 先父X, 亡妻X: a one-character relation
_ONE_CHAR_OPEN = frozenset("其之由與和及、給跟故先亡")


@lru_cache(maxsize=1)
def _relation_re() -> re.Pattern[str]:
    return re.compile("|".join(map(re.escape, relation_words())))


def _prose_end(text: str, q: int) -> bool:
    """A name may end at ``q``: a boundary, punctuation, a title or a kin suffix, a follow word, or
    a word the sentence goes on with (跟, 也, 說)."""
    return (
        q >= len(text)
        or not is_cjk(text[q])
        or bool(_PROSE_END.match(text, q))
        or bool(_TITLE_RE.match(text, q))
        or bool(_KIN_SUFFIX.match(text, q))
        or bool(_FOLLOW_MULTI_RE.match(text, q))
    )


def _given_shaped(tok: str, words: frozenset[str], verbs: frozenset[str]) -> bool:
    """A two-character token that can be a given name or a nickname standing for a person:
    common given-name characters (淑貞), a word that is also a name (夏天, 江山), 小 / 阿 and one
    character, or a doubled character (安安); never a kin word, a role, a title or a verb."""
    if (
        len(tok) != 2
        or not all(is_cjk(c) for c in tok)
        or tok[0] in NOT_IN_GIVEN_NAME
        or tok[1] in NOT_IN_GIVEN_NAME
        or tok[0] in _NOT_GIVEN_START
        or tok in KIN_WORDS
        or tok in NEVER_NAMES
        or tok in _ROLE_WORDS_SET
        or tok in verbs
        or _TITLE_RE.fullmatch(tok)
        or tok in relation_words()
        or tok in not_given_names()
    ):
        return False
    return (
        all(c in GIVEN_NAME_CHARS for c in tok)
        or tok in words
        or tok[0] in "小阿"
        or tok[0] == tok[1]
    )


def _relation_named(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    words, verbs = real_words(), name_verbs()
    for m in _relation_re().finditer(text):
        if len(m.group(0)) == 1 and (
            m.start() == 0
            or text[m.start() - 1] not in _ONE_CHAR_OPEN
            or text.startswith((" ", "\u3000", "\t"), m.end())
        ):
            continue  # 夫妻, 女子, 性別 女: a word or a gender, not a relation
        glue = _RELATION_GLUE.match(text, m.end())
        p = glue.end() if glue else m.end()
        if p >= len(text) or not is_cjk(text[p]) or _relation_re().match(text, p):
            continue
        found = read_name(text, p, breaks=breaks)
        if found and found[1] == 1 and found[0] - p == 3 and text[p + 1] in _COMMON_SURNAMES:
            # 媽媽石林阿桃捐, 故母隗蔡金葉女士: a married name (冠夫姓), her own name after the
            # husband's surname
            own = read_name(text, p + 1, breaks=breaks)
            if own and own[1] == 1 and own[0] - p == 4 and text[p + 2 : own[0]] not in real_words():
                found = (own[0], 1)
        if found and found[1]:
            end, sl = found
            name = text[p:end]
            ends = _end_strength(text, end, breaks=breaks) >= 1 or _prose_end(text, end)
            if text[p] in _PRONOUNS or name[sl:] in not_given_names():
                continue  # 阿嬤 伊同意: a pronoun and a word, no name
            if (
                end - p >= 3
                and name not in words
                and name[:2] not in verbs
                and (ends or text[p : p + 2] not in words)
            ) or (end - p == 2 and ends and _given_shaped(name, words, verbs)):
                yield Span(p, end, PERSON, REPLACE, "rule:person_relation_word", 0.8, sl)
                continue
        tok = text[p : p + 2]
        nickname = tok[0] in "小阿" and tok not in words  # 同事阿哲可證: a nickname needs no end
        # 女兒芳如工作忙, 姑姑淑貞上個月, 內人美君立刻: after a relation word of its own (two
        # characters or more), a token of given-name characters needs no end either
        named = (
            len(m.group(0)) >= 2
            and p not in breaks.joined
            and all(c in GIVEN_NAME_CHARS for c in tok)
            and (tok not in words or tok[0] in "小阿")  # 母親中文流利, 母親是國小老師
            and tok not in not_nicknames()
        )
        if _given_shaped(tok, words, verbs) and (nickname or named or _prose_end(text, p + 2)):
            yield Span(
                p, p + 2, PERSON, REPLACE, "rule:person_relation_word", 0.75, given_only=True
            )


# A Latin given name after a relation, staff or role word (心理師 Ariel, 看護 Nining, 先生 Jose,
# 藥師Ivy), or beside a Chinese surname in prose (客服Amy林要求, 母程Angela).
_REL_LATIN_GIVEN = rf"[{_LAT_UP}][{_LAT_LOW}]{{2,14}}"
_REL_LATIN_AFTER = re.compile(
    rf"(?:是|叫做|叫|名叫)?[ \u3000]?({_REL_LATIN_GIVEN})(?![A-Za-z{_LAT_LOW}\u0300-\u036f_@.])"
)
_REL_LATIN_MORE = re.compile(rf"[ \n]({_REL_LATIN_GIVEN})(?![A-Za-z{_LAT_LOW}\u0300-\u036f_@.])")
_REL_SURNAME_LATIN = re.compile(
    rf"([{NAME_CHARS}])({_REL_LATIN_GIVEN})(?![A-Za-z{_LAT_LOW}\u0300-\u036f_@.])"
)


@lru_cache(maxsize=1)
def _latin_name_words_re() -> re.Pattern[str]:
    words = {*relation_words(), *word_list("latin_name_words.txt"), *_ROLE_WORDS_SET}
    return re.compile("|".join(map(re.escape, sorted(words, key=len, reverse=True))))


def _latin_given_ok(name: str) -> bool:
    return not (
        _dictionary_word(name)  # a stem guess of three letters makes no word of a name (Nining)
        or (len(name) <= 3 and not name.isascii())  # Chủ (Vietnamese 主): a word of a caption
        or _caption(name)
        or _NOT_LATIN_NAMES.fullmatch(name)
        or name in _NOT_LATIN_WORDS
    )


# A Latin given name (an indigenous name, an English name) and, after one space, the nickname or
# the compound surname the person also goes by (Calaw 阿凱, Biung 阿明, Annie 歐陽): one person,
# one value; a nickname's end is a boundary or a follow word.
_LATIN_SPACE_NICK = re.compile(
    rf"(?<![A-Za-z])([{_LAT_UP}][{_LAT_LOW}]{{2,11}})[ ](阿[\u4e00-\u9fff]|[\u4e00-\u9fff]{{2}})"
)


def _latin_and_nickname(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """Names of :data:`_LATIN_SPACE_NICK`: the Latin word no English word or caption, the
    Chinese part 阿 and one character or a compound surname, ending where a name ends."""
    _single, compound = surnames()
    for m in _LATIN_SPACE_NICK.finditer(text):
        latin, tail = m.group(1), m.group(2)
        if not (tail.startswith("阿") or tail in compound):
            continue
        if (
            is_english_word(latin)
            or _caption(latin)
            or _NOT_LATIN_NAMES.fullmatch(latin)
            or latin in _NOT_LATIN_WORDS
            or tail in KIN_WORDS
        ):
            continue
        if _end_strength(text, m.end(), breaks=breaks) < 1:
            continue
        yield Span(m.start(), m.end(), PERSON, REPLACE, source="rule:person_mixed", score=0.7)


def _latin_after_relation(text: str) -> Iterable[Span]:
    """A Latin given name right after a relation, staff or role word; or a Chinese surname glued
    before a Latin given name where a relation or role word (or no CJK character) precedes it, and
    a Latin given name glued before a Chinese surname and the verb after it (Amy林要求)."""
    if not re.search("[A-Z]", text):
        return
    single, _ = surnames()
    real = real_words()
    words = _latin_name_words_re()
    for m in words.finditer(text):
        if m.group(0) in _OFFICIAL_ROLES:
            continue  # 調解委員 Iyang Mayaw: an official in role, decided elsewhere
        a = _REL_LATIN_AFTER.match(text, m.end())
        if not a or not _latin_given_ok(a.group(1)):
            continue
        end = a.end(1)
        more = _REL_LATIN_MORE.match(text, end)
        if more and not is_english_word(more.group(1)):
            end = _before_field_line(text, a.start(1), more.end())  # 母 Sawmah⏎Unak, 委員
            # Iyang Mayaw: a name of two words; not 聯絡人 Kevin⏎Email：…, the next line's field
        e = end + 1 if text.startswith((" ", "\u3000"), end) else end
        if e < len(text) and (
            text[e] in "哥姐姊"
            or (
                text[e] in single and text[e] not in _FUNCTION_CHARS and text[e : e + 2] not in real
            )
        ):
            read = read_name(text, e) if text[e] in single else None
            if read and read[0] - e < 3 and text[read[0] - 1] not in GIVEN_NAME_CHARS:
                read = None  # Coco 鍾私下: a one-character given name must be a name's (郁穎)
            end = read[0] if read else e + 1  # 客服Amy林要求, 請Jason 哥: the surname or kin
            # title is the name's; Lily 郁穎, Kevin陳志明: so is the whole name after it
        yield Span(a.start(1), end, PERSON, REPLACE, "rule:person_latin_relation", 0.7)
    for m in _REL_SURNAME_LATIN.finditer(text):
        sur, latin = m.group(1), m.group(2)
        if sur not in single or sur in _FUNCTION_CHARS or not _latin_given_ok(latin):
            continue
        before = text[: m.start()]
        if (
            before
            and is_cjk(before[-1])
            and not any(before.endswith(w.group(0)) for w in words.finditer(before[-8:]))
        ):
            continue
        yield Span(m.start(), m.end(), PERSON, REPLACE, "rule:person_latin_relation", 0.7, 1)


# A child named through a parent or grandparent in prose (子晴媽媽提到, 夏天的阿公也來): at a
# boundary, a given name or nickname and a parent word.
_KID_PARENT_PROSE = re.compile(
    rf"([{NAME_CHARS}]{{2}})(?=的?(?:媽媽|爸爸|媽咪|爸比|阿公|阿嬤|"
    r"爺爺|奶奶|外公|外婆)(?![媽爸公嬤爺奶婆]))",
)
_KID_OPEN = frozenset(" \t\n\u3000，,。、；;：:「『（(！!？?")


def _kid_parent(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    words, verbs = real_words(), name_verbs()
    for m in _KID_PARENT_PROSE.finditer(text):
        i = m.start(1)
        if not (i == 0 or text[i - 1] in _KID_OPEN or i in breaks.joined):
            continue  # at a boundary, or where the view removed a line break
        if _given_shaped(m.group(1), words, verbs):
            yield Span(
                m.start(1), m.end(1), PERSON, REPLACE, "rule:person_kid_parent", 0.7,
                given_only=True,
            )  # fmt: skip


# A name that signs or addresses a letter or a mail: the display name before an address in angle
# brackets (To: 鍾離佩文 <…@…>), a name before a closing (逄雅筑 敬上) on a line of its own.
_MAIL_NAME = re.compile(rf"([{NAME_CHARS}]{{2,4}})[ \t\u3000]*<[^<>\s@]+@[^<>\s]+>")
_CLOSING_NAME = re.compile(
    rf"^[ \t\u3000]*([{NAME_CHARS}]{{2,4}}?)[ \t\u3000]*(?:敬上|謹上|拜上|敬啟|謹啟)[ \t\u3000]*$",
    re.MULTILINE,
)
# A name alone on a letter's or a petition's last line, set off by a blank line (…可不可以開庭時再
# 口頭說？⏎⏎怡辰): the writer's signature without a closing word.
_LAST_LINE_NAME = re.compile(rf"\n[ \t\u3000]*\n[ \t\u3000]*([{NAME_CHARS}]{{2,3}})[ \t\u3000]*\Z")

# A letter or a note signed after a dash or after its closing (— 石, ——小霖, 敬上⏎石, 謹上 邵): the
# name after it to the line's end; one character when it is a surname (a writer signing with it).
_DASH_SIGNED = re.compile(
    rf"^[ \t\u3000]*(?:—{{1,2}}|-{{1,2}}|－{{1,2}}|─{{1,2}}|～|~)[ \t\u3000]*"
    rf"([{NAME_CHARS}]{{1,3}})[ \t\u3000]*$",
    re.MULTILINE,
)
_CLOSING_THEN_NAME = re.compile(
    rf"(?:敬上|謹上|拜上|敬啟|謹啟)[ \t\u3000]*\n?[ \t\u3000]*([{NAME_CHARS}]{{1,3}})[ \t\u3000]*$",
    re.MULTILINE,
)
_ONE_CHAR_CLOSING = re.compile(
    rf"^[ \t\u3000]*([{NAME_CHARS}])[ \t\u3000]*(?:敬上|謹上|拜上|敬啟|謹啟)[ \t\u3000]*$",
    re.MULTILINE,
)

_WISH_LINE = re.compile(r"(?:^|\n)[ \t\u3000]*(?:敬祝|順頌|順祝|恭祝|祝|此致)[^\n]{0,8}\Z")
# The same dash after a sentence's end on its line, the name closing the line or the quote (雙方
# 同意。——芬, 不會再幫你。——發」］, 面談）。　──雯): a writer signing a note with a character of
# the given name, as with the surname.
_DASH_SIGNED_AFTER = re.compile(
    rf"[。！？!?」』）)][ \t\u3000]?(?:—{{1,2}}|-{{2}}|─{{1,2}}|－{{1,2}})[ \t\u3000]?"
    rf"([{NAME_CHARS}]{{1,3}})(?=[」』）)\]］]*[ \t\u3000]*$)",
    re.MULTILINE,
)


def _signed(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    words, verbs = real_words(), name_verbs()
    for pattern in (_DASH_SIGNED, _CLOSING_THEN_NAME, _ONE_CHAR_CLOSING, _DASH_SIGNED_AFTER):
        for m in pattern.finditer(text):
            a, b = m.start(1), m.end(1)
            if b - a == 1:  # — 石, 敬上 石: a surname signing alone
                if _surname_at(text, a) == 1 and text[a] not in _NOT_GIVEN_START:
                    yield Span(a, b, PERSON, REPLACE, "rule:person_signed", 0.7, 1, short_form=True)
                elif (
                    pattern is _DASH_SIGNED_AFTER
                    and text[a] in GIVEN_NAME_CHARS
                    and text[a] not in _NOT_GIVEN_START
                ):  # 。——芬: a character of the given name
                    yield Span(a, b, PERSON, REPLACE, "rule:person_signed", 0.65, given_only=True)
                continue
            sl = _surname_led(text, a, b)
            if text[a:b] not in words and (sl or _given_shaped(text[a:b], words, verbs)):
                yield Span(a, b, PERSON, REPLACE, "rule:person_signed", 0.75, sl, given_only=not sl)
    for pattern in (_MAIL_NAME, _CLOSING_NAME, _LAST_LINE_NAME):
        for m in pattern.finditer(text):
            a, b = m.start(1), m.end(1)
            if a > 0 and is_cjk(text[a - 1]):
                continue  # part of a longer run: no name of its own
            if pattern is _LAST_LINE_NAME and (
                text[a:b] in words
                or text[a : a + 2] in words
                or _WISH_LINE.search(text, 0, m.start())
            ):
                continue  # 謝謝, 以上, 謝謝您, 祝⏎⏎平安: a closing or a wish, no signature
            if b - a <= 3:
                sl = _surname_led(text, a, b)
            else:  # four: a compound surname (鍾離佩文) or two surnames (陳林秀英)
                sl = _surname_at(text, a)
                if not (sl == 2 or (sl == 1 and text[a + 1] in _COMMON_SURNAMES)):
                    continue
            if sl or _given_shaped(text[a:b], words, verbs):
                yield Span(a, b, PERSON, REPLACE, "rule:person_signed", 0.8, sl, given_only=not sl)


# Names listed together (王大同、李小美及陳阿土; 高明、江山兩位委員): beside a found person, or
# before a word that counts people (兩位, 昆仲, 夫婦), every item of name shape is a person too.
_LIST_JOIN = "、及和與跟"
_COLLECTIVE = re.compile(
    r"""
    [兩二三四五幾]位 | [兩二三四五]人                          # 兩位, 三人
  | [兩二三]?(?:兄弟|姊妹|姐妹|兄妹|姊弟|夫婦|夫妻)            # 兩兄弟, 夫婦
  | 等人 | 昆仲 | [（(]?雙胞胎                               # not 等: 苦瓜、樹豆等
    """,
    re.VERBOSE,
)
_ITEM_OPEN = frozenset(_LIST_JOIN) | _FUNCTION_CHARS


def _item_end(text: str, q: int) -> bool:
    """A list item may end at ``q``: a joiner, punctuation, a counting word, or a clear end."""
    return (
        q >= len(text)
        or text[q] in _LIST_JOIN
        or bool(_COLLECTIVE.match(text, q))
        or _prose_end(text, q)
    )


def _item_right(
    text: str, q: int, breaks: Breaks, words: frozenset[str], verbs: frozenset[str]
) -> tuple[int, int] | None:
    """The name-shaped list item that starts at ``q``: ``(end, surname_len)`` or None."""
    if q >= len(text) or not is_cjk(text[q]) or text[q] in _FUNCTION_CHARS:
        return None
    found = read_name(text, q, breaks=breaks)
    if found and found[1] and _item_end(text, found[0]) and text[q : found[0]] not in KIN_WORDS:
        return found
    if _given_shaped(text[q : q + 2], words, verbs) and _item_end(text, q + 2):
        return q + 2, 0
    return None


# A Latin-script list item (SITI AMINAH、WULAN、RATNA SARI; Dewi、Rudi): one to four words,
# capitalised or all capitals.
_LATIN_ITEM = re.compile(r"[A-Z][A-Za-z'\-]{2,}(?: [A-Z][A-Za-z'\-]+){0,3}")
_LATIN_ITEM_LEFT = re.compile(r"(?<![A-Za-z'\-])" + _LATIN_ITEM.pattern + r"$")


def _latin_item(item: str) -> bool:
    return _latin_ok(item) and not english_run(item) and not re.fullmatch(r"[A-Z]{2,4}", item)


def _latin_item_right(text: str, joint: int) -> tuple[int, int] | None:
    """The Latin name that is the list item after the 、 at ``joint``: ``(end, 0)`` or None."""
    if text[joint] != "、":
        return None
    m = _LATIN_ITEM.match(text, joint + 1)
    if not m or not _item_end(text, m.end()) or not _latin_item(m.group(0)):
        return None
    return m.end(), 0


def _latin_item_left(text: str, joint: int) -> tuple[int, int] | None:
    """The Latin name that is the list item before the 、 at ``joint``: ``(start, 0)`` or None."""
    if text[joint] != "、":
        return None
    m = _LATIN_ITEM_LEFT.search(text, max(0, joint - 40), joint)
    if not m or not _latin_item(m.group(0)):
        return None
    return m.start(), 0


def _surname_led(text: str, a: int, e: int) -> int:
    """The surname length when ``text[a:e]`` is a surname and one or two given-name characters
    (黃金水, though 黃金 alone is a word), else 0."""
    sl = _surname_at(text, a)
    return sl if sl and 1 <= e - a - sl <= 2 and _given_ok(text, a + sl, e - a - sl) else 0


def _item_left(
    text: str, e: int, breaks: Breaks, words: frozenset[str], verbs: frozenset[str]
) -> tuple[int, int] | None:
    """The name-shaped list item that ends at ``e``: ``(start, surname_len)`` or None. An item
    whose start is a boundary wins; else the reading of a name that does not open inside a word
    (感謝|高明)."""
    if e > 0 and text[e - 1] in "一二三四五六七八九十甲乙丙丁":
        return None  # 一、緣…: an enumeration's number, not a name
    glued: tuple[int, int] | None = None  # the shortest given-name reading (感謝|高明)
    glued_full: tuple[int, int] | None = None  # a surname-led reading not opening in a word
    for length in (2, 3, 4):
        a = e - length
        if a < 0 or not all(is_cjk(c) for c in text[a:e]):
            break
        open_ = a == 0 or not is_cjk(text[a - 1]) or text[a - 1] in _ITEM_OPEN
        sl = _surname_led(text, a, e)
        shaped = bool(sl) or (length == 2 and _given_shaped(text[a:e], words, verbs))
        if not shaped or text[a:e] in KIN_WORDS:
            continue
        if open_:
            return a, sl
        if length == 2 and glued is None:
            glued = (a, sl)
        elif (
            length >= 3
            and sl
            and glued_full is None
            and text[a - 1 : a + 1] not in surname_end_words()  # 感謝|高明: 謝 ends a word
            and text[a - 1 : a + 1] not in words
        ):
            glued_full = (a, sl)
    return glued_full or glued


def _list_span(a: int, b: int, sl: int) -> Span:
    return Span(a, b, PERSON, REPLACE, "rule:person_list", 0.75, sl, given_only=not sl)


# A national ID or a resident certificate's number (a letter, then 1/2/8/9 or A–D, eight digits)
# right after a name in a row or a list (⑴ 吳江美玲　G263510519, 粘文進 V166476050): whoever's
# number it is, the name before it is a person, whatever its surname.
_ID_AFTER_NAME = re.compile(r"[ \u3000\t,，、（(]{1,4}[A-Z][12589A-D][0-9]{8}(?![0-9A-Za-z])")
_ROW_START = " \u3000\t\n,，、:：;；(（)）.．|｜" + "".join(chr(c) for c in range(0x2474, 0x2488))


def _named_before_id(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """Names of :data:`_ID_AFTER_NAME`: read back from the number, two to four characters that
    :func:`read_name` reads as a name ending there, at a row's or a list item's start."""
    for m in _ID_AFTER_NAME.finditer(text):
        end = m.start()
        for length in (4, 3, 2):
            start = end - length
            if start < 0 or not all(is_cjk(c) for c in text[start:end]):
                continue
            if start > 0 and text[start - 1] not in _ROW_START and not text[start - 1].isdigit():
                continue
            found = read_name(text, start, breaks=breaks)
            if found and found[0] == end:
                yield Span(
                    start, end, PERSON, REPLACE, "rule:person_before_id", 0.8, surname_len=found[1]
                )
                break


# A Buddhist monastic's name: 釋 (the order's surname) and a dharma name of two characters, set
# apart or before a clergy title (知客 釋妙音, （知客室 釋覺恆）, 釋悟本法師); not a word opening
# with 釋 (釋放, 釋出, 釋字).
_DHARMA_NAME = re.compile(
    r"(?<![\u4e00-\u9fff])釋[\u4e00-\u9fff]{2}"
    r"(?=法師|師父|尼師|長老|[ \u3000\t）)，,、：:。；\n]|$)"
)


@lru_cache(maxsize=1)
def _not_dharma() -> frozenset[str]:
    return frozenset(word_list("dharma_not_names.txt"))


def _dharma_names(text: str) -> Iterable[Span]:
    if "釋" not in text:
        return
    stop = _not_dharma()
    for m in _DHARMA_NAME.finditer(text):
        if m.group(0)[:2] not in stop and m.group(0) not in real_words():
            yield Span(m.start(), m.end(), PERSON, REPLACE, "rule:person_dharma", 0.75, 1)


def _counted_lists(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    """Two or more name-shaped items before a word that counts people (高明、江山兩位委員)."""
    words, verbs = real_words(), name_verbs()
    for m in scan.finditer(_COLLECTIVE, text):
        items, e = [], m.start()
        while True:
            item = _item_left(text, e, breaks, words, verbs)
            if not item:
                break
            items.append((item[0], e, item[1]))
            if item[0] == 0 or text[item[0] - 1] not in "、及和與":
                break
            e = item[0] - 1
        if len(items) >= 2:
            for a, b, sl in items:
                yield _list_span(a, b, sl)


def _listed_beside(text: str, found: list[Span], breaks: Breaks = NO_BREAKS) -> list[Span]:
    """The other items of a list that holds a found person (王大同、李小美及陳阿土)."""
    words, verbs = real_words(), name_verbs()
    out: list[Span] = []
    taken = {(s.start, s.end) for s in found}
    for s in found:
        if s.type != PERSON or s.action != REPLACE or s.short_form:
            continue
        pos = s.end
        while pos < len(text) - 1 and text[pos] in _LIST_JOIN:
            item = _item_right(text, pos + 1, breaks, words, verbs) or _latin_item_right(text, pos)
            if not item or (text[pos] != "、" and not item[1] and text[pos + 1] not in "小阿"):
                break  # 王大同和平常一樣: after 和 / 及 only a surname-led name or a nickname
            if (pos + 1, item[0]) not in taken:
                out.append(_list_span(pos + 1, item[0], item[1]))
            pos = item[0]
        pos = s.start
        while pos > 1 and text[pos - 1] in _LIST_JOIN:
            item = _item_left(text, pos - 1, breaks, words, verbs) or _latin_item_left(
                text, pos - 1
            )
            if not item or (text[pos - 1] != "、" and not item[1] and text[item[0]] not in "小阿"):
                break
            if (item[0], pos - 1) not in taken:
                out.append(_list_span(item[0], pos - 1, item[1]))
            pos = item[0]
    return out


# The other speakers of a chat or a transcript one of whose speakers is a found person (秋月：…,
# 大頭：…, 💬 長青：…): a speaker token of name shape that speaks once is a person too.
_SPEAKER_LINE = re.compile(
    rf"^[ \t\u3000]*(?:💬[ \t]*)?(?:{_CHAT_TIME}[ \t\u3000]*)?([{NAME_CHARS}]{{2,4}})[ \t]*[：:]",
    re.MULTILINE,
)
# the last character of a field label (日期：, 金額：, 車位：), not of a name
_LABEL_END = frozenset("期間址話額別號碼名稱由旨註件點容果論類型式項目表單費率況位數格積價")


def _speakers_beside(text: str, found: list[Span], breaks: Breaks = NO_BREAKS) -> list[Span]:
    lines = [(m.start(1), m.end(1)) for m in _SPEAKER_LINE.finditer(text)]
    if len(lines) < 3:
        return []
    persons = {text[s.start : s.end] for s in found if s.type == PERSON and s.action == REPLACE}
    if not any(text[a:b] in persons for a, b in lines):
        return []
    words, verbs = real_words(), name_verbs()
    labels = set(field_labels())
    out = []
    for a, b in lines:
        tok = text[a:b]
        if (
            tok in persons
            or tok in FORM_LABEL_WORDS
            or tok in _CHAT_NOT_SPEAKERS
            or tok in KIN_WORDS
            or tok in NEVER_NAMES
            or tok in _ROLE_WORDS_SET
            or tok in labels
            or tok in not_given_names()
            or tok in relation_words()
            or tok[-1] in _LABEL_END
            or _TITLE_RE.fullmatch(tok)
        ):
            continue
        sl = _surname_at(text, a)
        full = sl > 0 and b - a >= 3 and read_name(text, a, breaks=breaks) == (b, sl)
        if full or _given_shaped(tok, words, verbs) or (b - a == 2 and tok[0] in "大小阿老"):
            out.append(
                Span(a, b, PERSON, REPLACE, "rule:person_speaker", 0.75, sl if full else 0,
                     given_only=not full)
            )  # fmt: skip
    return out


_LATIN_GIVEN = r"[A-Z][a-z]{1,11}(?:-[A-Z][a-z]{1,11})?"
_LATIN_AFTER = re.compile(rf"[ \u3000]*(?:[/／][ \u3000]*|[（(])?({_LATIN_GIVEN})(?![A-Za-z])")
_LATIN_BEFORE = re.compile(rf"(?<![A-Za-z.])({_LATIN_GIVEN})[ \u3000]*(?:[/／][ \u3000]*|[（(])?$")
# An English honorific and the name after it (Mr. Kelvin, Madam Chu, Ms. Chloe, Mr. 范): one value,
# as 陳先生 is.
_HONORIFIC = re.compile(
    rf"(?<![A-Za-z])(?:Mr|Mrs|Ms|Miss|Madam|Mdm|Dr)\.?[ ]?(?:({_LATIN_GIVEN})(?:[ ]({_LATIN_GIVEN})"
    rf")?|([{NAME_CHARS}])(?![{NAME_CHARS}]))"
)
# A greeting before a name (Hi Kao-Feng, / Hi 光光你好): the name alone.
_GREETING_NAME = re.compile(
    rf"(?<![A-Za-z])(?:Hi|Hello|Dear|Hey)[ ]+(?:(?!Madam|Mr|Mrs|Ms|Miss|Sir|All)({_LATIN_GIVEN})"
    rf"(?=[ ]?[,，!！:：\n])|([{NAME_CHARS}]{{2}})(?=你好|您好|[,，!！]))"
)


def _latin_ok(word: str) -> bool:
    return not (_caption(word) or _NOT_LATIN_NAMES.fullmatch(word) or word in _NOT_LATIN_WORDS)


def _latin_beside(text: str, found: list[Span]) -> Iterable[Span]:
    """A Latin given name written beside a Chinese name found (蔣宛庭 Winnie, Clara / 柯佳玲, 高峰
    Kao-Feng, 郁欣儀（Cindy）): the same person's other name, a value of its own."""
    done: set[int] = set()
    for s in found:
        if (
            s.type != PERSON
            or s.short_form
            or s.end - s.start < 2
            or not all(is_cjk(c) for c in text[s.start : s.end])
        ):
            continue
        after = _LATIN_AFTER.match(text, s.end)
        if (
            after
            and after.start(1) not in done
            and _latin_ok(after.group(1))
            and after.start(1) - s.end <= 3
        ):
            done.add(after.start(1))
            yield Span(
                after.start(1),
                after.end(1),
                PERSON,
                REPLACE,
                "rule:person_latin_beside",
                0.7,
                given_only=True,
            )
        before = _LATIN_BEFORE.search(text, max(0, s.start - 18), s.start)
        if (
            before
            and before.start(1) not in done
            and _latin_ok(before.group(1))
            and s.start - before.end(1) <= 3
        ):
            done.add(before.start(1))
            yield Span(
                before.start(1),
                before.end(1),
                PERSON,
                REPLACE,
                "rule:person_latin_beside",
                0.7,
                given_only=True,
            )


def _honorific_latin(text: str) -> Iterable[Span]:
    single, _ = surnames()
    for m in _HONORIFIC.finditer(text):
        if m.group(3) and m.group(3) not in single:
            continue
        if m.group(1) and not _latin_ok(m.group(1)):
            continue
        yield Span(
            m.start(),
            m.end(),
            PERSON,
            REPLACE,
            "rule:person_honorific",
            0.75,
            short_form=bool(m.group(3)),
        )
    for m in _GREETING_NAME.finditer(text):
        g = 1 if m.group(1) else 2
        name = m.group(g)
        if (g == 1 and not _latin_ok(name)) or (
            g == 2 and (name in NOT_A_NAME or name in real_words() or name in KIN_WORDS)
        ):
            continue
        yield Span(
            m.start(g), m.end(g), PERSON, REPLACE, "rule:person_greeting", 0.7, given_only=True
        )


# Latin names where English and its neighbours write them (invented: Sr. Marisol, Bu Wulan, Ate
# Rhea, Ms. Thảo, Dr. 鍾立安; Nadia Chen <nadia.c@example.com>; Thank you,⏎Noémie): after an
# honorific of English, Indonesian or Filipino (Sr, Fr, Prof, Ibu, Bu, Pak, Ate, Kuya, and the
# English ones with a name of accented letters or a Chinese full name), as an e-mail's display
# name, and alone on the line after an English sign-off. The honorific is part of the span, as
# in _HONORIFIC; a name that is an English word or a caption is none.
_LATIN_NAME_WORD = rf"[{_LAT_UP}][{_LAT_LOW}]{{1,14}}"
_HONORIFIC_MORE = re.compile(
    rf"""
    (?<![A-Za-z])
    (?: (?:Sr|Fr|Prof|Mr|Mrs|Ms|Dr)\.? | Sister | Father | Ibu | Bu | Pak | Bapak | Ate | Kuya )
    [ ]
    (?: ({_LATIN_NAME_WORD}) (?:[ ]({_LATIN_NAME_WORD}))?           # Marisol / Thảo Nguyen
      | ([{NAME_CHARS}]{{2,4}}) )                                   # 鍾立安
    (?![A-Za-z{_LAT_LOW}])
    """,
    re.VERBOSE,
)
_MAIL_LATIN = re.compile(
    rf"((?:[A-Z]\.){{1,3}}[ ]?[A-Z][a-z]+|{_LATIN_NAME_WORD}(?:[ ]{_LATIN_NAME_WORD}){{0,2}})"
    r"[ \t]*<[^<>\s@]+@[^<>\s]+>"
)
_SIGN_OFF = re.compile(
    rf"^[ \t]*(?:Thank[ ]you|Thanks|(?:Best|Kind|Warm)[ ]regards|Regards|Sincerely|Yours"
    rf"[ ]sincerely|Best|Cheers)[ ]*[,!.]?[ \t]*\n[ \t]*"
    rf"({_LATIN_NAME_WORD}(?:[ ]{_LATIN_NAME_WORD})?)[ \t]*$",
    re.MULTILINE,
)

# A Latin given name in English prose, where the sentence says a person is meant (invented: Thanks
# to Daniel for, I met Sarah at, please ask Priya, Marco said, Keiko and I): after a verb or a
# phrase that takes a person, or before a verb of speech, one or two capitalized words that are no
# English word and no caption. Places and firms after to / from / with are not read (Taipei).
_ENGLISH_PERSON_BEFORE = r"""
    (?<![A-Za-z])
    (?: [Tt]hanks[ ]to | [Tt]hank[ ]you[ ]to | [Tt]hank | [Tt]hanks | [Gg]rateful[ ]to     # thanks
      | met | told | asked | called | emailed | texted | messaged | informed | contacted    # acts
      | reminded | invited | introduced | ask | tell | remind | invite | cc | CC | cc:
      | [Hh]i | [Hh]ello | [Dd]ear | [Hh]ey )
    [ ]
"""
_LATIN_IN_ENGLISH = re.compile(
    _ENGLISH_PERSON_BEFORE
    + rf"(?P<a>{_LATIN_NAME_WORD}(?:[ ]{_LATIN_NAME_WORD})?)(?![A-Za-z{_LAT_LOW}\-@.]\w)",
    re.VERBOSE,
)
_LATIN_BEFORE_SPEECH = re.compile(
    rf"""
    (?<![A-Za-z.\-])
    (?P<a>{_LATIN_NAME_WORD}(?:[ ]{_LATIN_NAME_WORD})?)
    [ ]
    (?: said | says | told | asked | wrote | replied | mentioned | confirmed | agreed       # speech
      | explained | noted | added | called | emailed | texted | promised | and[ ]I\b )
    (?![a-z])
    """,
    re.VERBOSE,
)


@lru_cache(maxsize=1)
def _english_label_re() -> re.Pattern[str]:
    """An English label and its colon before a Latin name (english_person_labels.txt)."""
    labels = sorted(word_list("english_person_labels.txt"), key=len, reverse=True)
    alternatives = "|".join(f"[{w[0]}{w[0].lower()}]{re.escape(w[1:])}" for w in labels)
    return re.compile(
        rf"(?<![A-Za-z])(?:{alternatives})[ \t]*[:：][ \t\u3000]*"
        rf"(?P<a>{_LATIN_NAME_WORD}(?:[ ]{_LATIN_NAME_WORD}){{0,2}})(?![A-Za-z{_LAT_LOW}\-@.]\w)"
    )


def _latin_after_english_label(text: str) -> Iterable[Span]:
    """A Latin name after an English form label (Nurse: Vivian, Candidate：Daniel Hsu)."""
    if ":" not in text and "：" not in text:
        return
    for m in _english_label_re().finditer(text):
        words = m.group("a").split(" ")
        keep = 0
        for w in words:  # the name's words, up to the first that is a caption
            if _caption(w) or w.upper() in latin_not_names():
                break
            if keep and english_run(w):
                keep = 0  # Acme Logistics: a name before an English word is a firm's
                break
            keep += 1
        if keep:
            end = m.start("a") + len(" ".join(words[:keep]))
            yield Span(m.start("a"), end, PERSON, REPLACE, "rule:person_english_label", 0.7)


def _latin_in_english(text: str) -> Iterable[Span]:
    for pattern in (_LATIN_IN_ENGLISH, _LATIN_BEFORE_SPEECH):
        for m in pattern.finditer(text):
            name = m.group("a")
            words = name.split(" ")
            if not _latin_name_ok(words[0]) or words[0].upper() in latin_not_names():
                continue
            end = m.end("a")
            if len(words) == 2 and (
                not _latin_name_ok(words[1]) or words[1].upper() in latin_not_names()
            ):
                end = m.start("a") + len(words[0])
            yield Span(m.start("a"), end, PERSON, REPLACE, "rule:person_english_prose", 0.65)


def _latin_name_ok(name: str) -> bool:
    return _latin_ok(name) and not english_run(name) and not _caption(name)


def _latin_where_english_writes(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    for m in scan.finditer(_HONORIFIC_MORE, text):
        if m.group(3):
            read = read_name(text, m.start(3), breaks=breaks)
            if read and read[1] and read[0] == m.end(3):
                yield Span(m.start(3), m.end(3), PERSON, REPLACE, "rule:person_honorific", 0.75,
                           read[1])  # fmt: skip
            continue
        name = " ".join(g for g in (m.group(1), m.group(2)) if g)
        if m.group(2) and not _latin_name_ok(m.group(2)):
            name, end = m.group(1), m.end(1)
        else:
            end = m.end()
        if _latin_name_ok(name):
            yield Span(m.start(), end, PERSON, REPLACE, "rule:person_honorific", 0.75)
    for pattern in (_MAIL_LATIN, _SIGN_OFF):
        for m in pattern.finditer(text):
            if _latin_name_ok(m.group(1)):
                yield Span(m.start(1), m.end(1), PERSON, REPLACE, "rule:person_signed", 0.75)


# Evidence that reads a real word (黃金, 高明, 江山) as a name: a label, a role with a separator, a
# title, a table column, a roster, a chat speaker. Any other source proposing a real word is
# overruled.
_LATIN_RUN = re.compile(r"[A-Za-z][A-Za-z ,.'\-]*")
_STRONG_SOURCES = frozenset(
    {
        "rule:person_role",
        "rule:person_chat_kin",  # 阿母⇥…: a kin word speaking in a chat column
        "rule:person_surname_tag",  # 歐陽：… beside 陳：…: a speaker, though 歐陽 is a word too
        "rule:person_prose_nickname",  # 小林, 小寶: checked against not_nicknames.txt there
        "rule:person_field",
        "rule:person_table",
        "rule:person_roster",
        "rule:official_block",
        "rule:person_title",
        "case:known_name",
        "rule:person_chat_column",
        "rule:person_relation_word",
        "rule:person_list",
        "rule:person_kid_parent",
        "rule:person_signed",
        "rule:person_quoted",
        "rule:person_alias",
        "rule:person_named_nickname",
        "rule:person_greeted",  # 高明您好: a surname and a given-name character greeted
        "rule:person_spelled",  # 敝姓歐陽: a surname said (spoken_names filters words itself)
        "rule:person_english_label",  # Nurse: Grace: an English form label before the name
    }
)


def _decide(text: str, candidates: list[Span]) -> list[Span]:
    """The decision after over-generation: a candidate that is an ordinary word (記錄, 林口, 安心,
    阿嬤, 云云) stands only on strong evidence (:data:`_STRONG_SOURCES`)."""
    words = real_words()
    return [
        c for c in candidates
        if (c.source in _STRONG_SOURCES or text[c.start : c.end].replace(" ", "") not in words)
        and (text[c.start : c.end] not in KIN_WORDS or c.source == "rule:person_chat_kin")
        and text[c.start : c.end] not in NEVER_NAMES
        and not (c.type == PERSON and c.source == "model:lac"
                 and text[c.start : c.end] in _ROLE_WORDS_SET)  # 案母, 案父: a part, no name
        and not (c.type == PERSON and _caption(text[c.start : c.end])
                 and c.source != "rule:person_latin_dual")  # DRIVER LICENSE, Spouse
        and not (c.type == PERSON and _LATIN_RUN.fullmatch(text[c.start : c.end])
                 and english_run(text[c.start : c.end])
                 and c.source != "rule:person_latin_dual"  # Personal Information, Labor Act
                 # Kelvin, Grace speaking twice in a chat's speaker column: a name
                 and not (c.source == "rule:person_chat_column"
                          and _DISPLAY_LATIN.fullmatch(text[c.start : c.end])))
    ]  # fmt: skip
