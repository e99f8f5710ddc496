"""Organisations: private companies, firms and shops are replaced; courts, agencies and public
schools and hospitals are kept. Defined aliases (（下稱澄嶼公司）, （以下簡稱X）) follow their entity.

Sources: the model's ORG entities (:mod:`worker.detect.model_lac`) and a suffix rule for company
forms (股份有限公司, 有限公司, 工作室, 商行 …) read backwards to a boundary.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from worker.detect.spans import AGENCY, KEEP, ORGANIZATION, REPLACE, Span

_PUBLIC = re.compile(
    r"^(?:國立|市立|縣立|臺灣|台灣|中華民國|行政院|內政部|法務部|財政部|經濟部|交通部|勞動部|衛生福利部|教育部|金融監督)"
    r"|(?:法院|檢察署|地檢署|政府|公所|警察局|分局|派出所|消防局|戶政事務所|地政事務所|國稅局|稅務局|監理站|監理所|"
    r"郵局|委員會|調查局|移民署|健保署|國民小學|國民中學|國小|國中|簡易庭)$"
)
_COMPANY_SUFFIX = re.compile(
    r"(?:股份有限公司|有限公司|有限合夥|公司|工作室|商行|企業社|實業社|工程行|事務所|診所|補習班|銀行|商店|餐廳|旅行社|"
    r"咖啡館|咖啡廳|髮廊|美容院|水電行|車行|商號|地產|營造|藥局|醫美|花店|書店|飯店|旅館|民宿)"
)
_BOUNDARY = frozenset("，。、；：:,;「」『』（）()【】 \t\n\u3000與及和向對在於由之的為被是就進將經入到至給付匯日年月")
_ALIAS = re.compile(r"[（(](?:下稱|以下簡稱|以下稱|簡稱)[「『]?([^）)」』，,]{1,12}?)[」』]?[）)]")


_ALIAS_WORDS = re.compile(r"^(?:以下簡稱|以下稱|下稱|簡稱|即)")


def _company_spans(text: str) -> Iterable[Span]:
    for m in _COMPANY_SUFFIX.finditer(text):
        start = m.start()
        while start > 0 and m.start() - start < 12 and text[start - 1] not in _BOUNDARY and "\u4e00" <= text[start - 1] <= "\u9fff":
            start -= 1
        alias_word = _ALIAS_WORDS.match(text[start : m.start()])
        if alias_word:
            start += alias_word.end()
        if m.start() - start >= 2:  # a brand of two characters at least: 澄嶼顧問股份有限公司
            yield Span(start, m.end(), ORGANIZATION, REPLACE, "rule:org_suffix", 0.8)


def find_organizations(text: str, model_orgs: Iterable[tuple[int, int]] = ()) -> list[Span]:
    """Organisation candidates (replace) and public bodies (keep), with their aliases and repeats."""
    found: list[Span] = list(_company_spans(text))
    for start, end in model_orgs:
        while start < end and text[start] in _BOUNDARY:
            start += 1
        alias_word = _ALIAS_WORDS.match(text[start:end])
        if alias_word:
            start += alias_word.end()
        while end > start and text[end - 1] in _BOUNDARY:
            end -= 1
        name = text[start:end]
        if sum("\u4e00" <= c <= "\u9fff" for c in name) >= 2 and all(ord(c) < 0x10000 for c in name):
            found.append(Span(start, end, ORGANIZATION, REPLACE, "model:lac", 0.7))  # not runs of emoji / Ext-B
    decided = []
    for s in found:
        name = text[s.start : s.end]
        if _PUBLIC.search(name):
            decided.append(Span(s.start, s.end, AGENCY, KEEP, s.source, s.score))
        else:
            decided.append(s)
    out = list(decided)
    for m in _ALIAS.finditer(text):  # （下稱澄嶼公司）: the alias takes the decision of the entity just before
        before = [s for s in decided if s.end <= m.start() and m.start() - s.end <= 2]
        if before:
            ref = max(before, key=lambda s: s.end)
            out.append(Span(m.start(1), m.end(1), ref.type, ref.action, "rule:org_alias", 0.85))
    names = {(text[s.start : s.end], s.type, s.action) for s in out if s.end - s.start >= 2}
    for name, kind, action in names:
        for m in re.finditer(re.escape(name), text):
            out.append(Span(m.start(), m.end(), kind, action, "rule:org_propagated", 0.8))
    return out
