"""Kinds of person reference found missing on the read sets (issue 11, round 8), each with new
invented variants: names as airlines write them (SURNAME/GIVEN MR, 歐陽/KAIWEN, …/P1), a kin word
that speaks in a chat export's speaker column (阿母⇥…), a display name with an emoji glued to it
(Tina🌸 20:11, Yuki🍓：), and titles of clergy, therapists and an association's officers after a
surname (黎神父, 溫心理師, 謝理事長, 許老闆). Invented names only; look-alikes stay words."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_covered as covered
from tests.unit.helpers import replaced_persons as persons


@pytest.mark.parametrize(
    "text, value",
    [
        ("  1.SANTOS/JOEL MR   2.REYES/ANNA MARIE MS", "SANTOS/JOEL"),
        ("  1.SANTOS/JOEL MR   2.REYES/ANNA MARIE MS", "REYES/ANNA MARIE"),
        ("  3.歐陽/KAIWEN MR", "歐陽/KAIWEN"),
        ("旅客：WEI/SHUFEN（魏淑芬）　護照 3520477", "WEI/SHUFEN"),
        ("乘客：HSUAN/GRACE、LIU/CHE-HAN", "LIU/CHE-HAN"),
        ("SSR DOCS 2B/PHL/14MAR85/F/09OCT31/DELA CRUZ/MARIA LUISA/P1", "DELA CRUZ/MARIA LUISA"),
        ("04/TWN/30AUG90/M/11FEB33/OUYANG/KAIWEN/P3", "OUYANG/KAIWEN"),
        ("訂位：TAN/MEILING MRS 12D", "TAN/MEILING"),
    ],
)
def test_a_name_written_family_slash_given_is_a_person(text: str, value: str) -> None:
    assert covered(text, value)


@pytest.mark.parametrize(
    "text",
    ["AND/OR", "TPE/NRT 航段", "請選 YES/NO", "NT/USD", "LINE/FB", "TEL/FAX", "DATE/TIME"],
)
def test_slashed_terms_and_codes_name_nobody(text: str) -> None:
    assert persons(text) == []


CHAT = (
    "2024/10/14（一）\n19:02\t阿母\t你要幫我辦那個卡\n19:05\t凱文\t好\n"
    "19:11\t阿母\t[照片]\n19:12\t凱文\t字都反了\n"
)


def test_a_kin_word_speaking_in_a_chat_column_is_a_display_name() -> None:
    assert covered(CHAT, "阿母") and covered(CHAT, "阿母", 1)


def test_a_kin_word_speaking_once_in_a_chat_is_a_display_name_too() -> None:
    # kin_names.py: a kin word in a chat's speaker column is a display name, however often
    text = "19:02\t阿母\t你好\n19:05\t凱文\t好\n19:06\t凱文\t收到\n"
    assert "阿母" in persons(text)


@pytest.mark.parametrize(
    "text, value, times",
    [
        (
            "與 Tina🌸 的聊天\nTina🌸 20:11　你好\n阿財 20:30　您好\nTina🌸 20:31　週六\n",
            "Tina🌸",
            3,
        ),
        ("Yuki🍓：我今天要加班\nRicky：好\nYuki🍓：先退出\n", "Yuki🍓", 2),
        ("Mika🐱：我到了\n欣怡：好\n", "Mika🐱", 1),
        ("佩佩💕：收到\n阿傑：好\n", "佩佩💕", 1),
    ],
)
def test_a_display_name_with_its_emoji_is_one_value(text: str, value: str, times: int) -> None:
    assert all(covered(text, value, n) for n in range(times))


@pytest.mark.parametrize("text", ["Happy🎉：生日快樂\n", "News📢 10:00 公告\n", "系統🔔：已讀\n"])
def test_words_with_an_emoji_are_no_display_name(text: str) -> None:
    assert persons(text) == []


@pytest.mark.parametrize(
    "text, value",
    [
        ("告別式由黎神父主禮", "黎神父"),
        ("由鄭牧師主持婚禮", "鄭牧師"),
        ("請與處遇機構溫心理師聯繫", "溫心理師"),
        ("可先排週三下午 石治療師 的語言課", "石治療師"),
        ("伴手禮送 謝理事長", "謝理事長"),
        ("許老闆您好，我的車", "許老闆"),
        ("請洽王總幹事", "王總幹事"),
        ("林科長核章", "林科長"),
    ],
)
def test_a_surname_before_a_staff_or_clergy_title_is_a_short_form(text: str, value: str) -> None:
    assert covered(text, value)


@pytest.mark.parametrize(
    "text", ["這位老闆說", "公司的大老闆", "心理師表示", "請藥師確認", "總幹事說", "教會牧師"]
)
def test_a_title_alone_names_nobody(text: str) -> None:
    assert persons(text) == []


@pytest.mark.parametrize(
    "text, value",
    [
        ("May 您好：\n昨天是我最後一天上班", "May"),
        ("謝謝May！收到了。", "May"),
        ("我跟June說過了。", "June"),
        ("April，妳明天有空嗎？", "April"),
        ("我會跟Tina（副理）一起擬一份公約", "Tina"),
        ("3. Amy提議新增電商團購", "Amy"),
    ],
)
def test_a_latin_given_name_that_is_also_a_month_or_after_a_number_is_a_name(
    text: str, value: str
) -> None:
    assert covered(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "會議改到May 12，請準時",
        "Thu 10:00 開會",
        "截止日：May 5",
        "五月May、六月June、七月July",
        "下載App（安卓）",
        "2. Line群組",
        "3. Google表單",
    ],
)
def test_months_weekdays_and_product_words_stay_words(text: str) -> None:
    assert persons(text) == []
