"""Explicit topic creation (the broker's auto-creation stays off).

The case-state changelog is compacted and has as many partitions as the raw topic: the
worker writes the state of a case read from raw partition *p* to state partition *p*, so the
owner of raw partition *p* restores its cases from state partition *p* alone.
"""

from __future__ import annotations

import time

from confluent_kafka import KafkaException
from confluent_kafka.admin import AdminClient, NewTopic

from contracts.topics import TOPICS
from worker.config import Settings
from worker.stream.connection import Connection, connection, kafka_connection


def topic_names(settings: Settings) -> list[str]:
    """The configured names of every topic of the table (:data:`contracts.topics.TOPICS`)."""
    return [settings.topic(t.key) for t in TOPICS]


def _new_topic(settings: Settings, name: str, partitions: int) -> NewTopic:
    compacted = {settings.topic(t.key) for t in TOPICS if t.compacted}
    config: dict[str, str] = {"cleanup.policy": "compact"} if name in compacted else {}
    return NewTopic(name, num_partitions=partitions, replication_factor=-1, config=config)


def ensure_topics(settings: Settings, timeout_s: float = 30.0) -> list[str]:
    """Create the worker's topics where missing; returns those created.

    New topics get ``settings.partitions`` partitions, except the state topic, which gets as many as
    the raw topic has (existing or new). The restore-map topic keeps its data like the others;
    ACLs restricting it to the restore role are set by ``terraform/``.
    """
    admin = AdminClient(kafka_connection(settings))
    meta = admin.list_topics(timeout=timeout_s).topics
    wanted = [t for t in topic_names(settings) if t not in meta]
    if not wanted:
        return []
    raw_partitions = (
        len(meta[settings.raw_topic].partitions)
        if settings.raw_topic in meta
        else settings.partitions
    )
    changelogs = {settings.topic(t.key) for t in TOPICS if t.role == "changelog"}
    futures = admin.create_topics(
        [
            _new_topic(settings, t, raw_partitions if t in changelogs else settings.partitions)
            for t in wanted
        ],
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


def partition_count(bootstrap: Connection, topic: str, timeout_s: float = 10.0) -> int:
    """Partitions of ``topic`` (0 when it does not exist)."""
    meta = (
        AdminClient(connection(bootstrap)).list_topics(topic, timeout=timeout_s).topics.get(topic)
    )
    return 0 if meta is None or meta.error is not None else len(meta.partitions)


def _wait_for_leaders(admin: AdminClient, topics: list[str], timeout_s: float) -> None:
    """Block until every partition of ``topics`` has a leader (new topics need a moment)."""
    deadline = time.monotonic() + timeout_s
    while True:
        meta = admin.list_topics(timeout=timeout_s).topics
        if all(
            t in meta
            and meta[t].partitions
            and all(p.leader >= 0 for p in meta[t].partitions.values())
            for t in topics
        ):
            return
        if time.monotonic() > deadline:
            raise TimeoutError(f"topics without leaders after {timeout_s}s: {topics}")
        time.sleep(0.2)
