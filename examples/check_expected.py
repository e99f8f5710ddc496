#!/usr/bin/env python3
"""Check examples/expected.json against the synthetic sample documents (stdlib only).

All people and identifiers in examples/ are fictional.

expected.json maps "<case-id>/<file>" to {"replace": [...], "keep": [...]}.
Each entry is {"type": str, "text": str, "count": int} and lists one distinct
value of the file once:

* ``text``  -- the exact substring as it occurs in the file;
* ``count`` -- how many of its occurrences are that value.  Occurrences that lie
  inside an occurrence of a longer listed value of the same file (e.g. "志明"
  inside "張簡志明", "臺灣高等法院" inside "臺灣高等法院高雄分院") belong to the
  longer value and are not counted;
* ``common_word_occurrences`` (optional) -- occurrences that are an ordinary
  word and must NOT be replaced (the person 周全 vs. "計畫周全").

Short forms are annotated with their honorific as written (陳小姐, 王君,
范姜先生); given names alone (美玲) are annotated as they occur.

Checks: every text occurs with exactly the stated count, types are known,
tw_id / resident_id checksums, card_number Luhn, e-mail and URL hosts are
example.* only, no two listed values overlap partially, every document is
150-1200 characters and annotated, and no ID-, phone-, e-mail-, URL- or
long-digit-looking string is left outside the replace list.

Usage: python3 examples/check_expected.py [path/to/expected.json]
Exit status 0 when everything holds, 1 otherwise.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

REPLACE_TYPES = {
    "person",
    "tw_id",
    "resident_id",
    "passport",
    "phone",
    "email",
    "url",
    "address",
    "bank_account",
    "card_number",
    "licence_plate",
    "social_handle",
    "date_of_birth",
    "organization",
}
KEEP_TYPES = {"official", "agency"}

LETTER_CODES = dict(
    zip(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        [
            10,
            11,
            12,
            13,
            14,
            15,
            16,
            17,
            34,
            18,
            19,
            20,
            21,
            22,
            35,
            23,
            24,
            25,
            26,
            27,
            28,
            29,
            32,
            30,
            31,
            33,
        ],
        strict=True,
    )
)
WEIGHTS = (1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1)

# Strings that look like personal identifiers and therefore must be covered
# by some "replace" value of the same file.
SUSPICIOUS = [
    ("id-like", re.compile(r"(?<![A-Za-z0-9])[A-Z][A-D0-9]\d{8}(?![0-9])")),
    ("mobile", re.compile(r"(?<!\d)09\d{2}-?\d{3}-?\d{3}(?!\d)")),
    ("landline", re.compile(r"\(0\d{1,2}\)\d{3,4}-\d{4}|(?<!\d)0\d{1,2}-\d{3,4}-\d{4}(?!\d)")),
    ("email", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("url", re.compile(r"https?://[\x21-\x7e]+")),
    ("digits>=9", re.compile(r"(?<!\d)\d{9,}(?!\d)")),
    ("card-like", re.compile(r"(?<!\d)\d{4}(?:[- ]\d{4}){3}(?!\d)")),
]


def tw_id_ok(value: str) -> bool:
    """National ID (A123456789) or new-style resident number (A800000014)."""
    if not re.fullmatch(r"[A-Z][1289]\d{8}", value):
        return False
    digits = [int(c) for c in str(LETTER_CODES[value[0]])] + [int(c) for c in value[1:]]
    return sum(w * d for w, d in zip(WEIGHTS, digits, strict=True)) % 10 == 0


def resident_id_ok(value: str) -> bool:
    """Resident certificate number: new format like tw_id (2nd char 8/9), old
    format with a 2nd letter A-D whose code's last digit stands in for it."""
    if re.fullmatch(r"[A-Z][89]\d{8}", value):
        return tw_id_ok(value)
    if re.fullmatch(r"[A-Z][A-D]\d{8}", value):
        digits = (
            [int(c) for c in str(LETTER_CODES[value[0]])]
            + [LETTER_CODES[value[1]] % 10]
            + [int(c) for c in value[2:]]
        )
        return sum(w * d for w, d in zip(WEIGHTS, digits, strict=True)) % 10 == 0
    return False


def luhn_ok(value: str) -> bool:
    digits = [int(c) for c in value if c.isdigit()][::-1]
    total = 0
    for i, d in enumerate(digits):
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return len(digits) >= 12 and total % 10 == 0


def host_ok(kind: str, value: str) -> bool:
    if kind == "email":
        host = value.rsplit("@", 1)[-1].lower()
        return host in {"example.com", "example.org", "example.net"}
    m = re.match(r"https?://([^/:?#]+)", value)
    host = (m.group(1) if m else "").lower()
    return re.fullmatch(r"(?:[\w-]+\.)*example\.[a-z]+", host) is not None


def occurrences(text: str, value: str) -> list[int]:
    out, i = [], text.find(value)
    while i >= 0:
        out.append(i)
        i = text.find(value, i + 1)
    return out


def check_file(key: str, text: str, ann: dict, errors: list[str]) -> None:
    entries = [("replace", e) for e in ann.get("replace", [])] + [
        ("keep", e) for e in ann.get("keep", [])
    ]
    spans: dict[str, list[tuple[int, int]]] = {}
    for _, e in entries:
        spans.setdefault(e["text"], [(i, i + len(e["text"])) for i in occurrences(text, e["text"])])

    def covered_by_longer(value: str, start: int, end: int) -> bool:
        return any(
            len(other) > len(value) and s <= start and end <= t
            for other, ss in spans.items()
            for s, t in ss
        )

    seen = set()
    for side, e in entries:
        typ, value = e.get("type"), e.get("text", "")
        where = f"{key}: {side} {typ} {value!r}"
        allowed = REPLACE_TYPES if side == "replace" else KEEP_TYPES
        if typ not in allowed:
            errors.append(f"{where}: unknown type for {side}")
        if (side, value) in seen:
            errors.append(f"{where}: listed twice")
        seen.add((side, value))
        if not value or value not in text:
            errors.append(f"{where}: does not occur in the file")
            continue
        standalone = sum(not covered_by_longer(value, s, t) for s, t in spans[value])
        expected = e.get("count", standalone) + e.get("common_word_occurrences", 0)
        if expected != standalone:
            errors.append(
                f"{where}: count {e.get('count')} (+{e.get('common_word_occurrences', 0)} common)"
                f" but {standalone} standalone occurrence(s)"
            )
        if typ == "tw_id" and not tw_id_ok(value):
            errors.append(f"{where}: fails the ID checksum")
        if typ == "resident_id" and not resident_id_ok(value):
            errors.append(f"{where}: fails the resident-ID checksum")
        if typ == "card_number" and not luhn_ok(value):
            errors.append(f"{where}: fails the Luhn check")
        if typ in ("email", "url") and not host_ok(typ, value):
            errors.append(f"{where}: host is not an example.* domain")

    # Partial overlaps make the gold ambiguous.
    flat = [(s, t, v) for v, ss in spans.items() for s, t in ss]
    for s1, t1, v1 in flat:
        for s2, t2, v2 in flat:
            if s1 < s2 < t1 < t2:
                errors.append(f"{key}: {v1!r} and {v2!r} overlap partially at {s2}")

    replace_spans = [(s, t) for e in ann.get("replace", []) for s, t in spans.get(e["text"], [])]
    errors.extend(
        f"{key}: {label} string {m.group()!r} is not in the replace list"
        for label, rx in SUSPICIOUS
        for m in rx.finditer(text)
        if not any(s <= m.start() and m.end() <= t for s, t in replace_spans)
    )

    n = len(text)
    if not 150 <= n <= 1200:
        errors.append(f"{key}: {n} characters, expected 150-1200")


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).with_name("expected.json")
    root = path.parent
    gold = json.loads(path.read_text(encoding="utf-8"))
    errors: list[str] = []

    docs = sorted(p.relative_to(root).as_posix() for p in root.glob("*/*.txt"))
    errors.extend(
        f"{missing}: document has no entry in {path.name}"
        for missing in sorted(set(docs) - set(gold))
    )
    errors.extend(
        f"{key}: key is not <case-id>/<NN>-<kind>.txt"
        for key in gold
        if not re.fullmatch(r"[A-Za-z0-9._-]+/\d{2}-[^/]+\.txt", key)
    )

    values, occs, kept = Counter(), Counter(), Counter()
    for key, ann in gold.items():
        file = root / key
        if not file.is_file():
            errors.append(f"{key}: file not found")
            continue
        check_file(key, file.read_text(encoding="utf-8"), ann, errors)
        for e in ann.get("replace", []):
            values[e["type"]] += 1
            occs[e["type"]] += e.get("count", 1)
        for e in ann.get("keep", []):
            kept[e["type"]] += e.get("count", 1)

    cases = {k.split("/")[0] for k in gold}
    print(f"{len(gold)} documents in {len(cases)} cases")
    print("replace (per-file distinct values / occurrences):")
    for typ in sorted(values):
        print(f"  {typ:14} {values[typ]:4} / {occs[typ]:4}")
    print(f"  {'total':14} {sum(values.values()):4} / {sum(occs.values()):4}")
    print("keep (occurrences): " + ", ".join(f"{t}={n}" for t, n in sorted(kept.items())))
    for err in errors:
        print("ERROR", err)
    passed = len(gold) - len({e.split(":")[0] for e in errors})
    print(f"check_expected: {passed} passed, {len(gold) - passed} failed")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
