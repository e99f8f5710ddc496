"""The residual scan's second reader (worker/residual/reader.py) reads the output with every issued
pseudonym written in fixed stand-ins (``neutral_view``), so that whether a document is published
does not depend on which realistic fakes the case key drew (issue 9: a fake before 安寧 or 安靜 was
read with its neighbour as a name under some keys only). Invented names and fakes only."""

from __future__ import annotations

import pytest

from worker.residual import scan
from worker.residual.reader import neutral_view

# fakes of one length each, as different case keys draw them for the same original
GIVEN = [("晴芸", "柏育"), ("毅豪", "慈書"), ("凱昇", "志蓉"), ("哲華", "美永"), ("宏銘", "安琳")]
FULL = [("郭靜慧", "潘志遠"), ("紀冠耀", "嚴賢忠"), ("成華明", "魏小姐"), ("龔昌明", "董雅芬")]

TEXTS = [
    "{p}安靜地坐在旁邊，{q}負責倒茶。",
    "家屬表示{p}安寧照護的事情已經談過，{q}也同意。",
    "{p}安寧病房的床位排到下週，{q}先回家。",
    "{p}文旦園的工作做完了，{q}來載。",
    "當天{p}辦完手續，由{q}陪同返家。",
]


@pytest.mark.parametrize("fakes", [GIVEN, FULL], ids=["given", "full"])
@pytest.mark.parametrize("text", TEXTS)
def test_the_outcome_is_the_same_whichever_fakes_were_drawn(
    text: str, fakes: list[tuple[str, str]]
) -> None:
    outcomes = {tuple(scan(text.format(p=p, q=q), {p, q})) for p, q in fakes}
    assert len(outcomes) == 1, outcomes


@pytest.mark.parametrize(
    "text",
    [
        "案發當天{p}與林志豪一起到場，林志豪說他沒看到車。",
        "{q}的表弟黃郁庭也在場，黃郁庭作證。",
    ],
)
def test_a_name_left_beside_fakes_is_read_under_every_key(text: str) -> None:
    for p, q in [*GIVEN, *FULL]:
        assert "residual:name_in_prose" in scan(text.format(p=p, q=q), {p, q}), (p, q)


def test_the_view_keeps_offsets_and_writes_each_kind_alike() -> None:
    text = "原告陳美玲（A123456789）與 Emily Reed 同住，電話0912-345-678。"
    spans = [(2, 5), (6, 16), (19, 29), (35, 47)]
    view = neutral_view(text, spans)
    assert len(view) == len(text)
    assert view == "原告某某某（M888888888）與 Marin Mari 同住，電話8888-888-888。"
    other = "原告林志豪（F223456781）與 David Chen 同住，電話0987-654-321。"
    assert neutral_view(other, spans) == view
