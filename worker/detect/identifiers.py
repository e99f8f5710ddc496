"""Recognizers of formatted identifiers: 身分證統一編號, 居留證/統一證號, payment cards, bank
accounts.

Every function takes the width-folded text (see :mod:`worker.text.fold`) and
yields :class:`~worker.text.spans.Span` objects whose offsets are valid in the
original text. Values may contain single spaces or hyphens between characters
(OCR, hand typing: ``F217 674 938``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from worker.detect.codes import known_before
from worker.detect.contact import phone_shaped
from worker.text import scan
from worker.text.checksums import luhn_valid, old_resident_id_valid, tw_id_valid
from worker.text.spans import (
    BANK_ACCOUNT,
    CARD_NUMBER,
    DATE_OF_BIRTH,
    NHI_CARD,
    PASSPORT,
    PERSON,
    RESIDENT_ID,
    TW_ID,
    Span,
)

_SEP = r"[ \-\n]?"
# A letter, then nine more characters (digits, or a letter A–D in second place for the old 居留證);
# not the head of a longer run that OCR wrote with a letter (帳號 O12-3456789O12).
_ID_RE = re.compile(
    rf"(?<![A-Za-z0-9])([A-Za-z]){_SEP}([0-9A-Da-d])((?:{_SEP}[0-9]){{8}})(?![0-9]|[OolI][0-9])"
)
_ID_CONTEXT = re.compile(r"身分證|身份證|統一編號|統一證號|居留證|證號|字號|ID", re.IGNORECASE)


def compact(value: str) -> str:
    """Drop the spaces and hyphens inside a folded value."""
    return value.replace(" ", "").replace("-", "")


def find_national_ids(folded: str) -> Iterator[Span]:
    """身分證統一編號 (letter + 1/2 + 8 digits), 統一證號 (letter + 8/9 + 8 digits), old 居留證
    (two letters + 8 digits).

    A value with the exact shape is reported even when its check digit fails (a
    mistyped number still identifies a person); the checksum sets the score:
    1.0 when valid, 0.9 with an identity-number label within 20 characters before it, 0.7 otherwise.
    """
    for m in _ID_RE.finditer(folded):
        value = compact(m.group(0)).upper()  # a lower-case letter is a typing or OCR slip
        second = value[1]
        if second in "12":
            kind, valid = TW_ID, tw_id_valid(value)
        elif second in "89":
            kind, valid = RESIDENT_ID, tw_id_valid(value)
        elif second in "ABCD":
            kind, valid = RESIDENT_ID, old_resident_id_valid(value)
        else:
            continue  # e.g. A3…: not an identity-number shape
        if valid:
            score = 1.0
        elif _ID_CONTEXT.search(folded, max(0, m.start() - 20), m.start()):
            score = 0.9
        else:
            score = 0.7
        yield Span(m.start(), m.end(), kind, source=f"rule:{kind}", score=score)


# A run never starts or ends inside a longer one: not after a digit and a hyphen, not before a
# digit, a separator and a digit (…9279-2022-07-09) or a 年. In the compact view a value ending a
# line is joined to a date opening the next (…98049⏎2021年8月13日); the plain text then finds both
# apart.
_DIGIT_RUN = re.compile(
    r"(?<![0-9A-Za-z])(?<![0-9A-Za-z][\-])[0-9](?:[\-]?[0-9]){9,18}(?![0-9]|[\-/.][0-9]|[ ]?年)"
)
# 專戶 covers the trust and escrow accounts of transfer records (履保專戶, 履約保證專戶, 信託專戶).
# An account named after its number (…號存款帳戶, …號帳戶, 之帳號).
_ACCOUNT_AFTER = re.compile(
    r"[ ]?號?[ ]?(?:之)?(?:存款|活期|活儲|儲蓄|支票|綜合|薪資|薪轉|證券){0,2}"
    r"(?:帳戶|帳號|戶頭|存摺)"
)
_ACCOUNT_CONTEXT = re.compile(
    r"帳號|帳戶|账号|戶頭|存摺|匯入|轉入|轉出|匯款帳|專戶|轉帳至|匯至|轉至|局號|account",
    re.IGNORECASE,
)
_CARD_CONTEXT = re.compile(r"信用卡|金融卡|簽帳卡|卡號|card", re.IGNORECASE)


# A group of one digit may stand inside (123-36　8-0208524: an OCR space); the run never stops
# before a separator and a digit nor starts after a digit and a separator or a letter, so it is
# never cut out of a longer run or a code (戶號 Account No.：HR2023-0884).
_SPACED_ACCOUNT = re.compile(
    r"(?<![0-9A-Za-z])(?<![0-9][ \-])[0-9]{2,6}(?:[ \-][0-9]{1,8}){1,4}(?![0-9]|[\-/.][0-9])"
)
_CARD_GROUPS = re.compile(
    r"(?<![0-9])(?<![0-9][ \-])[0-9]{4}(?:[ \-][0-9]{4}){2}[ \-][0-9]{1,7}(?![0-9])"
)
# Any grouping (5575 9679 43　64 4272: a space typed or OCR-read inside a group); only after a card
# label.
_LOOSE_GROUPS = re.compile(
    r"(?<![0-9A-Za-z])(?<![0-9][ \-])[0-9]{1,8}(?:[ \-][0-9]{1,8}){1,9}(?![0-9])"
)
_GROUP = re.compile(r"[0-9]+")


def _card_prefix(value: str) -> int | None:
    """Length of the longest prefix of grouped digits, ending at a group, that is a Luhn-valid
    13–19-digit card number; None when there is none."""
    best = None
    for g in _GROUP.finditer(value):
        digits = compact(value[: g.end()])
        if len(digits) > 19:
            break
        if len(digits) >= 13 and luhn_valid(digits):
            best = g.end()
    return best


# A letter's or certificate's own number (…字第1130701-0582號); a person's licence after its
# label is read by worker/detect/codes.py.
_DOC_NUMBER_BEFORE = re.compile(r"字第[ ]?$|第[ ]?$")
_DOC_NUMBER_AFTER = re.compile(r"[ ]?號")
# A letter-spaced page (帳 戶 ( 0 0 6 - 5⏎五 0 - 3 8 l 7 ...): the account after its label, with a
# single spaced line number (五, 六|) where the value runs onto the next line.
_GRID_BREAK = r"(?:\n[ ]*(?:[一二三四五六七八九十]{1,3}|[0-9]{1,3}[ ]?[|])[ |]?[ ]?)"
_GRID_ACCOUNT = re.compile(
    r"(?:帳 ?號|帳 ?戶|戶 ?頭|存 ?摺|匯 ?入)[ ]?(?:[:：(][ ]?)?"
    rf"(?P<v>[0-9](?:[ \-]{{0,3}}{_GRID_BREAK}?[ \-]{{0,3}}[0-9OolI])+)"
)
# A post office account as statements print it: the 7-digit 局號, a hyphen, the 7-digit 帳號; a
# value of its own (not the weak digit run), so that one half found elsewhere in the document and
# propagated does not leave the other half.
_POST_OFFICE = re.compile(r"(?<![0-9A-Za-z\-])([0-9]{7})-([0-9]{7})(?![0-9]|[\-/.][0-9])")
_DATE_START = re.compile(r"(?:19|20)[0-9]{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])")


def find_accounts_and_cards(folded: str) -> Iterator[Span]:
    """Bank account numbers (10–19 digits with a 帳號/帳戶 label within 30 characters before) and
    payment cards (13–19 digits passing Luhn, or 16 digits with a card label).

    Digit runs that only look like an account without a label are left to the
    other recognizers (phones) rather than guessed.
    """
    for m in _CARD_GROUPS.finditer(
        folded
    ):  # 4111 1111 1111 1111: grouped by spaces as printed on cards
        digits = compact(m.group(0))
        if 13 <= len(digits) <= 19 and luhn_valid(digits):
            yield Span(m.start(), m.end(), CARD_NUMBER, source="rule:card_grouped", score=1.0)
    for m in _LOOSE_GROUPS.finditer(folded):
        if not _CARD_CONTEXT.search(folded, max(0, m.start() - 15), m.start()):
            continue
        length = _card_prefix(m.group(0))
        if length is not None:
            yield Span(
                m.start(), m.start() + length, CARD_NUMBER, source="rule:card_grouped", score=0.95
            )
    for m in _SPACED_ACCOUNT.finditer(
        folded
    ):  # 帳號 7303 9191 582566: groups after an account label
        if len(compact(m.group(0))) >= 8 and _ACCOUNT_CONTEXT.search(
            folded, max(0, m.start() - 15), m.start()
        ):
            yield Span(
                m.start(), m.end(), BANK_ACCOUNT, source="rule:bank_account_grouped", score=0.9
            )
    for m in _GRID_ACCOUNT.finditer(folded):
        value = m.group("v")
        digits = sum(c.isdigit() for c in value)
        if " " in value and digits >= 6 and digits + sum(c in "OolI" for c in value) >= 8:
            yield Span(
                m.start("v"), m.end("v"), BANK_ACCOUNT, source="rule:bank_account_grid", score=0.9
            )
    for m in _POST_OFFICE.finditer(folded):  # 0101224-0466139: 局號 and 帳號 without a label
        yield Span(m.start(), m.end(), BANK_ACCOUNT, source="rule:post_office", score=0.85)
    for m in scan.finditer(_DIGIT_RUN, folded):
        if _DATE_START.match(m.group(0)):
            continue  # 2024-07-01 00:14 in the compact view: a date and its hour, no account
        digits = compact(m.group(0))
        before = folded[max(0, m.start() - 30) : m.start()]
        if 13 <= len(digits) <= 19 and (
            (luhn_valid(digits) and len(digits) in (15, 16)) or _CARD_CONTEXT.search(before)
        ):
            yield Span(
                m.start(),
                m.end(),
                CARD_NUMBER,
                source="rule:card",
                score=1.0 if luhn_valid(digits) else 0.8,
            )
        elif (
            phone_shaped(digits)
            and (digits[0] != "0" or digits[1] != "0" or digits.startswith("00886"))
            and digits[:2] != "01"
            and not _ACCOUNT_CONTEXT.search(before[-8:])
        ):
            continue  # a phone number near an unrelated 帳戶: the phone recognizer takes it
            # (00… and 01… open no Taiwanese number: 0007731920 is a card's or an account's)
        elif len(digits) == 12 and digits.startswith("0000"):
            # 0000 1847 2093: the card number printed on an NHI card, whatever its label
            yield Span(m.start(), m.end(), NHI_CARD, source="rule:nhi_shape", score=0.85)
        elif _ACCOUNT_CONTEXT.search(before) or _ACCOUNT_AFTER.match(folded, m.end()):
            # after an account label, or named an account after it (第012-03-008547-1號存款帳戶:
            # the 第…號 of an account, no case number)
            yield Span(m.start(), m.end(), BANK_ACCOUNT, source="rule:bank_account", score=0.9)
        elif _DOC_NUMBER_BEFORE.search(before) and _DOC_NUMBER_AFTER.match(folded, m.end()):
            continue  # 發文字號：恆信催字第1130701-0582號: a document's number, no account
        elif known_before(before):
            continue  # ISBN 978-986-…, 文號 1130…, 金額 …: positively something else
        else:
            # recall first: a long digit run without a label that is not phone-shaped is treated as
            # an account
            yield Span(m.start(), m.end(), BANK_ACCOUNT, source="rule:digit_run", score=0.6)


_PASSPORT_LABEL = re.compile(r"護照(?:號碼|號|字號)?|passport(?: no\.?| number)?", re.IGNORECASE)
# Up to two letters (a space may follow them: E　5781276), then 6–9 digits of which OCR may have
# read a few as letters (AAl570955: l for 1), and an optional letter.
_OCR_DIGITS = str.maketrans("lIOo|", "11001")
# Other countries mix letters and digits anywhere (C4J7R29XK, P4B1O572A): right after the label,
# a token of 7–10 capitals and digits with three digits or more, starting with a letter.
_PASSPORT_MIXED = re.compile(r"(?<![A-Za-z0-9])[A-Z][A-Z0-9]{6,9}(?![0-9A-Za-z])")
_PASSPORT_GAP = re.compile(r"[ \t]*(?:[:：#]|No\.?|NO\.?|是|為)?[ \t]*(?:[:：])?[ \t]*")
_PASSPORT_VALUE = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Z]{1,2}[ ]?)?([0-9][0-9lIOo|]{5,8}|[lIOo|][0-9lIOo|]{5,8})[A-Z]?"
    r"(?![0-9A-Za-z])"
)


# The label after the value: K 0 5 8 1 2 7 7 3（馬來西亞護照）, P4417720B (Philippine passport),
# E7203159 是他的護照號碼. Up to two letters, 6–9 digits (spaced or OCR-read) and a letter, or a
# mixed token; then a bracket with a country, or 是/的 before the label.
_PASSPORT_BEFORE_LABEL = re.compile(
    r"(?<![A-Za-z0-9])([A-Z]{1,2}[ ]?(?:[0-9lIOo][ ]?){5,8}[0-9lIOo][A-Z]?|[A-Z][A-Z0-9]{6,9})"
    r"(?![A-Za-z0-9])[ ]?(?:[（(][^（()）\n]{0,12}?|(?:是|為)?(?:他|她|我|您|你)?的?)"
    r"(?:護照|passport)",
    re.IGNORECASE,
)


def _passports_before_label(folded: str) -> Iterator[Span]:
    for m in scan.finditer(_PASSPORT_BEFORE_LABEL, folded):
        value = m.group(1)
        if not value[0].isupper():
            continue
        digits = sum(c.isdigit() for c in value)
        if digits < 5 or phone_shaped(compact(value).translate(_OCR_DIGITS)):
            continue
        yield Span(m.start(1), m.end(1), PASSPORT, source="rule:passport_before_label", score=0.85)


def find_passports(folded: str) -> Iterator[Span]:
    """Passport numbers (Taiwan: 9 digits; others: up to two letters and 7–9 digits) within 40
    characters after a 護照/passport label, lists (、) included. OCR letters among the digits (l,
    I, O) are read as digits when at most two of them stand among five or more real digits."""
    if "護照" in folded or "assport" in folded or "ASSPORT" in folded:
        yield from _passports_before_label(folded)
    for label in _PASSPORT_LABEL.finditer(folded):
        after_label = _PASSPORT_GAP.match(folded, label.end())
        assert (
            after_label is not None
        )  # every part of the gap is optional: it matches, if only empty
        mixed = _PASSPORT_MIXED.match(folded, after_label.end())
        if (
            mixed
            and sum(c.isdigit() for c in mixed.group()) >= 3
            and not _PASSPORT_VALUE.fullmatch(mixed.group())
        ):
            yield Span(
                mixed.start(), mixed.end(), PASSPORT, source="rule:passport_mixed", score=0.85
            )
            continue
        window_end = min(len(folded), label.end() + 40)
        previous_end = None
        for m in _PASSPORT_VALUE.finditer(folded, label.end()):
            if m.start() >= window_end:
                break  # a value that starts within the window (its digits may be spaced out)
            gap = folded[previous_end : m.start()] if previous_end is not None else ""
            if previous_end is not None and not re.fullmatch(r"[ 、,，及和與]*", gap):
                # only the value right after the label, or a list of them (312847569、356120748)
                break
            digits = m.group(1)
            real = sum(c.isdigit() for c in digits)
            if real < 5 or len(digits) - real > 2:
                break
            if phone_shaped(compact(m.group(0)).translate(_OCR_DIGITS)):
                break
            yield Span(m.start(), m.end(), PASSPORT, source="rule:passport", score=0.9)
            previous_end = m.end()


# An airline's passenger record (PNR) carries the passport in its SSR DOCS line, IATA's fields
# apart by slashes: document type / issuing state / number / nationality / date of birth / sex /
# expiry / surname / given names (SSR DOCS CI HK1 P/TWN/312456789/TWN/14MAR85/F/19JAN30/CHEN/MEI;
# 3DOCS/P/PHL/P4417720B/PHL/02JUN90/F/…). The number is a passport, the date a date of birth, the
# names a person (short given names and a passenger number after them: NGUYEN/THI LAN-1.1).
_DOCS_DATE = r"[0-9]{2}[A-Z]{3}[0-9]{2}(?:[0-9]{2})?"
_SSR_DOCS = re.compile(
    r"(?<![A-Za-z])(?:SSR[ ]?DOCS|[0-9]?DOCS(?![A-Za-z]))[^/\n]{0,24}?[ /]"
    r"(?:P|PP|PT|I|IP|A|C)/[A-Z]{2,3}/(?P<number>[A-Z0-9]{5,15})/[A-Z]{2,3}/"
    rf"(?P<birth>{_DOCS_DATE})/(?:[MFUX]I?)(?=/|$|[ \n])"
    # the expiry, then the names: FAMILY/GIVEN up to a passenger number (-1.1), a slash or the end
    rf"(?:/(?:{_DOCS_DATE})?/(?P<name>[A-Z][A-Z' \-]{{0,30}}?/[A-Z][A-Z' ]{{0,40}}?)"
    r"(?=-[0-9]|/|[ ]?$|[ ]?\n|[ ]{2}|[^A-Z' /\-]))?",
    re.MULTILINE,
)


def find_travel_documents(folded: str) -> Iterator[Span]:
    """The passport number, the date of birth and the name of an airline's SSR DOCS line."""
    if "DOCS" not in folded:
        return
    for m in _SSR_DOCS.finditer(folded):
        yield Span(m.start("number"), m.end("number"), PASSPORT, source="rule:passport_docs",
                   score=0.9)  # fmt: skip
        yield Span(m.start("birth"), m.end("birth"), DATE_OF_BIRTH, source="rule:dob_docs",
                   score=0.9)  # fmt: skip
        if m.group("name"):
            yield Span(m.start("name"), m.end("name"), PERSON, source="rule:person_docs",
                       score=0.85)  # fmt: skip
