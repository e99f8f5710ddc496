"""Residual scan (issue 9, second wave): a nickname that looks like a word in a position that takes
a name: an item of a numbered list of people (1.山羊 2.〔…〕 3.〔…〕), a name thanked in a chat
(感恩大頭, 謝謝阿凱！). Invented output texts (pseudonyms issued for the case) and look-alikes;
invented values only."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"顏素娥", "卓建良", "芷若", "韋大哥"}
ISSUED = PERSONS | {"K220581347"}
KEPT = {"柯文雄"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED, KEPT, persons=PERSONS)


@pytest.mark.parametrize(
    ("text", "check"),
    [
        ("報名名單：1.顏素娥 2.石頭 3.卓建良", "residual:name_in_list"),
        ("出團名單 1.芷若 2.卓建良 3.狐狸 4.韋大哥", "residual:name_in_list"),
        ("1.香蕉 2.顏素娥 3.芷若", "residual:name_in_list"),
        ("卓建良 感恩大頭 下次請你吃飯", "residual:name_thanked"),
        ("顏素娥：謝謝阿凱！", "residual:name_thanked"),
        ("多謝小胖～", "residual:name_thanked"),
        ("謝謝淑芬 辛苦了", "residual:name_thanked"),
        ("感謝豪豪 幫忙代墊", "residual:name_thanked"),
    ],
)
def test_nickname_stops(text: str, check: str) -> None:
    assert check in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "議程：1.報告 2.討論 3.卓建良",  # one person: an agenda, not a list of people
        "1.顏素娥 2.卓建良 3.芷若",  # the case's pseudonyms
        "謝謝大家！",
        "感謝老師 辛苦了",
        "謝謝您，請再提供資料。",
        "謝謝你 😊",
        "謝謝支持😄 下次再來",
        "感謝大會安排。",
        "謝謝卓建良！",  # a pseudonym
        "謝謝柯文雄法官。",  # a kept official
        "謝謝老客人的支持",
        "已匯款新臺幣3,000元，謝謝。",
    ],
)
def test_look_alikes_pass(text: str) -> None:
    found = checks(text)
    assert "residual:name_thanked" not in found
    assert "residual:name_in_list" not in found
