"""Land parcels and masked numbers as outside documents write them (worker/detect/records.py,
codes.py): a parcel that starts at its district (no city), a section named with 市/鎮 inside,
Chinese digits, a number before 地號 without its section, a section and number after a 地號
label without the word; masked values with bullets, OCR letters or one masked run; a compact
ROC date is not read out of a post office account. Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as, untouched
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, value",
    [
        ("土地坐落：中和區員山段0833地號（權利範圍1/4）", "中和區員山段0833地號"),
        ("即三峽區新鎮段二小段1120建號之建物", "三峽區新鎮段二小段1120建號"),
        ("名下雲林縣虎尾鎮墾地段二〇五三地號農地", "雲林縣虎尾鎮墾地段二〇五三地號"),
        ("對造人越界於其所有之778-2地號土地上搭建鐵皮屋", "778-2地號"),
        ("建物坐落地號：頂福段三小段　O3l4-OOOO\n主要用途", "頂福段三小段　O3l4-OOOO"),
        ("臺南市新市區新市段421地號", "臺南市新市區新市段421地號"),
    ],
)
def test_land_parcels(text: str, value: str) -> None:
    covered_as(text, value, T.LAND_PARCEL)


@pytest.mark.parametrize(
    "text, value",
    [
        ("戶名：胡○玲　帳號 O71•-••••-39O2\n", "O71•-••••-39O2"),
        ("2024-07-11,19:02,轉入,+450,31220,822,****60913358,陳某,聚餐", "****60913358"),
        ("尾號 ****4471 的帳戶", "****4471"),
        ("手機 0935***812 已驗證", "0935***812"),
    ],
)
def test_masked_accounts(text: str, value: str) -> None:
    covered_as(text, value, T.BANK_ACCOUNT)


@pytest.mark.parametrize(
    "text, value",
    [
        ("身分證字號：F1O****736（影本）", "F1O****736"),
        ("身分證：K22•••4019\n", "K22•••4019"),
        ("│P2*******3　　　│", "P2*******3"),
    ],
)
def test_masked_national_ids(text: str, value: str) -> None:
    covered_as(text, value, T.TW_ID)


@pytest.mark.parametrize(
    "text, value",
    [
        ("2024/02/03\t轉帳\t3,000\t\t90,115\t某人 0091185-0372214 房租\n", "0091185-0372214"),
        ("│中華郵政 0240316-0918827│", "0240316-0918827"),
    ],
)
def test_post_office_account_is_no_date(text: str, value: str) -> None:
    covered_as(text, value, T.BANK_ACCOUNT)


def test_a_parcel_word_without_a_number_is_nothing() -> None:
    untouched("請提出該筆地號土地之登記謄本", "地號土地")
