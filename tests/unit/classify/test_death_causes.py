"""A person's cause of death routes the document on premises (個資法 施行細則 §4: health; the
``deceased`` policy group, on by default): a cause written before a death verb (車禍過世, 因病離世,
心肌梗塞身亡), and the passage that says it is masked. Statistics, insurance products and warnings
about accidents name nobody's death. Every example is invented here."""

from __future__ import annotations

import pytest

from contracts import SensitivityLevel
from worker.classify import SensitivityPolicy, classify, special_passages


@pytest.mark.parametrize(
    ("text", "cause"),
    [
        ("被繼承人甘阿水於前年三月車禍過世，其存款由子女三人繼承。", "車禍過世"),
        ("立書人之父因病去世後，房屋由長子管理。", "病去世"),
        ("家母去年因肺炎離世，喪葬費用由兄弟分擔。", "肺炎離世"),
        ("債務人已於本年一月因心肌梗塞身亡，本行依法向繼承人催告。", "心肌梗塞身亡"),
        ("她先生前年意外身亡，留下兩個孩子。", "意外身亡"),
        ("申請人之配偶久病往生，請准予辦理存款繼承。", "久病往生"),
    ],
)
def test_a_cause_of_death_routes_high_and_is_masked(text: str, cause: str) -> None:
    assert classify(text, True).level is SensitivityLevel.HIGH
    masked = "".join(text[a:b] for a, b, _cat in special_passages(text))
    assert cause in masked


@pytest.mark.parametrize(
    "text",
    [
        "意外死亡險的理賠條件如下。",
        "車禍死亡人數逐年下降。",
        "交通事故死亡率居高不下。",
        "冬天請注意防範一氧化碳中毒事故。",
    ],
)
def test_deaths_that_are_nobodys_stay_normal(text: str) -> None:
    assert classify(text, True).level is SensitivityLevel.NORMAL


def test_the_deceased_setting_turns_causes_of_death_off() -> None:
    text = "被繼承人甘阿水於前年三月車禍過世，其存款由子女三人繼承。"
    policy = SensitivityPolicy(deceased=False)
    assert classify(text, True, policy=policy).level is SensitivityLevel.NORMAL
