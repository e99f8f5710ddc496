"""Folding for matching: a same-length copy of the text, and a view for the few folds that change
length.

:func:`fold` maps every character to exactly one character, so offsets found in the folded copy
are offsets into the original text. It folds what looks the same (design brief: matching folds
look-alikes, offsets always refer to the original):

* every one-to-one compatibility form of Unicode (NFKC to a single character): full-width ASCII
  (U+FF01–U+FF5E), CJK compatibility ideographs (U+F900–U+FAFF, U+2F800–U+2FA1F: 林 U+F9F4 → 林),
  Kangxi radicals (U+2F00–U+2FDF: ⽇ → 日), circled and parenthesised single letters and digits,
  superscripts, mathematical alphanumerics, half-width forms;
* Simplified characters to their Traditional forms (区 → 區, 号 → 號, 张 → 張), only those never
  written in Traditional text, from ``worker/data/simplified_chars.txt`` (OpenCC's table);
* katakana that render like an ideograph (ニ → 二, ー → 一) beside an ideograph or a digit and no
  other kana, from ``worker/data/kana_lookalikes.txt``;
* look-alikes NFKC leaves alone, from ``worker/data/lookalikes.txt``: CJK Radicals Supplement forms
  (⺠ → 民) and Cyrillic / Greek letters that render like Latin ones (А → A);
* the ideographic space U+3000 and other spaces → U+0020, dash variants → ``-``, zero-width and
  soft-hyphen characters → U+0020 (so a name split by an invisible character is still one name).

Folds that change length (㈠ → (一), ⑩ → 10, ㍿ → 株式会社, ℡ → TEL) are not in :func:`fold`;
:func:`expand_view` gives a copy with them expanded and the map back to the original offsets;
:func:`unescape_view` one with a JSON string's escapes read (\\u5f35 → 張, \\/ → /).
:func:`match_form` is the comparison form of a value (NFKC after the Simplified and look-alike
tables): for hashing, equality and search, never for offsets.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from importlib import resources
from itertools import pairwise

_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63\uff0d"
_SPACES = (
    "\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000"
)
_INVISIBLE = "\u00ad\u200b\u200c\u200d\u2060\ufeff"
# An emoji's variation selectors and the keycap's enclosing mark: 1️⃣ is 1 + U+FE0F + U+20E3, so a
# number written in keycaps (0️⃣9️⃣1️⃣2️⃣…) reads as digits two spaces apart.
_EMOJI_MARKS = "\ufe0e\ufe0f\u20e3"

# Blocks searched for compatibility forms (everything else has none that matters for matching).
_COMPAT_BLOCKS = (
    (0x00A0, 0x33FF),
    (0xF900, 0xFFEF),
    (0x1D400, 0x1D7FF),
    (0x1F100, 0x1F2FF),
    (0x2F800, 0x2FA1F),
)


def _char_pairs(name: str) -> dict[str, str]:
    """The character pairs of ``worker/data/<name>``: one per line, a character, a tab, the
    character it folds to; ``#`` comments."""
    text = resources.files("worker").joinpath(f"data/{name}").read_text(encoding="utf-8")
    return dict(line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))


def _lookalikes() -> dict[int, str]:
    return {ord(src): dst for src, dst in _char_pairs("lookalikes.txt").items()}


# Simplified characters to their Traditional forms (simplified_chars.txt: only characters never
# written in Traditional text, so Traditional text folds unchanged).
_SIMPLIFIED = {ord(src): dst for src, dst in _char_pairs("simplified_chars.txt").items()}


def _build() -> tuple[dict[int, str], dict[int, str], dict[str, str]]:
    same_length: dict[int, str] = {}
    expanding: dict[str, str] = {}
    for lo, hi in _COMPAT_BLOCKS:
        for cp in range(lo, hi + 1):
            ch = chr(cp)
            n = unicodedata.normalize("NFKC", ch)
            if n == ch:
                continue
            if len(n) == 1:
                same_length[cp] = n
            elif any(c.isalnum() for c in n) and not any(
                c.isspace() or unicodedata.combining(c) for c in n
            ):
                expanding[ch] = (
                    n  # ㈠ → (一); pure punctuation expansions (… → ...) stay as they are
                )
    same_length.update(_SIMPLIFIED)
    lookalikes = _lookalikes()
    same_length.update(lookalikes)
    same_length.update({ord(c): "-" for c in _DASHES})
    same_length.update({ord(c): " " for c in _SPACES + _INVISIBLE + _EMOJI_MARKS})
    same_length[ord("\u3002")] = "\u3002"  # 。 stays (it is not a dot in e-mails)
    return same_length, lookalikes, expanding


_TABLE, _LOOKALIKES, _EXPANDING = _build()
_MATCH = {**_SIMPLIFIED, **_LOOKALIKES}  # 张伟 and 張偉 are one value
_IDEOGRAPHS = {
    cp: ch for cp, ch in _TABLE.items() if ch >= "\u2e80" and unicodedata.category(ch) == "Lo"
}
_EXPANDING_RE = re.compile("[" + "".join(re.escape(c) for c in _EXPANDING) + "]")


_KANA_LOOKALIKES = _char_pairs("kana_lookalikes.txt")
_KANA_RE = re.compile("[" + "".join(_KANA_LOOKALIKES) + "]")


def _is_kana(ch: str) -> bool:
    return "\u3040" <= ch <= "\u30ff"


def _ideograph_or_digit(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff" or "0" <= ch <= "9"


def _fold_kana(text: str) -> str:
    """The kana of ``kana_lookalikes.txt`` folded to the ideograph they render like where they
    stand beside an ideograph or a digit and beside no other kana (西園路ニ段 → 二段; カトウ
    stays); a long-vowel mark beside a digit is a dash (0912ー345). Same length."""
    if _KANA_RE.search(text) is None:
        return text
    chars = list(text)
    for m in _KANA_RE.finditer(text):
        i = m.start()
        prev, nxt = text[i - 1 : i], text[i + 1 : i + 2]
        if _is_kana(prev) or _is_kana(nxt):
            continue
        if m.group() == "ー" and ("0" <= prev <= "9" or "0" <= nxt <= "9"):
            chars[i] = "-"  # 0912ー345ー678: a long-vowel mark typed for a dash
        elif _ideograph_or_digit(prev) or _ideograph_or_digit(nxt):
            chars[i] = _KANA_LOOKALIKES[m.group()]
    return "".join(chars)


def fold(text: str) -> str:
    """Return ``text`` with look-alikes, full-width forms, spaces and dashes folded; ``len(result)
    == len(text)``."""
    return _fold_kana(text.translate(_TABLE))


def fold_ideographs(text: str) -> str:
    """Only the ideograph look-alikes of :func:`fold` (林 U+F9F4 → 林, ⽇ → 日, ⻑ → 長); widths,
    spaces and Latin letters stay as written. Same length."""
    return text.translate(_IDEOGRAPHS)


def match_form(value: str) -> str:
    """The comparison form of ``value``: the Simplified and look-alike tables, then NFKC, then the
    kana look-alikes (may change length)."""
    return _fold_kana(unicodedata.normalize("NFKC", value.translate(_MATCH)))


def expand_view(text: str) -> tuple[str, list[int]] | None:
    """``text`` with the length-changing compatibility forms expanded (㈠ → (一)), and the map back.

    Returns ``None`` when ``text`` has none (the common case); else ``(view, index)`` with
    ``index[i]`` the offset in ``text`` of the view's i-th character, so a span ``[a, b)`` of the
    view is ``[index[a], index[b - 1] + 1)`` of ``text``.
    """
    if _EXPANDING_RE.search(text) is None:
        return None
    out: list[str] = []
    index: list[int] = []
    last = 0
    for m in _EXPANDING_RE.finditer(text):
        i = m.start()
        out.append(text[last:i])
        index.extend(range(last, i))
        rep = _EXPANDING[m.group()]
        out.append(rep)
        index.extend([i] * len(rep))
        last = i + 1
    out.append(text[last:])
    index.extend(range(last, len(text)))
    return "".join(out), index


# A JSON string's escapes (\u5f35 for 張, a surrogate pair for one character beyond the BMP,
# \/ for a slash): what Python's json.dumps and most loggers write by default.
_JSON_ESCAPE = re.compile(
    r"\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|\\/"
)


def unescape_view(text: str) -> tuple[str, list[int], list[int]] | None:
    """``text`` with JSON string escapes read as what they stand for (``\\u5f35`` → 張, ``\\/``
    → /), and the map back: ``None`` when it has none; else ``(view, starts, ends)``, the view's
    i-th character standing for ``text[starts[i]:ends[i]]``, so a span ``[a, b)`` of the view is
    ``[starts[a], ends[b - 1])`` of ``text``. An escape of a control character, a lone
    surrogate, a quote or a backslash stays as written (the view of a JSON text is JSON still),
    and a text whose escapes are all such has no view (so the view of a view is ``None``)."""
    if "\\" not in text or _JSON_ESCAPE.search(text) is None:
        return None
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    last = 0
    for m in _JSON_ESCAPE.finditer(text):
        out.append(text[last : m.start()])
        starts.extend(range(last, m.start()))
        ends.extend(range(last + 1, m.start() + 1))
        escape = m.group()
        if escape == "\\/":
            char = "/"
        elif len(escape) == 12:
            high, low = int(escape[2:6], 16), int(escape[8:12], 16)
            char = chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else:
            char = chr(int(escape[2:], 16))
        if unicodedata.category(char) in ("Cc", "Cs") or char in '"\\':
            out.append(escape)
            starts.extend(range(m.start(), m.end()))
            ends.extend(range(m.start() + 1, m.end() + 1))
        else:
            out.append(char)
            starts.append(m.start())
            ends.append(m.end())
        last = m.end()
    out.append(text[last:])
    starts.extend(range(last, len(text)))
    ends.extend(range(last + 1, len(text) + 1))
    view = "".join(out)
    return None if view == text else (view, starts, ends)  # only control escapes: nothing read


def read_escapes(text: str) -> str:
    """``text`` with its JSON string escapes read (:func:`unescape_view`), or ``text`` itself."""
    view = unescape_view(text)
    return text if view is None else view[0]


def expanding_characters() -> frozenset[str]:
    """Every character :func:`expand_view` expands (for tests)."""
    return frozenset(_EXPANDING)


def fold_char(ch: str) -> str:
    """Fold one character (see :func:`fold`)."""
    return ch.translate(_TABLE)


def is_fullwidth(ch: str) -> bool:
    """True for a full-width ASCII variant (U+FF01–U+FF5E) or U+3000."""
    return 0xFF01 <= ord(ch) <= 0xFF5E or ch == "\u3000"


def to_fullwidth(ch: str) -> str:
    """The full-width form of a printable ASCII character (space → U+3000); other characters
    unchanged."""
    if ch == " ":
        return "\u3000"
    if "!" <= ch <= "~":
        return chr(ord(ch) + 0xFEE0)
    return ch


_OCR = {"O": "0", "o": "0", "l": "1", "I": "1", "|": "1", "B": "8", "S": "5"}
_OCR_CHAR = re.compile("[" + re.escape("".join(_OCR)) + "]")


def _column_bars(folded: str) -> frozenset[int]:
    """Positions of the ``|`` that separate table cells: every bar of a line with two or more of
    which one is not glued inside a number (``09|2-3|5-678`` is a number with two 1s), and a bar
    beside a tab or with a CJK character after it (spaces skipped)."""

    def inside(i: int) -> bool:
        return all(
            0 <= j < len(folded) and folded[j].isascii() and folded[j].isalnum()
            for j in (i - 1, i + 1)
        )

    out: set[int] = set()
    start = 0
    for line in folded.split("\n"):
        at = [start + k for k, ch in enumerate(line) if ch == "|"]
        if len(at) >= 2 and not all(inside(i) for i in at):
            out.update(at)
        else:
            for i in at:
                j = i + 1
                while j < len(folded) and folded[j] == " ":
                    j += 1
                if (i > 0 and folded[i - 1] == "\t") or (
                    j < len(folded) and (folded[j] == "\t" or _is_cjk(folded[j]))
                ):
                    out.add(i)
        start += len(line) + 1
    return frozenset(out)


def fold_ocr(folded: str) -> str:
    """Undo OCR letter/digit confusions inside numbers of an already folded text (same length).

    O/o→0, l/I/|→1, B→8, S→5, but only between digits (``09l2-345-6B8``) or at the end of a
    digit run; a leading ``O`` becomes 0 only when two digits follow (``O912…``). Letters that
    start a token otherwise stay letters, so ID prefixes such as ``B1…`` survive. A column bar is
    never a digit: a ``|`` stays a bar on a line that holds another bar (a table row:
    ``1｜羅文彬｜4532 S493 O666 8364｜—``), beside a tab, or before a CJK character
    (``…8364｜備註``).
    """
    chars = list(folded)
    n = len(chars)
    bars = _column_bars(folded) if "|" in folded else frozenset()

    def digit(i: int) -> bool:
        return 0 <= i < n and chars[i].isascii() and chars[i].isdigit()

    def near_digit(i: int, step: int) -> bool:
        j = i + step
        if 0 <= j < n and chars[j] in " -#" and digit(j + step):
            return True
        return digit(j) or (0 <= j < n and chars[j] in _OCR and digit(j + step))

    for m in _OCR_CHAR.finditer(folded):  # the confusable letters only, left to right
        i, c = m.start(), m.group()
        if i in bars:
            continue
        before, after = near_digit(i, -1), near_digit(i, 1)
        run_end = i + 1 >= n or not (chars[i + 1].isascii() and chars[i + 1].isalnum())
        if (
            (before and after)
            or (before and run_end)
            or (
                c in "Oo"
                and not digit(i - 1)
                and digit(i + 1)
                and (digit(i + 2) or (i + 2 < n and chars[i + 2] in "-)"))
                and not (i > 0 and chars[i - 1].isascii() and chars[i - 1].isalpha())
            )
        ):
            chars[i] = _OCR[c]
    return "".join(chars)


def _is_cjk(ch: str) -> bool:
    cp = ord(ch)
    return 0x3400 <= cp <= 0x9FFF or 0xF900 <= cp <= 0xFAFF or 0x20000 <= cp <= 0x3134F


def _ascii_word(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch in "@._-+/:#()%=&?~")


_NAME_DOTS = "‧·・•．"
_CHAT_TIME = re.compile(
    r"\d{1,2}:\d{2}(?::\d{2})?[\t ]"
)  # a chat export's next message, not a wrapped URL


# A line opening with a Latin field label (Email：…, Tel: …, Mobile 0912…): the line break before it
# ends what stands above it, and is no wrap inside an e-mail or a URL. The rest of a URL's scheme
# (h⏎ttp://…, htt⏎ps://…) is no label: letters then :/ continue the word before the break.
_FIELD_LABEL = re.compile(r"(?![A-Za-z]*:/)[A-Za-z][A-Za-z\-]*(?:[ \t]*[：:=＝]|[ \t]+[0-9(（+])")


_BREAK_CHAR = re.compile(r"[ \t\n]")


def compact_view(folded: str, original: str | None = None) -> tuple[str, list[int]]:
    """A copy of ``folded`` without the breaks that noise puts inside values, and the map back.

    Removed: a whitespace run of at most four characters with at most one line break when it
    stands between two digits (0 9 1 2, 1\\u300028-KAL) or a digit and a CJK character (348\\n號);
    the same between two CJK characters (法　官, 陳　素貞, 徐淑\\n惠); and a single line break
    (with spaces around it) between two ASCII word characters (an e-mail or URL wrapped at the line
    end). A space between two ASCII words is kept, so two e-mails in a row never merge. A tab is a
    field separator (chat exports: ``10:42<TAB>萬勝利<TAB>柳小姐…``) and is never removed. With
    ``original`` given, an emoji's marks (U+FE0F, the keycap's U+20E3, folded to spaces) are removed
    wherever they stand (0️⃣9️⃣-5️⃣ reads 09-5). With
    ``original`` given, an ideographic space U+3000 between two ASCII letters (``Noel Cru　z``: no
    writer puts one inside a Latin word) and a space beside a name's middle dot (``阿棟　‧拉夫``)
    are removed as well. Returns ``(view, index)`` with ``index[i]`` the position in ``folded`` of
    the view's i-th character; :func:`line_breaks` tells where the view joined two lines.
    """
    out: list[str] = []
    index: list[int] = []
    n = len(folded)
    i = 0
    prev = ""  # the view's last character
    while i < n:
        space = _BREAK_CHAR.search(folded, i)  # the text between breaks is copied whole
        k = n if space is None else space.start()
        if k > i:
            out.append(folded[i:k])
            index.extend(range(i, k))
            prev, i = folded[k - 1], k
            if k == n:
                break
        ch = folded[i]
        if original is not None and original[i] in _EMOJI_MARKS:
            i += 1  # a keycap's marks (0️⃣9️⃣-1️⃣): nothing between the digits, whatever follows
            continue
        if prev:
            j = i
            while j < n and folded[j] in " \t\n" and j - i < 5:
                j += 1
            run = folded[i:j]
            if (
                "\t" not in run
                and j < n
                and len(run) <= 4
                and run.count("\n") <= 1
                and folded[j] not in " \t\n"
                and not ("\n" in run and _CHAT_TIME.match(folded, j))
            ):  # the next chat message starts a line
                nxt = folded[j]
                digit_prev = prev.isdigit() and prev.isascii()
                digit_next = nxt.isdigit() and nxt.isascii()
                if (
                    (_is_cjk(prev) and _is_cjk(nxt))
                    or (
                        digit_prev and digit_next and (len(run) <= 2 or "\n" in run)
                    )  # 3+ spaces: a table column gap
                    or (digit_prev and _is_cjk(nxt))  # 348\n號, 8　樓
                    or (_is_cjk(prev) and digit_next)  # 之　9號, 民國 80
                    or (
                        "\n" in run
                        and _ascii_word(prev)
                        and _ascii_word(nxt)
                        and not _FIELD_LABEL.match(folded, j)
                    )  # not a name before the next line's field (Kevin⏎Email：…)
                    or (
                        original is not None
                        and "\n" not in run
                        and original[i:j] == "\u3000"
                        and prev.isascii()
                        and prev.isalpha()
                        and nxt.isascii()
                        and nxt.isalpha()
                    )
                    or (
                        "\n" not in run
                        and (
                            (_is_cjk(prev) and nxt in _NAME_DOTS)
                            or (prev in _NAME_DOTS and _is_cjk(nxt))
                        )
                    )
                ):
                    i = j
                    continue
        out.append(ch)
        index.append(i)
        prev = ch
        i += 1
    return "".join(out), index


@dataclass(frozen=True)
class Breaks:
    """Where the compact view removed line breaks and spaces (view positions), handed to the
    recognizers with the view they read: a name may run across a joined line (徐淑|惠) but what
    follows the join (法官問… on the next line) is no title of the name before it; a removed space
    is a weak word boundary (鄭美好　帳號). Empty for a text read as it is."""

    joined: frozenset[int] = frozenset()
    """Positions whose character followed a removed line break (a joined line's first character)."""
    spaced: frozenset[int] = frozenset()
    """Positions whose character followed removed spaces without a line break."""

    @classmethod
    def of_view(cls, folded: str, index: list[int]) -> Breaks:
        """The breaks of the compact view ``index`` maps into ``folded``."""
        return cls(line_breaks(folded, index), removed_spaces(folded, index))


NO_BREAKS = Breaks()


def line_breaks(folded: str, index: list[int]) -> frozenset[int]:
    """View positions whose character followed a removed line break (a joined line's first
    character)."""
    return frozenset(i for i in _gaps(index) if "\n" in folded[index[i - 1] + 1 : index[i]])


def removed_spaces(folded: str, index: list[int]) -> frozenset[int]:
    """View positions whose character followed removed spaces without a line break (陳美好　帳號 →
    陳美好|帳號)."""
    return frozenset(i for i in _gaps(index) if "\n" not in folded[index[i - 1] + 1 : index[i]])


def _gaps(index: list[int]) -> list[int]:
    """View positions whose character does not follow the one before it in the text (something
    was removed between them)."""
    return [i for i, (a, b) in enumerate(pairwise(index), 1) if b - a > 1]
