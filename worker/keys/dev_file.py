"""Development key provider: a local master secret file, per-case keys derived with HMAC-SHA256.

Not for production (one file holds the power over every case); it exists so the
worker runs on a laptop with no Vault. The file is created on first use with mode
0600 and holds 64 hex characters. ``create=False`` (``deid-worker restore``) never creates it: a
missing file raises :class:`KeyFileMissing`, since a new key could not open any existing map.
Errors (:class:`KeyFileError`) name the file, never its content.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from pathlib import Path

from worker.keys import ScopeKey


class KeyFileError(Exception):
    """The dev key file is missing, unreadable or malformed (message: the path and the problem, no
    key material)."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"dev key file {path}: {problem}")
        self.path = path
        self.problem = problem


class KeyFileMissing(KeyFileError):
    """No dev key file where one was required (``create=False``)."""


class DevKeyFile:
    """Derives ``scope_key(case) = HMAC-SHA256(master, "scope\\x00" ‖ case_id)``, version
    ``dev-<fingerprint>``."""

    def __init__(self, path: str | os.PathLike[str] | None, create: bool = True) -> None:
        if path is None:  # Settings found no home directory and DEID_DEV_KEY_FILE is unset
            raise KeyFileError(
                Path("<unset>"), "no location known: set DEID_HOME or DEID_DEV_KEY_FILE"
            )
        self.path = Path(path)
        self.created = False  # True when this instance made a new master key
        self._master = self._load_or_create(create)
        self._version = "dev-" + hashlib.sha256(b"fp" + self._master).hexdigest()[:8]

    def _load_or_create(self, create: bool) -> bytes:
        if not self.path.exists() and not self.path.is_symlink():
            if not create:
                raise KeyFileMissing(
                    self.path, "does not exist (not created here: a new key opens no existing map)"
                )
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w") as fh:
                fh.write(secrets.token_hex(32) + "\n")
            try:
                os.link(tmp, self.path)  # atomic; a racing process that created it first wins
                self.created = True
            except FileExistsError:
                pass
            finally:
                tmp.unlink()
        try:
            raw = self.path.read_bytes().decode("ascii").strip()
            master = bytes.fromhex(raw)
        except IsADirectoryError:
            raise KeyFileError(self.path, "is a directory") from None
        except FileNotFoundError:  # a dangling symlink
            raise KeyFileMissing(self.path, "does not exist") from None
        except OSError as e:
            raise KeyFileError(
                self.path, f"cannot be read ({e.strerror or type(e).__name__})"
            ) from None
        except ValueError:  # not ASCII or not hex: say so without echoing any of it
            raise KeyFileError(self.path, "does not hold a hex key") from None
        if len(master) < 32:
            raise KeyFileError(self.path, "must hold at least 32 bytes of hex")
        return master

    def scope_key(self, case_id: str) -> ScopeKey:
        key = hmac.new(
            self._master, b"scope\x00" + case_id.encode("utf-8"), hashlib.sha256
        ).digest()
        return ScopeKey(key, self._version)

    def case_ref(self, case_id: str) -> str:
        return hmac.new(
            self._master, b"case-ref\x00" + case_id.encode("utf-8"), hashlib.sha256
        ).hexdigest()[:32]
