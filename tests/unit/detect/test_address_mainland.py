"""Addresses in mainland China, Hong Kong and Macau (worker/detect/address._mainland_addresses):
a provincial-level division, its units, a road and number, the building's units, read on the
folded text (Simplified folded to Traditional), one value whole; a province in prose is no address.
Invented addresses only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _whole(text: str, value: str) -> bool:
    start = text.index(value)
    return any(
        s.type == "address" and s.start <= start and start + len(value) <= s.end
        for s in detect(text)
    )


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "現住地址：广东省佛山市南海区桂城街道南海大道北88号悦华苑3栋1502房｜",
            "广东省佛山市南海区桂城街道南海大道北88号悦华苑3栋1502房",
        ),
        (
            "住址：湖南省长沙市岳麓区望月湖街道桐梓坡路41号2单元703室。",
            "湖南省长沙市岳麓区望月湖街道桐梓坡路41号2单元703室",
        ),
        ("地址：福建省漳州市龙海区海澄镇豆巷村127号　手机", "福建省漳州市龙海区海澄镇豆巷村127号"),
        (
            "住址：香港新界沙田區大涌橋路52號富豪花園3座18樓D室",
            "香港新界沙田區大涌橋路52號富豪花園3座18樓D室",
        ),
        ("地址：四川省绵阳市涪城区临园路中段66号", "四川省绵阳市涪城区临园路中段66号"),
    ],
)
def test_a_mainland_or_hong_kong_address_is_one_value(text: str, value: str) -> None:
    assert _whole(text, value)


@pytest.mark.parametrize(
    "text", ["我在上海工作三年，後來回到广东省。", "湖北省人民医院的医生说要复诊"]
)
def test_a_province_in_prose_is_no_address(text: str) -> None:
    assert not any(s.type == "address" for s in detect(text))
