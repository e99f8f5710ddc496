#!/usr/bin/env bash
# Write requirements.lock, the file scripts/bootstrap.sh installs from: every runtime and dev
# dependency of pyproject.toml and the build backend ([build-system] requires, and pip), each
# pinned with the sha256 of every file PyPI has for it (all platforms, Python 3.11+). The extras
# train (PyTorch) and grpc stay out. Versions already in the lock are kept where pyproject allows
# them; `bash scripts/lock.sh --upgrade` moves everything to the newest allowed.
# Run it after changing a dependency in pyproject.toml: tests/unit/test_lock.py fails until then.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
uv=.venv/bin/uv
[ -x "$uv" ] || uv="$(command -v uv)" || { echo "lock.sh: uv missing (dev extra): bash scripts/bootstrap.sh" >&2; exit 1; }
build_requires() {
  .venv/bin/python - <<'PY'
import tomllib

with open("pyproject.toml", "rb") as f:
    print("\n".join([*tomllib.load(f)["build-system"]["requires"], "pip"]))
PY
}
build_requires | "$uv" pip compile pyproject.toml - --extra dev --generate-hashes --universal \
  --python-version 3.11 --custom-compile-command "bash scripts/lock.sh" --quiet \
  -o requirements.lock "$@"
echo "lock.sh: requirements.lock written ($(grep -c '^[A-Za-z0-9]' requirements.lock) packages)"
