"""Residual scan, the second line for the address and birth-date forms found on the outside
authors w09–w12 (worker/residual/places.py, births.py): a road and its lane with the number spaced
out (國泰路二段 7 7 巷), a space before the unit (松林巷 12 號), a house number masked in a copy
(溫泉路□□號), spaces around a date's separators after a birth word (21 / 07 / 1986). Through the
pipeline, a document where the detector missed one is refused. Every value is invented.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

import worker.pipeline as pipeline_module
from contracts import RawDocumentEvent
from tests.unit.helpers import FixedKeys
from worker.errors import DocumentError
from worker.pipeline import Pipeline
from worker.residual import scan

STOP = [
    ("案由：建國路 36 巷夜間常有車輛違停。", "address"),
    ("請於民權東路三段 1 1 8 巷口設置反光鏡。", "address"),
    ("監視器要裝在福德二路 2 5 巷口。", "address"),
    ("寫他住在〔地址1〕松林巷 12 號，很窮", "address"),
    ("戶籍：〔地址1〕溫泉路□□號", "address"),
    ("住〔地址1〕青葉村山櫻巷 3 之 1 號", "address"),
    ("Date of Birth 出生日期：21 / 07 / 1986（DD/MM/YYYY）", "date_of_birth"),
    ("生日：05 - 11 - 1979", "date_of_birth"),
]


@pytest.mark.parametrize(("text", "kind"), STOP)
def test_the_forms_left_stop_the_document(text: str, kind: str) -> None:
    assert f"residual:{kind}" in scan(text, {"〔地址1〕"}, set())


PASS = [
    "本路段共 3 條巷道，請改道。",
    "里民 120 人出席，社區 2 0 戶參加。",
    "第 3 巷弄長照據點共 12 處。",
    "繳費日 14 / 02 / 2024 前完成，金額 1 2 0 0 元。",
    "會議日期：113 / 03 / 05",
]


@pytest.mark.parametrize("text", PASS)
def test_counts_amounts_and_procedural_dates_pass(text: str) -> None:
    assert not [
        c for c in scan(text, set(), set()) if c in ("residual:address", "residual:date_of_birth")
    ]


def _run(text: str) -> None:
    Pipeline(FixedKeys()).process_event(
        RawDocumentEvent(
            document_id="d",
            case_id="case-places",
            text=text,
            source_system="t",
            created_at=datetime(2024, 1, 1, tzinfo=UTC),
        )
    )


def _missing(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    """The detector misses every occurrence of ``value`` (what the residual scan is there for)."""
    real = pipeline_module.detect

    def detect(text, **kwargs):
        spans = real(text, **kwargs)
        at = [i for i in range(len(text)) if text.startswith(value, i)]
        return [s for s in spans if not any(s.start < i + len(value) and i < s.end for i in at)]

    monkeypatch.setattr(pipeline_module, "detect", detect)


@pytest.mark.parametrize(
    ("text", "missed", "check"),
    [
        ("里民大會紀錄\n提案：中興街 4 5 巷口加裝監視器。", "中興街 4 5 巷", "address"),
        ("申請表\n出生日期 Date of Birth：09 / 12 / 1984\n", "09 / 12 / 1984", "date_of_birth"),
    ],
)
def test_the_pipeline_refuses_a_document_the_detector_missed(
    monkeypatch: pytest.MonkeyPatch, text: str, missed: str, check: str
) -> None:
    _missing(monkeypatch, missed)
    with pytest.raises(DocumentError) as e:
        _run(text)
    assert e.value.error_class == "VerificationFailed"
    assert f"residual:{check}" in e.value.message


def test_the_pipeline_publishes_the_lane_once_replaced() -> None:
    _run("里民大會紀錄\n提案：中興街 4 5 巷口加裝監視器，經費 3 0 0 0 元。")
