"""The state of one case (the pseudonymization scope), persisted encrypted between documents.

It holds what makes a case one story across its documents and across worker restarts:

* ``assigned`` / ``owners``: pseudonym per (kind, normalized original) and back, so a value keeps
  its pseudonym and two originals never share one;
* ``surnames``: real → fake surname, injective per case (陳 → 郭 everywhere);
* ``persons`` / ``officials``: the full names seen (with surname length), so short forms
  (陳小姐, 小明) can be tied to exactly one person or flagged, and a name found in one document is
  also found in the next;
* ``codes`` / ``code_counters``: code-style assignments (甲, A公司, 〔電話1〕), stable across
  documents;
* ``real_values``: normalized originals of the case, which no pseudonym may equal;
* ``date_shift_days``: general mode's per-case shift of personal-event dates;
* ``documents``: ids of documents already applied (a replay adds nothing).

Serialized as JSON and encrypted with AES-256-GCM under a key derived (HKDF-SHA256, info
``b"tw-deid case-state v1"``) from the case's scope key; associated data = the case ref. The
plaintext never leaves the worker.
"""

from __future__ import annotations

import base64
import hashlib
import hmac

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.hashes import SHA256
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from pydantic import BaseModel, Field

from worker.keys import ScopeKey

_INFO = b"tw-deid case-state v1"


class CaseState(BaseModel):
    schema_version: int = 1
    assigned: dict[str, str] = Field(default_factory=dict)
    owners: dict[str, str] = Field(default_factory=dict)
    surnames: dict[str, str] = Field(default_factory=dict)
    surname_owners: dict[str, str] = Field(default_factory=dict)
    persons: dict[str, int] = Field(default_factory=dict, description="full name → surname length")
    officials: dict[str, int] = Field(default_factory=dict)
    codes: dict[str, str] = Field(default_factory=dict)
    code_counters: dict[str, int] = Field(default_factory=dict)
    code_avoid: list[str] = Field(
        default_factory=list, description="code characters present in the case's texts"
    )
    real_values: list[str] = Field(default_factory=list)
    date_shift_days: int | None = None
    documents: list[str] = Field(default_factory=list)

    def copy_deep(self) -> CaseState:
        return CaseState.model_validate_json(self.model_dump_json())


def _key(scope_key: ScopeKey) -> bytes:
    return HKDF(algorithm=SHA256(), length=32, salt=None, info=_INFO).derive(scope_key.key)


def seal(state: CaseState, scope_key: ScopeKey, case_ref: str) -> bytes:
    """Encrypt ``state`` (deterministic nonce from the plaintext: equal states give equal bytes)."""
    plaintext = state.model_dump_json().encode("utf-8")
    key = _key(scope_key)
    nonce = hmac.new(
        key, b"nonce\x00" + hashlib.sha256(plaintext).digest(), hashlib.sha256
    ).digest()[:12]
    ct = AESGCM(key).encrypt(nonce, plaintext, case_ref.encode("ascii"))
    return b"v1." + base64.b64encode(nonce + ct)


def unseal(blob: bytes, scope_key: ScopeKey, case_ref: str) -> CaseState:
    """Decrypt a sealed state. Raises ``cryptography.exceptions.InvalidTag`` for a wrong key or
    case."""
    if not blob.startswith(b"v1."):
        raise ValueError("unknown case-state format")
    raw = base64.b64decode(blob[3:])
    pt = AESGCM(_key(scope_key)).decrypt(raw[:12], raw[12:], case_ref.encode("ascii"))
    return CaseState.model_validate_json(pt)
