"""Persons, title anchoring (worker/detect/persons.py ``_title_anchored``): a job title set off by
spaces before a name labels that name and titles nothing before it (安寧居家 醫師 游志浩 read
寧居家 as a name before 醫師, and 居家 then stood as that person's given name everywhere);
honorifics that only follow a name (先生, 小姐, 阿姨 …) keep anchoring the name before them."""

from __future__ import annotations

import pytest

from tests.unit.helpers import person_values as persons


@pytest.mark.parametrize(
    ("text", "name", "unit"),
    [
        ("本院安寧居家 醫師 游志浩、護理師 林美惠", "游志浩", "居家"),
        ("社區復健 社工 邱慧君負責後續", "邱慧君", "復健"),
        ("居家護理 護理師 溫淑芬到宅", "溫淑芬", "護理"),
        ("業務開發 經理 鄔家豪回覆", "鄔家豪", "開發"),
        ("門診部 組長 卓淑敏 已簽核", "卓淑敏", "診部"),
        ("安寧療護 護理師 溫淑芬", "溫淑芬", "療護"),
    ],
)
def test_a_spaced_job_title_labels_the_name_after_it(text: str, name: str, unit: str) -> None:
    found = persons(text)
    assert name in found
    assert not any(unit in p for p in found), found


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("致 林志明 先生 張美玲 小姐", ["林志明", "張美玲"]),
        ("請 柯文雄 先生 與 巫美妹 女士 到場", ["柯文雄", "巫美妹"]),
        ("由 陳大文 醫師 說明病情", ["陳大文"]),
    ],
)
def test_honorifics_still_anchor_the_name_before(text: str, names: list[str]) -> None:
    found = persons(text)
    for n in names:
        assert any(n in p for p in found), (n, found)
