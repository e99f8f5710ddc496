"""Candidate recall beside recall: hand-made gold and candidates whose answer is known.

A predictor that returns (decided spans, candidate spans) is scored on both: candidate recall
(exact: one candidate with the gold offsets, any type, any action) and candidate cover (the
candidates' union covers the value) count every gold value, ``replace`` and ``keep``; a value that
was a candidate but decided away counts for candidate recall and not for recall.
"""

from __future__ import annotations

from worker.eval.score import DIRECT, render, score


def _doc(entities, subset="clean", id="d"):
    return {"id": id, "text": "x" * 100, "subset": subset, "entities": entities}


def _g(start, end, kind, action="replace"):
    return {"start": start, "end": end, "type": kind, "action": action}


def _spans(*spans):
    return [dict(zip(("start", "end", "type", "action"), s, strict=True)) for s in spans]


def _both(decided, proposed):
    return lambda _text: (_spans(*decided), _spans(*proposed))


def test_a_candidate_decided_away_counts_for_candidate_recall_not_recall():
    gold = [_g(10, 13, "person")]
    r = score([_doc(gold)], _both([], [(10, 13, "person", "replace")]))
    c = r.table["all"]["person"]
    assert (c.gold, c.caught, c.cand_gold, c.cand_exact, c.cand_cover) == (1, 0, 1, 1, 1)
    assert c.recall == 0.0 and c.candidate_recall == 1.0 and c.candidate_cover == 1.0
    assert r.misses == [{"id": "d", "type": "person", "start": 10, "end": 13, "candidate": "exact"}]


def test_exact_is_any_type_and_any_action():
    gold = [_g(20, 30, "bank_account"), _g(40, 43, "person"), _g(50, 53, "official", "keep")]
    proposed = [
        (20, 30, "phone", "replace"),  # wrong type: still the exact span
        (40, 43, "official", "keep"),  # kept: still the exact span
        (50, 53, "person", "replace"),
    ]
    r = score([_doc(gold)], _both([], proposed))
    t = r.table["all"]
    assert [t[k].cand_exact for k in ("bank_account", "person", "official")] == [1, 1, 1]


def test_cover_without_exact_and_no_candidate_at_all():
    gold = [
        _g(10, 20, "address"),  # two candidates cover it, none has its offsets
        _g(30, 36, "event_date"),  # a longer candidate covers it
        _g(40, 45, "phone"),  # one character left out: no cover
        _g(60, 64, "person"),  # no candidate at all
    ]
    proposed = [
        (10, 15, "address", "replace"),
        (14, 20, "address", "replace"),
        (28, 37, "event_date", "replace"),
        (40, 44, "phone", "replace"),
    ]
    r = score([_doc(gold)], _both([], proposed))
    t = r.table["all"]
    assert [(t[k].cand_exact, t[k].cand_cover) for k in ("address", "event_date")] == [
        (0, 1),
        (0, 1),
    ]
    assert (t["phone"].cand_exact, t["phone"].cand_cover) == (0, 0)
    assert (t["person"].cand_exact, t["person"].cand_cover) == (0, 0)
    assert [m["candidate"] for m in r.misses] == ["cover", "cover", "none", "none"]


def test_caught_without_an_exact_candidate_lowers_candidate_recall_only():
    # the decided span is itself a candidate; it covers the value without its exact offsets
    gold = [_g(10, 14, "person")]
    decided = [(10, 15, "person", "replace")]
    r = score([_doc(gold)], _both(decided, decided))
    c = r.table["all"]["person"]
    assert (c.recall, c.candidate_recall, c.candidate_cover) == (1.0, 0.0, 1.0)
    assert r.misses == []


def test_rollups_count_replace_and_keep_values_per_subset():
    docs = [
        _doc([_g(0, 3, "official", "keep"), _g(10, 20, "tw_id")], subset="ocr", id="a"),
        _doc([_g(5, 8, "person"), _g(30, 40, "phone")], subset="prose", id="b"),
    ]
    cands = {
        "a": [(0, 3, "official", "keep"), (10, 20, "tw_id", "replace")],
        "b": [(30, 40, "phone", "replace")],
    }
    texts = {"a": "a" * 100, "b": "b" * 100}
    for d in docs:
        d["text"] = texts[d["id"]]

    def predict(text):
        proposed = cands["a" if text[0] == "a" else "b"]
        return _spans(*proposed), _spans(*proposed)

    r = score(docs, predict)
    a = r.table["all"]
    assert (a["all"].cand_gold, a["all"].cand_exact) == (4, 3)
    assert (a[DIRECT].cand_gold, a[DIRECT].cand_exact) == (2, 2)
    assert (r.table["ocr"]["all"].cand_gold, r.table["prose"]["all"].cand_exact) == (2, 1)
    assert a["all"].gold == 3  # recall still counts replace values only
    row = r.as_dict()["all"]["person"]
    assert (row["candidate_gold"], row["candidate_exact"]) == (1, 0)
    assert row["candidate_recall"] == 0.0 and row["candidate_cover"] == 0.0
    assert "c.exact" in render(r)


def test_a_predictor_without_candidates_reports_as_before():
    gold = [_g(10, 13, "person")]
    r = score([_doc(gold)], lambda _t: _spans((10, 13, "person", "replace")))
    assert not r.candidates
    assert "candidate_recall" not in r.as_dict()["all"]["person"]
    assert "c.exact" not in render(r)
    assert r.table["all"]["person"].cand_gold == 0


def test_a_document_without_a_subset_is_counted_once():
    doc = {"id": "d", "text": "x" * 50, "entities": [_g(10, 13, "person")]}
    r = score([doc], _both([(10, 13, "person", "replace")], [(10, 13, "person", "replace")]))
    c = r.table["all"]["person"]
    assert (c.gold, c.caught, c.predicted, c.cand_gold, c.cand_exact) == (1, 1, 1, 1, 1)
