"""Build the configured key provider."""

from __future__ import annotations

from worker.config import Settings
from worker.keys import KeyProvider


def key_provider(settings: Settings) -> KeyProvider:
    if settings.key_backend == "vault":
        from worker.keys.vault import VaultKeyProvider

        return VaultKeyProvider(
            settings.vault_addr, settings.vault_token, settings.vault_mount, settings.vault_path_prefix,
            settings.key_cache_ttl_s,
        )  # fmt: skip
    from worker.keys.dev_file import DevKeyFile

    return DevKeyFile(settings.dev_key_file)
