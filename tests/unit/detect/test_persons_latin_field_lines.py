"""A Latin given name at a line's end is not glued to the field label opening the next line
(聯絡人 Kevin⏎Email：…, 督導 Wendy⏎Line：…): the compact view keeps that line break and the readers
stop at it, while a romanized name wrapped at a line break (Lawa⏎Kacaw) stays one name and a wrapped
e-mail or URL still joins. Invented names and values only."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.fold import compact_view


def spans(text: str, use_model: bool = True) -> set[str]:
    return {text[s.start : s.end] for s in detect(text, use_model=use_model)}


@pytest.mark.parametrize(
    "text, name, label",
    [
        ("聯絡人 Dorian\nEmail：dorian.k@example.com", "Dorian", "Email"),
        ("督導 Marisol\nLine：marisol_77", "Marisol", "Line"),
        ("承辦人：Quentin\nTel：02-2345-6781", "Quentin", "Tel"),
        ("看護 Wulandari\nMobile 0912-345-670", "Wulandari", "Mobile"),
        ("個管師 Evangeline\nE-mail: eva.t@example.org", "Evangeline", "E-mail"),
        ("客服 Rosalind\nPhone：0800-123-456", "Rosalind", "Phone"),
    ],
)
@pytest.mark.parametrize("use_model", [False, True])
def test_a_field_label_on_the_next_line_is_not_part_of_the_name(
    text: str, name: str, label: str, use_model: bool
) -> None:
    found = spans(text, use_model)
    assert name in found
    assert not any(name in s and label in s for s in found)


@pytest.mark.parametrize(
    "text, name",
    [
        ("父　張 大 山　　　　母　Lawa\nKacaw\n配偶　略", "Lawa\nKacaw"),
        ("母 Sawmah\nUnak 到場", "Sawmah\nUnak"),
        ("委員 Iyang\nMayaw", "Iyang\nMayaw"),
    ],
)
def test_a_name_wrapped_at_a_line_break_stays_one(text: str, name: str) -> None:
    assert name in spans(text)


@pytest.mark.parametrize(
    "text, value",
    [
        ("信箱 kevin.chenx@exam\nple.com 聯絡", "kevin.chenx@exam\nple.com"),
        ("網址 https://example.com/Rep\nort/2024 查詢", "https://example.com/Rep\nort/2024"),
    ],
)
def test_a_wrapped_email_or_url_still_joins(text: str, value: str) -> None:
    assert value in spans(text)


def test_the_compact_view_keeps_the_break_before_a_field_label() -> None:
    view, _ = compact_view("Kevin\nEmail：a@b.tw")
    assert view == "Kevin\nEmail：a@b.tw"
    view, _ = compact_view("abc@exam\nple.com")
    assert view == "abc@example.com"


def test_a_wrapped_email_with_digits_on_the_next_line_still_joins() -> None:
    view, _ = compact_view("abc@exam\nple2024.com")
    assert view == "abc@example2024.com"
