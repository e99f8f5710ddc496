"""find_agencies tries its government pattern only where a match can start (agencies._gov_starts):
the same matches as a scan of every position, on invented texts of agencies, look-alikes and
noise around their office words."""

from __future__ import annotations

import random

import pytest

from worker.detect import agencies
from worker.text import scan

_PIECES = [
    "臺北市政府",
    "新北市政府警察局",
    "板橋分局",
    "某某派出所",
    "中正區",
    "區公所",
    "鄉公所",
    "戶政事務所",
    "地政事務所",
    "國稅局",
    "監理站",
    "監理所",
    "內政部",
    "移民署",
    "衛生福利部",
    "金融監督管理委員會",
    "中央銀行",
    "國家發展委員會",
    "市立",
    "國立",
    "醫院",
    "大學",
    "榮民總醫院",
    "三軍總醫院",
    "國軍",
    "簡易庭",
    "地院",
    "地檢署",
    "高雄",
    "花蓮",
    "台東",
    "縣",
    "市",
    "立",
    "某",
    "甲",
    "乙",
    "丙",
    "丁",
    "的",
    "，",
    "。",
    "\n",
    " ",
    "A",
    "1",
]


def _plain(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in agencies._GOV.finditer(text)]


def _fast(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in scan.finditer_at(agencies._GOV, text, agencies._gov_starts(text))]


@pytest.mark.parametrize(
    "text",
    [
        "臺北市政府警察局中正第一分局某某派出所",
        "請至新北市板橋區公所及板橋戶政事務所辦理",
        "某某某某某某某分局",  # open-ended: up to four characters before the office word
        "寄至財政部北區國稅局，副本內政部移民署",
        "國立臺灣大學醫學院附設醫院、台北榮民總醫院與三軍總醫院",
        "高雄市立凱旋醫院；花蓮簡易庭；台東地檢署",
        "甲乙丙丁戊己庚辛地政事務所",
        "他說公所很遠，分局也是",
        "",
    ],
)
def test_invented_texts(text):
    assert _fast(text) == _plain(text)


def test_shuffled_pieces():
    rng = random.Random(11)
    for _ in range(600):
        text = "".join(rng.choice(_PIECES) for _ in range(rng.randint(1, 30)))
        assert _fast(text) == _plain(text), text
