"""Phones, plates and handles as people really write them (worker/detect/contact.py), crossed with
the layouts they stand in: a label and its value, a table whose header names the field rows above
the value, a roster row, a chat line, OCR spacing, a bilingual caption, a value wrapped across a
line, prose without a label. Every value is invented.

A value counts as found when every one of its characters (spaces and line breaks aside) lies inside
a replaced span.
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
}


def assert_found(text: str, value: str, kind: str | None = None) -> None:
    a, b = nth(text, value)
    spans = [s for s in detect(text) if s.action == T.REPLACE]
    covered = {i for s in spans for i in range(s.start, s.end)}
    left = [i for i in range(a, b) if i not in covered and not text[i].isspace()]
    assert not left, f"{value!r} not covered: {describe(text, overlapping(spans, a, b))}"
    if kind is not None:
        assert any(s.type == kind for s in overlapping(spans, a, b)), describe(
            text, overlapping(spans, a, b)
        )


def crossed(values: list[str], label: str, english: str) -> list:
    return [
        pytest.param(t.format(L=label, E=english, v=v), v, id=f"{name}:{v}")
        for v in values
        for name, t in LAYOUTS.items()
    ]


PHONES = [
    "0935-218-407",
    "0935218407",
    "0935 218 407",
    "０９３５－２１８－４０７",  # full-width
    "O935-2l8-4O7",  # OCR: O for 0, l for 1
    "0935•218•407",  # a bullet between groups
    "0935 - 218 - 407",  # spaced hyphens
    "+886 935 218 407",
    "+886-9-3521-8407",  # the groups fall anywhere after the country code
    "886-935-218-407",  # the country code without its +
    "+886 (0)935-218-407",
    "(04)2236-5190#27",
    "04-2236-5190 分機 315",
    "(037)462-118",  # a three-digit area code, six digits
    "02)2758-3316",  # the opening bracket lost
    "07-331-8225",
    "+81 90-4412-3301",  # another country's mobile
    "09-3521-8407",  # grouped two, four, four
    "+886.935.218.407",  # dots after the country code
    "04-2236-5190 分機：315",  # a colon after the extension word
]


@pytest.mark.parametrize(("text", "value"), crossed(PHONES, "聯絡電話", "Tel."))
def test_a_phone_is_found_in_every_layout(text: str, value: str) -> None:
    assert_found(text, value, T.PHONE)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("電話：2758-3316\n", "2758-3316", id="local-after-label"),
        pytest.param("市話 2771 3456（白天）", "2771 3456", id="local-spaced"),
        pytest.param("住家電話(夜間)：723-4567", "723-4567", id="local-seven-digits-note"),
        pytest.param("TEL: 8712-0093 ext. 21", "8712-0093 ext. 21", id="local-with-extension"),
    ],
)
def test_a_local_number_after_a_phone_label_is_a_phone(text: str, value: str) -> None:
    assert_found(text, value, T.PHONE)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("告訴人稱被告以0935-2\n18-407多次來電", "0935-2\n18-407", id="mobile-wrapped"),
        pytest.param(
            "聯絡電話：09352\n18407\n地址：詳卷", "09352\n18407", id="mobile-wrapped-bare"
        ),
        pytest.param("被告多次以0935218407撥打告訴人", "0935218407", id="prose-no-label"),
        pytest.param("1. 羅文彬　男　0935-218-407　在職", "0935-218-407", id="roster"),
        pytest.param("[09:41] 阿彬：+886 935 218 407", "+886 935 218 407", id="chat-bare"),
    ],
)
def test_a_phone_wrapped_or_unlabelled_is_found(text: str, value: str) -> None:
    assert_found(text, value)


PLATES = [
    "RAK-5073",
    "RAK5073",
    "RAK 5073",
    "ＲＡＫ－５０７３",
    "RAK-5O73",
    "EPX-618",
    "6071-QM",
    "QM6071",
]


@pytest.mark.parametrize(("text", "value"), crossed(PLATES, "車號", "Plate No."))
def test_a_plate_after_its_label_is_found_in_every_layout(text: str, value: str) -> None:
    assert_found(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("被告駕駛RAK5073號自用小客車", "RAK5073", id="before-car"),
        pytest.param("其所有之QM 6071號機車", "QM 6071", id="spaced-before-scooter"),
        pytest.param("騎乘EPX618號普通重型機車行經路口", "EPX618", id="before-heavy-motorcycle"),
        pytest.param("駕駛7Y2281號營業小客車", "7Y2281", id="digit-letter-before-taxi"),
        pytest.param("車號：RAK-\n5073\n", "RAK-\n5073", id="wrapped-after-label"),
    ],
)
def test_a_plate_without_its_hyphen_before_a_vehicle_is_found(text: str, value: str) -> None:
    assert_found(text, value)


HANDLES = ["yuting_0305", "bin.luo77", "@cat.in.hat", "moonriver_tw", "kuo88", "@Ruby.Lo.21"]
HANDLE_LAYOUTS = [
    "LINE ID：{v}",
    "IG：{v}",
    "賴：{v}",
    "加我LINE：{v}",
    "我的Line是{v}",
    "IG帳號為「{v}」",
    "Telegram {v}",
    "Instagram (ID: {v})",
    "LINE：\n{v}",
    "[21:07] {v}：東西還在嗎\n[21:08] 小芸：在",
]


@pytest.mark.parametrize(
    ("text", "value"),
    [pytest.param(t.format(v=v), v, id=f"{t[:6]}:{v}") for v in HANDLES for t in HANDLE_LAYOUTS],
)
def test_a_handle_is_found_in_every_layout(text: str, value: str) -> None:
    assert_found(text, value)
