"""The worker's topics, declared once.

:data:`TOPICS` is read by the settings (each topic's default name, ``DEID_<KEY>_TOPIC``), by topic
creation (:mod:`worker.stream.topics`: which are compacted, which follow the raw topic's partition
count), by the output routing and the demo (:data:`OUTPUTS`, the topics a document's outcome goes
to) and by Terraform: ``terraform/topics.tf`` (the topic variables and their defaults) is written
from this table by ``python -m contracts.topics`` and checked by ``python -m contracts.topics
--check`` (tests/unit/test_topics.py). A new sink is an entry here, its settings field in
``worker/config.py`` (typed, so that ``settings.<key>_topic`` stays checked) and what writes to it.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

TERRAFORM_FILE = Path(__file__).resolve().parents[1] / "terraform" / "topics.tf"


@dataclass(frozen=True)
class Topic:
    key: str
    """Short name: the settings field is ``<key>_topic``, the Terraform variable too."""
    default: str
    """The default topic name."""
    role: Literal["input", "output", "changelog"]
    """``input``: the worker reads it; ``output``: a document's outcome goes there; ``changelog``:
    the compacted case state (written in the same transaction, read on assignment)."""
    label: str
    """What the topic is, for messages (``output for the clean topic is … bytes``)."""
    description: str
    """The Terraform variable's description."""

    @property
    def setting(self) -> str:
        return f"{self.key}_topic"

    @property
    def env(self) -> str:
        return f"DEID_{self.key.upper()}_TOPIC"

    @property
    def compacted(self) -> bool:
        return self.role == "changelog"


TOPICS: tuple[Topic, ...] = (
    Topic("raw", "deid.raw.v1", "input", "the raw topic",
          "raw document events (key = case id)."),
    Topic("clean", "deid.clean.v1", "output", "the clean topic",
          "pseudonymized documents (NORMAL and LOW sensitivity)."),
    Topic("onprem", "deid.clean.onprem.v1", "output", "the on-prem topic",
          "HIGH-sensitivity pseudonymized documents, on-premises consumers only."),
    Topic("restore", "deid.restore-maps.v1", "output", "the restore-map topic",
          "encrypted restore maps (restricted)."),
    Topic("dlq", "deid.dlq.v1", "output", "the dead-letter topic",
          "dead letters (original bytes, error headers)."),
    Topic("state", "deid.case-state.v1", "changelog", "the case-state topic",
          "compacted sealed case-state changelog (same partition count as the raw topic)."),
)  # fmt: skip
BY_KEY: dict[str, Topic] = {t.key: t for t in TOPICS}
OUTPUTS: tuple[Topic, ...] = tuple(t for t in TOPICS if t.role == "output")


def default(key: str) -> str:
    """The default name of topic ``key`` (``KeyError`` for an unknown key)."""
    return BY_KEY[key].default


def terraform() -> str:
    """``terraform/topics.tf``: one variable per topic, its default from :data:`TOPICS`."""
    out = [
        "# Written by `python -m contracts.topics` from contracts/topics.py (the topic table);",
        "# do not edit: change the table and run it again (tests/unit/test_topics.py checks it).",
    ]
    for t in TOPICS:
        out += [
            "",
            f'variable "{t.setting}" {{',
            f'  description = "{t.env}: {t.description}"',
            "  type        = string",
            f'  default     = "{t.default}"',
            "}",
        ]
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Write terraform/topics.tf from the topic table.")
    p.add_argument("--check", action="store_true", help="fail when the file is not current")
    args = p.parse_args(argv)
    text = terraform()
    if args.check:
        current = TERRAFORM_FILE.read_text(encoding="utf-8") if TERRAFORM_FILE.exists() else ""
        if current != text:
            print(f"{TERRAFORM_FILE} is stale: run python -m contracts.topics", file=sys.stderr)
            return 1
        return 0
    TERRAFORM_FILE.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["BY_KEY", "OUTPUTS", "TOPICS", "Topic", "default", "terraform"]
