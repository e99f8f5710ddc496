"""Case states as the Kafka worker sees them: committed states plus the open transaction's changes.

The pipeline reads and writes case states through a :class:`~worker.case.store.StateStore`.
In the worker that store is a :class:`StagedStore`: writes of the current batch are staged
and become committed only when the batch's Kafka transaction commits (together with the
state records on the changelog topic). An aborted transaction drops them, so a replayed
document sees exactly the state it saw the first time: same output bytes, nothing gained.
Savepoints undo the changes of a single document that ends up dead-lettered after the
pipeline accepted it (an output too large to publish).
"""

from __future__ import annotations

from worker.case.store import MemoryStore

_MISSING = object()


class StagedStore:
    """``get``/``put`` for the pipeline; ``commit``/``rollback`` follow the Kafka transaction."""

    def __init__(self) -> None:
        self.committed = MemoryStore()
        self._staged: dict[str, bytes] = {}
        self._journal: list[tuple[str, object]] = []  # (case_ref, staged value before the put)

    # -- the pipeline's view -----------------------------------------------------------------------
    def get(self, case_ref: str) -> bytes | None:
        staged = self._staged.get(case_ref)
        return staged if staged is not None else self.committed.get(case_ref)

    def put(self, case_ref: str, sealed: bytes) -> None:
        self._journal.append((case_ref, self._staged.get(case_ref, _MISSING)))
        self._staged[case_ref] = sealed

    # -- the transaction's view --------------------------------------------------------------------
    def staged(self) -> dict[str, bytes]:
        """The states written since the last commit or rollback (latest per case)."""
        return dict(self._staged)

    def savepoint(self) -> int:
        return len(self._journal)

    def rollback_to(self, savepoint: int) -> None:
        """Undo the puts made after ``savepoint``."""
        while len(self._journal) > savepoint:
            case_ref, before = self._journal.pop()
            if before is _MISSING:
                self._staged.pop(case_ref, None)
            else:
                self._staged[case_ref] = before  # type: ignore[assignment]

    def commit(self) -> None:
        for case_ref, sealed in self._staged.items():
            self.committed.put(case_ref, sealed)
        self.rollback()

    def rollback(self) -> None:
        self._staged.clear()
        self._journal.clear()

    def reset(self) -> None:
        """Forget everything (partitions revoked: their cases may change elsewhere)."""
        self.committed = MemoryStore()
        self.rollback()
