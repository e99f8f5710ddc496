"""Candidate spans and the one place where candidates from all sources are combined.

A :class:`Span` is a half-open interval ``[start, end)`` of Unicode code points
into the *original* text (never into a normalized copy).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

REPLACE = "replace"
KEEP = "keep"

# Entity types (the ``type`` of a span). Direct identifiers must be fully covered to count as
# caught.
PERSON = "person"
TW_ID = "tw_id"  # 身分證統一編號
RESIDENT_ID = "resident_id"  # 居留證 / 統一證號 (old and new formats)
PASSPORT = "passport"
NHI_CARD = "nhi_card"  # 健保卡號
LAND_PARCEL = "land_parcel"  # 地號
PASSWORD = "password"  # passwords and verification codes
EVENT_DATE = "event_date"  # personal-event dates (reported; legal mode keeps them)
SPECIAL_CATEGORY = (
    "special_category"  # a passage of 個資法 §6 special-category data: masked, not rewritten
)
PHONE = "phone"
EMAIL = "email"
URL = "url"
ADDRESS = "address"
BANK_ACCOUNT = "bank_account"
CARD_NUMBER = "card_number"
LICENCE_PLATE = "licence_plate"
SOCIAL_HANDLE = "social_handle"
DATE_OF_BIRTH = "date_of_birth"
# any other number or code that identifies a person (員工編號, 學號, 病歷號碼, 保單號碼, 戶號 …)
OTHER_ID = "other_id"
ORGANIZATION = "organization"
OFFICIAL = "official"  # a judge, prosecutor, lawyer, clerk ... acting in role: kept
AGENCY = "agency"  # a court or government agency: kept

DIRECT_IDENTIFIERS = frozenset(
    {
        TW_ID,
        RESIDENT_ID,
        PASSPORT,
        NHI_CARD,
        PHONE,
        EMAIL,
        URL,
        BANK_ACCOUNT,
        CARD_NUMBER,
        LICENCE_PLATE,
        SOCIAL_HANDLE,
        PASSWORD,
        OTHER_ID,
    }
)

# Higher wins when candidates overlap: validated formats first, then structure, then names.
PRIORITY = {
    SPECIAL_CATEGORY: 200,
    EMAIL: 100,
    URL: 95,
    TW_ID: 90,
    RESIDENT_ID: 90,
    PASSPORT: 88,
    NHI_CARD: 87,
    PASSWORD: 86,
    CARD_NUMBER: 85,
    BANK_ACCOUNT: 80,
    OTHER_ID: 72,
    PHONE: 75,
    SOCIAL_HANDLE: 70,
    LICENCE_PLATE: 65,
    DATE_OF_BIRTH: 60,
    LAND_PARCEL: 58,
    ADDRESS: 55,
    OFFICIAL: 50,
    PERSON: 45,
    AGENCY: 40,
    ORGANIZATION: 35,
    EVENT_DATE: 30,
}


@dataclass(frozen=True, slots=True)
class Span:
    """One detected value.

    Attributes:
        start, end: code-point offsets into the original text, ``0 <= start < end``.
        type: an entity type constant of this module.
        action: ``"replace"`` (personal data) or ``"keep"`` (officials acting in role, agencies).
        source: id of the recognizer that produced it (``rule:tw_id`` ...); never a value.
        score: confidence in ``[0, 1]``; 1.0 for validated formats.
        surname_len: for persons, how many leading code points are the surname (0 = unknown).
        short_form: for persons, the span is a surname with a title (陳小姐, 許君) when True.
        given_only: for persons, the span is the given name of a full name found in the text (美玲
        of 林美玲).
    """

    start: int
    end: int
    type: str
    action: str = REPLACE
    source: str = "rule"
    score: float = 1.0
    surname_len: int = 0
    short_form: bool = False
    given_only: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError(f"bad span offsets {self.start}..{self.end}")


# Guesses without a label rank below every labelled or validated value (a long digit run is an
# account only when nothing else claims it).
WEAK_SOURCES = frozenset({"rule:digit_run", "rule:code_shape"})
WEAK_PRIORITY = 20


def resolve_overlaps(candidates: list[Span]) -> list[Span]:
    """Combine candidates from every source into non-overlapping spans (one span per character).

    Order of preference: type priority (validated identifiers first), then the
    longer span, then the higher score, then the earlier start. Returns spans
    sorted by ``start``.
    """
    ranked = sorted(
        candidates,
        key=lambda s: (
            -(WEAK_PRIORITY if s.source in WEAK_SOURCES else PRIORITY.get(s.type, 0)),
            -(s.end - s.start),
            -s.score,
            s.start,
        ),
    )
    taken: list[Span] = []
    occupied = bytearray(
        max((s.end for s in candidates), default=0)
    )  # one flag per code point: O(length) checks
    left: list[Span] = []
    for span in ranked:
        if 1 in occupied[span.start : span.end]:
            left.append(span)
            continue
        taken.append(span)
        occupied[span.start : span.end] = b"\x01" * (span.end - span.start)
    return sorted(_persons_joined(taken, left), key=lambda s: s.start)


def _persons_joined(taken: list[Span], left: list[Span]) -> list[Span]:
    """A person candidate that lost to a longer one it overlaps in part (隗蔡金葉 read after 故母,
    蔡金葉女士 read before a title) is the same person read from another side: the span that won
    runs on over what only the other covered, unless that reaches into another span."""
    lefts = [c for c in left if c.type == PERSON and c.action == REPLACE and not c.short_form]
    if not lefts:
        return taken
    out = sorted(taken, key=lambda s: s.start)
    starts = [s.start for s in out]
    for c in lefts:
        i = bisect_right(starts, c.start) - 1  # the last span starting at or before c
        near = [k for k in (i, i + 1) if 0 <= k < len(out)]
        k = next(
            (
                k
                for k in near
                if out[k].type == PERSON
                and out[k].action == REPLACE
                and not out[k].short_form
                and out[k].start < c.end
                and c.start < out[k].end
                and not (out[k].start <= c.start and c.end <= out[k].end)
            ),
            None,
        )
        if k is None:
            continue
        t = out[k]
        a, b = min(t.start, c.start), max(t.end, c.end)
        if (k > 0 and out[k - 1].end > a) or (k + 1 < len(out) and out[k + 1].start < b):
            continue  # the union would reach into another span
        out[k] = Span(a, b, t.type, t.action, t.source, t.score, t.surname_len if a == t.start
                      else c.surname_len, False, t.given_only and c.given_only)  # fmt: skip
        starts[k] = a
    return out
