"""A bare date label (日期：, 時間：, 期間：) in a person's own form, slip, note or log dates what
the form is about, the day something happened to that person (issue 11): it is an event date.
In a court's or a prosecutor's record (筆錄, 本院, 年度…字第…號) the same label dates the hearing,
and an office's own labels (受理日期, 列印日期, 製表日期, 資料日期) date the paper: both stay
procedural. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import EVENT_DATE


def _dates(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, use_model=False) if s.type == EVENT_DATE]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("借據\n借款人：（略）\n金額：30,000\n日期：2025/04/17 現金交付", "2025/04/17"),
        ("租車核對單\n日期：115.03.22　車號 ABC-1234（略）", "115.03.22"),
        ("維修單\n時間：114/08/30 14:10 到府\n地點：住家", "114/08/30"),
        ("對保紀錄（地點：某分行，時間：114/06/11 09:30）", "114/06/11"),
        ("值班紀錄\n期間：2026/02/01 – 2026/02/03（夜班）", "2026/02/01"),
        ("請假單\n姓名：（略）\n日期：114年10月2日至114年10月4日", "114年10月2日"),
        ("健身房入會單\n日期：2025年1月9日\n會員簽名：（略）", "2025年1月9日"),
        ("接送紀錄　日期：114.12.05　接送人：（略）", "114.12.05"),
        ("送貨簽收單\n時間：115年7月3日 下午\n簽收：（略）", "115年7月3日"),
    ],
)
def test_a_bare_label_in_a_persons_form_dates_an_event(text: str, value: str) -> None:
    assert value in _dates(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("民事庭訊問筆錄\n時間：中華民國114年5月7日下午2時", "中華民國114年5月7日"),
        ("本院114年度家調字第88號\n日期：114年9月1日", "114年9月1日"),
        ("臺灣某某地方法院 開庭通知\n期日：115年1月20日上午9時30分", "115年1月20日"),
        ("受理日期：114年3月3日", "114年3月3日"),
        ("製表日期：115/02/14", "115/02/14"),
        ("資料日期：2025/10/31", "2025/10/31"),
        ("匯出時間：2026-01-05 21:14", "2026-01-05"),
        ("截圖時間 114/04/09", "114/04/09"),
        ("印表時間：114.07.08 16:02", "114.07.08"),
    ],
)
def test_a_bare_label_of_a_court_or_an_office_stays_procedural(text: str, value: str) -> None:
    assert value not in _dates(text)
