"""Command line: ``deid-worker run | demo | topics | publish | deid | restore | detect | eval |
forget-case | replay``.

``run`` is the Kafka worker; ``demo`` runs it on the sample documents against a local
broker; ``deid`` / ``restore`` / ``detect`` work on files, without Kafka.

The file commands fail safe. A bad input ends in one line ``deid-worker: error: <what>, <which
file>`` on stderr — never document content, never a traceback — and an exit code of
:data:`EXIT_CODES_HELP`. ``deid`` writes all of its outputs or none: every input is read and
processed first, the outputs go to temporary files renamed into place only when every document
succeeded, and the case state is committed last (a failure to commit it takes the renamed outputs
back). ``restore`` never creates a key.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from pydantic import TypeAdapter, ValidationError

from contracts import RawDocumentEvent, RestoreMapEvent
from contracts.events import Identifier
from contracts.styles import Style
from worker import __version__
from worker.config import Settings
from worker.detect import DetectionInputError, detect
from worker.errors import DocumentError
from worker.keys import CaseForgotten, KeyFatal, KeyProvider, KeyUnavailable
from worker.keys.dev_file import DevKeyFile, KeyFileError, KeyFileMissing
from worker.keys.factory import KeyConfigError, check_key_settings, key_provider
from worker.pipeline import Pipeline
from worker.pseudonymize.styles import strategy
from worker.restore.apply import restore
from worker.restore.maps import RestoreMap, decrypt, merge_maps

EXIT_OK = 0
EXIT_DOCUMENT = 1  # the pipeline refused a document (error class printed)
EXIT_USAGE = 2  # bad arguments or settings (argparse uses 2 as well)
EXIT_DATAERR = 65  # EX_DATAERR: empty, not UTF-8, not JSON Lines, not a restore map, a corrupt map
EXIT_NOINPUT = 66  # EX_NOINPUT: an input is missing, a directory or unreadable
EXIT_UNAVAILABLE = 69  # EX_UNAVAILABLE: the key service (Vault) cannot be reached
EXIT_SOFTWARE = 70  # EX_SOFTWARE: internal error, exception class only
EXIT_CANTCREAT = 73  # EX_CANTCREAT: an output cannot be created or written
EXIT_KEY = (
    77  # key / map mismatch: no dev key for restore, an unusable key, another case's or key's map
)
EXIT_INTERRUPTED = 130

EXIT_CODES_HELP = """\
exit codes (deid, restore, detect, eval):
  0    ok
  1    a document refused by the pipeline (its error class is printed, e.g. TooLarge)
  2    usage: bad arguments or settings
  65   bad input data: empty, not UTF-8, not JSON Lines, not a restore map, a corrupt map
  66   an input is missing, a directory or unreadable
  69   the key service is unavailable (Vault sealed or unreachable)
  70   internal error (only the exception's class is printed)
  73   an output cannot be created or written (nothing is left half-written)
  77   key or map mismatch: no dev key (restore never creates one), an unusable key file,
       a map made for another case or with another key, a forgotten (crypto-shredded) case,
       a case key missing in Vault, Vault refusing the login
  130  interrupted
errors are one line on stderr, "deid-worker: error: <what>, <file>", never document content.
the dev key and the case states live in $DEID_HOME, else $XDG_DATA_HOME/tw-deid-worker,
else ~/.local/share/tw-deid-worker (DEID_DEV_KEY_FILE, DEID_CASE_STATE_DIR override)."""

_LEGACY_KEY = Path(".local/dev-keys/master.key")  # the default before keys moved out of the cwd


class CliError(Exception):
    """A failure of a file command: an exit code and a one-line, content-free message."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def _note(message: str) -> None:
    print(f"deid-worker: {message}", file=sys.stderr)


def _settings(**overrides: Any) -> Settings:  # validated by Settings itself
    try:
        return Settings(**overrides)
    except (
        ValidationError
    ) as e:  # name the settings, never the values (a password or a path may be one)
        names = sorted(
            {
                "DEID_" + str(p["loc"][0]).upper()
                for p in e.errors(include_input=False)
                if p.get("loc")
            }
        )
        raise CliError(EXIT_USAGE, f"invalid setting {', '.join(names) or '(unknown)'}") from None


def _check_case_id(case_id: str) -> None:
    try:
        TypeAdapter(Identifier).validate_python(case_id)
    except ValidationError:
        raise CliError(
            EXIT_USAGE,
            "--case must be 1-200 ASCII letters, digits or ._:/- (starting with a letter or digit)",
        ) from None


# -- reading inputs --------------------------------------------------------------------------------


def _read_bytes(path: Path, what: str) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise CliError(EXIT_NOINPUT, f"{what} not found, {path}") from None
    except IsADirectoryError:
        raise CliError(EXIT_NOINPUT, f"{what} is a directory, not a file, {path}") from None
    except PermissionError:
        raise CliError(EXIT_NOINPUT, f"{what} cannot be read (permission denied), {path}") from None
    except OSError as e:
        raise CliError(
            EXIT_NOINPUT, f"{what} cannot be read ({e.strerror or type(e).__name__}), {path}"
        ) from None


def _decode(data: bytes, what: str, where: object) -> str:
    try:
        return data.decode(
            "utf-8"
        )  # bytes as they are: CRLF stays CRLF, so restore is byte for byte
    except UnicodeDecodeError as e:
        raise CliError(
            EXIT_DATAERR, f"{what} is not UTF-8 text (invalid byte at offset {e.start}), {where}"
        ) from None


def _read_text(path: Path, what: str) -> str:
    """The file's text, refused when missing (66), not UTF-8 or empty / whitespace only (65)."""
    text = _decode(_read_bytes(path, what), what, path)
    if not text.strip():
        raise CliError(
            EXIT_DATAERR, f"{what} is empty" + (" (whitespace only)" if text else "") + f", {path}"
        )
    return text


def _lines(text: str) -> list[tuple[int, str]]:
    """Numbered non-blank JSON Lines (split on line feeds only: U+2028 may stand inside a JSON
    string)."""
    return [(n, line.rstrip("\r")) for n, line in enumerate(text.split("\n"), 1) if line.strip()]


# -- writing outputs: all or nothing ---------------------------------------------------------------


@dataclass(frozen=True)
class _Output:
    path: Path
    data: bytes
    mode: int


def _file_mode() -> int:
    umask = os.umask(0o022)
    os.umask(umask)
    return 0o666 & ~umask


def _make_dirs(directory: Path, created: list[Path]) -> None:
    missing = []
    while not directory.exists():
        missing.append(directory)
        if directory.parent == directory:
            break
        directory = directory.parent
    for d in reversed(missing):
        d.mkdir()
        created.append(d)


def _write_all(outputs: list[_Output], then: Callable[[], None] | None = None) -> None:
    """Write every output or none: temporary files beside their targets, fsynced, then renamed.

    ``then`` (the case-state commit) runs after the renames; when anything fails, the renamed files
    are taken back (a replaced file gets its old content back), temporary files and folders this
    call made are removed, and :class:`CliError` (73) names the output that failed.
    """
    created: list[Path] = []
    temps: dict[Path, Path] = {}
    backups: dict[Path, Path] = {}
    done: list[Path] = []
    current: Path | None = None
    try:
        for o in outputs:
            current = o.path
            _make_dirs(o.path.parent, created)
            fd, tmp = tempfile.mkstemp(dir=o.path.parent, prefix=f".{o.path.name}.", suffix=".tmp")
            temps[o.path] = Path(tmp)
            with os.fdopen(fd, "wb") as fh:
                os.fchmod(fh.fileno(), o.mode)
                fh.write(o.data)
                fh.flush()
                os.fsync(fh.fileno())
        for o in outputs:  # keep what a rename replaces until everything is in place
            current = o.path
            if o.path.is_file():
                backup = temps[o.path].with_suffix(".bak")
                try:
                    os.link(o.path, backup)
                except OSError:  # no hard links on this file system
                    shutil.copy2(o.path, backup)
                backups[o.path] = backup
        for o in outputs:
            current = o.path
            os.replace(temps[o.path], o.path)
            del temps[o.path]
            done.append(o.path)
        current = None
        if then is not None:
            then()
    except BaseException as e:
        for p in reversed(done):
            with suppress(OSError):
                if p in backups:
                    os.replace(backups.pop(p), p)
                else:
                    p.unlink()
        for leftover in [*temps.values(), *backups.values()]:
            with suppress(OSError):
                leftover.unlink()
        for d in reversed(created):
            with suppress(OSError):
                d.rmdir()
        if isinstance(e, OSError) and current is not None:
            raise CliError(
                EXIT_CANTCREAT, f"cannot write output ({e.strerror or type(e).__name__}), {current}"
            ) from None
        raise
    for backup in backups.values():
        with suppress(OSError):
            backup.unlink()


# -- keys and case states --------------------------------------------------------------------------


def _keys(s: Settings, create: bool) -> KeyProvider:
    """The configured key provider; the dev key file is created only when ``create`` (never for
    restore)."""
    try:
        check_key_settings(s)
    except KeyConfigError as e:
        raise CliError(EXIT_USAGE, str(e)) from None
    if s.key_backend != "dev-file":
        return key_provider(s)
    legacy = ""
    if (
        _LEGACY_KEY.is_file()
        and s.dev_key_file is not None
        and _LEGACY_KEY.absolute() != s.dev_key_file.absolute()
    ):
        legacy = (
            f"; an older default key is at {_LEGACY_KEY} (DEID_DEV_KEY_FILE={_LEGACY_KEY} uses it)"
        )
    try:
        keys = DevKeyFile(s.dev_key_file, create=create)
    except KeyFileMissing as e:
        raise CliError(
            EXIT_KEY,
            "no dev key; restore never creates one: set DEID_DEV_KEY_FILE (or DEID_HOME) to the "
            f"key the map was made with{legacy}, {e.path}",
        ) from None
    except KeyFileError as e:
        raise CliError(EXIT_KEY, f"dev key file {e.problem}, {e.path}") from None
    except OSError as e:
        raise CliError(
            EXIT_CANTCREAT,
            f"cannot create the dev key ({e.strerror or type(e).__name__}), {s.dev_key_file}",
        ) from None
    if keys.created:
        _note(f"created a new dev key (mode 0600){legacy}, {keys.path}")
    return keys


class _StagedFileStore:
    """The pipeline's state store for one ``deid`` run: reads the file store, keeps writes in
    memory until :meth:`commit` (called only when every document succeeded and every output is in
    place)."""

    def __init__(self, directory: Path) -> None:
        from worker.case.store import FileStore

        self.files = FileStore(directory)
        self.staged: dict[str, bytes] = {}

    def get(self, case_ref: str) -> bytes | None:
        if case_ref in self.staged:
            return self.staged[case_ref]
        try:
            return self.files.get(case_ref)
        except OSError as e:
            raise CliError(
                EXIT_NOINPUT,
                f"case state cannot be read ({e.strerror or type(e).__name__}), {self.files.dir}",
            ) from None

    def put(self, case_ref: str, sealed: bytes) -> None:
        self.staged[case_ref] = sealed

    def commit(self) -> None:
        try:
            for case_ref, sealed in self.staged.items():
                self.files.put(case_ref, sealed)
        except OSError as e:
            raise CliError(
                EXIT_CANTCREAT,
                f"cannot write the case state ({e.strerror or type(e).__name__}), {self.files.dir}",
            ) from None


def _check_case_state(keys: KeyProvider, case_id: str, store: _StagedFileStore) -> None:
    from worker.case.state import unseal

    ref = keys.case_ref(case_id)
    blob = store.get(ref)
    if blob:
        try:
            unseal(blob, keys.scope_key(case_id), ref)
        except (InvalidTag, ValueError):
            raise CliError(
                EXIT_KEY,
                "the case state does not open with this key (sealed with another key, or "
                f"corrupt), {store.files.dir / (ref + '.state')}",
            ) from None


def cmd_run(args: argparse.Namespace) -> int:
    from worker import telemetry
    from worker.stream.lifecycle import run_worker
    from worker.stream.loop import Worker
    from worker.stream.topics import ensure_topics

    s = _settings()
    try:
        telemetry.configure(s.traces, s.metrics_port, s.metrics_host)
    except (ValueError, OSError) as e:  # an unsupported OTLP protocol, a metrics port in use
        raise CliError(EXIT_USAGE, f"telemetry: {e}") from None
    if args.create_topics:
        ensure_topics(s)
    worker = Worker(s, Pipeline.from_settings(s, key_provider(s)))
    try:
        stats, code = run_worker(
            worker, s, idle_exit_s=args.idle_exit, max_messages=args.max_messages
        )
    finally:
        telemetry.shutdown()  # what the exporters still hold, bounded
    print(json.dumps(stats.as_dict(), ensure_ascii=False))
    return code


def cmd_forget_case(args: argparse.Namespace) -> int:
    from worker.forget import StateNotTombstoned, forget_case

    s = _settings()
    _check_case_id(args.case)
    if s.key_backend != "vault":
        raise CliError(
            EXIT_USAGE,
            "forget-case needs DEID_KEY_BACKEND=vault (dev keys are derived from one master key "
            "and cannot be destroyed per case)",
        )
    if not args.yes:
        raise CliError(
            EXIT_USAGE,
            "forget-case destroys the case's key for good (its restore maps become unreadable): "
            "add --yes",
        )
    try:
        done = forget_case(s, args.case)
    except StateNotTombstoned as e:
        raise CliError(EXIT_UNAVAILABLE, str(e)) from None
    where = ", ".join(map(str, done.tombstoned_partitions)) or "none held a state"
    print(
        f"case {done.case_ref} forgotten: marked in Vault, key destroyed (all versions), "
        f"state tombstoned on {s.state_topic} partitions: {where}",
        file=sys.stderr,
    )
    return EXIT_OK


REPLAY_EXIT_CODES_HELP = """\
exit codes (replay):
  0    done: the report (JSON on stdout) says what was replayed, passed over or not replayable
  2    usage: bad arguments or settings (a time that is not ISO 8601, an empty offset range)
  3    fenced: another replay of the same group started meanwhile (what this one committed stays)
  4    the producer cannot be initialised (authorisation or configuration)
  65   some selected dead letters carry no value (deid.errors.value.omitted) and could not be
       replayed; everything else was (their source partition and offset are in the dead
       letters' headers)
  69   Kafka unavailable, or transactions kept aborting: rerun, it continues at the committed cursor
  70   internal error (only the exception's class is printed)
  130  interrupted: the current transaction was committed or aborted, a rerun continues
nothing is ever printed or logged of a dead letter's key, value or original headers."""


def cmd_replay(args: argparse.Namespace) -> int:
    import signal
    import threading

    from worker.stream.lifecycle import EXIT_FENCED, EXIT_UNUSABLE
    from worker.stream.replay import (
        Replayer,
        ReplayUnavailable,
        Selection,
        SelectionError,
        parse_offsets,
        parse_time,
    )
    from worker.stream.txn import InstanceFenced, ProducerUnusable

    s = _settings()
    try:
        sel = Selection(
            error_classes=frozenset(args.error_class or ()),
            stages=frozenset(args.stage or ()),
            since=parse_time(args.since) if args.since else None,
            until=parse_time(args.until) if args.until else None,
            time_field=args.time_field,
            source_partitions=frozenset(args.source_partition or ()),
            source_offsets=parse_offsets(args.source_offsets)
            if args.source_offsets
            else (None, None),
            max_replays=args.max_replays,
        )
    except SelectionError as e:
        raise CliError(EXIT_USAGE, str(e)) from None
    stop = threading.Event()  # SIGTERM / SIGINT: the current transaction is finished first
    previous = {
        sig: signal.signal(sig, lambda *_: stop.set()) for sig in (signal.SIGTERM, signal.SIGINT)
    }
    replayer = Replayer(
        s,
        sel,
        dry_run=args.dry_run,
        group_id=args.group,
        transactional_id=args.transactional_id,
        batch_size=args.batch_size,
        timeout_s=args.timeout,
        stop=stop,
    )
    try:
        report = replayer.run()
    except InstanceFenced:
        _error(
            "fenced: another replay of this group started; what this one committed stays committed"
        )
        print(json.dumps(replayer.report.as_dict()))
        return EXIT_FENCED
    except ProducerUnusable as e:
        raise CliError(EXIT_UNUSABLE, str(e)) from None
    except ReplayUnavailable as e:
        print(json.dumps(replayer.report.as_dict()))
        raise CliError(EXIT_UNAVAILABLE, str(e)) from None
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    print(json.dumps(report.as_dict()))
    omitted = sum(report.value_omitted.values())
    if omitted:
        _note(
            f"{omitted} selected dead letters carry no value and were not replayed "
            "(deid.errors.value.omitted)"
        )
    if stop.is_set():
        return EXIT_INTERRUPTED
    return EXIT_DATAERR if omitted and not args.dry_run else EXIT_OK


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


def _style_overrides(args: argparse.Namespace) -> dict[str, str]:
    out: dict[str, str] = {}
    if getattr(args, "codes", False):
        out["style"] = Style.CODES
    if getattr(args, "anonymize", False):
        out["style"] = Style.ANONYMIZED
    if getattr(args, "general", False):
        out["mode"] = "general"
    return out


def cmd_deid(args: argparse.Namespace) -> int:
    s = _settings(**_style_overrides(args))
    _check_case_id(args.case)
    files = [Path(f) for f in args.files]
    out_dir = Path(args.out_dir) if args.out_dir else None
    if len(files) > 1 and out_dir is None:
        raise CliError(EXIT_USAGE, "several files need --out-dir")
    if out_dir is not None and out_dir.exists() and not out_dir.is_dir():
        raise CliError(EXIT_CANTCREAT, f"--out-dir is not a directory, {out_dir}")
    targets = [out_dir / (p.stem + ".deid" + p.suffix) for p in files] if out_dir else []
    map_target = None
    if strategy(s.style).writes_restore_map:
        map_target = (
            Path(args.map)
            if args.map
            else (out_dir / "restore-map.jsonl" if out_dir else Path(files[0].stem + ".map.jsonl"))
        )
    elif args.map:
        _note("--map ignored: anonymization writes no restore map")
    inputs = {p.absolute(): p for p in files}
    written: dict[Path, Path] = {}
    # no targets without --out-dir (one file, to stdout): zip then pairs nothing
    pairs = [*zip(files, targets, strict=False), *([(None, map_target)] if map_target else [])]
    for src, t in pairs:
        key = t.absolute()
        if key in inputs:
            raise CliError(EXIT_USAGE, f"an output would overwrite an input, {t}")
        if key in written:
            first = written[key]
            raise CliError(
                EXIT_USAGE, f"{first} and {src or 'the restore map'} would both be written to {t}"
            )
        if t.is_dir():
            raise CliError(EXIT_CANTCREAT, f"output path is a directory, {t}")
        written[key] = src or Path("the restore map")
    texts = [_read_text(p, "input") for p in files]  # every input checked before any work or write
    if s.case_state_dir is None:
        raise CliError(
            EXIT_USAGE, "no folder for case states is known: set DEID_HOME or DEID_CASE_STATE_DIR"
        )
    keys = _keys(s, create=True)
    store = _StagedFileStore(s.case_state_dir)
    _check_case_state(keys, args.case, store)
    pipeline = Pipeline.from_settings(s, keys, store)
    results = []
    for i, (path, text) in enumerate(zip(files, texts, strict=True)):
        try:
            event = RawDocumentEvent(
                document_id=f"file-{i + 1}",
                case_id=args.case,
                text=text,
                source_system="cli",
                created_at=datetime.now(UTC),
            )
        except ValidationError as e:
            fields = ", ".join(
                sorted({str(p["loc"][0]) for p in e.errors(include_input=False) if p.get("loc")})
            )
            raise CliError(
                EXIT_DATAERR, f"input is not a valid document ({fields}), {path}"
            ) from None
        try:  # through the same decode and validation as a Kafka message (TooLarge, EmptyText …)
            results.append(pipeline.process(event.model_dump_json().encode("utf-8")))
        except DocumentError as e:  # its message is content-free by contract
            raise CliError(
                EXIT_DOCUMENT, f"{e.error_class} at {e.stage}: {e.message}, {path}"
            ) from None
    outputs = [
        _Output(t, out.clean.text.encode("utf-8"), _file_mode())
        for t, out in zip(targets, results, strict=False)
    ]  # none: stdout
    if map_target is not None:
        lines = [
            out.restore_map.model_dump_json() for out in results if out.restore_map is not None
        ]
        outputs.append(_Output(map_target, ("\n".join(lines) + "\n").encode("utf-8"), 0o600))
    _write_all(outputs, then=store.commit)
    if out_dir is None:
        sys.stdout.write(results[0].clean.text)
        sys.stdout.flush()
    for path, out in zip(files, results, strict=True):
        counts = ", ".join(f"{k}={v}" for k, v in out.clean.entity_counts.items()) or "nothing"
        flags = f"; review: {', '.join(out.clean.review_flags)}" if out.clean.review_flags else ""
        print(
            f"{path}: replaced {counts}; sensitivity {out.clean.sensitivity.level.value}{flags}",
            file=sys.stderr,
        )
    if map_target is None:
        print("anonymized: no restore map written", file=sys.stderr)
    else:
        print(f"restore map (encrypted with the case key): {map_target}", file=sys.stderr)
    return EXIT_OK


def _load_maps(map_text: str, path: Path, keys: KeyProvider, case_id: str) -> list[RestoreMap]:
    sk = keys.scope_key(case_id)
    ref = keys.case_ref(case_id)
    out = []
    for lineno, line in _lines(map_text):
        try:
            event = RestoreMapEvent.model_validate_json(line)
        except ValidationError:
            raise CliError(EXIT_DATAERR, f"line {lineno} is not a restore map, {path}") from None
        if event.case_ref != ref:
            if event.key_version != sk.version:
                raise CliError(
                    EXIT_KEY,
                    f"the restore map was made with another key ({event.key_version}; this key "
                    f"is {sk.version}), {path}",
                )
            raise CliError(
                EXIT_KEY, f"the restore map belongs to another case (check --case), {path}"
            )
        try:
            out.append(decrypt(event, sk))
        except (
            InvalidTag,
            ValueError,
        ):  # ValueError: bad base64, or a plaintext that is no RestoreMap
            if event.key_version != sk.version:
                raise CliError(
                    EXIT_KEY,
                    f"line {lineno} was encrypted with another key version ({event.key_version}; "
                    f"this key is {sk.version}), {path}",
                ) from None
            raise CliError(
                EXIT_DATAERR, f"line {lineno} does not decrypt (corrupt or tampered), {path}"
            ) from None
    return out


def cmd_restore(args: argparse.Namespace) -> int:
    s = _settings()
    _check_case_id(args.case)
    reply_path, map_path = Path(args.reply), Path(args.map)
    text = _read_text(reply_path, "reply")
    map_text = _read_text(map_path, "restore map")
    maps = _load_maps(map_text, map_path, _keys(s, create=False), args.case)
    for m in maps:  # an unedited document: exact restore
        r = restore(text, m)
        if r.exact:
            sys.stdout.write(r.text)
            print(f"exact restore: {r.restored} values", file=sys.stderr)
            return EXIT_OK
    r = restore(text, merge_maps(maps))  # entries, surnames (short forms) and codes of every map
    sys.stdout.write(r.text)
    near = f"; near misses (not restored): {r.near_misses}" if r.near_misses else ""
    print(
        f"restored {r.restored} pseudonyms; not found in the reply: "
        f"{', '.join(r.unused) or 'none'}{near}",
        file=sys.stderr,
    )
    return EXIT_OK


def cmd_detect(args: argparse.Namespace) -> int:
    # a bad DEID_* value (DEID_DETECT_MODELS) is a usage error here too, not a silent default
    _settings()
    if args.jsonl == "-":
        where: object = "standard input"
        data = sys.stdin.buffer.read()
    else:
        where = Path(args.jsonl)
        data = _read_bytes(where, "--jsonl input")
    text = _decode(data, "--jsonl input", where)
    docs = []
    for lineno, line in _lines(text):
        try:
            doc = json.loads(line)
        except json.JSONDecodeError as e:
            raise CliError(
                EXIT_DATAERR, f"line {lineno} is not JSON (column {e.colno}), {where}"
            ) from None
        except RecursionError:
            raise CliError(EXIT_DATAERR, f"line {lineno} is nested too deeply, {where}") from None
        if not isinstance(doc, dict) or "id" not in doc or not isinstance(doc.get("text"), str):
            raise CliError(
                EXIT_DATAERR,
                f"line {lineno}: expected an object with 'id' and a string 'text', {where}",
            )
        try:
            json.dumps(doc["id"], ensure_ascii=False).encode("utf-8")
            doc["text"].encode("utf-8")
        except UnicodeEncodeError:
            raise CliError(
                EXIT_DATAERR, f"line {lineno} holds a lone surrogate (\\ud800-\\udfff), {where}"
            ) from None
        docs.append((lineno, doc["id"], doc["text"]))
    if not docs:
        raise CliError(EXIT_DATAERR, f"--jsonl input has no documents, {where}")
    out = Path(args.out) if args.out else None
    if out is not None and out.is_dir():
        raise CliError(EXIT_CANTCREAT, f"--out is a directory, {out}")
    lines = []
    for lineno, doc_id, doc_text in docs:
        try:
            spans = [
                {"start": s.start, "end": s.end, "type": s.type, "action": s.action}
                for s in detect(doc_text)
            ]
        except DetectionInputError as e:  # content-free: a type or a length
            raise CliError(
                EXIT_DOCUMENT, f"DetectionInput at detect: {e}, line {lineno} of {where}"
            ) from None
        line = json.dumps({"id": doc_id, "spans": spans}, ensure_ascii=False) + "\n"
        if out is None:
            sys.stdout.write(line)
        else:
            lines.append(line)
    if out is not None:
        _write_all([_Output(out, "".join(lines).encode("utf-8"), _file_mode())])
    return EXIT_OK


def cmd_eval(args: argparse.Namespace) -> int:
    from worker.detect import candidates as run_candidates
    from worker.eval.score import render, score
    from worker.eval.sensitivity import render_routing

    path = Path(args.dataset)
    docs = []
    for lineno, line in _lines(_read_text(path, "dataset")):
        try:
            docs.append(json.loads(line))
        except (json.JSONDecodeError, RecursionError):
            raise CliError(EXIT_DATAERR, f"line {lineno} is not JSON, {path}") from None

    def rows(spans: list) -> list[dict]:
        return [{"start": s.start, "end": s.end, "type": s.type, "action": s.action} for s in spans]

    def predict(text: str) -> tuple[list[dict], list[dict]]:
        found = run_candidates(text, use_model=not args.rules_only)  # one run: decided, proposed
        return rows(found.decided), rows(found.spans)

    try:
        report = score(docs, predict)
    except (KeyError, TypeError, AttributeError):
        raise CliError(
            EXIT_DATAERR, f"dataset lines are not labelled documents (id, text, spans), {path}"
        ) from None
    print(
        f"{args.dataset}: {len(docs)} documents; recall = full cover; precision per predicted type;"
        " candidate recall beside it"
    )
    print(render(report))
    routing = _routing(docs, Path(args.sensitivity) if args.sensitivity else None)
    if routing is not None:
        print(render_routing(routing))
    through = None
    if args.pipeline:
        from worker.eval.through import render_through, run_through

        through = run_through(docs, _settings())
        print(render_through(through))
    outputs = []
    if args.json:
        metrics = report.as_dict() | (
            {"sensitivity_routing": routing.as_dict()} if routing is not None else {}
        )
        if through is not None:
            metrics["through_pipeline"] = {
                sub: {
                    "documents": t.documents,
                    "published": t.published,
                    "onprem": t.onprem,
                    "refused": dict(t.refused),
                    "left": dict(t.left),
                    "left_documents": t.left_documents,
                }
                for sub, t in through.items()
            }
        outputs.append(
            _Output(
                Path(args.json),
                (json.dumps(metrics, indent=2, sort_keys=True) + "\n").encode(),
                _file_mode(),
            )
        )
    for path_arg, rows_out in (
        (args.misses, report.misses),
        (args.false_positives, report.false_positives),
    ):
        if path_arg:
            outputs.append(
                _Output(
                    Path(path_arg),
                    "".join(json.dumps(m) + "\n" for m in rows_out).encode(),
                    _file_mode(),
                )
            )
    _write_all(outputs)
    return EXIT_OK


def _routing(docs: list[dict], labels_path: Path | None):
    """Sensitivity routing and masking scores, when the dataset or a sidecar file has labels."""
    from worker.classify import classify, special_passages
    from worker.eval.sensitivity import score_routing

    labels: dict[str, dict] = {}
    if labels_path is not None:
        for lineno, line in _lines(_read_text(labels_path, "sensitivity labels")):
            try:
                row = json.loads(line)
                labels[row["id"]] = row
            except (json.JSONDecodeError, RecursionError, KeyError, TypeError):
                raise CliError(
                    EXIT_DATAERR, f"line {lineno} is not a sensitivity label, {labels_path}"
                ) from None
    if not labels and not any("sensitivity" in d for d in docs):
        return None
    settings = _settings()
    policy = settings.sensitivity_policy()
    return score_routing(
        docs, labels, lambda text: (classify(text, True, policy), special_passages(text, policy))
    )


def _plain(doc: str) -> str:
    """A docstring as ``--help`` shows it: without the reStructuredText markup of the API docs."""
    doc = re.sub(r" of\s+:data:`EXIT_CODES_HELP`", " (listed below)", doc)
    return re.sub(r":\w+:`([^`]+)`", r"\1", doc).replace("``", "")


def build_parser() -> argparse.ArgumentParser:
    raw = argparse.RawDescriptionHelpFormatter
    p = argparse.ArgumentParser(
        prog="deid-worker", description=_plain(__doc__ or ""), epilog=EXIT_CODES_HELP,
        formatter_class=raw,
    )  # fmt: skip
    p.add_argument("--version", action="version", version=__version__)
    p.add_argument("-v", "--verbose", action="store_true", help="log at INFO")
    sub = p.add_subparsers(dest="command", required=True)

    r = sub.add_parser("run", help="consume the raw topic and publish clean documents (Kafka)")
    r.add_argument(
        "--idle-exit",
        type=float,
        default=None,
        metavar="S",
        help="stop after S seconds without messages",
    )
    r.add_argument("--max-messages", type=int, default=None, help="stop after N messages")
    r.add_argument("--create-topics", action="store_true", help="create missing topics first")
    r.set_defaults(func=cmd_run)

    sub.add_parser("topics", help="create the worker's topics").set_defaults(func=cmd_topics)

    rp = sub.add_parser(
        "replay",
        help="re-publish selected dead letters to the raw topic, exactly once (Kafka)",
        epilog=REPLAY_EXIT_CODES_HELP,
        formatter_class=raw,
    )
    rp.add_argument(
        "--error-class", action="append", metavar="CLASS", help="only this error class (repeatable)"
    )
    rp.add_argument(
        "--stage", action="append", metavar="STAGE", help="only this error stage (repeatable)"
    )
    rp.add_argument(
        "--since", metavar="TIME", help="failed at or after TIME (ISO 8601; UTC without an offset)"
    )
    rp.add_argument("--until", metavar="TIME", help="failed before TIME")
    rp.add_argument(
        "--time-field",
        choices=("failed_at", "timestamp"),
        default="failed_at",
        help="--since/--until on deid.errors.failed_at (default) or the dead letter's Kafka "
        "timestamp",
    )
    rp.add_argument(
        "--source-partition",
        action="append",
        type=int,
        metavar="P",
        help="only from raw partition P (repeatable)",
    )
    rp.add_argument(
        "--source-offsets",
        metavar="FROM-TO",
        help="only raw offsets FROM..TO (inclusive; 100- or -200)",
    )
    rp.add_argument(
        "--max-replays",
        type=int,
        default=1,
        metavar="N",
        help="never replay a document already replayed N times (deid.replay.count; default 1)",
    )
    rp.add_argument(
        "--dry-run",
        action="store_true",
        help="count what would be replayed, by error class; commit nothing",
    )
    rp.add_argument(
        "--group", help="replay group (its offsets are the cursor; default <DEID_GROUP_ID>-replay)"
    )
    rp.add_argument("--transactional-id", help="default: the replay group")
    rp.add_argument(
        "--batch-size",
        type=int,
        default=None,
        help="dead letters per transaction (default DEID_BATCH_SIZE)",
    )
    rp.add_argument(
        "--timeout", type=float, default=300.0, metavar="S", help="give up reading after S seconds"
    )
    rp.set_defaults(func=cmd_replay)

    fc = sub.add_parser(
        "forget-case",
        help="crypto-shred a case: destroy its key, tombstone its state (Vault + Kafka)",
        epilog=EXIT_CODES_HELP,
        formatter_class=raw,
    )
    fc.add_argument("case", help="the case id")
    fc.add_argument("--yes", action="store_true", help="confirm: this cannot be undone")
    fc.set_defaults(func=cmd_forget_case)

    pub = sub.add_parser("publish", help="publish sample documents to the raw topic")
    pub.add_argument("dir", nargs="?", default="examples")
    pub.add_argument(
        "--invalid", action="store_true", help="also publish invalid messages (dead-letter demo)"
    )
    pub.set_defaults(func=cmd_publish)

    d = sub.add_parser("demo", help="topics + samples + worker + summary against the local broker")
    d.add_argument("--samples", default="examples")
    d.set_defaults(func=cmd_demo)

    de = sub.add_parser(
        "deid", help="pseudonymize files (no Kafka)", epilog=EXIT_CODES_HELP, formatter_class=raw
    )
    de.add_argument("files", nargs="+", help="UTF-8 text files; all are written, or none")
    de.add_argument(
        "--case", default="local-case", help="the scope (case id); same case → same pseudonyms"
    )
    de.add_argument("--map", help="where to write the encrypted restore map (JSON Lines)")
    de.add_argument("--out-dir", help="write <name>.deid.txt files here instead of stdout")
    de.add_argument(
        "--codes", action="store_true", help="code pseudonymization: 甲/乙, A公司, 〔電話1〕"
    )
    de.add_argument(
        "--anonymize",
        action="store_true",
        help="anonymization: codes, generalized dates and addresses, no restore map",
    )
    de.add_argument(
        "--general", action="store_true", help="general mode: personal-event dates shifted per case"
    )
    de.set_defaults(func=cmd_deid)

    rs = sub.add_parser(
        "restore",
        help="restore a pseudonymized text or an LLM reply",
        epilog=EXIT_CODES_HELP,
        formatter_class=raw,
    )
    rs.add_argument("reply", help="the pseudonymized text or an LLM reply about it (UTF-8)")
    rs.add_argument("map", help="the encrypted restore map (JSON Lines) written by deid")
    rs.add_argument("--case", default="local-case")
    rs.set_defaults(func=cmd_restore)

    dt = sub.add_parser(
        "detect",
        help="detection spans as JSON Lines (quality measurement)",
        epilog=EXIT_CODES_HELP,
        formatter_class=raw,
    )
    dt.add_argument("--jsonl", required=True, help='input lines {"id","text"}; - for stdin')
    dt.add_argument("--out", help="output file (default stdout)")
    dt.set_defaults(func=cmd_detect)
    ev = sub.add_parser(
        "eval",
        help="score detection per type and subset on a labelled JSONL dataset",
        epilog=EXIT_CODES_HELP,
        formatter_class=raw,
    )
    ev.add_argument("dataset")
    ev.add_argument("--json", help="also write the metrics as JSON")
    ev.add_argument(
        "--misses",
        help="write missed values (document id, type, offsets; no text) as JSONL; officials "
        'and agencies replaced instead of kept carry "action": "keep"',
    )
    ev.add_argument(
        "--false-positives",
        help="write replaced spans that touch no gold value of a labelled type (document id, "
        "type, offsets; no text) as JSONL",
    )
    ev.add_argument("--rules-only", action="store_true", help="without the learned model")
    ev.add_argument(
        "--pipeline",
        action="store_true",
        help="also run every document through the whole pipeline: "
        "published / refused by check, and gold values left in what was published",
    )
    ev.add_argument(
        "--sensitivity",
        help="sensitivity labels of the dataset's documents (JSONL by id, e.g. "
        "shared/eval/sensitivity-dev.jsonl); documents that carry a 'sensitivity' key need none",
    )
    ev.set_defaults(func=cmd_eval)
    return p


def _error(message: str) -> None:
    print(f"deid-worker: error: {message}", file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    """Run a command; every failure is one content-free line on stderr and an exit code
    (``EXIT_CODES_HELP``)."""
    command = None
    try:
        args = build_parser().parse_args(argv)  # usage errors: argparse prints them and exits 2
        command = args.command
        logging.basicConfig(
            level=logging.INFO if args.verbose else logging.WARNING,
            format="%(levelname)s %(name)s: %(message)s",
        )
        return args.func(args)
    except CliError as e:
        _error(e.message)
        return e.code
    except KeyUnavailable as e:  # its message never carries a case id or key material
        _error(f"the key service is unavailable ({e})")
        return EXIT_UNAVAILABLE
    except CaseForgotten:
        _error(
            "the case was forgotten (crypto-shredded): its key is destroyed, its restore maps and "
            "state can no longer be opened"
        )
        return EXIT_KEY
    except (
        KeyFatal
    ) as e:  # content-free by contract; run: 5 (Vault login) / 6 (key error), file commands: 77
        _error(f"{e}")
        return e.exit_code if command == "run" else EXIT_KEY
    except KeyConfigError as e:
        _error(f"{e}")
        return EXIT_USAGE
    except KeyboardInterrupt:
        _error("interrupted")
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # stdout closed early (| head): nothing more can be written there
        with suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        _error("standard output was closed")
        return EXIT_CANTCREAT
    except Exception as e:
        _error(
            f"internal error ({type(e).__name__}); details are not printed, they could quote a "
            "document"
        )
        return EXIT_SOFTWARE


if __name__ == "__main__":
    sys.exit(main())
