"""Names spread by spaces in cells and fields, and names after a person label ending in 人 that
the label list lacks (issue 11, round 8): 違規人：隗 建 志, 應考人：雷 宇 軒, 發票人：林 隗 美 華
(full-width gaps after the name too), ｜談 佩 玲｜ in a table without a header, 許　凱　婷 between
wide gaps, a spaced name alone on its line. Invented names only; spaced headers, labels and words
stay words."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_covered as covered
from tests.unit.helpers import replaced_persons as persons


@pytest.mark.parametrize(
    "text, value",
    [
        ("違規人：隗 建 志　　性別：男　　出生：69.04.18", "隗 建 志"),
        ("　應考人：雷 宇 軒　　國民身分證：W170123653", "雷 宇 軒"),
        ("　發票人：林 隗 美 華　（印）", "林 隗 美 華"),
        ("受款人：蒯　怡　安\n", "蒯　怡　安"),
        ("取件人：邴家豪　電話另附", "邴家豪"),
        ("4｜HY1121｜談 佩 玲｜女｜1988/03/25｜C211", "談 佩 玲"),
        ("11/23　1O1　許　凱　婷　D1102471　0975", "許　凱　婷"),
        ("　　　（照片）\n鄔 柏 霖\nWU, PO-LIN\n製程整合工程處", "鄔 柏 霖"),
        ("序｜姓名\n01｜滑 振 洋｜\n", "滑 振 洋"),
        # a label ending in 者 takes a name as one ending in 人 does
        ("電話：略\n失蹤者：全茂盛　男　82歲", "全茂盛"),
        ("受害者：仉秀枝（女，35歲）", "仉秀枝"),
        ("　行為者：隗建宏　　身分：學生", "隗建宏"),
    ],
)
def test_a_spaced_or_labelled_name_is_a_person(text: str, value: str) -> None:
    assert covered(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "｜姓 名 欄｜申 請 人｜備 註 欄｜出 生 地｜身 分 證｜聯 絡 人｜",
        "中　　華　　民　　國　　113　　年",
        "臺　灣　台　北　地　方　法　院",
        "簽　　名　　欄",
        "共 3 人 出 席 2 人",
        "法人：大同公司",
        "研究者：碩士生",
    ],
)
def test_spaced_headers_and_labels_name_nobody(text: str) -> None:
    assert persons(text) == []


@pytest.mark.parametrize(
    "text, value",
    [
        ("關於貴部門庾家齊（員編 T0-8817）的請假", "庾家齊"),
        ("本部門同仁陳家齊（男，32歲）", "陳家齊"),
        ("經辦柯宥辰（員工編號 A-112）", "柯宥辰"),
        ("轉介個案溫芷晴（身分證 A2…）", "溫芷晴"),
        ("請聯繫業務歐陽志遠（手機另附）", "歐陽志遠"),
    ],
)
def test_a_name_before_a_note_about_that_person_is_a_person(text: str, value: str) -> None:
    assert covered(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "任職於數位行銷公司擔任工程師（員工編號DM-2087）",
        "終止私人教練課程（會員編號 VG2207）",
        "經查本案當事人（男，45歲）",
        "台北市政府（電話1999）",
    ],
)
def test_a_word_before_a_note_is_no_name(text: str) -> None:
    assert persons(text) == []
