"""Surname and title as one person (round 9, persons A): the titles of worker/data/person_titles.txt
(老先生, 老太太, 建築師, 隊長, 主委 …) make a short form with a surname alone, and a person's noun
right before the surname (顧客, 房東, 雇主, 諮商師, 里長) leaves the surname to the title instead of
reading a full name across the noun (顧客|梁太太, not 顧客梁). A building's or a floor's letter
before a common surname does the same (C棟|曾太太).

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_covered, replaced_persons


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("昨天下午住在三樓的龔老先生在樓梯間跌倒。", "龔老先生"),
        ("社工每週探視獨居的柯老太太一次。", "柯老太太"),
        ("巷口的鄭老奶奶說她都六點起床。", "鄭老奶奶"),
        ("由邵建築師說明外牆拉皮的工法。", "邵建築師"),
        ("巡守隊的馮隊長表示晚上會加強巡邏。", "馮隊長"),
        ("管委會何主委請大家準時繳費。", "何主委"),
        ("今年軍訓由簡教官負責。", "簡教官"),
        ("冷氣是請葉師傅來裝的。", "葉師傅"),
    ],
)
def test_a_surname_before_a_title_of_the_class_is_one_short_form(text: str, value: str) -> None:
    assert person_covered(text, value), replaced_persons(text)


@pytest.mark.parametrize(
    ("text", "value", "not_value"),
    [
        ("店員趁結帳將顧客潘太太的卡號抄下。", "潘太太", "顧客潘"),
        ("被告是房東溫老先生的外孫。", "溫老先生", "房東溫"),
        ("外籍看護推著雇主黎老太太去公園。", "黎老太太", "雇主黎"),
        ("學校安排諮商師董心理師每週晤談。", "董心理師", "商師董"),
        ("他很感謝諮商師辜老師的陪伴。", "辜老師", "商師辜"),
        ("這件事里長洪里長也知道。", "洪里長", "里長洪"),
        ("屋主姚老先生代簽了同意書。", "姚老先生", "屋主姚"),
    ],
)
def test_a_persons_noun_before_the_surname_leaves_it_to_the_title(
    text: str, value: str, not_value: str
) -> None:
    assert person_covered(text, value), replaced_persons(text)
    assert not_value not in replaced_persons(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("B棟林太太反映電梯常故障。", "林太太"),
        ("3F張老先生的孫子幫他簽名。", "張老先生"),
        ("A區黃小姐的機車被拖吊。", "黃小姐"),
    ],
)
def test_a_letter_or_a_floor_before_a_common_surname_and_its_title(text: str, value: str) -> None:
    assert person_covered(text, value), replaced_persons(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("高明華先生當天也在場。", "高明華"),  # a full name that opens with a word stays whole
        ("房東鄔先生說押金會退。", "鄔先生"),
        ("聯絡人：蕭建國先生", "蕭建國"),
    ],
)
def test_full_names_and_known_short_forms_stay(text: str, value: str) -> None:
    assert person_covered(text, value), replaced_persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "製程工程師需輪三班。",  # a job title, no surname before a title of the class
        "他見老先生側躺在地上，立刻呼救。",
        "本案由大隊長指揮。",
        "請找一位師傅來修水管。",
    ],
)
def test_look_alikes_name_nobody(text: str) -> None:
    assert replaced_persons(text) == []
