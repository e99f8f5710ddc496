"""Quality gate on the sealed evaluation set (never used for tuning; see tests/data/eval/README.md).

Fails when direct-identifier recall (full cover) drops below 0.99, or when any type's recall or
the kept rate of officials and agencies falls more than one point below the committed baseline
(``tests/data/eval/baseline-sealed.json``, written by
``deid-worker eval tests/data/eval/sealed.jsonl --json tests/data/eval/baseline-sealed.json``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from worker.detect import detect
from worker.eval.score import DIRECT, score

pytestmark = pytest.mark.slow  # scores the whole sealed set: CI runs it, the quick loop does not

DATA = Path(__file__).resolve().parents[1] / "data" / "eval"
FLOOR_DIRECT_RECALL = 0.99
TOLERANCE = 0.01


@pytest.fixture(scope="module")
def sealed_report():
    docs = [
        json.loads(x)
        for x in (DATA / "sealed.jsonl").read_text(encoding="utf-8").splitlines()
        if x.strip()
    ]
    assert len(docs) >= 200 and sum(len(d["entities"]) for d in docs) >= 2000

    def predict(text: str) -> list[dict]:
        return [
            {"start": s.start, "end": s.end, "type": s.type, "action": s.action}
            for s in detect(text)
        ]

    return score(docs, predict).as_dict()


def test_direct_identifier_recall_floor(sealed_report):
    assert sealed_report["all"][DIRECT]["recall"] >= FLOOR_DIRECT_RECALL


def test_no_type_regresses_more_than_one_point(sealed_report):
    baseline = json.loads((DATA / "baseline-sealed.json").read_text(encoding="utf-8"))
    regressions = []
    for subset, types in baseline.items():
        for kind, metrics in types.items():
            for metric in ("recall", "kept"):
                before = metrics.get(metric)
                if before is None:
                    continue
                now = sealed_report[subset][kind][metric]
                if now < before - TOLERANCE:
                    regressions.append(f"{subset}/{kind}/{metric}: {before:.4f} → {now:.4f}")
    assert not regressions, "quality regressed: " + "; ".join(regressions)
