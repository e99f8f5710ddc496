"""The transactional producer's recovery decisions, on real librdkafka producers with no broker.

A broker outage longer than the transaction timeout once stopped the worker: producers dropped after
an ``init_transactions`` timeout and one abandoned in a wedged call kept running inside librdkafka,
took a newer epoch when the broker came back and fenced the worker's current producer, which then
stopped as if another instance had taken its ``transactional.id``. The end-to-end case is
``tests/integration/test_streaming_broker_restart.py``; these pin the two decisions.
"""

from __future__ import annotations

import time

import pytest
from confluent_kafka import KafkaError, Producer

from worker.stream.txn import InstanceFenced, TransactionalProducer, TxnAborted

NO_BROKER = {
    "bootstrap.servers": "127.0.0.1:9",  # discard port: nothing answers
    "transactional.id": "unit-txn",
    "socket.connection.setup.timeout.ms": 1000,
    "log_level": 0,
}


def _fenced() -> KafkaError:
    return KafkaError(KafkaError._FENCED, "fenced", fatal=True)


def test_init_transactions_that_times_out_is_called_again_on_the_same_producer() -> None:
    tp = TransactionalProducer(dict(NO_BROKER), op_timeout_s=0.5)
    seen = []
    for _ in range(2):
        with pytest.raises(TxnAborted, match="init_transactions"):
            tp.ensure(time.monotonic() + 0.5)
        seen.append(tp._initialising)
    assert seen[0] is not None and seen[0] is seen[1], "a second producer would race the first"
    assert not tp.ready
    tp.close(0.1)
    assert tp._initialising is None


def test_a_fence_after_this_worker_abandoned_a_producer_rebuilds_instead_of_stopping() -> None:
    tp = TransactionalProducer(dict(NO_BROKER), op_timeout_s=0.5)
    tp._excused_fences = 1  # as after one abandoned (wedged) call
    p = Producer(dict(NO_BROKER))
    tp._p = p
    with pytest.raises(TxnAborted) as e:
        tp._failed(p, _fenced(), time.monotonic() + 1)
    assert e.value.in_doubt and "abandoned" in e.value.reason
    assert not tp.ready and tp.rebuilds == 1
    tp._p = Producer(dict(NO_BROKER))  # the rebuilt one, fenced again: now it is another instance
    with pytest.raises(InstanceFenced):
        tp._failed(tp._p, _fenced(), time.monotonic() + 1)


def test_a_fence_with_no_abandoned_producer_stops_the_worker() -> None:
    tp = TransactionalProducer(dict(NO_BROKER), op_timeout_s=0.5)
    tp._p = Producer(dict(NO_BROKER))
    with pytest.raises(InstanceFenced):
        tp._failed(tp._p, _fenced(), time.monotonic() + 1)
