"""Scoped pseudonyms for one case, without collisions, in one of three output styles.

A :class:`CasePseudonymizer` turns a detected value into its replacement and keeps the case's
:class:`~worker.case.state.CaseState` up to date:

* the same (kind, normalized value) always gets the same replacement in the case;
* two different originals never share a pseudonym, and a pseudonym never equals a real value of the
  case (the document's text and the case's earlier values): a clash draws again (``attempt + 1``);
* names map per part — the surname on its own (陳 → 郭, injective in the case), the given name on
  its own — so 陳美玲 → 郭靜慧, 陳小姐 → 郭小姐 and 美玲 → 靜慧 agree;
* a short form that cannot be tied to exactly one person of the case (陳小姐 with two 陳) gets the
  neutral form 〇小姐 and a review flag: never a guess.

Styles (ISO/IEC 20889 vocabulary):

* ``realistic`` (同型改寫): same type and shape (:mod:`worker.pseudonymize.fakes`); an address
  stays in its city with a real road name of that city, and in its district unless
  ``keep_district`` is false;
* ``codes``: 甲/乙/丙 for people, A公司/B銀行 for organisations, 〔電話1〕 for values, avoiding
  code characters that occur in the case's texts (原文有「甲方」就不用甲);
* ``anonymized``: codes, dates of birth to the year, addresses to the city, personal-event dates to
  year and month; no restore map is written. ``district_level`` keeps the district in the
  generalized address (臺北市大安區 instead of 臺北市).

Modes: ``legal`` keeps personal-event dates (the pipeline drops their spans); ``general`` shifts
them by a per-case number of days (realistic and codes) so periods still compute.
"""

from __future__ import annotations

import re

from contracts.styles import Style
from worker.case.state import CaseState
from worker.classify import MASKS
from worker.keys import ScopeKey
from worker.pseudonymize import dates, roads
from worker.pseudonymize.fakes import (
    fake_given,
    fake_org,
    fake_person,
    fake_surname,
    fake_value,
    split_org,
)
from worker.pseudonymize.normalize import nfkc, normalize
from worker.pseudonymize.scoped_hmac import DigestStream, scoped_digest
from worker.pseudonymize.styles import Replacement, StyleStrategy, strategy
from worker.text import spans as T
from worker.text.spans import Span

MAX_ATTEMPTS = 64
STYLES = tuple(s.value for s in Style)
PERSON_CODES = tuple("甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥")
VALUE_LABELS = {
    T.PHONE: "電話",
    T.EMAIL: "電子郵件",
    T.URL: "網址",
    T.ADDRESS: "地址",
    T.TW_ID: "身分證號",
    T.RESIDENT_ID: "居留證號",
    T.PASSPORT: "護照號碼",
    T.NHI_CARD: "健保卡號",
    T.BANK_ACCOUNT: "帳號",
    T.CARD_NUMBER: "卡號",
    T.LICENCE_PLATE: "車牌",
    T.SOCIAL_HANDLE: "社群帳號",
    T.DATE_OF_BIRTH: "出生日期",
    T.LAND_PARCEL: "地號",
    T.PASSWORD: "密碼",
    T.EVENT_DATE: "日期",
    T.OTHER_ID: "編號",
}
_CITY = re.compile(r"^[\u4e00-\u9fff]{2}[縣市]")
_DISTRICT = re.compile(r"^[\u4e00-\u9fff]{1,3}?[區鄉鎮市]")


def city_and_district(address: str) -> tuple[str, str] | None:
    """``(縣市, 鄉鎮市區)`` as written at the start of ``address`` (the district ``""`` when
    absent), None without a city. Districts are read against the road-name table (高雄市前鎮區 →
    前鎮區, not 前鎮), else by the first 區/鄉/鎮/市."""
    m = _CITY.match(address)
    if not m:
        return None
    city = m.group(0)
    key = roads.city_key(city)
    found = roads.district_at(key, address, len(city)) if key else None
    if found:
        return city, address[len(city) : found[1]]
    d = _DISTRICT.match(address, len(city))
    return city, (d.group(0) if d else "")


class PseudonymCollision(RuntimeError):
    """No collision-free pseudonym was found within ``MAX_ATTEMPTS`` draws (pool exhausted)."""


class CasePseudonymizer:
    """Replacements for one scope (case). Not thread-safe; one instance per case at a time."""

    def __init__(self, scope_id: str, scope_key: ScopeKey, state: CaseState | None = None,
                 style: str | Style = Style.REALISTIC, mode: str = "legal",
                 district_level: bool = False, keep_district: bool = True) -> None:  # fmt: skip
        self.strategy: StyleStrategy = strategy(style)  # ValueError for an unknown style
        self.scope_id = scope_id
        self.key = scope_key
        self.state = state or CaseState()
        self.style = self.strategy.style
        self.mode = mode
        self.district_level = district_level
        self.keep_district = keep_district
        self.review_flags: set[str] = set()
        self._forbidden_text = ""
        self._real_surnames: frozenset[str] = frozenset()
        self._real_values: set[str] = set(self.state.real_values)

    # -- per document --------------------------------------------------------------------------
    def _draw(self, part: str, value: str) -> DigestStream:
        return DigestStream(scoped_digest(self.key.key, self.scope_id, part, value))

    def begin_document(self, text: str, spans: list[Span]) -> None:
        """Register the document's real values before any replacement is drawn."""
        self.review_flags = set()
        self._forbidden_text = nfkc(text)
        people = [
            s
            for s in spans
            if s.type in (T.PERSON, T.OFFICIAL) and not s.short_form and not s.given_only
        ]
        self._real_surnames = frozenset(
            nfkc(text[s.start : s.start + s.surname_len]) for s in people if s.surname_len
        ) | {n[:sl] for n, sl in self.state.persons.items() if sl}
        for s in people:
            name = nfkc(
                text[s.start : s.end]
            )  # one spelling per person: 林 U+F9F4 and 林 U+6797 are one name
            if s.surname_len and len(name) > s.surname_len:
                (self.state.persons if s.type == T.PERSON else self.state.officials)[name] = (
                    s.surname_len
                )
        for c in PERSON_CODES:
            if c in text and c not in self.state.code_avoid:
                self.state.code_avoid.append(c)
        for s in spans:
            if s.action == T.REPLACE:
                value = normalize(s.type, text[s.start : s.end])
                if value not in self._real_values:
                    self._real_values.add(value)
                    self.state.real_values.append(value)

    def _clashes(self, fake: str, kind: str) -> bool:
        return nfkc(fake) in self._forbidden_text or normalize(kind, fake) in self._real_values

    # -- names -------------------------------------------------------------------------------------
    def surname(self, real: str) -> str:
        """The case's fake for a real surname (injective; never a real surname of the case)."""
        real = nfkc(real)
        if real in self.state.surnames:
            return self.state.surnames[real]
        for attempt in range(MAX_ATTEMPTS):
            fake = fake_surname(real, self._draw, attempt)
            if fake in self.state.surname_owners or fake in self._real_surnames:
                continue
            self.state.surnames[real] = fake
            self.state.surname_owners[fake] = real
            return fake
        raise PseudonymCollision("surname pool exhausted for this case")

    def _people_with_surname(self, surname: str) -> list[str]:
        surname = nfkc(surname)
        return [
            n
            for n, sl in self.state.persons.items()
            if sl == len(surname) and n.startswith(surname)
        ]

    def _people_with_given(self, given: str) -> list[str]:
        given = nfkc(given)
        return [n for n, sl in self.state.persons.items() if n[sl:] == given]

    # -- entry point -------------------------------------------------------------------------------
    def replace(self, span: Span, original: str) -> Replacement:
        """The replacement of ``original`` (the text under ``span``) in this case and style."""
        if (
            span.type == T.SPECIAL_CATEGORY
        ):  # masked outright: one mask for every passage of a category
            return Replacement(MASKS[span.source.rsplit(":", 1)[-1]], shared=True)
        if span.type == T.PERSON and (span.short_form or span.given_only):
            neutral = self._ambiguous_short_form(span, original)
            if neutral:
                return neutral
        if span.type == T.EVENT_DATE:
            return self.strategy.event_date(self, span, original)
        return self.strategy.value(self, span, original)

    def pseudonym(self, span: Span, original: str) -> str:
        return self.replace(span, original).text

    def _ambiguous_short_form(self, span: Span, original: str) -> Replacement | None:
        if span.short_form:
            surname = original[: span.surname_len]
            if len(self._people_with_surname(surname)) >= 2:
                self.review_flags.add("ambiguous_short_form")
                return Replacement("〇" * len(surname) + original[span.surname_len :], shared=True)
        elif len(self._people_with_given(original)) >= 2:
            self.review_flags.add("ambiguous_given_name")
            return Replacement("〇" * len(original), shared=True)
        return None

    def shifted_date(self, original: str) -> str | None:
        """``original`` shifted by the case's offset (drawn once per case, kept in its state); None
        where it cannot be read as a date."""
        if self.state.date_shift_days is None:
            shift = self._draw("event_date.shift", "case").below(361) - 180
            self.state.date_shift_days = shift or 7
        return dates.shift(original, self.state.date_shift_days)

    def generalized_address(self, original: str) -> str | None:
        """The address's 縣市 (with its 鄉鎮市區 when ``district_level``), None without a city."""
        head = city_and_district(original)
        if not head:
            return None
        city, district = head
        return city + district if self.district_level else city

    # -- codes -------------------------------------------------------------------------------------
    def _next_code(self, category: str, make) -> str:
        # Only a person's code avoids the code characters of the case's texts (甲 where
        # 甲方 is written): 〔電子郵件1〕 is bracketed, and its 子 must not refuse every
        # e-mail code. When the texts use every code character, only numbered codes (甲1)
        # are issued.
        avoid = set(self.state.code_avoid) if category == "person" else set()
        numbered_only = bool(avoid) and avoid >= set(PERSON_CODES)
        while True:
            n = self.state.code_counters.get(category, 0)
            self.state.code_counters[category] = n + 1
            code = make(n)
            if code in self._forbidden_text:
                continue
            if (numbered_only and code[-1].isdigit()) or not any(c in avoid for c in code):
                return code

    def code(self, span: Span, original: str) -> str:
        """The case's code for the value (甲, A公司, 〔電話1〕): one per person, brand or value."""
        kind = span.type
        if kind == T.PERSON:
            if span.short_form:
                matches = self._people_with_surname(original[: span.surname_len])
                ident = matches[0] if len(matches) == 1 else original
            elif span.given_only:
                matches = self._people_with_given(original)
                ident = matches[0] if len(matches) == 1 else original
            else:
                ident = normalize(kind, original)
            key = f"person\x1f{ident}"
            if key not in self.state.codes:
                self.state.codes[key] = self._next_code(
                    "person",
                    lambda n: (
                        PERSON_CODES[n % len(PERSON_CODES)]
                        + (str(n // len(PERSON_CODES)) if n >= len(PERSON_CODES) else "")
                    ),
                )
            return self.state.codes[key]
        if kind == T.ORGANIZATION:
            brand, tail = split_org(normalize(kind, original))
            key = f"org\x1f{brand or original}"
            if key not in self.state.codes:
                self.state.codes[key] = self._next_code("org", _letters)
            form = (
                "銀行"
                if tail.endswith("銀行")
                else tail[-3:]
                if tail.endswith(("工作室", "事務所"))
                else "公司"
            )
            return self.state.codes[key] + form
        key = f"{kind}\x1f{normalize(kind, original)}"
        if key not in self.state.codes:
            label = VALUE_LABELS.get(kind, "資料")
            self.state.codes[key] = self._next_code(kind, lambda n: f"〔{label}{n + 1}〕")
        return self.state.codes[key]

    # -- realistic ---------------------------------------------------------------------------------
    def realistic(self, span: Span, original: str) -> str:
        """A fake of the same type and shape, the same for the same value in the case, never a real
        value of the case (the case's code where no such fake exists)."""
        kind = span.type + (".short" if span.short_form else ".given" if span.given_only else "")
        key = f"{kind}\x1f{normalize(span.type, original)}"
        if key in self.state.assigned and span.type in (T.PERSON, T.ORGANIZATION):
            return self.state.assigned[key]
        for attempt in range(MAX_ATTEMPTS):
            # Draws depend on the normalized value only, so F２１７ ６７４ and F217674… share one
            # fake, reshaped to each spelling's width and spacing. Names and brands map per part.
            def draw(part: str, _value: str, _attempt: int = attempt) -> DigestStream:
                return self._draw(part, f"{key}#{_attempt}")

            if span.type == T.PERSON:
                fake = fake_person(
                    original,
                    span.surname_len,
                    span.short_form,
                    span.given_only,
                    self.surname,
                    self._draw,
                    attempt,
                )
            elif span.type == T.ORGANIZATION:
                fake = fake_org(original, self._draw, attempt)
            else:
                fake = fake_value(span.type, original, draw, attempt, self.keep_district)
            norm_fake = f"{span.type}\x1f{normalize(span.type, fake)}"
            owner = self.state.owners.get(norm_fake)
            if owner is not None and owner != key:
                continue
            if owner is None and (
                self._clashes(fake, span.type)
                or normalize(span.type, fake) == key.split("\x1f", 1)[1]
            ):
                continue
            self.state.assigned[key] = fake
            self.state.owners[norm_fake] = key
            return fake
        # No realistic fake differs from the original (臺中市大里區: a district alone, nothing to
        # redraw) or all are taken: the value gets the case's code instead (〔地址1〕), never a
        # dead letter for want of a fake.
        self.review_flags.add("realistic_fallback_to_code")
        code = self.code(span, original)
        self.state.assigned[key] = code
        return code


def _letters(n: int) -> str:
    out = ""
    n += 1
    while n:
        n, r = divmod(n - 1, 26)
        out = chr(65 + r) + out
    return out


__all__ = ["STYLES", "CasePseudonymizer", "PseudonymCollision", "Replacement", "fake_given"]
