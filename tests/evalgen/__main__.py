"""python -m tests.evalgen --out tests/data/eval     (write dev.jsonl, sealed.jsonl, README.md)
python -m tests.evalgen --check tests/data/eval   (validate both files and print the counts)"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .check import check_dir, load, stats
from .generate import SPLITS, generate_split, write_jsonl
from .readme import write_readme


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m tests.evalgen",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument(
        "--out", type=Path, help="folder to write dev.jsonl, sealed.jsonl and README.md into"
    )
    g.add_argument("--check", type=Path, help="folder whose dev.jsonl and sealed.jsonl to validate")
    ap.add_argument(
        "--no-regenerate",
        action="store_true",
        help="with --check: skip comparing the files with a fresh generation",
    )
    args = ap.parse_args(argv)
    if args.check:
        return check_dir(args.check, regenerate=not args.no_regenerate)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in SPLITS:
        docs = generate_split(name)
        write_jsonl(args.out / f"{name}.jsonl", docs)
        st = stats(docs)
        print(
            f"{name}: {st['docs']} documents, {st['cases']} cases, {st['values']} labelled values"
        )
    written = {name: load(args.out / f"{name}.jsonl") for name in SPLITS}
    write_readme(
        args.out / "README.md",
        {name: stats(docs) for name, docs in written.items()},
        written["dev"][0],
    )
    print(
        f"wrote {args.out}/dev.jsonl, sealed.jsonl, README.md; check with: python -m tests.evalgen "
        f"--check {args.out}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
