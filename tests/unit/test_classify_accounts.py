"""Masking extent in HIGH documents: the passage runs over what continues the same account.

A special-category passage often runs over sentences or lines with no evidence word of their own
(術後仍需休養, a record row without a medical word, the question a victim's answer answers). Every
text here is invented; none comes from an evaluation set.
"""

from __future__ import annotations

import pytest

from worker.classify import LINE_UNIT_MAX, special_passages

FILLER = "兩造就系爭房屋租金之數額、押金是否已返還及修繕費用由何人負擔多所爭執，各執一詞。"
"""A sentence on something else (no evidence): it keeps a paragraph long, and stays readable."""


def _masked(text: str) -> str:
    return "\x00".join(text[a:b] for a, b, _c in special_passages(text))


def _uncovered(text: str, fragment: str) -> bool:
    at = text.index(fragment)
    spans = special_passages(text)
    return any(
        not any(a <= i < b for a, b, _c in spans)
        for i in range(at, at + len(fragment))
        if not text[i].isspace()
    )


@pytest.mark.parametrize(
    ("evidence", "follow"),
    [
        ("原告於同年4月2日經醫院診斷為左側腕骨骨折。", "其後三個月無法提重物，亦無法騎車上班。"),
        ("申請人之母於112年間中風住院。", "之後由申請人每日接送往返，迄今未能自行行走。"),
        ("被害人當晚遭被告持棍毆打，受有頭部挫傷。", "因此連續數週夜不成眠，聽見腳步聲即驚醒。"),
        ("告訴人於案發後前往身心科就診。", "她至今仍不敢獨自搭乘電梯。"),
        ("受扶養人於去年底開刀切除腫瘤。", "術後每月須返診一次，每次自付約八千元。"),
    ],
)
def test_a_sentence_that_refers_back_continues_the_account(evidence: str, follow: str) -> None:
    text = FILLER * 3 + evidence + follow + FILLER * 4
    assert len(text) > LINE_UNIT_MAX  # a long paragraph: the unit is the sentence and what follows
    assert not _uncovered(text, evidence) and not _uncovered(text, follow)
    assert FILLER not in _masked(text)


@pytest.mark.parametrize(
    "after",
    [
        "被告則辯稱其已如期給付租金。",
        "本院審酌兩造陳述及卷內證據。",
        "次查，系爭契約第五條約定押金為二個月租金。",
    ],
)
def test_a_sentence_on_another_subject_stays_readable(after: str) -> None:
    text = FILLER * 3 + "原告因車禍受有右膝挫傷。" + after + FILLER * 4
    assert after not in _masked(text)


@pytest.mark.parametrize(
    "middle",
    [
        "當時現場只有兩名店員。",
        "伊表示不記得怎麼回到家。",
        "這件事她一直沒有告訴家人。",
    ],
)
def test_a_sentence_between_two_with_evidence_is_masked_with_them(middle: str) -> None:
    text = (
        FILLER * 3
        + "案主於週五晚間遭鄰居強行親吻。"
        + middle
        + "隔週起開始接受心理諮商。"
        + FILLER * 3
    )
    assert not _uncovered(text, middle)
    assert FILLER not in _masked(text)


def test_a_paragraph_dense_with_evidence_is_masked_whole() -> None:
    """A quarter or more of a long paragraph's sentences hold evidence: one account, whole."""
    text = (
        "一、申請人自112年3月起每週三至長庚醫院洗腎。每次約四小時。結束後需休息半日。"
        "同年8月另發現心律不整。醫師囑咐避免勞累。並開始服用降血壓藥物。"
        "因此無法再從事原本的夜班工作。家中經濟改由配偶一人負擔。"
        + FILLER * 3
        + "\n\n二、其餘事項詳如附件。"
    )
    paragraph = text[: text.index("\n\n")]
    assert len(paragraph) > LINE_UNIT_MAX
    assert FILLER in _masked(text)  # whole, the sentences of the other subject too
    for fragment in ("結束後需休息半日", "家中經濟改由配偶一人負擔", "每次約四小時"):
        assert not _uncovered(text, fragment)
    assert "其餘事項詳如附件" not in _masked(text)


def test_a_paragraph_with_one_piece_of_evidence_is_not_masked_whole() -> None:
    text = "原告於事故後至急診就醫。" + FILLER * 6 + "被告應給付原告新臺幣十二萬元。"
    masked = _masked(text)
    assert "急診就醫" in masked and "被告應給付" not in masked and FILLER not in masked


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("問：那天之後你有沒有跟誰說？", "答：我只跟學姊講過他摸我大腿的事。"),
        ("檢察官問：你為什麼請假一個月？", "證人答：因為我流產了，醫生要我休息。"),
        ("問：後來呢？", "答：我去驗傷，診斷證明書有寫頸部挫傷。"),
    ],
)
def test_a_question_and_its_answer_are_one_account(question: str, answer: str) -> None:
    for sep in ("\n", ""):  # a transcript's lines, or one long paragraph of questions and answers
        text = (
            "（以下為筆錄節錄）\n" + FILLER * 4 + sep + question + sep + answer + sep + FILLER * 4
        )
        assert not _uncovered(text, question), sep
        assert not _uncovered(text, answer), sep
        assert "以下為筆錄節錄" not in _masked(text)


@pytest.mark.parametrize(
    ("heading", "items"),
    [
        ("三、用藥情形", ["（一）早晚各一顆，飯後服用", "（二）每月回醫院拿一次"]),
        ("【就醫經過】", ["　1. 送到附近的聯合醫院", "　2. 隔天轉到市立醫院", "　3. 住了五天"]),
        ("二、病史", ["1. 十年前發現血糖偏高", "2. 三年前左眼視力開始模糊"]),
    ],
)
def test_the_items_under_a_heading_with_evidence_are_masked(heading: str, items: list[str]) -> None:
    text = "申請書\n\n" + heading + "\n" + "\n".join(items) + "\n\n四、聲請事項：請准予調解。"
    for item in items:
        assert not _uncovered(text, item.strip())
    masked = _masked(text)
    assert "請准予調解" not in masked and "申請書" not in masked


@pytest.mark.parametrize(
    "quote",
    [
        "「醫生說我這是壓力引起的，叫我先不要上班。然後每天睡前吃半顆。」",
        "「上次住院以後她就不太說話。我們也不知道怎麼辦。」",
    ],
)
def test_a_quotation_with_evidence_is_masked_whole(quote: str) -> None:
    text = FILLER * 3 + "申請人當庭陳稱：" + quote + "等語。" + FILLER * 3
    assert not _uncovered(text, quote)
    assert FILLER not in _masked(text)


def test_a_record_block_is_masked_whole_when_a_quarter_of_its_rows_hold_evidence() -> None:
    """Rows without a medical word of their own (日期, 地點, 陪同) belong to the record."""
    text = (
        "附件三\n\n"
        "受訪日期：113年5月2日\n受訪地點：社區活動中心\n陪同人員：長女\n"
        "目前狀況：每週三次洗腎，行走需拐杖\n"
        "訪視員意見：建議申請居家服務\n追蹤頻率：每月一次\n\n"
        "訪視員：（簽章）"
    )
    for row in ("受訪地點：社區活動中心", "陪同人員：長女", "追蹤頻率：每月一次"):
        assert not _uncovered(text, row)
    masked = _masked(text)
    assert "附件三" not in masked and "訪視員：（簽章）" not in masked


def test_a_line_between_two_lines_with_evidence_is_masked() -> None:
    """Two messages of nine with evidence (no dense block): the message between them goes too."""
    chat = [
        "[09:02] 阿豪：早",
        "[09:05] 阿豪：今天下午的會改到三點",
        "[09:12] 小安：我昨天又去看身心科了",
        "[09:12] 小安：跟上次同一個醫生",
        "[09:13] 小安：他把安眠藥加到一顆半",
        "[09:20] 阿豪：好 你下午可以晚點到",
        "[09:21] 阿豪：簡報我先做",
        "[09:30] 小安：謝謝",
        "[10:40] 阿豪：中午一起吃飯嗎",
    ]
    text = "\n".join(chat) + "\n"
    assert not _uncovered(text, "跟上次同一個醫生")
    masked = _masked(text)
    assert "中午一起吃飯嗎" not in masked and "簡報我先做" not in masked


@pytest.mark.parametrize(
    "item",
    [
        "1. 右側第三、四肋骨骨折，\n　　併左肺挫傷",
        "（一）經診斷為重度憂鬱症\n　　　合併恐慌發作",
    ],
)
def test_a_wrapped_list_item_leaves_no_fragment(item: str) -> None:
    text = "鑑定結果如下：\n\n" + item + "\n\n以上供參。"
    for part in item.split("\n"):
        assert not _uncovered(text, part.strip())
    assert "以上供參" not in _masked(text)
