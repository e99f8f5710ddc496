"""After a field label the value standing alone is a name whatever its surname
(persons._field_value), and so it is when its last character is one that ends older given names
but is a word elsewhere (林添來, 陳旺來, 李永年: 來電, 年底). In running prose the same characters
still end no name.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.unit.helpers import replaced_persons


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("姓名：邴添來　性別：男　出生：民國31年", "邴添來"),
        ("立書人：冉旺來\n身分證字號：", "冉旺來"),
        ("申請人　蒯永年\n電話　02-2345-6789", "蒯永年"),
        ("存戶姓名：隗金來｜帳號：", "隗金來"),
    ],
)
def test_a_name_ending_in_such_a_character_is_read_after_a_label(text: str, name: str) -> None:
    assert name in replaced_persons(text), replaced_persons(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("王大明來電表示要延期", "王大明來"),
        ("陳先生說明年再來", "明年"),
    ],
)
def test_in_prose_they_end_no_name(text: str, word: str) -> None:
    assert not any(word in name for name in replaced_persons(text)), replaced_persons(text)
