"""Export the contracts' JSON Schemas to ``contracts/schemas/``.

Usage: ``python -m contracts.export`` (writes) or ``python -m contracts.export --check``
(exit 1 when a file is missing or stale).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from pydantic import BaseModel

from contracts.events import (
    CleanDocumentEvent,
    DeadLetterHeaders,
    RawDocumentEvent,
    RestoreMapEvent,
)

SCHEMA_DIR = Path(__file__).parent / "schemas"
JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"  # what pydantic v2 generates
ID_PREFIX = "urn:tw-deid-worker:contracts:"
"""``$id`` of each schema: ``urn:tw-deid-worker:contracts:<file name>`` (a name, not a place to
fetch)."""
MODELS: dict[str, type[BaseModel]] = {
    "raw-document.v1.json": RawDocumentEvent,
    "clean-document.v1.json": CleanDocumentEvent,
    "restore-map.v1.json": RestoreMapEvent,
    "dead-letter-headers.v1.json": DeadLetterHeaders,
}


def rendered() -> dict[str, str]:
    """Return ``{file name: JSON Schema text}`` for every contract model."""
    out = {}
    for name, model in MODELS.items():
        schema = {
            "$schema": JSON_SCHEMA_DIALECT,
            "$id": ID_PREFIX + name,
        } | model.model_json_schema()
        out[name] = json.dumps(schema, ensure_ascii=False, indent=2, sort_keys=True) + "\n"
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail when the files are not current")
    args = parser.parse_args(argv)
    stale = []
    for name, text in rendered().items():
        path = SCHEMA_DIR / name
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current != text:
            stale.append(name)
            if not args.check:
                path.write_text(text, encoding="utf-8")
    if args.check and stale:
        print(
            "stale schemas: " + ", ".join(stale) + " (run python -m contracts.export)",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
