"""Sensitivity routing (分級路由): documents with health or criminal-record content never reach the
normal clean topic; they appear on the on-premises topic only, with those passages masked."""

from __future__ import annotations

import pytest

from contracts import CleanDocumentEvent
from tests.integration.helpers import publish
from tests.integration.streaming import account, event, run_in_process, settings_for
from tests.synthetic.generator import generate_documents
from worker.classify import MASKS, find_evidence
from worker.samples import event_bytes
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration

SENSITIVE = {
    # a long paragraph (over worker.classify.LINE_UNIT_MAX): the sentence is the unit, the rest
    # stays readable
    "health-1": "原告王小明於民國112年3月5日至臺大醫院急診，經診斷為腦震盪，住院三日。被告林美華應"
    "賠償新臺幣五萬元。"
    + "兩造就修車費用之計算方式、估價單之真正及折舊比例多所爭執，並各自提出行車紀錄器畫面為證。"
    * 5,
    "health-2": "病歷摘要：\n病名：憂鬱症\n主治醫師：李大華\n\n證人陳志豪到庭證述借款經過。",
    "health-3": "被告張雅婷罹患糖尿病，長期門診追蹤，有診斷證明書可稽。其餘請求駁回。",
    "criminal-1": "被告陳志明前有竊盜前科，素行不良。本院審酌一切情狀，量處有期徒刑六月。",
    "criminal-2": "經查被告林建宏之刑案資料查註紀錄表，其前因詐欺案件經判處有期徒刑執行完畢。",
    "genetic-1": "原告吳美玲主張其基因檢測結果遭被告洩漏。",
    "sex-1": "被告否認與告訴人有性行為，辯稱雙方僅係朋友。",
}


def _special(text: str) -> list:
    """Special-category evidence that must be masked (criminal proceedings route, they mask
    nothing)."""
    return [e for e in find_evidence(text) if e.policy != "proceedings"]


def _without_masks(text: str) -> str:
    for mask in MASKS.values():
        text = text.replace(mask, "")
    return text


def test_special_categories_only_on_the_onprem_topic_and_masked(kafka_bootstrap, unique, tmp_path):
    s = settings_for(kafka_bootstrap, unique, tmp_path)
    ensure_topics(s)
    events = [event(f"sens-{k}", f"case-{k}", t) for k, t in SENSITIVE.items()]
    events += [
        event(f"norm-{i:03d}", d["case_id"], d["text"])
        for i, d in enumerate(generate_documents(40, seed=3))
    ]
    publish(kafka_bootstrap, s.raw_topic, [(e.case_id.encode(), event_bytes(e)) for e in events])

    run_in_process(s)
    acc = account(s)
    acc.assert_exactly_once()
    onprem = {d: CleanDocumentEvent.model_validate_json(m.value()) for d, m in acc.onprem.items()}
    clean = {d: CleanDocumentEvent.model_validate_json(m.value()) for d, m in acc.clean.items()}

    assert {f"sens-{k}" for k in SENSITIVE} <= set(onprem), (
        "a special-category document missed the on-prem topic"
    )
    assert not {f"sens-{k}" for k in SENSITIVE} & set(clean)
    for doc in clean.values():  # nothing special-category on the normal topic, whatever its origin
        assert doc.sensitivity.level.value != "HIGH"
        assert not find_evidence(doc.text), (
            f"{doc.document_id}: special-category evidence on the normal clean topic"
        )
    for doc in onprem.values():
        assert doc.sensitivity.level.value == "HIGH"
        assert doc.sensitivity.reasons and all(
            r.startswith("rule:") for r in doc.sensitivity.reasons
        )
        assert doc.sensitivity.score is not None and doc.sensitivity.categories
        if doc.document_id.startswith("sens-"):
            assert any(mask in doc.text for mask in MASKS.values()), f"{doc.document_id}: no mask"
        assert not _special(_without_masks(doc.text)), (
            f"{doc.document_id}: a special-category passage left unmasked"
        )
    for key in ("health-1", "criminal-1"):
        assert (
            "腦震盪" not in onprem[f"sens-{key}"].text
            and "竊盜前科" not in onprem[f"sens-{key}"].text
        )
    assert (
        "被告林美華" not in onprem["sens-health-1"].text
        and "應賠償新臺幣五萬元" in onprem["sens-health-1"].text
    )
