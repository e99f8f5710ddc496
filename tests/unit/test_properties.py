"""Property-based tests (hypothesis) on generated documents: exact round trip, and no original
value left in the output."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from contracts import RawDocumentEvent
from tests.unit.helpers import FixedKeys
from worker.pipeline import Pipeline
from worker.restore.apply import restore
from worker.restore.maps import decrypt
from worker.text.checksums import tw_id_check_digit

SURNAMES = "陳林黃張李王吳劉蔡楊許鄭謝郭洪"
GIVEN = "家宜志俊建明文淑美雅怡婷佳欣冠宇嘉承偉哲惠玉芳"
ROLES = ["原告", "被告", "證人", "告訴人", "上訴人", "債務人"]
FILLER = ["主張", "到庭陳述", "於本院", "應給付", "借款", "聲請調解", "提出證據"]

names = st.builds(
    lambda s, g: s + g, st.sampled_from(SURNAMES), st.text(GIVEN, min_size=2, max_size=2)
)
tw_ids = st.builds(
    lambda letter, sex, body: (lambda nine: nine + tw_id_check_digit(nine))(letter + sex + body),
    st.sampled_from("ABCDEFGHJKLMNPQRSTUVXYWZIO"),
    st.sampled_from("12"),
    st.text("0123456789", min_size=7, max_size=7),
)
phones = st.builds(
    lambda a, b: f"09{a}-{b[:3]}-{b[3:]}",
    st.text("0123456789", min_size=2, max_size=2),
    st.text("0123456789", min_size=6, max_size=6),
)


@st.composite
def documents(draw):
    people = draw(st.lists(names, min_size=1, max_size=4, unique=True))
    parts, values = [], []
    for person in people:
        role = draw(st.sampled_from(ROLES))
        parts.append(f"{role}{person}{draw(st.sampled_from(FILLER))}")
        values.append(person)
        if draw(st.booleans()):
            pid = draw(tw_ids)
            parts.append(f"（身分證統一編號{pid}）")
            values.append(pid)
        if draw(st.booleans()):
            phone = draw(phones)
            parts.append(f"，電話{phone}")
            values.append(phone)
        parts.append("。")
    return "".join(parts), values


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents(), st.sampled_from(["realistic", "codes"]))
def test_round_trip_and_no_original_left(doc, style):
    text, values = doc
    p = Pipeline(FixedKeys(), style=style)
    out = p.process_event(
        RawDocumentEvent(
            document_id="d",
            case_id="case-prop",
            text=text,
            source_system="t",
            created_at=datetime(2024, 1, 1, tzinfo=UTC),
        )
    )
    for v in values:
        assert v not in out.clean.text
    r = restore(out.clean.text, decrypt(out.restore_map, p.keys.scope_key("case-prop")))
    assert r.exact and r.text.encode("utf-8") == text.encode("utf-8")
