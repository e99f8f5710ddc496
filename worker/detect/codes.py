"""Identifier-shaped tokens: one candidate source for letter-and-digit codes, whatever their label.

* :func:`code_view` — a same-length copy of the folded text with OCR confusions undone *inside
  code-shaped tokens* (O/o → 0, l/I → 1 beside a digit; S → 5, B → 8, Z → 2, G → 6 between two
  digits; a run of six or more Chinese digit characters → ASCII digits; a middle dot between digit
  groups → ``-``). Every number recognizer (IDs, accounts, phones, plates, dates, addresses) reads
  it as well as the plain folded text, so one fold serves them all.
* :func:`find_labelled_codes` — the value after a label of ``worker/data/id_labels.txt`` (員工編號,
  保單號碼, 局號, 末四碼, 車號, 賣家, 網銀代號 …), typed by the label, in the label's value shape;
  lists (末四碼3381、5027) included.
* :func:`find_masked_values` — masked numbers as whole values (A12****789, 4907-62**-****-3350).
* :func:`find_code_shapes` — recall first: any token that looks like a personal number or code
  (letters and three or more digits, or seven to nine digits) and is not positively known to be
  something else by ``worker/data/non_personal_shapes.txt`` (an amount, a 案號, a statute, a
  hotline, a model name). These are weak candidates: every labelled or validated value wins over
  them.

The label is evidence, not the only trigger. Offsets are those of the folded text (same length).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, lru_cache
from importlib import resources
from itertools import chain, pairwise

from worker.detect.contact import PLATFORM_HEADER, phone_shaped
from worker.detect.lexicon import english_words, private_body_re, surnames, word_list
from worker.text import scan
from worker.text.checksums import luhn_valid
from worker.text.fold import NO_BREAKS, Breaks
from worker.text.spans import (
    BANK_ACCOUNT,
    CARD_NUMBER,
    LICENCE_PLATE,
    NHI_CARD,
    OTHER_ID,
    PASSPORT,
    PASSWORD,
    PERSON,
    PHONE,
    RESIDENT_ID,
    SOCIAL_HANDLE,
    TW_ID,
    Span,
)
from worker.text.tables import CSV_SEP, cells_below_headers

_KINDS = {"other_id": OTHER_ID, "bank_account": BANK_ACCOUNT, "licence_plate": LICENCE_PLATE,
          "social_handle": SOCIAL_HANDLE, "password": PASSWORD, "tw_id": TW_ID,
          "passport": PASSPORT, "person": PERSON}  # fmt: skip


@cache
def data_rows(name: str) -> tuple[tuple[str, ...], ...]:
    """The tab-separated rows of ``worker/data/<name>.txt`` (``#`` lines and blank lines skipped):
    the one loader of the identifier word lists."""
    text = resources.files("worker").joinpath(f"data/{name}.txt").read_text(encoding="utf-8")
    return tuple(
        tuple(line.split("\t"))
        for line in text.splitlines()
        if line.strip() and not line.startswith("#")
    )


@cache
def labels() -> dict[str, tuple[tuple[str, str], ...]]:
    """label → ((entity type, value shape), …) from ``id_labels.txt``."""
    out: dict[str, list[tuple[str, str]]] = {}
    for label, kind, shape in data_rows("id_labels"):
        out.setdefault(label, []).append((_KINDS[kind], shape))
    return {k: tuple(v) for k, v in out.items()}


@cache
def _label_res() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(CJK labels, ASCII labels), longest first (保單號碼 before 保單). An ASCII label (ID, token)
    is a word of its own, not the end of a longer ASCII word (PID, tokens). Literal alternatives
    only in the first, so the engine skips to their first characters."""
    words = sorted(labels(), key=len, reverse=True)
    cjk = "|".join(re.escape(w) for w in words if not w[0].isascii())
    ascii_ = "|".join(re.escape(w) for w in words if w[0].isascii())
    return re.compile(cjk), re.compile(rf"(?<![A-Za-z])(?:{ascii_})(?![a-z])")


@cache
def _non_personal() -> tuple[re.Pattern[str], ...]:
    """(value, before, after, business-number label, sole-proprietorship words) of
    ``non_personal_shapes.txt``."""
    parts: dict[str, list[str]] = {"value": [], "before": [], "after": [], "ban": [], "sole": []}
    for _name, where, pattern in data_rows("non_personal_shapes"):
        parts[where].append(f"(?:{pattern})")
    return tuple(
        re.compile("|".join(parts[k])) for k in ("value", "before", "after", "ban", "sole")
    )


def known_before(before: str) -> bool:
    """The text ``before`` a number ends in a label of ``non_personal_shapes.txt`` (ISBN, 文號,
    金額, 型號, 分行代號 …): the number after it is positively something else."""
    return _non_personal()[1].search(before) is not None


# ------------------------------------------------------------------ the code view
_ONE_SIDE = {"O": "0", "o": "0", "l": "1", "I": "1"}  # not |: a table's cell border (｜４｜9,600｜)
_BETWEEN = {"S": "5", "B": "8", "Z": "2", "G": "6"}
_CONFUSABLE = re.compile(r"[OolISBZG]")
_CN_DIGIT = {c: str(i) for i, c in enumerate("零一二三四五六七八九")} | {"〇": "0", "○": "0"}
_CN_RUN = re.compile(
    r"[零〇○一二三四五六七八九]{6,}|(?<=[A-Za-z])[零〇○一二三四五六七八九]{9}"
    # groups apart by hyphens, eight digits or more (〇一二-三四五-六七八九〇)
    r"|(?=(?:[零〇○一二三四五六七八九][\-]?){8})[零〇○一二三四五六七八九]{2,}"
    r"(?:-[零〇○一二三四五六七八九]{2,})+"
    # Chinese digits inside an ASCII number, two or more between ASCII digits, glued or a hyphen
    # or space apart (0912-三四五-678, 09一二345678); 3月一二日, 第1段一二三號 stay
    r"|(?<=[0-9])[\- ]?[零〇○一二三四五六七八九]{2,}(?=[\- ]?[0-9])"
    r"|(?<=[0-9][0-9])[\- ]?[零〇○一二三四五六七八九]{2,}(?=[0-9])"
)
_DOT_IN_DIGITS = re.compile(r"(?<=[0-9])[•·∙‧・](?=[0-9])")
# A circle between two digits is a zero written by hand or read by OCR (R1254○6689, 02-23○5-6789);
# between Chinese characters it masks a name (王○明) and stays.
_CIRCLE_IN_DIGITS = re.compile(r"(?<=[0-9])[○〇](?=[0-9])")
_ONE_SIDE_ONLY = frozenset("0123456789OolI")
_ALL_CONFUSABLE = frozenset("OolISBZG")
_NEAR_DIGIT = re.compile(r"[OolISBZG][ \-]?[0-9]|[0-9][ \-]?[OolISBZG]")
_ALNUM = re.compile(r"[0-9A-Za-z]+")
# A number between two address units (段S5巷, 巷l2弄, 號B樓 is no number: a digit is required)
_ADDRESS_NUMBER = re.compile(r"(?<=[段路街巷弄])[0-9OolISBZG]{1,4}(?=[巷弄號樓之])")
_HAS_DIGIT = re.compile(r"[0-9]")


_NUMERIC_GROUP = re.compile(r"(?=[OolI]*[0-9])[0-9OolI]+(?![0-9A-Za-z])")


def _numeric_group_at(text: str, i: int) -> bool:
    """A group of digits and digit-like letters with one real digit starts at ``i`` (OOOO l847:
    the l847 after the zeros)."""
    return _NUMERIC_GROUP.match(text, i) is not None


@lru_cache(maxsize=16)
def code_view(folded: str) -> str:
    """``folded`` with OCR confusions undone inside code-shaped tokens (same length; see the module
    doc).

    A confusable letter becomes a digit when a digit touches it (O, o, l, I, |; also across one
    space or hyphen when its own group is all digits and confusables: ``OOOO 2l77``) or stands on
    both sides (S, B, Z, G). Repeated until nothing changes, so ``Oll3`` → ``0113``."""
    if not (
        _NEAR_DIGIT.search(folded)
        or _CN_RUN.search(folded)
        or _DOT_IN_DIGITS.search(folded)
        or _CIRCLE_IN_DIGITS.search(folded)
    ):
        return folded
    chars = list(folded)
    n = len(chars)
    for m in scan.finditer(_CN_RUN, folded):
        for i in range(m.start(), m.end()):
            chars[i] = _CN_DIGIT.get(chars[i], chars[i])
    for m in _DOT_IN_DIGITS.finditer(folded):
        chars[m.start()] = "-"
    for m in _CIRCLE_IN_DIGITS.finditer(folded):
        chars[m.start()] = "0"

    def digit(i: int) -> bool:
        return 0 <= i < n and "0" <= chars[i] <= "9"

    def group_is_numeric(i: int) -> bool:
        j = i
        while j > 0 and chars[j - 1].isascii() and chars[j - 1].isalnum():
            j -= 1
        k = i
        while k < n and chars[k].isascii() and chars[k].isalnum():
            if chars[k] not in _ONE_SIDE_ONLY:
                return False
            k += 1
        return all(chars[x] in _ONE_SIDE_ONLY for x in range(j, i))

    pending: list[int] = []
    for t in _ALNUM.finditer(
        folded
    ):  # ASCII words with a digit, or all-confusable words beside a digit group
        a, b = t.start(), t.end()
        word = t.group()
        if not _CONFUSABLE.search(word):
            continue
        if not _HAS_DIGIT.search(word) and not (
            word.strip("OolI") == ""
            and (
                (a >= 2 and folded[a - 1] in " -" and folded[a - 2].isdigit())
                or (b + 1 < n and folded[b] in " -" and _numeric_group_at(folded, b + 1))
            )
        ):
            continue
        pending.extend(c.start() for c in _CONFUSABLE.finditer(folded, a, b))
    while pending:
        left = []
        for i in pending:
            c = chars[i]
            if c in _ONE_SIDE:
                if (
                    digit(i - 1)
                    or digit(i + 1)
                    or (
                        (
                            (i >= 2 and chars[i - 1] in " -" and digit(i - 2))
                            or (i + 2 < n and chars[i + 1] in " -" and digit(i + 2))
                        )
                        and group_is_numeric(i)
                    )
                ):
                    chars[i] = _ONE_SIDE[c]
                    continue
            elif digit(i - 1) and digit(i + 1):
                chars[i] = _BETWEEN[c]
                continue
            left.append(i)
        if len(left) == len(pending):
            break
        pending = left
    for m in _ADDRESS_NUMBER.finditer(folded):  # 木柵路三段S5巷: a number between address units
        if _HAS_DIGIT.search(m.group()):
            for i in range(m.start(), m.end()):
                chars[i] = _BETWEEN.get(chars[i]) or _ONE_SIDE.get(chars[i]) or chars[i]
    return "".join(chars)


# ------------------------------------------------------------------ labelled values
# The label may stand in a table's cell and its value in the next (│ 車身號碼    │ JTD…, ｜學號｜…).
_GAP = re.compile(
    r"[ \t]*(?:[:：#＃│┃｜|]|No\.?|NO\.?|是|為|[（(「『\[［])?[ \t]*(?:[:：]|是|為)?[ \t]*"
    r"(?:(?:(?<=[:：])|(?<=[:：][ ]))[#＃][ ]?)?"  # 客服單號：#A-99213, 報修單號: #R-20931
)
# An English (or Indonesian) caption between a label and its value: 員工編號 Employee No.：JC-11307,
# 工號 No. Karyawan：HY-F023, 保單號碼 Policy No.／証券番号：AH0612045197.
# A caption word may be a small number (末四碼 Last 4：…, 後五碼 Last 5 digits：…).
_CAPTION_GAP = re.compile(
    r"[ \t]*[A-Za-z][A-Za-z.]*(?:[ ]?(?:[A-Za-z][A-Za-z.]*|[0-9]{1,2}(?![0-9])))"
    r"{0,2}[ ]?(?:[／/][^\s:：]{1,8})?[ ]?[:：][ \t]*"
)
_MASK = "*□xX"
_SHAPES = {
    # letters, digits, masks; - / . inside; a single space only between two digits (9033 6718 2054)
    "code": re.compile(
        # an issuing office's or a branch's short name before the digits (永低1120355 of a
        # low-income certificate, 屏農0347216, 陸退 0291546 of a veteran's card)
        r"(?:(?![第共約計為是碼號])[\u4e00-\u9fff]{1,2}[ ]?(?=[0-9]{5}))?"
        r"(?:[A-Z]{1,4}[ ](?=[0-9]{3}))?"  # a letter prefix, a space, the digits (JC 90215)
        r"[0-9A-Za-z*□](?:[0-9A-Za-z*□]|[\-/.](?=[0-9A-Za-z*□])|[ ](?=[0-9]{2})(?<=[0-9] ))*"
    ),
    # a licence or certificate number as authorities write it: (105)北市經字第004398號,
    # 禮字第001873號
    "licence": re.compile(
        r"(?:[(（]?[0-9]{2,3}[)）]?)?[\u4e00-\u9fff]{0,8}?字第[ ]?[0-9A-Za-z\-]{2,10}[ ]?號"
    ),
    "digits": re.compile(r"[0-9*□](?:[0-9*□]|[\- ](?=[0-9*□]))*(?![0-9A-Za-z])"),
    # a shop's ticket number with its shop's character before it (當票鴻字113-0487, 龍113-2216)
    "ticket": re.compile(
        r"(?:[\u4e00-\u9fff]{1,2}?字?第?[ ]?)?[0-9A-Za-z](?:[0-9A-Za-z]|[\-/](?=[0-9A-Za-z]))*"
        r"(?:號(?!碼))?"
    ),
    # digits or read-out Chinese digits (末五碼：三七二一五)
    "tail": re.compile(
        r"[0-9*]{3,6}(?![0-9A-Za-z])|[零〇○一二三四五六七八九]{3,6}"
        r"(?![零〇○一二三四五六七八九十百千萬])"
    ),
    # with a hyphen, a space or nothing between the groups (ABC-1234, ABC 1234, ABC1234)
    "plate": re.compile(r"[A-Z0-9]{2,4}(?:[ \-]?[A-Z0-9]{2,4})?(?![0-9A-Za-z])"),
    # a Chinese part after an underscore, digits after it (tw_阿倫0827, jd_雨桐0415)
    "handle": re.compile(
        r"@?[A-Za-z0-9][A-Za-z0-9_.\-]{1,39}(?<![.\-])"
        r"(?:(?<=_)[\u4e00-\u9fff]{1,6}[A-Za-z0-9][A-Za-z0-9_.\-]{0,20}(?<![.\-]))?"
    ),
    # 17 characters of a vehicle identification number, any grouping (WVW ZZZ 1K Z8W 076 543,
    # JT2-AE92E-0T3108224)
    "vin": re.compile(r"[A-HJ-NPR-Z0-9](?:[ \-]?[A-HJ-NPR-Z0-9]){16}(?![A-Za-z0-9])"),
    # a display name in any script, its symbols inside (劍心☆阿翔, 星空の守護者, 夜貓Kiki_07): up
    # to a space, a bracket or a mark
    "display": re.compile(r"[^\s，。、；;：:,！!？?（）()「」『』【】\[\]|｜/／]{2,20}"),
    "secret": re.compile(r"[!-~]{4,64}"),
    # a device's serial number (C02FK3XYQ6L4, 5CD-1234-XYZ)
    "serial": re.compile(r"[0-9A-Za-z](?:[0-9A-Za-z]|-(?=[0-9A-Za-z]))*(?![0-9A-Za-z])"),
}
# A note in brackets may stand before the separator (FSL-…（終身醫療）／FSL-…).
_LIST_SEP = re.compile(r"[ ]?(?:[(][^()\n]{1,12}[)][ ]?)?(?:、|,|，|及|和|與|/|;|；)[ ]?")
_SECRET_TRAILING = ",;:)]}'\".。"
# An account named in quotes (Telegram暱稱「老K_888」, 帳號叫「凱哥農機」,
# 帳號名稱是「阿珠的小舖」); digits alone after 帳號 are a bank's account, read by its own
# recognizer.
_QUOTED_HANDLE = re.compile(
    r"(?:暱稱|ID|名稱|帳號(?=[ ]?(?:名稱|名字|名)?[ ]?(?:叫做|叫|是|為|取名)))"
    r"[ ]?(?:名稱|名字|名)?[ ]?(?:叫做|叫|是|為|取名)?[ ]?[：:]?[ ]?"
    r"[「『“\"](?![0-9\- ]+[」』”\"])([^」』”\"\n]{1,24})[」』”\"]"
)


def _value_ok(shape: str, value: str, colon: bool) -> bool:
    digits = sum(c.isdigit() or c in _MASK for c in value)
    if shape == "code":
        return len(value.replace(" ", "").replace("-", "")) >= 3 and digits >= 2
    if shape == "digits":
        return sum(c.isdigit() for c in value) >= 4
    if shape == "tail":
        return sum(c.isdigit() or c in _CN_DIGIT for c in value) >= 3
    if shape == "plate":
        compact = value.replace(" ", "").replace("-", "")
        return (
            5 <= len(compact) <= 8
            and any(c.isalpha() for c in compact)
            and sum(c.isdigit() for c in compact) >= 2
        )
    if shape == "handle":
        if not any(c.isalpha() for c in value) or value.lower() in (
            "line",
            "id",
            "email",
            "e-mail",
            "no",
            "name",
        ):
            return False
        return (
            colon
            or any(c.isdigit() or c in "_." for c in value)
            or (value.isascii() and value.islower() and value not in english_words())
        )
    if shape == "secret":
        return len(value) >= 4
    if shape == "vin":
        return digits >= 3
    if shape == "display":
        return not value.isdigit() and not all(c in "-_.*=~" for c in value)
    if shape in ("licence", "ticket"):
        return digits >= 3
    if shape == "serial":
        compact = value.replace("-", "")
        return (len(compact) >= 6 and digits >= 2 and any(c.isalpha() for c in value)) or (
            digits >= 8
        )  # a row's 序號 001 is none; a serial of digits alone is long (0093-2281-0093-2281)
    return False


# Any other ``…編號 / …號碼 / …序號 / …代號 / …卡號`` label names a code too (申訴編號, 夥伴編號,
# 會籍號碼, 就診卡號); those of kinds with recognizers of their own (電話號碼, 身分證號碼, 統一編號,
# 信用卡號 …) are left to them.
_GENERIC_TAIL = re.compile(r"編號|號碼|序號|代號|編碼|卡號")
_GENERIC_NOT = re.compile(
    r"""
        電話 | 手機 | 傳真 | 聯絡                        # contact numbers
      | 身分 | 身份 | 統一 | 護照 | 居留 | 健保            # identity documents
      | 信用卡 | 金融卡 | 簽帳 | 提款卡 | 現金卡 | 帳     # payment cards and accounts (a clinic's
                                                         # or a club's 卡號 is the holder's code)
      | 車牌 | 門牌 | 郵遞 | 分機 | 房間                 # places, extensions
      | 案 | 字 | 文                                     # a file's or a letter's number
    """,
    re.VERBOSE,
)
_GENERIC = ((OTHER_ID, "code"), (OTHER_ID, "licence"))
# ``#`` before a code (Invoice #2024-117, 開單 #CS77120): 5+ characters with 2+ digits, never a
# phone extension.
# Not glued to a handle before it (nini#0922: a Discord tag, the handle's own).
_HASH_CODE = re.compile(r"(?<![0-9] )(?<![0-9A-Za-z_.])[#＃](?=[0-9A-Za-z]{2,}[0-9A-Za-z\-]*[0-9])")


# 末四碼 / 後五碼 asked for without a value after it: the answers on the next lines are digit
# runs of exactly that length (客服：請提供帳號末四碼。⏎[客戶] 3308; 匯完留末五碼⏎21:30 某人 已匯
# 66104).
_TAIL_DIGITS = {
    f"{w}{n}碼": d
    for w in ("末", "後")
    for names in ("三四五六", "3456")
    for n, d in zip(names, (3, 4, 5, 6), strict=True)
}
_TAIL_LINES = 6
_COURT_YEAR = re.compile(r"年度[\u4e00-\u9fff]{0,3}$|度$")


def _tail_answers(view: str, label_end: int, digits: int) -> Iterator[Span]:
    line_end = view.find("\n", label_end)
    if line_end == -1:
        return
    stop = line_end
    for _ in range(_TAIL_LINES):
        nxt = view.find("\n", stop + 1)
        stop = len(view) if nxt == -1 else nxt
        if nxt == -1:
            break
    answer = re.compile(
        rf"(?<![0-9A-Za-z.,:/\-#$])[0-9]{{{digits}}}"
        r"(?![0-9A-Za-z.,:/\-]|[ ]?(?:元|塊|萬|%|％|年|月|日|號|樓|人|次|分|秒))"
    )
    for m in answer.finditer(view, line_end, stop):
        yield Span(m.start(), m.end(), BANK_ACCOUNT, source="rule:labelled_tail_answer", score=0.7)


# A unit glued after digits: a date's year, month or day, an age, a count (調閱病歷113年1月).
_COUNTED_AFTER = re.compile(r"[ ]?(?:年|月|日|歲|份|次|頁|張|天|元|個|人|位|名)")


def _label_matches(view: str) -> Iterator[tuple[str, int]]:
    """(label, end) of every label occurrence, overlapping ones included (大門密碼 and 密碼鎖 in
    大門密碼鎖), then the generic …編號 labels (read back from their tail) and ``#``."""
    for pattern in _label_res():
        pos = 0
        while (m := pattern.search(view, pos)) is not None:
            yield m.group(), m.end()
            pos = m.start() + 1
    known = labels()
    for m in _GENERIC_TAIL.finditer(view):
        start = m.start()
        while start > 0 and m.start() - start < 4 and "\u4e00" <= view[start - 1] <= "\u9fff":
            start -= 1
        word = view[start : m.end()]
        if start == m.start() or any(
            word.endswith(k) for k in (word[i:] for i in range(len(word) - 1)) if k in known
        ):
            continue
        if _GENERIC_NOT.search(word) or _non_personal()[1].search(word):
            continue  # 分行代號, 銀行代碼: positively no person's (non_personal_shapes.txt)
        yield "", m.end()
    _value_re, before_re, _after_re, _ban, _sole = _non_personal()
    for m in _COLON_TAIL.finditer(view):
        start = m.start()
        while start > 0 and m.start() - start < 4 and "\u4e00" <= view[start - 1] <= "\u9fff":
            start -= 1
        word = view[start : m.end()]
        tails = (word[i:] for i in range(len(word)))
        if any(k in known and k != "ID" for k in tails):
            continue  # a label of its own (學號：, 戶號：): read above, in its own shape; a bare ID
            # takes a handle there, 會員ID：482913 holds a number
        if _GENERIC_NOT.search(word) or before_re.search(word):
            continue  # 型號：, 批號：, 文號：: a product's or a letter's number
        if view[m.end()] == " " and view[m.end() + 1 : m.end() + 2].isdigit():
            yield _SPACED_NUMBER, m.end()
        else:
            yield _DIGITS_ID if m.group() == "ID" else "", m.end()
    for m in scan.finditer(_HASH_CODE, view):
        yield "", m.end()


# Recall first: any field whose label ends like a number's name (…號, …碼, …證, …ID) followed by
# a colon (or a space and digits: _SPACED_NUMBER) holds a code (檔號：482913, 會號：…, 就診號：…,
# 會員ID：…, 房號：…), unless the label is known to be something else (non_personal_shapes.txt:
# 型號, 批號, 文號 …) or names a kind with a recognizer of its own (電話, 身分, 帳 …).
_COLON_TAIL = re.compile(r"(?<=[\u4e00-\u9fff])(?:號|碼|證|ID)(?=[ ]?:|[ ][0-9])")
# …ID： holds a handle (相對人ID：koala5566, the ID label's own reading) or, digits only, a number
_DIGITS_ID = "\x00ID"
# …號 / …碼 / …證 and a space before digits, no colon (社福卡號 0023-4412, 會號 55017): a number of
# four digits or more (年號 12 is none)
_SPACED_NUMBER = "\x00sp"


def _before_removed_space(
    start: int, value: str, breaks: Breaks = NO_BREAKS, text: str = ""
) -> str:
    """``value`` cut where the compact view removed a space between two ASCII letters (WPN　NT$: two
    tokens that the view joined), and where it joined the next line when that line opens with a
    date (帳號 0821-6600-1873⏎113/05/28｜…: a statement's next row, no wrapped digits)."""
    spaced = breaks.spaced
    if spaced:
        for i in range(start + 1, start + len(value)):
            if i in spaced and value[i - start - 1].isalpha() and value[i - start].isalpha():
                return value[: i - start]
    joined = breaks.joined
    if joined and text:
        for i in range(start + 1, start + len(value)):
            if i in joined and _DATE_AT.match(text, i):
                return value[: i - start]
    return value


def _before_any_break(start: int, value: str, breaks: Breaks) -> str:
    """``value`` cut where the compact view removed a space or joined a line: a display name
    (阿凱Kai_07 已被檢舉) ends at the first space."""
    for i in range(start + 1, start + len(value)):
        if i in breaks.spaced or i in breaks.joined:
            return value[: i - start]
    return value


# A date that opens a line (113/05/28, 2024-05-28, 113.05.28)
_DATE_AT = re.compile(
    r"[0-9]{2,4}[/.\-](?:0?[1-9]|1[0-2])[/.\-](?:0?[1-9]|[12][0-9]|3[01])(?![0-9])"
)


@cache
def _holder_after() -> re.Pattern[str]:
    """A number, then 號 and who holds it (``number_holder_words.txt``): 0389271 號會員."""
    words = sorted(word_list("number_holder_words.txt"), key=len, reverse=True)
    return re.compile(
        # not a house number (中正路120號房客: the address's)
        r"(?<![0-9A-Za-z\-])(?<![路街巷弄段衖之])(?<![路街巷弄段衖之] )"
        r"([A-Z]{0,3}-?[0-9]{3,12})[ ]?號[ ]?(?:的[ ]?)?(?:" + "|".join(map(re.escape, words)) + ")"
    )


def find_labelled_codes(
    folded: str, codes: str | None = None, breaks: Breaks = NO_BREAKS
) -> Iterator[Span]:
    """The value right after an identifier label, typed by the label (see ``id_labels.txt``),
    and a number before the word of who holds it (0389271 號會員: ``number_holder_words.txt``).

    ``codes`` is :func:`code_view` of ``folded`` (computed when not given): its digits decide, the
    spans are the same in both."""
    view = code_view(folded) if codes is None else codes
    if "號" in view:
        for h in scan.finditer(_holder_after(), view):
            yield Span(h.start(1), h.end(1), OTHER_ID, source="rule:code_before_holder", score=0.7)
    table = labels()
    for label, label_end in _label_matches(view):
        if label.endswith("字第") and _COURT_YEAR.search(view, max(0, label_end - len(label) - 6),
                                                      label_end - len(label)):  # fmt: skip
            continue  # 112年度醫字第12號 is a court's case number, not a doctor's licence
        gap = _CAPTION_GAP.match(view, label_end) or _GAP.match(view, label_end)
        assert gap is not None  # every part of _GAP is optional: it matches, if only empty
        pos = gap.end()
        colon = any(c in gap.group() for c in ":：是為")
        found = False
        kinds = (
            ((OTHER_ID, "digits"),)
            if label in (_DIGITS_ID, _SPACED_NUMBER)
            else table.get(label, _GENERIC)
        )
        if (OTHER_ID, "code") in kinds and (OTHER_ID, "licence") not in kinds:
            kinds = (*kinds, (OTHER_ID, "licence"))  # 收容編號 宜收字第0925號: written as a licence
        for kind, shape in kinds:
            source = view if shape not in ("handle", "secret", "display") else folded
            start = pos
            if shape == "licence" and pos > label_end and view[pos - 1] in "(（":
                start = pos - 1  # the gap took the bracket of (108)登字第…號
            v = _SHAPES[shape].match(source, start)
            if not v:
                continue
            value = v.group()
            if shape == "secret":
                value = value.rstrip(_SECRET_TRAILING)
            if shape != "vin":  # a VIN's groups are letters beside letters (JTD KB20U …)
                value = _before_removed_space(start, value, breaks=breaks, text=view)
            if shape == "display":
                value = _before_any_break(start, value, breaks)
            if not value or not _value_ok(shape, value, colon):
                continue
            if kind == PASSPORT and phone_shaped(re.sub(r"[^0-9]", "", value)):
                continue  # 護照號碼：0912345678: a phone written in the wrong field
            if shape == "licence" and "年度" in value:
                continue  # 案件編號：113年度訴字第1234號 is a court's case number
            if value.isdigit() and _COUNTED_AFTER.match(source, start + len(value)):
                continue  # 病歷113年1月至6月, 病歷 3 份: a year or a count, not the number
            found = True
            # a # after a colon or a Chinese word is part of how the code is written (訂單：#8F2C1,
            # 單號#7734); in English it reads "number" (Quote #Q2024-0831)
            hashed = (
                shape == "code"
                and start > 1
                and view[start - 1] in "#＃"
                and (view[start - 2] in ":：" or "\u4e00" <= view[start - 2] <= "\u9fff")
            )
            yield Span(start - hashed, start + len(value), kind, source=f"rule:labelled_{shape}",
                       score=0.85)  # fmt: skip
            pos = start
            end = pos + len(value)
            while shape in (
                "code",
                "digits",
                "tail",
            ):  # 末四碼3381、5027: a list of values of one shape
                sep = _LIST_SEP.match(view, end)
                nxt = _SHAPES[shape].match(view, sep.end()) if sep else None
                if (
                    not nxt
                    or not _value_ok(shape, nxt.group(), colon)
                    or len(nxt.group()) < len(value) - 2
                ):
                    break
                yield Span(nxt.start(), nxt.end(), kind, source=f"rule:labelled_{shape}", score=0.8)
                end = nxt.end()
            break
        if not found and label in _TAIL_DIGITS:
            yield from _tail_answers(view, label_end, _TAIL_DIGITS[label])
    for m in _QUOTED_HANDLE.finditer(folded):  # Telegram暱稱「老K_888」, LINE暱稱「阿凱哥」
        value = m.group(1).strip()
        if value:
            start = m.start(1) + m.group(1).index(value)
            yield Span(
                start, start + len(value), SOCIAL_HANDLE, source="rule:nickname_quoted", score=0.8
            )


# ------------------------------------------------------------------ values under a column header
# A table names the field once, in its header row, and the values stand rows below it
# (姓名｜員編｜備註 ⏎ ──｜──｜── ⏎ 蔡某｜TK-20817｜…). Cells are apart by a tab, a bar, or two or
# more spaces; the table ends at a blank line.
_HEADER_TRAIL = re.compile(r"[(（][^)）\n]{0,12}[)）]$|[:：]$|[ ]?[A-Za-z][A-Za-z. ]{0,20}$")


# A bare 編號 / 代號 column (｜編號｜姓名｜… of a roster of members, inmates, pupils) holds each
# row's own code when its cells carry letters and digits (M-108, B-221, TK07); a plain row number
# (1, 2, 001) or an exhibit's 證1 stays (two digits and a letter at least).
_BARE_HEADERS = frozenset({"編號", "代號", "編碼"})
_LETTERED = re.compile(r"(?=(?:[^0-9\n]*[0-9]){2})[A-Za-z]{1,4}[\- ]?[0-9]{2,8}[A-Za-z]?")
_SPACED_DIGITS = re.compile(r"(?<=[0-9])[ ](?=[0-9])")


_KEY_LIKE = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*")


@lru_cache(maxsize=4096)
def _header_kinds(cell: str) -> tuple[tuple[str, str], ...]:
    """The (type, shape) pairs a header cell names: a label of ``id_labels.txt`` (a bracketed note,
    a colon or an English caption after it allowed: 員編(Staff ID)), or another …編號 label."""
    word = cell.strip()
    if PLATFORM_HEADER.fullmatch(word):  # LINE, IG 帳號: a roster's column of handles
        return ((SOCIAL_HANDLE, "handle"),)
    if _KEY_LIKE.fullmatch(word):  # a machine export's header (buyer_account, member_id)
        keyed = _key_kinds(word)
        if keyed:
            return keyed
    parts = [p for p in re.split(r"[／/]", word) if p.strip()]
    if len(parts) > 1:  # 身分證／護照號碼, 船員手冊／證照號碼: a column of either
        return tuple(dict.fromkeys(k for p in parts for k in _header_kinds(p)))
    for _ in range(2):
        word = _HEADER_TRAIL.sub("", word).strip()
    table = labels()
    for n in range(
        max(1, len(word) - 1)
    ):  # the label, or a Chinese cell ending with one (帳號末五碼)
        if n and not "\u4e00" <= word[n - 1] <= "\u9fff":
            break
        if word[n:] in table:
            return table[word[n:]]
    if word in _BARE_HEADERS:
        return ((OTHER_ID, "lettered"),)
    if (
        len(word) >= 3
        and _GENERIC_TAIL.search(word[-2:])
        and all("\u4e00" <= c <= "\u9fff" for c in word)
        and not _GENERIC_NOT.search(word)
    ):
        return _GENERIC
    return ()


def find_column_codes(folded: str, codes: str | None = None) -> Iterator[Span]:
    """Values in a table column whose header cell, some rows above, is an identifier label: the
    whole cell, in the label's value shape."""
    view = code_view(folded) if codes is None else codes
    tabled = "\t" in view or "|" in view or "｜" in view or "  " in view
    if not tabled and "," not in view:
        return

    def heads(header: str, cells: list[tuple[int, int]]) -> list[tuple[int, tuple]]:
        kinds = [(i, _header_kinds(header[a:b])) for i, (a, b) in enumerate(cells)]
        return [(i, k) for i, k in kinds if k]

    rows = cells_below_headers(view, heads) if tabled else iter(())
    if "," in view:  # a CSV export (姓名,員工編號 ⏎ 某某,10234): the same columns apart by commas
        rows = chain(rows, cells_below_headers(view, heads, sep=CSV_SEP))
    for kinds, start, value in rows:
        # a code typed with its digits spaced out (M-1 0 8) is read without those spaces
        solid = _SPACED_DIGITS.sub("", value)
        for kind, shape in kinds:
            if kind == PERSON:
                if _person_value(value):
                    yield Span(start, start + len(value), PERSON, source="rule:column_code",
                               score=0.75)  # fmt: skip
                break
            if kind == PASSPORT and phone_shaped(re.sub(r"[^0-9]", "", solid)):
                continue
            if shape == "lettered":
                if _LETTERED.fullmatch(solid):
                    yield Span(start, start + len(value), kind, source="rule:column_code",
                               score=0.75)  # fmt: skip
                    break
                continue
            if (_SHAPES[shape].fullmatch(value) or _SHAPES[shape].fullmatch(solid)) and _value_ok(
                shape, solid, True
            ):
                yield Span(start, start + len(value), kind, source="rule:column_code", score=0.8)
                break


# ------------------------------------------------------------------ keys of machine records
# A key and its value in a JSON object, a log line, a query string or a config ("member_id":
# 600218, uid=1029384, "pwd":"…", card_last4=5127): the key quoted or bare, a colon or an equals
# sign, the value quoted (escapes inside) or bare up to a delimiter.
_KEYED = re.compile(
    r"(?<![A-Za-z0-9_.\-])[\"']?(?P<key>[A-Za-z][A-Za-z0-9_]{1,30})[\"']?[ ]?[:=][ ]?"
    r"(?:\"(?P<q>(?:[^\"\\\n]|\\.){1,80})\"|'(?P<s>[^'\n]{1,80})'|(?P<b>[^\s,;&}\]\"'<>()]{1,80}))"
)
_BEARER = re.compile(r"(?<![A-Za-z])Bearer[ ]+(?P<b>[A-Za-z0-9\-_.~+/]{16,}=*)")
_NOT_VALUES = frozenset({"null", "none", "true", "false", "undefined", "nan", "n/a", "-", ""})
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


@cache
def _machine_keys() -> dict[str, tuple[str, str]]:
    """key (lower case) → (type, shape) of ``machine_keys.txt``."""
    return {key: (_KINDS[kind], shape) for key, kind, shape in data_rows("machine_keys")}


@cache
def _english_labels() -> dict[str, tuple[tuple[str, str], ...]]:
    """The English labels of ``id_labels.txt`` in lower case, their marks removed (Member ID →
    member id, Chart No. → chart no)."""
    out: dict[str, tuple[tuple[str, str], ...]] = {}
    for label, kinds in labels().items():
        if label.isascii():
            out.setdefault(re.sub(r"[^a-z0-9 ]", "", label.lower()).strip(), kinds)
    return out


def _key_kinds(key: str) -> tuple[tuple[str, str], ...]:
    low = key.lower()
    if low in _machine_keys():
        return (_machine_keys()[low],)
    words = " ".join(_CAMEL.sub(" ", key).replace("_", " ").lower().split())
    return _english_labels().get(words, ())


# An SQL INSERT with its column list (INSERT INTO `users` (`uid`,`name`,…) VALUES (…),(…);): each
# value belongs to its column's key. A row is a bracket of values: quoted strings ('' or \'
# inside), numbers, NULL.
_INSERT = re.compile(
    r"INSERT[ ]+INTO[ ]+[`\"\[]?[A-Za-z0-9_.]+[`\"\]]?[ ]*"
    r"\((?P<cols>[^()\n]{1,600})\)[ \n]*VALUES[ \n]*",
    re.IGNORECASE,
)
_SQL_VALUE = re.compile(r"[ \t\n]*(?:'(?P<q>(?:[^'\\]|''|\\.)*)'|(?P<b>[^,()'\s]+))[ \t\n]*")


def _sql_rows(codes: str) -> Iterator[tuple[str, str, int, bool]]:
    """(column, value, start, quoted) of every value of an INSERT with a column list."""
    for m in _INSERT.finditer(codes):
        columns = [c.strip(' `"[]\n') for c in m.group("cols").split(",")]
        pos = m.end()
        while pos < len(codes) and codes[pos] == "(":
            pos += 1
            for i in range(len(columns) + 1):
                v = _SQL_VALUE.match(codes, pos)
                if v is None:
                    break
                if i < len(columns):
                    group = "q" if v.group("q") is not None else "b"
                    yield columns[i], v.group(group), v.start(group), group == "q"
                pos = v.end()
                if codes[pos : pos + 1] != ",":
                    break
                pos += 1
            if codes[pos : pos + 1] != ")":
                break
            pos += 1
            while pos < len(codes) and codes[pos] in " \t\n,":
                pos += 1


def _keyed_pairs(codes: str) -> Iterator[tuple[str, str, int, bool]]:
    """(key, value, start, quoted) of a machine record's keys and values: JSON, key=value, SQL."""
    for m in scan.finditer(_KEYED, codes):
        group = next(g for g in ("q", "s", "b") if m.group(g) is not None)
        yield m.group("key"), m.group(group), m.start(group), group != "b"
    if "INSERT" in codes or "insert" in codes:
        yield from _sql_rows(codes)


# A person's name as a machine record holds it: Latin words (Daniel Whitfield, NGUYEN THI LAN), a
# Chinese name of two to five characters, a nickname (阿凱, 小胖), a mixed display name (Sunny歐陽).
_LATIN_PERSON = re.compile(r"[A-Z][A-Za-z'\-]+(?:[ ,][ ]?[A-Z][A-Za-z'\-.]*){0,4}")
_CJK_PERSON = re.compile(r"[\u4e00-\u9fff\U00020000-\U0002ffff‧·]{2,6}")
_MIXED_PERSON = re.compile(
    r"[A-Z][a-z]{1,10}[\u4e00-\u9fff]{1,3}|[\u4e00-\u9fff]{1,3}[ ]?[A-Z][a-z]{1,10}"
)


def _person_value(value: str) -> bool:
    """A machine record's value under a name key reads as a person's name (排骨便當 under an order
    item's "name", (Unknown) and a firm's name do not)."""
    if private_body_re().search(value):
        return False
    if _LATIN_PERSON.fullmatch(value) or _MIXED_PERSON.fullmatch(value):
        return value.lower() not in ("unknown", "null", "none", "admin", "test")
    if not _CJK_PERSON.fullmatch(value):
        return False
    single, compound = surnames()
    return value[:2] in compound or value[0] in single or value[0] in "阿小老"


def find_keyed_values(codes: str) -> Iterator[Span]:
    """Values of machine records whose key names an identifier, a secret or a person's name
    (machine_keys.txt, or an English label of id_labels.txt spelt as a key), in the key's value
    shape, in a JSON object, a key=value log line or an SQL INSERT's rows; a bearer token after
    ``Authorization:`` is a secret."""
    if "=" not in codes and ":" not in codes and "INSERT" not in codes.upper():
        return
    for key, value, start, quoted in _keyed_pairs(codes):
        kinds = _key_kinds(key)
        if not kinds:
            continue
        if value.strip().lower() in _NOT_VALUES or set(value) <= set("*xX•·-_ "):
            continue  # empty, null, or masked out entirely
        for kind, shape in kinds:
            if kind == PERSON:  # quoted only: a bare value ends at a space (Name: John Smith)
                if quoted and _person_value(value):
                    yield Span(start, start + len(value), PERSON, source="rule:keyed_value",
                               score=0.75)  # fmt: skip
                break
            found = _SHAPES[shape].match(value)
            if found and found.end() == len(value) and _value_ok(shape, value, True):
                yield Span(start, start + len(value), kind, source="rule:keyed_value", score=0.8)
                break
    for m in scan.finditer(_BEARER, codes):
        yield Span(m.start("b"), m.end("b"), PASSWORD, source="rule:keyed_value", score=0.8)


# ------------------------------------------------------------------ a number wrapped at a hyphen
# An account cut at its hyphen by a narrow column, the rest opening the next line after the
# column's indent (第一商業銀行某分行　246-50-⏎　　　　318814): one number, ten to sixteen
# digits in all. A range or a date has no hyphen left dangling at the line's end.
_WRAPPED = re.compile(
    r"(?<![0-9A-Za-z\-])[0-9]{2,6}-(?:[0-9]{1,6}-)*\n[ \t\u3000]*[0-9]{4,10}(?![0-9A-Za-z\-])"
)


_PHONE_BEFORE = re.compile(r"電話|手機|市話|傳真|TEL|Tel|tel|Fax|FAX")


def find_wrapped_accounts(folded: str) -> Iterator[Span]:
    """Numbers wrapped at a hyphen onto the next line, as one bank_account (offsets of
    ``folded``, read where the text has its lines)."""
    for m in scan.finditer(_WRAPPED, folded):
        if _PHONE_BEFORE.search(folded, max(0, m.start() - 8), m.start()):
            continue  # a phone wrapped (電話 02-2345-⏎6789): the phone rules' own
        if 10 <= sum(c.isdigit() for c in m.group()) <= 16:
            yield Span(m.start(), m.end(), BANK_ACCOUNT, source="rule:wrapped_account", score=0.8)


# ------------------------------------------------------------------ masked values
_MASKED = re.compile(r"(?<![0-9A-Za-z*])[0-9*]{2,6}(?:[\- ][0-9*]{2,8}){1,4}(?![0-9A-Za-z*])")
_MASKED_ID = re.compile(r"(?<![0-9A-Za-z*])[A-Z][0-9*]{9}(?![0-9A-Za-z*])")
# One masked run: the hidden digits first or inside (****52077214, ****3390, 0912***678).
_MASKED_RUN = re.compile(
    r"(?<![0-9A-Za-z*])(?:\*{3,}[0-9]{3,12}|[0-9]{2,8}\*{3,}[0-9]{2,8})(?![0-9A-Za-z*])"
)
# Bullets and other mask characters as OCR and statements print them (O538-••••-2217, Z24•••5578).
_MASK_CHARS = str.maketrans("•●＊∙·‧", "******")  # not ○: a masked name's (王○明) or a zero
# Letters x typed as masks (xxxx-xxxx-xxxx-1234, XXX-XX-52077): a run of two or more apart
# from other letters.
_X_MASK = re.compile(r"(?<![A-Za-z])[xX]{2,}(?![A-Za-z])")


def find_masked_values(folded: str, codes: str | None = None) -> Iterator[Span]:
    """Masked numbers over their whole length: a card or account with ``*`` groups
    (4124-****-****-7828, O538-••••-2217, xxxx-xxxx-xxxx-1234: bullets and runs of x are masks,
    OCR letters digits via ``codes``, the code view; a card masked but its last digits is their
    bank_account tail, a masked mobile a phone), one masked run (****52077214) and a 身分證-shaped
    value with masked digits (A12****789, A2O****528)."""
    folded = (folded if codes is None else codes).translate(_MASK_CHARS)
    if "x" in folded or "X" in folded:
        folded = _X_MASK.sub(lambda m: "*" * len(m.group()), folded)
    if "*" not in folded:
        return
    for m in scan.finditer(_MASKED_RUN, folded):
        yield Span(m.start(), m.end(), BANK_ACCOUNT, source="rule:masked", score=0.75)
    for m in _MASKED.finditer(folded):
        value = m.group()
        stars, digits = value.count("*"), sum(c.isdigit() for c in value)
        if stars >= 2 and digits >= 3:
            slots = stars + digits
            tail = re.search(r"[0-9]+$", value)
            only_tail = tail is not None and len(tail.group()) == digits <= 6
            # a card all masked but its last digits is its 末四碼, an account's tail as well; ten
            # slots opening with 09 are a masked mobile (09**-***-517)
            if slots == 10 and value.startswith("09"):
                if digits <= 4:
                    continue  # 0939-xxx-xxx: only the operator's prefix shows, nobody's number
                kind = PHONE
            elif slots == 16 and not only_tail:
                kind = CARD_NUMBER
            else:
                kind = BANK_ACCOUNT
            yield Span(m.start(), m.end(), kind, source="rule:masked", score=0.8)
    for m in _MASKED_ID.finditer(folded):
        value = m.group()
        if value.count("*") >= 2 and sum(c.isdigit() for c in value) >= 2:
            kind = TW_ID if value[1] in "1289*" else OTHER_ID
            yield Span(m.start(), m.end(), kind, source="rule:masked", score=0.8)


# ------------------------------------------------------------------ unlabelled code shapes
# A colon before the token counts only after a digit (14:02:33): after a label or a chat speaker
# (阿勳：0101234, Linh：W3P9R52TT, ID:4471290; the full-width colon is folded to an ASCII one)
# the token is a value. A comma after it ends the token (a CSV row: …,A10293,yalin@…) unless a
# thousands group follows (1,234,567) and a dot unless a decimal or a domain does.
_CODE_TOKEN = re.compile(
    r"(?<![0-9A-Za-z_.@/\-#$%&=?])(?<![0-9]:)[0-9A-Za-z]+(?:-[0-9A-Za-z]+){0,3}"
    r"(?![0-9A-Za-z_@/%]|\.[0-9A-Za-z]|,[0-9]{3}(?![0-9]))"
)
_PHONEISH = re.compile(r"0[0-9]{7,9}")
_YEAR_AFTER = re.compile(r"^[ ]?(?:年|月|日|/|-[0-9])")


# Three digits in a row, a long key-like token, or a mixed token whose three or more digits are
# scattered among its letters (C4J7R29XK, a passport or member code of another country).
_SEEDS = re.compile(
    r"[0-9]{3,}|[0-9A-Za-z]{20,}"
    r"|(?<![0-9A-Za-z])(?=(?:[A-Za-z]*[0-9]){3})[A-Za-z]+[0-9][0-9A-Za-z]{4,}"
)


def _token_start(text: str, i: int) -> int:
    """Start of the ASCII token (letters, digits, inner hyphens) that holds position ``i``."""
    while i > 0 and (
        (text[i - 1].isascii() and text[i - 1].isalnum())
        or (text[i - 1] == "-" and i > 1 and text[i - 2].isascii() and text[i - 2].isalnum())
    ):
        i -= 1
    return i


# A device's hardware address (an access card's RFID, a phone's Wi-Fi MAC: 04:A3:7F:1C:22:90,
# 04-A3-7F-1C-22-90) ties the device to its holder.
_HARDWARE_ADDRESS = re.compile(
    r"(?<![0-9A-Za-z\-])(?<![0-9A-Fa-f]{2}:)[0-9A-Fa-f]{2}([:\-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){2,6}"
    r"(?![0-9A-Za-z]|[:\-][0-9A-Fa-f])"
)


_CHECK_IN_BRACKETS = re.compile(r"[(（][0-9A-Z][)）]")


def find_code_shapes(codes: str) -> Iterator[Span]:
    """Weak ``other_id`` candidates: tokens with letters and 3+ digits (6+ characters), or 7–9
    digits, not known to be something else (``non_personal_shapes.txt``), and hardware addresses.
    Reads the code view."""
    for h in _HARDWARE_ADDRESS.finditer(codes):
        if any(c.isalpha() for c in h.group()) or h.group(1) == ":":
            yield Span(h.start(), h.end(), OTHER_ID, source="rule:hardware_address", score=0.6)
    value_re, before_re, after_re, ban_re, sole_re = _non_personal()
    last_end = -1
    for run in scan.finditer(_SEEDS, codes):
        if run.start() < last_end:
            continue
        m = _CODE_TOKEN.match(codes, _token_start(codes, run.start()))
        if m is None or m.end() < run.end():
            continue
        last_end = m.end()
        token = m.group()
        compact = token.replace("-", "")
        digits = sum(c.isdigit() for c in compact)
        letters = len(compact) - digits
        if letters and len(compact) >= 20 and digits >= 4 and letters >= 4:
            # a key, token or wallet address (TQp7…): long mixed tokens are codes whatever their
            # case
            pass
        elif letters:
            if (
                digits < 3
                or len(compact) < 6
                or letters > 6
                or (token.isupper() and digits < 4 and "-" not in token)
            ):
                continue
            if compact.isalpha() or (re.fullmatch(r"[A-Za-z]+[0-9]{1,3}", compact) and letters > 3):
                continue  # a word and a small number (Windows10, room406)
        elif not 7 <= digits <= 9 or _PHONEISH.fullmatch(compact):
            continue
        if value_re.fullmatch(token):
            continue
        before = codes[max(0, m.start() - 12) : m.start()]
        after = codes[m.end() : m.end() + 8]
        if before_re.search(before) or after_re.search(after) or _YEAR_AFTER.search(after):
            continue
        if (
            len(compact) == 8
            and ban_re.search(before)
            and not sole_re.search(codes, max(0, m.start() - 40), min(len(codes), m.end() + 16))
        ):
            continue  # 統一編號：83451207 of a firm; a sole proprietorship's (獨資) is its owner's
        end = m.end()
        if _CHECK_IN_BRACKETS.match(codes, end):
            end += 3  # Y538207(A), 1382406(7): a Hong Kong or Macau identity card's check digit
        yield Span(m.start(), end, OTHER_ID, source="rule:code_shape", score=0.5)


# ------------------------------------------------------------------ numbers written loosely
# A number typed or OCR-read with every digit spaced out (5 1 2 - 1 0 - 0 0 3 8 1 5 - 7,
# C 4 8 2 1 7 3 5, 2 9 2 1 - 5 5 0 8), or grouped by dots or slashes (1234.5678.9012,
# A123.456.789, 0912/345/678): the other recognizers read groups apart by a hyphen or one space.
# The compact digits decide the type (an ID's letter and nine digits, a phone's length, a card's
# Luhn, an NHI card's 0000, an account's ten or more); what is known to be something else
# (non_personal_shapes.txt: an amount, a 案號, a statute) and a date's shape stay.
_LOOSE = re.compile(
    r"(?<![0-9A-Za-z.\-/+])"
    r"(?P<p>[A-Z][A-Z0-9]{0,7}[ \-]|[A-Z](?:[ \-]?[A-Z]){0,2}[ \-]?)?"
    r"(?P<v>[0-9](?:(?:[ ]?-[ ]?|[./ ])?[0-9])*)"
    r"(?![0-9A-Za-z]|[ ]?[\-./][ ]?[0-9])"
)
_LOOSE_SEP = re.compile(r"[ ]?-[ ]?|[./ ]")


def _date_like(groups: list[str]) -> bool:
    """Three groups shaped as a date (2024.05.06, 113/5/6, 06.05.1990)."""
    if len(groups) != 3:
        return False
    a, b, c = (len(g) for g in groups)
    return 1 <= b <= 2 and ((2 <= a <= 4 and 1 <= c <= 2) or (1 <= a <= 2 and c == 4))


def find_loose_numbers(codes: str, breaks: Breaks = NO_BREAKS) -> Iterator[Span]:
    """Numbers spaced out digit by digit, or grouped by dots or slashes, typed by their compact
    digits (see above). Reads the code view (OCR letters among the digits undone); in the compact
    view a dotted number ends where a space was removed (2024.11.30 14:00)."""
    if not re.search(r"[0-9][./ ][0-9]", codes):
        return
    value_re, before_re, after_re, _ban, _sole = _non_personal()
    for m in _LOOSE.finditer(codes):
        value = m.group("v")
        dotted = "." in value or "/" in value
        if dotted and " " in value:  # 2024.11.30 14:00: a dotted number ends at a space
            value = value[: value.index(" ")].rstrip("-")
        if dotted:  # one separator throughout (113/9/3-114/1/14 is a range of two dates)
            seps = [c for c in value if c in "./-"]
            odd = next((i for i, c in enumerate(value) if c in "./-" and c != seps[0]), None)
            value = value if odd is None else value[:odd].rstrip(" ")
        if dotted and (breaks.spaced or breaks.joined):  # nor where the view removed a space
            removed = breaks.spaced | breaks.joined
            cut = next((i for i in range(1, len(value)) if m.start("v") + i in removed), None)
            value = value if cut is None else value[:cut]
        end = m.start("v") + len(value)
        groups = _LOOSE_SEP.split(value)
        digits = "".join(groups)
        spaced = sum(len(g) == 1 for g in groups) >= 4
        prefix = (m.group("p") or "").replace(" ", "").replace("-", "")
        if not (dotted or spaced) or len(digits) < (6 if prefix else 7):
            continue
        if spaced and all(int(b) == int(a) + 1 for a, b in pairwise(groups)):
            continue  # 1 2 3 4 5 6 7 8: a grid's column numbers, a ruler
        if dotted and (_date_like(groups) or len(digits) < 9):
            continue
        before = codes[max(0, m.start() - 12) : m.start()]
        after = codes[end : end + 8]
        if before_re.search(before) or after_re.search(after) or value_re.fullmatch(value):
            continue
        start = m.start("p") if prefix else m.start("v")
        if len(prefix) == 1 and len(digits) == 9 and digits[0] in "1289":
            kind = TW_ID if digits[0] in "12" else RESIDENT_ID
        elif prefix:
            kind = OTHER_ID
        elif (len(digits) in (9, 10) and digits[0] == "0" and digits[1] in "23456789") or (
            digits.startswith("886") and len(digits) in (11, 12)
        ):
            kind = PHONE
        elif 13 <= len(digits) <= 19 and luhn_valid(digits):
            kind = CARD_NUMBER
        elif len(digits) == 12 and digits.startswith("0000"):
            kind = NHI_CARD
        elif len(digits) >= 10:
            kind = BANK_ACCOUNT
        else:
            kind = OTHER_ID
        yield Span(start, end, kind, source="rule:loose_number", score=0.6)
