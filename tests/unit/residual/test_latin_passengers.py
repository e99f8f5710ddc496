"""Residual scan, a passenger's name as airlines write it and an airline's passport record
(worker/residual/latin.py, romanised_hits): SURNAME/GIVEN with an IATA title, a surname of the
table (romanised or CJK) or a passenger label; P/country/number/…/birth/…/SURNAME/GIVEN. And what
must pass: route, currency and unit pairs, a CJK word before a slash, the case's pseudonyms.
Invented names only."""

from __future__ import annotations

import pytest

from worker.residual import find

ISSUED = {"郭靜慧", "LAI/MEIFANG"}


def hits(text: str) -> list[tuple[str, str]]:
    return [(h.check, text[h.start : h.end]) for h in find(text, ISSUED)]


STOP = [
    ("訂位紀錄\n  1.TSENG/HUNGWEN MR  2.REYES/ANNA MAE MS", "TSENG/HUNGWEN"),
    ("訂位紀錄\n  1.TSENG/HUNGWEN MR  2.REYES/ANNA MAE MS", "REYES/ANNA MAE"),
    ("  3.司馬/TINGYU MSTR", "司馬/TINGYU"),
    ("旅客：CHOU/YI-HSUAN（同行一人）", "CHOU/YI-HSUAN"),
    ("乘客：MORALES/JUAN、LAI/MEIFANG", "MORALES/JUAN"),
    ("Passenger Name  OKAFOR/CHIDI  Seat 32A", "OKAFOR/CHIDI"),
    ("電子機票 HUANG/PEI-CHUN 已開票", "HUANG/PEI-CHUN"),
    ("SSR DOCS CI HK1 P/TWN/312456789/TWN/05FEB91/M/11MAR32/KO/CHENGYU/P2", "312456789"),
    ("SSR DOCS CI HK1 P/TWN/312456789/TWN/05FEB91/M/11MAR32/KO/CHENGYU/P2", "05FEB91"),
    ("SSR DOCS CI HK1 P/TWN/312456789/TWN/05FEB91/M/11MAR32/KO/CHENGYU/P2", "KO/CHENGYU"),
    ("P/IDN/C7712094/IDN/30DEC87/F/14JUL30/SITUMORANG/RINA", "SITUMORANG/RINA"),
]


@pytest.mark.parametrize(("text", "value"), STOP, ids=[v for _, v in STOP])
def test_a_passengers_name_or_passport_record_stops_the_document(text: str, value: str) -> None:
    assert value in [v for _, v in hits(text)]


PASS = [
    "航班 CI100 TPE/NRT 08:30",
    "匯率 USD/TWD 32.1",
    "AND/OR 條款",
    "欄位 N/A",
    "重量 KG/CM",
    "附件 PDF/JPG 檔",
    "手機／LINE：略",
    "工程師／SRE",
    "乘客：LAI/MEIFANG",
    "乘客：郭靜慧",
]


@pytest.mark.parametrize("text", PASS)
def test_pairs_that_are_no_name_pass(text: str) -> None:
    assert hits(text) == []
