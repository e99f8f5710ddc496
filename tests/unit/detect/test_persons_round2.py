"""Person names, round 2 (issue 11): chat speaker columns, a surname and its title after a word,
English honorifics and Latin names beside a Chinese name, 冠夫姓 with a rare first surname, names
before a bracketed relation, and officials in mediation rosters, consumer-protection hearings and
under an official seal.

Every example is written here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _names(text: str) -> dict[str, tuple[str, str]]:
    return {
        text[s.start : s.end]: (s.type, s.action)
        for s in detect(text)
        if s.type in ("person", "official")
    }


def _replaced(text: str, value: str) -> bool:
    start = text.index(value)
    spans = [s for s in detect(text) if s.action == "replace"]
    return all(any(s.start <= i < s.end for s in spans) for i in range(start, start + len(value)))


def _kept(text: str, value: str) -> bool:
    start = text.index(value)
    return not any(
        s.action == "replace" and s.start < start + len(value) and start < s.end
        for s in detect(text)
    )


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "22:10 肥仔 明天幾點集合\n22:11 Lulu貓貓 八點\n22:13 肥仔 收到\n22:15 阿凱 +1\n",
            ["肥仔", "Lulu貓貓", "阿凱"],
        ),
        (
            "[09:30] 老鷹領隊：明早出發\n[09:31] 小芸Yun：好的\n[09:33] 老鷹領隊：記得帶水\n",
            ["老鷹領隊", "小芸Yun"],
        ),
        (
            "上午07:02\tJolin 子恩媽\t老師早\n上午07:05\t宇辰阿嬤\t今天請假\n上午07:06\t主委 "
            "孔令德\t好\n",
            ["Jolin", "子恩", "宇辰", "孔令德"],
        ),
        ("Momo 🌙　20:01\n在嗎\n\nMomo 🌙　20:09\n匯了嗎\n\n你 20:10\n還沒\n", ["Momo"]),
        (
            "18:40　阿旺叔：我的包裹不見了\n18:41　管理員 喬偉民：阿旺叔您好\n18:45　小K "
            "5F：我也是\n",
            ["阿旺叔", "喬偉民"],
        ),
    ],
)
def test_chat_speaker_columns(text: str, names: list[str]) -> None:
    for name in names:
        assert _replaced(text, name), name


@pytest.mark.parametrize(
    "text",
    [
        # a service log: actions, not speakers
        "20:05　另補發 NT$ 100 折價券\n20:10　致電客戶 說明\n20:30　轉供應商 處理\n",
        "kuo_ab　週一 下午 3:12\n您好\n\nzz_88　週一 下午 4:40\n好\n\nkuo_ab　週三 下午 "
        "7:22\n謝謝\n",
        "12/01 10:00 買家：請問還有貨嗎\n12/01 10:05 賣家：有的\n12/01 10:06 買家：好\n",
    ],
)
def test_chat_columns_skip_log_actions_weekdays_and_app_roles(text: str) -> None:
    found = _names(text)
    for word in ("另補發", "致電客戶", "轉供應商", "週一", "週三", "買家", "賣家"):
        assert word not in found, (word, found)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("你是說上次那個卜經理嗎", "卜經理"),
        ("押金的事房東仇先生一直拖", "仇先生"),
        ("緊急聯絡人 媽媽 鄒太太 02-2345-6789", "鄒太太"),
        ("A車 闕大哥的車載三個人", "闕大哥"),
        ("恭喜喬大哥本週獲利", "喬大哥"),
    ],
)
def test_a_surname_and_its_title_after_a_word(text: str, name: str) -> None:
    assert _names(text).get(name) == ("person", "replace"), _names(text)


def test_a_common_surname_opening_a_word_keeps_the_full_name() -> None:
    assert "高明華" in _names("本人高明華先生親自到場")
    assert "林美玲" in _names("證人林美玲小姐到庭")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("蔡孟庭 Tiffany\n行銷企劃", "Tiffany"),
        ("Cc: Brenda / 侯怡安 <brenda@example.com>", "Brenda"),
        ("（顧問：Vivian／戴詩涵）", "Vivian"),
        ("Please ask Ms. 萬 from accounting", "Ms. 萬"),
        ("Mr. Harvey: Dear Madam Lo, the parcel is held", "Madam Lo"),
        ("Mr. Harvey: Dear Madam Lo, the parcel is held", "Mr. Harvey"),
        ("> Hi Shu-Fen,\n> Thanks for the draft", "Shu-Fen"),
        ("Hi 甜甜你好！我是品牌小編", "甜甜"),
    ],
)
def test_honorifics_and_latin_names_beside_a_chinese_name(text: str, value: str) -> None:
    assert _replaced(text, value), _names(text)


def test_greetings_without_a_name_stay() -> None:
    assert _names("Dear Sir, Hi All, Hello Team,") == {}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("林志偉（父）、阮氏蓮（母）、林張阿桃（奶奶，02-2222-3333）", "林張阿桃"),
        ("家長：　　　　褚吳秀蘭（母）　手機 0912-000-111\n聲請人吳秀蘭", "褚吳秀蘭"),
        ("寄件人 卓黃麗雪 TEL\n申請人黃麗雪", "卓黃麗雪"),
        ("受益人：1. 司馬林淑惠（配偶）", "司馬林淑惠"),
        ("同住：温以柔、温以恩（雙胞胎）", "温以恩"),
    ],
)
def test_maiden_surnames_and_bracketed_relations(text: str, name: str) -> None:
    assert _replaced(text, name), _names(text)


def test_maiden_prefix_needs_a_boundary() -> None:
    found = _names("由妻黎黃秋菊取得一半。並與陳美玲見面")
    assert "與陳美玲" not in found and "妻黎黃秋菊" not in found


@pytest.mark.parametrize(
    ("text", "officials"),
    [
        (
            "調解程序紀錄\n出席　調解委員駱振邦；委員聶宜君、覃國維\n",
            ["駱振邦", "聶宜君", "覃國維"],
        ),
        ("消費爭議調解會議\n主席 嵇文琪　委員 巫明哲　伍秋萍\n", ["嵇文琪", "巫明哲", "伍秋萍"]),
        ("申訴會議紀錄\n主　持　人：消費者保護官　芮宛蓉\n", ["芮宛蓉"]),
        ("消保官：鄔家銘　　紀錄：沈書豪\n", ["鄔家銘"]),
        ("承辦：扈佳惠（職章）　　覆核：甄國棟（職章）\n", ["扈佳惠", "甄國棟"]),
    ],
)
def test_officials_in_mediation_rosters_hearings_and_under_a_seal(
    text: str, officials: list[str]
) -> None:
    for name in officials:
        assert _kept(text, name), (name, _names(text))


def test_a_committee_of_residents_is_no_mediation() -> None:
    text = (
        "社區管理委員會會議紀錄\n主席：主任委員 萬淑芬\n"
        "出席委員：萬淑芬、任國雄（副主委）\n主席：萬淑芬（簽名）\n"
    )
    found = _names(text)
    assert found.get("萬淑芬") == ("person", "replace") and found.get("任國雄") == (
        "person",
        "replace",
    )
    assert "任委員" not in found and not any("出席" in n for n in found)
