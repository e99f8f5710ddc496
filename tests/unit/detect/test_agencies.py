"""Public bodies the agency grammar names (worker/detect/agencies.py, public_body_heads.txt) and
the overlap order that keeps them whole (detect._agencies_hold_their_words). Invented variants:
a city or county before a head word, names public by themselves with a parent or units, a
city's hospital, a branch or a court's unit after a two-character place; and look-alikes that
stay what they are (a private hospital or clinic, a firm named like a place, a person's address
with its 區, a person beside the body)."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, describe, exact_span, nth, overlapping
from worker.detect import detect
from worker.text import spans as T


def kept_whole(text: str, value: str) -> None:
    """``value`` is inside one kept agency span and no replaced span touches it."""
    spans = detect(text)
    start, end = nth(text, value)
    near = overlapping(spans, start, end)
    assert not [s for s in near if s.action == T.REPLACE], describe(text, near)
    assert any(s.type == T.AGENCY and s.start <= start and end <= s.end for s in near), (
        f"{value!r} not kept: {describe(text, near)}"
    )


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("桃園市中壢區調解委員會　調解書⏎", "桃園市中壢區調解委員會"),
        ("本件經屏東縣東港鎮調解委員會調解不成立", "屏東縣東港鎮調解委員會"),
        ("臺中市輔具資源中心　評估紀錄", "臺中市輔具資源中心"),
        ("請至新北市交通事件裁決處辦理", "新北市交通事件裁決處"),
        ("彰化縣和美鎮中寮里辦公處　公告", "彰化縣和美鎮中寮里辦公處"),
        ("個管員（高雄市早期療育綜合服務中心 北區）", "高雄市早期療育綜合服務中心"),
        ("轉介臺南市家庭暴力及性侵害防治中心處理", "臺南市家庭暴力及性侵害防治中心"),
        ("由宜蘭縣五結鄉衛生所護理師家訪", "宜蘭縣五結鄉衛生所"),
    ],
)
def test_place_before_a_head_word_is_an_agency(text: str, value: str) -> None:
    kept_whole(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("依規定通報社會局並副知", "社會局"),
        ("已通報至衛生局（電話 02-0000000）", "衛生局"),
        ("依交通部中央氣象署發布之豪雨特報", "交通部中央氣象署"),
        ("經海洋委員會海巡署東部分署第八海巡隊查獲", "海洋委員會海巡署東部分署第八海巡隊"),
        ("法務部行政執行署新竹分署　執行命令", "法務部行政執行署新竹分署"),
        ("文件經駐洛杉磯台北經濟文化辦事處驗證", "駐洛杉磯台北經濟文化辦事處"),
        ("內政部移民署北區事務大隊", "內政部移民署北區事務大隊"),
    ],
)
def test_a_body_public_by_name_with_parents_and_units(text: str, value: str) -> None:
    kept_whole(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("曾於 嘉義醫院 急診觀察一日", "嘉義醫院"),
        ("轉介花蓮醫院身心科", "花蓮醫院"),
        ("預約 10/3 上午 仁愛院區 復健科", "仁愛院區"),
        ("中華民國114年2月5日　旗山簡易庭　法官 賴品妤", "旗山簡易庭"),
        ("本院鳳山簡易庭審理", "鳳山簡易庭"),
    ],
)
def test_a_city_hospital_a_branch_or_a_court_unit(text: str, value: str) -> None:
    kept_whole(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("原告已向三民第二分局報案", "三民第二分局"),
        ("向大甲分局交通分隊申請現場圖", "大甲分局"),
        ("雲林縣斗六市調解委員會　調解筆錄", "雲林縣斗六市調解委員會"),
        ("臺東縣卑南鄉太平里辦公處", "臺東縣卑南鄉太平里辦公處"),
        ("民國113年9月9日 岡山簡易庭 書記官", "岡山簡易庭"),
    ],
)
def test_the_agency_wins_over_a_person_or_address_read_inside(text: str, value: str) -> None:
    kept_whole(text, value)


def test_the_judge_beside_a_court_unit_stays_an_official() -> None:
    text = "中華民國114年2月5日　旗山簡易庭　法官 賴品妤"
    spans = detect(text)
    got = exact_span(spans, *nth(text, "賴品妤"))
    assert got is not None and got.type == T.OFFICIAL, describe(text, spans)


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("住桃園市中壢區中央西路二段88號", "桃園市中壢區中央西路二段88號", T.ADDRESS),
        ("寄送地址：高雄市三民區建工路123巷4號", "高雄市三民區建工路123巷4號", T.ADDRESS),
        ("送達新北市板橋區文化路一段50號7樓", "新北市板橋區文化路一段50號7樓", T.ADDRESS),
    ],
)
def test_a_persons_address_with_its_district_stays_an_address(
    text: str, value: str, kind: str
) -> None:
    covered_as(text, value, kind)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("轉介 欣和身心醫學診所 追蹤", "欣和身心醫學診所"),
        ("在臺中市北區建宏汽車服務中心保養", "建宏汽車服務中心"),
        ("高雄市前鎮區永順資源回收有限公司", "永順資源回收有限公司"),
    ],
)
def test_a_private_clinic_or_a_firm_named_like_a_place_is_no_agency(text: str, value: str) -> None:
    spans = detect(text)
    start, end = nth(text, value)
    bad = [s for s in overlapping(spans, start, end) if s.type == T.AGENCY]
    assert not bad, describe(text, bad)


def test_a_staff_member_beside_a_body_of_the_grammar_stays_a_person() -> None:
    text = "早療個案管理　訪視紀錄⏎個管員：范思妤（新北市早期療育綜合服務中心 東區）".replace(
        "⏎", "\n"
    )
    covered_as(text, "范思妤", T.PERSON)
    kept_whole(text, "新北市早期療育綜合服務中心")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("新北市政府警察局道路交通事故當事人登記聯單⏎", "新北市政府警察局"),
        ("高雄市政府警察局道路交通事故初步分析研判表", "高雄市政府警察局"),
    ],
)
def test_an_address_read_across_an_agency_without_a_number_goes(text: str, value: str) -> None:
    kept_whole(text.replace("⏎", "\n"), value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("住臺北市政府路一段", "臺北市政府路一段"),
        ("寄到新北市政府路3號", "新北市政府路3號"),
    ],
)
def test_an_address_with_its_number_past_an_agency_stays(text: str, value: str) -> None:
    spans = detect(text)
    start, end = nth(text, value)
    assert any(s.type == T.ADDRESS and s.start <= start and end <= s.end for s in spans), describe(
        text, spans
    )


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("推薦人：新北市立永和國民中學 導師 范姿君", "新北市立永和國民中學"),
        ("就讀臺中市立文華高級中學三年級", "臺中市立文華高級中學"),
        ("畢業於國立花蓮高級中學", "國立花蓮高級中學"),
        ("屏東縣立東港國民小學　家長會", "屏東縣立東港國民小學"),
    ],
)
def test_a_public_school_by_its_city_or_county_and_its_level(text: str, value: str) -> None:
    kept_whole(text, value)


def test_a_private_school_is_no_agency() -> None:
    text = "就讀臺南市私立光華高級中學"
    spans = detect(text)
    start, end = nth(text, "光華高級中學")
    bad = [s for s in overlapping(spans, start, end) if s.type == T.AGENCY]
    assert not bad, describe(text, bad)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("協助被害人向 臺灣桃園地方法院 聲請保護令。", "臺灣桃園地方法院"),
        ("陪同被害人向 臺灣士林地方法院 提出聲請", "臺灣士林地方法院"),
        ("告訴人向 臺灣新竹地方檢察署 提告", "臺灣新竹地方檢察署"),
    ],
)
def test_a_name_read_into_an_agency_ends_before_it(text: str, value: str) -> None:
    kept_whole(text, value)


@pytest.mark.parametrize(
    ("text", "name", "body"),
    [
        ("證人邱婉婷臺北市政府社會局社工", "邱婉婷", "臺北市政府社會局"),
        ("原告溫志豪向臺灣新北地方法院起訴", "溫志豪", "臺灣新北地方法院"),
    ],
)
def test_a_name_before_an_agency_stays_a_person(text: str, name: str, body: str) -> None:
    covered_as(text, name, T.PERSON)
    kept_whole(text, body)


# Kind: councils and a township's council of representatives, a city's bureaus named alone, the
# branches of the central government beside the executive.
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("桃園市議會第3屆第2次定期會　質詢紀錄", "桃園市議會"),
        ("函送嘉義縣議會審議", "嘉義縣議會"),
        ("池上鄉民代表會第22屆第4次定期會", "池上鄉民代表會"),
        ("臺東縣池上鄉民代表會　提案單", "臺東縣池上鄉民代表會"),
        ("請逕洽都市發展局辦理", "都市發展局"),
        ("副本：地政局、新建工程處", "新建工程處"),
        ("送立法院審議", "立法院"),
        ("陳情人向監察院陳情", "監察院"),
    ],
)
def test_councils_bureaus_and_the_branches_are_kept(text: str, value: str) -> None:
    kept_whole(text.replace("⏎", "\n"), value)
