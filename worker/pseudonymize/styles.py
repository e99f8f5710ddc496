"""One strategy object per output style (:class:`contracts.styles.Style`): whether the style writes
a restore map, whether it keeps personal-event dates in legal mode, and how it renders each type.

:class:`~worker.pseudonymize.pseudonymizer.CasePseudonymizer` does what every style shares (masks of
special categories, neutral short forms, the case's codes and realistic fakes, the date shift) and
asks the strategy for the rest. A new style is a :class:`~contracts.styles.Style` member and a
strategy here, registered in :data:`STRATEGIES`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from contracts.styles import Style
from worker.pseudonymize import dates
from worker.text import spans as T
from worker.text.spans import Span

if TYPE_CHECKING:
    from worker.pseudonymize.pseudonymizer import CasePseudonymizer


@dataclass(frozen=True)
class Replacement:
    """The replacement of one value; ``shared`` marks masks, neutral forms and generalizations,
    which stand for several originals and are therefore never restored by search."""

    text: str
    shared: bool = False


class StyleStrategy:
    """How one style renders a value; subclasses set the flags and override the renderers."""

    style: ClassVar[Style]
    writes_restore_map: ClassVar[bool] = True
    """False where nothing may lead back (anonymization: no restore map anywhere)."""
    restores_person_codes: ClassVar[bool] = False
    """The restore map lists the person codes (甲) so that an edited text's codes are restored."""
    generalizes_event_dates: ClassVar[bool] = False
    """Personal-event dates are rendered even in legal mode (which otherwise keeps them)."""

    def event_date(self, p: CasePseudonymizer, span: Span, original: str) -> Replacement:
        """A personal-event date (general mode; legal mode too where it generalizes): the case's
        code. The case's date offset is drawn as in every style (it is kept in the case's state)."""
        p.shifted_date(original)
        return Replacement(p.code(span, original))

    def value(self, p: CasePseudonymizer, span: Span, original: str) -> Replacement:
        """Any other value: a person, an organisation, an identifier, an address …"""
        return Replacement(p.code(span, original))


class Realistic(StyleStrategy):
    """Same type and shape (:mod:`worker.pseudonymize.fakes`); a date shifted by the case's
    offset."""

    style = Style.REALISTIC

    def event_date(self, p: CasePseudonymizer, span: Span, original: str) -> Replacement:
        shifted = p.shifted_date(original)
        if shifted:
            return Replacement(shifted, shared=True)
        return Replacement(p.code(span, original))

    def value(self, p: CasePseudonymizer, span: Span, original: str) -> Replacement:
        return Replacement(p.realistic(span, original))


class Codes(StyleStrategy):
    """甲/乙 for people, A公司/B銀行 for organisations, 〔電話1〕 for values (the case's codes)."""

    style = Style.CODES
    restores_person_codes = True


class Anonymized(StyleStrategy):
    """Codes; dates of birth to the year, addresses to the city (or district), personal-event dates
    to year and month; no restore map."""

    style = Style.ANONYMIZED
    writes_restore_map = False
    generalizes_event_dates = True

    def event_date(self, p: CasePseudonymizer, span: Span, original: str) -> Replacement:
        general = dates.generalize(original, "ym")
        if general:
            return Replacement(general, shared=True)
        return super().event_date(p, span, original)

    def value(self, p: CasePseudonymizer, span: Span, original: str) -> Replacement:
        if span.type == T.DATE_OF_BIRTH:
            year = dates.generalize(original, "y")
            if year:
                return Replacement(year, shared=True)
        elif span.type == T.ADDRESS:
            general = p.generalized_address(original)
            if general:
                return Replacement(general, shared=True)
        return Replacement(p.code(span, original))


STRATEGIES: dict[Style, StyleStrategy] = {s.style: s for s in (Realistic(), Codes(), Anonymized())}


def strategy(style: str | Style) -> StyleStrategy:
    """The strategy of ``style``; ``ValueError`` naming the styles for an unknown one."""
    try:
        return STRATEGIES[Style(style)]
    except ValueError:
        raise ValueError(f"style must be one of {tuple(s.value for s in Style)}") from None


__all__ = [
    "STRATEGIES",
    "Anonymized",
    "Codes",
    "Realistic",
    "Replacement",
    "StyleStrategy",
    "strategy",
]
