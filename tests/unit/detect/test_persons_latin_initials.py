"""A Latin name's initials after it belong to the name (issue 11, persons._with_initials): a
signature or a form's short form (Maricel D.C., Juan R.) is covered to its last initial; a
sentence's full stop after a name is not an initial. Invented names only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons


def _persons(text: str) -> set[str]:
    return set(replaced_persons(text, use_model=True))


@pytest.mark.parametrize(
    "text, value",
    [
        ("接見人簽名：Rosalind D.P.　　　日期：113/05/02", "Rosalind D.P."),
        ("簽名：Joaquin R. 日期：5/2", "Joaquin R."),
        ("聯絡人：Imelda S. T.（姊姊）", "Imelda S. T."),
    ],
)
def test_initials_after_a_latin_name_are_covered(text: str, value: str) -> None:
    assert value in _persons(text)


def test_a_full_stop_after_a_name_is_no_initial() -> None:
    assert not any(p.endswith(".") for p in _persons("我昨天遇到 Rosalind. 她說明天來。"))
