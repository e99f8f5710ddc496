"""Sex life and criminal records as different people write them (worker/classify.py with
worker/data/special_categories.txt, rules sex.everyday, sex.touch, sex.english, crime.everyday,
crime.english): formal reports, the words of the one it happened to, chat slang, euphemisms,
gossip, English loan words, Taiwanese Hokkien (細姨, 討客兄, 食免錢飯三冬), posts, petitions,
text spaced out by OCR. Each passage routes its document HIGH by itself and is masked whole, in a
paragraph of its own and inside a long paragraph of prose; the look-alikes (拍胸脯, 開房門, 睡過頭,
露點溫度, 牢固, a stay inside a company, a training's title) are no evidence of these rules.
Documents in lines and accounts in prose are masked to the last fragment. Every value is invented
for this test; none comes from an evaluation set."""

from __future__ import annotations

import pytest

from contracts import SensitivityLevel
from tests.unit.helpers import FILLER
from tests.unit.helpers import PROSE_CLOSING as CLOSING
from tests.unit.helpers import prose_layouts as _layouts
from tests.unit.helpers import unmasked as _uncovered
from worker.classify import classify, find_evidence

RULES = frozenset({"sex.everyday", "sex.touch", "sex.english", "crime.everyday", "crime.english"})


SEX_LIFE = [
    # formal reports: HR, school, police, court
    "經查被申訴人已婚，自去年起與部屬維持婚外交往關係，並曾多次以出差名義同宿一間飯店。",
    "調查發現兩人有不正常男女關係，曾於週末同住墾丁某民宿。",
    "被申訴人與該名實習生發展親密關係，未依規定申報，並曾留宿對方租屋處。",
    "被申訴人於KTV包廂內強行親吻申訴人頸部，並將手伸入其上衣內。",
    "申訴人陳述被申訴人在會議室內拍打其臀部兩次，並稱「身材這麼好不要浪費」。",
    "證人證稱看見被申訴人從背後貼近申訴人，以下體磨蹭其臀部。",
    "經性平會調查，該名教師多次以手掐學生腰部並傳送帶有性暗示之訊息，認定性騷擾成立。",
    "被告明知A女未滿十四歲，仍與其為性交行為二次。",
    "被告以拍攝之性影像要脅告訴人繼續交往，否則將散布於網路。",
    "被告未經同意將其與前女友之性愛影片上傳至成人網站。",
    "被告利用深偽技術將告訴人臉部合成於色情影片，並於群組內散布。",
    # victims' own words
    "他把手伸進我的衣服裡面，一直摸，我很害怕不敢動。",
    "他硬要親我，還把舌頭伸進來，我推開他就跑了。",
    "他拍我屁股說這是在開玩笑，可是我真的很不舒服。",
    "那天在車上他一直掐我的大腿，叫我不要跟別人說。",
    "他逼我用手幫他弄，說不然就要把照片傳給我爸媽。",
    "他把我壓在床上扒掉我的衣服，我一直說不要。",
    "我睡著的時候他爬到我床上，醒來發現褲子被拉下來了。",
    "他叫我脫衣服給他看，說這是我們之間的秘密。",
    # chat slang
    "欸他昨天又去約砲了，這個月第三個",
    "她跟那個學長早就睡過了啦",
    "他們兩個在交友軟體認識，第一次見面就去開房",
    "他是她的砲友，不是男朋友",
    "聽說她有在做援交，一次八千",
    "那個乾爹每個月給她五萬，就是包養啦",
    "他叫我傳奶照給他，我才不要",
    "昨晚跟他愛愛完他就不讀不回了",
    "她老公在外面偷人被抓包，現在在鬧離婚",
    "他們昨晚啪啪啪被室友聽到",
    "他一直私訊要我的裸照，還傳他自己的鳥照過來",
    # euphemisms
    "那個老師對她做了不該做的事，她後來就休學了。",
    "聽說經理跟那個新來的助理發生了那種關係。",
    "他在外面養了一個女人，還幫她租房子。",
    # third-person gossip
    "我聽說隔壁那個太太在外面有男人，她先生都不知道。",
    "他們公司傳說主任跟會計有曖昧，還一起去日本玩，只訂一間房。",
    "那個阿姨說她兒子是gay，交了一個男朋友。",
    "聽說她是拉子，跟室友是一對。",
    "他女兒去酒店上班，聽說還會被帶出場。",
    "她以前在酒店上班，常被客人帶出場過夜。",
    # English loan words
    "她被主管sexual harassment，已經跟HR申訴了。",
    "他們只是FWB，沒有要交往。",
    "她跟那個男的是one night stand，之後就沒聯絡了。",
    "他被前女友散布revenge porn，影片在推特上流傳。",
    "他說他是bisexual，男生女生都可以。",
    "她在IG私訊要我傳nudes給她。",
    "他老婆發現他cheating，跟女同事hook up好幾次。",
    # intimate images
    "她的私密照被前男友外流到群組裡。",
    "男子偷拍女友洗澡的影片，分手後傳到網路上。",
    "前夫威脅要把我們以前拍的親密影片寄給我公司。",
    # sex work
    "警方於該按摩店查獲女子從事半套性服務，每次收費兩千元。",
    "她說為了還債才去做外送茶，一天接三個客人。",
    "他負責幫應召站載小姐，一趟抽五百。",
    "案主自述曾從事性交易以維持生計，目前已離開。",
    # reproductive and sexual health in a sexual context
    "發生關係後保險套破掉，她隔天去藥局買了事後避孕藥。",
    "個案與男友發生性行為後未避孕，現懷孕八週，考慮人工流產。",
    "他跟網友約完之後下面長了菜花，去泌尿科擦藥。",
    "她在交友軟體約的男人傳染淋病給她。",
    "個案為男男間性行為者，每三個月回診領取PrEP並接受梅毒篩檢。",
    "他因為早洩跟太太行房有困難，去診所拿威而鋼。",
    # spaced or wrapped
    "被 申 訴 人 多 次 拍 打 申 訴 人 臀 部 。",
    "他 們 兩 個 有 婚 外 情，常 常 去 汽 車 旅 館。",
    "她 被 前 男 友 散 布 私 密 照。",
    # Taiwanese Hokkien and older people's words
    "伊尪婿佇外口有細姨，規庄頭攏知影。",
    "阿伯講伊某討客兄，才會鬧到欲離婚。",
    "他爸爸年輕時常常去開查某，把家裡的錢都花光了。",
    "那個阿桑以前在阿公店上班，陪人喝酒也陪人睡。",
    "她以前在摸摸茶做過，現在不想再提。",
    # Dcard 前任把我們的私密照PO到網路上，我該怎麼辦
    "我是男同志，今年終於跟爸媽come out了，他們還在消化。",
    "有沒有人被前男友散布床照過？",
    "他在推特上賣自己的色圖，還開了OnlyFans。",
    "有人知道怎麼檢舉偷拍我上廁所的人嗎，影片被傳到論壇了",
    # petitions, appeals, letters to the court
    "陳情人之女於補習期間遭補習班負責人多次撫摸身體，事後陳情人之女情緒崩潰，懇請鈞署從嚴偵辦。",
    "上訴人與被上訴人於婚姻關係存續中，被上訴人另與第三人同居並育有一子，破壞婚姻至深。",
    "聲請人於婚後遭相對人強迫觀看色情片並模仿其中動作，拒絕即遭毆打。",
    # medical and sexual health in a sexual context
    "個案為性工作者，每月定期至衛生所接受性病篩檢。",
    "病人自述與多名性伴侶有性接觸，未使用保險套，今日來院檢驗梅毒及淋病。",
    "個案於性侵事件後服用緊急避孕藥，並接受愛滋暴露後預防性投藥。",
    "她跟男友發生關係後懷孕，男友不承認，還叫她去墮胎。",
    # third-person reports and records
    "據鄰居指稱，該名男子經常帶不同女子回住處過夜，疑似從事性交易。",
    "學校調查發現該名男老師與女學生有師生戀，兩人曾多次單獨外出並發生親密行為。",
    "員工反映主管經常講黃色笑話，並在群組內轉傳A片連結。",
    "經查，該員於網路上以暱稱與未成年人交換裸照。",
]

CRIMINAL_RECORD = [
    # formal: judgments, 前案紀錄, reports
    "被告前因違反毒品危害防制條例案件，經法院判處有期徒刑1年確定，於112年3月執行完畢出監。",
    "被告曾因詐欺案件受有期徒刑之宣告，並於110年間執行完畢，有臺灣高等法院被告前案紀錄表可稽。",
    "依法務部前案資料，應徵者曾於民國105年因公共危險罪受徒刑執行。",
    "該員前曾因背信罪經判決有罪確定，現仍在緩刑期間。",
    "受刑人於113年1月5日入監執行，刑期一年六月，預定114年7月刑期屆滿。",
    "受刑人因累進處遇成績良好，經法務部核准假釋，假釋期間付保護管束。",
    "本件被告經本署為緩起訴處分確定，緩起訴期間二年，並應向公庫支付緩起訴處分金五萬元。",
    "該生前經少年法庭裁定保護管束二年，目前由少年保護官執行中。",
    # probation and parole in plain words
    "他現在還在緩刑中，每個月要去地檢署報到一次。",
    "他緩刑期間又酒駕，法官把緩刑撤銷了，要去關。",
    "我爸假釋出來後要定期跟觀護人報到，不能隨便出國。",
    "他因為違反假釋規定被撤銷假釋，又回去關殘刑。",
    "她的緩起訴有附條件，要做一百二十小時的義務勞務。",
    "上次被緩起訴，繳了三萬塊緩起訴金。",
    # 前科 and records
    "他前科累累，光竊盜就有五六筆。",
    "應徵者自承有一筆傷害前科，已於多年前執行完畢。",
    "那個房客是前科犯，之前因為搶劫被關過。",
    "鄰居說他有詐騙的案底，警察常常來找他。",
    "他的警察刑事紀錄證明不是空白的，有一筆毒品紀錄。",
    "良民證申請不下來，因為他以前有被判過。",
    # time served
    "他在台北監獄服刑七年，去年才刑滿出獄。",
    "我先生坐了三年牢，上個月剛出來。",
    "他進去蹲了兩年，出來後人都變了。",
    "我弟關了五年，今年過年終於出來了。",
    "他服完刑出來就找不到工作，只能打零工。",
    "他在裡面待了十幾年，出來以後完全跟不上社會。",
    # 更生人
    "案父為毒品更生人，出監後參加更生保護會的就業輔導。",
    "他是更生人，出獄後在我們工廠上班兩年了。",
    "本計畫協助受刑人出監後就業，個案於今年五月假釋出監。",
    "收容人林○○於本監服刑期間表現良好，獲准返家探視。",
    # chat slang
    "欸你知道嗎他以前有進去過喔",
    "他剛從監獄出來不到一個月",
    "聽說他吸毒被抓過，還去勒戒過",
    "他是通緝犯啦，身上還背了兩條案子",
    "那個人底子不乾淨，以前在道上混被判過",
    # English loan words
    "他有criminal record，公司背景調查沒過。",
    "他之前被convicted過，現在還在緩刑中。",
    "他是ex-con，parole期間不能離開台北。",
    # euphemism / gossip
    "聽說他以前去綠島管訓過，回來就不太說話。",
    "他去年被送進去了，判了兩年半，現在還在裡面。",
    "那個老闆以前是吃牢飯的，坐過好幾年監。",
    "我聽鄰居講他兒子在監獄裡，好像是販毒被判很重。",
    # spaced or wrapped
    "他 以 前 坐 過 三 年 牢 ， 去 年 才 出 獄 。",
    "被 告 前 經 判 處 有 期 徒 刑 確 定 ， 已 執 行 完 畢 。",
    "他 現 在 還 在 緩 刑 期 間 。",
    # Taiwanese Hokkien and older people's words
    "伊少年時去食免錢飯三冬，出來才娶某。",
    "他被抓去關監，關了兩冬。",
    # petitions, appeals, letters to the court
    "懇請庭上審酌受刑人已服刑五年，在監表現良好，准予假釋。",
    "被告自陳曾因施用毒品案件入監，出監後即戒除毒癮，請求從輕量刑。",
    # criminal records in other words
    "他二進宮了，這次判得比上次還重。",
    "她先生是毒品累犯，進出監獄好幾次。",
    "那個司機是假釋犯，駕照還被吊銷。",
    "公司查到他有竊盜前案，就沒有錄取他。",
    "他酒駕三振，現在在監獄裡。",
    "我哥剛從龜山監獄出來，正在找工作。",
]


@pytest.mark.parametrize(
    ("category", "passage"),
    [("sex_life", p) for p in SEX_LIFE] + [("criminal_record", p) for p in CRIMINAL_RECORD],
)
def test_each_passage_routes_high_and_is_masked_whole(category: str, passage: str) -> None:
    for text in _layouts(passage):
        sensitivity = classify(text, True)
        assert sensitivity.level is SensitivityLevel.HIGH
        assert category in sensitivity.categories
        assert _uncovered(text, passage) == ""
        assert _uncovered(text, CLOSING if CLOSING in text else FILLER) != ""


LOOK_ALIKES = [
    "他拍胸脯保證下週一定還錢。",
    "他一拍大腿說：「對，就是這樣！」",
    "事情鬧大以後，他就拍拍屁股走人了。",
    "醫師安排她去拍胸部X光，結果正常。",
    "媽媽拍拍他的屁股哄他睡覺。",
    "他把手伸進褲子口袋拿出手機。",
    "她把手伸進衣服口袋找鑰匙。",
    "我先去開房門，你把行李拿上來。",
    "他每天開房車上下班。",
    "他們打算一起開房地產公司。",
    "我昨天跟同事聊到太晚，早上睡過頭了。",
    "小時候我常跟奶奶睡過一整個暑假。",
    "今天的露點溫度偏高，體感悶熱。",
    "我們坐了三個小時的車才到台東。",
    "這個櫃子很牢固，可以放重物。",
    "他上次被判過無罪，這次又被起訴。",
    "我在裡面待了三年才離職，學到很多。",
    "那間博物館我以前進去過。",
    "新兵管訓期間不得外出。",
    "他又偷人家的腳踏車被抓到。",
    "掌聲啪啪啪地響起來。",
    "媽媽叫我脫衣服洗澡。",
    "教練叫我脫掉外套再跑。",
    "球員受傷被帶出場，換上替補。",
    "本公司提供婚禮全套服務。",
    "All staff must complete the sexual harassment prevention training.",
    "本職缺試用期三個月（probation period）。",
    "他跟客戶約好下週見面。",
    "兩人的關係曖昧不明，但無證據。",
    "請勿在公司內打手機玩遊戲。",
    "他喜歡拍照，尤其是拍下雨的街景。",
    "我們一起去看電影，然後各自回家。",
    "我們去吃免錢飯，公司請客。",
    "他們表兄弟感情很好，客兄弟常一起出遊。",
    "公司與他人合作開發新產品。",
    "這次露營讓孩子們與大自然親密接觸。",
    "本件與前案之當事人相同，爭點亦同。",
    "他在浴室換燈泡時偷拍了一張自拍。",
]


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alikes_are_no_evidence_of_these_rules(text: str) -> None:
    assert [e.rule_id for e in find_evidence(text) if e.rule_id in RULES] == []


DOCUMENTS = [  # (document, passages masked to the last character, lines left readable)
    (  # a chat: the messages of sequence (結果, 然後, 還) take the ride they go on from
        "[22:10] 小芸：我跟妳說一件事妳不要跟別人講\n[22:10] 小芸：上禮拜聚餐完主任說要載我回家\n"
        "[22:11] 小芸：結果他把車開到河堤那邊停下來\n[22:11] 小芸：然後就一直掐我的大腿\n"
        "[22:12] 小芸：還把手伸進我的裙子\n[22:12] 阿慧：天啊！妳有報警嗎\n"
        "[22:13] 小芸：我不敢，他是我主管\n[22:20] 阿慧：明天午餐再聊",
        ["結果他把車開到河堤那邊停下來", "然後就一直掐我的大腿", "還把手伸進我的裙子"],
        ["明天午餐再聊"],
    ),
    (  # a forum post in paragraphs: the room she was taken to and locked in
        "#心情 大學時被學長性侵的事\n\n這件事我憋了五年，今天終於想說出來。\n\n"
        "大二那年系上迎新，學長說要送我回宿舍。\n\n結果他把我帶到他租的套房，把門鎖起來。\n\n"
        "我一直說不要，他還是硬上了。\n\n之後我好幾個月都不敢去上課。\n\n謝謝願意看完的人。",
        ["結果他把我帶到他租的套房，把門鎖起來。", "我一直說不要，他還是硬上了。"],
        ["謝謝願意看完的人。"],
    ),
    (  # an HR report: items of one complaint
        "申訴調查報告\n\n一、申訴事實\n（一）申訴人指稱，被申訴人於本年四月起多次於倉庫內拍打其臀部。\n"
        "（二）被申訴人另於五月三日下班後，傳送自己的裸照予申訴人，並要求申訴人回傳。\n"
        "（三）申訴人拒絕後，被申訴人即以調班方式刁難。\n\n二、調查方法\n訪談申訴人、被申訴人及證人二名。",
        [
            "被申訴人於本年四月起多次於倉庫內拍打其臀部",
            "傳送自己的裸照予申訴人，並要求申訴人回傳",
            "申訴人拒絕後，被申訴人即以調班方式刁難",
        ],
        ["訪談申訴人、被申訴人及證人二名"],
    ),
    (  # a victim's statement in one paragraph
        "被害人陳述：我那天喝了很多，醒來的時候在他家床上。我的內褲被脫掉了，下面很痛。"
        "我問他發生什麼事，他說我們只是睡覺。後來我去醫院驗傷，醫生說有撕裂傷。",
        [
            "醒來的時候在他家床上",
            "我的內褲被脫掉了，下面很痛",
            "我問他發生什麼事，他說我們只是睡覺",
        ],
        [],
    ),
    (  # a neighbourhood visit record: a son's prison term told by the neighbours
        "鄰里訪視紀錄\n\n訪視對象：獨居長者\n訪視情形：長者精神尚可，自行煮食。\n"
        "其他：里民反映，長者之子去年才從監獄出來，以前因販毒坐了八年牢，出來後常向長者要錢。"
        "\n\n下次訪視：三個月後。",
        ["長者之子去年才從監獄出來，以前因販毒坐了八年牢，出來後常向長者要錢。"],
        ["下次訪視：三個月後。"],
    ),
    (  # a chat with an aunt: a release to come, how long he was in, what follows
        "阿姨：妳表弟下個月就要出來了\n我：出來？他關多久了\n阿姨：三年啦，當初是因為幫人家運毒\n"
        "阿姨：出來以後要先住我們家",
        [
            "妳表弟下個月就要出來了",
            "出來？他關多久了",
            "三年啦，當初是因為幫人家運毒",
            "出來以後要先住我們家",
        ],
        [],
    ),
    (  # gossip in a chat group
        "閨蜜群組\n小安：欸妳們知道嗎，阿傑跟他公司那個助理睡過了\n小安：兩個人上週還一起去宜蘭開房\n"
        "小如：哇，真的假的\n\n小如：那我下週的生日派對還要約他嗎",
        ["阿傑跟他公司那個助理睡過了", "兩個人上週還一起去宜蘭開房"],
        ["那我下週的生日派對還要約他嗎"],
    ),
    (  # an HR e-mail in mixed English
        "Subject: Investigation update\n\nHi all,\n\n"
        "經調查，Jason 在 offsite 期間多次對 intern 說一些 sexual 的 comments，\n"
        "還傳了一張他自己的 nude 照片給她。\n"
        "HR 已經啟動 disciplinary process。\n\nBest,\nLinda",
        [
            "Jason 在 offsite 期間多次對 intern 說一些 sexual 的 comments，",
            "還傳了一張他自己的 nude 照片給她。",
        ],
        ["Best,"],
    ),
    (  # a background check in English and Chinese
        "Hi Amy，關於新人背景查核：\n候選人Kevin有criminal record，五年前因為傷害被convicted，\n"
        "當時判了十個月，已經執行完畢。\n請HR評估是否錄用。\n\nThanks",
        [
            "候選人Kevin有criminal record，五年前因為傷害被convicted，",
            "當時判了十個月，已經執行完畢。",
        ],
        ["Thanks"],
    ),
    (  # a news item wrapped at a fixed width
        "【社會新聞】據了解，該名男子五年前曾因性侵案件遭判刑入獄，去年\n"
        "假釋出獄後，仍多次在網路上以假名結識未成年少女，並誘騙其傳送\n裸露照片，警方昨日將其逮捕。"
        "\n\n記者○○○／報導",
        [
            "據了解，該名男子五年前曾因性侵案件遭判刑入獄，去年",
            "假釋出獄後，仍多次在網路上以假名結識未成年少女，並誘騙其傳送",
            "裸露照片，警方昨日將其逮捕。",
        ],
        ["記者○○○／報導"],
    ),
    (  # a sexual-health visit in SOAP
        "門診紀錄\nS：個案主訴上週與網友發生無套性行為，擔心感染HIV，要求暴露後預防性投藥。\n"
        "O：生命徵象穩定。\nA：高風險性行為後諮詢。\nP：開立PEP 28天，一個月後回診抽血。",
        [
            "個案主訴上週與網友發生無套性行為，擔心感染HIV，要求暴露後預防性投藥。",
            "高風險性行為後諮詢",
        ],
        [],
    ),
    (  # spaced-out OCR of a prison record, wrapped
        "受 刑 人 王 ○ ○ 於 民 國 一 ○ 八 年 入 監 服\n"
        "刑 ， 刑 期 六 年 ， 一 一 二 年 假 釋 出 監 ，\n"
        "假 釋 期 間 付 保 護 管 束 。\n\n以 上 資 料 僅 供 參 考 。",
        [
            "受 刑 人 王 ○ ○ 於 民 國 一 ○ 八 年 入 監 服",
            "刑 ， 刑 期 六 年 ， 一 一 二 年 假 釋 出 監 ，",
            "假 釋 期 間 付 保 護 管 束 。",
        ],
        ["以 上 資 料 僅 供 參 考 。"],
    ),
    (  # a police transcript: the questions and answers about an intimate video spread
        "調查筆錄\n問：妳與陳○○是什麼關係？\n答：他是我前男友。\n問：他有沒有拍攝妳的私密影像？\n"
        "答：有，交往時他偷拍我們親熱的影片。\n問：他如何散布？\n"
        "答：分手後他把影片傳到我公司同事的群組。\n問：以上所述是否實在？\n答：實在。",
        [
            "問：他有沒有拍攝妳的私密影像？",
            "答：有，交往時他偷拍我們親熱的影片。",
            "問：他如何散布？",
            "答：分手後他把影片傳到我公司同事的群組。",
        ],
        [],
    ),
    (  # a job application form's field
        "應徵人員資料表\n姓名：○○○\n學歷：高職\n有無前科：有（民國一○二年 竊盜 已執行完畢）\n"
        "緊急聯絡人：母\n希望待遇：面議",
        ["有無前科：有（民國一○二年 竊盜 已執行完畢）"],
        ["希望待遇：面議"],
    ),
    (  # a social-work visit: another woman kept, lived with
        "社工訪視紀錄\n一、家庭狀況：案父長年在外工作。\n"
        "二、案母陳述：案父在外另有女人，每月只寄五千元回家，案母懷疑案父與該女子已同居。\n"
        "三、經濟狀況：案母打零工維生。\n四、處遇計畫：轉介法律諮詢。",
        ["案父在外另有女人，每月只寄五千元回家，案母懷疑案父與該女子已同居。"],
        [],
    ),
    (  # a petition for parole
        "陳情書\n\n陳情人之子○○○於民國一一○年因一時失慮觸犯毒品危害防制條例，經判處有期徒刑二年，"
        "現於臺中監獄執行中。\n其在監期間表現良好，已取得兩張技術士證照。\n"
        "懇請鈞部准予假釋，使其早日返家。\n\n此致\n法務部",
        [
            "經判處有期徒刑二年，現於臺中監獄執行中。",
            "其在監期間表現良好，已取得兩張技術士證照。",
            "懇請鈞部准予假釋，使其早日返家。",
        ],
        ["法務部"],
    ),
    (  # a letter to the borough chief: remarks and an invitation in the stairwell
        "里長您好：\n我是三樓的住戶。\n四樓那個男的常常在樓梯間對我女兒吹口哨，\n"
        "還說她「身材很好，要不要來我家玩」，\n我女兒現在都不敢自己上樓。\n請里長幫忙處理。\n\n謝謝",
        ["四樓那個男的常常在樓梯間對我女兒吹口哨，", "還說她「身材很好，要不要來我家玩」，"],
        ["謝謝"],
    ),
]


@pytest.mark.parametrize(("text", "passages", "readable"), DOCUMENTS)
def test_documents_are_masked_to_the_last_fragment(
    text: str, passages: list[str], readable: list[str]
) -> None:
    assert classify(text, True).level is SensitivityLevel.HIGH
    for part in passages:
        assert _uncovered(text, part) == "", part
    for part in readable:
        assert _uncovered(text, part) != "", part


@pytest.mark.parametrize("opening", ["還好", "就是", "就近問了", "還款前"])
def test_a_message_opening_with_a_look_alike_of_sequence_takes_nothing_before_it(
    opening: str,
) -> None:
    """還好, 就是, 就近 and 還款 open with the characters of 還 and 就 but tell no next step."""
    text = f"[09:00] 小華：昨天去看電影\n[09:01] 小華：{opening}他以前坐過三年牢的事沒人知道"
    assert classify(text, True).level is SensitivityLevel.HIGH
    assert _uncovered(text, "坐過三年牢的事沒人知道") == ""
    assert _uncovered(text, "昨天去看電影") == "昨天去看電影"


def test_a_locked_door_and_a_release_mark_nothing_beside_health_alone() -> None:
    """The settings of an assault (把門鎖上) and a release to come (就要出來了) mark passages only
    beside evidence of their own category (rule ids *.own)."""
    words = "他下個月就要出來了，記得把門鎖上。"
    text = f"經醫院診斷為腰椎骨折，住院五日。\n\n{words}\n\n{CLOSING}"
    assert classify(text, True).level is SensitivityLevel.HIGH
    assert _uncovered(text, words) == words


PRE = (
    "本院審理時，兩造就系爭租賃契約之租金數額及押金返還時點多所爭執，"
    "各自提出匯款單據及對話紀錄為證，業經本院逐一調查。"
)
POST = "至於被告所提其他證據，核與本案爭點無關，爰不一一論述，併此敘明。"
ACCOUNTS_IN_PROSE = [  # accounts of several sentences inside a long paragraph: every sentence
    [
        "被害人於警詢時證稱：當晚被告邀其至住處看電影，看到一半被告突然靠過來，把她壓在沙發上，"
        "她一直推開被告，被告仍強行脫去她的褲子，事後她躲在浴室哭了很久，隔天才告訴母親。"
    ],
    [
        "原告主張被告與其夫自去年起交往。",
        "兩人每週固定於週三晚間見面。",
        "原告曾於其夫車上發現女用內衣及保險套。",
        "其夫並坦承與被告有性關係。",
    ],
    [
        "證人甲證稱：我看到主任把手放在她的腰上。",
        "她一直往旁邊閃。",
        "後來主任又湊到她耳邊講話，她臉色很難看。",
    ],
    [
        "被告前於民國一○五年間因竊盜案件經法院判處有期徒刑八月確定。",
        "嗣於一○六年入監執行。",
        "一○七年縮短刑期假釋出監。",
        "假釋期滿未經撤銷。",
    ],
    ["據證人所述，被告年輕時曾混幫派。", "二十多歲時因持槍被關了六年。", "出來以後在市場賣菜。"],
    [
        "她說那晚在KTV喝了兩杯就覺得頭很暈。",
        "醒來時人已經在旅館房間。",
        "衣服散落一地。",
        "她完全不記得發生什麼事。",
    ],
]


@pytest.mark.parametrize("sentences", ACCOUNTS_IN_PROSE)
def test_accounts_in_a_long_paragraph_are_masked_sentence_by_sentence(
    sentences: list[str],
) -> None:
    text = PRE + "".join(sentences) + POST
    assert classify(text, True).level is SensitivityLevel.HIGH
    for part in sentences[1:] if sentences[0].startswith("據證人") else sentences:
        assert _uncovered(text, part) == "", part


@pytest.mark.parametrize(
    "text",
    [
        "坐了一晚夜車，醒來時已經在旅館門口。",
        "我醒來時在旅館房間，趕快收拾行李去機場。",
        "他把手搭在我的肩上安慰我。",
    ],
)
def test_a_hotel_woken_in_and_a_hand_on_a_shoulder_route_nothing(text: str) -> None:
    assert classify(text, True).level is SensitivityLevel.NORMAL
