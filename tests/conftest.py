"""Shared fixtures: real services only.

Kafka and Vault (OpenBao) come from the environment first (``KAFKA_BOOTSTRAP_SERVERS``,
``VAULT_ADDR`` + ``VAULT_TOKEN``; ``scripts/test.sh`` starts both locally), then from
testcontainers where a Docker engine answers; otherwise the tests that need them fail
with a message saying how to provide them. Nothing is mocked.
"""

from __future__ import annotations

import os
import sys
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # tests.synthetic


def _docker_answers() -> bool:
    try:
        import docker

        docker.from_env(timeout=3).ping()
        return True
    except Exception:
        return False


def _kafka_answers(bootstrap: str, timeout_s: float = 15.0) -> bool:
    from confluent_kafka.admin import AdminClient

    try:
        AdminClient({"bootstrap.servers": bootstrap}).list_topics(timeout=timeout_s)
        return True
    except Exception:
        return False


@pytest.fixture(scope="session")
def kafka_bootstrap():
    addr = os.environ.get("KAFKA_BOOTSTRAP_SERVERS")
    if addr:
        if not _kafka_answers(addr):
            pytest.fail(
                f"KAFKA_BOOTSTRAP_SERVERS={addr} does not answer (start it with: bash "
                "scripts/kafka.sh start)"
            )
        yield addr
        return
    if _docker_answers():
        from testcontainers.kafka import KafkaContainer

        with KafkaContainer() as kafka:
            yield kafka.get_bootstrap_server()
        return
    pytest.fail(
        "No Kafka broker: set KAFKA_BOOTSTRAP_SERVERS (bash scripts/kafka.sh start gives "
        "127.0.0.1:9092) or provide a Docker engine for testcontainers. Integration tests never "
        "mock Kafka."
    )


@pytest.fixture(scope="session")
def vault():
    """``(addr, token)`` of a Vault-API server (OpenBao)."""
    import hvac

    addr, token = os.environ.get("VAULT_ADDR"), os.environ.get("VAULT_TOKEN")
    if addr and token:
        try:
            ok = hvac.Client(url=addr, token=token, timeout=5).is_authenticated()
        except Exception:
            ok = False
        if not ok:
            pytest.fail(
                f"VAULT_ADDR={addr} does not answer or the token is refused (bash "
                "scripts/openbao.sh start)"
            )
        yield addr, token
        return
    if _docker_answers():
        from testcontainers.vault import VaultContainer

        with VaultContainer("hashicorp/vault:1.16") as v:
            yield v.get_connection_url(), v.root_token
        return
    pytest.fail(
        "No Vault/OpenBao: set VAULT_ADDR and VAULT_TOKEN (bash scripts/openbao.sh start) or "
        "provide Docker."
    )


@pytest.fixture
def unique() -> str:
    """A short unique suffix for topic names, group ids and Vault paths of one test."""
    return uuid.uuid4().hex[:10]


@pytest.fixture(autouse=True)
def _private_deid_home(tmp_path_factory, monkeypatch):
    """No test writes a dev key or case state into the real home: DEID_HOME points at a temporary
    folder (tests that want another location set DEID_HOME, DEID_DEV_KEY_FILE or
    DEID_CASE_STATE_DIR themselves)."""
    if "DEID_HOME" not in os.environ:
        monkeypatch.setenv("DEID_HOME", str(tmp_path_factory.mktemp("deid-home")))
