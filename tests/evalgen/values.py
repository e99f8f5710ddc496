"""Value factories. One ``Factory`` per split: it draws names from its half of every pool and
keeps only generated numbers / strings whose CRC-32 parity equals the split's half, so dev
and sealed never share a value. Within a split every value is unique."""

from __future__ import annotations

import datetime as dt
import random
import zlib
from dataclasses import dataclass, field

from . import ids, pools
from .pools import half

DIGITS = "0123456789"
PLATE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"


@dataclass
class Val:
    """A value with its display forms; ``forms[0]`` is the usual one."""

    type: str
    canon: str
    forms: list[str]
    ok: bool | None = None  # checksum flag (tw_id, resident_id, card_number)
    general_forms: list[str] | None = None  # dates written the non-legal way

    def show(self, rng: random.Random, general: bool = False) -> str:
        forms = self.general_forms if (general and self.general_forms) else self.forms
        if len(forms) == 1 or rng.random() < 0.75:
            return forms[0]
        return rng.choice(forms[1:])


@dataclass
class Person:
    full: str
    surname: str  # for 先生/小姐/君 forms ("" when there is none)
    given: str  # for given-name-only mentions ("" when not used)
    gender: str
    kind: str
    latin: str = ""  # Latin-script name (foreigners)
    nick: str = ""  # 阿萍 / 小萍
    spouse_surname: str = ""  # for 張太太
    word_use: str = ""  # a sentence using the name (or given name) as a common word
    v: dict = field(default_factory=dict)  # type -> Val (tw_id, phone, ...)

    @property
    def title(self) -> str:
        if not self.surname:
            return ""
        if self.gender == "M":
            return self.surname + "先生"
        return self.surname + "小姐"

    @property
    def foreign(self) -> bool:
        return self.kind in ("vn", "latin")


@dataclass
class Org:
    name: str
    short: str  # 澄嶼公司
    kind: str  # company / bank / firm / clinic / shop / agent


@dataclass
class Agency:
    name: str
    abbr: str = ""


def _parity(canon: str) -> int:
    return zlib.crc32(canon.encode("utf-8")) & 1


def roc(d: dt.date) -> int:
    return d.year - 1911


class Factory:
    def __init__(self, h: int):
        self.h = h
        self.used: set[str] = set()
        self.surnames = half(pools.SURNAMES, h)
        self.addr_surnames = half(pools.ADDRESS_WORD_SURNAMES, h)
        self.compound = half(pools.COMPOUND_SURNAMES, h)
        self.given_f = half(pools.GIVEN_F, h)
        self.given_m = half(pools.GIVEN_M, h)
        self.given_single = half(pools.GIVEN_SINGLE, h)
        self.word_full = half(pools.WORD_FULL_NAMES, h)
        self.word_given = half(pools.WORD_GIVEN_NAMES, h)
        self.ext_b = half(pools.EXT_B, h)
        self.ab_first = half(pools.ABORIGINAL_FIRST, h)
        self.ab_second = half(pools.ABORIGINAL_SECOND, h)
        self.vn_surnames = half(pools.VN_SURNAMES, h)
        self.vn_f = half(pools.VN_GIVEN_F, h)
        self.vn_m = half(pools.VN_GIVEN_M, h)
        self.latin_f = half(pools.LATIN_FIRST_F, h)
        self.latin_m = half(pools.LATIN_FIRST_M, h)
        self.latin_last = half(pools.LATIN_LAST, h)
        self.roads = half(pools.ROADS, h)
        self.villages = half(pools.VILLAGES, h)
        self.sections = half(pools.LAND_SECTIONS, h)
        self.court_regions = half(pools.COURT_REGIONS, h)
        self.high_courts = half(pools.HIGH_COURTS, h)
        self.police_pool = [(city, half(branches, h)) for city, branches in pools.POLICE]
        self.precincts = half(pools.PRECINCTS, h)
        self.hospitals = half(pools.PUBLIC_HOSPITALS, h)
        self.gov_pool = {k: half(v, h) for k, v in pools.GOV_AGENCIES.items()}
        self.school_stems = half(pools.SCHOOL_STEMS, h)
        self.org_chars = half(pools.ORG_CHARS, h)
        self.shop_kinds = half(pools.SHOP_KINDS, h)
        self.syllables = half(pools.ROMAN_SYLLABLES, h)

    # ------------------------------------------------------------ uniqueness
    def _take(self, key: str, parity: bool = True) -> bool:
        if key in self.used or (parity and _parity(key) != self.h):
            return False
        self.used.add(key)
        return True

    def _unique(self, gen, parity: bool = True):
        for _ in range(2_000):
            val = gen()
            key = (
                val.canon
                if isinstance(val, Val)
                else (val.full if isinstance(val, Person) else val.name)
            )
            if isinstance(val, Person) and (key in pools.BLOCKED_FULL_NAMES):
                continue
            if self._take(key, parity):
                return val
        raise RuntimeError("pool exhausted")

    # ------------------------------------------------------------ people
    def _given(self, rng, gender):
        return rng.choice(self.given_m if gender == "M" else self.given_f)

    def person(
        self,
        rng: random.Random,
        kind: str | None = None,
        gender: str | None = None,
        surname: str | None = None,
    ) -> Person:
        if kind is None:
            kind = rng.choices(
                ["han", "compound", "married", "single", "aboriginal", "vn", "latin"],
                weights=[70, 7, 6, 4, 3, 6, 4],
            )[0]
        if gender is None:
            gender = "F" if kind == "married" else rng.choice("MF")

        def gen() -> Person:
            if kind == "han":
                s = surname or rng.choice(self.surnames)
                g = self._given(rng, gender)
                return Person(s + g, s, g, gender, kind)
            if kind == "addr_surname":
                s = rng.choice(self.addr_surnames)
                g = self._given(rng, gender)
                return Person(s + g, s, g, gender, kind)
            if kind == "compound":
                s = rng.choice(self.compound)
                g = self._given(rng, gender)
                return Person(s + g, s, g, gender, kind)
            if kind == "married":
                husband, own = rng.sample(self.surnames, 2)
                g = rng.choice(self.given_f)
                return Person(husband + own + g, husband, g, "F", kind, spouse_surname=husband)
            if kind == "single":
                s = surname or rng.choice(self.surnames)
                g = rng.choice(self.given_single)
                return Person(s + g, s, "", gender, kind)
            if kind == "extb":
                s = surname or rng.choice(self.surnames)
                g = self._given(rng, gender)[0] + rng.choice(self.ext_b)
                return Person(s + g, s, g, gender, kind)
            if kind == "word_full":
                name, sentence = rng.choice(self.word_full)
                return Person(name, name[0], "", gender, kind, word_use=sentence)
            if kind == "word_given":
                g, sentence = rng.choice(self.word_given)
                s = surname or rng.choice(self.surnames)
                return Person(s + g, s, g, gender, kind, word_use=sentence)
            if kind == "aboriginal":
                first = rng.choice(self.ab_first)
                dot = "\u2027"
                return Person(first + dot + rng.choice(self.ab_second), "", first, gender, kind)
            if kind == "vn":
                (ls, hs) = rng.choice(self.vn_surnames)
                (lg, hg) = rng.choice(self.vn_f if gender == "F" else self.vn_m)
                mid = ("THI", "氏") if gender == "F" else ("VAN", "文")
                return Person(hs + mid[1] + hg, hs, "", gender, kind, latin=f"{ls} {mid[0]} {lg}")
            if kind == "latin":
                first = rng.choice(self.latin_f if gender == "F" else self.latin_m)
                last = rng.choice(self.latin_last)
                return Person(f"{first} {last}", "", first, gender, kind, latin=f"{first} {last}")
            raise ValueError(kind)

        try:
            p = self._unique(gen, parity=False)
        except RuntimeError:
            if kind in ("han", "married"):
                raise
            # small pools (names that are words, Vietnamese names) run out: fall back to a common
            # name
            return self.person(
                rng,
                kind="word_given" if kind == "word_full" else "han",
                gender=gender,
                surname=surname,
            )
        if p.surname and p.kind in ("vn", "word_full") and p.surname not in self.surnames:
            p.surname = ""  # 黎小姐 / 夏小姐 would reuse a surname of the other split's pool
        if (
            p.given
            and p.kind in ("han", "compound", "married", "addr_surname")
            and rng.random() < 0.5
        ):
            nick = rng.choice(["阿", "小"]) + p.given[-1]
            if _parity(nick) == self.h:
                p.nick = nick
        return p

    def official(self, rng: random.Random) -> Person:
        kind = rng.choices(["han", "compound", "single", "married"], weights=[85, 6, 5, 4])[0]
        return self.person(rng, kind=kind)

    # ------------------------------------------------------------ identifiers
    def tw_id(self, rng, gender: str, bad: bool) -> Val:
        def gen():
            v = ids.make_tw_id(rng, gender)
            if bad:
                v = ids.mistype(rng, v)
            return Val("tw_id", v, [v], ok=not bad)

        return self._unique(gen)

    def resident_id(self, rng, gender: str, bad: bool, old: bool) -> Val:
        def gen():
            v = (ids.make_resident_old if old else ids.make_resident_new)(rng, gender)
            if bad:
                v = ids.mistype(rng, v)
            return Val("resident_id", v, [v], ok=not bad)

        return self._unique(gen)

    def passport(self, rng, kind: str) -> Val:
        def gen():
            if kind == "tw":
                v = "3" + "".join(rng.choice(DIGITS) for _ in range(8))
            elif kind == "vn":
                v = rng.choice("CBN") + "".join(rng.choice(DIGITS) for _ in range(7))
            elif kind == "ph":
                v = "P" + "".join(rng.choice(DIGITS) for _ in range(7)) + rng.choice("ABC")
            elif kind == "th":
                v = rng.choice(["AA", "AB", "AC"]) + "".join(rng.choice(DIGITS) for _ in range(7))
            else:
                v = rng.choice(["E", "X", "TK"]) + "".join(rng.choice(DIGITS) for _ in range(7))
            return Val("passport", v, [v])

        return self._unique(gen)

    def nhi(self, rng) -> Val:
        def gen():
            v = "0000" + "".join(rng.choice(DIGITS) for _ in range(8))
            return Val("nhi_card", v, [f"{v[:4]} {v[4:8]} {v[8:]}", v])

        return self._unique(gen)

    def mobile(self, rng) -> Val:
        def gen():
            d = "09" + "".join(rng.choice(DIGITS) for _ in range(8))
            forms = [
                f"{d[:4]}-{d[4:7]}-{d[7:]}",
                d,
                f"{d[:4]} {d[4:7]} {d[7:]}",
                f"+886-{d[1:4]}-{d[4:7]}-{d[7:]}",
                f"+886 {d[1:4]} {d[4:7]} {d[7:]}",
            ]
            first = rng.choice(forms[:3])
            forms.remove(first)
            return Val("phone", d, [first, *forms])

        return self._unique(gen)

    def landline(self, rng, ext: bool = False) -> Val:
        def gen():
            area = rng.choice(["02", "02", "03", "04", "06", "07", "05", "08"])
            n = 8 if area in ("02", "04") else 7
            local = str(rng.randint(2, 8)) + "".join(rng.choice(DIGITS) for _ in range(n - 1))
            cut = 4 if n == 8 else 3
            forms = [
                f"({area}){local[:cut]}-{local[cut:]}",
                f"{area}-{local[:cut]}-{local[cut:]}",
                f"{area}-{local}",
                f"({area}) {local[:cut]} {local[cut:]}",
            ]
            e = ""
            if ext:
                num = str(rng.randint(10, 999))
                e = rng.choice(["分機", "#", "轉", " ext.", "#"]) + num
                forms = [f + e for f in forms]
            first = rng.choice(forms[:3])
            forms.remove(first)
            return Val("phone", area + local + e, [first, *forms])

        return self._unique(gen)

    def _roman(self, rng, p: Person | None):
        if p is not None and p.latin:
            parts = p.latin.lower().split()
            return parts[0], parts[-1]
        sur = (
            (pools.ROMAN.get(p.surname, "") or pools.ROMAN.get(p.surname[:1], ""))
            if p is not None and p.surname
            else ""
        )
        sur = sur or rng.choice(self.syllables)
        return "".join(rng.sample(self.syllables, 2)), sur

    def email(self, rng, p: Person | None = None, local: str | None = None) -> Val:
        def gen():
            g, s = self._roman(rng, p)
            domain = rng.choice(
                ["example.com", "example.com.tw", "example.net", "example.org", "example.com"]
            )
            if local:
                loc = local + rng.choice(["", str(rng.randint(1, 99))])
            else:
                yy = str(rng.randint(60, 99) if rng.random() < 0.5 else rng.randint(1, 2024))
                loc = rng.choice(
                    [
                        f"{s}.{g}",
                        f"{g}{s}{yy}",
                        f"{g[0]}{g[-1]}{s}{yy}",
                        f"{s}_{g}",
                        f"{g}.{s}",
                        f"{s}{g}{rng.randint(1, 9)}",
                    ]
                )
            v = f"{loc}@{domain}"
            return Val("email", v, [v])

        return self._unique(gen)

    def handle(self, rng, p: Person | None = None, at: bool | None = None) -> Val:
        def gen():
            g, s = self._roman(rng, p)
            base = rng.choice(
                [
                    f"{g}{rng.randint(1, 999)}",
                    f"{s}.{g}",
                    f"{g}_{s}",
                    f"{s}{g}{rng.randint(10, 99)}",
                    f"{g}.{rng.randint(1980, 2010)}",
                ]
            )
            use_at = rng.random() < 0.4 if at is None else at
            v = ("@" + base) if use_at else base
            return Val("social_handle", v, [v])

        return self._unique(gen)

    def password(self, rng, pin: bool = False) -> Val:
        def gen():
            if pin:
                v = "".join(rng.choice(DIGITS) for _ in range(rng.choice([4, 6])))
            else:
                word = rng.choice(
                    [
                        "Sunny",
                        "happy",
                        "Tiger",
                        "mango",
                        "Lucky",
                        "qwer",
                        "Ocean",
                        "panda",
                        "Star",
                        "kitty",
                    ]
                )
                v = (
                    word
                    + "".join(rng.choice(DIGITS) for _ in range(rng.randint(2, 4)))
                    + rng.choice(["", "!", "#", "@", "$"])
                )
                if rng.random() < 0.3:
                    v = "".join(
                        rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789")
                        for _ in range(rng.randint(8, 12))
                    )
            return Val("password", v, [v])

        return self._unique(gen)

    def account(self, rng) -> Val:
        def gen():
            n = rng.choice([12, 13, 14])
            d = "".join(rng.choice(DIGITS) for _ in range(n))
            forms = [
                d,
                f"{d[:3]}-{d[3:6]}-{d[6:]}",
                f"{d[:4]}-{d[4:8]}-{d[8:]}",
                f"{d[:4]} {d[4:8]} {d[8:]}",
            ]
            first = rng.choice(forms[:3])
            forms.remove(first)
            return Val("bank_account", d, [first, *forms])

        return self._unique(gen)

    def card(self, rng) -> Val:
        def gen():
            d = ids.make_card(rng)
            forms = [
                " ".join(d[i : i + 4] for i in range(0, 16, 4)),
                "-".join(d[i : i + 4] for i in range(0, 16, 4)),
                d,
            ]
            first = rng.choice(forms)
            forms.remove(first)
            return Val("card_number", d, [first, *forms], ok=True)

        return self._unique(gen)

    def plate(self, rng) -> Val:
        def gen():
            L = lambda k: "".join(rng.choice(PLATE_LETTERS) for _ in range(k))  # noqa: E731
            D = lambda k: "".join(rng.choice(DIGITS) for _ in range(k))  # noqa: E731
            v = rng.choice(
                [
                    f"{L(3)}-{D(4)}",
                    f"{L(3)}-{D(4)}",
                    f"{L(2)}-{D(4)}",
                    f"{D(4)}-{L(2)}",
                    f"{L(3)}-{D(3)}",
                    f"{D(3)}-{L(3)}",
                ]
            )
            return Val("licence_plate", v, [v])

        return self._unique(gen)

    def url(self, rng, long: bool = False, about: str = "") -> Val:
        def gen():
            host = rng.choice(
                [
                    "https://www.example.com",
                    "https://example.com.tw",
                    "http://example.net",
                    "https://shop.example.com",
                    "https://example.org",
                    "https://www.example.com.tw",
                ]
            )

            def tok(k: int) -> str:
                return "".join(rng.choice("abcdefghijkmnpqrstuvwxyz0123456789") for _ in range(k))

            path = rng.choice(
                [
                    f"/u/{about or tok(8)}",
                    f"/p/{tok(10)}",
                    f"/invest/{tok(6)}/login",
                    f"/orders/{rng.randint(10**7, 10**8)}",
                    f"/share/{tok(12)}",
                    f"/profile.php?id={rng.randint(10**9, 10**10)}",
                ]
            )
            v = host + path
            if long:
                params = [
                    f"session={tok(32)}",
                    f"utm_source={rng.choice(['line', 'fb', 'sms'])}",
                    f"utm_medium={rng.choice(['chat', 'social', 'cpc'])}",
                    f"utm_campaign={tok(10)}",
                    f"ref={tok(8)}",
                    f"sig={tok(64)}",
                    f"redirect=https%3A%2F%2Fexample.com%2F{tok(12)}%3Fa%3D{tok(6)}",
                ]
                rng.shuffle(params)
                v += ("&" if "?" in v else "?") + "&".join(params)
            return Val("url", v, [v])

        return self._unique(gen)

    # ------------------------------------------------------------ dates
    def date(self, rng, kind: str, start: dt.date, end: dt.date) -> Val:
        """Dates follow the parity split but may repeat within a split (many events share a day)."""
        span = [(end - start).days]

        def gen():
            span[0] += 1  # widen the window a little on every retry
            d = start + dt.timedelta(days=rng.randint(0, max(0, span[0] - 1)))
            r = roc(d)
            legal = [
                f"民國{r}年{d.month}月{d.day}日",
                f"{r}年{d.month}月{d.day}日",
                f"中華民國{r}年{d.month}月{d.day}日",
                f"{r}.{d.month:02d}.{d.day:02d}",
            ]
            general = [
                f"{d.year}/{d.month:02d}/{d.day:02d}",
                f"{d.year}年{d.month}月{d.day}日",
                f"{d.year}-{d.month:02d}-{d.day:02d}",
                f"{d.year}/{d.month}/{d.day}",
            ]
            first = legal[0] if rng.random() < 0.5 else legal[1]
            legal.remove(first)
            gfirst = rng.choice(general)
            general.remove(gfirst)
            v = Val(
                kind,
                d.isoformat() + ("" if kind == "event_date" else "b"),
                [first, *legal],
                general_forms=[gfirst, *general],
            )
            v.day = d  # type: ignore[attr-defined]
            return v

        for _ in range(1000):
            v = gen()
            if _parity(v.canon) == self.h:
                return v
        raise RuntimeError("no date")

    # ------------------------------------------------------------ places
    def address(self, rng, city: str | None = None, district: str | None = None) -> Val:
        def gen():
            rural = rng.random() < 0.15 and city is None
            if rural:
                county = rng.choice(sorted(pools.COUNTIES))
                town = rng.choice(pools.COUNTIES[county])
                vil = rng.choice(self.villages)
                village = "里" if town.endswith("市") else "村"
                base = f"{county}{town}{vil}{village}{rng.randint(1, 25)}鄰"
                if rng.random() < 0.4:
                    v = base + f"{rng.choice(self.villages)}{rng.randint(1, 200)}號"
                else:
                    v = base + f"{rng.choice(self.roads)}{rng.randint(1, 400)}號"
            else:
                c = city or rng.choice(sorted(pools.CITIES))
                dist = district or rng.choice(pools.CITIES[c])
                road = rng.choice(self.roads)
                v = f"{c}{dist}"
                if rng.random() < 0.12:
                    v += f"{rng.choice(self.villages)}里{rng.randint(1, 30)}鄰"
                v += road
                if rng.random() < 0.4 and not road.endswith("街"):
                    v += rng.choice("一二三四五") + "段"
                if rng.random() < 0.35:
                    v += f"{rng.randint(1, 300)}巷"
                    if rng.random() < 0.3:
                        v += f"{rng.randint(1, 30)}弄"
                num = str(rng.randint(1, 400))
                if rng.random() < 0.15:
                    num += f"之{rng.randint(1, 9)}"
                v += num + "號"
                r = rng.random()
                if r < 0.5:
                    v += f"{rng.randint(2, 22)}樓"
                    if rng.random() < 0.3:
                        v += f"之{rng.randint(1, 12)}"
                    elif rng.random() < 0.1:
                        v += f"{rng.randint(1, 20):02d}室"
            forms = [v]
            if "臺" in v:
                forms.append(v.replace("臺", "台"))
            return Val("address", v, forms)

        return self._unique(gen)

    def parcel(self, rng, city_district: str | None = None, kind: str = "地號") -> Val:
        def gen():
            if city_district is None:
                c = rng.choice(sorted(pools.CITIES))
                cd = c + rng.choice(pools.CITIES[c])
            else:
                cd = city_district
            sec = rng.choice(self.sections) + "段"
            if rng.random() < 0.5:
                sec += rng.choice("一二三四") + "小段"
            num = str(rng.randint(1, 1500))
            if rng.random() < 0.3:
                num += f"-{rng.randint(1, 30)}"
            v = f"{cd}{sec}{num}{kind}"
            return Val("land_parcel", v, [v, f"{sec}{num}{kind}"])

        return self._unique(gen)

    # ------------------------------------------------------------ organizations, agencies
    def _stem(self, rng):
        return "".join(rng.sample(self.org_chars, 2))

    def org(self, rng, kind: str = "company") -> Org:
        def gen():
            stem = self._stem(rng)
            if kind == "company":
                ind = rng.choice(pools.ORG_INDUSTRY)
                form = rng.choice(pools.ORG_FORMS)
                return Org(
                    stem + ind + form,
                    stem
                    + ("公司" if "公司" in form else form[-3:] if form == "企業社" else "商行"),
                    kind,
                )
            if kind == "bank":
                return Org(stem + "商業銀行", stem + "銀行", kind)
            if kind == "firm":
                return Org(stem + "法律事務所", stem + "所", kind)
            if kind == "clinic":
                return Org(stem + rng.choice(["診所", "醫院", "骨科診所", "復健科診所"]), "", kind)
            if kind == "shop":
                return Org(stem + rng.choice(self.shop_kinds), "", kind)
            if kind == "agent":
                return Org(
                    stem
                    + rng.choice(["不動產仲介有限公司", "房屋仲介股份有限公司", "地產有限公司"]),
                    stem + "房屋",
                    kind,
                )
            if kind == "landbroker":
                return Org(stem + "地政士事務所", "", kind)
            raise ValueError(kind)

        return self._unique(gen, parity=False)

    def court(self, rng) -> Agency:
        region = rng.choice(self.court_regions)
        return Agency(f"臺灣{region}地方法院", f"{region}地院")

    def prosecutors(self, rng, court: Agency | None = None) -> Agency:
        region = court.abbr[:-2] if court else rng.choice(self.court_regions)
        return Agency(f"臺灣{region}地方檢察署", f"{region}地檢署")

    def high_court(self, rng) -> Agency:
        return Agency(rng.choice(self.high_courts))

    def police(self, rng) -> tuple[Agency, Agency]:
        city, branches = rng.choice(self.police_pool)
        branch = rng.choice(branches)
        station = Agency(f"{city}{branch}{rng.choice(self.precincts)}派出所")
        return Agency(f"{city}{branch}", branch), station

    def hospital(self, rng) -> Agency:
        return Agency(rng.choice(self.hospitals))

    def gov(self, rng, category: str) -> Agency:
        return Agency(rng.choice(self.gov_pool[category]))

    def school(self, rng) -> Agency:
        city = rng.choice(["臺北市", "新北市", "桃園市", "臺中市", "高雄市"])
        stem = rng.choice(self.school_stems)
        level = rng.choice(["國民小學", "國民中學", "高級中學"])
        return Agency(f"{city}立{stem}{level}")


def equip(
    f: Factory, rng: random.Random, p: Person, bad_id_rate: float, start_year: int = 1950
) -> Person:
    """Give a person the identifiers a case may mention."""
    bad = rng.random() < bad_id_rate
    if p.foreign:
        p.v["resident_id"] = f.resident_id(rng, p.gender, bad, old=rng.random() < 0.3)
        p.v["passport"] = f.passport(
            rng, "vn" if p.kind == "vn" else rng.choice(["ph", "th", "other"])
        )
    else:
        p.v["tw_id"] = f.tw_id(rng, p.gender, bad)
        if rng.random() < 0.3:
            p.v["passport"] = f.passport(rng, "tw")
    p.v["dob"] = f.date(rng, "date_of_birth", dt.date(start_year, 1, 1), dt.date(2003, 12, 31))
    p.v["phone"] = f.mobile(rng)
    p.v["email"] = f.email(rng, p)
    p.v["address"] = f.address(rng)
    p.v["account"] = f.account(rng)
    p.v["card"] = f.card(rng)
    p.v["plate"] = f.plate(rng)
    p.v["handle"] = f.handle(rng, p)
    p.v["password"] = f.password(rng, pin=rng.random() < 0.3)
    p.v["nhi"] = f.nhi(rng)
    return p
