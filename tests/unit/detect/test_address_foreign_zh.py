"""A foreign address written in Chinese (issue 11): a country, then two or more administrative
units close behind one another, a road and its number (越南胡志明市第一郡阮惠街123號, 印尼中爪哇省
三寶壟市甘榜路7號, 日本…二丁目8番1號). A nationality, a country in prose, a bank or a government
stay. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import ADDRESS


def _addresses(text: str) -> list[str]:
    spans = detect(text, use_model=False)
    return [text[s.start : s.end] for s in spans if s.action == "replace" and s.type == ADDRESS]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("他住在越南胡志明市第一郡阮惠街123號", "越南胡志明市第一郡阮惠街123號"),
        ("原籍地址：越南河內市還劍郡陳興道路45號", "越南河內市還劍郡陳興道路45號"),
        ("母親住越南同奈省邊和市新峰坊第3區", "越南同奈省邊和市新峰坊第3區"),
        ("戶籍地：印尼中爪哇省三寶壟市甘榜路7號", "印尼中爪哇省三寶壟市甘榜路7號"),
        ("地址：菲律賓馬尼拉市奎松區聖荷西街88號", "菲律賓馬尼拉市奎松區聖荷西街88號"),
        ("住所：泰國烏隆府班東縣那空路12號", "泰國烏隆府班東縣那空路12號"),
        ("她老家在越南芹苴市寧橋郡第五坊", "越南芹苴市寧橋郡第五坊"),
        ("日本東京都新宿區西新宿二丁目8番1號", "日本東京都新宿區西新宿二丁目8番1號"),
        ("大陸福建省廈門市思明區湖濱南路88號", "大陸福建省廈門市思明區湖濱南路88號"),
    ],
)
def test_a_foreign_address_in_chinese_is_read_whole(text: str, value: str) -> None:
    assert value in _addresses(text), _addresses(text)


@pytest.mark.parametrize(
    "text",
    [
        "越南人在台中市工作，月薪新臺幣2萬8千元",
        "美國總統大選",
        "依臺灣地區與大陸地區人民關係條例第17條",
        "香港特別行政區政府發布公告",
        "日本東京都",
        "2016年7月經越南胡志明市第八郡人民法院判決離婚",
        "經印尼雅加達省中區移民局核發",
    ],
)
def test_a_country_in_prose_is_no_foreign_address(text: str) -> None:
    assert not any(a.startswith(("越南", "美國", "大陸", "香港", "日本")) for a in _addresses(text))
