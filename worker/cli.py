"""Command line: ``deid-worker run | demo | topics | publish | deid | restore | detect | eval``.

``run`` is the Kafka worker; ``demo`` runs it on the sample documents against a local
broker; ``deid`` / ``restore`` / ``detect`` work on files, without Kafka.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from datetime import UTC, datetime
from pathlib import Path

from contracts import RawDocumentEvent, RestoreMapEvent
from worker import __version__
from worker.config import Settings
from worker.detect import detect
from worker.errors import DocumentError
from worker.keys.factory import key_provider
from worker.pipeline import Pipeline
from worker.restore.apply import restore
from worker.restore.maps import RestoreMap, decrypt


def _settings() -> Settings:
    return Settings()


def cmd_run(args: argparse.Namespace) -> int:
    from worker import telemetry
    from worker.stream.lifecycle import run_worker
    from worker.stream.loop import Worker
    from worker.stream.topics import ensure_topics

    s = _settings()
    telemetry.configure(s.traces)
    if args.create_topics:
        ensure_topics(s)
    worker = Worker(s, Pipeline(key_provider(s), s.max_text_chars, s.mode, s.style, keep_district=s.address_keep_district,
                        address_level=s.anonymized_address_level))
    stats, code = run_worker(worker, s, idle_exit_s=args.idle_exit, max_messages=args.max_messages)
    print(json.dumps(stats.as_dict(), ensure_ascii=False))
    return code


def cmd_topics(args: argparse.Namespace) -> int:
    from worker.stream.topics import ensure_topics

    created = ensure_topics(_settings())
    print("created: " + (", ".join(created) if created else "none (all exist)"))
    return 0


def cmd_publish(args: argparse.Namespace) -> int:
    from worker.demo import publish_samples

    n = publish_samples(_settings(), Path(args.dir), with_invalid=args.invalid)
    print(f"published {n} messages")
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    from worker.demo import run_demo

    return run_demo(_settings(), Path(args.samples))


def _style_overrides(args: argparse.Namespace) -> dict:
    out = {}
    if getattr(args, "codes", False):
        out["style"] = "codes"
    if getattr(args, "anonymize", False):
        out["style"] = "anonymized"
    if getattr(args, "general", False):
        out["mode"] = "general"
    return out


def cmd_deid(args: argparse.Namespace) -> int:
    from worker.case.store import FileStore

    s = Settings(**_style_overrides(args))
    pipeline = Pipeline(key_provider(s), s.max_text_chars, s.mode, s.style, FileStore(s.case_state_dir),
                        keep_district=s.address_keep_district,
                        address_level=s.anonymized_address_level)  # fmt: skip
    files = [Path(f) for f in args.files]
    out_dir = Path(args.out_dir) if args.out_dir else None
    map_path = Path(args.map) if args.map else None
    if len(files) > 1 and out_dir is None:
        print("several files need --out-dir", file=sys.stderr)
        return 2
    maps = []
    for i, path in enumerate(files):
        event = RawDocumentEvent(
            document_id=f"file-{i + 1}", case_id=args.case, text=path.read_text(encoding="utf-8"),
            source_system="cli", created_at=datetime.now(UTC),
        )  # fmt: skip
        try:
            out = pipeline.process_event(event)
        except DocumentError as e:
            print(f"{path}: {e.error_class} at {e.stage}: {e.message}", file=sys.stderr)
            return 1
        if out.restore_map is not None:
            maps.append(out.restore_map.model_dump_json())
        if out_dir:
            out_dir.mkdir(parents=True, exist_ok=True)
            (out_dir / (path.stem + ".deid" + path.suffix)).write_text(out.clean.text, encoding="utf-8")
        else:
            sys.stdout.write(out.clean.text)
        counts = ", ".join(f"{k}={v}" for k, v in out.clean.entity_counts.items()) or "nothing"
        flags = f"; review: {', '.join(out.clean.review_flags)}" if out.clean.review_flags else ""
        print(f"{path}: replaced {counts}; sensitivity {out.clean.sensitivity.level.value}{flags}", file=sys.stderr)
    if s.style == "anonymized":
        print("anonymized: no restore map written", file=sys.stderr)
        return 0
    target = map_path or (out_dir / "restore-map.jsonl" if out_dir else Path(files[0].stem + ".map.jsonl"))
    target.write_text("\n".join(maps) + "\n", encoding="utf-8")
    target.chmod(0o600)
    print(f"restore map (encrypted with the case key): {target}", file=sys.stderr)
    return 0


def _load_maps(path: Path, case_id: str) -> list[RestoreMap]:
    keys = key_provider(_settings())
    sk = keys.scope_key(case_id)
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            out.append(decrypt(RestoreMapEvent.model_validate_json(line), sk))
    return out


def cmd_restore(args: argparse.Namespace) -> int:
    text = Path(args.reply).read_text(encoding="utf-8")
    maps = _load_maps(Path(args.map), args.case)
    for m in maps:  # an unedited document: exact restore
        r = restore(text, m)
        if r.exact:
            sys.stdout.write(r.text)
            print(f"exact restore: {r.restored} values", file=sys.stderr)
            return 0
    merged = RestoreMap(
        document_id="merged", case_ref=maps[0].case_ref if maps else "", output_sha256="",
        entries=[e for m in maps for e in m.entries],
    )  # fmt: skip
    r = restore(text, merged)
    sys.stdout.write(r.text)
    print(f"restored {r.restored} pseudonyms; not found in the reply: {', '.join(r.unused) or 'none'}", file=sys.stderr)
    return 0


def cmd_detect(args: argparse.Namespace) -> int:
    src = sys.stdin if args.jsonl == "-" else open(args.jsonl, encoding="utf-8")  # noqa: SIM115
    dst = sys.stdout if not args.out else open(args.out, "w", encoding="utf-8")  # noqa: SIM115
    with src, dst:
        for lineno, line in enumerate(src, 1):
            if not line.strip():
                continue
            try:
                doc = json.loads(line)
                doc_id, text = doc["id"], doc["text"]
            except (json.JSONDecodeError, KeyError, TypeError):
                print(f"line {lineno}: expected an object with 'id' and 'text'", file=sys.stderr)
                return 2
            spans = [{"start": s.start, "end": s.end, "type": s.type, "action": s.action} for s in detect(text)]
            dst.write(json.dumps({"id": doc_id, "spans": spans}, ensure_ascii=False) + "\n")
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    from worker.detect import detect as run_detect
    from worker.eval.score import render, score

    with open(args.dataset, encoding="utf-8") as fh:
        docs = [json.loads(line) for line in fh if line.strip()]

    def predict(text: str) -> list[dict]:
        return [{"start": s.start, "end": s.end, "type": s.type, "action": s.action}
                for s in run_detect(text, use_model=not args.rules_only)]  # fmt: skip

    report = score(docs, predict)
    print(f"{args.dataset}: {len(docs)} documents; recall = full cover; precision per predicted type")
    print(render(report))
    if args.json:
        Path(args.json).write_text(json.dumps(report.as_dict(), indent=2, sort_keys=True) + "\n", encoding="utf-8")
    if args.misses:
        Path(args.misses).write_text("".join(json.dumps(m) + "\n" for m in report.misses), encoding="utf-8")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="deid-worker", description=__doc__)
    p.add_argument("--version", action="version", version=__version__)
    p.add_argument("-v", "--verbose", action="store_true", help="log at INFO")
    sub = p.add_subparsers(dest="command", required=True)

    r = sub.add_parser("run", help="consume the raw topic and publish clean documents (Kafka)")
    r.add_argument("--idle-exit", type=float, default=None, metavar="S", help="stop after S seconds without messages")
    r.add_argument("--max-messages", type=int, default=None, help="stop after N messages")
    r.add_argument("--create-topics", action="store_true", help="create missing topics first")
    r.set_defaults(func=cmd_run)

    sub.add_parser("topics", help="create the worker's topics").set_defaults(func=cmd_topics)

    pub = sub.add_parser("publish", help="publish sample documents to the raw topic")
    pub.add_argument("dir", nargs="?", default="examples")
    pub.add_argument("--invalid", action="store_true", help="also publish invalid messages (dead-letter demo)")
    pub.set_defaults(func=cmd_publish)

    d = sub.add_parser("demo", help="topics + samples + worker + summary against the local broker")
    d.add_argument("--samples", default="examples")
    d.set_defaults(func=cmd_demo)

    de = sub.add_parser("deid", help="pseudonymize files (no Kafka)")
    de.add_argument("files", nargs="+")
    de.add_argument("--case", default="local-case", help="the scope (case id); same case → same pseudonyms")
    de.add_argument("--map", help="where to write the encrypted restore map (JSON Lines)")
    de.add_argument("--out-dir", help="write <name>.deid.txt files here instead of stdout")
    de.add_argument("--codes", action="store_true", help="code pseudonymization: 甲/乙, A公司, 〔電話1〕")
    de.add_argument("--anonymize", action="store_true", help="anonymization: codes, generalized dates and addresses, no restore map")
    de.add_argument("--general", action="store_true", help="general mode: personal-event dates shifted per case")
    de.set_defaults(func=cmd_deid)

    rs = sub.add_parser("restore", help="restore a pseudonymized text or an LLM reply")
    rs.add_argument("reply")
    rs.add_argument("map")
    rs.add_argument("--case", default="local-case")
    rs.set_defaults(func=cmd_restore)

    dt = sub.add_parser("detect", help="detection spans as JSON Lines (quality measurement)")
    dt.add_argument("--jsonl", required=True, help='input lines {"id","text"}; - for stdin')
    dt.add_argument("--out", help="output file (default stdout)")
    dt.set_defaults(func=cmd_detect)
    ev = sub.add_parser("eval", help="score detection per type and subset on a labelled JSONL dataset")
    ev.add_argument("dataset")
    ev.add_argument("--json", help="also write the metrics as JSON")
    ev.add_argument("--misses", help="write missed values (document id, type, offsets; no text) as JSONL")
    ev.add_argument("--rules-only", action="store_true", help="without the learned model")
    ev.set_defaults(func=cmd_eval)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
