"""Kin words and family nicknames used as a person's name (worker/detect/kin_names.py): the speaker
tag or display name of a chat export or a transcript, and a note signed with one, are persons; the
same words describing someone in prose are not, nor are role tags. Invented layouts only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_covered
from tests.unit.helpers import replaced_persons as persons
from worker.detect.kin_names import kin_display_names


def _found(text: str) -> list[str]:
    return [text[s.start : s.end] for s in kin_display_names(text)]


@pytest.mark.parametrize(
    "text, tag",
    [
        # LINE copy, colon tags without times
        ("老爸：明天幾點到\n志遠：大概十點\n老爸：好 路上小心\n", "老爸"),
        # WhatsApp export: [date, time] tag: text
        (
            "[2025/4/2 21:03] 阿嬤: 吃飽沒\n[2025/4/2 21:05] Kelly: 吃了\n"
            "[2025/4/2 21:06] 阿嬤: 乖\n",
            "阿嬤",
        ),
        # Messenger copy with full-width colons and an emoji after the display name
        ("老公❤️：我下班了\n我：好 買牛奶\n老公❤️：收到\n", "老公❤️"),
        # iMessage copy: time, then the tag
        ("下午 3:12 媽咪: 寶寶發燒了\n下午 3:15 俊宏: 我馬上回去\n下午 3:16 媽咪: 好\n", "媽咪"),
        # a parents' chat where the baby's nickname speaks through a parent's phone
        ("爸比：今天打完疫苗了\n寶寶：ㄅㄚ\n爸比：哈哈\n", "寶寶"),
        # a call transcript with a kin tag beside a role tag
        ("通話譯文\n客服：您好請問哪裡找\n阿姨：我要問帳單\n客服：請稍等\n", "阿姨"),
    ],
)
def test_a_kin_speaker_tag_in_a_chat_is_a_person(text: str, tag: str) -> None:
    assert tag in _found(text)
    assert person_covered(text, tag.rstrip("❤️"))


@pytest.mark.parametrize(
    "text, cell",
    [
        ("20:14\t大姊 Wen\t今天誰顧媽\n20:15\t阿翔\t我\n20:16\t大姊 Wen\t好\n", "大姊 Wen"),
        ("[LINE] 二哥 阿豪: 我晚點到\n[LINE] 小晴: OK\n[LINE] 二哥 阿豪: 先吃\n", "二哥 阿豪"),
        ("07:02 舅媽 秀蘭: 早\n07:03 怡君: 早安\n07:05 舅媽 秀蘭: 出門了\n", "舅媽 秀蘭"),
    ],
)
def test_a_kin_word_with_a_name_in_a_display_cell_is_one_person(text: str, cell: str) -> None:
    assert cell in _found(text)
    assert person_covered(text, cell)


@pytest.mark.parametrize(
    "text, kin",
    [
        ("冰箱上的便條：「湯在鍋子裡，自己熱。媽」", "媽"),
        ("卡片內容：「生日快樂，要乖乖的！—— 姊」", "姊"),
        ("紙條寫著：\n晚餐在桌上，記得吃藥。\n爸 留\n", "爸"),
        ("留言：「鑰匙放信箱了～阿嬤」", "阿嬤"),
    ],
)
def test_a_note_signed_with_a_kin_word_is_a_person(text: str, kin: str) -> None:
    assert kin in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        # kin words that only describe, in prose
        "我媽說他阿嬤住院了，我老公明天會去看她。",
        "被告之母到庭陳稱，其兒子平日與姊姊同住。",
        "她說：「我要找媽媽。」後來哥哥來接她。",
        # role tags of a chat or a transcript are no kin word
        "客服：您好\n警：你叫什麼\nA：我不知道\n原告：請求駁回\n",
        # a form's relation labels
        "姓名：王志明\n父親：王大同\n母親：林美華\n地址：臺北市\n電話：02-2345-6789\n",
        # a letter's salutation alone, no chat
        "媽：\n\n　　我在這裡很好，不用擔心。\n",
    ],
)
def test_kin_words_in_prose_forms_and_roles_are_no_name(text: str) -> None:
    assert _found(text) == []


def test_only_the_tags_of_a_chat_are_read_not_the_messages() -> None:
    text = "阿姨：我媽說要去\n俊傑：你媽還好嗎\n阿姨：還好\n"
    assert _found(text) == ["阿姨", "阿姨"]
    assert "媽" not in persons(text)


def test_a_kin_speaker_is_not_spread_to_the_messages() -> None:
    text = "家族群\n二姑：週六誰有空\n阿翰：我可以\n二姑：好\n阿翰：二姑妳先別出門\n"
    found = [(s.start, s.end) for s in kin_display_names(text)]
    assert len(found) == 2
    last = text.rindex("二姑")
    assert not any(a <= last < b for a, b in found)
    assert persons(text).count("二姑") == 2
