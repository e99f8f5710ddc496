"""Names as people say them (worker/detect/spoken_names.py, persons C): a surname spelt aloud,
self-introductions, names in speech recognition output, a surname speaker tag beside role tags,
passport-order Latin names after their captions. Invented transcripts and forms only; each kind
with look-alikes that stay."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_covered
from tests.unit.helpers import replaced_persons as persons

# 1. A surname spelt aloud: the name said beside the description is a person; the description's
# words are no value and do not hide the name.


@pytest.mark.parametrize(
    "text, name",
    [
        ("客服：請問貴姓？\n來電者：我姓潘、三點水的潘，潘俊宏。", "潘俊宏"),
        ("來電者：我姓陳，耳東陳，陳志遠。", "陳志遠"),
        ("B：木子李，李芳瑜。", "李芳瑜"),
        ("B：口天吳，名字是吳佳蓉", "吳佳蓉"),
        ("受訪者：弓長張，張嘉玲", "張嘉玲"),
        ("A：立早章，章立群，立正的立", "章立群"),
        ("B：草頭黃黃士銘", "黃士銘"),
        ("來電者：三橫王的王，王冠廷。", "王冠廷"),
        ("B：雙木林，林宜蓁", "林宜蓁"),
        ("B：古月胡，胡宗翰", "胡宗翰"),
        ("B：人可何 何珮瑜", "何珮瑜"),
        ("B：言午許，全名許文豪", "許文豪"),
        ("來電者：我是溫柏翰，溫暖的溫，三點水那個", "溫柏翰"),
        ("喂你好我姓蕭然後名字是蕭智遠", "蕭智遠"),
        ("我姓鍾，金字旁的鍾，叫鍾岳霖", "鍾岳霖"),
        ("來電者：敝姓歐陽，歐洲的歐，太陽的陽，歐陽靜雯", "歐陽靜雯"),
        ("B：我姓范姜，范姜承翰", "范姜承翰"),
        ("客服：請問大名\n來電者：免貴姓鄧，鄧啟文", "鄧啟文"),
    ],
)
def test_the_name_said_beside_a_spelt_surname_is_a_person(text: str, name: str) -> None:
    assert person_covered(text, name), persons(text)


@pytest.mark.parametrize(
    "text, surname",
    [
        ("來電者：敝姓溫，溫暖的溫。", "溫"),
        ("A：免貴姓鄧", "鄧"),
        ("受訪者：我姓蒲", "蒲"),
        ("來電者：敝姓歐陽，歐洲的歐，太陽的陽", "歐陽"),
        ("B：我姓司馬，司馬懿的司馬", "司馬"),
    ],
)
def test_a_surname_said_alone_is_a_value(text: str, surname: str) -> None:
    assert surname in persons(text)


@pytest.mark.parametrize("text", ["她姓氏很少見", "他姓什麼我不知道", "我姓名寫錯了"])
def test_a_surname_word_or_a_question_is_no_surname_said(text: str) -> None:
    assert persons(text) == []


@pytest.mark.parametrize(
    "text, words",
    [
        ("來電者：我姓陳，耳東陳，陳志遠。", ["耳東陳", "耳東"]),
        ("B：木子李，李芳瑜。", ["木子李", "木子"]),
        ("來電者：我姓潘、三點水的潘，潘俊宏。", ["三點水的潘", "三點水"]),
    ],
)
def test_the_description_words_are_no_value(text: str, words: list[str]) -> None:
    found = persons(text)
    assert not any(w in found for w in words), found


@pytest.mark.parametrize(
    "text, spelling_aid",
    [
        ("A：免貴姓鄧，鄧麗君的鄧", "鄧麗君"),
        ("來電者：我姓蕭，蕭敬騰的蕭", "蕭敬騰"),
    ],
)
def test_a_name_said_to_spell_the_character_stays(text: str, spelling_aid: str) -> None:
    assert spelling_aid not in persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "三點水的字大多跟水有關。",
        "草字頭的植物名稱很多。",
        "被害人古月嬌於當日報案。",
    ],
)
def test_radicals_and_parts_in_prose_name_nobody_new(text: str) -> None:
    found = persons(text)
    assert not any(w in found for w in ("三點水", "草字頭", "古月")), found


# 2. A self-introduction: the speaker, a firm's staff, the family of a person named.


@pytest.mark.parametrize(
    "text, name",
    [
        ("喂你好我是簡秀琴我要問一下那個包裹", "簡秀琴"),
        ("嗯我是黃志偉那個上禮拜有打來過", "黃志偉"),
        ("我是葛玉蘭本人，要辦理掛失。", "葛玉蘭"),
        ("您好，這邊是蔡明哲的家屬，想詢問住院的情況。", "蔡明哲"),
        ("我這邊是林冠宇的太太", "林冠宇"),
        ("您好我是國泰世華銀行的劉雅婷，跟您確認一下貸款資料。", "劉雅婷"),
        ("你好這裡是中華電信的王姿穎", "王姿穎"),
        ("您好我是玉山銀行客服人員許家豪", "許家豪"),
        ("來電者：那個我叫做梁詠琪喔", "梁詠琪"),
    ],
)
def test_a_self_introduced_name_is_a_person(text: str, name: str) -> None:
    assert person_covered(text, name), persons(text)


def test_a_particle_of_speech_is_no_part_of_the_name() -> None:
    text = "來電者：那個我叫做梁詠琪喔"
    assert "梁詠琪喔" not in persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "我是高中生",
        "我是林口人",
        "我是客服人員",
        "我是他太太",
        "您好，這裡是臺北市政府。",
        "喂，我是欽叔啦，用你爸的手機打字",
        "好 我叫我媽寄的時候寫清楚",
        "我是說那個錢的問題",
        "我是因為工作才搬家",
        "我是馬上就過去了",
        "我是黃金會員",
        "我是方便的時候再打",
        "我是金門人",
        "我是石牌那邊的",
        "這裡是新北市政府社會局",
        "這邊是和平醫院的護理站",
    ],
)
def test_a_self_introduced_role_place_or_relation_names_nobody(text: str) -> None:
    assert persons(text) == []


# 3. Names in speech recognition output: confirmed by the other speaker, run into the next word.


@pytest.mark.parametrize(
    "text, name",
    [
        ("專員：跟您確認是張建宏對嗎", "張建宏"),
        ("客服：您是陳怡君本人嗎", "陳怡君"),
        ("客服：請問是羅文斌嗎", "羅文斌"),
        ("所以李俊傑他昨天就沒去上班了", "李俊傑"),
        ("王曉明他說明天過來拿文件", "王曉明"),
        ("來電者：蔡宗翰啦我上禮拜有打過", "蔡宗翰"),
        ("所以陳美玲跟我說她不要了", "陳美玲"),
        ("林志豪打給我說錢匯了", "林志豪"),
        ("然後吳佩珊就把電話掛了", "吳佩珊"),
        ("來電者：對啊就是鄭雅文她老公", "鄭雅文"),
        ("那個許建國喔他欠我錢", "許建國"),
    ],
)
def test_a_name_in_speech_recognition_output_is_a_person(text: str, name: str) -> None:
    assert person_covered(text, name), persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "請問是週三嗎",
        "所以今天他說不來了",
        "客服：請問是本人嗎",
        "因為大家他們都在",
        "客服：請問是信用卡嗎",
        "是黃色的嗎",
        "所以高雄他們那邊說",
        "所以林口區跟我說要排隊",
        "然後高鐵站就把門關了",
        "所以同事跟我說了",
    ],
)
def test_confirmations_and_run_on_words_without_a_name_stay(text: str) -> None:
    assert persons(text) == []


@pytest.mark.parametrize(
    "text, name",
    [
        ("A：請問大名\nB：楊淑芬", "楊淑芬"),
        ("A：您的全名是\nB：嗯盧建志", "盧建志"),
        ("客服：身分證上的名字是\n來電者：曾雅琪", "曾雅琪"),
        ("訪員：請問怎麼稱呼您？\n受訪者：喔，我叫邵子涵。", "邵子涵"),
    ],
)
def test_a_name_given_as_the_answer_to_the_turn_that_asks_is_a_person(text: str, name: str) -> None:
    assert person_covered(text, name), persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "A：請問您的名字\nB：不方便說",
        "A：大名？\nB：我不想講",
        "Q：請問貴姓\nA：喔我先生處理的",
        "客服：請問全名\n來電者：就是那個帳單的事",
    ],
)
def test_an_answer_without_a_name_names_nobody(text: str) -> None:
    assert persons(text) == []


# 4. A surname speaker tag beside role tags.


@pytest.mark.parametrize(
    "text, surname",
    [
        ("蒯：你到底什麼時候還錢\n客服：先生請冷靜", "蒯"),
        ("訪談者：請說說那天的情形\n溫：那天我在店裡", "溫"),
        ("來電者：喂\n專員：您好\n鄔：我要查帳單", "鄔"),
    ],
)
def test_a_surname_tag_beside_role_tags_is_a_person(text: str, surname: str) -> None:
    assert surname in persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "客服：您好\n來電者：喂\n客服：請問有什麼需要幫忙",
        "A：喂你好\nB：你好我是房東\nA：那個租金的事",
        "問：你當天在哪裡？\n答：在家。",
    ],
)
def test_role_tags_alone_name_nobody(text: str) -> None:
    assert persons(text) == []


# 5. Passport-order Latin names after their captions.


@pytest.mark.parametrize(
    "text, names",
    [
        ("Surname: TANAKA\nGiven name: HIROSHI", ["TANAKA", "HIROSHI"]),
        ("Last name: OKAFOR\nFirst name: Chidi", ["OKAFOR", "Chidi"]),
        ("Family name: PHAM　Given name: THI HOA", ["PHAM", "THI HOA"]),
        ("Surname 姓：KOWALSKI　Given names 名：Anna Maria", ["KOWALSKI", "Anna Maria"]),
        ("Name: MARTINEZ GARCIA, Lucia", ["MARTINEZ GARCIA, Lucia"]),
        ("Given names: JOSE MARIA Surname: DELA CRUZ", ["JOSE MARIA", "DELA CRUZ"]),
        ("姓名 Name：歐陽 晴 OUYANG, CHING", ["OUYANG, CHING"]),
    ],
)
def test_a_latin_name_after_its_passport_caption_is_a_person(text: str, names: list[str]) -> None:
    for name in names:
        assert person_covered(text, name), persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "Surname:\nGiven name:",
        "Given name: (as in passport)",
        "Surname 姓：＿＿＿＿　Given name 名：＿＿＿＿",
        "Address: TAIPEI CITY, TAIWAN",
        "DATE OF BIRTH, PLACE OF BIRTH",
        "Name: REPUBLIC OF CHINA, TAIWAN",
    ],
)
def test_blank_captions_and_caps_places_name_nobody(text: str) -> None:
    assert persons(text) == []
