"""Helpers for integration tests against the real broker."""

from __future__ import annotations

from confluent_kafka import Producer

from worker.config import Settings


def make_settings(bootstrap: str, unique: str, tmp_path, **overrides) -> Settings:
    base = dict(
        bootstrap_servers=bootstrap,
        raw_topic=f"t{unique}.raw",
        clean_topic=f"t{unique}.clean",
        onprem_topic=f"t{unique}.clean-onprem",
        restore_topic=f"t{unique}.restore-maps",
        dlq_topic=f"t{unique}.dlq",
        state_topic=f"t{unique}.case-state",
        partitions=3,
        group_id=f"g{unique}",
        transactional_id=f"tx{unique}",
        dev_key_file=tmp_path / "dev.key",
        batch_size=20,
        poll_timeout_s=0.3,
    )
    base.update(overrides)
    return Settings(**base)


def publish(bootstrap: str, topic: str, messages: list[tuple[bytes | None, bytes]]) -> None:
    p = Producer({"bootstrap.servers": bootstrap, "enable.idempotence": True})
    for key, value in messages:
        p.produce(topic, key=key, value=value)
    assert p.flush(30) == 0, "raw messages not delivered"
