"""Event models (schema version 1).

Topics (names configurable, see ``worker.config``):

* ``deid.raw.v1``            value = :class:`RawDocumentEvent`, key = case id (the scope)
* ``deid.clean.v1``          value = :class:`CleanDocumentEvent` (NORMAL and LOW sensitivity)
* ``deid.clean.onprem.v1``   value = :class:`CleanDocumentEvent` (HIGH sensitivity only)
* ``deid.restore-maps.v1``   value = :class:`RestoreMapEvent` (restricted; payload encrypted)
* ``deid.dlq.v1``            value = the original raw bytes, headers = :class:`DeadLetterHeaders`

All text offsets in these contracts are Unicode code points (Python ``str``
indices), never bytes.

Evolution (``contracts/README.md``): within ``v1`` only optional fields are added. Readers are
tolerant: the worker ignores unknown top-level fields of a raw event (:class:`RawDocumentEvent`)
and keeps every known field strict; consumers of the worker's outputs must ignore unknown fields
too.
"""

from __future__ import annotations

from datetime import datetime
from enum import Enum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator

from contracts.styles import Style

Identifier = Annotated[
    str,
    StringConstraints(min_length=1, max_length=200, pattern=r"^[A-Za-z0-9][A-Za-z0-9._:/-]*$"),
]
"""An opaque ASCII identifier (document id, case id, source system). Must not carry personal
data."""

MetadataValue = str | int | float | bool | None


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _Tolerant(BaseModel):
    """A reader's model: unknown top-level fields are ignored (dropped, never kept or logged)."""

    model_config = ConfigDict(extra="ignore", frozen=True)


class RawDocumentEvent(_Tolerant):
    """A raw document published by a bank system (topic ``deid.raw.v1``, key = ``case_id``).

    Tolerant reader: an unknown top-level field (one a newer producer added) is ignored, not
    dead-lettered; it is dropped and goes nowhere (not into the clean event, a span or a log).
    Errors: validation fails (``pydantic.ValidationError``) on a missing or wrong-typed known field,
    an identifier outside ``Identifier``'s pattern, a ``schema_version`` other than ``"1"``, a
    metadata value that is not a scalar, or a text that is empty or whitespace only. The text size
    limit is enforced by the worker (``DEID_MAX_TEXT_CHARS``), not by the contract, so that it stays
    configurable.
    """

    schema_version: Literal["1"] = "1"
    document_id: Identifier = Field(
        description="Opaque id of the document, unique per source system."
    )
    case_id: Identifier = Field(
        description="The pseudonymization scope: every document of one case shares it."
    )
    text: str = Field(description="The document's full text (UTF-8 on the wire).")
    content_type: Literal["text/plain", "text/markdown"] = "text/plain"
    source_system: Identifier = Field(description="Which bank system published the document.")
    document_kind: str | None = Field(
        default=None,
        max_length=40,
        description="Free label such as 起訴狀, 判決, 筆錄, 存證信函, 契約, chat, email.",
    )
    created_at: datetime = Field(
        description="When the source system created the event (ISO 8601 with offset)."
    )
    metadata: dict[str, MetadataValue] = Field(
        default_factory=dict, description="Free, flat metadata; must not carry personal data."
    )

    @field_validator("text")
    @classmethod
    def _text_not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("text is empty or whitespace only")
        return value


# not StrEnum: str() of a (str, Enum) member gives SensitivityLevel.HIGH, of a StrEnum member
# the value; kept as it is so that nothing printed changes
class SensitivityLevel(str, Enum):  # noqa: UP042
    """Sensitivity levels (design brief, 分級路由)."""

    HIGH = "HIGH"  # 個資法 §6 special categories present
    NORMAL = "NORMAL"  # ordinary legal document with personal data
    LOW = "LOW"  # no personal data found


class Sensitivity(_Strict):
    level: SensitivityLevel
    reasons: list[str] = Field(
        default_factory=list,
        description="Rule or model ids that decided the level, e.g. 'rule:medical.diagnosis'; "
        "'rule:uncertain_band' when the score was in the fail-closed band. Never a value.",
    )
    score: float | None = Field(
        default=None,
        ge=0.0,
        le=1.0,
        description="Special-category evidence score in [0, 1] (noisy-or of the matched rules' "
        "weights).",
    )
    categories: list[str] = Field(
        default_factory=list,
        description="Special categories with evidence (medical_record, medical, health, genetic, "
        "sex_life, criminal_record); empty unless HIGH.",
    )


OutputStyle = Style
"""How replaced values read: the :class:`~contracts.styles.Style` enum (declared there)."""


class CleanDocumentEvent(_Strict):
    """A pseudonymized document (topics ``deid.clean.v1`` / ``deid.clean.onprem.v1``, key =
    ``case_ref``).

    The value is a pure function of the raw event and the case's key: processing the same
    raw event twice (a replay after an aborted transaction) gives the same bytes. When it was
    processed is the Kafka record's timestamp.
    """

    schema_version: Literal["1"] = "1"
    document_id: Identifier
    case_ref: str = Field(
        description="Keyed hash (HMAC-SHA256, hex, 32 chars) of the case id: groups documents of a "
        "case without revealing the case number."
    )
    text: str = Field(description="Pseudonymized text.")
    content_type: Literal["text/plain", "text/markdown"] = "text/plain"
    source_system: Identifier
    document_kind: str | None = None
    created_at: datetime = Field(description="The raw event's created_at, unchanged.")
    style: Style = Style.REALISTIC
    sensitivity: Sensitivity
    entity_counts: dict[str, int] = Field(
        description="Replaced values per entity type (counts only)."
    )
    kept_counts: dict[str, int] = Field(
        description="Kept officials and agencies per type (counts only)."
    )
    review_flags: list[str] = Field(
        default_factory=list, description="Reasons a human should review, ids only."
    )
    detector_version: str
    key_version: str = Field(description="Version of the scope key used for the pseudonyms.")


class RestoreMapEvent(_Strict):
    """The encrypted restore map of one document (topic ``deid.restore-maps.v1``, key =
    ``case_ref``).

    ``ciphertext`` is AES-256-GCM over the UTF-8 JSON of :class:`worker.restore.RestoreMap`,
    with a key derived by HKDF-SHA256 from the case's scope key (info
    ``b"tw-deid restore-map v1"``), the 12-byte ``nonce``, and associated data
    ``case_ref ‖ 0x00 ‖ document_id``. Only holders of the scope key can read it;
    deleting the scope key makes it unreadable (crypto-shredding). The nonce is derived from
    the key, the document and the plaintext (SIV-style), so a replay gives the same bytes and a
    nonce is never reused for another plaintext.
    """

    schema_version: Literal["1"] = "1"
    document_id: Identifier
    case_ref: str
    key_version: str
    algorithm: Literal["AES-256-GCM/HKDF-SHA256"] = "AES-256-GCM/HKDF-SHA256"
    nonce_b64: str
    ciphertext_b64: str


ErrorStage = Literal[
    "decode", "validate", "classify", "detect", "pseudonymize", "verify", "produce"
]
"""The pipeline stage a document failed at (``deid.errors.stage`` of its dead letter)."""


class DeadLetterHeaders(_Strict):
    """Headers of a dead-letter record (topic ``deid.dlq.v1``).

    The record's value is the original raw bytes and its key the original key,
    unchanged. Header names on the wire are ``deid.errors.class.name`` etc. (see
    ``worker.stream.dlq.HEADER_NAMES``). ``error_message`` is content-free: it
    names the failure kind and field paths, never document text or values.
    """

    error_class: str = Field(
        description="e.g. NotUtf8, NotJson, SchemaViolation, EmptyText, TooLarge, "
        "VerificationFailed"
    )
    error_stage: ErrorStage
    error_message: str
    source_topic: str
    source_partition: int
    source_offset: int
    source_timestamp_ms: int | None = None
    failed_at: datetime
    worker_version: str
