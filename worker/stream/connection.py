"""How every Kafka client of the worker reaches the brokers: bootstrap servers plus TLS / SASL
settings."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from worker.config import Settings

Connection = str | Mapping[str, Any]


def kafka_connection(s: Settings) -> dict[str, Any]:
    """librdkafka connection properties from the settings (``bootstrap.servers``,
    ``security.protocol``, ``sasl.*``, ``ssl.*``). Raises ValueError when a SASL protocol lacks its
    mechanism or credentials."""
    conf: dict[str, Any] = {
        "bootstrap.servers": s.bootstrap_servers,
        "security.protocol": s.kafka_security_protocol,
    }
    if s.kafka_security_protocol.startswith("SASL_"):
        if not (s.kafka_sasl_mechanism and s.kafka_sasl_username and s.kafka_sasl_password):
            raise ValueError(
                "SASL needs DEID_KAFKA_SASL_MECHANISM, DEID_KAFKA_SASL_USERNAME and "
                "DEID_KAFKA_SASL_PASSWORD"
            )
        conf["sasl.mechanism"] = s.kafka_sasl_mechanism
        conf["sasl.username"] = s.kafka_sasl_username
        conf["sasl.password"] = s.kafka_sasl_password.get_secret_value()
    if s.kafka_security_protocol.endswith("SSL"):
        ssl = {
            "ssl.ca.location": s.kafka_ssl_ca_location,
            "ssl.certificate.location": s.kafka_ssl_certificate_location,
            "ssl.key.location": s.kafka_ssl_key_location,
        }
        conf.update({key: value for key, value in ssl.items() if value})
    return conf


def connection(target: Connection) -> dict[str, Any]:
    """The connection properties of ``target``: a bootstrap string (PLAINTEXT, as in tests) or the
    mapping of :func:`kafka_connection`."""
    return {"bootstrap.servers": target} if isinstance(target, str) else dict(target)
