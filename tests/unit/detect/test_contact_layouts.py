"""Handles, plates and phones as people write them in chats, forums and marketplaces (contact.py),
and secrets in any layout (records.py). Values invented for the test."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, untouched
from worker.detect import detect
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, value",
    [
        ("推 riverfox42: 先報警吧            05/02 11:20\n", "riverfox42"),
        ("→ Mochi: 同意樓上               05/02 11:31\n", "Mochi"),
        ("噓 zzz_bear: 不要亂講\n", "zzz_bear"),
        ("作者 lanyu_0808 (藍雨) 看板 Loan\n", "lanyu_0808"),
        ("10:02\tpeggy.hsu\t我到了\n", "peggy.hsu"),
        ("2024-05-01 21:40\u3000ocean_tw99\n請問還有貨嗎\n", "ocean_tw99"),
        ("jay_w.88：你好 想問價格\n", "jay_w.88"),
        ("\u3000\u3000↳ milk.tea.gogo 我也想去\n", "milk.tea.gogo"),
        ("小美的IG是 @ann.c_0412 可以追蹤", "@ann.c_0412"),
        ("雙方以LINE聯絡（相對人ID：koala5566）", "koala5566"),
        ("對方Telegram暱稱「阿狗_77」", "阿狗_77"),
        ("賣家：dada_home2020（評價 88）", "dada_home2020"),
        ("以同事之帳號tsai.ming及密碼Tm!9921登入", "tsai.ming"),
    ],
)
def test_handles_in_layouts(text: str, value: str) -> None:
    covered_as(text, value, T.SOCIAL_HANDLE)


def test_a_handle_found_once_is_replaced_everywhere() -> None:
    text = "推 plum77: 加油\n→ pear_00: 樓上說得對 plum77 講得好\n"
    covered_as(text, "plum77", T.SOCIAL_HANDLE, n=1)


def test_words_at_line_start_are_not_handles() -> None:
    untouched("iPhone15 的電池不耐用\n", "iPhone15")
    spans = detect("www.example.com 是範例網站\n")
    assert [s.type for s in spans] == [T.URL]


@pytest.mark.parametrize(
    "text, value",
    [
        ("密碼我改成 Kite@0419 了", "Kite@0419"),
        ("網銀密碼（寫在「Rr7731#」那張紙上）", "Rr7731#"),
        ("問：驗證碼呢？\n答：我念給他聽，是「402913」。", "402913"),
        ("客服：稍後會收到簡訊驗證碼。\n我：收到了，是七三零二一五。", "七三零二一五"),
        ("網銀代號 chen8812，密碼另給", "chen8812"),
        ("後門的密碼鎖 5503，記得關", "5503"),
        ("API金鑰 ak_test_9Fh2Lq77Zp 外洩", "ak_test_9Fh2Lq77Zp"),
    ],
)
def test_secrets_in_any_layout(text: str, value: str) -> None:
    covered_as(text, value, T.PASSWORD)


def test_a_phone_after_a_secret_word_stays_a_phone() -> None:
    covered_as("驗證碼會傳到0955-212-730", "0955-212-730", T.PHONE)
    untouched("密碼錯誤超過3次會鎖卡", "3")


@pytest.mark.parametrize(
    "text, value",
    [
        ("車牌號碼 RKD5270 之自小客車", "RKD5270"),
        ("車號：BXT 3391", "BXT 3391"),
        ("違規車輛 MQR-O8l5", "MQR-O8l5"),  # OCR digits
        ("巷口那台 2K-7713 停很久", "2K-7713"),  # old format, digit first
    ],
)
def test_plates(text: str, value: str) -> None:
    covered_as(text, value)


@pytest.mark.parametrize(
    "text, value",
    [
        ("手機 0921.448.307 找我", "0921.448.307"),
        ("TEL：07-355．2186 #31", "07-355．2186 #31"),
        ("美國的姑姑 +1 206-55l-0192", "+1 206-55l-0192"),
    ],
)
def test_phones_with_dots_and_foreign_codes(text: str, value: str) -> None:
    covered_as(text, value, T.PHONE)
