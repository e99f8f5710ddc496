"""A third split, "fresh": same templates, new seed, and name / place / company pools that are
in neither the dev half nor the sealed half (given names from Faker's zh_TW lists minus both
halves; word-names, aboriginal, Vietnamese, Latin names, roads and company stems written anew).

It exists to find where the detector generalises badly without looking at the sealed half:
dev is what rules were tuned on, so a miss that only shows on fresh values is a rule that
memorised dev. Not committed; written on demand:

    python -m tests.evalgen.fresh --out /tmp/fresh.jsonl [--seed N] [--docs 600]
"""

from __future__ import annotations

import argparse

from . import generate, pools
from .values import Factory

_F_GIVEN = None


def _faker_given() -> tuple[list[str], list[str]]:
    from faker.providers.person.zh_TW import Provider

    taken = set(pools.GIVEN_F) | set(pools.GIVEN_M)
    f = [g for g in Provider.first_names_female if len(g) == 2 and g not in taken]
    m = [g for g in Provider.first_names_male if len(g) == 2 and g not in taken]
    return sorted(set(f)), sorted(set(m))


WORD_FULL = [
    ("高峰", "下班時段車流達到高峰，路口壅塞。"),
    ("方圓", "方圓一公里內並無其他監視器。"),
    ("白雪", "山頂覆蓋白雪，道路封閉。"),
    ("江海", "其自稱縱橫江海多年，閱歷豐富。"),
    ("夏雨", "午後一場夏雨，地面濕滑。"),
    ("林園", "該處林園景觀維護良好。"),
]
WORD_GIVEN = [
    ("振興", "政府推出措施振興經濟。"),
    ("美好", "雙方原本對合作前景抱持美好想像。"),
    ("思源", "飲水思源，他一直記得這份恩情。"),
    ("富貴", "他說投資後就能榮華富貴。"),
    ("吉祥", "店內掛滿吉祥的春聯。"),
    ("長青", "社區設有長青活動中心。"),
    ("勝利", "他以為這場官司穩操勝利。"),
]
GIVEN_SINGLE = list("凱茹伶妮彬瑩嵐薇")
AB_FIRST = ["尤瑪", "伊娃", "比浪", "撒可努", "巴奈", "古拉斯", "阿棟", "嘉瑪", "莎韻", "瓦歷斯"]
AB_SECOND = ["達道", "瑪拉", "諾幹", "巴干", "吉宏", "尤勞", "多奈", "拉夫", "蘇伊", "阿給"]
VN_SURNAMES = [
    ("NGO", "吳"),
    ("DUONG", "楊"),
    ("LY", "李"),
    ("PHAN", "潘"),
    ("TRUONG", "張"),
    ("VO", "武"),
]
VN_F = [
    ("THAO", "草"),
    ("NGA", "娥"),
    ("PHUONG", "芳"),
    ("DUNG", "蓉"),
    ("TAM", "心"),
    ("VAN", "雲"),
]
VN_M = [
    ("VIET", "越"),
    ("KHANH", "慶"),
    ("BAO", "寶"),
    ("PHONG", "豐"),
    ("THANG", "勝"),
    ("CUONG", "強"),
]
LATIN_F = ["Angela", "Beatriz", "Siti", "Dewi", "Ligaya", "Carmen", "Nadia", "Olivia"]
LATIN_M = ["Rafael", "Juan", "Agus", "Wayan", "Miguel", "Noel", "Victor", "Adrian"]
LATIN_LAST = [
    "Cruz",
    "Ramos",
    "Aquino",
    "Santoso",
    "Pratama",
    "Suryani",
    "Chaiyaporn",
    "Dela",
    "Rosa",
    "Navarro",
]
ROADS = [
    "大業路",
    "忠誠路",
    "永安街",
    "新興路",
    "德昌街",
    "中港路",
    "明德路",
    "和興路",
    "吉林路",
    "莒光路",
    "瑞光路",
    "正義路",
    "平和街",
    "長泰街",
    "興中路",
    "昆明街",
    "忠孝西路",
    "民權東路",
    "中華二路",
    "建工路",
]
VILLAGES = [
    "東興",
    "西勢",
    "南安",
    "中庄",
    "內湖",
    "外埔",
    "新莊",
    "舊社",
    "頂寮",
    "山仔",
    "坑口",
    "湖底",
]
SECTIONS = [
    "東興",
    "西勢",
    "南安",
    "中庄",
    "外埔",
    "舊社",
    "頂寮",
    "坑口",
    "湖底",
    "北勢",
    "大林",
    "安平",
]
ORG_CHARS = list("晴蔚璿瑾琛璞晞煦翎芮韜曦崧墨棠樺柏楓森淳澤潤皓暘旻昕")
SHOP_KINDS = [
    "美甲店",
    "眼鏡行",
    "手機行",
    "花店",
    "寵物店",
    "藥局",
    "麵包店",
    "釣具行",
    "冷氣行",
    "自助餐",
]


class FreshFactory(Factory):
    """Factory of the dev half (numbers, agencies) with fresh person / place / company pools."""

    def __init__(self) -> None:
        super().__init__(0)
        self.surnames = list(pools.SURNAMES)
        self.addr_surnames = list(
            pools.ADDRESS_WORD_SURNAMES
        )  # 樓 段 區 里: every address word a surname can be
        self.compound = list(pools.COMPOUND_SURNAMES)
        self.given_f, self.given_m = _faker_given()
        self.given_single = GIVEN_SINGLE
        self.word_full = WORD_FULL
        self.word_given = WORD_GIVEN
        self.ext_b = list(pools.EXT_B)
        self.ab_first, self.ab_second = AB_FIRST, AB_SECOND
        self.vn_surnames, self.vn_f, self.vn_m = VN_SURNAMES, VN_F, VN_M
        self.latin_f, self.latin_m, self.latin_last = LATIN_F, LATIN_M, LATIN_LAST
        self.roads, self.villages, self.sections = ROADS, VILLAGES, SECTIONS
        self.org_chars, self.shop_kinds = ORG_CHARS, SHOP_KINDS


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m tests.evalgen.fresh",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=5150)
    ap.add_argument("--docs", type=int, default=600)
    args = ap.parse_args(argv)
    generate.SPLITS["fresh"] = (0, args.seed, args.docs)
    orig = generate.Factory
    generate.Factory = lambda h: FreshFactory()  # type: ignore[assignment]
    try:
        docs = generate.generate_split("fresh")
    finally:
        generate.Factory = orig
    from pathlib import Path

    generate.write_jsonl(Path(args.out), docs)
    print(
        f"fresh: {len(docs)} documents, {sum(len(d['entities']) for d in docs)} labelled values → "
        f"{args.out}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
