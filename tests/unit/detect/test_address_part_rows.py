"""A vertical address table (issue 11): one header a row for each part of the address
(縣市｜新竹縣⏎路街｜光明六路東一段⏎門牌｜88號5樓), with bars, colons, tabs or bracketing bars;
each value is a part of the address when two such rows stand one after the other. A case
number's or an amount's row, a single row and blank cells stay. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import ADDRESS


def _covered(text: str, value: str) -> bool:
    start = text.index(value)
    spans = [
        s for s in detect(text, use_model=False) if s.action == "replace" and s.type == ADDRESS
    ]
    return all(any(s.start <= i < s.end for s in spans) for i in range(start, start + len(value)))


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "縣市｜新竹縣\n路街｜光明六路東一段\n門牌｜88號5樓",
            ["新竹縣", "光明六路東一段", "88號5樓"],
        ),
        (
            "｜縣市｜台中市｜\n｜鄉鎮市區｜北屯區｜\n｜村里｜仁美里｜\n｜鄰｜12鄰｜\n｜路街｜崇德路三段｜\n"
            "｜巷弄｜451巷7弄｜\n｜號｜23號｜\n｜樓｜4樓之2｜",
            ["台中市", "北屯區", "仁美里", "12鄰", "崇德路三段", "451巷7弄", "23號", "4樓之2"],
        ),
        (
            "縣市：高雄市\n區：鳳山區\n路名：青年路二段\n門牌：301號",
            ["鳳山區", "青年路二段", "301號"],
        ),
        ("縣市\t嘉義縣\n鄉鎮\t民雄鄉\n村\t東湖村\n門牌\t東湖18號", ["嘉義縣", "民雄鄉", "東湖村"]),
    ],
)
def test_every_part_of_a_vertical_address_table_is_an_address(text: str, values: list[str]) -> None:
    for value in values:
        assert _covered(text, value), value


@pytest.mark.parametrize(
    "text",
    ["案號｜112年度訴字第123號\n金額｜新臺幣12萬元", "區｜3\n案由｜傷害", "縣市｜—\n路街｜—"],
)
def test_rows_of_no_address_table_give_no_address(text: str) -> None:
    spans = detect(text, use_model=False)
    assert not any(s.type == ADDRESS for s in spans), [text[s.start : s.end] for s in spans]
