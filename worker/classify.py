"""Sensitivity classification (分級路由): evidence of special categories, explainable by rule id and score.

Categories as 個資法 §6 and 施行細則 §4 define them: ``medical_record`` (病歷), ``medical`` (醫療:
diagnosis, treatment, surgery, admission, medication, injury examinations, counselling and
psychiatric care, disability assessment), ``genetic`` (基因), ``sex_life`` (性生活, sexual assault
and harassment details included), ``health`` (健康檢查 and other health conditions) and
``criminal_record`` (犯罪前科: 緩起訴, 職權不起訴, final convictions and their execution, priors).

The evidence rules are data (``worker/data/special_categories.txt``: category, weight, policy
group, rule id, pattern), matched on the look-alike-folded text. A document's **score** is the
noisy-or of the weights of the distinct rules it matches. Levels:

* **HIGH** when the score reaches ``high_threshold`` (reasons: the rule ids), and also — *fail
  closed* — when it is only in the uncertain band ``[uncertain_floor, high_threshold)`` (reason
  ``rule:uncertain_band`` beside the rule ids): the normal clean topic receives only documents
  judged NORMAL with confidence;
* **NORMAL** when personal data was found and the score is below the band; **LOW** when no
  personal data was found either.

Policy groups that banks decide differently are settings (:class:`SensitivityPolicy`), each
recall-first by default: ``proceedings`` (criminal proceedings of a person without a final
conviction: route on premises, mask nothing), ``deceased`` (cause of death and the health of the
dead), ``minor`` (minor health mentions: a cold, a headache). Reasons and score are ids and a
number, never text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources

from contracts import Sensitivity, SensitivityLevel
from worker.text.fold import fold

CATEGORIES = ("medical_record", "medical", "health", "genetic", "sex_life", "criminal_record")
POLICY_GROUPS = ("core", "minor", "deceased", "proceedings")

MASKS = {
    "medical_record": "【病歷資訊已遮蔽】",
    "medical": "【醫療資訊已遮蔽】",
    "health": "【健康資訊已遮蔽】",
    "genetic": "【基因資訊已遮蔽】",
    "sex_life": "【性生活資訊已遮蔽】",
    "criminal_record": "【犯罪前科資訊已遮蔽】",
}
"""The mask that replaces a special-category passage of each category (shared: no restore entry)."""


@dataclass(frozen=True)
class Rule:
    category: str
    weight: float
    policy: str
    rule_id: str
    pattern: re.Pattern[str]


@dataclass(frozen=True)
class Evidence:
    """One match of a rule: offsets into the original text, never its text."""

    start: int
    end: int
    category: str
    rule_id: str
    weight: float
    policy: str


@dataclass(frozen=True)
class SensitivityPolicy:
    """What counts as a special category here (``DEID_SENSITIVITY_*``); recall-first defaults."""

    criminal_proceedings: bool = True
    deceased: bool = True
    minor_health: bool = True
    high_threshold: float = 0.5
    uncertain_floor: float = 0.2

    def groups(self) -> frozenset[str]:
        return frozenset({"core"} | ({"proceedings"} if self.criminal_proceedings else set())
                         | ({"deceased"} if self.deceased else set())
                         | ({"minor"} if self.minor_health else set()))  # fmt: skip


DEFAULT_POLICY = SensitivityPolicy()


def _load_rules() -> tuple[Rule, ...]:
    rules = []
    text = (
        resources.files("worker")
        .joinpath("data/special_categories.txt")
        .read_text(encoding="utf-8")
    )
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        category, weight, policy, rule_id, pattern = line.split("\t")
        if category not in CATEGORIES or policy not in POLICY_GROUPS:
            raise ValueError(f"special_categories.txt line {n}: unknown category or policy")
        rules.append(Rule(category, float(weight), policy, rule_id, re.compile(pattern)))
    return tuple(rules)


RULES = _load_rules()
SPECIAL_CATEGORIES: dict[str, tuple[str, ...]] = {
    c: tuple(r.rule_id for r in RULES if r.category == c) for c in CATEGORIES
}
"""Rule ids per category (for documentation and tests)."""


_NEGATABLE = frozenset({"medical", "health"})
_NEGATED = re.compile(
    r"(?:無人|沒有人?|並未|並無|未曾|未|沒|無|無需|毋需|不必|不需要?|不用|免)\s?$"
)
"""A health or medical word right after a negation is no evidence (無人受傷, 未住院, 不需開刀)."""


def find_evidence(text: str, policy: SensitivityPolicy = DEFAULT_POLICY) -> list[Evidence]:
    """Every match of every rule of the policy's groups, on the folded text (offsets of ``text``)."""
    folded = fold(text)
    groups = policy.groups()
    out = []
    for r in RULES:
        if r.policy not in groups:
            continue
        out += [Evidence(m.start(), m.end(), r.category, r.rule_id, r.weight, r.policy)
                for m in r.pattern.finditer(folded)
                if m.end() > m.start() and not (r.category in _NEGATABLE and _NEGATED.search(folded[max(0, m.start() - 4) : m.start()]))]  # fmt: skip
    return sorted(out, key=lambda e: (e.start, e.end))


def score(evidence: list[Evidence]) -> float:
    """Noisy-or of the distinct rules' weights: ``1 - Π(1 - w)``, in ``[0, 1]``."""
    miss = 1.0
    for w in {e.rule_id: e.weight for e in evidence}.values():
        miss *= 1.0 - w
    return round(1.0 - miss, 4)


def classify(text: str, personal_data_found: bool, policy: SensitivityPolicy = DEFAULT_POLICY,
             evidence: list[Evidence] | None = None) -> Sensitivity:  # fmt: skip
    """The document's level, its reasons (rule ids) and its score."""
    evidence = find_evidence(text, policy) if evidence is None else evidence
    s = score(evidence)
    if evidence and s >= policy.uncertain_floor:
        reasons = sorted({f"rule:{e.rule_id}" for e in evidence})
        if s < policy.high_threshold:
            reasons.append("rule:uncertain_band")
        categories = sorted({e.category for e in evidence}, key=CATEGORIES.index)
        return Sensitivity(
            level=SensitivityLevel.HIGH, reasons=reasons, score=s, categories=categories
        )
    if personal_data_found:
        return Sensitivity(
            level=SensitivityLevel.NORMAL, reasons=["rule:personal_data_found"], score=s
        )
    return Sensitivity(level=SensitivityLevel.LOW, reasons=["rule:no_personal_data_found"], score=s)


_SENTENCE_END = re.compile(r"[。！？!?；;\n]")
LINE_UNIT_MAX = 200
"""A line up to this many characters is masked whole (its sentences continue one another: a chat message,
a table row, a short paragraph); in a longer line the unit is the sentence. Measured on the corpus dev
author and external-dev: passage-masking recall 89 → 95 %, masked share of HIGH text 19 → 21 %."""


def special_passages(text: str, policy: SensitivityPolicy = DEFAULT_POLICY,
                     evidence: list[Evidence] | None = None) -> list[tuple[int, int, str]]:  # fmt: skip
    """``(start, end, category)`` of every passage to mask in a HIGH document.

    The unit around each piece of evidence is the line when it is short (:data:`LINE_UNIT_MAX`: a
    chat message, a table row, a short paragraph), else the sentence (up to 。！？；); a line that
    ends mid-sentence (，、 or no punctuation before an indented continuation) is joined with the
    next, so a wrapped sentence is masked whole and a masked passage never leaves a fragment of the
    diagnosis; a label line (診斷：) takes the block that follows it (to the next blank line), and a
    dense block of evidence is masked whole (:data:`BLOCK_UNIT_MAX`).
    Evidence of the ``proceedings`` group routes the document but masks nothing — except a sentence
    pronounced (``crime.sentence``) in a document that also has criminal-record evidence (a credit
    report citing a conviction). Overlapping passages join; a passage takes the category of its
    strongest evidence.
    """
    evidence = find_evidence(text, policy) if evidence is None else evidence
    record = any(e.category == "criminal_record" and e.policy == "core" for e in evidence)
    found: list[tuple[int, int, str, float]] = []
    for e in evidence:
        if e.policy == "proceedings" and not (record and e.rule_id == "crime.sentence"):
            continue
        start, end = _unit(text, e.start, e.end)
        while start < end and text[start] in " \t\u3000":
            start += 1
        if (
            text[start:end].rstrip().endswith(("：", ":"))
        ):  # a label line (診斷：): its block follows
            block_end = text.find("\n\n", end)
            end = len(text) if block_end == -1 else block_end
        found.append((start, end, e.category, e.weight))
    for m in _BLOCK.finditer(text):  # a dense block of evidence is a special-category block: whole
        inside = [
            e for e in evidence if m.start() <= e.start < m.end() and e.policy != "proceedings"
        ]
        lines = text.count("\n", m.start(), m.end() - 1) + 1
        with_evidence = len({text.count("\n", m.start(), e.start) for e in inside})
        longest = max(len(line) for line in text[m.start() : m.end()].split("\n"))
        if (
            len({e.rule_id for e in inside}) >= 2
            and lines >= 3
            and with_evidence * 2 >= lines
            and m.end() - m.start() <= BLOCK_UNIT_MAX
            and longest <= LINE_UNIT_MAX
        ):
            top = max(inside, key=lambda e: e.weight)
            found.append((m.start(), m.end(), top.category, top.weight))
    merged: list[tuple[int, int, str, float]] = []
    for start, end, cat, w in sorted(found):
        if merged and start < merged[-1][1]:
            s0, e0, c0, w0 = merged[-1]
            merged[-1] = (s0, max(e0, end), c0 if w0 >= w else cat, max(w0, w))
        else:
            merged.append((start, end, cat, w))
    return [(s, e, c) for s, e, c, _w in merged if text[s:e].strip()]


_BLOCK = re.compile(r"(?:[^\n]*\S[^\n]*(?:\n|$))+")  # lines without a blank line between them
BLOCK_UNIT_MAX = 800
"""A block (three or more short lines without a blank line between them) of at most this many characters, with
evidence of two different rules on at least half of its lines, is masked whole: a record's section, a form about one
person's health (a chat where two messages of twenty mention health is not). Chosen on the train and dev
authors and external-dev only."""
_CONTINUED = re.compile(r"[，、,（(「『]\s*$|[^\s。！？!?；;：:」』）)]\s*$")
_CONTINUATION = re.compile(r"[\u3000 \t｜|]+\S")


def _line(text: str, start: int, end: int) -> tuple[int, int]:
    a = text.rfind("\n", 0, start) + 1
    b = text.find("\n", end)
    return a, len(text) if b == -1 else b


def _unit(text: str, start: int, end: int) -> tuple[int, int]:
    """The line around ``[start, end)``, joined with the lines a wrapped sentence runs over (at most two
    more each way); the sentence instead when the joined line is long."""
    a, b = _line(text, start, end)
    for _ in range(
        2
    ):  # a line that continues the previous one (indented, the previous ends mid-sentence)
        if a == 0:
            break
        pa, pb = _line(text, a - 1, a - 1)
        if not (_CONTINUED.search(text, pa, pb) and _CONTINUATION.match(text, a)):
            break
        a = pa
    for _ in range(2):  # the next line continues this one
        if b >= len(text):
            break
        if not (_CONTINUED.search(text, a, b) and _CONTINUATION.match(text, b + 1)):
            break
        b = _line(text, b + 1, b + 1)[1]
    if b - a <= LINE_UNIT_MAX:
        return a, b
    s = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    end_m = _SENTENCE_END.search(text, end)
    e = end_m.end() if end_m and end_m.group(0) != "\n" else (end_m.start() if end_m else len(text))
    return s, e


def special_categories(text: str, policy: SensitivityPolicy = DEFAULT_POLICY) -> list[str]:
    """The special categories with evidence in ``text``, in :data:`CATEGORIES` order."""
    return sorted({e.category for e in find_evidence(text, policy)}, key=CATEGORIES.index)
