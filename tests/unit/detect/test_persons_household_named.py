"""A household named by its speaker (我們家, 他們家, 我家, 咱家) is a relation word like 女兒: the
child or spouse named right after it is a person (我們家品睿對花生過敏). Invented names and
sentences only; the same words before a place, a kin word or a verb name nobody."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_covered as covered
from tests.unit.helpers import replaced_persons as persons


@pytest.mark.parametrize(
    "text, name",
    [
        ("我們家品睿對花生過敏，請老師多注意。", "品睿"),
        ("他們家柏翰很乖，從來不惹事。", "柏翰"),
        ("我家宥辰，今年八歲。", "宥辰"),
        ("你們家詠晴上次借的書還沒還。", "詠晴"),
        ("她們家怡萱說週末要回來。", "怡萱"),
        ("咱家阿寶又把碗打破了。", "阿寶"),
    ],
)
def test_the_name_after_a_household_word_is_a_person(text: str, name: str) -> None:
    assert covered(text, name)


@pytest.mark.parametrize(
    "text",
    [
        "我們家小孩都很乖。",
        "我家門口有人停車。",
        "我們家老大今年考大學。",
        "我家阿公住院了。",
        "我家樓下的鄰居很吵。",
        "我們家族很大。",
        "我家人都同意。",
        "我們家每個人都有。",
        "他們家裡沒人。",
    ],
)
def test_a_household_word_before_a_place_a_kin_word_or_a_verb_names_nobody(text: str) -> None:
    assert persons(text) == []
