"""Identifiers that survived both the detector and the residual scan (issue 9/11): an extension
written apart from any number, a roster's code under a bare 編號 column (spaced out or not), a
handle after Messenger / WhatsApp or LINE聯絡用, and a scam's "official" who is a chat participant
or a caller's claim. Every value is invented here; look-alikes must not fire."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _replaced(text: str) -> dict[str, str]:
    return {text[s.start : s.end]: s.type for s in detect(text) if s.action == "replace"}


def _kinds(text: str) -> dict[str, tuple[str, str]]:
    return {
        text[s.start : s.end]: (s.type, s.action)
        for s in detect(text)
        if s.type in ("person", "official")
    }


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("【申報人】經辦 周志明（分機 4471）　主管 林美華", "4471"),
        ("核保員 張雅婷　分機 #6620　覆核 吳建國", "#6620"),
        ("承辦人：黃俊傑，內線：2051，請於上班時間來電。", "2051"),
        ("如有疑問請洽社工員 何佩珊（分機：30718）", "30718"),
        ("聯絡窗口 鄭美惠 Ext. 582", "582"),
    ],
)
def test_an_extension_apart_from_any_number_is_a_phone(text: str, value: str) -> None:
    assert _replaced(text).get(value) == "phone"


@pytest.mark.parametrize(
    ("text", "digits"),
    [
        ("客服專線 0800-211-511 分機 321", "321"),  # a public hotline's own extension
        ("請撥 1999 分機 8 號市民專線", "8"),
        ("請致電功德會（分機 15）", "15"),  # two digits stand in dates and amounts everywhere
        ("本公司共設有分機 120 台", "120"),
        ("分機費用 3317 元", "3317"),
        ("臺灣臺北地方法院 113 年度訴字第 3317 號", "3317"),
        ("依刑法第 339 條之 4 第 1 項", "339"),
    ],
)
def test_no_extension_where_none_stands_alone(text: str, digits: str) -> None:
    assert digits not in _replaced(text)


def test_a_roster_code_under_a_bare_number_column_spaced_or_not() -> None:
    text = (
        "（二）會員異動\n"
        "　｜編號｜姓名｜異動｜備註｜\n"
        "　｜M-2 1 4｜陳美玉｜入會｜推薦人 林大同｜\n"
        "　｜M-215｜吳金水｜退會｜遷居｜\n"
        "　｜B 3 3 1｜吳大水｜入會｜新住民｜\n"
    )
    got = _replaced(text)
    for code in ("M-2 1 4", "M-215", "B 3 3 1"):
        assert got.get(code) == "other_id", code
    tabbed = "代號\t姓名\t房號\nA07\t黃小明\t302\nTK-20817\t蔡志強\t305\n"
    got = _replaced(tabbed)
    assert got.get("A07") == "other_id" and got.get("TK-20817") == "other_id"


@pytest.mark.parametrize(
    "text",
    [
        "｜編號｜品名｜數量｜\n｜1｜手機｜1｜\n｜001｜存摺｜2｜\n｜證1｜帳冊｜3｜",
        "｜編號｜法條｜\n｜1｜第339-4條｜\n｜2｜第 30 條｜",
        "｜編號｜金額｜\n｜一｜12,000｜\n｜二｜3,500｜",
    ],
)
def test_row_numbers_statutes_and_amounts_under_a_bare_column_stay(text: str) -> None:
    assert not any(t == "other_id" for t in _replaced(text).values())


@pytest.mark.parametrize(
    ("text", "handle"),
    [
        ("LINE聯絡用 lindawu0412（她兒子幫忙看）。", "lindawu0412"),
        ("手機 0966-000-405，FB Messenger：kelly.tw.0921。", "kelly.tw.0921"),
        ("Messenger 帳號 tommy.lee.77", "tommy.lee.77"),
        ("WhatsApp: ana_k1990", "ana_k1990"),
        ("臉書Messenger：sun.yu.88", "sun.yu.88"),
    ],
)
def test_handles_after_messenger_whatsapp_and_line_for_contact(text: str, handle: str) -> None:
    assert _replaced(text).get(handle) == "social_handle"


@pytest.mark.parametrize(
    "text",
    [
        "用 LINE 聯絡 Pay 很方便",
        "透過 FB Messenger 傳訊息給她",
        "LINE聯絡 2024年以後",
        "WhatsApp 群組",
    ],
)
def test_platform_words_in_a_sentence_are_no_handles(text: str) -> None:
    assert "social_handle" not in _replaced(text).values()


@pytest.mark.parametrize(
    ("text", "impostor"),
    [
        ("下晡接著一通電話，講是臺北地檢署的彭檢察官，講阮的帳戶予人提去", "彭檢察官"),
        ("對方說是刑事局偵查隊的何警官，要我去領錢", "何警官"),
        ("來電者號稱高雄地檢署的葛檢察官", "葛檢察官"),
        ("[上午 10:02] 翁警官：李女士，剛剛電話中說的事", "翁警官"),
        ("14:03 邵專員：您好，您的帳戶異常", "邵專員"),
        (
            "━━━━\n新北市政府警察局 偵查隊 馮志豪 警官\n@ntpc_police09\n━━━━\n"
            "[上午 10:02] 馮警官：請您不要告訴任何人",
            "馮志豪",
        ),
    ],
)
def test_a_claimed_or_chatting_official_is_a_person(text: str, impostor: str) -> None:
    assert _kinds(text).get(impostor) == ("person", "replace")


@pytest.mark.parametrize(
    ("text", "official"),
    [
        ("檢察官：陳志明\n書記官：林美玲", "陳志明"),
        ("開庭時間 10:30 法官：陳大同", "陳大同"),
        ("法官 張大同\n書記官 李小華", "張大同"),
        ("臺灣臺北地方法院刑事庭 法官 邱世賢\n本件於 14:30 宣判", "邱世賢"),
    ],
)
def test_real_officials_stay_kept(text: str, official: str) -> None:
    assert _kinds(text).get(official) == ("official", "keep")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("電話：03-85□2417 / 手機另計", "03-85□2417"),
        ("出租人：詹某某　電話02-2901-□□63", "02-2901-□□63"),
        ("手機 0912-3□□-678（已遮蔽）", "0912-3□□-678"),
        ("聯絡電話 (07)331-□842", "(07)331-□842"),
    ],
)
def test_a_phone_with_blanked_digits_is_a_phone(text: str, value: str) -> None:
    assert _replaced(text).get(value) == "phone"


@pytest.mark.parametrize(
    "text",
    [
        "戶籍：花蓮縣吉安鄉南昌村中正路一段□□號",
        "113年□□月□□日出生",
        "客服專線 0800-□□□-511",
        "電話：□□-□□□□-□□□□",
        "金額新臺幣□□,□□□元",
    ],
)
def test_blanks_without_a_phone_shape_stay(text: str) -> None:
    assert "phone" not in _replaced(text).values()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "　３　第一商業銀行三重分行　　371-62-\n" + "　" * 10 + "905127\n　４　玉山商業銀行",
            "371-62-\n" + "　" * 10 + "905127",
        ),
        ("匯入帳戶：合作金庫 0512-88-\n    7730419（戶名同上）", "0512-88-\n    7730419"),
    ],
)
def test_an_account_wrapped_at_a_hyphen_is_one_account(text: str, value: str) -> None:
    assert _replaced(text).get(value) == "bank_account"


@pytest.mark.parametrize(
    "text",
    [
        "期間 2024-05-\n01 至 2024-06-30",
        "依刑法第 339-\n4 條",
        "電話 02-2345-\n6789",
        "第 12-\n13 頁",
    ],
)
def test_no_wrapped_account_in_dates_statutes_phones_and_pages(text: str) -> None:
    assert not any(s.source == "rule:wrapped_account" for s in detect(text))
