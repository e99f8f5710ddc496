"""Residual scan through the pipeline, per check: refusals justified or false, and the gold values
left in published documents.

    python -m bench.residual_through build NAME FILE.jsonl   # pipeline outputs -> cache
    python -m bench.residual_through score NAME[,NAME…] [--ignore CHECK,…] [--show]

``build`` runs every labelled document through :class:`worker.pipeline.Pipeline` (the settings'
style, mode and policy; a fixed dev key, so the same pseudonyms every run), case by case in file
order, with the pipeline's own residual scan replaced by a recorder; it keeps each output text, the
case's issued, kept and person pseudonyms, and the gold ``replace`` values left in it (a character
outside every replacement, as :mod:`worker.eval.through` counts; event dates and organisations
apart), in ``$DEID_BENCH_CACHE`` (default ``/tmp/residual-through``)/NAME.pkl. ``score`` runs
:func:`worker.residual.find` on the cached outputs (fast: the detector is not run again), so a
change to the scan alone is measured on the same outputs before and after.

A refusal is **justified** when the detector left at least one gold value in the document, else
**false** (a clean document stopped); counted per check that fired. **Left in published**: gold
values of the documents the scan let through, by type. ``--ignore`` leaves checks out (to measure
one change apart from another's). ``--show`` prints each false hit and each value left with 25
characters of context: only for synthetic sets and the sets you may read (corpus train / dev,
external-dev), never for held-out authors.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import sys
import tempfile
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import worker.pipeline as pipeline_module  # noqa: E402
from bench.residual_scan import out_offset  # noqa: E402
from contracts import RawDocumentEvent  # noqa: E402
from worker.config import Settings  # noqa: E402
from worker.errors import DocumentError  # noqa: E402
from worker.eval.through import _FRAME, NOT_PERSONAL_DATA  # noqa: E402
from worker.keys.dev_file import DevKeyFile  # noqa: E402
from worker.pipeline import Pipeline  # noqa: E402

CACHE = Path(os.environ.get("DEID_BENCH_CACHE", "/tmp/residual-through"))


def build(name: str, path: Path) -> int:
    docs = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    rows: list[dict] = []
    seen: dict[str, tuple] = {}

    def record(text, issued, kept=(), persons=(), **_):
        seen["args"] = (text, set(issued), set(kept), set(persons))
        return []

    with (
        tempfile.TemporaryDirectory() as tmp,
        mock.patch.object(pipeline_module, "residual_scan", record),
    ):
        key = Path(tmp) / "k"
        key.write_text("5a" * 32 + "\n")
        pipeline = Pipeline.from_settings(Settings(), DevKeyFile(key))
        for i, d in enumerate(docs):
            event = RawDocumentEvent(
                document_id=f"d{i}",
                case_id=str(d.get("case_id") or d["id"]),
                text=d["text"],
                source_system="bench",
                created_at=datetime(2024, 1, 1, tzinfo=UTC),
            )
            seen.clear()
            try:
                out = pipeline.process_event(event)
            except DocumentError as e:
                rows.append({"id": d["id"], "refused": e.error_class})
                continue
            text, issued, kept, persons = seen["args"]
            reps = sorted(out.rewritten.replacements, key=lambda r: r.start)
            ranges = [(r.start, r.end) for r in reps]
            left = []
            for g in d["entities"]:
                if g["action"] != "replace" or g["type"] in NOT_PERSONAL_DATA:
                    continue
                if g["type"] == "event_date":
                    continue
                chars = [
                    i
                    for i in range(g["start"], g["end"])
                    if not any(a <= i < b for a, b in ranges) and d["text"][i] not in _FRAME
                ]
                if chars:
                    a, b = out_offset(chars[0], reps), out_offset(chars[-1], reps) + 1
                    left.append((a, b, g["type"]))
            rows.append(
                {"id": d["id"], "text": text, "issued": issued, "kept": kept,
                 "persons": persons, "left": left}
            )  # fmt: skip
    CACHE.mkdir(parents=True, exist_ok=True)
    (CACHE / f"{name}.pkl").write_bytes(pickle.dumps(rows))
    return len(rows)


def score(name: str, ignore: set[str], show: bool) -> dict:
    from worker.residual import find

    rows = pickle.loads((CACHE / f"{name}.pkl").read_bytes())
    other: Counter = Counter()
    justified: Counter = Counter()
    false: Counter = Counter()
    left: Counter = Counter()
    docs_j = docs_f = published = left_docs = 0
    for r in rows:
        if "refused" in r:
            other[r["refused"]] += 1
            continue
        hits = [
            h
            for h in find(r["text"], r["issued"], r["kept"], persons=r["persons"])
            if h.check not in ignore
        ]
        if hits:
            dirty = bool(r["left"])
            docs_j += dirty
            docs_f += not dirty
            for c in {h.check for h in hits}:
                (justified if dirty else false)[c] += 1
            if show and not dirty:
                for h in hits:
                    print("  FALSE", r["id"], h.check, _context(r["text"], h.start, h.end))
            continue
        published += 1
        left_docs += bool(r["left"])
        for a, b, t in r["left"]:
            left[t] += 1
            if show:
                print("  LEFT", r["id"], t, _context(r["text"], a, b))
    print(
        f"== {name}: documents {len(rows)}, published {published}, refused by the scan "
        f"{docs_j + docs_f} (justified {docs_j}, false {docs_f}), refused before it "
        f"{sum(other.values())} {dict(other)}"
    )
    print("  justified by check:", dict(sorted(justified.items())))
    print("  false by check:    ", dict(sorted(false.items())))
    print(f"  left in published: {sum(left.values())} in {left_docs} documents", dict(left))
    return {"published": published, "justified": docs_j, "false": docs_f, "left": dict(left)}


def _context(text: str, a: int, b: int) -> str:
    return (text[max(0, a - 25) : a] + "【" + text[a:b] + "】" + text[b : b + 15]).replace(
        "\n", "⏎"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("name")
    b.add_argument("file", type=Path)
    s = sub.add_parser("score")
    s.add_argument("names")
    s.add_argument("--ignore", default="", help="checks left out, e.g. residual:spoken_number")
    s.add_argument("--show", action="store_true")
    args = ap.parse_args(argv)
    if args.cmd == "build":
        print(args.name, build(args.name, args.file))
        return 0
    for n in args.names.split(","):
        score(n, set(filter(None, args.ignore.split(","))), args.show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
