"""No exception of one record escapes the per-record path: a fault in any stage (decode …
serialisation) becomes ``DocumentError("InternalError", <stage>, <exception class name>)``, a dead
letter that keeps the record's key, bytes and headers, with the case-state changes rolled back;
nothing of the exception's text (which may quote the document) reaches the error, the log, a header
or a metric."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime

import pytest
from confluent_kafka import Message
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader

import worker.pipeline as P
from contracts import CleanDocumentEvent, RawDocumentEvent, RestoreMapEvent
from tests.unit.helpers import FixedKeys
from worker.config import Settings
from worker.errors import DocumentError
from worker.keys import KeyUnavailable
from worker.metrics import Metrics
from worker.pipeline import Pipeline, stage
from worker.stream.dlq import HEADER_NAMES, HEADERS_OMITTED, VALUE_OMITTED, from_kafka_headers
from worker.stream.limits import SizeLimits
from worker.stream.outputs import Transformer
from worker.stream.states import StagedStore

SECRET = "secret 王小明"
TEXT = "原告王小明主張被告林美華應返還借款，電話0912-345-678。"
DOC = {"document_id": "d1", "case_id": "case-1", "text": TEXT, "source_system": "t",
       "created_at": "2024-05-01T00:00:00+00:00"}  # fmt: skip
RAW = json.dumps(DOC, ensure_ascii=False).encode("utf-8")


def boom(*_args, **_kwargs):
    raise RuntimeError(SECRET)


class Unavailable:
    def scope_key(self, case_id: str):
        raise KeyUnavailable("vault sealed")

    def case_ref(self, case_id: str) -> str:
        raise KeyUnavailable("vault sealed")


def _event() -> RawDocumentEvent:
    return RawDocumentEvent(document_id="d1", case_id="case-1", text=TEXT, source_system="t",
                            created_at=datetime(2024, 5, 1, tzinfo=UTC))  # fmt: skip


# (what is patched, its attribute, the stage it belongs to)
FAULTS = [
    pytest.param(P, "_JSON", "decode", id="decode"),
    pytest.param(RawDocumentEvent, "model_validate", "validate", id="validate"),
    pytest.param(P, "unseal", "pseudonymize", id="load-case-state"),
    pytest.param(P, "detect", "detect", id="detect"),
    pytest.param(P, "classify", "classify", id="classify"),
    pytest.param(P, "CasePseudonymizer", "pseudonymize", id="pseudonymizer"),
    pytest.param(P, "rewrite", "pseudonymize", id="rewrite"),
    pytest.param(P, "verify", "verify", id="verify"),
    pytest.param(P, "seal", "produce", id="seal-case-state"),
    pytest.param(P, "CleanDocumentEvent", "produce", id="clean-event"),
    pytest.param(P, "encrypt", "produce", id="restore-map-encryption"),
]


def _inject(monkeypatch: pytest.MonkeyPatch, target: object, attr: str) -> None:
    if attr == "_JSON":
        monkeypatch.setattr(target, attr, type("Broken", (), {"decode": staticmethod(boom)})())
    else:
        monkeypatch.setattr(target, attr, boom)


def _pipeline(states: object | None = None) -> Pipeline:
    p = Pipeline(FixedKeys(), states=states)  # type: ignore[arg-type]
    p.process(RAW)  # a state for the case exists: loading it is exercised too
    return p


def _assert_content_free(err: DocumentError, *shown: str) -> None:
    for text in (str(err), repr(err), err.message, *map(str, err.args), *shown):
        assert "王小明" not in text and "secret" not in text, text
    assert err.__cause__ is None and err.__suppress_context__  # no traceback shows the original


@pytest.mark.parametrize(("target", "attr", "stage_name"), FAULTS)
def test_a_fault_in_each_stage_is_an_internal_error_of_that_stage(
    monkeypatch, caplog, target, attr, stage_name
):
    p = _pipeline()
    _inject(monkeypatch, target, attr)
    caplog.set_level(logging.DEBUG)
    with pytest.raises(DocumentError) as info:
        p.process(RAW)
    err = info.value
    assert (err.error_class, err.stage, err.message) == (
        "InternalError",
        stage_name,
        "RuntimeError",
    )
    _assert_content_free(err, caplog.text)
    assert f"InternalError at {stage_name}: RuntimeError" in caplog.text  # where, for the operator


def test_the_stage_is_reset_between_documents(monkeypatch) -> None:
    p = _pipeline()
    with monkeypatch.context() as m:
        m.setattr(P, "verify", boom)
        with pytest.raises(DocumentError):
            p.process_event(_event())
    m2 = pytest.MonkeyPatch()
    try:
        m2.setattr(P, "detect", boom)
        with pytest.raises(DocumentError) as info:
            p.process_event(_event())
        assert info.value.stage == "detect"
    finally:
        m2.undo()
    assert p.process_event(_event()).clean.document_id == "d1"


def test_document_errors_and_unavailable_keys_pass_through_unchanged(monkeypatch) -> None:
    p = _pipeline()
    mine = DocumentError("DetectionInput", "detect", "too many code points")

    def refuse(*_a, **_k):
        raise mine

    monkeypatch.setattr(P, "detect", refuse)
    with pytest.raises(DocumentError) as info:
        p.process(RAW)
    assert info.value is mine
    with pytest.raises(KeyUnavailable):
        Pipeline(Unavailable()).process(RAW)  # type: ignore[arg-type]


def test_stage_names_are_those_of_the_dead_letter_contract() -> None:
    from typing import get_args

    from contracts import DeadLetterHeaders

    assert set(P.STAGES) == set(get_args(DeadLetterHeaders.model_fields["error_stage"].annotation))
    with pytest.raises(ValueError), stage("serialise"):
        pass


# -- the transformer: serialisation, dead letters, headers, metrics --------------------------------

HEADERS = [
    ("source", b"bank-a"),
    ("traceparent", b"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"),
    ("deid.errors.class.name", b"Forged"),
    ("Deid.Errors.stage", b"verify"),
    ("empty", None),
    ("source", b"twice"),
]


def _message(
    value: bytes | None = RAW, headers: list | None = None, key: bytes | None = b"case-1"
) -> Message:
    return Message(
        topic="raw",
        partition=0,
        offset=7,
        key=key,
        value=value,
        headers=HEADERS if headers is None else headers,
        timestamp=(1, 1_714_521_600_000),
    )


def _transformer(
    producer_max: int = 1_000_000,
) -> tuple[Transformer, StagedStore, InMemoryMetricReader]:
    states = StagedStore()
    reader = InMemoryMetricReader()
    metrics = Metrics(MeterProvider(metric_readers=[reader]).get_meter("test"))
    t = Transformer(
        Settings(), Pipeline(FixedKeys(), states=states), states, SizeLimits(producer_max), metrics
    )  # type: ignore[arg-type]
    return t, states, reader


def _sums(reader: InMemoryMetricReader) -> dict[tuple[str, tuple], int]:
    out = {}
    data = reader.get_metrics_data()
    for rm in data.resource_metrics if data else []:
        for sm in rm.scope_metrics:
            for metric in sm.metrics:
                for point in metric.data.data_points:
                    out[(metric.name, tuple(sorted(point.attributes.items())))] = point.value
    return out


@pytest.mark.parametrize(
    "fault", ["clean-json", "restore-map-json", "restore-map-encryption", "detect"]
)
def test_a_fault_while_serialising_dead_letters_the_record_and_rolls_its_state_back(
    monkeypatch, fault
) -> None:
    t, states, _ = _transformer()
    target, attr, expected_stage = {
        "clean-json": (CleanDocumentEvent, "model_dump_json", "produce"),
        "restore-map-json": (RestoreMapEvent, "model_dump_json", "produce"),
        "restore-map-encryption": (P, "encrypt", "produce"),
        "detect": (P, "detect", "detect"),
    }[fault]
    monkeypatch.setattr(target, attr, boom)
    outcome = t(_message())
    assert outcome.label == "dlq:InternalError" and outcome.stage == expected_stage
    assert states.staged() == {}  # the case state of a dead-lettered record is not written
    [letter] = outcome.outputs
    assert (letter.topic, letter.key, letter.value) == (t.s.dlq_topic, b"case-1", RAW)
    h = from_kafka_headers(letter.headers)
    assert (h.error_class, h.error_stage, h.error_message) == (
        "InternalError",
        expected_stage,
        "RuntimeError",
    )
    for _name, value in letter.headers:
        assert value is None or ("王小明".encode() not in value and b"secret" not in value)
    monkeypatch.undo()
    assert t(_message()).label == "clean"  # the next record goes on


def test_a_dead_letter_keeps_the_original_headers_first_and_drops_forged_ones() -> None:
    t, _, _ = _transformer()
    [letter] = t(_message(value=b"[" * 100_000)).outputs
    names = [k for k, _ in letter.headers]
    carried = [
        (k, v) for k, v in letter.headers if not k.startswith("deid.errors.") and k != "traceparent"
    ]
    assert carried == [("source", b"bank-a"), ("empty", None), ("source", b"twice")]
    assert names[:3] == ["source", "empty", "source"]  # originals first, in their order
    assert "Deid.Errors.stage" not in names and names.count(HEADER_NAMES["error_class"]) == 1
    assert names.count("traceparent") <= 1  # one trace context: the dead letter's (or none)
    h = from_kafka_headers(letter.headers)
    assert (h.error_class, h.error_stage, h.source_offset) == ("JsonTooDeep", "decode", 7)
    assert HEADERS_OMITTED not in names and letter.value == b"[" * 100_000


def test_too_large_original_headers_are_left_out_before_the_value() -> None:
    t, _, _ = _transformer(producer_max=20_000)
    big = [("blob", b"x" * 18_000), ("source", b"bank-a")]
    [letter] = t(_message(value=b"9" * 3000, headers=big)).outputs
    hdr = dict(letter.headers)
    assert letter.value == b"9" * 3000 and letter.key == b"case-1"
    assert hdr[HEADERS_OMITTED] == b"true" and "blob" not in hdr and "source" not in hdr
    assert from_kafka_headers(letter.headers).error_class == "NumberTooLarge"
    [letter] = t(
        _message(value=b"9" * 30_000, headers=[("source", b"bank-a")])
    ).outputs  # the value alone is too large
    hdr = dict(letter.headers)
    assert letter.value is None and hdr[VALUE_OMITTED] == b"true" and hdr["source"] == b"bank-a"


def test_unreadable_headers_are_said_to_be_omitted() -> None:
    class Unreadable:  # a header name that is not UTF-8 makes the client raise
        def __getattr__(self, name: str):
            return getattr(_message(value=b"[" * 1000), name)

        def headers(self):
            raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")

    t, _, _ = _transformer()
    [letter] = t(Unreadable()).outputs  # type: ignore[arg-type]
    assert dict(letter.headers)[HEADERS_OMITTED] == b"true" and letter.value == b"[" * 1000
    assert from_kafka_headers(letter.headers).error_class == "JsonTooDeep"


def test_committed_outcomes_are_counted_by_outcome_class_and_stage_only() -> None:
    t, _, reader = _transformer()
    outcomes = [
        t(_message()),
        t(_message(value=b"[" * 100_000)),
        t(_message(value=b"9" * 5000)),
        t(_message(value=None)),
    ]
    assert _sums(reader) == {}  # transformed is not committed
    t.committed(outcomes)
    counted = {
        k: v for k, v in _sums(reader).items() if k[0] in ("deid.documents", "deid.dead_letters")
    }
    assert counted == {
        ("deid.documents", (("deid.outcome", "clean"),)): 1,
        ("deid.documents", (("deid.outcome", "dead_letter"),)): 3,
        (
            "deid.dead_letters",
            (("deid.error.class", "JsonTooDeep"), ("deid.error.stage", "decode")),
        ): 1,
        (
            "deid.dead_letters",
            (("deid.error.class", "NumberTooLarge"), ("deid.error.stage", "decode")),
        ): 1,
        (
            "deid.dead_letters",
            (("deid.error.class", "EmptyMessage"), ("deid.error.stage", "decode")),
        ): 1,
    }


def test_metrics_are_a_no_op_without_a_meter_provider() -> None:
    Metrics().dead_lettered(
        "InternalError", "detect"
    )  # the API's default provider: nothing recorded, no error
