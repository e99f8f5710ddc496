"""Personal numbers and codes under labels of every kind (worker/detect/codes.py: 戶號,
員編, 保單號碼, 病歷號碼, 學號, 兵籍號碼, 電號, 車身號碼 …), crossed with the layouts they stand
in: a label and its value, a table whose header row names the field and whose values sit rows
below it, a chat line, OCR spacing, a bilingual caption (VIN, MRN, Staff ID), a value wrapped
across a line; and code-shaped values after a colon without a known label. Every value is
invented.
"""

from __future__ import annotations

import pytest

from tests.unit.helpers import describe, nth, overlapping
from worker.detect import detect
from worker.detect.codes import find_column_codes
from worker.text import spans as T
from worker.text.fold import fold

LAYOUTS = {
    "label": "{L}：{v}\n",
    "label-space": "{L} {v} 備註：無",
    "table-row": "序｜姓名｜{L}｜備註\n1｜羅文彬｜{v}｜—\n",
    "table-below": "姓名\t{L}\t備註\n────\t────\t────\n羅文彬\t{v}\t已核\n",
    "table-below-spaces": "姓名      {L}      狀態\n羅文彬    {v}    在職\n邵怡君    {v}    離職\n",
    "chat": "[09:41] 阿彬：我的{L}是{v}喔\n[09:42] 小芸：好\n",
    "ocr": "{L} :  {v} ，以上無誤",
    "bilingual": "{L} {E}：{v}\n",
}
LABELS = [
    ("戶號", "Account No."),
    ("員編", "Staff ID"),
    ("保單號碼", "Policy No."),
    ("病歷號碼", "MRN"),
    ("學號", "Student ID"),
    ("兵籍號碼", "Service No."),
    ("電號", "Meter No."),
    ("車身號碼", "VIN"),
    ("會員編號", "Member No."),
    ("客戶編號", "Client No."),
]
VALUES = [
    "16-04-2281-07-3",
    "WQ-30419",
    "L1120046318",
    "1093307",
    "HR2023-0884",
    "ＫＤ－５５０１９",
]


def assert_found(text: str, value: str) -> None:
    a, b = nth(text, value)
    spans = [s for s in detect(text) if s.action == T.REPLACE]
    covered = {i for s in spans for i in range(s.start, s.end)}
    left = [i for i in range(a, b) if i not in covered and not text[i].isspace()]
    assert not left, f"{value!r} not covered: {describe(text, overlapping(spans, a, b))}"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param(t.format(L=label, E=english, v=v), v, id=f"{label}:{name}:{v}")
        for label, english in LABELS
        for v in VALUES
        for name, t in LAYOUTS.items()
    ],
)
def test_a_labelled_code_is_found_in_every_layout(text: str, value: str) -> None:
    assert_found(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("病歷號：O0427719\n", "O0427719", id="ocr-leading-O"),
        pytest.param(
            "保單號碼：16-04-2281-\n07-3\n要保人：羅文彬", "16-04-2281-\n07-3", id="wrapped"
        ),
        pytest.param("證件號碼：55172093（影本）", "55172093", id="colon-unknown-label"),
        pytest.param("[18:20] 阿彬：3308127\n[18:21] 小芸：收到", "3308127", id="chat-answer"),
        pytest.param("ID:4471290 已驗證", "4471290", id="ascii-label-colon"),
        pytest.param("登記證 C4M8Q27ZR 一份", "C4M8Q27ZR", id="scattered-digits"),
        pytest.param(
            "統一編號：5O18842l（早餐店，獨資）", "5O18842l", id="sole-proprietorship-ban"
        ),
        pytest.param("行號統編：45120987", "45120987", id="labelled-sole-proprietorship"),
    ],
)
def test_a_code_in_other_positions_is_found(text: str, value: str) -> None:
    assert_found(text, value)


def test_a_firm_read_over_a_table_row_leaves_the_code_whole() -> None:
    # the model may read an organisation across the rule row and the name (──⏎羅文彬⏎WQ): the code
    # keeps every character
    text = "姓名\t員編\t備註\n──\t──\t──\n羅文彬\tWQ-30419\t已核對\n"
    assert_found(text, "WQ-30419")


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("姓名｜員編(Staff ID)｜部門\n羅文彬｜WQ-30419｜業務\n", "WQ-30419", T.OTHER_ID),
        ("姓名\t帳號末五碼\n羅文彬\t20935\n", "20935", T.BANK_ACCOUNT),
        ("姓名｜末四碼｜金額\n羅文彬｜4417｜3,000\n", "4417", T.BANK_ACCOUNT),
        ("姓名｜車號｜顏色\n羅文彬｜RAK 5073｜白\n", "RAK 5073", T.LICENCE_PLATE),
        ("姓名｜申訴編號：｜日期\n羅文彬｜CP-88213｜5/2\n", "CP-88213", T.OTHER_ID),
    ],
)
def test_a_column_value_is_typed_by_its_header(text: str, value: str, kind: str) -> None:
    a, b = nth(text, value)
    found = [(s.start, s.end, s.type) for s in find_column_codes(fold(text))]
    assert (a, b, kind) in found or any(s <= a and b <= e for s, e, _ in found), found


@pytest.mark.parametrize(
    "text",
    [
        "姓名｜員編｜部門\n羅文彬｜—｜業務\n",  # an empty cell
        "姓名｜員編｜部門\n羅文彬｜待補｜業務\n",  # words, no code
        "姓名｜電話｜部門\n羅文彬｜WQ-30419｜業務\n",  # no identifier label over the column
        "姓名｜員編\n\n羅文彬｜WQ-30419\n",  # the table ended at the blank line
        "姓名｜員編｜部門\n羅文彬｜WQ-30419\n",  # a row of another width
    ],
)
def test_a_column_without_a_label_or_a_value_yields_nothing(text: str) -> None:
    assert list(find_column_codes(fold(text))) == []
