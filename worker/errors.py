"""Per-document failures: each has a stable class name, a stage, and a content-free message.

A :class:`DocumentError` sends the document to the dead-letter topic. Transient
failures (``worker.keys.KeyUnavailable``, broker errors) are *not* DocumentErrors:
the worker pauses and retries them.
"""

from __future__ import annotations

from contracts.events import ErrorStage


class DocumentError(Exception):
    """A document that cannot be published clean. ``message`` must never contain document
    content."""

    def __init__(self, error_class: str, stage: ErrorStage, message: str) -> None:
        super().__init__(f"{error_class} at {stage}: {message}")
        self.error_class = error_class
        self.stage = stage
        self.message = message
