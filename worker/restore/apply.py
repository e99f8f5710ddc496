"""Strict restore of a pseudonymized text or an LLM reply about it.

* Unedited text (its SHA-256 equals the map's ``output_sha256``): every entry is put back at
  its recorded offsets: the result equals the original byte for byte.
* Edited text (an LLM reply): each pseudonym of the map, longest first, is replaced by its
  original wherever it occurs whole; pseudonyms the map does not know are left untouched.
  Entries whose pseudonym no longer occurs are reported as ``unused``; nothing is guessed.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from worker.restore.maps import RestoreMap


@dataclass
class RestoreResult:
    text: str
    exact: bool
    restored: int
    unused: list[str] = field(default_factory=list)  # entry types whose pseudonym was not found (no values)


def restore(text: str, restore_map: RestoreMap) -> RestoreResult:
    if hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest() == restore_map.output_sha256:
        out, pos = [], 0
        for e in sorted(restore_map.entries, key=lambda e: e.out_start):
            out += [text[pos : e.out_start], e.original]
            pos = e.out_end
        out.append(text[pos:])
        return RestoreResult("".join(out), exact=True, restored=len(restore_map.entries))
    by_fake: dict[str, str] = {}
    for e in restore_map.entries:
        if e.type != "special_category":  # one mask stands for many passages: never guessed back
            by_fake.setdefault(e.pseudonym, e.original)
    if not by_fake:
        return RestoreResult(text, exact=False, restored=0)
    pattern = re.compile("|".join(re.escape(p) for p in sorted(by_fake, key=len, reverse=True)))
    found: set[str] = set()

    def put_back(m: re.Match[str]) -> str:
        found.add(m.group(0))
        return by_fake[m.group(0)]

    out_text, count = pattern.subn(put_back, text)
    unused = sorted({e.type for e in restore_map.entries if e.pseudonym not in found and e.type != "special_category"})
    return RestoreResult(out_text, exact=False, restored=count, unused=unused)
