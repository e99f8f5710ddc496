"""Cases: a cast of fictional people with their identifiers, the officials and agencies of the
proceedings, the private organizations involved and the dates of the events. Every document
of a case is written from the same cast, so people and values recur across documents."""

from __future__ import annotations

import datetime as dt
import random

from .core import Ctx, Doc, V
from .values import Factory, Person, equip

D = dt.date

LEGAL_STORIES = ("loan", "lease", "accident", "fraud", "realestate", "assault", "labor")
GENERAL_STORIES = ("cs", "friends", "hr", "kyc")

KINDS = {
    "loan": [
        "loan_contract",
        "transfer_record",
        "line_chat",
        "certified_letter",
        "complaint",
        "hearing_record",
        "judgment",
    ],
    "lease": ["lease_contract", "line_chat", "email", "certified_letter", "complaint", "judgment"],
    "accident": [
        "police_interview",
        "medical_certificate",
        "complaint",
        "hearing_record",
        "judgment",
    ],
    "fraud": ["line_chat", "transfer_record", "police_interview", "hearing_record", "judgment"],
    "realestate": [
        "real_estate_sale",
        "transfer_record",
        "certified_letter",
        "complaint",
        "judgment",
    ],
    "assault": [
        "police_interview",
        "medical_certificate",
        "hearing_record",
        "judgment",
        "complaint",
    ],
    "labor": ["email", "certified_letter", "complaint", "hearing_record", "judgment"],
    "cs": ["cs_email", "cs_email", "line_chat", "transfer_record"],
    "friends": ["line_chat", "email", "line_chat"],
    "hr": ["hr_note", "email", "kyc_form"],
    "kyc": ["kyc_form", "cs_email", "transfer_record"],
}
GENERAL_KINDS = {"line_chat", "email", "transfer_record", "cs_email", "hr_note", "kyc_form"}

CAUSE = {
    "loan": "返還借款",
    "lease": "給付租金等",
    "accident": "損害賠償",
    "fraud": "詐欺等",
    "realestate": "返還價金",
    "assault": "傷害",
    "labor": "給付資遣費等",
}
CRIMINAL = {"fraud", "assault", "accident"}
CRIME = {"fraud": "詐欺", "assault": "傷害", "accident": "過失傷害"}
ADV_KINDS = [
    "compound",
    "word_full",
    "word_given",
    "married",
    "aboriginal",
    "extb",
    "vn",
    "latin",
    "single",
]


def amount(rng, lo, hi, step=10_000) -> int:
    return rng.randrange(lo, hi + 1, step)


def money(n: int) -> str:
    return f"{n:,}"


class Case:
    def __init__(self, f: Factory, rng: random.Random, case_id: str, subset: str, story: str):
        self.f, self.rng, self.id, self.subset, self.story = f, rng, case_id, subset, story
        self.adv = subset == "adversarial"
        self.people: dict[str, Person] = {}
        self.off: dict[str, Person] = {}
        self.org: dict = {}
        self.ag: dict = {}
        self.date: dict = {}
        self.val: dict = {}
        self.num: dict = {}
        bad_rate = 0.03
        self.bad_rate = bad_rate
        self.year = rng.choice([112, 113])  # year of the documents (ROC)
        self.docno = rng.randint(100, 2999)
        self.criminal = story in CRIMINAL
        self.cause = CAUSE.get(story, "")
        self.crime = CRIME.get(story, "")
        getattr(self, "_" + story)()
        if story in LEGAL_STORIES:
            self._officials()
        self.script = rng.randrange(12)  # offsets the choice of chat scripts between documents
        self._timeline()

    def _timeline(self) -> None:
        """Dates of the documents themselves (unlabelled) and of the chat separators."""
        rng, day = self.rng, {k: v.day for k, v in self.date.items()}
        td = dt.timedelta
        if self.story in LEGAL_STORIES:
            self.doc_base = D(2024, 2, 1) + td(days=rng.randint(0, 100))
            self.doc_gap = 25
        else:
            anchor = {
                "cs": ("delivery", 1, 6),
                "friends": ("meet", -20, -5),
                "hr": ("hire", -20, -7),
                "kyc": ("open", 0, 3),
            }[self.story]
            self.doc_base = day[anchor[0]] + td(days=rng.randint(anchor[1], anchor[2]))
            self.doc_gap = 3
        chat = {
            "loan": ("due", 5, 40),
            "lease": ("arrears", 20, 60),
            "fraud": ("t1", 0, 3),
            "cs": ("delivery", 1, 5),
            "friends": ("meet", -14, -3),
        }
        if self.story in chat:
            k, lo, hi = chat[self.story]
            self.chat_day = day[k] + td(days=rng.randint(lo, hi))
        else:
            self.chat_day = self.doc_base

    # ------------------------------------------------------------ helpers
    def person(
        self,
        role: str,
        kind: str | None = None,
        gender: str | None = None,
        surname: str | None = None,
    ) -> Person:
        rng = self.rng
        if kind is None:
            if self.adv and rng.random() < 0.55:
                kind = rng.choice(ADV_KINDS)
            elif rng.random() < 0.06:
                kind = rng.choice(["word_full", "word_given"])
            elif rng.random() < 0.07:
                kind = rng.choice(["vn", "latin"])
        for _ in range(50):
            p = self.f.person(rng, kind=kind, gender=gender, surname=surname)
            taken = {q.given for q in self.people.values() if q.given} | {
                q.title for q in self.people.values() if q.title
            }
            taken |= {q.nick for q in self.people.values() if q.nick}
            if (
                surname is None
            ):  # a deliberate same-surname pair may share 王君, never 王先生 / 王小姐
                taken |= {q.surname + "君" for q in self.people.values() if q.surname}
            if (
                not ({p.given, p.title, p.nick, p.surname + "君" if p.surname else ""} - {""})
                & taken
            ):
                break
        else:
            raise RuntimeError("no distinct person")
        equip(self.f, rng, p, self.bad_rate)
        self.people[role] = p
        return p

    def ev(self, name: str, start: D, end: D):
        v = self.f.date(self.rng, "event_date", start, end)
        self.date[name] = v
        return v

    def _officials(self):
        f, rng = self.f, self.rng
        for role in (
            "judge",
            "j2",
            "j3",
            "clerk",
            "pros",
            "pros2",
            "lawyer_p",
            "lawyer_d",
            "interp",
            "sjo",
        ):
            self.off[role] = f.official(rng)
        self.ag["court"] = f.court(rng)
        self.ag["pros"] = f.prosecutors(rng, self.ag["court"])
        self.ag["high"] = f.high_court(rng)
        self.ag["police"], self.ag["station"] = f.police(rng)
        self.org["firm_p"] = f.org(rng, "firm")
        self.org["firm_d"] = f.org(rng, "firm")
        self.val["firm_addr"] = f.address(rng)
        self.val["firm_phone"] = f.landline(rng, ext=rng.random() < 0.3)
        self.adv_same_surname = self.adv and rng.random() < 0.5

    def adv_glue_person(self, role: str) -> Person:
        """A person whose address ends in 樓 and whose surname may be an address word (樓麗華)."""
        p = self.person(role, kind="addr_surname" if self.rng.random() < 0.6 else None)
        for _ in range(200):
            a = self.f.address(self.rng)
            if a.canon.endswith("樓"):
                p.v["address"] = a
                break
        return p

    # ------------------------------------------------------------ stories
    def _loan(self):
        rng, f = self.rng, self.f
        if self.adv and rng.random() < 0.5:
            self.adv_glue_person("A")
        else:
            self.person("A")
        same = (
            self.people["A"].surname
            if self.adv and rng.random() < 0.3 and self.people["A"].kind == "han"
            else None
        )
        self.person(
            "B",
            surname=same,
            gender=("M" if self.people["A"].gender == "F" else "F") if same else None,
        )
        if rng.random() < 0.6:
            self.person("G")
        loan = self.ev("loan", D(2021, 2, 1), D(2022, 6, 30))
        self.date["transfer"] = (
            loan
            if rng.random() < 0.5
            else self.ev(
                "transfer", loan.day + dt.timedelta(days=1), loan.day + dt.timedelta(days=3)
            )
        )
        due = self.ev("due", loan.day + dt.timedelta(days=90), loan.day + dt.timedelta(days=400))
        self.ev("demand", due.day + dt.timedelta(days=10), due.day + dt.timedelta(days=120))
        self.ev("partial", loan.day + dt.timedelta(days=30), due.day)
        self.num["amt"] = amount(rng, 100_000, 3_000_000)
        self.num["paid"] = amount(rng, 10_000, 50_000, 5_000)
        self.org["bankA"] = f.org(rng, "bank")
        self.org["bankB"] = f.org(rng, "bank")
        if rng.random() < 0.4:
            self.val["collateral"] = f.parcel(rng, None, "地號")
        self.plaintiff, self.defendant = "A", "B"

    def _lease(self):
        rng, f = self.rng, self.f
        if self.adv and rng.random() < 0.5:
            self.adv_glue_person("L")
        else:
            self.person("L")
        self.person("T")
        self.person("K")  # agent (仲介) or co-tenant
        if rng.random() < 0.4:
            self.person("G")
        self.val["prop"] = f.address(rng)
        start = self.ev("start", D(2021, 1, 1), D(2022, 3, 31))
        self.ev("end", start.day + dt.timedelta(days=700), start.day + dt.timedelta(days=740))
        self.ev("arrears", start.day + dt.timedelta(days=200), start.day + dt.timedelta(days=400))
        self.ev("moveout", start.day + dt.timedelta(days=450), start.day + dt.timedelta(days=600))
        self.num["rent"] = amount(rng, 9_000, 38_000, 500)
        self.num["deposit"] = self.num["rent"] * 2
        self.num["months"] = rng.randint(3, 8)
        self.num["amt"] = self.num["rent"] * self.num["months"]
        self.org["agent"] = f.org(rng, "agent")
        self.org["bank"] = f.org(rng, "bank")
        self.val["agent_phone"] = f.landline(rng, ext=rng.random() < 0.4)
        self.plaintiff, self.defendant = "L", "T"

    def _accident(self):
        rng, f = self.rng, self.f
        self.person("V")
        self.person("D")
        self.person("W")
        acc = self.ev("acc", D(2021, 3, 1), D(2023, 3, 31))
        self.date["visit"] = acc
        self.ev("admit", acc.day + dt.timedelta(days=1), acc.day + dt.timedelta(days=3))
        self.ev("discharge", acc.day + dt.timedelta(days=5), acc.day + dt.timedelta(days=20))
        self.ev("followup", acc.day + dt.timedelta(days=25), acc.day + dt.timedelta(days=60))
        self.val["loc"] = f.address(rng)
        self.num["amt"] = amount(rng, 150_000, 1_800_000)
        self.num["medical"] = amount(rng, 20_000, 150_000, 1_000)
        self.org["insurer"] = f.org(rng, "company")
        self.ag["hospital"] = f.hospital(rng)
        self.org["clinic"] = f.org(rng, "clinic")
        self.plaintiff, self.defendant = "V", "D"

    def _fraud(self):
        rng, f = self.rng, self.f
        self.person("V", gender=rng.choice("MF"))
        self.person("D")
        self.person("D2")
        if self.adv or rng.random() < 0.4:
            self.person("D3")
        self.person("S", kind="han")  # the scammer's alias, 自稱「陳經理」
        self.val["scam_url"] = f.url(rng, long=self.adv or rng.random() < 0.3)
        self.val["scam_handle"] = f.handle(rng, at=False)
        t1 = self.ev("t1", D(2022, 1, 1), D(2023, 5, 31))
        self.ev("t2", t1.day + dt.timedelta(days=1), t1.day + dt.timedelta(days=20))
        self.ev("t3", t1.day + dt.timedelta(days=21), t1.day + dt.timedelta(days=40))
        self.ev("report", t1.day + dt.timedelta(days=41), t1.day + dt.timedelta(days=60))
        self.ev("contact", t1.day - dt.timedelta(days=30), t1.day - dt.timedelta(days=5))
        self.num["a1"] = amount(rng, 30_000, 500_000, 1_000)
        self.num["a2"] = amount(rng, 30_000, 500_000, 1_000)
        self.num["a3"] = amount(rng, 10_000, 200_000, 1_000)
        self.num["amt"] = self.num["a1"] + self.num["a2"] + self.num["a3"]
        self.org["bankV"] = f.org(rng, "bank")
        self.org["bankD"] = f.org(rng, "bank")
        self.org["front"] = f.org(rng, "company")  # the fake investment company
        self.plaintiff, self.defendant = "V", "D"

    def _realestate(self):
        rng, f = self.rng, self.f
        self.person("S")
        self.person("B")
        self.person("Z")  # 地政士
        self.person("K")  # 仲介經紀人
        city = rng.choice(["臺北市", "新北市", "桃園市", "臺中市", "高雄市", "臺南市"])
        from .pools import CITIES

        dist = rng.choice(CITIES[city])
        self.val["prop"] = f.address(rng, city=city, district=dist)
        self.val["parcel1"] = f.parcel(rng, city + dist, "地號")
        self.val["parcel2"] = f.parcel(rng, city + dist, "建號")
        self.val["escrow"] = f.account(rng)
        self.val["zphone"] = f.landline(rng)
        self.val["kphone"] = f.landline(rng, ext=True)
        c = self.ev("contract", D(2021, 6, 1), D(2023, 1, 31))
        self.ev("pay", c.day + dt.timedelta(days=7), c.day + dt.timedelta(days=30))
        self.ev("register", c.day + dt.timedelta(days=31), c.day + dt.timedelta(days=60))
        self.ev("handover", c.day + dt.timedelta(days=61), c.day + dt.timedelta(days=90))
        self.num["price"] = amount(rng, 6_000_000, 38_000_000, 100_000)
        self.num["amt"] = self.num["price"] // 10
        self.org["agent"] = f.org(rng, "agent")
        self.org["bank"] = f.org(rng, "bank")
        self.org["office"] = f.org(rng, "landbroker")
        self.plaintiff, self.defendant = "B", "S"

    def _assault(self):
        rng, f = self.rng, self.f
        self.person("V")
        same = self.people["V"].surname if self.adv and self.people["V"].kind == "han" else None
        self.person(
            "D",
            surname=same,
            gender=("M" if self.people["V"].gender == "F" else "F") if same else None,
        )
        self.person("W")
        acc = self.ev("acc", D(2021, 3, 1), D(2023, 3, 31))
        self.date["visit"] = acc
        self.ev("followup", acc.day + dt.timedelta(days=3), acc.day + dt.timedelta(days=30))
        self.val["loc"] = f.address(rng)
        self.org["shop"] = f.org(rng, "shop")
        self.ag["hospital"] = f.hospital(rng)
        self.org["clinic"] = f.org(rng, "clinic")
        self.num["amt"] = amount(rng, 50_000, 600_000)
        self.num["medical"] = amount(rng, 3_000, 60_000, 500)
        self.plaintiff, self.defendant = "V", "D"

    def _labor(self):
        rng, f = self.rng, self.f
        self.person("E")
        self.person("M")
        self.person("H")
        self.org["co"] = f.org(rng, "company")
        self.val["co_addr"] = f.address(rng)
        self.val["co_phone"] = f.landline(rng, ext=True)
        self.val["m_email"] = f.email(rng, self.people["M"])
        self.val["h_email"] = f.email(
            rng, self.people["H"], local=rng.choice(["hr", "hr.service", "personnel"])
        )
        h = self.ev("hire", D(2016, 1, 1), D(2020, 12, 31))
        self.ev("dismiss", D(2022, 6, 1), D(2023, 6, 30))
        self.ev(
            "notice",
            self.date["dismiss"].day - dt.timedelta(days=30),
            self.date["dismiss"].day - dt.timedelta(days=10),
        )
        self.ev(
            "mediation",
            self.date["dismiss"].day + dt.timedelta(days=20),
            self.date["dismiss"].day + dt.timedelta(days=60),
        )
        self.num["salary"] = amount(rng, 32_000, 85_000, 500)
        self.num["amt"] = self.num["salary"] * rng.randint(3, 9)
        self.ag["labor"] = f.gov(rng, "labor")
        self.plaintiff, self.defendant = "E", "co"
        del h

    # general (non-legal)
    def _cs(self):
        rng, f = self.rng, self.f
        self.person("C")
        self.person("X")  # customer-service agent
        self.org["co"] = f.org(rng, "company")
        self.org["bank"] = f.org(rng, "bank")
        self.val["order_url"] = f.url(rng, long=rng.random() < 0.4)
        self.val["co_phone"] = f.landline(rng, ext=rng.random() < 0.5)
        self.val["cs_email"] = f.email(
            rng, None, local=rng.choice(["service", "support", "cs", "help"])
        )
        o = self.ev("order", D(2022, 1, 1), D(2023, 10, 31))
        self.ev("delivery", o.day + dt.timedelta(days=2), o.day + dt.timedelta(days=10))
        self.ev("refund", o.day + dt.timedelta(days=12), o.day + dt.timedelta(days=30))
        self.num["amt"] = amount(rng, 990, 49_900, 10)

    def _friends(self):
        rng = self.rng
        kinds = [None, None, "extb" if self.adv or rng.random() < 0.2 else None]
        if rng.random() < 0.3:
            kinds[1] = rng.choice(["aboriginal", "vn", "latin", "word_given", "vn", "latin"])
        for role, k in zip(("P1", "P2", "P3"), kinds, strict=True):
            self.person(role, kind=k)
        self.val["place"] = self.f.address(rng)
        self.val["wifi"] = self.f.password(rng)
        self.val["album"] = self.f.url(rng, long=rng.random() < 0.3)
        m = self.ev("meet", D(2022, 1, 1), D(2023, 11, 30))
        self.ev("trip", m.day + dt.timedelta(days=5), m.day + dt.timedelta(days=40))
        self.org["shop"] = self.f.org(rng, "shop")

    def _hr(self):
        rng, f = self.rng, self.f
        self.person("E")
        self.person("H")
        self.person("M")
        self.person("K")  # emergency contact
        self.org["co"] = f.org(rng, "company")
        self.org["bank"] = f.org(rng, "bank")
        self.ag["school"] = f.school(rng)
        self.ag["gov"] = f.gov(rng, "insurance")
        self.val["co_phone"] = f.landline(rng, ext=True)
        self.val["h_email"] = f.email(rng, self.people["H"])
        self.val["portal"] = f.url(rng, long=rng.random() < 0.3)
        h = self.ev("hire", D(2022, 1, 1), D(2023, 6, 30))
        self.ev("leave", h.day + dt.timedelta(days=30), h.day + dt.timedelta(days=150))

    def _kyc(self):
        rng, f = self.rng, self.f
        self.person("C", kind=rng.choice([None, None, "vn", "latin", "aboriginal", "married"]))
        self.person("X")  # bank staff
        self.org["bank"] = f.org(rng, "bank")
        self.org["employer"] = f.org(rng, "company")
        self.val["bank_phone"] = f.landline(rng, ext=True)
        self.val["bank_email"] = f.email(
            rng, None, local=rng.choice(["kyc", "account.open", "service"])
        )
        self.val["portal"] = f.url(rng, long=rng.random() < 0.4)
        self.ev("open", D(2022, 1, 1), D(2023, 11, 30))
        self.ev("first_deposit", D(2022, 1, 1), D(2023, 11, 30))
        self.num["amt"] = amount(rng, 10_000, 900_000, 1_000)


# ------------------------------------------------------------- writing helpers shared by templates
def ident(C: Ctx, p: Person) -> tuple[str, V]:
    """The label and value of a person's national identifier."""
    if "tw_id" in p.v:
        return C.choice(["身分證統一編號", "身分證字號", "國民身分證統一編號"]), C.p(p, "tw_id")
    return C.choice(["居留證號碼", "統一證號", "外僑居留證統一證號"]), C.p(p, "resident_id")


def full_names(C: Ctx, p: Person) -> list:
    """A person's name as first written: foreigners get the Latin name in brackets."""
    if p.kind == "vn":
        return [C.name(p), "（", C.latin(p), "）"]
    if p.kind == "extb" and C.adv and C.chance(0.3):
        return [C.name(p)]
    return [C.name(p)]


def later(C: Ctx, p: Person, role: str = "") -> list:
    """A later reference: a role word alone, the full name, or a short form."""
    if p.full not in C.seen:  # the first mention in a document is the full name
        return [role, C.name(p)]
    r = C.rng.random()
    if C.adv:
        if r < 0.4 and p.surname:
            return [role, C.jun(p)] if role and C.chance(0.3) else [C.jun(p)]
        if r < 0.7:
            return [role, C.title(p)] if role else [C.title(p)]
        return [role, C.name(p)]
    if role and r < 0.45:
        return [role]
    if r < 0.8:
        return [role, C.name(p)]
    return [C.title(p)]


def word_use(d: Doc, C: Ctx, *people: Person, p: float | None = None) -> None:
    """If one of these people has a name that is also a word, use the word too (unlabelled)."""
    prob = p if p is not None else (0.9 if C.adv else 0.5)
    for person in people:
        if person.word_use and C.chance(prob):
            d.w(person.word_use, person.full if person.kind == "word_full" else person.given)
            return
