"""The topic table (contracts/topics.py) is the one declaration of the worker's topics: the
settings' defaults, topic creation, the output labels, the demo and terraform/topics.tf all read
it."""

from __future__ import annotations

import re

import pytest

from contracts import topics
from contracts.topics import OUTPUTS, TERRAFORM_FILE, TOPICS
from worker.config import Settings
from worker.stream.topics import _new_topic, topic_names


def test_every_topic_has_its_settings_field_with_the_table_default() -> None:
    fields = Settings.model_fields
    for t in TOPICS:
        assert t.setting in fields, t.key
        assert fields[t.setting].default == t.default
    topic_fields = {f for f in fields if f.endswith("_topic")}
    assert topic_fields == {t.setting for t in TOPICS}


def test_terraform_topics_file_is_written_from_the_table() -> None:
    assert TERRAFORM_FILE.read_text(encoding="utf-8") == topics.terraform()
    assert topics.main(["--check"]) == 0
    names = re.findall(r'variable "(\w+)"', TERRAFORM_FILE.read_text(encoding="utf-8"))
    assert names == [t.setting for t in TOPICS]


def test_a_stale_terraform_file_is_reported(tmp_path, monkeypatch, capsys) -> None:
    stale = tmp_path / "topics.tf"
    stale.write_text(topics.terraform().replace("deid.dlq.v1", "deid.dlq.v0"), encoding="utf-8")
    monkeypatch.setattr(topics, "TERRAFORM_FILE", stale)
    assert topics.main(["--check"]) == 1
    assert "stale" in capsys.readouterr().err


def test_creation_routing_and_the_demo_read_the_table() -> None:
    s = Settings(raw_topic="t.raw", clean_topic="t.clean", state_topic="t.state")
    assert topic_names(s) == [s.topic(t.key) for t in TOPICS]
    assert "t.raw" in topic_names(s) and "t.clean" in topic_names(s)
    assert _new_topic(s, "t.state", 3).config == {"cleanup.policy": "compact"}
    assert _new_topic(s, "t.clean", 3).config == {}
    assert [t.key for t in OUTPUTS] == ["clean", "onprem", "restore", "dlq"]


@pytest.mark.parametrize("key", ["bogus", "topic", ""])
def test_an_unknown_topic_key_is_refused(key: str) -> None:
    with pytest.raises(KeyError):
        Settings().topic(key)


ROOT = TERRAFORM_FILE.parents[1]


def test_the_chart_values_name_every_topic_with_the_table_default() -> None:
    """docs/decisions/0012: the Helm values spell each topic for platform overrides; they must be
    the table's, and there must be no topic the table does not have."""
    import yaml

    values = yaml.safe_load((ROOT / "helm/tw-deid-worker/values.yaml").read_text(encoding="utf-8"))
    config = values["config"]
    assert {k for k in config if k.endswith("_TOPIC")} == {t.env for t in TOPICS}
    for t in TOPICS:
        assert config[t.env] == t.default, t.env


def test_terraform_gives_every_topic_of_the_table_its_resource_and_access() -> None:
    """docs/decisions/0012: access is decided per topic in terraform/kafka.tf; a table topic missing
    there (no resource, no ACL) fails here."""
    kafka_tf = (ROOT / "terraform/kafka.tf").read_text(encoding="utf-8")
    declared = dict(re.findall(r"^\s*(\w+)\s*=\s*\{\s*name\s*=\s*var\.(\w+)\s*,", kafka_tf, re.M))
    assert declared == {t.key: t.setting for t in TOPICS}
