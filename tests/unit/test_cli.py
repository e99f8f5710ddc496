"""The file commands (no Kafka): detect --jsonl, deid → restore round trip."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.synthetic.generator import generate_documents

ROOT = Path(__file__).resolve().parents[2]


def _cli(*args: str, cwd: Path, env_key: Path) -> subprocess.CompletedProcess:
    import os

    env = dict(
        os.environ, DEID_DEV_KEY_FILE=str(env_key), DEID_HOME=str(cwd / "deid-home")
    )  # never the user's home
    env.pop("DEID_CASE_STATE_DIR", None)
    return subprocess.run(
        [sys.executable, "-m", "worker.cli", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.slow
def test_detect_jsonl_on_100_documents(tmp_path):
    docs = generate_documents(100, seed=3)
    src = tmp_path / "in.jsonl"
    src.write_text(
        "".join(
            json.dumps({"id": d["id"], "text": d["text"]}, ensure_ascii=False) + "\n" for d in docs
        )
    )
    r = _cli(
        "detect",
        "--jsonl",
        str(src),
        "--out",
        str(tmp_path / "out.jsonl"),
        cwd=tmp_path,
        env_key=tmp_path / "k",
    )
    assert r.returncode == 0, r.stderr
    lines = [json.loads(x) for x in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert [x["id"] for x in lines] == [d["id"] for d in docs]
    by_id = {d["id"]: d for d in docs}
    for line in lines:
        text = by_id[line["id"]]["text"]
        for s in line["spans"]:
            assert 0 <= s["start"] < s["end"] <= len(text)
            assert s["action"] in ("replace", "keep")
    assert sum(len(x["spans"]) for x in lines) > 500


@pytest.mark.slow
def test_deid_then_restore_is_byte_exact(tmp_path):
    files = sorted((ROOT / "examples" / "case-2024-0001").glob("*.txt"))
    out_dir = tmp_path / "out"
    r = _cli(
        "deid",
        *map(str, files),
        "--case",
        "case-2024-0001",
        "--out-dir",
        str(out_dir),
        cwd=tmp_path,
        env_key=tmp_path / "k",
    )
    assert r.returncode == 0, r.stderr
    restore_map = out_dir / "restore-map.jsonl"
    assert oct(restore_map.stat().st_mode)[-3:] == "600"
    assert "林美玲" not in restore_map.read_text()  # encrypted, not plaintext
    for f in files:
        pseudo = out_dir / (f.stem + ".deid.txt")
        assert "A252601816" not in pseudo.read_text()
        back = _cli(
            "restore",
            str(pseudo),
            str(restore_map),
            "--case",
            "case-2024-0001",
            cwd=tmp_path,
            env_key=tmp_path / "k",
        )
        assert back.returncode == 0, back.stderr
        assert back.stdout.encode() == f.read_bytes()
