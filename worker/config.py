"""Worker configuration (pydantic-settings): environment variables ``DEID_*``, with embedded local defaults.

The defaults run the worker on a laptop: a broker on 127.0.0.1:9092 and a dev key file.
``KAFKA_BOOTSTRAP_SERVERS`` and ``VAULT_ADDR`` / ``VAULT_TOKEN`` are honoured as well.
"""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DEID_", extra="ignore", populate_by_name=True)

    bootstrap_servers: str = Field(
        "127.0.0.1:9092", validation_alias=AliasChoices("DEID_BOOTSTRAP_SERVERS", "KAFKA_BOOTSTRAP_SERVERS")
    )
    raw_topic: str = "deid.raw.v1"
    clean_topic: str = "deid.clean.v1"
    onprem_topic: str = "deid.clean.onprem.v1"
    restore_topic: str = "deid.restore-maps.v1"
    dlq_topic: str = "deid.dlq.v1"
    partitions: int = Field(3, ge=1, description="Partitions per topic when the worker creates topics.")

    group_id: str = "tw-deid-worker"
    transactional_id: str = Field(
        default_factory=lambda: f"tw-deid-worker-{socket.gethostname()}",
        description="Unique and stable per worker instance (a StatefulSet pod name in Kubernetes).",
    )
    batch_size: int = Field(50, ge=1, le=10_000, description="Messages per Kafka transaction at most.")
    poll_timeout_s: float = 0.5
    max_text_chars: int = Field(100_000, ge=1, description="Longer documents are dead-lettered (TooLarge).")
    retry_backoff_s: float = Field(1.0, gt=0)
    retry_backoff_max_s: float = Field(30.0, gt=0)

    key_backend: Literal["dev-file", "vault"] = "dev-file"
    dev_key_file: Path = Path(".local/dev-keys/master.key")
    vault_addr: str = Field("http://127.0.0.1:8200", validation_alias=AliasChoices("DEID_VAULT_ADDR", "VAULT_ADDR"))
    vault_token: str | None = Field(None, validation_alias=AliasChoices("DEID_VAULT_TOKEN", "VAULT_TOKEN"))
    vault_mount: str = "secret"
    vault_path_prefix: str = "tw-deid/scopes"
    key_cache_ttl_s: float = 300.0

    mode: Literal["legal", "general"] = Field(
        "legal", description="legal keeps personal-event dates so periods stay computable; general treats them too."
    )
    style: Literal["realistic", "codes", "anonymized"] = Field(
        "realistic", description="realistic (同型改寫), codes (甲/A公司/〔電話1〕) or anonymized (codes, generalized, no restore map)"
    )
    case_state_dir: Path = Field(Path(".local/case-state"), description="Sealed case states of the file commands (deid).")
    traces: Literal["none", "console"] = "none"
