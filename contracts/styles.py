"""The output styles (ISO/IEC 20889 vocabulary), declared once.

``Style`` is the value of ``DEID_STYLE``, of ``CleanDocumentEvent.style`` and of the CLI's style
flags. What a style does (whether it writes a restore map, how it renders each type) is its strategy
object in :mod:`worker.pseudonymize.styles`; a new style is a member here and a strategy there.
"""

from __future__ import annotations

from enum import StrEnum


class Style(StrEnum):
    REALISTIC = "realistic"  # 同型改寫: same type and shape (郭靜慧, a valid fake ID, a real road)
    CODES = "codes"  # 甲 / A公司 / 〔電話1〕
    ANONYMIZED = "anonymized"  # codes, generalized dates and addresses, no restore map


__all__ = ["Style"]
