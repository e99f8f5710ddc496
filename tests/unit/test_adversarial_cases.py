"""A01–A06 of ``shared/cases/adversarial-starter.md``: detection, pseudonymization, verification,
restore.

Each case lists exactly what the shared file expects:

* ``replace``: ``(value, type, occurrences)`` — those occurrences (None = all) are each covered by
  one ``replace`` span equal to the value; no other occurrence is replaced;
* ``keep``: substrings whose every occurrence stays byte-identical (no replacement touches them);
* ``short``: ``(short form, full name, surname length)`` — the short form takes the full name's
  fake surname;
* ``never``: fragments that must not appear anywhere in the output.

Legal mode: personal-event dates are not rewritten (the pipeline drops ``event_date`` spans), so
detection is read through :func:`legal_spans`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from tests.unit.helpers import (
    copied_text,
    describe,
    exact_span,
    legal_spans,
    nth,
    occurrences,
    overlapping,
    replaced,
)
from worker.keys import ScopeKey
from worker.pseudonymize.pseudonymizer import CasePseudonymizer
from worker.pseudonymize.rewrite import rewrite
from worker.pseudonymize.verify import verify
from worker.restore.apply import restore
from worker.restore.maps import RestoreMap
from worker.text import spans as T
from worker.text.checksums import tw_id_valid
from worker.text.fold import fold, is_fullwidth


@dataclass(frozen=True)
class Case:
    text: str
    replace: list[tuple[str, str, list[int] | None]]
    keep: list[str]
    short: list[tuple[str, str, int]] = field(default_factory=list)
    never: list[str] = field(default_factory=list)


CASES = {
    "A01": Case(
        text=(
            "審判長法官吳明達　法官林佳蓉　書記官陳品妤\n"
            "上訴人即被告許文彬（下稱許君）\n"
            "選任辯護人曾靜宜律師\n"
            "被告許文彬與告訴人「周怡君」於112年3月5日發生口角，上開許君、周女士均到庭。"
        ),
        replace=[
            ("許文彬", T.PERSON, None),
            ("許君", T.PERSON, None),
            ("周怡君", T.PERSON, None),
            ("周女士", T.PERSON, None),
        ],
        keep=[
            "吳明達",
            "林佳蓉",
            "陳品妤",
            "曾靜宜",
            "審判長法官",
            "法官",
            "書記官",
            "上訴人即被告",
            "選任辯護人",
            "律師",
            "告訴人",
            "112年3月5日",
            "與告訴人",
            "「",
            "」",
            "（下稱",
            "上開",
            "、",
            "均到庭",
        ],
        short=[("許君", "許文彬", 1), ("周女士", "周怡君", 1)],
    ),
    "A02": Case(
        text="原告張簡雅婷、被告范姜志明（下稱范姜君）及證人歐陽小芬到庭。張簡雅婷稱范姜君曾向歐陽"
        "小姐借款。",
        replace=[
            ("張簡雅婷", T.PERSON, None),
            ("范姜志明", T.PERSON, None),
            ("范姜君", T.PERSON, None),
            ("歐陽小芬", T.PERSON, None),
            ("歐陽小姐", T.PERSON, None),
        ],
        keep=["原告", "被告", "證人", "到庭", "借款"],
        short=[("范姜君", "范姜志明", 2), ("歐陽小姐", "歐陽小芬", 2)],
        never=["簡雅婷", "姜志明", "陽小芬"],
    ),
    "A03": Case(
        text="被告柯春雨涉嫌詐欺。案發當日適逢春雨，柯春雨駕車前往現場。證人夏天證稱去年夏天曾見過"
        "被告。",
        replace=[("柯春雨", T.PERSON, None), ("夏天", T.PERSON, [0])],
        keep=["適逢春雨", "去年夏天", "涉嫌詐欺", "駕車前往現場", "證稱"],
    ),
    "A04": Case(
        text="送達地址：新北市板橋區文化路一段50號5樓樓麗華0922345678\n聯絡處所：臺中市西區民生"
        "路100號3樓之2林美華女士收",
        replace=[
            ("新北市板橋區文化路一段50號5樓", T.ADDRESS, None),
            ("樓麗華", T.PERSON, None),
            ("0922345678", T.PHONE, None),
            ("臺中市西區民生路100號3樓之2", T.ADDRESS, None),
            ("林美華", T.PERSON, None),
        ],
        keep=["送達地址：", "聯絡處所：", "女士收"],
        never=["樓麗華", "林美華", "0922345678", "文化路", "民生路100號"],
    ),
    "A05": Case(
        text=(
            "身分證字號：Ｆ２１７６７４９３８，手機：０９１２－３４５－６７８，電子郵件：ｋｏ．ｈｕ"
            "ａ＠ｅｘａｍｐｌｅ．ｃｏｍ\n另份筆錄記載為F２１７　６７４　９３８。"
        ),
        replace=[
            ("Ｆ２１７６７４９３８", T.TW_ID, None),
            ("０９１２－３４５－６７８", T.PHONE, None),
            ("ｋｏ．ｈｕａ＠ｅｘａｍｐｌｅ．ｃｏｍ", T.EMAIL, None),
            ("F２１７　６７４　９３８", T.TW_ID, None),
        ],
        keep=["身分證字號：", "，手機：", "，電子郵件：", "另份筆錄記載為", "。"],
        never=["ｋｏ．ｈｕａ", "ko.hua"],
    ),
    "A06": Case(
        text="被告林建宏（身分證字號：H123456780，民國80年1月5日生）\n證人之國民身分證統一編號記載"
        "為Q298765431。",
        replace=[
            ("H123456780", T.TW_ID, None),
            ("Q298765431", T.TW_ID, None),
            ("林建宏", T.PERSON, None),
            ("民國80年1月5日", T.DATE_OF_BIRTH, None),
        ],
        keep=["被告", "（身分證字號：", "，", "生）", "證人之國民身分證統一編號記載為", "。"],
        never=["H123456780", "Q298765431", "林建宏", "1月5日"],
    ),
}
IDS = sorted(CASES)


def _key() -> ScopeKey:
    return ScopeKey(b"k" * 32, "test")


def _rewrite(text: str):
    return rewrite(text, legal_spans(text), CasePseudonymizer("case-1", _key()))


# ----------------------------------------------------------------------------- detection
@pytest.mark.parametrize("cid", IDS)
def test_detection_replaces_exactly_the_listed_values(cid: str) -> None:
    case = CASES[cid]
    spans = legal_spans(case.text)
    for value, kind, which in case.replace:
        all_occ = occurrences(case.text, value)
        for i in range(len(all_occ)) if which is None else which:
            start, end = nth(case.text, value, i)
            got = exact_span(spans, start, end)
            near = describe(case.text, overlapping(spans, start, end))
            assert got is not None, f"{cid}: {value!r}#{i} not covered exactly; got {near}"
            assert (got.type, got.action) == (kind, T.REPLACE), (
                f"{cid}: {value!r}#{i} is {got.type}/{got.action}"
            )
        for i in set(range(len(all_occ))) - set(range(len(all_occ)) if which is None else which):
            start, end = nth(case.text, value, i)
            bad = [s for s in overlapping(spans, start, end) if s.action == T.REPLACE]
            assert not bad, f"{cid}: {value!r}#{i} must stay; got {describe(case.text, bad)}"


@pytest.mark.parametrize("cid", IDS)
def test_detection_keeps_the_listed_text(cid: str) -> None:
    case = CASES[cid]
    spans = legal_spans(case.text)
    for value in case.keep:
        for start in occurrences(case.text, value):
            bad = [
                s for s in overlapping(spans, start, start + len(value)) if s.action == T.REPLACE
            ]
            assert not bad, f"{cid}: {value!r}@{start} must be kept; got {describe(case.text, bad)}"


@pytest.mark.parametrize("cid", IDS)
def test_detection_replaces_nothing_else(cid: str) -> None:
    case = CASES[cid]
    expected = set()
    for value, _kind, which in case.replace:
        starts = occurrences(case.text, value)
        expected |= {
            (starts[i], starts[i] + len(value))
            for i in (range(len(starts)) if which is None else which)
        }
    got = {(s.start, s.end) for s in legal_spans(case.text) if s.action == T.REPLACE}
    extra = sorted(got - expected)
    assert not extra, f"{cid}: unexpected replacements {[case.text[a:b] for a, b in extra]}"


def test_A01_officials_are_kept_as_officials() -> None:
    text = CASES["A01"].text
    spans = legal_spans(text)
    for name in ("吳明達", "林佳蓉", "陳品妤", "曾靜宜"):
        got = exact_span(spans, *nth(text, name))
        assert got is not None and (got.type, got.action) == (T.OFFICIAL, T.KEEP), (
            f"{name}: {describe(text, spans)}"
        )


# ----------------------------------------------------------------------------- pseudonymization
@pytest.mark.parametrize("cid", IDS)
def test_pseudonymized_output_verifies_and_restores_byte_for_byte(cid: str) -> None:
    text = CASES[cid].text
    rw = _rewrite(text)
    assert verify(text, rw) == []
    result = restore(rw.text, RestoreMap.from_rewritten("doc-1", "0" * 32, rw))
    assert result.exact
    assert result.text.encode("utf-8") == text.encode("utf-8")
    assert [ord(c) for c in result.text] == [ord(c) for c in text]


@pytest.mark.parametrize("cid", IDS)
def test_each_value_gets_one_pseudonym_everywhere_and_values_never_share(cid: str) -> None:
    case = CASES[cid]
    rw = _rewrite(case.text)
    fakes: dict[str, str] = {}
    for value, _kind, which in case.replace:
        got = replaced(rw, value)
        expected_n = len(occurrences(case.text, value)) if which is None else len(which)
        assert len(got) == expected_n, (
            f"{cid}: {value!r} replaced {len(got)}× instead of {expected_n}×"
        )
        assert len(set(got)) == 1, f"{cid}: {value!r} got several pseudonyms {got}"
        assert got[0] != value
        fakes[value] = got[0]
    # different values never share a pseudonym (ID spellings of A05 are one value: compare folded
    # compact forms)
    norm = {v: fold(f).replace(" ", "") for v, f in fakes.items()}
    by_fake: dict[str, set[str]] = {}
    for v, f in norm.items():
        by_fake.setdefault(f, set()).add(fold(v).replace(" ", ""))
    assert all(len(vs) == 1 for vs in by_fake.values()), by_fake


@pytest.mark.parametrize("cid", IDS)
def test_kept_text_is_byte_identical_and_no_fragment_survives(cid: str) -> None:
    case = CASES[cid]
    rw = _rewrite(case.text)
    for r in rw.replacements:
        for kept in case.keep:
            for start in occurrences(case.text, kept):
                assert not (r.start < start + len(kept) and start < r.end), (
                    f"{cid}: {kept!r} touched by {r.original!r}"
                )
    for fragment in case.never:
        assert fragment not in rw.text, f"{cid}: {fragment!r} left in output {rw.text!r}"


@pytest.mark.parametrize("cid", [c for c in IDS if CASES[c].short])
def test_short_forms_take_the_fake_surname_of_their_full_name(cid: str) -> None:
    case = CASES[cid]
    rw = _rewrite(case.text)
    for short, full, sl in case.short:
        fake_full, fake_short = replaced(rw, full)[0], replaced(rw, short)[0]
        assert fake_short == fake_full[:sl] + short[sl:], (
            f"{short} → {fake_short}, {full} → {fake_full}"
        )
        assert fake_full[:sl] != full[:sl]


def test_A02_no_lone_compound_surname_character_next_to_a_fake() -> None:
    rw = _rewrite(CASES["A02"].text)
    copied = copied_text(rw)
    for ch in "張簡范姜歐陽":
        assert ch not in copied, f"{ch!r} left in copied text {copied!r}"
    for r in rw.replacements:
        assert len(r.pseudonym) == len(r.original)  # compound stays compound: 4 → 4, 范姜君 → XX君


def test_A03_given_name_is_replaced_whole() -> None:
    rw = _rewrite(CASES["A03"].text)
    fake = replaced(rw, "柯春雨")[0]
    assert len(fake) == 3 and "春" not in fake and "雨" not in fake
    assert rw.text.count("適逢春雨") == 1 and rw.text.count("去年夏天") == 1


def test_A04_fakes_keep_their_shape() -> None:
    rw = _rewrite(CASES["A04"].text)
    phone = replaced(rw, "0922345678")[0]
    assert phone.startswith("09") and len(phone) == 10 and phone.isdigit()
    addr1 = replaced(rw, "新北市板橋區文化路一段50號5樓")[0]
    addr2 = replaced(rw, "臺中市西區民生路100號3樓之2")[0]
    assert addr1.startswith("新北市板橋區") and addr1.endswith("樓") and "號" in addr1
    assert addr2.startswith("臺中市西區") and "樓之" in addr2


def test_A05_both_id_spellings_share_one_fake_in_their_own_width() -> None:
    text = CASES["A05"].text
    rw = _rewrite(text)
    full, mixed = "Ｆ２１７６７４９３８", "F２１７　６７４　９３８"
    fake_full, fake_mixed = replaced(rw, full)[0], replaced(rw, mixed)[0]
    ascii_full, ascii_mixed = fold(fake_full).replace(" ", ""), fold(fake_mixed).replace(" ", "")
    assert ascii_full == ascii_mixed, (fake_full, fake_mixed)
    assert tw_id_valid(ascii_full), ascii_full
    assert ascii_full != "F217674938"
    for original, fake in ((full, fake_full), (mixed, fake_mixed)):
        assert len(fake) == len(original)
        for o, f in zip(original, fake, strict=True):
            assert is_fullwidth(o) == is_fullwidth(f), (original, fake)
            if not fold(o).isalnum():
                assert o == f, (original, fake)  # U+3000 spaces stay where they were


def test_A05_phone_and_email_keep_full_width() -> None:
    rw = _rewrite(CASES["A05"].text)
    phone = replaced(rw, "０９１２－３４５－６７８")[0]
    assert fold(phone).startswith("09") and phone[4] == "－" and phone[8] == "－"
    assert all(is_fullwidth(c) for c in phone)
    email = replaced(rw, "ｋｏ．ｈｕａ＠ｅｘａｍｐｌｅ．ｃｏｍ")[0]
    assert "＠" in email and all(is_fullwidth(c) for c in email)


def test_A06_ids_get_valid_fakes_and_the_date_of_birth_keeps_its_year() -> None:
    rw = _rewrite(CASES["A06"].text)
    for original in ("H123456780", "Q298765431"):
        fake = replaced(rw, original)[0]
        assert tw_id_valid(fake) and fake[1] in "12", fake
    dob = replaced(rw, "民國80年1月5日")[0]
    assert dob.startswith("民國80年") and dob.endswith("日") and dob != "民國80年1月5日"
