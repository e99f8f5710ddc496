"""Sensitivity classification (分級路由), rules and lexicons only, explainable by rule id.

HIGH when a special category of 個人資料保護法 §6 is present (病歷, 醫療, 基因, 性生活,
健康檢查, 犯罪前科); LOW when no personal data was found; NORMAL otherwise. The
reasons are rule ids such as ``rule:special_category:health`` (never the matched text).
"""

from __future__ import annotations

import re

from contracts import Sensitivity, SensitivityLevel

SPECIAL_CATEGORIES: dict[str, tuple[str, ...]] = {
    "health": (
        "病歷", "醫療", "就醫", "診斷", "住院", "手術", "病名", "處方", "健康檢查", "體檢", "精神科", "憂鬱症",
        "思覺失調", "癌症", "身心障礙", "愛滋", "HIV", "門診", "急診", "病情", "疾病", "病史", "糖尿病", "高血壓",
        "心臟病", "骨折", "腦震盪", "失智", "阿茲海默", "洗腎", "透析", "懷孕", "流產", "墮胎", "復健",
    ),
    "genetic": ("基因", "DNA", "遺傳"),
    "sex_life": ("性生活", "性行為", "性關係", "性交"),
    "criminal_record": ("前科", "犯罪紀錄", "刑案資料", "素行紀錄", "有期徒刑執行完畢"),
}  # fmt: skip
_PATTERNS = {cat: re.compile("|".join(map(re.escape, words)), re.IGNORECASE) for cat, words in SPECIAL_CATEGORIES.items()}


MASKS = {
    "health": "【健康資訊已遮蔽】",
    "genetic": "【基因資訊已遮蔽】",
    "sex_life": "【性生活資訊已遮蔽】",
    "criminal_record": "【犯罪前科資訊已遮蔽】",
}
_PASSAGE_END = re.compile(r"[。！？!?\n]")


def special_passages(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, category)`` of every sentence (up to 。！？ or a line end) that holds a
    special-category word; the sentence is the unit that is masked."""
    out: list[tuple[int, int, str]] = []
    for cat, rx in _PATTERNS.items():
        for m in rx.finditer(text):
            start = max((e.end() for e in _PASSAGE_END.finditer(text, 0, m.start())), default=0)
            end_m = _PASSAGE_END.search(text, m.end())
            end = end_m.end() if end_m and end_m.group(0) != "\n" else (end_m.start() if end_m else len(text))
            while start < end and text[start] in " \t\u3000":
                start += 1
            if text[start:end].rstrip().endswith(("：", ":")):  # a label line (診斷：): its block follows
                block_end = text.find("\n\n", end)
                end = len(text) if block_end == -1 else block_end
            if not any(s <= start and end <= e for s, e, _c in out):
                out = [(s, e, c) for s, e, c in out if not (start <= s and e <= end)] + [(start, end, cat)]
    return sorted(out)


def special_categories(text: str) -> list[str]:
    """The special categories (keys of :data:`SPECIAL_CATEGORIES`) present in ``text``, sorted."""
    return sorted(cat for cat, rx in _PATTERNS.items() if rx.search(text))


def classify(text: str, personal_data_found: bool) -> Sensitivity:
    cats = special_categories(text)
    if cats:
        return Sensitivity(level=SensitivityLevel.HIGH, reasons=[f"rule:special_category:{c}" for c in cats])
    if personal_data_found:
        return Sensitivity(level=SensitivityLevel.NORMAL, reasons=["rule:personal_data_found"])
    return Sensitivity(level=SensitivityLevel.LOW, reasons=["rule:no_personal_data_found"])
