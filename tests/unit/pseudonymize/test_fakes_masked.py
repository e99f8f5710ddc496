"""Identifiers written masked or partly shown (A12****789, 0912-•••-678, ****52077214) get a fake
of their visible characters: the mask stays where it was, nothing raises. A masked 身分證 once
dead-lettered its whole document as InternalError at pseudonymize (the ID fake needed ten slots)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.helpers import KEY
from worker.pseudonymize.fakes import fake_value
from worker.pseudonymize.scoped_hmac import DigestStream, scoped_digest
from worker.text import spans as T

MASKS = "*＊•●○Xx"
TYPES = [T.TW_ID, T.RESIDENT_ID, T.PHONE, T.BANK_ACCOUNT, T.CARD_NUMBER, T.PASSPORT, T.OTHER_ID]


def draw(part: str, value: str) -> DigestStream:
    return DigestStream(scoped_digest(KEY.key, "case-masked", part, value))


@pytest.mark.parametrize(
    ("kind", "original"),
    [
        (T.TW_ID, "A12****789"),
        (T.TW_ID, "F2••••••31"),
        (T.TW_ID, "Ｈ１２＊＊＊＊５６７"),
        (T.TW_ID, "K1＊＊＊＊＊＊＊9"),
        (T.RESIDENT_ID, "AC0***1234"),
        (T.PHONE, "0912-•••-678"),
        (T.BANK_ACCOUNT, "****52077214"),
        (T.CARD_NUMBER, "4311-****-****-0193"),
    ],
)
def test_a_masked_value_keeps_its_mask_and_changes_what_shows(kind: str, original: str) -> None:
    fake = fake_value(kind, original, draw)
    assert len(fake) == len(original)
    for o, f in zip(original, fake, strict=True):
        if o in MASKS:
            assert f == o
    shown = [o for o in original if o not in MASKS and o.isalnum()]
    assert [
        f for f, o in zip(fake, original, strict=True) if o not in MASKS and o.isalnum()
    ] != shown


visible = st.text(alphabet="ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", min_size=1, max_size=12)


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(TYPES),
    st.lists(
        st.one_of(visible, st.text(alphabet=MASKS + "-", min_size=1, max_size=6)),
        min_size=2,
        max_size=5,
    ),
)
def test_no_shape_of_masked_identifier_raises(kind: str, parts: list[str]) -> None:
    original = "".join(parts)
    fake = fake_value(kind, original, draw)
    assert isinstance(fake, str) and fake
