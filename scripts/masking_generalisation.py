"""How well special-category masking generalises, per readable author, without the held-out texts.

    .venv/bin/python scripts/masking_generalisation.py

For every readable author of the corpus (train and dev splits; the held-out split is never read)
and external-dev (+ sensitivity-dev.jsonl), over the documents routed HIGH: passage-masking recall
(a labelled passage counts when every non-space character of it is masked) and **over-masking**
(non-space characters masked outside labelled passages, as a share of those documents'
non-space characters; gold NORMAL documents routed HIGH count whole). Routing always uses every
rule; only the masking extent is put under stress. Views:

* ``full``: today's evidence;
* ``loao``: leave one author out — the branches of the evidence patterns (top-level ``|``
  alternatives) that match no other group's documents are removed while the left-out author is
  measured, i.e. the vocabulary we would not have had without that author;
* ``loao-domain``: as ``loao``, but the vocabulary rules (``*.vocab.*``, written from each
  category's domain, not from any author) are kept whole: what a list drawn from no author gives
  an author nobody has read (``loao`` drops a domain word too when only the left-out author
  uses it);
* ``anchor``: inside every labelled passage one piece of evidence is kept (three seeded choices),
  the rest dropped: a passage that runs over sentences with no evidence word of their own;
* ``reflow``: the documents laid out as prose (a block's line breaks become sentence ends, offsets
  kept): a multi-line passage becomes a multi-sentence one in a long paragraph;
* ``reflow-anchor``: both.

Only aggregate numbers are printed (no document text).
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.corpus.build import ROOT as CORPUS  # noqa: E402
from tests.corpus.build import documents  # noqa: E402
from worker import classify as C  # noqa: E402
from worker.eval.sensitivity import _masked, _pieces  # noqa: E402
from worker.text.fold import fold  # noqa: E402

EXTERNAL = ROOT.parent / "shared" / "eval"
VIEWS = ("full", "loao", "loao-domain", "anchor", "reflow", "reflow-anchor")
SEEDS = (1, 2, 3)


def _load(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def groups() -> dict[str, list[dict]]:
    """Documents by author (train and dev splits) and external-dev, each with its labels."""
    splits = json.loads((CORPUS / "splits.json").read_text(encoding="utf-8"))["splits"]
    out = {a: documents(a) for split in ("train", "dev") for a in splits[split]}
    assert not set(out) & set(splits["heldout"])
    if (EXTERNAL / "external-dev.jsonl").exists():
        labels = {r["id"]: r for r in _load(EXTERNAL / "sensitivity-dev.jsonl")}
        out["external-dev"] = [
            {**d, "sensitivity": labels[d["id"]]}
            for d in _load(EXTERNAL / "external-dev.jsonl")
            if d["id"] in labels
        ]
    return out


def _branches(pattern: str) -> list[str]:
    """The top-level alternatives of a pattern, each with the pattern's leading inline flags."""
    m = re.match(r"\(\?[aiLmsux]+\)", pattern)
    flags, body = (m.group(0), pattern[m.end() :]) if m else ("", pattern)
    out, cur, depth, in_class, escaped = [], "", 0, False, False
    for ch in body:
        if escaped:
            cur, escaped = cur + ch, False
            continue
        if ch == "\\":
            cur, escaped = cur + ch, True
            continue
        if in_class:
            cur += ch
            in_class = ch != "]"
            continue
        if ch == "[":
            in_class = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            out.append(cur)
            cur = ""
            continue
        cur += ch
    out.append(cur)
    return [flags + b for b in out]


def loao_rules(docs: dict[str, list[dict]], domain: bool = False) -> dict[str, tuple[C.Rule, ...]]:
    """Per group, the rules without the branches that only that group's documents match (with
    ``domain``, the vocabulary rules written from their domain are kept whole)."""
    branches = [(r, b, re.compile(b)) for r in C.RULES for b in _branches(r.pattern.pattern)]
    folded = {g: [fold(d["text"]) for d in ds] for g, ds in docs.items()}
    seen = [
        {g for g, fs in folded.items() if any(rx.search(f) for f in fs)} for _r, _b, rx in branches
    ]
    out = {}
    for g in docs:
        kept: dict[str, list[str]] = defaultdict(list)
        for (r, b, _rx), where in zip(branches, seen, strict=True):
            if where - {g} or (domain and ".vocab" in r.rule_id):
                kept[r.rule_id].append(b)
        rules = []
        for r in C.RULES:
            if kept[r.rule_id]:
                m = re.match(r"\(\?[aiLmsux]+\)", kept[r.rule_id][0])
                flags = m.group(0) if m else ""
                body = "|".join(b[len(flags) :] for b in kept[r.rule_id])
                rules.append(
                    C.Rule(r.category, r.weight, r.policy, r.rule_id, re.compile(flags + body))
                )
        out[g] = tuple(rules)
    return out


def reflow(text: str) -> str:
    """Prose layout: a line break inside a block becomes a sentence end (same length)."""
    out = list(text)
    for i, ch in enumerate(text):
        blank = (i + 1 < len(text) and text[i + 1] == "\n") or (i and text[i - 1] == "\n")
        if ch == "\n" and not blank:
            out[i] = " " if i and text[i - 1] in "。！？；，、：:" else "。"
    return "".join(out)


def _anchored(full: list[C.Evidence], pieces: list[tuple[int, int]], rnd: random.Random) -> list:
    drop: set[int] = set()
    for a, b in pieces:
        inside = [
            i
            for i, e in enumerate(full)
            if e.start < b and e.end > a and e.policy != "proceedings" and i not in drop
        ]
        if len(inside) > 1:
            keep = rnd.choice(inside)
            drop |= set(inside) - {keep}
    return [e for i, e in enumerate(full) if i not in drop]


def measure(view: str, docs: list[dict], rules: tuple[C.Rule, ...]) -> tuple[int, int, int, int]:
    """(passages, masked, characters masked outside passages, characters), routed-HIGH documents."""
    passages = masked = over = chars = 0
    for d in docs:
        text = reflow(d["text"]) if view.startswith("reflow") else d["text"]
        full = C.find_evidence(text)
        if C.classify(text, True, evidence=full).level.value != "HIGH":
            continue
        label = d["sensitivity"]
        pieces = _pieces(text, label) if label["level"] == "HIGH" else []
        gold = bytearray(len(text))
        for a, b in pieces:
            gold[a:b] = b"\1" * (b - a)
        for seed in SEEDS if view.endswith("anchor") else (0,):
            if view.startswith("loao"):
                saved, C.RULES = C.RULES, rules
                try:
                    evidence = C.find_evidence(text)
                finally:
                    C.RULES = saved
            elif view.endswith("anchor"):
                evidence = _anchored(full, pieces, random.Random(f"{seed}:{d['id']}"))
            else:
                evidence = full
            spans = [(a, b) for a, b, _c in C.special_passages(text, evidence=evidence)]
            inside = bytearray(len(text))
            for a, b in spans:
                inside[a:b] = b"\1" * (b - a)
            for a, b in pieces:
                passages += 1
                masked += int(_masked(a, b, text, spans))
            visible = [i for i, ch in enumerate(text) if not ch.isspace()]
            over += sum(1 for i in visible if inside[i] and not gold[i])
            chars += len(visible)
    return passages, masked, over, chars


def main() -> None:
    docs = groups()
    loao = {"loao": loao_rules(docs), "loao-domain": loao_rules(docs, domain=True)}
    print("| view | " + " | ".join(docs) + " | all |")
    print("|---|" + "---:|" * (len(docs) + 1))
    for view in VIEWS:
        total = [0, 0, 0, 0]
        cells = []
        for g, ds in docs.items():
            p, m, o, c = measure(view, ds, loao.get(view, loao["loao"])[g])
            total = [t + x for t, x in zip(total, (p, m, o, c), strict=True)]
            cells.append(f"{100 * m / p:.1f} / {100 * o / c:.1f}" if p else "–")
        p, m, o, c = total
        cells.append(f"{100 * m / p:.1f} / {100 * o / c:.1f}")
        print(f"| {view} | " + " | ".join(cells) + " |")
    print("\nrecall % / over-masked % of the text of documents routed HIGH")


if __name__ == "__main__":
    main()
