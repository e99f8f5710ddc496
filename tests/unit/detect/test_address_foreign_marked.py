"""A foreign address in Latin letters marked by its own country's address words (issue 11):
Vietnamese (đường, phường, Quận, xã, huyện, tỉnh), Philippine (Brgy., Purok), Indonesian (Jl.,
RT/RW, Kel.) and Thai (Moo, Soi, Tambon) units, two of them and a digit in one cell or line;
a label before a colon stays out; two short words alone (RT and RW) make none. Every
value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import ADDRESS


def _addresses(text: str) -> list[str]:
    spans = detect(text, use_model=False)
    return [text[s.start : s.end] for s in spans if s.action == "replace" and s.type == ADDRESS]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Địa chỉ: Số 12 đường Lê Lợi, phường Bến Nghé, Quận 1, TP. Hồ Chí Minh",
            "Số 12 đường Lê Lợi, phường Bến Nghé, Quận 1, TP. Hồ Chí Minh",
        ),
        (
            "Blk 12 Lot 5, Brgy. San Isidro, Quezon City",
            "Blk 12 Lot 5, Brgy. San Isidro, Quezon City",
        ),
        (
            "Jl. Merdeka No. 45, RT 03/RW 02, Kel. Sukajadi, Bandung",
            "Jl. Merdeka No. 45, RT 03/RW 02, Kel. Sukajadi, Bandung",
        ),
        (
            "母親地址：Ấp 3, xã Tân Phú, huyện Châu Thành, tỉnh Tiền Giang（越南）",
            "Ấp 3, xã Tân Phú, huyện Châu Thành, tỉnh Tiền Giang",
        ),
        (
            "Purok 4, Barangay Poblacion, Davao City 8000",
            "Purok 4, Barangay Poblacion, Davao City 8000",
        ),
        (
            "99 Moo 7, Soi Sukhumvit 21, Tambon Nai Mueang",
            "99 Moo 7, Soi Sukhumvit 21, Tambon Nai Mueang",
        ),
    ],
)
def test_a_marked_foreign_address_is_read_whole(text: str, value: str) -> None:
    assert value in _addresses(text), _addresses(text)


@pytest.mark.parametrize(
    "text",
    ["He arrived on 12 May 2023 at Taoyuan Airport", "RT and RW 2024 report", "Quận 1"],
)
def test_latin_text_without_two_address_words_is_no_address(text: str) -> None:
    assert _addresses(text) == []
