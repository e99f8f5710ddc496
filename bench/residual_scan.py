"""How often the residual scan (worker.residual) stops a pipeline output, and whether it was right
to.

    python -m bench.residual_scan [--set dev|external|all] [--details]

Every labelled document goes through the real pipeline (realistic style, legal mode, a throw-away
dev key file with a fixed secret), case by case in file order, with the pipeline's own call of the
residual scan (if it has one) switched off; documents the pipeline still refuses (DocumentError) are
counted apart. Each output is scanned with ``issued`` = the case's pseudonyms so far and ``kept`` =
the texts of the document's keep spans.

A stop is **justified** when one of its hits overlaps, in the output, a gold ``replace`` value
that no replacement covered (the original value survived); otherwise it is a **false alarm**.
A surviving gold value the scan does not report is a **miss** (not every type is the scan's job:
event dates and organisations are not scanned for). The scan's own cost per output (wall time of
:func:`worker.residual.find`, the second reader's model loaded first) is printed per set.

Only aggregate numbers and check ids are printed by default; ``--details`` prints, per false
alarm, the check id and the hit with a few characters of context (dev only: synthetic documents;
external-dev contexts are never printed, only counts).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import worker.pipeline as pipeline_module  # noqa: E402
from contracts import RawDocumentEvent  # noqa: E402
from worker.errors import DocumentError  # noqa: E402
from worker.keys.dev_file import DevKeyFile  # noqa: E402
from worker.pipeline import Pipeline  # noqa: E402
from worker.residual import find  # noqa: E402
from worker.text.spans import EVENT_DATE, KEEP, REPLACE  # noqa: E402

SETS = {
    "dev": ROOT / "tests" / "data" / "eval" / "dev.jsonl",
    "external": Path("/work/shared/eval/external-dev.jsonl"),
}


@dataclass
class Output:
    doc_id: str
    subset: str
    text: str  # the output text
    issued: set[str]
    kept: set[str]
    survived: list[tuple[int, int, str]] = field(
        default_factory=list
    )  # gold replace values left, output offsets + type


def out_offset(pos: int, reps: list) -> int:
    """Output offset of an original offset outside every replacement."""
    shift = 0
    for r in reps:
        if r.end <= pos:
            shift = r.out_end - r.end
        else:
            break
    return pos + shift


def build_outputs(path: Path) -> tuple[list[Output], Counter]:
    """Run the pipeline over one labelled file. Returns the outputs and the pipeline's refusals by
    class."""
    docs = [
        json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    refused: Counter = Counter()
    outputs: list[Output] = []
    # the pipeline may call the residual scan itself (a hit → VerificationFailed); switched off
    # here, so that what is measured is the scan on the outputs, not the pipeline's refusals
    no_scan: contextlib.AbstractContextManager[object] = (
        mock.patch.object(pipeline_module, "residual_scan", lambda *a, **k: [])
        if hasattr(pipeline_module, "residual_scan")
        else contextlib.nullcontext()
    )
    with tempfile.TemporaryDirectory() as tmp, no_scan:
        key = Path(tmp) / "k"
        key.write_text(
            "5a" * 32 + "\n"
        )  # a fixed master secret: the same pseudonyms, so the same numbers, every run
        pipeline = Pipeline(DevKeyFile(key))
        issued_by_case: dict[str, set[str]] = {}
        for i, d in enumerate(docs):
            event = RawDocumentEvent(
                document_id=f"d{i}",
                case_id=d.get("case_id", d["id"]),
                text=d["text"],
                source_system="bench",
                created_at=datetime(2024, 5, 1, tzinfo=UTC),
            )
            try:
                out = pipeline.process_event(event)
            except DocumentError as e:
                refused[e.error_class] += 1
                continue
            rw = out.rewritten
            issued = issued_by_case.setdefault(d.get("case_id", d["id"]), set())
            issued |= {r.pseudonym for r in rw.replacements}
            kept = {d["text"][s.start : s.end] for s in out.spans if s.action == KEEP}
            reps = sorted(rw.replacements, key=lambda r: r.start)
            survived = []
            for g in d["entities"]:
                if (
                    g["action"] != REPLACE or g["type"] == EVENT_DATE
                ):  # event dates stay by policy (legal mode)
                    continue
                # the parts of the value no replacement covers; a part of two or more characters is
                # a leak (a name cut by a mask: 邱宏 of 邱宏⏎達)
                pos, parts = g["start"], []
                for r in reps:
                    if r.end <= pos or r.start >= g["end"]:
                        continue
                    if r.start > pos:
                        parts.append((pos, r.start))
                    pos = max(pos, r.end)
                if pos < g["end"]:
                    parts.append((pos, g["end"]))
                for a0, b0 in parts:
                    if b0 - a0 >= 2 or (a0, b0) == (g["start"], g["end"]):
                        a = out_offset(a0, reps)
                        survived.append((a, a + b0 - a0, g["type"]))
            outputs.append(
                Output(d["id"], d.get("subset", ""), rw.text, set(issued), kept, survived)
            )
    return outputs, refused


def report(name: str, outputs: list[Output], refused: Counter, details: bool) -> dict:
    stops = justified = false_alarm = 0
    why_justified: Counter = Counter()
    why_false: Counter = Counter()
    missed: Counter = Counter()
    survived_docs = 0
    per_subset: Counter = Counter()
    if outputs:
        find(outputs[0].text, outputs[0].issued, outputs[0].kept)  # load the second reader once
    cost: list[float] = []  # seconds per output, the scan alone
    for o in outputs:
        t0 = time.perf_counter()
        hits = find(o.text, o.issued, o.kept)
        cost.append(time.perf_counter() - t0)
        if o.survived:
            survived_docs += 1
        caught = set()
        good = False
        for h in hits:
            ok = [s for s in o.survived if s[0] < h.end and h.start < s[1]]
            caught |= set(ok)
            if ok:
                good = True
                why_justified[h.check] += 1
            else:
                why_false[h.check] += 1
                if details and name == "dev":
                    ctx = o.text[max(0, h.start - 8) : h.end + 8].replace("\n", "⏎")
                    print(f"  FA {o.doc_id} {h.check}: {o.text[h.start : h.end]!r} in …{ctx}…")
        for s in o.survived:
            if s not in caught:
                missed[s[2]] += 1
                if details and name == "dev":
                    ctx = o.text[max(0, s[0] - 8) : s[1] + 8].replace("\n", "⏎")
                    print(f"  MISS {o.doc_id} {s[2]}: {o.text[s[0] : s[1]]!r} in …{ctx}…")
        if hits:
            stops += 1
            per_subset[(o.subset, "justified" if good else "false_alarm")] += 1
            if good:
                justified += 1
            else:
                false_alarm += 1
    print(
        f"\n== {name}: {len(outputs) + sum(refused.values())} documents, {sum(refused.values())} "
        f"refused by the pipeline {dict(refused)}, {len(outputs)} scanned"
    )
    print(f"   outputs with a surviving gold value: {survived_docs}")
    print(f"   stops: {stops}  justified: {justified}  false alarms: {false_alarm}")
    for sub in sorted({k[0] for k in per_subset}):
        print(
            f"     {sub:18} justified {per_subset[(sub, 'justified')]:3}  false alarms "
            f"{per_subset[(sub, 'false_alarm')]:3}"
        )
    print(f"   hits on a surviving value, by check: {dict(sorted(why_justified.items()))}")
    print(f"   hits on nothing left, by check:      {dict(sorted(why_false.items()))}")
    print(f"   surviving gold values not reported, by gold type: {dict(sorted(missed.items()))}")
    if cost:
        ms = sorted(c * 1000 for c in cost)
        chars = sum(len(o.text) for o in outputs)
        print(f"   scan cost: {sum(ms) / len(ms):.1f} ms per output on average, p95 "
              f"{ms[int(0.95 * (len(ms) - 1))]:.1f} ms, max {ms[-1]:.1f} ms; "
              f"{chars / max(sum(cost), 1e-9) / 1000:.0f} k characters per second")  # fmt: skip
    return {"stops": stops, "justified": justified, "false_alarms": false_alarm}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--set", choices=["dev", "external", "all"], default="all")
    ap.add_argument("--details", action="store_true", help="print dev false alarms with context")
    args = ap.parse_args(argv)
    names = ["dev", "external"] if args.set == "all" else [args.set]
    for name in names:
        outputs, refused = build_outputs(SETS[name])
        report(name, outputs, refused, args.details)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
