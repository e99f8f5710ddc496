"""How people in Taiwan refer to a person in running text (issue 11, round 8), written as a
table of kinds before reading any corpus: a given name or a nickname with the kin word it is
called by (建華哥, 秀蘭阿姨, 阿群媽), a nickname's shape after a verb or opening a clause
(跟阿凱借, 那天晚上小瑜, 豪仔, 妞妞), a transcript tagged by surnames with few turns (陳：/林：,
問：/黃：), a surname with the person noun a report gives it (呂姓男子, 柯姓女山友), and police and
court ranks in role (巡官, 書記官長). Invented names and sentences only; each kind has look-alikes
that stay words."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_covered as covered
from tests.unit.helpers import replaced_persons as persons
from worker.detect import detect


def kind_of(text: str, name: str) -> str | None:
    return next(
        (s.type for s in detect(text, use_model=False) if text[s.start : s.end] == name), None
    )


@pytest.mark.parametrize(
    "text, value",
    [
        ("建華哥說下週會還錢。", "建華哥"),
        ("我打給淑芬姐問地址。", "淑芬姐"),
        ("秀蘭阿姨每天來幫忙。", "秀蘭阿姨"),
        ("國雄叔借我一台機車。", "國雄叔"),
        ("美雲嬸在市場賣菜。", "美雲嬸"),
        ("我昨天去醫院看家齊哥，他精神還不錯。", "家齊哥"),
        ("阿群媽說她會晚點到。", "阿群媽"),
        ("阿綢阿嬤說要把女兒也加進來。", "阿綢阿嬤"),
        ("他跟隔壁的水木伯下棋。", "水木伯"),
        ("陳建華哥說他沒空。", "陳建華哥"),
    ],
)
def test_a_given_name_with_its_kin_word_is_one_person(text: str, value: str) -> None:
    assert covered(text, value)


@pytest.mark.parametrize(
    "text, names",
    [
        ("清潔阿姨每天來打掃。", []),
        ("美國叔叔寄了禮物。", []),
        ("座談紀錄\n子涵媽媽提到，上學期的事。", ["子涵"]),  # 子涵 the child, 媽媽 a title
        ("致 林志明 先生 張美玲 小姐", ["林志明", "張美玲"]),  # 小姐 a title: no 玲小姐
    ],
)
def test_a_word_or_a_title_before_a_kin_word_is_no_given_name(text: str, names: list[str]) -> None:
    assert sorted(set(persons(text))) == sorted(names)


@pytest.mark.parametrize(
    "text, nickname",
    [
        ("我跟阿凱借了兩萬塊。", "阿凱"),
        ("那天晚上小瑜打給我哭。", "小瑜"),
        ("是豪仔先動手的。", "豪仔"),
        ("我叫阿旺仔明天來搬貨。", "阿旺仔"),
        ("我們把妞妞送去安親班。", "妞妞"),
        ("昨天宏宏又沒來上課。", "宏宏"),
        ("店長請阿娟幫忙顧店。", "阿娟"),
        ("我遇到小蓁跟她男友。", "小蓁"),
    ],
)
def test_a_nickname_after_a_verb_or_opening_a_clause_is_a_person(text: str, nickname: str) -> None:
    assert nickname in persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "小心地滑",
        "小時候我住台南",
        "我跟小孩說",
        "後來小吃店關了",
        "我常常跑步",
        "跟阿里山的朋友",
        "他們是牛仔",
        "我跟狗狗玩",
        "被小偷偷走",
        "但是小編說",
        "🙂🙂🙂，\U0002a6d6\U0002a6d6。",
    ],
)
def test_words_of_a_nickname_shape_stay_words(text: str) -> None:
    assert persons(text) == []


@pytest.mark.parametrize(
    "text, tags",
    [
        ("陳：你那天幾點到？\n林：大概八點。\n", "陳林"),
        ("問：你認識他嗎？\n黃：不認識。\n", "黃"),
        ("【通話譯文】\n蔡：錢準備好了沒\n許：明天給你\n", "蔡許"),
        ("面談\n曹：今年目標是多少？\n隗：一億。\n曹：好。\n", "曹隗"),
    ],
)
def test_surname_tags_of_a_short_exchange_are_persons(text: str, tags: str) -> None:
    found = persons(text)
    for tag in tags:
        assert tag in found


@pytest.mark.parametrize(
    "text",
    [
        "東：鄰地\n西：道路\n南：水溝\n",
        "高：170\n重：65\n",
        "電：02-2345-6789\n傳：02-2345-6790\n",
        "時：下午三點\n地：會議室\n",
    ],
)
def test_field_abbreviations_are_no_surname_tags(text: str) -> None:
    assert persons(text) == []


@pytest.mark.parametrize(
    "text, value",
    [
        ("居住於本里之呂姓男子（呂啟明）於巷口", "呂姓男子"),
        ("27 歲的柯姓女山友下撤時踩空", "柯姓女山友"),
        ("一名 70 歲的林姓婦人報案", "林姓婦人"),
        ("一名蔡姓民眾報案", "蔡姓民眾"),
        ("王姓 60 歲老翁倒地", "王姓 60 歲老翁"),
        ("他姓詹的", "詹"),
    ],
)
def test_a_surname_with_its_person_noun_is_one_short_form(text: str, value: str) -> None:
    assert covered(text, value)


@pytest.mark.parametrize("text", ["百姓生活", "同姓男子", "從父之姓氏", "隨母之姓"])
def test_surname_words_name_nobody(text: str) -> None:
    assert persons(text) == []


@pytest.mark.parametrize(
    "text, name",
    [
        ("詢問人：巡官 甯家銘", "甯家銘"),
        ("本件由巡官童建宇製作筆錄。", "童建宇"),
        ("書記官長 嚴麗珠", "嚴麗珠"),
        ("製作人：偵查佐 覃子豪", "覃子豪"),
        ("甯家銘巡官到場", "甯家銘"),
    ],
)
def test_police_and_court_ranks_in_role_are_officials(text: str, name: str) -> None:
    assert kind_of(text, name) == "official"


@pytest.mark.parametrize(
    "text, nickname",
    [
        ("我先請同仁小妍依流程回覆。", "小妍"),
        ("請總務小戴協助。", "小戴"),
        ("雙人核對 琪琪／小林。", "小林"),
        ("穩穩搬家 客服 老蕭", "老蕭"),
        ("跟老張說一聲", "老張"),
        ("我說小葉的報告還沒交", "小葉"),
    ],
)
def test_a_nickname_that_is_also_a_word_is_a_person_in_prose(text: str, nickname: str) -> None:
    assert nickname in persons(text)


@pytest.mark.parametrize(
    "text",
    ["那天晚上小雨下不停", "他說小康就好", "說老實話", "跟小黃說去機場", "他是老外"],
)
def test_everyday_words_of_a_nickname_shape_stay_words_in_prose(text: str) -> None:
    assert persons(text) == []


@pytest.mark.parametrize(
    "text, nickname",
    [("助理「小雨」負責回覆", "小雨"), ("禮物是我跟佩琪、小魚一起買的", "小魚")],
)
def test_quoted_or_listed_nicknames_of_weather_and_animal_words_stay_persons(
    text: str, nickname: str
) -> None:
    assert nickname in persons(text)


@pytest.mark.parametrize(
    "text, value",
    [
        ("原住民姓名：尤命．哈勇", "尤命．哈勇"),
        ("證人尤命．哈勇到庭", "尤命．哈勇"),
        ("證人瓦歷斯．諾幹到庭", "瓦歷斯．諾幹"),
        ("被告比令．亞布，男", "比令．亞布"),
    ],
)
def test_an_indigenous_name_with_a_full_width_full_stop_is_read_whole(
    text: str, value: str
) -> None:
    assert value in persons(text)


@pytest.mark.parametrize(
    "text, name", [("被告王大明.他說不知道", "王大明"), ("證人林志明.到庭陳述", "林志明")]
)
def test_a_full_stop_typed_after_a_name_ends_it(text: str, name: str) -> None:
    assert name in persons(text)
