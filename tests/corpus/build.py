"""The multi-author corpus: marked-up source documents → labelled JSON Lines (stdlib only).

Authors write one document per file, ``tests/data/corpus/src/<author>/<nnn>.txt``::

    genre: 民事起訴狀
    case: c1                       (optional: documents of one case share people and numbers)
    level: HIGH                    (HIGH when a special category of 個資法 §6 is present, else
    NORMAL) categories: medical, health    (medical_record, medical, health, genetic, sex_life,
    criminal_record) criminal_proceedings: no       (yes: the document is about a criminal case of
    a named person)
    ---
    原告⟦person|王小明⟧住⟦address|臺北市大安區和平東路二段100號⟧，⟪medical|經⟦agency|臺大醫院⟧診斷為
    憂鬱症⟫。

``⟦type|value⟧`` labels one value; ``⟪category|passage⟫`` labels a special-category passage and may
hold value labels inside. ``python -m tests.corpus.build --check AUTHOR`` validates one author's
files (and prints nothing else); ``python -m tests.corpus.build --out DIR`` writes
``<split>.jsonl`` per split of ``tests/data/corpus/splits.json`` (by author, never by document).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "tests" / "data" / "corpus"
SRC = ROOT / "src"

TYPES = {
    "person": "replace", "official": "keep", "agency": "keep", "organization": "replace",
    "tw_id": "replace", "resident_id": "replace", "passport": "replace", "nhi_card": "replace",
    "phone": "replace", "email": "replace", "url": "replace", "bank_account": "replace",
    "card_number": "replace", "licence_plate": "replace", "social_handle": "replace",
    "address": "replace", "land_parcel": "replace", "date_of_birth": "replace",
    "event_date": "replace", "password": "replace", "other_id": "replace",
}  # fmt: skip
CATEGORIES = frozenset(
    {"medical_record", "medical", "health", "genetic", "sex_life", "criminal_record"}
)
HEADER_KEYS = frozenset({"genre", "case", "level", "categories", "criminal_proceedings", "note"})

_TOKEN = re.compile(r"⟦([a-z_]+)\|([^⟦⟧⟪⟫|]+)⟧|⟪([a-z_]+)\||⟫")


class MarkupError(ValueError):
    pass


def parse(source: str, name: str = "<doc>") -> dict:
    """One marked-up file → ``{"header": {...}, "text", "entities", "passages"}``; raises
    MarkupError."""
    head, sep, body = source.partition("\n---\n")
    if not sep:
        raise MarkupError(f"{name}: no '---' line between header and text")
    header: dict[str, str] = {}
    for line in head.splitlines():
        if not line.strip():
            continue
        key, colon, value = line.partition(":")
        key = key.strip()
        if not colon or key not in HEADER_KEYS:
            raise MarkupError(f"{name}: unknown header line {line!r}")
        header[key] = value.strip()
    if "genre" not in header:
        raise MarkupError(f"{name}: header needs 'genre:'")
    level = header.get("level", "NORMAL").upper()
    if level not in ("HIGH", "NORMAL"):
        raise MarkupError(f"{name}: level must be HIGH or NORMAL")
    cats = [c.strip() for c in header.get("categories", "").split(",") if c.strip()]
    bad = [c for c in cats if c not in CATEGORIES]
    if bad:
        raise MarkupError(f"{name}: unknown categories {bad}")
    if (level == "HIGH") != bool(cats):
        raise MarkupError(f"{name}: level HIGH needs categories, NORMAL none")
    body = body.rstrip("\n")
    out: list[str] = []
    pos = 0  # code points written so far
    entities: list[dict] = []
    passages: list[dict] = []
    open_passages: list[tuple[str, int]] = []
    last = 0
    for m in _TOKEN.finditer(body):
        plain = body[last : m.start()]
        if "⟦" in plain or "⟧" in plain or "⟪" in plain or "⟫" in plain:
            raise MarkupError(
                f"{name}: malformed markup near {body[max(0, m.start() - 20) : m.start()]!r}"
            )
        out.append(plain)
        pos += len(plain)
        last = m.end()
        if m.group(1):
            etype, value = m.group(1), m.group(2)
            if etype not in TYPES:
                raise MarkupError(f"{name}: unknown type {etype!r}")
            entities.append(
                {
                    "start": pos,
                    "end": pos + len(value),
                    "type": etype,
                    "action": TYPES[etype],
                    "text": value,
                }
            )
            out.append(value)
            pos += len(value)
        elif m.group(3):
            if m.group(3) not in CATEGORIES:
                raise MarkupError(f"{name}: unknown passage category {m.group(3)!r}")
            open_passages.append((m.group(3), pos))
        else:
            if not open_passages:
                raise MarkupError(f"{name}: '⟫' without an opening '⟪category|'")
            cat, start = open_passages.pop()
            passages.append({"start": start, "end": pos, "category": cat})
    tail = body[last:]
    if any(c in tail for c in "⟦⟧⟪⟫"):
        raise MarkupError(f"{name}: malformed markup near the end")
    if open_passages:
        raise MarkupError(f"{name}: a '⟪' passage is never closed")
    out.append(tail)
    text = "".join(out)
    for e in entities:
        assert text[e["start"] : e["end"]] == e["text"]
    if passages and level != "HIGH":
        raise MarkupError(f"{name}: passages marked but level is not HIGH")
    return {
        "header": header | {"level": level, "categories": cats},
        "text": text,
        "entities": entities,
        "passages": sorted(passages, key=lambda p: p["start"]),
    }


def documents(author: str) -> list[dict]:
    docs = []
    for path in sorted((SRC / author).glob("*.txt")):
        p = parse(path.read_text(encoding="utf-8"), f"{author}/{path.name}")
        h = p["header"]
        docs.append(
            {
                "id": f"{author}-{path.stem}",
                "case_id": f"{author}-{h['case']}" if h.get("case") else f"{author}-{path.stem}",
                "author": author,
                "subset": f"corpus-{author}",
                "kind": h["genre"],
                "text": p["text"],
                "entities": p["entities"],
                "sensitivity": {
                    "level": h["level"],
                    "categories": h["categories"],
                    "criminal_proceedings": h.get("criminal_proceedings", "no").lower()
                    in ("yes", "true"),
                    "passages": p["passages"],
                },
            }
        )
    return docs


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", metavar="AUTHOR", help="validate one author's files")
    ap.add_argument("--out", type=Path, help="write <split>.jsonl per split")
    a = ap.parse_args(argv)
    try:
        if a.check:
            docs = documents(a.check)
            n = sum(len(d["entities"]) for d in docs)
            print(f"{a.check}: {len(docs)} documents, {n} labelled values, "
                  f"{len({d['kind'] for d in docs})} genres, OK")  # fmt: skip
            return 0
        splits = json.loads((ROOT / "splits.json").read_text(encoding="utf-8"))
        a.out.mkdir(parents=True, exist_ok=True)
        for split, authors in splits["splits"].items():
            with (a.out / f"{split}.jsonl").open("w", encoding="utf-8") as f:
                for author in authors:
                    for d in documents(author):
                        f.write(json.dumps(d, ensure_ascii=False) + "\n")
        return 0
    except MarkupError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
