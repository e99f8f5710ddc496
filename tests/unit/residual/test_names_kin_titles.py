"""Residual scan, a given name called with a kin title (worker/residual/names.py kin_title_hits,
data/kin_titles.txt): 秀琴嬸, 水木伯, 秀英姐, 阿水伯 left in the output stop the document whoever
else it names; kin words, a word before the title (表哥, 學長姐, 里長伯, 外送哥), a word beginning
with the title (姐妹, 溫哥華, 伯父) and the case's own pseudonyms there pass. Invented names
only."""

from __future__ import annotations

import pytest

from worker.residual import find, scan

CHECK = "residual:name_with_kin_title"


@pytest.mark.parametrize(
    "text, name",
    [
        ("跟鄰居碧雲嬸借了五千元", "碧雲"),
        ("淑惠姐您好：去年您借的錢", "淑惠"),
        ("隔壁的火旺伯昨天又來要錢", "火旺"),
        ("阿坤伯的田在隔壁", "阿坤"),
        ("這件事要問麗卿姨才知道", "麗卿"),
        ("志豪哥說他月底會還", "志豪"),
        ("｜03｜春枝嫂｜同上｜", "春枝"),
    ],
)
def test_a_given_name_with_a_kin_title_stops_the_document(text: str, name: str) -> None:
    hits = [text[h.start : h.end] for h in find(text, {"郭靜慧"}) if h.check == CHECK]
    assert hits == [name]


@pytest.mark.parametrize(
    "text",
    [
        "我表哥跟學長姐都到了",
        "好姐妹一起去溫哥華玩",
        "謝謝大哥，辛苦姊了",
        "外送哥放在門口就好",
        "我哥說里長伯會來",
        "他伯父和叔叔都在場",
        "那位阿姨跟小姐說",
        "的哥載我們到車站",
    ],
)
def test_kin_words_and_words_before_a_title_pass(text: str) -> None:
    assert CHECK not in scan(text, {"郭靜慧"})


@pytest.mark.parametrize(
    "text, issued",
    [
        ("淑芬嬸說她今年要顧孫", {"淑芬"}),
        ("阿德伯您好，包裹到了", {"阿德"}),
        ("郭靜慧姐您好", {"郭靜慧"}),
    ],
)
def test_a_pseudonym_before_the_title_passes(text: str, issued: set[str]) -> None:
    assert CHECK not in scan(text, issued)
