"""Case-consistent entity resolution across documents, styles and restarts (no services)."""

from __future__ import annotations

import pytest

from tests.unit.helpers import FixedKeys, raw_event
from worker.case.store import FileStore, MemoryStore
from worker.pipeline import Pipeline
from worker.pseudonymize import pools
from worker.restore.apply import restore
from worker.restore.maps import decrypt


def _maps(pipeline: Pipeline, out):
    return {
        e.original: e.pseudonym
        for e in decrypt(out.restore_map, pipeline.keys.scope_key(out.event.case_id)).entries
    }


CASE = [
    "原告王小明主張被告林美華應返還借款。甲方（即王小明）於借據簽名。",
    "證人李大華證稱：小明曾向被告催討，上開王君亦到庭。",
    "王小明稱被告林美華未依約還款，王君請求判決。",
]


def test_one_person_one_pseudonym_in_every_document_and_form():
    p = Pipeline(FixedKeys())
    outs = [p.process_event(raw_event(f"d{i}", "case-a", t)) for i, t in enumerate(CASE)]
    full = _maps(p, outs[0])["王小明"]
    surname, given = full[0], full[1:]
    assert outs[0].clean.text.count(full) == 2  # 王小明 and 甲方（即王小明）
    assert given in outs[1].clean.text and f"{surname}君" in outs[1].clean.text
    assert "小明" not in outs[1].clean.text and "王君" not in outs[1].clean.text
    assert full in outs[2].clean.text and f"{surname}君" in outs[2].clean.text
    assert _maps(p, outs[2])["林美華"] == _maps(p, outs[0])["林美華"]


def test_two_people_with_one_surname_give_the_neutral_form_and_a_review_flag():
    p = Pipeline(FixedKeys())
    out = p.process_event(
        raw_event("d1", "case-b", "原告陳美玲與被告陳志明就借款涉訟，陳小姐主張已交付款項。")
    )
    assert "〇小姐" in out.clean.text
    assert "ambiguous_short_form" in out.clean.review_flags
    r = restore(out.clean.text, decrypt(out.restore_map, p.keys.scope_key("case-b")))
    assert r.exact and r.text == out.event.text


def test_tiny_name_pool_never_shares_a_pseudonym(monkeypatch):
    monkeypatch.setattr(pools, "SURNAMES", ("郭", "蔡", "何", "呂"))
    monkeypatch.setattr(pools, "GIVEN_CHARS", ("家", "宜"))
    p = Pipeline(FixedKeys())
    names = ["王大明", "李大明", "張大明", "黃小華"]
    text = "。".join(f"證人{n}到庭" for n in names) + "。"
    out = p.process_event(raw_event("d1", "case-c", text))
    fakes = _maps(p, out)
    assert len({fakes[n] for n in names}) == len(names)
    assert all(n not in out.clean.text for n in names)


def test_a_pseudonym_never_equals_a_real_name_of_the_case(monkeypatch):
    monkeypatch.setattr(pools, "SURNAMES", ("郭", "林", "蔡"))
    monkeypatch.setattr(pools, "GIVEN_CHARS", ("家",))
    p = Pipeline(FixedKeys())
    # 林家家 is a real person of the case: no other person may be rewritten to it.
    p.process_event(raw_event("d1", "case-d", "證人林家家到庭。"))
    out = p.process_event(raw_event("d2", "case-d", "原告王家家主張。"))
    assert _maps(p, out)["王家家"] != "林家家"


def test_codes_are_stable_across_runs_with_a_restart(tmp_path):
    docs = [
        "原告王小明與被告林美華（電話0912-345-678）簽約。",
        "被告林美華再撥0912-345-678予王小明。",
    ]
    first = Pipeline(FixedKeys(), style="codes", states=FileStore(tmp_path))
    a = first.process_event(raw_event("d1", "case-e", docs[0]))
    second = Pipeline(
        FixedKeys(), style="codes", states=FileStore(tmp_path)
    )  # a new process: state from disk
    b = second.process_event(raw_event("d2", "case-e", docs[1]))
    codes_a, codes_b = _maps(first, a), _maps(second, b)
    for original in ("王小明", "林美華", "0912-345-678"):
        assert codes_a[original] == codes_b[original]
    assert codes_a["0912-345-678"] == "〔電話1〕"


def test_codes_avoid_characters_of_the_case_text():
    p = Pipeline(FixedKeys(), style="codes")
    out = p.process_event(raw_event("d1", "case-f", "甲方王小明與乙方林美華簽約，王小明付款。"))
    fakes = _maps(p, out)
    assert fakes["王小明"] not in ("甲", "乙") and fakes["林美華"] not in ("甲", "乙")
    assert out.clean.text.startswith("甲方") and "乙方" in out.clean.text


def test_anonymization_generalizes_and_writes_no_restore_map():
    p = Pipeline(FixedKeys(), style="anonymized")
    text = "被告林建宏（民國80年1月5日生，住新北市板橋區文化路一段50號5樓）於112年3月5日借款。"
    out = p.process_event(raw_event("d1", "case-g", text))
    assert out.restore_map is None
    assert "民國80年生" in out.clean.text or "民國80年" in out.clean.text
    assert (
        "1月5日" not in out.clean.text
        and "文化路" not in out.clean.text
        and "新北市" in out.clean.text
    )
    assert "112年3月" in out.clean.text and "112年3月5日" not in out.clean.text


@pytest.mark.parametrize(
    "level, kept, dropped", [("city", "高雄市", "前鎮區"), ("district", "高雄市前鎮區", "中山二路")]
)
def test_anonymized_addresses_go_to_the_city_or_the_district(
    level: str, kept: str, dropped: str
) -> None:
    p = Pipeline(FixedKeys(), style="anonymized", address_level=level)
    out = p.process_event(
        raw_event("d1", "case-g2", "被告林建宏住高雄市前鎮區中山二路5號12樓，於112年3月5日借款。")
    )
    assert kept in out.clean.text and dropped not in out.clean.text
    assert "前鎮（" not in out.clean.text and "中山二路" not in out.clean.text


def test_city_and_district_are_read_against_the_district_table():
    from worker.pseudonymize.pseudonymizer import city_and_district

    assert city_and_district("高雄市前鎮區中山二路5號") == ("高雄市", "前鎮區")  # not 前鎮 + 區…
    assert city_and_district("台中市西區美村路一段1號") == ("台中市", "西區")
    assert city_and_district("彰化縣員林市三塊里5鄰山腳100號") == ("彰化縣", "員林市")
    assert city_and_district("中山路5號") is None


def test_general_mode_shifts_event_dates_by_one_case_offset():
    p = Pipeline(FixedKeys(), mode="general")
    a = p.process_event(
        raw_event("d1", "case-h", "原告王小明於112年3月5日交付款項，被告於112年3月15日收受。")
    )
    assert "112年3月5日" not in a.clean.text and "112年3月15日" not in a.clean.text
    legal = Pipeline(FixedKeys()).process_event(
        raw_event("d1", "case-h", "原告王小明於112年3月5日交付款項。")
    )
    assert "112年3月5日" in legal.clean.text


def test_replaying_a_document_changes_nothing():
    store = MemoryStore()
    p = Pipeline(FixedKeys(), states=store)
    first = p.process_event(raw_event("d1", "case-i", CASE[0]))
    state_after_first = dict(store.data)
    again = p.process_event(raw_event("d1", "case-i", CASE[0]))
    assert again.clean.model_dump_json() == first.clean.model_dump_json()
    assert again.restore_map.model_dump_json() == first.restore_map.model_dump_json()
    assert store.data == state_after_first


@pytest.mark.parametrize("style", ["realistic", "codes"])
def test_restore_of_an_llm_reply(style):
    p = Pipeline(FixedKeys(), style=style)
    out = p.process_event(
        raw_event(
            "d1", f"case-j-{style}", "原告陳美玲（電話0987-654-321）主張被告王小明應返還借款。"
        )
    )
    rm = decrypt(out.restore_map, p.keys.scope_key(f"case-j-{style}"))
    fake = {e.original: e.pseudonym for e in rm.entries}
    phone = fake["0987-654-321"]
    if style == "realistic":  # the LLM drops the hyphens
        phone = "".join(c for c in phone if c.isdigit())
    reply = f"依甲方說法，{fake['陳美玲']}請求{fake['王小明']}還款，聯絡電話{phone}。"
    r = restore(reply, rm)
    assert "陳美玲" in r.text and "王小明" in r.text and "0987-654-321" in r.text
    assert r.text.startswith("依甲方說法")
    if style == "realistic":
        short = restore(f"{fake['陳美玲'][0]}小姐已起訴。", rm)
        assert short.text.startswith("陳小姐")


def test_an_exhausted_pool_fails_closed(monkeypatch):
    from worker.errors import DocumentError

    monkeypatch.setattr(pools, "SURNAMES", ("郭", "林"))
    p = Pipeline(FixedKeys())
    p.process_event(raw_event("d1", "case-k", "證人林家家到庭。"))  # 林 → 郭 (never itself)
    with pytest.raises(
        DocumentError
    ) as e:  # 王 has no fake left: neither 郭 (taken) nor 林 (a real surname)
        p.process_event(raw_event("d2", "case-k", "原告王家家主張。"))
    assert e.value.error_class == "PseudonymCollision" and "王" not in str(e.value)


def test_same_name_for_a_party_and_a_lawyer_is_separated_by_role():
    p = Pipeline(FixedKeys())
    text = "原告陳美玲主張借款未還。原告訴訟代理人陳美玲律師到庭。被告之配偶陳美玲證稱不知情。"
    out = p.process_event(raw_event("d1", "case-l", text))
    assert "訴訟代理人陳美玲律師" in out.clean.text  # the lawyer, acting in role, kept
    assert out.clean.text.count("陳美玲") == 1
    assert "same_name_official_and_party" in out.clean.review_flags
