"""The Vault policies Terraform writes (terraform/vault.tf), loaded into a real OpenBao and used
by the worker's own key provider: the worker's policy creates and reads scope keys but can neither
shred a case nor mark it forgotten; the shred policy alone runs ``forget-case`` end to end (marker
first, then the key, all versions); the restore policy only reads. The worker's token carries no
"default" policy (as the token role issues it), so its own lookup-self and renew-self must come
from the worker policy. The rules are read from the .tf files, not copied here."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import hvac
import pytest

from worker.keys import CaseForgotten, KeyMissing, VaultAuthError
from worker.keys.vault import VaultKeyProvider

pytestmark = pytest.mark.integration
pytest.importorskip("hcl2", reason="python-hcl2 (dev dependency) is not installed")

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location(
    "check_terraform_pol", ROOT / "scripts" / "check_terraform.py"
)
ct = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = ct
_spec.loader.exec_module(ct)  # type: ignore[union-attr]


def policy_hcl(name: str, mount: str, prefix: str) -> str:
    """data.vault_policy_document.<name> rendered as Vault policy HCL for this mount and prefix."""
    docs = ct.load(ROOT / "terraform")
    loc = ct._locals(docs)
    out = []
    for path, caps in ct._caps(ct._data(docs, "vault_policy_document")[name]):
        p = path.strip('"')
        if p.startswith("local."):
            p = ct._unwrap(loc[p.removeprefix("local.")]).strip('"')
        p = p.replace("${var.vault_mount}", mount).replace("${local.key_prefix}", prefix)
        assert not re.search(r"\$\{", p), p
        out.append(f'path "{p}" {{ capabilities = {sorted(caps)!r} }}'.replace("'", '"'))
    return "\n".join(out)


@pytest.fixture
def tokens(vault, unique):
    addr, root = vault
    c = hvac.Client(url=addr, token=root)
    prefix = f"pol{unique}/scopes"
    out = {}
    for name in ("worker", "restore", "shred"):
        c.sys.create_or_update_policy(f"deid-{name}-{unique}", policy_hcl(name, "secret", prefix))
        # the worker's token as the Terraform token role issues it (no "default" policy); people's
        # restore and shred tokens keep Vault's default policy
        tok = c.auth.token.create(
            policies=[f"deid-{name}-{unique}"], no_default_policy=name == "worker", ttl="10m"
        )
        out[name] = tok["auth"]["client_token"]
    return addr, prefix, out


def provider(addr: str, token: str, prefix: str) -> VaultKeyProvider:
    return VaultKeyProvider(addr, token=token, mount="secret", prefix=prefix, forgotten_check_s=0.0)


def test_the_worker_policy_creates_and_reads_keys_and_cannot_shred(tokens):
    addr, prefix, tok = tokens
    worker = provider(addr, tok["worker"], prefix)
    key = worker.create_scope_key("case-pol-1")
    assert worker.scope_key("case-pol-1").key == key.key
    assert provider(addr, tok["restore"], prefix).scope_key("case-pol-1").key == key.key
    with pytest.raises(VaultAuthError):
        worker.forget_case(
            "case-pol-1"
        )  # not even the marker: the worker cannot make a case unreadable
    fresh = provider(addr, tok["worker"], prefix)
    assert not fresh.is_forgotten("case-pol-1")
    assert fresh.scope_key("case-pol-1").key == key.key


def test_the_shred_policy_runs_forget_case_and_the_case_stays_forgotten(tokens):
    addr, prefix, tok = tokens
    provider(addr, tok["worker"], prefix).create_scope_key("case-pol-2")
    provider(addr, tok["shred"], prefix).forget_case("case-pol-2")
    worker = provider(addr, tok["worker"], prefix)
    assert worker.is_forgotten("case-pol-2")
    with pytest.raises((CaseForgotten, KeyMissing)):
        worker.scope_key("case-pol-2")
    with pytest.raises(CaseForgotten):
        worker.create_scope_key("case-pol-2")  # never re-created for a forgotten case
    # the restore role cannot open it either, and cannot write anything
    restore = provider(addr, tok["restore"], prefix)
    with pytest.raises((CaseForgotten, KeyMissing)):
        restore.scope_key("case-pol-2")
