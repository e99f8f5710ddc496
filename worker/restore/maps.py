"""The restore map of one document and its encryption.

Plaintext (never on a topic, log or span): :class:`RestoreMap`, JSON. Ciphertext:
:class:`contracts.RestoreMapEvent` — AES-256-GCM with a key derived by HKDF-SHA256 from
the case's scope key (info ``b"tw-deid restore-map v1"``), a 96-bit nonce derived from the key, the
associated data and the plaintext's SHA-256 (deterministic: a replay gives the same bytes), and
associated data ``case_ref ‖ 0x00 ‖ document_id`` so a map cannot be moved to another
document or case.
"""

from __future__ import annotations

import base64
import hashlib
import hmac

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.hashes import SHA256
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from pydantic import BaseModel, ConfigDict

from contracts import RestoreMapEvent
from worker.keys import ScopeKey
from worker.pseudonymize.rewrite import Rewritten

_INFO = b"tw-deid restore-map v1"


class RestoreEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    type: str
    original: str
    pseudonym: str
    out_start: int
    out_end: int
    shared: bool = False  # a mask, neutral form or generalization: restored by position only


class RestoreMap(BaseModel):
    """Everything needed to turn the pseudonymized text (or an LLM reply about it) back."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    schema_version: str = "1"
    document_id: str
    case_ref: str
    output_sha256: str
    entries: list[RestoreEntry]
    surnames: dict[
        str, str
    ] = {}  # fake surname → real surname, for short forms an LLM writes itself
    person_codes: list[str] = []  # pseudonyms that are code-style person codes (甲, 乙1 …)

    @classmethod
    def from_rewritten(
        cls,
        document_id: str,
        case_ref: str,
        rw: Rewritten,
        surnames: dict[str, str] | None = None,
        person_codes: list[str] | None = None,
    ) -> RestoreMap:
        return cls(
            surnames=surnames or {},
            person_codes=sorted(set(person_codes or ())),
            document_id=document_id,
            case_ref=case_ref,
            output_sha256=hashlib.sha256(rw.text.encode("utf-8")).hexdigest(),
            entries=[
                RestoreEntry(
                    type=r.type,
                    original=r.original,
                    pseudonym=r.pseudonym,
                    out_start=r.out_start,
                    out_end=r.out_end,
                    shared=r.shared,
                )
                for r in rw.replacements
            ],
        )


def _key(scope_key: ScopeKey) -> bytes:
    return HKDF(algorithm=SHA256(), length=32, salt=None, info=_INFO).derive(scope_key.key)


def _aad(case_ref: str, document_id: str) -> bytes:
    return case_ref.encode("ascii") + b"\x00" + document_id.encode("utf-8")


def encrypt(restore_map: RestoreMap, scope_key: ScopeKey) -> RestoreMapEvent:
    """Encrypt ``restore_map`` into the event published on the restricted topic."""
    plaintext = restore_map.model_dump_json().encode("utf-8")
    key = _key(scope_key)
    aad = _aad(restore_map.case_ref, restore_map.document_id)
    nonce = hmac.new(
        key, b"nonce\x00" + aad + b"\x00" + hashlib.sha256(plaintext).digest(), hashlib.sha256
    ).digest()[:12]
    ct = AESGCM(key).encrypt(nonce, plaintext, aad)
    return RestoreMapEvent(
        document_id=restore_map.document_id,
        case_ref=restore_map.case_ref,
        key_version=scope_key.version,
        nonce_b64=base64.b64encode(nonce).decode("ascii"),
        ciphertext_b64=base64.b64encode(ct).decode("ascii"),
    )


def decrypt(event: RestoreMapEvent, scope_key: ScopeKey) -> RestoreMap:
    """Decrypt a restore-map event. Raises ``cryptography.exceptions.InvalidTag`` for a wrong key
    or tampering."""
    pt = AESGCM(_key(scope_key)).decrypt(
        base64.b64decode(event.nonce_b64),
        base64.b64decode(event.ciphertext_b64),
        _aad(event.case_ref, event.document_id),
    )
    return RestoreMap.model_validate_json(pt)


def merge_maps(maps: list[RestoreMap]) -> RestoreMap:
    """One map for a reply about several documents of a case: every entry, every code, and the
    surname table of every map (so short forms an LLM writes itself, 郭小姐, come back as from one
    map).

    A fake surname that two maps tie to different real surnames is dropped: restore never guesses.
    The merged map has no ``output_sha256`` (an edited reply is never restored by position).
    """
    surnames: dict[str, str] = {}
    conflicting: set[str] = set()
    for m in maps:
        for fake, real in m.surnames.items():
            if surnames.setdefault(fake, real) != real:
                conflicting.add(fake)
    return RestoreMap(
        document_id="merged",
        case_ref=maps[0].case_ref if maps else "",
        output_sha256="",
        entries=[e for m in maps for e in m.entries],
        surnames={f: r for f, r in surnames.items() if f not in conflicting},
        person_codes=sorted({c for m in maps for c in m.person_codes}),
    )
