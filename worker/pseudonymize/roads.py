"""Real road names per 縣市 and 鄉鎮市區, for realistic fake addresses (``data/tw_roads.tsv``).

The table comes from Chunghwa Post's 3+3 ZIP-code directory; how it was extracted, its version and
its licence are in ``data/README.md`` (and ``scripts/build_tw_roads.py``). Look-ups fold 台 to 臺
and accept the pre-merger names of the municipalities (臺北縣板橋市 is found as 新北市板橋區);
names are returned as the table writes them (with 臺): :func:`match_form` writes them the way an
original address does.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files

# Counties merged into municipalities (2010, 桃園 2014): their 鄉鎮市 became 區 of the same name.
_FORMER = {
    "臺北縣": "新北市",
    "桃園縣": "桃園市",
    "臺中縣": "臺中市",
    "臺南縣": "臺南市",
    "高雄縣": "高雄市",
}


def fold_tai(text: str) -> str:
    """台 → 臺, the form of the table (臺北市, 霧臺鄉, 新台五路 → 新臺五路 for comparison only)."""
    return text.replace("台", "臺")


def match_form(name: str, original: str) -> str:
    """``name`` written with 台 when ``original`` writes 台 and never 臺 (台北市 → 台… road
    names)."""
    return name.replace("臺", "台") if "台" in original and "臺" not in original else name


@cache
def table() -> dict[str, dict[str, tuple[str, ...]]]:
    """city → district → road names, as in the data file (臺 forms, code-point order). Every
    district of the directory is there; those whose addresses name villages, not roads, have none
    (連江縣's)."""
    text = files("worker.pseudonymize").joinpath("data/tw_roads.tsv").read_text(encoding="utf-8")
    out: dict[str, dict[str, tuple[str, ...]]] = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        city, district, names = line.split("\t")
        out.setdefault(city, {})[district] = tuple(names.split())
    return out


def city_key(city: str | None) -> str | None:
    """The table's name of ``city`` (台/臺 either way, former counties mapped), or None if not a
    縣市 of it."""
    if not city:
        return None
    key = fold_tai(city)
    key = _FORMER.get(key, key)
    return key if key in table() else None


def district_key(city: str, district: str | None) -> str | None:
    """The table's name of ``district`` in the table city ``city``; a former 鄉鎮市 is found by its
    區 (板橋市 → 板橋區). None when the district is not named or not one of the city's."""
    if not district:
        return None
    districts = table()[city]
    key = fold_tai(district)
    if key in districts:
        return key
    same_stem = [d for d in districts if d[:-1] == key[:-1]]
    return same_stem[0] if len(same_stem) == 1 else None


def district_at(city: str, text: str, pos: int) -> tuple[str, int] | None:
    """``(table name, end)`` of the district of the table city ``city`` that ``text`` names at
    ``pos``, written as in the table or in its former form (板橋市 for 板橋區; not for
    one-character names such as 東區, which were never 鄉鎮市); None when no district of the city
    stands there."""
    folded = fold_tai(text)
    found = [
        (d, pos + len(d))
        for d in table()[city]
        if folded.startswith(d, pos)
        or (
            len(d) >= 3
            and d[-1] == "區"
            and folded.startswith(d[:-1], pos)
            and folded[pos + len(d) - 1] in "市鄉鎮"
        )
    ]
    return max(found, key=lambda f: f[1]) if found else None


def districts(city: str) -> tuple[str, ...]:
    """The districts of the table city ``city`` that have roads, in code-point order."""
    return tuple(d for d, names in table()[city].items() if names)


@cache
def city_roads(city: str) -> tuple[str, ...]:
    """Every road of the table city ``city`` (all its districts), in code-point order."""
    return tuple(sorted({r for roads in table()[city].values() for r in roads}))


def roads(city: str, district: str | None = None) -> tuple[str, ...]:
    """The roads of ``district`` in ``city`` (table names), or of the whole city when ``district``
    is None; empty for a district without roads (and a city without any)."""
    return table()[city][district] if district else city_roads(city)


__all__ = [
    "city_key",
    "city_roads",
    "district_at",
    "district_key",
    "districts",
    "fold_tai",
    "match_form",
    "roads",
    "table",
]
