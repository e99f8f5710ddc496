"""Direct identifiers in the shapes transfer records, chats and OCR produce: passwords with their
symbols, escrow accounts, handles after 加, OCR'd passports, glued or spaced phones, cards grouped
oddly. Same row format as :mod:`tests.unit.test_recognizers` (``P``: exact span, type and action;
``N``: no span of the type touches the value). All values are fictional.
"""

from __future__ import annotations

import pytest

from tests.unit.helpers import describe, exact_span, nth, overlapping
from worker.detect import detect
from worker.text import spans as T

R = T.REPLACE


def P(text: str, value: str, kind: str, n: int = 0, id: str | None = None):
    return pytest.param(text, value, n, kind, id=id or f"{kind}:{value}")


def N(text: str, value: str, kind: str, n: int = 0, id: str | None = None):
    return pytest.param(text, value, n, kind, id=id or f"not-{kind}:{value}")


FOUND = [
    # ------------------------------------------------------------ passwords: glued symbols belong
    # to them
    P(
        "8:29\t高淑敏\t密碼是Sunny63!，這樣可以嗎",
        "Sunny63!",
        T.PASSWORD,
        id="password-trailing-bang",
    ),
    P(
        "網銀預設密碼：Ocean7525$\n經辦：王",
        "Ocean7525$",
        T.PASSWORD,
        id="password-trailing-dollar",
    ),
    P("密碼mango01!一直錯", "mango01!", T.PASSWORD, id="password-symbol-before-cjk"),
    P("密碼為qwer47#。", "qwer47#", T.PASSWORD, id="password-hash-before-full-stop"),
    P(
        "密碼是Sunny63，這樣可以嗎",
        "Sunny63",
        T.PASSWORD,
        id="password-full-width-comma-not-included",
    ),
    P("密碼是Sunny63 好嗎", "Sunny63", T.PASSWORD, id="password-space-ends"),
    P("交易密碼：abc_12-?", "abc_12-?", T.PASSWORD, id="password-several-symbols"),
    P(
        "初始密碼為Tiger99!), 請變更",
        "Tiger99!",
        T.PASSWORD,
        id="password-closing-paren-and-comma-dropped",
    ),
    # the chat answer to 密碼多少 is the next message, a lone token
    P(
        "12:40\t傅伶\t好啊！wifi密碼多少\n12:45\t黎玉琴❤️\tSunny873@\n13:11\t蔡文賢\t我晚到",
        "Sunny873@",
        T.PASSWORD,
        id="password-asked-lone-message-with-at",
    ),
    P(
        "12:40\t傅伶\twifi密碼多少\n12:45\t阿琴\tkitty776!😅\n12:50\t傅伶\t謝謝",
        "kitty776!",
        T.PASSWORD,
        id="password-asked-lone-message-emoji-after",
    ),
    P(
        "12:40\t傅伶\twifi密碼多少\n12:45\t阿琴\t88889999\n12:50\t傅伶\t謝謝",
        "88889999",
        T.PASSWORD,
        id="password-asked-lone-message-digits",
    ),
    P(
        "12:40\t傅伶\twifi密碼多少\n12:45\t阿琴\tE2xDHX8Uq\n12:50\t傅伶\t謝謝",
        "E2xDHX8Uq",
        T.PASSWORD,
        id="password-asked-not-joined-to-next-time",
    ),
    # ------------------------------------------------------------ escrow accounts in transfer
    # records
    P(
        "2022-07-01｜轉帳支出｜1,810,000｜｜履保專戶 9721 1960 9279\n2022-07-09｜現金存入｜"
        "｜680,000",
        "9721 1960 9279",
        T.BANK_ACCOUNT,
        id="account-escrow-grouped",
    ),
    P(
        "｜轉帳支出｜3,230,000｜｜履保專戶 581-472-95241494\n2022年10月10日｜現金存入｜｜180,000",
        "581-472-95241494",
        T.BANK_ACCOUNT,
        id="account-escrow-before-date-line",
    ),
    P(
        "｜轉帳支出｜1,600,000｜｜履保專戶 123-36　8-0208524\n2022/09/18｜現金存入｜｜420,000",
        "123-36　8-0208524",
        T.BANK_ACCOUNT,
        id="account-escrow-ocr-space",
    ),
    P(
        "｜轉帳支出｜1,330,000｜｜履保專戶 418-106-710667\n2022-12-08｜現金存入｜｜340,000",
        "418-106-710667",
        T.BANK_ACCOUNT,
        id="account-escrow-hyphens-before-hyphen-date",
    ),
    P(
        "｜轉帳支出｜２,０９０,０００｜｜履保專戶 383012221216\n２０２２年３月１３日｜現金存入",
        "383012221216",
        T.BANK_ACCOUNT,
        id="account-escrow-plain-before-full-width-date",
    ),
    P(
        "款項匯入履約保證專戶4773027898049，",
        "4773027898049",
        T.BANK_ACCOUNT,
        id="account-long-escrow-label",
    ),
    P("信託專戶 7050 7169 647366。", "7050 7169 647366", T.BANK_ACCOUNT, id="account-trust"),
    # the date on the next line stays a date of its own
    P(
        "｜｜履保專戶 4773 0278 98049\n2021年8月13日｜現金存入｜｜９２０,０００",
        "2021年8月13日",
        T.EVENT_DATE,
        id="date-after-account-line",
    ),
    P(
        "｜｜履保專戶 581-472-95241494\n2022年10月10日｜現金存入",
        "2022年10月10日",
        T.EVENT_DATE,
        id="date-after-hyphenated-account-line",
    ),
    P("編號 1237\n80年1月1日生", "80年1月1日", T.DATE_OF_BIRTH, id="dob-after-number-line"),
    # ------------------------------------------------------------ social handles after 加
    P(
        "我的新手機0932-154-279，LINE也可以加chiu.chengmei\n",
        "chiu.chengmei",
        T.SOCIAL_HANDLE,
        id="handle-ye-keyi-jia",
    ),
    P(
        "LINE也可以加ｐｅｉｍｅｉ．１９８５\n",
        "ｐｅｉｍｅｉ．１９８５",
        T.SOCIAL_HANDLE,
        id="handle-full-width",
    ),
    P("有事LINE可以加meiya104", "meiya104", T.SOCIAL_HANDLE, id="handle-keyi-jia"),
    P(
        "LINE請加 jiahui_kungsun 謝謝",
        "jiahui_kungsun",
        T.SOCIAL_HANDLE,
        id="handle-qing-jia-spaced",
    ),
    P("加我LINE：yuankuankuo91", "yuankuankuo91", T.SOCIAL_HANDLE, id="handle-jia-wo-line-colon"),
    P("加我LINE meiya104 喔", "meiya104", T.SOCIAL_HANDLE, id="handle-jia-wo-line-space"),
    P("IG直接搜尋wang.da88", "wang.da88", T.SOCIAL_HANDLE, id="handle-ig-search"),
    # ------------------------------------------------------------ passports: OCR letters, a space
    # after the prefix
    P("（通譯傳譯）護照號碼AAl570955。", "AAl570955", T.PASSPORT, id="passport-ocr-l-for-1"),
    P("護照號碼：3l2345678。", "3l2345678", T.PASSPORT, id="passport-ocr-l-inside-digits"),
    P(
        "（通譯傳譯）護照號碼E　5781276。",
        "E　5781276",
        T.PASSPORT,
        id="passport-ideographic-space-after-letter",
    ),
    P("護照號碼 C 1234567", "C 1234567", T.PASSPORT, id="passport-ascii-space-after-letter"),
    # ------------------------------------------------------------ phones
    P("電話03-718-5949 e xt.430\n被告", "03-718-5949 e xt.430", T.PHONE, id="phone-ext-ocr-space"),
    P("電話02-2345-6789 Ext. 12。", "02-2345-6789 Ext. 12", T.PHONE, id="phone-ext-capitalised"),
    P(
        "嘉義市西區德昌街67號13樓Nadia Rosa0919 690 674\n",
        "0919 690 674",
        T.PHONE,
        id="phone-glued-to-latin-name",
    ),
    P("聯絡人JOHN0912345678", "0912345678", T.PHONE, id="phone-glued-to-upper-case-word"),
    P(
        "他電話是0 9 9 1 9 4 3 0 4 3\n２０２３/０２/１５（三）",
        "0 9 9 1 9 4 3 0 4 3",
        T.PHONE,
        id="phone-every-digit-spaced",
    ),
    # ------------------------------------------------------------ cards grouped oddly
    P(
        "可以刷卡嗎？我的卡號5575 9679 43　64 4272\n２０２２/０６/０３（五）",
        "5575 9679 43　64 4272",
        T.CARD_NUMBER,
        id="card-ideographic-space-inside-group",
    ),
    P(
        "信用卡號 4111 11 11 1111 1111 到期",
        "4111 11 11 1111 1111",
        T.CARD_NUMBER,
        id="card-split-group",
    ),
    P(
        "旻璿公司 卡號5409-9141-3691-1508\n2023-09-18｜退款入帳",
        "5409-9141-3691-1508",
        T.CARD_NUMBER,
        id="card-before-date-line",
    ),
]

NOT_FOUND = [
    # passwords: CJK punctuation and spaces end the value; a chat reply that is a plain word, an
    # e-mail or a mention is no password
    N(
        "12:40\t傅伶\twifi密碼多少\n12:45\t阿琴\tokay\n12:50\t傅伶\t謝謝",
        "okay",
        T.PASSWORD,
        id="password-asked-plain-word",
    ),
    N(
        "12:40\t傅伶\twifi密碼多少\n12:45\t阿琴\tme2@example.com\n",
        "me2@example.com",
        T.PASSWORD,
        id="password-asked-email",
    ),
    N(
        "12:40\t傅伶\twifi密碼多少\n12:45\t阿琴\t@wang88\n",
        "@wang88",
        T.PASSWORD,
        id="password-asked-mention",
    ),
    N(
        "12:40\t傅伶\twifi密碼多少\n12:45\t阿琴\tabc123\n12:50\t傅伶\t謝謝",
        "12:50",
        T.PASSWORD,
        id="password-asked-next-time-not-included",
    ),
    # accounts and dates never take digits across the line break
    N(
        "｜｜履保專戶 581-472-95241494\n2022年10月10日｜現金存入",
        "494",
        T.EVENT_DATE,
        id="date-not-from-account-digits",
    ),
    N(
        "｜｜履保專戶 9721 1960 9279\n2022-07-09｜現金存入",
        "2022-07-09",
        T.BANK_ACCOUNT,
        id="account-not-into-hyphen-date",
    ),
    N(
        "｜｜履保專戶 4773 0278 98049\n2021年8月13日｜現金存入",
        "2021年",
        T.BANK_ACCOUNT,
        id="account-not-into-year",
    ),
    N("本件專戶共2筆", "2", T.BANK_ACCOUNT, id="escrow-word-with-count"),
    N("專戶 12 34 元", "12 34", T.BANK_ACCOUNT, id="escrow-word-short-groups"),
    N("編號12345\n2022年10月10日到場", "12345", T.EVENT_DATE, id="date-year-not-inside-digits"),
    # handles: 加 followed by Chinese is no handle
    N("雙方LINE也可以加入群組", "加入群組", T.SOCIAL_HANDLE, id="handle-jiaru-group"),
    N("LINE也可以加好友喔", "加好友喔", T.SOCIAL_HANDLE, id="handle-jia-friend"),
    # passports: not a phone, not a run with many letters
    N("護照號碼：0912345678", "0912345678", T.PASSPORT, id="passport-not-phone"),
    N("護照號碼：尚未申請，備註OIlOIl12", "OIlOIl12", T.PASSPORT, id="passport-mostly-letters"),
    # phones: inside a lower-case token (handle, URL) a number is no phone of its own
    N("LINE ID：wang0912345678", "0912345678", T.PHONE, id="phone-inside-handle"),
    N("網址 https://a.example.com/user0912345678", "0912345678", T.PHONE, id="phone-inside-url"),
    N("代碼a.Rosa0912345678", "0912345678", T.PHONE, id="phone-inside-dotted-token"),
    N(
        "帳號 1 0 9 1 2 3 4 5 6 7 8",
        "0 9 1 2 3 4 5 6 7 8",
        T.PHONE,
        id="spaced-digits-inside-longer-run",
    ),
    # cards: odd groups need a card label and the Luhn check (a 17-digit number is no card without
    # a label)
    N(
        "編號 4111 1111 11 11 1111 3\n備註",
        "4111 1111 11 11 1111 3",
        T.CARD_NUMBER,
        id="card-odd-groups-without-label",
    ),
    N(
        "卡號5575 9679 43　64 4273\n２０２２/０６/０３（五）",
        "5575 9679 43　64 4273",
        T.CARD_NUMBER,
        id="card-odd-groups-luhn-fails",
    ),
]


@pytest.mark.parametrize(("text", "value", "n", "kind"), FOUND)
def test_direct_identifiers_found(text: str, value: str, n: int, kind: str) -> None:
    spans = detect(text)
    start, end = nth(text, value, n)
    got = exact_span(spans, start, end)
    assert got is not None, (
        f"{value!r} not covered exactly; got {describe(text, overlapping(spans, start, end))}"
    )
    assert got.type == kind, f"{value!r}: got {got.type}"
    if kind != T.EVENT_DATE:
        assert got.action == R


@pytest.mark.parametrize(("text", "value", "n", "kind"), NOT_FOUND)
def test_direct_identifiers_not_found(text: str, value: str, n: int, kind: str) -> None:
    spans = detect(text)
    start, end = nth(text, value, n)
    bad = [s for s in overlapping(spans, start, end) if s.type == kind]
    assert not bad, f"{value!r} should not be {kind}; got {describe(text, bad)}"
