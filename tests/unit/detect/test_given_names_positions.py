"""The positions after a word that names follow (叫美玲, 跟小廷) are found word by word with
str.find: the same set as the pattern of look-behinds tried at every position."""

from __future__ import annotations

import pytest

from worker.detect.given_names import _AFTER_BEFORE_WORD, _BEFORE, _after_before_word


@pytest.mark.parametrize(
    "text",
    [
        "",
        "叫美玲來，跟小廷說，陪阿琴去",
        "告訴告訴俊豪這件事",  # the word twice in a row
        "叫叫叫叫家豪",  # overlapping occurrences of a one-character word
        "生日快樂雅婷！恭喜恭喜",
        "打給𤆬志明，轉給宗翰，在場之佩珊",
        "毆打\n美玲",  # a break after the word: no name characters there
        "並由A1處理，交給",  # the word at the very end
        "".join(w + "某甲，" for w in _BEFORE),
    ],
)
def test_positions_equal_the_look_behind_pattern(text):
    assert _after_before_word(text) == {m.start() for m in _AFTER_BEFORE_WORD.finditer(text)}
