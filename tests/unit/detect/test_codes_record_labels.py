"""Personal numbers after labels the outside authors use (issue 11; worker/data/id_labels.txt): an
inmate's 呼號 and its peers, a chart number after 病歷 alone or an English caption (Chart No., MRN),
as a label and as a table's column header; a year or a count after 病歷 is no number. Every value
invented."""

from __future__ import annotations

import pytest

from worker.detect import detect
from worker.text.spans import OTHER_ID


def _ids(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text, use_model=False) if s.type == OTHER_ID]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("收件人：某某　呼號 0742）", "0742"),
        ("呼號：C-208，舍房忠三", "C-208"),
        ("受刑人編號 T-30917 已核對", "T-30917"),
        ("收容人編號：1130588", "1130588"),
        ("轉介貴院病人（病歷 00417735，生日不詳）", "00417735"),
        ("17床 阿公（病歷 0O5 88l 42）肺癌末期", "0O5 88l 42"),
        ("Chart No.: 0098312  Name: (略)", "0098312"),
        ("MRN 7730215", "7730215"),
        ("Patient ID: HX-220913", "HX-220913"),
    ],
)
def test_a_number_after_a_record_or_inmate_label(text: str, value: str) -> None:
    assert value in _ids(text)


def test_an_inmate_number_column() -> None:
    text = "序｜受刑人｜呼號｜接見人\n1｜某甲｜3172｜某乙\n2｜某丙｜2O58｜某丁\n"
    assert {"3172", "2O58"} <= set(_ids(text))


@pytest.mark.parametrize(
    "text",
    ["請調閱病歷113年1月至6月", "急診病歷 3 份", "病歷資料已上傳", "病歷摘要：無"],
)
def test_years_counts_and_words_after_a_record_label_are_no_number(text: str) -> None:
    assert _ids(text) == []
