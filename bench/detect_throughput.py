"""Detection throughput (characters per second, one process, one core) and peak memory.

    python -m bench.detect_throughput [DATASET.jsonl] [--repeat N]

DATASET defaults to the sealed evaluation set (tests/data/eval/sealed.jsonl) when present,
else 100 synthetic documents. Measured in the same run, so ratios are comparable across
machines:

* ``baseline``: width folding plus one regular-expression pass over the text (the floor of
  reading the text once in Python);
* ``rules``: ``detect(text, use_model=False)``;
* ``rules+lac``, ``rules+own``, ``rules+lac+own``: ``detect(text, models=...)`` with LAC and / or
  our own tagger (``models/zhtag``) in onnxruntime; ``default`` is ``detect(text)`` as the worker
  runs it (``DEID_DETECT_MODELS``).

Characters per second are given per wall-clock second and per CPU second of this process
(``time.process_time``; on a shared machine the CPU figure is the steadier one). Peak memory is
the process's maximum resident set size after each stage (ru_maxrss); ``--only STAGE`` runs one
stage with only its models loaded, so its peak is its own.
onnxruntime is pinned to one intra-op thread so the number is per core.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _load(path: str | None) -> tuple[str, list[str]]:
    default = ROOT / "tests" / "data" / "eval" / "sealed.jsonl"
    if path or default.exists():
        p = Path(path) if path else default
        return str(p.relative_to(ROOT) if p.is_absolute() and ROOT in p.parents else p), [
            json.loads(x)["text"] for x in p.read_text(encoding="utf-8").splitlines() if x.strip()
        ]
    from tests.synthetic.generator import generate_documents

    return "synthetic(100, seed=11)", [d["text"] for d in generate_documents(100, seed=11)]


def _time(fn, texts: list[str], repeat: int) -> tuple[float, float]:
    """Best wall-clock and best CPU seconds (``time.process_time``) of ``repeat`` runs."""
    best, best_cpu = float("inf"), float("inf")
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        for t in texts:
            fn(t)
        best = min(best, time.perf_counter() - t0)
        best_cpu = min(best_cpu, time.process_time() - c0)
    return best, best_cpu


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("dataset", nargs="?")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument(
        "--only",
        help="one stage (rules, rules+lac, rules+own, rules+lac+own, default) after the baseline, "
        "with only its models loaded: its own peak RSS",
    )
    args = ap.parse_args(argv)
    name, texts = _load(args.dataset)
    chars = sum(len(t) for t in texts)

    from worker.detect import MODELS, detect, model_lac, model_own
    from worker.text.fold import fold

    wanted = {
        "rules": (),
        "rules+lac": ("lac",),
        "rules+own": ("own",),
        "rules+lac+own": ("lac", "own"),
    }
    need = wanted.get(args.only, MODELS) if args.only else ("lac", "own")
    if "lac" in need:
        model_lac.model()  # load outside the timed region
    if "own" in need:
        model_own.model()
    detect(texts[0], models=need)
    probe = re.compile(r"[0-9A-Za-z@]+")
    stages = {
        "baseline": lambda t: probe.findall(fold(t)),
        "rules": lambda t: detect(t, use_model=False),
        "rules+lac": lambda t: detect(t, models=("lac",)),
        "rules+own": lambda t: detect(t, models=("own",)),
        "rules+lac+own": lambda t: detect(t, models=("lac", "own")),
        f"default ({'+'.join(('rules', *MODELS))})": detect,
    }
    if args.only:
        stages = {
            k: v for k, v in stages.items() if k == "baseline" or k.split(" ")[0] == args.only
        }
    print(f"dataset: {name}: {len(texts)} documents, {chars:,} characters; best of {args.repeat}")
    base = None
    for label, fn in stages.items():
        seconds, cpu = _time(fn, texts, args.repeat)
        rate = chars / seconds
        base = base or rate
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(
            f"{label:<20} {rate:>12,.0f} chars/s  {chars / cpu:>10,.0f} chars/CPU-s"
            f"  {seconds:7.3f} s"
            f"  {base / rate:8.1f}× baseline time  peak RSS {rss:6.0f} MiB"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
