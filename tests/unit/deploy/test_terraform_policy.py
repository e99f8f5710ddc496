"""Terraform, parsed (python-hcl2) and checked by scripts/check_terraform.py: the worker never reads
restore maps back, only the restore role reads the restore-map topic, least privilege for Vault."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytest.importorskip("hcl2", reason="python-hcl2 (dev dependency) is not installed")

ROOT = Path(__file__).resolve().parents[3]
TF = ROOT / "terraform"
_spec = importlib.util.spec_from_file_location(
    "check_terraform", ROOT / "scripts" / "check_terraform.py"
)
ct = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = ct
_spec.loader.exec_module(ct)  # type: ignore[union-attr]


def parsed_with(file: str, old: str, new: str) -> dict[str, dict]:
    import hcl2

    docs = ct.load(TF)
    text = (TF / file).read_text(encoding="utf-8")
    assert old in text, old
    docs[file] = hcl2.loads(text.replace(old, new))
    return docs


def test_every_file_parses_and_the_policy_holds() -> None:
    docs = ct.load(TF)
    assert set(docs) >= {"kafka.tf", "vault.tf", "variables.tf", "outputs.tf", "versions.tf"}
    assert ct.check(docs) == []


def test_the_worker_cannot_read_the_restore_topic() -> None:
    acls = ct.kafka_acls(ct.load(TF))
    worker_on_restore = {
        a.op
        for a in acls
        if a.principal == "var.worker_principal" and a.resource == "var.restore_topic"
    }
    assert worker_on_restore == {"Write", "Describe", "DescribeConfigs"}
    readers = {
        a.principal for a in acls if a.resource == "var.restore_topic" and a.op in ("Read", "All")
    }
    assert readers == {"var.restore_reader_principals"}
    onprem = {
        a.principal for a in acls if a.resource == "var.onprem_topic" and a.op in ("Read", "All")
    }
    assert onprem == {"var.onprem_reader_principals"}


def test_the_expansion_resolves_the_output_topic_loop() -> None:
    acls = ct.kafka_acls(ct.load(TF))
    writes = {
        a.resource
        for a in acls
        if a.principal == "var.worker_principal" and a.op == "Write" and a.type == "Topic"
    }
    assert writes == {
        "var.clean_topic",
        "var.onprem_topic",
        "var.restore_topic",
        "var.dlq_topic",
        "var.state_topic",
    }


RESTORE_LOOP = 'for k in ["clean", "onprem", "restore", "dlq", "state"] : {'


@pytest.mark.parametrize(
    "file,old,new,rule",
    [
        # The worker gets Read on every output topic, the restore maps included.
        (
            "kafka.tf",
            '"${k}-write"           = { type = "Topic", name = local.topics[k].name, pattern = '
            '"Literal", op = "Write", principal = var.worker_principal }',
            '"${k}-write"           = { type = "Topic", name = local.topics[k].name, pattern = '
            '"Literal", op = "Write", principal = var.worker_principal }\n        "${k}-read"      '
            '      = { type = "Topic", name = local.topics[k].name, pattern = "Literal", op = '
            '"Read", principal = var.worker_principal }',
            "worker-no-restore-read",
        ),
        # The clean readers are given the restore topic.
        (
            "kafka.tf",
            '"clean-reader-${p}-read"  = { type = "Topic", name = var.clean_topic,',
            '"clean-reader-${p}-read"  = { type = "Topic", name = var.restore_topic,',
            "restricted-readers",
        ),
        # The precondition that keeps the worker out of the restore readers is gone.
        (
            "kafka.tf",
            "condition     = !contains(var.restore_reader_principals, var.worker_principal)",
            "condition     = true",
            "worker-no-restore-read",
        ),
        (
            "kafka.tf",
            '"raw-describe" = { type = "Topic", name = var.raw_topic, pattern = "Literal", op = '
            '"Describe"',
            '"raw-describe" = { type = "Topic", name = var.raw_topic, pattern = "Literal", op = '
            '"All"',
            "worker-least-privilege",
        ),
        (
            "vault.tf",
            'capabilities = ["create", "read"]',
            'capabilities = ["create", "read", "update"]',
            "vault-worker-policy",
        ),
        (
            "vault.tf",
            'capabilities = ["read"]\n    description  = "tw-deid restore',
            'capabilities = ["read", "list"]\n    description  = "tw-deid restore',
            "vault-worker-policy",
        ),
        (
            "vault.tf",
            "allowed_policies        = [vault_policy.worker.name]",
            "allowed_policies        = [vault_policy.worker.name, vault_policy.restore.name]",
            "vault-worker-policy",
        ),
    ],
)
def test_each_breach_is_caught(file: str, old: str, new: str, rule: str) -> None:
    found = ct.check(parsed_with(file, old, new))
    assert any(f": {rule}:" in p for p in found), found


def test_an_acl_in_another_shape_is_not_silently_skipped() -> None:
    docs = parsed_with(
        "kafka.tf",
        '"raw-read"     = { type = "Topic", name = var.raw_topic, pattern = "Literal", op = '
        '"Read", principal = var.worker_principal }',
        '"raw-read"     = { op = "Read", type = "Topic", name = var.restore_topic, pattern = '
        '"Literal", principal = var.worker_principal }',
    )
    with pytest.raises(ValueError, match="cannot check it"):
        ct.check(docs)
