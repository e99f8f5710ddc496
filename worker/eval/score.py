"""Scoring of detection against gold spans.

Dataset lines (JSON Lines): ``{"id", "text", "subset"?, "entities": [{"start", "end", "type",
"action"}]}`` with code-point offsets; ``subset`` defaults to ``all``.

Metrics, per gold type and per subset (never only a total):

* **recall (full cover)**: a gold ``replace`` value counts as caught only when every one of its
  characters lies inside predicted ``replace`` spans; a partly covered value is a miss;
* **precision**: a predicted ``replace`` span is correct when it overlaps a gold ``replace`` value;
  counted per predicted type;
* **F2** = 5·P·R / (4·P + R), recall weighted four times;
* **kept**: a gold ``keep`` value (official, agency) counts as kept when no predicted ``replace``
  span touches it;
* **candidate recall (exact)**, when the predictor also gives the detector's candidates (the spans
  before the decision, :func:`worker.detect.candidates`): a gold value, ``replace`` or ``keep``,
  counts when one candidate has exactly its offsets, whatever the candidate's type and action;
* **candidate cover**: a gold value counts when every one of its characters lies inside the union
  of the candidates (any type, any action).

A value the detector proposed and then decided away counts for candidate recall and not for recall:
candidate recall below recall's target says the generation misses it, recall below candidate recall
says the decision does.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TypeAlias

from worker.text import spans as T

DIRECT = "direct_identifiers"
_FIELDS = (
    "gold", "caught", "predicted", "correct", "keep_gold", "kept",
    "cand_gold", "cand_exact", "cand_cover",
)  # fmt: skip

Predicted: TypeAlias = list[dict]
"""``[{"start", "end", "type", "action"}]``: the detector's decided spans."""
Predictor: TypeAlias = Callable[[str], Predicted | tuple[Predicted, Predicted]]
"""``predict(text)``: the decided spans, or the pair (decided spans, candidate spans)."""


@dataclass
class Counts:
    gold: int = 0
    caught: int = 0
    predicted: int = 0
    correct: int = 0
    keep_gold: int = 0
    kept: int = 0
    cand_gold: int = 0  # gold values (replace and keep) measured against candidates
    cand_exact: int = 0
    cand_cover: int = 0

    def add(self, other: Counts) -> None:
        for f in _FIELDS:
            setattr(self, f, getattr(self, f) + getattr(other, f))

    @property
    def recall(self) -> float | None:
        return self.caught / self.gold if self.gold else None

    @property
    def precision(self) -> float | None:
        return self.correct / self.predicted if self.predicted else None

    @property
    def f2(self) -> float | None:
        p, r = self.precision, self.recall
        if p is None or r is None or (4 * p + r) == 0:
            return None
        return 5 * p * r / (4 * p + r)

    @property
    def kept_rate(self) -> float | None:
        return self.kept / self.keep_gold if self.keep_gold else None

    @property
    def candidate_recall(self) -> float | None:
        return self.cand_exact / self.cand_gold if self.cand_gold else None

    @property
    def candidate_cover(self) -> float | None:
        return self.cand_cover / self.cand_gold if self.cand_gold else None


@dataclass
class Report:
    """``table[subset][type] -> Counts``; subset ``all`` and type ``all`` / ``direct_identifiers``
    are sums."""

    table: dict[str, dict[str, Counts]] = field(
        default_factory=lambda: defaultdict(lambda: defaultdict(Counts))
    )
    misses: list[dict] = field(default_factory=list)  # doc id, type, offsets: no values
    # (a value to keep that was replaced carries "action": "keep")
    false_positives: list[dict] = field(default_factory=list)  # replaced, touching no gold value
    candidates: bool = False  # the predictor gave candidates: the candidate columns are measured

    def as_dict(self) -> dict:
        out: dict = {}
        for subset, types in sorted(self.table.items()):
            out[subset] = {
                t: {
                    "gold": c.gold,
                    "caught": c.caught,
                    "recall": c.recall,
                    "predicted": c.predicted,
                    "precision": c.precision,
                    "f2": c.f2,
                    "keep_gold": c.keep_gold,
                    "kept": c.kept_rate,
                }
                | (
                    {
                        "candidate_gold": c.cand_gold,
                        "candidate_exact": c.cand_exact,
                        "candidate_recall": c.candidate_recall,
                        "candidate_cover": c.candidate_cover,
                    }
                    if self.candidates
                    else {}
                )
                for t, c in sorted(types.items())
            }
        return out


def _covered(start: int, end: int, spans: list[tuple[int, int]]) -> bool:
    pos = start
    for s, e in sorted(spans):
        if s <= pos < e:
            pos = e
            if pos >= end:
                return True
    return pos >= end


def score(docs: Iterable[dict], predict: Predictor) -> Report:
    """Score ``predict(text) -> [{"start","end","type","action"}]`` on ``docs``; a predictor that
    returns the pair (decided spans, candidate spans) is scored on the candidates too (any action).

    Predictions of a type the dataset never labels (say ``event_date`` on a set without dates)
    are listed under that type but left out of the ``all`` and ``direct_identifiers`` rows, so
    the totals measure the dataset's label set.
    """
    docs = list(docs)
    labelled = {g["type"] for d in docs for g in d["entities"]}
    report = Report()
    for doc in docs:
        text = doc["text"]
        subset = doc.get("subset", "all")
        out = predict(text)
        cands: Predicted | None = None
        if isinstance(out, tuple):
            pred, cands = out
            report.candidates = True
        else:
            pred = out
        exact = {(p["start"], p["end"]) for p in cands or ()}
        union = sorted(exact)
        pred_replace = [(p["start"], p["end"]) for p in pred if p["action"] == "replace"]
        gold_replace = [(g["start"], g["end"]) for g in doc["entities"] if g["action"] == "replace"]
        per_type: dict[str, Counts] = defaultdict(Counts)
        for g in doc["entities"]:
            c = per_type[g["type"]]
            proposed = ""
            if cands is not None:
                c.cand_gold += 1
                if (g["start"], g["end"]) in exact:
                    c.cand_exact += 1
                    proposed = "exact"
                if _covered(g["start"], g["end"], union):
                    c.cand_cover += 1
                    proposed = proposed or "cover"
            if g["action"] == "replace":
                c.gold += 1
                if _covered(g["start"], g["end"], pred_replace):
                    c.caught += 1
                else:
                    miss = {"id": doc["id"], "type": g["type"]}
                    miss |= {"start": g["start"], "end": g["end"]}
                    if cands is not None:  # exact, cover, or none: a generation or decision miss
                        miss["candidate"] = proposed or "none"
                    report.misses.append(miss)
            else:
                c.keep_gold += 1
                if not any(s < g["end"] and g["start"] < e for s, e in pred_replace):
                    c.kept += 1
                else:  # a value to keep (an official in role, an agency) that was replaced
                    report.misses.append(
                        {"id": doc["id"], "type": g["type"], "start": g["start"], "end": g["end"]}
                        | {"action": "keep"}
                    )
        for p in pred:
            if p["action"] != "replace":
                continue
            c = per_type[p["type"]]
            c.predicted += 1
            if any(s < p["end"] and p["start"] < e for s, e in gold_replace):
                c.correct += 1
            elif p["type"] in labelled:  # a type the dataset labels: a false positive
                report.false_positives.append(
                    {"id": doc["id"], "type": p["type"], "start": p["start"], "end": p["end"]}
                )
        for t, c in per_type.items():
            for sub in dict.fromkeys((subset, "all")):  # a document without a subset: once
                report.table[sub][t].add(c)
                if t in labelled:
                    report.table[sub]["all"].add(c)
                    if t in T.DIRECT_IDENTIFIERS:
                        report.table[sub][DIRECT].add(c)
    return report


def _fmt(x: float | None) -> str:
    return "   –  " if x is None else f"{x * 100:6.2f}"


def render(report: Report) -> str:
    """A plain-text table: one block per subset, one row per type."""
    lines = []
    for subset in sorted(report.table, key=lambda s: (s != "all", s)):
        lines.append(f"\n[{subset}]")
        lines.append(
            f"{'type':<20}{'gold':>6}{'recall':>8}{'pred':>6}{'prec':>8}{'F2':>8}{'keep':>6}{'kept':>8}"
            + (f"{'cands':>7}{'c.exact':>9}{'c.cover':>9}" if report.candidates else "")
        )
        types = report.table[subset]
        for t in sorted(types, key=lambda t: (t in ("all", DIRECT), t)):
            c = types[t]
            lines.append(
                f"{t:<20}{c.gold:>6}{_fmt(c.recall):>8}{c.predicted:>6}{_fmt(c.precision):>8}{_fmt(c.f2):>8}{c.keep_gold:>6}{_fmt(c.kept_rate):>8}"
                + (
                    f"{c.cand_gold:>7}{_fmt(c.candidate_recall):>9}{_fmt(c.candidate_cover):>9}"
                    if report.candidates
                    else ""
                )
            )
    if report.candidates:
        lines.append(
            "\ncands: gold values (replace and keep) measured; c.exact: a candidate has exactly"
            " the gold offsets (any type, any action); c.cover: the candidates' union covers it"
        )
    return "\n".join(lines)
