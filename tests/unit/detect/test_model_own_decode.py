"""Our own tagger's run-time steps without the network: the fast encoding gives the ids and offsets
of ``tokenizer.json`` itself, and the span decoding (B/I runs, mean calibrated scores, the score
floor, the repeated-name floor, codes dropped) on probabilities we choose. Texts invented."""

from __future__ import annotations

import random

import numpy as np
import pytest

from worker.detect import model_own
from worker.text.fold import fold

TEXTS = [
    "上訴人溫珮綺因確認債權事件，對於中華民國113年5月2日之判決提起上訴。",
    "Dear Ms. Nguyễn Thị Thu Hà, your claim No. 77-A21 was received; please call 02-2718-5521.",
    "阿蓁：明天 9:30 在捷運站等😀\n小瀚：OK！帶 ID 影本\n",
    "證人\U00020bb7詠晴（英文名 Sophia Reinhardt）到庭。",
    "姓　名：覃　宥　辰\t性別：男\u3000生日：78/04/11",
    "Café déjà vu — naïve coöperation, e\u0301 and \u200bzero width, Ⅻ and ② and ١٢٣",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 "
    "overlonglatinwordwithoutanyspacesatall",
    "",
    "   \n\t ",
]


def _random_texts(n: int) -> list[str]:
    rng = random.Random(7)
    alphabet = "abcXYZ éàñçÀỹ 甄褚中文。，、 012３４ \u3000\t\n!?@#_-‧·ㄅあア한😀\u0301\u00a0ⅫⅡ①"
    return ["".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 60))) for _ in range(n)]


@pytest.mark.parametrize("text", TEXTS + _random_texts(60))
def test_fast_encoding_is_the_tokenizers_own(text):
    m = model_own.model()
    text = fold(text)
    ids, starts, ends = m.encode(text)
    enc = m.tokenizer.encode(text, add_special_tokens=False)
    assert ids.tolist() == enc.ids
    assert list(zip(starts.tolist(), ends.tolist(), strict=True)) == [tuple(o) for o in enc.offsets]


class _Fixed:
    """Stands in for the ONNX session: the probabilities of each token are given by the test."""

    def __init__(self, probs):
        self.probs = np.asarray(probs, dtype=np.float32)

    def run(self, _outputs, feed):
        assert feed["ids"].shape == (1, len(self.probs))
        return [self.probs[None]]


def _probs(m: model_own.OwnModel, tags: list[tuple[str, float]]) -> list[list[float]]:
    """One row per token: the named tag gets ``p``, the rest goes to O (to I-PER for O itself)."""
    tag_names = [
        ("O" if not t else ("B-" if b else "I-") + t) for t, b in zip(m.tags, m.begin, strict=True)
    ]
    rows = []
    for name, p in tags:
        row = [0.0] * len(tag_names)
        row[tag_names.index(name)] = p
        row[tag_names.index("O" if name != "O" else "I-PER")] += 1 - p
        rows.append(row)
    return rows


@pytest.fixture
def fixed(monkeypatch):
    m = model_own.model()

    def use(text: str, tags: list[tuple[str, float]]):
        assert len(m.encode(fold(text))[0]) == len(tags)
        monkeypatch.setattr(m, "session", _Fixed(_probs(m, tags)))
        return m

    return use


def test_spans_are_bio_runs_with_their_mean_score(fixed):
    text = "甲乙丙丁戊己庚"
    tags = [("B-PER", 0.9), ("I-PER", 0.96), ("O", 0.99), ("B-OFF", 0.95), ("B-OFF", 0.97),
            ("I-ORG", 0.9), ("I-ORG", 0.92)]  # fmt: skip
    m = fixed(text, tags)
    got = [(a, b, label, round(s, 4)) for a, b, label, s in m.entities(text, folded=True)]
    assert got == [
        (0, 2, "PER", 0.93),
        (3, 4, "OFF", 0.95),
        (4, 5, "OFF", 0.97),
        (5, 7, "ORG", 0.91),
    ]


def test_the_floor_and_codes(fixed):
    text = "甲乙丙7丁戊"
    tags = [
        ("B-PER", 0.8),
        ("I-PER", 0.8),
        ("O", 0.99),
        ("B-PER", 0.99),
        ("I-PER", 0.99),
        ("O", 0.9),
    ]
    m = fixed(text, tags)
    assert m.entities(text, folded=True) == []  # under the floor; a span with a digit is a code
    assert [e[:3] for e in m.entities(text, min_score=0.7, folded=True)] == [(0, 2, "PER")]


def test_a_repeated_name_under_the_floor(fixed, monkeypatch):
    text = "甲乙，甲乙，丙丁"
    half = [("B-PER", 0.7), ("I-PER", 0.7), ("O", 0.99)]
    tags = half + half + [("B-PER", 0.7), ("I-PER", 0.7)]
    m = fixed(text, tags)
    monkeypatch.setattr(model_own, "REPEAT_SCORE", None)
    assert m.entities(text, folded=True) == []
    monkeypatch.setattr(model_own, "REPEAT_SCORE", 0.65)
    assert [e[:3] for e in m.entities(text, folded=True)] == [(0, 2, "PER"), (3, 5, "PER")]
    assert m.entities(text, min_score=0.85, folded=True) == []  # an explicit floor is the floor
    monkeypatch.setattr(model_own, "REPEAT_SCORE", 0.75)
    assert m.entities(text, folded=True) == []
