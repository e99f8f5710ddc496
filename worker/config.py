"""Worker configuration (pydantic-settings): environment variables ``DEID_*``, with embedded local
defaults.

The defaults run the worker on a laptop: a broker on 127.0.0.1:9092 and a dev key file.
``KAFKA_BOOTSTRAP_SERVERS`` and ``VAULT_ADDR`` / ``VAULT_TOKEN`` are honoured as well.
"""

from __future__ import annotations

import os
import socket
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from contracts import topics
from contracts.styles import Style


def default_data_home() -> Path | None:
    """The stable per-user folder of the dev key and the file commands' case states, never the
    current directory: ``$XDG_DATA_HOME/tw-deid-worker``, else ``~/.local/share/tw-deid-worker``
    (``DEID_HOME`` overrides both, see :attr:`Settings.home`). ``None`` when no home directory is
    known."""
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if xdg and Path(xdg).is_absolute():  # the XDG spec: a relative value is invalid and ignored
        return Path(xdg) / "tw-deid-worker"
    try:
        return Path.home() / ".local" / "share" / "tw-deid-worker"
    except (RuntimeError, KeyError):  # no $HOME and no passwd entry
        return None


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DEID_", extra="ignore", populate_by_name=True)

    bootstrap_servers: str = Field(
        "127.0.0.1:9092",
        validation_alias=AliasChoices("DEID_BOOTSTRAP_SERVERS", "KAFKA_BOOTSTRAP_SERVERS"),
    )
    # -- broker connection security (librdkafka security.protocol, sasl.*, ssl.*) ------------------
    kafka_security_protocol: Literal["PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL"] = Field(
        "PLAINTEXT",
        description="security.protocol of every Kafka client of the worker (SASL_SSL in "
        "production).",
    )
    kafka_sasl_mechanism: Literal["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"] | None = Field(
        None, description="sasl.mechanism with SASL_PLAINTEXT / SASL_SSL."
    )
    kafka_sasl_username: str | None = None
    kafka_sasl_password: SecretStr | None = Field(
        None, description="Never logged; from a Kubernetes Secret."
    )
    kafka_ssl_ca_location: str | None = Field(
        None, description="ssl.ca.location: PEM file of the broker's CA."
    )
    kafka_ssl_certificate_location: str | None = Field(
        None, description="ssl.certificate.location (mutual TLS)."
    )
    kafka_ssl_key_location: str | None = Field(None, description="ssl.key.location (mutual TLS).")
    # One field per entry of contracts.topics.TOPICS (defaults from the table; a test ties the two).
    raw_topic: str = topics.default("raw")
    clean_topic: str = topics.default("clean")
    onprem_topic: str = topics.default("onprem")
    restore_topic: str = topics.default("restore")
    dlq_topic: str = topics.default("dlq")
    state_topic: str = Field(
        topics.default("state"),
        description="Compacted case-state changelog; as many partitions as the raw topic (state "
        "partition = raw partition).",
    )
    partitions: int = Field(
        3, ge=1, description="Partitions per topic when the worker creates topics."
    )

    group_id: str = "tw-deid-worker"
    transactional_id: str = Field(
        default_factory=lambda: f"tw-deid-worker-{socket.gethostname()}",
        description="Unique and stable per worker instance (a StatefulSet pod name in Kubernetes).",
    )
    batch_size: int = Field(
        50, ge=1, le=10_000, description="Messages per Kafka transaction at most."
    )
    poll_timeout_s: float = 0.5
    max_text_chars: int = Field(
        100_000, ge=1, description="Longer documents are dead-lettered (TooLarge)."
    )
    retry_backoff_s: float = Field(1.0, gt=0)
    retry_backoff_max_s: float = Field(30.0, gt=0)

    # -- streaming robustness (worker/stream, worker/health.py; docs/decisions/0004, 0005) ---------
    max_message_bytes: int = Field(
        1_000_000,
        ge=10_000,
        le=100_000_000,
        description="Producer message.max.bytes. An output larger than this (or than its topic's "
        "max.message.bytes) is not produced: the input is dead-lettered as OutputTooLarge. Keep it "
        "<= the broker's and topics' limits.",
    )
    producer_queue_max_messages: int = Field(
        100_000,
        ge=1,
        description="Producer queue.buffering.max.messages; a full queue applies backpressure.",
    )
    transaction_timeout_s: float = Field(
        60.0, ge=1, description="transaction.timeout.ms of the producer, in seconds."
    )
    batch_max_s: float = Field(
        30.0,
        gt=0,
        description="A batch stops taking documents after this long and commits what it has "
        "(bounded transactions; stays far below max.poll.interval.ms).",
    )
    shutdown_timeout_s: float = Field(
        20.0,
        gt=0,
        description="SIGTERM: finish or abort the open transaction and exit within this bound.",
    )
    session_timeout_ms: int = Field(45_000, ge=1_000, description="Consumer session.timeout.ms.")
    group_instance_id: str | None = Field(
        None,
        description="Static group membership (e.g. the StatefulSet pod name): a restarted instance "
        "gets its partitions back without a rebalance. Off by default.",
    )
    health_port: int | None = Field(
        None, ge=0, le=65_535, description="Serve /livez and /readyz here; off when unset."
    )
    health_host: str = Field(
        "0.0.0.0", description="Address of the health server (the kubelet probes the pod IP)."
    )
    liveness_timeout_s: float = Field(
        90.0, gt=0, description="/livez fails when the poll loop has not turned for this long."
    )

    key_backend: Literal["dev-file", "vault"] = "dev-file"
    home: Path | None = Field(
        None,
        description="DEID_HOME: folder of the dev key (dev-keys/master.key) and the file commands' "
        "case states (case-state/); default $XDG_DATA_HOME/tw-deid-worker, else "
        "~/.local/share/tw-deid-worker. Never the cwd.",
    )
    dev_key_file: Path | None = Field(
        None,
        description="Dev master key; default <home>/dev-keys/master.key. Created on first use by "
        "deid and run (mode 0600); restore never creates it.",
    )
    vault_addr: str = Field(
        "http://127.0.0.1:8200", validation_alias=AliasChoices("DEID_VAULT_ADDR", "VAULT_ADDR")
    )
    vault_token: str | None = Field(
        None, validation_alias=AliasChoices("DEID_VAULT_TOKEN", "VAULT_TOKEN")
    )
    vault_mount: str = "secret"
    vault_path_prefix: str = "tw-deid/scopes"
    key_cache_ttl_s: float = 300.0
    # -- Vault auth and key rules (worker/keys/vault_auth.py, docs/operations.md) ------------------
    env: Literal["development", "production"] = Field(
        "development",
        description="DEID_ENV. production refuses the dev key file and never creates the "
        "case-reference key (it is provisioned).",
    )
    vault_auth_method: Literal["token", "approle", "kubernetes"] = "token"
    vault_role: str | None = Field(
        None,
        description="kubernetes: the Vault role; approle: the role_id (unless "
        "DEID_VAULT_ROLE_ID / _FILE is set).",
    )
    vault_auth_mount: str | None = Field(
        None, description="Auth mount; default approle / kubernetes."
    )
    vault_role_id: str | None = None
    vault_role_id_file: str | None = None
    vault_secret_id: SecretStr | None = Field(
        None, description="AppRole secret_id; never logged. A file is better:"
    )
    vault_secret_id_file: str | None = None
    vault_sa_token_path: str = Field(
        "/var/run/secrets/kubernetes.io/serviceaccount/token",
        description="The service-account token (JWT) of "
        "the kubernetes auth method, read at every login (projected tokens rotate).",
    )
    vault_timeout_s: float = Field(
        5.0, gt=0, description="Per-request timeout; a slow Vault pauses consumption."
    )
    forgotten_check_s: float = Field(
        30.0,
        gt=0,
        description="A cached case key is used at most this long without checking Vault for its "
        "forgotten marker (and that the key is unchanged).",
    )

    mode: Literal["legal", "general"] = Field(
        "legal",
        description="legal keeps personal-event dates so periods stay computable; general treats "
        "them too.",
    )
    style: Style = Field(
        Style.REALISTIC,
        description="realistic (同型改寫), codes (甲/A公司/〔電話1〕) or anonymized (codes, "
        "generalized, no restore map)",
    )
    address_keep_district: bool = Field(
        True,
        description="realistic style: a fake address stays in the original's 鄉鎮市區; false draws "
        "another district of the same city (road names are real ones of that city and district "
        "either way)",
    )
    anonymized_address_level: Literal["city", "district"] = Field(
        "city",
        description="anonymized style: an address is generalized to its 縣市 (city) or to 縣市 + "
        "鄉鎮市區 (district)",
    )
    case_state_dir: Path | None = Field(
        None,
        description="Sealed case states of the file commands (deid); default <home>/case-state.",
    )
    traces: Literal["none", "console"] = Field(
        "none",
        description="console prints finished spans to stderr; OTLP export is set by the OTEL_* "
        "variables",
    )
    metrics_port: int | None = Field(
        None, ge=0, le=65_535, description="Serve Prometheus /metrics here; off when unset."
    )
    metrics_host: str = Field("0.0.0.0", description="Address of the Prometheus metrics server.")
    detect_models: str | None = Field(
        None,
        description="learned candidate sources: lac, own, lac,own or none (default lac; "
        "models/README.md)",
    )
    keep_public_servants: bool = Field(
        True,
        description="public servants named in their post where the text shows their public body "
        "(稽查人員, 值勤主管, 某某科長 in an agency's letter, log or minutes; "
        "worker/detect/public_servants.py) are officials in role, kept; false replaces them as "
        "persons (the other officials follow DEID_OFFICIALS_INCLUDE_*)",
    )
    sensitivity_criminal_proceedings: bool = Field(
        True,
        description="criminal proceedings of a person without a final conviction go on premises "
        "(HIGH, nothing masked for it); false: they follow the other evidence (worker/classify.py)",
    )
    sensitivity_mask_pronounced_sentences: bool = Field(
        True,
        description="a conviction and sentence a court pronounced about a person (主文 "
        "犯…罪，處有期徒刑…, 緩刑, 判處拘役…), final or not, is masked as a criminal record "
        "(and routes HIGH); false: it stays readable, routed as criminal proceedings only "
        "(worker/classify.py)",
    )
    sensitivity_deceased: bool = Field(
        True, description="cause of death and the health of the dead count as health data"
    )
    sensitivity_minor_health: bool = Field(
        True, description="minor health mentions (a cold, a headache) count"
    )
    sensitivity_high_threshold: float = Field(
        0.5, ge=0, le=1, description="evidence score from which a document is HIGH"
    )
    sensitivity_uncertain_floor: float = Field(
        0.2,
        ge=0,
        le=1,
        description="scores in [floor, threshold) are uncertain and go on premises too (fail "
        "closed)",
    )

    def topic(self, key: str) -> str:
        """The configured name of topic ``key`` (``raw``, ``clean`` …) of the topic table."""
        return str(getattr(self, topics.BY_KEY[key].setting))

    def sensitivity_policy(self):
        from worker.classify import SensitivityPolicy

        return SensitivityPolicy(
            criminal_proceedings=self.sensitivity_criminal_proceedings,
            deceased=self.sensitivity_deceased,
            minor_health=self.sensitivity_minor_health,
            high_threshold=self.sensitivity_high_threshold,
            uncertain_floor=self.sensitivity_uncertain_floor,
            pronounced_sentences=self.sensitivity_mask_pronounced_sentences,
        )

    @field_validator("detect_models")
    @classmethod
    def _known_models(cls, value: str | None) -> str | None:
        from worker.detect import detect_models

        detect_models(value or "")  # raises ValueError naming DEID_DETECT_MODELS
        return value

    @model_validator(mode="after")
    def _stable_locations(self) -> Settings:
        """Fill the dev key and case-state locations from ``home`` (absolute, independent of the
        cwd). They stay ``None`` only when no home directory is known and nothing was set; the
        users fail clearly then."""
        home = self.home.expanduser().absolute() if self.home is not None else default_data_home()
        if home is not None:
            if self.dev_key_file is None:
                self.dev_key_file = home / "dev-keys" / "master.key"
            if self.case_state_dir is None:
                self.case_state_dir = home / "case-state"
        return self
