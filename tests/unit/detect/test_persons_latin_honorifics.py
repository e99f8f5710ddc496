"""Latin names where English and its neighbours write them: after an honorific of English,
Indonesian or Filipino (Sr., Bu, Pak, Ate, Kuya, Ms. with accented letters, Dr. before a Chinese
full name), as an e-mail's display name, and alone on the line after an English sign-off. English
words and captions stay words. Invented names and values only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_set as persons


@pytest.mark.parametrize(
    "text, name",
    [
        ("T-shirts: NT$300 each, pay to Sr. Marisol or transfer to the parish.", "Marisol"),
        ("LESTARI：Terima kasih, Bu Wulan. Sudah cocok.", "Wulan"),
        ("PETUGAS：Baik, Pak Darmawan, mohon tunggu.", "Darmawan"),
        ("Good morning Ate Joanna. My ARC will expire next month.", "Joanna"),
        ("Salamat Kuya Renato, see you Sunday.", "Renato"),
        ("文件翻譯（承辦 Ms. Thảo）｜3,000", "Thảo"),
        ("reduction under block by Dr. 鍾立安, short arm splint", "鍾立安"),
        ("From: N.K. Lin <nklin1980@example.net>\nDate: 2026/04/18", "N.K. Lin"),
        ("陳美君 Tessa <hr@example.com.tw>\n人資部", "Tessa"),
        ("Please keep the records.\n\nThank you,\nNoémie\n\n------", "Noémie"),
        ("See you then.\nBest regards,\nLorenzo Vidal\n", "Lorenzo Vidal"),
    ],
)
@pytest.mark.parametrize("use_model", [False, True])
def test_a_latin_name_after_an_honorific_in_a_header_or_a_sign_off(
    text: str, name: str, use_model: bool
) -> None:
    assert any(name in p for p in persons(text, use_model))


@pytest.mark.parametrize(
    "text, word",
    [
        ("Regards,\nCustomer Service\n", "Customer"),
        ("Thanks,\nManagement\n", "Management"),
        ("Sr. Engineer position, full time.", "Engineer"),
        ("Support Team <support@example.com>", "Support"),
    ],
)
def test_english_words_after_the_same_marks_stay_words(text: str, word: str) -> None:
    assert not any(word in p for p in persons(text))
