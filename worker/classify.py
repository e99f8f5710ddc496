"""Sensitivity classification (分級路由): evidence of special categories, explainable by rule id
and score.

Categories as 個資法 §6 and 施行細則 §4 define them: ``medical_record`` (病歷), ``medical`` (醫療:
diagnosis, treatment, surgery, admission, medication, injury examinations, counselling and
psychiatric care, disability assessment), ``genetic`` (基因), ``sex_life`` (性生活, sexual assault
and harassment details included), ``health`` (健康檢查 and other health conditions) and
``criminal_record`` (犯罪前科: 緩起訴, 職權不起訴, final convictions and their execution, priors).

The evidence rules are data (``worker/data/special_categories.txt``: category, weight, policy
group, rule id, pattern), matched on the look-alike-folded text. A document's **score** is the
noisy-or of the weights of the distinct rules it matches; the vocabulary rules (``*.vocab.*``,
weight 0, written from each category's domain) mark passages in a HIGH document and route nothing.
Levels:

* **HIGH** when the score reaches ``high_threshold`` (reasons: the rule ids), and also — *fail
  closed* — when it is only in the uncertain band ``[uncertain_floor, high_threshold)`` (reason
  ``rule:uncertain_band`` beside the rule ids): the normal clean topic receives only documents
  judged NORMAL with confidence;
* **NORMAL** when personal data was found and the score is below the band; **LOW** when no
  personal data was found either.

Policy groups that banks decide differently are settings (:class:`SensitivityPolicy`), each
recall-first by default: ``proceedings`` (criminal proceedings of a person without a final
conviction: route on premises, mask nothing), ``pronounced`` (a conviction and sentence a court
pronounced about a person, final or not — 主文 犯…罪，處有期徒刑…, a sentence with 緩刑,
被判了八個月: routed and masked as a criminal record; off, it is proceedings again),
``deceased`` (cause of death and the health of the dead), ``minor`` (minor health mentions: a
cold, a headache). Reasons and score are ids and a number, never text.
"""

from __future__ import annotations

import bisect
import itertools
import re
from dataclasses import dataclass
from importlib import resources

from contracts import Sensitivity, SensitivityLevel
from worker.text.fold import compact_view, fold

CATEGORIES = ("medical_record", "medical", "health", "genetic", "sex_life", "criminal_record")
POLICY_GROUPS = ("core", "minor", "deceased", "proceedings", "pronounced")

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
    pronounced_sentences: bool = True
    """A sentence a court pronounced (rule crime.pronounced), final or not, is masked as a criminal
    record (and routes the document HIGH whatever ``criminal_proceedings`` says); off, it is read
    as proceedings (crime.sentence) only: routed with them, masked only beside a record."""

    def groups(self) -> frozenset[str]:
        return frozenset({"core"} | ({"proceedings"} if self.criminal_proceedings else set())
                         | ({"pronounced"} if self.pronounced_sentences else set())
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
    rows: list[list[str]] = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("+\t"):  # more alternatives of the rule above (a vocabulary's next line)
            if not rows:
                raise ValueError(f"special_categories.txt line {n}: continuation without a rule")
            rows[-1][4] += "|" + line[2:]
            continue
        row = line.split("\t")
        if len(row) != 5 or row[0] not in CATEGORIES or row[2] not in POLICY_GROUPS:
            raise ValueError(f"special_categories.txt line {n}: unknown category or policy")
        rows.append(row)
    for category, weight, policy, rule_id, pattern in rows:
        rules.append(
            Rule(category, float(weight), policy, rule_id, re.compile(both_widths(pattern)))
        )
    return tuple(rules)


def both_widths(pattern: str) -> str:
    """``pattern`` as it reads on the folded text: every character that :func:`fold` changes is
    accepted in both forms, the written one and the folded one (the evidence is matched on the
    folded text, where a full-width comma is ``,``: ``[^，。\\n]`` written in the data file
    must stop at ``,`` too, and ``(?=[，。])`` must see it). In a character class the folded
    form is added (``[^，,。\\n]``); elsewhere the character becomes a class of both
    (``[，,]``). Escapes are copied as they are."""
    out: list[str] = []
    in_class = False
    i, n = 0, len(pattern)
    while i < n:
        ch = pattern[i]
        if ch == "\\":
            out.append(pattern[i : i + 2])
            i += 2
            continue
        if not in_class and ch == "[":
            in_class = True
            out.append(ch)
            i += 1
            if i < n and pattern[i] == "^":
                out.append("^")
                i += 1
            if i < n and pattern[i] == "]":  # a leading ] is a literal
                out.append("\\]")
                i += 1
            continue
        if in_class and ch == "]":
            in_class = False
            out.append(ch)
            i += 1
            continue
        folded = fold(ch)
        if folded == ch:
            out.append(ch)
        elif in_class:
            out.append(ch + re.escape(folded))
        else:
            out.append("[" + ch + re.escape(folded) + "]")
        i += 1
    return "".join(out)


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


def _negated(folded: str, start: int) -> bool:
    """Whether the evidence at ``start`` follows a negation (:data:`_NEGATED`), read without the
    spaces a spaced-out text puts between its characters (沒 有 住 院)."""
    before = folded[max(0, start - 12) : start]
    return bool(
        _NEGATED.search(before[-4:]) or _NEGATED.search(re.sub(r"[ \u3000]", "", before)[-4:])
    )


_LATIN = re.compile(r"[A-Za-z][A-Za-z0-9'’/.\- ]*")
LATIN_RULES = (".vocab.english", ".vocab.chart")
"""Rule ids ending so hold Latin words only (each match starts with a letter and stays inside a run
of :data:`_LATIN`): they are matched inside those runs alone, the same matches at a fraction of
the cost of trying a hundred alternatives at every position of a Chinese text."""


def find_evidence(text: str, policy: SensitivityPolicy = DEFAULT_POLICY) -> list[Evidence]:
    """Every match of every rule of the policy's groups, on the folded text (offsets of
    ``text``), and on the same lines read without the spaces between their characters
    (:func:`_spaced_lines`: a word spaced out by OCR or by a form's title, 診　斷　書, 前 科; a
    match there counts when it runs over a removed space)."""
    folded = fold(text)
    groups = policy.groups()
    latin = [(m.start(), m.end()) for m in _LATIN.finditer(folded)]
    view, index, gaps = _spaced_lines(folded)
    out = []
    for r in RULES:
        if r.policy not in groups:
            continue
        matches = (
            (m for a, b in latin for m in r.pattern.finditer(folded, a, b))
            if r.rule_id.endswith(LATIN_RULES)
            else r.pattern.finditer(folded)
        )
        spans = [(m.start(), m.end()) for m in matches if m.end() > m.start()]
        if not r.rule_id.endswith(LATIN_RULES):  # words spaced out (診　斷　書, 前 科)
            spans += [
                (index[m.start()], index[m.end() - 1] + 1)
                for m in r.pattern.finditer(view)
                if _crosses(gaps, m.start(), m.end())
            ]
        out += [
            Evidence(a, b, r.category, r.rule_id, r.weight, r.policy)
            for a, b in dict.fromkeys(spans)
            if not (r.category in _NEGATABLE and _negated(folded, a))
        ]
    return sorted(out, key=lambda e: (e.start, e.end))


_SPACED = re.compile(r"[\u3400-\u9fff\uf900-\ufaff\d][ \u3000]{1,4}[\u3400-\u9fff\uf900-\ufaff\d]")
_SPACED_LETTERS = re.compile(
    r"(?:(?<=[\u3400-\u9fff\uf900-\ufaff]) )?"
    r"(?<![A-Za-z])[A-Za-z](?: [A-Za-z]){2,}(?![A-Za-z])"
    r"(?: (?=[\u3400-\u9fff\uf900-\ufaff]))?"
)
"""Three or more Latin letters each standing alone between single spaces (OCR's or a form's
spacing: g a y, M S M, E M D R, H I V), with a space that parts them from a CJK character: read as
one word beside it (他 是 g a y reads 他是gay)."""


def _join_letters(view: str, at: list[int]) -> tuple[str, list[int]]:
    """``view`` and its map without the spaces of :data:`_SPACED_LETTERS` runs."""
    drop = {m.start() + k for m in _SPACED_LETTERS.finditer(view) for k, c in
            enumerate(m.group()) if c == " "}  # fmt: skip
    if not drop:
        return view, at
    keep = [i for i in range(len(view)) if i not in drop]
    return "".join(view[i] for i in keep), [at[i] for i in keep]


SPACED_REACH = 24
"""How far a word broken by spaces is read on each side of a removed space (view characters)."""


WRAP_MIN = 20
"""A line of at least this many characters that ends in a CJK character, before a line that starts
with one, is prose wrapped at a fixed width (a PDF's or an OCR page's line): its line break may
fall inside a word (執行完⏎畢), and the two lines are read joined. A shorter line (a roster's
name, a list's item) is no wrap: 教會長老⏎花蓮縣 joins no 老花."""


def _wrapped(folded: str, a: int, b: int) -> bool:
    """Whether the line ``folded[a:b]`` wraps into the next line (:data:`WRAP_MIN`)."""
    line = folded[a:b].strip()
    return (
        len(line) >= WRAP_MIN
        and b + 1 < len(folded)
        and _CJK.match(line[-1]) is not None
        and _CJK.match(folded[b + 1]) is not None
    )


_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def _spaced_lines(folded: str) -> tuple[str, list[int], list[int]]:
    """The stretches of ``folded`` around a space between two CJK characters or digits or inside a
    run of spaced Latin letters (:data:`_SPACED_LETTERS`), or around the break of a wrapped line
    (:func:`_wrapped`), as one text of their compact views
    (:func:`worker.text.fold.compact_view`: the spaces and the wrap taken out; at most
    :data:`SPACED_REACH` characters each side of a removed space; a line break after each
    stretch), the map back to ``folded``'s offsets, and the positions that followed removed spaces.
    Any other line end stays: two lines joined make words of their last and first characters
    (長老⏎花蓮)."""
    views: list[str] = []
    index: list[int] = []
    gaps: list[int] = []
    lines = [(m.start(), m.end()) for m in re.finditer(r"[^\n]+", folded)]
    groups: list[list[int]] = []
    for x, y in lines:  # runs of lines joined where one wraps into the next
        if groups and groups[-1][1] + 1 == x and _wrapped(folded, groups[-1][2], groups[-1][1]):
            groups[-1][1:] = [y, x]
        else:
            groups.append([x, y, x])
    for x, y, last in groups:
        if (
            last == x
            and not _SPACED.search(folded, x, y)
            and not _SPACED_LETTERS.search(folded, x, y)
        ):
            continue
        view, at = _join_letters(*compact_view(folded[x:y]))
        cut = [k for k in range(1, len(at)) if at[k] - at[k - 1] > 1]
        windows: list[list[int]] = []
        for k in cut:  # stretches around the removed spaces, merged where they meet
            lo, hi = max(0, k - SPACED_REACH), min(len(view), k + SPACED_REACH)
            if windows and lo <= windows[-1][1]:
                windows[-1][1] = hi
            else:
                windows.append([lo, hi])
        for lo, hi in windows:
            base = len(index) - lo
            gaps += [base + k for k in cut if lo < k < hi]
            views.append(view[lo:hi] + "\n")
            index += [x + i for i in at[lo:hi]] + [x + at[hi - 1] + 1]
    return "".join(views), index, gaps


def _crosses(gaps: list[int], start: int, end: int) -> bool:
    """Whether a view match ``[start, end)`` runs over removed whitespace (a gap inside it)."""
    k = bisect.bisect_right(gaps, start)
    return k < len(gaps) and gaps[k] < end


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
"""A line up to this many characters is masked whole (its sentences continue one another: a chat
message, a table row, a short paragraph); in a longer line the unit is the sentence. Measured on
the corpus dev author and external-dev: passage-masking recall 89 → 95 %, masked share of HIGH text
19 → 21 %."""


def special_passages(
    text: str, policy: SensitivityPolicy = DEFAULT_POLICY, evidence: list[Evidence] | None = None
) -> list[tuple[int, int, str]]:
    """``(start, end, category)`` of every passage to mask in a HIGH document.

    The unit around each piece of evidence is the line when it is short (:data:`LINE_UNIT_MAX`: a
    chat message, a table row, a short paragraph), else the sentence (up to 。！？；); a line that
    ends mid-sentence (，、 or no punctuation before an indented continuation) is joined with the
    next, so a wrapped sentence is masked whole and a masked passage never leaves a fragment of the
    diagnosis; a label line (診斷：) takes the block that follows it (:func:`_label_block`: to the
    next blank line or heading that ends its item), and a block of lines with evidence on at least
    :data:`BLOCK_DENSITY` of them is masked whole (:data:`BLOCK_UNIT_MAX`). The passage then takes
    what continues the same account (:func:`_accounts`): a long paragraph whole when
    :data:`PARAGRAPH_DENSITY` of its sentences hold evidence, else the sentences between two with
    evidence and those after one that refer back to it (其/該/此, 術後, 因此, the same subject); a
    line between two lines with evidence; the items under a heading with evidence; a transcript's
    question with its answer; a quotation. Evidence of the ``proceedings`` group routes the document
    but masks nothing — except a sentence pronounced (``crime.sentence``) in a document that also
    has criminal-record evidence (a credit report citing a conviction); a conviction and sentence
    a court pronounced (``crime.pronounced``, the ``pronounced`` group) masks as a record does.
    Overlapping passages join; a passage takes the category of its strongest evidence.
    """
    evidence = _own_category(
        _without_echoes(find_evidence(text, policy) if evidence is None else evidence)
    )
    record = any(  # evidence of a record; vocabulary (weight 0) alone is none
        e.category == "criminal_record" and e.policy == "core" and e.weight > 0 for e in evidence
    )
    masking = [
        e
        for e in evidence
        if e.policy != "proceedings" or (record and e.rule_id == "crime.sentence")
    ]
    found: list[tuple[int, int, str, float]] = []
    marks = [m.start() for m in _SENTENCE_END.finditer(text)]
    for e in masking:
        start, end = _unit(text, e.start, e.end, marks)
        while start < end and text[start] in " \t\u3000":
            start += 1
        if text[start:end].rstrip().endswith(("：", ":")):  # a label line (診斷：): its block
            end = _label_block(text, start, end)
        found.append((start, end, e.category, e.weight))
    found += _accounts(text, masking)  # the sentences and lines that continue the same account
    for m in _BLOCK.finditer(text):  # a dense block of evidence is a special-category block: whole
        inside = [
            e for e in evidence if m.start() <= e.start < m.end() and e.policy != "proceedings"
        ]
        lines = text.count("\n", m.start(), m.end() - 1) + 1
        with_evidence = len({text.count("\n", m.start(), e.start) for e in inside})
        longest = max(len(line) for line in text[m.start() : m.end()].split("\n"))
        if (
            len({e.rule_id for e in inside}) >= 2
            and with_evidence >= BLOCK_MIN_LINES
            and lines >= 3
            and with_evidence >= BLOCK_DENSITY * lines
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


OWN_CATEGORY = ".own"
"""Vocabulary rules whose id ends so hold words that belong to a category's account only where the
document has weighted core evidence of that category (a release, 出來後 or 地檢署報到, continues a
criminal record; the same words after a test report or at a school are no passage): they mark
nothing in a document routed HIGH by another category alone."""


def _own_category(evidence: list[Evidence]) -> list[Evidence]:
    """The evidence without the :data:`OWN_CATEGORY` vocabulary of a category that has no weighted
    core evidence in the document."""
    weighted = {e.category for e in evidence if e.weight > 0 and e.policy == "core"}
    return [e for e in evidence if not e.rule_id.endswith(OWN_CATEGORY) or e.category in weighted]


def _without_echoes(evidence: list[Evidence]) -> list[Evidence]:
    """The evidence without the vocabulary matches (weight 0) that lie inside a match of a weighted
    rule: the same word found twice is one piece of evidence (a block needs two different rules).
    A match of the ``proceedings`` group masks nothing, so the vocabulary inside it stays (易科罰金
    executed is a record, pronounced it only routes)."""
    out, reach = [], -1
    for e in sorted(evidence, key=lambda e: (e.start, -e.end, e.weight == 0)):
        if e.weight > 0 and e.policy != "proceedings":
            reach = max(reach, e.end)
        elif e.end <= reach:
            continue
        out.append(e)
    return out


_BLOCK = re.compile(r"(?:[^\n]*\S[^\n]*(?:\n|$))+")  # lines without a blank line between them
BLOCK_UNIT_MAX = 800
BLOCK_DENSITY = 0.25
BLOCK_MIN_LINES = 2
"""A block (three or more short lines without a blank line between them) of at most
:data:`BLOCK_UNIT_MAX` characters, with evidence of two different rules on at least
:data:`BLOCK_DENSITY` of its lines, is masked whole: a record's section, a form about one person's
health, a run of messages about one illness (a chat where two messages of twenty mention health is
not). The density was a half; measured per readable author with
``scripts/masking_generalisation.py`` (one piece of evidence kept per labelled passage), a quarter —
the threshold of :data:`PARAGRAPH_DENSITY` — masks whole the records whose rows hold no evidence of
their own (w03 88 → 100 %, w06 98 → 100 %, w04 full 96 → 98 %) for 2–4 points more masked text.
At least :data:`BLOCK_MIN_LINES` of the lines must hold evidence: one line naming two things (a chat
message with a test and a drug) is that line, not a section (measured with the same script: masked
text outside the passages 29.1 → 27.8 %, recall unchanged in every view)."""
_CONTINUED = re.compile(r"[，、,（(「『]\s*$|[^\s。！？!?；;：:」』）)]\s*$")
_CONTINUATION = re.compile(r"[\u3000 \t｜|]+\S")
_COMMA_END = re.compile(r"[，、,]\s*$")
"""A line that ends in a comma ends mid-sentence whatever the next line's indentation: the sentence
goes on on the next line (prose wrapped at a clause), and a diagnosis there is part of it."""


PARAGRAPH_DENSITY = 0.25
"""A long paragraph (over :data:`LINE_UNIT_MAX`, at most :data:`PARAGRAPH_MAX`) with evidence in at
least two of its sentences and in at least this share of them is one account: masked whole. The
knee of recall over masked share when the readable authors' documents are laid out as prose and
their passages keep one piece of evidence each (0.5 → 0.25 gains recall for every author, below
0.25 only masks more)."""
PARAGRAPH_MAX = 1000
SENTENCE_GAP = 2
"""At most this many sentences without evidence between two with evidence are masked with them."""
FOLLOW_MAX = 2
"""At most this many sentences after one with evidence are masked when each continues the one before
(:func:`_follows`)."""
LINE_GAP = 1
REPORT_LINES = 4
"""In a block of short lines, a line opening with someone telling (:data:`_REPORTED`: 被害人陳述,
她說) at most this many lines above a line with evidence starts the account it belongs to: the lines
between are masked with it (a statement told line by line, the ride before the assault); the
farthest such line within reach, since the story's own speech (散場後他說要送她回家) reads as
telling too. The opening line is a short one (:data:`REPORT_OPENER` characters: 被害人陳述：,
她跟我說): a long line that happens to hold 說 or 表示 opens no account (masked outside the
labelled passages on external-dev 28.5 -> 30.7 % with any line)."""
REPORT_OPENER = 20
"""A line without evidence between two short lines with evidence (a block's rows) is masked too."""
QUOTE_MAX = 300
"""A quotation (「…」) of at most this many characters with evidence in it is masked whole."""
_CLAUSE_END = re.compile(r"[。！？!?；;]+")
_FOLLOW = re.compile(
    r"""
    [\s\u3000]* (?: [（(]? [一二三四五六七八九十\d]+ [、.．)）] \s* )?   # an item number, if any
    (?:
        其(?!他|餘|實|次) | 該 | 此(?!外|致) | 上述 | 前述 | 前揭 | 前開        # back-references
      # a time that follows on
      | 同(?:日|時|年|月|週) | 當(?:日|天|晚|時) | 翌日 | 隔(?:天|日|週) | 次日
      | (?: \d{1,3}年 )? \d{1,2} (?: / | 月 ) \d{1,2} 日? \s*                 # the next date
        (?: 凌晨 | 清晨 | 早上 | 上午 | 中午 | 下午 | 傍晚 | 晚上 | 晚間 | 深夜 | \d{1,2}[時點:：] )
      | 術後 | 事後 | 之後 | 此後 | 其後 | 嗣 | 後來 | 後續 | 迄今 | 至今 | 目前
      | 現(?:在|仍|已|階段) | 仍 | 並 | 且 | 亦 | 也 | 期間
      | 因此 | 因而 | 以致 | 致使? | 導致 | 造成 | 所以 | 故 | 又 | 再 | 結果   # a consequence
      | 他 | 她 | 伊 | 病人 | 患者 | 個案 | 案主                             # the same subject
    )
  | [\s\u3000]* [^\s，,。、：:「」]{1,6}?                                 # a short subject, then
    (?:
        於? (?: 術後 | 出院後 | 事後 | 之後 | 此後 | 其後 | 嗣後?
          | 後來 | 迄今 | 至今 | 目前 | 現仍 | 仍 )
      | 因(?:此|而) | 亦 | 並 | 也 | 又 | 再
    )
    """,
    re.VERBOSE,
)
"""A sentence that opens with one of these continues the account of the sentence before it (a
back-reference 其/該/此/上述, a time that follows on 術後/之後/翌日 or the next date and time
(3/15 凌晨), a consequence 致/導致, the same subject 他/她/病人/個案)."""
_REPORTED = re.compile(
    r"""
    [\s\u3000]* [^\s，,。、：:「」；;]{1,8}?                    # who tells: 被害人, 案主, 個案, 她
    (?: 表示 | 自述 | 自訴 | 陳述 | 陳稱 | 供稱 | 稱 | 說 | 指出 | 提到 | 提及 | 告知
      | 哭訴 | 透露 | 回憶 | 描述 | 主訴 )
    """,
    re.VERBOSE,
)
"""A sentence that opens with someone telling (被害人表示, 案主自述, 個案提到) starts the account
that the evidence sentence after it (at most :data:`SENTENCE_GAP` sentences later) belongs to: a
victim's or a client's narrative is one passage from the moment it is reported."""
_HEADING = re.compile(
    r"[\s\u3000]*(?:([一二三四五六七八九十]+、)|([（(][一二三四五六七八九十]+[)）])|(\d+[.、．)）])"
    r"|([【■◆●▍#＃]))"
)
_OUTRANKS = {1: {1}, 2: {1, 2}, 3: {1, 2, 3}, 4: {1, 4}}
"""Which headings end the items of a heading, by :data:`_HEADING` group: 一、 > （一） > 1.;
【】 and bullets end at their own kind or at a 一、."""
_QA = re.compile(r"[\s\u3000]*[^\s：:]{0,12}?(問|答)\s*[：:]")
_SEQUENCE = re.compile(
    r"""
    [\s\u3000]* (?: 然後 | 接著 | 接下來 | 結果 | 後來 | 之後 | 於是 | 隨後 | 隨即 | 緊接著
      | 沒想到 | 誰知道? | 想不到 | 最後 | 甚至 | 又
      | 還(?!好|是|不錯|可以|行|有|沒|款|錢|清|原)                       # not 還好, 還款
      | 就(?!是|算|好|診|醫|讀|業|學|寢|職|任|近|地) )                  # not 就是, 就診
    """,
    re.VERBOSE,
)
"""A sentence or a message that opens with a word of sequence (然後, 接著, 結果, 後來, 於是) tells
what happened next: the sentence or the line before it is the start of the same account, masked
with it when it holds the evidence (the ride, the room, the evening before the assault)."""
_SPEAKER = re.compile(
    r"[ \t\u3000]*(?:[\[【(（]?(?:[上下]午|早上|晚上|凌晨|中午)?[ \t\u3000]?"
    r"\d{1,2}[:：]\d{2}[\]】)）]?[ \t\u3000]*)?"
    r"(?:[^\s：:「」，,。！!？?]{1,12}[：:][ \t\u3000]*)?"
)
"""What a line of a chat or a transcript opens with before its message: a time (22:10, [上午
10:02]) and a speaker or a label (小芸：). :data:`_SEQUENCE` reads
the message after it."""
_TABLE_ROW = re.compile(r"[ \t\u3000]*[｜|]")
"""A table row (a line that opens with a bar). When a table's header row holds evidence (its columns
are a person's results, doses or vital signs: ｜WBC｜CRP｜), every row under it is part of the same
record and is masked with it, up to :data:`BLOCK_UNIT_MAX` characters."""


def _accounts(text: str, masking: list[Evidence]) -> list[tuple[int, int, str, float]]:
    """Passages that continue the account of a piece of evidence in a HIGH document.

    In a long paragraph (a line joined with its wrapped lines, over :data:`LINE_UNIT_MAX`): the
    whole paragraph when at least :data:`PARAGRAPH_DENSITY` of its sentences hold evidence; else
    the sentences between two evidence sentences (at most :data:`SENTENCE_GAP` between them) and
    up to :data:`FOLLOW_MAX` sentences after one that continue it (:func:`_follows`), and a
    question with its answer. In a block of lines: a line between two evidence lines
    (:data:`LINE_GAP`), the items under a heading with evidence (to the next heading of its level
    or a blank line), a transcript's question and its answer together. A quotation (「…」, at most
    :data:`QUOTE_MAX`) with evidence in it is masked whole.
    """
    out: list[tuple[int, int, str, float]] = []
    paragraphs: dict[tuple[int, int], list[Evidence]] = {}
    for e in masking:
        paragraphs.setdefault(_joined(text, e.start, e.end), []).append(e)
    for (a, b), evs in paragraphs.items():
        top = max(evs, key=lambda e: e.weight)
        if b - a > LINE_UNIT_MAX:
            sents = _sentences(text, a, b)
            starts = [s for s, _t in sents]
            hit = sorted(
                {
                    i
                    for e in evs
                    for i in range(
                        max(0, bisect.bisect_right(starts, e.start) - 1),
                        bisect.bisect_left(starts, e.end),
                    )
                    if sents[i][0] < e.end and e.start < sents[i][1]
                }
            )
            if (
                len(hit) >= 2
                and len(hit) >= PARAGRAPH_DENSITY * len(sents)
                and b - a <= PARAGRAPH_MAX
            ):
                out.append((a, b, top.category, top.weight))
                continue
            for i, j in itertools.pairwise(hit):
                if 0 < j - i - 1 <= SENTENCE_GAP:
                    out.append((sents[i][0], sents[j][1], top.category, top.weight))
            for i in hit:  # the sentences a sentence of sequence (然後, 結果) goes on from
                k = i
                while i - k < FOLLOW_MAX and k > 0 and _SEQUENCE.match(text, sents[k][0]):
                    k -= 1
                    out.append((sents[k][0], sents[k][1], top.category, top.weight))
            for i in hit:  # the reported account an evidence sentence belongs to
                for k in range(i - 1, max(-1, i - 1 - SENTENCE_GAP), -1):
                    if _REPORTED.match(text, sents[k][0]):
                        out.append((sents[k][0], sents[i][1], top.category, top.weight))
                        break
            for i in hit:
                k = i + 1
                while (
                    k < len(sents)
                    and k - i <= FOLLOW_MAX
                    and _follows(text, sents[k - 1], sents[k])
                ):
                    out.append((sents[k][0], sents[k][1], top.category, top.weight))
                    k += 1
                qa = _QA.match(text, sents[i][0])
                if (
                    qa and qa.group(1) == "答" and i > 0
                ):  # the question an answer with evidence answers
                    q = _QA.match(text, sents[i - 1][0])
                    if q and q.group(1) == "問":
                        out.append((sents[i - 1][0], sents[i - 1][1], top.category, top.weight))
                if qa and qa.group(1) == "問" and i + 1 < len(sents):
                    q = _QA.match(text, sents[i + 1][0])
                    if q and q.group(1) == "答":
                        out.append((sents[i + 1][0], sents[i + 1][1], top.category, top.weight))
    out += _line_accounts(text, masking)
    for e in masking:  # a quotation with evidence: the quotation whole, with its sentences
        q0 = text.rfind("「", max(0, e.start - QUOTE_MAX), e.start)
        if q0 < 0 or "」" in text[q0 : e.start] or "\n\n" in text[q0 : e.start]:
            continue
        q1 = text.find("」", e.end, q0 + QUOTE_MAX)
        if q1 < 0 or "\n\n" in text[e.end : q1]:
            continue
        out.append((q0, q1 + 1, e.category, e.weight))
    return out


def _line_accounts(text: str, masking: list[Evidence]) -> list[tuple[int, int, str, float]]:
    """The accounts of :func:`_accounts` that run over lines (gaps, headings, questions)."""
    out: list[tuple[int, int, str, float]] = []
    lines = _lines(text)
    index: dict[int, list[Evidence]] = {}
    starts = [a for a, _b in lines]
    for e in masking:  # the lines each piece of evidence touches
        first = bisect.bisect_right(starts, e.start) - 1
        last = bisect.bisect_right(starts, max(e.start, e.end - 1)) - 1
        for n in range(first, last + 1):
            index.setdefault(n, []).append(e)
    hit = sorted(index)
    out += _line_sequences(text, lines, index)
    for i, j in itertools.pairwise(hit):
        between = lines[i + 1 : j]
        short = all(y - x <= LINE_UNIT_MAX for x, y in lines[i : j + 1])
        if 0 < j - i - 1 <= LINE_GAP and short and all(text[x:y].strip() for x, y in between):
            top = max(index[i] + index[j], key=lambda e: e.weight)
            out.append((lines[i][0], lines[j][1], top.category, top.weight))
    for n in hit:
        a, b = lines[n]
        top = max(index[n], key=lambda e: e.weight)
        qa = _QA.match(text, a)
        if qa:  # a question and its answer are one account
            other = "答" if qa.group(1) == "問" else "問"
            m = n + 1 if other == "答" else n - 1
            if 0 <= m < len(lines):
                q = _QA.match(text, lines[m][0])
                if q and q.group(1) == other and lines[m][1] - lines[m][0] <= LINE_UNIT_MAX:
                    out.append((*lines[m], top.category, top.weight))
        if _TABLE_ROW.match(text, a) and (n == 0 or not _TABLE_ROW.match(text, lines[n - 1][0])):
            last = b  # a header row with evidence: the rows under it
            for x, y in lines[n + 1 :]:
                if not _TABLE_ROW.match(text, x) or y - a > BLOCK_UNIT_MAX:
                    break
                last = y
            if last > b:
                out.append((a, last, top.category, top.weight))
        h = _HEADING.match(text, a)
        if h and b - a <= 40 and not _CLAUSE_END.search(text, a, b):  # a heading: its items
            level = h.lastindex
            assert level is not None  # each alternative of _HEADING is a group
            end: int | None = b
            for x, y in lines[n + 1 :]:
                if not text[x:y].strip():
                    break
                g = _HEADING.match(text, x)
                if g and g.lastindex in _OUTRANKS[level]:  # the next heading of its level
                    break
                if y - a > BLOCK_UNIT_MAX:
                    end = None
                    break
                end = y
            if end is not None and end > b:
                out.append((a, end, top.category, top.weight))
    return out


def _line_sequences(
    text: str, lines: list[tuple[int, int]], index: dict[int, list[Evidence]]
) -> list[tuple[int, int, str, float]]:
    """In a block of short lines (a chat, a post, a list of what happened), the lines of the same
    account before a line with evidence: up to :data:`FOLLOW_MAX` lines back while each line opens
    with a word of sequence (:data:`_SEQUENCE`, read after a line's time and speaker,
    :data:`_SPEAKER`: 然後就一直掐我的大腿 takes the ride before it); up to :data:`FOLLOW_MAX`
    lines after it while each opens with a word of sequence too (後來伊某就發現矣); and the lines
    from a short line opening with someone telling (:data:`_REPORTED`, :data:`REPORT_LINES`:
    被害人陳述 above a statement told line by line). The lines after one are not taken by
    :data:`_FOLLOW` here: on the read sets the message after an account (你再這樣我要報警了, what a
    witness told) lay outside every labelled passage (masked outside them 26.68 -> 26.83 % with
    them)."""
    out: list[tuple[int, int, str, float]] = []

    def short(k: int) -> bool:
        x, y = lines[k]
        return len(text[x:y].strip()) > 0 and y - x <= LINE_UNIT_MAX

    def message(k: int) -> int:
        m = _SPEAKER.match(text, lines[k][0])
        return m.end() if m else lines[k][0]

    for n, evs in index.items():
        if not short(n):
            continue
        top = max(evs, key=lambda e: e.weight)
        k = n
        while n - k < FOLLOW_MAX and k > 0 and short(k - 1) and _SEQUENCE.match(text, message(k)):
            k -= 1
            out.append((*lines[k], top.category, top.weight))
        k = n  # the lines after it that go on with a word of sequence (後來, 然後, 結果)
        while k - n < FOLLOW_MAX and k + 1 < len(lines) and short(k + 1):
            if not _SEQUENCE.match(text, message(k + 1)):
                break
            k += 1
            out.append((*lines[k], top.category, top.weight))
        opener = None  # the account it is told in: its farthest opening line within reach
        for k in range(n - 1, max(-1, n - 1 - REPORT_LINES), -1):
            if not short(k):
                break
            if len(text[slice(*lines[k])].strip()) <= REPORT_OPENER and _REPORTED.match(
                text, message(k)
            ):
                opener = k
        if opener is not None:
            out.append((lines[opener][0], lines[n][1], top.category, top.weight))
    return out


def _label_block(text: str, start: int, end: int) -> int:
    """Where the block a label line ``text[start:end]`` (診斷：, 事實經過：) heads ends: the lines
    after it up to a blank line, a heading that ends the label's own item (一、 always; the next
    heading of the label's level when the label opens with one: 二、所受傷害： ends at 三、), or
    :data:`BLOCK_UNIT_MAX` characters from it (a judgment without blank lines is no block)."""
    h = _HEADING.match(text, start)
    level = h.lastindex if h else None
    lines = _lines(text)
    last = end
    for x, y in lines[bisect.bisect_right([a for a, _b in lines], end) - 1 :]:
        if y <= end:  # the label's own line
            continue
        if x > end:  # a line of its own: a blank line or a heading ends the block
            if not text[x:y].strip():
                break
            g = _HEADING.match(text, x)
            if g and (g.lastindex == 1 or (level is not None and g.lastindex in _OUTRANKS[level])):
                break
        if y - start > BLOCK_UNIT_MAX:
            break
        last = y
    return last


def _follows(text: str, before: tuple[int, int], sentence: tuple[int, int]) -> bool:
    """Whether ``sentence`` continues the account of the sentence ``before`` it: it opens with a
    back-reference (:data:`_FOLLOW`), or ``before`` ends in ；, a clause of the same sentence."""
    return bool(_FOLLOW.match(text, sentence[0])) or text[before[1] - 1] in "；;"


def _lines(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every line, without its line break."""
    out, a = [], 0
    for m in re.finditer("\n", text):
        out.append((a, m.start()))
        a = m.end()
    out.append((a, len(text)))
    return out


def _sentences(text: str, a: int, b: int) -> list[tuple[int, int]]:
    """The sentences of ``text[a:b]`` (to 。！？；, a wrapped line's break is no end)."""
    out, s = [], a
    for m in _CLAUSE_END.finditer(text, a, b):
        if text[s : m.end()].strip():
            out.append((s, m.end()))
        s = m.end()
    if text[s:b].strip():
        out.append((s, b))
    return out


def _line(text: str, start: int, end: int) -> tuple[int, int]:
    a = text.rfind("\n", 0, start) + 1
    b = text.find("\n", end)
    return a, len(text) if b == -1 else b


def _joined(text: str, start: int, end: int) -> tuple[int, int]:
    """The line around ``[start, end)``, joined with the lines a wrapped sentence runs over (at most
    two more each way)."""
    a, b = _line(text, start, end)
    for _ in range(2):  # a line that continues the previous one (:func:`_wraps`)
        if a == 0:
            break
        pa, pb = _line(text, a - 1, a - 1)
        if not _wraps(text, pa, pb, a):
            break
        a = pa
    for _ in range(2):  # the next line continues this one
        if b >= len(text):
            break
        if not _wraps(text, a, b, b + 1):
            break
        b = _line(text, b + 1, b + 1)[1]
    return a, b


def _wraps(text: str, a: int, b: int, nxt: int) -> bool:
    """Whether the line ``text[a:b]`` runs on into the line starting at ``nxt``: it ends in a comma
    (:data:`_COMMA_END`), or it ends mid-sentence and the next line is indented."""
    if nxt >= len(text) or not text[nxt : _line(text, nxt, nxt)[1]].strip():
        return False
    return bool(
        _COMMA_END.search(text, a, b)
        or (_CONTINUED.search(text, a, b) and _CONTINUATION.match(text, nxt))
    )


def _unit(text: str, start: int, end: int, marks: list[int]) -> tuple[int, int]:
    """The joined line around ``[start, end)`` (:func:`_joined`); the sentence when it is long
    (``marks``: the offsets of every :data:`_SENTENCE_END` of ``text``, in order)."""
    a, b = _joined(text, start, end)
    if b - a <= LINE_UNIT_MAX:
        return a, b
    k = bisect.bisect_left(marks, start)
    s = marks[k - 1] + 1 if k else 0
    k = bisect.bisect_left(marks, end)
    if k == len(marks):
        return s, len(text)
    return s, marks[k] + (text[marks[k]] != "\n")


def special_categories(text: str, policy: SensitivityPolicy = DEFAULT_POLICY) -> list[str]:
    """The special categories with evidence in ``text``, in :data:`CATEGORIES` order."""
    return sorted({e.category for e in find_evidence(text, policy)}, key=CATEGORIES.index)
