"""Contracts: exported JSON Schemas are current; validation rejects what the worker must
dead-letter."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from pydantic import ValidationError

from contracts import RawDocumentEvent
from contracts.export import SCHEMA_DIR, rendered


def test_exported_schemas_are_current():
    for name, text in rendered().items():
        path = SCHEMA_DIR / name
        assert path.exists(), f"{name} missing: run python -m contracts.export"
        assert path.read_text(encoding="utf-8") == text, (
            f"{name} is stale: run python -m contracts.export"
        )


def test_schema_files_are_valid_json_schema_documents():
    for name in rendered():
        schema = json.loads((SCHEMA_DIR / name).read_text(encoding="utf-8"))
        assert schema["type"] == "object" and "properties" in schema


GOOD = dict(
    document_id="d-1",
    case_id="case-1",
    text="原告王小明",
    source_system="dms",
    created_at=datetime(2024, 1, 1, tzinfo=UTC),
)


@pytest.mark.parametrize(
    "change",
    [
        {"text": ""},
        {"text": " \u3000\n"},
        {"case_id": ""},
        {"case_id": "案號112"},  # identifiers are opaque ASCII
        {"document_id": "a" * 201},
        {"content_type": "application/pdf"},
        {"schema_version": "2"},
        {"metadata": {"note": ["a list"]}},
        {"unknown_field": 1, "text": ""},  # an unknown field beside a bad known one: still refused
    ],
)
def test_raw_event_rejects(change):
    with pytest.raises(ValidationError):
        RawDocumentEvent(**{**GOOD, **change})


def test_raw_event_ignores_unknown_top_level_fields():
    """Tolerant reader: fields a newer producer adds are ignored (dropped), known fields stay
    strict."""
    e = RawDocumentEvent.model_validate({**GOOD, "unknown_field": 1, "王小明": "x"})
    assert e == RawDocumentEvent(**GOOD) and "unknown_field" not in e.model_dump()


def test_schemas_carry_id_and_dialect():
    ids = set()
    for name in rendered():
        schema = json.loads((SCHEMA_DIR / name).read_text(encoding="utf-8"))
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        assert schema["$id"] == f"urn:tw-deid-worker:contracts:{name}"
        ids.add(schema["$id"])
    assert len(ids) == len(rendered())
    raw = json.loads((SCHEMA_DIR / "raw-document.v1.json").read_text(encoding="utf-8"))
    assert (
        raw.get("additionalProperties", True) is not False
    )  # the raw contract admits unknown fields


def test_raw_event_round_trips_through_json():
    e = RawDocumentEvent(**GOOD, metadata={"channel": "branch", "pages": 3})
    assert RawDocumentEvent.model_validate_json(e.model_dump_json()) == e
