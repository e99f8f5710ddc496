"""What looks like a direct identifier but is none stays untaken by the detector: amounts, 案號,
statute numbers, procedural dates, public hotlines and toll-free lines, a firm's 統一編號 in the
firm's context, times, versions, model names, and the case's own pseudonyms. Every value is
invented; the rows are new variants of each kind, not the forms the rules were written on.
"""

from __future__ import annotations

import pytest

from tests.unit.helpers import describe, nth, overlapping
from worker.detect import detect
from worker.text import spans as T

DIRECT = T.DIRECT_IDENTIFIERS | {T.DATE_OF_BIRTH, T.ADDRESS, T.LAND_PARCEL}

UNTAKEN = [
    # amounts
    ("被告應連帶給付原告新臺幣2,417,300元及法定遲延利息", "2,417,300"),
    ("請求損害賠償NT$880,000整", "880,000"),
    ("總計 3416720 元", "3416720"),
    ("保險金額 2000000 元", "2000000"),
    # 案號, statutes, document numbers
    ("臺灣臺中地方法院112年度重訴字第2281號判決", "2281"),
    ("臺灣高等法院臺南分院113年度上訴字第906號", "906"),
    ("113年度偵字第40917號起訴書", "40917"),
    ("依刑法第339條之4第1項第2款", "339"),
    ("違反洗錢防制法第19條第1項", "19"),
    ("發文字號：中市警刑字第1130047712號", "1130047712"),
    # procedural dates
    ("中華民國113年9月27日", "113年9月27日"),
    ("本院於113年10月2日言詞辯論終結", "113年10月2日"),
    ("宣判日期 113.11.06", "113.11.06"),
    # public lines
    ("如遇詐騙請撥165反詐騙諮詢專線", "165"),
    ("台中市民當家熱線1999", "1999"),
    ("免付費客服0800-088-885", "0800-088-885"),
    ("申訴專線 0809 090 123", "0809 090 123"),
    ("緊急請撥110或119", "119"),
    # a firm's 統一編號 in the firm's context
    ("聯穎精密股份有限公司（統一編號：53318402）", "53318402"),
    ("賣方：晴岳建設股份有限公司，統一編號 28840613", "28840613"),
    ("禾豐工作室統編 90417736", "90417736"),
    ("雇主：晶岳光電股份有限公司\n　　統一編號：72480315\n", "72480315"),  # the firm a line above
    ("賣方　　沛霖貿易有限公司\n負責人：某甲\n統編：61207734", "61207734"),
    # times, versions, models
    ("時間：21:47:09", "21:47:09"),
    ("App 版本 v5.12.3 已更新", "5.12.3"),
    ("型號 GTX1660 顯示卡", "GTX1660"),
    # the case's own pseudonyms
    ("原告〔甲〕住〔地址3〕，電話〔電話2〕", "〔電話2〕"),
    ("匯入〔帳號1〕之款項", "〔帳號1〕"),
]


@pytest.mark.parametrize(("text", "value"), UNTAKEN, ids=[v for _, v in UNTAKEN])
def test_a_look_alike_is_not_taken_as_a_direct_identifier(text: str, value: str) -> None:
    a, b = nth(text, value)
    bad = [s for s in overlapping(detect(text), a, b) if s.action == T.REPLACE and s.type in DIRECT]
    assert not bad, describe(text, bad)
