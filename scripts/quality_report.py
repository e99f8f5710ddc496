"""Markdown tables of docs/quality.md, measured now: detection per type, sensitivity routing and
what the whole pipeline publishes, on every evaluation set (aggregate numbers only: no document
text).

    .venv/bin/python scripts/quality_report.py > /tmp/quality-tables.md
    .venv/bin/python scripts/quality_report.py --detection-only --without w09,w10,w11,w12

Sets: the template halves (regression only), external-dev (outside authors, tuned on) and the corpus
split by author (train and dev read; held-out never read, aggregate only). The detection table gives
per set recall (full cover) or the kept rate, and beside it candidate recall exact / cover (every
gold value, replace or keep, against what the detector proposed before deciding:
``worker.detect.candidates``). ``--detection-only`` prints that table alone (the routing and
pipeline tables take most of the time); ``--without`` leaves authors out of the corpus splits (a
folder still being written).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.corpus.build import ROOT as CORPUS  # noqa: E402
from tests.corpus.build import documents  # noqa: E402
from worker.classify import classify, special_passages  # noqa: E402
from worker.detect import candidates  # noqa: E402
from worker.eval.score import score  # noqa: E402
from worker.eval.sensitivity import score_routing  # noqa: E402
from worker.eval.through import run_through  # noqa: E402

EXTERNAL = ROOT.parent / "shared" / "eval"


def _load(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def sets(
    without: frozenset[str] = frozenset(), fresh: tuple[str, ...] = ()
) -> dict[str, tuple[list[dict], dict]]:
    """The sets to measure; ``fresh`` authors leave their split for a column of their own (authors
    nobody has read yet, measured apart from the ones that were read)."""
    splits = json.loads((CORPUS / "splits.json").read_text(encoding="utf-8"))["splits"]
    splits = {k: [a for a in v if a not in without and a not in fresh] for k, v in splits.items()}
    out: dict[str, tuple[list[dict], dict]] = {}
    if (EXTERNAL / "external-dev.jsonl").exists():
        labels = {r["id"]: r for r in _load(EXTERNAL / "sensitivity-dev.jsonl")}
        out["external-dev (tuned on)"] = (_load(EXTERNAL / "external-dev.jsonl"), labels)
    for split in ("train", "dev", "heldout"):
        docs = [d for a in splits[split] for d in documents(a)]
        out[f"corpus {split} ({', '.join(splits[split])})"] = (docs, {})
    if fresh:
        docs = [d for a in fresh for d in documents(a)]
        out[f"corpus fresh ({', '.join(fresh)}; not read for detection)"] = (docs, {})
    out["template dev"] = (_load(ROOT / "tests/data/eval/dev.jsonl"), {})
    out["template sealed (regression only)"] = (_load(ROOT / "tests/data/eval/sealed.jsonl"), {})
    return out


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{x * 100:.1f}"


def _rows(spans: list) -> list[dict]:
    return [{"start": s.start, "end": s.end, "type": s.type, "action": s.action} for s in spans]


def predict(text: str) -> tuple[list[dict], list[dict]]:
    """The detector's spans and its candidates, from one run."""
    found = candidates(text)
    return _rows(found.decided), _rows(found.spans)


TYPES = (
    "person",
    "official",
    "agency",
    "organization",
    "tw_id",
    "resident_id",
    "passport",
    "phone",
    "email",
    "url",
    "bank_account",
    "card_number",
    "licence_plate",
    "social_handle",
    "password",
    "other_id",
    "address",
    "land_parcel",
    "date_of_birth",
    "event_date",
    "direct_identifiers",
    "all",
)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--detection-only", action="store_true", help="the detection table alone")
    ap.add_argument("--without", default="", help="authors left out of the corpus splits: w09,w10")
    ap.add_argument(
        "--fresh", default="", help="authors measured as a set of their own, out of their splits"
    )
    args = ap.parse_args(argv)
    without = frozenset(a.strip() for a in args.without.split(",") if a.strip())
    fresh = tuple(a.strip() for a in args.fresh.split(",") if a.strip())
    measured = {
        name: (score(docs, predict).as_dict()["all"], docs, labels)
        for name, (docs, labels) in sets(without, fresh).items()
    }
    names = list(measured)
    print(
        "### Detection: recall (full cover) per type; kept rate for officials and agencies; "
        "candidate recall exact / cover\n"
    )
    print("| type | " + " | ".join(f"{n} | cand. exact / cover" for n in names) + " |")
    print("|---|" + "---:|---:|" * len(names))
    for t in TYPES:
        row = []
        for n in names:
            c = measured[n][0].get(t)
            if c is None:
                row += ["–", "–"]
                continue
            if t in ("official", "agency"):
                row.append(f"{_pct(c['kept'])} ({c['keep_gold']})")
            else:
                row.append(f"{_pct(c['recall'])} ({c['gold']})")
            if c["candidate_gold"]:
                row.append(f"{_pct(c['candidate_recall'])} / {_pct(c['candidate_cover'])}")
            else:
                row.append("–")
        print(f"| {t} | " + " | ".join(row) + " |")
    print(
        "| precision (all) | "
        + " | ".join(f"{_pct(measured[n][0]['all']['precision'])} | " for n in names)
        + " |"
    )
    if args.detection_only:
        return 0
    print("\n### Sensitivity routing (HIGH → on premises) and passage masking\n")
    print(
        "| set | HIGH documents | routing recall | routed HIGH | precision | NORMAL→HIGH by policy "
        "| NORMAL→HIGH other | passages | masked |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    per_category: dict[str, dict] = {}
    for n in names:
        _m, docs, labels = measured[n]
        if not labels and not any("sensitivity" in d for d in docs):
            continue
        per_category[n] = score_routing(
            docs, labels, lambda t: (classify(t, True), special_passages(t))
        ).as_dict()["all"]
        r = per_category[n]["all"]
        print(
            f"| {n} | {r['high_gold']} | {_pct(r['recall'])} | {r['predicted_high']} | "
            f"{_pct(r['precision'])} | {r['normal_to_high_policy']} | {r['normal_to_high_other']} "
            f"| {r['passages']} | {_pct(r['masking_recall'])} |"
        )
    print(
        "\nPer category: documents holding it routed HIGH, recall (gold documents) · passages "
        "masked (labelled passages; external-dev's evidence quotes carry no category)\n"
    )
    routed = list(per_category)
    print("| category | " + " | ".join(routed) + " |")
    print("|---|" + "---:|" * len(routed))
    categories = sorted({c for n in routed for c in per_category[n]} - {"all"})
    for cat in categories:
        cells = []
        for n in routed:
            c = per_category[n].get(cat)
            if not c or not (c["high_gold"] or c["passages"]):
                cells.append("–")
                continue
            masked = (
                f" · {_pct(c['masking_recall'])} ({c['passages']})" if c["passages"] else ""
            )  # passages carry a category where the labels give one per passage
            cells.append(f"{_pct(c['recall'])} ({c['high_gold']}){masked}")
        print(f"| {cat} | " + " | ".join(cells) + " |")
    print("\n### Through the whole pipeline (legal mode, realistic style)\n")
    print(
        "| set | documents | published | refused | of which by the residual scan | personal values "
        "left in published (documents) |"
    )
    print("|---|---:|---:|---:|---:|---|")
    for n in names:
        _m, docs, _labels = measured[n]
        th = run_through(docs)["all"]
        left = ", ".join(f"{k} {v}" for k, v in sorted(th.left.items())) or "none"
        print(
            f"| {n} | {th.documents} | {th.published} | {th.refused_documents} | "
            f"{th.refused_by_residual} | {sum(th.left.values())} ({th.left_documents}): {left} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
