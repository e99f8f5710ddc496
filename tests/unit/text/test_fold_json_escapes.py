"""A JSON string's escapes read as the characters they stand for (worker.text.fold.unescape_view):
a name written \\uXXXX by a logger's json.dumps is detected and replaced whole, a URL with \\/
is one URL, a character beyond the BMP as a surrogate pair is one character, and the offsets map
back to the escapes exactly.

Every example is invented here; none is copied from an evaluation set."""

from __future__ import annotations

from worker.detect import detect
from worker.text.fold import unescape_view


def test_the_view_maps_every_character_back_to_its_escape() -> None:
    text = '{"n":"\\u5f35\\u7c21\\u6dd1\\u82ac","u":"a\\/b","x":"\\ud842\\udfb7","c":"\\u000a"}'
    view, starts, ends = unescape_view(text) or ("", [], [])
    assert '"n":"張簡淑芬"' in view and '"u":"a/b"' in view and '"x":"𠮷"' in view
    assert "\\u000a" in view  # a control character stays as written
    i = view.index("張")
    assert text[starts[i] : ends[i + 3]] == "\\u5f35\\u7c21\\u6dd1\\u82ac"
    assert len(starts) == len(ends) == len(view)


def test_text_without_escapes_has_no_view() -> None:
    assert unescape_view("王小明 0912-345-678 C:\\temp") is None


def test_an_escaped_name_and_url_are_replaced_whole() -> None:
    text = (
        '{"name": "\\u9ec3\\u5fd7\\u660e", "id_no": "A123456789",'
        ' "photo": "https:\\/\\/img.example.com\\/u\\/77301\\/p.jpg"}'
    )
    spans = {text[s.start : s.end]: s.type for s in detect(text) if s.action == "replace"}
    assert spans.get("\\u9ec3\\u5fd7\\u660e") == "person", spans
    assert spans.get("https:\\/\\/img.example.com\\/u\\/77301\\/p.jpg") == "url", spans
    assert spans.get("A123456789") == "tw_id", spans


def test_control_escapes_alone_give_no_view_and_the_view_has_none() -> None:
    assert unescape_view('{"c":"\\u000a\\u0009"}') is None
    view = unescape_view('{"c":"\\u000a","n":"\\u738b\\u5c0f\\u660e"}')
    assert view is not None and unescape_view(view[0]) is None


def test_a_text_with_control_escapes_is_detected_once() -> None:
    text = '{"c":"\\u000a", "n":"\\u9ec3\\u5fd7\\u660e", "tel":"0912-345-678"}'
    spans = {text[s.start : s.end]: s.type for s in detect(text) if s.action == "replace"}
    assert spans.get("\\u9ec3\\u5fd7\\u660e") == "person", spans
    assert spans.get("0912-345-678") == "phone", spans


def test_the_pipeline_reads_a_json_texts_escapes_for_the_whole_document(tmp_path) -> None:
    """A name written once escaped and once as characters is one person with one pseudonym of a
    name's length; the clean text is JSON still (a quote and a backslash stay escaped) and holds
    neither form of the original."""
    import json
    from datetime import UTC, datetime

    from contracts import RawDocumentEvent
    from worker.keys.dev_file import DevKeyFile
    from worker.pipeline import Pipeline

    text = (
        '{"name": "\\u9ec3\\u5fd7\\u660e", "note": "黃志明來電 \\u0022急\\u0022",'
        ' "photo": "https:\\/\\/img.example.com\\/u\\/77301\\/p.jpg", "c": "\\u000a"}'
    )
    out = Pipeline(DevKeyFile(tmp_path / "k")).process_event(
        RawDocumentEvent(
            document_id="d1", case_id="case-j01", text=text, source_system="test",
            created_at=datetime(2024, 5, 1, tzinfo=UTC),
        )
    )  # fmt: skip
    clean = out.clean.text
    json.loads(clean)
    assert "黃志明" not in clean and "\\u9ec3" not in clean and "77301" not in clean
    persons = {r.original: r.pseudonym for r in out.rewritten.replacements if r.type == "person"}
    assert set(persons) == {"黃志明"} and len(persons["黃志明"]) == 3, persons
    assert "\\u0022急\\u0022" in clean and '"c": "\\u000a"' in clean
