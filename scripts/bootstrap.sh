#!/usr/bin/env bash
# Create .venv (Python 3.11+) and install the project with its dev extras from requirements.lock
# (every version pinned, every file's sha256 checked: pip --require-hashes), then the project
# itself without dependencies; skipped while the lock and pyproject.toml are unchanged.
# requirements.lock is made from pyproject.toml by scripts/lock.sh.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
py="${PYTHON:-python3}"
"$py" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' || { echo "bootstrap: Python 3.11+ needed ($py)" >&2; exit 1; }
[ -x .venv/bin/python ] || "$py" -m venv .venv
stamp=".venv/.installed-$(cat requirements.lock pyproject.toml | sha256sum | cut -c1-16)"
if [ ! -f "$stamp" ]; then
  echo "bootstrap: installing the project into .venv from requirements.lock (first run: about a minute)"
  # pip, setuptools and wheel are in the lock too: the editable build uses those (no build isolation).
  .venv/bin/python -m pip install -q --require-hashes -r requirements.lock
  .venv/bin/python -m pip install -q --no-deps --no-build-isolation -e .
  rm -f .venv/.installed-*
  touch "$stamp"
fi
