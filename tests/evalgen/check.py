"""Self-check of the evaluation files: structure, offsets, types and actions, overlaps,
checksums of values labelled valid, full labelling of repeated values, split rules,
determinism (the files are what the generator writes), and counts."""

from __future__ import annotations

import itertools
import json
import re
from collections import Counter, defaultdict
from pathlib import Path

from . import ids
from .core import CHECKSUM_TYPES, KEEP_TYPES, SUBSETS, TYPES
from .templates import TEMPLATES

SPLIT_FILES = ("dev", "sealed")
DOC_KEYS = {"id", "case_id", "subset", "kind", "text", "entities"}
ENT_KEYS = {"start", "end", "type", "action", "text"}
MIN_DOCS = {"dev": 200, "sealed": 220}
MIN_VALUES = {"sealed": 2200}
MIN_LEN, MAX_LEN = 200, 1500
_DOMAIN_RE = re.compile(r"@example\.(com|net|org|com\.tw)$")
_HOST_RE = re.compile(r"([a-z0-9-]+\.)*example\.(com|net|org|com\.tw)")


def load(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _unspace(text: str) -> str:
    return "".join(c for c in ids.fold(text) if not c.isspace()).lower()


def _canon(e: dict) -> str:
    return ids.compact(e["text"]).lower()


def check_doc(doc: dict, errors: list[str]) -> None:
    did = doc.get("id", "?")

    def err(msg: str) -> None:
        errors.append(f"{did}: {msg}")

    if set(doc) != DOC_KEYS:
        err(f"keys {sorted(doc)}")
        return
    for k in ("id", "case_id", "subset", "kind", "text"):
        if not isinstance(doc[k], str) or not doc[k]:
            err(f"{k} must be a non-empty string")
            return
    text = doc["text"]
    if doc["subset"] not in SUBSETS:
        err(f"subset {doc['subset']!r}")
    if doc["kind"] not in TEMPLATES:
        err(f"kind {doc['kind']!r}")
    if not (MIN_LEN <= len(text) <= MAX_LEN):
        err(f"length {len(text)} outside {MIN_LEN}..{MAX_LEN}")
    ents = doc["entities"]
    if not isinstance(ents, list) or not ents:
        err("no entities")
        return
    for e in ents:
        extra = set(e) - ENT_KEYS
        if not set(e) >= ENT_KEYS or extra - {"checksum_ok"}:
            err(f"entity keys {sorted(e)}")
            continue
        s, en, t = e["start"], e["end"], e["type"]
        if not (isinstance(s, int) and isinstance(en, int) and 0 <= s < en <= len(text)):
            err(f"bad offsets {s}:{en}")
            continue
        if text[s:en] != e["text"]:
            err(f"text[{s}:{en}]={text[s:en]!r} != {e['text']!r}")
        if e["text"] != e["text"].strip():
            err(f"value with outer whitespace {e['text']!r}")
        if t not in TYPES:
            err(f"type {t!r}")
        want = "keep" if t in KEEP_TYPES else "replace"
        if e["action"] != want:
            err(f"{t} must be {want}, is {e['action']!r}")
        if t in CHECKSUM_TYPES:
            if not isinstance(e.get("checksum_ok"), bool):
                err(f"{t} {e['text']!r} lacks checksum_ok")
                continue
            _check_checksum(e, err)
        elif "checksum_ok" in e:
            err(f"checksum_ok on a {t}")
    for e in ents:  # synthetic data only: reserved example domains
        if e["type"] == "email" and not _DOMAIN_RE.search(_unspace(e["text"])):
            err(f"e-mail outside the example domains: {e['text']!r}")
        if e["type"] == "url":
            host = _unspace(e["text"]).split("//", 1)[-1].split("/", 1)[0].split("?", 1)[0]
            if not _HOST_RE.fullmatch(host):
                err(f"URL outside the example domains: {e['text']!r}")
    ordered = sorted(ents, key=lambda e: (e["start"], e["end"]))
    for a, b in itertools.pairwise(ordered):
        if b["start"] < a["end"]:
            err(f"overlap {a['start']}:{a['end']} {b['start']}:{b['end']}")
    # every occurrence of a labelled identifier-like value is labelled too
    spans = [(e["start"], e["end"]) for e in ents]
    for e in ents:
        v = e["text"]
        if (e["type"] == "person" and len(v) < 3) or (e["type"] != "person" and len(v) < 6):
            continue  # two-character names may also be plain words (林立, 春雨)
        i = text.find(v)
        while i != -1:
            if not any(s <= i and i + len(v) <= en for s, en in spans):
                err(f"unlabelled occurrence of {v!r} at {i}")
            i = text.find(v, i + 1)


def _check_checksum(e: dict, err) -> None:
    t, ok = e["type"], e["checksum_ok"]
    if t == "card_number":
        digits = ids.canonical_digits(e["text"])
        if ids.luhn_ok(digits) != ok:
            err(f"card {e['text']!r}: Luhn {'fails' if ok else 'passes'} but checksum_ok={ok}")
        return
    v = ids.canonical_id(e["text"])
    shape = (
        ids.TW_ID_RE.match(v)
        if t == "tw_id"
        else (ids.RESIDENT_NEW_RE.match(v) or ids.RESIDENT_OLD_RE.match(v))
    )
    if not shape:
        err(f"{t} {e['text']!r} (canonical {v!r}) is not {t}-shaped")
    elif ids.id_checksum_ok(v) != ok:
        err(f"{t} {e['text']!r}: checksum {'fails' if ok else 'passes'} but checksum_ok={ok}")


def stats(docs: list[dict]) -> dict:
    by_type: dict[str, Counter] = defaultdict(Counter)
    docs_by_subset: Counter = Counter()
    vals_by_subset: Counter = Counter()
    kinds: Counter = Counter()
    bad = total_ids = 0
    for d in docs:
        docs_by_subset[d["subset"]] += 1
        kinds[d["kind"]] += 1
        for e in d["entities"]:
            by_type[e["type"]][d["subset"]] += 1
            vals_by_subset[d["subset"]] += 1
            if e["type"] in ("tw_id", "resident_id"):
                total_ids += 1
                bad += not e["checksum_ok"]
    return {
        "docs": len(docs),
        "cases": len({d["case_id"] for d in docs}),
        "values": sum(vals_by_subset.values()),
        "docs_by_subset": docs_by_subset,
        "vals_by_subset": vals_by_subset,
        "by_type": by_type,
        "kinds": kinds,
        "bad_ids": bad,
        "ids": total_ids,
        "chars": sum(len(d["text"]) for d in docs),
    }


def tables(name: str, st: dict) -> str:
    """Markdown tables of one split (also printed by --check)."""
    out = [
        f"### {name}.jsonl: {st['docs']} documents in {st['cases']} cases, {st['values']} labelled "
        f"values, {st['chars']:,} characters",
        "",
    ]
    out.append("| subset | documents | values |")
    out.append("|---|---:|---:|")
    out.extend(f"| {s} | {st['docs_by_subset'][s]} | {st['vals_by_subset'][s]} |" for s in SUBSETS)
    out.append(f"| **all** | **{st['docs']}** | **{st['values']}** |")
    out.append("")
    out.append("| type | action | " + " | ".join(SUBSETS) + " | all |")
    out.append("|---|---|" + "---:|" * (len(SUBSETS) + 1))
    for t in TYPES:
        c = st["by_type"].get(t, Counter())
        out.append(
            f"| {t} | {'keep' if t in KEEP_TYPES else 'replace'} | "
            + " | ".join(str(c[s]) for s in SUBSETS)
            + f" | {sum(c.values())} |"
        )
    out.append("")
    out.append(
        f"ID-shaped values (tw_id + resident_id) with a deliberately bad checksum: {st['bad_ids']} "
        f"of {st['ids']} ({100 * st['bad_ids'] / max(1, st['ids']):.1f}%)."
    )
    out.append("")
    out.append(
        "Documents per kind: "
        + ", ".join(f"{k} {n}" for k, n in sorted(st["kinds"].items(), key=lambda x: (-x[1], x[0])))
        + "."
    )
    return "\n".join(out)


def check_dir(path: Path, regenerate: bool = True) -> int:
    errors: list[str] = []
    data: dict[str, list[dict]] = {}
    for name in SPLIT_FILES:
        p = path / f"{name}.jsonl"
        if not p.exists():
            errors.append(f"missing {p}")
            continue
        try:
            data[name] = load(p)
        except (OSError, json.JSONDecodeError) as e:
            errors.append(f"{p}: {e}")
            continue
        for doc in data[name]:
            check_doc(doc, errors)
            if not doc.get("id", "").startswith(name + "-"):
                errors.append(f"{doc.get('id')}: id does not name its split")
        st = stats(data[name])
        if st["docs"] < MIN_DOCS[name]:
            errors.append(f"{name}: {st['docs']} documents < {MIN_DOCS[name]}")
        if st["values"] < MIN_VALUES.get(name, 0):
            errors.append(f"{name}: {st['values']} values < {MIN_VALUES[name]}")
        ids_ = [d.get("id") for d in data[name]]
        if len(ids_) != len(set(ids_)):
            errors.append(f"{name}: duplicate document ids")
        for case, n in Counter(d["case_id"] for d in data[name]).items():
            if not 2 <= n <= 4:
                errors.append(f"{name}: case {case} has {n} documents (2..4 expected)")
        print(tables(name, st))
        print()
    if len(data) == 2:
        # disjoint pools: no labelled value (folded, separators removed) in both splits
        seen = {n: {_canon(e) for d in docs for e in d["entities"]} for n, docs in data.items()}
        common = seen["dev"] & seen["sealed"]
        if common:
            errors.append(
                f"{len(common)} values occur in both dev and sealed, e.g. {sorted(common)[:5]}"
            )
        else:
            print(
                f"dev and sealed share no labelled value ({len(seen['dev'])} and "
                f"{len(seen['sealed'])} distinct values)"
            )
        if {d["case_id"] for d in data["dev"]} & {d["case_id"] for d in data["sealed"]}:
            errors.append("case ids shared between dev and sealed")
    if regenerate:
        from .generate import render

        for name in data:
            fresh = render(name)
            on_disk = (path / f"{name}.jsonl").read_text(encoding="utf-8")
            if fresh != on_disk:
                errors.append(
                    f"{name}.jsonl differs from what the generator writes (run python -m "
                    f"tests.evalgen --out {path})"
                )
            else:
                print(f"{name}.jsonl is exactly what the generator writes")
    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors[:200]:
            print("  " + e)
        return 1
    print("\nCHECK OK")
    return 0
