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
        "思覺失調", "癌症", "身心障礙", "愛滋", "HIV", "門診", "急診", "病情", "疾病",
    ),
    "genetic": ("基因", "DNA", "遺傳"),
    "sex_life": ("性生活", "性行為", "性關係", "性交"),
    "criminal_record": ("前科", "犯罪紀錄", "刑案資料", "素行紀錄", "有期徒刑執行完畢"),
}  # fmt: skip
_PATTERNS = {cat: re.compile("|".join(map(re.escape, words)), re.IGNORECASE) for cat, words in SPECIAL_CATEGORIES.items()}


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
