"""Realistic same-type fakes (同型改寫), drawn deterministically from scoped-HMAC streams.

``draw(part, normalized_value)`` returns a :class:`~worker.pseudonymize.scoped_hmac.DigestStream`
for one part of a value, so that parts map on their own: a surname maps to the same
fake surname in 陳美玲 and in 陳小姐. ``attempt`` > 0 asks for an alternative when
the first fake collides with another value of the case.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from worker.pseudonymize import pools, roads
from worker.pseudonymize.scoped_hmac import DigestStream
from worker.pseudonymize.shape import (
    is_digit,
    is_digit_or_ocr,
    mostly_fullwidth,
    number_like,
    reshape,
    slots,
    widen,
)
from worker.text import spans as T
from worker.text.checksums import luhn_check_digit, old_resident_id_valid, tw_id_check_digit
from worker.text.fold import fold, fold_ideographs, fold_ocr

Draw = Callable[[str, str], DigestStream]
_LETTERS = "ABCDEFGHJKLMNPQRSTUVXYWZIO"
_UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def fake_surname(real: str, draw: Draw, attempt: int = 0) -> str:
    """A fake surname of the same length (compound → compound), never the real one."""
    pool = pools.COMPOUND_SURNAMES if len(real) == 2 else pools.SURNAMES
    choice = draw("person.surname", f"{real}#{attempt}").choice(pool)
    return choice if choice != real else pool[(pool.index(choice) + 1) % len(pool)]


def fake_given(real: str, draw: Draw, attempt: int = 0) -> str:
    """Fake given-name characters, as many as ``real`` has, drawn for the given name alone (so 美玲
    and 林美玲 share them)."""
    s = draw("person.given", f"{real}#{attempt}")
    return "".join(s.choice(pools.GIVEN_CHARS) for _ in range(max(1, len(real))))


def fake_person(
    original: str,
    surname_len: int,
    short_form: bool,
    given_only: bool,
    surname_of: Callable[[str], str],
    draw: Draw,
    attempt: int = 0,
) -> str:
    """A fake name with the shape of ``original``.

    * short form (surname + title, 周女士): the surname's fake (``surname_of``) + the same title;
    * given name alone (美玲): the fake given name of that given name;
    * Chinese name: the surname's fake + the given name's fake;
    * Latin-script and middle-dot names: a name of the same script from the pools.
    """
    value = fold(original)
    if given_only:
        return fake_given(original, draw, attempt)
    if surname_len == 0:
        s = draw("person.full", f"{value}#{attempt}")
        if re.fullmatch(r"[A-Za-z'\- ]+", value):
            return f"{s.choice(pools.LATIN_GIVEN)} {s.choice(pools.LATIN_FAMILY)}"
        dot = next((c for c in original if c in "‧·・•．"), None)
        if dot:
            return s.choice(pools.ABORIGINAL_PARTS) + dot + s.choice(pools.ABORIGINAL_PARTS)
        surname_len = 1
    surname = surname_of(original[:surname_len])
    if short_form:
        return surname + original[surname_len:]
    return surname + fake_given(original[surname_len:], draw, attempt)


def fake_tw_id(original: str, kind: str, draw: Draw, attempt: int = 0) -> str:
    """A checksum-valid 身分證統一編號 / 統一證號 / old 居留證 in the original's width and spacing.

    The gender digit is not kept (drawn 1/2); a 統一證號 stays 8/9, an old 居留證 keeps its
    letter-letter form.
    """
    value = slots(original)
    if len(value) != 10:  # masked or partly shown (A12****789, F2••••••31): the visible slots only
        return fake_plate(original, draw, attempt, kind)
    s = draw(kind, f"{value}#{attempt}")
    letter = s.choice(_LETTERS)
    if value[1] in "ABCD":
        body = letter + s.choice("ABCD") + s.digits(7)
        check = next(d for d in "0123456789" if old_resident_id_valid(body + d))
        return reshape(original, body + check)
    second = s.choice("12") if kind == T.TW_ID else s.choice("89")
    nine = letter + second + s.digits(7)
    return reshape(original, nine + tw_id_check_digit(nine))


def fake_phone(original: str, draw: Draw, attempt: int = 0) -> str:
    """Same format and type: country code and the first national digit (09 mobile / 0 + area) are
    kept."""
    digits = "".join(
        fold_ocr(c) if c.isalpha() or c == "|" else c for c in slots(original, is_digit_or_ocr)
    )
    keep = 4 if digits.startswith("886") else 6 if digits.startswith("00886") else 2
    if digits.startswith("886") and len(digits) > 3 and digits[3] == "0":
        keep += 1
    s = draw(T.PHONE, f"{digits}#{attempt}")
    fake = digits[:keep] + s.digits(len(digits) - keep, first_nonzero=True)
    return reshape(original, fake, is_digit_or_ocr)


def fake_digits(original: str, entity_type: str, draw: Draw, attempt: int = 0) -> str:
    """Bank accounts: every digit replaced, separators and width kept. Cards: first digit kept,
    Luhn valid."""
    digits = slots(original, is_digit_or_ocr)
    s = draw(entity_type, f"{digits}#{attempt}")
    if entity_type == T.CARD_NUMBER and len(digits) >= 2:
        first = digits[0] if digits[0].isdigit() else "4"
        body = first + s.digits(len(digits) - 2)
        return reshape(original, body + luhn_check_digit(body), is_digit_or_ocr)
    return reshape(original, s.digits(len(digits), first_nonzero=True), is_digit_or_ocr)


def fake_plate(
    original: str, draw: Draw, attempt: int = 0, entity_type: str = T.LICENCE_PLATE
) -> str:
    """Letters stay letters and digits stay digits, position by position (plates, passwords,
    codes)."""
    value = slots(original)
    s = draw(entity_type, f"{value}#{attempt}")
    fake = "".join(s.choice(_UPPER) if c.isalpha() else str(s.below(10)) for c in value)
    return reshape(original, fake)


def _ascii_token(s: DigestStream) -> str:
    return s.choice(pools.EMAIL_WORDS) + s.digits(3)


def fake_email(original: str, draw: Draw, attempt: int = 0) -> str:
    value = fold(original).replace(" ", "")
    s = draw(T.EMAIL, f"{value.lower()}#{attempt}")
    domain = value.rsplit("@", 1)[-1].lower()
    domain = domain if domain in pools.PUBLIC_MAIL_DOMAINS else s.choice(pools.EMAIL_DOMAINS)
    fake = f"{_ascii_token(s)}@{domain}"
    return widen(fake) if mostly_fullwidth(original) else fake


def fake_url(original: str, draw: Draw, attempt: int = 0) -> str:
    value = fold(original)
    s = draw(T.URL, f"{value}#{attempt}")
    scheme = re.match(r"(?i)(?:https?|ftp)://", value)
    prefix = scheme.group(0) if scheme else ""
    fake = f"{prefix}www.{s.choice(pools.EMAIL_DOMAINS)}/{_ascii_token(s)}"
    return widen(fake) if mostly_fullwidth(original) else fake


def fake_handle(original: str, draw: Draw, attempt: int = 0) -> str:
    value = fold(original)
    s = draw(T.SOCIAL_HANDLE, f"{value.lower()}#{attempt}")
    fake = ("@" if value.startswith("@") else "") + _ascii_token(s)
    return widen(fake) if mostly_fullwidth(original) else fake


_DATE_PARTS = re.compile(
    r"^(.*?)([0-9]+|[〇零一二三四五六七八九十]+)(\D+?)([0-9]+|[〇零一二三四五六七八九"
    r"十]+)(\D+?)([0-9]+|[〇零一二三四五六七八九十]+)(\D*)$"
)


def _across_breaks(original: str, make: Callable[[str], str]) -> str:
    """``make`` on ``original`` without its inner spaces and line breaks (民\n國80年, 8\n5.02.19: a
    value the detector joined across a break), the breaks put back at the same places when the fake
    has the same length."""
    gaps = [(i, c) for i, c in enumerate(original) if c in " \t\n\r\u3000"]
    if not gaps:
        return make(original)
    compact = "".join(c for c in original if c not in " \t\n\r\u3000")
    fake = make(compact)
    if len(fake) != len(compact):
        return fake
    out = list(fake)
    for i, c in gaps:
        out.insert(i, c)
    return "".join(out)


def _same_width(written: str, value: int) -> str:
    """``value`` in the numeral style of ``written``, zero-padded to its width when it has two
    digits (10 → 01)."""
    out = number_like(written, value)
    if len(written) == 2 and len(out) == 1 and is_digit(written[0]):
        out = number_like(written[0], 0) + out
    return out


def fake_date_of_birth(original: str, draw: Draw, attempt: int = 0) -> str:
    """Legal mode: the year is kept, month and day replaced (valid day for every month), numeral
    style kept. A date broken by a line break or spaces keeps them where they were."""
    if any(c in original for c in " \t\n\r\u3000"):
        return _across_breaks(original, lambda compact: fake_date_of_birth(compact, draw, attempt))
    folded = fold(original)
    m = _DATE_PARTS.match(folded)
    if not m:
        return original  # unreachable for recognizer output; verification would catch a no-op
    s = draw(T.DATE_OF_BIRTH, f"{folded}#{attempt}")
    month, day = 1 + s.below(12), 1 + s.below(28)
    parts = [original[m.start(i) : m.end(i)] for i in range(1, 8)]
    parts[3] = _same_width(parts[3], month)
    parts[5] = _same_width(parts[5], day)
    out = "".join(parts)
    return (
        out
        if out != original
        else "".join(parts[:5]) + number_like(parts[5], day % 28 + 1) + parts[6]
    )


_ROAD = re.compile(r"[\u4e00-\u9fff]+?(?:路|街|大道)")
_VILLAGE = re.compile(
    r"[\u4e00-\u9fff]{1,3}?(?:里|村)(?=[0-9０-９一二三四五六七八九十]|[\u4e00-\u9fff]+?(?:路|街|大"
    r"道))"
)
_NEIGHBOURHOOD = re.compile(r"(?:[0-9０-９]+|[〇零一二三四五六七八九十百]+)鄰")
_SETTLEMENT = re.compile(r"(?<=鄰)[\u4e00-\u9fff]{1,4}?(?=[0-9０-９]+(?:之[0-9０-９]+)?號)")
_NUMBER = re.compile(r"[0-9０-９]+|[〇零一二三四五六七八九十百]+(?=段|巷|弄|號|樓|鄰)")
_CITY_DISTRICT = re.compile(
    r"^(?P<city>[\u4e00-\u9fff]{2}[縣市])?(?P<district>[\u4e00-\u9fff]{1,3}?[區鄉鎮市](?![區鄉鎮市"
    r"路街]))?"
)


@cache
def _city_roads_by_first(city: str) -> dict[str, tuple[tuple[str, int], ...]]:
    """The roads of the table city ``city``, 台/臺 folded with their length, by first character
    (folded once per city, not once per address)."""
    out: dict[str, list[tuple[str, int]]] = {}
    for r in roads.city_roads(city):
        f = roads.fold_tai(r)
        if f:
            out.setdefault(f[0], []).append((f, len(r)))
    return {c: tuple(v) for c, v in out.items()}


def _known_road(text: str, pos: int, city: str) -> int | None:
    """The end of the longest road of the table city ``city`` that ``text`` names at ``pos`` (台/臺
    folded)."""
    folded = roads.fold_tai(text)
    at = pos if pos >= 0 else max(0, len(folded) + pos)  # where startswith(…, pos) looks
    starting = _city_roads_by_first(city).get(folded[at : at + 1], ())
    known = [n for r, n in starting if folded.startswith(r, pos)]
    return pos + max(known) if known else None


def _road_at(rest: str, pos: int, city: str | None) -> tuple[int, int] | None:
    """Where the road name of ``rest`` is, looking from ``pos``: a road of the city's table read in
    full (鐵路街, not 鐵路 + 街), else the shortest 路/街/大道 name there, else the first one
    further on."""
    end = _known_road(rest, pos, city) if city else None
    if end:
        return pos, end
    m = _ROAD.match(rest, pos) or _ROAD.search(rest, pos)
    return (m.start(), m.end()) if m else None


def _fake_road(real: str, city: str | None, district: str | None, s: DigestStream) -> str:
    """A road of the same suffix (路/街/大道) where one is available: a real road of ``district``
    of the table city ``city``, else of the city; the generic pool when the city is not in the
    table. Never ``real`` itself (台/臺 folded)."""
    suffix = next(x for x in ("大道", "路", "街") if real.endswith(x))
    real_key = roads.fold_tai(real)
    if city:
        for pool in ((roads.roads(city, district),) if district else ()) + (
            roads.city_roads(city),
        ):
            others = [r for r in pool if roads.fold_tai(r) != real_key]
            same = [r for r in others if r.endswith(suffix)]
            if same or others:
                return s.choice(same or others)
    stems = [r[:-1] for r in pools.ROADS if r[:-1] + suffix != real]
    return s.choice(stems) + suffix


def fake_address(original: str, draw: Draw, attempt: int = 0, keep_district: bool = True) -> str:
    """An address in the original's city with a real road of that city.

    * The 縣市 is kept as written; so is the 鄉鎮市區 unless ``keep_district`` is false, in which
      case another district of the same city is drawn from the road table
      (:mod:`worker.pseudonymize.roads`).
    * The road is a real road of the (kept or drawn) district in the table, else of the city, with
      the original's suffix (路/街/大道) where the district or city has one, never the original
      road; an address whose city is missing or not in the table gets a road from the generic pool
      (pools.ROADS).
    * 村/里 and rural settlement names come from the village pool; 鄰 stays.
    * Every number is redrawn in its own style (段 stays 一–五); the 段/巷/弄/號/樓/之 shape is
      kept.
    * 台 or 臺: new names are written the way the original writes its city.
    """
    s = draw(T.ADDRESS, f"{fold(original)}#{attempt}")
    original = fold_ideographs(
        original
    )  # ⻑安東路 is 長安東路: parsed, and never copied, as written
    head = _CITY_DISTRICT.match(original)
    assert head is not None  # both groups are optional: it matches every text, if only empty
    city = roads.city_key(head.group("city"))
    has_district, head_end, district = head.group("district") is not None, head.end(), None
    # the table's districts first: 水里鄉市場街 is 水里鄉 + 市場街, 新北市新市一路 has no district
    if city:
        found = roads.district_at(city, original, head.end("city"))
        if found:
            district, head_end = found
            has_district = True
        elif has_district and _known_road(original, head.start("district"), city):
            has_district, head_end = False, head.start("district")
    new_head = original[:head_end]
    if city and has_district and not keep_district:
        others = [d for d in roads.districts(city) if d != district]
        if others:
            district = s.choice(others)
            new_head = head.group("city") + roads.match_form(district, head.group("city"))
    rest = original[head_end:]
    parts, pos = [], 0
    village = _VILLAGE.search(rest)
    if village:
        parts.append(rest[: village.start()] + s.choice(pools.VILLAGES) + village.group(0)[-1])
        pos = village.end()
    neighbourhood = _NEIGHBOURHOOD.match(rest, pos)
    if neighbourhood:
        parts.append(neighbourhood.group(0))
        pos = neighbourhood.end()
    road = _road_at(rest, pos, city)
    if road:
        start, end = road
        parts.append(
            rest[pos:start]
            + roads.match_form(_fake_road(rest[start:end], city, district, s), original)
        )
        pos = end
    else:  # 5鄰富世1號: a place without a road
        settlement = _SETTLEMENT.search(rest, pos)
        if settlement:
            parts.append(rest[pos : settlement.start()] + s.choice(pools.VILLAGES))
            pos = settlement.end()
    parts.append(rest[pos:])
    rest = "".join(parts)

    def renumber(m: re.Match[str]) -> str:
        text = m.group(0)
        if text[0] in "〇零一二三四五六七八九十百":
            return number_like(text, 1 + s.below(5))
        width = len(text)
        value = int(s.digits(width, first_nonzero=True))
        return number_like(text, value)

    return new_head + _NUMBER.sub(renumber, rest)


_SECTION = re.compile(r"(?<![區鄉鎮市])[\u4e00-\u9fff]{1,6}?(?=段)")
_PARCEL_SETTLEMENT = re.compile(r"(?<=鄰)[\u4e00-\u9fff]{1,4}?(?=[0-9０-９]+(?:之[0-9０-９]+)?號)")
_PARCEL_NUMBER = re.compile(r"[0-9０-９]+")


def fake_land_parcel(original: str, draw: Draw, attempt: int = 0) -> str:
    """Same 縣市/區; the 段 name from the village pool; every parcel number redrawn with its digit
    count."""
    s = draw(T.LAND_PARCEL, f"{fold(original)}#{attempt}")
    original = fold_ideographs(original)
    head_match = _CITY_DISTRICT.match(original)
    assert head_match is not None  # both groups are optional: it matches every text
    head = head_match.group(0)
    rest = _SECTION.sub(lambda m: s.choice(pools.VILLAGES), original[len(head) :], count=1)
    rest = _PARCEL_NUMBER.sub(
        lambda m: number_like(m.group(0), int(s.digits(len(m.group(0)), first_nonzero=True))), rest
    )
    return head + rest


def split_org(name: str) -> tuple[str, str]:
    """``(brand, tail)``: the tail is the industry word(s) and legal form kept by pseudonymization
    (澄嶼顧問股份有限公司 → 澄嶼, 顧問股份有限公司; 澄嶼公司 → 澄嶼, 公司)."""
    tail_start = len(name)
    for form in sorted(pools.ORG_FORMS, key=len, reverse=True):
        if name.endswith(form):
            tail_start = len(name) - len(form)
            break
    while True:
        for word in pools.INDUSTRY_WORDS:
            if name.endswith(word, 0, tail_start) and tail_start - len(word) >= 1:
                tail_start -= len(word)
                break
        else:
            break
    return name[:tail_start], name[tail_start:]


def fake_org(original: str, draw: Draw, attempt: int = 0) -> str:
    """The brand changes (drawn for the brand alone, so 澄嶼公司 and 澄嶼顧問股份有限公司 share
    it); the industry word and the legal form stay."""
    brand, tail = split_org(original)
    if not brand:
        brand, tail = original, ""
    s = draw(T.ORGANIZATION + ".brand", f"{brand}#{attempt}")
    # a fake brand never names a real bank or financial group (台新, 玉山 …): that would read as
    # real
    while True:
        fake = "".join(s.choice(pools.BRAND_CHARS) for _ in range(max(2, min(len(brand), 4))))
        if not any(real in fake for real in pools.REAL_FINANCIAL_BRANDS):
            return fake + tail


_DICTATED = {c: str(i) for i, c in enumerate("零一二三四五六七八九")} | {"〇": "0", "○": "0"}
_DIGIT_TYPES = frozenset(
    {
        T.TW_ID,
        T.RESIDENT_ID,
        T.PHONE,
        T.BANK_ACCOUNT,
        T.CARD_NUMBER,
        T.NHI_CARD,
        T.PASSPORT,
        T.OTHER_ID,
    }
)


def _dictated(original: str, make: Callable[[str], str]) -> str:
    """A number written in Chinese digits (零九三二 五六七 一零八: dictated, or typed by voice
    input): the fake of its Arabic form, written back in the same Chinese digits."""
    zero = next((c for c in original if c in "〇○"), "零")
    fake = make("".join(_DICTATED.get(c, c) for c in original))
    back = {str(i): c for i, c in enumerate("零一二三四五六七八九")} | {"0": zero}
    return (
        "".join(
            back.get(c, c) if o in _DICTATED else c for c, o in zip(fake, original, strict=False)
        )
        if len(fake) == len(original)
        else fake
    )


def fake_value(
    entity_type: str, original: str, draw: Draw, attempt: int = 0, keep_district: bool = True
) -> str:
    """Dispatch to the generator of ``entity_type`` (persons: :func:`fake_person`); organisations
    and unknown types get a neutral code such as 〔organization123〕. ``keep_district``: see
    :func:`fake_address`."""
    if entity_type in _DIGIT_TYPES and sum(c in _DICTATED for c in original) >= 4:
        return _dictated(
            original, lambda arabic: fake_value(entity_type, arabic, draw, attempt, keep_district)
        )
    if entity_type in (T.TW_ID, T.RESIDENT_ID):
        return fake_tw_id(original, entity_type, draw, attempt)
    if entity_type == T.PHONE:
        return fake_phone(original, draw, attempt)
    if entity_type in (T.BANK_ACCOUNT, T.CARD_NUMBER, T.NHI_CARD):
        return fake_digits(original, entity_type, draw, attempt)
    if entity_type in (T.PASSWORD, T.PASSPORT):
        return fake_plate(original, draw, attempt, entity_type)
    if entity_type == T.LAND_PARCEL:
        return fake_land_parcel(original, draw, attempt)
    if entity_type == T.ORGANIZATION:
        return fake_org(original, draw, attempt)
    if entity_type in (
        T.LICENCE_PLATE,
        T.OTHER_ID,
    ):  # codes: letters stay letters, digits digits, separators kept
        return fake_plate(original, draw, attempt, entity_type)
    if entity_type == T.EMAIL:
        return fake_email(original, draw, attempt)
    if entity_type == T.URL:
        return fake_url(original, draw, attempt)
    if entity_type == T.SOCIAL_HANDLE:
        return fake_handle(original, draw, attempt)
    if entity_type == T.DATE_OF_BIRTH:
        return fake_date_of_birth(original, draw, attempt)
    if entity_type == T.ADDRESS:
        return fake_address(original, draw, attempt, keep_district)
    s = draw(entity_type, f"{original}#{attempt}")
    return f"〔{entity_type}{s.digits(3)}〕"
