"""``run --idle-exit S`` counts idle time from the assignment, and a drained exit reports the
group's lag.

A member of the group crashes (SIGKILL) while holding the partitions; documents arrive; a batch
worker (``deid-worker run --idle-exit 3``) starts at once. Its group cannot rebalance until the
crashed member's session expires (12 s), far longer than the idle bound, which used to count from
the start: the worker exited 0 with the whole backlog still there. Now it waits for its assignment,
processes everything and exits idle with lag 0 in its stats JSON.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from tests.integration.helpers import publish
from tests.integration.streaming import (
    account,
    event,
    no_stray_workers,  # noqa: F401 - autouse fixture
    settings_for,
    start_worker,
    worker_env,
)
from worker.samples import event_bytes
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration

SESSION_MS = 12_000
IDLE_S = 3
N_DOCS = 30

MEMBER = """
import sys, time
from confluent_kafka import Consumer
c = Consumer({"bootstrap.servers": sys.argv[1], "group.id": sys.argv[2],
              "session.timeout.ms": int(sys.argv[4]),
              "enable.auto.commit": False, "auto.offset.reset": "earliest"})
c.subscribe([sys.argv[3]])
while not c.assignment():
    c.poll(0.2)
print("assigned", flush=True)
while True:
    time.sleep(1)
"""


def test_idle_exit_counts_from_assignment_after_a_crashed_member(kafka_bootstrap, unique, tmp_path):
    s = settings_for(kafka_bootstrap, unique, tmp_path, partitions=2, batch_size=10)
    ensure_topics(s)
    member = subprocess.Popen(
        [sys.executable, "-c", MEMBER, kafka_bootstrap, s.group_id, s.raw_topic, str(SESSION_MS)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert member.stdout.readline().strip() == "assigned"
    finally:
        member.kill()  # the crash: the broker keeps the member until its session expires
        member.wait(10)
    killed = time.monotonic()
    docs = [
        event(f"idle-{i:02d}", f"case-idle-{i % 5}", f"原告王小明{i}主張被告林美華應返還借款。")
        for i in range(N_DOCS)
    ]
    publish(kafka_bootstrap, s.raw_topic, [(d.case_id.encode(), event_bytes(d)) for d in docs])

    w = start_worker(worker_env(s), tmp_path / "worker.log", "--idle-exit", str(IDLE_S))
    assert w.proc.wait(120) == 0, w.log()[-2000:]
    lines = [ln for ln in w.log().splitlines() if ln.startswith("{")]
    stats = json.loads(lines[-1])
    assert stats["consumed"] == N_DOCS, f"exited with a backlog: {stats}"
    assert stats["assigned_after_s"] > IDLE_S, (
        "the group rebalanced faster than the idle bound: the test proves nothing"
    )
    assert time.monotonic() - killed >= SESSION_MS / 1000 * 0.8
    assert stats["exit"] == "idle"
    assert (
        stats["lag_total"] == 0
        and set(stats["lag"]) == {"0", "1"}
        and set(stats["lag"].values()) == {0}
    )
    account(s).assert_exactly_once()
