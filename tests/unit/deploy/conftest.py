"""The deploy checks render the Helm chart, parse the Terraform and run hadolint (subprocesses,
most of a second each): every test of this folder is marked ``slow`` here, so the quick loop
(``-m "not slow"``) leaves them out and a new module of this folder needs no mark of its own."""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in item.path.resolve().parents:
            item.add_marker(pytest.mark.slow)
