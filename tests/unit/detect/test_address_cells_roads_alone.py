"""Addresses as people write them in forms and talk (issue 11): the parts of one address apart in
a table's cells, a row's next line or by slashes; a road alone where someone lives (住中山北路二段,
我家在…, 搬到…, 地址：…), the house number left out; a romanized address without its city.
Recall first: every character of the value but spaces lies inside ``replace`` spans. Every
address is invented; a road told as a route or a meeting place, and a date's slash, stay."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import ADDRESS


def _covered(text: str, value: str) -> bool:
    start = text.index(value)
    spans = [s for s in detect(text, use_model=False) if s.action == "replace"]
    inside = {i for s in spans for i in range(s.start, s.end)}
    return all(i in inside for i in range(start, start + len(value)) if not text[i].isspace())


def _addresses(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, use_model=False) if s.type == ADDRESS]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # cells, rows and slashes
        ("住址 桃園市龜山區 / 文化一路 / 88號", "桃園市龜山區 / 文化一路 / 88號"),
        (
            "｜通訊地址｜臺南市安平區｜\n｜　　　　｜建平五街 31 號｜",
            "臺南市安平區｜\n｜　　　　｜建平五街 31 號",
        ),
        ("戶籍｜雲林縣｜斗六市｜大學路三段 9 號", "雲林縣｜斗六市｜大學路三段 9 號"),
        ("寄件：嘉義市西區／民族路402號", "嘉義市西區／民族路402號"),
        ("| 住所 | 宜蘭縣礁溪鄉 |\n|  | 德陽路 6 號 |", "宜蘭縣礁溪鄉 |\n|  | 德陽路 6 號"),
        # a road alone where someone lives
        ("她現在住信義路四段，離公司近", "信義路四段"),
        ("案主住在斗六市雲林路二段", "斗六市雲林路二段"),
        ("我家在興隆路一段那邊", "興隆路一段"),
        ("去年搬到文化二路了", "文化二路"),
        ("他娘家住員林中山路", "員林中山路"),
        ("租屋在公館汀州路三段", "公館汀州路三段"),
        ("地址：永福街", "永福街"),
        # romanized, the city left out
        ("寄到 No.12, Daxue Rd., East Dist. 就好", "No.12, Daxue Rd., East Dist."),
        ("Ship to 3F, No. 8, Ln. 6, Heping W. Rd., thanks", "3F, No. 8, Ln. 6, Heping W. Rd."),
        (
            "Rm. 2, 5F., No. 77, Sec. 1, Jianguo S. Rd., Da'an Dist., Taipei City",
            "Rm. 2, 5F., No. 77, Sec. 1, Jianguo S. Rd.",
        ),
    ],
)
def test_an_address_in_parts_or_without_its_number_is_covered(text: str, value: str) -> None:
    assert _covered(text, value), _addresses(text)


@pytest.mark.parametrize(
    "text",
    [
        "他們住在同一條街",
        "住過師大路一帶的都知道",
        "大家在中正路集合",
        "住院在中正路那家",
        "113/05/20 台中市／陳小姐",
        "路/街：請填寫",
        "5號/6號 兩戶都要",
    ],
)
def test_no_address_is_read_there(text: str) -> None:
    assert _addresses(text) == []
