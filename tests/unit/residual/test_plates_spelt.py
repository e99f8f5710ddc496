"""Residual scan (issue 9, second wave): a licence plate spelt out as people read it aloud, in a
transcript or a note. Invented output texts (pseudonyms issued for the case) and look-alikes;
invented values only."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"顏素娥", "卓建良"}
ISSUED = PERSONS | {"RMX-5081", "K220581347"}


def checks(text: str) -> list[str]:
    return scan(text, ISSUED, (), persons=PERSONS)


@pytest.mark.parametrize(
    "text",
    [
        "卓建良：車牌是 H-T-W 三九一六。",
        "顏素娥說那台車是 PQA 四洞八二。",
        "記得車號 R.D.G. 6604 嗎",
        "我有看到 7 1 9 3 L-N-Y 的白車",
        "後車 B-W 八八零二 開走了",
        "（錄音）車是ＵＫＣ　五二七三",
    ],
)
def test_spelt_plate_stops(text: str) -> None:
    assert "residual:licence_plate" in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "卓建良駕駛 RMX-5081 號自小客車。",  # the case's pseudonym
        "Q&A 時間：三十分鐘",
        "分成 A-B 兩組討論",
        "依 ISO 9001 驗證",
        "案號：114 年度訴字第 1093 號",  # a case number
        "賠償新臺幣三萬四千元",  # an amount in numerals
        "B 棟一二三樓",
    ],
)
def test_look_alikes_pass(text: str) -> None:
    assert "residual:licence_plate" not in checks(text)
