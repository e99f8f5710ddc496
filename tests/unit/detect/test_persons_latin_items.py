"""Latin-script names in the places a Chinese name is read (persons.py): an item of a 、 list
beside a found name (室友：SITI AMINAH、WULAN、RATNA SARI), a name right before a bracketed note
about the person (NURHAYATI（工號 …）), and a name in the passport order in capitals (BAUTISTA,
ARNEL; DELA CRUZ, ROWENA MAE B.). Words, products and captions in the same places stay.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_covered, replaced_persons


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("宿舍室友：SRI RAHAYU、YULIANTI、PUTRI AYU，三人同房。", "YULIANTI"),
        ("當天在場的有阮氏梅、Lanh、陳美華。", "Lanh"),
        ("看護名單：Marisol Reyes、Jocelyn、王麗卿", "Jocelyn"),
        ("由 Budi Santoso、Eko、Hendra 輪流值班", "Hendra"),
    ],
)
def test_a_latin_item_of_a_list_beside_a_found_name_is_a_name(text: str, name: str) -> None:
    assert person_covered(text, name)


@pytest.mark.parametrize(
    "text",
    [
        "聯絡方式：王大明、LINE、Facebook 皆可",
        "請陳小美、Excel、Word 檔案一併寄出",
        "林志明、Google、Apple 的帳號都被盜",
    ],
)
def test_products_and_words_in_such_a_list_stay(text: str) -> None:
    assert all(any("\u4e00" <= c <= "\u9fff" for c in name) for name in replaced_persons(text)), (
        replaced_persons(text)
    )


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("‧ SUPRIATIN（工號 KH-2231）昨晚發燒，已請假。", "SUPRIATIN"),
        ("2. Rowena（員編 T-0912）表示宿舍太熱。", "Rowena"),
        ("移工 WIDODO（居留證 AC01234567）於3/2離職。", "WIDODO"),
    ],
)
def test_a_latin_name_before_a_note_about_the_person_is_a_name(text: str, name: str) -> None:
    assert person_covered(text, name)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("　3. VILLANUEVA, JERICO　工號 KH-20391", "VILLANUEVA, JERICO"),
        (
            "外國人姓名：DELA PAZ, MARIA CRISTINA R.\n護照號碼：P1234567A",
            "DELA PAZ, MARIA CRISTINA R.",
        ),
        ("Name (Surname, Given)：OCAMPO, LEAH", "OCAMPO, LEAH"),
    ],
)
def test_a_name_in_the_passport_order_in_capitals_is_one_name(text: str, name: str) -> None:
    assert name in replaced_persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "NAME, DATE OF BIRTH AND ADDRESS",
        "TERMS, CONDITIONS AND FEES APPLY",
        "PLEASE NOTE, THE BANK WILL CALL",
        "TAIPEI, TAIWAN R.O.C.",
    ],
)
def test_captions_and_places_in_capitals_stay(text: str) -> None:
    assert replaced_persons(text) == []
