"""Ablation of the detector's learned parts: ``python -m models.ablation``.

Configurations: rules alone, rules + LAC, rules + own tagger, rules + LAC + own tagger. Sets:
``shared/eval/external-dev.jsonl`` (outside authors) and the corpus dev authors (``splits.json``
``dev``: w04, w07, each on its own) — the tuning sets — and, with ``--heldout`` only, the held-out
authors (w02, w05, w08) **in aggregate only** (nothing but totals is printed for them; run once, at
the end). Prints, per set and configuration, person recall (full cover), person precision, officials
kept, precision over every replace span, direct-identifier recall, and recall per gold type.

``--model-dir DIR`` measures a retrained tagger that is not pinned yet (its own ``meta.json`` sha256
is trusted for this run only; the detector itself refuses any file but the pinned one).
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


def sets(heldout: bool = False) -> dict[str, list[dict]]:
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
    if heldout:
        out["held-out (aggregate: " + ", ".join(splits["heldout"]) + ")"] = [
            d for a in splits["heldout"] for d in documents(a)
        ]
    return out


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.1f}"


def use_model_dir(model_dir: Path) -> None:
    """Point the detector's own tagger at ``model_dir`` for this process (measuring only)."""
    from functools import lru_cache

    from worker.detect import model_own

    meta = json.loads((model_dir / "meta.json").read_text(encoding="utf-8"))
    model_own.model = lru_cache(maxsize=1)(
        lambda: model_own.OwnModel(model_dir, sha256=meta["sha256"])
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", type=Path, help="also write the numbers here")
    ap.add_argument(
        "--heldout", action="store_true", help="also the held-out aggregate (at the end)"
    )
    ap.add_argument("--model-dir", type=Path, help="measure this (unpinned) tagger folder")
    ap.add_argument(
        "--min-score", type=float, help="the tagger's span score floor (default: the shipped one)"
    )
    ap.add_argument(
        "--repeat-score", type=float, help="the tagger's floor for a repeated person span"
    )
    ap.add_argument("--configs", help="comma-separated subset of: " + ", ".join(CONFIGS))
    args = ap.parse_args(argv)
    if args.model_dir:
        use_model_dir(args.model_dir)
    from worker.detect import detect, model_own
    from worker.eval.score import DIRECT, score

    if args.min_score is not None:
        model_own.MIN_SCORE = args.min_score
    if args.repeat_score is not None:
        model_own.REPEAT_SCORE = args.repeat_score

    configs = CONFIGS
    if args.configs:
        configs = {k: CONFIGS[k.strip()] for k in args.configs.split(",")}
    results: dict = {}
    for name, docs in sets(args.heldout).items():
        reports = {}
        print(f"\n{name}: {len(docs)} documents\n")
        print("| configuration | person recall | person precision | officials kept "
              "| precision (all replace) | direct-identifier recall |")  # fmt: skip
        print("|---|---:|---:|---:|---:|---:|")
        for label, models in configs.items():

            def predict(text: str, models: tuple[str, ...] = models) -> list[dict]:
                return [
                    {"start": s.start, "end": s.end, "type": s.type, "action": s.action}
                    for s in detect(text, models=models)
                ]

            rep = reports[label] = score(docs, predict).as_dict()["all"]
            row = {
                "person_recall": rep.get("person", {}).get("recall"),
                "person_precision": rep.get("person", {}).get("precision"),
                "officials_kept": rep.get("official", {}).get("kept"),
                "precision": rep["all"]["precision"],
                "direct_recall": rep.get(DIRECT, {}).get("recall"),
                "person_gold": rep.get("person", {}).get("gold"),
                "recall_by_type": {t: c["recall"] for t, c in rep.items() if c["gold"]},
            }
            results.setdefault(name, {})[label] = row
            cells = [row[k] for k in ("person_recall", "person_precision", "officials_kept")]
            cells += [row["precision"], row["direct_recall"]]
            print(f"| {label} | " + " | ".join(_pct(x) for x in cells) + " |")
        types = sorted({t for r in reports.values() for t, c in r.items() if c["gold"]} - {"all"})
        print("\nrecall by gold type (full cover):\n")
        print("| type | gold | " + " | ".join(configs) + " |")
        print("|---|---:|" + "---:|" * len(configs))
        for t in types:
            gold = next(r[t]["gold"] for r in reports.values() if t in r)
            cells = [_pct(reports[c].get(t, {}).get("recall")) for c in configs]
            print(f"| {t} | {gold} | " + " | ".join(cells) + " |")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
