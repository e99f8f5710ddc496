"""``detect()`` on degenerate and unusual input: it must return well-formed spans (offsets are code
points) or raise DetectionInputError, never anything else."""

from __future__ import annotations

import pytest

from tests.unit.helpers import describe, exact_span, nth
from worker.detect import MAX_DETECT_CHARS, DetectionInputError, detect
from worker.text import spans as T


def _well_formed(text: str, spans: list[T.Span]) -> None:
    last_end = 0
    for s in spans:
        assert 0 <= s.start < s.end <= len(text), s
        assert s.start >= last_end, f"overlap or unsorted at {s}"
        assert s.action in (T.REPLACE, T.KEEP)
        last_end = s.end


@pytest.mark.parametrize(
    "text",
    ["", " ", "\n", "\t\r\n", "\u3000\u3000", " \u00a0\u2003\u3000\n", "\u200b"],
    ids=[
        "empty",
        "space",
        "newline",
        "mixed-ascii-ws",
        "ideographic-spaces",
        "unicode-spaces",
        "zero-width-space",
    ],
)
def test_empty_and_whitespace_only_give_no_spans(text: str) -> None:
    assert detect(text) == []


# One character per code path: names and the model, digit runs, IDs, address words, e-mail,
# whitespace, punctuation.
@pytest.mark.parametrize(
    "ch",
    ["a", "A", "王", "0", "９", "樓", "市", "@", "-", "。", "\u3000"],
    ids=[
        "latin",
        "upper",
        "surname",
        "digit",
        "full-width-digit",
        "address-word",
        "city",
        "at",
        "hyphen",
        "full-stop",
        "ideographic-space",
    ],
)
@pytest.mark.slow
def test_one_megabyte_of_a_single_character_finishes(ch: str) -> None:
    text = ch * 1_000_000
    spans = detect(text)
    _well_formed(text, spans)


def test_text_over_the_limit_raises() -> None:
    with pytest.raises(DetectionInputError) as info:
        detect("a" * (MAX_DETECT_CHARS + 1))
    assert "aaaa" not in str(info.value)


@pytest.mark.parametrize(
    "value",
    [None, b"\xe5\x8e\x9f\xe5\x91\x8a", 123, ["原告王小明"], bytearray(b"x")],
    ids=["none", "bytes", "int", "list", "bytearray"],
)
def test_non_str_input_raises_detection_input_error(value: object) -> None:
    with pytest.raises(DetectionInputError) as info:
        detect(value)  # type: ignore[arg-type]
    assert "王小明" not in str(info.value)


NAME = "王小明"
AROUND_NAME = [
    pytest.param("原告王小明到庭\ud800", id="lone-high-surrogate-after"),
    pytest.param("\udfff原告王小明到庭", id="lone-low-surrogate-before"),
    pytest.param("原告王小明\x00到庭", id="nul"),
    pytest.param("\x1b[31m原告王小明\x1b[0m到庭", id="ansi-escape"),
    pytest.param("\ufeff原告王小明到庭\x7f", id="bom-and-del"),
    pytest.param("原告王小明\u200b到庭", id="zero-width-space"),
    pytest.param("\U00020000\U0002a6d6原告王小明到庭\U00020001", id="cjk-ext-b-around"),
    pytest.param("𠀀原告王小明，𪚥到庭", id="cjk-ext-b-and-comma"),
    pytest.param("😀原告王小明😀到庭", id="emoji-around"),
    pytest.param("👨‍👩‍👧原告王小明到庭🇹🇼", id="emoji-zwj-and-flag"),
    pytest.param("原告王小明到庭\r\n被告李大華", id="crlf"),
]


@pytest.mark.parametrize("text", AROUND_NAME)
def test_odd_code_points_around_a_name_keep_code_point_offsets(text: str) -> None:
    spans = detect(text)
    _well_formed(text, spans)
    start, end = nth(text, NAME)
    got = exact_span(spans, start, end)
    assert got is not None, describe(text, spans)
    assert text[got.start : got.end] == NAME and got.type == T.PERSON


def test_offsets_after_supplementary_characters_point_at_the_value() -> None:
    text = "😀" * 50 + "\U00020000" * 50 + "手機0912-345-678，身分證字號A123456789"
    spans = detect(text)
    for value, kind in (("0912-345-678", T.PHONE), ("A123456789", T.TW_ID)):
        got = exact_span(spans, *nth(text, value))
        assert got is not None and got.type == kind, describe(text, spans)


@pytest.mark.parametrize(
    "text",
    [
        "😀" * 50 + "\U00020000" * 50 + "手機0912-345-678",
        "\U00020000" * 4 + "手機0912-345-678",
        "🙂🙂🙂，\U0002a6d6\U0002a6d6。",
    ],
    ids=["emoji-and-ext-b-run", "ext-b-run", "short-runs"],
)
def test_runs_of_emoji_or_extension_b_characters_are_no_entity(text: str) -> None:
    spans = detect(text)
    odd = [s for s in spans if any(ord(c) > 0xFFFF for c in text[s.start : s.end])]
    assert not odd, describe(text, odd)


def test_names_made_of_extension_b_characters_are_spans_of_whole_code_points() -> None:
    text = "原告王\U00020000明到庭"
    spans = detect(text)
    _well_formed(text, spans)
    for s in spans:
        assert not ("\ud800" <= text[s.start] <= "\udfff")


def test_control_characters_only() -> None:
    text = "".join(chr(c) for c in range(32)) * 100
    _well_formed(text, detect(text))


def test_a_table_column_gap_never_joins_an_amount_to_the_next_number():
    """Three or more spaces between two digits are a column gap, not noise inside one value: the
    balance 136,420 stays an amount and the account in the next column is read alone."""
    from worker.detect import detect

    row = (
        "2024/01/18  網銀轉帳     50,000                 136,420    013-015503328179 吳俊傑\n"
        "帳號：013-015503328179"
    )
    for s in detect(row, use_model=False):
        assert "420" not in row[s.start : s.end] or s.type == "event_date", (
            row[s.start : s.end],
            s.type,
        )
    assert any(row[s.start : s.end].endswith("015503328179") for s in detect(row, use_model=False))
    spaced = (
        "電話 0 9 1 2 3 4 5 6 7 8"  # a spaced-out number still joins (one space between digits)
    )
    assert any(
        spaced[s.start : s.end] == "0 9 1 2 3 4 5 6 7 8" for s in detect(spaced, use_model=False)
    )
