"""Training data of the own tagger: the corpus train authors and the template generator's dev split,
multiplied by slot re-filling, plus hard negatives. Training only (imported by ``models.train``).

Never reads the dev author (w04), the held-out authors or ``shared/eval``: the authors come from the
``train`` split of ``tests/data/corpus/splits.json`` and nothing else.

Every labelled person, official and organisation value is swapped for a draw from large pools (the
full surname table, given-name characters, aboriginal, Vietnamese, Indonesian and Latin names,
冠夫姓, word-like given names such as 高峰), consistently within a document (陳美玲, 陳小姐 and
美玲 keep one person), so that the model learns the contexts rather than the names. Identifier
digits are redrawn with OCR confusions. Hard negatives: real words that start with a surname
character, shops named on surnames (林家牛肉麵, labelled organisation), road names that hold a
surname.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from worker.detect.lexicon import GIVEN_NAME_CHARS, surnames, word_list
from worker.pseudonymize.pools import GIVEN_CHARS
from worker.text.fold import fold

ROOT = Path(__file__).resolve().parents[1]
LABELS = ("PER", "OFF", "ORG", "AGY")
TYPE_TO_LABEL = {"person": "PER", "official": "OFF", "organization": "ORG", "agency": "AGY"}
TAGS = ("O", *(f"{p}-{label}" for label in LABELS for p in "BI"))

_COMMON = (
    "陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高潘簡朱鍾彭游詹胡施沈余趙盧梁顏柯孫"
    "魏翁戴范方宋鄧"
)
_TITLES = (
    "先生",
    "小姐",
    "女士",
    "太太",
    "姐",
    "姊",
    "哥",
    "君",
    "男",
    "女",
    "嫂",
    "伯",
    "叔",
    "姨",
    "阿姨",
    "媽媽",
    "老師",
    "醫師",
    "經理",
    "律師",
    "法官",
    "檢察官",
    "書記官",
    "警員",
    "員警",
    "所長",
    "專員",
    "主任",
    "店長",
    "同學",
    "姓",
)
_WORDLIKE_GIVEN = [
    "高峰",
    "春雨",
    "天明",
    "和平",
    "平安",
    "光明",
    "志明",
    "國慶",
    "安康",
    "如意",
    "文靜",
    "正義",
    "美麗",
    "秋月",
    "家和",
    "永福",
    "金城",
    "萬里",
    "中天",
    "建國",
    "立人",
    "秀山",
]
_ABORIGINAL = [
    "瓦旦",
    "比令",
    "尤幹",
    "巴萬",
    "達利",
    "拉娃",
    "伊萬",
    "吉娃斯",
    "馬賴",
    "撒韻",
    "拉罕",
    "芭奈",
    "阿浪",
    "尤命",
    "烏杜",
    "娃莉絲",
    "阿布",
    "馬耀",
    "法拉",
    "伊苞",
    "沙力",
    "哈勇",
    "諾明",
    "巴燕",
    "達印",
    "尤道",
    "拉互",
    "烏茂",
    "吉拿",
    "布典",
    "杜蘭",
    "瑪紹",
    "巴勞",
    "比黛",
    "魯凱",
    "優努",
    "沙布",
    "伊凡",
    "撒可努",
    "多奈",
]
_VN_FAMILY = [
    "Nguyễn",
    "Trần",
    "Lê",
    "Phạm",
    "Hoàng",
    "Vũ",
    "Đặng",
    "Bùi",
    "Đỗ",
    "Hồ",
    "Ngô",
    "Dương",
]
_VN_MIDDLE = ["Thị", "Văn", "Thu", "Minh", "Ngọc", "Hữu", "Đức", "Thanh"]
_VN_GIVEN = [
    "Hà",
    "Lan",
    "Mai",
    "Hương",
    "Linh",
    "Hằng",
    "Trang",
    "Yến",
    "Hùng",
    "Tuấn",
    "Nam",
    "Đức",
    "Long",
    "Hải",
    "Sơn",
    "Quang",
    "Thảo",
    "Phương",
]
_VN_CJK_FAMILY = "阮陳黎范黃武鄧裴杜胡吳楊"
_LATIN_GIVEN = [
    "Maria",
    "Rosalie",
    "Joanna",
    "Cristina",
    "Jennifer",
    "Putri",
    "Wulan",
    "Ayu",
    "Emily",
    "Sarah",
    "Lucia",
    "Grace",
    "Nurul",
    "Siti",
    "Dewi",
    "Amy",
    "Kelly",
    "Cindy",
    "Mark",
    "Daniel",
    "Budi",
    "Joseph",
    "Ramon",
    "Arif",
    "Kevin",
    "Thomas",
    "Samuel",
    "Rizal",
    "Paulo",
    "Eric",
    "Hendra",
    "Carlos",
    "Agus",
    "Bambang",
    "John",
    "Peter",
    "Michael",
    "Jason",
    "Vivian",
    "Tony",
    "Leo",
    "Ivy",
    "Angela",
    "Teresa",
    "Dian",
    "Rudi",
    "Joko",
    "Eko",
    "Wahyu",
]
_LATIN_FAMILY = [
    "Santos",
    "Reyes",
    "Garcia",
    "Anderson",
    "Carter",
    "Miller",
    "Mendoza",
    "Villanueva",
    "Saputra",
    "Hartono",
    "Susanti",
    "Rahayu",
    "Bautista",
    "Lim",
    "Fischer",
    "Moreau",
    "Wijaya",
    "Setiawan",
    "Gunawan",
    "Kusuma",
    "Pratama",
    "Cruz",
    "Ramos",
    "Dela",
    "Smith",
    "Brown",
    "Wilson",
    "Taylor",
    "Chen",
    "Lin",
    "Huang",
    "Chang",
    "Wang",
    "Liu",
    "Tsai",
    "Yang",
    "Hsu",
    "Cheng",
]
_ROMAN = [
    "Mei-Ling",
    "Shu-Fen",
    "Ya-Ting",
    "Yi-Chun",
    "Chia-Hao",
    "Hsin-Yi",
    "Wen-Hui",
    "Chih-Ming",
    "Chien-Hung",
    "Po-Wei",
    "Kuo-Hua",
    "Pei-Yun",
    "Yu-Chen",
]
_ORG_CHARS = (
    "澄嶼宏盛祥瑞恆昇晟翔鈺駿聿璟彥岳湛禾沐昀嵐澔琦瑋穎綺霖謙頡曜瀚熠芃栩硯朗焱凱崴碩譽豐鼎達冠群峰"
    "翊晉紘爵旭輝邑泓瀾永信和大中興華新元泰富隆"
)
_ORG_SUFFIXES = (
    "股份有限公司",
    "有限公司",
    "公司",
    "企業社",
    "商行",
    "銀行",
    "商業銀行",
    "診所",
    "法律事務所",
    "事務所",
    "工作室",
    "實業有限公司",
    "科技股份有限公司",
    "保險股份有限公司",
    "建設公司",
    "餐廳",
    "小吃店",
    "早餐店",
    "牛肉麵",
    "麵館",
    "藥局",
    "補習班",
    "物流",
    "汽車",
    "不動產",
    "協會",
    "基金會",
    "當舖",
    "水電行",
    "機車行",
)
_SHOP_FOODS = [
    "牛肉麵",
    "滷肉飯",
    "豆花",
    "水餃",
    "便當",
    "麵線",
    "肉圓",
    "燒臘",
    "早餐店",
    "米粉湯",
    "鹹酥雞",
    "臭豆腐",
    "冰店",
    "雜貨店",
    "五金行",
    "肉粽",
]
_DIRECT = {
    "tw_id",
    "resident_id",
    "passport",
    "nhi_card",
    "phone",
    "bank_account",
    "card_number",
    "other_id",
    "licence_plate",
    "land_parcel",
}
_OCR = {"0": "O", "1": "l", "8": "B", "5": "S"}


class Pools:
    """Draws of names, given names and firms (from the full surname table and the pools above)."""

    def __init__(self) -> None:
        single, compound = surnames()
        self.single = sorted(single)
        self.compound = sorted(compound)
        self.given_chars = sorted(c for c in GIVEN_NAME_CHARS if "\u4e00" <= c <= "\u9fff")
        self.common_given = list(GIVEN_CHARS)
        words = word_list("name_words.txt")
        self.name_words = [w for w in words if 2 <= len(w) <= 4]
        self.word_set = frozenset(words)
        roads = []
        for line in (
            (ROOT / "worker" / "pseudonymize" / "data" / "tw_roads.tsv")
            .read_text(encoding="utf-8")
            .splitlines()
        ):
            if line.startswith("#") or "\t" not in line:
                continue
            city, district, names = line.split("\t", 2)
            roads += [(city, district, r) for r in names.split()]
        self.roads = roads

    def surname(self, rng: random.Random) -> str:
        r = rng.random()
        if r < 0.55:
            return rng.choice(_COMMON)
        if r < 0.92:
            return rng.choice(
                self.single
            )  # the full table: rare surnames as often as a third of the time
        return rng.choice(self.compound)

    def given(self, rng: random.Random, n: int = 2) -> str:
        if n == 2 and rng.random() < 0.08:
            return rng.choice(_WORDLIKE_GIVEN)
        pool = self.common_given if rng.random() < 0.5 else self.given_chars
        return "".join(rng.choice(pool) for _ in range(n))

    def latin(self, rng: random.Random, words: int = 2) -> str:
        r = rng.random()
        if r < 0.3:
            parts = (
                [rng.choice(_VN_FAMILY)]
                + [rng.choice(_VN_MIDDLE)] * (words > 2)
                + [rng.choice(_VN_GIVEN)]
            )
        elif r < 0.45:
            parts = [rng.choice(_ROMAN), rng.choice(_LATIN_FAMILY)]
        else:
            parts = [rng.choice(_LATIN_GIVEN) for _ in range(max(1, words - 1))] + [
                rng.choice(_LATIN_FAMILY)
            ]
        return " ".join(parts[: max(words, 1)] if words else parts)

    def full(self, rng: random.Random) -> str:
        r = rng.random()
        if r < 0.04:
            return rng.choice(_ABORIGINAL) + "‧" + rng.choice(_ABORIGINAL)
        if r < 0.07:
            return rng.choice(_VN_CJK_FAMILY) + "氏" + self.given(rng, 2)
        if r < 0.10:
            return rng.choice(_COMMON) + self.surname(rng) + self.given(rng, 2)  # 冠夫姓
        return self.surname(rng) + self.given(rng, 1 if rng.random() < 0.08 else 2)

    def brand(self, rng: random.Random) -> str:
        r = rng.random()
        if r < 0.2:
            return rng.choice(_COMMON) + rng.choice("家記氏")  # 林家, 陳記
        if r < 0.3:
            return "老" + rng.choice(_COMMON)
        return "".join(rng.choice(_ORG_CHARS) for _ in range(2 if rng.random() < 0.8 else 3))


def _split_surname(value: str) -> int:
    single, compound = surnames()
    if len(value) >= 3 and value[:2] in compound:
        return 2
    return 1 if value[:1] in single else 0


_SEP = re.compile(r"[ \u3000\t]+")
_LATIN = re.compile(r"^[A-Za-zÀ-ỹ'.\- ]+$")
_MIXED = re.compile(r"^([A-Za-z]+)([\u4e00-\u9fff]{1,2})$")


class Refiller:
    """One document's consistent mapping of names (surname → surname, given → given, brand →
    brand)."""

    def __init__(self, pools: Pools, rng: random.Random) -> None:
        self.p = pools
        self.rng = rng
        self.surname: dict[str, str] = {}
        self.given: dict[str, str] = {}
        self.whole: dict[str, str] = {}
        self.brands: dict[str, str] = {}

    def _sur(self, s: str) -> str:
        if s not in self.surname:
            self.surname[s] = (
                self.p.surname(self.rng)
                if len(s) == 1 or self.rng.random() < 0.5
                else self.rng.choice(self.p.compound)
            )
        return self.surname[s]

    def _giv(self, g: str) -> str:
        if g not in self.given:
            self.given[g] = (
                self.p.given(self.rng, len(g)) if len(g) <= 3 else self.p.given(self.rng, 2)
            )
        return self.given[g]

    def person(self, value: str) -> str:
        if value in self.whole:
            return self.whole[value]
        out = self._person(value)
        self.whole[value] = out
        return out

    def _person(self, value: str) -> str:
        rng = self.rng
        seps = _SEP.findall(value)
        core = _SEP.sub("", value)
        if (
            seps and len(core) >= 2 and all("\u4e00" <= c <= "\u9fff" for c in core)
        ):  # 林　志　朋: noise kept
            new = self._person(core)
            sep = seps[0]
            return sep.join(new) if len(new) <= 4 else new
        if _LATIN.match(value):
            words = len(value.split())
            new = self.p.latin(rng, words)
            return new.upper() if value.isupper() else new
        m = _MIXED.match(value)
        if m:
            return rng.choice(_LATIN_GIVEN) + (
                self._sur(m.group(2)) if len(m.group(2)) == 1 else self._giv(m.group(2))
            )
        if "‧" in value or "·" in value:
            dot = "‧" if "‧" in value else "·"
            return dot.join(rng.choice(_ABORIGINAL) for _ in value.split(dot))
        if not all("\u4e00" <= c <= "\u9fff" or c >= "\U00020000" for c in value):
            return value
        for t in sorted(_TITLES, key=len, reverse=True):
            if value.endswith(t) and len(value) > len(t):
                head = value[: -len(t)]
                if len(head) <= 2 and _split_surname(head) == len(head):
                    return self._sur(head) + t
                break
        if value[:1] in "阿小" and len(value) == 2:
            return value[0] + rng.choice(self.p.given_chars)
        sl = _split_surname(value)
        if len(value) == 1:
            return self._sur(value) if sl else rng.choice(self.p.given_chars)
        if sl and 2 <= len(value) <= 4 and len(value) - sl >= 1:
            if rng.random() < 0.05 and len(value) == 3:
                return self.p.full(rng)  # now and then another shape: aboriginal, 阮氏, 冠夫姓
            return self._sur(value[:sl]) + self._giv(value[sl:])
        if len(value) == 2:
            return self._giv(value)
        return self.p.full(rng)

    def organization(self, value: str) -> str:
        if value in self.whole:
            return self.whole[value]
        for suffix in sorted(_ORG_SUFFIXES, key=len, reverse=True):
            if value.endswith(suffix) and len(value) > len(suffix):
                brand = value[: -len(suffix)]
                if len(brand) <= 4:
                    if brand not in self.brands:
                        self.brands[brand] = self.p.brand(self.rng)
                    new = self.brands[brand] + suffix
                    self.whole[value] = new
                    return new
                break
        for brand, new_brand in self.brands.items():  # 澄嶼 of 澄嶼公司
            if value.startswith(brand):
                return new_brand + value[len(brand) :]
        return value

    def digits(self, value: str) -> str:
        rng = self.rng
        out = []
        for c in value:
            if c.isdigit() and c.isascii():
                c = str(rng.randrange(10)) if rng.random() < 0.7 else c
                if rng.random() < 0.03:
                    c = _OCR.get(c, c)
            out.append(c)
        return "".join(out)


def refill(
    doc: dict, pools: Pools, rng: random.Random, keep: bool = False
) -> tuple[str, list[tuple[int, int, str]]]:
    """The document's text with every name swapped (``keep``: as written) and its (start, end,
    label) spans."""
    text = doc["text"]
    ents = sorted(doc["entities"], key=lambda e: (e["start"], -e["end"]))
    r = Refiller(pools, rng)
    parts: list[str] = []
    spans: list[tuple[int, int, str]] = []
    pos = 0
    length = 0
    for e in ents:
        if e["start"] < pos:
            continue  # overlapping labels: the first one wins
        parts.append(text[pos : e["start"]])
        length += e["start"] - pos
        value = text[e["start"] : e["end"]]
        label = TYPE_TO_LABEL.get(e["type"])
        if keep:
            new = value
        elif e["type"] in ("person", "official"):
            new = r.person(value)
        elif e["type"] == "organization":
            new = r.organization(value)
        elif e["type"] in _DIRECT:
            new = r.digits(value)
        else:
            new = value
        if label:
            spans.append((length, length + len(new), label))
        parts.append(new)
        length += len(new)
        pos = e["end"]
    parts.append(text[pos:])
    return fold("".join(parts)), spans


_NEG_TEMPLATES = (
    "我們約在{city}{district}{road}{n}號的{shop}見面，{word}這件事再說。",
    "{word}部分，{per}表示會在{road}那邊的{shop}等。",
    "本件{word}之爭議，經{per}於{road}口說明。",
    "{shop}老闆{per}說{word}的事情不清楚。",
    "住{city}{district}{road}{n}巷{m}號之{per}，於{shop}工作，{word}。",
    "昨天去{shop}吃飯，{word}，後來{per}也來了。",
    "{per}：{word}啦，{road}那間{shop}很好吃",
    "證人{per}證稱：{word}，當天在{road}附近。",
    "{word}、{word2}均非本件爭點。",
    "原告{per}主張被告{per2}於{road}上{word}。",
)


def hard_negatives(
    pools: Pools, rng: random.Random, n: int
) -> list[tuple[str, list[tuple[int, int, str]]]]:
    """Short texts full of look-alikes: real words that start with a surname character, shops on
    surnames (labelled organisation), road names with a surname (not labelled), beside a few real
    names in context."""
    out = []
    for _ in range(n):
        tpl = rng.choice(_NEG_TEMPLATES)
        city, district, road = rng.choice(pools.roads)
        shop = rng.choice(_COMMON) + rng.choice(("家", "記", "媽媽", "")) + rng.choice(_SHOP_FOODS)
        values = {
            "city": (city, None),
            "district": (district, None),
            "road": (road, None),
            "n": (str(rng.randrange(1, 400)), None),
            "m": (str(rng.randrange(1, 30)), None),
            "shop": (shop, "ORG"),
            "word": (rng.choice(pools.name_words), None),
            "word2": (rng.choice(pools.name_words), None),
            "per": (pools.full(rng), "PER"),
            "per2": (pools.full(rng), "PER"),
        }
        text = ""
        spans = []
        for piece in re.split(r"(\{[a-z0-9]+\})", tpl):
            if piece.startswith("{"):
                value, label = values[piece[1:-1]]
                if label:
                    spans.append((len(text), len(text) + len(value), label))
                text += value
            else:
                text += piece
        out.append((fold(text), spans))
    return out


def train_documents() -> list[dict]:
    """The corpus train authors (``splits.json``'s ``train`` split only) and the template
    generator's dev split."""
    from tests.corpus.build import ROOT as CORPUS
    from tests.corpus.build import documents

    splits = json.loads((CORPUS / "splits.json").read_text(encoding="utf-8"))["splits"]
    forbidden = set(splits["dev"]) | set(splits["heldout"])
    authors = [a for a in splits["train"] if a not in forbidden]
    corpus = [d for a in authors for d in documents(a)]
    evalgen = [
        json.loads(x)
        for x in (ROOT / "tests" / "data" / "eval" / "dev.jsonl")
        .read_text(encoding="utf-8")
        .splitlines()
        if x.strip()
    ]
    return corpus + [dict(d, author="evalgen-dev") for d in evalgen]


# Context frames (written for this project, invented): names in running prose, chat and minutes
# where the rules have little to hold on to — a given name or nickname alone, a Latin given name,
# a name after a relation word, a list of names — and the same frames with a non-name word in the
# slot (the relation word alone, 大家, 小孩), so that the frame alone is not evidence.
_RELATIONS = (
    "舅舅",
    "舅媽",
    "表哥",
    "表姊",
    "堂弟",
    "女友",
    "男友",
    "好友",
    "同事",
    "同學",
    "學長",
    "學妹",
    "室友",
    "鄰居",
    "孫女",
    "孫子",
    "兒子",
    "女兒",
    "太太",
    "老婆",
    "先生",
    "大嫂",
    "姪子",
    "外甥女",
    "小叔",
    "乾媽",
    "主管",
    "店員",
    "房東",
    "看護",
    "阿姨",
    "朋友",
    "弟弟",
    "妹妹",
    "姊姊",
    "哥哥",
    "前夫",
    "前妻",
    "未婚夫",
    "學生",
)
_NON_NAMES = (
    "大家",
    "小孩",
    "他們",
    "對方",
    "那位",
    "阿嬤",
    "阿公",
    "老闆",
    "家人",
    "媽媽",
    "爸爸",
    "全家",
    "大人",
    "小朋友",
    "同仁",
    "客人",
    "本人",
    "自己",
    "師傅",
    "醫生",
    "警察",
)
_OFF_TITLES = (
    "法官",
    "審判長",
    "檢察官",
    "書記官",
    "司法事務官",
    "調解委員",
    "警員",
    "員警",
    "通譯",
    "承辦人",
    "主任委員",
    "科員",
)
_FRAMES = (
    "{rel}{p}說這件事他會處理，{p2}也同意。",
    "後來{p}打電話給我，說{rel}{p2}已經到了。",
    "我跟{p}約好禮拜六去看{rel}，{p2}會開車。",
    "{p}：你明天幾點到？\n{p2}：大概十點，{p}你先去排隊\n",
    "{p}：好喔😂\n{p2}：{p}記得帶身分證影本\n",
    "當天是{rel}{p}陪同前來，{p}表示個案近日睡不好。",
    "個案表示{rel}{p}每週來探望一次，與{p2}關係良好。",
    "會議紀錄：{p}、{p2}附議，{p}負責聯繫廠商。",
    "出席：{full}、{full2}、{p}（請假）",
    "{p}那天很晚才回來，{rel}{p2}一直在等她。",
    "聽{rel}說{p}最近換工作了，{p2}也搬走了。",
    "謝謝{p}幫忙，也謝謝{rel}{full}的照顧。",
    "推 {handle}: {p}真的太誇張了吧\n→ {handle}: 同意，{p2}那篇我也看過",
    "我們家{p}跟{p2}都會回來，{rel}{full}晚一點到。",
    "{full}（綽號{nick}）平日在工地做事，{nick}說他沒有欠錢。",
    "答：是我{rel}{nick}載我去的。\n問：{nick}本名是什麼？\n答：{full}。",
    "{nick}剛滿五歲，由{rel}{full}照顧。",
    "昨天{nick}又來店裡，{rel}{p}也在。",
    "Hi {lat}，附件是這次的報價單，有問題再找{p}。",
    "{lat}會帶{rel}一起來，{p}負責接待。",
    "{lat}跟{lat2}明天放假，{full}代班。",
    "本案由{off_title}{off}承辦，{off_title2}{off2}到庭執行職務。",
    "{off_title}{off}詢問{full}是否了解，{full}答稱了解。",
    "調解委員{off}說明後，聲請人{full}同意分期，相對人{p}亦無異議。",
    "警員{off}到場處理，{rel}{full}在旁協助。",
    "{rel}說{neg}都知道這件事，{p}也有聽說。",
    "{neg}都說{rel}很照顧{p}。",
    "{rel}跟{neg}一起去醫院看{p}。",
    "{neg}：明天誰要去接{p}？\n{p2}：我去\n",
    "感謝{neg}的協助，{rel}{p}會再聯絡。",
    "{p}和{p2}是{rel}，平常住在一起。",
    "給{p}：\n對不起，這些年讓你擔心了。\n{nick}　筆",
    "{full}老師提醒，{p}（學號{num}）需補交作業。",
    "由個管師{full}執行家訪，案母{full2}在家，{p}放學後返家。",
    "{p}姨捐白米十包，{full}闔家捐款一千元。",
)
_HANDLES = ("mimi5566", "abc0812", "sunny_77", "kk1024", "tofu99", "momo_lin", "jay2046")


def _nick(pools: Pools, rng: random.Random) -> str:
    for _ in range(20):  # 小心, 阿姨: real words are no nicknames
        nick = _draw_nick(pools, rng)
        if nick not in pools.word_set:
            return nick
    return nick


def _draw_nick(pools: Pools, rng: random.Random) -> str:
    c = rng.choice(pools.common_given if rng.random() < 0.6 else pools.given_chars)
    r = rng.random()
    if r < 0.35:
        return "阿" + c
    if r < 0.6:
        return "小" + c
    if r < 0.7:
        return c + c
    if r < 0.8:
        return c + "仔"
    if r < 0.9:
        return rng.choice(_COMMON) + "仔"
    return rng.choice(("胖虎", "大寶", "小胖", "阿肥", "阿達", "小黑", "阿弟", "妹妹"))


def context_sentences(
    pools: Pools, rng: random.Random, n: int
) -> list[tuple[str, list[tuple[int, int, str]]]]:
    """Short texts from the frames above, every slot drawn anew; a given name alone, a nickname, a
    Latin given name, a full name or a non-name word (about one slot in six) as the mention."""
    out = []
    for _ in range(n):
        tpl = rng.choice(_FRAMES)
        ids: dict[str, tuple[str, str | None]] = {}

        def draw(key: str, ids: dict = ids) -> tuple[str, str | None]:
            base = key.rstrip("0123456789")
            if key in ids:
                return ids[key]
            v: tuple[str, str | None]
            if base == "p":
                r = rng.random()
                if r < 0.15:
                    v = (rng.choice(_NON_NAMES), None)
                elif r < 0.5:
                    v = (pools.given(rng, 2), "PER")
                elif r < 0.7:
                    v = (_nick(pools, rng), "PER")
                elif r < 0.8:
                    v = (rng.choice(_LATIN_GIVEN), "PER")
                else:
                    v = (pools.full(rng), "PER")
            elif base == "nick":
                v = (_nick(pools, rng), "PER")
            elif base == "full":
                v = (pools.full(rng), "PER")
            elif base == "lat":
                v = (rng.choice(_LATIN_GIVEN), "PER")
            elif base == "off":
                v = (pools.full(rng), "OFF")
            elif base == "off_title":
                v = (rng.choice(_OFF_TITLES), None)
            elif base == "rel":
                v = (rng.choice(_RELATIONS), None)
            elif base == "neg":
                v = (rng.choice(_NON_NAMES), None)
            elif base == "handle":
                v = (rng.choice(_HANDLES), None)
            else:  # num
                v = (str(rng.randrange(10**6, 10**7)), None)
            ids[key] = v
            return v

        text = ""
        spans = []
        for piece in re.split(r"(\{[a-z_0-9]+\})", tpl):
            if piece.startswith("{"):
                value, label = draw(piece[1:-1])
                if label:
                    spans.append((len(text), len(text) + len(value), label))
                text += value
            else:
                text += piece
        out.append((fold(text), spans))
    return out
