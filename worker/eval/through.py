"""Labelled documents through the whole pipeline (not only ``detect``): what is published, what is
refused and why, and whether any original value is left in what was published.

Each document goes through :class:`worker.pipeline.Pipeline` (the settings' style, mode and
sensitivity policy; a throw-away dev key), case by case in file order, so case state carries over
as in the worker. Per subset:

* **published** (clean or on-premises topic) and **refused** by error class and, for
  ``VerificationFailed``, by check family (``uncovered``, ``leak``, ``residual:<check>``);
* **left in published**: gold ``replace`` values of published documents with a character outside
  every replacement (a fragment counts; a date's 民國 and spaces do not), by type — the number that
  must be zero. ``event_date`` is reported apart when the mode keeps event dates (legal mode), and
  types the pipeline does not replace by design are listed the same way.
"""

from __future__ import annotations

import tempfile
from bisect import bisect_left
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from contracts import RawDocumentEvent
from worker.config import Settings
from worker.errors import DocumentError
from worker.keys.dev_file import DevKeyFile
from worker.pipeline import Pipeline
from worker.pseudonymize.styles import strategy
from worker.text.fold import unescape_view

NOT_PERSONAL_DATA = frozenset({"organization"})
"""Labelled types that are not personal data (a firm's name; 個資法 protects natural persons):
replaced when found, reported apart when left."""


@dataclass
class Through:
    documents: int = 0
    published: int = 0
    onprem: int = 0
    refused: Counter = field(default_factory=Counter)  # "VerificationFailed:residual:tw_id" …
    refused_documents: int = 0
    refused_by_residual: int = 0  # documents the residual scan stopped (alone or with other checks)
    left: Counter = field(
        default_factory=Counter
    )  # gold type -> values left in published documents
    left_documents: int = 0
    kept_by_mode: Counter = field(
        default_factory=Counter
    )  # event dates kept in legal mode; organisations


_FRAME = frozenset(
    "中華民國 \u3000\n\t"
)  # a date's 民國 / spaces left beside its replaced digits reveal nothing


def _left(text: str, start: int, end: int, ranges: list[tuple[int, int]]) -> bool:
    """True when some character of ``[start, end)`` that carries the value is outside every
    replacement."""
    return any(
        not any(a <= i < b for a, b in ranges) and text[i] not in _FRAME for i in range(start, end)
    )


def _as_processed(text: str) -> tuple[str, Callable[[int, int], tuple[int, int]]]:
    """The text as the pipeline processes it (its JSON escapes read: worker.text.fold.read_escapes)
    and the map of a gold span's offsets into it."""
    view = unescape_view(text)
    if view is None:
        return text, lambda a, b: (a, b)
    view_text, starts, _ends = view
    return view_text, lambda a, b: (bisect_left(starts, a), bisect_left(starts, b))


def _families(message: str) -> list[str]:
    out = []
    for check in message.split(","):
        family = check if check.startswith("residual:") else check.split(":", 1)[0]
        out.append(family)
    return sorted(set(out))


def run_through(docs: Iterable[dict], settings: Settings | None = None) -> dict[str, Through]:
    """Every document through a fresh pipeline of ``settings``; ``{subset: Through}`` with
    ``all``."""
    settings = settings or Settings()
    table: dict[str, Through] = defaultdict(Through)
    with tempfile.TemporaryDirectory() as tmp:
        pipeline = Pipeline.from_settings(settings, DevKeyFile(Path(tmp) / "master.key"))
        keeps_dates = (
            settings.mode == "legal" and not strategy(settings.style).generalizes_event_dates
        )
        for i, doc in enumerate(docs):
            rows = (
                [table[doc.get("subset", "all")], table["all"]]
                if doc.get("subset", "all") != "all"
                else [table["all"]]
            )
            event = RawDocumentEvent(
                document_id=f"d{i}",
                case_id=str(doc.get("case_id") or doc["id"]),
                text=doc["text"],
                source_system="eval",
                created_at=datetime(2024, 1, 1, tzinfo=UTC),
            )
            for r in rows:
                r.documents += 1
            try:
                out = pipeline.process_event(event)
            except DocumentError as e:
                keys = (
                    [e.error_class]
                    if e.error_class != "VerificationFailed"
                    else [f"VerificationFailed:{f}" for f in _families(e.message)]
                )
                for r in rows:
                    r.refused_documents += 1
                    r.refused_by_residual += int(any("residual:" in k for k in keys))
                    r.refused.update(keys)
                continue
            ranges = sorted((rep.start, rep.end) for rep in out.rewritten.replacements)
            left: Counter[str] = Counter()
            kept: Counter[str] = Counter()
            text, place = _as_processed(doc["text"])
            for g in doc["entities"]:
                if g["action"] != "replace" or not _left(
                    text, *place(g["start"], g["end"]), ranges
                ):
                    continue
                apart = (keeps_dates and g["type"] == "event_date") or g[
                    "type"
                ] in NOT_PERSONAL_DATA
                (kept if apart else left)[g["type"]] += 1
            for r in rows:
                r.published += 1
                r.onprem += int(out.high_sensitivity)
                r.left.update(left)
                r.left_documents += int(bool(left))
                r.kept_by_mode.update(kept)
    return dict(table)


def render_through(table: dict[str, Through]) -> str:
    lines = [
        "\nthrough the pipeline: published / refused; 'left' = gold values not replaced in "
        "published documents"
    ]
    for subset in sorted(table, key=lambda s: (s != "all", s)):
        t = table[subset]
        refused = ", ".join(f"{k}={v}" for k, v in sorted(t.refused.items())) or "none"
        left = ", ".join(f"{k}={v}" for k, v in sorted(t.left.items())) or "none"
        kept = ", ".join(f"{k}={v}" for k, v in sorted(t.kept_by_mode.items()))
        lines.append(
            f"\n[{subset}] documents {t.documents}: published {t.published} (on-premises "
            f"{t.onprem}), refused {t.refused_documents} (by the residual scan "
            f"{t.refused_by_residual})"
        )
        lines.append(f"  refused by check: {refused}")
        lines.append(
            f"  left in published: {sum(t.left.values())} values in {t.left_documents} documents "
            f"({left})"
        )
        if kept:
            lines.append(
                "  left by design (legal mode keeps event dates; organisations are not personal "
                f"data): {kept}"
            )
    return "\n".join(lines)
