"""Dates of birth found on the outside authors w09–w12 (issues 9/11), as kinds: a request for the
birth date on the line before that is no question (麻煩您說一下出生年月日。), spaces around the
separators of a day-month-year date, a bilingual or annotated column header (DOB 生日,
生辰（農曆）), a year alone in a birth column. Every date and name is invented; procedural
dates, case numbers and key–value rows under a birth row stay untaken.
"""

from __future__ import annotations

import pytest

from tests.unit.helpers import nth
from worker.detect import detect
from worker.text import spans as T


def _births(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text) if s.type == T.DATE_OF_BIRTH]


def _covered(text: str, value: str) -> bool:
    a, b = nth(text, value)
    covered = {
        i for s in detect(text) if s.action == T.REPLACE and s.type == T.DATE_OF_BIRTH
        for i in range(s.start, s.end)
    }  # fmt: skip
    return all(i in covered or text[i].isspace() for i in range(a, b))


_LAMPS = "日期｜燈別｜姓名｜生辰（農曆）｜電話\n"
FOUND = [
    ("專員：麻煩您說一下您的出生年月日。\n客戶：六十八年九月廿二。", "六十八年九月廿二"),
    ("行員：請提供生日。\n[10:02] 客戶：81年4月7日", "81年4月7日"),
    ("社工：跟我講一下阿嬤的出生日期\n家屬：民國二十九年三月初五", "民國二十九年三月初五"),
    ("Date of Birth 出生日期：21 / 07 / 1986（DD/MM/YYYY）", "21 / 07 / 1986"),
    ("出生日期：05 - 11 - 1979", "05 - 11 - 1979"),
    ("No.｜Name 姓名｜DOB 生日｜Tel\n1｜Ana Reyes｜17/10/1992｜—\n", "17/10/1992"),
    ("序\t姓名\t出生日期 Date of Birth\n2\t顏秋菊\t1975-02-14\n", "1975-02-14"),
    (_LAMPS + "02/01｜光明燈｜鄒阿滿｜民國47年 十月初三 午時｜—\n", "民國47年 十月初三"),
    (_LAMPS + "02/01｜太歲燈｜鄒志剛｜72年5月19｜—\n", "72年5月19"),
    (_LAMPS + "02/02｜光明燈｜鄒老先生｜不詳，約民國25年｜—\n", "民國25年"),
]


@pytest.mark.parametrize(("text", "value"), FOUND, ids=[v for _, v in FOUND])
def test_birth_dates_in_these_forms_are_found(text: str, value: str) -> None:
    assert _covered(text, value)


UNTAKEN = [
    # key–value rows under the birth row: the label heads no column
    "｜項目｜內容｜\n｜出生年月日｜070/05/09｜\n｜案號｜112年度偵字第1234號｜\n｜執行期間｜112年7月1日～112年10月31日｜\n",
    # a request line that is no birth question, and procedural dates after it
    "請提供開會通知。\n會議日期：113年3月5日",
    "姓名｜生日｜備註\n王小明｜—｜112年度已結\n",
    "繳費日 14 / 02 / 2024 前完成",
]


@pytest.mark.parametrize("text", UNTAKEN)
def test_procedural_dates_and_case_numbers_untaken(text: str) -> None:
    births = _births(text)
    assert all(b in {"070/05/09"} for b in births), births
