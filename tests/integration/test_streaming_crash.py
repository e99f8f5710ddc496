"""Crash test: 1,000 documents, the worker killed with SIGKILL at 10 random (seeded) moments.

Each life is ``python -m worker.cli run`` configured by environment, with static group membership
so a restarted life gets its partitions back at once. Afterwards a read_committed reader finds each
input exactly once across the clean, on-prem and dead-letter topics; persons repeated in a case keep
one pseudonym across documents processed in different lives; the documents of cases spread over
several lives are byte-identical to a single uninterrupted pipeline run; and aborted copies (left by
a kill inside a transaction, visible to read_uncommitted) equal the committed ones byte for byte.
"""

from __future__ import annotations

import random
import time
from collections import defaultdict

import pytest

from contracts import CleanDocumentEvent, RestoreMapEvent
from tests.integration.helpers import publish
from tests.integration.streaming import (
    OutputCounter,
    account,
    event,
    high_watermarks,
    no_stray_workers,  # noqa: F401 - autouse fixture
    read_uncommitted,
    settings_for,
    start_worker,
    worker_env,
)
from tests.synthetic.generator import generate_documents
from worker.detect.spans import PERSON
from worker.errors import DocumentError
from worker.keys.dev_file import DevKeyFile
from worker.pipeline import Pipeline
from worker.restore.maps import decrypt
from worker.samples import event_bytes, invalid_messages
from worker.stream.dlq import from_kafka_headers
from worker.stream.read import read_committed
from worker.stream.topics import ensure_topics

pytestmark = pytest.mark.integration

N_DOCS = 1000
KILLS = 10
SEED = 20241129
TITLES = ("先生", "小姐", "女士", "君", "太太")


def _life(ends: list[dict], topic: str, partition: int, offset: int) -> int:
    """The life that wrote a record: the first whose end offsets (taken after its kill) lie beyond
    it."""
    return next((i for i, e in enumerate(ends) if offset < e[(topic, partition)]), len(ends))


def test_sigkill_ten_times_each_input_exactly_once_and_pseudonyms_stable(
    kafka_bootstrap, unique, tmp_path
):
    s = settings_for(kafka_bootstrap, unique, tmp_path, batch_size=10, partitions=3)
    ensure_topics(s)
    DevKeyFile(s.dev_key_file)  # created once, before the lives race for it
    docs = generate_documents(N_DOCS, seed=SEED % 1000, chars=150)
    events = [event(f"crash-{i:04d}", d["case_id"], d["text"]) for i, d in enumerate(docs)]
    random.Random(SEED).shuffle(
        events
    )  # a case's documents spread over the whole run, hence over lives
    names = {d["case_id"]: set() for d in docs}
    for d in docs:
        names[d["case_id"]] |= {
            e["text"]
            for e in d["entities"]
            if e["type"] == PERSON and len(e["text"]) >= 3 and not e["text"].endswith(TITLES)
        }
    messages = [(e.case_id.encode(), event_bytes(e)) for e in events]
    for i, (_label, raw) in enumerate(invalid_messages()):  # poison among the good ones
        messages.insert(100 + 150 * i, (b"case-invalid", raw))
    publish(kafka_bootstrap, s.raw_topic, messages)

    rng = random.Random(SEED + 1)
    env = worker_env(s, DEID_GROUP_INSTANCE_ID=f"crash-{unique}", DEID_SESSION_TIMEOUT_MS="10000")
    counter = OutputCounter(s)
    ends: list[dict] = []  # end offsets of the clean topics after each kill
    for life in range(KILLS):
        w = start_worker(env, tmp_path / f"life-{life}.log")
        time.sleep(
            rng.uniform(2.5, 7.0)
        )  # a life needs ~2.5 s to start: some die starting, most while working
        w.kill()
        ends.append(high_watermarks(s, [s.clean_topic, s.onprem_topic]))
    final = start_worker(env, tmp_path / "final.log")
    counter.wait_for(len(messages), 240)
    counter.close()
    assert final.terminate() < 25
    logs = "".join(
        (tmp_path / f).read_text(errors="replace")
        for f in [f"life-{i}.log" for i in range(KILLS)] + ["final.log"]
    )

    # 1. exactly once, across lives
    acc = account(s)
    assert len(acc.raw) == len(messages)
    acc.assert_exactly_once()
    life_of = {
        doc_id: _life(ends, m.topic(), m.partition(), m.offset())
        for doc_id, m in {**acc.clean, **acc.onprem}.items()
    }
    poison = {raw for _label, raw in invalid_messages()}
    assert poison <= {m.value() for m in acc.dlq}
    for m in (
        acc.dlq
    ):  # besides the poison, only documents the pipeline refused (fail closed) are dead letters
        assert (
            m.value() in poison
            or from_kafka_headers(m.headers()).error_class == "VerificationFailed"
        )
    lives_with_output = set(life_of.values())
    assert len(lives_with_output) >= 4, (
        f"the kills did not interleave with processing: {sorted(lives_with_output)}"
    )

    # 2. one pseudonym per person of a case, across documents and lives (restore maps, dev key file)
    keys = DevKeyFile(s.dev_key_file)
    case_of = {e.document_id: e.case_id for e in events}
    seen: dict[tuple[str, str], dict[str, set]] = defaultdict(lambda: defaultdict(set))
    for m in read_committed(kafka_bootstrap, s.restore_topic):
        ev = RestoreMapEvent.model_validate_json(m.value())
        case = case_of[ev.document_id]
        for entry in decrypt(ev, keys.scope_key(case)).entries:
            if entry.type == PERSON and entry.original in names[case]:
                seen[(case, entry.original)][entry.pseudonym].add(life_of[ev.document_id])
    across_lives = [k for k, v in seen.items() if len(set().union(*v.values())) > 1]
    assert len(across_lives) >= 20, "too few persons repeated across lives to show anything"
    inconsistent = {
        k: {p: sorted(lives) for p, lives in v.items()} for k, v in seen.items() if len(v) > 1
    }
    assert not inconsistent, f"a person got different pseudonyms: {len(inconsistent)} cases"

    # 3. cases spread over several lives equal one uninterrupted run (state restored from the
    #    changelog)
    by_case: dict[str, list] = defaultdict(list)
    for key, m in sorted(acc.raw.items()):
        if m.key() != b"case-invalid":
            by_case[m.key().decode()].append((key, m.value()))
    spread = [
        c
        for c, items in by_case.items()
        if len({life_of.get(e.document_id) for e in events if e.case_id == c} - {None}) > 1
    ][:12]
    assert spread
    published = {**acc.clean, **acc.onprem}
    for case in spread:
        reference = Pipeline(keys)
        for _key, value in by_case[case]:
            try:
                out = reference.process(value)
            except DocumentError:
                continue
            assert published[out.clean.document_id].value() == out.clean.model_dump_json().encode(
                "utf-8"
            )

    # 4. copies in aborted transactions (a kill between produce and commit) equal the committed ones
    committed = {doc_id: m.value() for doc_id, m in published.items()}
    for topic in (s.clean_topic, s.onprem_topic):
        for m in read_uncommitted(kafka_bootstrap, topic):
            doc_id = CleanDocumentEvent.model_validate_json(m.value()).document_id
            assert m.value() == committed[doc_id], f"{doc_id}: a replay gave different bytes"

    assert "王小明" not in logs and "Traceback" not in logs
