"""Land parcels (worker/detect/records.py) with their numbers as OCR and clerks write them: digits
set apart by OCR, letters read for digits (l for 1, B for 8), spaces around the hyphen of a
sub-number, and Chinese numerals with ○ or 〇 for zero or with 十 / 百 / 千. Each is replaced from
its city or section to 地號 / 建號. Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, untouched
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, value",
    [
        # OCR: digits set apart, letters for digits, spaces around the hyphen
        (
            "…標示部…\n嘉義縣民雄鄉頂寮段三小段 l 7 B 建號\n建物門牌",
            "嘉義縣民雄鄉頂寮段三小段 l 7 B 建號",
        ),
        (
            ">> 花蓮縣吉安鄉稻香段二小段 4 0 9 - 2 地號 面積 ****88.OO",
            "花蓮縣吉安鄉稻香段二小段 4 0 9 - 2 地號",
        ),
        (
            "謄本：臺南市永康區大橋段 O 6 l 2 - 0 0 0 3 地號",
            "臺南市永康區大橋段 O 6 l 2 - 0 0 0 3 地號",
        ),
        ("土地坐落高雄市鳳山區文山段 2 S 1 地號，權利範圍全部", "高雄市鳳山區文山段 2 S 1 地號"),
        ("新北市汐止區橫科段 77 - 4 地號", "新北市汐止區橫科段 77 - 4 地號"),
        # Chinese numerals: a circle or 〇 for zero, or 十 / 百 / 千 spelt out
        ("擔保品：苗栗縣竹南鎮大埔段一三○五地號及其上建物", "苗栗縣竹南鎮大埔段一三○五地號"),
        ("就新竹縣湖口鄉德盛段二○四一地號土地分割", "新竹縣湖口鄉德盛段二○四一地號"),
        ("坐落臺東縣池上鄉錦園段三百二十七地號", "臺東縣池上鄉錦園段三百二十七地號"),
        ("即彰化縣田中鎮中南段一千零八地號之持分", "彰化縣田中鎮中南段一千零八地號"),
        ("雲林縣斗六市社口段四〇七之一地號", "雲林縣斗六市社口段四〇七之一地號"),
    ],
)
def test_parcels_as_ocr_and_clerks_write_their_numbers(text: str, value: str) -> None:
    covered_as(text, value, T.LAND_PARCEL)


@pytest.mark.parametrize(
    "text, value",
    [
        ("另有鐵皮屋占用 6 1 8 - 3 地號土地", "6 1 8 - 3 地號"),
        ("被告越界占用 1 0 2 4 地號約十平方公尺", "1 0 2 4 地號"),
    ],
)
def test_a_spaced_number_before_the_parcel_word_alone(text: str, value: str) -> None:
    covered_as(text, value, T.LAND_PARCEL)


@pytest.mark.parametrize(
    "text, value",
    [
        ("謄本上「所有權部」段 B 建號欄空白", "段 B 建號"),  # letters alone are no number
        ("本段土地共三筆，地號詳附表", "地號詳附表"),
        ("第二小段之建號另案查明", "第二小段之建號"),
    ],
)
def test_no_number_no_parcel(text: str, value: str) -> None:
    untouched(text, value)
