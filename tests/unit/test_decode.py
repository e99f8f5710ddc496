"""``worker.pipeline.decode``: every malformed message becomes a DocumentError of the right class,
whose message (a dead-letter header) carries none of the document's content."""

from __future__ import annotations

import json

import pytest

from worker.errors import DocumentError
from worker.pipeline import decode

NAME = "王小明"
TEXT = f"原告{NAME}住臺北市大安區和平東路二段100巷5弄3號4樓，手機0912-345-678。"
LIMIT = 1000


def event(**changes) -> dict:  # noqa: ANN003
    base = {
        "document_id": "doc-1",
        "case_id": "case-1",
        "text": TEXT,
        "source_system": "bank-a",
        "created_at": "2024-01-03T10:00:00+08:00",
    }
    base.update(changes)
    return {k: v for k, v in base.items() if v is not _DROP}


_DROP = object()


def utf8(obj) -> bytes:  # noqa: ANN001
    return json.dumps(obj, ensure_ascii=False).encode("utf-8")


def without(field: str) -> bytes:
    return utf8(event(**{field: _DROP}))


CASES = [
    # (raw value, error class, stage)
    pytest.param(None, "EmptyMessage", "decode", id="no-value"),
    pytest.param(b"", "NotJson", "decode", id="empty-bytes"),
    pytest.param(TEXT.encode("utf-8"), "NotJson", "decode", id="plain-text"),
    pytest.param(utf8(event())[:-20], "NotJson", "decode", id="truncated-json"),
    pytest.param(utf8(event()).replace(b'"text"', b"text", 1), "NotJson", "decode", id="unquoted-key"),
    pytest.param(json.dumps(event(), ensure_ascii=False).encode("big5"), "NotUtf8", "decode", id="big5"),
    pytest.param(json.dumps(event(), ensure_ascii=False).encode("utf-16"), "NotUtf8", "decode", id="utf-16"),
    pytest.param(utf8(event())[:-3] + b"\xff" + utf8(event())[-3:], "NotUtf8", "decode", id="stray-byte"),
    pytest.param(
        utf8(event(text="X")).replace(b'"X"', ('"' + TEXT + '\\ud800"').encode("utf-8")),
        "InvalidUnicode", "validate", id="lone-surrogate-escape-in-text",
    ),  # fmt: skip
    pytest.param(
        utf8(event(document_kind="X")).replace(b'"X"', ('"' + NAME + '\\udfff"').encode("utf-8")),
        "InvalidUnicode", "validate", id="lone-surrogate-escape-elsewhere",
    ),  # fmt: skip
    pytest.param(without("case_id"), "SchemaViolation", "validate", id="missing-case_id"),
    pytest.param(without("document_id"), "SchemaViolation", "validate", id="missing-document_id"),
    pytest.param(without("text"), "SchemaViolation", "validate", id="missing-text"),
    pytest.param(without("created_at"), "SchemaViolation", "validate", id="missing-created_at"),
    pytest.param(utf8(event(text=123)), "SchemaViolation", "validate", id="text-is-number"),
    pytest.param(utf8(event(text=[TEXT])), "SchemaViolation", "validate", id="text-is-list"),
    pytest.param(utf8(event(created_at=f"{NAME}生日")), "SchemaViolation", "validate", id="bad-datetime"),
    pytest.param(utf8(event(case_id=f"案件{NAME}")), "SchemaViolation", "validate", id="case_id-bad-pattern"),
    pytest.param(utf8(event(document_kind=TEXT * 2)), "SchemaViolation", "validate", id="document_kind-too-long"),
    pytest.param(utf8(event(content_type="text/html")), "SchemaViolation", "validate", id="bad-content-type"),
    pytest.param(utf8(event(metadata={"note": [NAME]})), "SchemaViolation", "validate", id="metadata-nested-value"),
    pytest.param(utf8(event(metadata={NAME: [1]})), "SchemaViolation", "validate", id="metadata-key-is-content"),
    pytest.param(utf8(event(extra=NAME)), "SchemaViolation", "validate", id="unknown-field"),
    pytest.param(utf8(event(**{NAME: 1})), "SchemaViolation", "validate", id="unknown-field-named-with-content"),
    pytest.param(utf8(event(schema_version="2")), "SchemaViolation", "validate", id="wrong-schema-version"),
    pytest.param(utf8(event(text="")), "EmptyText", "validate", id="empty-text"),
    pytest.param(utf8(event(text=" \t\n\u3000\u00a0")), "EmptyText", "validate", id="whitespace-text"),
    pytest.param(utf8(event(text=TEXT * 40)), "TooLarge", "validate", id="over-size"),
    pytest.param(utf8([event()]), "SchemaViolation", "validate", id="json-array"),
    pytest.param(utf8(TEXT), "SchemaViolation", "validate", id="json-string"),
    pytest.param(b"12345", "SchemaViolation", "validate", id="json-number"),
    pytest.param(b"null", "SchemaViolation", "validate", id="json-null"),
    pytest.param(b"true", "SchemaViolation", "validate", id="json-bool"),
]


@pytest.mark.parametrize(("value", "error_class", "stage"), CASES)
def test_decode_rejects_with_the_right_class(value: bytes | None, error_class: str, stage: str) -> None:
    with pytest.raises(DocumentError) as info:
        decode(value, LIMIT)
    err = info.value
    assert (err.error_class, err.stage) == (error_class, stage), err.message


@pytest.mark.parametrize(("value", "error_class", "stage"), CASES)
def test_decode_error_carries_no_document_content(value: bytes | None, error_class: str, stage: str) -> None:
    with pytest.raises(DocumentError) as info:
        decode(value, LIMIT)
    err = info.value
    for shown in (str(err), err.message, repr(err), *map(str, err.args)):
        assert NAME not in shown, shown
        assert not [ch for ch in set(TEXT) if not ch.isascii() and ch in shown], shown
        assert "0912" not in shown, shown
    # the original exception (which may quote the input) is neither chained nor shown in a traceback
    assert err.__cause__ is None and (err.__context__ is None or err.__suppress_context__)


def test_decode_accepts_a_valid_event() -> None:
    ev = decode(utf8(event()), LIMIT)
    assert ev.text == TEXT and ev.case_id == "case-1"


def test_decode_accepts_text_exactly_at_the_limit() -> None:
    text = ("原" * LIMIT)
    assert decode(utf8(event(text=text)), LIMIT).text == text
    with pytest.raises(DocumentError) as info:
        decode(utf8(event(text=text + "告")), LIMIT)
    assert info.value.error_class == "TooLarge"


def test_decode_limit_counts_code_points_not_bytes_or_utf16_units() -> None:
    text = "\U00020000" * LIMIT  # CJK Extension B: 4 UTF-8 bytes, 2 UTF-16 units, 1 code point
    assert decode(utf8(event(text=text)), LIMIT).text == text
