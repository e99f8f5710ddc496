"""worker.stream.message: the typed reads of a consumed record."""

from __future__ import annotations

import pytest
from confluent_kafka import Message

from worker.stream.message import headers_of, source_of, value_of


def test_source_of_a_record() -> None:
    m = Message(topic="deid.raw.v1", partition=2, offset=41, value=b"{}")
    assert source_of(m) == ("deid.raw.v1", 2, 41)


@pytest.mark.parametrize(
    "fields",
    [
        {},
        {"topic": "t", "partition": 0},
        {"topic": "t", "offset": 3},
        {"partition": 1, "offset": 0},
    ],
)
def test_source_of_an_error_event_is_refused(fields: dict) -> None:
    with pytest.raises(ValueError, match="not a consumed record"):
        source_of(Message(**fields))


def test_headers_of_keeps_order_and_none_values() -> None:
    m = Message(topic="t", headers=[("b", b"2"), ("a", None), ("b", b"3")])
    assert headers_of(m) == [("b", b"2"), ("a", None), ("b", b"3")]


def test_headers_of_a_record_without_headers() -> None:
    assert headers_of(Message(topic="t")) == []


def test_headers_of_normalises_the_producer_forms() -> None:
    m = Message(topic="t", headers={"x": "é", "y": b"\xff", "z": None})
    assert headers_of(m) == [("x", "é".encode()), ("y", b"\xff"), ("z", None)]


def test_value_of() -> None:
    assert value_of(Message(topic="t", value=b"\x00data")) == b"\x00data"
    with pytest.raises(ValueError, match="tombstone"):
        value_of(Message(topic="t", value=None))
