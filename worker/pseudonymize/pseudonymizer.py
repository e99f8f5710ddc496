"""Scoped pseudonyms for one case, without collisions.

A :class:`CasePseudonymizer` turns ``(type, original)`` into a pseudonym from the
scoped HMAC (:mod:`worker.pseudonymize.scoped_hmac`) and keeps, for the case:

* ``assigned``: ``(type, normalized original) → pseudonym`` (the same value always gets the same pseudonym);
* ``owners``: normalized pseudonym → ``(type, normalized original)``, so two different originals
  never share a pseudonym (the second one draws again with ``attempt + 1``);
* ``surnames``: real surname → fake surname, injective, so 陳小姐 / 林小姐 never both become 郭小姐.

A pseudonym is also redrawn when it occurs anywhere in the text being processed
(a fake must never equal a real value of the case). The state lives in memory for
the worker's lifetime; persisting it with the output is part of case-consistent
entity resolution (see docs/decisions/0003-case-state.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from worker.classify import MASKS
from worker.detect import spans as T
from worker.detect.spans import Span
from worker.keys import ScopeKey
from worker.pseudonymize.fakes import fake_person, fake_surname, fake_value
from worker.pseudonymize.normalize import nfkc, normalize
from worker.pseudonymize.scoped_hmac import DigestStream, scoped_digest

MAX_ATTEMPTS = 64


class PseudonymCollision(RuntimeError):
    """No collision-free pseudonym was found within ``MAX_ATTEMPTS`` draws (pool exhausted)."""


@dataclass
class CaseState:
    assigned: dict[tuple[str, str], str] = field(default_factory=dict)
    owners: dict[str, tuple[str, str]] = field(default_factory=dict)
    surnames: dict[str, str] = field(default_factory=dict)
    surname_owners: dict[str, str] = field(default_factory=dict)


class CasePseudonymizer:
    """Pseudonyms for one scope (case). Not thread-safe; one instance per case per worker."""

    def __init__(self, scope_id: str, scope_key: ScopeKey, state: CaseState | None = None) -> None:
        self.scope_id = scope_id
        self.key = scope_key
        self.state = state or CaseState()
        self._forbidden_text = ""
        self._real_surnames: frozenset[str] = frozenset()

    def _draw(self, part: str, value: str) -> DigestStream:
        return DigestStream(scoped_digest(self.key.key, self.scope_id, part, value))

    def begin_document(self, text: str, spans: list[Span]) -> None:
        """Tell the pseudonymizer which real values the document holds (fakes must avoid them)."""
        self._forbidden_text = nfkc(text)
        self._real_surnames = frozenset(
            text[s.start : s.start + s.surname_len] for s in spans if s.type in (T.PERSON, T.OFFICIAL) and s.surname_len
        )

    def _clashes(self, fake: str) -> bool:
        return nfkc(fake) in self._forbidden_text

    def surname(self, real: str) -> str:
        """The case's fake for a real surname (injective; never a surname of a real person in the document)."""
        if real in self.state.surnames:
            return self.state.surnames[real]
        for attempt in range(MAX_ATTEMPTS):
            fake = fake_surname(real, self._draw, attempt)
            if fake in self.state.surname_owners or fake in self._real_surnames:
                continue
            self.state.surnames[real] = fake
            self.state.surname_owners[fake] = real
            return fake
        raise PseudonymCollision("surname pool exhausted for this case")

    def pseudonym(self, span: Span, original: str) -> str:
        """The pseudonym of ``original`` (the text under ``span``); the same for every equal value of the case."""
        if span.type == T.SPECIAL_CATEGORY:  # masked outright: the same mask for every passage, no pseudonym
            return MASKS[span.source.rsplit(":", 1)[-1]]
        kind = span.type + (".short" if span.short_form else ".given" if span.given_only else "")
        key = (kind, normalize(span.type, original))
        for attempt in range(MAX_ATTEMPTS):
            # Draws depend on the normalized value only, so F２１７ ６７４ and F217674… share one fake,
            # reshaped to each spelling's width and spacing.
            def draw(part: str, _value: str, _attempt: int = attempt) -> DigestStream:
                return self._draw(part, f"{key[1]}#{_attempt}")

            if span.type == T.PERSON:
                # Names map per part (surname, given name), each drawn for that part alone.
                fake = fake_person(original, span.surname_len, span.short_form, span.given_only, self.surname,
                                   self._draw, attempt)  # fmt: skip
            else:
                fake = fake_value(span.type, original, draw, attempt)
            norm_fake = normalize(span.type, fake)
            owner = self.state.owners.get(norm_fake)
            if owner is not None and owner != key:
                continue
            if owner is None and (self._clashes(fake) or norm_fake == key[1]):
                continue
            self.state.assigned[key] = fake
            self.state.owners[norm_fake] = key
            return fake
        raise PseudonymCollision(f"no free pseudonym for type {span.type} in this case")
