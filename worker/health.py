"""Kubernetes probes from the poll loop: a tiny stdlib HTTP server (off unless ``DEID_HEALTH_PORT``
is set).

* ``GET /livez``  → 200 while the loop turned within ``liveness_timeout_s`` (a stuck loop is
  restarted);
* ``GET /readyz`` → 200 once partitions were assigned and the transactional producer is initialised,
  503 while it is being rebuilt or the worker is stopping.

Bodies are small JSON objects with counters only (never a case, a document or a value); requests
are not logged. See docs/decisions/0005-health-endpoints.md.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class HealthServer:
    """Serves ``probe()`` (a dict with boolean ``live`` and ``ready``) on ``host:port`` in a daemon
    thread."""

    def __init__(self, probe: Callable[[], dict], host: str = "0.0.0.0", port: int = 8080) -> None:
        self.probe = probe
        self._server = ThreadingHTTPServer((host, port), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, name="health", daemon=True
        )

    @property
    def port(self) -> int:
        return self._server.server_address[1]

    def start(self) -> HealthServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        probe = self.probe

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                path = self.path.split("?", 1)[0]
                if path not in ("/livez", "/readyz"):
                    self._send(404, {"error": "not found"})
                    return
                state = probe()
                ok = bool(state["live"] if path == "/livez" else state["ready"] and state["live"])
                self._send(200 if ok else 503, {"status": "ok" if ok else "fail", **state})

            def _send(self, code: int, body: dict) -> None:
                data = json.dumps(body).encode("utf-8")
                self.send_response(code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: object) -> None:
                return

        return Handler
