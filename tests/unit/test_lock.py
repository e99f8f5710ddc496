"""requirements.lock (what scripts/bootstrap.sh installs) agrees with pyproject.toml.

Every runtime dependency, every dev extra and the build backend is pinned there, with a
version pyproject allows and at least one sha256; the training extra (PyTorch) and the gRPC
extra are not. A dependency changed in pyproject without ``bash scripts/lock.sh`` fails here.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
PIN = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>[^\s;\\]+)")


def parse_lock(text: str) -> dict[str, tuple[Version, list[str]]]:
    """``{canonical name: (version, [sha256 …])}`` of a hashed requirements file."""
    out: dict[str, tuple[Version, list[str]]] = {}
    name = None
    for line in text.splitlines():
        m = PIN.match(line)
        if m:
            name = canonicalize_name(m["name"])
            assert name not in out, f"{name} pinned twice"
            out[name] = (Version(m["version"]), [])
        elif name is not None and (h := re.search(r"--hash=sha256:([0-9a-f]{64})", line)):
            out[name][1].append(h.group(1))
    return out


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _locked_requirements() -> list[Requirement]:
    p = _pyproject()
    names = [
        *p["project"]["dependencies"],
        *p["project"]["optional-dependencies"]["dev"],
        *p["build-system"]["requires"],
    ]
    return [Requirement(r) for r in names]


LOCK = parse_lock((ROOT / "requirements.lock").read_text(encoding="utf-8"))


@pytest.mark.parametrize("req", _locked_requirements(), ids=str)
def test_every_dependency_is_pinned_within_its_range(req: Requirement) -> None:
    name = canonicalize_name(req.name)
    assert name in LOCK, f"{req.name} is not in requirements.lock: run bash scripts/lock.sh"
    version, _hashes = LOCK[name]
    assert req.specifier.contains(version, prereleases=True), (
        f"requirements.lock pins {req.name}=={version}, pyproject wants {req.specifier}: "
        "run bash scripts/lock.sh"
    )


def test_every_pin_has_hashes() -> None:
    assert LOCK, "requirements.lock holds no pin"
    assert [n for n, (_v, hashes) in LOCK.items() if not hashes] == []


def test_training_and_grpc_extras_stay_out() -> None:
    extras = _pyproject()["project"]["optional-dependencies"]
    for extra in ("train", "grpc"):
        for r in extras[extra]:
            assert canonicalize_name(Requirement(r).name) not in LOCK, f"{r} ({extra}) is locked"


def test_the_pip_that_installs_is_locked_too() -> None:
    assert "pip" in LOCK


def test_parser_reads_markers_and_continuations() -> None:
    text = (
        "# header\n"
        "colorama==0.4.6 ; sys_platform == 'win32' \\\n"
        "    --hash=sha256:" + "a" * 64 + " \\\n"
        "    --hash=sha256:" + "b" * 64 + "\n"
        "    # via pytest\n"
        "Foo_Bar==1.0 \\\n"
        "    --hash=sha256:" + "c" * 64 + "\n"
    )
    got = parse_lock(text)
    assert got["colorama"] == (Version("0.4.6"), ["a" * 64, "b" * 64])
    assert got["foo-bar"] == (Version("1.0"), ["c" * 64])
    assert parse_lock("x==2 \\\n") == {"x": (Version("2"), [])}
