"""身分證, 居留證, passports, 健保卡, bank accounts and payment cards as people really write them
(worker/detect/identifiers.py), crossed with the layouts they stand in: a label and its value, a
table whose header names the field rows above the value, a roster row, a chat line, OCR spacing, a
bilingual caption, a value wrapped across a line, no label. Every value is invented (the 身分證 and
card numbers pass their checksums unless the row says otherwise).
"""

from __future__ import annotations

import pytest

from tests.unit.helpers import describe, nth, overlapping
from worker.detect import detect
from worker.text import spans as T

LAYOUTS = {
    "label": "{L}：{v}\n",
    "label-space": "{L} {v} 備註：無",
    "table-row": "序｜姓名｜{L}｜備註\n1｜羅文彬｜{v}｜—\n",
    "table-below": "姓名\t{L}\t備註\n────\t────\t────\n羅文彬\t{v}\t已核\n",
    "chat": "[09:41] 阿彬：我的{L}是{v}喔\n[09:42] 小芸：好\n",
    "ocr": "{L} :  {v} ，以上無誤",
    "bilingual": "{L} {E}：{v}\n",
    "roster": "1. 羅文彬　男　{v}　在職\n",
}


def assert_found(text: str, value: str) -> None:
    a, b = nth(text, value)
    spans = [s for s in detect(text) if s.action == T.REPLACE]
    covered = {i for s in spans for i in range(s.start, s.end)}
    left = [i for i in range(a, b) if i not in covered and not text[i].isspace()]
    assert not left, f"{value!r} not covered: {describe(text, overlapping(spans, a, b))}"


def crossed(values: list[str], label: str, english: str, layouts=LAYOUTS) -> list:
    return [
        pytest.param(t.format(L=label, E=english, v=v), v, id=f"{name}:{v}")
        for v in values
        for name, t in layouts.items()
    ]


NATIONAL_IDS = [
    "K113186091",
    "M233401878",
    "Q184 837 261",
    "Ｔ１２０８３１２４０",
    "Hl08838737",  # OCR: l for 1
    "h253043520",  # lower-case letter
    "T223-448-347",
    "K290786667",  # mistyped: the check digit fails
]


@pytest.mark.parametrize(("text", "value"), crossed(NATIONAL_IDS, "身分證字號", "ID No."))
def test_a_national_id_is_found_in_every_layout(text: str, value: str) -> None:
    assert_found(text, value)


@pytest.mark.parametrize(
    ("text", "value"), crossed(["K804451669", "T831258153"], "統一證號", "ARC No.")
)
def test_a_resident_id_is_found_in_every_layout(text: str, value: str) -> None:
    assert_found(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("身分證字號：M179\n907511，住址詳卷", "M179\n907511", id="id-wrapped"),
        pytest.param("羅文彬（Q286563551）到場", "Q286563551", id="id-in-brackets"),
        pytest.param("當事人H108838737羅文彬", "H108838737", id="id-glued-to-name"),
    ],
)
def test_an_id_wrapped_or_unlabelled_is_found(text: str, value: str) -> None:
    assert_found(text, value)


PASSPORTS = ["318604275", "D7K2M48QX", "E6420913"]


@pytest.mark.parametrize(("text", "value"), crossed(PASSPORTS, "護照號碼", "Passport No."))
def test_a_passport_is_found_in_every_layout(text: str, value: str) -> None:
    assert_found(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("她的證件是D7K2M48QX，已影印", "D7K2M48QX", id="mixed-code-no-label"),
        pytest.param(
            "[11:02] Linh：W3P9R52TT\n[11:03] 小芸：收到", "W3P9R52TT", id="mixed-in-chat"
        ),
    ],
)
def test_a_mixed_code_whose_digits_are_scattered_is_found(text: str, value: str) -> None:
    assert_found(text, value)


NHI = ["0000 4417 2093", "000044172093"]


@pytest.mark.parametrize(("text", "value"), crossed(NHI, "健保卡號", "NHI Card No."))
def test_an_nhi_card_is_found_in_every_layout(text: str, value: str) -> None:
    assert_found(text, value)


ACCOUNTS = [
    "013-22-804517-6",
    "8120 3304 1975 26",
    "00031274408812",
    "０８１－２３０４－５５６７８９",  # full-width
    "O13-22-8O4517-6",  # OCR
    "700-0021-7734520",
    "0031274-4408812",  # 局號 and 帳號 of a post office account, one value
]


@pytest.mark.parametrize(("text", "value"), crossed(ACCOUNTS, "匯款帳號", "Account No."))
def test_a_bank_account_is_found_in_every_layout(text: str, value: str) -> None:
    assert_found(text, value)


TAIL_LAYOUTS = {k: v for k, v in LAYOUTS.items() if k != "roster"}


@pytest.mark.parametrize(
    ("text", "value"),
    crossed(["4417"], "末四碼", "Last 4", TAIL_LAYOUTS)
    + crossed(["20935"], "帳號末五碼", "Last 5", TAIL_LAYOUTS)
    + crossed(["7781"], "後四碼", "Last 4", TAIL_LAYOUTS)
    + crossed(["0031274"], "局號", "Branch", TAIL_LAYOUTS),
)
def test_the_last_digits_and_a_post_office_branch_are_found_after_their_label(
    text: str, value: str
) -> None:
    assert_found(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("信用卡末4碼：6631", "6631", id="arabic-4"),
        pytest.param("帳號後4碼 1907，請核對", "1907", id="after-arabic-4"),
        pytest.param("卡片末四位 5520", "5520", id="four-places"),
        pytest.param("尾數8842的帳戶", "8842", id="tail-word"),
        pytest.param("郵局局號0031274，帳號4408812，戶名羅文彬", "4408812", id="post-office-pair"),
        pytest.param(
            "匯款帳號：013-22-\n804517-6\n戶名：羅文彬", "013-22-\n804517-6", id="wrapped"
        ),
    ],
)
def test_account_tails_in_other_words_and_wrapped_accounts_are_found(text: str, value: str) -> None:
    assert_found(text, value)


CARDS = [
    "4532 5493 0666 8364",
    "5412-3667-6402-0679",
    "3568248611148936",
    "４５３２５４９３０６６６８３６４",
    "4532 S493 O666 8364",  # OCR: S for 5, O for 0
]


CARD_CASES = crossed(CARDS, "信用卡卡號", "Card No.")


@pytest.mark.parametrize(("text", "value"), CARD_CASES)
def test_a_card_number_is_found_in_every_layout(text: str, value: str) -> None:
    assert_found(text, value)


# Bar-separated rows (｜ or |, one bar or a whole row) holding values that OCR read with letters
# for digits: the bars between cells are never the digit 1 (worker/text/fold.py fold_ocr).
@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("2｜邱雅菁｜4916 S382 O774 1020｜—\n", "4916 S382 O774 1020", id="card"),
        pytest.param("| 3 | 邱雅菁 | 5244 O913 S706 2219 |\n", "5244 O913 S706 2219", id="card-md"),
        pytest.param("卡號 4916 S382 O774 1020｜備註\n", "4916 S382 O774 1020", id="card-one-bar"),
        pytest.param("3568 2486 1114 89S6|\t邱雅菁\n", "3568 2486 1114 89S6", id="card-bar-tab"),
        pytest.param("1｜林志宏｜O12-33-5B9104-7｜已核\n", "O12-33-5B9104-7", id="account"),
        pytest.param("匯款帳號｜7OO-0021-5S18436｜備註\n", "7OO-0021-5S18436", id="account-label"),
        pytest.param("4｜林志宏｜O933-S17-4O2｜手機\n", "O933-S17-4O2", id="mobile"),
        pytest.param("聯絡電話｜O922S18436\n", "O922S18436", id="mobile-one-bar"),
        pytest.param("5|陳品妤|Q2O4518732|女\n", "Q2O4518732", id="national-id"),
        pytest.param("姓名｜身分證字號\n陳品妤｜Ｆ1S2O87364\n", "Ｆ1S2O87364", id="id-header-row"),
    ],
)
def test_values_with_ocr_letters_in_bar_separated_rows_are_found(text: str, value: str) -> None:
    assert_found(text, value)
