"""Public servants of a township or district office (worker/detect/public_servants.py,
worker/data/public_units.txt, persons._propagate): a name after the office's unit (農業課, 民政課)
where the text shows the office, a public-only post or an office's head written after or before the
name, and the same name again under a neutral form label (填表人, 簽名) are officials, kept; a unit
word in prose or a school's day, a unit alone under a private body's letterhead, a meeting's
attendance line and a party's role are not. Invented names, offices and numbers only."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.detect.agencies import find_agencies


def _covering(text: str, name: str) -> set[str]:
    at = [i for i in range(len(text)) if text.startswith(name, i)]
    return {
        s.type
        for s in detect(text)
        if s.type in ("person", "official")
        and any(s.start <= i and i + len(name) <= s.end for i in at)
    }


def kept(text: str, name: str) -> bool:
    return _covering(text, name) == {"official"}


def replaced(text: str, name: str) -> bool:
    return "person" in _covering(text, name)


# Kind 1: the office and its unit before the name, or the unit alone in the office's own document.
@pytest.mark.parametrize(
    "text, name",
    [
        ("會勘人員：竹山鎮公所建設課 郁承翰、鎮民代表 某甲", "郁承翰"),
        ("苗栗縣西湖鄉農會 會員訪查表\n訪查人員：推廣部 某甲、西湖鄉公所農業課 滕宥蓁", "滕宥蓁"),
        ("屏東縣萬巒鄉公所　函\n主旨：補件通知\n\n承辦：社會課 冉芷晴　電話 08-7811234", "冉芷晴"),
        (
            "臺東縣卑南鄉公所 救助金核定清冊\n編號｜姓名｜金額\n\n製表：民政課 闕柏諺　複核：某乙",
            "闕柏諺",
        ),
        ("新竹縣峨眉鄉公所\n會議紀錄\n\n紀錄：原民行政課 蒯詠晴", "蒯詠晴"),
    ],
)
def test_a_name_after_an_office_s_unit_is_kept(text: str, name: str) -> None:
    assert kept(text, name)


# Kind 2: a post only a public body has, written after the name (某某（護管員）); an office's head
# signing its letter.
@pytest.mark.parametrize(
    "text, name",
    [
        ("巡視日誌\n巡視人：甄柏宇（護管員）　同行：某甲（巡守隊員）", "甄柏宇"),
        ("查獲單位：工作站 護管員 滕建邦 會同分駐所警員某乙", "滕建邦"),
        (
            "南投縣信義鄉公所　函\n主旨：核定救助金\n說明：如附表。\n\n鄉長　卜振榮（決行）",
            "卜振榮",
        ),
        ("雲林縣斗南鎮公所 公告\n公告事項：如下。\n\n鎮長 郜明章", "郜明章"),
    ],
)
def test_a_public_only_post_after_a_name_and_an_office_s_head_are_kept(
    text: str, name: str
) -> None:
    assert kept(text, name)


# Kind 3: the official named again under a label of who filled in, signed or handled the form.
@pytest.mark.parametrize(
    "text, name",
    [
        ("查獲單位：工作站 護管員滕建邦\n\n填表人：滕建邦　主管：某乙", "滕建邦"),
        ("會勘人員：竹山鎮公所建設課 郁承翰\n\n會勘人員簽名：某甲　郁承翰", "郁承翰"),
        ("稽查人員 甘秉叡 到場量測。\n\n經辦人：甘秉叡", "甘秉叡"),
    ],
)
def test_an_official_named_again_under_a_neutral_form_label_stays_kept(
    text: str, name: str
) -> None:
    assert kept(text, name)


# Not: a unit word in prose or a school day, a unit alone under a private body's letterhead, the
# attendance line of another body's meeting, a party who shares the official's name.
@pytest.mark.parametrize(
    "text, name",
    [
        ("我下午去上社會課 滕宥蓁也在，下課一起回家。", "滕宥蓁"),
        ("南投縣某某農會 推廣部\n會員名冊\n\n製表：農業課 郁承翰", "郁承翰"),
        ("部落會議紀錄\n列席：西湖鄉公所農業課 冉芷晴", "冉芷晴"),
        ("稽查人員 甘秉叡 到場量測。\n\n申請人：甘秉叡", "甘秉叡"),
        ("填表人：闕柏諺\n被告：闕柏諺", "闕柏諺"),
    ],
)
def test_a_unit_word_a_private_form_an_attendance_line_and_a_party_stay_persons(
    text: str, name: str
) -> None:
    assert replaced(text, name)


@pytest.mark.parametrize(
    "text, value",
    [
        ("受文者：花蓮縣光復鄉公所", "花蓮縣光復鄉公所"),
        ("臺南市後壁區公所農業課", "臺南市後壁區公所"),
        ("由宜蘭縣大同鄉公所辦理", "宜蘭縣大同鄉公所"),
        ("高雄市政府警察局旗山分局", "高雄市政府警察局旗山分局"),
    ],
)
def test_a_county_s_township_office_keeps_its_county(text: str, value: str) -> None:
    assert value in [text[s.start : s.end] for s in find_agencies(text)]
