"""A labelled code whose digits follow the issuing office's or a branch's short name (issue 11,
codes' code shape): a low-income certificate (永低1120355), a farmer's insurance number
(屏農0347216), a veteran's card (陸退 0291546, 空退017733 in its column), a loss report's number
(中壢1141230-88) are replaced whole; a count or an ordinal before digits (第, 共) is no prefix.
Invented numbers only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _others(text: str) -> set[str]:
    return {text[s.start : s.end] for s in detect(text) if s.type == "other_id"}


@pytest.mark.parametrize(
    "text, value",
    [
        ("（低收入戶證明編號：桃低1130466）", "桃低1130466"),
        ("（農保被保險人，保險證號彰農0291775）於民國113年", "彰農0291775"),
        ("父親的榮民證號碼是海退 0382915，影本附後。", "海退 0382915"),
        ("遺失證明編號 板橋1130521-07）", "板橋1130521-07"),
        (
            "房號 | 姓名 | 榮民證號 | 入住日\n2-101 | 某某 | 空退016622 | 101.04.09 |\n",
            "空退016622",
        ),
    ],
)
def test_a_code_after_its_office_s_short_name_is_replaced_whole(text: str, value: str) -> None:
    assert value in _others(text)


def test_an_ordinal_before_the_digits_is_no_prefix() -> None:
    assert not any(v.startswith(("第", "共")) for v in _others("編號：第1234567號，共1234567件"))
