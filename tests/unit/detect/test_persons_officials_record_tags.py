"""Officials in role that the keep rules missed (issue 11, round 8; LABELLING.md: judges,
prosecutors, clerks, interpreters, lawyers in role, police taking a statement or signing): the
one-character tags of a prosecutor's or court's record (檢：…　書：…), a name after a court role
whose surname is not in the surname list (受命法官　言雨萱), a lawyer's signature line
(辯護人簽名：…), and more police ranks (小隊長, 分隊長, 防治官). Civil servants stay persons
(承辦人, 科員, 課長, 里長, 里幹事), as the brief lists no such official. Invented names only."""

from __future__ import annotations

import pytest

from worker.detect import detect


def kinds(text: str) -> dict[str, str]:
    return {
        text[s.start : s.end]: s.type
        for s in detect(text, use_model=False)
        if s.type in ("person", "official")
    }


@pytest.mark.parametrize(
    "text, name",
    [
        ("臺灣花蓮地方檢察署\n\n檢：庾　哲　書：潘美玲\n被告：范姜志成", "庾　哲"),
        ("臺灣花蓮地方檢察署\n\n檢：庾　哲　書：潘美玲\n被告：范姜志成", "潘美玲"),
        ("訊問筆錄\n檢：林大同\n書：王小美\n", "林大同"),
        ("臺灣士林地方法院\n法：卜承恩　書：駱宜蓁\n", "卜承恩"),
        ("出席職員如下：\n　　受命法官　言雨萱\n　　書 記 官　薛承儒\n", "言雨萱"),
        ("　　　　法　官　仉品妤\n", "仉品妤"),
        ("受接見人簽名：廖一宸\n辯護人簽名：汪子恆", "汪子恆"),
        ("桃園分局偵查隊簡志強小隊長已來電要求調閱", "簡志強"),
        ("本分局防治官黃韻如評估認有急迫危險", "黃韻如"),
        ("分隊長 游建宏 到場", "游建宏"),
    ],
)
def test_officials_in_role_are_kept(text: str, name: str) -> None:
    assert kinds(text).get(name) == "official"


@pytest.mark.parametrize(
    "text, name",
    [
        ("受接見人簽名：廖一宸\n辯護人簽名：汪子恆", "廖一宸"),
        ("被告簽名：王大明", "王大明"),
        ("被告　仉雅婷　女", "仉雅婷"),
        ("承辦人：科員 鄒佳玲", "鄒佳玲"),
        ("里幹事羅筱婷說明下月起每週共餐", "羅筱婷"),
        ("課長 湯俊宏 核章", "湯俊宏"),
    ],
)
def test_parties_and_civil_servants_stay_persons(text: str, name: str) -> None:
    assert kinds(text).get(name) == "person"


@pytest.mark.parametrize(
    "text",
    ["書：三本\n法院", "檢：無\n法院", "被告　未到庭", "原告　本人到", "被告　均否認"],
)
def test_tags_and_roles_before_words_name_nobody(text: str) -> None:
    assert kinds(text) == {}
