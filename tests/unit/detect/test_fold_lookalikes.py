"""Matching folds what looks the same (issue 9, adversarial case A07), with offsets of the original.

* :func:`fold` is same-length and folds compatibility ideographs, Kangxi / CJK radicals, full-width
  forms, Cyrillic look-alikes and invisible characters;
* the length-changing forms (㈠, ⑩, ㍿) are expanded for detection and mapped back exactly: a
  property over every such character around every value type;
* through the whole pipeline, one occurrence of each value type written with look-alikes leaves no
  original in the output under any fold — or the document is refused (``VerificationFailed``).
"""

from __future__ import annotations

import unicodedata
from datetime import UTC, datetime

import pytest

from contracts import RawDocumentEvent
from worker.detect import detect
from worker.errors import DocumentError
from worker.keys.dev_file import DevKeyFile
from worker.pipeline import Pipeline
from worker.text.fold import expand_view, expanding_characters, fold, match_form


# -- the same-length fold --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("written", "reads"),
    [
        ("\uf9e1", "李"),  # CJK compatibility ideograph 李
        ("\uf9f4", "林"),  # CJK compatibility ideograph 林
        ("\u2f47", "日"),  # Kangxi radical sun
        ("\u2f49", "月"),  # Kangxi radical moon
        ("\u2ea0", "民"),  # CJK radicals supplement
        ("\u2ed1", "長"),
        ("Ｆ２１７", "F217"),  # full-width
        ("\u0410\u0412", "AB"),  # Cyrillic А В
        ("\u039f", "O"),  # Greek Omicron
        ("\u2460\u24ea", "10"),  # circled one, circled zero
        ("\U0001d7ce\U0001d7d7", "09"),  # mathematical bold digits
        ("王\u200b小明", "王 小明"),  # zero-width space: a break the compact view removes
        ("\u3000", " "),
        ("－", "-"),
    ],
)
def test_fold_reads_lookalikes_as_what_they_look_like(written: str, reads: str) -> None:
    assert fold(written) == reads
    assert len(fold(written)) == len(written)


def test_fold_is_same_length_on_every_code_point_of_the_folded_blocks() -> None:
    blocks = [
        (0x2E80, 0x2EFF),
        (0x2F00, 0x2FDF),
        (0xF900, 0xFAFF),
        (0xFF00, 0xFFEF),
        (0x2F800, 0x2FA1F),
    ]
    text = "".join(
        chr(c)
        for lo, hi in blocks
        for c in range(lo, hi + 1)
        if unicodedata.category(chr(c)) != "Cn"
    )
    assert len(fold(text)) == len(text)


def test_match_form_joins_the_spellings_of_one_value() -> None:
    assert match_form("\uf9f4志遠") == match_form("林志遠") == "林志遠"
    assert match_form("\u0410123456789") == "A123456789"
    assert match_form("㈠") == "(一)"


# -- length-changing folds: offsets still map exactly ----------------------------------------------
def test_expand_view_maps_every_character_back() -> None:
    chars = sorted(expanding_characters())
    assert len(chars) > 500  # ㈠…, ⑩…, ㍿, ℡, ㏠ …
    text = "前" + "中".join(chars) + "後"
    view, index = expand_view(text)
    assert len(index) == len(view)
    assert index == sorted(index) and index[0] == 0 and index[-1] == len(text) - 1
    for i, ch in enumerate(
        text
    ):  # every original character is covered by its own expansion, in order
        covered = [j for j, o in enumerate(index) if o == i]
        assert covered == list(range(covered[0], covered[-1] + 1))
        assert (
            view[covered[0] : covered[-1] + 1] == unicodedata.normalize("NFKC", ch)
            or ch not in chars
        )


VALUES = [  # one sentence per value type; the value is what must be found at exact offsets
    ("原告王小明主張。", "王小明"),
    ("身分證統一編號：A123456789。", "A123456789"),
    ("居留證號碼：AC01234567。", "AC01234567"),
    ("電話：0912-345-678。", "0912-345-678"),
    ("電子郵件：wang.xm@example.com。", "wang.xm@example.com"),
    ("住臺北市大安區和平東路二段100號5樓。", "臺北市大安區和平東路二段100號5樓"),
    ("匯入帳號012-3456-7890123。", "012-3456-7890123"),
    ("車牌號碼ABC-1234號。", "ABC-1234"),
    ("民國80年1月5日生。", "民國80年1月5日"),
    ("網址https://example.com/u/wang?id=88。", "https://example.com/u/wang?id=88"),
    ("信用卡號4111 1111 1111 1111。", "4111 1111 1111 1111"),
]


def _chunks(n: int) -> list[str]:
    chars = sorted(expanding_characters())
    return [chars[i : i + n] for i in range(0, len(chars), n)]


@pytest.mark.parametrize(("sentence", "value"), VALUES, ids=[v for _s, v in VALUES])
def test_values_next_to_length_changing_forms_are_found_at_their_original_offsets(
    sentence: str, value: str
) -> None:
    plain = [(s.start, s.end, s.type) for s in detect(sentence, use_model=False)]
    a = sentence.index(value)
    assert (a, a + len(value)) in {(s, e) for s, e, _t in plain}, (
        "test bug: the plain sentence is not detected"
    )
    for chunk in _chunks(60):  # every length-changing character, before and after the sentence
        prefix = "。".join(chunk) + "。\n"
        text = prefix + sentence + "\n" + "。".join(chunk)
        got = {(s.start, s.end, s.type) for s in detect(text, use_model=False)}
        for start, end, typ in plain:
            assert (start + len(prefix), end + len(prefix), typ) in got, (chunk[0], value)
        for s in got:  # and every span lies on whole original characters
            assert 0 <= s[0] < s[1] <= len(text)


def test_a_length_changing_form_inside_a_sentence_keeps_later_offsets_exact() -> None:
    text = "㈠被告王小明（電話0912-345-678）㈡證人林美華於㏠到場。㍿澄嶼"
    spans = {(text[s.start : s.end], s.type) for s in detect(text, use_model=False)}
    assert {("王小明", "person"), ("0912-345-678", "phone"), ("林美華", "person")} <= spans


# -- through the pipeline --------------------------------------------------------------------------
LOOKALIKE_DOCS = [  # (text, originals that must not survive under any fold)
    (
        "被告\uf9f4志遠於民國112年3月5\u2f47至證人何佳蓉住處。被告林志遠否認犯行。",
        ["林志遠", "何佳蓉"],
    ),
    ("臺灣臺北地方法院刑事判決\n被告\uf9e1文彬，男。被告李文彬犯詐欺罪。", ["李文彬"]),
    ("身分證字號：Ｆ２１７６７４９３８；另記載為F217674938。", ["F217674938"]),
    ("身分證字號：\u0410123456789，被告王大同。", ["A123456789", "王大同"]),
    ("聯絡電話：⓪⑨①②-③④⑤-⑥⑦⑧，或0912-345-678。", ["0912345678"]),
    (
        "電子郵件：ｋｏ．ｈｕａ＠ｅｘａｍｐｌｅ．ｃｏｍ，副本ko.hua@example.com。",
        ["ko.hua@example.com"],
    ),
    ("被告住臺北市中山區\u2ed1安東路二段50號。", ["長安東路", "安東路二段50號"]),
    (
        "匯款至帳號\U0001d7ce\U0001d7cf\U0001d7d0-\U0001d7d1\U0001d7d2\U0001d7d3\U0001d7d4-\U0001d7d5\U0001d7d6\U0001d7d7\U0001d7ce\U0001d7cf\U0001d7d0\U0001d7d1。",
        ["0123456789012", "012-3456-7890123"],
    ),
    ("車牌號碼ＡＢＣ－１２３４號之自小客車，駕駛人張美玲。", ["ABC-1234", "張美玲"]),
    ("證人王\u200b小明證稱：我於民國80年1月5⽇出生。", ["王小明"]),
    ("原告\u2fc8大華（即黃大華）主張被告\u2fbc美玲應給付。", ["黃大華", "高美玲"]),  # Kangxi 黃, 高
]


def _folded_forms(text: str) -> set[str]:
    return {text, fold(text), match_form(text), match_form(text).replace("-", "").replace(" ", "")}


@pytest.mark.parametrize(("text", "originals"), LOOKALIKE_DOCS)
def test_no_original_survives_any_fold_or_the_document_is_refused(
    tmp_path, text: str, originals: list[str]
) -> None:
    pipeline = Pipeline(DevKeyFile(tmp_path / "k"))
    event = RawDocumentEvent(
        document_id="d1",
        case_id="case-lookalike",
        text=text,
        source_system="test",
        created_at=datetime(2024, 5, 1, tzinfo=UTC),
    )
    try:
        out = pipeline.process_event(event)
    except DocumentError as e:
        assert e.error_class == "VerificationFailed", e
        return
    for form in _folded_forms(out.clean.text):
        for original in originals:
            assert match_form(original) not in form, (original, out.clean.text)


def test_one_person_spelled_two_ways_gets_one_pseudonym(tmp_path) -> None:
    text = (
        "被告\uf9f4志遠於民國112年3月5\u2f47至證人何佳蓉住處。"
        "被告林志遠否認犯行，林先生並稱不認識何小姐。"
    )
    out = Pipeline(DevKeyFile(tmp_path / "k")).process_event(RawDocumentEvent(
        document_id="d1", case_id="case-a07", text=text, source_system="test",
        created_at=datetime(2024, 5, 1, tzinfo=UTC)))  # fmt: skip
    persons = {r.original: r.pseudonym for r in out.rewritten.replacements if r.type == "person"}
    assert persons["\uf9f4志遠"] == persons["林志遠"]
    assert (
        persons["林先生"][0] == persons["林志遠"][0]
    )  # the short form follows the same fake surname
    assert "\u2f47" in out.clean.text  # the Kangxi 日 of the (kept) event date stays as written


# -- verification against detection: a span lost before the rewrite is caught --------------------
def test_a_detected_span_dropped_before_rewriting_refuses_the_document(
    tmp_path, monkeypatch
) -> None:
    """Fault injection: the rewrite loses one span the detector produced (any bug between detection
    and rewriting). Verification checks the detector's own spans, so the document is refused."""
    import worker.pipeline as pipeline_module

    real_rewrite = pipeline_module.rewrite

    def lossy_rewrite(text, spans, pseudonymizer):
        replaced = [s for s in spans if s.action == "replace"]
        victim = next(s for s in replaced if text[s.start : s.end] == "0912-345-678")
        return real_rewrite(text, [s for s in spans if s is not victim], pseudonymizer)

    monkeypatch.setattr(pipeline_module, "rewrite", lossy_rewrite)
    text = "原告王小明主張被告林美華（電話0912-345-678）應返還借款。"
    event = RawDocumentEvent(
        document_id="d1",
        case_id="case-fault",
        text=text,
        source_system="test",
        created_at=datetime(2024, 5, 1, tzinfo=UTC),
    )
    with pytest.raises(DocumentError) as refused:
        Pipeline(DevKeyFile(tmp_path / "k")).process_event(event)
    assert refused.value.error_class == "VerificationFailed"
    assert "uncovered:phone" in refused.value.message.split(",")
    assert "0912" not in str(refused.value)


def test_restore_finds_pseudonyms_an_llm_wrote_with_lookalikes(tmp_path) -> None:
    from worker.restore.apply import restore
    from worker.restore.maps import decrypt

    keys = DevKeyFile(tmp_path / "k")
    text = "原告王小明（電話0912-345-678）主張被告林美華應返還借款。"
    out = Pipeline(keys).process_event(RawDocumentEvent(
        document_id="d1", case_id="case-r", text=text, source_system="test",
        created_at=datetime(2024, 5, 1, tzinfo=UTC)))  # fmt: skip
    fakes = {r.original: r.pseudonym for r in out.rewritten.replacements}
    wide_phone = "".join(
        chr(ord(c) + 0xFEE0) if c.isdigit() else "－" for c in fakes["0912-345-678"]
    )
    reply = f"摘要：{fakes['王小明']}（{wide_phone}）請求{fakes['林美華']}還款。"
    restored = restore(reply, decrypt(out.restore_map, keys.scope_key("case-r")))
    assert restored.text == "摘要：王小明（0912-345-678）請求林美華還款。"
