"""Residual scan (issue 9, second wave): a given name alone in prose, after a preposition or a verb
that takes a person, after a time word opening a clause, or opening a clause before an adverb.
Invented output texts (pseudonyms issued for the case) and look-alikes; invented values only."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"顏素娥", "卓建良", "芷若"}
ISSUED = PERSONS | {"K220581347"}
KEPT = {"柯文雄"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED, KEPT, persons=PERSONS)


@pytest.mark.parametrize(
    "text",
    [
        "顏素娥稱她把存摺轉給佳蓉保管。",
        "卓建良曾向志偉借款三十萬元。",
        "貨款皆由淑華收取後轉交。",
        "當晚美惠打電話報警。",
        "隔日柏翰又到店裡找顏素娥。",
        "卓建良事後才知道，秀英早已搬走。",
        "顏素娥指稱，是志明先動手打人。",
        "他說去年俊宏回來過一次。",
        "請委託冠廷代為處理。",
        "卓建良表示，雅芳一直沒有還錢。",
    ],
)
def test_given_name_in_prose_stops(text: str) -> None:
    assert "residual:given_in_prose" in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "顏素娥把存摺交給卓建良保管。",  # the case's own pseudonym
        "款項均由芷若經手。",  # a given name's fake
        "案件交由柯文雄法官審理。",  # a kept official
        "卓建良曾向銀行借款新臺幣30萬元。",  # an institution
        "隔天上午卓建良到場。",  # a time of day
        "當晚大雨，顏素娥沒有出門。",  # weather
        "今天信義店收銀機又當機。",  # a shop named for a district
        "後來家人才知道這件事。",  # an ordinary word
        "是國家先動手整頓的。",  # an ordinary word before an adverb
        "本件改由臺北地方法院管轄（案號：114年度訴字第88號）。",  # a court and a case number
    ],
)
def test_look_alikes_pass(text: str) -> None:
    assert "residual:given_in_prose" not in checks(text)


# A numbered item's start opens a clause as a line's start does (issue 9, third wave).
@pytest.mark.parametrize(
    "text",
    [
        "安置計畫：\n1. 卓建良暫住親戚家\n2. 承翰今晚先由阿姨接去住",
        "（三）柏宇已經搬走，顏素娥不知去向。",
        "二、雅婷後來打電話說要退租。",
        "3) 詠晴回家後才知道此事",
    ],
)
def test_given_name_at_a_numbered_item_stops(text: str) -> None:
    assert "residual:given_in_prose" in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "1. 今天開會，顏素娥出席",
        "3、明天回家前先通知",
        "4. 後來打電話給卓建良",
        "（二）芷若今晚先由阿姨接去住",  # the case's pseudonym
    ],
)
def test_words_at_a_numbered_item_pass(text: str) -> None:
    assert "residual:given_in_prose" not in checks(text)
