"""Record what the pipeline produces on evaluation sets, and compare two recordings.

A refactoring that must not change behaviour is checked by recording before, recording after and
comparing: every detection span (start, end, type, action, source) and every pseudonym the pipeline
writes, in every output style (realistic, codes, anonymized) and in the general mode, per document.

    python scripts/compare_outputs.py record OUT.jsonl SET.jsonl [SET.jsonl ...]
    python scripts/compare_outputs.py compare BEFORE.jsonl AFTER.jsonl

The key is fixed (a constant dev master key written to a temporary file), so pseudonyms are
reproducible across runs. Documents go case by case in file order through one pipeline per
(set, configuration), as ``deid-worker eval`` does, so case state carries over.

``compare`` prints only counts and, for a difference, the set, configuration, line number and which
field differs: never document text, spans' values or pseudonyms (a held-out set may be recorded
and compared, never printed).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import signal
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from contracts import RawDocumentEvent
from worker.detect import detect
from worker.errors import DocumentError
from worker.keys.dev_file import DevKeyFile
from worker.pipeline import Pipeline

CONFIGS = (
    ("realistic", "legal"),
    ("codes", "legal"),
    ("anonymized", "legal"),
    ("realistic", "general"),
)
_FIXED_MASTER = "5a" * 32  # a constant test key: reproducible pseudonyms, nothing secret
DOCUMENT_SECONDS = 60  # a document that takes longer is recorded as refused "Timeout"


class _Timeout(Exception):
    pass


def _alarm(*_) -> None:
    raise _Timeout


def _set_name(path: Path) -> str:
    """The set's file with its folder (two sets are called dev.jsonl)."""
    return f"{path.parent.name}/{path.name}"


def _span_rows(spans) -> list[list]:
    return [[s.start, s.end, s.type, s.action, s.source] for s in spans]


def _record_set(path: Path, key_file: Path) -> list[dict]:
    docs = [
        json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    rows: list[dict] = []
    for n, doc in enumerate(docs):  # the detector alone, without case state
        text = doc.get("text")
        if not isinstance(text, str):
            continue
        rows.append({"set": _set_name(path), "line": n, "config": "detect",
                     "spans": _span_rows(detect(text))})  # fmt: skip
    for style, mode in CONFIGS:
        pipeline = Pipeline(DevKeyFile(key_file), style=style, mode=mode)
        for n, doc in enumerate(docs):
            text = doc.get("text")
            if not isinstance(text, str) or not text.strip():
                continue
            case = str(doc.get("case_id") or doc["id"])
            event = RawDocumentEvent(document_id=f"d{n}", case_id=case, text=text,
                                     source_system="eval",
                                     created_at=datetime(2024, 1, 1, tzinfo=UTC))  # fmt: skip
            row: dict = {"set": _set_name(path), "line": n, "config": f"{style}/{mode}"}
            signal.alarm(DOCUMENT_SECONDS)
            try:
                out = pipeline.process_event(event)
            except DocumentError as e:
                row["refused"] = [e.error_class, e.message]
            except _Timeout:
                row["refused"] = ["Timeout", ""]
                pipeline = Pipeline(DevKeyFile(key_file), style=style, mode=mode)  # state is unsure
            else:
                row["spans"] = _span_rows(out.spans)
                row["pseudonyms"] = [[r.start, r.end, r.type, r.pseudonym, r.shared]
                                     for r in out.rewritten.replacements]  # fmt: skip
                row["clean_sha256"] = hashlib.sha256(out.clean.text.encode()).hexdigest()
                row["clean_event"] = out.clean.model_dump(mode="json", exclude={"text"})
                row["restore_map"] = out.restore_map is not None
                row["high"] = out.high_sensitivity
            finally:
                signal.alarm(0)
            rows.append(row)
    return rows


def record(out: Path, sets: list[Path]) -> int:
    signal.signal(signal.SIGALRM, _alarm)
    with tempfile.TemporaryDirectory() as tmp:
        key_file = Path(tmp) / "master.key"
        key_file.write_text(_FIXED_MASTER + "\n")
        key_file.chmod(0o600)
        with out.open("w", encoding="utf-8") as fh:
            for s in sets:
                rows = _record_set(s, key_file)
                for row in rows:
                    fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
                print(f"{_set_name(s)}: {len(rows)} records", file=sys.stderr)
    return 0


def _load(path: Path) -> dict[tuple, dict]:
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        out[(row["set"], row["config"], row["line"])] = row
    return out


def compare(before: Path, after: Path) -> int:
    a, b = _load(before), _load(after)
    diffs = 0
    for key in sorted(set(a) | set(b), key=str):
        if key not in a or key not in b:
            diffs += 1
            print(f"{key}: only in {'after' if key not in a else 'before'}")
            continue
        fields = sorted(f for f in set(a[key]) | set(b[key]) if a[key].get(f) != b[key].get(f))
        if fields:
            diffs += 1
            print(f"{key}: differs in {', '.join(fields)}")
    sets = sorted({k[0] for k in a | b})
    print(f"{len(a)} records before, {len(b)} after, {diffs} differ ({', '.join(sets)})")
    return 1 if diffs else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("out", type=Path)
    r.add_argument("sets", type=Path, nargs="+")
    c = sub.add_parser("compare")
    c.add_argument("before", type=Path)
    c.add_argument("after", type=Path)
    args = p.parse_args(argv)
    if args.cmd == "record":
        return record(args.out, args.sets)
    return compare(args.before, args.after)


if __name__ == "__main__":
    sys.exit(main())
