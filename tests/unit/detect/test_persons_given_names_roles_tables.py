"""Given names and full names the person readers missed (issue 11, persons B, round 9):

* the given name alone of a person the document names in full, wherever it stands in prose (說可蕾
  吃了), when the pair is no word, no verb and no listed non-name and no word runs across its
  edges (論文德國 keeps 文德 of 林文德 a word);
* a given name or a nickname after a word for a member of a staff, a group or a household
  (總務詠晴, 員工小菁, 管理員小魏亦證稱, 室友): given_before_words.txt, nickname_before_words.txt;
* a name after a student's or a trainee's label (實習生：, 工讀生：: name_labels.txt);
* a name in the 姓名 column of a table whose columns runs of spaces set apart.

Invented names and layouts only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons as persons


@pytest.mark.parametrize(
    "text, given",
    [
        ("申請人：宋語蕾（302室）\n晚上十點，舍監聽到室友說語蕾吃了堅果後喘不過氣。", "語蕾"),
        ("學生：葛承澔\n想討論的事：我發現承澔上個月在診所做了檢查。", "承澔"),
        ("申訴人邰沛縈陳稱，當晚她請同事陪沛縈回宿舍。", "沛縈"),
        ("被告甄子喬於偵查中否認。證人看到子喬也曾多次到場。", "子喬"),
    ],
)
def test_a_named_persons_given_name_alone_in_prose(text: str, given: str) -> None:
    assert given in persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "被告林文德於論文德國部分未有主張。",
        "證人王建國稱，他住在建國路附近。",
    ],
)
def test_a_given_name_inside_a_word_or_a_place_stays(text: str) -> None:
    found = persons(text)
    assert found.count(found[0]) == 1  # the full name once, its given name not again


@pytest.mark.parametrize(
    "text, name",
    [
        ("大家好，我是這屆總務芷晴，附上本學期帳目。", "芷晴"),
        ("員工小瑩證稱：「那天店長不在」", "小瑩"),
        ("社區管理員小邱亦證稱當時大門未關。", "小邱"),
        ("我的室友小柔也看到了。", "小柔"),
        ("店員俊傑，請到櫃台。", "俊傑"),
        ("志工小潘說明活動流程。", "小潘"),
    ],
)
def test_a_name_after_a_staff_or_group_word(text: str, name: str) -> None:
    assert name in persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "員工福利委員會將於月底開會。",
        "本公司員工旅遊訂於五月。",
        "員工宿舍已滿，請另覓住處。",
        "助理教授名額一名。",
        "志工服務時數請於月底登錄。",
        "同學會在下週六舉行。",
    ],
)
def test_staff_words_before_words_stay(text: str) -> None:
    assert persons(text) == []


@pytest.mark.parametrize(
    "text, name",
    [
        ("實習生：魏宥辰　系級：資管系三甲", "魏宥辰"),
        ("工讀生：符芯妤\n單位：總務處", "符芯妤"),
        ("研究生 顏聖哲　指導教授：另附", "顏聖哲"),
    ],
)
def test_a_students_label_takes_the_name(text: str, name: str) -> None:
    assert name in persons(text)


def test_a_students_label_without_a_name() -> None:
    assert persons("實習生：待分配\n學員人數：12") == []


@pytest.mark.parametrize(
    "table, names",
    [
        (
            "職稱　　姓名　　　　分機\n組長　　卓亭妤　　2231\n幹事　　冉柏諺　　2245\n",
            ["卓亭妤", "冉柏諺"],
        ),
        (
            "組別  姓名  分機  備註\n業務  童語彤  221  出差\n行政  裘立德  305  -\n",
            ["童語彤", "裘立德"],
        ),
        (
            "職位　　姓名　　　　手機　　　　　LINE\n"
            "總務　　官芮綺　　0911-22-3344　　ruiqi_k\n"
            "器材　　Owen（聶昱翔）0922-333-444　owen_n\n",
            ["官芮綺", "Owen"],
        ),
    ],
)
def test_a_name_column_of_a_space_set_table(table: str, names: list[str]) -> None:
    found = persons(table)
    for name in names:
        assert name in found


def test_a_space_set_table_without_a_name_column() -> None:
    assert persons("項目　　說明　　金額\n油資　　往返　　1200\n") == []
