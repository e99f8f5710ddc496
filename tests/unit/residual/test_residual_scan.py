"""The residual scan (worker.residual): shapes that must stop an output, look-alikes that must
not."""

from __future__ import annotations

import pytest

from worker.residual import Allow, find, load_words, scan

ISSUED = {
    "郭靜慧",
    "郭先生",
    "王小姐",
    "0911-222-333",
    "P213456780",
    "甲",
    "A公司",
    "〔電話1〕",
    "【健康資訊已遮蔽】",
    "184-244-565728",
    "https://www.example.com/u/fake01",
    "fake01@example.com",
    "AKD-5521",
}
KEPT = {"吳明達", "沈美玲", "臺灣臺北地方法院"}


def checks(text: str, issued=ISSUED, kept=KEPT, allow=None) -> list[str]:
    return scan(text, issued, kept) if allow is None else scan(text, issued, kept, allow)


STOP = [
    # national ID, with and without a valid checksum, full-width, spaced, OCR-damaged, lower case
    ("原告身分證統一編號A123456789", "tw_id"),
    ("身分證字號A123456788", "tw_id"),
    ("身分證：Ｆ２１７　６７４　９３８", "tw_id"),
    ("身分證 F217 674 938 。", "tw_id"),
    ("統一編號：Gl76 0l895l", "tw_id"),
    ("證號 Tl3OO24588 影本", "tw_id"),
    ("id a123456789", "tw_id"),
    # resident certificates: new (8/9) and old (two letters)
    ("居留證號A800000014", "resident_id"),
    ("居留證號 FC03218477", "resident_id"),
    ("統一證號：FCO32l8477", "resident_id"),
    # passports
    ("護照號碼：312345678", "passport"),
    ("Passport No. E12345678", "passport"),
    # phones: mobile, landline, +886, OCR, Chinese digits, parentheses, labelled local number
    ("他電話0912-345-678", "phone"),
    ("手機 09l2 345 678", "phone"),
    ("打０９１２３４５６７８", "phone"),
    ("+886 988 212 646", "phone"),
    ("+886-2-2345-6789", "phone"),
    ("電話：(02)2345-6789", "phone"),
    ("市話 07-345-6789", "phone"),
    ("手機是零九三二 五六七 一零八嗎", "phone"),
    ("聯絡電話：2345-6789", "phone"),
    # e-mail and URLs with a personal path or query
    ("請寄 chen.mei@example.com 謝謝", "email"),
    ("信箱 chen.mei (at) example.com.tw", "email"),
    ("https://www.example.com/profile?id=123", "url"),
    ("我的粉專 facebook.com/chen.mei.77", "url"),
    # cards (Luhn) and account-like runs
    ("卡號4111 1111 1111 1111", "card_number"),
    ("信用卡 5500-0000-0000-0004", "card_number"),
    ("帳號：012-3456-7890123", "account_like"),
    ("匯入 00212345678901 帳戶", "account_like"),
    ("郵局局號2441078、帳號0783191", "bank_account"),
    ("保單號碼P1130087265", "bank_account"),
    ("信用卡（末四碼3307）", "bank_account"),
    ("員工編號：TK-20817", "id_number"),
    ("學號1120315", "id_number"),
    # plates
    ("車牌號碼ABC-1234號", "licence_plate"),
    ("機車 AB-1234", "licence_plate"),
    ("1234-AB 自小客", "licence_plate"),
    ("重機 ABC-123", "licence_plate"),
    ("車號ABC1234", "licence_plate"),
    ("車牌 RDF-5O87", "licence_plate"),
    # dates of birth after a birth label or before 生
    ("出生日期：民國70年1月1日", "date_of_birth"),
    ("生日 1985/03/14", "date_of_birth"),
    ("DOB: 1985-03-14", "date_of_birth"),
    ("男，民國7l年O3月2l日生，身分證", "date_of_birth"),
    ("女，民國七十年一月一日生，住", "date_of_birth"),
    # names after role or field labels, spaced labels, rare and compound surnames
    ("原告陳美玲主張", "name_after_role"),
    ("被　　　告　蒯俊賢　男", "name_after_role"),
    ("告訴人厙永福指稱", "name_after_role"),
    ("證人即告訴人張簡秀英到庭", "name_after_role"),
    ("寄件人：蔡若瑜", "name_after_role"),
    ("存戶姓名：酆俊宏", "name_after_role"),
    ("戶名：蓋 文 琪　帳號", "name_after_role"),
    ("法定代理人歐陽志明", "name_after_role"),
    ("配偶林秀英", "name_after_role"),
    ("被告曾國城辯稱", "name_after_role"),
    # names before titles
    ("陳美玲小姐您好", "name_before_title"),
    ("請轉告林先生", "name_before_title"),
    ("禤國樑君", "name_before_title"),
    ("張簡先生表示", "name_before_title"),
    ("TO 受文者：向 唐 先生", "name_before_title"),
    # surname mentions, Latin names, handles
    ("與詹姓男子同居", "surname_mention"),
    ("他說他姓溫，住在", "surname_mention"),
    ("Name: John Smith", "latin_name"),
    ("英文姓名：NGUYEN THI HOA", "latin_name"),
    ("LINE ID：tsb_service_01", "social_handle"),
    ("Telegram暱稱「老K_888」之人", "social_handle"),
    ("推 kuma0815: 先把錢要回來", "social_handle"),
]


@pytest.mark.parametrize(("text", "check"), STOP, ids=[f"{c}-{i}" for i, (_, c) in enumerate(STOP)])
def test_shape_stops_the_document(text: str, check: str) -> None:
    assert f"residual:{check}" in checks(text)


PASS = [
    # a role spoken to in a transcript: what follows its colon is speech, not a name
    "法官問原告：起訴聲明及事實？",
    "審判長問被告：對檢察官起訴事實有何意見？",
    "書記官向證人：朗讀筆錄無誤",
    # amounts
    "借款新臺幣860,000元",
    "新臺幣1234567890元",
    "NT$1500000000",
    "金額 12,345,678,901",
    # case numbers, statute numbers, document numbers, procedural dates and times
    "臺灣臺北地方法院112年度訴字第1234號",
    "金管銀法字第1120123456號函",
    "依民法第184條第1項前段",
    "中華民國113年4月12日",
    "民國111年11月1日清償",
    "[2024-03-12 14:05] 來自",
    "2024/03/19 20:21",
    "交易時間20240312140530",
    "原因發生日期：民國109年05月28日",
    # public short numbers and toll-free lines
    "請撥110或119",
    "反詐騙專線165",
    "市民專線1999",
    "保護專線113",
    "客服0800-123-456",
    "免付費 0809-123-456",
    # the case's own pseudonyms, kept officials and agencies
    "原告郭靜慧主張",
    "郭先生表示",
    "告訴人王小姐",
    "電話0911-222-333",
    "身分證P213456780",
    "帳號184-244-565728",
    "https://www.example.com/u/fake01",
    "fake01@example.com",
    "車牌AKD-5521",
    "被告甲",
    "原告A公司",
    "電話〔電話1〕",
    "【健康資訊已遮蔽】",
    "審判長法官吳明達",
    "受任人：沈美玲律師",
    "被告臺灣臺北地方法院",
    "受任人：上官書涵律師",
    # ordinary words after role labels and before titles
    "被告等均",
    "原告公司",
    "被告所述",
    "被告於112年",
    "證人到庭",
    "原告本人",
    "被告之",
    "原告即",
    "原告與被告",
    "原告及被告",
    "被告陳述",
    "證人記錄",
    "申請人申請",
    "被告林口區",
    "原告高雄市",
    "被告金門",
    "聲請人安心",
    "被告封存",
    "被告應給付原告",
    "被告應按月於每月5日前",
    "被告曾於",
    "訊據被告堅詞否認",
    "父母雙亡",
    "擔任業務專員",
    "房東太太",
    "各位先生女士",
    "經原告催告仍不履行",
    "小明曾向被告催討",
    "被告尚欠原告",
    "被告偕同友人",
    # bare domains and government sites
    "詳見 www.example.com 。",
    "https://www.judicial.gov.tw/tw/cp-1-2.html",
    "https://law.moj.gov.tw/LawClass/LawAll.aspx?pcode=I0050021",
    # masked values
    "陳○○",
]


@pytest.mark.parametrize("text", PASS)
def test_look_alike_passes(text: str) -> None:
    assert checks(text) == []


def test_allow_list_lets_a_public_landline_through() -> None:
    text = "服務台電話02-2361-8577"
    assert checks(text) == ["residual:phone"]
    assert checks(text, allow=Allow(numbers=frozenset({"0223618577"}))) == []


def test_check_ids_are_content_free_and_sorted() -> None:
    text = "原告陳美玲（A123456789，0912345678，chen@example.com）"
    ids = checks(text)
    assert ids == sorted(ids)
    for value in ("陳美玲", "A123456789", "0912345678", "chen"):
        assert not any(value in i for i in ids)
    assert all(i.startswith("residual:") for i in ids)


def test_hits_point_at_the_value_in_the_original_text() -> None:
    text = "身分證：Ｆ２１７　６７４　９３８。"
    (hit,) = find(text, ())
    assert text[hit.start : hit.end] == "Ｆ２１７　６７４　９３８"


def test_a_published_looking_output_passes() -> None:
    text = (
        "臺灣臺北地方法院民事判決\n112年度訴字第1234號\n原告郭靜慧\n被告甲\n上列當事人間請求返還借"
        "款事件，本院判決如下：\n被告應給付原告新臺幣860,000元，及自民國112年5月1日起至清償日止，按"
        "週年利率5%計算之利息。\n中華民國113年4月12日\n審判長法官吳明達"
    )
    assert checks(text) == []


def test_surname_table_keeps_its_licence_header() -> None:
    from worker.residual import DATA

    head = (DATA / "tw_surnames.txt").read_text(encoding="utf-8").splitlines()[:6]
    assert any("Open Government Data License" in line for line in head)
    surnames = load_words("tw_surnames")
    assert {"陳", "林", "張簡", "厙", "蒯"} <= set(surnames)
    assert not any(s.startswith("#") for s in surnames)
