"""Residual scan, places (worker/residual/places.py): addresses and land parcels left in output."""

from __future__ import annotations

import pytest

from worker.residual import scan

ISSUED = {
    "臺北市大安區新生南路三段897巷7弄6號",  # an issued fake address, whole
    "413信義路四段",  # the fake first line of an address
    "臺中市西區民權路88號",
    "〔地址1〕",
    "中正段6340地號",
}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED, {"臺灣臺中地方法院"})


STOP = [
    # the second line of an address whose first line was replaced
    ("住　　址：413信義路四段\n　　　　　　　　　　　　　　　91巷6號2樓\n電話", "address"),
    ("住〔地址1〕\n　　　　　　　　　　　　　復興街\n　　　　　　　　　118之2號", "address"),
    ("送達地址：413信義路四段\n　　　　　　　　 36號7樓之1（請寄此）", "address"),
    # a house number with a floor, a sub-number or a basement, without a road
    ("樓上28號之3住戶", "address"),
    ("搬到73號5樓後", "address"),
    ("店面在　204之6號", "address"),
    ("營業處所12號B1", "address"),
    # a road or a village and a number, no city
    ("（光華路81巷3號）　1,500元", "address"),
    ("捐款人住頂寮仔厝52號", "address"),
    ("後山村4鄰19號", "address"),
    ("住　太平路　一○七號", "address"),
    ("住興南街二十三之一號", "address"),
    ("老家在西門町三十四番地", "address"),
    ("三民路\n　　　　 5巷12弄3號", "address"),
    # OCR letters and full-width digits inside the number
    ("住　成功路\n　　　　 l2巷3O號", "address"),
    ("住址：中華路５５巷７號", "address"),
    # Latin addresses
    ("Address: No. 17, Minquan Rd., Xitun Dist.", "address"),
    ("3F, No. 8, Ln. 42, Zhongxiao E. Rd.", "address"),
    # land parcels
    ("坐落南屯區春社段二小段0417-0003地號", "land_parcel"),
    ("土地：文心段六七八地號", "land_parcel"),
    ("地號：溪洲段　O5l8-OOO2", "land_parcel"),
    ("越界占用1024地號土地", "land_parcel"),
    ("建物：太平段1193建號", "land_parcel"),
    ("中正段6340地號及東興段2277-1地號", "land_parcel"),
    ("中正段6340、6341-2地號", "land_parcel"),  # the second number of a list
]


@pytest.mark.parametrize(("text", "check"), STOP, ids=[f"{c}-{i}" for i, (_, c) in enumerate(STOP)])
def test_place_stops_the_document(text: str, check: str) -> None:
    assert f"residual:{check}" in checks(text)


PASS = [
    # the case's own pseudonyms, whole
    "住臺北市大安區新生南路三段897巷7弄6號",
    "送達處所：臺中市西區民權路88號",
    "住〔地址1〕",
    "坐落中正段6340地號",
    # case numbers, document numbers, statutes, exhibits
    "臺灣臺中地方法院113年度訴字第2048號",
    "本院112年度簡上字第77號判決",
    "金管銀法字第11201234號函",
    "依民法第184條第1項前段",
    "刑法第320條第1項",
    "原證3號、被證12號",
    "第5號證物",
    "第8號公報",
    # amounts and times, periods and quantities
    "新臺幣12,000元",
    "共3棟12樓",
    "於113年5月3日下午3時",
    "12坪、3房2廳",
    # a city or a district alone, a public road name without a number
    "在臺中市西區民權路上發生車禍",
    "沿中山路往南行駛",
]


@pytest.mark.parametrize("text", PASS)
def test_place_look_alike_passes(text: str) -> None:
    assert checks(text) == []


def test_the_hit_points_at_the_number_left() -> None:
    from worker.residual import find

    text = "住413信義路四段\n　　　　91巷6號2樓"
    hits = [h for h in find(text, ISSUED) if h.check == "residual:address"]
    assert any("91巷6號" in text[h.start : h.end] for h in hits)
    assert all(h.start >= text.index("91巷") for h in hits)
