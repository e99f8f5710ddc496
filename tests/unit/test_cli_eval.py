"""``deid-worker eval``: candidate recall and cover printed and written beside recall (one
detector run per document). Invented values only."""

from __future__ import annotations

import json

from worker.cli import main


def test_eval_reports_candidate_recall_beside_recall(tmp_path, capsys):
    text = "原告王大同，電話0912-345-678，住臺北市大安區和平東路二段100號。"
    ents = [
        ("王大同", "person"),
        ("0912-345-678", "phone"),
        ("臺北市大安區和平東路二段100號", "address"),
    ]
    doc = {
        "id": "c1",
        "text": text,
        "entities": [
            {"start": text.index(v), "end": text.index(v) + len(v), "type": t, "action": "replace"}
            for v, t in ents
        ],
    }
    data = tmp_path / "set.jsonl"
    data.write_text(json.dumps(doc, ensure_ascii=False) + "\n", encoding="utf-8")
    out = tmp_path / "m.json"
    misses = tmp_path / "misses.jsonl"
    assert main(["eval", str(data), "--json", str(out), "--misses", str(misses)]) == 0
    printed = capsys.readouterr().out
    assert "c.exact" in printed and "c.cover" in printed
    row = json.loads(out.read_text(encoding="utf-8"))["all"]["phone"]
    assert row["candidate_gold"] == 1 and row["candidate_recall"] == 1.0
    assert row["candidate_cover"] >= row["recall"]
    assert "王大同" not in misses.read_text(encoding="utf-8")  # offsets only, never a value
