"""Explicit topic creation (the broker's auto-creation stays off)."""

from __future__ import annotations

import time

from confluent_kafka import KafkaException
from confluent_kafka.admin import AdminClient, NewTopic

from worker.config import Settings


def topic_names(settings: Settings) -> list[str]:
    return [settings.raw_topic, settings.clean_topic, settings.onprem_topic, settings.restore_topic, settings.dlq_topic]


def ensure_topics(settings: Settings, timeout_s: float = 30.0) -> list[str]:
    """Create the worker's topics with ``settings.partitions`` partitions where missing; returns those created.

    The restore-map topic is compacted-free and keeps its data like the others; ACLs
    restricting it to the restore role are set by ``terraform/``.
    """
    admin = AdminClient({"bootstrap.servers": settings.bootstrap_servers})
    existing = set(admin.list_topics(timeout=timeout_s).topics)
    wanted = [t for t in topic_names(settings) if t not in existing]
    if not wanted:
        return []
    futures = admin.create_topics(
        [NewTopic(t, num_partitions=settings.partitions, replication_factor=-1) for t in wanted],
        operation_timeout=timeout_s,
    )
    created = []
    for topic, fut in futures.items():
        try:
            fut.result()
            created.append(topic)
        except KafkaException as e:
            if e.args[0].code() != 36:  # TOPIC_ALREADY_EXISTS: another worker was faster
                raise
    _wait_for_leaders(admin, wanted, timeout_s)
    return created


def _wait_for_leaders(admin: AdminClient, topics: list[str], timeout_s: float) -> None:
    """Block until every partition of ``topics`` has a leader (new topics need a moment)."""
    deadline = time.monotonic() + timeout_s
    while True:
        meta = admin.list_topics(timeout=timeout_s).topics
        if all(t in meta and meta[t].partitions and all(p.leader >= 0 for p in meta[t].partitions.values())
               for t in topics):  # fmt: skip
            return
        if time.monotonic() > deadline:
            raise TimeoutError(f"topics without leaders after {timeout_s}s: {topics}")
        time.sleep(0.2)
