"""Licence plates in prose without a label and with a space or none (worker/detect/contact.py,
worker/data/plate_words.txt): taken where a vehicle word or a driving verb stands in the same
sentence, left alone otherwise (model and product numbers, flights, units, currencies). Every plate
is invented."""

from __future__ import annotations

import pytest

from tests.unit.helpers import describe, nth, overlapping
from worker.detect import detect
from worker.text import spans as T


def _replaced(text: str, a: int, b: int) -> list[T.Span]:
    return [s for s in overlapping(detect(text), a, b) if s.action == T.REPLACE]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("他騎乘的機車 MXY 5821 停在門口", "MXY 5821", id="new-after-motorcycle"),
        pytest.param("被告駕駛 ＲＡＫ　５０７３ 行經路口", "ＲＡＫ　５０７３", id="full-width"),
        pytest.param("她把 AB 1234 停放在巷口，隨即離去。", "AB 1234", id="old-2-4-parked"),
        pytest.param("車主將 5281 QK 停放於騎樓", "5281 QK", id="old-4-2"),
        pytest.param("監視器拍到 KLB 772 的騎士闖紅燈", "KLB 772", id="motorcycle-3-3"),
        pytest.param("一部 418 NVG 行駛於中山路", "418 NVG", id="motorcycle-3-3-digits-first"),
        pytest.param("對方的汽車是 BDW 0618，當場追撞", "BDW 0618", id="car-before-sentence"),
        pytest.param("肇事車輛 T2 8814 逃逸", "T2 8814", id="letter-digit-4"),
        pytest.param("他開著 RXP6203 的車離開", "RXP6203", id="no-space-car-after"),
        pytest.param("原告駕車撞上 EA 6107", "EA 6107", id="driving-verb-before"),
    ],
)
def test_a_plate_in_prose_near_a_vehicle_is_found(text: str, value: str) -> None:
    a, b = nth(text, value)
    spans = _replaced(text, a, b)
    covered = {i for s in spans for i in range(s.start, s.end)}
    left = [i for i in range(a, b) if i not in covered and not text[i].isspace()]
    assert not left, f"{value!r} not covered: {describe(text, spans)}"
    assert any(s.type == T.LICENCE_PLATE for s in spans), describe(text, spans)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param("型號 ABC 1234 的印表機已送修", "ABC 1234", id="model-number"),
        pytest.param("他買了 QRT 5520 的耳機", "QRT 5520", id="product-no-vehicle"),
        pytest.param("搭乘 CI 123 班機返台", "CI 123", id="flight-2-3"),
        pytest.param("開車到機場，搭 BR 2196 班機", "BR 2196", id="flight-4-digits-near-car"),
        pytest.param("汽車零件料號 MKD 4471 缺貨", "MKD 4471", id="part-number"),
        pytest.param("這台機車排氣量 1500 CC", "1500 CC", id="unit"),
        pytest.param("計程車資 NT 1500 元", "NT 1500", id="currency"),
        pytest.param("火車車次 ZK 1021 誤點", "ZK 1021", id="train"),
    ],
)
def test_a_plate_shape_that_is_something_else_is_no_plate(text: str, value: str) -> None:
    a, b = nth(text, value)
    plates = [s for s in _replaced(text, a, b) if s.type == T.LICENCE_PLATE]
    assert not plates, describe(text, plates)
