"""End-to-end throughput and latency through the real broker, exactly-once on (docs/performance.md).

    python -m bench.e2e_throughput [--docs 120] [--docs-two 160] [--latency-docs 60] [--chars 5000]

Needs a broker (``KAFKA_BOOTSTRAP_SERVERS``, default 127.0.0.1:9092; ``bash scripts/kafka.sh
start``). Every run creates its own topics (2 partitions each) and consumer groups, so runs never
interfere. Measured in the same run, so the ratios are comparable across machines:

* ``passthrough x1 / x2``: the baseline, a transactional consume → produce copy of the raw bytes
  with the same client settings and batch size and no de-identification (``--passthrough-worker``);
* ``deid x1``: one ``deid-worker run`` process on both partitions;
* ``deid x2``: two ``deid-worker run`` processes, one partition each;
* ``latency``: one worker, documents published at half of the measured one-worker peak; latency is
  from the raw publish to the moment a read_committed consumer sees the committed output.

Throughput is documents (and characters) per second from the first raw publish to the last committed
output, with the workers already running and assigned (``/readyz``), so start-up is not counted.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.request
import uuid
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import confluent_kafka  # noqa: E402
from confluent_kafka import Consumer, Producer, TopicPartition  # noqa: E402

from contracts import RawDocumentEvent  # noqa: E402
from worker.config import Settings  # noqa: E402
from worker.samples import event_bytes  # noqa: E402
from worker.stream.message import source_of, value_of  # noqa: E402
from worker.stream.topics import ensure_topics  # noqa: E402


# --------------------------------------------------------------------------- documents
def documents(
    n: int, chars: int, seed: int = 5, prefix: str = "bench"
) -> list[tuple[str, bytes, int]]:
    """``n`` raw events of about ``chars`` characters: ``(case_id, value, length)``; three per case.

    The synthetic generator is reliable up to ~3,000 characters a document, so longer texts are
    made of consecutive generated documents joined by a blank line.
    """
    from tests.synthetic.generator import generate_documents

    per = -(-chars // 2500)  # generated documents per benchmark document
    pool = generate_documents(
        n * per, seed=seed, chars=int(chars / per * 0.92)
    )  # the generator overshoots ~8 %
    out = []
    for i in range(n):
        text = "\n\n".join(d["text"] for d in pool[i * per : (i + 1) * per])
        case = f"{prefix}-case-{i // 3:04d}"
        ev = RawDocumentEvent(
            document_id=f"{prefix}-{i:05d}",
            case_id=case,
            text=text,
            source_system="bench",
            created_at=datetime(2024, 5, 1, tzinfo=UTC),
        )
        out.append((case, event_bytes(ev), len(text)))
    return out


# --------------------------------------------------------------------------- topics and processes
def settings(bootstrap: str, run_id: str, scenario: str) -> Settings:
    p = f"bench{run_id}.{scenario}"
    return Settings(
        bootstrap_servers=bootstrap,
        raw_topic=f"{p}.raw",
        clean_topic=f"{p}.clean",
        onprem_topic=f"{p}.onprem",
        restore_topic=f"{p}.restore",
        dlq_topic=f"{p}.dlq",
        state_topic=f"{p}.state",
        partitions=2,
        group_id=f"g-{p}",
        transactional_id=f"tx-{p}",
        dev_key_file=ROOT / ".local" / "bench" / "dev.key",
    )


def _env(s: Settings, **extra: str) -> dict[str, str]:
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
            "DEID_DEV_KEY_FILE": str(s.dev_key_file),
            "OMP_NUM_THREADS": "1",
        }
    )
    env.update(extra)
    return env


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _readyz(port: int) -> dict | None:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=1) as r:
            return json.loads(r.read())
    except OSError:
        return None


class Workers:
    """``count`` worker processes (deid or pass-through) of one scenario, waited for until
    assigned."""

    def __init__(self, s: Settings, count: int, passthrough: bool, log_dir: Path) -> None:
        self.procs: list[subprocess.Popen] = []
        self.ports: list[int] = []
        for i in range(count):
            port = _free_port()
            env = _env(
                s,
                DEID_TRANSACTIONAL_ID=f"{s.transactional_id}-{i}",
                DEID_HEALTH_PORT=str(port),
                DEID_HEALTH_HOST="127.0.0.1",
            )
            cmd = (
                [sys.executable, "-m", "bench.e2e_throughput", "--passthrough-worker"]
                if passthrough
                else [sys.executable, "-m", "worker.cli", "run"]
            )
            log = open(log_dir / f"{s.group_id}-{i}.log", "ab")  # noqa: SIM115 - owned by the child
            self.procs.append(
                subprocess.Popen(cmd, env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
            )
            log.close()
            self.ports.append(port)
        deadline = time.monotonic() + 90
        while (
            time.monotonic() < deadline
        ):  # every process ready, and the 2 partitions spread over them
            states = [_readyz(p) for p in self.ports]
            ready = [st for st in states if st and st.get("ready")]
            if (
                len(ready) == len(states)
                and sum(st["partitions"] for st in ready) == 2
                and all(st["partitions"] >= 1 for st in ready)
            ):
                return
            time.sleep(0.2)
        self.stop()
        raise RuntimeError("workers not ready within 90 s")

    def stop(self) -> None:
        for p in self.procs:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
        for p in self.procs:
            try:
                p.wait(30)
            except subprocess.TimeoutExpired:
                p.kill()


# --------------------------------------------------------------------------- measuring
class Outputs:
    """A read_committed consumer on the output topics: when each document's output became
    visible."""

    def __init__(self, bootstrap: str, topics: list[str]) -> None:
        self.c = Consumer({"bootstrap.servers": bootstrap, "group.id": f"bench-out-{uuid.uuid4()}",
                           "isolation.level": "read_committed", "enable.auto.commit": False,
                           "fetch.wait.max.ms": 5, "auto.offset.reset": "earliest"})  # fmt: skip
        self.c.assign([TopicPartition(t, p, 0) for t in topics for p in range(2)])
        self.seen: dict[str, float] = {}  # document id → first seen
        self.records = 0
        self.last = 0.0

    def drain(self, until: int, timeout_s: float) -> None:
        """Consume until ``until`` output records were seen."""
        deadline = time.monotonic() + timeout_s
        while self.records < until and time.monotonic() < deadline:
            for m in self.c.consume(500, 0.05):
                if m.error() is None:
                    self.records += 1
                    self.last = time.monotonic()
                    self.seen.setdefault(json.loads(value_of(m))["document_id"], self.last)
        if self.records < until:
            raise RuntimeError(f"only {self.records} of {until} outputs within {timeout_s}s")

    def close(self) -> None:
        self.c.close()


def _publish(
    bootstrap: str, topic: str, docs: list[tuple[str, bytes, int]], rate: float | None = None
) -> dict[str, float]:
    """Publish ``docs`` (partition = case number mod 2: balanced, cases whole); returns publish
    times."""
    p = Producer(
        {"bootstrap.servers": bootstrap, "linger.ms": 0 if rate else 5, "enable.idempotence": True}
    )
    sent: dict[str, float] = {}
    start = time.monotonic()
    for i, (case, value, _n) in enumerate(docs):
        if rate:
            delay = start + i / rate - time.monotonic()
            if delay > 0:
                time.sleep(delay)
        sent[f"bench-{i:05d}"] = time.monotonic()
        p.produce(topic, key=case.encode(), value=value, partition=int(case.rsplit("-", 1)[1]) % 2)
        p.poll(0)
    p.flush(60)
    return sent


def throughput(
    bootstrap: str,
    run_id: str,
    scenario: str,
    docs: list,
    workers: int,
    passthrough: bool,
    log_dir: Path,
) -> dict:
    s = settings(bootstrap, run_id, scenario)
    ensure_topics(s)
    outs = (
        [s.clean_topic.replace(".clean", ".copy")]
        if passthrough
        else [s.clean_topic, s.onprem_topic, s.dlq_topic]
    )
    if passthrough:
        _ensure_copy_topic(bootstrap, outs[0])
    w = Workers(s, workers, passthrough, log_dir)
    try:
        watch = Outputs(bootstrap, outs)
        _warm_up(bootstrap, s, watch, docs)
        sent = _publish(bootstrap, s.raw_topic, docs)
        watch.drain(len(docs), 600)
        t0, t1 = min(sent.values()), watch.last
        watch.close()
    finally:
        w.stop()
    secs = t1 - t0
    chars = sum(n for _c, _v, n in docs)
    return {
        "scenario": scenario,
        "workers": workers,
        "docs": len(docs),
        "seconds": round(secs, 2),
        "docs_per_s": round(len(docs) / secs, 2),
        "chars_per_s": round(chars / secs),
    }


def latency(bootstrap: str, run_id: str, docs: list, rate: float, log_dir: Path) -> dict:
    s = settings(bootstrap, run_id, "latency")
    ensure_topics(s)
    w = Workers(s, 1, False, log_dir)
    try:
        watch = Outputs(bootstrap, [s.clean_topic, s.onprem_topic, s.dlq_topic])
        _warm_up(bootstrap, s, watch, docs)
        sent: dict[str, float] = {}
        publisher = threading.Thread(
            target=lambda: sent.update(_publish(bootstrap, s.raw_topic, docs, rate=rate))
        )
        publisher.start()  # outputs are watched while documents are still being published
        watch.drain(len(docs), 600)
        publisher.join()
        watch.close()
    finally:
        w.stop()
    lat = sorted(watch.seen[d] - t for d, t in sent.items())
    q = statistics.quantiles(lat, n=100, method="inclusive")
    return {
        "scenario": "latency",
        "workers": 1,
        "docs": len(docs),
        "rate_docs_per_s": round(rate, 2),
        "p50_ms": round(q[49] * 1000),
        "p99_ms": round(q[98] * 1000),
        "max_ms": round(lat[-1] * 1000),
    }


WARM_UP = 6
"""Documents (3 cases: both partitions) sent and waited for before measuring: model loading and
first connections are start-up, not throughput."""


def _warm_up(bootstrap: str, s: Settings, watch: Outputs, docs: list) -> None:
    chars = round(statistics.mean(n for _c, _v, n in docs))
    _publish(bootstrap, s.raw_topic, documents(WARM_UP, chars, seed=99, prefix="warm"))
    watch.drain(WARM_UP, 300)
    watch.records, watch.last = 0, 0.0
    watch.seen.clear()


def _ensure_copy_topic(bootstrap: str, topic: str) -> None:
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap})
    for fut in admin.create_topics(
        [NewTopic(topic, num_partitions=2, replication_factor=-1)]
    ).values():
        fut.result(30)


# --------------------------------------------------------------------------- the baseline worker
def passthrough_worker() -> int:
    """The baseline: consume raw → produce the same bytes to ``<prefix>.copy`` → offsets → commit,
    per batch, with the worker's client settings (read_committed, transactions, batch size, poll
    timeout)."""
    from worker.health import HealthServer
    from worker.stream.clients import consumer_config, producer_config
    from worker.stream.limits import SizeLimits

    s = Settings()
    if s.health_port is None:  # the bench's parent sets it for every process it starts
        raise SystemExit("passthrough worker: DEID_HEALTH_PORT is not set")
    out_topic = s.clean_topic.replace(".clean", ".copy")
    state = {"ready": False, "partitions": 0, "stop": False}
    HealthServer(lambda: {"live": True, "ready": state["ready"], "partitions": state["partitions"]},
                 "127.0.0.1", s.health_port).start()  # fmt: skip
    signal.signal(signal.SIGTERM, lambda *_: state.update(stop=True))
    producer = Producer(producer_config(s, SizeLimits(s.max_message_bytes)))
    producer.init_transactions(30)
    consumer = Consumer(consumer_config(s))

    def assigned(_c, parts) -> None:
        state.update(ready=True, partitions=len(parts))

    consumer.subscribe([s.raw_topic], on_assign=assigned)
    while not state["stop"]:
        msgs = [m for m in consumer.consume(s.batch_size, s.poll_timeout_s) if m.error() is None]
        if not msgs:
            continue
        producer.begin_transaction()
        offsets: dict[int, int] = {}
        for m in msgs:
            _topic, partition, offset = source_of(m)
            producer.produce(out_topic, key=m.key(), value=m.value(), partition=partition)
            offsets[partition] = offset + 1
        producer.send_offsets_to_transaction(
            [TopicPartition(s.raw_topic, p, o) for p, o in offsets.items()],
            consumer.consumer_group_metadata(),
            30,
        )
        producer.commit_transaction(30)
    consumer.close()
    return 0


# --------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--docs", type=int, default=120, help="documents for one worker (default 120)")
    ap.add_argument(
        "--docs-two", type=int, default=160, help="documents for two workers (default 160)"
    )
    ap.add_argument(
        "--latency-docs", type=int, default=60, help="documents for the latency run (default 60)"
    )
    ap.add_argument(
        "--baseline-docs", type=int, default=2000, help="documents for the pass-through baseline"
    )
    ap.add_argument(
        "--chars", type=int, default=5000, help="characters per document (default ~5,000)"
    )
    ap.add_argument("--json", help="also write the results here")
    ap.add_argument("--passthrough-worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.passthrough_worker:
        return passthrough_worker()

    bootstrap = os.environ.get("KAFKA_BOOTSTRAP_SERVERS", "127.0.0.1:9092")
    run_id = uuid.uuid4().hex[:8]
    log_dir = ROOT / ".local" / "bench" / run_id
    log_dir.mkdir(parents=True, exist_ok=True)
    from worker.keys.dev_file import DevKeyFile

    DevKeyFile(
        settings(bootstrap, run_id, "x").dev_key_file
    )  # created once, before workers race for it
    n_max = max(args.docs, args.docs_two, args.latency_docs)
    docs = documents(max(n_max, 1), args.chars)
    mean_chars = statistics.mean(n for _c, _v, n in docs)
    print(
        f"run {run_id}: {len(docs)} documents of {mean_chars:,.0f} characters on average "
        f"({statistics.mean(len(v) for _c, v, _n in docs) / 1000:.1f} kB raw); broker {bootstrap}",
        flush=True,
    )
    base_docs = (docs * (args.baseline_docs // len(docs) + 1))[: args.baseline_docs]
    base_docs = [(c, v, n) for c, v, n in base_docs]
    results = []
    for scenario, sample, workers, passthrough in (
        ("passthrough-x1", base_docs, 1, True), ("passthrough-x2", base_docs, 2, True),
        ("deid-x1", docs[: args.docs], 1, False), ("deid-x2", docs[: args.docs_two], 2, False),
    ):  # fmt: skip
        r = throughput(bootstrap, run_id, scenario, sample, workers, passthrough, log_dir)
        results.append(r)
        print(json.dumps(r), flush=True)
    peak = next(r for r in results if r["scenario"] == "deid-x1")["docs_per_s"]
    r = latency(bootstrap, run_id, docs[: args.latency_docs], peak / 2, log_dir)
    results.append(r)
    print(json.dumps(r), flush=True)
    env = {
        "cpus": os.cpu_count(),
        "cpu": _cpu_model(),
        "python": platform.python_version(),
        "confluent_kafka": confluent_kafka.__version__,
        "librdkafka": confluent_kafka.libversion()[0],
        "mean_chars": round(mean_chars),
        "run": run_id,
    }
    print(json.dumps({"environment": env}), flush=True)
    if args.json:
        Path(args.json).write_text(
            json.dumps({"environment": env, "results": results}, indent=2) + "\n", encoding="utf-8"
        )
    return 0


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


if __name__ == "__main__":
    sys.exit(main())
