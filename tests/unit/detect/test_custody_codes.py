"""Codes that place a person in custody (worker/detect/custody_codes.py): ward and number, workshop
and number, a facility's short name and number after an inmate label; called directly and through
detect. Not a ward or a workshop without a number, nor a count after one. Invented values only."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.detect.codes import code_view
from worker.detect.custody_codes import find_custody_codes
from worker.text.spans import OTHER_ID


def _codes(text: str) -> list[str]:
    return [text[s.start : s.end] for s in find_custody_codes(code_view(text))]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("接見登記｜簡秋月｜孝三舍 4402｜母子｜", "孝三舍 4402"),
        ("來信請寄：臺北看守所 愛一舍-0917 收", "愛一舍-0917"),
        ("房號：義十二舍 7781，禁見中", "義十二舍 7781"),
        ("收件人：羅文祥（3工場 2204）", "3工場 2204"),
        ("作業場所：第12工場－60318", "第12工場－60318"),
        ("收容人編號：中女監 1186，申請保外就醫", "中女監 1186"),
        ("呼號 北所0453，今日移監", "北所0453"),
    ],
)
def test_custody_codes_are_found_whole(text: str, code: str) -> None:
    assert _codes(text) == [code]


def test_ocr_confusions_inside_the_number_are_read() -> None:
    assert _codes("寄到 平二舍 2O6l 給阿忠") == ["平二舍 2O6l"]


@pytest.mark.parametrize(
    "text",
    [
        "本監第４工場\n\n今日作業人數",  # a workshop without a number
        "他在仁二舍的室友很照顧他",  # a ward named in prose
        "第5工場120人參加教化活動",  # a count after the workshop
        "忠孝路二段 118 號",  # a road, not a ward
        "本監113年7月份假釋審查會",  # a facility in prose, no inmate label
    ],
)
def test_no_code_without_an_inmate_number(text: str) -> None:
    assert _codes(text) == []


def test_detect_replaces_the_code_as_other_id() -> None:
    text = "會客單：受刑人 譚永福　信二舍 3390　接見人：譚太太"
    spans = [s for s in detect(text) if text[s.start : s.end] == "信二舍 3390"]
    assert spans and spans[0].type == OTHER_ID and spans[0].action == "replace"
