"""Broker connection security (security.protocol, SASL, TLS) reaches every Kafka client
configuration."""

from __future__ import annotations

import pytest

from worker.config import Settings
from worker.stream.clients import consumer_config, producer_config
from worker.stream.connection import connection, kafka_connection
from worker.stream.limits import SizeLimits


def test_the_default_is_plaintext_on_the_local_broker() -> None:
    assert kafka_connection(Settings()) == {
        "bootstrap.servers": "127.0.0.1:9092",
        "security.protocol": "PLAINTEXT",
    }


def test_sasl_ssl_settings_reach_consumer_and_producer() -> None:
    s = Settings(
        bootstrap_servers="kafka-0.bank.internal:9093",
        kafka_security_protocol="SASL_SSL",
        kafka_sasl_mechanism="SCRAM-SHA-512",
        kafka_sasl_username="deid-worker",
        kafka_sasl_password="s3cret-for-test",
        kafka_ssl_ca_location="/etc/kafka/ca.pem",
    )
    for conf in (consumer_config(s), producer_config(s, SizeLimits(1_000_000, {}))):
        assert conf["security.protocol"] == "SASL_SSL"
        assert conf["sasl.mechanism"] == "SCRAM-SHA-512" and conf["sasl.username"] == "deid-worker"
        assert conf["sasl.password"] == "s3cret-for-test"
        assert conf["ssl.ca.location"] == "/etc/kafka/ca.pem"
    assert "s3cret-for-test" not in repr(
        s
    )  # a SecretStr: never in logs or tracebacks of the settings


def test_sasl_without_credentials_is_refused_at_start() -> None:
    with pytest.raises(ValueError, match="SASL needs"):
        kafka_connection(Settings(kafka_security_protocol="SASL_SSL", kafka_sasl_mechanism="PLAIN"))


def test_mutual_tls_paths_are_passed_only_with_ssl() -> None:
    s = Settings(
        kafka_security_protocol="SSL",
        kafka_ssl_certificate_location="/c.pem",
        kafka_ssl_key_location="/k.pem",
    )
    assert (
        kafka_connection(s)["ssl.certificate.location"] == "/c.pem"
        and kafka_connection(s)["ssl.key.location"] == "/k.pem"
    )
    plain = Settings(kafka_ssl_ca_location="/ca.pem")
    assert "ssl.ca.location" not in kafka_connection(plain)


def test_a_bare_bootstrap_string_still_works_for_tools_and_tests() -> None:
    assert connection("127.0.0.1:9092") == {"bootstrap.servers": "127.0.0.1:9092"}
