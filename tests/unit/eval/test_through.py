"""worker.eval.through: labelled documents through the whole pipeline, counted per subset."""

from __future__ import annotations

import worker.pipeline as pipeline_module
from worker.eval.through import render_through, run_through


def _doc(i: int, text: str, values: list[tuple[str, str]], subset: str = "s") -> dict:
    entities = []
    for value, typ in values:
        start = text.index(value)
        entities.append(
            {
                "start": start,
                "end": start + len(value),
                "type": typ,
                "action": "replace",
                "text": value,
            }
        )
    return {"id": f"x{i}", "case_id": f"c{i}", "subset": subset, "text": text, "entities": entities}


def test_published_refused_and_left_values_are_counted(monkeypatch) -> None:
    real_scan = pipeline_module.residual_scan

    def scan(text, issued, kept, persons=()):
        if "備註" in text:
            return ["residual:tw_id"]
        return real_scan(text, issued=issued, kept=kept, persons=persons)

    monkeypatch.setattr(pipeline_module, "residual_scan", scan)
    docs = [
        _doc(
            1, "原告王小明主張被告林美華應返還借款。", [("王小明", "person"), ("林美華", "person")]
        ),
        _doc(2, "備註：原告王大同。", [("王大同", "person")]),
        # a labelled value nobody replaces (an ordinary word used as a nickname): left in a
        # published document
        _doc(3, "那天晚上我跟豆花去夜市。", [("豆花", "person")], subset="t"),
    ]
    table = run_through(docs)
    assert table["all"].documents == 3 and table["all"].published == 2
    assert (
        table["s"].refused == {"VerificationFailed:residual:tw_id": 1}
        and table["s"].refused_documents == 1
    )
    assert table["s"].left_documents == 0
    assert table["t"].left == {"person": 1} and table["t"].left_documents == 1
    text = render_through(table)
    assert "王小明" not in text and "王大同" not in text and "豆花" not in text
