"""The lock files agree with pyproject.toml and with each other.

requirements.lock (what scripts/bootstrap.sh installs): every runtime dependency, every dev
extra and the build backend is pinned there, with a version pyproject allows and at least one
sha256; the training extra (PyTorch) and the gRPC extra are not.

requirements-runtime.lock (what the Dockerfile installs): the runtime dependencies and what they
need, nothing of the dev, train or grpc extras, each pin the very version and hashes of
requirements.lock (the image runs what the suite ran); requirements-build.lock likewise holds pip
and the build backend that make the wheel in the image. A dependency changed in pyproject without
``bash scripts/lock.sh`` fails here.
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


def parse_via(text: str) -> dict[str, set[str]]:
    """``{canonical name: {what needs it}}`` from uv's ``# via`` annotations; a constraint file
    (``-c requirements.lock``) is left out, the project itself is ``tw-deid-worker``."""
    out: dict[str, set[str]] = {}
    name = None
    in_via = False
    for line in text.splitlines():
        m = PIN.match(line)
        if m:
            name, in_via = canonicalize_name(m["name"]), False
            out[name] = set()
            continue
        c = line.strip()
        if name is None or not c.startswith("#"):
            continue
        c = c[1:].strip()
        if c.startswith("via"):
            in_via, c = True, c[3:].strip()
        if in_via and c and not c.startswith("-c "):
            out[name].add(canonicalize_name(c.split(" (", 1)[0]))
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


def _read(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


LOCK = parse_lock(_read("requirements.lock"))
RUNTIME_TEXT = _read("requirements-runtime.lock")
RUNTIME = parse_lock(RUNTIME_TEXT)
BUILD = parse_lock(_read("requirements-build.lock"))
PROJECT = canonicalize_name(_pyproject()["project"]["name"])


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


def _runtime_requirements() -> list[Requirement]:
    return [Requirement(r) for r in _pyproject()["project"]["dependencies"]]


def _build_requirements() -> list[Requirement]:
    return [Requirement(r) for r in [*_pyproject()["build-system"]["requires"], "pip"]]


@pytest.mark.parametrize("req", _runtime_requirements(), ids=str)
def test_every_runtime_dependency_is_in_the_image_lock(req: Requirement) -> None:
    name = canonicalize_name(req.name)
    assert name in RUNTIME, f"{req.name} is not in requirements-runtime.lock: bash scripts/lock.sh"
    assert req.specifier.contains(RUNTIME[name][0], prereleases=True)


@pytest.mark.parametrize("req", _build_requirements(), ids=str)
def test_the_image_build_tools_are_locked(req: Requirement) -> None:
    assert canonicalize_name(req.name) in BUILD, f"{req.name}: bash scripts/lock.sh"


@pytest.mark.parametrize(
    "lock,file",
    [(RUNTIME, "requirements-runtime.lock"), (BUILD, "requirements-build.lock")],
    ids=["runtime", "build"],
)
def test_image_locks_pin_what_requirements_lock_pins(
    lock: dict[str, tuple[Version, list[str]]], file: str
) -> None:
    assert lock, f"{file} holds no pin"
    outside = sorted(n for n in lock if n not in LOCK)
    assert outside == [], f"{file} pins what requirements.lock does not: bash scripts/lock.sh"
    differ = [f"{n}: {v} vs {LOCK[n][0]}" for n, (v, h) in lock.items() if (v, h) != LOCK[n]]
    assert differ == [], f"{file} differs from requirements.lock (version or hashes)"
    assert [n for n, (_v, hashes) in lock.items() if not hashes] == []


def test_no_dev_train_or_grpc_package_in_the_image_lock() -> None:
    extras = _pyproject()["project"]["optional-dependencies"]
    for extra in ("dev", "train", "grpc"):
        for r in extras[extra]:
            name = canonicalize_name(Requirement(r).name)
            assert name not in RUNTIME, f"{r} ({extra}) is in requirements-runtime.lock"
    assert "torch" not in RUNTIME
    build_only = {canonicalize_name(r.name) for r in _build_requirements()}
    assert not build_only & set(RUNTIME), "pip / the build backend would stay in the image"


def test_everything_in_the_image_lock_is_needed_by_the_project() -> None:
    """Each pin is there for the project or for another pin of the file (uv's ``# via``), so
    nothing is in the image that no runtime dependency asked for."""
    via = parse_via(RUNTIME_TEXT)
    assert set(via) == set(RUNTIME)
    roots = {n for n, parents in via.items() if PROJECT in parents}
    assert roots == {canonicalize_name(r.name) for r in _runtime_requirements()}
    orphans = sorted(n for n, parents in via.items() if not parents & (set(RUNTIME) | {PROJECT}))
    assert orphans == []


def test_via_parser_reads_both_layouts() -> None:
    text = (
        "a==1 \\\n    --hash=sha256:" + "a" * 64 + "\n"
        "    # via\n    #   -c requirements.lock\n    #   tw-deid-worker (pyproject.toml)\n"
        "B_c==2 \\\n    --hash=sha256:" + "b" * 64 + "\n    # via a\n"
        "d==3 \\\n    --hash=sha256:" + "d" * 64 + "\n    # via -c requirements.lock\n"
    )
    assert parse_via(text) == {"a": {"tw-deid-worker"}, "b-c": {"a"}, "d": set()}


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
