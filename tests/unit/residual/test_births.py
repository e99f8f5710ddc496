"""Residual scan, dates of birth (worker/residual/births.py): any date form near a birth word or in
a person's row stops an output; procedural and event dates do not."""

from __future__ import annotations

import pytest

from worker.residual import scan

ISSUED = {"民國66年3月9日", "F228193046", "郭靜慧"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED)


STOP = [
    # every date form after a birth word
    "出生年月日：0680917",
    "生日 0911203",
    "生日：088/04/30",
    "出生日期 69.08.21",
    "DOB 1979-06-30",
    "Date of Birth: 19 MAR 1983",
    "born Sept. 4, 1991 in Cebu",
    "born 07.02.1990",
    "Tgl. Lahir: 05 JUN 1997",
    "出生日期 Ngày sinh：11/09/1995",
    "出生日期：民國 7S 年 l2 月 O4 日",
    "生於民國五十九年十一月廿二日",
    "生日是六十四年七月初三",
    "年次：71年次",
    "出生年月：民國80年6月",
    # the question on one line, the answer on the next
    "請問您的出生年月日？\n[00:01:10] 客戶：六十九年三月五號。",
    "核對出生年月日。\n10:02:11 [客戶] 1987年4月18日。",
    # 生 / 出生 after the date
    "男，民國六十二年四月廿八日生，住",
    "我是民國45年8月1日在眷村出生的",
    "長子（未成年，民國104年生）",
    "（1989年11月生）",
    # a person's row: an identity-card shape (original or issued) on the line
    "長子｜郭靜慧｜民國83年2月17日｜F228193046",
    "次女／郭靜慧／F228193046／89/07/30／",
    "配偶　H221874635　74.10.09　0911-000-000",
    # a birthday without its year
    "我生日是7/19喔",
    "生日：十月初八",
    "生日 11月2日",
    # a table row captioned by a birth word: every date of the row
    "｜出生日期｜76年2月3日｜79年8月30日｜",
    # a date alone in brackets right after a person's pseudonym
    "配偶郭靜慧（1987/05/21）、長子（8歲）",
    # Indonesian month names, a question answered on the next line
    "（出生日期？）\nJAWAB：23 Agustus 1991.",
]


@pytest.mark.parametrize("text", STOP)
def test_date_of_birth_stops_the_document(text: str) -> None:
    assert "residual:date_of_birth" in checks(text)


PASS = [
    # procedural and event dates
    "中華民國113年4月12日",
    "發生日期：113年3月18日　時間：07:50",
    "事故發生於112年5月1日",
    "本院113年度訴字第55號",
    "於民國112年5月1日起至清償日止",
    "原因發生日期：民國109年05月28日",
    "[2024/03/12 14:05] 來自",
    "生日快樂\n14/03/2024, 20:18 - 郭靜慧: 謝謝",
    "先生日前來電",
    "產生日期：2024-01-05",
    # the issued fake date of birth
    "出生日期：民國66年3月9日",
    # an employee row: a start date followed by a length of service
    "｜F228193046　｜96/05/14｜18年0月｜",
    "被告F228193046於民國112年5月1日",
    # a birth word with no date
    "出生地：高雄市",
    "生日禮物",
    # a date in brackets after no pseudonym, a table row without a birth word
    "起訴日（113/05/21）",
    "｜到職日｜76年2月3日｜79年8月30日｜",
    "發生日期 7/19",
]


@pytest.mark.parametrize("text", PASS)
def test_date_look_alike_passes(text: str) -> None:
    assert checks(text) == []
