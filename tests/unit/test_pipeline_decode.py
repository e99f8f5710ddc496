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


def event(**changes) -> dict:
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


def utf8(obj) -> bytes:
    return json.dumps(obj, ensure_ascii=False).encode("utf-8")


def without(field: str) -> bytes:
    return utf8(event(**{field: _DROP}))


CASES = [
    # (raw value, error class, stage)
    pytest.param(None, "EmptyMessage", "decode", id="no-value"),
    pytest.param(b"", "NotJson", "decode", id="empty-bytes"),
    pytest.param(TEXT.encode("utf-8"), "NotJson", "decode", id="plain-text"),
    pytest.param(utf8(event())[:-20], "NotJson", "decode", id="truncated-json"),
    pytest.param(
        utf8(event()).replace(b'"text"', b"text", 1), "NotJson", "decode", id="unquoted-key"
    ),
    pytest.param(
        json.dumps(event(), ensure_ascii=False).encode("big5"), "NotUtf8", "decode", id="big5"
    ),
    pytest.param(
        json.dumps(event(), ensure_ascii=False).encode("utf-16"), "NotUtf8", "decode", id="utf-16"
    ),
    pytest.param(
        utf8(event())[:-3] + b"\xff" + utf8(event())[-3:], "NotUtf8", "decode", id="stray-byte"
    ),
    pytest.param(
        utf8(event(text="X")).replace(b'"X"', ('"' + TEXT + '\\ud800"').encode("utf-8")),
        "InvalidUnicode",
        "validate",
        id="lone-surrogate-escape-in-text",
    ),
    pytest.param(
        utf8(event(document_kind="X")).replace(b'"X"', ('"' + NAME + '\\udfff"').encode("utf-8")),
        "InvalidUnicode",
        "validate",
        id="lone-surrogate-escape-elsewhere",
    ),
    pytest.param(without("case_id"), "SchemaViolation", "validate", id="missing-case_id"),
    pytest.param(without("document_id"), "SchemaViolation", "validate", id="missing-document_id"),
    pytest.param(without("text"), "SchemaViolation", "validate", id="missing-text"),
    pytest.param(without("created_at"), "SchemaViolation", "validate", id="missing-created_at"),
    pytest.param(utf8(event(text=123)), "SchemaViolation", "validate", id="text-is-number"),
    pytest.param(utf8(event(text=[TEXT])), "SchemaViolation", "validate", id="text-is-list"),
    pytest.param(
        utf8(event(created_at=f"{NAME}生日")), "SchemaViolation", "validate", id="bad-datetime"
    ),
    pytest.param(
        utf8(event(case_id=f"案件{NAME}")), "SchemaViolation", "validate", id="case_id-bad-pattern"
    ),
    pytest.param(
        utf8(event(document_kind=TEXT * 2)),
        "SchemaViolation",
        "validate",
        id="document_kind-too-long",
    ),
    pytest.param(
        utf8(event(content_type="text/html")), "SchemaViolation", "validate", id="bad-content-type"
    ),
    pytest.param(
        utf8(event(metadata={"note": [NAME]})),
        "SchemaViolation",
        "validate",
        id="metadata-nested-value",
    ),
    pytest.param(
        utf8(event(metadata={NAME: [1]})),
        "SchemaViolation",
        "validate",
        id="metadata-key-is-content",
    ),
    pytest.param(
        utf8(event(document_kind=TEXT * 2, extra=NAME)),
        "SchemaViolation",
        "validate",
        id="known-field-still-strict-beside-an-unknown-one",
    ),
    pytest.param(
        utf8(event(schema_version="2")), "SchemaViolation", "validate", id="wrong-schema-version"
    ),
    pytest.param(utf8(event(text="")), "EmptyText", "validate", id="empty-text"),
    pytest.param(
        utf8(event(text=" \t\n\u3000\u00a0")), "EmptyText", "validate", id="whitespace-text"
    ),
    pytest.param(utf8(event(text=TEXT * 40)), "TooLarge", "validate", id="over-size"),
    pytest.param(utf8([event()]), "SchemaViolation", "validate", id="json-array"),
    pytest.param(utf8(TEXT), "SchemaViolation", "validate", id="json-string"),
    pytest.param(b"12345", "SchemaViolation", "validate", id="json-number"),
    pytest.param(b"null", "SchemaViolation", "validate", id="json-null"),
    pytest.param(b"true", "SchemaViolation", "validate", id="json-bool"),
    # hostile payloads: each once crashed the worker (RecursionError, ValueError) instead of a dead
    # letter
    pytest.param(b"[" * 100_000, "JsonTooDeep", "decode", id="100k-open-brackets"),
    pytest.param(b"[" * 100_000 + b"]" * 100_000, "JsonTooDeep", "decode", id="100k-nested-arrays"),
    pytest.param(
        b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
        "JsonTooDeep",
        "decode",
        id="100k-nested-objects",
    ),
    pytest.param(b"[" * 33 + b"]" * 33, "JsonTooDeep", "decode", id="33-nested-arrays"),
    pytest.param(
        utf8(event(metadata={"note": "X"})).replace(b'"X"', b"[" * 900 + utf8(NAME) + b"]" * 900),
        "JsonTooDeep",
        "decode",
        id="900-deep-in-metadata",
    ),
    pytest.param(
        utf8(event(metadata={"note": "X"})).replace(b'"X"', b"[" * 100_000 + utf8(NAME)),
        "JsonTooDeep",
        "decode",
        id="100k-deep-in-metadata",
    ),
    pytest.param(b"9" * 5000, "NumberTooLarge", "decode", id="5000-digit-number"),
    pytest.param(b"-" + b"9" * 5000, "NumberTooLarge", "decode", id="5000-digit-negative"),
    pytest.param(
        utf8(event(metadata={"n": 1})).replace(b'"n": 1', b'"n": ' + b"1" * 5000),
        "NumberTooLarge",
        "decode",
        id="5000-digit-in-metadata",
    ),
    pytest.param(
        b"[" + b"1" * 1_000_000 + b"]", "NumberTooLarge", "decode", id="million-digit-number"
    ),
    pytest.param(
        utf8(event(metadata={"n": 1})).replace(b'"n": 1', b'"n": 0.' + b"1" * 5000),
        "NumberTooLarge",
        "decode",
        id="5000-digit-fraction",
    ),
    pytest.param(
        utf8(event(metadata={"n": 1})).replace(b'"n": 1', b'"n": 1e999'),
        "NumberTooLarge",
        "decode",
        id="float-overflow",
    ),
    pytest.param(
        utf8(event(metadata={"n": 1})).replace(b'"n": 1', b'"n": -1E+400'),
        "NumberTooLarge",
        "decode",
        id="negative-float-overflow",
    ),
    pytest.param(
        utf8(event(metadata={"n": 1})).replace(b'"n": 1', b'"n": NaN'),
        "NotJson",
        "decode",
        id="nan",
    ),
    pytest.param(
        utf8(event(metadata={"n": 1})).replace(b'"n": 1', b'"n": Infinity'),
        "NotJson",
        "decode",
        id="infinity",
    ),
    pytest.param(
        utf8(event(metadata={"n": 1})).replace(b'"n": 1', b'"n": -Infinity'),
        "NotJson",
        "decode",
        id="minus-infinity",
    ),
    pytest.param("\ufeff".encode() + utf8(event()), "NotJson", "decode", id="byte-order-mark"),
    pytest.param(
        utf8(event()).replace(b'"doc-1"', b'"doc\x00-1"'),
        "NotJson",
        "decode",
        id="raw-nul-in-string",
    ),
    pytest.param(utf8(event()) + b" " + utf8(event()), "NotJson", "decode", id="two-documents"),
    pytest.param(
        b"{" * 100_000, "NotJson", "decode", id="100k-open-braces"
    ),  # a key expected at column 2
    pytest.param(b'"' + NAME.encode() * 50_000, "NotJson", "decode", id="unterminated-string"),
]


@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"extra": NAME}, id="unknown-field"),
        pytest.param({NAME: 1}, id="unknown-field-named-with-content"),
        pytest.param(
            {"priority": "high", "routing": {"desk": "A"}, "tags": [1, 2]},
            id="fields-of-a-newer-producer",
        ),
    ],
)
def test_unknown_top_level_fields_are_ignored_not_dead_lettered(extra: dict) -> None:
    """Tolerant reader (contracts/README.md): a newer producer's extra fields are dropped; the
    event is as without them."""
    got = decode(utf8(event(**extra)), LIMIT)
    assert got == decode(utf8(event()), LIMIT)
    assert set(got.model_dump()) == set(type(got).model_fields) and got.model_extra in (None, {})


@pytest.mark.parametrize(("value", "error_class", "stage"), CASES)
def test_decode_rejects_with_the_right_class(
    value: bytes | None, error_class: str, stage: str
) -> None:
    with pytest.raises(DocumentError) as info:
        decode(value, LIMIT)
    err = info.value
    assert (err.error_class, err.stage) == (error_class, stage), err.message


@pytest.mark.parametrize(("value", "error_class", "stage"), CASES)
def test_decode_error_carries_no_document_content(
    value: bytes | None, error_class: str, stage: str
) -> None:
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
    text = "原" * LIMIT
    assert decode(utf8(event(text=text)), LIMIT).text == text
    with pytest.raises(DocumentError) as info:
        decode(utf8(event(text=text + "告")), LIMIT)
    assert info.value.error_class == "TooLarge"


def test_decode_limit_counts_code_points_not_bytes_or_utf16_units() -> None:
    text = "\U00020000" * LIMIT  # CJK Extension B: 4 UTF-8 bytes, 2 UTF-16 units, 1 code point
    assert decode(utf8(event(text=text)), LIMIT).text == text


def test_decode_depth_and_number_limits_are_exact() -> None:
    from worker.pipeline import MAX_JSON_DEPTH, MAX_NUMBER_CHARS

    nested = (
        b"[" * MAX_JSON_DEPTH + b"]" * MAX_JSON_DEPTH
    )  # at the limit: parsed, then refused by the contract
    with pytest.raises(DocumentError) as info:
        decode(nested, LIMIT)
    assert info.value.error_class == "SchemaViolation"
    longest = "9" * MAX_NUMBER_CHARS
    ev = decode(
        utf8(event(metadata={"n": 1, "f": 2}))
        .replace(b'"n": 1', b'"n": ' + longest.encode())
        .replace(b'"f": 2', b'"f": 1e308'),
        LIMIT,
    )
    assert ev.metadata == {"n": int(longest), "f": 1e308}
    with pytest.raises(DocumentError) as info:
        decode(
            utf8(event(metadata={"n": 1})).replace(b'"n": 1', b'"n": ' + longest.encode() + b"9"),
            LIMIT,
        )
    assert info.value.error_class == "NumberTooLarge"


def test_decode_of_a_deep_payload_does_not_depend_on_the_callers_stack() -> None:
    """Called near the recursion limit, deep JSON is still JsonTooDeep, never a RecursionError."""
    import sys

    def at_depth(n: int) -> DocumentError:
        if n:
            return at_depth(n - 1)
        with pytest.raises(DocumentError) as info:
            decode(b"[" * 200 + b"]" * 200, LIMIT)
        return info.value

    err = at_depth(sys.getrecursionlimit() - 150)
    assert (err.error_class, err.stage) == ("JsonTooDeep", "decode")


@pytest.mark.slow
def test_decode_is_fast_on_hostile_payloads() -> None:
    import time

    for value in (
        b"[" * 1_000_000,
        b"9" * 1_000_000,
        b"[" + b"[]," * 300_000 + b"[]]",
        b'{"a":' * 200_000,
    ):
        t0 = time.perf_counter()
        with pytest.raises(DocumentError):
            decode(value, LIMIT)
        assert time.perf_counter() - t0 < 5.0  # linear: a quadratic step would take minutes on 1 MB
