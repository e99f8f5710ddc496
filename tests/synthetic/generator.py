"""Deterministic generator of synthetic Taiwanese legal documents with gold spans.

Everything produced here is FICTIONAL: names are drawn from small pools of
common name parts, identifiers are random (身分證統一編號 with a valid check
digit), e-mails and URLs use example.com/org/net only.  Stdlib only; the same
``seed`` always gives the same output.

Markup
------
Documents are rendered from templates.  A template is plain text with slots in
braces; rendering replaces each slot and, for slots that carry personal data
or kept names, records an entity with code-point offsets into the final text:

``{A}`` ``{B}`` ``{C}``        full name of party A (原告/債權人/甲方/告訴人),
                               B (被告/債務人/乙方) or C (證人/連帶保證人) -> person
``{A.short}``                  surname + honorific: 陳小姐, 王先生, 林君  -> person
``{A.given}``                  given name only, as in chats: 美玲         -> person
``{A.id}``                     身分證統一編號                             -> tw_id
``{A.dob}``                    民國72年4月18日                            -> date_of_birth
``{A.mobile}`` ``{A.tel}``     0912-345-678, (02)2345-6789               -> phone
``{A.email}`` ``{A.url}``      ...@example.net, https://www.example.org/... -> email, url
``{A.addr}``                   縣市 區 路 段 巷 弄 號 樓 之               -> address
``{A.acct}``                   bank account number                       -> bank_account
``{A.plate}`` ``{A.line}``     ABC-1234, LINE ID                         -> licence_plate,
social_handle ``{J}`` ``{CL}`` ``{PR}`` ``{LW}`` ``{IN}``
                               法官, 書記官, 檢察官, 律師, 通譯          -> official (keep)
``{COURT}`` ``{PROS}`` ``{POLICE}`` ``{POST}``
                               法院, 檢察署, 警察機關, 郵局              -> agency (keep)

Lower-case slots (``{date}``, ``{amount}``, ``{caseno}`` ...) are filled with
non-personal values and produce no entity.  Literal template text may contain
ordinary words that are also names (高明, 周全, 林立); they are never entities,
which tests that a detector does not replace them.

Each document is a header, body sentences drawn (seeded) from the kind's pool
until the text reaches about ``chars`` characters (a long target goes through
the pool again with fresh dates and amounts), and a footer.  A case groups
2-4 documents of one story (civil or criminal) sharing the same people,
identifiers and officials.

Usage: ``python -m tests.synthetic.generator --n 100 --seed 0 --out docs.jsonl``
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from dataclasses import dataclass, field
from datetime import datetime, timedelta

# --------------------------------------------------------------------------- pools
SURNAMES = [
    ("陳", "chen"),
    ("林", "lin"),
    ("黃", "huang"),
    ("張", "chang"),
    ("李", "lee"),
    ("王", "wang"),
    ("吳", "wu"),
    ("劉", "liu"),
    ("蔡", "tsai"),
    ("楊", "yang"),
    ("許", "hsu"),
    ("鄭", "cheng"),
    ("謝", "hsieh"),
    ("郭", "kuo"),
    ("洪", "hung"),
    ("曾", "tseng"),
    ("賴", "lai"),
    ("游", "yu"),
    ("張簡", "changchien"),
    ("范姜", "fanchiang"),
    ("歐陽", "ouyang"),
    ("司馬", "szuma"),
]
GIVEN_F = [
    ("美玲", "meiling"),
    ("淑芬", "shufen"),
    ("雅婷", "yating"),
    ("怡君", "yichun"),
    ("婉婷", "wanting"),
    ("慧君", "huichun"),
    ("佩珊", "peishan"),
    ("雅雯", "yawen"),
    ("郁婷", "yuting"),
    ("家瑜", "chiayu"),
]
GIVEN_M = [
    ("志明", "chihming"),
    ("建宏", "chienhung"),
    ("俊傑", "chunchieh"),
    ("國華", "kuohua"),
    ("柏翰", "pohan"),
    ("承恩", "chengen"),
    ("冠宇", "kuanyu"),
    ("宗翰", "tsunghan"),
    ("家豪", "chiahao"),
    ("文彬", "wenpin"),
]
# Names that are also ordinary words; the word form appears in some templates.
HOMOGRAPHS = [
    ("周", "全", "chouchuan", "M"),
    ("高", "明", "kaoming", "M"),
    ("林", "立", "linli", "M"),
    ("江", "山", "chiangshan", "M"),
]
ABORIGINAL = [
    ("比令", "亞布", "pilin", "M"),
    ("瓦旦", "達利", "watan", "M"),
    ("巴奈", "古拉斯", "panai", "F"),
    ("伊萬", "納威", "iwan", "F"),
]
# city, ID letter, landline area code, landline digits, {district: [roads]}
CITIES = [
    (
        "臺北市",
        "A",
        "02",
        8,
        {"大安區": ["和平東路", "復興南路"], "中山區": ["松江路", "民生東路"]},
    ),
    ("新北市", "F", "02", 8, {"板橋區": ["文化路", "中山路"], "新店區": ["北新路"]}),
    ("桃園市", "H", "03", 7, {"中壢區": ["中北路", "中正路"], "桃園區": ["復興路"]}),
    ("臺中市", "B", "04", 8, {"西屯區": ["河南路", "西屯路"], "南屯區": ["公益路"]}),
    ("臺南市", "D", "06", 7, {"東區": ["東門路", "長榮路"]}),
    ("高雄市", "E", "07", 7, {"三民區": ["建國二路", "九如一路"], "苓雅區": ["四維三路"]}),
    ("新竹市", "O", "03", 7, {"東區": ["光復路", "建功路"]}),
    ("宜蘭縣", "G", "03", 7, {"羅東鎮": ["中正北路"], "宜蘭市": ["神農路"]}),
]
COURTS = [
    "臺灣臺北地方法院",
    "臺灣新北地方法院",
    "臺灣桃園地方法院",
    "臺灣臺中地方法院",
    "臺灣臺南地方法院",
    "臺灣高雄地方法院",
    "臺灣新竹地方法院",
    "臺灣宜蘭地方法院",
]
POLICE = ["臺北市政府警察局大安分局", "新北市政府警察局板橋分局", "高雄市政府警察局三民第一分局"]
POSTS = ["臺北和平郵局", "板橋文化路郵局", "高雄三民郵局"]
BANKS = ["臺灣銀行", "第一商業銀行", "國泰世華商業銀行", "中華郵政"]
CLAIMS = ["返還借款", "損害賠償", "給付票款", "返還租賃物"]
CHINESE_NUM = "一二三四五六七八九十"

LETTER_CODES = dict(
    zip(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        [
            10,
            11,
            12,
            13,
            14,
            15,
            16,
            17,
            34,
            18,
            19,
            20,
            21,
            22,
            35,
            23,
            24,
            25,
            26,
            27,
            28,
            29,
            32,
            30,
            31,
            33,
        ],
        strict=True,
    )
)
WEIGHTS = (1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1)


def tw_id_valid(value: str) -> bool:
    """Checksum of a 身分證統一編號 (and of new-style resident numbers)."""
    if not re.fullmatch(r"[A-Z][1289]\d{8}", value):
        return False
    digits = [int(c) for c in str(LETTER_CODES[value[0]])] + [int(c) for c in value[1:]]
    return sum(w * d for w, d in zip(WEIGHTS, digits, strict=True)) % 10 == 0


def make_tw_id(rng: random.Random, letter: str, gender: str) -> str:
    body = (
        letter
        + ("1" if gender == "M" else "2")
        + "".join(rng.choice("0123456789") for _ in range(7))
    )
    return next(body + str(d) for d in range(10) if tw_id_valid(body + str(d)))


# ------------------------------------------------------------------------- people
@dataclass
class Person:
    name: str
    surname: str
    given: str
    gender: str
    fields: dict[str, str] = field(default_factory=dict)

    def short(self) -> str:
        return self.surname + self.fields["honorific"]


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def make_person(rng: random.Random, used: set[str], kind: str = "normal") -> Person:
    """A fictional person with a full set of identifiers; surname and given name
    are unique within ``used`` so that short forms stay unambiguous."""
    while True:
        if kind == "homograph":
            sur, giv, roman, gender = rng.choice(HOMOGRAPHS)
        elif kind == "aboriginal":
            giv, sur, roman, gender = rng.choice(ABORIGINAL)
        else:
            sur, sur_r = rng.choice(SURNAMES)
            gender = rng.choice("MF")
            giv, giv_r = rng.choice(GIVEN_F if gender == "F" else GIVEN_M)
            roman = f"{giv_r}.{sur_r}"
        if sur not in used and giv not in used:
            break
    used.update((sur, giv))
    name = f"{giv}‧{sur}" if kind == "aboriginal" else sur + giv
    if kind == "aboriginal":  # short forms use the personal name: 比令先生
        sur = giv
    city, letter, area, tel_len, districts = rng.choice(CITIES)
    district = rng.choice(sorted(districts))
    addr = city + district + rng.choice(districts[district])
    if rng.random() < 0.6:
        addr += rng.choice(CHINESE_NUM[:4]) + "段"
    if rng.random() < 0.6:
        addr += f"{rng.randint(2, 300)}巷"
        if rng.random() < 0.4:
            addr += f"{rng.randint(1, 12)}弄"
    addr += f"{rng.randint(1, 400)}號"
    if rng.random() < 0.7:
        addr += f"{rng.randint(2, 15)}樓"
        if rng.random() < 0.4:
            addr += f"之{rng.randint(1, 5)}"
    local = _digits(rng, tel_len)
    local = ("2" if tel_len == 8 else rng.choice("2345")) + local[1:]
    local = f"{local[:-4]}-{local[-4:]}"
    tel = f"({area}){local}" if rng.random() < 0.5 else f"{area}-{local}"
    mobile = f"09{_digits(rng, 2)}-{_digits(rng, 3)}-{_digits(rng, 3)}"
    tld = rng.choice(["com", "org", "net"])
    dob = f"民國{rng.randint(50, 90)}年{rng.randint(1, 12)}月{rng.randint(1, 28)}日"
    acct = _digits(rng, rng.choice([12, 13, 14]))
    plate = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) + "-" + _digits(rng, 4)
    handle = roman.replace(".", "_") + _digits(rng, 2)
    honorific = "君" if rng.random() < 0.3 else ("小姐" if gender == "F" else "先生")
    if len(giv) == 1:  # 周全 is called 周全, not 全
        giv = name
    return Person(
        name,
        sur,
        giv,
        gender,
        {
            "id": make_tw_id(rng, letter, gender),
            "dob": dob,
            "addr": addr,
            "tel": tel,
            "mobile": mobile,
            "email": f"{roman}{_digits(rng, 2)}@example.{tld}",
            "url": f"https://www.example.{tld}/{handle}",
            "acct": acct,
            "plate": plate,
            "line": handle,
            "honorific": honorific,
        },
    )


FIELD_TYPES = {
    "name": "person",
    "short": "person",
    "given": "person",
    "id": "tw_id",
    "dob": "date_of_birth",
    "addr": "address",
    "tel": "phone",
    "mobile": "phone",
    "email": "email",
    "url": "url",
    "acct": "bank_account",
    "plate": "licence_plate",
    "line": "social_handle",
}

# ---------------------------------------------------------------------- templates
# kind -> (header, body sentence pool, footer, numbering style)
CIVIL = {
    "借款契約": (
        "借款契約書\n立契約書人\n甲方（貸與人即債權人）：{A}\n身分證統一編號：{A.id}\n住址"
        "：{A.addr}\n電話：{A.tel}\n乙方（借用人即債務人）：{B}\n身分證統一編號：{B.id}\n出生日期"
        "：{B.dob}\n住址：{B.addr}\n電話：{B.mobile}\n電子郵件：{B.email}\n",
        [
            "甲方同意貸與乙方新臺幣{amount}元，並匯入乙方帳戶（帳號：{B.acct}）。",
            "乙方應於民國{date}前清償全部本金。",
            "利息按年息百分之五計算，乙方應每月匯入甲方帳戶（帳號：{A.acct}）。",
            "丙方{C}（身分證統一編號：{C.id}，住{C.addr}）為乙方之連帶保證人。",
            "乙方提供車牌號碼{B.plate}之自用小客車一輛作為擔保。",
            "雙方同意以{COURT}為第一審管轄法院。",
        ],
        "甲方：{A}（簽章）\n乙方：{B}（簽章）\n中華民國{date}\n",
        "article",
    ),
    "LINE對話紀錄": (
        "[LINE] 與{B.given}的聊天記錄\n儲存日期：{saved}\n\n{ymd}\n",
        [
            "{hm}\t{A}\t{B.given}，這個月的錢還沒收到喔",
            "{hm}\t{B}\t{A.given}抱歉，下禮拜一定匯",
            "{hm}\t{A}\t我的帳號是{A.acct}，不要再匯錯了",
            "{hm}\t{B}\t我手機換了，新號碼{B.mobile}",
            "{hm}\t{A}\t你再不處理，我就請{C.given}出面了",
            "{hm}\t{B}\t我的LINE ID是{B.line}，有事直接找我",
            "{hm}\t{A}\t[照片]",
            "{hm}\t{A}\t說好的還款計畫要周全一點，不要每次都拖",
        ],
        "{hm}\t{A}\t已讀不回是什麼意思？\n",
        "none",
    ),
    "存證信函": (
        "郵局存證信函用紙\n{POST}\n存證信函第{n}號\n一、寄件人\n姓名：{A}\n詳細地址：{A.addr}\n"
        "二、收件人\n姓名：{B}\n詳細地址：{B.addr}\n敬啟者：\n",
        [
            "台端於民國{date}向本人借款新臺幣{amount}元，迄未清償。",
            "本人多次以電話{A.mobile}及LINE聯繫台端，均未獲回應。",
            "請於函到七日內將款項匯入本人帳戶（帳號：{A.acct}）。",
            "連帶保證人{C}亦應負清償責任，副本併送{C.short}。",
            "逾期本人將依法訴請{COURT}裁判，勿謂言之不預。",
        ],
        "寄件人：{A}\n中華民國{date}\n",
        "list",
    ),
    "電子郵件": (
        "寄件者：{A} <{A.email}>\n收件者：{B} <{B.email}>\n日期：{ymd} "
        "{hm}\n主旨：欠款事宜\n\n{B.short}您好：\n",
        [
            "關於您積欠的新臺幣{amount}元，請於本月底前匯入我的帳戶{A.acct}。",
            "我多次撥打您的手機{B.mobile}都沒有接。",
            "相關單據我放在 {A.url} ，請參考。",
            "如有問題請回電{A.tel}。",
            "如再無回應，我將委請{LW}律師處理。",
        ],
        "\n{A}\n手機：{A.mobile}\n",
        "none",
    ),
    "起訴狀": (
        "民事起訴狀\n原　　告　{A}　身分證統一編號：{A.id}\n　　　　　住{A.addr}\n　　　　　電話"
        "：{A.mobile}\n訴訟代理人　{LW}律師\n被　　告　{B}　身分證統一編號：{B.id}\n　　　　　"
        "住{B.addr}\n為請求{claim}事件，依法起訴事：\n訴之聲明\n被告應給付原告新臺幣{amount}元"
        "。\n事實及理由\n",
        [
            "被告{B}於民國{date}向原告借款新臺幣{amount}元，約定屆期一次清償。",
            "原告多次以電話{B.mobile}聯絡{B.short}，均未獲置理。",
            "原告已將款項匯入被告指定之帳戶（帳號：{B.acct}），有匯款紀錄可證。",
            "被告前以電子郵件{B.email}回覆稱資金周轉不靈。",
            "連帶保證人{C}（身分證統一編號：{C.id}）亦應負連帶清償責任。",
            "被告手段高明，刻意規避原告聯繫。",
        ],
        "此　致\n{COURT}　公鑒\n中華民國{date}\n具狀人　{A}\n撰狀人　{LW}律師\n",
        "list",
    ),
    "言詞辯論筆錄": (
        "{COURT}民事庭言詞辯論筆錄\n{caseno}\n原　告　{A}\n被　告　{B}\n"
        "上列當事人間請求{claim}事件，於中華民國{date}在本院第{n}法庭公開言詞辯論，出席職員如下：\n"
        "法　官　{J}\n書記官　{CL}\n通　譯　{IN}\n朗讀案由。\n",
        [
            "法官問原告：請陳述事實？\n原告{A}答：{B.short}向我借錢後就不接電話，{B.mobile}一直關機"
            "。",
            "法官問證人：年籍資料？\n證人答：我是{C}，{C.dob}生，身分證統一編號{C.id}，"
            "住{C.addr}。",
            "法官問被告：對原告主張有何意見？\n被告{B}答：我有還過一部分，匯到{A.short}的帳"
            "戶{A.acct}。",
            "法官問被告：目前聯絡方式？\n被告答：電話{B.mobile}，電子郵件{B.email}。",
            "法官問證人：當時情形？\n證人答：我看到{B.short}開車牌{B.plate}的車離開。",
        ],
        "法官諭知：本件言詞辯論終結，定期宣判。\n書記官　{CL}\n法　官　{J}\n",
        "none",
    ),
    "判決": (
        "{COURT}民事判決\n{caseno}\n原　　告　{A}\n　　　　　住{A.addr}\n被　　告　{B}\n　　　　　"
        "住{B.addr}\n上列當事人間請求{claim}事件，本院於民國{date}言詞辯論終結，判決如下：\n主　"
        "文\n被告應給付原告新臺幣{amount}元。\n訴訟費用由被告負擔。\n事實及理由\n",
        [
            "原告主張被告{B}於民國{date}向其借款新臺幣{amount}元，屆期未還。",
            "證人{C}到庭證稱曾見原告交付款項予{B.short}。",
            "被告辯稱已清償部分款項，惟未能舉證以實其說。",
            "被告所辯考慮雖稱周全，然與卷證不符，不足採信。",
            "原告請求被告給付，為有理由，應予准許。",
        ],
        "中華民國{date}\n民事庭　法　官　{J}\n以上正本係照原本作成。\n書記官　{CL}\n",
        "list",
    ),
}
CRIMINAL = {
    "LINE對話紀錄": CIVIL["LINE對話紀錄"],
    "轉帳紀錄": (
        "{bank}　存款交易明細查詢\n戶名：{A}\n帳號：{A.acct}\n查詢期間：{ymd}起\n\n交易日期　摘要　"
        "支出金額　備註\n",
        [
            "{ymd}　網銀轉帳　{amount}　{C.acct} {C}",
            "{ymd}　跨行匯款　{amount}　{C.acct} {C}",
            "{ymd}　ATM轉帳　{amount}　{B.acct} {B}",
        ],
        "＊＊＊跨行匯款申請書＊＊＊\n匯款人：{A}　電話：{A.mobile}\n匯款人地址：{A.addr}\n"
        "收款帳號：{C.acct}\n收款人戶名：{C}\n",
        "none",
    ),
    "訊問筆錄": (
        "{PROS}訊問筆錄\n案號：{caseno}\n案由：詐欺\n時間：中華民國{date}\n檢察官：{PR}\n書記官"
        "：{CL}\n告訴人　{A}　到\n被　告　{B}　到\n辯護人　{LW}律師　到\n",
        [
            "問：被告年籍資料？\n答：{B}，{B.dob}生，身分證統一編號{B.id}，住{B.addr}，電"
            "話{B.mobile}。",
            "問：（告訴人）如何被騙？\n答：對方用LINE帳號{B.line}跟我聯絡，要我匯款到帳"
            "號{C.acct}。",
            "問：（被告）有無前科？\n答：有，之前因為詐欺被判過。",
            "問：（被告）帳戶是誰的？\n答：是{C}的，他說借給我用。",
            "問：（告訴人）聯絡方式？\n答：電話{A.mobile}，住{A.addr}。",
        ],
        "檢察官諭知：候核辦。\n以上筆錄經當庭朗讀，受訊問人認為無訛始簽名。\n檢察官　{PR}\n書記官"
        "　{CL}\n",
        "none",
    ),
    "判決": (
        "{COURT}刑事判決\n{caseno}\n公 訴 人　{PROS}檢察官\n被　　告　{B}　{B.dob}生\n　　　　　身"
        "分證統一編號：{B.id}\n　　　　　住{B.addr}\n選任辯護人　{LW}律師\n上列被告因詐欺案件，經檢"
        "察官提起公訴，本院判決如下：\n主　文\n{B}犯詐欺取財罪，處有期徒刑{n}月。\n理　由\n",
        [
            "被告{B}以LINE帳號{B.line}向告訴人{A}佯稱投資可獲利，致{A}陷於錯誤。",
            "告訴人{A}於{date}匯款新臺幣{amount}元至{C}名下帳戶（帳號：{C.acct}）。",
            "證人{C}證稱其帳戶係交由{B.short}使用。",
            "被告前因詐欺案件經法院判處有期徒刑確定，有前科紀錄在卷可稽。",
            "被告犯罪計畫周全，分工縝密，惡性非輕。",
            "{POLICE}調閱監視器畫面，確認提款者為被告{B}。",
        ],
        "本案經檢察官{PR}提起公訴。\n中華民國{date}\n刑事庭　法　官　{J}\n書記官　{CL}\n",
        "list",
    ),
}
CIVIL_ORDER = list(CIVIL)
CRIMINAL_ORDER = ["LINE對話紀錄", "轉帳紀錄", "訊問筆錄", "判決"]
SLOT = re.compile(r"\{([A-Za-z]+)(?:\.([a-z]+))?\}")


# ---------------------------------------------------------------------- rendering
class _Builder:
    """Appends literal text and slot values, recording entity spans."""

    def __init__(self, case: dict, rng: random.Random):
        self.case, self.rng = case, rng
        # ymd / hm advance monotonically within a document (chat and ledger order)
        self.clock = datetime(
            rng.randint(2021, 2023),
            rng.randint(1, 12),
            rng.randint(1, 28),
            rng.randint(8, 12),
            rng.randint(0, 59),
        )
        self.parts: list[str] = []
        self.length = 0
        self.entities: list[dict] = []

    def _emit(self, value: str, typ: str | None = None, action: str = "replace") -> None:
        if typ:
            self.entities.append(
                {
                    "start": self.length,
                    "end": self.length + len(value),
                    "type": typ,
                    "action": action,
                    "text": value,
                }
            )
        self.parts.append(value)
        self.length += len(value)

    def _plain(self, slot: str) -> str:
        rng = self.rng
        if slot == "date":
            return f"{rng.randint(110, 113)}年{rng.randint(1, 12)}月{rng.randint(1, 28)}日"
        if slot == "ymd":
            self.clock += timedelta(days=rng.randint(1, 20))
            return self.clock.strftime("%Y/%m/%d")
        if slot == "hm":
            self.clock += timedelta(minutes=rng.randint(1, 40))
            return self.clock.strftime("%H:%M")
        if slot == "amount":
            return f"{rng.randint(1, 90) * 10000:,}"
        if slot == "n":
            return str(rng.randint(2, 30))
        return self.case[slot]  # caseno, claim, bank, saved: fixed per case

    def render(self, template: str) -> None:
        pos = 0
        for m in SLOT.finditer(template):
            self._emit(template[pos : m.start()])
            key, attr = m.group(1), m.group(2)
            if key in ("A", "B", "C"):
                person: Person = self.case["people"][key]
                if attr is None:
                    value = person.name
                elif attr == "short":
                    value = person.short()
                elif attr == "given":
                    value = person.given
                else:
                    value = person.fields[attr]
                self._emit(value, FIELD_TYPES[attr or "name"])
            elif key in ("J", "CL", "PR", "LW", "IN"):
                self._emit(self.case["officials"][key], "official", "keep")
            elif key in ("COURT", "PROS", "POLICE", "POST"):
                self._emit(self.case["agencies"][key], "agency", "keep")
            else:
                self._emit(self._plain(key))
            pos = m.end()
        self._emit(template[pos:])

    def text(self) -> str:
        return "".join(self.parts)


def _make_case(rng: random.Random, case_id: str, size: int) -> dict:
    used: set[str] = set()
    kinds = ["normal", "normal", "normal"]
    roll = rng.random()
    if roll < 0.15:
        kinds[1] = "homograph"
    elif roll < 0.3:
        kinds[rng.randrange(3)] = "aboriginal"
    people = {k: make_person(rng, used, kind) for k, kind in zip("ABC", kinds, strict=True)}
    officials = {k: make_person(rng, used).name for k in ("J", "CL", "PR", "LW", "IN")}
    court = rng.randrange(len(COURTS))
    criminal = rng.random() < 0.4
    order = CRIMINAL_ORDER if criminal else CIVIL_ORDER
    picks = sorted(rng.sample(range(len(order)), size))
    return {
        "case_id": case_id,
        "people": people,
        "officials": officials,
        "agencies": {
            "COURT": COURTS[court],
            "PROS": COURTS[court].replace("法院", "檢察署"),
            "POLICE": rng.choice(POLICE),
            "POST": rng.choice(POSTS),
        },
        "caseno": f"{rng.randint(110, 113)}年度{'易' if criminal else '訴'}字"
        f"第{rng.randint(1, 2999)}號",
        "claim": rng.choice(CLAIMS),
        "bank": rng.choice(BANKS),
        "saved": f"2024/{rng.randint(6, 12):02d}/{rng.randint(1, 28):02d} "
        f"{rng.randint(8, 23):02d}:{rng.randint(0, 59):02d}",
        "kinds": [order[i] for i in picks],
        "templates": CRIMINAL if criminal else CIVIL,
    }


def _zh_number(n: int) -> str:
    """1..9999 in Chinese numerals as section headings write them (一, 十, 十二, 二十三, 一百一十,
    一百零五, 一千零二十)."""
    if not 1 <= n <= 9999:
        raise ValueError(f"{n} is outside 1..9999")
    if n < 100:
        tens, ones = divmod(n, 10)
        head = "" if tens == 0 else ("十" if tens == 1 else CHINESE_NUM[tens - 1] + "十")
        return head + ("" if ones == 0 else CHINESE_NUM[ones - 1])
    out, zero = "", False
    for value, unit in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        digit, n = divmod(n, value)
        if digit:
            out += ("零" if zero else "") + CHINESE_NUM[digit - 1] + unit
            zero = False
        elif out:
            zero = True
    return out


def _render_document(case: dict, index: int, kind: str, rng: random.Random, chars: int) -> dict:
    header, pool, footer, style = case["templates"][kind]
    b = _Builder(case, rng)
    b.render(header)
    # Pick body sentences at random until the estimated length reaches `chars`
    # (a slot counts as ~7 characters) and render each round in template order;
    # long documents go through the pool again with fresh values.
    estimate = b.length + len(SLOT.sub("x" * 7, footer))
    chosen: list[int] = []
    while len(chosen) < 2 or estimate < chars:
        order = list(range(len(pool)))
        rng.shuffle(order)
        picked: list[int] = []
        for i in order:
            if len(chosen) + len(picked) >= 2 and estimate >= chars:
                break
            picked.append(i)
            estimate += len(SLOT.sub("x" * 7, pool[i])) + 3
        chosen.extend(sorted(picked))
    for n, i in enumerate(chosen, start=1):
        if style == "article":
            b.render(f"第{_zh_number(n)}條　")
        elif style == "list":
            b.render(f"{_zh_number(n)}、")
        b.render(pool[i] + "\n")
    b.render(footer)
    return {
        "id": f"{case['case_id']}/{index:02d}-{kind}",
        "case_id": case["case_id"],
        "text": b.text(),
        "entities": b.entities,
    }


def generate_documents(n: int, seed: int = 0, chars: int = 300) -> list[dict]:
    """Return ``n`` fictional documents (deterministic for a given ``seed``).

    Each dict is ``{"id", "case_id", "text", "entities"}``; every entity is
    ``{"start", "end", "type", "action": "replace"|"keep", "text"}`` with
    code-point offsets such that ``text[start:end] == entity["text"]``.
    """
    rng = random.Random(seed)
    docs: list[dict] = []
    case_no = 0
    while len(docs) < n:
        remaining = n - len(docs)
        size = rng.randint(2, 4)
        if remaining - size == 1:  # never leave a single-document case behind
            size += 1 if size < 4 else -1
        size = min(size, remaining)
        case_no += 1
        case = _make_case(rng, f"syn-{seed}-{case_no:04d}", size)
        for i, kind in enumerate(case["kinds"], start=1):
            docs.append(_render_document(case, i, kind, rng, chars))
    return docs


def validate_document(doc: dict) -> list[str]:
    """Problems with a generated document's gold spans (empty list when fine)."""
    problems, text, last_end = [], doc["text"], 0
    for e in sorted(doc["entities"], key=lambda e: e["start"]):
        if text[e["start"] : e["end"]] != e["text"]:
            problems.append(f"{doc['id']}: span {e} does not match the text")
        if e["start"] < last_end:
            problems.append(f"{doc['id']}: span {e} overlaps the previous one")
        if e["type"] == "tw_id" and not tw_id_valid(e["text"]):
            problems.append(f"{doc['id']}: invalid ID {e['text']}")
        if (e["action"] == "keep") != (e["type"] in ("official", "agency")):
            problems.append(f"{doc['id']}: wrong action for {e}")
        last_end = e["end"]
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=100, help="number of documents")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--chars", type=int, default=300, help="approximate document length")
    parser.add_argument("--out", default="-", help="JSONL output file ('-' = stdout)")
    args = parser.parse_args(argv)
    docs = generate_documents(args.n, args.seed, args.chars)
    problems = [p for d in docs for p in validate_document(d)]
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    lines = "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in docs)
    if args.out == "-":
        sys.stdout.write(lines)
    else:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.write(lines)
        spans = sum(len(d["entities"]) for d in docs)
        print(f"wrote {len(docs)} documents, {spans} spans to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
