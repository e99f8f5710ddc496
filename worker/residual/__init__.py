"""Residual scan: the last check on an *output* text before it may reach a clean topic.

It looks for shapes of Taiwanese personal data that should no longer be there once the case's
pseudonyms are in place, and it is written apart from the detector (``worker.detect``), on
purpose: its patterns, word lists and folding are its own, so that it does not share the
detector's blind spots. Only the type-name constants of ``worker.text.spans`` are common.

    >>> scan("原告王小明（A123456789）", issued={"郭靜慧"})
    ['residual:name_after_role', 'residual:tw_id']

:func:`scan` returns sorted, content-free check ids (``residual:<check>``); an empty list means
the text may be published. :func:`find` returns the hits with their offsets, for tests and the
bench (``bench/residual_scan.py``). A hit is dropped when it lies inside (or equals) one of the
case's issued pseudonyms or a kept name (an official in role, an agency), or, for the position
of a name, when that position is taken by one of them.

Besides the shapes in this module: addresses and land parcels (:mod:`worker.residual.places`),
dates of birth in every form near a birth word or in a person's row (:mod:`worker.residual.births`),
codes after personal labels and licence numbers (:mod:`worker.residual.codes`), numbers said
aloud after a label (:mod:`worker.residual.spoken`), values under a
personal column header (:mod:`worker.residual.columns`), names in lists,
table columns and speaker positions beside the case's pseudonyms (:mod:`worker.residual.names`),
and names read in prose by a second reader, the project's own tagger
(:mod:`worker.residual.reader`). Their word lists are data files in ``data/``.

Matching runs on folded copies of the text, each with a map back to the original offsets:
NFKC (full-width digits and letters, ideographic space), dash variants to ``-``, OCR letters
inside digit runs (O/o→0, l/I/|→1, B→8, S→5), and spaces / hyphens / dots inside digit runs.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from worker.residual.births import birth_hits, bracketed_dates, dates_after_space
from worker.residual.codes import app_handles, code_hits, extensions, spoken_phones
from worker.residual.columns import column_hits
from worker.residual.latin import latin_hits, romanised_hits, script_name_hits
from worker.residual.names import (
    chat_notice_hits,
    counted_hits,
    given_in_prose_hits,
    given_name_chars,
    handle_fragment_hits,
    is_person,
    kin_given_hits,
    kin_title_hits,
    latin_captions,
    latin_remnant_hits,
    quoted_nickname_hits,
    signed_surname_hits,
    spaced_name_hits,
    speech_hits,
    structure_hits,
    thanks_hits,
)
from worker.residual.places import place_hits
from worker.residual.reader import neutral_view, tagger_hits
from worker.residual.spoken import spoken_numbers
from worker.text.spans import (
    BANK_ACCOUNT,
    CARD_NUMBER,
    DATE_OF_BIRTH,
    EMAIL,
    LICENCE_PLATE,
    PASSPORT,
    PHONE,
    RESIDENT_ID,
    SOCIAL_HANDLE,
    TW_ID,
    URL,
)

__all__ = ["DEFAULT_ALLOW", "Allow", "Hit", "find", "load_words", "scan"]

DATA = Path(__file__).with_name("data")

NAME_AFTER_ROLE = "name_after_role"
NAME_BEFORE_TITLE = "name_before_title"
LATIN_NAME = "latin_name"
SURNAME_MENTION = "surname_mention"  # 詹姓男子, 姓溫的
ACCOUNT = "account_like"
# an institution's personal number after its label (員工編號, 學號, 病歷號碼, 戶號 …)  # a long
# digit run that is none of the shapes below; BANK_ACCOUNT covers labelled ones
ID_NUMBER = "id_number"
# a number said aloud after its label (電話零九三二，呃，一二三…, 密碼是兩兩三三八八)
SPOKEN_NUMBER = "spoken_number"


def _check(kind: str) -> str:
    return f"residual:{kind}"


@cache
def load_words(name: str) -> tuple[str, ...]:
    """One entry per line of ``data/<name>.txt``; ``#`` comment lines and ``## `` section lines are
    skipped."""
    out = []
    for line in (DATA / f"{name}.txt").read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            out.append(unicodedata.normalize("NFKC", line))
    return tuple(dict.fromkeys(out))


@dataclass(frozen=True)
class Allow:
    """What is public and may stay: phone numbers (digits only, as dialled in Taiwan) and web hosts.

    ``numbers`` defaults to ``data/public_numbers.txt`` (agency switchboards and service lines that
    may appear in documents); short numbers (110, 119, 165, 1999 …) and 0800 / 0809 toll-free lines
    never count as a personal phone. ``hosts``: a URL on one of these hosts (or a subdomain) passes
    whatever its path; every ``.gov.tw`` host does too.
    """

    numbers: frozenset[str] = frozenset()
    hosts: frozenset[str] = frozenset()

    @classmethod
    def default(cls) -> Allow:
        return cls(frozenset(re.sub(r"\D", "", n) for n in load_words("public_numbers")),
                   frozenset(h.lower() for h in load_words("public_hosts")))  # fmt: skip


DEFAULT_ALLOW = Allow.default()


@dataclass(frozen=True, slots=True)
class Hit:
    """One residual value: ``check`` (a content-free id) and ``[start, end)`` in the scanned
    text."""

    check: str
    start: int
    end: int


# --------------------------------------------------------------------------- folding

_DASHES = dict.fromkeys(map(ord, "‐‑‒–—―−﹘﹣－ー"), "-")
_OCR_SOFT = {"O": "0", "o": "0", "l": "1", "I": "1"}  # folded next to one digit
_OCR_HARD = {
    "B": "8",
    "S": "5",
    "|": "1",
}  # folded only between two digits (B / S begin IDs, | separates columns)
_SEP = " .-"


@dataclass
class _View:
    s: str
    idx: list[int]  # original offset of each character; idx[len] = len(original)

    def span(self, a: int, b: int) -> tuple[int, int]:
        return self.idx[a], self.idx[b - 1] + 1


_NFKC_CHARS: dict[str, str] = {}  # a non-ASCII character → what it becomes in the view


def _nfkc_char(ch: str) -> str:
    n = _NFKC_CHARS.get(ch)
    if n is None:
        n = unicodedata.normalize("NFKC", ch.translate(_DASHES))
        if n == "\u3000":
            n = " "
        n = _NFKC_CHARS[ch] = n or " "
    return n


def _nfkc(text: str) -> _View:
    pieces = [ch if ch < "\x80" else _nfkc_char(ch) for ch in text]  # none is empty
    s = "".join(pieces)
    if len(s) == len(text):  # every character stays one: offsets are the same
        return _View(s, list(range(len(text) + 1)))
    idx = [i for i, piece in enumerate(pieces) for _ in piece]
    idx.append(len(text))
    return _View(s, idx)


def _is_digit(c: str) -> bool:
    return "0" <= c <= "9"


def _is_letter(c: str) -> bool:
    """An ASCII letter that is not itself an OCR stand-in for a digit."""
    return c.isascii() and c.isalpha() and c not in _OCR_SOFT and c not in _OCR_HARD


def _neighbour(s: list[str], i: int, step: int) -> str:
    """The character next to ``s[i]`` in direction ``step``, skipping one separator before a
    digit."""
    j = i + step
    if 0 <= j < len(s) and s[j] in _SEP and 0 <= j + step < len(s) and _is_digit(s[j + step]):
        j += step
    return s[j] if 0 <= j < len(s) else ""


_MIDDLE_DOT = re.compile(r"(?<=\d)[•·‧∙・●](?=\d)")
_CN_DIGITS = dict(zip("零〇○一二三四五六七八九", "000123456789", strict=True))
_CN_RUN = re.compile("[零〇○一二三四五六七八九](?: ?[零〇○一二三四五六七八九]){5,}")


def _ocr(v: _View) -> _View:
    """OCR and dictation folding: letters next to digits (09l2 → 0912), runs of six or more Chinese
    digit characters (零九三二 五六七 → 0932 567); ``十`` / ``百`` break a run, so dates stay as
    written."""
    s = list(v.s)
    for m in _MIDDLE_DOT.finditer(v.s):  # 0912•345•678: a dot between digit groups is a hyphen
        s[m.start()] = "-"
    for m in _CN_RUN.finditer(v.s):
        for k in range(m.start(), m.end()):
            s[k] = _CN_DIGITS.get(s[k], s[k])
    for order in (
        range(len(s)),
        range(len(s) - 1, -1, -1),
    ):  # both ways: "OO12" and "12OO" fold fully
        for i in order:
            ch = s[i]
            if ch not in _OCR_SOFT and ch not in _OCR_HARD:
                continue
            prev, nxt = _neighbour(s, i, -1), _neighbour(s, i, 1)
            pd, nd = _is_digit(prev), _is_digit(nxt)
            if ch in _OCR_HARD:
                if pd and nd:
                    s[i] = _OCR_HARD[ch]
            elif (pd and nd) or (pd and not _is_letter(nxt)) or (nd and not _is_letter(prev)):
                s[i] = _OCR_SOFT[ch]
    return _View("".join(s), v.idx)


_COMPACT = re.compile(r"(?<=\d)(?: ?- ?| |\.)(?=\d)")


def _compact(v: _View) -> _View:
    """Separators between two digits removed (``0912-345-678`` → ``0912345678``)."""
    keep = [True] * len(v.s)
    for m in _COMPACT.finditer(v.s):
        for k in range(m.start(), m.end()):
            keep[k] = False
    return _View(
        "".join(c for c, k in zip(v.s, keep, strict=True) if k),
        # idx has one entry more than s (idx[len] = len(original))
        [i for i, k in zip(v.idx, [*keep, True], strict=True) if k] + [v.idx[-1]],
    )


# not before a chat line's time stamp or a numbered line (…帳號〔帳號1〕⏎11:03, ⏎2. …)
_WRAP = re.compile(
    r"(?<=[0-9\-/.年月])[ \t]*\n[ \t]*(?=[0-9\-/.月日])(?![0-9]{1,4}[:：.、)）][ \t]*\D)"
)


# the rest of a number cut at a hyphen at a line's end (帳號 〔…〕-⏎      330476: the replaced first
# part keeps the wrap's hyphen, the digits on the next line are the same number's)
_CUT_AT_DASH = re.compile(r"(?<=\d\d)-[ \t]*\n[ \t]*(\d{5,})(?![\d\-/.])")


def _joined(v: _View) -> tuple[_View, list[int]]:
    """The line breaks inside a wrapped number or date removed (``0912-3⏎45-678``,
    ``民國80年⏎5月12日``), with the positions in the joined text where a break was."""
    keep = [True] * len(v.s)
    for m in _WRAP.finditer(v.s):
        for k in range(m.start(), m.end()):
            keep[k] = False
    joins: list[int] = []
    chars: list[str] = []
    idx: list[int] = []
    for i, (c, k) in enumerate(zip(v.s, keep, strict=True)):
        if k:
            if i and not keep[i - 1]:
                joins.append(len(chars))
            chars.append(c)
            idx.append(v.idx[i])
    idx.append(v.idx[-1])
    return _View("".join(chars), idx), joins


def _crosses(joins: list[int], a: int, b: int) -> bool:
    return any(a < j < b for j in joins)


# --------------------------------------------------------------------------- coverage by
# pseudonyms / kept names


class _Cover:
    """Where the issued pseudonyms and kept names stand in the text."""

    def __init__(self, text: str, values: Iterable[str]) -> None:
        spans: list[tuple[int, int]] = []
        self.values: set[str] = set()
        self.digits: set[str] = set()
        for v in set(values):
            if not v or not v.strip():
                continue
            self.values.add(unicodedata.normalize("NFKC", v))
            d = re.sub(r"\D", "", _ocr(_nfkc(v)).s)
            if len(d) >= 6:
                self.digits.add(d)
            i = text.find(v)
            while i != -1:
                spans.append((i, i + len(v)))
                i = text.find(v, i + 1)
        self.spans = sorted(spans)
        self.start_at = {a for a, _ in spans}
        # an occurrence that reaches position p starts after p - longest: only those are looked at
        self._starts = [a for a, _ in self.spans]
        self._longest = max((e - a for a, e in self.spans), default=0)

    def _near(self, first: int, stop: int) -> list[tuple[int, int]]:
        """The occurrences starting in ``[first, stop)``."""
        lo = bisect.bisect_left(self._starts, first)
        return self.spans[lo : bisect.bisect_left(self._starts, stop, lo)]

    def covers(self, a: int, b: int, slack: int = 0) -> bool:
        """``[a, b)`` lies inside one occurrence, but for at most ``slack`` characters (an OCR
        letter left beside a replaced number: O + 16-636-111322)."""
        return any(
            max(0, s - a) + max(0, b - e) <= slack and s < b and a < e
            for s, e in self._near(a - self._longest + 1, min(b, a + slack + 1))
        )

    def overlaps(self, a: int, b: int) -> bool:
        """``[a, b)`` shares a character with an occurrence of a pseudonym or kept name."""
        return any(s < b and a < e for s, e in self._near(a - self._longest + 1, b))

    def fills(self, p: int) -> bool:
        """Position ``p`` (the first character of a name slot) is taken by a pseudonym or kept
        name."""
        return any(s <= p < e for s, e in self._near(p - self._longest + 1, p + 1))


# --------------------------------------------------------------------------- numbers

_DIGIT_TOKEN = re.compile(
    r"(?<![0-9A-Za-z])\+?\d+(?:(?:-|\.)\d+)*(?:(?: - | -|- | )\+?\d+(?:(?:-|\.)\d+)*)*"
    r"(?![0-9A-Za-z])"
)
_TOKEN_SPLIT = re.compile(r" - | -|- | ")
_MOBILE = re.compile(r"09\d{8}")
_LANDLINE = re.compile(r"0[2-8]\d{7,8}")
_INTL = re.compile(r"(?:00|\+)?886(?:0?9\d{8}|0?[2-8]\d{7,8})")
_TOLL_FREE = re.compile(r"080[09]\d{6}")
# (037)356-789 too, and 02)2345-6789 (the opening bracket lost), +886 (0)912-345-678
_PAREN_PHONE = re.compile(
    r"(?:\(|(?<![\d(]))0\d{1,3}\) ?\d{2,4}(?:-| |)\d{3,4}(?!\d)"
    r"|(?:\+|00)886[ -]?\(0\)[ -]?\d(?:[ -]?\d){7,8}(?!\d)"
    # an extension glued to the number (02-23456789ext.123, 0912345678#12)
    r"|(?<![\d(])0\d{1,3}[- ]?\d{3,4}[- ]?\d{3,4}(?=[ ]?(?:[Ee][Xx][Tt]|[Xx#]) ?\.? ?\d)"
)
_PHONE_LABEL = re.compile(
    r"(?:電話|手機|行動電話|市話|聯絡電話|連絡電話|聯絡方式|傳真|[Tt][Ee][Ll]|[Ff][Aa][Xx]|[Pp]hone"
    r"|[Mm]obile)[^\d\n]{0,6}$"
)
_ACCOUNT_LABEL = re.compile(
    r"(?:帳號|帳戶|户號|戶號|卡號|局號|保單號碼|保單號|證號|會員編號|客戶編號)[^\d\n]{0,8}$"
)
_DATE_TOKEN = re.compile(
    r"(?:19|20)\d\d[-./](?:0?[1-9]|1[0-2])[-./](?:0?[1-9]|[12]\d|3[01])"
    r"|\d{2,3}[-./](?:0?[1-9]|1[0-2])[-./](?:0?[1-9]|[12]\d|3[01])"
)
# labelled values: the last digits of a card or account, numbers with a letter prefix after an
# account label, personal numbers of an institution (員工編號, 學號, 病歷號碼, 戶號 ...)
# the last digits after their label: 末四碼, 後4碼, 末五位, 尾數; spaces, a colon or an English
# caption (末四碼 Last 4：) between
_TAIL_DIGITS = re.compile(
    r"(?:(?:末|後|尾)[一二三四五六3-6][碼位]數?|尾數|尾號|尾碼|卡尾"
    r"|(?:卡號|帳號|卡片|帳戶)?結尾(?:數字)?)[ :：是為]{0,4}"
    r"(?:[A-Za-z][A-Za-z. ]{0,12}\d{0,2}[ ]?[:：][ ]?)?(\d{3,6})(?!\d)"
)
# the last digits after masked groups (xxxx-xxxx-xxxx-1234, ****-****-5678, XXX-XX-52077)
_MASKED_TAIL = re.compile(r"(?<![0-9A-Za-z])(?:[xX*＊•]{2,}[- ]?){1,4}(\d{3,6})(?![0-9A-Za-z])")
_LABELLED_ACCOUNT = re.compile(
    r"(?:帳號|帳戶|卡號|保單號碼|保單號|保單|契約號碼|局號)[ :：是為（(]{0,3}([A-Z]{1,3}-?\d{5,}"
    r"(?:-\d+)*)(?![0-9A-Za-z])"
)
_LABELLED_ID = re.compile(
    r"""
    (?:
        員工編號 | 員編 | 工號 | 學號                                  # staff and students
      | 病歷號碼 | 病歷號 | 病歷 | 戶號 | 個案編號 | 案號編號           # records and files
      | 會員編號 | 客戶編號 | 會員卡號                                # customers
      | 統一證號 | 居留證號 | 居留證 | 健保卡號 | 卡片號碼 | 證件號碼 | 證號  # cards
      | [Ss]taff\ ID | [Ee]mployee\ (?:ID|No\.?)                   # English captions
    )
    [\ :：是為]{0,3}
    ([A-Z0-9][A-Z0-9-]{3,15}) (?![0-9A-Za-z-])                       # the code
    """,
    re.VERBOSE,
)
_AMOUNT_BEFORE = re.compile(
    r"""
    (?:
        NT\$ | NTD | TWD | US\$ | USD | \$ | 新臺幣 | 新台幣 | 臺幣 | 台幣   # a currency
      | 金額 | 計 | 共 | 合計 | 總計 | 約 | 餘額                             # an amount's word
    )
    [\ :：]? $
    """,
    re.VERBOSE,
)
_AMOUNT_AFTER = re.compile(
    r"""
    ^ \ ?
    (?:
        元 | 圓 | 塊 | 萬 | 億 | 千 | 百 | NTD | TWD | USD | 美元 | 日圓     # money
      | 股 | 坪 | 平方公尺 | 公尺 | 公斤 | % | ％                          # other units
      | ,\d{3}                                                           # thousands
    )
    """,
    re.VERBOSE,
)
_DOCNO_BEFORE = re.compile(r"(?:字第|第|字|號碼?第)[ ]?$")
_DOCNO_AFTER = re.compile(r"^ ?(?:號|條|項|款|目|頁|次|期|屆)")
_BAN_LABEL = re.compile(r"(?:統一編號|統編|統一編碼|扣繳單位統編)[^\d\n]{0,4}$")
_DATETIME = re.compile(
    r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?"
    r"|1[0-1]\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?"
)


def _luhn(d: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def _is_phone(d: str, allow: Allow) -> bool:
    if d in allow.numbers or _TOLL_FREE.fullmatch(d):
        return False
    if _INTL.fullmatch(d):
        local = "0" + re.sub(r"^(?:00|\+)?8860?", "", d)
        return local not in allow.numbers
    return bool(_MOBILE.fullmatch(d) or _LANDLINE.fullmatch(d))


def _number_hits(o: _View, allow: Allow) -> list[tuple[str, int, int]]:
    """Phones, cards and account-like runs in the OCR-folded view (offsets of that view)."""
    s = o.s
    out: list[tuple[str, int, int]] = []
    for m in _PAREN_PHONE.finditer(s):
        d = re.sub(r"\D", "", re.sub(r"^(?:\+|00)886[ -]?\(0\)", "0", m.group()))
        if _is_phone(d, allow):
            out.append((PHONE, m.start(), m.end()))
    taken = [(a, b) for _, a, b in out]
    for m in _DIGIT_TOKEN.finditer(s):
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        # tokens joined by a space (or a spaced hyphen) inside the chain; each token keeps its -
        # and .
        tokens: list[tuple[int, int]] = []
        pos = m.start()
        for sep in _TOKEN_SPLIT.finditer(m.group()):
            tokens.append((pos, m.start() + sep.start()))
            pos = m.start() + sep.end()
        tokens.append((pos, m.end()))
        i = 0
        while i < len(tokens):
            for j in range(min(len(tokens), i + 6), i, -1):
                if j - i > 1 and any(_DATE_TOKEN.fullmatch(s[a:b]) for a, b in tokens[i:j]):
                    continue
                a, b = tokens[i][0], tokens[j - 1][1]
                kind = _classify(s, a, b, allow, spaced=j - i > 1)
                if kind:
                    out.append((kind, a, b))
                    i = j
                    break
            else:
                i += 1
    return out


# A number spelt out digit by digit (2 9 2 1 - 5 5 0 8, 0 8 3 1 - 2 0 - 5 5 1 7 2 4 - 6, a card
# 4 5 3 9 - 7 2 1 8 - …): single digits apart, a space or a spaced hyphen between, seven or more;
# the token chain of _number_hits takes at most six tokens and misses it. Grouped by a hyphen,
# opening with 0 or after a phone or account label: a row of single-digit scores is none.
_DIGIT_BY_DIGIT = re.compile(r"(?<![0-9A-Za-z.,])\d(?:(?: - | -|- | )\d(?![0-9A-Za-z])){6,}")


def _digit_by_digit(o: _View, allow: Allow) -> list[tuple[str, int, int]]:
    out = []
    for m in _DIGIT_BY_DIGIT.finditer(o.s):
        before = o.s[max(0, m.start() - 14) : m.start()]
        if not (
            "-" in m.group()
            or m.group().startswith("0")
            or _PHONE_LABEL.search(before)
            or _ACCOUNT_LABEL.search(before)
        ):
            continue  # 3 5 2 0 1 4 2 1 0 3: a row of scores, not a number spelt out
        kind = _classify(o.s, m.start(), m.end(), allow, spaced=False)
        if kind:
            out.append((kind, m.start(), m.end()))
    return out


def _classify(s: str, a: int, b: int, allow: Allow, spaced: bool) -> str | None:
    raw = s[a:b]
    d = re.sub(r"\D", "", raw)
    before, after = s[max(0, a - 14) : a], s[b : b + 8]
    if raw.startswith("+") and not d.startswith("886") and 8 <= len(d) <= 15:
        return PHONE  # another country's number with its code (+84 90 123 4567)
    if raw.startswith("+") or d.startswith(("886", "00886")):
        return (
            PHONE
            if _is_phone(d if not raw.startswith("+") else "+" + d, allow) or _is_phone(d, allow)
            else None
        )
    if _is_phone(d, allow):
        return PHONE
    if d in allow.numbers or _TOLL_FREE.fullmatch(d):
        return None
    if _PHONE_LABEL.search(before) and 7 <= len(d) <= 8 and d[0] != "0" and d not in allow.numbers:
        return PHONE
    if _DOCNO_BEFORE.search(before) and _DOCNO_AFTER.search(after):
        return None
    if _AMOUNT_BEFORE.search(before) or _AMOUNT_AFTER.search(after):
        return None
    if _DATETIME.fullmatch(d):
        return None
    if 13 <= len(d) <= 19 and d[0] in "3456" and _luhn(d):
        return CARD_NUMBER
    if _BAN_LABEL.search(before):
        return None
    if 10 <= len(d) <= 16:
        return ACCOUNT
    if 6 <= len(d) < 10 and _ACCOUNT_LABEL.search(before) and not spaced:
        return BANK_ACCOUNT
    return None


# --------------------------------------------------------------------------- identity numbers,
# plates

_ID = re.compile(r"(?<![0-9A-Za-z])([A-Za-z]) ?([0-9A-Da-d])(\d{8})(?![0-9A-Za-z])")
# OCR letters, and a ring (○ 〇 ◯) for a zero or one masked digit (R1254○6689: nine of ten shown)
_ID_OCR = re.compile(r"(?<![0-9A-Za-z])([A-Z]) ?([12lI89A-D])([0-9OolI|SB○〇◯]{8})(?![0-9A-Za-z])")
_PASSPORT_LABEL = re.compile(
    r"(?:護照|[Pp]assport|PASSPORT)[^\n]{0,12}?(?<![0-9A-Za-z])([A-Z0-9]{7,10})(?![0-9A-Za-z])"
)
_PASSPORT_SHAPE = re.compile(r"(?<![0-9A-Za-z])(?:[A-Z]\d{8}|[A-Z]{2}\d{7})(?![0-9A-Za-z])")
_PLATE = re.compile(
    r"(?<![0-9A-Za-z-])(?:[A-Z]{2,3}-\d{4}|\d{4}-[A-Z]{2,3}|[A-Z]{3}-\d{3}|\d{3}-[A-Z]{3}|"
    r"[A-Z]\d-\d{4}|\d[A-Z]-\d{4}|\d{4}-[A-Z]\d|\d{4}-\d[A-Z])(?![0-9A-Za-z-])"
)
# after its label, an English caption (車號 Plate No.：) allowed between; a hyphen, a space or
# nothing between the plate's groups
_PLATE_LABEL = re.compile(
    r"(?:車號|車牌|牌照|牌號|車牌號碼|牌照號碼|車籍)[^\n\d]{0,16}?((?<![0-9A-Za-z])"
    r"(?:[A-Z]{2,3}[- ]?\d{3,4}|\d{3,4}[- ]?[A-Z]{2,3}|[A-Z]\d[- ]?\d{4}|\d[A-Z][- ]?\d{4})"
    r"(?![0-9A-Za-z]))"
)
# a plate written without its hyphen before a vehicle word (駕駛ABC1234號自小客車)
_PLATE_VEHICLE = re.compile(
    r"(?<![0-9A-Za-z-])((?:[A-Z]{2,3} ?\d{3,4}|\d{3,4} ?[A-Z]{2,3}|[A-Z]\d ?\d{4}"
    r"|\d[A-Z] ?\d{3,4}))(?![0-9A-Za-z-])(?= ?號?[\u4e00-\u9fff]{0,6}?車)"
)

# a plate spelt out as people read it aloud (K-E-P 二七五零, KEP 2 7 5 0, 二七五零 K-E-P): two or
# three capitals, spelt apart or together, beside three or four digits written in Chinese numerals
# or set apart; letters spelt apart may stand beside digits written together (K.E.P. 2750)
_CN_DIGIT = "[零〇○洞一二兩三四五六七八九拐]"
_SPELT_LETTERS = r"[A-Z](?:[-. ][A-Z]){1,2}\.?"
_SPOKEN_DIGITS = rf"{_CN_DIGIT}{{3,4}}|\d(?:[- ]\d){{2,3}}"
_PLATE_SPELT = re.compile(
    r"(?<![0-9A-Za-z])(?:"
    rf"(?:{_SPELT_LETTERS}|[A-Z]{{2,3}})[- ]{{0,2}}(?:{_SPOKEN_DIGITS})"
    rf"|{_SPELT_LETTERS}[- ]{{0,2}}\d{{3,4}}"
    rf"|(?:{_SPOKEN_DIGITS})[- ]{{0,2}}{_SPELT_LETTERS}"
    rf")(?![0-9A-Za-z]|{_CN_DIGIT})"
)


def _id_kind(letter: str, second: str) -> str:
    return TW_ID if second in "12lI" else RESIDENT_ID if second in "89ABCDabcd" else ""


_HANDLE = re.compile(
    r"(?:(?:LINE|Line|line|IG|Instagram|FB|Facebook|Telegram|TG|WeChat|微信|Twitter|Threads|Dcard|"
    r"PTT|抖音|TikTok) ?(?:ID|id|帳號|暱稱|帳戶)|(?<![A-Za-z])ID|暱稱|帳號名稱|使用者名稱|用戶名)"
    r"[ :：是為「『\"(（]{1,3}@?(?!(?:No|NO|Card|Number|No\.)(?![A-Za-z0-9_])"
    r")"  # ID No.：, ID Card No.： are labels
    r"([A-Za-z0-9_.\-]{3,30}|[^」』\"\s)）]{1,16}(?=[」』\"]))"
)
# an app's name, a colon (or 是, 加) and a handle with a digit, a dot or an underscore in it
# (IG：chen_88, 加我LINE：kevin0912, Telegram lin.yu.77); a word after the app (LINE Pay) is none
_APP_HANDLE = re.compile(
    r"(?<![A-Za-z])(?:LINE|Line|line|賴|IG|Instagram|FB|Facebook|臉書|Telegram|TG|WeChat|微信|Threads"
    r"|Dcard|抖音|TikTok|Twitter|推特|Skype|Zalo)(?![A-Za-z])(?: ?(?:ID|id|帳號|暱稱))?"
    r"[ :：是為\n]{0,3}(?:加|搜尋)?[ :：「『\"(（]{0,2}@?"
    r"((?=[A-Za-z0-9_.\-]*[\d_.])[A-Za-z][A-Za-z0-9_.\-]{2,29})(?![A-Za-z0-9_@])"
)
# a marketplace's user name after 賣家 / 買家 (蝦皮賣家 kevin_huang): letters first, so that a
# count (買家 120 人) is none
_MARKET_HANDLE = re.compile(
    r"(?:賣家|買家|賣場)(?:帳號|ID|名稱)?[ :：「『\"(（]{1,3}@?([A-Za-z][A-Za-z0-9_.\-]{2,29})"
    r"(?![A-Za-z0-9_.\-])"
)
# a handle-shaped chat speaker at the start of a line, after a time stamp
# ([14:02] kevin0912：你好)
_SPEAKER_HANDLE = re.compile(
    r"(?m)^[ \t]*(?:[\[【(（]?[0-9:/.\- 上下午]{4,22}[\]】)）]?[ \t]*)?"
    r"([A-Za-z][A-Za-z0-9]*[_.][A-Za-z0-9_.]*[A-Za-z0-9]|[A-Za-z]+[0-9]{2,}) ?[：:]"
)
_HANDLE_SHAPE = re.compile(r"(?<![\w@.])@([A-Za-z0-9_][A-Za-z0-9_.]{2,29})(?![\w@])", re.ASCII)
_PTT = re.compile(r"(?m)^(?:作者|推|噓|→) ?([A-Za-z][A-Za-z0-9_]{2,15})(?: ?:| 看板| \()")


# --------------------------------------------------------------------------- e-mail, URL

_EMAIL = re.compile(
    r"(?<![\w.+-])[\w.+-]+ ?(?:@|\(at\)|\[at\]|＠| at ) ?[A-Za-z0-9-]+"
    r"(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}",
    re.ASCII,
)
_URL = re.compile(
    r"(?:https?://|www\.)[^\s<>\"'，。、；）)」』\u3000-\u9fff]+|(?<![\w@.])[a-z0-9-]+"
    r"(?:\.[a-z0-9-]+)*\.(?:com|net|org|me|io|cc|tw|co|ly|gl)"
    r"(?:\.tw)?/[^\s<>\"'，。、；）)」』\u3000-\u9fff]+",
    re.IGNORECASE,
)


def _url_personal(url: str, allow: Allow) -> bool:
    u = re.sub(r"^(?:https?://)", "", url, flags=re.I)
    host, _, rest = u.partition("/")
    host = host.split(":")[0].lower().rstrip(".")
    if host.endswith(".gov.tw") or any(host == h or host.endswith("." + h) for h in allow.hosts):
        return False
    rest = rest.rstrip(".,;:!?")
    return bool(rest.strip("/")) or "?" in url


# --------------------------------------------------------------------------- dates of birth
# worker/residual/births.py: every date form near a birth word, before 生 / 出生, in a person's row.


# --------------------------------------------------------------------------- names

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f"
_NAME_CHAR = re.compile(f"[{_CJK}]")
# Characters that do not continue a name right after a surname (function words, verbs of procedure).
_NOT_GIVEN = set(
    "之的等及與和於在是已就即對亦均則並而又因係無不未再也了將被把從到稱所向自曾應另或但請兼暨給"
    "部課處股"  # a department before a staff title (控管部專員, 業務課課長)
    "○〇×＊*某甲乙丙丁、，。：；（）()「」『』〔〕【】"
)
_LATIN_LABEL = re.compile(
    r"(?:(?<![A-Za-z])(?:[Nn]ame|NAME|[Ff]ull [Nn]ame|[Aa]ccount [Nn]ame|[Cc]ustomer|[Cc]ardholder)"
    r"|英文姓名|英文名|姓名|戶名|持卡人) ?[:：] ?([A-Z][A-Za-z'-]+"
    r"(?:[ ,.]{1,2}[A-Z][A-Za-z'-]+){1,3})"
)


@lru_cache(maxsize=1)
def _names() -> tuple[
    frozenset[str],
    frozenset[str],
    re.Pattern[str],
    re.Pattern[str],
    tuple[str, ...],
    re.Pattern[str],
]:
    surnames = load_words("tw_surnames")
    single = frozenset(s for s in surnames if len(s) == 1)
    double = frozenset(s for s in surnames if len(s) == 2)
    roles = sorted(load_words("roles"), key=len, reverse=True)
    titles = sorted(load_words("titles"), key=len, reverse=True)
    # a label may be spaced out (被　　　告, 告　訴　人) and followed by a colon and spaces
    role_re = re.compile(
        "(?:" + "|".join(" *".join(map(re.escape, r)) for r in roles) + ")[ :：]{0,6}"
    )
    title_re = re.compile("(?:" + "|".join(map(re.escape, titles)) + ")")
    stop = tuple(sorted(load_words("not_names"), key=len, reverse=True))
    sur = "|".join(map(re.escape, sorted(surnames, key=len, reverse=True)))
    surname_re = re.compile(
        f"({sur})姓(?:{_SURNAME_WORDS})|(?<![百同異])姓({sur})(?=[的，,。、 ]|$)"
    )
    return single, double, role_re, title_re, stop, surname_re


def _surname_at(s: str, p: int, single: frozenset[str], double: frozenset[str]) -> int:
    if s[p : p + 2] in double:
        return 2
    return 1 if s[p : p + 1] in single else 0


def _is_given(c: str) -> bool:
    return bool(_NAME_CHAR.fullmatch(c)) and c not in _NOT_GIVEN


def _given_end(s: str, p: int) -> int:
    """End of one or two given-name characters from ``p`` (a single space may stand between them,
    as in OCR'd and spaced forms: 尤 金 水); ``p`` when there is none."""
    end, n = p, 0
    while n < 2:
        q = end + 1 if end < len(s) and s[end] == " " else end
        if q < len(s) and _is_given(s[q]):
            end, n = q + 1, n + 1
        else:
            break
    return end


_ADDRESSED = re.compile(r"(?:問|詢問|訊問|答|告知|命|諭知|請|向|對|提示|曉諭)$")
_OFFICIAL_TITLE = re.compile(
    r" ?(?:律師|法官|檢察官|書記官|通譯|司法事務官|檢察事務官|審判長|調解委員)"
)
_SURNAME_WORDS = (
    "男子|女子|男性|女性|男|女|住戶|房東|房客|債務人|員工|同事|民眾|乘客|司機|少年|少女|友人|嫌"
    "犯|車主|屋主|鄰居|老闆|店員|業務|專員|行員|客戶|患者|病患|學生|老師|老翁|老婦|婦人|職員|主"
    "管|經理|前夫|前妻|男友|女友"
)


_HONORIFIC = re.compile(r"(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Madam)\.? )?")
_LATIN_AFTER_ROLE = re.compile(
    r"[A-Z][a-z]{2,15}(?: (?!Inc|Ltd|Co\b|Corp|Bank|Group)[A-Z][a-z]{1,15})?(?![A-Za-z])"
    r"(?! ?(?:公司|銀行|股份|集團|科技|國際|有限|商行))"
    r"(?! ?(?:Inc|Ltd|Co\b|Corp|Bank|Group))"
)  # a firm's name is no person's


_ALIAS_LABEL = re.compile(r"(?:綽號|小名|暱稱|乳名|外號|別名|花名)")
_ALIAS_VALUE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]{2,4}(?=[\s,，。、;；)）」』]|$)")
_AFTER_CAPTION = re.compile(r"(?: ?[a-z]{1,10})? ?(?:[:：]|[)）】])[ ｜|]*")  # Chinese name：｜


_MONASTIC = frozenset({"師父", "法師", "師兄", "師姐", "師姊", "修女", "神父", "牧師"})


@cache
def _common_single() -> frozenset[str]:
    from worker.residual.reader import common_surnames

    return common_surnames()[0]


@cache
def _word_surnames() -> frozenset[str]:
    return frozenset(load_words("word_surnames"))


@cache
def _kin_doubled() -> frozenset[str]:
    """Kin words and doubled words (哥哥, 阿姨, 剛剛): data/kin_words.txt, doubled_words.txt."""
    return frozenset([*load_words("kin_words"), *load_words("doubled_words")])


def _nickname_at(s: str, p: int) -> bool:
    """小 / 阿 and a given-name character (阿哲, 小涵), 老 and a common surname (老蕭, 老王), or a
    doubled character (辰辰), at ``p`` (words such as 小時, 阿姨 are in ``data/not_names.txt``)."""
    from worker.residual.reader import common_surnames

    two = s[p : p + 2]
    if len(two) < 2 or not all(_is_given(c) for c in two):
        return False
    lao = two[0] == "老" and two[1] in common_surnames()[0]
    return two[0] in "小阿" or two[0] == two[1] or lao


@cache
def _staff_title() -> re.Pattern[str]:
    """A staff title right after a role or field label (data/staff_titles.txt), and spaces."""
    words = "|".join(map(re.escape, sorted(load_words("staff_titles"), key=len, reverse=True)))
    return re.compile(rf"(?:{words})[ \u3000]?")


def _name_hits(n: _View, cover: _Cover) -> list[tuple[str, int, int]]:
    single, double, role_re, title_re, stop, surname_re = _names()
    s = n.s
    out: list[tuple[str, int, int]] = []
    for m in role_re.finditer(s):
        p = m.end()
        if staff := _staff_title().match(s, p):
            p = staff.end()  # 聯絡人：督察員〔…〕: the name follows the staff title
        if p >= len(s) or cover.fills(n.idx[p]):
            continue
        addressed = _ADDRESSED.search(s, max(0, m.start() - 3), m.start())
        if addressed and (addressed.group() != "請" or "：" in m.group() or ":" in m.group()):
            # 法官問原告：起訴聲明…, 對原告施以暴力 — the role is spoken to or acted on; what
            # follows is speech or the act (請總務小戴協助: after 請 and no colon, the role's name)
            continue
        sl = _surname_at(s, p, single, double)
        if not sl and s[p] in _word_surnames() and ("：" in m.group() or ":" in m.group()):
            sl = 1  # 紀錄：居小涵 — a surname that is also a word, after a field label's colon
        latin = _LATIN_AFTER_ROLE.match(s, p)
        if latin and latin.group().split(" ")[0] in latin_captions():
            # 配偶 Spouse：, 中文姓名 Chinese name：｜: the label's English caption; the name
            # follows it
            after = _AFTER_CAPTION.match(s, latin.end())
            if not after or after.end() >= len(s) or cover.fills(n.idx[after.end()]):
                continue
            p = after.end()
            latin = _LATIN_AFTER_ROLE.match(s, p)
            sl = _surname_at(s, p, single, double)
        if latin and not s.startswith(stop, p):
            out.append((LATIN_NAME, p, latin.end()))  # 翻譯Yuliana, 人資 May Lin
            continue
        alias = _ALIAS_LABEL.search(m.group()) and m.group()[-1] in " :："  # a field
        if alias and (nick := _ALIAS_VALUE.match(s, p)) and not s.startswith(stop, p):
            out.append((NAME_AFTER_ROLE, p, nick.end()))  # 綽號：大頭, 外號 黑狗: any nickname
            continue
        if not sl:
            if (
                _nickname_at(s, p)
                and not s.startswith(stop, p)
                and s[p : p + 2] not in _kin_doubled()
            ):  # 乙方哥哥, 被告爸爸: the role's kin, no nickname
                out.append((NAME_AFTER_ROLE, p, p + 2))  # 同事阿哲, 女兒小涵, 小名辰辰
            continue
        end = _given_end(s, p + sl)
        if end == p + sl or s.startswith(stop, p) or _OFFICIAL_TITLE.match(s, end):
            continue
        if (
            m.group()[-1] not in " :："  # glued to the role, no field's colon or space
            and sl == 1
            and s[p] not in _common_single()
            and not all(c in given_name_chars() for c in s[p + 1 : end])
        ):
            continue  # 雇主留存, 人資勾選, 承租人酒後駕駛: a rare surname's character and
            # no given name's begin a verb or a noun
        out.append((NAME_AFTER_ROLE, p, end))
    for m in title_re.finditer(s):
        t = m.start() - 1 if m.start() > 1 and s[m.start() - 1] == " " else m.start()
        if t <= 0 or cover.fills(n.idx[t - 1]) or cover.fills(n.idx[m.start()]):
            continue
        best = None
        for length in (4, 3, 2, 1):
            a = t - length
            if a < 0:
                continue
            if cover.fills(n.idx[a]):
                continue  # a pseudonym's character is no surname (〔哲華〕學姊 is 哲華 and a title)
            sl = _surname_at(s, a, single, double)
            if not sl or sl > length:
                continue
            given = s[a + sl : t]
            if len(given) > 2 or not all(_is_given(c) for c in given):
                continue
            if s.startswith(stop, a) or s.endswith(stop, 0, t):
                continue
            if given and given + s[m.start() : m.end()] in _kin_doubled():
                continue  # 乙方哥哥: 哥 and the title 哥 are one kin word, not a given name
            if (
                sl == 1
                and a > 0
                and _NAME_CHAR.fullmatch(s[a - 1])
                and s[a] not in _common_single()
                and not (given and all(c in given_name_chars() for c in given))
            ):
                # 是班上同學, 時候會叫爸爸, 門市儲備店長: glued to the words before, a rare
                # surname's character and no given name's end a word (王老師 still counts)
                continue
            best = (a, t)
            break
        if (
            not best
            and m.group() in _MONASTIC
            and t >= 2
            and all(_is_given(c) for c in s[t - 2 : t])
            and (t == 2 or not _NAME_CHAR.fullmatch(s[t - 3]))
            and not cover.fills(n.idx[t - 2])
            and not s.endswith(stop, 0, t)
        ):
            best = (t - 2, t)  # ⏎法妙師父, 功德會 慧真法師: a dharma name has no surname
        if best:
            out.append((NAME_BEFORE_TITLE, best[0], m.end()))
    # every mention holds 姓 (詹姓男子, 姓溫的): a text without one is not scanned for them
    for m in surname_re.finditer(s) if "姓" in s else ():
        g = 1 if m.group(1) else 2
        if not cover.fills(n.idx[m.start(g)]):
            out.append((SURNAME_MENTION, m.start(g), m.end(g)))
    for m in _LATIN_LABEL.finditer(s):
        honorific = _HONORIFIC.match(m.group(1))
        assert honorific is not None  # optional as a whole: it matches, if only empty
        a = m.start(1) + len(honorific.group())  # Name: Mr. | Michael Parker
        if a < m.end(1) and not cover.fills(n.idx[a]):
            out.append((LATIN_NAME, a, m.end(1)))
    return out


# --------------------------------------------------------------------------- the scan

# What the folds may bridge between two digits (a space, a cell bar read as 1, a dash, a dot): at
# a pseudonym's edge it is cut, so that a fake's digits are not joined to the next cell's or the
# next field's number (〔fake ID〕｜1/3, 045/02/14　〔fake ID〕): a number beside a pseudonym is
# judged alone, whichever fake the case key drew; digits written right against a fake still join.
_BRIDGES = frozenset(" \u3000\t|｜│¦/.·•‧∙・●_~～,，:：") | frozenset(_DASHES) | {"-"}
_CUT = "#"


def _cut_at_pseudonyms(text: str, spans: list[tuple[int, int]]) -> str:
    out = list(text)
    for a, b in spans:
        for p in (a - 1, b):
            if 0 <= p < len(out) and out[p] in _BRIDGES:
                out[p] = _CUT
    return "".join(out)


# a person's pseudonym the structure checks read beside: one to four CJK characters (a surname
# alone, a given name alone, a full name); a longer one stands for a span wider than a name
_PERSON_FAKE = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{1,4}")


def _occurrences(text: str, values: Iterable[str]) -> list[tuple[int, int]]:
    out = []
    for v in values:
        i = text.find(v)
        while i != -1:
            out.append((i, i + len(v)))
            i = text.find(v, i + 1)
    return sorted(out)


def find(
    text: str,
    issued: Iterable[str],
    kept: Iterable[str] = (),
    allow: Allow = DEFAULT_ALLOW,
    persons: Iterable[str] = (),
) -> list[Hit]:
    """Every residual value of ``text`` (offsets into ``text``), sorted by position.

    Args:
        text: an output text (after pseudonymization).
        issued: every pseudonym the case issued (fakes, codes, masks); what lies inside one is not
        a hit. kept: names and agencies the detector kept (officials in role); not hits either.
        allow: public phone numbers and web hosts that may stay.
        persons: the issued values that stand for a person, whatever their shape (a given name
        alone's fake 品妤, a surname alone's 姜); what the scan reads beside a person pseudonym
        reads beside these too. Without it a person pseudonym is known by its shape only (a
        surname of the table and a given name, a nickname), so a given name's fake that begins
        with no surname is no person's (the surname left before it would pass).
    """
    issued = list(issued)
    typed = {
        unicodedata.normalize("NFKC", v).replace(" ", "")
        for v in persons
        if v and _PERSON_FAKE.fullmatch(unicodedata.normalize("NFKC", v).replace(" ", ""))
    }
    cover = _Cover(text, [*issued, *kept])
    n = _nfkc(text)
    o = _ocr(n)
    views = [n, o, _compact(n), _compact(o)]
    raw: list[tuple[str, int, int, bool]] = []  # check, original start, end, is a number

    def add(kind: str, v: _View, a: int, b: int, number: bool = False) -> None:
        oa, ob = v.span(a, b)
        raw.append((kind, oa, ob, number))

    # the number checks read a copy cut at the pseudonyms' edges (offsets one to one)
    nb = _nfkc(_cut_at_pseudonyms(text, cover.spans)) if cover.spans else n
    ob = _ocr(nb) if cover.spans else o
    for kind, a, b in [*_number_hits(ob, allow), *_digit_by_digit(ob, allow)]:
        add(kind, ob, a, b, True)
    seen_ids: set[tuple[int, int]] = set()
    for v in [_compact(nb), _compact(ob)] if cover.spans else views[2:]:
        for m in _ID.finditer(v.s):
            kind = _id_kind(m.group(1), m.group(2))
            if kind and v.span(m.start(), m.end()) not in seen_ids:
                seen_ids.add(v.span(m.start(), m.end()))
                add(kind, v, m.start(), m.end(), True)
        for m in _ID_OCR.finditer(v.s):
            real = sum(c.isdigit() for c in m.group(3))
            if real >= 6 and v.span(m.start(), m.end()) not in seen_ids:
                seen_ids.add(v.span(m.start(), m.end()))
                add(_id_kind(m.group(1), m.group(2)), v, m.start(), m.end(), True)
        for m in _PASSPORT_SHAPE.finditer(v.s.upper()):
            if not _ID.fullmatch(m.group()):
                add(PASSPORT, v, m.start(), m.end(), True)
        for m in _PASSPORT_LABEL.finditer(v.s):
            digits = sum(c.isdigit() for c in m.group(1))  # 6+, or mixed: C4J7R29XK
            if (
                digits >= 6 or (digits >= 3 and len(m.group(1)) - digits >= 2)
            ) and not _ID.fullmatch(m.group(1)):
                add(PASSPORT, v, m.start(1), m.end(1), True)
    for v in (n, o):
        for m in _PLATE.finditer(v.s.upper()):
            add(LICENCE_PLATE, v, m.start(), m.end())
        for pat in (_PLATE_LABEL, _PLATE_VEHICLE):
            for m in pat.finditer(v.s.upper()):
                add(LICENCE_PLATE, v, m.start(1), m.end(1))
        for m in _PLATE_SPELT.finditer(v.s):
            add(LICENCE_PLATE, v, m.start(), m.end())
    for pat in (_TAIL_DIGITS, _MASKED_TAIL):
        for m in pat.finditer(ob.s):
            add(BANK_ACCOUNT, ob, m.start(1), m.end(1), True)
    for m in _LABELLED_ACCOUNT.finditer(ob.s):
        add(BANK_ACCOUNT, ob, m.start(1), m.end(1), True)
    for m in _LABELLED_ID.finditer(ob.s):
        if sum(c.isdigit() for c in m.group(1)) >= 4:
            add(ID_NUMBER, ob, m.start(1), m.end(1), True)
    for pat in (_HANDLE, _HANDLE_SHAPE, _PTT, _APP_HANDLE, _MARKET_HANDLE, _SPEAKER_HANDLE):
        for m in pat.finditer(n.s):
            add(SOCIAL_HANDLE, n, m.start(1), m.end(1))
    for m in _EMAIL.finditer(n.s):
        add(EMAIL, n, m.start(), m.end())
    for m in _URL.finditer(n.s):
        url = m.group().rstrip(".,;:!?)]}>'\"")
        if url and _url_personal(url, allow) and "@" not in url:
            add(URL, n, m.start(), m.start() + len(url))
    for kind, a, b in _name_hits(n, cover):
        add(kind, n, a, b)
    for kind, a, b in place_hits(o.s):
        add(kind, o, a, b)
    for a, b in birth_hits(n.s):
        add(DATE_OF_BIRTH, n, a, b)
    if "\n" in text:  # values wrapped across a line: only what the joined view sees across a break,
        # and touching no pseudonym (a replaced value joined to the next line's number is none)
        jn, joins = _joined(n)
        if joins:
            jo = _ocr(jn)

            def wrapped(v: _View, a: int, b: int) -> bool:
                return _crosses(joins, a, b) and not cover.overlaps(*v.span(a, b))

            for a, b in birth_hits(jn.s, rows=False):
                if wrapped(jn, a, b):
                    add(DATE_OF_BIRTH, jn, a, b)
            for kind, a, b in _number_hits(jo, allow):
                if wrapped(jo, a, b) and (
                    kind in (PHONE, CARD_NUMBER, BANK_ACCOUNT)
                    or _ACCOUNT_LABEL.search(jo.s, max(0, a - 14), a)
                ):
                    add(kind, jo, a, b, True)
            jc = _compact(jo)
            for m in _ID.finditer(jc.s):
                kind = _id_kind(m.group(1), m.group(2))
                a, b = jc.span(m.start(), m.end())
                if (
                    kind
                    and any(a < jo.idx[j] < b for j in joins if j < len(jo.idx))
                    and not cover.overlaps(a, b)
                ):
                    raw.append((kind, a, b, True))
    for m in _CUT_AT_DASH.finditer(n.s):
        add(ACCOUNT, n, m.start(1), m.end(1), True)
    for a, b in code_hits(o.s):
        add(ID_NUMBER, o, a, b, True)
    for kind, a, b in column_hits(o.s):  # values under a personal column header, unless every
        # digit of the cell stands in a pseudonym (局號〔…〕 帳號〔…〕 in one cell)
        if any(o.s[i].isnumeric() and not cover.overlaps(*o.span(i, i + 1)) for i in range(a, b)):
            add(kind if kind == DATE_OF_BIRTH else ID_NUMBER, o, a, b, True)
    for a, b in spoken_phones(n.s):
        add(PHONE, n, a, b)
    for a, b in spoken_numbers(n.s):  # 卡號四五三二、一一二二…, 身分證是A兩么三…
        add(SPOKEN_NUMBER, n, a, b)
    for a, b in extensions(n.s):
        add(PHONE, n, a, b, True)
    for a, b in app_handles(n.s):
        add(SOCIAL_HANDLE, n, a, b)
    # the tagger reads the output with every issued pseudonym written in fixed stand-ins (某某 for a
    # fake name): what it reads beside one must not depend on the fake the case key drew
    fakes = _occurrences(text, {v for v in issued if v.strip()})
    # 小卜 beside the pseudonym 卜冠霖: the short form the pseudonymizer wrote for it
    fake_surnames = {v[0] for v in issued if v and "\u4e00" <= v[0] <= "\u9fff"}
    for kind, a, b in tagger_hits(neutral_view(text, fakes), cover.spans):
        if b - a == 2 and text[a] in "小阿老" and text[a + 1] in fake_surnames:
            continue
        raw.append((kind, a, b, False))
    persons = [v for v in cover.values if is_person(v) or v in typed]
    for a, b in bracketed_dates(n.s):
        if any(n.s.endswith(v, 0, a - 1) for v in persons):
            add(DATE_OF_BIRTH, n, a, b)
    for gap, a, b in dates_after_space(n.s):  # 某某某　081/02/17⏎: a person's row without a label
        if any(n.s.endswith(v, 0, gap) for v in persons):
            add(DATE_OF_BIRTH, n, a, b)
    for a, b in latin_hits(n.s):
        add(LATIN_NAME, n, a, b)
    for a, b in script_name_hits(n.s):  # （สมชาย ศรีสุข）, Nguyễn Thị Thu, Hà
        add(LATIN_NAME, n, a, b)
    for kind, a, b in romanised_hits(n.s):  # P<TWNWEI<<SHIH<HAN, OUYANG, CHING, tina.hsu
        add(kind, n, a, b)

    def taken(a: int, b: int) -> bool:
        return cover.overlaps(*n.span(a, b))

    for kind, a, b in structure_hits(n.s, cover.values, taken, typed):  # lists, columns, speakers
        add(kind, n, a, b)
    for kind, a, b in kin_title_hits(n.s, taken):  # 秀琴嬸, 阿水伯
        add(kind, n, a, b)
    for kind, a, b in kin_given_hits(n.s, taken):  # 其子志豪, 媽（美玉）
        add(kind, n, a, b)
    for kind, a, b in given_in_prose_hits(n.s, taken):  # 交給雅琪, 隔天俊傑, ，惠婷早已
        add(kind, n, a, b)
    # 〔…〕 Thu（…）, 〔Nina Turner〕黃的人: Latin and account fakes, and CJK person fakes
    person_fakes = {unicodedata.normalize("NFKC", v) for v in persons if v} | typed
    for kind, a, b in latin_remnant_hits(n.s, person_fakes, cover.values, taken):
        add(kind, n, a, b)
    for kind, a, b in handle_fragment_hits(n.s, person_fakes, taken):  # 「〔…〕-招財」
        add(kind, n, a, b)
    for kind, a, b in quoted_nickname_hits(n.s, taken):  # 顯示名「小可愛」, 綽號「阿翔」
        add(kind, n, a, b)
    for kind, a, b in spaced_name_hits(n.s, taken):  # 違規人：隗 建 志
        add(kind, n, a, b)
    for kind, a, b in speech_hits(n.s, taken):  # 逮捕范嫌, （三）高明提議
        add(kind, n, a, b)
    for kind, a, b in chat_notice_hits(n.s, taken):  # 某某新增了豪豪和某某
        add(kind, n, a, b)
    for kind, a, b in thanks_hits(n.s, taken):  # 感恩大頭, 謝謝阿凱！
        add(kind, n, a, b)
    for kind, a, b in signed_surname_hits(n.s, taken):  # 主任核章：謝, Ms. 黃, 簽名：Thu
        add(kind, n, a, b)
    for kind, a, b in counted_hits(n.s, taken):  # 尚有小米、胖虎等5人未繳
        add(kind, n, a, b)

    hits: set[Hit] = set()
    for kind, a, b, number in raw:
        value = text[a:b]
        if (
            cover.covers(a, b, 1 if number and b - a >= 8 else 0)
            or unicodedata.normalize("NFKC", value).strip() in cover.values
        ):
            continue
        if number and re.sub(r"\D", "", _ocr(_nfkc(value)).s) in cover.digits:
            continue
        hits.add(Hit(_check(kind), a, b))
    return sorted(hits, key=lambda h: (h.start, h.end, h.check))


def scan(
    text: str,
    issued: Iterable[str],
    kept: Iterable[str] = (),
    allow: Allow = DEFAULT_ALLOW,
    persons: Iterable[str] = (),
) -> list[str]:
    """Sorted, content-free check ids of what still looks personal in ``text``; ``[]`` = may be
    published. ``persons``: as for :func:`find`."""
    return sorted({h.check for h in find(text, issued, kept, allow, persons)})
