"""The rendered chart (default and production values): pod hardening, shutdown bound, KEDA bound,
metrics, OTLP and Vault login settings, and the values the chart refuses to render."""

from __future__ import annotations

import pytest

from tests.unit.deploy._render import (
    PRODUCTION,
    by_kind,
    container_env,
    needs_helm,
    one,
    render,
    render_error,
)
from worker.config import Settings

pytestmark = needs_helm

VARIANTS = {"default": (), "production": (PRODUCTION,)}


@pytest.fixture(scope="module", params=sorted(VARIANTS))
def rendered(request: pytest.FixtureRequest) -> tuple[str, list[dict]]:
    return request.param, render(*VARIANTS[request.param])


def pod_spec(docs: list[dict]) -> dict:
    return one(docs, "StatefulSet")["spec"]["template"]["spec"]


def test_pod_and_container_hardening(rendered: tuple[str, list[dict]]) -> None:
    _, docs = rendered
    spec = pod_spec(docs)
    psc = spec["securityContext"]
    assert psc["runAsNonRoot"] is True
    assert isinstance(psc["runAsUser"], int) and psc["runAsUser"] > 0
    assert psc["runAsGroup"] > 0
    assert psc["seccompProfile"] == {"type": "RuntimeDefault"}
    assert spec["automountServiceAccountToken"] is False
    for c in spec["containers"] + spec.get("initContainers", []):
        sc = c["securityContext"]
        assert sc["readOnlyRootFilesystem"] is True, c["name"]
        assert sc["allowPrivilegeEscalation"] is False, c["name"]
        assert sc["capabilities"]["drop"] == ["ALL"], c["name"]
        assert not sc["capabilities"].get("add"), c["name"]
        assert sc.get("privileged") in (None, False), c["name"]
        # Writable paths are volumes only: /tmp (memory emptyDir) and read-only secret mounts.
        mounts = {m["mountPath"]: m for m in c["volumeMounts"]}
        assert "/tmp" in mounts
        assert all(m.get("readOnly") for p, m in mounts.items() if p != "/tmp"), mounts


def test_grace_period_exceeds_the_shutdown_bound(rendered: tuple[str, list[dict]]) -> None:
    _, docs = rendered
    spec = pod_spec(docs)
    env = container_env(one(docs, "StatefulSet"))
    default = Settings.model_fields["shutdown_timeout_s"].default
    shutdown = (
        float(env["DEID_SHUTDOWN_TIMEOUT_S"]["value"])
        if "DEID_SHUTDOWN_TIMEOUT_S" in env
        else default
    )
    assert spec["terminationGracePeriodSeconds"] > shutdown
    assert spec["terminationGracePeriodSeconds"] >= shutdown + 5


def test_grace_period_below_the_bound_is_refused() -> None:
    err = render_error(sets={"terminationGracePeriodSeconds": 20})
    assert "terminationGracePeriodSeconds" in err


def test_probes_and_command(rendered: tuple[str, list[dict]]) -> None:
    _, docs = rendered
    (c,) = pod_spec(docs)["containers"]
    assert c["command"] == ["deid-worker", "run"]
    assert c["livenessProbe"]["httpGet"]["path"] == "/livez"
    assert c["startupProbe"]["httpGet"]["path"] == "/livez"
    assert c["readinessProbe"]["httpGet"]["path"] == "/readyz"
    ports = {p["name"]: p["containerPort"] for p in c["ports"]}
    env = container_env(one(docs, "StatefulSet"))
    assert env["DEID_HEALTH_PORT"]["value"] == str(ports["health"])


def test_metrics_port_env_annotations_and_service(rendered: tuple[str, list[dict]]) -> None:
    name, docs = rendered
    sts = one(docs, "StatefulSet")
    env = container_env(sts)
    (c,) = sts["spec"]["template"]["spec"]["containers"]
    ports = {p["name"]: p["containerPort"] for p in c["ports"]}
    assert ports["metrics"] == 9464 and env["DEID_METRICS_PORT"]["value"] == "9464"
    ann = sts["spec"]["template"]["metadata"]["annotations"]
    assert ann["prometheus.io/scrape"] == "true" and ann["prometheus.io/port"] == "9464"
    assert ann["prometheus.io/path"] == "/metrics"
    svc = one(docs, "Service")
    assert {p["name"]: p["port"] for p in svc["spec"]["ports"]}["metrics"] == 9464
    monitors = by_kind(docs, "ServiceMonitor")
    if name == "default":
        assert not monitors, "the ServiceMonitor is optional (off by default)"
    else:
        (sm,) = monitors
        assert sm["spec"]["endpoints"][0]["port"] == "metrics"
        assert sm["spec"]["selector"]["matchLabels"].items() <= svc["metadata"]["labels"].items()


def test_metrics_off_removes_port_env_and_annotations() -> None:
    docs = render(sets={"metrics.enabled": False})
    sts = one(docs, "StatefulSet")
    assert "DEID_METRICS_PORT" not in container_env(sts)
    assert "prometheus.io/scrape" not in sts["spec"]["template"]["metadata"]["annotations"]
    assert not by_kind(docs, "ServiceMonitor")


def test_otel_environment() -> None:
    docs = render(sets={"otel.endpoint": "http://otel-collector.observability.svc:4318"})
    env = container_env(one(docs, "StatefulSet"))
    assert (
        env["OTEL_EXPORTER_OTLP_ENDPOINT"]["value"]
        == "http://otel-collector.observability.svc:4318"
    )
    assert env["OTEL_SERVICE_NAME"]["value"] == "tw-deid-worker"
    attrs = dict(kv.split("=", 1) for kv in env["OTEL_RESOURCE_ATTRIBUTES"]["value"].split(","))
    assert attrs["deployment.environment"] == "dev"
    assert attrs["k8s.namespace.name"] == "tw-deid"
    assert attrs["service.instance.id"] == "$(POD_NAME)"
    # POD_NAME is defined before the variables that reference it (Kubernetes expands in order).
    names = list(env)
    assert names.index("POD_NAME") < names.index("OTEL_RESOURCE_ATTRIBUTES")
    assert "OTEL_EXPORTER_OTLP_ENDPOINT" not in container_env(one(render(), "StatefulSet"))


def test_default_vault_login_is_the_token_secret() -> None:
    env = container_env(one(render(), "StatefulSet"))
    assert env["DEID_VAULT_AUTH_METHOD"]["value"] == "token"
    assert (
        env["DEID_VAULT_TOKEN"]["valueFrom"]["secretKeyRef"]["name"] == "tw-deid-worker-vault-token"
    )
    assert "DEID_VAULT_ROLE" not in env


def test_production_values() -> None:
    docs = render(PRODUCTION)
    sts = one(docs, "StatefulSet")
    env = container_env(sts)
    assert env["DEID_ENV"]["value"] == "production"
    assert env["DEID_KEY_BACKEND"]["value"] == "vault"
    assert "DEID_DEV_KEY_FILE" not in env
    # Vault Kubernetes auth with a projected, audience-bound token; no token Secret.
    assert env["DEID_VAULT_AUTH_METHOD"]["value"] == "kubernetes"
    assert env["DEID_VAULT_ROLE"]["value"] == "tw-deid-worker"
    assert env["DEID_VAULT_AUTH_MOUNT"]["value"] == "kubernetes"
    token_path = env["DEID_VAULT_SA_TOKEN_PATH"]["value"]
    assert "DEID_VAULT_TOKEN" not in env and "VAULT_TOKEN" not in env
    spec = sts["spec"]["template"]["spec"]
    vols = {v["name"]: v for v in spec["volumes"]}
    (src,) = vols["vault-sa-token"]["projected"]["sources"]
    assert src["serviceAccountToken"]["audience"] == "vault"
    (c,) = spec["containers"]
    mount = next(m for m in c["volumeMounts"] if m["name"] == "vault-sa-token")
    assert f"{mount['mountPath']}/{src['serviceAccountToken']['path']}" == token_path
    assert spec["automountServiceAccountToken"] is False
    # KEDA owns the replica count.
    assert "replicas" not in sts["spec"]
    one(docs, "ScaledObject")


def test_keda_is_off_by_default() -> None:
    docs = render()
    assert not by_kind(docs, "ScaledObject")
    assert one(docs, "StatefulSet")["spec"]["replicas"] == 3


def test_keda_scaled_object_targets_the_raw_topic_lag_within_the_partitions() -> None:
    docs = render(PRODUCTION)
    so = one(docs, "ScaledObject")
    sts = one(docs, "StatefulSet")
    env = container_env(sts)
    assert so["spec"]["scaleTargetRef"] == {
        "apiVersion": "apps/v1",
        "kind": "StatefulSet",
        "name": sts["metadata"]["name"],
    }
    (trigger,) = so["spec"]["triggers"]
    assert trigger["type"] in ("kafka", "apache-kafka")
    meta = trigger["metadata"]
    assert meta["topic"] == env["DEID_RAW_TOPIC"]["value"]
    assert meta["consumerGroup"] == env["DEID_GROUP_ID"]["value"]
    assert meta["bootstrapServers"] == env["DEID_BOOTSTRAP_SERVERS"]["value"]
    assert int(meta["lagThreshold"]) > 0
    import yaml

    partitions = yaml.safe_load(PRODUCTION.read_text(encoding="utf-8"))["kafka"][
        "rawTopicPartitions"
    ]
    assert 1 <= so["spec"]["minReplicaCount"] <= so["spec"]["maxReplicaCount"] <= partitions


@pytest.mark.parametrize(
    "sets,needle",
    [
        (
            {"keda.enabled": True, "keda.maxReplicaCount": 4, "kafka.rawTopicPartitions": 3},
            "must be <= kafka.rawTopicPartitions",
        ),
        (
            {"keda.enabled": True, "keda.minReplicaCount": 3, "keda.maxReplicaCount": 2},
            "keda.minReplicaCount",
        ),
        ({"keda.enabled": True, "kafka.rawTopicPartitions": 0}, "kafka.rawTopicPartitions"),
        ({"keda.enabled": True, "keda.triggerType": "prometheus"}, "keda.triggerType"),
    ],
)
def test_keda_bounds_are_enforced(sets: dict, needle: str) -> None:
    assert needle in render_error(sets=sets)


def test_keda_max_equal_to_partitions_renders() -> None:
    docs = render(
        sets={"keda.enabled": True, "keda.maxReplicaCount": 3, "kafka.rawTopicPartitions": 3}
    )
    assert one(docs, "ScaledObject")["spec"]["maxReplicaCount"] == 3


@pytest.mark.parametrize(
    "sets,needle",
    [
        (
            {"config.DEID_ENV": "production", "config.DEID_KEY_BACKEND": "dev-file"},
            "no dev key in production",
        ),
        (
            {
                "config.DEID_ENV": "production",
                "config.DEID_DEV_KEY_FILE": "/var/lib/tw-deid-worker/k",
            },
            "DEID_DEV_KEY_FILE",
        ),
        ({"vault.auth.method": "ldap"}, "vault.auth.method"),
        ({"vault.auth.method": "approle"}, "secretIdSecret"),
        ({"vault.auth.method": "kubernetes", "vault.auth.role": ""}, "vault.auth.role"),
        ({"vault.tokenSecret.name": ""}, "vault.tokenSecret.name"),
        ({"config.DEID_METRICS_PORT": "1"}, "set by the chart"),
        ({"config.DEID_VAULT_ROLE": "x"}, "set by the chart"),
        ({"metrics.port": 8080}, "must differ"),
    ],
)
def test_refused_values(sets: dict, needle: str) -> None:
    assert needle in render_error(sets=sets)


def test_production_values_cannot_be_switched_back_to_a_dev_key() -> None:
    assert "no dev key" in render_error(PRODUCTION, sets={"config.DEID_KEY_BACKEND": "dev-file"})


def test_approle_login_takes_the_secret_id_from_a_secret() -> None:
    docs = render(sets={"vault.auth.method": "approle", "vault.auth.role": "role-id-1",
                        "vault.auth.approle.secretIdSecret.name": "tw-deid-approle"})  # fmt: skip
    env = container_env(one(docs, "StatefulSet"))
    assert env["DEID_VAULT_AUTH_MOUNT"]["value"] == "approle"
    assert env["DEID_VAULT_SECRET_ID"]["valueFrom"]["secretKeyRef"]["name"] == "tw-deid-approle"
    assert "DEID_VAULT_TOKEN" not in env


def test_network_policy_admits_scrapers_only_to_the_metrics_port() -> None:
    docs = render(
        sets={"networkPolicy.metricsFrom[0].namespaceSelector.matchLabels.team": "monitoring"}
    )
    (rule,) = one(docs, "NetworkPolicy")["spec"]["ingress"]
    assert rule["ports"] == [{"port": 9464, "protocol": "TCP"}]
    assert one(render(), "NetworkPolicy")["spec"]["ingress"] == []
