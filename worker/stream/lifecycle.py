"""The worker process's lifecycle: probes, signals and a bounded shutdown (``deid-worker run``).

* SIGTERM / SIGINT: :meth:`Worker.stop` — the current batch is committed or aborted and the clients
  are closed within ``shutdown_timeout_s``. A watchdog ends the process at that bound if a client
  call is still blocked (e.g. the broker is unreachable): that is as safe as a crash, the open
  transaction is aborted by the broker or the next instance, and nothing is lost or doubled.
  A second signal exits at once.
* ``health_port`` set: ``/livez`` and ``/readyz`` (:mod:`worker.health`).
* Exit codes: 0 stopped, 3 fenced by another instance with the same identity, 4 the producer
  cannot be initialised (authorisation or configuration), 5 Vault refused the login or the token
  (:class:`~worker.keys.VaultAuthError`), 6 a key error (:class:`~worker.keys.KeyMissing`,
  :class:`~worker.keys.KeyMismatch`: a case's state exists but its key is missing or does not open
  it; nothing of the batch is committed, the documents wait), 70 watchdog.
"""

from __future__ import annotations

import logging
import os
import signal
import threading

from worker.config import Settings
from worker.health import HealthServer
from worker.keys import KeyFatal
from worker.stream.loop import RunStats, Worker
from worker.stream.txn import InstanceFenced, ProducerUnusable

log = logging.getLogger(__name__)

EXIT_FENCED = 3
EXIT_UNUSABLE = 4
EXIT_VAULT_AUTH = 5  # worker.keys.VaultAuthError.exit_code
EXIT_KEY_ERROR = 6  # worker.keys.KeyFatal.exit_code
EXIT_WATCHDOG = 70


def run_worker(worker: Worker, settings: Settings, idle_exit_s: float | None = None,
               max_messages: int | None = None) -> tuple[RunStats, int]:  # fmt: skip
    """Run ``worker`` in the main thread until it stops; returns its stats and the process exit
    code."""
    health = None
    if settings.health_port is not None:
        health = HealthServer(worker.health, settings.health_host, settings.health_port).start()
        log.info("health probes on port %d (/livez, /readyz)", health.port)
    signals = {"count": 0}

    def on_signal(signum: int, _frame: object) -> None:
        signals["count"] += 1
        if signals["count"] > 1:
            log.warning("second signal %s: exiting now", signum)
            os._exit(EXIT_WATCHDOG)
        log.info("signal %s: finishing or aborting the current transaction, stopping within %.0fs",
                 signum, settings.shutdown_timeout_s)  # fmt: skip
        worker.stop()
        watchdog = threading.Timer(
            settings.shutdown_timeout_s, _watchdog_exit, args=(settings.shutdown_timeout_s,)
        )
        watchdog.daemon = True
        watchdog.start()

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    try:
        stats = worker.run(idle_exit_s=idle_exit_s, max_messages=max_messages)
        return stats, 0
    except InstanceFenced as e:
        log.error("stopping: %s", e)
        return worker.stats, EXIT_FENCED
    except ProducerUnusable as e:
        log.error("stopping: %s", e)
        return worker.stats, EXIT_UNUSABLE
    except (
        KeyFatal
    ) as e:  # content-free message; the uncommitted batch is read again by the next run
        log.error("stopping on a key error (%s): %s", type(e).__name__, e)
        return worker.stats, e.exit_code
    finally:
        if health is not None:
            health.stop()


def _watchdog_exit(timeout_s: float) -> None:
    log.error(
        "shutdown took longer than %.0fs: exiting without waiting for the Kafka clients "
        "(the open transaction is aborted by the broker or the next instance)",
        timeout_s,
    )
    logging.shutdown()
    os._exit(EXIT_WATCHDOG)
