"""Officials only where the text makes them officials (issue 9): the name a speaker with an
official's title addresses after the colon is a person (林警官：程女士您好 in a chat; the impostor
rules decide the speaker), a 記錄人 outside a statement record (no 筆錄, no 詢問人) is the bank's
or the firm's record keeper, and an official's title that labels the next name (主管 方振德　員警
田家齊) is no title of the name before it. Invented names only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def kinds(text: str) -> dict[str, str]:
    return {text[s.start : s.end]: s.type for s in detect(text) if s.type in ("person", "official")}


@pytest.mark.parametrize(
    "text, name",
    [
        ("[上午 10:02] 林警官：甄淑惠女士，剛剛電話中跟您說明的", "甄淑惠"),
        ("[10:02] 王檢察官：陳美樺小姐您好，您的帳戶涉案", "陳美樺"),
        ("記錄人：翁子晴", "翁子晴"),
        ("記錄人：江怡蓉（櫃員）　日期：113年10月17日", "江怡蓉"),
        ("主管 方振宇　員警 田家瑋", "方振宇"),
        ("通報人 柳宛萱　主管 方振宇　員警 田家瑋", "方振宇"),
    ],
)
def test_a_person_beside_an_official_word_is_replaced(text: str, name: str) -> None:
    assert kinds(text).get(name) == "person"


@pytest.mark.parametrize(
    "text, name",
    [
        ("調查筆錄\n詢問人：警員王大鈞\n記錄人：警員林小樺", "林小樺"),
        ("主管 方振宇　員警 田家瑋", "田家瑋"),
        ("由林大鈞警員製作筆錄", "林大鈞"),
        ("法官：陳大鈞", "陳大鈞"),
        ("承辦員警：李志鈞", "李志鈞"),
        ("主管：謝宗鈞（所長）", "謝宗鈞"),
    ],
)
def test_officials_in_role_stay_kept(text: str, name: str) -> None:
    assert kinds(text).get(name) == "official"
