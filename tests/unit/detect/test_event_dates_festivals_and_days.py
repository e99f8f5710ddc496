"""Event dates as people tell them (issue 11): by a holiday of the year (去年農曆年前, 前年中秋節後,
大年初三, 端午連假第二天, 清明節回去; worker/data/event_festivals.txt), by a day of this or the
last month (上個月15號, 9號那天, 15號早上), a news report's 今（8）日, and a Western day / month /
year (03/09/2024). A holiday's greeting or a shop's notice is no event of anyone's in the
sentence but recall first; a chat export's message stamp ([14/03/2024], 07:31) stays a stamp,
and 今天, 明天 are no date. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import EVENT_DATE


def _dates(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, use_model=False) if s.type == EVENT_DATE]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("去年農曆年前他就沒再付贍養費", "去年農曆年前"),
        ("前年中秋節後我們就分居了", "前年中秋節後"),
        ("大年初二他喝醉摔東西", "大年初二"),
        ("端午連假第三天她被送急診", "端午連假第三天"),
        ("我們想清明節回去跟阿公說", "清明節"),
        ("民國一百一十二年過年前，您向本人借款", "民國一百一十二年過年前"),
        ("尾牙那天主管摸我的腰", "尾牙那天"),
        ("今年除夕他沒回家", "今年除夕"),
        ("聖誕夜當晚我們吵架", "聖誕夜當晚"),
        ("上個月20號我被資遣", "上個月20號"),
        ("這個月5日房東來收租", "這個月5日"),
        ("我們在18號那天簽約", "18號那天"),
        ("結果7號晚上他又來敲門", "7號晚上"),
        ("一名男子今（12）日清晨在河堤跌倒", "今（12）日"),
        ("He moved out on 21/10/2025 after the fight", "21/10/2025"),
        ("Signed 04-11-2024 by both parties", "04-11-2024"),
    ],
)
def test_an_event_dated_by_a_holiday_or_a_day_of_the_month(text: str, value: str) -> None:
    assert value in _dates(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("[21/10/2025], 07:31 - 阿明: 起床了沒", "21/10/2025"),
        ("今天天氣很好", "今天"),
        ("明天見", "明天"),
        ("中正路15號早上八點開門", "15號"),
        ("每天早上散步", "天早上"),
    ],
)
def test_no_event_date_there(text: str, value: str) -> None:
    assert not any(value in d for d in _dates(text))
