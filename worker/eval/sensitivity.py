"""Scoring of sensitivity routing (分級路由) and special-category masking against a reader's labels.

Labels per document (``doc["sensitivity"]`` in the corpus, or a sidecar file of lines
``{"id", "level", "categories", "criminal_proceedings", "evidence"}`` such as
``shared/eval/sensitivity-dev.jsonl``): ``level`` HIGH when a special category is present about an
identifiable person; ``passages`` (code-point spans) or ``evidence`` (quotes, ``…`` for elisions).

Metrics, per subset and per category (never only a total):

* **routing recall**: gold HIGH documents routed HIGH (on premises) — the gated number;
* **routing precision** and the **NORMAL → HIGH** count, split into those the policy sends on
  premises on purpose (criminal proceedings, the default) and the rest;
* **passage-masking recall**: a labelled passage (or every piece of an evidence quote) counts as
  masked when the document is routed HIGH and every non-space character of it lies inside a masked
  passage of the output.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from contracts import Sensitivity


@dataclass
class RoutingCounts:
    high_gold: int = 0
    high_routed: int = 0  # of the gold HIGH, routed HIGH
    predicted_high: int = 0
    correct_high: int = 0
    normal_to_high_policy: int = (
        0  # gold NORMAL about criminal proceedings, HIGH by the default policy
    )
    normal_to_high_other: int = 0
    normal_gold: int = 0
    passages: int = 0
    passages_masked: int = 0

    def add(self, o: RoutingCounts) -> None:
        for f in self.__dataclass_fields__:
            setattr(self, f, getattr(self, f) + getattr(o, f))

    @property
    def recall(self) -> float | None:
        return self.high_routed / self.high_gold if self.high_gold else None

    @property
    def precision(self) -> float | None:
        return self.correct_high / self.predicted_high if self.predicted_high else None

    @property
    def masking_recall(self) -> float | None:
        return self.passages_masked / self.passages if self.passages else None


@dataclass
class RoutingReport:
    """``table[subset][category] -> RoutingCounts``; category ``all`` is the document-level row."""

    table: dict[str, dict[str, RoutingCounts]] = field(
        default_factory=lambda: defaultdict(lambda: defaultdict(RoutingCounts)))  # fmt: skip
    missed: list[dict] = field(
        default_factory=list
    )  # ids and categories of gold HIGH routed elsewhere

    def as_dict(self) -> dict:
        return {
            sub: {
                cat: {
                    "high_gold": c.high_gold,
                    "recall": c.recall,
                    "predicted_high": c.predicted_high,
                    "precision": c.precision,
                    "normal_gold": c.normal_gold,
                    "normal_to_high_policy": c.normal_to_high_policy,
                    "normal_to_high_other": c.normal_to_high_other,
                    "passages": c.passages,
                    "masking_recall": c.masking_recall,
                }
                for cat, c in sorted(cats.items())
            }
            for sub, cats in sorted(self.table.items())
        }


def _pieces(doc_text: str, label: dict) -> list[tuple[int, int]]:
    """The labelled passages of a document as spans (evidence quotes located in the text)."""
    if label.get("passages"):
        return [(p["start"], p["end"]) for p in label["passages"]]
    out = []
    for quote in label.get("evidence") or ():
        for piece in quote.replace("...", "…").split("…"):
            piece = piece.strip()
            at = doc_text.find(piece) if piece else -1
            if at >= 0:
                out.append((at, at + len(piece)))
    return out


def _categories_of_pieces(label: dict) -> list[str | None]:
    """The category of each of :func:`_pieces`' spans where the labels give one per passage (the
    corpus does); empty for evidence quotes, which carry none."""
    return [p.get("category") for p in label.get("passages") or ()]


def _masked(start: int, end: int, text: str, masks: list[tuple[int, int]]) -> bool:
    return all(
        any(a <= i < b for a, b in masks) for i in range(start, end) if not text[i].isspace()
    )


def score_routing(
    docs: Iterable[dict],
    labels: dict[str, dict],
    route: Callable[[str], tuple[Sensitivity, list[tuple[int, int, str]]]],
) -> RoutingReport:
    """Score ``route(text) -> (sensitivity, masked passages)`` on the labelled documents."""
    report = RoutingReport()
    for doc in docs:
        label = labels.get(doc["id"]) or doc.get("sensitivity")
        if label is None:
            continue
        text = doc["text"]
        sensitivity, passages = route(text)
        high = sensitivity.level.value == "HIGH"
        gold_high = label["level"] == "HIGH"
        masks = [(a, b) for a, b, _c in passages] if high else []
        rows: dict[str, RoutingCounts] = defaultdict(RoutingCounts)
        doc_row = rows["all"]
        cats = list(label.get("categories") or ()) if gold_high else []
        if gold_high:
            for row in [doc_row] + [rows[c] for c in cats]:
                row.high_gold += 1
                row.high_routed += int(high)
            pieces = _pieces(text, label)
            kinds = _categories_of_pieces(label) or [None] * len(pieces)
            for (a, b), kind in zip(pieces, kinds, strict=True):
                hit = int(_masked(a, b, text, masks))
                for row in [doc_row] + ([rows[kind]] if kind else []):
                    row.passages += 1
                    row.passages_masked += hit
            if not high:
                report.missed.append({"id": doc["id"], "categories": cats})
        else:
            doc_row.normal_gold += 1
            if high:
                if label.get("criminal_proceedings"):
                    doc_row.normal_to_high_policy += 1
                else:
                    doc_row.normal_to_high_other += 1
        if high:
            doc_row.predicted_high += 1
            doc_row.correct_high += int(gold_high)
        for sub in dict.fromkeys((doc.get("subset", "all"), "all")):  # once when it has no subset
            for cat, c in rows.items():
                report.table[sub][cat].add(c)
    return report


def _pct(x: float | None) -> str:
    return "   –  " if x is None else f"{x * 100:6.1f}"


def render_routing(report: RoutingReport) -> str:
    lines = [
        "\nsensitivity routing (HIGH → on-premises topic); masking = labelled passages fully masked"
    ]
    head = (
        f"{'category':<18}{'HIGH':>6}{'recall':>8}{'→HIGH':>7}{'prec':>8}"
        f"{'N→H pol':>9}{'N→H oth':>9}{'pass':>6}{'masked':>8}"
    )
    for subset in sorted(report.table, key=lambda s: (s != "all", s)):
        lines += [f"\n[{subset}]", head]
        for cat in sorted(report.table[subset], key=lambda c: (c == "all", c)):
            c = report.table[subset][cat]
            lines.append(
                f"{cat:<18}{c.high_gold:>6}{_pct(c.recall):>8}{c.predicted_high:>7}{_pct(c.precision):>8}{c.normal_to_high_policy:>9}{c.normal_to_high_other:>9}{c.passages:>6}{_pct(c.masking_recall):>8}"
            )
    return "\n".join(lines)
