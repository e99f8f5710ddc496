"""Residual scan, personal codes (worker/residual/codes.py): a code after a personal label and a
person's licence number stop an output; case numbers, letters' numbers, amounts do not."""

from __future__ import annotations

import pytest

from worker.residual import scan

ISSUED = {"EMP-30417", "PL-5520-118273", "(112)中市經字第007711號"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED)


STOP = [
    "員編：KX-58213",
    "工號 No. Karyawan：QT-F318",
    "員工編號 RM 7O4l8",  # spaced and OCR-damaged
    "病歷號碼 00738215",
    "病患編號：H2207316",
    "戶號：0287416",
    "學號 B11207342",
    "准考證號碼 31120045",
    "保單號碼：PL-5520-118273（醫療）／PL-6631-207745（壽險）",  # the second of a list
    "會員編號 M0093721、M0093722",
    "Member ID: GX2281937",
    "Patient ID 7731-0092",
    "契約編號：LN-2024-00813",
    "證書字號：(109)新北經字第005521號",
    "地政士證書 (97)台內地登字第012233號",
    "醫師：某某　醫字第041177號",
    "藥師字第027731號",
    # any other label of a person's number
    "理賠案件編號：CL-2024-05531",
    "訂單編號 TW24091877",
    "會員卡卡號 880012934",
    # a resident's unit beside a chat display name
    "【20:15】蔡姐 C3-12：車位又被停了",
    "[08:02] 王先生 2F-15：收到",
]


@pytest.mark.parametrize("text", STOP)
def test_personal_code_stops_the_document(text: str) -> None:
    assert "residual:id_number" in checks(text)


PASS = [
    # the case's own pseudonyms
    "員工編號：EMP-30417",
    "保單號碼：PL-5520-118273",
    "證書字號：(112)中市經字第007711號",
    # case numbers, letters' and firms' numbers
    "本院112年度家護字第1234號",
    "臺北市政府113年5月2日府授經字第1130012345號函",
    "存證號碼 第 001873 號",
    "管理業登記字號：中市都業字第000318號",
    "統一編號：24839157",
    # a label followed by no code, a date or a short number
    "（證號同身分證），有效期限 116.01.30",
    "病歷號碼：不詳",
    "員編 12",
    # amounts, statutes, procedural dates
    "保單價值新臺幣120,000元",
    "依保險法第64條",
    "中華民國113年4月12日",
    "【20:15】B2 停車場見，車位 B2-47 旁",
    # a form's own serial, a receipt's number
    "編號：OSH-113-007",
    "收據No.0032871",
    # labels before no code
    "身分證字號 ID No.：",
    "Thai ID Card No.：",
]


SPOKEN = [
    "電話是零九三一、二四七、五八六對嗎",
    "手機 零九五五 一二三 四四八",
    "市話零四，二二五三，七七一九",
]


@pytest.mark.parametrize("text", SPOKEN)
def test_a_phone_read_out_in_chinese_digits_stops_the_document(text: str) -> None:
    assert "residual:phone" in checks(text)


HANDLES = ["傳LINE給媽媽（lan.tran77），她看得懂", "臉書「kiki_0412」", "IG（mei.chen.tw）"]


@pytest.mark.parametrize("text", HANDLES)
def test_a_handle_near_an_app_stops_the_document(text: str) -> None:
    assert "residual:social_handle" in checks(text)


@pytest.mark.parametrize("text", ["傳LINE給媽媽（Mama）", "LINE（官方帳號）"])
def test_a_word_in_brackets_near_an_app_passes(text: str) -> None:
    assert checks(text) == []


@pytest.mark.parametrize(
    "text", ["民國一百一十三年二月", "第一二三四五六七八九條", "共三四五人", "二零二四年"]
)
def test_chinese_numerals_that_are_no_phone_pass(text: str) -> None:
    assert checks(text) == []


@pytest.mark.parametrize("text", PASS)
def test_code_look_alike_passes(text: str) -> None:
    assert checks(text) == []
