"""Sensitivity routing (分級路由): evidence per special category, policy settings, the fail-closed
band and passage masking. Each kind has several variants written for this test (none taken from an
evaluation set)."""

from __future__ import annotations

import pytest

from contracts import SensitivityLevel
from worker.classify import (
    CATEGORIES,
    MASKS,
    SensitivityPolicy,
    classify,
    find_evidence,
    special_passages,
)

HIGH = [  # (category, text): each must go on premises
    ("medical_record", "病歷號碼：K20931877，主治醫師林醫師。"),
    ("medical_record", "附件三：出院病歷摘要影本一份。"),
    ("medical_record", "S：個案自述睡不好\nO：表情平淡，語速慢\nA：情緒低落"),
    ("medical", "經亞東紀念醫院診斷為左側第五腰椎壓迫性骨折。"),
    ("medical", "原告於車禍後送往馬偕醫院急診，住院七日。"),
    ("medical", "被害人當日即至醫院驗傷，受有左臉頰瘀傷及右手擦傷。"),
    ("medical", "她每天晚上要吃兩顆安眠藥才睡得著。"),
    ("medical", "個案目前每週至身心科回診一次，並接受心理師諮商。"),
    ("medical", "申請人領有身心障礙證明（中度），需全日照顧。"),
    ("medical", "阿公上禮拜開刀，現在還在加護病房。"),
    ("health", "我老婆懷孕五個月了，最近一直孕吐。"),
    ("health", "弟弟從小就有氣喘，冬天特別嚴重。"),
    ("health", "張伯伯膝蓋退化，走路要靠拐杖。"),
    ("health", "小女對花生過敏，午餐請避開。"),
    ("health", "老闆說她這週請產假，下個月才回來。"),
    ("health", "年度健康檢查報告顯示血糖偏高。"),
    ("health", "他那次跌倒撞到頭，流了不少血。"),
    ("health", "奶奶最近記憶力變差，常常忘記關瓦斯。"),
    ("genetic", "經基因檢測確認為BRCA1帶因者。"),
    ("genetic", "法院囑託辦理DNA親子鑑定，結果排除血緣關係。"),
    ("sex_life", "被告趁告訴人酒醉之際對其為強制性交行為。"),
    ("sex_life", "主管多次在會議室撫摸她的大腿，構成性騷擾。"),
    ("criminal_record", "被告前因竊盜案件經判處有期徒刑6月確定，於110年執行完畢。"),
    ("criminal_record", "經檢察官為緩起訴處分，緩起訴期間一年。"),
    ("criminal_record", "申貸人有毒品前科，於監獄服刑期間假釋出獄。"),
    ("criminal_record", "本件依刑事訴訟法第253條為職權不起訴處分。"),
    ("sex_life", "他一直傳訊息要我拍沒穿內衣的照片給他看。"),
    ("sex_life", "客人私訊說想看我的裸照，還講了很多性暗示的話。"),
    ("medical", "阿嬤的降血壓藥一天吃兩次，早上飯後一顆。"),
    ("health", "爸爸今天量血壓160/95，手一直抖。"),
    ("criminal_record", "那個房東以前被判過刑，坐牢兩年才出來。"),
    ("health", "妹妹開學前才康復，現在好多了。"),
]

NORMAL = [  # ordinary documents: no special category
    "原告請求被告給付買賣價金新臺幣50萬元及自起訴狀繕本送達翌日起之利息。",
    "本行將於114年1月1日調整存款利率，敬請留意。",
    "請於本月底前繳交管理費，逾期將加收滯納金。",
    "甲方應於簽約後三日內將房屋點交乙方，並交付鑰匙二把。",
    # the NHI card is an identifier, not health data
    "附上健保卡影本及身分證影本各一份，申辦信用卡用。",
    "本院民事確定判決及確定證明書各一份。",  # a civil final judgment is no criminal record
    "延長線冒煙後立即拔除插頭，現場無人受傷。",  # negated: no injury
    "本案未住院，亦無需開刀。",
    "請保持夜間安寧，勿大聲喧嘩。",  # 安寧 as quiet
    "存證信函已於上週以雙掛號寄出。",  # 掛號 as registered mail
    "依113年12月經營會議決議辦理。",  # 12月 + 經營: no 月經
    "派任表面黏著生產線作業員，輪值夜班。",  # a production line
    "具備職業大客車駕照及急救員證照。",  # a certificate
    "本公司依性別平等工作法訂有性騷擾防治措施及申訴管道。",  # a policy, about no person
]


@pytest.mark.parametrize(
    ("category", "text"), HIGH, ids=[f"{c}-{i}" for i, (c, _t) in enumerate(HIGH)]
)
def test_special_category_evidence_routes_on_premises(category: str, text: str) -> None:
    s = classify(text, personal_data_found=True)
    assert s.level == SensitivityLevel.HIGH, s.reasons
    assert category in s.categories
    assert s.score is not None and s.score >= 0.5
    assert all(r.startswith("rule:") for r in s.reasons)
    assert not any(
        ch in "".join(s.reasons) for ch in text if "\u4e00" <= ch <= "\u9fff"
    )  # ids, never text


@pytest.mark.parametrize("text", NORMAL)
def test_ordinary_documents_stay_normal(text: str) -> None:
    s = classify(text, personal_data_found=True)
    assert s.level == SensitivityLevel.NORMAL, s.reasons
    assert s.categories == []


def test_no_personal_data_and_no_evidence_is_low() -> None:
    assert classify("本公告自即日起生效。", personal_data_found=False).level == SensitivityLevel.LOW


PROCEEDINGS = "臺灣新北地方檢察署檢察官起訴書：被告涉犯刑法第339條第1項之詐欺取財罪嫌。"


def test_criminal_proceedings_go_on_premises_by_default_and_are_a_setting() -> None:
    assert classify(PROCEEDINGS, True).level == SensitivityLevel.HIGH
    assert "rule:crime.proceedings" in classify(PROCEEDINGS, True).reasons
    off = SensitivityPolicy(criminal_proceedings=False)
    assert classify(PROCEEDINGS, True, off).level == SensitivityLevel.NORMAL
    assert special_passages(PROCEEDINGS) == []  # proceedings route the document, they mask nothing


def test_deceased_and_minor_health_are_settings_on_by_default() -> None:
    death = "相驗屍體證明書記載死亡原因為溺水。"
    cold = "她那天感冒，所以沒來上班。"
    assert classify(death, True).level == SensitivityLevel.HIGH
    assert classify(death, True, SensitivityPolicy(deceased=False)).level == SensitivityLevel.NORMAL
    assert classify(cold, True).level == SensitivityLevel.HIGH
    assert (
        classify(cold, True, SensitivityPolicy(minor_health=False)).level == SensitivityLevel.NORMAL
    )


def test_a_score_in_the_uncertain_band_fails_closed() -> None:
    text = "她那天感冒，所以沒來上班。"  # one minor mention: score 0.5
    strict = SensitivityPolicy(high_threshold=0.8, uncertain_floor=0.3)
    s = classify(text, True, strict)
    assert s.level == SensitivityLevel.HIGH and "rule:uncertain_band" in s.reasons
    below = SensitivityPolicy(high_threshold=0.8, uncertain_floor=0.6)
    assert classify(text, True, below).level == SensitivityLevel.NORMAL


def test_a_masked_passage_leaves_no_fragment_of_the_diagnosis() -> None:
    filler = (
        "兩造就車輛修理費用之計算方式、估價單之真正及折舊比例多所爭執，並各自提出行車紀錄器畫面為證"
        "。" * 3
    )
    text = (
        "原告主張被告應賠償。"
        + filler
        + "原告因本件車禍經臺大醫院診斷為右側脛骨骨折、腦震盪，住院十日。"
        "被告則辯稱原告亦有過失。"
        + filler
        + "\n診斷：\n右膝前十字韌帶斷裂\n建議休養三個月\n\n醫師：（簽章）"
    )
    assert text.index("\n") > 200  # a long paragraph: the unit is the sentence
    passages = special_passages(text)
    masked = "".join(text[a:b] for a, b, _c in passages)
    for fragment in ("脛骨骨折", "腦震盪", "住院十日", "前十字韌帶斷裂", "休養三個月"):
        assert fragment in masked
    assert "被告則辯稱" not in masked and "原告主張被告應賠償" not in masked
    assert {c for _a, _b, c in passages} <= set(CATEGORIES)


def test_a_short_line_is_masked_whole() -> None:
    """A chat message or table row continues itself: the evidence in one part masks the line."""
    text = (
        "10:02 阿芳：我媽昨天又跌倒了，醫生說要再觀察兩週，她現在只能躺著\n"
        "10:03 小偉：好 我下班過去\n"
    )
    passages = special_passages(text)
    assert [text[a:b] for a, b, _c in passages] == [
        "10:02 阿芳：我媽昨天又跌倒了，醫生說要再觀察兩週，她現在只能躺著"
    ]


def test_every_category_has_its_own_mask_and_rules() -> None:
    assert set(MASKS) == set(CATEGORIES)
    assert len(set(MASKS.values())) == len(CATEGORIES)
    for cat in CATEGORIES:
        assert any(
            e.category == cat
            for text in [t for c, t in HIGH if c == cat]
            for e in find_evidence(text)
        )


@pytest.mark.parametrize(
    "text",
    [
        "經醫院診斷為右腳\u2fbb折。",  # Kangxi 骨
        "申請人領有\u2f9d\u2f3c障礙證明。",  # Kangxi 身 心
        "受有右手挫傷，另流\u2f8e不止。",  # Kangxi 血
        "ｌｉｎｅ上說她懷孕了，預產期在３月。",  # full-width around the evidence
    ],
)
def test_evidence_is_found_through_lookalike_characters(text: str) -> None:
    assert classify(text, True).level == SensitivityLevel.HIGH


def test_a_dense_record_block_is_masked_whole() -> None:
    """A record's section: short lines, most with evidence; the line without any (家屬陪同) goes
    with them."""
    text = (
        "第2頁\n\n08:00 體溫37.8 血壓132/84\n08:30 主訴右下腹痛加劇\n09:10 家屬陪同\n"
        "09:40 依醫囑給予止痛藥一次\n\n記錄者：（簽章）"
    )
    passages = special_passages(text)
    masked = "".join(text[a:b] for a, b, _c in passages)
    assert (
        "家屬陪同" in masked
        and "止痛藥" in masked
        and "體溫37.8" in masked
        and "右下腹痛" in masked
    )
    assert "第2頁" not in masked and "記錄者" not in masked
