"""Direct identifiers as people in Taiwan write them (issue 11), from the shapes outward: numbers
spaced out digit by digit or grouped by dots and slashes, a circle for a zero, CSV exports,
e-mail addresses spelled to dodge scrapers, links without a scheme, handles joined by an
underscore, password-shaped tokens, hardware addresses, bracketed and outer-island area codes,
house numbers written 25-1號, English labels. Recall first: a value counts when every character
but spaces lies inside ``replace`` spans, whatever their type. Every value is invented here;
look-alikes (dates, amounts, versions, case numbers, hotlines, words) must stay."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.detect.codes import find_loose_numbers
from worker.text.spans import DIRECT_IDENTIFIERS


def _covered(text: str, value: str) -> bool:
    start = text.index(value)
    spans = [s for s in detect(text, use_model=False) if s.action == "replace"]
    inside = {i for s in spans for i in range(s.start, s.end)}
    return all(i in inside for i in range(start, start + len(value)) if not text[i].isspace())


def _touched(text: str, value: str) -> bool:
    """Replaced as an identifier (event dates and masked names are replaced as what they are)."""
    start = text.index(value)
    end = start + len(value)
    return any(
        s.action == "replace" and s.start < end and start < s.end and s.type in DIRECT_IDENTIFIERS
        for s in detect(text, use_model=False)
    )


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # every digit spaced out, hyphens between groups
        (
            "匯入甲方帳戶：某某區農會 6 2 3 - 4 1 - 0 0 5 7 1 2 - 8。",
            "6 2 3 - 4 1 - 0 0 5 7 1 2 - 8",
        ),
        (
            "轉到 彰化銀行 7 3 1 4 - 0 2 - 4 4 8 6 1 9 - 0 0 之後說一聲",
            "7 3 1 4 - 0 2 - 4 4 8 6 1 9 - 0 0",
        ),
        ("你家電話還是 3 8 1 7 - 6 6 2 0 嗎？", "3 8 1 7 - 6 6 2 0"),
        (
            "my card 5 1 0 5 - 1 0 5 1 - 0 5 1 0 - 5 1 0 0 was charged",
            "5 1 0 5 - 1 0 5 1 - 0 5 1 0 - 5 1 0 0",
        ),
        ("我的號碼寫在這裡：K 5 9 3 0 2 6 1 7", "K 5 9 3 0 2 6 1 7"),
        ("工號 TQ-B 0 4 4 1 8 6", "TQ-B 0 4 4 1 8 6"),
        ("身分證 H 2 2 0 4 1 7 3 9 5", "H 2 2 0 4 1 7 3 9 5"),
        ("卡號 OOOO 3l58 4O27", "OOOO 3l58 4O27"),
        # grouped by dots or slashes
        ("身分證 Q123.987.654", "Q123.987.654"),
        ("帳號 6021.4478.3390", "6021.4478.3390"),
        ("信用卡 5105.1051.0510.5100", "5105.1051.0510.5100"),
        ("手機 0935/221/804", "0935/221/804"),
        ("存摺帳號 007/51/338642", "007/51/338642"),
        # a circle for a zero among digits
        ("身分證後四碼　T2○8817264（申請人寫成全碼）", "T2○8817264"),
        ("手機 09○3-128-447", "09○3-128-447"),
        # CSV exports
        (
            "時間,姓名,部門,員工編號,電子郵件\n"
            "2025/1/2 上午 9:01:02,某甲,法務室,Q20417,qq@example.org",
            "Q20417",
        ),
        ("姓名,員工編號,分機\n某乙,30558,214", "30558"),
        ("name,member_id,phone\nDora,GX20931,0933118204", "GX20931"),
        ("序,姓名,學號\n1,某丙,D11204877", "D11204877"),
        # numbers the phone rule does not own: 00… and 01… open no Taiwanese number
        ("｜A3｜某丁｜KT-F0711｜0006618245｜正常", "0006618245"),
        ("卡片 0113920784 停用", "0113920784"),
        # e-mail spelled to dodge scrapers
        ("信箱 mei_lin(at)example.com.tw", "mei_lin(at)example.com.tw"),
        ("寄到 hsu.yt [at] example [dot] net 就好", "hsu.yt [at] example [dot] net"),
        ("信箱：kuo88 AT example DOT org", "kuo88 AT example DOT org"),
        ("mail: tien77@example,com", "tien77@example,com"),
        ("Email：chen.hy @ example . com", "chen.hy @ example . com"),
        # links without a scheme, defanged schemes
        ("點這個 bit.ly/4kQw9Zp 看照片", "bit.ly/4kQw9Zp"),
        ("網址 reurl.cc/Xy7Q2b", "reurl.cc/Xy7Q2b"),
        ("我的部落格 blog.example.com.tw/~liyuan", "blog.example.com.tw/~liyuan"),
        ("釣魚網址 hxxps://login-verify.example.net/a", "hxxps://login-verify.example.net/a"),
        # an underscore joins a handle, label or not
        ("都用LINE，他叫 Wei_invest777」", "Wei_invest777"),
        ("My shop account is tina_in_kaohsiung, registered", "tina_in_kaohsiung"),
        ("LINE 通知：pei_wu", "pei_wu"),
        # a token built as a password rule asks
        ("新的是 Rvx#2027Jun! 用完刪掉", "Rvx#2027Jun!"),
        ("上次有人寫 Mt4!adminQ9 在 wiki", "Mt4!adminQ9"),
        # hardware addresses
        ("RFID：0B:77:C2:4E:19:A0", "0B:77:C2:4E:19:A0"),
        ("手機 Wi-Fi MAC 3c-5a-b4-01-9e-77", "3c-5a-b4-01-9e-77"),
        # area codes
        ("地政士 某某　(037)2231-5506", "(037)2231-5506"),
        ("電話 0836-22147", "0836-22147"),
        ("(0826)31455", "(0826)31455"),
        # house numbers with a hyphen for 之
        ("住桃園市中壢區中央西路二段87-3號", "桃園市中壢區中央西路二段87-3號"),
        ("臺中市北區三民路3段129-6號5樓", "臺中市北區三民路3段129-6號5樓"),
        ("送到和平路45-2號3樓", "和平路45-2號3樓"),
        # English labels of bilingual forms
        ("Patient No. 00518277", "00518277"),
        ("Employee ID: HR-00412", "HR-00412"),
        ("Member No. 88301", "88301"),
        ("案主編號 C-0081", "C-0081"),
        # an NHI card's twelve digits opening with 0000, OCR zeros included
        ("卡號 OOOO 5l26 7O38\n\n代辦人", "OOOO 5l26 7O38"),
        ("0000 3391 2804 是他的", "0000 3391 2804"),
        ("卡號：0000-4417-9021", "0000-4417-9021"),
        # a code led by letters and digits, then its digits spaced out
        ("序號 KX22R-3 1 7 0 0 5 8 2，對嗎", "KX22R-3 1 7 0 0 5 8 2"),
        ("機身序號 AB7-0 0 4 1 9 2", "AB7-0 0 4 1 9 2"),
        # a login after a handle label, no colon
        ("ERP 帳號 linqy → 停用", "linqy"),
        ("使用者名稱 chentw 已鎖定", "chentw"),
        # a generic …編號 label before a licence-style number
        ("監所編號北監字第4417號，請送達", "北監字第4417號"),
        ("收容編號 宜收字第0925號", "宜收字第0925號"),
        # a number continues after its landline-shaped head: the whole number
        ("043\t某某\t082-511-3307-16\t信貸", "082-511-3307-16"),
        ("某甲　　7051-22-041837　　入帳", "7051-22-041837"),
        # 轉 before a mobile: the mobile, not an extension
        ("雇主 (04)2233-118 轉 0933 812 406（手機）", "0933 812 406"),
        ("電話 07-555-1234 轉 0918-220-731", "0918-220-731"),
        # # and digits after a name: an extension without its label
        ("承辦：某某某 #6021", "#6021"),
        ("經辦某某＃3305，覆核某某", "＃3305"),
        # a client's 案號 written as a code (a court's is 年度…字第…號)
        ("個案：某某　案號 TPE-EI-115-0417", "TPE-EI-115-0417"),
        ("社工案號 NTC1140288", "NTC1140288"),
        # the country code without its plus, a link after a full-width colon
        ("電話 886-7-3312456", "886-7-3312456"),
        ("網址：lin.blogspot.com/2025/02/diary.html", "lin.blogspot.com/2025/02/diary.html"),
        # Chinese digits in hyphenated groups
        ("帳號：〇四二-七七一-三九〇八五二", "〇四二-七七一-三九〇八五二"),
        ("匯到 八二二-〇一三五-七七二一九 那個", "八二二-〇一三五-七七二一九"),
        # any field labelled like a number's name, then a colon, holds a code
        ("本所檔號：731204", "731204"),
        ("會號：55017", "55017"),
        ("就診號：90412", "90412"),
        ("會員ID：661203", "661203"),
        ("宿舍房號：3127", "3127"),
        ("受理證：22871", "22871"),
        # a plate spelled out, masked or read in Chinese digits after its label
        ("車號 R-D-K 4471", "R-D-K 4471"),
        ("車牌 B K R - 6 0 2 1", "B K R - 6 0 2 1"),
        ("車號 MQA-三八零一", "MQA-三八零一"),
        ("車號 TKE-45**", "TKE-45**"),
        ("車牌：AW□-7730", "AW□-7730"),
        # a user name masked by a marketplace
        ("評價｜m*****3｜2026-01-04", "m*****3"),
        ("買家 ch***en 已領貨", "ch***en"),
        # Chinese digits inside an ASCII number
        ("手機 0958-七二一-304", "0958-七二一-304"),
        ("手機 09三七118246", "09三七118246"),
        ("帳號 7051 二二 041837", "7051 二二 041837"),
        # a lower-case id label, a Chinese display name mentioned with @
        ("ptt id: qiuHan", "qiuHan"),
        ("Id：momo_0821", "momo_0821"),
        ("@林佩君 你看這個", "@林佩君"),
        ("回覆 @阿凱：收到", "@阿凱"),
        # a village named by its side (前 / 後) before its house number
        ("他住在後湖厝27號", "後湖厝27號"),
        ("阿公家在前寮8號", "前寮8號"),
        ("林某某（後山寮41號）500元", "後山寮41號"),
        # a bracketed ZIP code opens the address
        ("郵寄地址：(302)新竹縣竹北市光明六路80號", "(302)新竹縣竹北市光明六路80號"),
        ("（11049）臺北市信義區松德路12號3樓", "（11049）臺北市信義區松德路12號3樓"),
        ("【807】高雄市三民區建工路5號", "【807】高雄市三民區建工路5號"),
    ],
)
def test_identifier_shapes_are_replaced(text: str, value: str) -> None:
    assert _covered(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("113.05.06 言詞辯論", "113.05.06"),
        ("2024.11.30 14:00 開會", "2024.11.30"),
        ("於 2025/03/07 報案", "2025/03/07"),
        ("金額 1.234.567", "1.234.567"),
        ("版本 1.2.3 已上線", "1.2.3"),
        ("請撥 0800-211-735 客服", "0800-211-735"),
        ("臺灣臺北地方法院 113 年度訴字第 1234 號", "1234"),
        ("依刑法第 339 條之 4 第 1 項", "339"),
        ("新臺幣 1,234,567 元", "1,234,567"),
        ("統一編號 24681357（某某股份有限公司）", "24681357"),
        ("王○明 到場", "王○明"),
        ("分數 3 4 5 次", "3 4 5"),
        ("請用 snake case 命名", "snake case"),
        ("Python 3.12 and C# are languages", "C#"),
        ("總計 NT$12,000 元", "NT$12,000"),
        ("於113年1-2月間", "1-2"),
        ("時間 14:30:05", "14:30:05"),
        ("帳號 and 密碼 are both required", "and"),
        ("本院 114 年度訴字第 882 號案號", "882"),
        ("第3組#12號", "#12"),
        ("案件編號：113年度訴字第1234號", "113年度訴字第1234號"),
        ("共 886 人出席", "886"),
        ("第一二-三四五條", "一二-三四五"),
        ("2025年3月一二日", "一二"),
        ("第1段一二三號", "一二三"),
        ("the idea is good, user id: 12", "12"),
        ("車號待查，車牌號碼 尚未領牌", "車牌號碼"),
        ("車號是XRT1290五月才換", "五"),
        ("型號：482913 冷氣", "482913"),
        ("批號：730112", "730112"),
        ("郵遞區號：106", "106"),
        ("頁碼：1204", "1204"),
        ("發文字號：府社字第1130012號", "1130012"),
    ],
)
def test_look_alikes_stay(text: str, value: str) -> None:
    assert not _touched(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "格 1 2 3 4 5 6 7 8 9 10 11 12",
        "欄 3 4 5 6 7 8 9",
        "2025.03.07 14:00 開庭",
        "113/9/3-114/1/14",
    ],
)
def test_no_loose_number_in_a_ruler_a_date_or_a_range(text: str) -> None:
    assert list(find_loose_numbers(text)) == []


@pytest.mark.parametrize(
    ("text", "address"),
    [("之後埔里路5號的店", "埔里路5號"), ("以前中寮路12號那間", "中寮路12號")],
)
def test_a_side_word_before_a_road_is_no_part_of_it(text: str, address: str) -> None:
    spans = [s for s in detect(text, use_model=False) if s.type == "address"]
    assert [text[s.start : s.end] for s in spans] == [address]
