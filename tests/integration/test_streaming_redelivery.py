"""The consumer hands out records this worker already committed: they are skipped, never published
twice.

After a broker outage longer than the group session and the transaction timeout, the client's fetch
state once handed out a batch that had been committed (decision 0006, "A batch committed twice").
Whatever the cause inside the client, a record below an offset this worker committed itself is a
duplicate (:mod:`worker.stream.positions`). Here the fault is injected deterministically on the real
broker: after a few committed transactions the consumer is moved back to the beginning of every
partition (as a stale fetch position would), and, in the second case, ``committed()`` answers as if
nothing had been committed (as a stale offset fetch would) before a rewind.
"""

from __future__ import annotations

import pytest
from confluent_kafka import OFFSET_BEGINNING, OFFSET_INVALID, Consumer, TopicPartition

from tests.integration.helpers import publish
from tests.integration.streaming import account, event, settings_for
from tests.synthetic.generator import generate_documents
from worker.keys.factory import key_provider
from worker.pipeline import Pipeline
from worker.samples import event_bytes
from worker.stream.loop import Worker
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration


class _FaultOnce(Worker):
    """After ``after`` committed transactions, :meth:`fault` runs once before the next poll."""

    def __init__(self, *args, after: int, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._after = after
        self._done = False

    def fault(self, consumer: Consumer) -> None:
        raise NotImplementedError

    def _next_batch(self, consumer: Consumer, limit: int):
        if not self._done and self.stats.transactions >= self._after:
            self._done = True
            self.fault(consumer)
        return super()._next_batch(consumer, limit)


class _StaleFetchWorker(_FaultOnce):
    """Every assigned partition is sought back to its beginning: the next poll serves records that
    are already committed."""

    def fault(self, consumer: Consumer) -> None:
        for tp in consumer.assignment():
            consumer.seek(TopicPartition(tp.topic, tp.partition, OFFSET_BEGINNING))


class _StaleCommittedWorker(_FaultOnce):
    """A rewind is forced while the consumer's committed offsets read as "none" (OFFSET_INVALID)
    for every partition."""

    def fault(self, consumer: Consumer) -> None:
        real = consumer.committed

        class _Stale:
            def __getattr__(self, name):
                return getattr(consumer, name)

            def committed(self, partitions, timeout=None):
                return [
                    TopicPartition(tp.topic, tp.partition, OFFSET_INVALID)
                    for tp in real(partitions, timeout=timeout)
                ]

        self._rewind(_Stale())  # type: ignore[arg-type]


def _run(worker_cls, kafka_bootstrap, unique, tmp_path, n=90):
    s = settings_for(kafka_bootstrap, unique, tmp_path, batch_size=10)
    ensure_topics(s)
    docs = generate_documents(n, seed=43, chars=150)
    events = [event(f"rd-{i:04d}", d["case_id"], d["text"]) for i, d in enumerate(docs)]
    publish(kafka_bootstrap, s.raw_topic, [(e.case_id.encode(), event_bytes(e)) for e in events])
    w = worker_cls(s, Pipeline(key_provider(s), s.max_text_chars, s.mode, s.style), after=3)
    stats = w.run(idle_exit_s=4.0)
    return s, stats, len(events)


@pytest.mark.parametrize("worker_cls", [_StaleFetchWorker, _StaleCommittedWorker],
                         ids=["stale-fetch-position", "stale-committed-offsets"])  # fmt: skip
def test_records_handed_out_again_are_not_published_twice(
    kafka_bootstrap, unique, tmp_path, worker_cls
):
    s, stats, n = _run(worker_cls, kafka_bootstrap, unique, tmp_path)
    acc = account(s)
    assert len(acc.raw) == n
    acc.assert_exactly_once()
    assert stats.consumed == n, stats.as_dict()
    if worker_cls is _StaleFetchWorker:
        # the fault really handed committed records out again, and they were counted
        assert stats.redelivered >= 10, stats.as_dict()
    else:
        # the rewind never went below this worker's own commits: nothing was handed out again
        assert stats.redelivered == 0, stats.as_dict()
