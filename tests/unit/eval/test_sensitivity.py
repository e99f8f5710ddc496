"""Routing and masking scores per category: a passage labelled with its category counts in that
category's row as well as in the document row (hand-made labels, a route whose answer is known)."""

from __future__ import annotations

from contracts import Sensitivity, SensitivityLevel
from worker.eval.sensitivity import score_routing

TEXT = "病人甲於三月住院治療肺炎。另遭乙強制猥褻。"


def _route(text: str) -> tuple[Sensitivity, list[tuple[int, int, str]]]:
    first = text.index("住院")
    return (
        Sensitivity(level=SensitivityLevel.HIGH, reasons=["rule:test"], score=1.0),
        [(first, first + len("住院治療肺炎"), "medical")],
    )


def test_masking_is_scored_per_labelled_category() -> None:
    doc = {
        "id": "d1",
        "text": TEXT,
        "sensitivity": {
            "level": "HIGH",
            "categories": ["medical", "sex_life"],
            "passages": [
                {"start": TEXT.index("住院"), "end": TEXT.index("肺炎") + 2, "category": "medical"},
                {
                    "start": TEXT.index("強制"),
                    "end": TEXT.index("猥褻") + 2,
                    "category": "sex_life",
                },
            ],
        },
    }
    table = score_routing([doc], {}, _route).as_dict()["all"]
    assert table["all"]["passages"] == 2 and table["all"]["masking_recall"] == 0.5
    assert table["medical"]["passages"] == 1 and table["medical"]["masking_recall"] == 1.0
    assert table["sex_life"]["passages"] == 1 and table["sex_life"]["masking_recall"] == 0.0
    assert table["medical"]["recall"] == table["sex_life"]["recall"] == 1.0
