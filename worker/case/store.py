"""Where case states live between documents.

* :class:`MemoryStore` — tests and one-off runs.
* :class:`FileStore` — the CLI without Kafka: ``<dir>/<case_ref>.state`` (sealed, mode 0600).
* The Kafka worker keeps states in a compacted changelog topic written in the same transaction as
  the outputs (``worker.stream.changelog``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol


class StateStore(Protocol):
    def get(self, case_ref: str) -> bytes | None: ...

    def put(self, case_ref: str, sealed: bytes) -> None: ...


class MemoryStore:
    def __init__(self) -> None:
        self.data: dict[str, bytes] = {}

    def get(self, case_ref: str) -> bytes | None:
        return self.data.get(case_ref)

    def put(self, case_ref: str, sealed: bytes) -> None:
        self.data[case_ref] = sealed


class FileStore:
    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self.dir = Path(directory)

    def get(self, case_ref: str) -> bytes | None:
        path = self.dir / f"{case_ref}.state"
        return path.read_bytes() if path.exists() else None

    def put(self, case_ref: str, sealed: bytes) -> None:
        self.dir.mkdir(parents=True, exist_ok=True)
        tmp = self.dir / f".{case_ref}.state.tmp"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "wb") as fh:
            fh.write(sealed)
        os.replace(tmp, self.dir / f"{case_ref}.state")
