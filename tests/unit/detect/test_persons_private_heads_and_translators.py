"""院長 is a court's head only where a court is named: a hospital's, a clinic's, a vet's or a
school's head is a private person, and 院長, 校長, 園長 after a name title a person
(persons._officials_of, person_titles.txt). A translator is an official only in a proceeding or
beside a public body (警詢筆錄, 移民署 面談; 通譯 always); one a broker or an employer brings along
is a person.
Invented names only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def _types(text: str, name: str) -> set[str]:
    at = [i for i in range(len(text)) if text.startswith(name, i)]
    return {
        s.type
        for s in detect(text)
        if s.type in ("person", "official") and any(s.start <= i < s.end for i in at)
    }


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("承恩動物醫院\n醫院地址：苗栗縣三義鄉中正路18號　院長 郜明章 獸醫師", "郜明章"),
        ("今天看診的是范姜立群院長，他說要住院觀察。", "范姜立群"),
        ("仁心診所　院長：冉柏均\n電話：02-2771-0000", "冉柏均"),
        ("家長會議紀錄\n出席：卜振榮校長、甄柏宇老師", "卜振榮"),
        ("小太陽幼兒園 園長 闕柏諺 敬啟", "闕柏諺"),
    ],
)
def test_a_private_head_is_a_person(text: str, name: str) -> None:
    assert "person" in _types(text, name)


def test_a_court_s_head_stays_an_official() -> None:
    assert _types("臺灣臺北地方法院\n院長　滕建邦", "滕建邦") == {"official"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("老闆娘：我明天請印尼翻譯Wulan一起去宿舍", "Wulan"),
        ("仲介已安排越南語翻譯阮氏蓉陪同就醫，費用由雇主支付。", "阮氏蓉"),
        ("18:02 老闆：明天找翻譯 Dewi Lestari 來，他中文不好", "Dewi Lestari"),
    ],
)
def test_a_translator_brought_along_is_a_person(text: str, name: str) -> None:
    assert "person" in _types(text, name)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("警詢筆錄\n通譯　Wulan Sari\n詢問人　巡佐 郜明章", "Wulan Sari"),
        ("內政部移民署 面談紀錄\n翻譯：阮氏蓉", "阮氏蓉"),
    ],
)
def test_an_interpreter_in_a_proceeding_stays_an_official(text: str, name: str) -> None:
    assert _types(text, name) == {"official"}
