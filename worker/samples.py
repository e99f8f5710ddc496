"""Raw events from sample files, for the demo and tests: ``<dir>/<case-id>/<NN-kind>.txt``.

Also a few deliberately invalid messages so that a demo run shows the dead-letter path.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from pathlib import Path

from contracts import RawDocumentEvent

_KIND_WORDS = (
    "起訴狀",
    "判決",
    "筆錄",
    "存證信函",
    "契約",
    "LINE",
    "電子郵件",
    "轉帳",
    "匯款",
    "上訴狀",
    "診斷",
)


def sample_document_id(case_id: str, stem: str) -> str:
    """The document id of sample ``<case>/<stem>.txt``: a hash, so the case id never travels in
    clear on an output."""
    return "doc-" + hashlib.sha256(f"{case_id}/{stem.split('-')[0]}".encode()).hexdigest()[:16]


def events_from_dir(root: str | Path, source_system: str = "demo-dms") -> list[RawDocumentEvent]:
    """One event per ``*.txt`` under ``root/<case>/`` (document id: :func:`sample_document_id`),
    sorted by path."""
    events = []
    for path in sorted(Path(root).glob("*/*.txt")):
        case_id = path.parent.name
        kind = next((w for w in _KIND_WORDS if w in path.stem), None)
        events.append(
            RawDocumentEvent(
                document_id=sample_document_id(case_id, path.stem),
                case_id=case_id,
                text=path.read_text(encoding="utf-8"),
                source_system=source_system,
                document_kind=kind,
                created_at=datetime(2024, 5, 1, tzinfo=UTC),
            )
        )
    return events


def event_bytes(event: RawDocumentEvent) -> bytes:
    return event.model_dump_json().encode("utf-8")


def invalid_messages() -> list[tuple[str, bytes]]:
    """``(label, raw bytes)`` of messages that must be dead-lettered (synthetic content only)."""
    good = {
        "document_id": "bad-1",
        "case_id": "case-invalid",
        "text": "原告王小明",
        "source_system": "demo-dms",
        "created_at": "2024-05-01T00:00:00+00:00",
    }
    return [
        ("not-json", b'{"document_id": "bad-1", "text": '),
        ("not-utf8", json.dumps({**good, "text": "原告王小明"}, ensure_ascii=False).encode("big5")),
        ("missing-field", json.dumps({k: v for k, v in good.items() if k != "case_id"}).encode()),
        ("empty-text", json.dumps({**good, "text": "  \n "}).encode()),
        ("wrong-type", json.dumps({**good, "text": 12}).encode()),
        ("lone-surrogate", json.dumps(good).replace("\\u738b", "\\ud800").encode()),
    ]
