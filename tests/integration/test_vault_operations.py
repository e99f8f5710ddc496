"""Keys a bank can operate, against a real OpenBao with persistent (raft) storage and the real
broker.

* Vault's storage wiped mid-run: the worker stops with the key-error exit code (6) before anything
  of the cases whose states exist gets a second pseudonym; nothing is dead-lettered or committed.
  With the storage back, a new worker processes every waiting document exactly once, with the first
  pseudonyms.
* Vault stopped for 30 s mid-run: consumption pauses (nothing committed, nothing dead-lettered) and
  resumes by itself once Vault is back; every document once.
* AppRole login with a 10 s token TTL (30 s max TTL) over a 60 s run: renewals and re-logins, no
  dead letter, no restart.
* ``forget-case`` mid-stream: that case's later documents are dead letters ``CaseForgotten``, the
  other cases' are clean, its old restore maps no longer open (exit 77) and its state is tombstoned.

The OpenBao here is private to this module (own folder and ports, ``tests/integration/openbao.py``).
"""

from __future__ import annotations

import subprocess
import sys
import time

import hvac
import pytest

from contracts import CleanDocumentEvent, RestoreMapEvent
from tests.integration.helpers import publish
from tests.integration.openbao import PrivateOpenBao
from tests.integration.streaming import (
    ROOT,
    OutputCounter,
    account,
    event,
    no_stray_workers,  # noqa: F401 - autouse fixture
    settings_for,
    start_worker,
    worker_env,  # fmt: skip
)
from worker.samples import event_bytes
from worker.stream.dlq import from_kafka_headers
from worker.stream.read import read_committed
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration

TEXTS = [
    "原告王小明（身分證統一編號A123456789）主張被告林美華應返還借款新臺幣十萬元。",
    "債權人陳志豪（電話0912-345-678）催告債務人張雅婷於七日內清償。",
    "告訴人李建宏指稱被告吳佩珊於民國112年3月5日在臺北市大安區和平東路二段100號竊取財物。",
]


@pytest.fixture(scope="module")
def bao(tmp_path_factory):
    b = PrivateOpenBao(tmp_path_factory.mktemp("bao"))
    b.start()
    yield b
    b.stop()


def _docs(prefix: str, cases: list[str], n: int, start: int = 0) -> list:
    return [event(f"{prefix}-{i:03d}", cases[i % len(cases)], TEXTS[(i % len(cases)) % len(TEXTS)])
            for i in range(start, start + n)]  # fmt: skip


def _publish(s, docs) -> None:
    publish(s.bootstrap_servers, s.raw_topic, [(d.case_id.encode(), event_bytes(d)) for d in docs])


def _env(s, bao: PrivateOpenBao, unique: str, **extra: str) -> dict[str, str]:
    return worker_env(
        s,
        **{
            **bao.env(),
            "DEID_VAULT_PATH_PREFIX": f"t{unique}",
            "DEID_FORGOTTEN_CHECK_S": "1",
            "DEID_RETRY_BACKOFF_S": "0.5",
            "DEID_RETRY_BACKOFF_MAX_S": "3",
            "DEID_VAULT_TIMEOUT_S": "2",
            **extra,
        },
    )


def _one_pseudonymization_per_case(acc, cases: list[str]) -> None:
    """Every document of a case has the same text, so all its clean texts and key versions must be
    equal."""
    by_case: dict[str, set] = {}
    for m in acc.clean.values():
        ev = CleanDocumentEvent.model_validate_json(m.value())
        by_case.setdefault(ev.case_ref, set()).add((ev.text, ev.key_version))
    assert len(by_case) == len(cases)
    assert all(len(v) == 1 for v in by_case.values()), (
        "a document got other pseudonyms than its case's first ones"
    )
    assert all(v.pop()[1].startswith("vault-") for v in by_case.values())


def _no_secrets_in(text: str, cases: list[str], bao: PrivateOpenBao) -> None:
    assert "Traceback" not in text
    assert bao.token not in text
    assert not any(c in text for c in cases), "a case id in the worker's output"


def test_storage_wiped_mid_run_stops_with_key_error_and_resumes_with_storage_back(
    kafka_bootstrap, unique, tmp_path, bao
):
    s = settings_for(kafka_bootstrap, unique, tmp_path, batch_size=5)
    ensure_topics(s)
    cases = [f"wipe-{unique}-{k}" for k in range(3)]
    first = _docs("w1", cases, 15)
    _publish(s, first)
    counter = OutputCounter(s)
    w = start_worker(_env(s, bao, unique), tmp_path / "w1.log")
    counter.wait_for(len(first), 90)
    committed = counter.count()

    saved = bao.wipe()  # a fresh, empty storage: every case key and the case-ref key are gone
    second = _docs("w2", cases, 12, start=15)
    _publish(s, second)
    rc = w.proc.wait(90)
    log = w.log()
    assert rc == 6, log[-3000:]
    assert "KeyMissing" in log
    time.sleep(1)
    assert counter.count() == committed, "something was committed after the key went missing"
    assert not read_committed(kafka_bootstrap, s.dlq_topic)
    _no_secrets_in(log, cases, bao)

    bao.put_back(saved)
    w2 = start_worker(_env(s, bao, unique), tmp_path / "w2.log", "--idle-exit", "4")
    assert w2.proc.wait(120) == 0, w2.log()[-3000:]
    acc = account(s)
    acc.assert_exactly_once()
    assert not acc.dlq and len(acc.clean) + len(acc.onprem) == len(first) + len(second)
    _one_pseudonymization_per_case(acc, cases)
    counter.close()


def test_vault_stopped_30s_pauses_and_resumes_by_itself(kafka_bootstrap, unique, tmp_path, bao):
    s = settings_for(kafka_bootstrap, unique, tmp_path, batch_size=5)
    ensure_topics(s)
    cases = [f"out-{unique}-{k}" for k in range(3)]
    first = _docs("o1", cases, 9)
    _publish(s, first)
    counter = OutputCounter(s)
    w = start_worker(_env(s, bao, unique), tmp_path / "w.log")
    counter.wait_for(len(first), 90)

    bao.stop()
    t0 = time.monotonic()
    second = _docs("o2", [*cases, f"out-{unique}-new"], 12, start=9)
    _publish(s, second)
    while time.monotonic() - t0 < 30:
        assert w.proc.poll() is None, w.log()[-3000:]
        assert counter.count() == len(first), "committed while Vault was away"
        time.sleep(1)
    bao.start()
    counter.wait_for(len(first) + len(second), 90)
    assert w.proc.poll() is None
    assert w.terminate() < 30 and w.proc.returncode == 0
    acc = account(s)
    acc.assert_exactly_once()
    assert not acc.dlq
    _no_secrets_in(w.log(), cases, bao)
    counter.close()


def test_sealed_vault_is_transient(bao, unique):
    from worker.keys import KeyUnavailable
    from worker.keys.vault import VaultKeyProvider

    p = VaultKeyProvider(bao.addr, bao.token, prefix=f"t{unique}", ttl_s=0.01)
    p.create_scope_key("sealed-case")
    bao.seal()
    try:
        with pytest.raises(KeyUnavailable):
            p.scope_key("sealed-case")
    finally:
        bao.unseal()
    assert p.scope_key("sealed-case").version.startswith("vault-")


def _approle(bao: PrivateOpenBao, unique: str, tmp_path) -> tuple[str, dict[str, str]]:
    c = hvac.Client(url=bao.addr, token=bao.token)
    mount = f"approle-{unique}"
    c.sys.enable_auth_method("approle", path=mount)
    prefix = f"t{unique}"
    c.sys.create_or_update_policy(
        f"worker-{unique}",
        f"""
path "secret/data/{prefix}/*" {{ capabilities = ["create", "read"] }}
""",
    )
    c.auth.approle.create_or_update_approle(
        f"worker-{unique}",
        token_policies=[f"worker-{unique}"],
        token_ttl="10s",
        token_max_ttl="30s",
        mount_point=mount,
    )
    role_id = c.auth.approle.read_role_id(f"worker-{unique}", mount_point=mount)["data"]["role_id"]
    secret_id = c.auth.approle.generate_secret_id(f"worker-{unique}", mount_point=mount)["data"][
        "secret_id"
    ]
    (tmp_path / "role-id").write_text(role_id)
    (tmp_path / "secret-id").write_text(secret_id)
    (tmp_path / "secret-id").chmod(0o600)
    return secret_id, {
        "DEID_VAULT_AUTH_METHOD": "approle",
        "DEID_VAULT_AUTH_MOUNT": mount,
        "VAULT_TOKEN": "",
        "DEID_VAULT_ROLE_ID_FILE": str(tmp_path / "role-id"),
        "DEID_VAULT_SECRET_ID_FILE": str(tmp_path / "secret-id"),
    }


def test_approle_short_token_ttl_over_a_minute(kafka_bootstrap, unique, tmp_path, bao):
    s = settings_for(kafka_bootstrap, unique, tmp_path, batch_size=5)
    ensure_topics(s)
    secret_id, auth_env = _approle(bao, unique, tmp_path)
    cases = [f"ar-{unique}-{k}" for k in range(3)]
    # The case-ref key is created with the root token: the worker's policy has no rights on it
    # beyond create/read.
    counter = OutputCounter(s)
    w = start_worker(_env(s, bao, unique, **auth_env), tmp_path / "w.log")
    t0, n = time.monotonic(), 0
    while (
        time.monotonic() - t0 < 60
    ):  # a document every 2 s, the token lives 10 s, at most 30 s in all
        _publish(s, _docs("ar", cases, 1, start=n))
        n += 1
        assert w.proc.poll() is None, w.log()[-3000:]
        time.sleep(2)
    counter.wait_for(n, 60)
    assert w.proc.poll() is None, "the worker restarted or stopped"
    assert w.terminate() < 30 and w.proc.returncode == 0, w.log()[-3000:]
    acc = account(s)
    acc.assert_exactly_once()
    assert not acc.dlq
    _one_pseudonymization_per_case(acc, cases)
    log = w.log()
    _no_secrets_in(log, cases, bao)
    assert secret_id not in log
    counter.close()


def test_refused_approle_login_is_a_clear_fatal_error(kafka_bootstrap, unique, tmp_path, bao):
    s = settings_for(kafka_bootstrap, unique, tmp_path)
    ensure_topics(s)
    _, auth_env = _approle(bao, unique, tmp_path)
    (tmp_path / "secret-id").write_text("00000000-0000-0000-0000-000000000000")  # revoked / wrong
    _publish(s, _docs("bad", [f"bad-{unique}"], 1))
    w = start_worker(_env(s, bao, unique, **auth_env), tmp_path / "w.log")
    assert w.proc.wait(90) == 5
    log = w.log()
    assert "login refused" in log and "Traceback" not in log
    assert not read_committed(kafka_bootstrap, s.dlq_topic)


def _cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "worker.cli", *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_forget_case_mid_stream(kafka_bootstrap, unique, tmp_path, bao):
    s = settings_for(kafka_bootstrap, unique, tmp_path, batch_size=5)
    ensure_topics(s)
    gone, kept = f"fg-{unique}-0", [f"fg-{unique}-1", f"fg-{unique}-2"]
    cases = [gone, *kept]
    first = _docs("f1", cases, 9)
    _publish(s, first)
    counter = OutputCounter(s)
    env = _env(s, bao, unique)
    w = start_worker(env, tmp_path / "w.log")
    counter.wait_for(len(first), 90)
    maps = [
        RestoreMapEvent.model_validate_json(m.value())
        for m in read_committed(kafka_bootstrap, s.restore_topic)
    ]
    clean = {
        CleanDocumentEvent.model_validate_json(m.value()).document_id: m
        for m in read_committed(kafka_bootstrap, s.clean_topic)
    }
    gone_ref = CleanDocumentEvent.model_validate_json(clean["f1-000"].value()).case_ref
    gone_map = next(m for m in maps if m.document_id == "f1-000")

    refused = _cli(env, "forget-case", gone)
    assert refused.returncode == 2 and "--yes" in refused.stderr
    r = _cli(env, "forget-case", gone, "--yes")
    assert r.returncode == 0, r.stderr
    assert gone not in r.stdout + r.stderr
    time.sleep(2)  # DEID_FORGOTTEN_CHECK_S=1: the worker's cached key is re-checked within a second
    second = _docs("f2", cases, 9, start=9)
    _publish(s, second)
    counter.wait_for(len(first) + len(second), 90)
    assert w.proc.poll() is None, w.log()[-3000:]
    assert w.terminate() < 30 and w.proc.returncode == 0

    acc = account(s)
    acc.assert_exactly_once()
    gone_docs = {d.document_id for d in second if d.case_id == gone}
    letters = {}
    for m in acc.dlq:
        h = from_kafka_headers(m.headers())
        letters[acc.raw[(h.source_partition, h.source_offset)].value()] = h.error_class
    assert sorted(letters.values()) == ["CaseForgotten"] * len(gone_docs)
    published = {doc for doc in acc.clean} | {doc for doc in acc.onprem}
    assert published == {d.document_id for d in first + second} - gone_docs
    # The state is tombstoned; the old maps no longer open (exit 77 family).
    states = [
        m for m in read_committed(kafka_bootstrap, s.state_topic) if m.key() == gone_ref.encode()
    ]
    assert states and states[-1].value() is None
    (tmp_path / "map.jsonl").write_text(gone_map.model_dump_json() + "\n", encoding="utf-8")
    (tmp_path / "reply.txt").write_text(
        CleanDocumentEvent.model_validate_json(clean["f1-000"].value()).text, encoding="utf-8"
    )
    restore = _cli(
        env, "restore", str(tmp_path / "reply.txt"), str(tmp_path / "map.jsonl"), "--case", gone
    )
    assert restore.returncode == 77 and "forgotten" in restore.stderr, restore.stderr
    ok = _cli(
        env, "restore", str(tmp_path / "reply.txt"), str(tmp_path / "map.jsonl"), "--case", kept[0]
    )
    assert ok.returncode == 77  # another case: not its map
    _no_secrets_in(w.log(), cases, bao)
    counter.close()
