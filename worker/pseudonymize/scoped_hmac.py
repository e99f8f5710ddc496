"""The scoped HMAC of the design brief and a deterministic stream drawn from it.

``digest = HMAC-SHA256(scope_key, scope_id ‖ 0x00 ‖ entity_type ‖ 0x00 ‖ normalized_value)``

Same case, type and normalized value → same digest → same pseudonym; another case
(another key and scope id) → an unrelated digest.
"""

from __future__ import annotations

import hashlib
import hmac


def scoped_digest(
    scope_key: bytes, scope_id: str, entity_type: str, normalized_value: str
) -> bytes:
    """32-byte HMAC-SHA256 digest; all strings UTF-8 encoded. Raises ``UnicodeEncodeError`` on lone
    surrogates."""
    msg = b"\x00".join(
        (scope_id.encode("utf-8"), entity_type.encode("utf-8"), normalized_value.encode("utf-8"))
    )
    return hmac.new(scope_key, msg, hashlib.sha256).digest()


class DigestStream:
    """Deterministic integers drawn from a digest (SHA-256 in counter mode), for building fakes."""

    def __init__(self, digest: bytes) -> None:
        self._seed = digest
        self._counter = 0
        self._pool = b""

    def _bytes(self, n: int) -> bytes:
        while len(self._pool) < n:
            self._pool += hashlib.sha256(self._seed + self._counter.to_bytes(4, "big")).digest()
            self._counter += 1
        out, self._pool = self._pool[:n], self._pool[n:]
        return out

    def below(self, n: int) -> int:
        """An integer in ``[0, n)`` (bias below 2**-32)."""
        return int.from_bytes(self._bytes(8), "big") % n

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def digits(self, count: int, first_nonzero: bool = False) -> str:
        out = [str(self.below(10)) for _ in range(count)]
        if first_nonzero and out:
            out[0] = str(1 + self.below(9))
        return "".join(out)
