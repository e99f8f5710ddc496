"""Dates of birth the detector typed as event dates (kept in legal mode) though the text says whose
birth they are (issue 11; worker/detect/dates.py): a person's row holding an identity-card shape,
出生 later in the clause, 生 alone as the label. A row's event dates, time stamps and a document
date under a signature stay event dates. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import DATE_OF_BIRTH, EVENT_DATE


def _found(text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.type) for s in detect(text, use_model=False)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("長女｜范某某｜民國80年3月14日｜P223456780", "民國80年3月14日"),
        ("[21:02] 阿德：楊某某 H123456789 76.04.19 0932-000-111", "76.04.19"),
        ("要保人：易某某　D223456781　1985.10.07", "1985.10.07"),
        ("我是民國43年7月8日在眷村裡出生的。", "民國43年7月8日"),
        ("母親於1962年5月3日在花蓮出生", "1962年5月3日"),
        ("身分證 P223456780　生 民國72年2月2日（41歲）", "民國72年2月2日"),
    ],
)
def test_a_birth_the_text_tells(text: str, value: str) -> None:
    assert (value, DATE_OF_BIRTH) in _found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("王某某 A123456789 於113年5月1日到職", "113年5月1日"),
        ("王某某 A123456789 申請日期：113/05/01", "113/05/01"),
        ("2025/08/21, 20:18 - 某某: 居留證號 B968560625", "2025/08/21"),
        ("113年5月1日申請出生證明", "113年5月1日"),
    ],
)
def test_event_dates_and_stamps_beside_an_id_stay_event_dates(text: str, value: str) -> None:
    found = _found(text)
    assert (value, DATE_OF_BIRTH) not in found
    assert (value, EVENT_DATE) in found


def test_a_document_date_under_a_signature_with_an_id_is_no_birth_date() -> None:
    text = "立書人：王某某\n身分證：A123456789\n中華民國113年5月2日"
    assert ("中華民國113年5月2日", DATE_OF_BIRTH) not in _found(text)
