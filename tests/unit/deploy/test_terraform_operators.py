"""Terraform grants the operators' one-off commands what they do and no more: `deid-worker replay`
(dead-letter topic → raw topic, one transaction under the replay group) and `deid-worker
forget-case` (forgotten marker and key deletion in Vault, state tombstones on Kafka)."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

pytest.importorskip("hcl2", reason="python-hcl2 (dev dependency) is not installed")

from worker.config import Settings
from worker.keys.vault import FORGOTTEN
from worker.stream import changelog
from worker.stream.replay import default_group

ROOT = Path(__file__).resolve().parents[3]
TF = ROOT / "terraform"
_spec = importlib.util.spec_from_file_location(
    "check_terraform_ops", ROOT / "scripts" / "check_terraform.py"
)
ct = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = ct
_spec.loader.exec_module(ct)  # type: ignore[union-attr]

OPS = "var.operator_principals"


def operator_acls() -> set[tuple[str, str, str, str]]:
    return {
        (a.type, a.resource, a.pattern, a.op)
        for a in ct.kafka_acls(ct.load(TF))
        if a.principal == OPS
    }


def test_replay_reads_the_dead_letters_and_writes_the_raw_topic_in_its_own_transaction() -> None:
    acls = operator_acls()
    assert {
        ("Topic", "var.dlq_topic", "Literal", "Read"),
        ("Group", "local.replay_group", "Literal", "Read"),
        ("Topic", "var.raw_topic", "Literal", "Write"),
        ("TransactionalID", "local.replay_group", "Literal", "Write"),
    } <= acls
    # the replay group Terraform names is the one the command uses by default
    text = (TF / "kafka.tf").read_text(encoding="utf-8")
    m = re.search(r'replay_group\s*=\s*"\$\{var\.group_id\}(-[a-z]+)"', text)
    assert m, "locals.replay_group is not derived from var.group_id"
    s = Settings()
    assert default_group(s) == s.group_id + m.group(1)


def test_forget_case_tombstones_the_state_topic_under_its_scan_groups() -> None:
    acls = operator_acls()
    assert ("Topic", "var.state_topic", "Literal", "Write") in acls
    prefixes = [r for (t, r, p, op) in acls if t == "Group" and p == "Prefixed" and op == "Read"]
    assert prefixes == ['"deid-state-"']
    source = Path(changelog.__file__).read_text(encoding="utf-8")
    groups = re.findall(r'"group\.id": f"([a-z-]+)\{', source)
    assert groups and all(g.startswith("deid-state-") for g in groups), groups


def test_operators_read_nothing_but_the_dead_letters_and_the_state() -> None:
    reads = {r for (t, r, _p, op) in operator_acls() if t == "Topic" and op in ("Read", "All")}
    assert reads == {"var.dlq_topic", "var.state_topic"}


def test_the_worker_cannot_be_an_operator() -> None:
    text = (TF / "kafka.tf").read_text(encoding="utf-8")
    assert "!contains(var.operator_principals, var.worker_principal)" in text


def test_the_shred_policy_marks_the_case_forgotten_before_deleting_its_key() -> None:
    docs = ct.load(TF)
    rules = ct._caps(ct._data(docs, "vault_policy_document")["shred"])
    by_path = {p.strip('"'): caps for p, caps in rules}
    marker = [p for p in by_path if p.endswith(f"/{FORGOTTEN}/*")]
    assert marker and by_path[marker[0]] == {"create", "read"}
    assert any(p.endswith("/_pipeline") and c == {"read"} for p, c in by_path.items())
    assert any("/metadata/" in p and c == {"delete"} for p, c in by_path.items())
    assert len(by_path) == 3
