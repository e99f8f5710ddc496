"""Codes that place a person in custody: the ward and number (忠二舍 218, 智二舍 3057), the
workshop and number (2工場 5530, 4工場-2617) and a facility's short name with a number after an
inmate label (收容人編號宜監 4517, 呼號：北所 0931).

Each identifies an inmate as a 呼號 does (letters of a visit log, mail registers, rosters), and is
replaced whole: the ward or workshop beside the number is where that person is held. A ward or a
workshop named without a number after it (第４工場, 忠二舍的同學) yields nothing. Reads the code
view (O/0, l/1 undone inside code-shaped tokens): offsets are those of the folded text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from worker.detect.lexicon import word_list
from worker.text.spans import OTHER_ID, Span

# a count after the number (第3工場120人) is no code
_NUMBER = r"[ \u3000\-－]?[0-9]{3,6}(?![0-9A-Za-z人名位個件次份元天日週月年])"
_ORDINAL = r"[0-9一二三四五六七八九十]{1,2}"
# an inmate label before a facility's short name (宜監, 北所, 中女監)
_INMATE_LABELS = r"(?:收容人?編號|在監編號|在所編號|呼號(?:／編號|/編號)?)"


@cache
def _patterns() -> tuple[re.Pattern[str], ...]:
    wards = "".join(word_list("custody_ward_names.txt"))
    return (
        re.compile(rf"[{wards}]{_ORDINAL}舍(?:{_ORDINAL}房)?{_NUMBER}"),
        re.compile(rf"(?<![0-9])第?{_ORDINAL}工場{_NUMBER}"),
        re.compile(rf"{_INMATE_LABELS}[：:]?[ \u3000]?([\u4e00-\u9fff]{{1,2}}[監所]{_NUMBER})"),
    )


def find_custody_codes(codes: str) -> Iterator[Span]:
    """Ward, workshop and facility codes with an inmate's number, as other_id."""
    if "舍" not in codes and "工場" not in codes and "編號" not in codes and "呼號" not in codes:
        return
    for i, pattern in enumerate(_patterns()):
        for m in pattern.finditer(codes):
            group = 1 if i == 2 else 0
            yield Span(m.start(group), m.end(group), OTHER_ID, source="rule:custody_code",
                       score=0.8)  # fmt: skip
