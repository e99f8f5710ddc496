"""Scope keys in HashiCorp Vault / OpenBao (KV v2), via hvac.

Layout under mount ``mount`` (default ``secret``):

* ``<prefix>/_pipeline`` — ``{"case_ref_key": <64 hex>}``: the key of the case-id hash
  (``case_ref``). Created on first use only when ``create_ref_key`` (``DEID_ENV=development``); in
  production it is provisioned (docs/operations.md) and its absence is
  :class:`~worker.keys.KeyMissing`;
* ``<prefix>/<case_ref>`` — ``{"key": <64 hex>}``: the case's scope key. The path uses the keyed
  hash, so Vault's audit log never shows a case number;
* ``<prefix>/_forgotten/<case_ref>`` — the marker of a crypto-shredded case (:meth:`forget_case`):
  no key is ever created for it again and its documents are dead-lettered ``CaseForgotten``.

:meth:`scope_key` never creates a key: a missing one is :class:`~worker.keys.KeyMissing` (fatal).
The pipeline calls :meth:`create_scope_key` only for a case that has no state anywhere; it writes
with check-and-set ``cas=0``, so when two workers race one write wins and the loser reads the
winner's key. The version on every output is the key's fingerprint (``vault-<12 hex>``), so a
replaced key shows.

Cached keys are re-validated at least every ``min(ttl_s, forgotten_check_s)`` seconds: the key is
read again (gone → ``KeyMissing``, different → :class:`~worker.keys.KeyMismatch`) and the forgotten
marker looked up (present → ``CaseForgotten``).

Errors: unreachable, sealed, timing out or 5xx → :class:`~worker.keys.KeyUnavailable` (transient:
the worker pauses and retries); a refused login or token → :class:`~worker.keys.VaultAuthError`
(fatal).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import secrets
import threading
import time
from datetime import UTC, datetime

import hvac
from hvac.exceptions import InvalidPath, InvalidRequest

from worker.keys import CaseForgotten, KeyMismatch, KeyMissing, ScopeKey, fingerprint
from worker.keys.vault_auth import VaultAuth

FORGOTTEN = "_forgotten"


class VaultKeyProvider:
    def __init__(
        self,
        addr: str,
        token: str | None = None,
        mount: str = "secret",
        prefix: str = "tw-deid/scopes",
        ttl_s: float = 300.0,
        timeout_s: float = 5.0,
        *,
        auth: VaultAuth | None = None,
        create_ref_key: bool = True,
        forgotten_check_s: float = 30.0,
        client: hvac.Client | None = None,
    ) -> None:
        self.client = client or (
            auth.client
            if auth is not None
            # hvac hands timeout to requests, which takes float seconds; types-hvac says int
            else hvac.Client(url=addr, timeout=timeout_s)  # type: ignore[arg-type]
        )
        self.auth = auth or VaultAuth(self.client, "token", token=token)
        self.mount = mount
        self.prefix = prefix.strip("/")
        self.ttl_s = ttl_s
        self.check_s = min(ttl_s, forgotten_check_s)
        self.create_ref_key = create_ref_key
        self._cache: dict[str, tuple[float, ScopeKey]] = {}  # case_ref → (last validated, key)
        self._lock = threading.Lock()
        self._ref_key: bytes | None = None

    # -- KV v2 access ------------------------------------------------------------------------------
    def _read(self, path: str) -> dict | None:
        kv = self.client.secrets.kv.v2

        def op() -> dict | None:
            try:
                resp = kv.read_secret_version(
                    path=path, mount_point=self.mount, raise_on_deleted_version=True
                )
            except InvalidPath:  # absent, or its latest version deleted / destroyed
                return None
            return resp["data"]["data"]

        return self.auth.call(op)

    def _create(self, path: str, data: dict) -> None:
        kv = self.client.secrets.kv.v2

        def op() -> None:
            # InvalidRequest: check-and-set lost the race, it exists (another worker made it); the
            # caller reads it
            with contextlib.suppress(InvalidRequest):
                kv.create_or_update_secret(path=path, secret=data, cas=0, mount_point=self.mount)

        self.auth.call(op)

    def _read_key(self, path: str, field: str) -> bytes | None:
        data = self._read(path)
        return None if data is None else bytes.fromhex(data[field])

    # -- the case-reference key --------------------------------------------------------------------
    def _case_ref_key(self) -> bytes:
        if self._ref_key is None:
            path = f"{self.prefix}/_pipeline"
            key = self._read_key(path, "case_ref_key")
            if key is None:
                if not self.create_ref_key:
                    raise KeyMissing(
                        "the case-reference key is not provisioned in Vault (<prefix>/_pipeline); "
                        "in production it is never created by the worker: see docs/operations.md"
                    )
                self._create(path, {"case_ref_key": secrets.token_hex(32)})
                key = self._read_key(path, "case_ref_key")
                if key is None:
                    raise KeyMissing("the case-reference key could not be created in Vault")
            self._ref_key = key
        return self._ref_key

    def case_ref(self, case_id: str) -> str:
        return hmac.new(self._case_ref_key(), case_id.encode("utf-8"), hashlib.sha256).hexdigest()[
            :32
        ]

    # -- scope keys --------------------------------------------------------------------------------
    def _marked_forgotten(self, ref: str) -> bool:
        return self._read(f"{self.prefix}/{FORGOTTEN}/{ref}") is not None

    def scope_key(self, case_id: str) -> ScopeKey:
        """The case's key, never created here (:class:`KeyMissing` when absent,
        :class:`CaseForgotten` when shredded)."""
        ref = self.case_ref(case_id)
        now = time.monotonic()
        with self._lock:
            hit = self._cache.get(ref)
        if hit and now - hit[0] < self.check_s:
            return hit[1]
        key = self._read_key(f"{self.prefix}/{ref}", "key")
        if self._marked_forgotten(ref):
            self._drop(ref)
            raise CaseForgotten()
        if key is None:
            self._drop(ref)
            raise KeyMissing(
                "the scope key of a case is missing in Vault (deleted, or Vault's storage was "
                "replaced); no new key is made for a case with state: restore Vault's storage"
            )
        sk = ScopeKey(key, fingerprint(key, "vault"))
        if hit and hit[1].key != key:
            self._drop(ref)
            raise KeyMismatch(
                "the scope key of a case changed in Vault while in use (key fingerprints "
                f"{hit[1].version} → {sk.version}); keys are never replaced"
            )
        with self._lock:
            self._cache[ref] = (now, sk)
        return sk

    def create_scope_key(self, case_id: str) -> ScopeKey:
        """Create the case's key (``cas=0``; a racing creator's key wins). Only for a case without
        state anywhere."""
        ref = self.case_ref(case_id)
        if self._marked_forgotten(ref):
            raise CaseForgotten()
        path = f"{self.prefix}/{ref}"
        self._create(path, {"key": secrets.token_hex(32)})
        return self.scope_key(case_id)

    # -- crypto-shredding --------------------------------------------------------------------------
    def is_forgotten(self, case_id: str) -> bool:
        return self._marked_forgotten(self.case_ref(case_id))

    def forget_case(self, case_id: str) -> str:
        """Crypto-shred a case: mark it forgotten (first, so no worker re-creates its key), then
        delete its key, all versions and metadata. Returns the case ref (to tombstone its state).
        Idempotent."""
        ref = self.case_ref(case_id)
        self._create(
            f"{self.prefix}/{FORGOTTEN}/{ref}",
            {"forgotten_at": datetime.now(UTC).date().isoformat()},
        )
        kv = self.client.secrets.kv.v2

        def delete() -> None:
            with contextlib.suppress(InvalidPath):
                kv.delete_metadata_and_all_versions(
                    path=f"{self.prefix}/{ref}", mount_point=self.mount
                )

        self.auth.call(delete)
        self._drop(ref)
        return ref

    def forget(self, case_id: str) -> None:
        """Drop a case from the cache."""
        self._drop(self.case_ref(case_id))

    def _drop(self, ref: str) -> None:
        with self._lock:
            self._cache.pop(ref, None)
