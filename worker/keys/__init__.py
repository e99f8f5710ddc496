"""Scope keys: one secret per case (the pseudonymization scope), never one global key.

Providers:
* :class:`worker.keys.dev_file.DevKeyFile` — embedded default for local runs: a random
  master secret in a local file (mode 0600) from which per-case keys are derived. Refused when
  ``DEID_ENV=production``.
* :class:`worker.keys.vault.VaultKeyProvider` — production: a random key per case in
  HashiCorp Vault / OpenBao KV v2, created once with check-and-set by the explicit call
  ``create_scope_key``, which the pipeline makes only for a case that has no state anywhere
  (docs/decisions/0008-key-creation-and-forgotten-cases.md).

Failures, by what the worker does with them:

* :class:`KeyUnavailable` — transient (Vault sealed, unreachable, timing out): pause and retry;
* :class:`CaseForgotten` — the case was crypto-shredded: its documents are dead-lettered
  ``CaseForgotten``;
* :class:`KeyFatal` — stop the worker, commit nothing: :class:`KeyMissing` (a case with state has no
  key, or a provisioned key is absent), :class:`KeyMismatch` (the key does not open the case's
  state), :class:`VaultAuthError` (login refused, role revoked, token refused).

No message carries a case id, a key, a token or document content.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Protocol

from worker.errors import DocumentError


def fingerprint(key: bytes, prefix: str) -> str:
    """A key version label that tells keys apart without revealing them: ``<prefix>-<12 hex>``."""
    return f"{prefix}-" + hashlib.sha256(b"tw-deid key fingerprint\x00" + key).hexdigest()[:12]


@dataclass(frozen=True)
class ScopeKey:
    """A case's key: 32 random bytes and the version label (a fingerprint) recorded on every
    output."""

    key: bytes
    version: str

    def __repr__(self) -> str:  # never print key material
        return f"ScopeKey(version={self.version!r})"


class KeyUnavailable(Exception):
    """A transient failure to obtain a key (Vault sealed or unreachable). The worker pauses and
    retries; the message never carries a case id or key material."""


class KeyFatal(Exception):
    """A key problem no retry fixes: the worker stops without committing anything (the documents
    wait)."""

    exit_code = 6


class KeyMissing(KeyFatal):
    """A case whose state exists has no key (deleted, or Vault's storage lost), or a provisioned
    key is absent. A new key is never made for it: its documents would get second pseudonyms."""


class KeyMismatch(KeyFatal):
    """The case's key does not open its state (``InvalidTag``): the key was replaced or the state
    is foreign."""


class VaultAuthError(KeyFatal):
    """Vault refused the login or the token (bad credentials, revoked role, missing policy)."""

    exit_code = 5


class CaseForgotten(DocumentError):
    """The case was crypto-shredded (``deid-worker forget-case``): its key is gone and never
    re-created."""

    def __init__(self) -> None:
        super().__init__(
            "CaseForgotten",
            "pseudonymize",
            "the case was forgotten (crypto-shredded); its key is destroyed",
        )


class KeyProvider(Protocol):
    def scope_key(self, case_id: str) -> ScopeKey:
        """Return the case's key; never creates one. Raises :class:`KeyMissing` when there is none,
        :class:`KeyUnavailable` when transient, :class:`CaseForgotten` for a forgotten case."""
        ...

    def case_ref(self, case_id: str) -> str:
        """Keyed hash of the case id (32 hex chars) used wherever the case must be named outside
        Vault."""
        ...


class CreatingKeyProvider(KeyProvider, Protocol):
    def create_scope_key(self, case_id: str) -> ScopeKey:
        """Create the case's key (check-and-set: a racing creator's key wins and is returned).
        Called only for a case without state anywhere; refused (:class:`CaseForgotten`) for a
        forgotten case."""
        ...
