"""Detection of personal data in Taiwanese legal text.

``detect(text)`` runs every recognizer over two same-meaning views of the text — the
folded copy (:func:`~worker.text.fold.fold`: look-alikes, compatibility ideographs, Kangxi
radicals, full-width forms; same length; length-changing forms such as ㈠ are expanded first by
:func:`~worker.text.fold.expand_view` and mapped back) and a compact view without
the spaces and line breaks that noise puts inside values (:func:`~worker.text.fold.compact_view`,
mapped back character by character) — and combines all candidates in one place
(:func:`worker.text.spans.resolve_overlaps`). Offsets are Unicode code points into the original
``text``.
"""

from __future__ import annotations

import os
import re
from dataclasses import replace
from functools import lru_cache, partial
from typing import NamedTuple

from worker.detect import model_lac, model_own
from worker.detect.address import find_addresses
from worker.detect.agencies import find_agencies, find_public_bodies
from worker.detect.codes import (
    code_view,
    find_code_shapes,
    find_column_codes,
    find_keyed_values,
    find_labelled_codes,
    find_loose_numbers,
    find_masked_values,
    find_wrapped_accounts,
)
from worker.detect.contact import (
    find_chat_handles,
    find_emails,
    find_licence_plates,
    find_phones,
    find_social_handles,
    find_urls,
)
from worker.detect.custody_codes import find_custody_codes
from worker.detect.dates import find_dates_of_birth
from worker.detect.identifiers import (
    find_accounts_and_cards,
    find_national_ids,
    find_passports,
    find_travel_documents,
)
from worker.detect.lexicon import impostor_claim_words, impostor_words
from worker.detect.organizations import after_party_role, find_organizations
from worker.detect.persons import find_persons, model_person_spans
from worker.detect.records import (
    find_event_dates,
    find_land_parcels,
    find_nhi_cards,
    find_secret_answers,
    find_secrets,
    procedural_date,
)
from worker.detect.short_forms import find_short_forms
from worker.detect.spoken import find_spoken_numbers
from worker.detect.stand_ins import find_stand_ins
from worker.text.fold import (
    NO_BREAKS,
    Breaks,
    compact_view,
    expand_view,
    fold_ocr,
    unescape_view,
)
from worker.text.fold import fold as _fold  # not `fold`: worker.detect.fold names the alias module
from worker.text.spans import (
    ADDRESS,
    AGENCY,
    BANK_ACCOUNT,
    DIRECT_IDENTIFIERS,
    EMAIL,
    EVENT_DATE,
    KEEP,
    OFFICIAL,
    ORGANIZATION,
    OTHER_ID,
    PERSON,
    REPLACE,
    RESIDENT_ID,
    TW_ID,
    URL,
    Span,
    resolve_overlaps,
)

_MODEL_IDS = {"lac": model_lac.MODEL_ID, "own": model_own.MODEL_ID}
DEFAULT_MODELS = ("lac",)


def detect_models(raw: str | None = None) -> tuple[str, ...]:
    """The learned candidate sources to run: ``DEID_DETECT_MODELS`` (comma-separated ``lac``,
    ``own``; ``none`` for the rules alone), default :data:`DEFAULT_MODELS`. Raises ``ValueError``
    naming the setting on a bad value."""
    raw = os.environ.get("DEID_DETECT_MODELS") if raw is None else raw
    if raw is None or not raw.strip():
        return DEFAULT_MODELS
    names = tuple(dict.fromkeys(n.strip().lower() for n in raw.split(",") if n.strip()))
    if names == ("none",):
        return ()
    bad = [n for n in names if n not in _MODEL_IDS]
    if bad:
        raise ValueError(
            f"DEID_DETECT_MODELS: unknown model {bad[0]!r}; use lac, own, both comma-separated, or "
            "none"
        )
    return names


try:
    MODELS = detect_models()
# reported as a settings error by worker.config (DEID_DETECT_MODELS), never a traceback at import
except ValueError:
    MODELS = DEFAULT_MODELS
DETECTOR_VERSION = "+".join(["rules-0.3", *(_MODEL_IDS[m] for m in MODELS)])
MODEL_VERSIONS = ",".join(_MODEL_IDS[m] for m in MODELS) or "none"
"""The learned parts that run, by name and version (on spans and output events)."""
MAX_DETECT_CHARS = 2_000_000


class DetectionInputError(ValueError):
    """The input cannot be scanned (not a str, or longer than ``MAX_DETECT_CHARS``). Never carries
    the text."""


def detect(
    text: str,
    use_model: bool = True,
    known_names: dict[str, tuple[str, int]] | None = None,
    models: tuple[str, ...] | None = None,
    *,
    proposed: list[Span] | None = None,
) -> list[Span]:
    """Detect personal data (``replace``) and kept officials/agencies (``keep``) in ``text``.

    Returns non-overlapping spans sorted by start. Raises :class:`DetectionInputError`
    for a non-``str`` input or one over ``MAX_DETECT_CHARS`` code points. Empty or
    whitespace-only text yields ``[]``. ``use_model=False`` runs the rules alone (for measuring
    what the model adds). ``known_names`` (name → (``person``|``official``, surname length)) are
    the names a case established in earlier documents: found here too, with the same decision.
    ``models`` picks the learned candidate sources (``lac``, ``own``; default :data:`MODELS`, from
    ``DEID_DETECT_MODELS``); every model span enters the one merge step with source
    ``model:<name>-<version>``. ``proposed``, when a list, receives every candidate of this run
    before the filters and the overlap resolution, in offsets into ``text`` (see
    :func:`candidates`).
    """
    models = MODELS if models is None else models
    if not use_model:
        models = ()
    if not isinstance(text, str):
        raise DetectionInputError(f"expected str, got {type(text).__name__}")
    if len(text) > MAX_DETECT_CHARS:
        raise DetectionInputError(f"text has {len(text)} code points, limit {MAX_DETECT_CHARS}")
    if not text.strip():
        return []
    unescaped = unescape_view(text)
    if unescaped is not None:  # "\u5f35\u7c21…": detected as the characters, mapped back whole
        view_text, starts, ends = unescaped
        seen_u: list[Span] | None = None if proposed is None else []
        found = detect(view_text, use_model, known_names, models, proposed=seen_u)
        if proposed is not None and seen_u:
            proposed += [replace(s, start=starts[s.start], end=ends[s.end - 1]) for s in seen_u]
        return resolve_overlaps(
            [replace(s, start=starts[s.start], end=ends[s.end - 1]) for s in found]
        )
    expanded = expand_view(text)
    if (
        expanded is not None
    ):  # ㈠ → (一), ⑩ → 10: detected on the expanded view, offsets mapped back
        view_text, index = expanded
        seen: list[Span] | None = None if proposed is None else []
        found = _detect(view_text, models, known_names, seen)
        if proposed is not None and seen:
            proposed += [_map_back(s, index) for s in seen]
        return resolve_overlaps(
            [replace(s, start=index[s.start], end=index[s.end - 1] + 1) for s in found]
        )
    return _detect(text, models, known_names, proposed)


class Candidates(NamedTuple):
    """What :func:`candidates` returns: the proposed spans and the decided ones."""

    spans: list[Span]
    decided: list[Span]


def candidates(
    text: str,
    use_model: bool = True,
    known_names: dict[str, tuple[str, int]] | None = None,
    models: tuple[str, ...] | None = None,
) -> Candidates:
    """What one run of :func:`detect` proposed, beside what it decided (for measuring generation
    apart from decision: ``worker.eval.score``). ``spans``: every recognizer's and model's
    candidate before the filters and :func:`~worker.text.spans.resolve_overlaps`, mapped to
    offsets into ``text`` as ``detect`` maps its spans, together with every span the decision
    derives itself (a found value's other occurrences), so that it holds every span ``detect``
    returns; sorted, overlapping, without duplicates. ``decided``: what ``detect`` returns for the
    same arguments. Raises as ``detect`` does."""
    proposed: list[Span] = []
    decided = detect(text, use_model, known_names, models, proposed=proposed)
    spans = sorted(  # a total order: the same candidates come out in the same order every run
        set(proposed).union(decided),
        key=lambda s: (s.start, s.end, s.type, s.action, s.source, s.score, s.surname_len,
                       s.short_form, s.given_only),
    )  # fmt: skip
    return Candidates(spans, decided)


def _detect(
    text: str,
    models: tuple[str, ...],
    known_names: dict[str, tuple[str, int]] | None,
    proposed: list[Span] | None = None,
) -> list[Span]:
    folded = _fold(text)
    # Breaks are judged on the code view (二段⏎l6號 is 二段⏎16號: a break inside an address); the
    # view keeps folded characters.
    codes = code_view(folded)
    view, index = compact_view(codes, text) if codes != folded else compact_view(folded, text)
    if codes != folded:
        view = "".join(folded[i] for i in index)
    model = _model_entities(view, models)  # once, on the view without noise breaks
    breaks = Breaks.of_view(folded, index)  # handed to the recognizers with the view they read
    candidates = _candidates(view, model, known_names, lines=view == folded, breaks=breaks)
    if view != folded:  # the plain folded text as well: what the view merged, it sees apart
        candidates = [_map_back(c, index) for c in candidates] + _candidates(
            folded, [], known_names, lines=True
        )
    candidates += _codes_after_names(folded, candidates)
    if proposed is not None:  # what was generated, before any filter decides
        proposed += candidates
    candidates = [
        c for c in candidates if c.type != EVENT_DATE or not procedural_date(folded, c.start, c.end)
    ]
    candidates = _drop_names_inside_firms(candidates)
    candidates = _agencies_hold_their_words(folded, candidates)
    candidates = _names_yield_to_codes(folded, candidates)
    candidates = _ids_yield_to_longer_codes(folded, candidates)
    candidates = _inside_vins(candidates)
    candidates = _firms_after_roles(folded, candidates)
    candidates = _impostors_are_persons(folded, candidates)
    spans = resolve_overlaps(candidates)
    return _keycap_tails(text, resolve_overlaps(spans + list(_propagate_values(folded, spans))))


_EMOJI_MARKS = re.compile("[\ufe0e\ufe0f\u20e3]+")


def _keycap_tails(text: str, spans: list[Span]) -> list[Span]:
    """A value written in keycaps (0️⃣9️⃣…8️⃣) ends in its last digit's marks (U+FE0F, U+20E3):
    the fold reads them as spaces, so a span found ends before them; the marks are the value's."""
    out = spans
    for k, s in enumerate(spans):
        m = _EMOJI_MARKS.match(text, s.end)
        if m and s.action == REPLACE:
            if out is spans:
                out = list(spans)
            out[k] = replace(s, end=m.end())
    return out


_FIRM_SOURCES = frozenset({"rule:org_suffix", "rule:org_alias", "rule:org_propagated"})


def _drop_names_inside_firms(candidates: list[Span]) -> list[Span]:
    """A name read inside a firm's name (蔚楓 of 蔚楓法律事務所, 晴楓 of 晴楓釣具行) is the firm's
    brand: the person or official candidate goes, the organisation stays."""
    firms = [c for c in candidates if c.type == ORGANIZATION and c.source in _FIRM_SOURCES]
    if not firms:
        return candidates
    return [
        c
        for c in candidates
        if c.type not in (PERSON, OFFICIAL)
        or not any(
            f.start <= c.start and c.end <= f.end and f.end - f.start > c.end - c.start
            for f in firms
        )
    ]


def _agencies_hold_their_words(text: str, candidates: list[Span]) -> list[Span]:
    """A person, official, address or firm read inside a public body's name that the agency
    grammar found (苓雅 of 苓雅分局, 臺南市佳里區 of 臺南市佳里區調解委員會, 馬公簡易庭 read whole
    as a name, 簡易庭 as a judge's title) is the body's place or word: the agency is the evidence,
    the candidate inside it goes. So does an address that opens inside the agency and runs past it
    with no number, 段, 巷, 弄, 號 or 樓 (臺中市政府警察局道路 of 臺中市政府警察局道路交通事故…:
    no house is located there). A candidate that runs past the agency's edges otherwise (an
    address with its number after it) stays. A person or official read from before the agency into
    it ends where the agency starts, and goes when less than two characters are left (向 臺灣 of
    被害人向 臺灣臺中地方法院)."""
    bodies = [c for c in candidates if c.type == AGENCY and c.source == "rule:agency"]
    if not bodies:
        return candidates

    def held(c: Span, b: Span) -> bool:
        if b.start <= c.start and c.end <= b.end:
            return True
        return (
            c.type == ADDRESS
            and b.start <= c.start < b.end < c.end
            and not any(ch.isdigit() or ch in "段巷弄號樓" for ch in text[b.end : c.end])
        )

    out = []
    for c in candidates:
        if c.type not in (PERSON, OFFICIAL, ADDRESS, ORGANIZATION):
            out.append(c)
            continue
        if any(held(c, b) for b in bodies):
            continue
        into = [
            b.start for b in bodies if c.type in (PERSON, OFFICIAL) and c.start < b.start < c.end
        ]
        if into:  # 被害人向 臺灣臺中地方法院: the name read runs into the agency; it ends before
            end = min(into)
            while end > c.start and text[end - 1].isspace():
                end -= 1
            if end - c.start >= 2:
                out.append(replace(c, end=end))
            continue
        out.append(c)
    return out


def _firms_after_roles(text: str, candidates: list[Span]) -> list[Span]:
    """A firm candidate that takes in the party role before it (a model's 人大同工程行 of 聲請人大同
    工程行) begins after the role, as the firm rules' own spans do."""
    out = []
    for c in candidates:
        if c.type == ORGANIZATION:
            start = after_party_role(text, c.start, c.end)
            if start != c.start and c.end - start >= 2:
                c = replace(c, start=start)
        out.append(c)
    return out


_CLAUSE_END = frozenset("。！？!?；;，,\n")
_IMPOSTOR_REACH = 16  # characters back from the name, within its clause


@lru_cache(maxsize=1)
def _impostor_re() -> re.Pattern[str]:
    return re.compile("|".join(map(re.escape, impostor_words())))


@lru_cache(maxsize=1)
def _claim_re() -> re.Pattern[str]:
    return re.compile("|".join(map(re.escape, impostor_claim_words())))


# A chat participant: the speaker of a time-stamped line ([上午 10:02] 林警官：…, 14:03 王專員：) or
# an account's header, its handle on the next line (臺北市政府警察局 偵查隊 某某 警官⏎@tpe_…).
# Officials do not chat with the parties of a case; a chat's "officer" is the scam's impostor.
_CHAT_SPEAKER = re.compile(
    r"[ \t\u3000]*[\[【(（]?[^\]】)）\n]{0,8}?"  # a bracket, 上午 / 下午
    r"[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?[\]】)）]?[ \u3000]*$"  # the time, then the speaker
)
_HANDLE_NEXT = re.compile(r"[^\n]*\n[ \t\u3000]*@[A-Za-z0-9_.]{3,30}")


def _chat_participant(text: str, c: Span) -> bool:
    line_start = text.rfind("\n", 0, c.start) + 1
    after = text[c.end : c.end + 3].lstrip(" \u3000")
    if after[:1] in ("：", ":") and _CHAT_SPEAKER.match(text, line_start, c.start):
        return True
    labelled = "：" in text[line_start : c.start]  # 承辦檢察官：某某 is a form's field, not a chat
    return _HANDLE_NEXT.match(text, c.end) is not None and not labelled


def _impostors_are_persons(text: str, candidates: list[Span]) -> list[Span]:
    """An official named after an impostor word in the same clause (自稱是刑事局的林警官,
    假冒檢察官的陳檢察官, 佯稱為檢察官吳建宏) or with one right after it (林警官（假冒）) acts no
    role: a private person, replaced (worker/data/impostor_words.txt). So does a surname-and-title
    official (林警官, 陳檢察官) anywhere in a document that tells of impersonation: real officials
    sign such records with their full names (詢問人：警員蘇志明)."""
    if not any(c.type == OFFICIAL for c in candidates):
        return candidates
    pattern = _impostor_re()
    scam = pattern.search(text) is not None
    out = []
    for c in candidates:
        if c.type == OFFICIAL and scam and c.short_form:  # 林警官, 陳檢察官 in a scam's account
            c = replace(c, type=PERSON, action=REPLACE)
        elif c.type == OFFICIAL:
            back = c.start
            while (
                back > 0 and c.start - back < _IMPOSTOR_REACH and text[back - 1] not in _CLAUSE_END
            ):
                back -= 1
            if (
                pattern.search(text, back, c.start)
                or pattern.search(text, c.end, c.end + 4)
                or _claim_re().search(text, back, c.start)
                or _chat_participant(text, c)
            ):
                c = replace(c, type=PERSON, action=REPLACE)
        out.append(c)
    return out


_NAME_TYPES = frozenset({PERSON, OFFICIAL, ORGANIZATION, AGENCY})
_CODE_TYPES = DIRECT_IDENTIFIERS - {EMAIL, URL}


def _names_yield_to_codes(text: str, candidates: list[Span]) -> list[Span]:
    """A name or firm candidate that runs into an identifier candidate without holding it whole (a
    model's ORG over a table row that takes the TK of TK-20817) goes, so that the identifier, even a
    weak one, keeps all its characters; a name inside an identifier candidate, or holding one,
    stays (the overlap resolution decides, as for every other candidate)."""
    codes = [(c.start, c.end) for c in candidates if c.type in _CODE_TYPES and c.action == REPLACE]
    if not codes:
        return candidates
    return [
        c
        for c in candidates
        if c.type not in _NAME_TYPES
        or not (_runs_into(c.start, c.end, codes) or _code_letters(text, c, codes))
    ]


_CODE_LETTERS = re.compile(r"[A-Za-z][A-Za-z\- ]*")


def _code_letters(text: str, c: Span, codes: list[tuple[int, int]]) -> bool:
    """A name candidate of Latin letters only that is the letter part of a longer code holding
    it (會員 GS-TW-5508214, 會員 BK-77812093: the role word read GS-TW- as a name): the code's."""
    if c.end - c.start > 12 or not _CODE_LETTERS.fullmatch(text, c.start, c.end):
        return False
    return any(
        a <= c.start and c.end < b and any(ch.isdigit() for ch in text[c.end : b]) for a, b in codes
    )


def _runs_into(start: int, end: int, codes: list[tuple[int, int]]) -> bool:
    """One of ``codes`` overlaps ``start``..``end`` without either holding the other whole."""
    for k_start, k_end in codes:
        if start < k_start < end < k_end or k_start < start < k_end < end:
            return True
    return False


# A code alone in brackets right after a name: an inmate's 呼號 in a prison's mail log
# (張某（B-221）), a member's or a patient's number in a roster (王某（M-108）, 林某（00441735）).
_CODE_AFTER_NAME = re.compile(
    r"[ ]?[（(]((?:[A-Z]{1,3}[\-]?[0-9]{3,6}|(?!(?:19|20)[0-9]{2}[）)])[0-9]{4,10}))[）)]"
)  # a year in brackets (林某（1985）) is no code


def _codes_after_names(folded: str, candidates: list[Span]) -> list[Span]:
    """The code in brackets right after a person candidate, as other_id."""
    out = []
    for c in candidates:
        if c.type != PERSON or c.action != REPLACE:
            continue
        m = _CODE_AFTER_NAME.match(folded, c.end)
        if m:
            out.append(
                Span(m.start(1), m.end(1), OTHER_ID, source="rule:code_after_name", score=0.6)
            )
    return out


def _inside_vins(candidates: list[Span]) -> list[Span]:
    """A vehicle identification number after its label is read whole: a phone's, a plate's or a
    name's shape inside it (the 0B7 391256 of JTD KB20U 0B7 391256) is part of it and goes."""
    vins = [c for c in candidates if c.source == "rule:labelled_vin"]
    if not vins:
        return candidates
    return [
        c
        for c in candidates
        if c.source == "rule:labelled_vin"
        or not any(v.start <= c.start and c.end <= v.end for v in vins)
    ]


def _ids_yield_to_longer_codes(folded: str, candidates: list[Span]) -> list[Span]:
    """An identity-number shape read inside a longer hyphenated code (the LB20250317 of order
    LB20250317-00412, the H2-20180611 of policy JC-H2-20180611-204) is part of that code: it goes,
    and the code candidate that holds it whole (replaced too) keeps every character."""
    codes = [c for c in candidates if c.type == OTHER_ID and c.action == REPLACE]
    if not codes:
        return candidates

    def glued(c: Span) -> bool:
        return folded[c.end : c.end + 1] == "-" or folded[max(0, c.start - 1) : c.start] == "-"

    return [
        c
        for c in candidates
        if c.type not in (TW_ID, RESIDENT_ID)
        or not glued(c)
        or not any(
            k.start <= c.start and c.end <= k.end and k.end - k.start > c.end - c.start
            for k in codes
        )
    ]


def _model_entities(view: str, models: tuple[str, ...]) -> list[tuple[int, int, str, str, float]]:
    """``(start, end, label, source, score)`` of the chosen models' PER / ORG spans."""
    out: list[tuple[int, int, str, str, float]] = []
    if "lac" in models:
        out += [(a, b, label, "model:lac", 0.7) for a, b, label in model_lac.entities(view)]
    if "own" in models:
        out += [
            (a, b, label, model_own.SOURCE, score)
            for a, b, label, score in model_own.entities(view, folded=True)
            if label in ("PER", "ORG")
        ]
    return out


def _sourced(spans: list[Span], model: list[tuple[int, int, str, str, float]]) -> list[Span]:
    """The recognizers mark a model's candidate ``model:lac`` with a fixed score; a span that came
    from another model (it lies inside that model's span and inside no LAC span) takes that model's
    source and calibrated score."""
    own = [m for m in model if m[3] != "model:lac"]
    if not own:
        return spans
    lac = [m for m in model if m[3] == "model:lac"]
    out = []
    for s in spans:
        if s.source == "model:lac" and not any(a <= s.start and s.end <= b for a, b, *_ in lac):
            src = next(((m[3], m[4]) for m in own if m[0] <= s.start and s.end <= m[1]), None)
            if src is None:  # the person reading extended the model's cut (唐重 → 唐重光)
                src = next(((m[3], m[4]) for m in own if m[0] < s.end and s.start < m[1]), None)
            if src is not None:
                s = replace(s, source=src[0], score=src[1])
        out.append(s)
    return out


def _map_back(s: Span, index: list[int]) -> Span:
    # every field written out: dataclasses.replace costs four times as much, on every candidate
    # of the compact view (tests/unit/detect/test_map_back.py holds this to Span's fields)
    return Span(
        index[s.start], index[s.end - 1] + 1, s.type, s.action, s.source, s.score,
        s.surname_len, s.short_form, s.given_only,
    )  # fmt: skip


def _candidates(
    folded: str,
    model: list[tuple[int, int, str, str, float]],
    known_names: dict[str, tuple[str, int]] | None,
    lines: bool = True,
    breaks: Breaks = NO_BREAKS,
) -> list[Span]:
    """Every recognizer's candidates over one same-length view of the text. ``lines``: the text has
    its line structure intact (chat speakers are read only there: in the compact view a handle runs
    into the next line's first word)."""
    # OCR confusions undone inside every code-shaped token (O/0, l/1, B/8, S/5, •, Chinese digits):
    # dates, addresses and parcels read only this view (it changes no character they need); numbers
    # read it on top of fold_ocr, and the plain text too (a leading O or I is an ID letter there).
    codes = code_view(folded)
    candidates: list[Span] = []
    addresses = list(find_addresses(codes, breaks=breaks))
    candidates += addresses
    numbers = (
        partial(find_phones, breaks=breaks),  # an extension ends at a joined line
        find_national_ids,
        find_accounts_and_cards,
        find_nhi_cards,
        find_licence_plates,
    )
    for variant in {
        folded,
        codes,
        code_view(fold_ocr(folded)),
    }:  # plain, with OCR confusions inside code-shaped tokens undone (a table's | stays a bar:
        # ｜(O2)2345-67B9｜), and with OCR confusions inside numbers undone
        for finder in numbers:
            candidates += finder(variant)
    candidates += find_spoken_numbers(folded)  # 零九三二，呃，一二三，四五六七 after 電話
    candidates += find_dates_of_birth(codes, rows=lines)
    candidates += find_event_dates(codes)
    candidates += find_land_parcels(codes)
    candidates += find_labelled_codes(folded, codes, breaks=breaks)
    candidates += find_column_codes(folded, codes)
    candidates += find_keyed_values(codes)  # "member_id": 600218, uid=1029384, "pwd":"…"
    candidates += find_custody_codes(codes)  # 忠二舍 218, 2工場 5530, 收容人編號宜監 4517
    candidates += find_code_shapes(codes)
    candidates += find_loose_numbers(codes, breaks=breaks)
    candidates += find_secret_answers(folded, codes)
    candidates += find_masked_values(folded, codes)
    if lines:
        candidates += find_chat_handles(folded)
        candidates += find_wrapped_accounts(folded)
    for finder in (
        find_passports, find_travel_documents, find_emails, find_urls, find_social_handles,
        find_agencies, find_public_bodies, find_secrets,
    ):  # fmt: skip
        candidates += finder(folded)
    organizations = _sourced(
        find_organizations(
            folded, [(a, b) for a, b, label, _, _ in model if label == "ORG"], breaks=breaks
        ),
        [m for m in model if m[2] == "ORG"],
    )
    rule_orgs = [o for o in organizations if not o.source.startswith("model:")]
    persons = [
        p
        for a, b, label, src, score in model
        if label == "PER"
        for p in _sourced(
            model_person_spans(folded, [(a, b)], breaks=breaks), [(a, b, label, src, score)]
        )
        if not any(
            o.start < p.end and p.start < o.end for o in rule_orgs
        )  # 晉沐商業銀行 is no person 晉沐商
    ]
    accounts = [c for c in candidates if c.type == BANK_ACCOUNT]
    found = find_persons(
        folded,
        anchors_before_names=addresses + accounts,
        model_spans=persons,
        known=known_names,
        breaks=breaks,
    )
    candidates += found
    candidates += find_short_forms(folded, found)  # 范嫌, 丁董, 許家, Ms. 黃
    if lines:  # a stem's introduction is read within a line (出租人⏎乙： is no 出租人乙)
        candidates += find_stand_ins(folded)  # A生, Ｃ生, 甲男, 博士生甲 … 指稱甲於
    return candidates + organizations


def _alnum_at(text: str, i: int) -> bool:
    return 0 <= i < len(text) and text[i].isascii() and text[i].isalnum()


def _propagate_values(folded: str, spans: list[Span]) -> list[Span]:
    """Every other occurrence of a found identifier, address or date of birth gets the same span
    (a value found once next to its label is also replaced where it stands alone)."""
    out = []
    seen: set[str] = set()
    for s in spans:
        if s.action != REPLACE or s.type == PERSON:
            continue
        value = folded[s.start : s.end]
        if len(value) < 4 or value in seen:
            continue
        seen.add(value)
        start = folded.find(value)
        word = (
            value[0].isascii()
            and value[0].isalnum()
            and value[-1].isascii()
            and value[-1].isalnum()
        )
        while start != -1:
            end = start + len(value)
            if word and (_alnum_at(folded, start - 1) or _alnum_at(folded, end)):
                pass  # inside a longer code (B200133668 of a certificate number B2001336680109)
            elif start != s.start:
                out.append(
                    Span(
                        start, start + len(value), s.type, REPLACE, "rule:value_propagated", s.score
                    )
                )
            start = folded.find(value, start + 1)
    return out


__all__ = [
    "DETECTOR_VERSION",
    "KEEP",
    "MODELS",
    "REPLACE",
    "Candidates",
    "DetectionInputError",
    "Span",
    "candidates",
    "detect",
    "detect_models",
]
