"""CasePseudonymizer and the realistic fakes: determinism, scope separation, no shared pseudonyms,
no fake equal to a real value, and fakes in the shape of their original."""

from __future__ import annotations

import hashlib
import re

import pytest

from tests.unit.helpers import KEY, OTHER_KEY, legal_spans
from worker.pseudonymize import pools
from worker.pseudonymize.normalize import nfkc
from worker.pseudonymize.pseudonymizer import CasePseudonymizer, PseudonymCollision
from worker.pseudonymize.rewrite import rewrite
from worker.text import spans as T
from worker.text.checksums import luhn_valid, old_resident_id_valid, tw_id_valid
from worker.text.fold import fold, is_fullwidth
from worker.text.spans import Span


def fake(p: CasePseudonymizer, kind: str, original: str, **kw) -> str:
    return p.pseudonym(Span(0, len(original), kind, **kw), original)


def fresh(case: str = "case-1", key=KEY) -> CasePseudonymizer:
    return CasePseudonymizer(case, key)


VALUES = [
    pytest.param(T.PERSON, "王小明", {"surname_len": 1}, id="person"),
    pytest.param(T.PERSON, "張簡雅婷", {"surname_len": 2}, id="person-compound"),
    pytest.param(T.PERSON, "陳小姐", {"surname_len": 1, "short_form": True}, id="person-short"),
    pytest.param(T.PERSON, "比令‧亞布", {}, id="person-aboriginal"),
    pytest.param(T.PERSON, "Tanya Walker", {}, id="person-latin"),
    pytest.param(T.TW_ID, "A123456789", {}, id="tw_id"),
    pytest.param(T.RESIDENT_ID, "A800000014", {}, id="resident-new"),
    pytest.param(T.RESIDENT_ID, "AB12345677", {}, id="resident-old"),
    pytest.param(T.PHONE, "0912-345-678", {}, id="phone"),
    pytest.param(T.EMAIL, "wang.da@example.com", {}, id="email"),
    pytest.param(T.URL, "https://www.example.org/a/b?c=1", {}, id="url"),
    pytest.param(T.ADDRESS, "臺北市大安區和平東路二段100巷5弄3號4樓之1", {}, id="address"),
    pytest.param(T.BANK_ACCOUNT, "012-345678901234", {}, id="account"),
    pytest.param(T.CARD_NUMBER, "4111-1111-1111-1111", {}, id="card"),
    pytest.param(T.LICENCE_PLATE, "ABC-1234", {}, id="plate"),
    pytest.param(T.SOCIAL_HANDLE, "wang_da88", {}, id="handle"),
    pytest.param(T.PASSPORT, "312345678", {}, id="passport"),
    pytest.param(T.DATE_OF_BIRTH, "民國80年1月5日", {}, id="dob"),
]


# ----------------------------------------------------------------------------- determinism and
# scope
@pytest.mark.parametrize(("kind", "original", "kw"), VALUES)
def test_same_case_and_key_give_the_same_pseudonym_across_instances(
    kind: str, original: str, kw: dict
) -> None:
    a, b = fresh(), fresh()
    first = fake(a, kind, original, **kw)
    assert first == fake(b, kind, original, **kw)
    assert first == fake(a, kind, original, **kw)  # and again within one instance
    assert first != original


@pytest.mark.parametrize(("kind", "original", "kw"), VALUES)
def test_another_case_or_key_gives_another_pseudonym(kind: str, original: str, kw: dict) -> None:
    base = fake(fresh(), kind, original, **kw)
    assert fake(fresh("case-2"), kind, original, **kw) != base
    assert fake(fresh("case-1", OTHER_KEY), kind, original, **kw) != base


def test_whole_document_is_deterministic_per_case_and_differs_across_cases() -> None:
    text = (
        "原告王小明（身分證字號：A123456789，手機0912-345-678）"
        "住臺北市大安區和平東路二段100巷5弄3號4樓之1。"
    )
    spans = legal_spans(text)
    one = rewrite(text, spans, fresh()).text
    assert one == rewrite(text, spans, fresh()).text
    assert one != rewrite(text, spans, fresh("case-2")).text
    assert one != rewrite(text, spans, fresh("case-1", OTHER_KEY)).text


@pytest.mark.parametrize(
    ("kind", "spellings"),
    [
        (
            T.TW_ID,
            ["A123456789", "Ａ１２３４５６７８９", "A 123 456 789", "A１２３　４５６　７８９"],
        ),
        (
            T.PHONE,
            [
                "0912-345-678",
                "0912345678",
                "０９１２－３４５－６７８",
                "0912 345 678",
                "+886 912 345 678",
            ],
        ),
        (
            T.EMAIL,
            [
                "wang.da@example.com",
                "Wang.Da@Example.com",
                "ｗａｎｇ．ｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ",
            ],
        ),
    ],
)
def test_spellings_of_one_value_share_one_fake_in_their_own_shape(
    kind: str, spellings: list[str]
) -> None:
    p = fresh()
    fakes = [fake(p, kind, s) for s in spellings]
    core = {
        re.sub(r"[\s\-]", "", nfkc(f)).lower().removeprefix("+886").removeprefix("0") for f in fakes
    }
    assert len(core) == 1, fakes
    for original, f in zip(spellings, fakes, strict=True):
        if kind != T.EMAIL:
            assert len(f) == len(original), (original, f)


# ----------------------------------------------------------------------------- no shared pseudonyms
@pytest.fixture
def tiny_pools(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pools, "SURNAMES", ("甲", "乙", "丙"))
    monkeypatch.setattr(pools, "GIVEN_CHARS", ("一", "二"))


def _draw_all(p: CasePseudonymizer, names: list[tuple[str, dict]]) -> tuple[dict[str, str], bool]:
    """Pseudonyms of ``names`` until the pool runs out; returns (original → fake, collision
    raised)."""
    out: dict[str, str] = {}
    for name, kw in names:
        try:
            out[name] = fake(p, T.PERSON, name, **kw)
        except PseudonymCollision:
            return out, True
    return out, False


FULL = {"surname_len": 1}
SHORT = {"surname_len": 1, "short_form": True}


@pytest.mark.parametrize(
    ("names", "must_raise"),
    [
        pytest.param([("王小明", FULL), ("李大華", FULL)], False, id="fits"),
        pytest.param(
            [("王小明", FULL), ("王大明", FULL), ("王中明", FULL), ("王上明", FULL)],
            False,
            id="fits-exactly",
        ),
        # the fifth gets the case's code (甲) instead of a realistic fake: still distinct, never a
        # dead letter
        pytest.param(
            [
                ("王小明", FULL),
                ("王大明", FULL),
                ("王中明", FULL),
                ("王上明", FULL),
                ("王下明", FULL),
            ],
            False,
            id="five-given-names-for-four-combinations",
        ),
        pytest.param(
            [("王小姐", SHORT), ("李小姐", SHORT), ("陳小姐", SHORT)], False, id="short-forms-fit"
        ),
        pytest.param(
            [("王小姐", SHORT), ("李小姐", SHORT), ("陳小姐", SHORT), ("林小姐", SHORT)],
            True,
            id="four-surnames-for-three",
        ),
    ],
)
def test_tiny_pool_never_shares_a_pseudonym(
    tiny_pools: None, names: list[tuple[str, dict]], must_raise: bool
) -> None:
    got, raised = _draw_all(fresh(), names)
    assert len(set(got.values())) == len(got), f"shared pseudonym: {got}"
    assert raised is must_raise, got


def test_tiny_pool_short_forms_follow_distinct_surnames(tiny_pools: None) -> None:
    p = fresh()
    full_wang, full_li = fake(p, T.PERSON, "王小明", **FULL), fake(p, T.PERSON, "李大華", **FULL)
    short_wang, short_li = (
        fake(p, T.PERSON, "王小姐", **SHORT),
        fake(p, T.PERSON, "李小姐", **SHORT),
    )
    assert short_wang == full_wang[0] + "小姐" and short_li == full_li[0] + "小姐"
    assert short_wang != short_li


def test_a_value_without_a_distinct_realistic_fake_gets_a_code() -> None:
    """臺中市大里區 (a district alone) has nothing to redraw while the district is kept: it gets
    the code 〔地址…〕."""
    p = fresh()
    got = fake(p, T.ADDRESS, "臺中市大里區")
    assert got != "臺中市大里區" and "大里" not in got
    assert "realistic_fallback_to_code" in p.review_flags


def test_dictated_numbers_get_a_fake_in_the_same_digits() -> None:
    p = fresh()
    got = fake(p, T.PHONE, "零九三二 五六七 一零八")
    assert (
        got != "零九三二 五六七 一零八"
        and got.startswith("零九")
        and len(got) == len("零九三二 五六七 一零八")
    )
    assert all(c in "零一二三四五六七八九 " for c in got)


@pytest.mark.parametrize("kind", [T.TW_ID, T.PHONE, T.LICENCE_PLATE])
def test_many_values_of_one_type_get_distinct_pseudonyms(kind: str) -> None:
    p = fresh()
    originals = {
        T.TW_ID: [f"A1{n:07d}" + "0" for n in range(300)],
        T.PHONE: [f"09{n:08d}" for n in range(300)],
        T.LICENCE_PLATE: [f"ABC-{n:04d}" for n in range(300)],
    }[kind]
    fakes = [fake(p, kind, o) for o in originals]
    assert len(set(fakes)) == len(fakes)


# ----------------------------------------------------------------------------- never a real value
def test_pseudonym_never_equals_a_value_present_in_the_text(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Surname pool {王, 高}: 王 must become 高; given pool {雄, 市}: three of the four names are in
    # the text.
    monkeypatch.setattr(pools, "SURNAMES", ("王", "高"))
    monkeypatch.setattr(pools, "GIVEN_CHARS", ("雄", "市"))
    text = "原告王大明前往高雄市、高市雄及高雄雄。"
    rw = rewrite(text, [Span(2, 5, T.PERSON, surname_len=1)], fresh())
    assert [r.pseudonym for r in rw.replacements] == ["高市市"]


def test_pseudonym_never_equals_a_real_surname_of_the_document(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(pools, "SURNAMES", ("王", "李", "陳", "林"))
    text = "原告王小明、被告李大華到庭。"
    rw = rewrite(text, legal_spans(text), fresh())
    surnames = [r.pseudonym[0] for r in rw.replacements]
    assert sorted(surnames) == ["林", "陳"], rw.text


@pytest.mark.parametrize(
    "text",
    [
        "原告王小明（身分證字號：A123456789）與被告王大明（身分證字號：A223456788）。",
        "證人陳美玲、陳美華、林美玲到庭，陳小姐稱美玲不在。",
        "手機0912-345-678，另支0930-177-595，電話(02)2345-6789。",
    ],
    ids=["names-and-ids", "shared-given-names", "phones"],
)
def test_no_pseudonym_occurs_in_the_original_text(text: str) -> None:
    rw = rewrite(text, legal_spans(text), fresh())
    for r in rw.replacements:
        assert nfkc(r.pseudonym) not in nfkc(text), (r.original, r.pseudonym)


# ----------------------------------------------------------------------------- shapes
PHONES = [
    ("0912-345-678", "09"),
    ("0912345678", "09"),
    ("0912 345 678", "09"),
    ("+886 912 345 678", "+886 9"),
    ("+886-912-345-678", "+886-9"),
    ("０９１２－３４５－６７８", "０９"),
    ("(02)2345-6789", "(02)"),
    ("04-2345-6789 #123", "04-"),
]


@pytest.mark.parametrize(
    ("original", "prefix"),
    PHONES,
    ids=[
        "hyphens",
        "plain",
        "spaces",
        "plus886-spaces",
        "plus886-hyphens",
        "full-width",
        "landline-paren",
        "landline-ext",
    ],
)
def test_fake_phone_keeps_format(original: str, prefix: str) -> None:
    f = fake(fresh(), T.PHONE, original)
    assert f != original and f.startswith(prefix) and len(f) == len(original), f
    for o, c in zip(original, f, strict=True):
        if fold(o).isdigit():
            assert fold(c).isdigit() and is_fullwidth(c) == is_fullwidth(o), (original, f)
        else:
            assert c == o, (original, f)  # separators, parentheses, # stay


IDS = [
    (T.TW_ID, "A123456789"),
    (T.TW_ID, "H123456780"),  # invalid original: the fake is still valid
    (T.TW_ID, "Ｆ２１７６７４９３８"),
    (T.TW_ID, "F２１７　６７４　９３８"),
    (T.TW_ID, "A 123-456 789"),
    (T.RESIDENT_ID, "A800000014"),
    (T.RESIDENT_ID, "F912345678"),
    (T.RESIDENT_ID, "AB12345677"),
]


@pytest.mark.parametrize(
    ("kind", "original"),
    IDS,
    ids=[
        "valid",
        "invalid-original",
        "full-width",
        "mixed-width",
        "ascii-spaced",
        "resident-8",
        "resident-9",
        "resident-old",
    ],
)
def test_fake_id_is_checksum_valid_in_the_original_shape(kind: str, original: str) -> None:
    f = fake(fresh(), kind, original)
    value = re.sub(r"[ \-]", "", fold(f))
    if original[1] in "ABCD":
        assert old_resident_id_valid(value) and value[1] in "ABCD", f
    else:
        assert tw_id_valid(value), f
        assert value[1] in ("12" if kind == T.TW_ID else "89"), f
    assert len(f) == len(original)
    for o, c in zip(original, f, strict=True):
        assert is_fullwidth(o) == is_fullwidth(c), (original, f)
        if not fold(o).isalnum():
            assert o == c, (original, f)
    assert value != re.sub(r"[ \-]", "", fold(original))


def test_fake_card_keeps_first_digit_and_passes_luhn() -> None:
    f = fake(fresh(), T.CARD_NUMBER, "4111-1111-1111-1111")
    assert re.fullmatch(r"4\d{3}-\d{4}-\d{4}-\d{4}", f) and luhn_valid(f.replace("-", "")), f


def _address_skeleton(address: str) -> str:
    """The 段/巷/弄/號/樓/之/鄰/室 markers in order, numbers as N."""
    s = re.sub(r"[0-9０-９]+|[〇零一二三四五六七八九十百]+(?=[段巷弄衖號樓鄰室])", "N", address)
    return "".join(re.findall(r"N|[段巷弄衖號樓之鄰室]", s))


ADDRESSES = [
    ("臺北市大安區和平東路二段100巷5弄3號4樓之1", "臺北市大安區", "和平東路"),
    ("新北市板橋區文化路一段50號5樓", "新北市板橋區", "文化路"),
    ("新北市板橋區文化路一段５０號５樓", "新北市板橋區", "文化路"),
    ("臺中市西區民生路100號3樓之2", "臺中市西區", "民生路"),
    ("高雄市苓雅區四維三路2號之3", "高雄市苓雅區", "四維三路"),
    ("花蓮縣秀林鄉富世村1鄰富世1號", "花蓮縣秀林鄉", "富世"),
    ("臺南市東區東門路三段12巷7弄1號", "臺南市東區", "東門路"),
]


@pytest.mark.parametrize(
    ("original", "head", "place_name"),
    ADDRESSES,
    ids=[
        "lane-alley-floor-sub",
        "section-floor",
        "full-width",
        "floor-sub",
        "number-sub",
        "village",
        "section-lane-alley",
    ],
)
def test_fake_address_keeps_city_district_and_number_shape(
    original: str, head: str, place_name: str
) -> None:
    f = fake(fresh(), T.ADDRESS, original)
    assert f != original and f.startswith(head), f
    assert _address_skeleton(f) == _address_skeleton(original), (original, f)
    assert place_name not in f, f"road/village name {place_name!r} survives in {f!r}"
    for o_num, f_num in zip(
        re.findall(r"[0-9０-９]+", original), re.findall(r"[0-9０-９]+", f), strict=True
    ):
        assert is_fullwidth(o_num[0]) == is_fullwidth(f_num[0]), (original, f)


@pytest.mark.parametrize(
    ("original", "head", "section"),
    [
        ("臺北市大安區龍泉段二小段123地號", "臺北市大安區", "龍泉"),
        ("新北市板橋區文化段１２３-４地號", "新北市板橋區", "文化"),
    ],
    ids=["ascii", "full-width-sub-number"],
)
def test_fake_land_parcel_keeps_city_district_and_digit_counts(
    original: str, head: str, section: str
) -> None:
    f = fake(fresh(), T.LAND_PARCEL, original)
    assert f != original and f.startswith(head) and f.endswith("地號") and section not in f, f
    assert [len(n) for n in re.findall(r"[0-9０-９]+", f)] == [
        len(n) for n in re.findall(r"[0-9０-９]+", original)
    ], f


DOBS = [
    ("民國80年1月5日", "民國80年", r"民國80年(\d{1,2})月(\d{1,2})日"),
    ("80年12月31日", "80年", r"80年(\d{1,2})月(\d{1,2})日"),
    ("1991/01/05", "1991/", r"1991/(\d\d)/(\d\d)"),
    ("民國８０年１月５日", "民國８０年", r"民國８０年([０-９]{1,2})月([０-９]{1,2})日"),
    (
        "民國八十年一月五日",
        "民國八十年",
        r"民國八十年([一二三四五六七八九十]+)月([一二三四五六七八九十]+)日",
    ),
]
_CN = {c: i for i, c in enumerate("〇一二三四五六七八九")}


def _num(s: str) -> int:
    folded = fold(s)
    if folded.isdigit():
        return int(folded)
    tens, _, ones = s.rpartition("十")
    return (_CN.get(tens, 1) * 10 if "十" in s else 0) + (_CN[ones] if ones else 0)


@pytest.mark.parametrize(
    ("original", "year", "pattern"),
    DOBS,
    ids=["roc", "roc-no-era", "western", "full-width", "chinese"],
)
def test_fake_date_of_birth_keeps_the_year_and_the_numeral_style(
    original: str, year: str, pattern: str
) -> None:
    f = fake(fresh(), T.DATE_OF_BIRTH, original)
    assert f != original and f.startswith(year), f
    m = re.fullmatch(pattern, f)
    assert m, f
    month, day = _num(m.group(1)), _num(m.group(2))
    assert 1 <= month <= 12 and 1 <= day <= 28, f


@pytest.mark.parametrize(
    ("kind", "original", "kw", "check"),
    [
        (T.PERSON, "王小明", FULL, lambda f: len(f) == 3 and f[0] in pools.SURNAMES),
        (
            T.PERSON,
            "張簡雅婷",
            {"surname_len": 2},
            lambda f: len(f) == 4 and f[:2] in pools.COMPOUND_SURNAMES,
        ),
        (T.PERSON, "陳小姐", SHORT, lambda f: len(f) == 3 and f.endswith("小姐")),
        (T.PERSON, "比令‧亞布", {}, lambda f: "‧" in f),
        (
            T.PERSON,
            "Tanya Walker",
            {},
            lambda f: re.fullmatch(r"[A-Z][a-z]+ [A-Z][a-z]+", f) is not None,
        ),
        (
            T.EMAIL,
            "wang.da@example.com",
            {},
            lambda f: re.fullmatch(r"[a-z0-9.]+@[a-z0-9.]+\.[a-z]+", f) is not None,
        ),
        (T.EMAIL, "lee@gmail.com", {}, lambda f: f.endswith("@gmail.com")),
        (T.LICENCE_PLATE, "ABC-1234", {}, lambda f: re.fullmatch(r"[A-Z]{3}-\d{4}", f) is not None),
        (
            T.BANK_ACCOUNT,
            "012-345678901234",
            {},
            lambda f: re.fullmatch(r"\d{3}-\d{12}", f) is not None,
        ),
        (T.PASSPORT, "312345678", {}, lambda f: re.fullmatch(r"\d{9}", f) is not None),
    ],
    ids=[
        "person",
        "compound",
        "short",
        "aboriginal",
        "latin",
        "email",
        "public-mail-domain",
        "plate",
        "account",
        "passport",
    ],
)
def test_fake_is_same_type_and_shape(kind: str, original: str, kw: dict, check) -> None:
    f = fake(fresh(), kind, original, **kw)
    assert f != original and check(f), f


def test_a_fake_brand_never_names_a_real_bank() -> None:
    from worker.pseudonymize import pools
    from worker.pseudonymize.fakes import fake_org
    from worker.pseudonymize.scoped_hmac import DigestStream

    def draw(kind: str, value: str) -> DigestStream:
        return DigestStream(value.encode() * 4)

    fakes = [fake_org(f"測試{i}商業銀行", draw) for i in range(3000)]
    assert all(f.endswith("商業銀行") for f in fakes)
    assert not [f for f in fakes if any(real in f for real in pools.REAL_FINANCIAL_BRANDS)]


def test_a_date_of_birth_broken_by_a_line_break_gets_a_fake_with_the_break_in_place():
    """The detector joins 民\\n國80年 / 8\\n5.02.19 across a line end; the fake keeps the break (no
    collision)."""
    from worker.pseudonymize.fakes import fake_date_of_birth
    from worker.pseudonymize.scoped_hmac import DigestStream

    def draw(part: str, value: str) -> DigestStream:
        return DigestStream(hashlib.sha256((part + value).encode()).digest())

    for original in ("民\n國80年6月27日", "8\n5.02.19", "5\n6.04.10", "78.\u300005.12"):
        fake = fake_date_of_birth(original, draw)
        assert fake != original
        assert [i for i, c in enumerate(fake) if c in "\n\u3000"] == [
            i for i, c in enumerate(original) if c in "\n\u3000"
        ]
        assert len(fake) == len(original)
