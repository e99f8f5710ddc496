"""librdkafka configurations of the worker's consumer and transactional producer."""

from __future__ import annotations

import logging
from typing import Any

from confluent_kafka import KafkaError

from worker.config import Settings
from worker.stream.connection import kafka_connection
from worker.stream.limits import SizeLimits

log = logging.getLogger("worker.stream.kafka")


def _client_error(err: KafkaError) -> None:
    """librdkafka's asynchronous errors (broker down, transport): names only, never payloads."""
    if err.fatal():
        log.error("kafka client fatal error: %s", err.name())
    else:
        log.info("kafka client error: %s", err.name())


def consumer_config(s: Settings) -> dict[str, Any]:
    conf: dict[str, Any] = {
        **kafka_connection(s),
        "group.id": s.group_id,
        "enable.auto.commit": False,  # offsets are committed inside the producer's transaction
        "auto.offset.reset": "earliest",
        "isolation.level": "read_committed",
        "enable.partition.eof": False,
        "session.timeout.ms": s.session_timeout_ms,
        "error_cb": _client_error,
    }
    if s.group_instance_id:
        conf["group.instance.id"] = s.group_instance_id
    return conf


def producer_config(s: Settings, limits: SizeLimits) -> dict[str, Any]:
    return {
        **kafka_connection(s),
        "transactional.id": s.transactional_id,
        "enable.idempotence": True,
        "linger.ms": 5,
        "transaction.timeout.ms": int(s.transaction_timeout_s * 1000),
        "message.max.bytes": s.max_message_bytes,
        # a batch librdkafka fills is never larger than a topic accepts
        "batch.size": limits.batch_bytes(),
        "queue.buffering.max.messages": s.producer_queue_max_messages,
        "error_cb": _client_error,
    }
