"""Inputs that once made the detector quadratic (a chain of role words, long digit runs) finish."""

from __future__ import annotations

import pytest

from worker.detect import detect


@pytest.mark.parametrize(
    "text", ["被告" * 20_000, "上訴人即被告" * 5_000, "0" * 100_000, "一" * 100_000]
)
@pytest.mark.slow
def test_repetitive_input_finishes(text):
    spans = detect(text)
    assert all(0 <= s.start < s.end <= len(text) for s in spans)


def test_swapped_back_original_is_reported_as_a_leak():
    from worker.keys import ScopeKey
    from worker.pseudonymize.pseudonymizer import CasePseudonymizer
    from worker.pseudonymize.rewrite import Rewritten, rewrite
    from worker.pseudonymize.verify import verify

    text = "原告王小明主張被告應還款。"
    rw = rewrite(text, detect(text), CasePseudonymizer("c", ScopeKey(b"k" * 32, "t")))
    r = rw.replacements[0]
    tampered = Rewritten(
        rw.text[: r.out_start] + r.original + rw.text[r.out_end :],
        rw.replacements,
        rw.entity_counts,
        rw.kept_counts,
        rw.review_flags,
    )
    assert "leak:person" in verify(text, tampered)
