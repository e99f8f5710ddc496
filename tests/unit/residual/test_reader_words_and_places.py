"""Residual scan (issue 9, third wave): what the second reader (worker/residual/reader.py) takes
for a name in prose but is a word or a place — a season, a word of care, goods or a trade
(今年夏天, 居家安寧, 文具, 房仲, 另開小群, 小老師), a shop, a farm or a city after the name's
shape (康寧店, 文旦園, 胡志明市, 平陽省), 許 after an hour (三時許平安下山) and a doubled colour
(黃黃的) — passes; names in prose beside them still stop. Invented output texts; the case's
pseudonyms are issued."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"倪子涵", "包明樺"}
PROSE = "residual:name_in_prose"


def checks(text: str) -> list[str]:
    return scan(text, PERSONS, (), persons=PERSONS)


@pytest.mark.parametrize(
    "text",
    [
        "專員：好的。今年夏天有房貸利率優惠，倪子涵可以考慮。",
        "居家安寧　家庭會議紀錄\n出席：倪子涵、包明樺",
        "｜文具、清潔用品年約｜進行中｜包明樺接手｜",
        "點交時由房仲陪同，倪子涵在場。",
        "家長們，團購請另開小群，謝謝配合🙏",
        "倪子涵擔任班上數學小老師，常幫同學。",
        "大安房屋 內湖康寧店　買方客戶需求表",
        "職業：農（文旦園）＋臨時雇員",
        "出差地：越南 胡志明市 / 平陽省\n申請人：包明樺",
        "隊伍於下午 4 時許平安下山，倪子涵表示一切順利。",
        "包明樺：上次清完水還是黃黃的",
        # a word of data/not_names.txt the reader cut short, a farm or a gate's system by name
        "她也擔任班上英文小老師，常在午休幫倪子涵。",
        "職 業　農（柚子園）＋臨時雇員",
        "門禁紀錄（系統 安捷門禁 v2.1 匯出）",
    ],
)
def test_words_and_places_pass(text: str) -> None:
    assert PROSE not in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "證人許平安到庭陳述，倪子涵在旁。",
        "當天由包明樺陪同，另由顏子豪協助返家。",
        "倪子涵說她請柯宜蓁幫忙顧店。",
    ],
)
def test_names_beside_them_still_stop(text: str) -> None:
    assert checks(text)
