#!/usr/bin/env bash
# Create .venv (Python 3.11+) and install the project with its dev extras; skipped when up to date.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
py="${PYTHON:-python3}"
"$py" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' || { echo "bootstrap: Python 3.11+ needed ($py)" >&2; exit 1; }
[ -x .venv/bin/python ] || "$py" -m venv .venv
stamp=".venv/.installed-$(sha256sum pyproject.toml | cut -c1-16)"
if [ ! -f "$stamp" ]; then
  echo "bootstrap: installing the project into .venv (first run: about a minute)"
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[dev]"
  rm -f .venv/.installed-*
  touch "$stamp"
fi
