"""Render the Helm chart with the helm binary scripts/check_deploy.sh builds (.local/bin/helm)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[3]
CHART = ROOT / "helm" / "tw-deid-worker"
PRODUCTION = CHART / "values-production.yaml"
# helm built by `go install` defaults to Kubernetes v1.20 (below the chart's kubeVersion floor).
KUBE_VERSION = "1.30.0"
HELM = Path(os.environ.get("DEID_HELM", ROOT / ".local" / "bin" / "helm"))

needs_helm = pytest.mark.skipif(
    not HELM.is_file(),
    reason=f"{HELM} is missing: run `bash scripts/check_deploy.sh` (scripts/test.sh does) to build "
    "helm",
)


def helm_template(
    *values_files: Path, sets: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    cmd = [
        str(HELM),
        "template",
        "tw-deid-worker",
        str(CHART),
        "--namespace",
        "tw-deid",
        "--kube-version",
        KUBE_VERSION,
    ]
    for f in values_files:
        cmd += ["-f", str(f)]
    for k, v in (sets or {}).items():  # str values as strings, others (int, bool) typed
        typed = str(v).lower() if isinstance(v, bool) else str(v)
        cmd += ["--set-string" if isinstance(v, str) else "--set", f"{k}={typed}"]
    env = os.environ | {"HELM_CACHE_HOME": str(ROOT / ".local" / "helm" / "cache"),
                        "HELM_CONFIG_HOME": str(ROOT / ".local" / "helm" / "config"),
                        "HELM_DATA_HOME": str(ROOT / ".local" / "helm" / "data")}  # fmt: skip
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60, env=env)


def render(*values_files: Path, sets: dict[str, str] | None = None) -> list[dict]:
    r = helm_template(*values_files, sets=sets)
    assert r.returncode == 0, r.stderr
    return [d for d in yaml.safe_load_all(r.stdout) if d]


def render_error(*values_files: Path, sets: dict[str, str] | None = None) -> str:
    r = helm_template(*values_files, sets=sets)
    assert r.returncode != 0, "the chart rendered although it should have refused"
    return r.stderr


def by_kind(docs: list[dict], kind: str) -> list[dict]:
    return [d for d in docs if d.get("kind") == kind]


def one(docs: list[dict], kind: str) -> dict:
    found = by_kind(docs, kind)
    assert len(found) == 1, f"{len(found)} {kind} rendered"
    return found[0]


def container_env(sts: dict) -> dict[str, dict]:
    (c,) = sts["spec"]["template"]["spec"]["containers"]
    return {e["name"]: e for e in c.get("env", [])}
