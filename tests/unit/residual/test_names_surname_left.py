"""Residual scan, a surname left before a person pseudonym (worker/residual/names.py
_surname_left_hits): when the detector took only the given name or the second surname of 冠夫姓,
the first surname stays glued to the pseudonym (友人莊〔…〕, 媳　鄢〔…〕) and stops the document;
the last character of a word or title (地政士〔…〕, 律師〔…〕, 恭喜〔…〕, 我媽〔…〕) and function
words (由〔…〕, 向〔…〕) pass. Invented names only."""

from __future__ import annotations

import pytest

from worker.residual import scan

CHECK = "residual:surname_before_pseudonym"


@pytest.mark.parametrize(
    "text, issued",
    [
        ("證人即A女友人莊王美玲之證述", {"王美玲"}),
        ("媳　鄢李淑華　鄢陳怡文", {"李淑華", "陳怡文"}),
        ("拍照 許葉淑卿 HSU 護照", {"葉淑卿"}),
        ("2. 石李玉蓮 參仟元", {"李玉蓮"}),
    ],
)
def test_a_surname_glued_before_a_pseudonym_stops_the_document(text: str, issued: set[str]) -> None:
    assert CHECK in scan(text, issued)


@pytest.mark.parametrize(
    "text",
    [
        "本契約由地政士王美玲辦理",
        "委任律師王美玲到庭，法官王美玲審理",
        "恭喜王美玲中獎",
        "我媽王美玲陪我去",
        "由王美玲陪同，向王美玲說明",
        "被告王美玲",
    ],
)
def test_words_titles_and_function_words_before_a_pseudonym_pass(text: str) -> None:
    assert CHECK not in scan(text, {"王美玲"})
