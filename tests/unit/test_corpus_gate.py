"""Quality gate on the held-out authors of the multi-author corpus (never read, never tuned on).

The corpus (tests/data/corpus/README.md) is split by author (``splits.json``). The held-out
authors' documents are scored here in aggregate only:

* sensitivity routing: document-level HIGH recall at least :data:`FLOOR_ROUTING_RECALL`, and
  passage-masking recall no more than a point below the committed baseline;
* detection: no type's recall (full cover) nor the kept rate of officials and agencies more than a
  point below the committed baseline.

The baseline is ``tests/data/corpus/baseline-heldout.json``, written by
``python -m tests.corpus.build --out /tmp/corpus && deid-worker eval /tmp/corpus/heldout.jsonl
--json tests/data/corpus/baseline-heldout.json``.
"""

from __future__ import annotations

import json

import pytest

from tests.corpus.build import ROOT, documents
from worker.classify import classify, special_passages
from worker.detect import detect
from worker.eval.score import score
from worker.eval.sensitivity import score_routing

pytestmark = pytest.mark.slow  # scores the held-out authors: CI runs it, the quick loop does not

FLOOR_ROUTING_RECALL = 0.99
TOLERANCE = 0.01
SPLITS = json.loads((ROOT / "splits.json").read_text(encoding="utf-8"))["splits"]


def test_every_author_file_parses_and_splits_are_disjoint() -> None:
    authors = [a for split in SPLITS.values() for a in split]
    assert len(authors) == len(set(authors)), "an author in two splits"
    on_disk = {p.name for p in (ROOT / "src").iterdir() if p.is_dir()}
    assert on_disk == set(authors), "every author folder belongs to exactly one split"
    for author in authors:
        docs = documents(author)
        assert len(docs) >= 40
        for d in docs:
            for e in d["entities"]:
                assert d["text"][e["start"] : e["end"]] == e["text"]


@pytest.fixture(scope="module")
def heldout() -> list[dict]:
    docs = [d for author in SPLITS["heldout"] for d in documents(author)]
    assert len(docs) >= 80
    return docs


@pytest.fixture(scope="module")
def baseline() -> dict:
    return json.loads((ROOT / "baseline-heldout.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def routing(heldout: list[dict]) -> dict:
    return score_routing(heldout, {}, lambda t: (classify(t, True), special_passages(t))).as_dict()


def test_routing_recall_on_held_out_authors(routing: dict) -> None:
    assert routing["all"]["all"]["high_gold"] >= 30
    assert routing["all"]["all"]["recall"] >= FLOOR_ROUTING_RECALL


def test_passage_masking_does_not_regress(routing: dict, baseline: dict) -> None:
    base = baseline["sensitivity_routing"]["all"]["all"]["masking_recall"]
    assert routing["all"]["all"]["masking_recall"] >= base - TOLERANCE


def test_no_detection_type_regresses_on_held_out_authors(
    heldout: list[dict], baseline: dict
) -> None:
    def predict(text: str) -> list[dict]:
        return [
            {"start": s.start, "end": s.end, "type": s.type, "action": s.action}
            for s in detect(text)
        ]

    now = score(heldout, predict).as_dict()["all"]
    drops = [
        f"{typ} {metric} {b[metric]:.3f} → {now[typ][metric]:.3f}"
        for typ, b in baseline["all"].items()
        for metric in ("recall", "kept")
        if (
            b.get(metric) is not None
            and now[typ][metric] is not None
            and now[typ][metric] < b[metric] - TOLERANCE
        )
    ]
    assert not drops, "; ".join(drops)


def test_the_baseline_is_of_these_documents(heldout: list[dict], baseline: dict) -> None:
    gold = sum(1 for d in heldout for e in d["entities"] if e["action"] == "replace")
    assert baseline["all"]["all"]["gold"] == gold, (
        "held-out documents changed: rewrite the baseline"
    )
