#!/usr/bin/env bash
# Write the lock files, each pin with the sha256 of every file PyPI has for it (all platforms,
# Python 3.11+):
#   requirements.lock          what scripts/bootstrap.sh installs: every runtime and dev dependency
#                              of pyproject.toml and the build backend ([build-system] requires,
#                              and pip). The extras train (PyTorch) and grpc stay out.
#   requirements-runtime.lock  what the image installs (Dockerfile): the runtime dependencies only,
#   requirements-build.lock    and the tools that build the project wheel there (pip and the build
#                              backend); both resolved under requirements.lock as a constraint, so
#                              every version in them is the one the suite was run with.
# Versions already in the lock are kept where pyproject allows them; `bash scripts/lock.sh
# --upgrade` moves everything to the newest allowed (extra arguments go to the first resolution).
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
compile() { "$uv" pip compile "$@" --generate-hashes --universal --python-version 3.11 \
  --custom-compile-command "bash scripts/lock.sh" --quiet; }
build_requires | compile pyproject.toml - --extra dev -o requirements.lock "$@"
compile pyproject.toml -c requirements.lock -o requirements-runtime.lock
build_requires | compile - -c requirements.lock -o requirements-build.lock
for f in requirements.lock requirements-runtime.lock requirements-build.lock; do
  echo "lock.sh: $f written ($(grep -c '^[A-Za-z0-9]' "$f") packages)"
done
