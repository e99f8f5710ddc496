"""The vocabularies written by domain (worker/data/special_categories.txt, rules ``*.vocab.*`` of
weight 0): in a document other evidence has routed HIGH, a paragraph with only their words is
masked whole, and alone they route nothing.

Domains: diagnoses as charts write them in English (ICD-10 titles, chart abbreviations), ATC drug
stems, DSM-5 names and counselling language, court-ordered treatment programmes, a child's
development, disability and long-term care (ADL items), nursing notes and laboratory values,
procedures, drugs by class and brand, pregnancy, injuries as described, causes of death, sexual
relations and pursuit, and a conviction's execution (刑事訴訟法 §253, §253-1, §253-2). Every
variant is invented for this test; none comes from an evaluation set.
"""

from __future__ import annotations

import pytest

from contracts import SensitivityLevel
from tests.unit.helpers import unmasked as _uncovered
from worker.classify import RULES, classify, find_evidence

ANCHOR = {  # evidence that routes the document HIGH, a paragraph apart
    "health": "經醫院診斷為腰椎骨折，住院五日。",
    "sex_life": "被告對告訴人為強制猥褻行為。",
    "criminal_record": "被告涉犯公共危險罪，經警移送偵辦。",  # proceedings only: masks nothing
    "deceased": "死者於送醫途中身故，經檢察官相驗。",
}
CLOSING = "以上陳述屬實。"


DOMAINS = [  # (anchor, rule the paragraph is written for, paragraph with its vocabulary only)
    ("health", "health.vocab.english", "去年是 gastroenteritis，今年是 osteoarthritis。"),
    ("health", "health.vocab.english", "Her mother had breast carcinoma and a lymphoma later."),
    ("health", "health.vocab.chart", "個案 T2DM 合併 HTN 多年，今年又發現 CKD。"),
    ("health", "medical.vocab.english", "早上 rosuvastatin，睡前 zolpidem。"),
    ("health", "medical.vocab.english", "上週做了 colonoscopy，也做了 biopsy。"),
    ("health", "medical.vocab.chart", "BP 150/92，SpO2 94%，轉 OPD 追蹤。"),
    ("health", "health.vocab.mental", "她被告知是廣泛性焦慮，晚上常做惡夢。"),
    ("health", "health.vocab.mental", "孩子有選擇性緘默，在學校一整天不開口。"),
    ("health", "health.vocab.mental", "他說最近一直哭，覺得自己活不下去。"),
    ("health", "medical.vocab.counselling", "法院命其完成加害人處遇計畫中的親職教育輔導。"),
    ("health", "medical.vocab.counselling", "導師轉請輔導老師認輔，並召開個案會議。"),
    ("health", "health.vocab.development", "三歲半還不會說話，粗動作也落後同齡。"),
    ("health", "health.vocab.development", "他在資源班上課，有個別化教育計畫。"),
    ("health", "medical.vocab.longterm", "洗澡 0 分、如廁 5 分，需他人協助移位。"),
    ("health", "medical.vocab.longterm", "每週兩次喘息服務，居服員來協助翻身。"),
    ("health", "medical.vocab.nursing", "意識清楚，瞳孔等大，尿袋通暢。"),
    ("health", "medical.vocab.nursing", "今早量 152/95，下午再量 138/88。"),
    ("health", "health.vocab.lab", "糖化血色素 8.1，肌酸酐也偏高。"),
    ("health", "medical.vocab.procedure", "去年做了膽囊切除術，今年再換人工關節。"),
    ("health", "medical.vocab.procedure", "每週三次血液透析，另排了胃造口。"),
    ("health", "medical.vocab.drugs", "睡前一顆煩寧，早上再加半顆脈優。"),
    ("health", "medical.vocab.drugs", "她阿嬤吃的是失智的藥，晚餐後兩顆。"),
    ("health", "health.vocab.more", "她懷孕 28 週，昨晚開始陣痛。"),
    ("health", "health.vocab.more", "右手臂有多處抓痕，左頰一道 3x2 公分的瘀痕。"),
    ("health", "health.vocab.more", "他對蝦蟹有全身性過敏，也有巴金森。"),
    ("deceased", "health.vocab.death", "證明書記載直接死因為多重器官衰竭。"),
    ("sex_life", "sex.vocab.relation", "兩人在賓館過夜，之後多次發生性關係。"),
    ("sex_life", "sex.vocab.relation", "他說我知道妳每天幾點下班，會在樓下等妳。"),
    ("criminal_record", "crime.vocab.execution", "他十年前判了八個月，易科罰金也早就繳清。"),
    ("criminal_record", "crime.vocab.execution", "檢察官以緩起訴為適當，命被告向公庫支付三萬元。"),
    ("criminal_record", "crime.vocab.execution", "依刑事訴訟法第253條之2，被告應立悔過書。"),
    ("health", "medical.vocab.chart_sections", "出院帶藥三天份，兩週後返診。"),
    ("health", "medical.vocab.chart_sections", "醫師囑言：宜休養一個月，需專人照顧。"),
    ("health", "medical.vocab.chart_sections", "本次登錄 I10 與 E11.9 兩項。"),
    ("health", "medical.vocab.mental_services", "個案病識感不足，自行停藥已兩個月。"),
    ("health", "medical.vocab.mental_services", "由關懷訪視員陪同就醫。"),
    ("health", "health.vocab.cognition", "MMSE 18 分，晚上常遊走、日夜顛倒。"),
    ("health", "health.vocab.cognition", "吃飯時常嗆咳，吞嚥困難。"),
    ("health", "health.vocab.injury", "她脖子上一道紅紫，嘴角破皮。"),
    ("health", "health.vocab.injury", "被打到鼻青臉腫，痛到站不起來。"),
    ("sex_life", "sex.vocab.statute", "所涉為刑法第319條之1之罪。"),
    ("criminal_record", "crime.vocab.prior", "依刑法第47條第1項規定加重其刑。"),
    ("health", "medical.vocab.chart_sections", "社會史：獨居，退休教師；不菸不酒。"),
    ("health", "medical.vocab.chart_sections", "旅遊史與接觸史均否認，過敏史不詳。"),
    ("sex_life", "sex.vocab.incapacity", "她醒來時上衣被掀開，完全斷片。"),
    ("sex_life", "sex.vocab.incapacity", "對方趁她不省人事時脫去褲子。"),
    ("health", "health.vocab.mental_status", "思考內容有關係妄想，病識感差。"),
    ("health", "health.vocab.mental_status", "情感平淡，語速慢，眼神接觸少。"),
    ("health", "health.vocab.drug_use", "他承認上週吸食安非他命，尿液採驗呈陽性反應。"),
    ("health", "health.vocab.drug_use", "她說戒了兩年的海洛因最近又碰了。"),
    ("health", "health.vocab.severity", "騎士受重傷，送醫急救後已脫離險境。"),
    ("health", "health.vocab.severity", "家屬認為院方延誤診斷，術後感染又處置不當。"),
    ("health", "medical.vocab.stay_spoken", "阿公在榮總醫院躺了快十天。"),
    ("health", "medical.vocab.stay_spoken", "她出院後就搬回娘家，媽媽每晚在醫院陪到很晚。"),
]


@pytest.mark.parametrize(
    ("anchor", "rule_id", "paragraph"),
    DOMAINS,
    ids=[f"{r}-{i}" for i, (_a, r, _p) in enumerate(DOMAINS)],
)
def test_a_paragraph_of_domain_vocabulary_is_masked_whole(
    anchor: str, rule_id: str, paragraph: str
) -> None:
    text = f"{ANCHOR[anchor]}\n\n{paragraph}\n\n{CLOSING}"
    assert classify(text, True).level == SensitivityLevel.HIGH
    at = text.index(paragraph)
    ids = {e.rule_id for e in find_evidence(text) if at <= e.start < at + len(paragraph)}
    assert rule_id in ids
    assert _uncovered(text, paragraph) == ""  # no fragment of it left readable
    assert _uncovered(text, CLOSING) == CLOSING


@pytest.mark.parametrize(
    "paragraph",
    [
        "倉庫數量100個、重量50公斤，都已點清。",  # 量 followed by a number is no reading
        "辦公室備有急救箱，員工每年參加急救訓練。",
        "這次投資他想翻身，離職手續請人事協助處理。",
        "他拿到 diploma 後進了 academia 做研究。",
        "網路行銷要靠導流，交通阻塞時改走替代道路。",
        "請保持鎮定，財產轉移須經雙方同意。",
        "如需協助請洽服務台，手印請按在右下角。",
    ],
)
def test_lookalike_words_stay_readable_in_a_high_document(paragraph: str) -> None:
    text = f"{ANCHOR['health']}\n\n{paragraph}"
    assert classify(text, True).level == SensitivityLevel.HIGH
    assert _uncovered(text, paragraph) == "".join(paragraph.split())


@pytest.mark.parametrize(
    "text",
    [
        "本院 OPD 與 ER 的指標改為中英對照。",
        "本課程介紹 ICD 與 DSM 的分類方式，以及各類 disorders 的英文名稱。",
        "藥局公告：本週起脈優、立普妥改由二號窗口領取。",
        "本大樓附近有三家賓館。",
    ],
)
def test_the_new_vocabulary_alone_routes_nothing(text: str) -> None:
    assert classify(text, personal_data_found=True).level == SensitivityLevel.NORMAL


def test_the_new_vocabulary_rules_weigh_nothing() -> None:
    new = {r for _a, r, _p in DOMAINS}
    rules = [r for r in RULES if r.rule_id in new]
    assert {r.rule_id for r in rules} == new
    assert all(r.weight == 0 for r in rules)
    assert next(r for r in rules if r.rule_id == "health.vocab.death").policy == "deceased"


def test_vocabulary_inside_a_proceedings_match_still_masks() -> None:
    """易科罰金 is also a sentence pronounced (``crime.sentence``, proceedings: routes, masks
    nothing); paid, it is a record: the vocabulary match at the same place is no echo."""
    paragraph = "那筆易科罰金已經繳清了。"
    text = f"{ANCHOR['criminal_record']}\n\n{paragraph}\n\n{CLOSING}"
    assert _uncovered(text, paragraph) == ""
    assert _uncovered(text, ANCHOR["criminal_record"]) != ""  # proceedings alone mask nothing


@pytest.mark.parametrize(
    "text",
    [
        "Dx: T2DM, HTN；s/p PCI，BP 150/92 mmHg，E4V5M6。",
        "病人2DM多年，昨日 ER 就診，CXR 示 pneumonia。",
        "Alzheimer's disease, r/o vascular dementia；X-ray 正常。",
    ],
)
def test_latin_rules_find_inside_latin_runs_what_a_full_scan_finds(text: str) -> None:
    """The Latin vocabularies are matched only inside runs of Latin text (for speed): the matches
    are the ones a scan of the whole text gives."""
    from worker.classify import LATIN_RULES
    from worker.text.fold import fold

    folded = fold(text)
    full = {
        (m.start(), m.end(), r.rule_id)
        for r in RULES
        if r.rule_id.endswith(LATIN_RULES)
        for m in r.pattern.finditer(folded)
    }
    fast = {(e.start, e.end, e.rule_id) for e in find_evidence(text)}
    assert full and full <= fast


BEHAVIOUR = [  # a behaviour a record describes as a symptom, beside the diagnosis it goes with
    "社會情緒：換座位時易焦躁，情緒激動時會摀住耳朵尖叫，一週約四次。",
    "個案在團體課中坐不住，情緒失控時會撞頭，需助理員陪同。",
    "上課鈴響時會遮耳哭鬧不止，聽覺過度敏感。",
]


@pytest.mark.parametrize("paragraph", BEHAVIOUR)
def test_a_behaviour_told_as_a_symptom_is_masked_beside_its_diagnosis(paragraph: str) -> None:
    """health.vocab.behaviour.own: an IEP's or an assessment's line about a child's or a client's
    behaviour is part of the health record where the document has weighted health evidence."""
    text = f"鑑定安置：經鑑輔會鑑定為自閉症。\n\n{paragraph}\n\n{CLOSING}"
    assert "health" in classify(text, True).categories
    assert _uncovered(text, paragraph) == ""
    assert _uncovered(text, CLOSING) == CLOSING


@pytest.mark.parametrize(
    "paragraph", ["鄰居聽到尖叫聲就報警了。", "演唱會開場時，歌迷興奮得放聲尖叫。"]
)
def test_a_scream_without_a_health_record_stays_readable(paragraph: str) -> None:
    text = f"被告有竊盜前科，經法院判決確定。\n\n{paragraph}"  # HIGH by a criminal record
    assert classify(text, True).level == SensitivityLevel.HIGH
    assert _uncovered(text, paragraph) == "".join(paragraph.split())
