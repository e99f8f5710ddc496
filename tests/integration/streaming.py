"""Shared helpers of the streaming tests (tests/integration/test_streaming_*.py): real broker only.

Workers run as ``python -m worker.cli run`` subprocesses configured by environment, with their
output in files (never pipes a long run could fill). The accounting functions map every raw record
to the places it ended in: clean and on-prem documents by document id, dead letters by the
source partition and offset in their headers.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import pytest
from confluent_kafka import Consumer, KafkaError, Message, TopicPartition

from contracts import CleanDocumentEvent, RawDocumentEvent
from tests.integration.helpers import make_settings
from worker.config import Settings
from worker.stream.dlq import from_kafka_headers
from worker.stream.read import read_committed

ROOT = Path(__file__).resolve().parents[2]


def settings_for(bootstrap: str, unique: str, tmp_path: Path, **overrides) -> Settings:
    """Test settings with topics (state topic included), group and transactional id of their own."""
    overrides.setdefault("state_topic", f"t{unique}.case-state")
    return make_settings(bootstrap, unique, tmp_path, **overrides)


def event(doc_id: str, case: str, text: str) -> RawDocumentEvent:
    return RawDocumentEvent(document_id=doc_id, case_id=case, text=text, source_system="test",
                            created_at=datetime(2024, 5, 1, tzinfo=UTC))  # fmt: skip


def worker_env(s: Settings, **extra: str) -> dict[str, str]:
    """Environment of a ``deid-worker run`` process for settings ``s`` (plus ``DEID_*`` extras)."""
    env = dict(os.environ)
    env.update(
        {
            "KAFKA_BOOTSTRAP_SERVERS": s.bootstrap_servers,
            "DEID_RAW_TOPIC": s.raw_topic,
            "DEID_CLEAN_TOPIC": s.clean_topic,
            "DEID_ONPREM_TOPIC": s.onprem_topic,
            "DEID_RESTORE_TOPIC": s.restore_topic,
            "DEID_DLQ_TOPIC": s.dlq_topic,
            "DEID_STATE_TOPIC": s.state_topic,
            "DEID_GROUP_ID": s.group_id,
            "DEID_TRANSACTIONAL_ID": s.transactional_id,
            "DEID_DEV_KEY_FILE": str(s.dev_key_file),
            "DEID_BATCH_SIZE": str(s.batch_size),
            "DEID_MAX_TEXT_CHARS": str(s.max_text_chars),
            "DEID_POLL_TIMEOUT_S": str(s.poll_timeout_s),
            "OMP_NUM_THREADS": "1",
        }
    )
    env.update(extra)
    return env


@dataclass
class WorkerProcess:
    proc: subprocess.Popen
    log_path: Path

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(30)

    def terminate(self, timeout_s: float = 30.0) -> float:
        """SIGTERM; returns the seconds until the process exited."""
        t0 = time.monotonic()
        self.proc.send_signal(signal.SIGTERM)
        self.proc.wait(timeout_s)
        return time.monotonic() - t0

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")


_STARTED: list[WorkerProcess] = []


def start_worker(env: dict[str, str], log_path: Path, *args: str) -> WorkerProcess:
    fh = open(log_path, "ab")  # noqa: SIM115 - owned by the child process
    proc = subprocess.Popen([sys.executable, "-m", "worker.cli", "run", *args], env=env, cwd=ROOT,
                            stdout=fh, stderr=subprocess.STDOUT)  # fmt: skip
    fh.close()
    _STARTED.append(WorkerProcess(proc, log_path))
    return _STARTED[-1]


@pytest.fixture(autouse=True)
def no_stray_workers():
    """Kill (by pid) every worker process a test started and left running, e.g. after a failed
    assertion."""
    yield
    while _STARTED:
        w = _STARTED.pop()
        if w.proc.poll() is None:
            w.proc.kill()
            w.proc.wait(30)


def wait_until(
    predicate: Callable[[], bool],
    timeout_s: float,
    interval_s: float = 0.5,
    what: str = "condition",
) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(interval_s)
    raise AssertionError(f"{what} not reached within {timeout_s}s")


def output_count(s: Settings) -> int:
    """Committed records on the clean, on-prem and dead-letter topics."""
    return sum(
        len(read_committed(s.bootstrap_servers, t))
        for t in (s.clean_topic, s.onprem_topic, s.dlq_topic)
    )


class OutputCounter:
    """Counts committed records on the clean, on-prem and dead-letter topics as they arrive (one
    consumer)."""

    def __init__(self, s: Settings) -> None:
        self.c = Consumer(
            {
                "bootstrap.servers": s.bootstrap_servers,
                "group.id": f"count-{uuid.uuid4()}",
                "enable.auto.commit": False,
                "isolation.level": "read_committed",
                "fetch.wait.max.ms": 50,
            }
        )
        parts = []
        for t in (s.clean_topic, s.onprem_topic, s.dlq_topic):
            n = len(self.c.list_topics(t, timeout=10).topics[t].partitions)
            parts += [TopicPartition(t, p, 0) for p in range(n)]
        self.c.assign(parts)
        self.seen: set[tuple[str, int, int]] = set()

    def count(self) -> int:
        for m in self.c.consume(1000, 0.2):
            if not m.error():
                self.seen.add((m.topic(), m.partition(), m.offset()))
        return len(self.seen)

    def wait_for(self, n: int, timeout_s: float) -> None:
        wait_until(lambda: self.count() >= n, timeout_s, 0.05, f"{n} inputs accounted for")

    def wait_while_progressing(self, n: int, stall_s: float) -> None:
        """Until ``n`` are accounted for; fails only when none arrives for ``stall_s`` seconds (a
        stuck worker), not because a loaded machine is slow."""
        last, since = self.count(), time.monotonic()
        while last < n:
            time.sleep(0.05)
            now = self.count()
            if now > last:
                last, since = now, time.monotonic()
            elif time.monotonic() - since > stall_s:
                raise AssertionError(f"{n} inputs accounted for not reached: stuck at {now}")

    def close(self) -> None:
        self.c.close()


def high_watermarks(s: Settings, topics: list[str]) -> dict[tuple[str, int], int]:
    """Current end offsets (aborted and open transactions included) of ``topics``."""
    c = Consumer({"bootstrap.servers": s.bootstrap_servers, "group.id": f"hw-{uuid.uuid4()}"})
    try:
        out = {}
        for t in topics:
            for p in c.list_topics(t, timeout=10).topics[t].partitions:
                out[(t, p)] = c.get_watermark_offsets(
                    TopicPartition(t, p), timeout=10, cached=False
                )[1]
        return out
    finally:
        c.close()


@dataclass
class Accounting:
    raw: dict[tuple[int, int], Message]
    places: dict[tuple[int, int], list[str]]
    clean: dict[str, Message]  # document id → record, normal clean topic
    onprem: dict[str, Message]
    dlq: list[Message]
    duplicates: list[str]

    def assert_exactly_once(self) -> None:
        missing = set(self.raw) - set(self.places)
        doubled = {k: v for k, v in self.places.items() if len(v) != 1}
        assert not missing, f"{len(missing)} inputs in no output topic, e.g. {sorted(missing)[:5]}"
        assert not doubled, (
            f"{len(doubled)} inputs in more than one place, e.g. {list(doubled.items())[:3]}"
        )
        assert not self.duplicates, f"documents published twice: {self.duplicates[:5]}"
        assert set(self.places) <= set(self.raw)


def account(s: Settings) -> Accounting:
    """Read every topic (read_committed) and map each raw record to the places it ended in."""
    b = s.bootstrap_servers
    raw = {(m.partition(), m.offset()): m for m in read_committed(b, s.raw_topic)}
    where: dict[str, tuple[int, int]] = {}
    for key, m in raw.items():
        try:
            doc_id = json.loads(m.value().decode("utf-8")).get("document_id")
        except (
            UnicodeDecodeError,
            ValueError,
            RecursionError,
            AttributeError,
        ):  # ValueError: bad JSON, 5000 digits
            continue
        if isinstance(doc_id, str):
            where.setdefault(doc_id, key)
    places: dict[tuple[int, int], list[str]] = {}
    found: dict[str, dict[str, Message]] = {s.clean_topic: {}, s.onprem_topic: {}}
    duplicates = []
    for topic in (s.clean_topic, s.onprem_topic):
        for m in read_committed(b, topic):
            doc_id = CleanDocumentEvent.model_validate_json(m.value()).document_id
            if doc_id in found[s.clean_topic] or doc_id in found[s.onprem_topic]:
                duplicates.append(doc_id)
            found[topic][doc_id] = m
            places.setdefault(where[doc_id], []).append(topic)
    dlq = read_committed(b, s.dlq_topic)
    for m in dlq:
        h = from_kafka_headers(m.headers())
        assert h.source_topic == s.raw_topic
        places.setdefault((h.source_partition, h.source_offset), []).append(s.dlq_topic)
    return Accounting(raw, places, found[s.clean_topic], found[s.onprem_topic], dlq, duplicates)


def run_in_process(s: Settings, idle_exit_s: float = 3.0):
    """Run a worker in this process until ``idle_exit_s`` without messages; returns its stats."""
    from worker.keys.factory import key_provider
    from worker.pipeline import Pipeline
    from worker.stream.loop import Worker

    return Worker(s, Pipeline(key_provider(s), s.max_text_chars, s.mode, s.style)).run(
        idle_exit_s=idle_exit_s
    )


def read_uncommitted(bootstrap: str, topic: str) -> list:
    """Every record of ``topic``, those of aborted transactions included."""
    c = Consumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": f"u-{uuid.uuid4()}",
            "enable.auto.commit": False,
            "isolation.level": "read_uncommitted",
            "enable.partition.eof": True,
        }
    )
    try:
        parts = sorted(c.list_topics(topic, timeout=10).topics[topic].partitions)
        c.assign([TopicPartition(topic, p, 0) for p in parts])
        out, pending, deadline = [], set(parts), time.monotonic() + 30
        while pending and time.monotonic() < deadline:
            for m in c.consume(500, 0.5):
                if m.error():
                    if m.error().code() == KafkaError._PARTITION_EOF:
                        pending.discard(m.partition())
                else:
                    out.append(m)
        assert not pending, "read_uncommitted did not reach the end"
        return out
    finally:
        c.close()
