"""Dates of birth as outside documents write them (worker/detect/dates.py): Chinese
numerals with 廿 and lunar 初 days, the answer to a question for the birth date on the next
line, other countries' day-month-year forms (17 APR 1996, 12 Maret 1989, 25/08/1998) after
English, Indonesian or Vietnamese captions, a label earlier on the line, a year alone before
生 and 年次, OCR letters inside the digits. Values invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import covered_as
from worker.text import spans as T


@pytest.mark.parametrize(
    "text, value",
    [
        ("相對人 程美霞　女　民國五十九年三月廿一日生\n", "民國五十九年三月廿一日"),
        ("申請人：民國七十一年十月卅日生", "民國七十一年十月卅日"),
        (
            "[00:01:02] 客服：麻煩您提供出生年月日？\n[00:01:06] 客戶：六十五年二月十號。\n",
            "六十五年二月十號",
        ),
        ("行員：請問生日是？\n客戶：民國八十年五月初三\n", "民國八十年五月初三"),
        ("AGENT: Tanggal lahir?（出生日期？）\nCALLER: 23 Januari 1991.\n", "23 Januari 1991"),
    ],
)
def test_birth_dates_in_words_and_answers(text: str, value: str) -> None:
    covered_as(text, value, T.DATE_OF_BIRTH)


@pytest.mark.parametrize(
    "text, value",
    [
        ("　出生日期：09 SEP 1993\n　出生地：CEBU", "09 SEP 1993"),
        ("Date of Birth: 30 Dec 1985　Sex: M", "30 Dec 1985"),
        ("　Tgl. Lahir: 04 MEI 1997　Tempat Lahir", "04 MEI 1997"),
        ("　出生日期 Ngày sinh：07/11/1990\n", "07/11/1990"),
        ("Date of Birth 出生：28/02/1992　Sex: F", "28/02/1992"),
        ("（born 19.03.1979）", "19.03.1979"),
        ("出生：30-06-1986\n　護照", "30-06-1986"),
    ],
)
def test_day_month_year_forms(text: str, value: str) -> None:
    covered_as(text, value, T.DATE_OF_BIRTH)


@pytest.mark.parametrize(
    "text, value",
    [
        ("長女柯宥晴（未成年，民國105年生）", "民國105年"),
        ("他父親（民國39年）生於嘉義", "民國39年"),
        ("客戶：女　年次：72年次\n", "72年次"),
        ("　出生日期：民國 7S 年 l0 月 O3 日\n", "民國 7S 年 l0 月 O3 日"),
    ],
)
def test_years_of_birth_and_ocr_digits(text: str, value: str) -> None:
    covered_as(text, value, T.DATE_OF_BIRTH)


@pytest.mark.parametrize(
    "text, value",
    [
        ("生日不變\n══════ 2024年11月8日（五） ══════\n", "2024年11月8日"),
        ("本院於113年6月4日辯論終結", "113年6月4日"),
        ("簽約日：05/09/2023　付款 30/09/2023", "30/09/2023"),
    ],
)
def test_other_dates_are_no_birth_dates(text: str, value: str) -> None:
    from worker.detect import detect

    spans = detect(text)
    start = text.index(value)
    assert not any(
        s.type == T.DATE_OF_BIRTH and s.start < start + len(value) and start < s.end for s in spans
    )
