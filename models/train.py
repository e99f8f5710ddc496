"""Retrain the own tagger from scratch: ``python -m models.train`` (needs ``pip install -e
.[train]``).

Fixed seeds, CPU only. Builds the data (:mod:`models.data`), the tokenizer
(:mod:`models.tokenizer`), trains a small dilated-convolution character tagger (BIO over person /
official / organisation / agency), fits a temperature on a held-back slice of the train documents,
exports it to ONNX with the temperature and softmax inside, int8-quantizes it
(onnxruntime.quantization, dynamic), and writes
``models/zhtag/{model.onnx,tokenizer.json,meta.json}``. Prints the model card's tables (span scores
on the held-back slice, fp32 and int8, calibration) and the file's sha256. ``--ablation`` then runs
``python -m models.ablation --model-dir OUT`` (the detector's ablation on the tuning sets:
external-dev, w04, w07; the held-out aggregate is a separate, final ``--heldout`` run).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import time
from pathlib import Path

import numpy as np

from models.data import (
    LABELS,
    TAGS,
    Pools,
    context_sentences,
    hard_negatives,
    refill,
    train_documents,
)
from models.tokenizer import PAD, build

NAME = "zhtag"
VERSION = "0.1.0"
SEED = 20261201
WINDOW = 256
OUT = Path(__file__).resolve().parent / NAME


def encode(tok, text: str, spans: list[tuple[int, int, str]]) -> tuple[list[int], list[int]]:
    """Token ids and BIO tag ids of one text (a token takes the label of its first character)."""
    enc = tok.encode(text, add_special_tokens=False)
    lab = [0] * len(text)
    begin = set()
    for a, b, label in spans:
        k = LABELS.index(label) + 1
        for c in range(a, b):
            lab[c] = k
        begin.add(a)
    tags = []
    prev = 0
    for a, _ in enc.offsets:
        k = lab[a] if a < len(lab) else 0
        if k == 0:
            tags.append(0)
        else:
            tags.append(TAGS.index(("B-" if a in begin or prev != k else "I-") + LABELS[k - 1]))
        prev = k
    return enc.ids, tags


def windows(
    ids: list[int], tags: list[int], rng: random.Random
) -> list[tuple[list[int], list[int]]]:
    if len(ids) <= WINDOW:
        return [(ids, tags)]
    start = rng.randrange(0, WINDOW // 2)
    out = [(ids[:WINDOW], tags[:WINDOW])] if start else []
    out.extend(
        (ids[s : s + WINDOW], tags[s : s + WINDOW]) for s in range(start, len(ids), WINDOW - 32)
    )
    return out


def spans_of(tags: list[int], probs: np.ndarray | None = None) -> list[tuple[int, int, str, float]]:
    """(start token, end token, label, mean probability) of a BIO tag sequence (an I- after
    anything else starts one)."""
    out = []
    i = 0
    n = len(tags)
    while i < n:
        t = TAGS[tags[i]]
        if t == "O":
            i += 1
            continue
        label = t[2:]
        j = i + 1
        while j < n and TAGS[tags[j]] == "I-" + label:
            j += 1
        score = (
            float(np.mean([probs[k, tags[k]] for k in range(i, j)])) if probs is not None else 1.0
        )
        out.append((i, j, label, score))
        i = j
    return out


def build_model(
    vocab: int, dropout: float = 0.0, dim: int = 64, hidden: int = 128, dilations=(1, 2, 4, 8, 1)
):
    import torch
    from torch import nn

    class Block(nn.Module):
        def __init__(self, dim: int, hidden: int, dilation: int) -> None:
            super().__init__()
            self.dw = nn.Conv1d(dim, dim, 5, padding=2 * dilation, dilation=dilation, groups=dim)
            self.norm = nn.LayerNorm(dim)
            self.ff1 = nn.Linear(dim, hidden)
            self.ff2 = nn.Linear(hidden, dim)

        def forward(self, x):
            h = self.dw(x.transpose(1, 2)).transpose(1, 2)
            h = self.ff2(torch.relu(self.ff1(self.norm(h))))
            return x + h

    class Tagger(nn.Module):
        def __init__(
            self, vocab: int, dim: int = 64, hidden: int = 128, dilations=(1, 2, 4, 8, 1)
        ) -> None:
            super().__init__()
            self.emb = nn.Embedding(vocab, dim, padding_idx=0)
            self.drop = nn.Dropout(dropout)
            self.blocks = nn.ModuleList(Block(dim, hidden, d) for d in dilations)
            self.norm = nn.LayerNorm(dim)
            self.out = nn.Linear(dim, len(TAGS))

        def forward(self, ids):
            x = self.drop(self.emb(ids))
            for b in self.blocks:
                x = b(x)
            return self.out(self.norm(x))

    return Tagger(vocab, dim, hidden, tuple(dilations))


def span_scores(
    gold: list[list[tuple[int, int, str]]], pred: list[list[tuple[int, int, str]]]
) -> dict[str, dict[str, float]]:
    out = {}
    for label in (*LABELS, "all"):
        g = sum(1 for d in gold for s in d if label in ("all", s[2]))
        p = sum(1 for d in pred for s in d if label in ("all", s[2]))
        c = sum(
            len(
                {s for s in gd if label in ("all", s[2])}
                & {s for s in pd if label in ("all", s[2])}
            )
            for gd, pd in zip(gold, pred, strict=True)
        )
        out[label] = {"gold": g, "precision": c / p if p else 0.0, "recall": c / g if g else 0.0,
                      "f1": 2 * c / (g + p) if g + p else 0.0}  # fmt: skip
    return out


def ece(conf: np.ndarray, correct: np.ndarray, bins: int = 10) -> float:
    total = 0.0
    for lo in np.linspace(0, 1, bins, endpoint=False):
        m = (conf > lo) & (conf <= lo + 1 / bins)
        if m.any():
            total += m.mean() * abs(conf[m].mean() - correct[m].mean())
    return float(total)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument(
        "--refills", type=int, default=6, help="re-filled copies of each corpus document per epoch"
    )
    ap.add_argument(
        "--unk", type=float, default=0.0, help="share of input tokens replaced by [UNK] in training"
    )
    ap.add_argument(
        "--dropout", type=float, default=0.0, help="dropout on the embeddings in training"
    )
    ap.add_argument("--version", default=VERSION, help="the version written into meta.json")
    ap.add_argument("--contexts", type=int, default=0, help="context-frame sentences per epoch")
    ap.add_argument("--negatives", type=int, default=400, help="hard-negative sentences per epoch")
    ap.add_argument("--dim", type=int, default=64, help="embedding and block width")
    ap.add_argument("--hidden", type=int, default=128, help="feed-forward width")
    ap.add_argument("--dilations", default="1,2,4,8,1", help="one residual block per dilation")
    ap.add_argument("--out", type=Path, default=OUT, help="folder to write (default models/zhtag)")
    ap.add_argument("--ablation", action="store_true", help="then run python -m models.ablation")
    args = ap.parse_args(argv)

    import torch

    t0 = time.time()
    torch.manual_seed(SEED)
    torch.set_num_threads(args.threads)
    torch.use_deterministic_algorithms(True)
    pools = Pools()
    docs = train_documents()
    corpus = [d for d in docs if d["author"] != "evalgen-dev"]
    evalgen = [d for d in docs if d["author"] == "evalgen-dev"]
    held_ids = set(d["id"] for d in random.Random(SEED).sample(corpus, 10)) | set(
        d["id"] for d in random.Random(SEED).sample(evalgen, 20)
    )
    train = [d for d in docs if d["id"] not in held_ids]
    held = [d for d in docs if d["id"] in held_ids]
    print(
        f"data: {len(corpus)} corpus train documents "
        f"({', '.join(sorted({d['author'] for d in corpus}))}), {len(evalgen)} template documents "
        f"(evalgen dev); {len(held)} held back for calibration and scores"
    )

    def epoch_data(r: random.Random) -> list[tuple[str, list]]:
        items: list[tuple[str, list]] = []
        for d in train:
            n = args.refills if d["author"] != "evalgen-dev" else 1
            items.extend(refill(d, pools, r) for _ in range(n))
            if d["author"] != "evalgen-dev" and r.random() < 0.3:
                items.append(refill(d, pools, r, keep=True))
        return (
            items
            + hard_negatives(pools, r, args.negatives)
            + context_sentences(pools, r, args.contexts)
        )

    tok = build([t for t, _ in epoch_data(random.Random(SEED + 1))] * 1)
    out_dir = args.out
    out_dir.mkdir(parents=True, exist_ok=True)
    tok.save(str(out_dir / "tokenizer.json"))
    assert tok.token_to_id(PAD) == 0
    vocab = tok.get_vocab_size()
    dilations = tuple(int(x) for x in args.dilations.split(","))
    model = build_model(vocab, args.dropout, args.dim, args.hidden, dilations)
    params = sum(p.numel() for p in model.parameters())
    print(f"tokenizer: {vocab} entries; model: {params:,} parameters")

    held_items = [refill(d, pools, random.Random(SEED + 7)) for d in held]
    held_enc = [encode(tok, t, s) for t, s in held_items]

    gen = torch.Generator().manual_seed(SEED)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
    steps_total = None
    step = 0
    for epoch in range(args.epochs):
        r = random.Random(SEED + 100 + epoch)
        wins = []
        for text, spans in epoch_data(r):
            ids, tags = encode(tok, text, spans)
            wins += windows(ids, tags, r)
        r.shuffle(wins)
        batches = [wins[i : i + 32] for i in range(0, len(wins), 32)]
        if steps_total is None:
            steps_total = len(batches) * args.epochs
            sched = torch.optim.lr_scheduler.OneCycleLR(
                opt, max_lr=3e-3, total_steps=steps_total + args.epochs * 4, pct_start=0.1
            )
        model.train()
        losses = []
        for batch in batches:
            width = max(len(i) for i, _ in batch)
            ids = torch.zeros(len(batch), width, dtype=torch.long)
            tags = torch.full((len(batch), width), -100, dtype=torch.long)
            for k, (i, t) in enumerate(batch):
                ids[k, : len(i)] = torch.tensor(i)
                tags[k, : len(t)] = torch.tensor(t)
            if args.unk:
                unk_id = tok.token_to_id("[UNK]")
                mask = (torch.rand(ids.shape, generator=gen) < args.unk) & (ids != 0)
                ids = torch.where(mask, torch.full_like(ids, unk_id), ids)
            logits = model(ids)
            loss = torch.nn.functional.cross_entropy(
                logits.reshape(-1, len(TAGS)), tags.reshape(-1), ignore_index=-100
            )
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            step += 1
            losses.append(loss.item())
        print(
            f"epoch {epoch + 1}/{args.epochs}: {len(batches)} batches, loss {np.mean(losses):.4f}, "
            f"{time.time() - t0:.0f} s"
        )

    # Temperature on the held-back slice (token NLL, grid then refine), then scores.
    model.eval()
    with torch.no_grad():
        logits = [model(torch.tensor([ids]))[0] for ids, _ in held_enc]
    flat = torch.cat(logits)
    gold = torch.tensor([t for _, tags in held_enc for t in tags])
    grid = np.linspace(0.5, 3.0, 51)
    nll = [torch.nn.functional.cross_entropy(flat / float(T), gold).item() for T in grid]
    temperature = float(grid[int(np.argmin(nll))])

    def report(probs_list: list[np.ndarray], label: str) -> dict:
        preds, golds = [], []
        for probs, (_, tags) in zip(probs_list, held_enc, strict=True):
            preds.append([(a, b, lab) for a, b, lab, _ in spans_of(list(probs.argmax(-1)), probs)])
            golds.append([(a, b, lab) for a, b, lab, _ in spans_of(tags)])
        sc = span_scores(golds, preds)
        print(
            f"\n{label}: exact-span scores on the held-back slice ({len(held)} train-split "
            "documents, names re-filled)"
        )
        print("| label | gold | precision | recall | F1 |\n|---|---:|---:|---:|---:|")
        for lab, m in sc.items():
            print(
                f"| {lab} | {m['gold']} | {m['precision']:.3f} | {m['recall']:.3f} | {m['f1']:.3f} "
                "|"
            )
        return sc

    fp32 = [torch.softmax(lg / temperature, -1).numpy() for lg in logits]
    raw = [torch.softmax(lg, -1).numpy() for lg in logits]
    report(fp32, "fp32")
    conf_raw = np.concatenate([p.max(-1) for p in raw])
    conf_cal = np.concatenate([p.max(-1) for p in fp32])
    correct = np.concatenate([p.argmax(-1) for p in fp32]) == gold.numpy()
    ent = ~np.isin(gold.numpy(), [0]) | ~np.isin(np.concatenate([p.argmax(-1) for p in fp32]), [0])
    print(
        f"\ncalibration (token level, held-back slice): temperature {temperature:.2f}; NLL "
        f"{nll[list(grid).index(1.0)]:.4f} → {min(nll):.4f}; ECE all tokens "
        f"{ece(conf_raw, correct):.4f} → {ece(conf_cal, correct):.4f}; ECE tokens inside a gold or "
        f"predicted span {ece(conf_raw[ent], correct[ent]):.4f} → "
        f"{ece(conf_cal[ent], correct[ent]):.4f}"
    )

    # Export: temperature and softmax inside the graph; then int8 (dynamic) quantization.
    class Export(torch.nn.Module):
        def __init__(self, inner, t: float) -> None:
            super().__init__()
            self.inner = inner
            self.t = t

        def forward(self, ids):
            return torch.softmax(self.inner(ids) / self.t, dim=-1)

    fp32_path = out_dir / "model.fp32.onnx"
    torch.onnx.export(
        Export(model, temperature),
        (torch.ones(1, 16, dtype=torch.long),),
        str(fp32_path),
        input_names=["ids"],
        output_names=["probs"],
        opset_version=17,
        dynamo=False,
        dynamic_axes={"ids": {0: "batch", 1: "tokens"}, "probs": {0: "batch", 1: "tokens"}},
    )
    from onnxruntime.quantization import QuantType, quantize_dynamic

    onnx_path = out_dir / "model.onnx"
    quantize_dynamic(
        str(fp32_path),
        str(onnx_path),
        weight_type=QuantType.QInt8,
        op_types_to_quantize=["MatMul", "Gather"],
    )
    fp32_size = fp32_path.stat().st_size
    fp32_path.unlink()
    import onnxruntime as ort

    sess = ort.InferenceSession(str(onnx_path), providers=["CPUExecutionProvider"])
    int8 = [sess.run(None, {"ids": np.array([ids], dtype=np.int64)})[0][0] for ids, _ in held_enc]
    report(int8, "int8 (shipped)")
    agree = np.mean(
        np.concatenate([a.argmax(-1) for a in int8]) == np.concatenate([b.argmax(-1) for b in fp32])
    )
    digest = hashlib.sha256(onnx_path.read_bytes()).hexdigest()
    meta = {
        "name": NAME,
        "version": args.version,
        "tags": list(TAGS),
        "temperature": temperature,
        "seed": SEED,
        "epochs": args.epochs,
        "refills": args.refills,
        "unk": args.unk,
        "dropout": args.dropout,
        "contexts": args.contexts,
        "negatives": args.negatives,
        "dim": args.dim,
        "hidden": args.hidden,
        "dilations": list(dilations),
        "parameters": params,
        "vocab": vocab,
        "sha256": digest,
    }
    (out_dir / "meta.json").write_text(
        json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(
        f"\nint8 vs fp32 token agreement {agree:.4f}; size fp32 {fp32_size / 1e6:.2f} MB → int8 "
        f"{onnx_path.stat().st_size / 1e6:.2f} MB; tokenizer.json "
        f"{(out_dir / 'tokenizer.json').stat().st_size / 1e6:.2f} MB"
    )
    print(
        f"sha256 {digest}  models/{NAME}/model.onnx  (pin it in worker/detect/model_own.py, "
        "models/README.md and the Dockerfile)"
    )
    print(f"trained in {time.time() - t0:.0f} s on {args.threads} CPU threads")
    if args.ablation:
        from models import ablation

        return ablation.main(["--model-dir", str(out_dir)])
    return 0


if __name__ == "__main__":
    os.environ.setdefault("OMP_NUM_THREADS", "2")
    sys.exit(main())
