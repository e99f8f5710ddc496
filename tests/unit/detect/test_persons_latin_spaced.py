"""A capitalized Latin given name set off by spaces in Chinese text (issue 9: names left in
published documents): 負責 Agus 的案子, 「Sia 很乖」, 詢問 Lan：…, a comment's author └ Eric　…, a
statement's memo 30,561　　Ayumi還款. English words, captions, acronyms and a word listed among
terms (Go、Java、Python) stay words; a mixed display name (Amy林) is read whole by its own rule.
Invented names and values only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_set as persons


@pytest.mark.parametrize(
    "text, name",
    [
        ("我是仲介的專員，負責 Odessa 的案子，下週會再聯絡。", "Odessa"),
        ("請幫我轉告 Tavita 明天不用來上班。", "Tavita"),
        ("事後詢問 Benedek：當時有沒有聽到警示音？", "Benedek"),
        ("└ 王小明　好可愛\n└ Ximena　這隻貓好胖 下次帶來玩", "Ximena"),
        ("她說「Rafiq 很會煮飯，也會照顧弟弟」。", "Rafiq"),
        ("113/02/01　轉帳存入　　1,200　　15,300　　Yosefa還款", "Yosefa"),
        ("昨天跟 Lucinda 去吃飯，她說要搬家了。", "Lucinda"),
        ("同學名單：阿宏、Oriana、張小芳", "Oriana"),
    ],
)
@pytest.mark.parametrize("use_model", [False, True])
def test_a_latin_given_name_set_off_by_spaces_is_a_person(
    text: str, name: str, use_model: bool
) -> None:
    assert name in persons(text, use_model)


@pytest.mark.parametrize(
    "text, word",
    [
        ("請用 Excel 整理之後，上傳到 Google 雲端。", "Excel"),
        ("請用 Excel 整理之後，上傳到 Google 雲端。", "Google"),
        ("下午的 Meeting 改到三點，請準時。", "Meeting"),
        ("Name 姓名：王小明", "Name"),
        ("熟悉 Python、Scala、SQL 等工具。", "Scala"),
        ("後來參加 Golang 課程\n技能：Python、Golang、JMP", "Golang"),
        ("照片用 LINE 傳給我就好。", "LINE"),
    ],
)
def test_english_captions_acronyms_and_listed_terms_stay_words(text: str, word: str) -> None:
    assert not any(word in p for p in persons(text, use_model=False))


@pytest.mark.parametrize("name", ["Corin林", "Tamsin陳"])
def test_a_mixed_display_name_is_read_whole(name: str) -> None:
    text = f"管委會公告：請大家注意門禁。\n{name}：收到，謝謝主委"
    assert name in persons(text, use_model=False)
