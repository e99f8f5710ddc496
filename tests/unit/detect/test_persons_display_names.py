"""Chat display names of several parts are one value (persons._display_names): after a line's
time stamp, the parts up to a colon (Kui 潘正雄：, 阿傑(老么)：) or, without a colon, the parts
every line of that speaker opens with (阿玲 Ling …, Maricel 🇵🇭 …), where one part is a name found
and the others are Latin words, emoji, a bracketed note or a kin word. Two-character surnames
speak as single ones do (歐陽：… beside 陳：…, persons._surname_speakers). Invented names only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _one_span(text: str, value: str) -> bool:
    """Every occurrence of ``value`` lies inside one replaced person span."""
    spans = [s for s in detect(text) if s.type == "person" and s.action == "replace"]
    at = [i for i in range(len(text)) if text.startswith(value, i)]
    return bool(at) and all(
        any(s.start <= i and i + len(value) <= s.end for s in spans) for i in at
    )


@pytest.mark.parametrize(
    "text, value",
    [
        (
            "21:02 Lahuy 郜明章：林道口有車\n21:03 Lahuy 郜明章：[照片]\n21:05 阿豪：收到",
            "Lahuy 郜明章",
        ),
        ("09:10 阿蓁 Jenny：我到了\n09:11 冉柏均：好\n09:12 阿蓁 Jenny：等你", "阿蓁 Jenny"),
        ("08:01 阿峰(二哥)：錢我出一半\n08:02 宥蓁：好\n08:05 阿峰(二哥)：那就這樣", "阿峰(二哥)"),
        (
            "18:20 Rosalyn 🇵🇭 Good evening ate\n18:21 Rosalyn 🇵🇭 Can I borrow\n"
            "18:40 阿蓁 Jenny 好啊 你要多少\n18:41 阿蓁 Jenny 我明天給你",
            "Rosalyn 🇵🇭",
        ),
        (
            "18:20 Rosalyn 🇵🇭 Good evening ate\n18:21 Rosalyn 🇵🇭 Can I borrow\n"
            "18:40 阿蓁 Jenny 好啊 你要多少\n18:41 阿蓁 Jenny 我明天給你",
            "阿蓁 Jenny",
        ),
    ],
)
def test_a_display_name_of_several_parts_is_one_value(text: str, value: str) -> None:
    assert _one_span(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "10:01 阿明 好 我知道\n10:02 阿明 好 那明天見\n10:03 宥蓁：嗯",  # 好 is the message
        "10:01 客服：您好\n10:02 客服：請問訂單號碼",
    ],
)
def test_message_words_and_roles_are_no_part_of_a_display_name(text: str) -> None:
    spans = [s for s in detect(text) if s.type == "person"]
    assert not any(" 好" in text[s.start : s.end] or "客服" in text[s.start : s.end] for s in spans)


def test_an_official_speaking_for_the_office_stays_kept() -> None:
    text = (
        "工作站\n巡視人：甄柏宇（護管員）\n\n22:24 甄柏宇 林保署：收到\n22:25 甄柏宇 林保署：出發"
    )
    assert not any(s.type == "person" and "甄柏宇" in text[s.start : s.end] for s in detect(text))


@pytest.mark.parametrize(
    "text, tag",
    [
        ("陳：歐陽小姐您好，我是銀行的陳育廷。\n歐陽：方便。\n陳：是這樣。\n歐陽：好。", "歐陽"),
        ("范姜：我先說\n林：好\n范姜：就這樣", "范姜"),
        ("司馬：到了嗎\n鄭：快了\n司馬：等你", "司馬"),
    ],
)
def test_a_two_character_surname_speaks_as_a_single_one(text: str, tag: str) -> None:
    spans = [s for s in detect(text) if s.type == "person"]
    starts = [i for i in range(len(text)) if text.startswith(tag + "：", i)]
    assert all(any(s.start <= i and i + len(tag) <= s.end for s in spans) for i in starts)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("From: Tiffany 甄 <tiffany.zhen@example.com.tw>\nTo: 某甲 <a@example.com>", "Tiffany 甄"),
        ("寄件者：Cheung Ka Wai 張家偉 <kawai.c@example.net>\n主旨：續約", "Cheung Ka Wai 張家偉"),
        ("09:12 阿蓁 Jenny🌸 姐妹们好\n09:17 阿蓁 Jenny🌸 我到了\n09:20 宥蓁：好", "阿蓁 Jenny🌸"),
    ],
)
def test_a_mail_header_s_display_name_and_an_emoji_part_are_one_value(
    text: str, value: str
) -> None:
    assert _one_span(text, value)


def test_a_word_with_an_emoji_speaking_twice_is_a_display_name() -> None:
    text = "妈妈 20:03\n吃饭了吗\n燕子🐣 20:10\n吃了\n妈妈 20:11\n好\n燕子🐣 20:14\n晚安"
    assert _one_span(text, "燕子🐣")
    assert not any(s.type == "person" for s in detect("今天看到燕子🐣 20:10 飛過"))


_FLOORS = (
    "20:01 7F-阿錦：電梯又壞了\n20:02 3樓 欣怡媽：我也被關過一次\n20:03 B棟-Morris：已報修\n"
    "20:05 7F-阿錦：謝謝\n20:06 B棟-Morris：不客氣\n20:07 3樓 欣怡媽：Morris好快"
)


@pytest.mark.parametrize("value", ["7F-阿錦", "3樓 欣怡媽", "B棟-Morris"])
def test_a_floor_or_unit_before_a_display_name_is_part_of_it(value: str) -> None:
    assert _one_span(_FLOORS, value)


@pytest.mark.parametrize(
    "text, name",
    [
        ("21:22 3F Kelvin：等一下\n21:23 3F Kelvin：而且\n21:24 阿珠：好", "Kelvin"),
        ("08:10 Grace：早\n08:11 Wilson：早安\n08:12 Grace：今天開會", "Grace"),
        ("08:10 Joy：到了沒\n08:11 阿倫：快了\n08:12 Joy：快點", "Joy"),
    ],
)
def test_a_name_that_is_an_english_word_speaks_in_the_speaker_column(text: str, name: str) -> None:
    assert _one_span(text, name)
