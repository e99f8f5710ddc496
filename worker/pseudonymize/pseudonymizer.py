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
from dataclasses import dataclass

from worker.case.state import CaseState
from worker.classify import MASKS
from worker.detect import spans as T
from worker.detect.spans import Span
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

MAX_ATTEMPTS = 64
STYLES = ("realistic", "codes", "anonymized")
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


@dataclass(frozen=True)
class Replacement:
    """The replacement of one value; ``shared`` marks masks, neutral forms and generalizations,
    which stand for several originals and are therefore never restored by search."""

    text: str
    shared: bool = False


class CasePseudonymizer:
    """Replacements for one scope (case). Not thread-safe; one instance per case at a time."""

    def __init__(self, scope_id: str, scope_key: ScopeKey, state: CaseState | None = None,
                 style: str = "realistic", mode: str = "legal", district_level: bool = False,
                 keep_district: bool = True) -> None:  # fmt: skip
        if style not in STYLES:
            raise ValueError(f"style must be one of {STYLES}")
        self.scope_id = scope_id
        self.key = scope_key
        self.state = state or CaseState()
        self.style = style
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
            return self._event_date(span, original)
        if self.style == "anonymized":
            general = self._generalize(span, original)
            if general:
                return general
        if self.style in ("codes", "anonymized"):
            return Replacement(self._code(span, original))
        return Replacement(self._realistic(span, original))

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

    def _event_date(self, span: Span, original: str) -> Replacement:
        if self.style == "anonymized":
            general = dates.generalize(original, "ym")
            if general:
                return Replacement(general, shared=True)
        if self.state.date_shift_days is None:
            shift = self._draw("event_date.shift", "case").below(361) - 180
            self.state.date_shift_days = shift or 7
        shifted = dates.shift(original, self.state.date_shift_days)
        if shifted and self.style == "realistic":
            return Replacement(shifted, shared=True)
        return Replacement(self._code(span, original))

    def _generalize(self, span: Span, original: str) -> Replacement | None:
        if span.type == T.DATE_OF_BIRTH:
            year = dates.generalize(original, "y")
            return Replacement(year, shared=True) if year else None
        if span.type == T.ADDRESS:
            head = city_and_district(original)
            if head:
                city, district = head
                return Replacement(city + district if self.district_level else city, shared=True)
        return None

    # -- codes -------------------------------------------------------------------------------------
    def _next_code(self, category: str, make) -> str:
        while True:
            n = self.state.code_counters.get(category, 0)
            self.state.code_counters[category] = n + 1
            code = make(n)
            if code not in self._forbidden_text and not any(
                c in self.state.code_avoid for c in code if c in PERSON_CODES
            ):
                return code

    def _code(self, span: Span, original: str) -> str:
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
    def _realistic(self, span: Span, original: str) -> str:
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
        code = self._code(span, original)
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
