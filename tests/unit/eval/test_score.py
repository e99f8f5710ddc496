"""The scorer: full cover, precision per predicted type, kept officials."""

from __future__ import annotations

from worker.eval.score import DIRECT, score


def _doc(entities, subset="clean"):
    return {"id": "d", "text": "x" * 100, "subset": subset, "entities": entities}


def _pred(*spans):
    return lambda _text: [
        dict(zip(("start", "end", "type", "action"), s, strict=True)) for s in spans
    ]


def test_partial_cover_is_a_miss_and_union_of_spans_counts():
    gold = [{"start": 10, "end": 20, "type": "tw_id", "action": "replace"}]
    assert (
        score([_doc(gold)], _pred((10, 19, "tw_id", "replace"))).table["all"]["tw_id"].caught == 0
    )
    assert (
        score([_doc(gold)], _pred((10, 15, "phone", "replace"), (15, 20, "tw_id", "replace")))
        .table["all"]["tw_id"]
        .caught
        == 1
    )
    assert score([_doc(gold)], _pred((10, 20, "tw_id", "keep"))).table["all"]["tw_id"].caught == 0


def test_precision_counts_predictions_that_touch_no_gold_value():
    gold = [{"start": 10, "end": 20, "type": "person", "action": "replace"}]
    r = score([_doc(gold)], _pred((10, 20, "person", "replace"), (40, 45, "person", "replace")))
    assert r.table["all"]["person"].precision == 0.5
    assert r.table["all"]["person"].recall == 1.0
    assert r.false_positives == [{"id": "d", "type": "person", "start": 40, "end": 45}]


def test_a_prediction_of_a_type_the_dataset_never_labels_is_no_false_positive():
    gold = [{"start": 10, "end": 20, "type": "person", "action": "replace"}]
    r = score([_doc(gold)], _pred((10, 20, "person", "replace"), (40, 45, "event_date", "replace")))
    assert r.false_positives == []


def test_kept_officials_and_direct_identifier_rollup_per_subset():
    gold = [
        {"start": 0, "end": 3, "type": "official", "action": "keep"},
        {"start": 5, "end": 8, "type": "official", "action": "keep"},
        {"start": 10, "end": 20, "type": "phone", "action": "replace"},
    ]
    r = score(
        [_doc(gold, "noisy")], _pred((5, 8, "person", "replace"), (10, 20, "phone", "replace"))
    )
    assert r.table["noisy"]["official"].kept_rate == 0.5
    assert r.table["noisy"][DIRECT].recall == 1.0
    assert r.table["all"][DIRECT].gold == 1
    # the official replaced is listed (offsets, no text) so that a reader can find why
    assert r.misses == [{"id": "d", "type": "official", "start": 5, "end": 8, "action": "keep"}]
