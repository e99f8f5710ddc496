"""The longest road of a city's table named at a position is found through an index by first
character (folded once per city): the same answer as a look at every road of the city."""

from __future__ import annotations

import pytest

from worker.pseudonymize import roads
from worker.pseudonymize.fakes import _known_road


def _plain(text: str, pos: int, city: str) -> int | None:
    folded = roads.fold_tai(text)
    known = [len(r) for r in roads.city_roads(city) if folded.startswith(roads.fold_tai(r), pos)]
    return pos + max(known) if known else None


CITIES = ("臺北市", "臺中市", "高雄市", "連江縣")


def _texts(city: str) -> list[str]:
    table = roads.city_roads(city)
    picks = [table[i] for i in (0, len(table) // 3, len(table) // 2, -1)] if table else []
    out = ["", "住", "無此路名之處"]
    for r in picks:
        out += [f"住{r}8號", f"{r.replace('臺', '台')}一段", f"{r}{r}", r[:-1]]
    return out


@pytest.mark.parametrize("city", CITIES)
def test_known_road_equals_a_look_at_every_road(city):
    for text in _texts(city):
        for pos in range(-len(text) - 2, len(text) + 2):
            assert _known_road(text, pos, city) == _plain(text, pos, city), (text, pos)
