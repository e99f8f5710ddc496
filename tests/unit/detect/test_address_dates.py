"""Addresses and dates as outside documents write them (address.py, dates.py, records.py): ZIP
prefixes, OCR digits and line breaks inside, 5F-2 forms and building units, villages, crossings;
dates of birth with OCR digits, spoken days and Japanese-era years. Values invented for the test."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, untouched
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, value",
    [
        ("寄到 22041新北市板橋區文化路一段188巷3號 謝謝", "22041新北市板橋區文化路一段188巷3號"),
        ("地址：813高雄市左營區博愛二路77號6樓\n", "813高雄市左營區博愛二路77號6樓"),
        ("住臺南市北區公園路l3O巷2l號\n", "臺南市北區公園路l3O巷2l號"),
        ("住址 臺中市北區三民路三段\nl29號4樓\n", "臺中市北區三民路三段\nl29號4樓"),
        ("新竹市東區光復路二段101號12F-3", "新竹市東區光復路二段101號12F-3"),
        ("在新北市三重區重新路與正義北路口發生擦撞", "新北市三重區重新路與正義北路口"),
        ("屏東縣滿州鄉港口村茶山7號的民宿", "屏東縣滿州鄉港口村茶山7號"),
        ("晚上送到 7F-1 給我", "7F-1"),
        ("欠費戶：C棟12樓之3", "C棟12樓之3"),
    ],
)
def test_addresses(text: str, value: str) -> None:
    covered_as(text, value, T.ADDRESS)


@pytest.mark.parametrize(
    "text, value",
    [
        ("民國8l年O7月l9日生", "民國8l年O7月l9日"),
        ("出生日期 1992-O4-3O\n", "1992-O4-3O"),
        ("專員：生日是八十一年三月九號？", "八十一年三月九號"),
        ("受訪者大正l4年5月6日生", "大正l4年5月6日"),
        ("被告　男　民國69年1l月\n2日生", "民國69年1l月\n2日"),
    ],
)
def test_dates_of_birth(text: str, value: str) -> None:
    covered_as(text, value, T.DATE_OF_BIRTH)


def test_table_cells_are_not_read_as_one_number() -> None:
    untouched("｜戶別｜月數｜\n｜３｜8,250｜", "8,250")
