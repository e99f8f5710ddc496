"""The residual scan as the last line (worker/residual/__init__.py, births.py, codes.py): values the
detector left in an output, written as people write them (bullets between groups, spaced hyphens, a
lost bracket, +886 (0), another country's code, wrapped across a line, an English caption between
label and value, a plate without its hyphen, a handle after an app's name, a chat speaker) stop the
document; look-alikes pass. Every value is invented."""

from __future__ import annotations

import pytest

from worker.residual import find, scan

ISSUED = {"〔甲〕", "〔乙〕", "〔電話1〕", "〔帳號1〕", "〔車牌1〕", "〔日期1〕", "〔地址1〕"}


def hit_at(text: str, value: str) -> list[str]:
    a = text.index(value)
    b = a + len(value)
    return [h.check for h in find(text, ISSUED) if h.start < b and a < h.end]


STOP = [
    # phones
    ("聯絡電話：0935•218•407\n", "0935•218•407"),
    ("電話 (037)462-118 白天", "(037)462-118"),
    ("電話：02)2758-3316\n", "02)2758-3316"),
    ("電話：+886 (0)935-218-407\n", "+886 (0)935-218-407"),
    ("越南家人電話 +84 91 447 2093", "+84 91 447 2093"),
    ("告訴人稱被告以0935-2\n18-407多次來電", "0935-2\n18-407"),
    ("聯絡電話：(04)22\n36-5190\n", "(04)22\n36-5190"),
    ("公司 04-22365190ext.315 找我", "04-22365190"),
    # identity numbers and accounts wrapped across a line
    ("身分證字號：M179\n907511，住址詳卷", "M179\n907511"),
    ("匯款帳號：013-22-\n804517-6\n戶名：〔甲〕", "013-22-\n804517-6"),
    # passports: a mixed code after the label
    ("護照號碼 Passport No.：D7K2M48QX\n", "D7K2M48QX"),
    ("我的護照號碼是W3P9R52TT喔", "W3P9R52TT"),
    # the last digits of an account, in other words and with captions
    ("末四碼 Last 4：4417\n", "4417"),
    ("帳號末五碼 :  20935 ，以上無誤", "20935"),
    ("卡片末四位 5520", "5520"),
    ("尾數8842的帳戶", "8842"),
    # codes after a label with an English caption
    ("員工編號 Employee No.：KD-55019\n", "KD-55019"),
    ("車身號碼 VIN：RFB7702219\n", "RFB7702219"),
    ("病歷號 MRN：O0427719\n", "O0427719"),
    ("兵籍號碼：WQ-30419", "WQ-30419"),
    # plates
    ("車號 Plate No.：RAK5073\n", "RAK5073"),
    ("車號：QM 6071\n", "QM 6071"),
    ("被告駕駛RAK5073號自用小客車", "RAK5073"),
    ("其所有之EPX618號普通重型機車", "EPX618"),
    # handles
    ("IG：yuting_0305", "yuting_0305"),
    ("加我LINE：bin.luo77", "bin.luo77"),
    ("我的Line是moonriver_tw", "moonriver_tw"),
    ("Telegram kuo88 再聯絡", "kuo88"),
    ("LINE：\ncat.in.hat", "cat.in.hat"),
    ("[21:07] yuting_0305：東西還在嗎\n[21:08] 〔乙〕：在", "yuting_0305"),
    ("蝦皮賣家 moonriver_tw 已出貨", "moonriver_tw"),
    ("買家：Ruby.Lo.21", "Ruby.Lo.21"),
    # a Latin address after CJK text
    ("住No. 18, Ln. 7, Sec. 3, Minquan E. Rd., Taipei", "No. 18"),
    # dates of birth
    ("我的生日是Nov 3, 1990喔", "Nov 3, 1990"),
    ("出生日期：民國79年\n11月3日\n", "民國79年\n11月3日"),
    ("出生日期：1990-\n11-03\n", "1990-\n11-03"),
    ("出生年月日：079/\n11/03", "079/\n11/03"),
]


@pytest.mark.parametrize(("text", "value"), STOP, ids=[v for _, v in STOP])
def test_a_value_the_detector_left_stops_the_document(text: str, value: str) -> None:
    assert hit_at(text, value), scan(text, ISSUED)


PASS = [
    "免付費客服0800-088-885",
    "如遇詐騙請撥165",
    "本院113年度訴字第2281號",
    "被告應給付新臺幣2,417,300元",
    "依刑法第339條之4第1項",
    "中華民國113年9月27日",
    "LINE Pay 付款 300 元",
    "本賣場買家 120 人好評",
    "IG Story 已刪除",
    "年度\t件數\n2023\n2024\n2025\n",
    "第2023\n2024號",
    "頁次 12\n13",
    "[14:02] 〔甲〕：好\n[14:03] 〔乙〕：收到",
    "車輛：自小客車\n車號：〔車牌1〕",
    "聯穎精密股份有限公司（統一編號：53318402）",
    "開庭日期\t案號\n113/05/12\t113年度訴字第123號\n",
]


@pytest.mark.parametrize("text", PASS)
def test_a_look_alike_passes(text: str) -> None:
    assert scan(text, ISSUED) == []
