"""Residual scan, what is left of a name beside its pseudonym when the detector took only a part
(worker/residual/names.py: latin_remnant_hits, the remnant check): a Latin given name or an
initial after a fake, a common surname glued after a Latin name's fake or set apart after an
account's, a surname set apart before a fake in a table cell or a row, and a fake written with a
space (a surname and its title). And what must pass: captions and contact words after a name, a
spaced-out role before a fake, ordinary words beside fakes. Invented names only."""

from __future__ import annotations

import pytest

from worker.residual import find

PERSONS = {"郭靜慧", "潘志遠", "Grace Holt", "Omar Field", "丁 小姐"}
ISSUED = PERSONS | {"kiwi552", "@maple908"}


def hits(text: str) -> list[tuple[str, str]]:
    return [(h.check, text[h.start : h.end]) for h in find(text, ISSUED, persons=PERSONS)]


STOP = [
    ("申訴人：郭靜慧 Hoa（潘某），越南籍", "Hoa"),
    ("帳戶上的戶名是「Grace Holt W」，款項退回", "W"),
    ("Agent：潘志遠 K.（Supervisor）", "K."),
    ("07:12:09, kiwi552 Tsai, kiwi552, 21K", "Tsai"),
    ("答：有一個叫Omar Field林的人打給我", "林"),
    ("10:02｜@maple908 蔡 好喔 明天見", "蔡"),
    ("｜2｜AC1033｜溫 郭靜慧｜男｜", "溫"),
    ("11/03　2O4　柯　潘志遠　P21", "柯"),
    ("TO 受文者：向　丁 小姐\nFAX：略", "向"),
]


@pytest.mark.parametrize(("text", "value"), STOP, ids=[v for _, v in STOP])
def test_a_remnant_beside_a_pseudonym_stops_the_document(text: str, value: str) -> None:
    assert ("residual:name_remnant", value) in hits(text)


PASS = [
    "郭靜慧 Tel：略",
    "郭靜慧 Email（略）",
    "郭靜慧 OK",
    "郭靜慧 A棟 3樓",
    "Grace Holt說好。",
    "Omar Field和郭靜慧一起來。",
    "Omar Field於民國110年入境。",
    "@maple908 好 對啊",
    "郭靜慧 說 好",
    "法　　官　郭靜慧\n書 記 官　潘志遠",
    "主　　席　潘志遠",
    "kiwi552, 10K, M",
]


@pytest.mark.parametrize("text", PASS)
def test_captions_roles_and_words_beside_pseudonyms_pass(text: str) -> None:
    assert hits(text) == []
