"""Criminal records and sex life as other people write them (worker/classify.py with
worker/data/special_categories.txt): judgments, 前案紀錄表 extracts, probation and parole notes, HR
background checks, police and news items, social-work and counselling notes, letters and chats, in
the words people use (吃過牢飯, 蹲苦窯, 案底, 出來後; 劈腿, 開房間, 有一腿, 買春, 出櫃).
Each passage routes its document HIGH by itself and is masked whole, in a paragraph of its own
and inside a long paragraph of prose. A criminal proceeding without a final conviction routes HIGH
and masks nothing (the ``proceedings`` setting). Every value is invented for this test; none comes
from an evaluation set."""

from __future__ import annotations

import pytest

from contracts import SensitivityLevel
from tests.unit.helpers import FILLER
from tests.unit.helpers import PROSE_CLOSING as CLOSING
from tests.unit.helpers import PROSE_INTRO as INTRO
from tests.unit.helpers import prose_layouts as _layouts
from tests.unit.helpers import unmasked as _uncovered
from worker.classify import SensitivityPolicy, classify, special_passages

CRIMINAL_RECORD = [
    # judgments and 前案紀錄表 extracts
    "被告前因竊盜案件，經本院以108年度易字第321號判處有期徒刑6月確定，於109年4月30日易科罰金執行完畢。",
    "被告於受有期徒刑執行完畢後，五年以內故意再犯本件有期徒刑以上之罪，為累犯，應依刑法第47條第1項規定加重其刑。",
    "被告前曾因故意犯罪受有期徒刑以上刑之宣告，執行完畢後五年內未再受有期徒刑以上刑之宣告。",
    "一、111年度交簡字第88號　公共危險　有期徒刑2月，得易科罰金　112/01/05確定　"
    "112/03/10易科罰金執行完畢",
    "前案紀錄：民國98年詐欺罪經判處有期徒刑一年二月確定，100年假釋出監，101年假釋期滿未經撤銷，以已執行論。",
    # probation and parole
    "受保護管束人自112年7月起於台南地檢署報到，每月接受觀護人約談一次，並須定期採驗尿液。",
    "假釋期間應遵守保護管束事項，如有違反，得撤銷假釋，再入監執行殘刑。",
    "他在監服刑四年多，去年十一月報准假釋，現在每個月要回去跟觀護人報到。",
    "少年前經本院裁定交付保護管束，並命為勞動服務，嗣於保護管束期間再犯本件。",
    # HR background checks, a credit file
    "背景查核結果：應徵者於民國104年間曾受有期徒刑之宣告（業務侵占），已執行完畢，依公司規定需另經主管面談。",
    "良民證顯示該員有一筆違反毒品危害防制條例之紀錄，曾經觀察勒戒。",
    "員工坦承其於任職前曾在監執行，出監後由更生保護會輔導就業。",
    "申請人自述曾因違反洗錢防制法經判決有罪確定，刑期業已服畢。",
    # police and news
    "經查該嫌有毒品、竊盜等前科十餘犯，為警方列管之治安顧慮人口。",
    "該男子因積欠詐欺案刑期未執行，遭桃園地檢署發布通緝，今晨於租屋處被警方緝獲歸案，隨即解送地檢署發監執行。",
    "據了解，該名男子有多項竊盜前科，去年才剛假釋出獄，沒想到又再度犯案。",
    "涉案的林姓男子是累犯，曾因強盜入獄服刑十年，今年三月刑滿出獄。",
    "這名通緝犯因毒品案遭判刑確定後逃亡，昨日在中壢夜市被警方逮捕，已移送地檢署入監執行。",
    # prosecutors: 職權不起訴, 緩起訴
    "被告犯罪情節輕微，本署認以不起訴為適當，爰依刑事訴訟法第253條規定為職權不起訴處分。",
    "本件經檢察官為緩起訴處分，緩起訴期間一年，並命被告於緩起訴處分確定後六個月內向公庫支付新臺幣二萬元。",
    # social work: juvenile measures, drug treatment, a father released
    "案父為更生人，102年出獄後從事臨時工，曾因酒駕經法院判決易服社會勞動，已於去年履行完畢。",
    "案主國中時因多次竊盜經少年法院裁定令入感化教育，在誠正中學待了兩年。",
    "案母表示案兄前年因施用毒品被送勒戒所觀察勒戒，出來後又再犯，目前在戒治所強制戒治。",
    # chats and letters in everyday words
    "他以前被關過，吃過牢飯，出來後才去開計程車的。",
    "我哥年輕時候蹲過苦窯，關了兩年多，現在都不太提。",
    "她老公有案底啦，之前偷東西被判刑，後來是繳錢易科罰金了事。",
    "他上次酒駕被判兩個月，緩刑兩年，現在還在緩刑期間，不能再出事了。",
    "他之前在裡面待了三年，去年才放出來，出獄後一直找不到工作。",
    "兒子於三年前因一時糊塗犯下傷害罪，經判處有期徒刑八月，已入監服刑完畢，懇請貴公司給他一個重新開始的機會。",
    "本人於民國107年間因酒後駕車經法院判處拘役五十日確定，已易服社會勞動完畢，特此說明。",
    "他判了一年半的刑，上個月才服完刑回家。",
    # a record named by its offence or its certificate, a final judgment in the news' word
    "鄰長說那個房客有吸毒紀錄，還有好幾筆竊盜的案底。",
    "人資回覆：應徵者的警察刑事紀錄證明載有公共危險紀錄一筆。",
    "據了解，兩人先前的詐欺案已判刑定讞，目前在牢裡服刑。",
    "他酒駕被判拘役四十天，已經易科罰金了。",
]

SEX_LIFE = [
    # judgments and indictments
    "被告趁告訴人酒醉不能抗拒之際，違反其意願而為性交一次，係犯刑法第225條第1項之乘機性交罪。",
    "被告於電梯內自後方強行環抱告訴人，並以手撫摸其胸部及臀部，而為強制猥褻行為得逞。",
    "被告所為係犯刑法第221條第1項之強制性交罪，屬妨害性自主之犯行。",
    "被告基於乘機猥褻之犯意，趁被害人熟睡之際，撫摸其下體。",
    "被告明知被害人為未滿十八歲之少年，仍要求其拍攝裸露性器之照片傳送，而為兒少性剝削之行為。",
    # police, a sexual-assault examination
    "被害人陳稱遭嫌犯強拉至車內性侵得逞，警方隨即陪同其至醫院進行性侵害驗傷採證，並通報社工。",
    "婦產科急診執行性侵害驗傷，採集陰道拭子及衣物證物，採證盒已交員警封存。",
    "報案人稱其遭男子強姦，事後至醫院驗傷並採證。",
    "警方於該民宅查獲從事性交易之女子兩名，並逮捕媒介性交易之應召站負責人。",
    # HR: harassment
    "經性騷擾申訴評議委員會調查，認定該主管於聚餐時多次言語調戲並觸碰申訴人大腿，性騷擾成立。",
    "申訴人指稱同仁以LINE傳送色情貼圖，並評論其身材，造成敵意工作環境。",
    # news: hidden cameras, exposure
    "一名男子在捷運手扶梯以手機偷拍女子裙底，遭旁人發現扭送警方，手機內另存有數十段偷拍影片。",
    "男子在公園對路過女學生暴露下體，警方依妨害風化罪嫌移送。",
    "一名房東在出租套房浴室裝設針孔，偷錄房客洗澡畫面。",
    "該名補習班老師涉嫌以升學為由誘騙學生拍攝私密影片，已依違反兒童及少年性剝削防制條例移送。",
    # civil: an affair as a judgment writes it
    "被告與原告之配偶有婚外情，多次至汽車旅館過夜，侵害原告之配偶權，應負損害賠償責任。",
    "被告與原告之夫互傳訊息內容露骨，已逾越一般男女正常交往之分際，侵害原告基於配偶關係之身分法益。",
    "原告之妻與被告交往期間多次發生性行為，被告並坦承與其有性關係。",
    # social work, counselling, health
    "案主表示先生長期外遇，近日發現其與網友通姦，雙方因此爭吵不斷。",
    "案主自述為同志，高中時向家人出櫃後與父親關係緊張。",
    "個案對自己的性傾向感到困惑，近期與同性伴侶交往，尚未讓家人知道。",
    "個案提到十二歲時被表哥性侵，至今仍常做惡夢。",
    "案主曾遭前男友散布私密照，並以此威脅復合。",
    "個案有梅毒感染病史，現規律於感染科追蹤，伴侶亦已接受性病篩檢。",
    # chats and letters in everyday words
    "我跟你講，他老公劈腿啦，跟公司的小三開房間被抓到。",
    "她老公在外面有女人，常常說加班，其實是去開房間。",
    "他常去找小姐，聽說還買春被抓過。",
    "那天她喝醉，被那個學長帶去摩鐵，醒來時衣服都被脫掉了。",
    "小時候被鄰居叔叔亂摸，那時候不懂，長大才知道是被欺負。",
    "我女兒在學校被老師性騷擾，老師常常叫她到辦公室，摸她的頭髮和腰。",
    "他們兩個早就搞在一起了，常常一起去汽車旅館。",
    "聽說他們兩個有一腿很久了，上次出差還睡同一間。",
    "我老公出軌了，跟他們公司的會計去墾丁過夜。",
    "她大學時被學長硬上，後來一直不敢跟男生單獨相處。",
    "他承認自己是同性戀，跟男友交往三年了。",
    "有民眾報案，一名男子在河濱公園對慢跑女子暴露下體後逃逸。",
    "社區群組裡說那個暴露狂又在國小門口露鳥了。",
    # petitions, appeals, police forms, health and social-work notes, prose, OCR, a letter
    "聲請人與相對人結婚後，相對人經常於深夜強迫聲請人行房，聲請人拒絕即遭辱罵。",
    "上訴人於婚姻存續中與他人有染，經被上訴人提出照片為證。",
    "原判決認定上訴人趁被害人熟睡時侵入其臥室並加以侵犯，與證人所述不符。",
    "案類：妨害性自主　被害人：A女（代號）　嫌疑人：鄰居　發生地點：嫌疑人住處",
    "報案內容：報案人稱昨晚於夜店遭陌生男子在飲料中下藥後帶往旅館，醒來發現下體疼痛。",
    "婦產科門診：個案主訴性交後疼痛及出血，已婚，性生活每週一至二次。",
    "泌尿科：病人自述勃起功能障礙約半年，影響夫妻生活。",
    "HIV 篩檢陽性，個案表示曾與多名男性發生無保護性行為。",
    "案主自述案夫長期要求其從事性交易以償還賭債，案主不從即遭毆打。",
    "少女在網路上認識網友後離家，與網友同居並發生性關係，目前已懷孕。",
    "案母表示案女曾遭繼父猥褻，案母知情後即帶案女搬離。",
    "那年夏天，她發現丈夫和自己的好友搞上了，兩人在她出差時睡在她的床上。",
    "他喝醉以後把我壓在床上，不管我怎麼哭喊都不停手。",
    "她說那個教練上課時一直摸她屁股，還問她有沒有男朋友、做過沒。",
    "我懷疑我老公在外面偷吃，他手機裡有跟別的女人的曖昧訊息。",
    "一名國中男老師涉嫌多次在教室內猥褻女學生，校方已將其停職並通報。",
    "男子在網路上販售偷拍的女子更衣影片，警方循線逮捕。",
    "被 告 於 上 開 時 地 ， 違 反 A 女 之 意 願 ， 以 手 撫 摸 其 胸 部。",
    "女兒國三時被補習班老師帶到旅館，老師對她做了不該做的事。",
    "調查結果：被申訴人於出差期間多次傳送裸露照片予申訴人，並要求申訴人至其房間。",
    # advances and assault told without an offence's name
    "他趁她睡著時脫掉她的內褲，她驚醒後推開他。",
    "經理說陪我吃飯就讓妳轉正，升遷的事可以私下聊。",
    "老師在課後對她說妳的腿很白，還約她週末一起過夜。",
    "他在倉庫從背後抱住我，我大叫他才放手。",
]


@pytest.mark.parametrize(
    ("category", "passage"),
    [("criminal_record", p) for p in CRIMINAL_RECORD] + [("sex_life", p) for p in SEX_LIFE],
)
def test_each_passage_routes_high_and_is_masked_whole(category: str, passage: str) -> None:
    for text in _layouts(passage):
        sensitivity = classify(text, True)
        assert sensitivity.level is SensitivityLevel.HIGH
        assert _uncovered(text, passage) == ""
        assert _uncovered(text, CLOSING if CLOSING in text else FILLER) != ""


@pytest.mark.parametrize(
    ("passage", "category"),
    [
        ("他以前吃過牢飯，出來後才去開計程車。", "criminal_record"),
        ("少年被裁定令入感化教育，目前在矯正學校。", "criminal_record"),
        ("他被裁定觀察勒戒，之後又強制戒治。", "criminal_record"),
        ("她老公出軌，兩人常去摩鐵。", "sex_life"),
        ("他承認自己是同志，已向父母出櫃。", "sex_life"),
        ("他常常嫖妓，還買春被抓過。", "sex_life"),
    ],
)
def test_the_mask_names_the_category(passage: str, category: str) -> None:
    text = f"{INTRO}\n\n{passage}\n\n{CLOSING}"
    assert {c for _a, _b, c in special_passages(text)} == {category}


DOCUMENTS = [  # (document, passages masked whole, lines left readable)
    (  # a chat in timestamped lines: the release and the probation visits around one prison term
        "[21:03] 阿芬：妳表哥最近還好嗎\n[21:04] 小玉：他喔，之前被抓進去關了三年\n"
        "[21:04] 小玉：去年才出來，現在在工地做\n[21:05] 阿芬：那他還有在碰那個嗎\n"
        "[21:06] 小玉：出來後就沒了，每個月還要去地檢署報到",
        [
            "之前被抓進去關了三年",
            "去年才出來，現在在工地做",
            "出來後就沒了，每個月還要去地檢署報到",
        ],
        [],
    ),
    (  # a letter: the sentence after a release goes on with it
        "敬啟者：\n\n我是林先生的妹妹。哥哥因為年輕時誤交損友，吃了八年牢飯，今年春天假釋出來。\n"
        "出來後他每天準時上下班，也按時回去報到。\n\n懇請貴社區給他一個機會。\n\n此致",
        [
            "哥哥因為年輕時誤交損友，吃了八年牢飯，今年春天假釋出來。",
            "出來後他每天準時上下班，也按時回去報到。",
        ],
        ["懇請貴社區給他一個機會。"],
    ),
    (  # a 前案紀錄表 extract: every row of the table
        "被告前案紀錄表（節錄）\n\n｜編號｜案號｜罪名｜刑度｜執行情形｜\n"
        "｜1｜105年度簡字第12號｜竊盜｜拘役30日｜106/02/01易科罰金完畢｜\n"
        "｜2｜108年度易字第345號｜詐欺｜有期徒刑8月｜109/11/20執行完畢｜\n"
        "｜3｜111年度審易字第9號｜侵占｜有期徒刑4月｜緩刑2年｜\n\n以上資料僅供法院審理使用。",
        [
            "｜2｜108年度易字第345號｜詐欺｜有期徒刑8月｜109/11/20執行完畢｜",
            "｜3｜111年度審易字第9號｜侵占｜有期徒刑4月｜緩刑2年｜",
        ],
        ["以上資料僅供法院審理使用。"],
    ),
    (  # a social-work visit: drug treatment ordered by a court
        "訪視紀錄\n\n案父於110年間因施用第二級毒品，經法院裁定觀察勒戒，有繼續施用傾向，"
        "再送強制戒治六個月，已於去年底出所。\n\n下次訪視：下月初。",
        [
            "案父於110年間因施用第二級毒品，經法院裁定觀察勒戒，有繼續施用傾向，再送強制戒治六個月，已於去年底出所。"
        ],
        ["下次訪視：下月初。"],
    ),
    (  # an HR harassment complaint: its numbered items, each with a detail of its own
        "性騷擾申訴書\n\n申訴人：李○○\n事實經過：\n"
        "1. 112年9月尾牙後，被申訴人在計程車上強拉申訴人的手放在其大腿上。\n"
        "2. 同年10月起，被申訴人多次以LINE要求申訴人傳送穿泳裝的照片。\n"
        "3. 11月出差時，被申訴人敲申訴人房門要求進房聊天。\n\n附件：對話截圖三張。",
        [
            "被申訴人在計程車上強拉申訴人的手放在其大腿上",
            "要求申訴人傳送穿泳裝的照片",
            "被申訴人敲申訴人房門要求進房聊天",
        ],
        ["附件：對話截圖三張。"],
    ),
    (  # a police interview about paid sex: the answers
        "警詢筆錄\n\n問：妳今天為何在該汽車旅館？\n答：我是透過網路約客人，一次三千元，做全套。\n"
        "問：是誰介紹妳做這個？\n答：一個叫阿龍的人幫我找客人，他抽一千。\n\n以上筆錄經閱覽無誤。",
        [
            "答：我是透過網路約客人，一次三千元，做全套。",
            "答：一個叫阿龍的人幫我找客人，他抽一千。",
        ],
        ["以上筆錄經閱覽無誤。"],
    ),
    (  # a civil judgment about an affair
        "民事判決\n\n原告主張：被告明知原告與訴外人陳○○為夫妻，竟與陳○○交往，二人同遊日本並同宿一房，"
        "互稱老公老婆，已逾越普通朋友之社交分際。\n\n被告則以：二人僅為同事關係等語置辯。",
        [
            "被告明知原告與訴外人陳○○為夫妻，竟與陳○○交往，二人同遊日本並同宿一房，互稱老公老婆，已逾越普通朋友之社交分際。"
        ],
        [],
    ),
]


DOCUMENTS += [
    (  # a victim's account in her own words: no offence named
        "被害人自述：\n那天晚上他說要送我回家。到了我家樓下，他說想上去喝杯水。"
        "進門後他就把我推倒在沙發上，脫我的褲子。我一直哭著說不要，他還是繼續。\n\n以上為被害人陳述。",
        ["進門後他就把我推倒在沙發上，脫我的褲子。", "我一直哭著說不要，他還是繼續。"],
        ["以上為被害人陳述。"],
    ),
    (  # a manager's messages: an invitation home, the partner away, a favour at work
        "主管 老周：妳今天穿這樣很好看\n主管 老周：下班要不要來我家坐坐\n主管 老周：我老婆不在家\n"
        "小雯：不用了謝謝\n主管 老周：考績的事我們可以私下聊\n小雯：我先下班了",
        ["下班要不要來我家坐坐", "我老婆不在家", "考績的事我們可以私下聊"],
        [],
    ),
    (  # an HR decision quoting the remarks
        "人事處分通知\n\n經調查，王○○於本年三月至五月間，多次在辦公室對實習生說「妳的腿很白」、"
        "「晚上陪我吃飯就讓妳轉正」，並曾在茶水間自後方環抱實習生。\n\n依工作規則第三十條，予以解僱。",
        [
            "多次在辦公室對實習生說「妳的腿很白」、「晚上陪我吃飯就讓妳轉正」，並曾在茶水間自後方環抱實習生。"
        ],
        ["依工作規則第三十條，予以解僱。"],
    ),
]


@pytest.mark.parametrize(("text", "passages", "readable"), DOCUMENTS)
def test_documents_in_lines_are_masked_to_the_last_fragment(
    text: str, passages: list[str], readable: list[str]
) -> None:
    assert classify(text, True).level is SensitivityLevel.HIGH
    for part in passages:
        assert _uncovered(text, part) == "", part
    for part in readable:
        assert _uncovered(text, part) != "", part


@pytest.mark.parametrize(
    "text",
    [
        "被告涉嫌詐欺，經警移送地檢署偵辦，目前仍在偵查中。",
        "他因為酒駕被起訴，法院還沒判。",
        # a sentence pronounced, not final: masked by default (test_pronounced_sentences.py); a
        # bank that keeps it readable (DEID_SENSITIVITY_MASK_PRONOUNCED_SENTENCES=false) has
        # proceedings only
        "他一審判了六個月，現在還在上訴。",
        "他一審被判六個月，已提起上訴。",
        "原審判處有期徒刑6月，被告不服提起上訴。",
    ],
)
def test_proceedings_without_a_final_conviction_route_and_mask_nothing(text: str) -> None:
    """The documented setting (``proceedings``, DEID_SENSITIVITY_CRIMINAL_PROCEEDINGS): on premises
    by default, nothing masked; off, the document is no special category."""
    readable = SensitivityPolicy(pronounced_sentences=False)
    assert classify(text, True, readable).level is SensitivityLevel.HIGH
    assert special_passages(text, readable) == []
    off = SensitivityPolicy(criminal_proceedings=False, pronounced_sentences=False)
    assert classify(text, True, off).level is SensitivityLevel.NORMAL


@pytest.mark.parametrize(
    "text",
    [
        "本公司不得因性別、性傾向或性別認同而有差別待遇。",  # an equality clause names no one
        "同性婚姻議題引發社會討論。",
        "以強暴、脅迫之方法強取他人之物，屬強盜之手段。",  # a statute, no one's act
        "昨天傍晚列車出軌，鐵路局正在搶修。",
        "為保護您的帳號，我們已強制登出所有裝置。",
        "請幫我找小陳，他在三樓。",
        "我們上床睡覺前先把門鎖好。",
        "成績單出來後，她先回公司上班。",
        "救生員從背後抱住溺水者，把他拉上岸。",
        "這份工作的升遷要看考績。",
        "他脫下他的外套給我穿。",
        "如有疑義，請電洽本院刑事紀錄科。",
        "員工職業傷害紀錄表請於月底前繳交。",
        "瑞豐銀行房貸徵審，想確認您的收入。",
        "該公司侵犯他人的著作權，遭判賠償。",
        "遭駭客侵犯個資，請立即更改密碼。",
        "請帶我到飯店房間，行李有點重。",
    ],
)
def test_look_alikes_route_nothing(text: str) -> None:
    assert classify(text, True).level is SensitivityLevel.NORMAL


@pytest.mark.parametrize(
    "words",
    [
        "報告出來後，她先回公司上班。",
        "她每週三到學校報到，下課後就回家。",
        "他從派出所出來後，直接回家。",
    ],
)
def test_release_words_mark_nothing_beside_another_category(words: str) -> None:
    """The words that continue a criminal record (出來後, 報到) are no passage in a document routed
    HIGH by health alone."""
    text = f"經醫院診斷為腰椎骨折，住院五日。\n\n{words}\n\n{CLOSING}"
    assert classify(text, True).level is SensitivityLevel.HIGH
    assert _uncovered(text, words) == words.replace(" ", "")


@pytest.mark.parametrize(
    "passage",
    [
        "被告 有 竊盜 前 科，去年 才 假 釋 出 獄。",  # OCR spacing
        "他　被　判　刑　三　年，現 在 還 在 服 刑。",  # a spaced-out letter
        "經 檢 察 官 為 緩起 訴 處 分。",
        "她 小 時 候 被 性 侵，一 直 不 敢 說。",
        "他 老 公 劈 腿，跟 小 三 開 房 間。",
    ],
)
def test_words_spaced_out_are_read_as_words(passage: str) -> None:
    """OCR and spaced-out writing (診　斷　書, 前 科): a word broken by spaces on one line is the
    word."""
    text = f"{INTRO}\n\n{passage}\n\n{CLOSING}"
    assert classify(text, True).level is SensitivityLevel.HIGH
    assert _uncovered(text, passage) == ""
    assert _uncovered(text, CLOSING) != ""


@pytest.mark.parametrize(
    "passage",
    [
        "被告前因竊盜案件經法院判處有期徒刑六月，於一〇九年執行完\n畢，五年內再犯本案，應依累犯規定加重其刑。",
        "她在聯絡簿上寫著，上個月放學後在公園的廁所裡被鄰居叔叔性\n侵，之後每天都不敢一個人回家。",
        "據鄰居表示，該名男子十多年前因為販毒被關了很久，今年春天才假釋出\n獄，目前在附近的工地上班。",
    ],
)
def test_a_word_broken_at_a_wrapped_line_is_read_whole(passage: str) -> None:
    """Prose wrapped at a fixed width (a PDF's or an OCR page's lines): the line break may fall
    inside a word (執行完⏎畢); both lines are masked whole."""
    text = f"{INTRO}\n\n{passage}\n\n{CLOSING}"
    assert classify(text, True).level is SensitivityLevel.HIGH
    for line in passage.split("\n"):
        assert _uncovered(text, line) == "", line
    assert _uncovered(text, CLOSING) != ""


@pytest.mark.parametrize(
    "text",
    [
        "奉獻名單：貳仟元　教會長老\n花蓮縣原住民族協會",  # a line's end joins no word (長老|花蓮)
        "他 沒 有 住 院，隔 天 就 去 上 班。",  # a negation read across the spaces
    ],
)
def test_spaced_reading_makes_no_words_of_its_own(text: str) -> None:
    assert classify(text, True).level is SensitivityLevel.NORMAL
