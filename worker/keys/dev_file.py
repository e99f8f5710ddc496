"""Development key provider: a local master secret file, per-case keys derived with HMAC-SHA256.

Not for production (one file holds the power over every case); it exists so the
worker runs on a laptop with no Vault. The file is created on first use with mode
0600 and holds 64 hex characters.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from pathlib import Path

from worker.keys import ScopeKey


class DevKeyFile:
    """Derives ``scope_key(case) = HMAC-SHA256(master, "scope\\x00" ‖ case_id)``, version ``dev-<fingerprint>``."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._master = self._load_or_create()
        self._version = "dev-" + hashlib.sha256(b"fp" + self._master).hexdigest()[:8]

    def _load_or_create(self) -> bytes:
        if not self.path.exists():
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w") as fh:
                fh.write(secrets.token_hex(32) + "\n")
            try:
                os.link(tmp, self.path)  # atomic; a racing process that created it first wins
            except FileExistsError:
                pass
            finally:
                tmp.unlink()
        raw = self.path.read_text().strip()
        master = bytes.fromhex(raw)
        if len(master) < 32:
            raise ValueError(f"dev key file {self.path} must hold at least 32 bytes of hex")
        return master

    def scope_key(self, case_id: str) -> ScopeKey:
        key = hmac.new(self._master, b"scope\x00" + case_id.encode("utf-8"), hashlib.sha256).digest()
        return ScopeKey(key, self._version)

    def case_ref(self, case_id: str) -> str:
        return hmac.new(self._master, b"case-ref\x00" + case_id.encode("utf-8"), hashlib.sha256).hexdigest()[:32]
