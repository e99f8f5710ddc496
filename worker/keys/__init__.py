"""Scope keys: one secret per case (the pseudonymization scope), never one global key.

Providers:
* :class:`worker.keys.dev_file.DevKeyFile` — embedded default for local runs: a random
  master secret in a local file (mode 0600) from which per-case keys are derived.
* :class:`worker.keys.vault.VaultKeyProvider` — production: a random key per case in
  HashiCorp Vault / OpenBao KV v2, created once with check-and-set.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class ScopeKey:
    """A case's key: 32 random bytes and the version label recorded on every output."""

    key: bytes
    version: str

    def __repr__(self) -> str:  # never print key material
        return f"ScopeKey(version={self.version!r})"


class KeyUnavailable(Exception):
    """A transient failure to obtain a key (Vault sealed or unreachable). The worker pauses and retries;
    the message never carries a case id or key material."""


class KeyProvider(Protocol):
    def scope_key(self, case_id: str) -> ScopeKey:
        """Return the case's key, creating it on first use. Raises :class:`KeyUnavailable` when transient."""
        ...

    def case_ref(self, case_id: str) -> str:
        """Keyed hash of the case id (32 hex chars) used wherever the case must be named outside Vault."""
        ...
