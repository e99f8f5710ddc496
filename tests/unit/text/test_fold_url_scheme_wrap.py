"""The compact view (worker/text/fold.py ``compact_view``): a line break inside a URL's scheme
(h⏎ttp://, htt⏎ps://) is a wrap, not the start of a field label on the next line (the label rule of
Kevin⏎Email：… had cut such URLs in two, and the detector missed them)."""

from __future__ import annotations

import pytest

from worker.detect import detect


@pytest.mark.parametrize(
    ("text", "url"),
    [
        ("投資平台（網址：h\nttp://example.net/p/q81xk2）獲利", "h\nttp://example.net/p/q81xk2"),
        ("叫我到htt\nps://www.example.com/u/zz0p9註冊", "htt\nps://www.example.com/u/zz0p9"),
        ("請至 ht\ntps://example.org/s/77aa 下載", "ht\ntps://example.org/s/77aa"),
        ("連結：http\ns://example.com.tw/me/lin.k 已失效", "http\ns://example.com.tw/me/lin.k"),
    ],
)
def test_a_url_wrapped_inside_its_scheme_is_one_url(text: str, url: str) -> None:
    spans = [(text[s.start : s.end], s.type) for s in detect(text)]
    assert (url, "url") in spans, spans


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("聯絡人 Kevin\nEmail：kevin.wu@example.com", "Kevin"),
        ("督導 Wendy\nTel: 02-2345-6789", "Wendy"),
    ],
)
def test_a_field_label_on_the_next_line_still_ends_a_name(text: str, name: str) -> None:
    assert name in [text[s.start : s.end] for s in detect(text) if s.type == "person"]
