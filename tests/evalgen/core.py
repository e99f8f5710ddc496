"""Document builder: text pieces and labelled values, noise, offsets and the self-checks
that a generated document must pass before it is kept."""

from __future__ import annotations

import datetime as _dt
import itertools
import random
import string
from dataclasses import dataclass

from .ids import mistype
from .values import Agency, Org, Person, Val

TYPES = (
    "person",
    "tw_id",
    "resident_id",
    "passport",
    "nhi_card",
    "phone",
    "email",
    "url",
    "bank_account",
    "card_number",
    "licence_plate",
    "social_handle",
    "address",
    "land_parcel",
    "date_of_birth",
    "event_date",
    "password",
    "organization",
    "official",
    "agency",
)
KEEP_TYPES = ("official", "agency")
CHECKSUM_TYPES = ("tw_id", "resident_id", "card_number")
SUBSETS = ("clean", "noisy", "adversarial", "general")


@dataclass
class V:
    """One labelled occurrence."""

    text: str
    type: str
    ok: bool | None = None

    @property
    def action(self) -> str:
        return "keep" if self.type in KEEP_TYPES else "replace"


class RejectDoc(Exception):
    """The document failed a self-check; the generator draws it again."""


# ------------------------------------------------------------------ noise primitives
def to_fullwidth(s: str, digits_only: bool = False) -> str:
    out = []
    for c in s:
        if "!" <= c <= "~" and (not digits_only or c.isdigit()):
            out.append(chr(ord(c) + 0xFEE0))
        else:
            out.append(c)
    return "".join(out)


def _is_alnum(c: str) -> bool:
    return (c.isascii() and c.isalnum()) or ("\uff10" <= c <= "\uff5a")


def insert_inside(rng: random.Random, s: str, ch: str, lo: int = 1) -> str:
    cands = [
        i
        for i in range(max(lo, 1), len(s))
        if not s[i - 1].isspace()
        and not s[i].isspace()
        and s[i - 1] not in "-@./"
        and s[i] not in "-@./"
    ]
    if not cands:
        return s
    i = rng.choice(cands)
    return s[:i] + ch + s[i:]


_OCR = {"0": "O", "1": "l", "8": "B"}


def ocr(rng: random.Random, s: str, lo: int = 0) -> str:
    cands = [i for i, c in enumerate(s) if c in _OCR and i >= lo]
    if not cands:
        return s
    chars = list(s)
    for i in rng.sample(cands, min(len(cands), rng.choice([1, 1, 2]))):
        chars[i] = _OCR[chars[i]]
    return "".join(chars)


def spaced_digits(s: str) -> str:
    return " ".join(c for c in s if not c.isspace())


NUMERIC = ("phone", "bank_account", "card_number", "nhi_card", "passport")


def noise_value(rng: random.Random, v: V, text: str) -> str:
    """A noisy rendering of one occurrence (same value, OCR/typing artefacts)."""
    t = v.type
    if t == "password" or rng.random() > 0.5:
        return text
    if t == "person" and text.endswith(("先生", "小姐", "女士", "太太", "君")):
        return text  # short forms stay whole
    ops: list[str]
    if t in ("tw_id", "resident_id"):
        ops = ["fw", "fw", "ocr", "ocr", "ideo", "nl", "sp", "lower"]
    elif t in NUMERIC:
        ops = ["fw", "fw", "ocr", "ocr", "ideo", "nl", "sp"]
    elif t in ("licence_plate",):
        ops = ["fw", "ideo", "nl"]
    elif t in ("date_of_birth", "event_date", "land_parcel"):
        ops = ["fwd", "fwd", "ideo", "nl"]
    elif t == "address":
        ops = ["fwd", "fwd", "ideo", "nl", "nl"]
    elif t in ("email", "url", "social_handle"):
        ops = ["fw", "nl"] if t == "url" else ["fw", "fw", "nl"]
    elif t in ("person", "official"):
        ops = ["ideo", "ideo", "ideo", "nl"]
    else:  # organization, agency
        ops = ["nl", "ideo"]
    op = rng.choice(ops)
    if op == "fw":
        return to_fullwidth(text)
    if op == "fwd":
        return to_fullwidth(text, digits_only=True)
    if op == "ocr":
        lo = 2 if t in ("tw_id", "resident_id") else 0
        out = ocr(rng, text, lo)
        if t in ("tw_id", "resident_id") and text[0] in "OB" and rng.random() < 0.3:
            out = {"O": "0", "B": "8"}[text[0]] + out[1:]
        return out
    if op == "ideo":
        if t in ("person", "official") and len(text) <= 4 and not any(c in text for c in " \u2027"):
            surname_len = 2 if len(text) == 4 else 1
            return text[:surname_len] + "\u3000" + text[surname_len:]
        return insert_inside(rng, text, "\u3000", lo=2 if t in ("tw_id", "resident_id") else 1)
    if op == "nl":
        return insert_inside(rng, text, "\n", lo=2 if t in ("tw_id", "resident_id") else 1)
    if op == "sp":
        if t in ("tw_id", "resident_id"):
            return text[:2] + " " + text[2:6] + " " + text[6:] if len(text) == 10 else text
        digits = [c for c in text if c.isdigit()]
        if len(digits) == len([c for c in text if not c.isspace() and c != "-"]):
            return spaced_digits(text.replace("-", ""))
        return insert_inside(rng, text, " ")
    if op == "lower":
        return text[0].lower() + text[1:]
    return text


# ------------------------------------------------------------------ document builder
class Doc:
    def __init__(self, ctx: Ctx):
        self.ctx = ctx
        self.parts: list[list] = []  # [text, V | None, [word, ...]]

    def t(self, s: str) -> Doc:
        if s:
            self.parts.append([s, None, []])
        return self

    def v(self, x: V) -> Doc:
        assert x.type in TYPES, x.type
        assert x.text and x.text == x.text.strip(), repr(x.text)
        self.parts.append([x.text, x, []])
        return self

    def w(self, s: str, word: str) -> Doc:
        """Plain text that uses a person's name as a common word (not labelled)."""
        assert word in s
        self.parts.append([s, None, [word]])
        return self

    def add(self, x) -> Doc:
        if x is None:
            return self
        if isinstance(x, V):
            return self.v(x)
        if isinstance(x, str):
            return self.t(x)
        if isinstance(x, (list, tuple)):
            for y in x:
                self.add(y)
            return self
        raise TypeError(type(x))

    def f(self, tmpl: str, **kw) -> Doc:
        for literal, field, spec, _conv in string.Formatter().parse(tmpl):
            self.t(literal)
            if field is not None:
                val = kw[field]
                if isinstance(val, (V, list, tuple)) or val is None:
                    self.add(val)
                else:
                    self.t(format(val, spec or ""))
        return self

    def ln(self, tmpl: str = "", **kw) -> Doc:
        self.f(tmpl, **kw)
        return self.t("\n")

    # ------------------------------------------------------------ build
    def build(self) -> tuple[str, list[dict]]:
        ctx = self.ctx
        rng = ctx.rng
        parts = [list(p) for p in self.parts]
        if ctx.noisy:
            for p in parts:
                if p[1] is not None:
                    p[0] = noise_value(rng, p[1], p[0])
            # glue values to their neighbours: drop a separator on one side
            for i, p in enumerate(parts):
                if p[1] is None:
                    continue
                if i > 0 and parts[i - 1][1] is None and rng.random() < 0.35:
                    prev = parts[i - 1][0]
                    stripped = prev.rstrip("：: ")
                    if (
                        stripped != prev
                        and stripped
                        and not (_is_alnum(stripped[-1]) and _is_alnum(p[0][0]))
                        and stripped[-1] != "\n"
                    ):
                        parts[i - 1][0] = stripped
                if i + 1 < len(parts) and parts[i + 1][1] is None and rng.random() < 0.3:
                    nxt = parts[i + 1][0]
                    if len(nxt) > 1 and nxt[0] in "，、 " and "\u4e00" <= nxt[1] <= "\u9fff":
                        parts[i + 1][0] = nxt[1:]
            if ctx.fullwidth_plain:
                for p in parts:
                    if p[1] is None:
                        p[0] = to_fullwidth(p[0], digits_only=True)
        text_parts, entities, word_spans = [], [], []
        pos = 0
        for s, v, words in parts:
            if v is not None:
                if not s or s != s.strip():
                    raise RejectDoc("value with outer whitespace")
                ent = {
                    "start": pos,
                    "end": pos + len(s),
                    "type": v.type,
                    "action": v.action,
                    "text": s,
                }
                if v.type in CHECKSUM_TYPES:
                    ent["checksum_ok"] = bool(v.ok)
                entities.append(ent)
            for word in words:
                k = s.find(word)
                word_spans.append((pos + k, pos + k + len(word)))
            text_parts.append(s)
            pos += len(s)
        text = "".join(text_parts)
        self.check(text, entities, word_spans)
        return text, entities

    @staticmethod
    def check(text: str, entities: list[dict], word_spans: list[tuple[int, int]]) -> None:
        for e in entities:
            assert text[e["start"] : e["end"]] == e["text"]
        ordered = sorted(entities, key=lambda e: e["start"])
        for a, b in itertools.pairwise(ordered):
            if b["start"] < a["end"]:
                raise RejectDoc("overlap")
        # every occurrence of a labelled text is labelled (or is a deliberate word use)
        covers = [(e["start"], e["end"]) for e in entities] + word_spans
        for e in entities:
            t = e["text"]
            if len(t) < 2:
                continue
            i = text.find(t)
            while i != -1:
                if not any(s <= i and i + len(t) <= en for s, en in covers):
                    raise RejectDoc(f"unlabelled occurrence of {t!r}")
                i = text.find(t, i + 1)


# ------------------------------------------------------------- context: one document being written
class Ctx:
    def __init__(self, rng: random.Random, subset: str, case, general: bool = False, j: int = 0):
        self.rng = rng
        self.j = j
        self.docday = case.doc_base + _dt.timedelta(days=j * case.doc_gap + rng.randint(0, 5))
        self.subset = subset
        self.case = case
        self.general = general
        self.noisy = subset == "noisy"
        self.adv = subset == "adversarial"
        self.fullwidth_plain = self.noisy and rng.random() < 0.4
        self.tai = rng.random() < 0.25  # write 台 for 臺 in this document's addresses
        self.seen: set[str] = set()  # people already named in full in this document

    # values
    def val(self, x: Val) -> V:
        if x.type in ("tw_id", "resident_id") and x.ok and self.rng.random() < 0.07:
            return V(mistype(self.rng, x.canon), x.type, False)  # a typo in this document only
        s = x.show(self.rng, self.general)
        if x.type == "address" and self.tai:
            s = s.replace("臺", "台")
        return V(s, x.type, x.ok)

    def p(self, person: Person, key: str) -> V:
        return self.val(person.v[key])

    # people
    def name(self, p: Person) -> V:
        self.seen.add(p.full)
        return V(p.full, "person")

    def latin(self, p: Person) -> V:
        self.seen.add(p.full)
        return V(p.latin or p.full, "person")

    def title(self, p: Person) -> V:
        if p.title:
            return V(p.title, "person")
        return self.short(p)

    def jun(self, p: Person) -> V:
        return V(p.surname + "君", "person") if p.surname else self.short(p)

    def given(self, p: Person) -> V:
        return V(p.given, "person") if p.given else self.name(p)

    def nick(self, p: Person) -> V:
        return V(p.nick, "person") if p.nick else self.given(p)

    def short(self, p: Person) -> V:
        """The shortest natural reference that is still a name."""
        if p.given:
            return V(p.given, "person")
        return self.name(p)

    def chat_name(self, p: Person) -> V:
        """How a friend calls this person in a chat."""
        choices = [self.given(p)]
        if p.nick:
            choices += [self.nick(p)] * 2
        if p.title:
            choices.append(self.title(p))
        return self.rng.choice(choices)

    def off(self, p: Person) -> V:
        return V(p.full, "official")

    def ag(self, a: Agency, abbr: bool = False) -> V:
        return V(a.abbr if abbr and a.abbr else a.name, "agency")

    def org(self, o: Org, short: bool = False) -> V:
        return V(o.short if short and o.short else o.name, "organization")

    def choice(self, seq):
        return self.rng.choice(seq)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p
