"""Rebalances: a second worker joins in the middle of a run and the first one leaves later.

No transaction is left open across a rebalance, every input ends in exactly one place, and the case
states follow the partitions (reloaded from the changelog on assignment), so the documents equal
those of one uninterrupted pipeline run byte for byte.
"""

from __future__ import annotations

import threading
from collections import defaultdict

import pytest

from tests.integration.helpers import publish
from tests.integration.streaming import account, event, settings_for, wait_until
from tests.synthetic.generator import generate_documents
from worker.errors import DocumentError
from worker.keys.dev_file import DevKeyFile
from worker.pipeline import Pipeline
from worker.samples import event_bytes
from worker.stream.loop import Worker
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration


def _start(worker: Worker) -> threading.Thread:
    t = threading.Thread(target=worker.run, daemon=True)
    t.start()
    return t


def test_worker_joins_and_leaves_mid_run_exactly_once_and_consistent(
    kafka_bootstrap, unique, tmp_path
):
    s = settings_for(kafka_bootstrap, unique, tmp_path, batch_size=10, partitions=3)
    ensure_topics(s)
    keys = DevKeyFile(s.dev_key_file)
    docs = generate_documents(300, seed=77, chars=150)
    events = [event(f"rb-{i:03d}", d["case_id"], d["text"]) for i, d in enumerate(docs)]
    events = (
        events[::2] + events[1::2]
    )  # a case's documents far apart: many cases cross the rebalances
    messages = [(e.case_id.encode(), event_bytes(e)) for e in events]
    publish(kafka_bootstrap, s.raw_topic, messages[:150])

    a = Worker(s, Pipeline(keys))
    b = Worker(s.model_copy(update={"transactional_id": s.transactional_id + "-b"}), Pipeline(keys))
    ta, tb = _start(a), None
    try:
        wait_until(lambda: a.stats.consumed >= 60, 60, 0.1, "first worker under way")
        tb = _start(b)
        wait_until(lambda: a.assigned and b.assigned, 60, 0.1, "partitions shared by both workers")
        assert not a.assigned & b.assigned
        publish(kafka_bootstrap, s.raw_topic, messages[150:])  # work for both
        wait_until(lambda: b.stats.consumed >= 20, 60, 0.1, "second worker under way")
        a.stop()  # leaves the group: its partitions move to b, with their case states
        ta.join(30)
        wait_until(
            lambda: a.stats.consumed + b.stats.consumed >= len(events),
            120,
            0.2,
            "all documents processed",
        )
    finally:
        a.stop()
        b.stop()
    for t in (ta, tb):
        if t is not None:
            t.join(30)
            assert not t.is_alive()

    acc = account(s)
    acc.assert_exactly_once()
    assert len(acc.raw) == len(events)
    published = {**acc.clean, **acc.onprem}
    by_case: dict[str, list[bytes]] = defaultdict(list)
    for _key, m in sorted(acc.raw.items()):
        by_case[m.key().decode()].append(m.value())
    for values in list(by_case.values())[
        ::2
    ]:  # the reference (half the cases): in order, one pipeline
        reference = Pipeline(keys)
        for value in values:
            try:
                out = reference.process(value)
            except DocumentError:
                continue
            assert published[out.clean.document_id].value() == out.clean.model_dump_json().encode(
                "utf-8"
            )
