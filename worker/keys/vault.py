"""Scope keys in HashiCorp Vault / OpenBao (KV v2), via hvac.

Layout under mount ``mount`` (default ``secret``):

* ``<prefix>/_pipeline`` — ``{"case_ref_key": <64 hex>}``: the key of the case-id hash (``case_ref``);
* ``<prefix>/<case_ref>`` — ``{"key": <64 hex>}``: the case's scope key. The path uses the keyed
  hash, so Vault's audit log never shows a case number.

Each secret is created once with check-and-set ``cas=0``: when two workers race, one write
wins and the loser reads the winner's key, so both pseudonymize alike. Keys are cached for
``ttl_s`` seconds. Deleting a case's secret (all versions) crypto-shreds the case: its
pseudonyms can no longer be linked and its restore maps no longer be read.

Errors: connection failures, 5xx and a sealed Vault raise :class:`~worker.keys.KeyUnavailable`
(transient: the worker retries); a 403 raises ``hvac.exceptions.Forbidden`` (configuration).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time

import hvac
import requests
from hvac.exceptions import InvalidPath, InvalidRequest, VaultDown, VaultError

from worker.keys import KeyUnavailable, ScopeKey

_TRANSIENT = (requests.exceptions.ConnectionError, requests.exceptions.Timeout, VaultDown)


class VaultKeyProvider:
    def __init__(self, addr: str, token: str | None, mount: str = "secret", prefix: str = "tw-deid/scopes",
                 ttl_s: float = 300.0, timeout_s: float = 5.0) -> None:  # fmt: skip
        self.client = hvac.Client(url=addr, token=token, timeout=timeout_s)
        self.mount = mount
        self.prefix = prefix.strip("/")
        self.ttl_s = ttl_s
        self._cache: dict[str, tuple[float, ScopeKey]] = {}
        self._lock = threading.Lock()
        self._ref_key: bytes | None = None

    def _get_or_create(self, path: str, field: str) -> tuple[bytes, int]:
        kv = self.client.secrets.kv.v2
        try:
            try:
                resp = kv.read_secret_version(path=path, mount_point=self.mount, raise_on_deleted_version=True)
            except InvalidPath:
                try:
                    kv.create_or_update_secret(
                        path=path, secret={field: secrets.token_hex(32)}, cas=0, mount_point=self.mount
                    )
                except InvalidRequest:
                    pass  # check-and-set lost the race: another worker created it; read theirs
                resp = kv.read_secret_version(path=path, mount_point=self.mount, raise_on_deleted_version=True)
        except _TRANSIENT as e:
            raise KeyUnavailable(f"vault unreachable: {type(e).__name__}") from None
        except VaultError as e:
            if getattr(e, "errors", None) and "sealed" in str(e.errors).lower():
                raise KeyUnavailable("vault sealed") from None
            if type(e).__name__ in ("InternalServerError", "BadGateway", "RateLimitExceeded"):
                raise KeyUnavailable(f"vault error: {type(e).__name__}") from None
            raise
        data = resp["data"]
        return bytes.fromhex(data["data"][field]), int(data["metadata"]["version"])

    def _case_ref_key(self) -> bytes:
        if self._ref_key is None:
            self._ref_key, _ = self._get_or_create(f"{self.prefix}/_pipeline", "case_ref_key")
        return self._ref_key

    def case_ref(self, case_id: str) -> str:
        return hmac.new(self._case_ref_key(), case_id.encode("utf-8"), hashlib.sha256).hexdigest()[:32]

    def scope_key(self, case_id: str) -> ScopeKey:
        now = time.monotonic()
        with self._lock:
            hit = self._cache.get(case_id)
            if hit and now - hit[0] < self.ttl_s:
                return hit[1]
        ref = self.case_ref(case_id)
        key, version = self._get_or_create(f"{self.prefix}/{ref}", "key")
        sk = ScopeKey(key, f"vault-kv2-v{version}")
        with self._lock:
            self._cache[case_id] = (now, sk)
        return sk

    def forget(self, case_id: str) -> None:
        """Drop a case from the cache (after crypto-shredding)."""
        with self._lock:
            self._cache.pop(case_id, None)
