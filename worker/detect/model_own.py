"""Candidates from our own small tagger (``models/zhtag``), run in onnxruntime, offline.

A dilated-convolution character tagger (BIO over person / official / organisation / agency) trained
here on the corpus train authors and the template generator, with every name re-filled from large
pools (``python -m models.train``; model card: ``models/README.md``). Its tokenizer is
``models/zhtag/tokenizer.json`` (``tokenizers``: one token per CJK character, digit, punctuation mark and
whitespace character; WordPiece pieces for Latin words); its int8 ONNX file outputs calibrated tag
probabilities (temperature scaling inside the graph), so each span's score is the mean probability of
its tags.

The ONNX file's SHA-256 is pinned (``MODEL_SHA256``, also in ``models/README.md``) and checked at load:
a different file raises :class:`ModelIntegrityError` and the detector refuses to start. The folder is
``$DEID_OWN_MODEL_DIR`` when set, else ``models/zhtag`` of this repository.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import threading
from functools import lru_cache
from pathlib import Path

import numpy as np

from worker.detect.model_lac import ModelIntegrityError
from worker.text.fold import fold

MODEL_NAME = "zhtag"
MODEL_VERSION = "0.1.0"
MODEL_ID = f"{MODEL_NAME}-{MODEL_VERSION}"
SOURCE = f"model:{MODEL_ID}"
MODEL_SHA256 = "d0b98b88ee7bb7385b49db992414d248c13462749ff23b68a96ba5083f004b8f"
DEFAULT_DIR = Path(__file__).resolve().parents[2] / "models" / MODEL_NAME
MAX_TOKENS = 4096  # longer texts are tagged in overlapping pieces of this many tokens
OVERLAP = 64
MIN_SCORE = (
    0.85  # chosen on external-dev and the dev authors (0.5, 0.7, 0.85 tried; models/README.md)
)
_LATIN = re.compile(r"[A-Za-zÀ-ỹ]")
_NOT_A_NAME_CHARS = re.compile(
    r"[0-9@_/#]"
)  # a span with a digit or a handle character is a code, not a name

__all__ = [
    "MODEL_ID",
    "MODEL_SHA256",
    "SOURCE",
    "ModelIntegrityError",
    "OwnModel",
    "entities",
    "model",
]


class OwnModel:
    """The tagger's ONNX session, its tokenizer and tag list."""

    def __init__(
        self, model_dir: Path | None = None, threads: int = 1, sha256: str = MODEL_SHA256
    ) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        model_dir = Path(model_dir or os.environ.get("DEID_OWN_MODEL_DIR") or DEFAULT_DIR)
        onnx_path = model_dir / "model.onnx"
        if not onnx_path.is_file():
            raise ModelIntegrityError(f"{MODEL_ID}: {onnx_path} is missing")
        data = onnx_path.read_bytes()
        digest = hashlib.sha256(data).hexdigest()
        if digest != sha256:
            raise ModelIntegrityError(
                f"{MODEL_ID}: {onnx_path.name} has sha256 {digest[:12]}…, expected {sha256[:12]}… "
                "(a damaged or retrained file: pin the new hash in worker/detect/model_own.py and models/README.md)"
            )
        self.sha256 = digest
        meta = json.loads((model_dir / "meta.json").read_text(encoding="utf-8"))
        self.tags = [t.split("-", 1)[1] if "-" in t else "" for t in meta["tags"]]
        self.begin = np.array([t.startswith("B-") for t in meta["tags"]])
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        opts.inter_op_num_threads = 1
        self.session = ort.InferenceSession(data, opts, providers=["CPUExecutionProvider"])
        self._lock = threading.Lock()

    def probabilities(self, ids: list[int]) -> np.ndarray:
        """(tokens, tags) calibrated probabilities for one token sequence, in overlapping pieces when long."""
        n = len(ids)
        if n <= MAX_TOKENS:
            with self._lock:
                return self.session.run(None, {"ids": np.array([ids], dtype=np.int64)})[0][0]
        out = np.zeros((n, len(self.tags)), dtype=np.float32)
        step = MAX_TOKENS - 2 * OVERLAP
        for s in range(0, n, step):
            a, b = max(0, s - OVERLAP), min(n, s + step + OVERLAP)
            with self._lock:
                probs = self.session.run(None, {"ids": np.array([ids[a:b]], dtype=np.int64)})[0][0]
            out[s : min(n, s + step)] = probs[s - a : s - a + min(n, s + step) - s]
        return out

    def entities(
        self, text: str, min_score: float | None = None, folded: bool = False
    ) -> list[tuple[int, int, str, float]]:
        """``(start, end, label, score)`` with label ``PER``, ``OFF``, ``ORG`` or ``AGY`` (code points into ``text``).
        The model reads folded text (:func:`~worker.text.fold.fold`, same length), as it was trained; ``folded``: the
        caller has folded it already."""
        if not text:
            return []
        if not folded:
            text = fold(text)
        min_score = MIN_SCORE if min_score is None else min_score
        enc = self.tokenizer.encode(text, add_special_tokens=False)
        if not enc.ids:
            return []
        probs = self.probabilities(enc.ids)
        best = probs.argmax(-1)
        offsets = enc.offsets
        out = []
        i, n = 0, len(best)
        while i < n:
            label = self.tags[best[i]]
            if not label:
                i += 1
                continue
            j = i + 1
            while j < n and self.tags[best[j]] == label and not self.begin[best[j]]:
                j += 1
            score = float(probs[np.arange(i, j), best[i:j]].mean())
            a, b = offsets[i][0], offsets[j - 1][1]
            if (
                out
                and out[-1][2] == label
                and text[out[-1][1] : a] == " "
                and _LATIN.match(text, a)
                and _LATIN.match(text, out[-1][1] - 1)
            ):  # Trần | Thị Thu Hà: a Latin name cut at a space is one name
                pa, _, _, ps = out.pop()
                a, score = pa, (ps + score) / 2
            if score >= min_score and not _NOT_A_NAME_CHARS.search(text, a, b):
                out.append((a, b, label, score))
            i = j
        return out


@lru_cache(maxsize=1)
def model() -> OwnModel:
    return OwnModel(threads=int(os.environ.get("DEID_MODEL_THREADS", "1")))


def entities(text: str, folded: bool = False) -> list[tuple[int, int, str, float]]:
    return model().entities(text, folded=folded)
