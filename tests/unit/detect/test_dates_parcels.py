"""Personal-event dates against document dates, and land parcels whose section name holds 和."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import EVENT_DATE, LAND_PARCEL, PASSWORD


def typed(text: str, kind: str) -> set[str]:
    return {text[s.start : s.end] for s in detect(text, use_model=False) if s.type == kind}


@pytest.mark.parametrize(
    "text, date",
    [
        ("健保卡號：0000 2711 8469\n應診日期：110年11月4日\n科別：骨科", "110年11月4日"),
        ("網銀預設密碼：abc123#\n申請日期：2023/6/12\n經辦：章美華", "2023/6/12"),
        ("卓小姐：\n2022-03-05出發的行程我整理好了，住宿訂在附近", "2022-03-05"),
    ],
)
def test_personal_event_dates_are_reported(text: str, date: str) -> None:
    assert date in typed(text, EVENT_DATE)


@pytest.mark.parametrize(
    "text, date",
    [
        (
            "刑事審判筆錄\n112年度易字第541號\n時　　間：中華民國113年3月6日上午10時30分",
            "中華民國113年3月6日",
        ),
        ("[LINE] 與黃文德的聊天記錄\n\n2022/12/09（五）\n10:08\t黃文德\t你好", "2022/12/09"),
        ("此致\n臺灣臺北地方法院　公鑒\n中華民國113年6月10日\n", "中華民國113年6月10日"),
    ],
)
def test_document_and_procedural_dates_are_not_events(text: str, date: str) -> None:
    assert date not in typed(text, EVENT_DATE)


@pytest.mark.parametrize(
    "text, parcel",
    [
        (
            "一、土地：臺北市松山區仁和段三小段500地號，面積267.73平方公尺",
            "臺北市松山區仁和段三小段500地號",
        ),
        ("坐落和平段100地號及永和段200-3地號", "和平段100地號"),
    ],
)
def test_section_names_with_he_are_whole(text: str, parcel: str) -> None:
    assert parcel in typed(text, LAND_PARCEL)


def test_a_mixed_case_lone_answer_to_a_password_question_is_a_password() -> None:
    text = "5:00\t秀珠\t好啊！wifi密碼多少\n9:17\t毛宋麗琴\tYNKyAYZLy\n9:43\t高麗香\t我可能晚到"
    assert typed(text, PASSWORD) == {"YNKyAYZLy"}


@pytest.mark.parametrize(
    "text, address",
    [
        ("被告王小明，住集集鎮成功十一街100號，電話0922333444。", "集集鎮成功十一街100號"),
        ("被告王小明，住線西鄉彰濱東十一路三段12巷5弄7號。", "線西鄉彰濱東十一路三段12巷5弄7號"),
    ],
)
def test_a_cityless_address_with_a_long_road_name_is_whole(text: str, address: str) -> None:
    assert address in typed(text, "address")


@pytest.mark.slow
def test_real_road_names_are_whole_addresses() -> None:
    """Roads of the shipped road-name dataset (中華郵政 3+3, every 7th: ~2,000) read as whole
    cityless addresses after 住."""
    from worker.pseudonymize.roads import table

    misses = []
    for districts in table().values():
        for district, names in districts.items():
            for road in names[::7]:
                address = f"{district}{road}12巷3號5樓"
                if address not in typed(f"被告王小明，住{address}，電話0922333444。", "address"):
                    misses.append(address)
    assert not misses, misses[:5]


@pytest.mark.parametrize(
    "text, name",
    [
        ("被告里志明，住臺北市大安區和平東路二段96號5樓之3", "里志明"),
        ("住臺北市大安區和平東路二段96號5樓里美玲0922333444", "里美玲"),
    ],
)
def test_li_is_a_surname_too(text: str, name: str) -> None:
    assert name in typed(text, "person")


@pytest.mark.parametrize(
    "address",
    [
        "臺中市南屯區美村路一段100號5樓",
        "屏東縣里港鄉里港路100號",
        "新北市萬里區萬里路1號",
        "臺中市西區美村路二段12巷3號",
        "臺北市大安區龍安里中山路5號",
        "臺中市北區安和里12鄰中港路100號",
    ],
)
def test_road_names_with_village_and_district_characters_are_whole(address: str) -> None:
    """美村路 is a road, not the village 美村 plus 路; 里港路 is one road after the 里港鄉
    district."""
    assert address in typed(f"原告住{address}，電話0922333444。", "address")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("[2023/11/4 下午3:05:12] 阿芬: 好喔", "2023/11/4"),
        ("Date: 2023/12/01 (Mon) 08:40\nSubject: 報價", "2023/12/01"),
        ("> 在 2023年5月6日 上午11:20，陳大文 寫道：", "2023年5月6日"),
        ("────── 2023年9月9日（六） ──────\n[08:00] 小芳：早", "2023年9月9日"),
        ("好的，謝謝\n（2023/10/13 08:15）", "2023/10/13"),
    ],
)
def test_message_time_stamps_are_not_events(text: str, date: str) -> None:
    start = text.index(date)
    assert not [
        s
        for s in detect(text)
        if s.type == EVENT_DATE and s.start < start + len(date) and start < s.end
    ]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("我在2023年3月5日 14:20騎車被撞", "2023年3月5日"),
        ("他於112年8月1日下午3時許匯款五萬元", "112年8月1日"),
        ("[2023-06-02 09:41] 來自 0912000111\n您的包裹已到", "2023-06-02"),
        ("- 2023/06/05 14:00 到院急診", "2023/06/05"),
    ],
)
def test_an_event_with_its_time_stays_an_event(text: str, date: str) -> None:
    start = text.index(date)
    assert [
        s
        for s in detect(text)
        if s.type == EVENT_DATE and s.start <= start and start + len(date) <= s.end
    ]
