"""Identifier-shaped tokens (worker/detect/codes.py): the code view's OCR folding, values after
labels of every kind, masked values, unlabelled code shapes and the allow-list of non-personal
shapes. Every value here is invented for the test (new variants, not copied from any evaluation
document)."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, untouched
from worker.detect.codes import code_view, data_rows, labels
from worker.text import spans as T


# ------------------------------------------------------------------ the code view
@pytest.mark.parametrize(
    "raw, folded",
    [
        ("Kl2O3", "K1203"),  # l and O beside digits
        ("ll4年", "114年"),  # repeated until stable
        ("2l巷O7號", "21巷07號"),  # inside an address
        ("H3S5", "H355"),  # S only between digits
        ("SB12", "SB12"),  # a leading S or B stays a letter (ID / plate prefixes)
        ("OOOO 3l28", "0000 3128"),  # an all-confusable group beside a digit group
        ("是四七一九零二", "是471902"),  # six Chinese digits
        ("Q一二三四五六七八九", "Q123456789"),  # a letter and nine Chinese digits
        ("0928•117•402", "0928-117-402"),
        ("Hello World", "Hello World"),
        ("表｜３｜8,200｜", "表｜３｜8,200｜"),  # a table border is no 1
    ],
)
def test_code_view(raw: str, folded: str) -> None:
    from worker.text.fold import fold

    got = code_view(fold(raw))
    assert len(got) == len(raw)
    assert got == fold(folded)


def test_every_label_row_is_well_formed() -> None:
    kinds = {
        "other_id",
        "bank_account",
        "licence_plate",
        "social_handle",
        "password",
        "tw_id",
        "passport",
    }
    shapes = {
            "code", "digits", "tail", "plate", "handle", "secret", "licence", "display", "vin",
            "serial", "ticket",
        }  # fmt: skip
    for row in data_rows("id_labels"):
        assert len(row) == 3 and row[1] in kinds and row[2] in shapes, row
    assert "病歷號碼" in labels() and "局號" in labels()
    for row in data_rows("non_personal_shapes"):
        assert len(row) == 3 and row[1] in ("value", "before", "after", "ban", "sole"), row


# ------------------------------------------------------------------ values after labels
@pytest.mark.parametrize(
    "text, value, kind",
    [
        ("請假單\n員編：QX-50917　部門：倉儲", "QX-50917", T.OTHER_ID),
        ("新進人員（員工編號 T230388）報到", "T230388", T.OTHER_ID),
        ("該生（學號Ｂ１１０４２７）缺課", "Ｂ１１０４２７", T.OTHER_ID),
        ("門診病歷號 00518362 已建檔", "00518362", T.OTHER_ID),
        ("保單號碼：LX-2019-330271，受益人", "LX-2019-330271", T.OTHER_ID),
        ("自來水用戶號碼 9-27-104558-3 之水費", "9-27-104558-3", T.OTHER_ID),
        ("兵籍號碼 U73018264", "U73018264", T.OTHER_ID),
        ("會員編號：VIP0093817", "VIP0093817", T.OTHER_ID),
        (
            "申辦編號：AP-113-00712\u3000受理",
            "AP-113-00712",
            T.OTHER_ID,
        ),  # a …編號 label not in the list
        ("宅配單號 5521 8830 1947 明天到", "5521 8830 1947", T.OTHER_ID),
        ("Re: Quote #Q2024-0831", "Q2024-0831", T.OTHER_ID),
        ("病歷號碼Ol8O2735\n", "Ol8O2735", T.OTHER_ID),  # OCR letters inside
    ],
)
def test_labelled_codes(text: str, value: str, kind: str) -> None:
    covered_as(text, value, kind)


@pytest.mark.parametrize(
    "text, values",
    [
        ("請匯到郵局局號0130221 帳號0557104，謝謝", ["0130221", "0557104"]),
        ("郵局（局號：0008853、帳號：0671129）", ["0008853", "0671129"]),
        ("中華郵政\u3000局號 1102214\u3000帳號 0093318\n戶名", ["1102214", "0093318"]),
        ("刷卡（末四碼6621）", ["6621"]),
        ("兩張卡後四碼 7310、0418 都停用", ["7310", "0418"]),
        ("轉好了 末五碼 40391", ["40391"]),
    ],
)
def test_post_office_pairs_and_tails(text: str, values: list[str]) -> None:
    for v in values:
        covered_as(text, v, T.BANK_ACCOUNT)


def test_amounts_after_labels_are_not_accounts() -> None:
    untouched("手續費 15 元，帳戶餘額不足", "15")
    untouched("電話號碼：0912-345-678", "0912-345-678") if False else covered_as(
        "電話號碼：0912-345-678", "0912-345-678", T.PHONE
    )


def test_value_cut_where_the_view_removed_a_space() -> None:
    covered_as("訂單編號 250101AB7QX2K\u3000NT$1,280", "250101AB7QX2K", T.OTHER_ID)


# ------------------------------------------------------------------ masked values
@pytest.mark.parametrize(
    "text, value",
    [
        ("身分證 R22****517 之持有人", "R22****517"),
        ("卡號 5241-73**-****-0926 已掛失", "5241-73**-****-0926"),
        ("扣款帳戶 812-***-**6-5501", "812-***-**6-5501"),
    ],
)
def test_masked_values_are_whole(text: str, value: str) -> None:
    covered_as(text, value)


# ------------------------------------------------------------------ unlabelled code shapes
@pytest.mark.parametrize(
    "text, value",
    [
        ("請把 KP7730915 帶來", "KP7730915"),
        ("他給我一組 8830152 叫我記住", "8830152"),
        ("錢包 TXz8Qm41Lp9RwE2aNc7VyS5Hd3K 收款", "TXz8Qm41Lp9RwE2aNc7VyS5Hd3K"),
    ],
)
def test_unlabelled_codes_are_candidates(text: str, value: str) -> None:
    covered_as(text, value)


@pytest.mark.parametrize(
    "text, value",
    [
        ("本院113年度訴字第2048號判決", "2048"),
        ("賠償新臺幣1250000元", "1250000"),
        ("請撥反詐騙專線165或1999", "1999"),
        ("依民法第184條第1項", "184"),
        ("型號 RTX4090 顯示卡", "RTX4090"),
        ("總價 3,280,000 元", "3,280,000"),
        ("列印日期 2025-02-14　時間 09:30", "2025-02-14"),
        ("出賣人：岳峰精密有限公司（統一編號 61370428）", "61370428"),
        ("匯出時間：2025-03-02 07:41\n", "2025-03-02 07"),
    ],
)
def test_non_personal_shapes_stay(text: str, value: str) -> None:
    untouched(text, value)


# ------------------------------------------------ research participants, serials, handles
@pytest.mark.parametrize(
    "text, value",
    [
        ("訪談逐字稿　編號 Q11（工作檔，勿外流）", "Q11"),
        ("訪談逐字稿　受訪者 S08（大三，轉學生）　日期 2023/11/", "S08"),
        ("（註：阿哲為受試者 G2-17 之自稱，分析時改為代碼）", "G2-17"),
        ("受測者編號：K-031，性別女", "K-031"),
        ("樣本編號 BL-2024-118 已送驗", "BL-2024-118"),
        ("研究參與者 M05 表示不願錄音", "M05"),
        ("Participant ID: P-2219", "P-2219"),
    ],
)
def test_a_research_participants_or_samples_code(text: str, value: str) -> None:
    covered_as(text, value, T.OTHER_ID)


@pytest.mark.parametrize(
    "text, value",
    [
        ("借用甲方筆電（MacBook Pro，序號C17XK2QJMD6T）參加面試", "C17XK2QJMD6T"),
        ("平板電腦一台（機身序號：R52N40ABCDE）", "R52N40ABCDE"),
        ("監視器主機 S/N: 7F3K-220-19QX 一併扣押", "7F3K-220-19QX"),
        ("產品序號 SN5GH77821B，保固一年", "SN5GH77821B"),
        ("卡片序號 0093-2281-0093-2281", "0093-2281-0093-2281"),
    ],
)
def test_a_devices_serial_number(text: str, value: str) -> None:
    covered_as(text, value, T.OTHER_ID)


@pytest.mark.parametrize(
    "text, value",
    [
        ("本研究受訪者 120 人，受試者共 36 位", "120"),
        ("序號 001 為第一筆", "001"),
        ("受訪者A說他不記得", "受訪者A"),
    ],
)
def test_a_count_or_a_row_number_after_those_words_is_none(text: str, value: str) -> None:
    untouched(text, value)


ROSTER = (
    "職位　　姓名　　　　手機　　　　　　　{head}　　　　　　系級\n"
    "社長　　沈柏宏　　0933-481-205　　{a}　　　資工三\n"
    "總務　　邵詠晴　　0910-55-3027　　{b}　　　　會計二\n"
)


@pytest.mark.parametrize(
    "head, a, b",
    [
        ("LINE", "bohong.s", "yongqing"),
        ("IG", "shen.bh", "qingqing.daily"),
        ("IG帳號", "bohong", "yq.shao"),
        ("Instagram", "bhshen", "chingyq"),
    ],
)
def test_a_roster_column_under_a_platform_holds_handles(head: str, a: str, b: str) -> None:
    text = ROSTER.format(head=head, a=a, b=b)
    covered_as(text, a, T.SOCIAL_HANDLE)
    covered_as(text, b, T.SOCIAL_HANDLE)


@pytest.mark.parametrize(
    "text, value",
    [
        ("我在臉書社團看到被告賣割草機，帳號叫「阿堂農具」，他說貨在斗六", "阿堂農具"),
        ("對方帳號是「珠珠的小舖」，頭貼是一隻貓", "珠珠的小舖"),
        ("賣家帳號名稱為「小芳二手衣」", "小芳二手衣"),
        ("蝦皮帳號叫做『宅男3C』", "宅男3C"),
    ],
)
def test_an_account_named_in_quotes(text: str, value: str) -> None:
    covered_as(text, value, T.SOCIAL_HANDLE)


def test_digits_in_quotes_after_the_account_word_stay_a_bank_account() -> None:
    covered_as("請匯到帳號是「0123456789012」的戶頭", "0123456789012", T.BANK_ACCOUNT)


@pytest.mark.parametrize(
    "text, value",
    [
        ("│ 車身號碼    │ WVWZZZ1KZ8W076543                  │", "WVWZZZ1KZ8W076543"),
        ("｜學號｜B11020345｜", "B11020345"),
        ("| 病歷號碼 | MR-0083321 |", "MR-0083321"),
        ("┃保單號碼┃ AH0612045197 ┃", "AH0612045197"),
    ],
)
def test_a_label_in_one_cell_and_its_value_in_the_next(text: str, value: str) -> None:
    covered_as(text, value, T.OTHER_ID)


@pytest.mark.parametrize(
    "text, value",
    [("｜員工編號｜姓名｜到職日｜", "姓名"), ("│ 學號 │ 備註 │", "備註")],
)
def test_a_header_row_of_labels_holds_no_value(text: str, value: str) -> None:
    untouched(text, value)
