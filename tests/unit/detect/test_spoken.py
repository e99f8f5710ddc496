"""Numbers as people say them (worker/detect/spoken.py): call transcripts, voice messages, speech
recognition. Chinese digits (么, 幺, 兩, 洞 too), full-width and ASCII digits mixed in, groups
joined across pauses, fillers and line breaks; typed by the label said before them and by their
shape. Amounts, counts, times, dates, case numbers and statutes said in words stay. Every value
invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, untouched
from worker.detect.spoken import find_spoken_numbers, spoken_runs
from worker.text import spans as T
from worker.text.fold import fold


def _found(text: str) -> list[tuple[str, str]]:
    folded = fold(text)
    return [(text[s.start : s.end], s.type) for s in find_spoken_numbers(folded)]


# ---------------------------------------------------------------- the reader of spoken runs


@pytest.mark.parametrize(
    "text, digits",
    [
        ("零九七一，呃，四四二，八一三", "0971442813"),
        ("〇九八八、嗯、么洞六、拐五二", "0988106752"),
        ("兩兩三三 那個 八八", "223388"),
        ("０９２５，然後，三六一，七七四", "0925361774"),
        ("09一五 再來是 二八三 四零六", "0915283406"),
        ("四九一二，\n六六零八", "49126608"),
        ("五五、的、三二", "5532"),
    ],
)
def test_a_run_is_joined_across_pauses_fillers_and_breaks(text: str, digits: str) -> None:
    runs = list(spoken_runs(fold(text)))
    assert [r.digits for r in runs] == [digits]


@pytest.mark.parametrize(
    "text",
    ["三萬五千元", "一百二十塊", "三點半", "一九九九年", "第三百二十條", "兩個人", "七八年次"],
)
def test_digits_of_amounts_counts_times_and_years_are_no_run(text: str) -> None:
    assert [r.digits for r in spoken_runs(fold(text)) if len(r.digits) > 1] == []


# ---------------------------------------------------------------- phones


@pytest.mark.parametrize(
    "text, phone",
    [
        ("我電話零九三二，呃，一二三，四五六七", "零九三二，呃，一二三，四五六七"),
        ("號碼是零九三二一二三，四五六七", "零九三二一二三，四五六七"),
        ("電話零九三二一二三四五六七", "零九三二一二三四五六七"),
        ("手機是零九五八，嗯，二七一，六三零，對", "零九五八，嗯，二七一，六三零"),
        ("你打這支 ０９７７ 那個 五一四 二零九", "０９７７ 那個 五一四 二零九"),
        ("聯絡電話〇九一六、么么二、洞八四", "〇九一六、么么二、洞八四"),
        ("家裡電話零四，二三二六，一一八七", "零四，二三二六，一一八七"),
        ("市話是二七五八，三九一六", "二七五八，三九一六"),
        ("客服：您的手機是零九三三、五一八、二七六嗎？", "零九三三、五一八、二七六"),
        ("他說電話〇九七二 么四五 三六八", "〇九七二 么四五 三六八"),
    ],
)
def test_a_phone_said_after_its_label(text: str, phone: str) -> None:
    assert (phone, T.PHONE) in _found(text)
    covered_as(text, phone, T.PHONE)


@pytest.mark.parametrize(
    "text, phone",
    [
        (
            "客服：請問您的手機號碼？\n客戶：好，零九二一，四七七，五零三。",
            "零九二一，四七七，五零三",
        ),
        ("專員：方便留個聯絡電話嗎\n民眾：嗯，零九六三 八一二 七四五", "零九六三 八一二 七四五"),
        (
            "[00:01:12] 客服：手機號碼多少？\n[00:01:15] 客戶：零九一八，二二九，六四一",
            "零九一八，二二九，六四一",
        ),
    ],
)
def test_a_phone_said_as_the_answer_to_the_question_before(text: str, phone: str) -> None:
    covered_as(text, phone, T.PHONE)


@pytest.mark.parametrize(
    "text, phone",
    [
        ("他就一直講零九五二、六一八、三七零，叫我回", "零九五二、六一八、三七零"),
        ("留言：零九八一 二二七 五四三 記得回", "零九八一 二二七 五四三"),
    ],
)
def test_a_mobile_said_without_a_label_is_a_phone_by_its_shape(text: str, phone: str) -> None:
    covered_as(text, phone, T.PHONE)


def test_a_number_said_back_on_the_next_line_is_a_number_of_its_own() -> None:
    text = "客戶：電話零九三一，四二八，七七六\n客服：零九三一，四二八，七七六，對嗎"
    assert [v for v, kind in _found(text) if kind == T.PHONE] == [
        "零九三一，四二八，七七六",
        "零九三一，四二八，七七六",
    ]


# ---------------------------------------------------------------- cards, accounts, IDs


@pytest.mark.parametrize(
    "text, card",
    [
        ("卡號四五三二、一一二二、三三四四、五五六六", "四五三二、一一二二、三三四四、五五六六"),
        ("信用卡是四一一一，嗯，一一一一，一一一一，一一一一", "四一一一，嗯，一一一一，一一一一，一一一一"),  # noqa: E501
        ("卡號 5 4 5 4 五四五四 然後 五四五四 五四五四", "5 4 5 4 五四五四 然後 五四五四 五四五四"),
    ],
)  # fmt: skip
def test_a_card_number_said_after_its_label(text: str, card: str) -> None:
    assert (card, T.CARD_NUMBER) in _found(text)
    covered_as(text, card, T.CARD_NUMBER)


def test_a_card_number_without_a_label_passes_luhn() -> None:
    # 4916338201745527 passes Luhn, 4916338201745529 does not
    said = "他念了四九一六，三三八二，零一七四，五五二{}給對方"
    assert ("四九一六，三三八二，零一七四，五五二七", T.CARD_NUMBER) in _found(said.format("七"))
    assert not any(kind == T.CARD_NUMBER for _, kind in _found(said.format("九")))


@pytest.mark.parametrize(
    "text, account",
    [
        ("帳號是洞洞五，一二三四，五六七八九", "洞洞五，一二三四，五六七八九"),
        ("我郵局局號零零二一三八九，帳號零七七四五六二", "零零二一三八九"),
        ("我郵局局號零零二一三八九，帳號零七七四五六二", "零七七四五六二"),
        ("匯款帳號：八二二、呃、五四一、三零九、七七八", "八二二、呃、五四一、三零九、七七八"),
    ],
)
def test_an_account_said_after_its_label(text: str, account: str) -> None:
    covered_as(text, account, T.BANK_ACCOUNT)


@pytest.mark.parametrize(
    "text, value, kind",
    [
        ("身分證是A兩么三四五六七八九", "A兩么三四五六七八九", T.TW_ID),
        ("身分證字號 F 二四八五，二六五，八三", "F 二四八五，二六五，八三", T.TW_ID),
        ("我的身份證是k一二三四五六七八八", "k一二三四五六七八八", T.TW_ID),
        ("對，是 Q 兩洞么 三五五 七八八", "Q 兩洞么 三五五 七八八", T.TW_ID),
        ("居留證 A 八零零，零零零，零零一", "A 八零零，零零零，零零一", T.RESIDENT_ID),
        ("身分證是英文 A，兩么三四五六七八八", "A，兩么三四五六七八八", T.TW_ID),
        ("身分證字號，呃，K，然後一二三四五六七八八", "K，然後一二三四五六七八八", T.TW_ID),
    ],
)
def test_an_identity_number_said_letter_and_digits(text: str, value: str, kind: str) -> None:
    covered_as(text, value, kind)


def test_a_letter_and_nine_digits_without_a_label_need_the_check_digit() -> None:
    # Q201355788 is valid, Q201355789 is not
    assert ("Q兩洞么三五五七八八", T.TW_ID) in _found("他說Q兩洞么三五五七八八")
    assert not any(kind == T.TW_ID for _, kind in _found("他說Q兩洞么三五五七八九"))


# ---------------------------------------------------------------- passwords and codes


@pytest.mark.parametrize(
    "text, code",
    [
        ("驗證碼三八二九一五", "三八二九一五"),
        ("密碼是兩兩三三八八", "兩兩三三八八"),
        ("簡訊驗證碼是，呃，七四一，零零九", "七四一，零零九"),
        ("OTP 五么八 二洞六", "五么八 二洞六"),
        ("提款密碼 9 8 七 七", "9 8 七 七"),
        ("背面的安全碼三八二", "三八二"),
    ],
)
def test_a_password_or_a_code_said_after_its_label(text: str, code: str) -> None:
    assert (code, T.PASSWORD) in _found(text)
    covered_as(text, code, T.PASSWORD)


# ---------------------------------------------------------------- what is no number read out


@pytest.mark.parametrize(
    "text, value",
    [
        ("電話費一個月三萬五千元", "三萬五千元"),
        ("帳號裡只剩一百二十塊", "一百二十塊"),
        ("驗證碼三點半才收到", "三點半"),
        ("密碼錯誤三次就鎖卡", "三次"),
        ("卡號查詢依刑法第三百二十條", "第三百二十條"),
        ("帳號是一九九九年開的", "一九九九年"),
        ("電話打了兩百多通", "兩百多通"),
        ("一一二年度訴字第三四五號", "第三四五號"),
    ],
)
def test_amounts_counts_times_statutes_and_years_stay(text: str, value: str) -> None:
    assert not [v for v, _ in _found(text) if v in value or value in v]
    untouched(text, value)


@pytest.mark.parametrize(
    "text", ["共計一千零二十元", "二〇二四年三月", "手機二十四小時開著", "身分證兩張影本"]
)
def test_no_phone_or_id_in_word_numbers(text: str) -> None:
    assert _found(text) == []


def test_an_account_read_out_is_no_phone() -> None:
    assert _found("帳號：零零五一二三四五六七八九") == [
        ("零零五一二三四五六七八九", T.BANK_ACCOUNT)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "會員帳號 K0 0 3 8 1 9 2 6 已設定",
        "保單號碼：GHT-0533-918204（壽險）",
        "表單號碼：AP-20240917-0332",
        "提單號碼 6612 0457 3390 已到",
        "放款帳號 0937-2210-4486\n114/02/11",
        "引擎號碼：QRB7-551203C",
    ],
)
def test_typed_codes_after_labels_are_no_number_said(text: str) -> None:
    assert _found(text) == []


@pytest.mark.parametrize(
    "text, value, kind",
    [
        ("電話0932，呃，517，4608", "0932，呃，517，4608", T.PHONE),
        ("帳號 0821 嗯 6600 1873", "0821 嗯 6600 1873", T.BANK_ACCOUNT),
        ("手機09 那個 77 三一五 二零八", "09 那個 77 三一五 二零八", T.PHONE),
    ],
)
def test_typed_digits_said_with_fillers_are_a_number_said(text: str, value: str, kind: str) -> None:
    assert (value, kind) in _found(text)


# ---------------------------------------------------------------- plates and dates of birth


@pytest.mark.parametrize(
    "text, plate",
    [
        ("車號是ABC，一二三四，對", "ABC，一二三四"),
        ("車牌號碼 兩洞洞，呃，K-L-B", "兩洞洞，呃，K-L-B"),
        ("車號 三么五 嗯 MKP", "三么五 嗯 MKP"),
        ("車牌是 R，D，G，六六零四", "R，D，G，六六零四"),
        ("牌照 TXW 那個 八八洞三", "TXW 那個 八八洞三"),
    ],
)
def test_a_plate_said_after_its_label(text: str, plate: str) -> None:
    assert (plate, T.LICENCE_PLATE) in _found(text)
    covered_as(text, plate, T.LICENCE_PLATE)


@pytest.mark.parametrize("text", ["他的車牌有三個", "車號是第三台", "車牌 ABC 的那台"])
def test_counts_after_a_plate_label_are_no_plate(text: str) -> None:
    assert _found(text) == []


@pytest.mark.parametrize(
    "text, date",
    [
        ("生日是七八年，五月，十二號", "七八年，五月，十二號"),
        ("我生日是一九八九，五月十二號", "一九八九，五月十二號"),
        ("出生日期：七十八年，呃，五月，十二", "七十八年，呃，五月，十二"),
        ("生日 八一，零三，二七", "八一，零三，二七"),
        (
            "客服：請問生日？\n客戶：民國八十年，那個，十月，二十一號",
            "民國八十年，那個，十月，二十一號",
        ),
    ],
)
def test_a_date_of_birth_said_in_parts_after_its_label(text: str, date: str) -> None:
    covered_as(text, date, T.DATE_OF_BIRTH)


@pytest.mark.parametrize(
    "text, date",
    [
        ("我生日是七八年五月十二", "七八年五月十二"),
        ("生日一九八九年五月十二號", "一九八九年五月十二號"),
    ],
)
def test_a_date_of_birth_said_without_pauses_is_read_as_written(text: str, date: str) -> None:
    covered_as(text, date, T.DATE_OF_BIRTH)


@pytest.mark.parametrize(
    "text",
    [
        "生日那天是一九九九年，後來搬家",
        "生日禮物十三月，十二號才到",  # no month thirteen
        "出生於一九九九年",
    ],
)
def test_no_date_of_birth_said_without_month_and_day(text: str) -> None:
    assert not [v for v, kind in _found(text) if kind == T.DATE_OF_BIRTH]
