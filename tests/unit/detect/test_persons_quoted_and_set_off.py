"""Names the candidate generation used to miss, by kind (invented names and values only):

* a nickname in quotation marks (助理「小萱」, 綽號「小胖」, 內載「老鄭 50」), even one that
  is also a word, while quoted kin and everyday words (「媽媽」, 「小心」) stay words;
* a Chinese name in parentheses after a Latin name found (Budi Santoso（布迪）), a note none;
* a full name set off by spaces in running prose (父 郭建宏 為老闆);
* a chat display name of two words before the colon (美美 ❤️ 小芸媽：, Lorenzo 志明：).
"""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_set as persons
from worker.detect import detect


@pytest.mark.parametrize(
    "text, name",
    [
        ("他在網路上加了一個LINE叫「小熊」的人，對方說可以代辦。", "小熊"),
        ("群組裡由自稱分析師的人及助理「小萱」（LINE ID：xuan_0420）帶單。", "小萱"),
        ("少年稱已不與友人「阿碩」「小黑」往來。", "小黑"),
        ("記帳本1本，內載「阿樺 30」「老鄭 50」等字樣。", "老鄭"),
        ("對方帳號顯示名「財仔」，要求面交現金。", "財仔"),
        ("同學都叫他綽號「小胖」，個性開朗。", "小胖"),
        ("群主叫「老K」，一直催大家入金。", "老K"),
        ("客戶在交友軟體認識自稱「Serena」之女子。", "Serena"),
        ("LINE 助理「小晴老師」叫他把錢匯過去。", "小晴老師"),
        ("下次報暗號「婷婷」就打九折。", "婷婷"),
    ],
)
@pytest.mark.parametrize("use_model", [False, True])
def test_a_quoted_nickname_is_a_person(text: str, name: str, use_model: bool) -> None:
    assert name in persons(text, use_model)


@pytest.mark.parametrize(
    "text, word",
    [
        ("這兩週他開始會說「要」「媽媽」，還會拉我的手。", "媽媽"),
        ("被收養人稱收養人為「爸爸」，感情很好。", "爸爸"),
        ("牌子上寫著「小心」地滑。", "小心"),
        ("她最喜歡彈「小星星」給大家聽。", "小星星"),
        ("群組裡大家一直回「哈哈」。", "哈哈"),
        ("他說「Hello」之後就掛斷了。", "Hello"),
        ("店門口掛著「老闆」不在的牌子。", "老闆"),
    ],
)
def test_quoted_kin_and_everyday_words_stay_words(text: str, word: str) -> None:
    assert not any(word in p for p in persons(text))


@pytest.mark.parametrize(
    "text, name",
    [
        ("學員姓名 Name：Marisa Gomez（瑪莉莎）\n居留證號：F923456781", "瑪莉莎"),
        ("被保險人姓名：Budi Santoso（布迪）　國籍：印尼", "布迪"),
        ("2. Jonas Weber（中文名 魏喬納）　男　德國籍", "魏喬納"),
        ("Pt: TRAN THI LAN（陳氏蘭）　F/41", "陳氏蘭"),
        ("孩子Lahok（林雨萱，國中一年級）下學期學費還沒繳。", "林雨萱"),
        ("接見人：Rosalind Dela Paz（中文：羅莎琳）\n國籍：菲律賓", "羅莎琳"),
        ("配偶 Nguyen Van Hung（中文:阮文雄）　越南籍", "阮文雄"),
    ],
)
@pytest.mark.parametrize("use_model", [False, True])
def test_the_other_script_in_parentheses_is_the_same_person(
    text: str, name: str, use_model: bool
) -> None:
    assert name in persons(text, use_model)


@pytest.mark.parametrize(
    "text, note",
    [
        ("看護 Siti Rahayu（印尼籍）協助轉位。", "印尼籍"),
        ("乙方：Tran Van Nam（簽名）", "簽名"),
        ("列席：Michael Hsu（監察委員）、徐秋月", "監察委員"),
        ("受益人：Yapit Tali（護照 309182）", "護照"),
    ],
)
def test_a_note_in_parentheses_is_no_name(text: str, note: str) -> None:
    assert not any(note in p for p in persons(text))


@pytest.mark.parametrize(
    "text, name",
    [
        ("家庭狀況：父 郭建宏 為機車行老闆，母親全職照顧。", "郭建宏"),
        ("今天 法語志工 魏書涵 下午兩點到。", "魏書涵"),
        ("4/2 我這邊請總務 馬志遠 開車帶他去。", "馬志遠"),
        ("敬祝 平安\n晴光家庭醫學科診所　謝宜蓁 敬上", "謝宜蓁"),
        ("列席：里幹事 陳柏翰 、派出所所長 吳俊德", "陳柏翰"),
    ],
)
def test_a_full_name_set_off_by_spaces_is_a_person(text: str, name: str) -> None:
    assert name in persons(text, use_model=False)


@pytest.mark.parametrize(
    "text, word",
    [
        ("後來在 梧棲漁港海鮮餐廳 上班。", "梧棲"),
        ("他在 去年三月 開始同居。", "去年"),
        ("參加 資策會 工程師養成班。", "資策會"),
    ],
)
def test_spaced_phrases_are_no_names(text: str, word: str) -> None:
    assert not any(word in p for p in persons(text, use_model=False))


def test_an_official_set_off_by_spaces_keeps_the_role() -> None:
    text = "本件正本證明與原本無異。\n　　書記官　陳雅玲\n"
    spans = detect(text, use_model=False)
    assert any(text[s.start : s.end] == "陳雅玲" and s.type == "official" for s in spans)


CHAT = """21:03 業務 可可：晚安～上次說的保單比較表整理好了
21:05 美美 ❤️ 小芸媽：好的謝謝
21:06 業務 可可：那要麻煩妳傳一下資料
21:07 美美 ❤️ 小芸媽：沒問題
20:13 Lorenzo 志明：我下禮拜去辦授權
20:15 Lorenzo 志明：ok 就照大家說的
"""


@pytest.mark.parametrize("name", ["小芸媽", "志明", "美美", "Lorenzo"])
@pytest.mark.parametrize("use_model", [False, True])
def test_a_display_name_of_two_words_before_the_colon(name: str, use_model: bool) -> None:
    # each word replaced, the display name as one value where its words are all name-like
    assert any(name in p for p in persons(CHAT, use_model))
