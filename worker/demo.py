"""The main job on sample documents: topics, publish, run the worker until idle, summarize.

Used by ``deid-worker demo`` (README command 1). The summary shows where every input
went and checks that no replaced original value is left in any clean text: the
restore maps are decrypted with the case keys for that check, and no value is printed.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from confluent_kafka import Producer

from contracts import CleanDocumentEvent, RestoreMapEvent
from contracts.topics import OUTPUTS
from worker.config import Settings
from worker.keys.factory import key_provider
from worker.pipeline import Pipeline
from worker.restore.maps import decrypt
from worker.samples import event_bytes, events_from_dir, invalid_messages
from worker.stream.connection import kafka_connection
from worker.stream.dlq import from_kafka_headers
from worker.stream.loop import Worker
from worker.stream.message import headers_of, value_of
from worker.stream.read import end_offsets, read_committed
from worker.stream.topics import ensure_topics


def publish_samples(settings: Settings, root: Path, with_invalid: bool = True) -> int:
    """Publish the sample events (key = case id) and, optionally, the invalid messages; returns the
    count."""
    producer = Producer({**kafka_connection(settings), "enable.idempotence": True})
    n = 0
    for e in events_from_dir(root):
        producer.produce(settings.raw_topic, key=e.case_id.encode(), value=event_bytes(e))
        n += 1
    if with_invalid:
        for _label, raw in invalid_messages():
            producer.produce(settings.raw_topic, key=b"case-invalid", value=raw)
            n += 1
    if producer.flush(30) != 0:
        raise RuntimeError("messages not delivered within 30 s")
    return n


def run_demo(settings: Settings, samples: Path) -> int:
    ensure_topics(settings)
    outs = [settings.topic(t.key) for t in OUTPUTS]
    start = {t: end_offsets(kafka_connection(settings), t) for t in outs}
    published = publish_samples(settings, samples)
    print(
        f"published {published} raw messages to {settings.raw_topic} "
        f"({published - len(invalid_messages())} samples, {len(invalid_messages())} invalid)"
    )
    keys = key_provider(settings)
    pipeline = Pipeline.from_settings(settings, keys)
    stats = Worker(settings, pipeline).run(idle_exit_s=5.0)
    print(f"worker: {stats.consumed} consumed in {stats.transactions} transactions")
    got = {t: read_committed(kafka_connection(settings), t, start[t]) for t in outs}
    clean = [CleanDocumentEvent.model_validate_json(value_of(m)) for m in got[settings.clean_topic]]
    onprem = [
        CleanDocumentEvent.model_validate_json(value_of(m)) for m in got[settings.onprem_topic]
    ]
    maps = [RestoreMapEvent.model_validate_json(value_of(m)) for m in got[settings.restore_topic]]
    dlq = [from_kafka_headers(headers_of(m)) for m in got[settings.dlq_topic]]

    case_of = {e.document_id: e.case_id for e in events_from_dir(samples)}
    originals_by_doc = {}
    for m in maps:
        rm = decrypt(m, keys.scope_key(case_of[m.document_id]))
        originals_by_doc[m.document_id] = {e.original for e in rm.entries}
    leaks = sum(
        1
        for d in clean + onprem
        for v in originals_by_doc.get(d.document_id, ())
        if len(v) > 2 and v in d.text
    )
    types: Counter[str] = Counter()
    for d in clean + onprem:
        types.update(d.entity_counts)

    print(
        f"\n{settings.clean_topic}: {len(clean)} documents   {settings.onprem_topic}: "
        f"{len(onprem)} (HIGH sensitivity)"
    )
    print(
        f"{settings.restore_topic}: {len(maps)} encrypted restore maps   {settings.dlq_topic}: "
        f"{len(dlq)} dead letters"
    )
    print("replaced values by type: " + ", ".join(f"{k}={v}" for k, v in sorted(types.items())))
    print(
        "dead letters by error class: "
        + ", ".join(f"{k}={v}" for k, v in sorted(Counter(h.error_class for h in dlq).items()))
    )
    accounted = len(clean) + len(onprem) + len(dlq)
    print(
        f"every input accounted for: {accounted} of {published}; original values left in clean "
        f"texts: {leaks}"
    )
    if clean:
        first = clean[0]
        print(
            f"\n--- {first.document_id} as published on {settings.clean_topic} (first 300 "
            "characters) ---"
        )
        print(first.text[:300])
    ok = accounted == published and leaks == 0
    print(
        f"\nThe broker at {settings.bootstrap_servers} keeps running with these topics (stop it: "
        "bash scripts/kafka.sh stop); a second demo run publishes the samples again."
    )
    print("\nDEMO OK" if ok else "\nDEMO FAILED", file=sys.stdout if ok else sys.stderr)
    return 0 if ok else 1
