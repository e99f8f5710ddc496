"""Event contracts of tw-deid-worker (pydantic v2 models and their JSON Schemas).

Every message the worker reads or writes is described here; `contracts/schemas/`
holds the exported JSON Schemas (regenerate with ``python -m contracts.export``).
"""

from contracts.events import (
    CleanDocumentEvent,
    DeadLetterHeaders,
    RawDocumentEvent,
    RestoreMapEvent,
    Sensitivity,
    SensitivityLevel,
)

__all__ = [
    "CleanDocumentEvent",
    "DeadLetterHeaders",
    "RawDocumentEvent",
    "RestoreMapEvent",
    "Sensitivity",
    "SensitivityLevel",
]
