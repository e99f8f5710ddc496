"""Build the configured key provider."""

from __future__ import annotations

from worker.config import Settings
from worker.keys import KeyProvider


class KeyConfigError(Exception):
    """The key settings are not allowed (usage error, exit code 2); the message names settings,
    never values."""


def check_key_settings(settings: Settings) -> None:
    """``DEID_ENV=production`` refuses the dev key file (one local file would hold the power over
    every case)."""
    if settings.env == "production" and settings.key_backend != "vault":
        raise KeyConfigError(
            "DEID_KEY_BACKEND=dev-file is refused with DEID_ENV=production: use "
            "DEID_KEY_BACKEND=vault"
        )


def vault_provider(settings: Settings):
    import hvac

    from worker.keys.vault import VaultKeyProvider
    from worker.keys.vault_auth import VaultAuth

    # hvac hands timeout to requests, which takes float seconds; types-hvac says int
    client = hvac.Client(url=settings.vault_addr, timeout=settings.vault_timeout_s)  # type: ignore[arg-type]
    secret_id = (
        settings.vault_secret_id.get_secret_value()
        if settings.vault_secret_id is not None
        else None
    )
    role_id = settings.vault_role_id
    if settings.vault_auth_method == "approle" and not role_id and not settings.vault_role_id_file:
        role_id = settings.vault_role  # the Helm chart passes the role_id as DEID_VAULT_ROLE
    auth = VaultAuth(
        client,
        settings.vault_auth_method,
        token=settings.vault_token,
        role=settings.vault_role,
        mount=settings.vault_auth_mount,
        role_id=role_id,
        role_id_file=settings.vault_role_id_file,
        secret_id=secret_id,
        secret_id_file=settings.vault_secret_id_file,
        jwt_path=settings.vault_sa_token_path,
    )
    return VaultKeyProvider(
        settings.vault_addr,
        mount=settings.vault_mount,
        prefix=settings.vault_path_prefix,
        ttl_s=settings.key_cache_ttl_s,
        auth=auth,
        create_ref_key=settings.env != "production",
        forgotten_check_s=settings.forgotten_check_s,
        client=client,
    )


def key_provider(settings: Settings) -> KeyProvider:
    check_key_settings(settings)
    if settings.key_backend == "vault":
        return vault_provider(settings)
    from worker.keys.dev_file import DevKeyFile

    return DevKeyFile(settings.dev_key_file)
