"""Ablation of the detector's learned parts: ``python -m models.ablation``.

Configurations: rules alone, rules + LAC, rules + own tagger, rules + LAC + own tagger. Sets:
``shared/eval/external-dev.jsonl`` (outside authors), the corpus dev authors (``splits.json`` ``dev``:
w04, w07, each on its own), and the held-out authors (w02, w05) **in aggregate only** (nothing but
totals is printed for them). Prints person recall (full cover), person precision, officials kept,
precision over every replace span, direct-identifier recall, per set and configuration.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONFIGS = {
    "rules": (),
    "rules + LAC": ("lac",),
    "rules + own": ("own",),
    "rules + LAC + own": ("lac", "own"),
}


def sets() -> dict[str, list[dict]]:
    from tests.corpus.build import ROOT as CORPUS
    from tests.corpus.build import documents

    splits = json.loads((CORPUS / "splits.json").read_text(encoding="utf-8"))["splits"]
    out = {}
    ext = ROOT.parent / "shared" / "eval" / "external-dev.jsonl"
    if ext.exists():
        out["external-dev"] = [
            json.loads(x) for x in ext.read_text(encoding="utf-8").splitlines() if x.strip()
        ]
    for author in splits["dev"]:
        out[f"dev {author}"] = documents(author)
    out["held-out (aggregate: " + ", ".join(splits["heldout"]) + ")"] = [
        d for a in splits["heldout"] for d in documents(a)
    ]
    return out


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.1f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", type=Path, help="also write the numbers here")
    args = ap.parse_args(argv)
    from worker.detect import detect
    from worker.eval.score import DIRECT, score

    results: dict = {}
    for name, docs in sets().items():
        print(f"\n{name}: {len(docs)} documents\n")
        print(
            "| configuration | person recall | person precision | officials kept | precision (all replace) | direct-identifier recall |"
        )
        print("|---|---:|---:|---:|---:|---:|")
        for label, models in CONFIGS.items():

            def predict(text: str, models: tuple[str, ...] = models) -> list[dict]:
                return [
                    {"start": s.start, "end": s.end, "type": s.type, "action": s.action}
                    for s in detect(text, models=models)
                ]

            rep = score(docs, predict).as_dict()["all"]
            row = {"person_recall": rep.get("person", {}).get("recall"), "person_precision": rep.get("person", {}).get("precision"),
                   "officials_kept": rep.get("official", {}).get("kept"), "precision": rep["all"]["precision"],
                   "direct_recall": rep.get(DIRECT, {}).get("recall"),
                   "person_gold": rep.get("person", {}).get("gold")}  # fmt: skip
            results.setdefault(name, {})[label] = row
            print(f"| {label} | {_pct(row['person_recall'])} | {_pct(row['person_precision'])} | {_pct(row['officials_kept'])} | "
                  f"{_pct(row['precision'])} | {_pct(row['direct_recall'])} |")  # fmt: skip
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
