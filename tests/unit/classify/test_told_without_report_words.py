"""Sex life and health told without the words of a report, as people who were never
read write them (worker/classify.py with worker/data/special_categories.txt, rules
sex.pursuit, sex.euphemism, sex.images, sex.work, sex.health, sex.english_acts,
sex.orientation_told, sex.names, health.lay, medical.brand, medical.session): a
pursuer's words and images, a hand going under clothes, euphemisms (男女之間的事, 動手動腳),
chat slang, the names of an offender (狼師, 痴漢), Hokkien (有一腳, 尻川), whole English
sentences, gossip about orientation, images from a toilet or a bed, sex work by its
trade words, sexual health after sex; symptoms in lay words, a drug by its brand
name taken or prescribed, a counselling session, an injury seen rather than
examined. Each passage routes its document HIGH by itself and is masked whole, in a
paragraph of its own and inside a long paragraph of prose; documents told over
several lines or sentences are masked to the last fragment; look-alikes are no
evidence of these rules. Written before reading any corpus document of the round;
every value is invented."""

from __future__ import annotations

import pytest

from contracts import SensitivityLevel
from tests.unit.helpers import FILLER
from tests.unit.helpers import PROSE_CLOSING as CLOSING
from tests.unit.helpers import prose_layouts as _layouts
from tests.unit.helpers import unmasked as _uncovered
from worker.classify import classify, find_evidence

RULES = frozenset(
    {
        "sex.pursuit",
        "sex.euphemism",
        "sex.images",
        "sex.work",
        "sex.health",
        "sex.english_acts",
        "sex.orientation_told",
        "sex.names",
        "health.lay",
        "medical.brand",
        "medical.session",
    }
)
HEALTH = frozenset({"medical", "health", "medical_record"})

SEX = [
    # stalking with sexual content
    "他每天傳訊息說想聞我的頭髮，還說他知道我幾點洗澡。",
    "那個男的連續三個禮拜在我家樓下守著，還在信箱塞了他自己光著身子的照片。",
    "有個陌生號碼每晚十二點打來，一接起來就在那邊喘氣講下流的話。",
    "他跟蹤我到健身房，偷拍我深蹲的背影傳到他們群組，還配字說想上我。",
    "被告自去年九月起多次尾隨告訴人返家，並在其門口留下寫有猥瑣字句之紙條。",
    # a victim's account in sequence, few evidence words
    "他說要幫我看報告，叫我去他辦公室。門一關他就坐到我旁邊，手一直往我裙子裡面伸。",
    "他把我拉進樓梯間，整個人貼上來，手從我衣服下面鑽進去。",
    "我跟他說我不要，他還是把我的手拉過去碰他那裡。",
    "後來他就壓上來了，我一直哭，他說很快就好。",
    "完事之後他丟了兩千塊在床上，叫我不准說出去。",
    # euphemisms
    "那個教練對小朋友有不好的行為，家長群組都在傳。",
    "主管常常對新來的女同事動手動腳，大家都不敢講。",
    "那晚他們在車上做了男女之間的事。",
    "聽說兩個人早就有了夫妻之實，只是還沒辦婚禮。",
    "那個經理會對女下屬上下其手，已經好幾個人離職了。",
    "他們兩個在辦公室裡亂來，被清潔阿姨撞見。",
    "她被那個人欺負了，是那種欺負，妳懂我意思。",
    # slang and chat
    "他說要跟我玩3P，我直接封鎖他",
    "他們那種關係啦，約出來就直接去汽旅",
    "主任LINE我說想跟我來個成年人的約會，還附了飯店地址",
    "他一直傳那種色色的貼圖，還問我今天穿什麼顏色的內在美",
    "她在直播平台做擦邊，私下還接一對一的裸聊",
    "他每次喝醉就硬要跟我做，我不要都不行",
    "我發現我男友手機裡有跟別的女生的曖昧對話，還約了要去摩鐵",
    "他跟那個妹子已經上過了啦",
    # English and Hokkien
    "He kept touching my thigh under the table and said nobody would believe me.",
    "My manager asked me to sleep with him if I wanted the promotion.",
    "She was groped on the MRT on her way to work.",
    "他說他是gay，但還不敢跟家裡come out。",
    "伊佮隔壁彼个查某有一腳，規庄攏知影。",
    "彼个查埔人定定摸伊的尻川，伊驚甲毋敢去上班。",
    "阿嬤講伊孫女予人欺負去，是彼款代誌，毋敢報警。",
    # third-person gossip
    "聽說她太太跟健身教練走很近，常常一起去汽車旅館休息。",
    "聽說他其實喜歡男生，只是一直不敢講。",
    "她跟她室友其實是一對，兩個女生在一起五年了。",
    "他是跨性別，前幾年去泰國做了變性手術。",
    "那個里長跟隔壁的寡婦有關係，大家都心知肚明。",
    "他們兩個早就在一起了，只是他還沒跟太太離婚。",
    # intimate images
    "他把我們在床上的影片存在雲端，分手後說要公開。",
    "那個群組在轉一個女生換衣服的影片，聽說是學校更衣室拍的。",
    "他用AI把我的臉換到A片裡面，然後傳給我同學。",
    "他在女廁的垃圾桶旁邊藏了一支手機在錄影。",
    "前男友威脅說如果我不復合，就把我的照片寄給我爸媽，那些照片我沒穿什麼。",
    # sex work
    "她在那間養生館上班，有幫客人做S。",
    "那間按摩店其實有做黑的，警察來過好幾次。",
    "他在網路上仲介小模出場，每次抽三成。",
    "她一個晚上要接好幾個客人，錢都被馬夫拿走。",
    # sexual health in a sexual context
    "他跟我做完之後我下面一直癢，去婦產科說是被傳染的。",
    "我們那次沒戴套，我的月經已經晚了兩個禮拜。",
    "醫生說我的HPV可能是前男友傳給我的。",
    "他有勃起的問題，所以夫妻之間很久沒有那個了。",
]

# the names of an offender, a school's case, sextortion, escort work, an affair as a judgment
# writes it, orientation in its own words, a massage that goes on, a skirt lifted, English
# reports, Hokkien
SEX2 = [
    # news and public records
    "該名狼師利用課後輔導時間，多次將女學生留在教室內。",
    "這個色老頭常在公園對路過的女生講些有的沒的。",
    "捷運上有痴漢一直用下面頂我，我嚇到不敢動。",
    "該校發生性平事件，校方已通報教育局並啟動調查。",
    "男子以裸照對被害人進行性勒索，要求再傳更多影片。",
    "她在網路上接伴遊的工作，一次收一萬。",
    "廠商以性招待方式招待承辦官員。",
    # affairs as a civil judgment or a spouse writes them
    "被告明知原告之夫為有配偶之人，仍與之交往並多次相約出遊。",
    "這個女人介入我們的婚姻，害我們的家庭破碎。",
    # orientation
    "身為性少數，他在公司一直不敢公開自己的伴侶。",
    "她是T，她女朋友是護理師。",
    "個案為MSM，近半年有多位伴侶。",
    "他是變性人，證件上的性別還沒改。",
    # touch and grooming
    "他說要幫我按摩，手卻一直往大腿內側移。",
    "他強吻我，舌頭伸進來，我咬了他一口。",
    "那個男同學在樓梯上掀我的裙子，還拍照。",
    "室友的男友常常偷看我換衣服。",
    "不當碰觸的情形發生在體育課的更衣時間。",
    # English
    "A man exposed himself to her at the bus stop.",
    "He tried to kiss me in the elevator and I pushed him away.",
    "Several interns reported unwanted touching by the supervisor.",
    "The teacher inappropriately touched two students during practice.",
    # Hokkien / older words
    "那個阿伯老不修，常常對年輕小姐毛來毛去。",
    "伊真豬哥，看到查某囡仔就欲摸。",
    # sextortion via video
    "他在交友軟體認識一個女生，說要視訊，結果他就在鏡頭前脫光了，後來被勒索五萬。",
]

# a third: a police form's offence, sex toys ordered, a sugar daddy, catching a spouse in the
# act, picking up the drunk, a date-rape drug, a sexless marriage, a partner pressed for sex
SEX3 = [
    "案類：妨害性自主　報案人：○○○　發生地點：租屋處。",
    "訂單明細：情趣用品禮盒一組、潤滑液兩瓶，寄送方式：超商取貨。",
    "她在甜心網上認識一個甜心爹地，每個月見面兩次。",
    "正宮帶著朋友到飯店抓姦，現場一片混亂。",
    "他昨晚在夜店門口撿屍，被路人拍下來。",
    "那杯飲料裡被加了失身水，她喝完就沒有記憶了。",
    "兩人結婚五年幾乎是無性婚姻，丈夫常以性需求未被滿足為由外宿。",
    "他喝醉後一直向太太求歡，被拒絕就摔東西。",
    "學長把她灌醉之後帶回宿舍。",
]

MED = [
    # symptoms in lay words
    "我最近一直喘，爬兩層樓就要停下來休息，晚上還要墊兩個枕頭才睡得著。",
    "他上個月開始尿尿會痛，馬桶裡還有一點血。",
    "阿公最近常常忘記自己有沒有吃飯，半夜還會自己開門跑出去。",
    "她這半年瘦了十公斤，吃一點東西就飽，肚子裡好像有硬硬的一塊。",
    "我媽右邊的手腳突然沒力，講話也不清楚，我們趕快叫救護車。",
    "小孩子燒到四十度，整個人抽了一下，眼睛往上吊。",
    "他一站起來就天旋地轉，耳朵嗡嗡叫，已經兩個禮拜了。",
    "她每個月那幾天都痛到在床上打滾，止痛的也沒用。",
    # medication by brand name
    "醫生開了立普妥給他，叫他少吃炸的。",
    "他每天早上吃一顆脈優、一顆庫魯化。",
    "她在吃克憂果，吃了半年比較不會一直想哭。",
    "爸爸每天晚上要吃一顆使蒂諾斯才睡得著。",
    "他心臟裝了支架以後，每天要吃保栓通跟拜瑞妥。",
    "阿嬤每天吃捷諾維控制血糖，還要打胰島素。",
    "醫師改開耐適恩給我，說胃酸太多。",
    "我兒子上課前要吃專思達，不然坐不住。",
    # therapy sessions
    "這是她第六次來談，她說最近晚上都會夢到那天的事，醒來就一直發抖。",
    "個案本週談到父親過世後的失落，多次落淚，約定下週繼續。",
    "她每週四下午去找心理師聊，已經聊了快一年。",
    "他在團體裡分享自己戒酒三個月的心得，說還是會想喝。",
    "治療師要她練習深呼吸，在恐慌快來的時候數到十。",
    # injuries described without 驗傷
    "他的額頭被酒瓶砸到，縫了七針，到現在還有一條疤。",
    "她的手臂上有好幾塊紫紫的，說是被先生抓的。",
    "孩子跌下來之後手腕腫得像麵包，整個不能轉。",
    "他被機車撞到後，腳踝到現在走路還一跛一跛的。",
    "她的眼睛被打到整圈黑青，好幾天不敢出門。",
    "阿伯從梯子摔下來，腰那邊痛到不能翻身，照了片子說骨頭裂了。",
]


# a second table: urine, vomiting, swelling, a stroke, after a birth, the heart, sight, a cough, a
# rash; drugs by brand or by what they do; a family session, EMDR; a finger caught, a bite, a bump
MED2 = [
    # lay symptoms, chat and family
    "我爸最近小便都要等很久才尿得出來，半夜起來好幾次。",
    "她最近吃什麼都吐，整個人瘦到皮包骨。",
    "阿嬤的腳最近腫到鞋子都穿不下，按下去會凹一個洞。",
    "他講話開始大舌頭，右手拿筷子一直掉。",
    "孩子這兩天一直拉，一天跑廁所七八次。",
    "我老婆生完之後一直很低落，常常抱著寶寶哭。",
    "他喝完酒臉會很紅，心臟跳得很大力。",
    "我最近看東西都霧霧的，晚上開車看不清楚。",
    "阿公咳了一個多月都沒好，痰裡面有血絲。",
    "她身上起了一顆一顆紅紅的，癢到睡不著。",
    # medication by brand or lay name
    "她每天早晚各吃一顆樂命達，已經吃了三年。",
    "醫生有開贊安諾給她，緊張的時候吃半顆。",
    "他每天都要吃一顆小白藥，不然血壓會飆高。",
    "爸爸吃的那個抗凝血的藥，拔牙前要先停。",
    "我現在每天打一針瘦瘦筆，一個月瘦了五公斤。",
    # therapy and counselling
    "她這學期每週二跟輔導老師談，談完心情會好一點。",
    "我們第三次家族會談時，媽媽第一次說出她被打的事。",
    "他在精神科住了兩個禮拜，出來後每個月回去拿藥。",
    "她去做了EMDR，說那個畫面比較不會一直跑出來了。",
    # injuries without 驗傷
    "他的手被門夾到，指甲整片黑掉。",
    "她從樓梯跌下來，膝蓋整個破一個大洞。",
    "阿姨被狗咬到小腿，去打了破傷風。",
    "小朋友的頭撞到桌角，腫了一個大包。",
    "他被打到耳朵嗡嗡叫，現在還聽不太清楚。",
    "她的脖子上有一圈紅紅的痕跡，說是被掐的。",
]


@pytest.mark.parametrize(
    ("categories", "passage"),
    [(frozenset({"sex_life"}), p) for p in SEX + SEX2 + SEX3] + [(HEALTH, p) for p in MED + MED2],
)
def test_each_passage_routes_high_and_is_masked_whole(
    categories: frozenset[str], passage: str
) -> None:
    for text in _layouts(passage):
        sensitivity = classify(text, True)
        assert sensitivity.level is SensitivityLevel.HIGH
        assert categories & set(sensitivity.categories)
        assert _uncovered(text, passage) == ""
        assert _uncovered(text, CLOSING if CLOSING in text else FILLER) != ""


LOOK_ALIKES = [
    "我想上你的課，請問還有名額嗎？",
    "我跟他上過課，他教得很好。",
    "球員受傷被帶出場，換上替補。",
    "這位歌手的出場費很高。",
    "他在山上做茶，一年採兩次。",
    "今年公司不舉辦尾牙。",
    "我去銀行辦完事了，等一下回公司。",
    "他騎上來找我，我們一起去吃飯。",
    "她很有內在美，大家都喜歡她。",
    "行銷的4P是產品、價格、通路與推廣。",
    "他在帳目上上下其手，挪用公款。",
    "兩個女生在一起聊天聊到很晚。",
    "這筆錢跟他太太有關係嗎？",
    "這件事跟那個計畫有關係。",
    "他把手伸進口袋找鑰匙。",
    "廁所外的監視器鏡頭拍到他拿走包包。",
    "這間套房無套房管理費。",
    "最近工作壓力大到喘不過氣。",
    "休息一下，讓我喘口氣。",
    "新政府成了跛腳鴨。",
    "他的話被打斷了。",
    "藥局公告：本週起脈優、立普妥改由二號窗口領取。",
    "本品含酒精，可能引起心悸、胸悶或皮膚搔癢。",
    "下次會談 11/19，請準時出席。",
    "小孩晚上偷偷跑出去玩。",
    "Our foreign affairs team will reply.",
    "防色狼噴霧一瓶兩百元。",
    "我們全家都愛看豬哥亮的電影。",
    "本週為性平教育宣導週，請各班張貼海報。",
    "這次按摩很舒服，肩頸放鬆很多。",
    "她是婆婆的好幫手。",
    "他在視訊會議上脫掉外套。",
    "今年的預算被掐得很緊。",
    "旺季的季節性需求讓訂單增加。",
    "他叫她我的甜心寶貝。",
    "機台每週加一次潤滑油。",
    "第三題的答案是T。",
    "他一直拉著我的手不放。",
    "工作坊由婚姻與家族治療師帶領，講伴侶治療。",
    "He came out of the meeting at noon.",
]


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alikes_are_no_evidence_of_these_rules(text: str) -> None:
    assert [e.rule_id for e in find_evidence(text) if e.rule_id in RULES] == []


DOCS = [
    (  # a statement line by line: from the farthest line that opens with telling (她說), not the
        # nearest (散場後他說 is the story's own speech)
        "說明\n她說那天晚上大家在KTV喝了不少。\n散場後他說要送她回家，她就上了他的車。\n"
        "車子開到一半他突然停在路邊，\n開始摸她的大腿。\n\n以上。",
        [
            "她說那天晚上大家在KTV喝了不少。",
            "散場後他說要送她回家，她就上了他的車。",
            "車子開到一半他突然停在路邊，",
            "開始摸她的大腿。",
        ],
        ["以上。"],
    ),
    (  # a victim's account told in sequence over lines of a statement
        "被害人陳述\n那天下班主管說要順路載我。\n"
        "車子開到一半他說要去拿個東西，就停在他家樓下。\n他叫我上去坐一下，我說不用。"
        "\n他把我拉進樓梯間，整個人貼上來。\n我一直推他，最後才跑掉。\n\n"
        "以上陳述屬實。",
        [
            "車子開到一半他說要去拿個東西，就停在他家樓下。",
            "他叫我上去坐一下，我說不用。",
            "他把我拉進樓梯間，整個人貼上來。",
        ],
        ["以上陳述屬實。"],
    ),
    (  # chat, Hokkien-flavoured gossip over messages
        "[20:01] 阿珠：妳知影無\n"
        "[20:01] 阿珠：隔壁阿輝伊佮市場彼个查某有一腳\n"
        "[20:02] 阿珠：後來伊某就發現矣\n[20:02] 阿美：真的假的\n"
        "[20:30] 阿美：明仔載去市場買菜",
        ["隔壁阿輝伊佮市場彼个查某有一腳", "後來伊某就發現矣"],
        ["明仔載去市場買菜"],
    ),
    (  # an English e-mail about groping, several sentences
        "Hi team,\n\nI need to report something. "
        "During the offsite dinner, Mark sat next to me. "
        "He kept touching my thigh under the table. "
        "When I moved away he followed me to the corridor. "
        "Then he tried to kiss me.\n\nRegards,\n"
        "Anna",
        [
            "He kept touching my thigh under the table.",
            "When I moved away he followed me to the corridor.",
            "Then he tried to kiss me.",
        ],
        ["Regards,"],
    ),
    (  # a counselling note in prose: sessions and what the client told
        "晤談摘要：這是她第六次來談。她說最近晚上都會夢到那天的事，醒來就一直發抖。她提到先生喝醉後常把她壓在床上，她不敢拒絕。本次以情緒支持為主，約定下週繼續。",
        [
            "她說最近晚上都會夢到那天的事，醒來就一直發抖。",
            "她提到先生喝醉後常把她壓在床上，她不敢拒絕。",
            "本次以情緒支持為主，約定下週繼續。",
        ],
        [],
    ),
    (  # a family letter: an elder's illness in lay words, over sentences
        "大哥：\n\n跟你說一下阿爸的情形。他最近常常忘記自己有沒有吃過飯，\n"
        "有時候半夜會自己走失，上禮拜警察在公園找到他。\n"
        "醫生開了愛憶欣，叫我們一天吃一顆。\n\n過年你回來我們再討論。",
        [
            "他最近常常忘記自己有沒有吃過飯，",
            "有時候半夜會自己走失，上禮拜警察在公園找到他。",
            "醫生開了愛憶欣，叫我們一天吃一顆。",
        ],
        ["過年你回來我們再討論。"],
    ),
    (  # a neighbour's complaint: stalking with a sexual aim, each line
        "里長您好：\n"
        "樓下那個男的每天站在我家門口，\n"
        "還留紙條說他知道我幾點洗澡，\n"
        "昨天又在我的信箱塞了他光著身子的照片。\n"
        "我真的很怕。\n"
        "\n"
        "三樓住戶 敬上",
        [
            "樓下那個男的每天站在我家門口，",
            "還留紙條說他知道我幾點洗澡，",
            "昨天又在我的信箱塞了他光著身子的照片。",
        ],
        ["三樓住戶 敬上"],
    ),
    (  # an injury told in a protection-order application, no 驗傷
        "聲請人陳述：相對人上週三晚上喝酒後，拿酒瓶砸我的頭。我的額頭流了很多血，去醫院縫了七針。手臂上也有好幾塊紫紫的，是他抓的。現在走路還一拐一拐的。",
        [
            "拿酒瓶砸我的頭。",
            "我的額頭流了很多血，去醫院縫了七針。",
            "手臂上也有好幾塊紫紫的，是他抓的。",
            "現在走路還一拐一拐的。",
        ],
        [],
    ),
]


@pytest.mark.parametrize(("text", "passages", "readable"), DOCS)
def test_documents_are_masked_to_the_last_fragment(
    text: str, passages: list[str], readable: list[str]
) -> None:
    assert classify(text, True).level is SensitivityLevel.HIGH
    for part in passages:
        assert _uncovered(text, part) == "", part
    for part in readable:
        assert _uncovered(text, part) != "", part


# Kinds seen missed on the read sets (corpus train), written again as new variants: a touch
# of an intimate part by a verb of touching with anyone before it (觸碰乘客…大腿), a waist held
# from behind, a night's company offered, a wish to see someone in swimwear, messages said to
# be explicit, a photo without clothes, a motel's short-stay rate; a self-test's lines (masked
# in a HIGH document)
TOUCHED_AND_PURSUED = [
    "他用手碰觸她的大腿內側好幾秒。",
    "教練趁指導時觸摸學員臀部。",
    "主管在電梯裡伸手碰觸實習生的胸部。",
    "監視器拍到店長撫摸工讀生的鼠蹊部。",
    "他從後面摟住我的腰不放。",
    "司機一直摟著乘客的腰。",
    "他傳訊息說晚上要不要我去陪妳。",
    "他一直說想看妳穿泳裝的樣子。",
    "房東說想看我穿睡衣，我就搬走了。",
    "那些訊息內容非常露骨。",
    "他傳了很露骨的照片給我。",
    "他傳了自己沒穿褲子的自拍給我。",
    "帳單上有一筆精品旅館的休息費用。",
]


@pytest.mark.parametrize("passage", TOUCHED_AND_PURSUED)
def test_touches_and_advances_route_and_are_masked(passage: str) -> None:
    for text in _layouts(passage):
        sensitivity = classify(text, True)
        assert sensitivity.level is SensitivityLevel.HIGH
        assert "sex_life" in sensitivity.categories
        assert _uncovered(text, passage) == ""


@pytest.mark.parametrize(
    "text",
    ["他扶著阿嬤的腰慢慢走。", "他繫好腰帶出門。", "這家飯店的休息區很大。", "她撫摸著貓咪的背。"],
)
def test_a_held_waist_and_a_rest_area_route_nothing(text: str) -> None:
    assert classify(text, True).level is SensitivityLevel.NORMAL


def test_a_self_test_is_masked_in_a_high_document() -> None:
    line = "今天在家用自我篩檢試劑，C 線很清楚，T 線很淡。"
    text = f"上週跟網友約，沒戴套。\n\n{line}\n\n{CLOSING}"
    assert classify(text, True).level is SensitivityLevel.HIGH
    assert _uncovered(text, line) == ""
