"""Organisations: private companies, firms and shops are replaced; courts, agencies and public
schools and hospitals are kept. Defined aliases (（下稱澄嶼公司）, （以下簡稱X）) follow their
entity.

Sources: the model's ORG entities (:mod:`worker.detect.model_lac`) and a suffix rule for company
forms (股份有限公司, 有限公司, 工作室, 商行 …) read backwards to a boundary.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import replace
from functools import lru_cache

from worker.detect.codes import data_rows
from worker.detect.lexicon import PARTY_ROLES, TITLES
from worker.detect.persons import read_name
from worker.text import scan
from worker.text.fold import NO_BREAKS, Breaks
from worker.text.literal import occurrences
from worker.text.spans import AGENCY, KEEP, ORGANIZATION, REPLACE, Span

_PUBLIC = re.compile(
    r"""
    ^(?:                                                    # opens with a public owner
        國立 | 市立 | 縣立 | 部立 | 署立 | [\u4e00-\u9fff]{2,3}[市縣]立 | 三軍
      | [\u4e00-\u9fff]{2}榮民 | 臺灣 | 台灣 | 中華民國
      | 行政院 | 內政部 | 法務部 | 財政部 | 經濟部
      | 交通部 | 勞動部 | 衛生福利部 | 教育部 | 金融監督
    )
  | (?:                                                     # or ends with a public body's word
        法院 | 檢察署 | 地檢署 | 政府 | 公所 | 警察局 | 分局 | 派出所 | 消防局 | 戶政事務所
      | 地政事務所 | 國稅局 | 稅務局 | 監理站 | 監理所 | 委員會 | 調查局 | 移民署 | 健保署
      | 國民小學 | 國民中學 | 國小 | 國中 | 簡易庭
    )$
  | ^(?: 臺大醫院 | 台大醫院 )                               # public hospitals by their short name
    """,
    re.VERBOSE,
)
# A legal form or a private body's word makes a name private whatever it starts with (A08:
# 臺灣精密機械股份有限公司, 臺灣銀行, 中華郵政 and its 郵局, a 農會, a 財團法人 foundation, a
# building's 管理委員會, 中華民國品質學會).
_PRIVATE_FORM = re.compile(
    r"""
        公司 | 銀行 | 郵局 | 郵政 | 農會 | 漁會 | 合作社          # firms, banks, cooperatives
      | 基金會 | 協會 | 學會 | 公會 | 管理委員會                  # associations
      | 財團法人 | 社團法人                                      # legal forms
      | 人壽 | 產險 | 產物保險 | 證券 | 私立 | 補習班
      | 事務所 (?<!戶政事務所) (?<!地政事務所)                    # not the public 事務所
    """,
    re.VERBOSE,
)


def _is_public(name: str) -> bool:
    return bool(_PUBLIC.search(name)) and not _PRIVATE_FORM.search(name)


# Shops are named brand + goods + 行/店/館 (晴楓釣具行, 潤昕美甲店): the goods words make 行/店 a
# shop, so 履行, 進行, 商店街 and 該店 do not.
_SHOP_GOODS = [
    "釣具",
    "眼鏡",
    "手機",
    "通訊",
    "機車",
    "汽車",
    "五金",
    "水電",
    "冷氣",
    "電器",
    "家電",
    "家具",
    "建材",
    "油漆",
    "布",
    "茶",
    "米",
    "藥",
    "花",
    "寵物",
    "美甲",
    "美髮",
    "美容",
    "麵包",
    "蛋糕",
    "便利",
    "早餐",
    "咖啡",
    "飲料",
    "服飾",
    "鞋",
    "書",
    "文具",
    "珠寶",
    "銀樓",
    "鐘錶",
    "眼鏡",
    "電腦",
    "電信",
    "藝品",
    "禮品",
    "玩具",
    "運動用品",
    "體育用品",
    "腳踏車",
    "自行車",
    "輪胎",
    "中藥",
    "西藥",
    "小吃",
    "麵",
    "雞排",
    "火鍋",
    "燒烤",
    "洗衣",
    "乾洗",
    "影印",
    "印刷",
    "攝影",
    "婚紗",
    "照相",
    "樂器",
    "當",
    "糧",
    "雜貨",
    "水果",
    "菜",
    "肉",
    "海產",
    "魚",
    "豆花",
    "冰",
    "茶葉",
    "酒",
    "檳榔",
    "彩券",
    "汽車美容",
    "鎖",
    "刻印",
    "眼鏡",
]
_COMPANY_SUFFIX = re.compile(
    r"(?:股份有限公司|有限公司|有限合夥|公司|工作室|商行|企業社|實業社|工程行|事務所|診所|補習班|"
    r"銀行|商店|餐廳|旅行社|咖啡館|咖啡廳|髮廊|美容院|水電行|商號|醫院|地產|營造|藥局|醫美|花店|"
    r"書店|飯店|旅館|民宿|自助餐|小吃部|當舖|超市|牙醫|藥妝|郵局|郵政|農會|漁會|合作社|基金會|協會|"
    r"學會|公會|管理委員會|禮儀社|教會|安親班|課輔班|照顧中心|健身中心|文教中心|會面中心|護理之家|"
    r"人壽|產險|產物保險|證券|會館|俱樂部|樂園|汽車旅館|人力仲介|購物網|交易所|牛肉麵|麵線|燒肉|"
    r"熱炒|早午餐|雞排|河粉|飲品|"
    + "|".join(
        sorted(
            {g + t for g in _SHOP_GOODS for t in ("行", "店", "館", "坊", "莊")},
            key=len,
            reverse=True,
        )
    )
    + r")"
)
# Words that make a name generic, not a brand (保險公司, 貨運公司, 該公司)
_GENERIC_BRAND = frozenset(
    [
        "保險",
        "貨運",
        "物流",
        "客運",
        "瓦斯",
        "電力",
        "電信",
        "自來水",
        "信用卡",
        "發卡",
        "融資",
        "租賃",
        "投資",
        "資產管理",
        "證券",
        "期貨",
        "建設",
        "仲介",
        "房仲",
        "理財",
        "保全",
        "清潔",
        "搬家",
        "快遞",
        "遊覽車",
        "計程車",
        "外送",
        "電商",
        "網路",
        "科技",
        "顧問",
        "銀行",
        "金融",
        "當地",
        "上開",
        "前開",
        "系爭",
        "上述",
        "前述",
        "其他",
        "另一",
        "各家",
        "多家",
        "兩家",
        "這家",
        "那家",
        "該",
        "本",
        "貴",
        "原",
        "新",
        "舊",
        "母",
        "子",
        "分",
        "總",
        "關係",
        "同一",
        "其",
        "他",
        "她",
        "我",
        "你",
    ]
)
_BOUNDARY = frozenset(
    "，。、；：:,;「」『』（）()【】 \t\n\u3000與及和跟向對在於由之的為被是就進將經入到至給付匯日年"
    "月往送赴去來回跑帶陪叫找用以"
)
_ALIAS = re.compile(r"[（(](?:下稱|以下簡稱|以下稱|簡稱)[「『]?([^）)」』，,]{1,12}?)[」』]?[）)]")


_ALIAS_WORDS = re.compile(r"^(?:以下簡稱|以下稱|下稱|簡稱|即)")


_DEPARTMENTS = ("部", "處", "課", "組", "科", "室", "中心")
_ROLE_ALIASES = frozenset(
    [
        "甲方",
        "乙方",
        "丙方",
        "丁方",
        "買方",
        "賣方",
        "出租人",
        "承租人",
        "出賣人",
        "買受人",
        "借款人",
        "貸與人",
        "保證人",
        "本人",
        "原告",
        "被告",
    ]
)
# 仲介：柏璞房屋 — a brokerage brand is often written brand + 房屋 after its label
_BROKER = re.compile(r"(?<=仲介[:：])[ \u3000]*([\u4e00-\u9fff]{2,4}(?:房屋|不動產|地產))")


# Characters that end a firm's name read backwards as a rule, but begin many brands (安和, 日暉,
# 月光, 鑫和): a name of one or two characters between a hard boundary and such a character is read
# with it.
_SOFT_BOUNDARY = frozenset("和日月")
_HARD_BOUNDARY = _BOUNDARY - _SOFT_BOUNDARY
_PUNCT = frozenset("，。、；：:,;「」『』（）()【】 \t\n\u3000")
# A word right before the form that points at a firm rather than naming it (本公司, 貴公司, 該銀行,
# 我公司).
_DEICTIC = frozenset("本貴該此其我你妳他她這那各某系")
# Verbs and quantity words that open a clause, not a firm's name (聯繫餐廳, 致電發卡銀行,
# 經營一間五金行).
_LEADING_NOT_NAME = re.compile(
    r"""
    ^(?:
        [\u4e00-\u9fff]? (?: 一間 | 一家 | 這間 | 那間 | 某家 )           # a quantity: 經營一間
      # verbs that open a clause
      | 依 | 聯繫 | 聯絡 | 致電 | 打給 | 兼職 | 提供 | 靠近 | 前往 | 經營
      | 一間 | 一家 | 這間 | 那間 | 某家
      | 要 | 請 | 也 | 被 | 應徵動機 | 協助 | 辦理
      | 我 | 你 | 妳 | 他 | 她 | 自其 | 自 | 從                             # pronouns, prepositions
    )+
    """,
    re.VERBOSE,
)
# A branch, store or office after the firm belongs to it (第一銀行景美分行,
# 北峰汽車股份有限公司竹北營業所).
_BRANCH = re.compile(
    r"[ ]?([\u4e00-\u9fff]{1,6}?(?:分行|分公司|分部|分會|營業所|營業部|門市|分店|分院))"
)
# Legal prefixes that may stand far before the form (社團法人台灣晨星兒少關懷協會,
# 臺中市私立極限數理文理短期補習班).
_FAR_PREFIX = re.compile(r"(?:財團法人|社團法人|醫療社團法人|(?:[\u4e00-\u9fff]{2}[市縣])?私立)")
_MAX_BRAND = 12
_MAX_FAR = 20


@lru_cache(maxsize=1)
def _party_role_re() -> re.Pattern[str]:
    return re.compile("|".join(map(re.escape, sorted(PARTY_ROLES, key=len, reverse=True))))


def after_party_role(text: str, start: int, form: int) -> int:
    """A firm's name begins after a party role written before it (被告蔚嵐法律事務所,
    原告宏達建設股份有限公司): the role, or the part of it the walk back reached (告 of 被告), is no
    part of the name."""
    roles = _party_role_re()
    while True:  # chains too: 債務人即被告…
        role = next(
            (
                r
                for r in roles.finditer(text, max(0, start - 4), form)
                if r.start() <= start < r.end()
            ),
            None,
        )
        if role is None or role.end() >= form:
            return start
        start = role.end()
        if text[start] in "即兼暨" and start + 1 < form:
            start += 1


def _branch_end(text: str, end: int) -> int:
    b = _BRANCH.match(text, end)
    if b and not any(c in _BOUNDARY for c in b.group(1)):
        return b.end()
    return end


def _company_spans(text: str, breaks: Breaks = NO_BREAKS) -> Iterable[Span]:
    for m in _BROKER.finditer(text):
        yield Span(m.start(1), m.end(1), ORGANIZATION, REPLACE, "rule:org_suffix", 0.8)
    joined = breaks.joined
    spaced = breaks.spaced
    for m in _COMPANY_SUFFIX.finditer(text):
        if m.start() and text[m.start() - 1] in _DEICTIC:
            continue  # 本公司, 貴協會, 該銀行: a reference, not a name
        start = m.start()
        while (
            start > 0
            and m.start() - start < _MAX_FAR
            and text[start - 1] not in _BOUNDARY
            and "\u4e00" <= text[start - 1] <= "\u9fff"
        ):
            if (
                start in joined
                and m.start() - start >= 2
                and _line_before_is_a_name(text, start, breaks=breaks)
            ):
                # the line before (a signer's name, a chat message) is not part of the firm's name
                # on this line
                break
            start -= 1
        if m.start() - start > _MAX_BRAND:
            far = _FAR_PREFIX.search(text, start, m.start() - 2)
            start = far.start() if far else m.start() - _MAX_BRAND
        if (
            start >= 2
            and text[start - 1] in _SOFT_BOUNDARY
            and start - 1 not in spaced
            and start - 1 not in joined
        ):
            k = start - 1
            while (
                k > 0
                and start - 1 - k < 2
                and text[k - 1] not in _BOUNDARY
                and "\u4e00" <= text[k - 1] <= "\u9fff"
            ):
                k -= 1
            if k == 0 or text[k - 1] in _PUNCT:
                start = k  # ：安和人壽…, ⏎日暉大飯店…: the soft character begins the name
        elif (
            start >= 1
            and text[start - 1] in _SOFT_BOUNDARY
            and (start - 1 == 0 or text[start - 2] in _PUNCT)
        ):
            start -= 1
        if (
            start > 0 and text[start - 1] in _BOUNDARY and text[start - 1] not in _PUNCT
        ):  # 社團法人高雄市向日葵…協會
            window = max(0, start - 14)
            hard = max(
                (
                    i
                    for i in range(window, start)
                    if text[i] in _PUNCT or not "\u4e00" <= text[i] <= "\u9fff"
                ),
                default=window - 1,
            )
            far = _FAR_PREFIX.search(text, hard + 1, start)
            if far and far.start() < start:
                start = far.start()
        start = after_party_role(text, start, m.start())
        alias_word = _ALIAS_WORDS.match(text[start : m.start()])
        if alias_word:
            start += alias_word.end()
        lead = _LEADING_NOT_NAME.match(text[start : m.start()])
        if lead:
            start += lead.end()
        brand = text[start : m.start()]
        if brand and brand[-1] in _DEICTIC:
            continue
        if len(brand) >= 2 and brand not in _GENERIC_BRAND and not _only_generic(brand):
            yield Span(
                start, _branch_end(text, m.end()), ORGANIZATION, REPLACE, "rule:org_suffix", 0.8
            )
    yield from _brand_spans(text)
    yield from _latin_firms(text)


_BRAND_BEFORE = r"(?<![A-Za-z0-9\-])"
_WORD_BEFORE = re.compile(r"[A-Za-z0-9\-]")


@lru_cache(maxsize=1)
def _brands() -> tuple[re.Pattern[str], frozenset[str]]:
    """The brands' pattern (the longest name first) and the names that count only with a store or
    branch after them. Searched without its leading look-behind (:func:`_brand_matches`)."""
    rows = data_rows("org_brands")
    names = sorted({r[0] for r in rows}, key=len, reverse=True)
    tail_only = frozenset(r[0] for r in rows if len(r) > 1 and r[1] == "tail")
    alts = "|".join(re.escape(n) for n in names)
    return re.compile(rf"{_BRAND_BEFORE}(?:{alts})(?![A-Za-z0-9])"), tail_only


@lru_cache(maxsize=1)
def _brand_names() -> re.Pattern[str]:
    return re.compile(_brands()[0].pattern.removeprefix(_BRAND_BEFORE))


def _brand_matches(text: str) -> Iterator[re.Match[str]]:
    """The matches of :func:`_brands`' pattern, found as the pattern without its look-behind (which
    lets ``re`` skip positions by their first character, about 4x faster) with the look-behind
    checked at each match: where it fails, the search goes on from the next position, as
    ``finditer`` would."""
    names = _brand_names()
    pos = 0
    while (m := names.search(text, pos)) is not None:
        a = m.start()
        if a > 0 and _WORD_BEFORE.match(text, a - 1):
            pos = a + 1
            continue
        yield m
        pos = m.end() if m.end() > a else a + 1


def _brand_spans(text: str) -> Iterable[Span]:
    """Well-known firms written without a legal form (worker/data/org_brands.txt), with a store or
    branch after them."""
    _, tail_only = _brands()
    for m in _brand_matches(text):
        end = _branch_end(text, m.end())
        if end == m.end():
            store = _STORE_TAIL.match(text, m.end())
            end = store.end() if store and not any(c in _BOUNDARY for c in store.group(1)) else end
        if m.group() in tail_only and end == m.end():
            continue
        yield Span(m.start(), end, ORGANIZATION, REPLACE, "rule:org_suffix", 0.8)


_STORE_TAIL = re.compile(r"[ ]?([\u4e00-\u9fff]{1,6}?店)(?![\u4e00-\u9fff])")
# Firms in Latin script: capitalised words before a legal form or a bank word, and Bank + name
# (Bank Mandiri).
_LATIN_FIRM = re.compile(
    r"(?<![A-Za-z])Bank(?: [A-Z][A-Za-z]+){1,2}|(?<![A-Za-z])(?:[A-Z][A-Za-z.&'\-]*[ ]){0,4}?"
    r"(?:[A-Z][A-Za-z.&'\-]*[ ])?(?:Commercial Bank|Bank|CO\., ?LTD\.?|Co\., ?Ltd\.?|Ltd\.?|LTD\.?|"
    r"Inc\.|INC\.|Corporation|Corp\.|Company|LLC)(?![A-Za-z])"
)


def _latin_firms(text: str) -> Iterable[Span]:
    if not (
        "Bank" in text
        or "Co" in text
        or "CO" in text
        or "Inc" in text
        or "INC" in text
        or "Ltd" in text
        or "LLC" in text
    ):
        return
    for m in scan.finditer(_LATIN_FIRM, text):
        value = m.group()
        if (
            value in ("Bank", "Commercial Bank", "Company", "Ltd", "Ltd.", "Inc.", "Corp.", "LLC")
            or " " not in value
        ):
            continue
        yield Span(m.start(), m.end(), ORGANIZATION, REPLACE, "rule:org_suffix", 0.8)


def _line_before_is_a_name(text: str, join: int, breaks: Breaks = NO_BREAKS) -> bool:
    """True when the compact view's joined line before ``join`` ends in a name or a title
    (傅蔡秀蓮⏎蔚暘顧問有限公司, 律師⏎潤晞法律事務所), not in the first half of a wrapped firm name
    (潤璿⏎商業銀行)."""
    seg = join
    while (
        seg > 0
        and join - seg < 6
        and text[seg - 1] not in _BOUNDARY
        and "\u4e00" <= text[seg - 1] <= "\u9fff"
    ):
        seg -= 1
    if text.endswith(TITLES, seg, join):
        return True
    for start in range(seg, join - 1):
        found = read_name(text, start, breaks=breaks)
        if found and found[0] == join and found[1]:
            return True
    return False


_GENERIC_LONGEST_FIRST = tuple(sorted(_GENERIC_BRAND, key=len, reverse=True))


def _only_generic(brand: str) -> bool:
    """True when ``brand`` is made of generic words alone (保險, 請保險, 該保險): no name in it."""
    rest = brand
    while rest:
        for w in _GENERIC_LONGEST_FIRST:
            if rest.endswith(w):
                rest = rest[: -len(w)]
                break
        else:
            return len(rest) <= 1  # one character is no brand (因公司, 該行)
    return True


_BOUNDARY_WORDS = frozenset("請向跟與和及對在於由之的為被是就將經到至給叫讓")


_PERSON_IN_FIRM = re.compile("律師|先生|小姐|女士|代理人|負責人")


def _without_person(text: str, s: Span, breaks: Breaks = NO_BREAKS) -> Span:
    """聶孟涵律師　恆信法律事務所: a name and its title before a firm are a person; the firm starts
    after them."""
    titled = [t.end() for t in _PERSON_IN_FIRM.finditer(text, s.start, s.end)]
    spaced = (
        breaks.spaced
    )  # 律師　恆信…: a space after the title ends the person (not 聯合律師事務所)
    titled = [t for t in titled if t < s.end - 2 and (text[t] in " \u3000\t" or t in spaced)]
    if not titled:
        return s
    start = titled[-1]
    while start < s.end and text[start] in _BOUNDARY:
        start += 1
    return replace(s, start=start) if s.end - start >= 3 else s


def find_organizations(
    text: str, model_orgs: Iterable[tuple[int, int]] = (), breaks: Breaks = NO_BREAKS
) -> list[Span]:
    """Organisation candidates (replace) and public bodies (keep), with their aliases and
    repeats."""
    found: list[Span] = list(_company_spans(text, breaks=breaks))
    joined = breaks.joined
    for start, end in model_orgs:
        while start < end and text[start] in _BOUNDARY:
            start += 1
        alias_word = _ALIAS_WORDS.match(text[start:end])
        if alias_word:
            start += alias_word.end()
        cut = max((p for p in joined if start < p < end), default=None)
        if cut is not None and _line_before_is_a_name(text, cut, breaks=breaks):
            start = cut  # 律師⏎潤晞法律事務所: the firm's name starts on its own line
        while end > start and text[end - 1] in _BOUNDARY:
            end -= 1
        name = text[start:end]
        if name.endswith(TITLES) or name.endswith(_DEPARTMENTS):
            continue  # 甘欣怡律師: a person with a title; 人力資源部: a department, not a firm
        if len(name) <= 2 and not _COMPANY_SUFFIX.search(name):
            # 易科 (罰金), 貴公司-like fragments: a bare two-character ORG is no evidence of a firm
            continue
        if _only_generic(_COMPANY_SUFFIX.sub("", name)):
            continue
        if sum("\u4e00" <= c <= "\u9fff" for c in name) >= 2 and all(
            ord(c) < 0x10000 for c in name
        ):
            found.append(
                Span(start, end, ORGANIZATION, REPLACE, "model:lac", 0.7)
            )  # not runs of emoji / Ext-B
    decided = []
    for s in (_without_person(text, f, breaks=breaks) for f in found):
        name = text[s.start : s.end]
        if _is_public(name):
            decided.append(Span(s.start, s.end, AGENCY, KEEP, s.source, s.score))
        else:
            decided.append(s)
    out = list(decided)
    for m in _ALIAS.finditer(
        text
    ):  # （下稱澄嶼公司）: the alias takes the decision of the entity just before
        if m.group(1) in _ROLE_ALIASES:
            continue  # （以下簡稱乙方）: a party's role, not a firm's short name
        before = [s for s in decided if s.end <= m.start() and m.start() - s.end <= 2]
        if before:
            ref = max(before, key=lambda s: s.end)
            out.append(Span(m.start(1), m.end(1), ref.type, ref.action, "rule:org_alias", 0.85))
    names = {(text[s.start : s.end], s.type, s.action) for s in out if s.end - s.start >= 2}
    out.extend(
        Span(m.start(), m.end(), kind, action, "rule:org_propagated", 0.8)
        for name, kind, action in names
        for m in occurrences(name, text)
    )
    return out
