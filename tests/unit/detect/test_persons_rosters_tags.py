"""Names in three layouts (issues 9/11): a transcript whose speakers are tagged by their surname
alone (卓：/蘇：), an Indigenous name romanized with a middle dot (Walis‧Nomin), and the names on
the lines of a donation or condolence roster (陸仟元　羅彭月妹, spaced 黃 戴 秀 琴). Invented names
and lines only; the negatives are record tags, dotted words and lines of prose with amounts."""

from __future__ import annotations

import pytest

from worker.detect import detect


def found(text: str) -> set[str]:
    return {
        text[s.start : s.end]
        for s in detect(text, use_model=False)
        if s.type == "person" and s.action == "replace"
    }


def spans(text: str) -> list[tuple[int, str]]:
    return [
        (s.start, text[s.start : s.end])
        for s in detect(text, use_model=False)
        if s.type == "person" and s.action == "replace"
    ]


@pytest.mark.parametrize(
    "text, tags",
    [
        ("錄音摘要：\n柯：您好，這裡是客服。\n湯：你好。\n柯：請問大名？\n湯：我姓湯。\n", "柯湯"),
        ("訪談內容：\n龔：當天幾點到？\n孟：大概九點。\n龔：有人陪同嗎？\n孟：沒有。\n", "龔孟"),
        (
            "會議紀錄\n鄔：先確認議程。\n童：好。\n鄔：第二案呢？\n童：延後。\n嚴：我補充一點。\n",
            "鄔童",
        ),
        ("逐字稿\n 祁：您確定嗎？\n 燕：確定。\n 祁：好的。\n 燕：謝謝。\n", "祁燕"),
        # a short exchange is a transcript too: each speaks once, or one of two twice
        ("柯：您好。\n湯：你好。\n", "柯湯"),
        ("柯：您好。\n柯：請稍等。\n湯：好。\n", "柯湯"),
    ],
)
def test_surname_speaker_tags_are_persons(text: str, tags: str) -> None:
    got = set(spans(text))
    for tag in tags:
        lines = [i for i in range(len(text)) if text.startswith(f"{tag}：", i)]
        assert {(i, tag) for i in lines} <= got


@pytest.mark.parametrize(
    "text",
    [
        "問：你叫什麼名字？\n答：我叫石小川。\n問：住哪裡？\n答：台中。\n",
        "甲：出租人\n乙：承租人\n甲：簽章\n乙：簽章\n",
        "註：本表僅供參考。\n按：依規定辦理。\n註：另附清冊。\n按：同上。\n",
    ],
)
def test_lines_that_are_no_surname_transcript(text: str) -> None:
    got = {v for _, v in spans(text)}
    assert not any(len(v) == 1 for v in got), got


@pytest.mark.parametrize(
    "text, name",
    [
        ("提案人：第 3 鄰鄰長 Lahuy‧Temu（李阿福）", "Lahuy‧Temu"),
        ("少年：阿吉（Umav‧Takisvilainan，漢名林吉雄），16歲", "Umav‧Takisvilainan"),
        ("01｜Sakinu‧Palalan（王信宏）｜98.01.02", "Sakinu‧Palalan"),
        ("來辦人：Ipay·Watan（漢名 高美芳），自述", "Ipay·Watan"),
        ("奠儀：Kolas‧Mayaw‧Sawmah　貳仟元", "Kolas‧Mayaw‧Sawmah"),
    ],
)
def test_dotted_romanized_names_whole(text: str, name: str) -> None:
    assert name in found(text)


@pytest.mark.parametrize(
    "text",
    ["本店提供 Wi‧Fi 與插座。", "招牌寫著 Coffee‧House 字樣。", "付款方式：Line·Pay 或現金。"],
)
def test_dotted_latin_words_stay_words(text: str) -> None:
    assert not found(text)


@pytest.mark.parametrize(
    "text, names",
    [
        ("　　貳萬元　　　　方李秀蓮　闔家\n", {"方李秀蓮"}),
        (
            "　　陸仟元　　　　溫建民\n　　伍仟元　　　　溫建華　溫邱玉梅\n",
            {"溫建民", "溫建華", "溫邱玉梅"},
        ),
        ("　　參仟陸佰元　　白 志 遠、白 黃 月 嬌\n", {"白 志 遠", "白 黃 月 嬌"}),
        (" 車 國 棟　車 林 秋 香　　　壹仟貳佰元　　姪\n", {"車 國 棟", "車 林 秋 香"}),
        ("　　1,200元　　姚文傑、姚淑娟\n", {"姚文傑", "姚淑娟"}),
        ("　　壹仟元　　　　范姜立夫\n", {"范姜立夫"}),
    ],
)
def test_roster_lines_name_their_givers(text: str, names: set[str]) -> None:
    roster = "　　捐款芳名\n" + text + "　　伍佰元　　　　莫金生\n"
    assert names | {"莫金生"} <= found(roster)


def test_one_line_with_an_amount_is_no_roster() -> None:
    assert "溫建民" not in found("收據\n　　陸仟元　　　　溫建民\n")


@pytest.mark.parametrize(
    "text",
    [
        "本月電費 1,200元 已繳清，管理費 3,000元 由住戶分攤。",
        "（車款 A54，藍色）總價 5,000元",
        "□現金 ☑轉帳（末五碼 40917）1,000元",
        "　　陸仟元　　　　花籃　罐頭塔\n　　貳仟元　　　　花圈\n",
        "　　壹萬元　　　　解約金\n",
        "　　壹萬元　　　　解約金\n　　貳仟元　　　　手續費\n",
    ],
)
def test_lines_with_amounts_that_are_no_roster(text: str) -> None:
    assert not found(text)
