"""Lifecycle: probes from the poll loop, SIGTERM within a bound in the middle of a long batch,
backpressure from a full producer queue, and a fenced instance that stops instead of fighting."""

from __future__ import annotations

import json
import socket
import threading
import urllib.error
import urllib.request

import pytest
from confluent_kafka import Producer

from tests.integration.helpers import publish
from tests.integration.streaming import (
    OutputCounter,
    account,
    event,
    no_stray_workers,  # noqa: F401 - autouse fixture
    run_in_process,
    settings_for,
    start_worker,
    wait_until,
    worker_env,
)
from tests.synthetic.generator import generate_documents
from worker.keys.factory import key_provider
from worker.pipeline import Pipeline
from worker.samples import event_bytes
from worker.stream.loop import InstanceFenced, Worker
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _probe(port: int, path: str) -> tuple[int, dict]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=2) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")
    except OSError:
        return 0, {}


def test_probes_and_sigterm_mid_batch_within_the_bound(kafka_bootstrap, unique, tmp_path):
    s = settings_for(kafka_bootstrap, unique, tmp_path, batch_size=50, partitions=1)
    ensure_topics(s)
    docs = generate_documents(
        100, seed=17, chars=2500
    )  # ~0.15 s each: a full batch is several seconds of work
    events = [event(f"long-{i:03d}", d["case_id"], d["text"]) for i, d in enumerate(docs)]
    publish(kafka_bootstrap, s.raw_topic, [(e.case_id.encode(), event_bytes(e)) for e in events])
    port = _free_port()
    env = worker_env(
        s, DEID_HEALTH_PORT=str(port), DEID_HEALTH_HOST="127.0.0.1", DEID_SHUTDOWN_TIMEOUT_S="6"
    )
    w = start_worker(env, tmp_path / "w.log")
    wait_until(lambda: _probe(port, "/livez")[0] == 200, 30, 0.1, "/livez ok")
    wait_until(lambda: _probe(port, "/readyz")[0] == 200, 30, 0.1, "/readyz ok")
    _code, body = _probe(port, "/readyz")
    assert (
        body["ready"]
        and body["partitions"] == 1
        and set(body) == {"status", "live", "ready", "seconds_since_loop", "partitions"}
    )
    assert _probe(port, "/metrics")[0] == 404

    counter = OutputCounter(s)
    counter.wait_for(
        1, 60
    )  # the first batch committed: the second (50 long documents, ~7 s) is under way
    counter.close()
    elapsed = w.terminate(timeout_s=20)
    assert w.proc.returncode == 0, w.log()[-2000:]
    assert elapsed < 6.5, f"shutdown took {elapsed:.1f}s, bound 6s"
    done = json.loads(w.log().strip().splitlines()[-1])["consumed"]
    assert 0 < done < len(events)

    rest = start_worker(worker_env(s), tmp_path / "rest.log", "--idle-exit", "4")
    rest.proc.wait(120)
    acc = account(s)
    acc.assert_exactly_once()
    assert len(acc.clean) + len(acc.onprem) + len(acc.dlq) == len(events)


def test_backpressure_from_a_full_producer_queue(kafka_bootstrap, unique, tmp_path):
    s = settings_for(
        kafka_bootstrap, unique, tmp_path, producer_queue_max_messages=2, batch_size=30
    )
    ensure_topics(s)
    events = [
        event(f"bp-{i:03d}", f"case-{i % 5}", f"原告王小明{i}主張被告林美華應返還借款。")
        for i in range(90)
    ]
    publish(kafka_bootstrap, s.raw_topic, [(e.case_id.encode(), event_bytes(e)) for e in events])
    stats = run_in_process(
        s
    )  # 4 outputs per document through a queue of 2: produce() waits, nothing is lost
    assert stats.consumed == 90 and stats.aborts == 0 and stats.queue_full_waits > 0
    account(s).assert_exactly_once()


def test_fenced_instance_stops_and_a_successor_finishes_exactly_once(
    kafka_bootstrap, unique, tmp_path
):
    s = settings_for(kafka_bootstrap, unique, tmp_path, batch_size=5)
    ensure_topics(s)
    first = [
        event(f"f-{i:03d}", f"case-{i % 3}", f"原告王小明{i}主張被告林美華應返還借款。")
        for i in range(20)
    ]
    publish(kafka_bootstrap, s.raw_topic, [(e.case_id.encode(), event_bytes(e)) for e in first])
    worker = Worker(s, Pipeline(key_provider(s), s.max_text_chars))
    outcome: dict = {}

    def run() -> None:
        try:
            worker.run()
        except InstanceFenced as e:
            outcome["fenced"] = e

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    wait_until(lambda: worker.stats.consumed >= 20, 60, 0.2, "first documents processed")
    rogue = Producer({"bootstrap.servers": kafka_bootstrap, "transactional.id": s.transactional_id})
    rogue.init_transactions(30)  # a second instance with the same identity bumps the epoch
    second = [event(f"g-{i:03d}", f"case-{i % 3}", f"證人李大華{i}到庭。") for i in range(20)]
    publish(kafka_bootstrap, s.raw_topic, [(e.case_id.encode(), event_bytes(e)) for e in second])
    thread.join(60)
    assert not thread.is_alive() and "fenced" in outcome, "the fenced worker kept running"
    assert "transactional.id" in str(outcome["fenced"])
    del rogue

    run_in_process(s)  # the successor (same identity) takes over from the committed offsets
    acc = account(s)
    acc.assert_exactly_once()
    assert len(acc.clean) == 40
