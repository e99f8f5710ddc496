"""The worker as a process (``deid-worker run``): configured by environment, stops cleanly on
SIGTERM."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from datetime import UTC, datetime

import pytest

from contracts import CleanDocumentEvent, RawDocumentEvent
from tests.integration.helpers import make_settings, publish
from worker.samples import event_bytes
from worker.stream.read import read_committed
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration


def _env(s) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        {
            "KAFKA_BOOTSTRAP_SERVERS": s.bootstrap_servers,
            "DEID_RAW_TOPIC": s.raw_topic,
            "DEID_CLEAN_TOPIC": s.clean_topic,
            "DEID_ONPREM_TOPIC": s.onprem_topic,
            "DEID_RESTORE_TOPIC": s.restore_topic,
            "DEID_DLQ_TOPIC": s.dlq_topic,
            "DEID_STATE_TOPIC": s.state_topic,
            "DEID_GROUP_ID": s.group_id,
            "DEID_TRANSACTIONAL_ID": s.transactional_id,
            "DEID_DEV_KEY_FILE": str(s.dev_key_file),
            "DEID_BATCH_SIZE": "5",
        }
    )
    return env


def test_sigterm_stops_within_bounds_and_a_restart_finishes_exactly_once(
    kafka_bootstrap, unique, tmp_path
):
    s = make_settings(kafka_bootstrap, unique, tmp_path)
    ensure_topics(s)
    docs = [
        RawDocumentEvent(
            document_id=f"d{i:03d}",
            case_id=f"case-{i % 4}",
            text=f"原告王小明{i}號主張，被告林美華（電話0912-345-{i:03d}）應給付。",
            source_system="test",
            created_at=datetime(2024, 5, 1, tzinfo=UTC),
        )
        for i in range(120)
    ]
    publish(kafka_bootstrap, s.raw_topic, [(d.case_id.encode(), event_bytes(d)) for d in docs])
    cmd = [sys.executable, "-m", "worker.cli", "run"]
    proc = subprocess.Popen(
        cmd, env=_env(s), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not read_committed(kafka_bootstrap, s.clean_topic):
        time.sleep(0.3)
    proc.send_signal(signal.SIGTERM)
    t0 = time.monotonic()
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err[-2000:]
    assert time.monotonic() - t0 < 30
    assert '"consumed"' in out

    # A second run picks up where the first committed; nothing twice, nothing lost.
    rest = subprocess.run(
        [*cmd, "--idle-exit", "3"], env=_env(s), capture_output=True, text=True, timeout=120
    )
    assert rest.returncode == 0, rest.stderr[-2000:]
    clean = read_committed(kafka_bootstrap, s.clean_topic)
    dlq = read_committed(kafka_bootstrap, s.dlq_topic)
    assert not dlq
    ids = [CleanDocumentEvent.model_validate_json(m.value()).document_id for m in clean]
    assert sorted(ids) == sorted(d.document_id for d in docs)
    assert "王小明" not in err + out + rest.stderr + rest.stdout  # no document text in any log line
