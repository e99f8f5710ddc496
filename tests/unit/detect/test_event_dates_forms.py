"""Personal-event dates as people write them about their own lives (issue 11): private-event labels
the procedural filter must not take, the second date of a range, years and months alone, relative
dates, weekdays, curriculum ranges, English month names. Every value invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import EVENT_DATE


def _dates(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, use_model=False) if s.type == EVENT_DATE]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a private event's label before 日期 / 時間 / 期間 / 日 / 期
        ("死亡日期：民國112年03月14日　最後住所：（略）", "民國112年03月14日"),
        ("身故日期：114年2月9日", "114年2月9日"),
        ("會談日期：115/01/07 18:30–19:20", "115/01/07"),
        ("晤談日期：114年12月2日　心理師：（略）", "114年12月2日"),
        ("家長簽名：（略）　報名日期：114年7月30日", "114年7月30日"),
        ("過戶日期：114.02.17　收件號 114-XX-0001", "114.02.17"),
        ("立約日期：中華民國114年6月2日", "中華民國114年6月2日"),
        ("入國日期：2024/10/21　　報到日：2024/10/22", "2024/10/21"),
        ("購買日期：2023.11.28", "2023.11.28"),
        ("第五條　交屋日期：民國114年9月30日前，乙方應搬遷完畢。", "民國114年9月30日"),
        ("本票一紙，到期日民國114年8月1日，免除作成拒絕證書。", "民國114年8月1日"),
        ("調劑日期：114.05.06", "114.05.06"),
        ("通話日期：2025/01/14", "2025/01/14"),
    ],
)
def test_a_private_events_label_keeps_its_date(text: str, value: str) -> None:
    assert value in _dates(text)


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("住院期間：114/03/02～114/03/09（共8日）", ["114/03/02", "114/03/09"]),
        ("租期：114/01/01～117/12/31（三年）", ["114/01/01", "117/12/31"]),
        ("請假期間：114年2月3日 至 114年2月14日，共10日", ["114年2月3日", "114年2月14日"]),
        ("產假期間：2025/01/06 ～ 2025/03/02", ["2025/01/06", "2025/03/02"]),
    ],
)
def test_the_second_date_of_a_private_range_is_read_with_the_first_ones_label(
    text: str, values: list[str]
) -> None:
    found = _dates(text)
    assert all(v in found for v in values), found


@pytest.mark.parametrize(
    "text",
    [
        "查詢期間：113/01/01～113/06/30",
        "列印日期：114/05/01",
        "受理日期：114年3月3日",
        "發文日期：中華民國114年4月8日",
    ],
)
def test_procedural_labels_stay_procedural(text: str) -> None:
    assert _dates(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("母親於民國106年因肺炎過世，由祖母扶養。", "民國106年"),
        ("他99年自行開設機車行，經營至今。", "99年"),
        ("原名阮氏花，民國101年歸化。", "民國101年"),
        ("兩人自2019年起交往，去年分手。", "2019年起"),
        ("我們108年底就離婚了。", "108年底"),
        ("阿嬤自民國一○五年起記憶變差。", "民國一○五年起"),
        ("她2011年嫁來台灣。", "2011年"),
        ("原本的現金卡，104年開卡，後來停用", "104年"),
        ("（新住民，2015年來台）", "2015年"),
        ("個案於 109 年右側腦中風", "109 年"),
    ],
)
def test_a_year_that_dates_something_in_a_life(text: str, value: str) -> None:
    assert value in _dates(text)


@pytest.mark.parametrize(
    "text",
    [
        "本院114年度訴字第55號",
        "處有期徒刑3年，緩刑5年。",
        "他是72年次的。",
        "服務滿20年以上者",
        "車輛：2017年式 白色",
        "〔114年版〕通報表",
        "114年鳳民調字第0012號",
        "這三十年來他都住這裡",
    ],
)
def test_years_that_date_nothing(text: str) -> None:
    assert _dates(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("房東說10月底前不繳就要搬走", "10月底"),
        ("社區9月下旬開始停水", "9月下旬"),
        ("他從七月開始在工地做粗工", "七月"),
        ("證人答：去年九月左右，我記得", "去年九月"),
        ("先生今年二月在港口落水", "今年二月"),
        ("前年十一月車禍過世", "前年十一月"),
        ("他今年六月十八日在家中跌倒", "今年六月十八日"),
        ("自去年初即開始失眠", "去年初"),
        ("哥哥今年九月中在工地受傷", "今年九月中"),
        ("退還8月時預繳的費用", "8月"),
        ("對方於114年5月中旬開始整地", "114年5月中旬"),
        ("自113年2月起至113年9月止", "113年2月起"),
    ],
)
def test_a_month_alone_or_after_a_relative_year(text: str, value: str) -> None:
    assert value in _dates(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("醫生說下禮拜三早上開刀", "下禮拜三"),
        ("我們這週六去看房", "這週六"),
        ("阮是頂禮拜四接著電話", "頂禮拜四"),
        ("還是約週五晚上八點 我下樓拿？", "週五"),
        ("上禮拜他又打來恐嚇", "上禮拜"),
    ],
)
def test_a_weekday_of_a_private_plan(text: str, value: str) -> None:
    assert value in _dates(text)


@pytest.mark.parametrize(
    "text",
    [
        "營業時間：週一至週五 10:00-19:00，每週四公休，週六日休息",
        "kuo_mei　週二 下午 4:05",
        "每兩個禮拜一次回診",
        "2025/02/17 週一",
    ],
)
def test_schedules_and_stamps_are_no_weekday_dates(text: str) -> None:
    assert _dates(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("想約 5/7（三）晚上點交", "5/7（三）"),
        ("報到日期：2025年3月3日（一）上午9:00", "2025年3月3日（一）"),
        ("8/16禮拜六可以嗎", "8/16禮拜六"),
        ("好的 週日10/5下午見", "週日10/5"),
        ("下禮拜二 4/22 帶媽媽回診", "下禮拜二 4/22"),
        ("appointment Friday 9/12 at 10:00", "Friday 9/12"),
        ("告別式訂於民國一一四年五月三日（星期六）上午", "民國一一四年五月三日（星期六）"),
    ],
)
def test_a_weekday_beside_a_date_is_part_of_it(text: str, value: str) -> None:
    assert value in _dates(text)


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("｜83.9～86.6｜市立高工｜", ["83.9", "86.6"]),
        ("｜95.02～100.11｜倉儲公司｜100.12～迄今｜", ["95.02", "100.11", "100.12"]),
        ("- 2016/09–2019/01  電子公司 產線翻譯", ["2016/09", "2019/01"]),
        ("軟體工程師｜2019.05 – 2022.02", ["2019.05", "2022.02"]),
        ("內場廚師｜2012 – 2015", ["2012", "2015"]),
        ("2022/8 購入 有發票", ["2022/8"]),
        ("看診日 3/15–3/22 的病假", ["3/15", "3/22"]),
        ("登山 11/2-3 確定名單", ["11/2-3"]),
    ],
)
def test_ranges_and_year_months_of_a_life(text: str, values: list[str]) -> None:
    found = _dates(text)
    assert all(v in found for v in values), found


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("前職：客運公司　司機　101年–111年", ["101年", "111年"]),
        ("經歷：倉管 98年 - 104年", ["98年", "104年"]),
    ],
)
def test_both_years_of_a_year_range(text: str, values: list[str]) -> None:
    assert _dates(text) == values


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Saya lihat tanggal 9 Agustus ada transfer", "9 Agustus"),
        ("see you on October 21st at the station", "October 21st"),
        ("she arrived 3 February and left", "3 February"),
    ],
)
def test_a_day_and_a_written_out_month_without_a_year(text: str, value: str) -> None:
    assert value in _dates(text)


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("I stayed there from 3 June 2024 to 6 June 2024.", ["3 June 2024", "6 June 2024"]),
        ("employed from April 7, 2023 to May 30, 2024", ["April 7, 2023", "May 30, 2024"]),
        ("travel from 12 SEP 2024 to 02 OCT 2024", ["12 SEP 2024", "02 OCT 2024"]),
    ],
)
def test_english_month_names(text: str, values: list[str]) -> None:
    found = _dates(text)
    assert all(v in found for v in values), found


def test_an_e_mail_header_date_stays_procedural() -> None:
    assert _dates("Date: Tue, 4 Mar 2025 09:12:30 +0800") == []
    assert _dates("Sent: Thursday, March 6, 2025 3:15 PM") == []
