"""The file commands fail safe: one content-free line on stderr, a documented exit code, no
traceback, nothing half-written; the dev key and case states live in a stable per-user folder;
short forms restore."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from contracts import RestoreMapEvent
from worker import cli
from worker.cli import main
from worker.config import Settings
from worker.keys.dev_file import DevKeyFile, KeyFileError, KeyFileMissing
from worker.restore.maps import decrypt

ROOT = Path(__file__).resolve().parents[2]
CASE = "case-2024-0001"
EXAMPLES = sorted((ROOT / "examples" / CASE).glob("*.txt"))
SECRET = "林美玲"  # a name of the examples: must never reach an error message


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private DEID_HOME and a working directory of its own, with copies of the case's
    examples."""
    for var in (
        "DEID_DEV_KEY_FILE",
        "DEID_CASE_STATE_DIR",
        "DEID_MAX_TEXT_CHARS",
        "DEID_STYLE",
        "DEID_KEY_BACKEND",
    ):
        monkeypatch.delenv(var, raising=False)
    h = tmp_path / "home"
    monkeypatch.setenv("DEID_HOME", str(h))
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    for f in EXAMPLES:
        (work / f.name).write_bytes(f.read_bytes())
    return h


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in err and SECRET not in err
    return code, out, err


def error_line(err: str) -> str:
    lines = [x for x in err.splitlines() if x.startswith("deid-worker: error:")]
    assert len(lines) == 1, err
    return lines[0]


def state_files(home: Path) -> dict[str, bytes]:
    d = home / "case-state"
    return {p.name: p.read_bytes() for p in d.iterdir()} if d.exists() else {}


def tree(d: Path) -> dict[str, bytes]:
    return (
        {str(p.relative_to(d)): p.read_bytes() for p in d.rglob("*") if p.is_file()}
        if d.exists()
        else {}
    )


def deid_ok(
    capsys: pytest.CaptureFixture[str], *files: str, case: str = CASE, out: str = "out"
) -> Path:
    code, _, err = run(capsys, "deid", *files, "--case", case, "--out-dir", out)
    assert code == 0, err
    return Path(out)


# -- deid: bad inputs ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("make", "code", "words"),
    [
        (lambda p: None, 66, "input not found"),
        (lambda p: p.mkdir(), 66, "input is a directory"),
        (lambda p: p.write_bytes(b""), 65, "input is empty"),
        (lambda p: p.write_bytes(b" \n\t\n"), 65, "input is empty (whitespace only)"),
        (
            lambda p: p.write_bytes(SECRET.encode("utf-8") + b"\xff\xfe" + SECRET.encode("big5")),
            65,
            "not UTF-8",
        ),
    ],
    ids=["missing", "directory", "empty", "whitespace", "not-utf8"],
)
def test_deid_bad_input_in_a_batch_writes_nothing(home, capsys, make, code, words):
    bad = Path("bad.txt")
    make(bad)
    rc, out, err = run(
        capsys, "deid", EXAMPLES[0].name, str(bad), "--case", CASE, "--out-dir", "out"
    )
    assert rc == code
    line = error_line(err)
    assert words in line and line.endswith(", bad.txt")
    assert out == ""
    assert not Path("out").exists()  # no clean text, no restore map, no folder
    assert state_files(home) == {}


def test_a_failed_batch_leaves_an_existing_out_dir_and_the_case_state_unchanged(home, capsys):
    deid_ok(capsys, EXAMPLES[0].name)
    before_out, before_state = tree(Path("out")), state_files(home)
    assert before_state and "restore-map.jsonl" in before_out
    Path("empty.txt").write_text("")
    rc, _, err = run(
        capsys,
        "deid",
        EXAMPLES[1].name,
        EXAMPLES[0].name,
        "empty.txt",
        "--case",
        CASE,
        "--out-dir",
        "out",
    )
    assert rc == 65 and "empty.txt" in error_line(err)
    assert tree(Path("out")) == before_out
    assert state_files(home) == before_state


def test_a_document_the_pipeline_refuses_exits_1_with_its_error_class(home, capsys, monkeypatch):
    monkeypatch.setenv("DEID_MAX_TEXT_CHARS", "200")
    rc, _, err = run(
        capsys, "deid", *[f.name for f in EXAMPLES], "--case", CASE, "--out-dir", "out"
    )
    assert rc == 1
    line = error_line(err)
    assert "TooLarge at validate" in line or "TooLarge" in line
    assert not Path("out").exists() and state_files(home) == {}


def test_single_file_to_stdout_failing_writes_no_map(home, capsys):
    Path("empty.txt").write_text("")
    rc, out, _ = run(capsys, "deid", "empty.txt", "--case", CASE)
    assert rc == 65 and out == ""
    assert not list(Path(".").glob("*.map.jsonl"))


def test_single_file_to_stdout_and_crlf_round_trip_byte_for_byte(home, capsys):
    Path("crlf.txt").write_bytes(EXAMPLES[3].read_bytes().replace(b"\n", b"\r\n"))
    rc, pseudo, err = run(capsys, "deid", "crlf.txt", "--case", CASE)
    assert rc == 0, err
    assert Path("crlf.map.jsonl").is_file() and state_files(home)
    assert "\r\n" in pseudo and SECRET not in pseudo
    Path("crlf.deid.txt").write_bytes(pseudo.encode("utf-8"))
    rc, back, err = run(capsys, "restore", "crlf.deid.txt", "crlf.map.jsonl", "--case", CASE)
    assert rc == 0 and "exact restore" in err
    assert back.encode("utf-8") == Path("crlf.txt").read_bytes()


def test_a_failing_rename_takes_every_output_back(home, capsys, monkeypatch):
    deid_ok(capsys, EXAMPLES[0].name)
    before_out, before_state = tree(Path("out")), state_files(home)
    real_replace, calls = os.replace, []

    def flaky(src, dst):
        calls.append(dst)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        return real_replace(src, dst)

    monkeypatch.setattr(cli.os, "replace", flaky)
    rc, _, err = run(
        capsys, "deid", *[f.name for f in EXAMPLES], "--case", CASE, "--out-dir", "out"
    )
    monkeypatch.setattr(cli.os, "replace", real_replace)
    assert rc == 73
    assert "cannot write output (No space left on device)" in error_line(err)
    assert (
        tree(Path("out")) == before_out
    )  # replaced files have their old bytes, new ones are gone, no temp files
    assert state_files(home) == before_state


def test_a_case_state_that_cannot_be_written_takes_the_outputs_back(
    home, capsys, monkeypatch, tmp_path
):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("DEID_CASE_STATE_DIR", str(blocker))
    rc, _, err = run(
        capsys, "deid", *[f.name for f in EXAMPLES], "--case", CASE, "--out-dir", "out"
    )
    assert rc == 73 and "cannot write the case state" in error_line(err)
    assert not Path("out").exists()


def test_out_dir_that_is_a_file_and_clashing_outputs(home, capsys):
    Path("out").write_text("")
    rc, _, err = run(capsys, "deid", EXAMPLES[0].name, "--case", CASE, "--out-dir", "out")
    assert rc == 73 and "--out-dir is not a directory, out" in error_line(err)
    Path("sub").mkdir()
    Path("sub", EXAMPLES[0].name).write_bytes(EXAMPLES[0].read_bytes())
    rc, _, err = run(
        capsys,
        "deid",
        EXAMPLES[0].name,
        f"sub/{EXAMPLES[0].name}",
        "--case",
        CASE,
        "--out-dir",
        "o2",
    )
    assert rc == 2 and "would both be written to" in error_line(err)
    rc, _, err = run(
        capsys,
        "deid",
        EXAMPLES[0].name,
        "--case",
        CASE,
        "--out-dir",
        ".",
        "--map",
        EXAMPLES[0].name,
    )
    assert rc == 2 and "an output would overwrite an input" in error_line(err)
    rc, _, err = run(capsys, "deid", EXAMPLES[0].name, "--case", "bad case id")
    assert rc == 2 and "--case" in error_line(err)
    assert not Path("o2").exists()


def test_invalid_setting_is_a_usage_error_naming_the_variable(home, capsys, monkeypatch):
    monkeypatch.setenv("DEID_STYLE", "bogus")
    rc, _, err = run(capsys, "deid", EXAMPLES[0].name)
    assert rc == 2 and error_line(err) == "deid-worker: error: invalid setting DEID_STYLE"


def test_last_resort_prints_the_exception_class_only(home, capsys, monkeypatch):
    def boom(args):
        raise RuntimeError(f"{SECRET} 的身分證 A123456789")

    monkeypatch.setattr(cli, "cmd_detect", boom)  # build_parser looks the command up when main runs
    code = main(["detect", "--jsonl", "x"])
    err = capsys.readouterr().err
    assert code == 70 and "RuntimeError" in err and SECRET not in err and "A123456789" not in err
    assert "Traceback" not in err


def test_help_documents_the_exit_codes(capsys):
    for argv in (["--help"], ["deid", "--help"], ["restore", "--help"], ["detect", "--help"]):
        with pytest.raises(SystemExit) as e:
            main(argv)
        assert e.value.code == 0
        out = capsys.readouterr().out
        for code in ("65", "66", "73", "77", "70"):
            assert f"  {code} " in out
        assert "``" not in out and ":data:" not in out  # plain text, not the docstring's markup


# -- restore ---------------------------------------------------------------------------------------


def test_restore_bad_inputs(home, capsys, tmp_path):
    out = deid_ok(capsys, *[f.name for f in EXAMPLES])
    pseudo, rmap = str(out / (EXAMPLES[3].stem + ".deid.txt")), str(out / "restore-map.jsonl")
    Path("empty.txt").write_text("")
    Path("garbage.jsonl").write_text('{"not": "a map"}\n')
    Path("latin1.txt").write_bytes("林美玲".encode("big5"))
    lines = Path(rmap).read_text().splitlines()
    ev = json.loads(lines[0])
    ev["ciphertext_b64"] = ("B" if ev["ciphertext_b64"][0] != "B" else "C") + ev["ciphertext_b64"][
        1:
    ]
    Path("tampered.jsonl").write_text(json.dumps(ev) + "\n")
    cases = [
        (("nope.txt", rmap), 66, "reply not found, nope.txt"),
        (("empty.txt", rmap), 65, "reply is empty, empty.txt"),
        (("latin1.txt", rmap), 65, "reply is not UTF-8 text"),
        ((str(out), rmap), 66, "reply is a directory"),
        ((pseudo, "nope.jsonl"), 66, "restore map not found, nope.jsonl"),
        ((pseudo, "empty.txt"), 65, "restore map is empty"),
        ((pseudo, "garbage.jsonl"), 65, "line 1 is not a restore map, garbage.jsonl"),
        (
            (pseudo, "tampered.jsonl"),
            65,
            "line 1 does not decrypt (corrupt or tampered), tampered.jsonl",
        ),
        ((pseudo, rmap, "--case", "case-2024-0002"), 77, "belongs to another case (check --case)"),
    ]
    for args, code, words in cases:
        rc, stdout, err = run(
            capsys, "restore", *args, *(() if "--case" in args else ("--case", CASE))
        )
        assert rc == code, (args, err)
        assert words in error_line(err), err
        assert stdout == ""


def test_restore_of_a_map_of_another_case(home, capsys):
    out_b = deid_ok(capsys, EXAMPLES[0].name, case="case-2024-0002", out="out-b")
    rc, _, err = run(
        capsys,
        "restore",
        str(out_b / (EXAMPLES[0].stem + ".deid.txt")),
        str(out_b / "restore-map.jsonl"),
        "--case",
        CASE,
    )
    assert rc == 77 and "belongs to another case" in error_line(err)


def test_restore_with_another_key_and_without_a_key(home, capsys, monkeypatch, tmp_path):
    out = deid_ok(capsys, EXAMPLES[0].name)
    args = (
        "restore",
        str(out / (EXAMPLES[0].stem + ".deid.txt")),
        str(out / "restore-map.jsonl"),
        "--case",
        CASE,
    )
    other = tmp_path / "other.key"
    DevKeyFile(other)  # exists, but is not the key the map was made with
    monkeypatch.setenv("DEID_DEV_KEY_FILE", str(other))
    rc, _, err = run(capsys, *args)
    assert rc == 77 and "made with another key (dev-" in error_line(err)
    missing = tmp_path / "keys" / "missing.key"
    monkeypatch.setenv("DEID_DEV_KEY_FILE", str(missing))
    rc, _, err = run(capsys, *args)
    assert (
        rc == 77
        and "no dev key; restore never creates one" in error_line(err)
        and str(missing) in err
    )
    assert not missing.exists() and not missing.parent.exists()
    missing.parent.mkdir()
    missing.write_text("not hex at all " + SECRET)
    rc, _, err = run(capsys, *args)
    assert rc == 77 and "does not hold a hex key" in error_line(err) and "not hex at all" not in err


@pytest.mark.slow
def test_restore_from_another_working_directory_uses_the_same_key(tmp_path):
    """No DEID_* location set: the key comes from ~/.local/share/tw-deid-worker, not from the
    cwd."""
    env = {
        k: v for k, v in os.environ.items() if not k.startswith("DEID_") and k != "XDG_DATA_HOME"
    }
    env["HOME"] = str(tmp_path / "user")
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    src = EXAMPLES[3]
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "worker.cli",
            "deid",
            str(src),
            "--case",
            CASE,
            "--out-dir",
            str(a / "out"),
        ],
        cwd=a,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    assert (
        tmp_path / "user" / ".local" / "share" / "tw-deid-worker" / "dev-keys" / "master.key"
    ).is_file()
    assert not (a / ".local").exists()
    back = subprocess.run(
        [
            sys.executable,
            "-m",
            "worker.cli",
            "restore",
            str(a / "out" / (src.stem + ".deid.txt")),
            str(a / "out" / "restore-map.jsonl"),
            "--case",
            CASE,
        ],
        cwd=b,
        env=env,
        capture_output=True,
        timeout=120,
    )
    assert back.returncode == 0, back.stderr.decode()
    assert back.stdout == src.read_bytes()
    assert not (b / ".local").exists()
    assert b"Traceback" not in back.stderr


def test_an_edited_reply_with_a_short_form_restores_through_the_cli(home, capsys):
    out = deid_ok(capsys, *[f.name for f in EXAMPLES])
    keys = DevKeyFile(home / "dev-keys" / "master.key", create=False)
    maps = [decrypt(RestoreMapEvent.model_validate_json(line), keys.scope_key(CASE))
            for line in (out / "restore-map.jsonl").read_text().splitlines()]  # fmt: skip
    fake, real = next((f, r) for m in maps for f, r in m.surnames.items() if len(f) == 1)
    full = next(
        e for m in maps for e in m.entries if e.type == "person" and e.pseudonym.startswith(fake)
    )
    Path("reply.txt").write_text(
        f"依{full.pseudonym}所述，{fake}小姐已於上週還款。\n", encoding="utf-8"
    )
    rc, restored, err = run(
        capsys, "restore", "reply.txt", str(out / "restore-map.jsonl"), "--case", CASE
    )
    assert rc == 0, err
    assert restored == f"依{full.original}所述，{real}小姐已於上週還款。\n"


# -- detect ----------------------------------------------------------------------------------------


def test_detect_bad_inputs_write_nothing(home, capsys):
    good = json.dumps({"id": "d1", "text": "原告林美玲，電話0912345678。"}, ensure_ascii=False)
    Path("bad-json.jsonl").write_text(good + "\n{not json\n", encoding="utf-8")
    Path("no-text.jsonl").write_text(good + '\n{"id": "d2", "text": 5}\n', encoding="utf-8")
    Path("latin.jsonl").write_bytes(good.encode() + b"\n\xff\n")
    Path("empty.jsonl").write_text("\n\n")
    cases = [
        ("nope.jsonl", 66, "--jsonl input not found, nope.jsonl"),
        ("bad-json.jsonl", 65, "line 2 is not JSON (column 2), bad-json.jsonl"),
        (
            "no-text.jsonl",
            65,
            "line 2: expected an object with 'id' and a string 'text', no-text.jsonl",
        ),
        ("latin.jsonl", 65, "--jsonl input is not UTF-8 text"),
        ("empty.jsonl", 65, "has no documents"),
    ]
    for name, code, words in cases:
        for out_args in ((), ("--out", "spans.jsonl")):
            rc, stdout, err = run(capsys, "detect", "--jsonl", name, *out_args)
            assert rc == code, (name, err)
            assert words in error_line(err)
            assert stdout == ""  # not even the good first line
            assert not Path("spans.jsonl").exists()
    rc, _, err = run(capsys, "detect", "--jsonl", "bad-json.jsonl", "--out", ".")
    assert rc == 65  # the input is checked first
    Path("ok.jsonl").write_text(good + "\n", encoding="utf-8")
    rc, _, err = run(capsys, "detect", "--jsonl", "ok.jsonl", "--out", ".")
    assert rc == 73 and "--out is a directory" in error_line(err)


# -- stable locations ------------------------------------------------------------------------------


def test_locations_never_depend_on_the_working_directory(monkeypatch, tmp_path):
    for var in ("DEID_HOME", "DEID_DEV_KEY_FILE", "DEID_CASE_STATE_DIR", "XDG_DATA_HOME"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "u"))
    s = Settings()
    assert (
        s.dev_key_file
        == tmp_path / "u" / ".local" / "share" / "tw-deid-worker" / "dev-keys" / "master.key"
    )
    assert s.case_state_dir == tmp_path / "u" / ".local" / "share" / "tw-deid-worker" / "case-state"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert (
        Settings().dev_key_file == tmp_path / "xdg" / "tw-deid-worker" / "dev-keys" / "master.key"
    )
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")
    assert Settings().dev_key_file.is_absolute()
    monkeypatch.setenv("DEID_HOME", str(tmp_path / "dh"))
    assert Settings().case_state_dir == tmp_path / "dh" / "case-state"
    monkeypatch.setenv("DEID_DEV_KEY_FILE", str(tmp_path / "k"))
    monkeypatch.setenv("DEID_CASE_STATE_DIR", str(tmp_path / "st"))
    s = Settings()
    assert (s.dev_key_file, s.case_state_dir) == (tmp_path / "k", tmp_path / "st")


def test_dev_key_file_create_false_and_errors(tmp_path):
    with pytest.raises(KeyFileMissing):
        DevKeyFile(tmp_path / "none" / "k", create=False)
    assert not (tmp_path / "none").exists()
    made = DevKeyFile(tmp_path / "made" / "k")
    assert made.created and oct((tmp_path / "made" / "k").stat().st_mode)[-3:] == "600"
    assert not DevKeyFile(tmp_path / "made" / "k", create=False).created
    (tmp_path / "short").write_text("abcd\n")
    with pytest.raises(KeyFileError, match="at least 32 bytes"):
        DevKeyFile(tmp_path / "short")
    with pytest.raises(KeyFileError, match="no location known"):
        DevKeyFile(None)


def test_an_unknown_detect_model_is_a_usage_error_not_a_traceback(
    tmp_path, monkeypatch, capsys
) -> None:
    from worker.cli import main

    src = tmp_path / "in.jsonl"
    src.write_text('{"id": "a", "text": "原告王小明"}\n', encoding="utf-8")
    monkeypatch.setenv("DEID_DETECT_MODELS", "bogus")
    assert main(["detect", "--jsonl", str(src)]) == 2
    err = capsys.readouterr().err
    assert "DEID_DETECT_MODELS" in err and "Traceback" not in err
