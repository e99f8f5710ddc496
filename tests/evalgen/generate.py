"""Deterministic generation of the dev and sealed splits."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from . import ids
from .cases import GENERAL_KINDS, GENERAL_STORIES, KINDS, LEGAL_STORIES, Case
from .core import SUBSETS, Ctx, Doc, RejectDoc
from .templates import TEMPLATES
from .values import Factory

# split name -> (pool half, seed, target number of documents)
SPLITS = {
    "dev": (0, 20240611, 300),
    "sealed": (1, 73915024, 330),
}
SHARES = {"clean": 0.40, "noisy": 0.25, "adversarial": 0.20, "general": 0.15}
MIN_LEN, MAX_LEN = 200, 1500
MIN_ENTITIES = 3
BAD_ID_SHARE = 0.15


def _one_doc(
    seed: int, case_no: int, j: int, kind: str, K: Case, subset: str
) -> tuple[str, list[dict]]:
    last = None
    for attempt in range(200):
        rng = random.Random(f"{seed}/{case_no}/{j}/{attempt}")
        C = Ctx(rng, subset, K, general=kind in GENERAL_KINDS, j=j)
        d = Doc(C)
        TEMPLATES[kind](d, C, K)
        try:
            text, ents = d.build()
        except RejectDoc as e:
            last = str(e)
            continue
        if not (MIN_LEN <= len(text) <= MAX_LEN):
            last = f"length {len(text)}"
            continue
        if len(ents) < MIN_ENTITIES:
            last = "too few values"
            continue
        return text, ents
    raise RuntimeError(f"cannot write {kind} for case {K.id} ({K.story}, {subset}): {last}")


def generate_split(name: str) -> list[dict]:
    h, seed, target = SPLITS[name]
    f = Factory(h)
    master = random.Random(seed)
    docs: list[dict] = []
    case_no = 0
    targets = {s: round(target * SHARES[s]) for s in SUBSETS}
    for subset in SUBSETS:
        stories = list(GENERAL_STORIES if subset == "general" else LEGAL_STORIES)
        master.shuffle(stories)
        n = 0
        i = 0
        while n < targets[subset]:
            case_no += 1
            story = stories[i % len(stories)]
            i += 1
            crng = random.Random(f"{seed}/case/{case_no}")
            case_id = f"{name}-{case_no:04d}"
            K = Case(f, crng, case_id, subset, story)
            pool = KINDS[story]
            k = min(crng.choice([2, 3, 3, 4]), len(pool), max(2, targets[subset] - n))
            if (
                crng.random() < 0.65
            ):  # the story's signature document (contract, police record, ...)
                picks = sorted([0, *crng.sample(range(1, len(pool)), k - 1)])
            else:
                picks = sorted(crng.sample(range(len(pool)), k))
            for j, idx in enumerate(picks):
                kind = pool[idx]
                text, ents = _one_doc(seed, case_no, j, kind, K, subset)
                docs.append(
                    {
                        "id": f"{case_id}-{j + 1}",
                        "case_id": case_id,
                        "subset": subset,
                        "kind": kind,
                        "text": text,
                        "entities": ents,
                    }
                )
                n += 1
    balance_bad_ids(docs, random.Random(f"{seed}/bad-ids"))
    return docs


def balance_bad_ids(docs: list[dict], rng: random.Random, share: float = BAD_ID_SHARE) -> None:
    """Top up the share of ID-shaped values with a bad checksum to ``share`` of all occurrences:
    valid ones written plainly are mistyped in place (same length, so no offset moves)."""
    ents = [(d, e) for d in docs for e in d["entities"] if e["type"] in ("tw_id", "resident_id")]
    bad = sum(not e["checksum_ok"] for _, e in ents)
    cands = [
        (d, e)
        for d, e in ents
        if e["checksum_ok"] and re.fullmatch(r"[A-Z][A-Z0-9]\d{8}", e["text"])
    ]
    rng.shuffle(cands)
    for d, e in cands[: max(0, round(share * len(ents)) - bad)]:
        new = ids.mistype(rng, e["text"])
        d["text"] = d["text"][: e["start"]] + new + d["text"][e["end"] :]
        e["text"], e["checksum_ok"] = new, False


def write_jsonl(path: Path, docs: list[dict]) -> None:
    for doc in docs:
        for e in doc["entities"]:
            if doc["text"][e["start"] : e["end"]] != e["text"]:  # refuse to write a wrong offset
                raise AssertionError(
                    f"{doc['id']}: offsets {e['start']}:{e['end']} do not give {e['text']!r}"
                )
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        for doc in docs:
            fh.write(json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n")


def render(name: str) -> str:
    docs = generate_split(name)
    return "".join(
        json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n" for doc in docs
    )
