"""Crypto-shredding of one case (``deid-worker forget-case CASE``): what makes a case unrecoverable.

In this order, each step idempotent (a failed run is simply run again):

1. the case is marked forgotten in Vault (``<prefix>/_forgotten/<case_ref>``), so no worker
   re-creates its key: a later document of the case is dead-lettered ``CaseForgotten``;
2. its scope key is destroyed: every version and the metadata (KV v2
   ``delete_metadata_and_all_versions``). Its restore maps and sealed states can no longer be
   opened by anyone;
3. its state is tombstoned on the case-state changelog (key = case ref, value None) on every
   partition that holds it, so compaction removes the sealed state and a worker loading the
   partition drops it.

Running workers honour the marker at once for a key they do not hold, and within
``DEID_FORGOTTEN_CHECK_S`` (default 30 s) for a cached one (docs/operations.md, "Case deletion").
"""

from __future__ import annotations

from dataclasses import dataclass

from worker.config import Settings
from worker.keys.factory import vault_provider
from worker.stream.changelog import tombstone
from worker.stream.connection import kafka_connection


@dataclass(frozen=True)
class Forgotten:
    case_ref: str
    tombstoned_partitions: list[int]


class StateNotTombstoned(Exception):
    """Vault's part is done (marker, key destroyed) but the changelog could not be written: run
    forget-case again."""


def forget_case(settings: Settings, case_id: str) -> Forgotten:
    keys = vault_provider(settings)
    ref = keys.forget_case(case_id)
    try:
        partitions = tombstone(kafka_connection(settings), settings.state_topic, ref)
    except Exception as e:
        raise StateNotTombstoned(
            f"the key is destroyed and the case marked forgotten, but its state could not be "
            f"tombstoned on {settings.state_topic} ({type(e).__name__}): run forget-case again"
        ) from None
    return Forgotten(ref, partitions)
