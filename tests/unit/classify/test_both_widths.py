"""The evidence rules are matched on the folded text, where a full-width comma is ``,``
(and ！？；： are !?;:). A class written in the data file as ``[^，。\\n]`` must stop at the
folded comma too, and a lookahead ``(?=[，。])`` must see it:
:func:`worker.classify.both_widths` reads every folded character of a pattern in both forms.
Every value is invented for this test; none comes from an evaluation set."""

from __future__ import annotations

import re

import pytest

from contracts import SensitivityLevel
from tests.unit.helpers import short_layouts as _layouts
from tests.unit.helpers import unmasked
from worker.classify import RULES, both_widths, classify, find_evidence

# a class that never stopped at a comma reached over it into the next clause: false evidence
OVER_THE_COMMA = [
    "他蹲下，監視器拍到他的臉。",  # 蹲…監 (crime.colloquial)
    "她蹲著，監看著電腦螢幕上的報表。",
    "他跟主管報告完，睡過一覺再說。",  # 跟…睡過 (sex.everyday)
    "我和室友看完電影，睡過了頭班車。",
    "我跟同事道別，上床睡覺前先洗澡。",  # 跟…上床 (sex.colloquial)
]

# a lookahead that wants a comma after the word never saw the folded one: evidence missed
BEFORE_A_COMMA = [
    ("他以前有進去過，大家都知道。", "criminal_record"),
    ("他坐過監，這件事鄰居都知道。", "criminal_record"),
    ("她說那家店的小姐會做半套，一次兩千。", "sex_life"),
    ("聽說她之前也有進去過，所以找工作很難。", "criminal_record"),
]


@pytest.mark.parametrize("passage", OVER_THE_COMMA)
def test_a_class_that_excludes_a_comma_stops_at_the_folded_one(passage: str) -> None:
    for text in _layouts(passage):
        assert classify(text, True).level is not SensitivityLevel.HIGH
        assert not [e for e in find_evidence(text) if e.weight > 0]


@pytest.mark.parametrize(("passage", "category"), BEFORE_A_COMMA)
def test_a_comma_after_the_word_is_seen_folded(passage: str, category: str) -> None:
    for text in _layouts(passage):
        sensitivity = classify(text, True)
        assert sensitivity.level is SensitivityLevel.HIGH
        assert category in sensitivity.categories
        assert unmasked(text, passage) == ""


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("[^，。\\n]{0,4}", "[^，,。\\n]{0,4}"),
        ("a(?=[，！？]|$)", "a(?=[，,！!？\\?]|$)"),
        ("甲，乙", "甲[，,]乙"),
        ("[\\s|｜]", "[\\s|｜\\|]"),
        ("\\，[]，]", "\\，[\\]，,]"),  # an escape is copied; a leading ] is a literal
    ],
)
def test_both_widths(written: str, read: str) -> None:
    assert both_widths(written) == read
    re.compile(read)


def test_no_rule_excludes_only_the_full_width_comma() -> None:
    for rule in RULES:
        for cls in re.findall(r"\[\^[^\]]*\]", rule.pattern.pattern):
            assert "，" not in cls or "," in cls, rule.rule_id
