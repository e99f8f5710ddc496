"""The special-category vocabulary (``*.vocab.*`` rules of worker/data/special_categories.txt):
written from each category's domain, it marks the passages of a document that other evidence has
routed HIGH, and routes nothing alone. Each kind has several variants written for this test (none
taken from an evaluation set): the vocabulary paragraph is set apart from the evidence by a blank
line, so only its own words can mask it."""

from __future__ import annotations

import pytest

from contracts import SensitivityLevel
from worker.classify import RULES, classify, find_evidence, special_passages

ANCHORS = {  # evidence the rules had before the vocabulary: the document is HIGH
    "health": "經醫院診斷為腰椎骨折，住院五日。",
    "sex_life": "被告對告訴人為強制猥褻行為。",
    "genetic": "經基因檢測確認為帶因者。",
    "criminal_record": "被告前因竊盜案件經判處有期徒刑6月確定。",
}


def _masked(text: str, part: str) -> bool:
    """Whether every non-space character of ``part`` (found in ``text``) is inside a passage."""
    at = text.index(part)
    spans = [(a, b) for a, b, _c in special_passages(text)]
    return all(
        any(a <= i < b for a, b in spans)
        for i in range(at, at + len(part))
        if not text[i].isspace()
    )


VOCABULARY = [  # (anchor, paragraph with vocabulary only)
    # health: a region of the body with a symptom morpheme, symptoms named alone (ICD-10 R)
    ("health", "她說腰好痠，腳底也發麻。"),
    ("health", "最近常常心悸、胸悶，喘不過氣。"),
    ("health", "孩子身上起紅疹，癢到整晚哭。"),
    # health: conditions by ICD-10 chapter (E, K, M, O)
    ("health", "他有甲狀腺亢進，也有胃食道逆流。"),
    ("health", "媽媽有五十肩和痔瘡。"),
    ("health", "她現在有喜了，下週再去看胎動。"),
    # medical: medication classes, named drugs, care settings and acts, disability
    ("health", "他靠贊安諾才能入眠。"),
    ("health", "抽屜裡有退燒藥跟抗組織胺。"),
    ("health", "下禮拜要照胃鏡，之後再做切片。"),
    ("health", "她每個月去診所領慢箋。"),
    ("health", "他是肢障，出門要靠義肢。"),
    # sex life: acts (性騷擾防治法 §2, 刑法 §224–§228), relations, advances, touch
    ("sex_life", "他在電梯裡掀她的裙子，還拿手機偷拍。"),
    ("sex_life", "主管常講葷笑話，還說妳的腿很白。"),
    ("sex_life", "他們是炮友，一夜情後就同居了。"),
    ("sex_life", "那個教練常常捏她的腰。"),
    ("sex_life", "他說要升遷就得陪我喝酒。"),
    # genetic
    ("genetic", "羊膜穿刺報告正常，NIPT也沒有問題。"),
    ("genetic", "定序結果發現BRCA2異常。"),
    # criminal record: a conviction's execution
    ("criminal_record", "他被送去觀察勒戒，之後又強制戒治。"),
    ("criminal_record", "他因數罪併罰定應執行刑三年。"),
    ("criminal_record", "他剛從少觀所出來，之後進了輔育院。"),
]


@pytest.mark.parametrize(
    ("anchor", "paragraph"), VOCABULARY, ids=[f"{c}-{i}" for i, (c, _p) in enumerate(VOCABULARY)]
)
def test_a_paragraph_with_vocabulary_only_is_masked_in_a_high_document(
    anchor: str, paragraph: str
) -> None:
    text = f"{ANCHORS[anchor]}\n\n{paragraph}\n\n以上陳述屬實。"
    assert classify(text, True).level == SensitivityLevel.HIGH
    assert _masked(text, paragraph)
    assert not _masked(text, "以上陳述屬實。")


@pytest.mark.parametrize(
    "text",
    [
        "本品含酒精，可能引起心悸、胸悶或皮膚搔癢。",  # a hazard list
        "本公司員工宿舍禁止同居，違者記過。",  # a company rule, about no person
        "展場附設膠囊旅館及A片租借資訊。",
        "他手續辦得很麻煩，跑了三趟。",  # 手 + 麻煩 is no symptom
    ],
)
def test_vocabulary_alone_routes_nothing(text: str) -> None:
    s = classify(text, personal_data_found=True)
    assert s.level == SensitivityLevel.NORMAL, s.reasons


@pytest.mark.parametrize(
    "paragraph",
    [
        "依跟蹤騷擾防制法第3條及性騷擾防治法第2條規定辦理。",  # statutes' titles
        "另依身心障礙者權益保障法申請補助。",
        "本次回報沒有心悸，也無水腫。",  # negated
        "他手續辦得很麻煩，住在膠囊旅館。",
    ],
)
def test_statute_titles_negations_and_lookalike_words_stay_readable(paragraph: str) -> None:
    text = f"{ANCHORS['health']}\n\n{paragraph}"
    assert classify(text, True).level == SensitivityLevel.HIGH
    assert not _masked(text, paragraph)


def test_vocabulary_rules_weigh_nothing_and_are_one_word_per_alternative() -> None:
    """Weight 0 keeps routing where the evidence rules put it; the ids say where the masks came
    from (rule ids, never text)."""
    vocab = [r for r in RULES if ".vocab" in r.rule_id]
    assert {r.category for r in vocab} == {
        "health",
        "medical",
        "genetic",
        "sex_life",
        "criminal_record",
    }
    assert all(r.weight == 0 for r in vocab)
    text = f"{ANCHORS['health']}\n\n他有甲狀腺亢進。"
    ids = {e.rule_id for e in find_evidence(text)}
    assert "health.vocab.condition" in ids


@pytest.mark.parametrize(
    "block",
    [
        "他有竊盜前科。\n明天要開會\n記得帶資料\n會議室在三樓",
        "他有糖尿病。\n明天要開會\n記得帶資料\n會議室在三樓",
        "她曾遭強制性交。\n明天要開會\n記得帶資料\n會議室在三樓",
    ],
)
def test_a_word_both_lists_know_is_one_rule_not_two(block: str) -> None:
    """A block is masked whole with evidence of two different rules; the vocabulary repeating a
    weighted rule's word is not a second rule."""
    text = f"被告於110年間住院治療。\n\n{block}"
    assert classify(text, True).level == SensitivityLevel.HIGH
    assert _masked(text, block.split("\n")[0])
    assert not _masked(text, "會議室在三樓")
