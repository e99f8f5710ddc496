"""A title after a full name and a verb anchors no name that starts on the full name's last
character (由鄞國華委託地政士 is 鄞國華, not 華委託 before 地政士); names before their own title
are read as before. Invented names only."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_set as persons


@pytest.mark.parametrize(
    "text, name, wrong",
    [
        ("六、繼承登記由鄞國華委託地政士辦理，費用由繼承人負擔。", "鄞國華", "華委託"),
        ("過戶由鄔國強委託代書辦理。", "鄔國強", "強委託"),
        ("本件由冀志明委託地政士申請登記。", "冀志明", "明委託"),
    ],
)
def test_the_full_name_before_a_verb_and_a_title_wins(text: str, name: str, wrong: str) -> None:
    found = persons(text)
    assert name in found
    assert wrong not in found


@pytest.mark.parametrize(
    "text, name",
    [
        ("由陳建立先生代理。", "陳建立"),
        ("今天與陳大華先生見面。", "陳大華"),
        ("承辦人為吳美惠小姐。", "吳美惠"),
    ],
)
def test_a_name_before_its_own_title_stays(text: str, name: str) -> None:
    assert name in persons(text)
