"""Candidates from our own small tagger (``models/zhtag``), run in onnxruntime, offline.

A dilated-convolution character tagger (BIO over person / official / organisation / agency) trained
here on the corpus train authors and the template generator, with every name re-filled from large
pools (``python -m models.train``; model card: ``models/README.md``). Its tokenizer is
``models/zhtag/tokenizer.json`` (``tokenizers``: one token per CJK character, digit, punctuation
mark and whitespace character; WordPiece pieces for Latin words); its int8 ONNX file outputs
calibrated tag probabilities (temperature scaling inside the graph), so each span's score is the
mean probability of its tags.

The ONNX file's SHA-256 is pinned (``MODEL_SHA256``, also in ``models/README.md``) and checked at
load: a different file raises :class:`ModelIntegrityError` and the detector refuses to start. The
folder is ``$DEID_OWN_MODEL_DIR`` when set, else ``models/zhtag`` of this repository.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import threading
from collections import Counter
from functools import lru_cache
from pathlib import Path

import numpy as np

from worker.detect.model_lac import ModelIntegrityError
from worker.text.fold import fold

MODEL_NAME = "zhtag"
MODEL_VERSION = "0.3.0"
MODEL_ID = f"{MODEL_NAME}-{MODEL_VERSION}"
SOURCE = f"model:{MODEL_ID}"
MODEL_SHA256 = "a4a9e5270e04d2437af7831e8bc1d47ec57c75f55a69d45824775811ef06674e"
DEFAULT_DIR = Path(__file__).resolve().parents[2] / "models" / MODEL_NAME
MAX_TOKENS = 4096  # longer texts are tagged in overlapping pieces of this many tokens
OVERLAP = 64
MIN_SCORE = (
    0.85  # chosen on external-dev and the dev authors (0.5, 0.7, 0.85 tried; models/README.md)
)
REPEAT_SCORE: float | None = None
"""When set, and with the default floor, a person span under ``MIN_SCORE`` but at least this is
kept when the document has the same characters tagged as a person (at least this score) again. Off
for zhtag-0.1.0: 0.65 added 0.2 points of person recall on external-dev for 0.6 of precision
(models/README.md). A caller that passes its own ``min_score`` always gets that floor alone."""
_WORD, _UNSEEN = -1, -2  # encode's table: a character inside a word run; one not looked at yet
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
                "(a damaged or retrained file: pin the new hash in worker/detect/model_own.py and "
                "models/README.md)"
            )
        self.sha256 = digest
        meta = json.loads((model_dir / "meta.json").read_text(encoding="utf-8"))
        self.tags = [t.split("-", 1)[1] if "-" in t else "" for t in meta["tags"]]
        self.begin = np.array([t.startswith("B-") for t in meta["tags"]])
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self._vocab = self.tokenizer.get_vocab()
        self._unk = self._vocab["[UNK]"]
        self._table = np.full(
            0x10000, _UNSEEN, dtype=np.int32
        )  # BMP character → id, _WORD, _UNSEEN
        self.labels = ["", *dict.fromkeys(t for t in self.tags if t)]
        self._label_of = np.array([self.labels.index(t) for t in self.tags])
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        opts.inter_op_num_threads = 1
        self.session = ort.InferenceSession(data, opts, providers=["CPUExecutionProvider"])
        self._lock = threading.Lock()

    def encode(self, text: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Token ids and their start and end offsets (code points) of ``text``, exactly as
        ``tokenizer.json`` encodes it (tested against ``Tokenizer.encode``), without the
        pre-tokenizer's pass over every character: a character the pre-tokenizer isolates (CJK,
        digit, punctuation, symbol, whitespace) is one token, looked up in a table of the
        vocabulary; only the runs of the other characters (Latin letters and marks) go through the
        tokenizer, all in one call. Which characters are isolated is asked of the tokenizer
        itself, once per character."""
        cps = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)
        wide = cps > 0xFFFF
        kind = self._table[np.where(wide, 0, cps)]
        new = np.flatnonzero((kind == _UNSEEN) & ~wide)
        if len(new):
            for c in {text[i] for i in new.tolist()}:
                self._table[ord(c)] = self._kind(c)
            kind = self._table[np.where(wide, 0, cps)]
        if wide.any():
            kind[wide] = [self._kind(text[i]) for i in np.flatnonzero(wide).tolist()]
        word = kind == _WORD
        if not word.any():
            pos = np.arange(len(text))
            return kind.astype(np.int64), pos, pos + 1
        edges = np.flatnonzero(np.diff(np.r_[0, word.view(np.int8), 0]))
        runs = list(zip(edges[::2].tolist(), edges[1::2].tolist(), strict=True))
        joined, at = [], []  # the runs joined by spaces: one tokenizer call, offsets mapped back
        n = 0
        for a, b in runs:
            at.append(n)
            joined.append(text[a:b])
            n += b - a + 1
        glued = " ".join(joined)
        enc = self.tokenizer.encode(glued, add_special_tokens=False)
        offs = np.array(enc.offsets, dtype=np.int64).reshape(-1, 2)
        piece = np.array(
            [glued[a] != " " for a in offs[:, 0].tolist()], dtype=bool
        )  # not a separator
        offs, run_ids = offs[piece], np.array(enc.ids, dtype=np.int64)[piece]
        which = np.searchsorted(np.array(at), offs[:, 0], side="right") - 1
        shift = np.array([a for a, _ in runs])[which] - np.array(at)[which]
        keep = np.flatnonzero(~word)
        ids = np.concatenate([kind[keep].astype(np.int64), run_ids])
        starts = np.concatenate([keep, offs[:, 0] + shift])
        ends = np.concatenate([keep + 1, offs[:, 1] + shift])
        order = np.argsort(starts, kind="stable")
        return ids[order], starts[order], ends[order]

    def _kind(self, c: str) -> int:
        """The id of ``c`` when the pre-tokenizer makes it a token of its own, else ``_WORD``."""
        if len(self.tokenizer.pre_tokenizer.pre_tokenize_str("a" + c + "a")) == 1:
            return _WORD
        return self._vocab.get(c, self._unk)

    def probabilities(self, ids: np.ndarray | list[int]) -> np.ndarray:
        """(tokens, tags) calibrated probabilities for one token sequence, in overlapping pieces
        when long."""
        n = len(ids)
        if n <= MAX_TOKENS:
            with self._lock:
                return self.session.run(None, {"ids": np.asarray(ids, dtype=np.int64)[None]})[0][0]
        out = np.zeros((n, len(self.tags)), dtype=np.float32)
        step = MAX_TOKENS - 2 * OVERLAP
        for s in range(0, n, step):
            a, b = max(0, s - OVERLAP), min(n, s + step + OVERLAP)
            with self._lock:
                piece = np.asarray(ids[a:b], dtype=np.int64)[None]
                probs = self.session.run(None, {"ids": piece})[0][0]
            out[s : min(n, s + step)] = probs[s - a : s - a + min(n, s + step) - s]
        return out

    def entities(
        self, text: str, min_score: float | None = None, folded: bool = False
    ) -> list[tuple[int, int, str, float]]:
        """``(start, end, label, score)`` with label ``PER``, ``OFF``, ``ORG`` or ``AGY`` (code
        points into ``text``). The model reads folded text (:func:`~worker.text.fold.fold`, same
        length), as it was trained; ``folded``: the caller has folded it already. A span is a B
        tag or a change of label followed by I tags of its label; its score is the mean calibrated
        probability of its tags."""
        if not text:
            return []
        if not folded:
            text = fold(text)
        repeat = REPEAT_SCORE if min_score is None else None
        min_score = MIN_SCORE if min_score is None else min_score
        low = min_score if repeat is None else min(min_score, repeat)
        ids, starts, ends = self.encode(text)
        if not len(ids):
            return []
        probs = self.probabilities(ids)
        best = probs.argmax(-1)
        label = self._label_of[best]
        n = len(best)
        opens = (label > 0) & (self.begin[best] | np.r_[True, label[1:] != label[:-1]])
        first = np.flatnonzero(opens)
        if not len(first):
            return []
        bounds = np.flatnonzero(opens | (label == 0))
        last = np.r_[bounds, n][np.searchsorted(bounds, first, side="right")]
        chosen = np.r_[0.0, np.cumsum(probs[np.arange(n), best], dtype=np.float64)]
        scores = (chosen[last] - chosen[first]) / (last - first)
        out: list[tuple[int, int, str, float]] = []
        for i, j, score in zip(first.tolist(), last.tolist(), scores.tolist(), strict=True):
            lab = self.labels[label[i]]
            a, b = int(starts[i]), int(ends[j - 1])
            if (
                out
                and out[-1][2] == lab
                and text[out[-1][1] : a] == " "
                and _LATIN.match(text, a)
                and _LATIN.match(text, out[-1][1] - 1)
            ):  # Trần | Thị Thu Hà: a Latin name cut at a space is one name
                pa, _, _, ps = out.pop()
                a, score = pa, (ps + score) / 2
            if score >= low and not _NOT_A_NAME_CHARS.search(text, a, b):
                out.append((a, b, lab, score))
        if low == min_score:
            return out
        seen = Counter(text[a:b] for a, b, lab, _ in out if lab == "PER")
        return [
            e for e in out if e[3] >= min_score or (e[2] == "PER" and seen[text[e[0] : e[1]]] > 1)
        ]


@lru_cache(maxsize=1)
def model() -> OwnModel:
    return OwnModel(threads=int(os.environ.get("DEID_MODEL_THREADS", "1")))


def entities(text: str, folded: bool = False) -> list[tuple[int, int, str, float]]:
    return model().entities(text, folded=folded)
