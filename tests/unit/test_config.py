"""The Helm chart and the Terraform module agree with worker/config.py (no services needed).

* every ``DEID_*`` variable the chart sets (values.yaml ``config`` and the StatefulSet template) is
  a setting ``worker.config.Settings`` reads (field name with the ``DEID_`` prefix, or a validation
  alias);
* the chart sets the per-instance identity from the pod name, the health port and probes of
  worker/health.py, and a grace period above the worker's shutdown bound;
* the Terraform variables' defaults (topic names, group, Vault layout) equal the Settings defaults.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import AliasChoices

from worker.config import Settings

ROOT = Path(__file__).resolve().parents[2]
CHART = ROOT / "helm" / "tw-deid-worker"
STS = CHART / "templates" / "statefulset.yaml"
TF_VARS = ROOT / "terraform" / "variables.tf"
TF_TOPICS = ROOT / "terraform" / "topics.tf"  # written from contracts/topics.py

yaml = pytest.importorskip("yaml")


def settings_env_names() -> set[str]:
    names: set[str] = set()
    prefix = Settings.model_config.get("env_prefix", "")
    for field_name, field in Settings.model_fields.items():
        alias = field.validation_alias
        if isinstance(alias, AliasChoices):
            names.update(a for a in alias.choices if isinstance(a, str))
        elif isinstance(alias, str):
            names.add(alias)
        else:
            names.add(f"{prefix}{field_name}".upper())
    return names


def values() -> dict:
    return yaml.safe_load((CHART / "values.yaml").read_text(encoding="utf-8"))


def chart_env_names() -> set[str]:
    text = STS.read_text(encoding="utf-8")
    from_template = set(re.findall(r"-\s*name:\s*\"?(DEID_[A-Z0-9_]+)", text))
    return from_template | set(values()["config"])


def test_every_deid_variable_of_the_chart_is_a_setting() -> None:
    known = settings_env_names()
    names = chart_env_names()
    assert names, "no DEID_* variable found in the chart"
    unknown = sorted(n for n in names if n.startswith("DEID_") and n not in known)
    assert not unknown, f"the chart sets variables worker/config.py does not read: {unknown}"


def test_values_config_holds_only_deid_names_and_string_values() -> None:
    cfg = values()["config"]
    assert all(k.startswith("DEID_") for k in cfg), sorted(
        k for k in cfg if not k.startswith("DEID_")
    )
    assert all(isinstance(v, str) for v in cfg.values()), (
        "environment values must be strings in values.yaml"
    )
    # Each value is one Settings accepts (types, literals, bounds).
    kwargs = {}
    by_env = {f"DEID_{name}".upper(): name for name in Settings.model_fields}
    for env, value in cfg.items():
        kwargs[by_env[env]] = value
    s = Settings(**kwargs)
    assert s.key_backend == "vault"


def test_values_config_topic_defaults_equal_settings_defaults() -> None:
    cfg = values()["config"]
    for field in (
        "raw_topic",
        "clean_topic",
        "onprem_topic",
        "restore_topic",
        "dlq_topic",
        "state_topic",
        "group_id",
        "vault_mount",
        "vault_path_prefix",
    ):
        assert cfg[f"DEID_{field.upper()}"] == Settings.model_fields[field].default, field


def test_statefulset_identity_probes_and_command() -> None:
    text = STS.read_text(encoding="utf-8")
    assert re.search(r"^kind:\s*StatefulSet\s*$", text, re.M)
    # DEID_TRANSACTIONAL_ID from the pod name (downward API), not from values.
    assert re.search(r"name: POD_NAME\s+valueFrom:\s+fieldRef:\s+fieldPath: metadata\.name", text)
    assert re.search(r"name: DEID_TRANSACTIONAL_ID\s+value: \"[^\"]*\$\(POD_NAME\)\"", text)
    assert "DEID_TRANSACTIONAL_ID" not in values()["config"]
    assert 'command: ["deid-worker", "run"]' in text
    # Probes: the paths of worker/health.py on the port given to DEID_HEALTH_PORT.
    assert re.search(r"name: DEID_HEALTH_PORT\s+value: \{\{ \.Values\.health\.port", text)
    assert re.search(r"livenessProbe:\s+httpGet:\s+path: /livez", text)
    assert re.search(r"readinessProbe:\s+httpGet:\s+path: /readyz", text)
    health_src = (ROOT / "worker" / "health.py").read_text(encoding="utf-8")
    assert '"/livez"' in health_src and '"/readyz"' in health_src
    # The Vault token comes from a Secret, never from values.
    assert re.search(r"name: DEID_VAULT_TOKEN\s+valueFrom:\s+secretKeyRef:", text)


def test_grace_period_covers_the_shutdown_bound() -> None:
    v = values()
    shutdown = float(
        v["config"].get(
            "DEID_SHUTDOWN_TIMEOUT_S", Settings.model_fields["shutdown_timeout_s"].default
        )
    )
    assert v["terminationGracePeriodSeconds"] >= shutdown + 5


def test_security_context_is_strict() -> None:
    v = values()
    assert v["podSecurityContext"]["runAsNonRoot"] is True
    sc = v["securityContext"]
    assert sc["readOnlyRootFilesystem"] is True and sc["allowPrivilegeEscalation"] is False
    assert sc["capabilities"]["drop"] == ["ALL"]


def tf_variable_defaults() -> dict[str, str]:
    text = "\n".join(p.read_text(encoding="utf-8") for p in (TF_VARS, TF_TOPICS))
    out = {}
    for m in re.finditer(r'variable\s+"(\w+)"\s*\{(.*?)\n\}', text, re.S):
        d = re.search(r'^\s*default\s*=\s*"([^"]*)"', m.group(2), re.M)
        if d:
            out[m.group(1)] = d.group(1)
        else:
            n = re.search(r"^\s*default\s*=\s*(\d+)\s*$", m.group(2), re.M)
            if n:
                out[m.group(1)] = n.group(1)
    return out


@pytest.mark.parametrize(
    "tf_name,field",
    [
        ("raw_topic", "raw_topic"),
        ("clean_topic", "clean_topic"),
        ("onprem_topic", "onprem_topic"),
        ("restore_topic", "restore_topic"),
        ("dlq_topic", "dlq_topic"),
        ("state_topic", "state_topic"),
        ("group_id", "group_id"),
        ("vault_mount", "vault_mount"),
        ("vault_path_prefix", "vault_path_prefix"),
        ("partitions", "partitions"),
    ],
)
def test_terraform_defaults_equal_settings_defaults(tf_name: str, field: str) -> None:
    defaults = tf_variable_defaults()
    assert tf_name in defaults, (
        f"variable {tf_name} has no literal default in terraform/variables.tf or topics.tf"
    )
    assert defaults[tf_name] == str(Settings.model_fields[field].default)


def test_terraform_transactional_prefix_equals_chart_prefix() -> None:
    assert tf_variable_defaults()["transactional_id_prefix"] == values()["transactionalIdPrefix"]


def test_the_name_extraction_catches_an_unknown_variable() -> None:
    """The check above can fail: a misspelt name is not among the known ones."""
    known = settings_env_names()
    assert (
        "DEID_BOOTSTRAP_SERVERS" in known and "VAULT_TOKEN" in known and "DEID_VAULT_ADDR" in known
    )
    assert "DEID_BOOTSTRAP_SERVER" not in known and "DEID_VAULT_ROLES" not in known
