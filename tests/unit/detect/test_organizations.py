"""Organisations written by outside authors (worker/detect/organizations.py,
worker/data/org_brands.txt): shops and brands without a legal form, bank and post-office branches,
associations and foundations, firms whose name reads like a public body, and references that are no
name. Every value here is invented for the test."""

from __future__ import annotations

import pytest

from tests.unit.helpers import describe, exact_span, nth, overlapping
from worker.detect import detect
from worker.text import spans as T


def org(text: str, value: str, kind: str = T.ORGANIZATION) -> None:
    spans = detect(text)
    start, end = nth(text, value, 0)
    got = exact_span(spans, start, end)
    assert got is not None, (
        f"{value!r} not exact; got {describe(text, overlapping(spans, start, end))}"
    )
    assert got.type == kind, f"{value!r}: {got.type}"


def no_org(text: str, value: str) -> None:
    spans = detect(text)
    start, end = nth(text, value, 0)
    bad = [s for s in overlapping(spans, start, end) if s.type in (T.ORGANIZATION,)]
    assert not bad, f"{value!r} read as a firm: {describe(text, bad)}"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("包裹寄到 萊爾富 桃園龍岡門市 就好", "萊爾富 桃園龍岡門市"),
        ("我在露天拍賣看到一台二手嬰兒床", "露天拍賣"),
        ("退款會回到你的街口支付喔", "街口支付"),
        ("週末去劍湖山玩了一整天", "劍湖山"),
        ("發票上寫著全聯 竹南博愛店", "全聯 竹南博愛店"),
        ("電費單是台電寄來的，水費是台水", "台電"),
    ],
)
def test_brands_without_a_legal_form(text: str, value: str) -> None:
    org(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("請匯入兆豐銀行員林分行，帳號另附", "兆豐銀行員林分行"),
        ("款項撥入晨嵐商業銀行北投分行帳戶", "晨嵐商業銀行北投分行"),
        ("存摺封面：竹山延平郵局", "竹山延平郵局"),
        ("購車貸款由臺灣土地銀行斗南分行核貸", "臺灣土地銀行斗南分行"),
        ("薪資轉入：土銀", "土銀"),
    ],
)
def test_bank_and_post_office_branches(text: str, value: str) -> None:
    org(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("推薦單位：社團法人高雄市向日葵親子關懷協會", "社團法人高雄市向日葵親子關懷協會"),
        ("本案由財團法人曙光家庭扶助基金會轉介", "財團法人曙光家庭扶助基金會"),
        ("存款三十萬元存於溪湖鎮農會", "溪湖鎮農會"),
        ("報名：臺南市私立青苗數理文理短期補習班", "臺南市私立青苗數理文理短期補習班"),
        ("家屬安排住進松鶴長期照顧中心", "松鶴長期照顧中心"),
    ],
)
def test_associations_foundations_and_their_like(text: str, value: str) -> None:
    org(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("受款人：臺灣晶研材料股份有限公司", "臺灣晶研材料股份有限公司"),
        ("保單由中華民國旅遊保障學會背書", "中華民國旅遊保障學會"),
        ("薪轉戶：台灣銀行新營分行", "台灣銀行新營分行"),
        ("高雄市鳳山區「翠堤苑」社區管理委員會公告", "翠堤苑」社區管理委員會"),
    ],
)
def test_a_private_body_whose_name_reads_like_an_agency_stays_private(
    text: str, value: str
) -> None:
    spans = detect(text)
    start, end = nth(text, value, 0)
    assert not [s for s in overlapping(spans, start, end) if s.action == T.KEEP], describe(
        text, overlapping(spans, start, end)
    )
    assert [s for s in overlapping(spans, start, end) if s.type == T.ORGANIZATION]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("理賠由：安和產物保險股份有限公司", "安和產物保險股份有限公司"),
        ("⏎日昇大飯店股份有限公司".replace("⏎", "\n"), "日昇大飯店股份有限公司"),
        ("出租人：月影精品汽車旅館", "月影精品汽車旅館"),
    ],
)
def test_a_name_that_starts_with_a_soft_boundary_character_is_whole(text: str, value: str) -> None:
    org(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Beneficiary bank: Hualien Commercial Bank, Main Branch", "Hualien Commercial Bank"),
        ("Employer: RIVERSTONE METALWORKS CO., LTD.", "RIVERSTONE METALWORKS CO., LTD."),
        ("Please remit to Bank Sinar Jaya, account 1234", "Bank Sinar Jaya"),
    ],
)
def test_firms_in_latin_script(text: str, value: str) -> None:
    org(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("感謝您應徵本公司的行政職缺", "本公司"),
        ("希望能加入貴基金會服務", "貴基金會"),
        ("你公司那邊怎麼說", "你公司"),
        ("我們全家都去了墾丁", "全家"),
        ("他以前在系學會當會長", "系學會"),
        ("我打電話跟銀行說要停卡", "銀行"),
        ("晚上要不要一起買雞腿便當", "雞腿便當"),
    ],
)
def test_references_and_words_are_no_firm(text: str, value: str) -> None:
    no_org(text, value)


def test_a_firm_named_after_a_person_is_one_organisation() -> None:
    text = "委託人將案件交由蔡欣妤地政士事務所辦理過戶"
    org(text, "蔡欣妤地政士事務所")
    assert not [s for s in detect(text) if s.type == T.PERSON]


def test_courts_and_public_hospitals_stay_agencies() -> None:
    org("轉診至臺大醫院急診", "臺大醫院", T.AGENCY)
    org("由臺灣桃園地方法院審理", "臺灣桃園地方法院", T.AGENCY)
