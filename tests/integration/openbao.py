"""A private OpenBao with persistent (raft) storage for tests that stop, seal or wipe it.

Started by ``scripts/openbao.sh start --persistent`` with its own ``DEID_LOCAL_DIR`` and free
ports, so the shared server of ``scripts/test.sh`` is never touched. The script keeps the unseal
key and root token in ``<dir>/openbao/``; the token ``dev-root-token`` is made to exist in every
storage (also a fresh one).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "openbao.sh"
TOKEN = "dev-root-token"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PrivateOpenBao:
    def __init__(self, base: Path) -> None:
        self.base = base
        self.port, self.cluster_port = _free_port(), _free_port()
        self.addr = f"http://127.0.0.1:{self.port}"
        self.token = TOKEN

    @property
    def dir(self) -> Path:
        return self.base / "openbao"

    def _script(self, *args: str, timeout_s: float = 90) -> str:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("VAULT_", "BAO_"))}
        env.update(
            DEID_LOCAL_DIR=str(self.base),
            VAULT_PORT=str(self.port),
            OPENBAO_CLUSTER_PORT=str(self.cluster_port),
            VAULT_DEV_ROOT_TOKEN=TOKEN,
            OPENBAO_START_TIMEOUT="60",
        )
        r = subprocess.run(
            ["bash", str(SCRIPT), *args], env=env, capture_output=True, text=True, timeout=timeout_s
        )
        if r.returncode != 0:
            raise AssertionError(f"openbao.sh {' '.join(args)} failed: {r.stderr[-2000:]}")
        return r.stdout

    def start(self) -> None:
        self._script("start", "--persistent")

    def stop(self) -> None:
        self._script("stop")

    def seal(self) -> None:
        self._script("seal")

    def unseal(self) -> None:
        self._script("unseal")

    def wipe(self) -> Path:
        """Stop, move the storage (with its unseal key) aside, start on an empty storage; returns
        the saved folder."""
        self.stop()
        saved = self.base / "openbao.saved"
        shutil.rmtree(saved, ignore_errors=True)
        self.dir.rename(saved)
        self.start()
        return saved

    def put_back(self, saved: Path) -> None:
        """Stop, bring the saved storage back, start (it is unsealed with its own key)."""
        self.stop()
        shutil.rmtree(self.dir)
        saved.rename(self.dir)
        self.start()

    def env(self) -> dict[str, str]:
        return {"VAULT_ADDR": self.addr, "VAULT_TOKEN": self.token, "DEID_KEY_BACKEND": "vault"}
