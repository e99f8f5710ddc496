"""Names in running prose: a person named by a relation (隔壁的X, 我女兒X, 阿姨X, 同事X,
理專X), word-like and given names included, and names listed together (王大同、李小美及陳阿土;
高明、江山兩位委員). Invented names and sentences only; the negatives are the same places holding
ordinary words."""

from __future__ import annotations

import pytest

from worker.detect import detect


def found(text: str) -> set[str]:
    return {
        text[s.start : s.end]
        for s in detect(text, use_model=False)
        if s.type == "person" and s.action == "replace"
    }


@pytest.mark.parametrize(
    "text, name",
    [
        ("後來隔壁秋山跟他太太一起拿水桶出來。", "秋山"),
        ("後來他太太美華也拿滅火器出來。", "美華"),
        ("阿姨淑貞常對她說要堅強。", "淑貞"),
        ("理專永福說系統會自動退款。", "永福"),
        ("我朋友建國也把存摺借給對方。", "建國"),
        ("甲方配偶夏天手機另載於附件。", "夏天"),
        ("含眷屬藍海、蔣藍雲二口。", "藍海"),
        ("隔壁是常勝一家，他爸是空軍地勤。", "常勝"),
        ("她的兒子小毛跟我同年。", "小毛"),
        ("其母高秀鑾住處距此不遠。", "高秀鑾"),
        ("存款由妻鄞黃金葉取得一半。", "鄞黃金葉"),
        ("先生官正雄去年中風，行動不便。", "官正雄"),
        ("鄰居說隔壁的吳志偉常常半夜唱歌。", "吳志偉"),
        ("我同事方正也收到同樣的簡訊。", "方正"),
        ("申請人多次曠職，同事阿哲可證。", "阿哲"),
        ("我表哥阿德開車載我。", "阿德"),
    ],
)
def test_a_name_after_a_relation_word_is_a_person(text: str, name: str) -> None:
    assert name in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "我女兒今年上國中。",
        "我太太昨天說要去。",
        "我兒子很乖。",
        "她先生生病，住院一週。",
        "我朋友介紹，我才去開戶。",
        "我女兒是高中生。",
        "鄰居報警。",
        "同事知道後很生氣。",
        "他太太也來了。",
        "媽媽提到上學期的事。",
        "我同學都說好。",
        "夫妻二人同意調解。",
        "看護費用每月三萬元。",
        "請保障孩子安全。",
        "健保卡在阿公的錢包裡。",
        "性別 女 民國80年生",
        "老師我是她的阿嬤 伊同意書明天拿去。",
        "我女兒小學畢業了。",
        "我兒子小時候很乖。",
        "我朋友阿里山上有房子。",
    ],
)
def test_an_ordinary_word_after_a_relation_word_is_no_name(text: str) -> None:
    assert found(text) == set()


@pytest.mark.parametrize(
    "text, names",
    [
        ("感謝明德、江海兩位委員協助收款。", {"明德", "江海"}),
        ("林家祥、黃金兩兄弟都來了。", {"林家祥", "黃金"}),
        ("證人林大明、白雲到庭。", {"林大明", "白雲"}),
        ("鄰居何秀蘭、江山及小寶都聽到了。", {"何秀蘭", "江山", "小寶"}),
        ("主桌有舅舅簡春雨和舅媽簡劉玉珠。", {"簡春雨", "簡劉玉珠"}),
        ("原告周文彬、朝陽及常樂等人提起訴訟。", {"周文彬", "朝陽"}),
    ],
)
def test_names_listed_beside_a_person_or_counted_are_persons(text: str, names: set[str]) -> None:
    assert names <= found(text)


@pytest.mark.parametrize(
    "text",
    [
        "種植昭和草、山苦瓜、樹豆等作物。",
        "桌上有蘋果、香蕉兩種水果。",
        "本案涉及和解、調解兩程序。",
    ],
)
def test_a_list_of_things_holds_no_person(text: str) -> None:
    assert found(text) == set()


@pytest.mark.parametrize(
    "text, names",
    [
        ("秋月：今年做兩盤，被大頭吃光光\n大頭：冤枉啦\n二嬸：好\n林志明：哈", {"秋月", "大頭"}),
        ("陳淑華：大家早\n阿達：早\n海鷗：今天誰載阿嬤", {"阿達", "海鷗"}),
        ("10:02 王建民：到了嗎\n10:03 春生：快到了\n10:05 王建民：好", {"春生"}),
    ],
)
def test_the_other_speakers_beside_a_found_speaker_are_persons(text: str, names: set[str]) -> None:
    assert names <= found(text)


@pytest.mark.parametrize(
    "text, words",
    [
        ("王小明：0912-345-678\n金額：3000元\n日期：113年1月2日\n備註：無", {"金額", "日期"}),
        ("陳淑華：大家早\n時間：晚上七點\n地點：公園\n主旨：聚餐", {"時間", "地點"}),
        ("林美玲：早安\n客服：您好\n媽媽：我到了", {"客服"}),  # 媽媽 speaks: kin_names.py
    ],
)
def test_labels_and_kin_words_before_a_colon_stay_words(text: str, words: set[str]) -> None:
    assert not words & found(text)


@pytest.mark.parametrize(
    "text, name",
    [
        ("座談紀錄\n子涵媽媽提到，上學期班上跌倒的事。", "子涵"),
        ("冬天的阿公也來參加，他說孫子很乖。", "冬天"),
        ("會後，品妤的奶奶留下電話。", "品妤"),
        ("帳號略。\n語晴媽媽提到上學期的事。", "語晴"),  # not 晴 read as a surname before 媽媽
        ("會後\n宇軒爸爸說他會來。", "宇軒"),
        ("捐款名單\n金水、黃金水昆仲（福德路8號）", "黃金水"),
    ],
)
def test_a_child_named_through_a_parent_word_or_a_listed_name_is_a_person(
    text: str, name: str
) -> None:
    assert name in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "明天媽媽會來。",
        "我的媽媽很好。",
        "大家的爸爸都來了。",
        "今天阿公生日。",
        "孩子的媽媽說。",
        "天天爸爸都說要早睡。",
    ],
)
def test_a_time_word_or_a_pronoun_before_a_parent_word_is_no_name(text: str) -> None:
    assert found(text) == set()


@pytest.mark.parametrize(
    "text, name",
    [
        ("To: 鍾離秀雯 <zl.sw@example.com>\nSubject: 家長會", "鍾離秀雯"),
        ("寄件者：逄文哲 <pang.wj@example.com>", "逄文哲"),
        ("期待有機會當面說明。\n\n冉佳蓁 敬上\n", "冉佳蓁"),
        ("謝謝您。\n曉雯謹上\n", "曉雯"),
        ("掛號名字是邰金水 病歷號另附", "邰金水"),
        ("顧客：涂建宏　會員帳號：略", "涂建宏"),
        ("客服員：翁子晴　員編：略", "翁子晴"),
    ],
)
def test_a_name_that_signs_or_is_named_in_a_form_is_a_person(text: str, name: str) -> None:
    assert name in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "From: 客服中心 <service@bank.example>",
        "此致\n敬上",
        "\n全體同仁敬上\n",
        "\n學生 敬上\n",
    ],
)
def test_a_sender_that_is_no_person_stays(text: str) -> None:
    assert found(text) == set()


@pytest.mark.parametrize(
    "text, name",
    [
        ("你：哇佳蓉好久不見！", "佳蓉"),
        ("21:35 阿賢 感恩阿傑 下次請你喝飲料", "阿傑"),
        ("嗨雅婷，明天見", "雅婷"),
        ("欸志豪你到了沒", "志豪"),
    ],
)
def test_a_given_name_after_a_greeting_is_a_person(text: str, name: str) -> None:
    assert name in found(text)


@pytest.mark.parametrize(
    "text", ["謝謝惠顧", "謝謝大家", "哇好棒", "喂你好", "早安大家好", "謝謝光臨", "感恩師兄"]
)
def test_a_greeting_before_an_ordinary_word_finds_no_name(text: str) -> None:
    assert found(text) == set()
