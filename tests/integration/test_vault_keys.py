"""Scope keys in a real Vault-API server (OpenBao): created once, shared by racing workers, never
silently replaced, shreddable."""

from __future__ import annotations

import threading
from datetime import UTC, datetime

import hvac
import pytest

from contracts import RawDocumentEvent
from worker.keys import CaseForgotten, KeyMismatch, KeyMissing, KeyUnavailable
from worker.keys.vault import VaultKeyProvider
from worker.pipeline import Pipeline
from worker.restore.maps import decrypt

pytestmark = pytest.mark.integration


def _provider(vault, prefix: str) -> VaultKeyProvider:
    addr, token = vault
    return VaultKeyProvider(addr, token, mount="secret", prefix=prefix, ttl_s=60)


def _doc(case: str, doc: str = "d1") -> RawDocumentEvent:
    return RawDocumentEvent(
        document_id=doc,
        case_id=case,
        text="原告王小明（身分證統一編號A123456789）主張被告林美華應返還借款。",
        source_system="test",
        created_at=datetime(2024, 5, 1, tzinfo=UTC),
    )


def test_same_case_same_key_other_case_other_key(vault, unique):
    a, b = _provider(vault, f"t{unique}"), _provider(vault, f"t{unique}")
    a.create_scope_key("case-1")
    a.create_scope_key("case-2")
    assert a.scope_key("case-1").key == b.scope_key("case-1").key
    assert a.scope_key("case-1").key != a.scope_key("case-2").key
    assert a.case_ref("case-1") == b.case_ref("case-1") != a.case_ref("case-2")
    v1, v2 = a.scope_key("case-1").version, a.scope_key("case-2").version
    assert v1.startswith("vault-") and v1 != v2  # a fingerprint of the key, not a constant label


def test_racing_workers_agree_on_a_new_case_key(vault, unique):
    providers = [_provider(vault, f"t{unique}") for _ in range(6)]
    keys: list[bytes] = []
    barrier = threading.Barrier(len(providers))

    def fetch(p: VaultKeyProvider) -> None:
        barrier.wait()
        keys.append(p.create_scope_key("case-race").key)

    threads = [threading.Thread(target=fetch, args=(p,)) for p in providers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(keys) == len(providers) and len(set(keys)) == 1


def test_vault_path_never_holds_the_case_id(vault, unique):
    addr, token = vault
    p = _provider(vault, f"t{unique}")
    p.create_scope_key("112年度訴字第123號")
    client = hvac.Client(url=addr, token=token)
    listed = client.secrets.kv.v2.list_secrets(path=f"t{unique}", mount_point="secret")["data"][
        "keys"
    ]
    assert all("訴" not in k and "123" not in k for k in listed)
    assert p.case_ref("112年度訴字第123號") in listed


def test_pseudonyms_stable_across_worker_restarts_and_shredding_makes_maps_unreadable(
    vault, unique
):
    first = Pipeline(_provider(vault, f"t{unique}")).process_event(_doc("case-s"))
    second = Pipeline(_provider(vault, f"t{unique}")).process_event(
        _doc("case-s")
    )  # a "restarted" worker
    assert first.clean.text == second.clean.text
    key_before = _provider(vault, f"t{unique}").scope_key("case-s")
    decrypt(first.restore_map, key_before)  # readable with the case key

    p = _provider(vault, f"t{unique}")
    p.forget_case("case-s")
    with pytest.raises(CaseForgotten):
        p.scope_key("case-s")
    with pytest.raises(CaseForgotten):  # never re-created, by any worker
        _provider(vault, f"t{unique}").create_scope_key("case-s")
    with pytest.raises(CaseForgotten):  # a later document: a dead letter, not a crash
        Pipeline(p).process_event(_doc("case-s", "d2"))


def test_a_case_with_state_never_gets_a_new_key(vault, unique):
    addr, token = vault
    p = _provider(vault, f"t{unique}")
    pipeline = Pipeline(p)
    pipeline.process_event(_doc("case-k"))  # its state now exists (pipeline.states)
    hvac.Client(url=addr, token=token).secrets.kv.v2.delete_metadata_and_all_versions(
        path=f"t{unique}/{p.case_ref('case-k')}", mount_point="secret"
    )
    with pytest.raises(KeyMissing) as e:
        Pipeline(_provider(vault, f"t{unique}"), states=pipeline.states).process_event(
            _doc("case-k", "d2")
        )
    assert "case-k" not in str(e.value)
    # A key put there by someone else does not open the state: fatal too, never new pseudonyms.
    hvac.Client(url=addr, token=token).secrets.kv.v2.create_or_update_secret(
        path=f"t{unique}/{p.case_ref('case-k')}", secret={"key": "ab" * 32}, mount_point="secret"
    )
    with pytest.raises(KeyMismatch):
        Pipeline(_provider(vault, f"t{unique}"), states=pipeline.states).process_event(
            _doc("case-k", "d3")
        )


def test_slow_vault_is_transient(unique):
    import socket

    with socket.socket() as srv:  # accepts connections, never answers
        srv.bind(("127.0.0.1", 0))
        srv.listen(8)
        p = VaultKeyProvider(
            f"http://127.0.0.1:{srv.getsockname()[1]}", "token", prefix=f"t{unique}", timeout_s=0.5
        )
        with pytest.raises(KeyUnavailable):
            p.scope_key("case-1")


def test_unreachable_vault_is_transient_not_a_document_error(unique):
    p = VaultKeyProvider("http://127.0.0.1:1", "token", prefix=f"t{unique}", timeout_s=1)
    with pytest.raises(KeyUnavailable) as e:
        p.scope_key("case-1")
    assert "case-1" not in str(e.value)
