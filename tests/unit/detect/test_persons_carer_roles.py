"""Carers and therapists written before a name (心理師 Ariel, 外籍看護 Nining, 照服員 阿娟,
職能治療師：翁子安): lexicon.PARTY_ROLES; private persons in their role. A model's name that is a
piece of a role word (諮商 of 諮商心理師) is none, the role word alone or followed by an ordinary
word is no name, and a Latin given name glued to a whole Chinese name is one value (Lily 郁穎).
Invented names only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_values as _persons
from worker.detect import detect


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("今天外籍看護 Nining 陪阿嬤回診", "Nining"),
        ("心理師 Ariel 說下次改週四", "Ariel"),
        ("照服員 阿娟 每天下午兩點到", "阿娟"),
        ("職能治療師：翁子安", "翁子安"),
        ("居服員古玉霞表示案主白天獨居", "古玉霞"),
        ("個管師 Sherry 會再打電話給家屬", "Sherry"),
        ("督導仉文彬看過紀錄後簽名", "仉文彬"),
        ("物理治療師 Jasper 建議每天走路", "Jasper"),
    ],
)
def test_a_carer_before_a_name_marks_a_person(text: str, name: str) -> None:
    found = _persons(text)
    assert any(name in p for p in found), found


@pytest.mark.parametrize(
    "text",
    [
        "看護費用三萬元由家屬支付",
        "看護墊兩包、尿布一箱",
        "督導考核結果優良",
        "督導會議決議下月起實施",
        "營養師建議少鹽少糖",
        "照服員每天來兩小時",
        "居服員時數不足需再申請",
        "個管師會再聯絡家屬",
        "每天到藥師佛前點燈消災延壽",
        "由社工老師陪同前往",
    ],
)
def test_a_carer_word_alone_is_no_name(text: str) -> None:
    assert _persons(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("個案由卓怡伶（諮商心理師）負責", "卓怡伶"),
        ("諮商心理師：易書妍", "易書妍"),
        ("職能治療師 冷佩君 每週來一次", "冷佩君"),
    ],
)
def test_a_piece_of_a_role_word_is_no_name(text: str, name: str) -> None:
    found = _persons(text)
    assert any(name in p for p in found), found
    assert not any(p in ("諮商", "商心理師", "職能", "能治療師") for p in found), found


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("21:40 心理師 Lily 郁穎你好", "Lily 郁穎"),
        ("媽媽Kevin陳志明打來問", "Kevin陳志明"),
        ("看護 Rosa 卞美華今天請假", "Rosa 卞美華"),
    ],
)
def test_a_latin_given_name_before_a_whole_name_is_one_value(text: str, value: str) -> None:
    found = _persons(text)
    assert any(value in p for p in found), found


def test_a_latin_given_name_before_a_surname_alone_keeps_the_surname() -> None:
    found = _persons("客服Amy林要求退款")
    assert any(p.startswith("Amy林") and "要" not in p for p in found), found


@pytest.mark.parametrize(
    "text",
    [
        "上次伴侶諮商後，諮商心理師陸怡萱建議由諮商心理師再評估。",
        "職能評估完成，職能治療師翟子晴說職能治療師會追蹤。",
    ],
)
def test_a_found_name_is_not_spread_into_a_role_word(text: str) -> None:
    spans = [s for s in detect(text) if s.type == "person"]
    for s in spans:
        for role in ("諮商心理師", "職能治療師"):
            i = text.find(role)
            while i != -1:
                inside = i <= s.start and s.end <= i + len(role)
                assert not inside, (text[s.start : s.end], s.source)
                i = text.find(role, i + 1)


@pytest.mark.parametrize(
    ("text", "short"),
    [
        ("諮商師尚老師說社工老師會來", "尚老師"),
        ("心理師龔老師建議休息，老師也同意", "龔老師"),
        ("個管師 巫小姐 表示小姐們都下班了", "巫小姐"),
    ],
)
def test_a_surname_and_title_after_a_carer_is_a_short_form(text: str, short: str) -> None:
    spans = [s for s in detect(text) if s.type == "person"]
    assert any(text[s.start : s.end] == short and s.short_form for s in spans), spans
    title = short[1:]
    lone = [s for s in spans if text[s.start : s.end] == title]
    assert lone == [], "a title alone is no given name"
