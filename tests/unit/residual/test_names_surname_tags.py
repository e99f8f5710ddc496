"""Residual scan, surname-only speaker tags (worker/residual/names.py): a transcript whose speakers
are tagged by their surname alone (柯：/湯：) names persons; if the detector left the tags, the
document stops. Record tags (問：/答：), form letters and a surname speaking once pass. Through the
pipeline: refused when the detector misses the tags, published when it finds them. Invented
lines only."""

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
    "錄音摘要\n柯：您好，這裡是客服。\n湯：你好。\n柯：請問大名？\n湯：我姓湯。\n",
    "訪談\n龔：幾點到？\n孟：九點。\n龔：有人陪嗎？\n孟：沒有。\n",
    "  祁：確定嗎？\n  燕：確定。\n  祁：好的。\n  燕：謝謝。\n",
]


@pytest.mark.parametrize("text", STOP)
def test_surname_tags_left_stop_the_document(text: str) -> None:
    assert "residual:name_as_speaker" in scan(text, set(), set())


PASS = [
    "問：你叫什麼？\n答：石小川。\n問：住哪？\n答：台中。\n",
    "甲：出租人\n乙：承租人\n甲：簽章\n乙：簽章\n",
    "註：僅供參考。\n按：依規定。\n註：另附。\n按：同上。\n",
    "柯：您好。\n湯：你好。\n",
    "柯：您好。\n柯：稍等。\n湯：好。\n",
]


@pytest.mark.parametrize("text", PASS)
def test_lines_that_are_no_surname_transcript_pass(text: str) -> None:
    assert "residual:name_as_speaker" not in scan(text, set(), set())


def _run(text: str) -> None:
    Pipeline(FixedKeys()).process_event(
        RawDocumentEvent(
            document_id="d",
            case_id="case-tags",
            text=text,
            source_system="t",
            created_at=datetime(2024, 1, 1, tzinfo=UTC),
        )
    )


def _tags_missed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The detector misses every one-character person span (the surname tags)."""
    real = pipeline_module.detect

    def detect(text, **kwargs):
        spans = real(text, **kwargs)
        return [s for s in spans if not (s.type == "person" and s.end - s.start == 1)]

    monkeypatch.setattr(pipeline_module, "detect", detect)


@pytest.mark.parametrize("text", STOP)
def test_the_pipeline_refuses_tags_the_detector_missed(
    monkeypatch: pytest.MonkeyPatch, text: str
) -> None:
    _tags_missed(monkeypatch)
    with pytest.raises(DocumentError) as e:
        _run(text)
    assert e.value.error_class == "VerificationFailed"
    assert "residual:name_as_speaker" in e.value.message


@pytest.mark.parametrize("text", STOP + PASS)
def test_the_pipeline_publishes_tags_the_detector_found(text: str) -> None:
    _run(text)
