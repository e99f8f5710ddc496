"""Document templates, one function per kind: ``fn(d, C, K)`` writes into ``d``."""

from __future__ import annotations

from .cases import Case, full_names, ident, money, word_use
from .core import Ctx, Doc, V
from .narrative import answers, defence, facts

WEEKDAYS = "一二三四五六日"


# ---------------------------------------------------- unlabelled dates of the documents themselves
def docdate(C: Ctx, style: str = "roc", plus: int = 0) -> str:
    import datetime as _dt

    day = C.docday + _dt.timedelta(days=plus)
    m, dd, r = day.month, day.day, day.year - 1911
    if style == "spaced":
        return f"中　　華　　民　　國　　{r}　　年　　{m}　　月　　{dd}　　日"
    if style == "west":
        return f"{day.year}/{m:02d}/{dd:02d}"
    if style == "short":
        return f"{r}年{m}月{dd}日"
    return f"中華民國{r}年{m}月{dd}日"


def case_no(C: Ctx, K: Case, word: str) -> str:
    return f"{K.year}年度{word}字第{K.docno}號"


def party(
    d: Doc, C: Ctx, K: Case, label: str, key: str, *, idv=True, dob=False, phone=True, alias=False
) -> None:
    p = K.people[key]
    d.t(label + "　").add(full_names(C, p))
    if alias:
        d.f("（下稱{j}）", j=C.jun(p))
    d.t("\n")
    if C.adv and C.chance(0.35):
        # address, name and phone collapsed into one run (as from a flattened table)
        d.f("　　送達地址：{a}{n}{ph}\n", a=C.p(p, "address"), n=C.name(p), ph=C.p(p, "phone"))
        return
    if idv:
        lab, v = ident(C, p)
        d.ln("　　{lab}：{v}", lab=lab, v=v)
        if p.foreign and C.chance(0.7):
            d.ln("　　護照號碼：{v}", v=C.p(p, "passport"))
    if dob:
        d.ln("　　出生年月日：{v}", v=C.p(p, "dob"))
    d.ln("　　住：{a}", a=C.p(p, "address"))
    if phone:
        d.ln("　　電話：{ph}", ph=C.p(p, "phone"))


def lawyer_line(
    d: Doc,
    C: Ctx,
    K: Case,
    label: str,
    key: str = "lawyer_p",
    firm: str = "firm_p",
    contact: bool = True,
) -> None:
    lw = K.off[key]
    if C.adv and C.chance(0.4):
        d.ln("{lab}　{n}律師", lab=label, n=C.off(lw))
    else:
        d.ln("{lab}　{n}　律師", lab=label, n=C.off(lw))
    if contact:
        d.ln(
            "　　{firm}　{addr}　電話{ph}",
            firm=C.org(K.org[firm]),
            addr=C.val(K.val["firm_addr"]),
            ph=C.val(K.val["firm_phone"]),
        )


def closing_officials(d: Doc, C: Ctx, K: Case, division: str, panel: bool) -> None:
    """The closing block of a judgment; officials' names are kept, titles are not part of the
    span."""
    O = K.off
    d.ln(docdate(C, "spaced" if C.chance(0.6) else "roc"))
    if C.adv and C.chance(0.5):
        # header block: 「法官」 on one line, the names without titles on the next
        d.ln("{div}", div=division)
        d.ln("法官")
        if panel:
            d.ln("{a}　{b}　{c}", a=C.off(O["judge"]), b=C.off(O["j2"]), c=C.off(O["j3"]))
        else:
            d.ln("{a}", a=C.off(O["judge"]))
    elif panel:
        glue = C.adv and C.chance(0.6)
        d.ln(
            "{div}　{t}{a}",
            div=division,
            t="審判長法官" if glue else "審判長法　官　",
            a=C.off(O["judge"]),
        )
        d.ln("　　　　　　　　　法　官　{b}", b=C.off(O["j2"]))
        d.ln("　　　　　　　　　法　官　{c}", c=C.off(O["j3"]))
    else:
        d.ln("{div}　{t}{a}", div=division, t="法官" if C.adv else "法　官　", a=C.off(O["judge"]))
    d.ln("以上正本係照原本作成。")
    d.ln("如不服本判決，應於收受送達後20日內向本院提出上訴狀。")
    d.ln(docdate(C, "roc", plus=C.rng.randint(0, 6)))
    if C.adv and C.chance(0.5):
        d.ln("書記官{c}", c=C.off(O["clerk"]))
    else:
        d.ln("　　　　　　　　　書記官　{c}", c=C.off(O["clerk"]))


# ================================================================= legal documents
def complaint(d: Doc, C: Ctx, K: Case) -> None:
    P, O, A = K.people, K.org, K.ag
    crim = K.criminal and K.story != "accident"
    if crim:
        d.ln("刑事告訴狀")
        d.ln("案號：　　年度　　字第　　號")
        party(d, C, K, "告訴人", K.plaintiff, dob=C.chance(0.5))
        lawyer_line(d, C, K, "告訴代理人", contact=C.chance(0.5))
        for key in ("D", "D2", "D3"):
            if key in P and (key == "D" or K.story == "fraud"):
                party(
                    d,
                    C,
                    K,
                    "被告",
                    key,
                    idv=C.chance(0.4),
                    phone=C.chance(0.5),
                    alias=C.adv and key == "D" and C.chance(0.5),
                )
        d.ln("為被告涉犯{cause}罪嫌，依法提出告訴事：", cause=K.crime)
        d.t("一、")
        facts(d, C, K, "criminal")
        d.t("\n二、核被告所為，涉犯刑法相關罪嫌，為此狀請　鈞署依法偵辦。\n")
        d.ln("此致")
        d.ln("{ag}　公鑒", ag=C.ag(A["pros"], abbr=C.chance(0.2)))
    else:
        d.ln("民事起訴狀")
        d.ln("訴訟標的金額：新臺幣{a}元", a=money(K.num.get("amt", 100000)))
        if K.story == "labor":
            party(d, C, K, "原告", "E", dob=C.chance(0.3))
            lawyer_line(d, C, K, "訴訟代理人")
            co = O["co"]
            d.f("被告　{co}", co=C.org(co))
            if C.adv or C.chance(0.5):
                d.f("（下稱{s}）", s=C.org(co, short=True))
            d.ln("\n　　設：{a}", a=C.val(K.val["co_addr"]))
            d.ln("　　法定代理人　{m}", m=C.name(K.people["M"]))
        else:
            party(d, C, K, "原告", K.plaintiff, dob=C.chance(0.3))
            lawyer_line(d, C, K, "訴訟代理人", contact=C.chance(0.7))
            party(d, C, K, "被告", K.defendant, idv=C.chance(0.5), alias=C.adv and C.chance(0.6))
        d.ln("為請求{c}事件，依法起訴事：", c=K.cause)
        d.ln("訴之聲明")
        d.ln(
            "一、被告應給付原告新臺幣{a}元，及自起訴狀繕本送達翌日起至清償日止，按週年利率百分之五"
            "計算之利息。",
            a=money(K.num.get("amt", 100000)),
        )
        d.ln("二、訴訟費用由被告負擔。")
        d.ln("事實及理由")
        d.t("一、")
        facts(d, C, K, "civil")
        d.t("\n二、爰依法提起本件訴訟，請判決如訴之聲明。\n")
        d.ln("證據：原證1、LINE對話紀錄截圖；原證2、存證信函影本。")
        d.ln("此致")
        d.ln("{ag}　公鑒", ag=C.ag(A["court"], abbr=C.chance(0.2)))
    d.ln(docdate(C))
    pk = "E" if K.story == "labor" else K.plaintiff
    d.ln("具狀人　{p}", p=C.name(P[pk]))
    d.ln("撰狀人　{l}律師", l=C.off(K.off["lawyer_p"]))


def judgment(d: Doc, C: Ctx, K: Case) -> None:
    P, O, A, OF = K.people, K.org, K.ag, K.off
    appeal = C.adv and C.chance(0.4)
    court = A["high"] if appeal else A["court"]
    if K.criminal:
        d.f("{c}刑事判決\n", c=C.ag(court))
        d.ln(
            case_no(
                C,
                K,
                "上訴"
                if appeal
                else C.choice(["易", "訴", "交易" if K.story == "accident" else "簡"]),
            )
        )
        d.ln("公訴人　{ag}檢察官", ag=C.ag(A["pros"]))
        defendants = [k for k in ("D", "D2", "D3") if k in P and (k == "D" or K.story == "fraud")]
        for i, key in enumerate(defendants):
            p = P[key]
            label = "上訴人即被告" if appeal else "被　　告"
            d.t(label + "　").add(full_names(C, p))
            if appeal and i == 0:
                d.f("（下稱{j}）", j=C.jun(p))
            d.f("　{g}　{dob}生\n", g="男" if p.gender == "M" else "女", dob=C.p(p, "dob"))
            lab, v = ident(C, p)
            d.ln("　　　　　　{lab}：{v}", lab=lab, v=v)
            if p.foreign:
                d.ln("　　　　　　護照號碼：{v}", v=C.p(p, "passport"))
            d.ln("　　　　　　住{a}", a=C.p(p, "address"))
        if C.chance(0.7):
            d.ln("選任辯護人　{l}律師", l=C.off(OF["lawyer_d"]))
        if len(defendants) > 1:
            d.f(
                "上列被告",
            )
            d.add([[("、" if i else ""), C.name(P[k])] for i, k in enumerate(defendants)])
            d.f(
                "因{c}案件，經檢察官提起公訴（{y}年度偵字第{n}號），本院判決如下：\n",
                c=K.crime,
                y=K.year - 1,
                n=str(K.docno + 4321),
            )
        else:
            d.ln(
                "上列被告因{c}案件，經檢察官提起公訴（{y}年度偵字第{n}號），本院判決如下：",
                c=K.crime,
                y=str(K.year - 1),
                n=str(K.docno + 4321),
            )
        d.ln("主　　文")
        main = P["D"]
        if appeal:
            d.ln("原判決撤銷。{j}犯{c}罪，處有期徒刑陸月。", j=C.jun(main), c=K.crime)
        else:
            d.ln(
                "{n}犯{c}罪，處有期徒刑{m}月，如易科罰金，以新臺幣壹仟元折算壹日。",
                n=C.name(main),
                c=K.crime,
                m=C.choice(["參", "肆", "伍", "陸"]),
            )
        d.ln("事　　實")
        facts(d, C, K, "criminal")
        d.t("\n")
        d.ln("理　　由")
        d.t("一、")
        defence(d, C, K)
        if "W" in P:
            d.f("惟查，上開事實，業據證人{w}於警詢及本院審理時證述明確", w=C.name(P["W"]))
        else:
            d.t("惟查，上開事實，有交易明細及對話紀錄在卷可稽")
        if appeal:
            d.f("，上開{j}所辯，不足採信。\n", j=C.jun(main))
        else:
            d.t("，被告所辯，不足採信。\n")
        d.ln(
            "二、本案經檢察官{p1}提起公訴，檢察官{p2}到庭執行職務。",
            p1=C.off(OF["pros"]),
            p2=C.off(OF["pros2"]),
        )
        closing_officials(
            d,
            C,
            K,
            "刑事第{n}庭".format(n=C.choice("一二三四五六七八")),
            panel=appeal or C.chance(0.5),
        )
    else:
        d.f("{c}民事判決\n", c=C.ag(court))
        d.ln(case_no(C, K, "上" if appeal else C.choice(["訴", "簡", "重訴"])))
        pl = "被上訴人即原告" if appeal else "原　　告"
        df = "上訴人即被告" if appeal else "被　　告"
        if K.story == "labor":
            d.f("{l}　{e}\n", l=pl, e=C.name(P["E"]))
            lawyer_line(d, C, K, "訴訟代理人", contact=False)
            d.f("{l}　{co}", l=df, co=C.org(O["co"]))
            d.f("（下稱{s}）\n", s=C.org(O["co"], short=True))
            d.ln("法定代理人　{m}", m=C.name(P["M"]))
        else:
            d.t(pl + "　").add(full_names(C, P[K.plaintiff])).t("\n")
            if C.chance(0.5):
                d.ln("　　　　住{a}", a=C.p(P[K.plaintiff], "address"))
            lawyer_line(d, C, K, "訴訟代理人", contact=False)
            d.t(df + "　").add(full_names(C, P[K.defendant]))
            if appeal or (C.adv and C.chance(0.5)):
                d.f("（下稱{j}）", j=C.jun(P[K.defendant]))
            d.t("\n")
            d.ln("　　　　住{a}", a=C.p(P[K.defendant], "address"))
        d.ln(
            "上列當事人間請求{c}事件，本院於{dd}言詞辯論終結，判決如下：",
            c=K.cause,
            dd=docdate(C, "short", plus=-C.rng.randint(10, 30)),
        )
        d.ln("主　　文")
        d.ln(
            "被告應給付原告新臺幣{a}元，及自民事起訴狀繕本送達翌日起至清償日止，按週年利率百分之五"
            "計算之利息。",
            a=money(K.num.get("amt", 100000)),
        )
        d.ln("訴訟費用由被告負擔。")
        d.ln("事實及理由")
        d.t("一、原告主張：")
        facts(d, C, K, "civil")
        d.t("\n二、")
        defence(d, C, K)
        d.t("\n三、經查，原告主張之事實，有")
        if K.story in ("loan", "lease", "realestate"):
            bank = O.get("bankA") or O.get("bank")
            d.f("{b}函覆之交易明細", b=C.org(bank))
        else:
            d.t("勞資爭議調解紀錄")
        d.t("、LINE對話紀錄等件在卷可稽，堪信為真實")
        if appeal and K.story != "labor":
            d.f("，上開{j}所辯，要無足採", j=C.jun(P[K.defendant]))
        d.t("。\n")
        if K.story == "loan" and C.chance(0.4):
            d.ln(
                "四、原告前曾聲請支付命令，經本院司法事務官{s}裁定駁回，附此敘明。",
                s=C.off(OF["sjo"]),
            )
        d.ln("據上論結，原告之訴為有理由，判決如主文。")
        closing_officials(
            d, C, K, "民事第{n}庭".format(n=C.choice("一二三四五六七八")), panel=appeal
        )


def hearing_record(d: Doc, C: Ctx, K: Case) -> None:
    P, A, OF = K.people, K.ag, K.off
    kind = (
        C.choice(["審判筆錄", "準備程序筆錄", "訊問筆錄"])
        if K.criminal
        else C.choice(["言詞辯論筆錄", "準備程序筆錄"])
    )
    d.f("{c}{t}\n", c=C.ag(A["court"]), t=("刑事" if K.criminal else "民事") + kind)
    d.ln(case_no(C, K, "易" if K.criminal else "訴"))
    d.ln("時　　間：{dd}上午10時30分", dd=docdate(C))
    d.ln("處　　所：本院第{n}法庭", n=str(C.rng.randint(1, 30)))
    if C.adv and C.chance(0.4):
        d.ln("法官{j}　書記官{c}", j=C.off(OF["judge"]), c=C.off(OF["clerk"]))
    else:
        d.ln(
            "{t}：{j}",
            t="受命法官" if kind == "準備程序筆錄" and C.chance(0.5) else "法　　官",
            j=C.off(OF["judge"]),
        )
        d.ln("書 記 官：{c}", c=C.off(OF["clerk"]))
    foreign = any(p.foreign for p in P.values())
    if foreign or C.chance(0.2):
        d.ln("通　　譯：{i}", i=C.off(OF["interp"]))
    d.ln("到庭當事人及關係人：")
    if K.criminal:
        d.ln("檢察官　{p}", p=C.off(OF["pros2"]))
        main = "D"
        d.ln("被告　{n}", n=C.name(P["D"]))
        d.ln("辯護人　{l}律師", l=C.off(OF["lawyer_d"]))
    else:
        main = K.plaintiff if K.story != "labor" else "E"
        d.ln("原告　{n}", n=C.name(P[main]))
        d.ln("訴訟代理人　{l}律師", l=C.off(OF["lawyer_p"]))
        if K.story != "labor":
            d.ln("被告　{n}", n=C.name(P[K.defendant]))
    p = P[main]
    d.ln("法官問{r}人別。", r="被告" if K.criminal else "原告")
    lab, v = ident(C, p)
    dob = C.p(p, "dob")
    d.ln(
        "答：{n}，{dob}生，{lab}{v}，住{a}。",
        n=C.name(p),
        dob=dob,
        lab=lab,
        v=v,
        a=C.p(p, "address"),
    )
    if p.foreign:
        d.ln("（通譯傳譯）護照號碼{pp}。", pp=C.p(p, "passport"))
    answers(d, C, K, main, q="法官問：", a="答：")
    if K.criminal and "W" in P:
        d.ln("證人{w}具結，結文附卷。", w=C.name(P["W"]))
        answers(d, C, K, "W", q="檢察官問：", a="證人答：")
    elif not K.criminal and K.story not in ("labor",) and C.chance(0.6):
        answers(d, C, K, K.defendant, q="法官問被告：", a="被告答：")
    d.ln("法官諭知：本件辯論終結，定期宣判。")
    d.ln("{c}{t}", c=C.ag(A["court"], abbr=C.chance(0.5)), t="刑事庭" if K.criminal else "民事庭")
    d.ln("書記官　{c}", c=C.off(OF["clerk"]))
    d.ln("法　官　{j}", j=C.off(OF["judge"]))


def certified_letter(d: Doc, C: Ctx, K: Case) -> None:
    P, O = K.people, K.org
    s = K.story
    if s == "labor":
        snd, rcv = P["E"], None
    else:
        snd, rcv = P[K.plaintiff], P[K.defendant]
    d.ln("存證信函")
    if C.adv and C.chance(0.5):
        d.f("一、寄件人：{a}{n}{ph}\n", a=C.p(snd, "address"), n=C.name(snd), ph=C.p(snd, "phone"))
    else:
        d.ln("一、寄件人　姓名：{n}", n=C.name(snd))
        d.ln("　　詳細地址：{a}", a=C.p(snd, "address"))
    if rcv is not None:
        d.ln("二、收件人　姓名：{n}", n=C.name(rcv))
        d.ln("　　詳細地址：{a}", a=C.p(rcv, "address"))
    else:
        d.ln("二、收件人　名稱：{co}　代表人：{m}", co=C.org(O["co"]), m=C.name(P["M"]))
        d.ln("　　詳細地址：{a}", a=C.val(K.val["co_addr"]))
    if "G" in P and s in ("loan", "lease"):
        d.ln("三、副本收件人　姓名：{n}　詳細地址：{a}", n=C.name(P["G"]), a=C.p(P["G"], "address"))
    if rcv is not None:
        d.f("{r}　台鑒：\n", r=C.title(rcv) if C.chance(0.6) else C.name(rcv))
    else:
        d.ln("敬啟者：")
    if s == "loan":
        d.f(
            "緣台端於{l}向本人借款新臺幣{a}元，約定於{due}清償，本人已於{t}將款項匯入台端帳戶（帳"
            "號{acct}）。",
            l=C.val(K.date["loan"]),
            a=money(K.num["amt"]),
            due=C.val(K.date["due"]),
            t=C.val(K.date["transfer"]),
            acct=C.p(rcv, "account"),
        )
    elif s == "lease":
        d.f(
            "緣台端承租本人所有門牌號碼{p}之房屋，自{arr}起積欠租金共{m}個月。",
            p=C.val(K.val["prop"]),
            arr=C.val(K.date["arrears"]),
            m=str(K.num["months"]),
        )
    elif s == "realestate":
        d.f(
            "緣本人於{c}向台端購買坐落{p1}土地及{p2}建物，已依約於{pay}將價金{a}元匯入履約保證專戶"
            "，台端迄未依約點交。",
            c=C.val(K.date["contract"]),
            p1=C.val(K.val["parcel1"]),
            p2=C.val(K.val["parcel2"]),
            pay=C.val(K.date["pay"]),
            a=money(K.num["amt"]),
        )
    elif s == "labor":
        d.f(
            "本人自{h}起任職於貴公司，貴公司於{dis}片面終止勞動契約，迄未給付資遣費。",
            h=C.val(K.date["hire"]),
            dis=C.val(K.date["dismiss"]),
        )
    word_use(d, C, snd, *(p for p in [rcv] if p))
    bank = O.get("bankA") or O.get("bank")
    d.f(
        "請於文到七日內將前開款項匯入本人{bank}帳戶（帳號：{acct}），逾期未履行，本人將依法訴追"
        "。\n",
        bank=C.org(bank) if bank else "",
        acct=C.p(snd, "account"),
    )
    d.ln("寄件人：{n}　聯絡電話：{ph}", n=C.name(snd), ph=C.p(snd, "phone"))
    d.ln(docdate(C))


def loan_contract(d: Doc, C: Ctx, K: Case) -> None:
    P, O = K.people, K.org
    A, B = P["A"], P["B"]
    d.ln("借款契約書")
    d.ln("立契約書人")
    if C.adv and C.chance(0.6):
        d.ln("貸與人：甲方（即{a}）", a=C.name(A))
        d.ln("借用人：乙方（即{b}）", b=C.name(B))
    else:
        d.ln("貸與人：{a}（以下簡稱甲方）", a=C.name(A))
        d.ln("借用人：{b}（以下簡稱乙方）", b=C.name(B))
    if "G" in P:
        d.ln("連帶保證人：{g}（以下簡稱丙方）", g=C.name(P["G"]))
    d.ln("茲因乙方向甲方借款，經雙方同意訂立本契約，條款如下：")
    d.ln("第一條　借款金額：新臺幣{a}元整。", a=money(K.num["amt"]))
    d.ln(
        "第二條　甲方應於{l}將借款匯入乙方名下{bank}帳戶（帳號：{acct}）。",
        l=C.val(K.date["transfer"]),
        bank=C.org(O["bankB"]),
        acct=C.p(B, "account"),
    )
    d.ln(
        "第三條　乙方應於{due}以前清償全部借款，並按月於5日前將利息匯入甲方{bank}帳戶（帳號"
        "：{acct}）。",
        due=C.val(K.date["due"]),
        bank=C.org(O["bankA"], short=C.chance(0.5)),
        acct=C.p(A, "account"),
    )
    if "G" in P:
        d.ln("第四條　乙方如未依約清償，丙方願負連帶清償責任。")
    if "collateral" in K.val:
        d.ln(
            "第四條之一　乙方以其所有坐落{p}之土地設定抵押權予甲方，作為本借款之擔保。",
            p=C.val(K.val["collateral"]),
        )
    d.ln("第五條　因本契約涉訟時，雙方同意以{c}為第一審管轄法院。", c=C.ag(K.ag["court"]))
    d.ln("立契約書人")
    for label, p in (("甲方", A), ("乙方", B), ("丙方", P.get("G"))):
        if p is None:
            continue
        lab, v = ident(C, p)
        d.ln("{l}：{n}　{lab}：{v}", l=label, n=C.name(p), lab=lab, v=v)
        d.ln("　　住址：{a}　電話：{ph}", a=C.p(p, "address"), ph=C.p(p, "phone"))
    d.ln("本契約於{l}簽訂，一式{n}份。", l=C.val(K.date["loan"]), n="三" if "G" in P else "二")


def lease_contract(d: Doc, C: Ctx, K: Case) -> None:
    P, O = K.people, K.org
    L, T = P["L"], P["T"]
    d.ln("房屋租賃契約書")
    if C.adv and C.chance(0.5):
        d.ln("出租人{l}（下稱甲方）、承租人{t}（下稱乙方）", l=C.name(L), t=C.name(T))
    else:
        d.ln("出租人：{l}（以下簡稱甲方）", l=C.name(L))
        d.ln("承租人：{t}（以下簡稱乙方）", t=C.name(T))
    d.ln("第一條　租賃標的：{p}，含車位一個。", p=C.val(K.val["prop"]))
    d.ln("第二條　租賃期間：自{s}起至{e}止。", s=C.val(K.date["start"]), e=C.val(K.date["end"]))
    d.ln(
        "第三條　租金每月新臺幣{r}元，乙方應於每月5日前匯入甲方{bank}帳戶（帳號：{acct}）。",
        r=money(K.num["rent"]),
        bank=C.org(O["bank"]),
        acct=C.p(L, "account"),
    )
    d.ln("第四條　押租金新臺幣{dep}元，於租期屆滿交還房屋時無息返還。", dep=money(K.num["deposit"]))
    d.ln("第五條　乙方車輛（車牌號碼{pl}）得停放於地下二樓車位。", pl=C.p(T, "plate"))
    d.ln(
        "第六條　本契約由{agent}居間，經紀人{k}，聯絡電話{ph}。",
        agent=C.org(O["agent"]),
        k=C.name(P["K"]),
        ph=C.val(K.val["agent_phone"]),
    )
    word_use(d, C, L, T, P["K"], p=0.8 if C.adv else 0.3)
    for label, p in (("甲方", L), ("乙方", T)):
        lab, v = ident(C, p)
        d.ln("{l}：{n}　{lab}：{v}", l=label, n=C.name(p), lab=lab, v=v)
        d.ln("　　戶籍地址：{a}", a=C.p(p, "address"))
        d.ln("　　電話：{ph}　電子郵件：{m}", ph=C.p(p, "phone"), m=C.p(p, "email"))
        if C.chance(0.4):
            d.ln("　　LINE ID：{h}", h=C.p(p, "handle"))
    if "G" in P:
        g = P["G"]
        lab, v = ident(C, g)
        d.ln(
            "連帶保證人：{n}　{lab}：{v}　電話：{ph}", n=C.name(g), lab=lab, v=v, ph=C.p(g, "phone")
        )
    d.ln("本契約於{s}簽訂。", s=C.val(K.date["start"]))


def real_estate_sale(d: Doc, C: Ctx, K: Case) -> None:
    P, O = K.people, K.org
    S, B = P["S"], P["B"]
    d.ln("不動產買賣契約書")
    d.ln("買方：{b}（以下簡稱買方）", b=C.name(B))
    d.ln("賣方：{s}（以下簡稱賣方）", s=C.name(S))
    d.ln("第一條　買賣標的")
    d.ln(
        "一、土地：{p1}，面積{a}平方公尺，權利範圍全部。",
        p1=C.val(K.val["parcel1"]),
        a=f"{C.rng.randint(30, 400)}.{C.rng.randint(10, 99)}",
    )
    d.ln("二、建物：{p2}，門牌{addr}。", p2=C.val(K.val["parcel2"]), addr=C.val(K.val["prop"]))
    d.ln("第二條　買賣總價款新臺幣{p}元整。", p=money(K.num["price"]))
    d.ln(
        "第三條　買方應於{c}簽約時給付簽約款，並於{pay}將備證款匯入{bank}履約保證專戶（帳號{esc}）"
        "。",
        c=C.val(K.date["contract"]),
        pay=C.val(K.date["pay"]),
        bank=C.org(O["bank"]),
        esc=C.val(K.val["escrow"]),
    )
    d.ln(
        "第四條　所有權移轉登記由雙方委任地政士{z}（{off}，電話{ph}）辦理，預定於{r}前送件。",
        z=C.name(P["Z"]),
        off=C.org(O["office"]),
        ph=C.val(K.val["zphone"]),
        r=C.val(K.date["register"]),
    )
    d.ln("第五條　賣方應於{h}將房屋點交買方。", h=C.val(K.date["handover"]))
    word_use(d, C, S, B)
    for label, p in (("買方", B), ("賣方", S)):
        lab, v = ident(C, p)
        d.ln("{l}：{n}　{lab}：{v}", l=label, n=C.name(p), lab=lab, v=v)
        d.ln("　　住址：{a}　電話：{ph}", a=C.p(p, "address"), ph=C.p(p, "phone"))
    d.ln(
        "仲介：{ag}　經紀人：{k}　電話：{ph}",
        ag=C.org(O["agent"], short=C.adv and C.chance(0.5)),
        k=C.name(P["K"]),
        ph=C.val(K.val["kphone"]),
    )


def medical_certificate(d: Doc, C: Ctx, K: Case) -> None:
    P = K.people
    v = P["V"]
    public = C.chance(0.6)
    d.f("{h}　診斷證明書\n", h=C.ag(K.ag["hospital"]) if public else C.org(K.org["clinic"]))
    d.ln(
        "姓名：{n}　性別：{g}　出生日期：{dob}",
        n=C.latin(v) if v.kind == "latin" else C.name(v),
        g="男" if v.gender == "M" else "女",
        dob=C.p(v, "dob"),
    )
    lab, val = ident(C, v)
    d.ln("{lab}：{v}", lab=lab, v=val)
    if v.foreign:
        d.ln("護照號碼：{p}", p=C.p(v, "passport"))
    d.ln("地址：{a}", a=C.p(v, "address"))
    d.ln("電話：{ph}", ph=C.p(v, "phone"))
    if C.chance(0.7):
        d.ln("健保卡號：{n}", n=C.p(v, "nhi"))
    d.ln("應診日期：{vd}", vd=C.val(K.date["visit"]))
    d.ln("科別：{k}", k=C.choice(["骨科", "急診醫學科", "神經外科", "外科"]))
    if K.story == "accident":
        d.ln("診斷：一、左側脛骨骨折。二、頭部挫傷。")
        d.ln(
            "醫師囑言：病人於{vd}因車禍至本院急診就醫，於{ad}住院接受開放性復位及內固定手術"
            "，{dis}出院，宜休養三個月，需專人照護一個月，並於{fu}回診。",
            vd=C.val(K.date["visit"]),
            ad=C.val(K.date["admit"]),
            dis=C.val(K.date["discharge"]),
            fu=C.val(K.date["followup"]),
        )
    else:
        d.ln("診斷：一、頭部外傷。二、背部挫傷。")
        d.ln(
            "醫師囑言：病人於{vd}至本院急診就醫，經檢查及治療後離院，宜休養兩週，並於{fu}回診追蹤"
            "。",
            vd=C.val(K.date["visit"]),
            fu=C.val(K.date["followup"]),
        )
    d.ln(
        "以上病人經{w}醫師診斷屬實，特此證明。醫師：（簽章）",
        w="本院" if public or K.org["clinic"].name.endswith("醫院") else "本診所",
    )
    d.ln(docdate(C))


def police_interview(d: Doc, C: Ctx, K: Case) -> None:
    P, A = K.people, K.ag
    speaker = C.choice(
        ["V", "V", "D"]
        + (["W"] if "W" in P and K.story != "fraud" else [])
        + (["D2"] if K.story == "fraud" else [])
    )
    p = P[speaker]
    d.f("{st}　調查筆錄\n", st=C.ag(A["station"]))
    d.ln("詢問時間：{dd}14時10分", dd=docdate(C, "short"))
    d.ln("詢問地點：{st}", st=C.ag(A["police"], abbr=C.chance(0.5)))
    d.ln("案　　由：{c}", c={"fraud": "詐欺", "assault": "傷害", "accident": "過失傷害"}[K.story])
    d.t("受詢問人：").add(full_names(C, p)).f("　性別：{g}\n", g="男" if p.gender == "M" else "女")
    d.ln("出生年月日：{dob}", dob=C.p(p, "dob"))
    lab, v = ident(C, p)
    d.ln("{lab}：{v}", lab=lab, v=v)
    if p.foreign:
        d.ln("護照號碼：{pp}", pp=C.p(p, "passport"))
        d.ln("通譯：{i}", i=C.off(K.off["interp"]))
    d.ln("住址：{a}", a=C.p(p, "address"))
    d.ln("聯絡電話：{ph}", ph=C.p(p, "phone"))
    if C.chance(0.3):
        d.ln("健保卡號：{n}（核對身分用）", n=C.p(p, "nhi"))
    d.ln("問：你今日因何事到所製作筆錄？")
    role = {"V": "被害人", "D": "嫌疑人", "W": "證人", "D2": "嫌疑人"}[speaker]
    d.ln("答：我以{r}身分到所說明。", r=role)
    answers(d, C, K, speaker)
    word_use(d, C, p, p=0.8 if C.adv else 0.3)
    d.ln("問：以上所言是否實在？")
    d.ln("答：實在。")
    d.ln("受詢問人：{n}（簽名捺印）", n=C.name(p))
    d.ln("詢問人：警員（簽章）　記錄人：（簽章）")


# ================================================================= chats, e-mails, statements
EMOJI = ["😀", "🙏", "😂", "👍", "😭", "❤️", "🙇", "😅"]


def _chat_header(d: Doc, C: Ctx, title: list) -> None:
    d.t("[LINE] ").add(title).t("\n")
    d.ln(
        "儲存日期：{dd} {h}:{m:02d}",
        dd=docdate(C, "west"),
        h=str(C.rng.randint(8, 23)),
        m=C.rng.randint(0, 59),
    )
    d.t("\n")


def _speaker_label(C: Ctx, p) -> V:
    if p.kind == "latin":
        return C.latin(p)
    r = C.rng.random()
    if p.nick and r < 0.3:
        return C.nick(p)
    return C.name(p)


def _clock(d: Doc, C: Ctx) -> None:
    C.clock = min(getattr(C, "clock", 8 * 60) + C.rng.randint(1, 90), 23 * 60 + 59)
    d.f("{h}:{m:02d}\t", h=str(C.clock // 60), m=C.clock % 60)


def _say(d: Doc, C: Ctx, who: V, *msg) -> None:
    _clock(d, C)
    d.v(who)
    if getattr(C, "emoji_names", False) and C.chance(0.4):
        d.t(C.choice(EMOJI))  # emoji in a display name, right after the name
    d.t("\t")
    for x in msg:
        d.add(x)
    if C.chance(0.15) and (C.adv or C.case.subset == "general"):
        d.t(C.choice(EMOJI))
    d.t("\n")


def _say_word(d: Doc, C: Ctx, who: V, p) -> None:
    """A message that uses a person's name as a common word (not labelled)."""
    _clock(d, C)
    d.v(who).t("\t").w(p.word_use, p.full if p.kind == "word_full" else p.given).t("\n")


def _day(d: Doc, C: Ctx, i: int) -> None:
    import datetime as _dt

    day = C.case.chat_day + _dt.timedelta(days=i * C.rng.randint(1, 4))
    d.ln(
        "{y}/{m:02d}/{dd:02d}（{w}）",
        y=str(day.year),
        m=day.month,
        dd=day.day,
        w=WEEKDAYS[day.weekday()],
    )
    C.clock = C.rng.randint(7, 12) * 60


def line_chat(d: Doc, C: Ctx, K: Case) -> None:
    P, O = K.people, K.org
    s = K.story
    pair = {"loan": ("A", "B"), "lease": ("L", "T"), "fraud": ("V", "S"), "cs": ("C", "X")}.get(
        s, ("P1", "P2")
    )
    a, b = P[pair[0]], P[pair[1]]
    C.emoji_names = (C.adv or K.subset == "general") and C.chance(0.5)
    A_ = _speaker_label(C, a)
    B_ = V(b.title, "person") if s == "fraud" else _speaker_label(C, b)
    if s == "friends":
        _chat_header(
            d,
            C,
            [
                "群組「",
                C.choice(["週末爬山團", "大學同學會", "親戚群組", "羽球隊"]),
                "」的聊天記錄",
            ],
        )
    else:
        _chat_header(d, C, ["與", B_ if C.chance(0.5) else _speaker_label(C, b), "的聊天記錄"])
    _day(d, C, 0)
    ev = lambda k: C.val(K.date[k])  # noqa: E731
    call = lambda p: C.chat_name(p)  # noqa: E731
    script = (C.j + K.script) % 2
    hokkien = (C.adv or K.subset == "general") and C.chance(0.6)
    if s == "loan":
        if script == 0:
            _say(d, C, A_, call(b), "，上次借你的", f"{K.num['amt'] // 10000}萬什麼時候可以還？")
            _say(d, C, B_, "再給我一點時間啦")
            _say(
                d,
                C,
                A_,
                "當初說好",
                ev("due"),
                "要還，錢是",
                ev("transfer"),
                "轉到你帳戶",
                C.p(b, "account"),
                "的",
            )
            _say(d, C, B_, "我知道，我下個月一定先還一部分")
            _day(d, C, 1)
            _say(
                d, C, A_, "那你先匯到我", C.org(O["bankA"], short=True), "的帳戶", C.p(a, "account")
            )
            _say(d, C, B_, "好，我最近搬到", C.p(b, "address"), "，有事打我手機", C.p(b, "phone"))
        else:
            _say(
                d,
                C,
                B_,
                call(a),
                "，",
                ev("partial"),
                "先還你",
                money(K.num["paid"]),
                "，其他的再等我",
            )
            _say(d, C, A_, "收到了，可是剩下的", ev("due"), "就到期了")
            _say(d, C, B_, "我的薪水帳戶", C.p(b, "account"), "被扣住了，真的沒辦法")
            _day(d, C, 1)
            _say(
                d,
                C,
                A_,
                "你的身分證字號是",
                C.val(b.v.get("tw_id") or b.v["resident_id"]),
                "對吧？我要請律師寫存證信函",
            )
            _say(d, C, B_, "不要這樣啦，信寄", C.p(b, "address"), "我家人會看到")
        if "G" in P:
            _say(
                d,
                C,
                A_,
                "你再不還我就要找保證人",
                C.name(P["G"]),
                "了，他電話",
                C.p(P["G"], "phone"),
                "我有",
            )
    elif s == "lease":
        if script == 0:
            _say(d, C, A_, call(b), "你好，這個月房租還沒收到喔")
            _say(d, C, B_, call(a), "抱歉，浴室漏水還沒修，可以先處理嗎？")
            _say(d, C, A_, "我請仲介", C.name(P["K"]), "過去看，他電話是", C.p(P["K"], "phone"))
            _day(d, C, 1)
            _say(d, C, A_, "已經欠", str(K.num["months"]), "個月了，請匯到", C.p(a, "account"))
            _say(d, C, B_, "我", ev("moveout"), "之前會搬走，押金可以直接抵嗎")
            _say(d, C, A_, "不行，我會寄存證信函到", C.val(K.val["prop"]))
        else:
            _say(d, C, B_, "房東你好，我是住", C.val(K.val["prop"]), "的", C.name(b))
            _say(d, C, A_, "你好，租金從", ev("arrears"), "就沒再收到了")
            _say(d, C, B_, "我轉帳失敗好幾次，帳號是", C.p(a, "account"), "嗎？")
            _say(d, C, A_, "對，戶名", C.name(a), "，你的車", C.p(b, "plate"), "也還停在車位上")
            _day(d, C, 1)
            _say(d, C, B_, "我的新手機", C.p(b, "phone"), "，LINE也可以加", C.p(b, "handle"))
    elif s == "fraud":
        if script == 0:
            _say(
                d,
                C,
                B_,
                "您好，我是",
                C.org(O["front"]),
                "的",
                C.title(b),
                "，這是我們的投資平台",
                C.val(K.val["scam_url"]),
            )
            _say(d, C, A_, "要怎麼開始？")
            _say(d, C, B_, "先註冊，然後把入金匯到專員帳戶", C.p(P["D2"], "account"))
            _say(d, C, A_, "我已經在", ev("t1"), "匯過去了")
            _day(d, C, 1)
            _say(d, C, B_, "系統要驗證，請提供網銀密碼，我們幫您操作出金")
            _say(d, C, A_, "密碼是", C.p(a, "password"), "，這樣可以嗎")
            _say(d, C, B_, "可以，之後有問題加我私人LINE ID：", C.val(K.val["scam_handle"]))
        else:
            _say(d, C, B_, C.name(a), "您好，恭喜獲利，出金前需先繳保證金")
            _say(d, C, A_, "可是我", ev("t1"), "已經匯了", money(K.num["a1"]), "元")
            _say(d, C, B_, "這是規定，請匯到", C.p(P["D2"], "account"), "，戶名", C.name(P["D2"]))
            _say(d, C, A_, "可以刷卡嗎？我的卡號", C.p(a, "card"))
            _day(d, C, 1)
            _say(d, C, B_, "只收匯款，完成後到", C.val(K.val["scam_url"]), "查看")
            _say(d, C, A_, "我要報警了，你的電話", C.p(P["D"], "phone"), "根本打不通")
    elif s == "cs":
        co = O["co"]
        if script == 0:
            _say(d, C, A_, "你好，我訂單在", ev("order"), "下的，到現在還沒收到")
            _say(
                d,
                C,
                B_,
                "您好，我是",
                C.org(co, short=True),
                "客服",
                C.given(b),
                "，請提供訂購人電話",
            )
            _say(d, C, A_, C.p(a, "phone"), "，收件地址是", C.p(a, "address"))
            _say(
                d,
                C,
                B_,
                "查到了，物流顯示",
                ev("delivery"),
                "已送達，訂單頁面在這",
                C.val(K.val["order_url"]),
            )
            _say(d, C, A_, "我沒收到啊，退款可以退回卡號", C.p(a, "card"), "嗎")
            _say(d, C, B_, "可以的，預計", ev("refund"), "退款完成")
        else:
            _say(
                d,
                C,
                A_,
                "我會員登入不了，帳號是",
                C.p(a, "email"),
                "，密碼",
                C.p(a, "password"),
                "一直錯",
            )
            _say(
                d,
                C,
                B_,
                "您好，請勿在對話中提供密碼喔！已為您重設，請至",
                C.val(K.val["order_url"]),
                "設定",
            )
            _say(d, C, A_, "好，另外", ev("delivery"), "送來的商品有瑕疵")
            _say(
                d,
                C,
                B_,
                "很抱歉，請問收件人是",
                C.name(a),
                "嗎？我們會安排到",
                C.p(a, "address"),
                "收回",
            )
            _say(d, C, A_, "對，收件電話", C.p(a, "phone"))
    else:  # friends
        c = P["P3"]
        C_ = _speaker_label(C, c)
        if script == 0:
            _say(
                d,
                C,
                A_,
                call(b),
                "、",
                call(c),
                "，",
                ev("meet"),
                "聚餐改到我家喔，地址",
                C.val(K.val["place"]),
            )
            _say(d, C, B_, "好啊！wifi密碼多少")
            _say(d, C, A_, C.val(K.val["wifi"]))
            _say(d, C, C_, "我可能晚到，找不到路會打給", call(a), " ", C.p(a, "phone"))
            _day(d, C, 1)
            _say(d, C, B_, "照片都放這裡了", C.val(K.val["album"]))
            _say(
                d,
                C,
                C_,
                "下次",
                ev("trip"),
                "去",
                C.org(O["shop"]),
                "那邊玩？我的IG是",
                C.p(c, "handle"),
            )
        else:
            _say(
                d, C, C_, ev("trip"), "的車票我先買了，", call(a), "記得轉帳給我", C.p(c, "account")
            )
            _say(d, C, A_, "好！順便問", call(b), "，你的LINE ID是", C.p(b, "handle"), "嗎？加不到")
            _say(d, C, B_, "對啊，不然打我手機", C.p(b, "phone"))
            _day(d, C, 1)
            _say(d, C, C_, "民宿老闆要每個人的生日，", call(b), "你是", C.p(b, "dob"), "對嗎")
            _say(d, C, B_, "對，我的車", C.p(b, "plate"), "可以載三個人")
        if hokkien:
            # CJK Extension B characters right next to names (Taiwanese Hokkien: 𤆬 lead, 𨑨迌
            # play, 𠢕 able)
            _say(d, C, A_, "明仔載我\U000241ac", call(c), "去\U00028468迌")
            _say(d, C, B_, call(c), "\U00020895啦")
        if b.word_use:
            _say_word(d, C, A_, b)
        _say(d, C, A_, "生日快樂", call(c), "！你是", C.p(c, "dob"), "生的對吧")
    if s != "friends" and C.adv and hokkien:
        _say(d, C, A_, "我明仔載\U000241ac", call(b), "去銀行")
    for p in (a, b):
        if p.word_use and s != "friends" and C.chance(0.6 if C.adv else 0.25):
            _say_word(d, C, B_, p)
            break


def email(d: Doc, C: Ctx, K: Case) -> None:
    P, O = K.people, K.org
    s = K.story

    def head(snd, snd_mail, rcv, rcv_mail, subject):
        d.f("寄件者：{n} <{m}>\n", n=snd, m=snd_mail)
        d.f("收件者：{n} <{m}>\n", n=rcv, m=rcv_mail)
        d.ln(
            "日期：{dd} {h}:{m:02d}",
            dd=docdate(C, "west"),
            h=str(C.rng.randint(8, 22)),
            m=C.rng.randint(0, 59),
        )
        d.ln("主旨：{s}", s=subject)
        d.t("\n")

    if s == "lease":
        landlord, k = P["L"], P["K"]
        head(
            C.name(k), C.p(k, "email"), C.name(landlord), C.p(landlord, "email"), "租金催繳進度回報"
        )
        d.ln("{t}您好：", t=C.title(landlord))
        d.ln(
            "關於{p}承租人{tn}積欠租金一事，我已於{arr}起多次聯繫，對方表示因漏水問題拒付。",
            p=C.val(K.val["prop"]),
            tn=C.name(P["T"]),
            arr=C.val(K.date["arrears"]),
        )
        d.ln(
            "承租人手機{ph}目前已不接聽，建議您委請律師寄發存證信函，或可洽{lw}律師（{firm}，電"
            "話{fp}）。",
            ph=C.p(P["T"], "phone"),
            lw=C.off(K.off["lawyer_p"]),
            firm=C.org(K.org["firm_p"]),
            fp=C.val(K.val["firm_phone"]),
        )
        d.ln("{agent}　經紀人　{k}", agent=C.org(O["agent"]), k=C.name(k))
        d.ln("電話：{ph}", ph=C.val(K.val["agent_phone"]))
    elif s == "labor":
        e, m = P["E"], P["M"]
        head(C.name(m), C.val(K.val["m_email"]), C.name(e), C.p(e, "email"), "人事異動通知")
        d.ln("{e}您好：", e=C.given(e) if C.chance(0.5) else C.title(e))
        d.ln(
            "因公司業務緊縮，經{co}決議，您的勞動契約將於{dis}終止。資遣費將依法計算，匯入您的薪資"
            "帳戶{acct}。",
            co=C.org(O["co"], short=True),
            dis=C.val(K.date["dismiss"]),
            acct=C.p(e, "account"),
        )
        d.ln(
            "相關文件請洽人資{h}（{hm}），或來電{ph}。",
            h=C.name(P["H"]),
            hm=C.val(K.val["h_email"]),
            ph=C.val(K.val["co_phone"]),
        )
        d.ln("{m}", m=C.name(m))
        d.ln("{co}　業務部經理", co=C.org(O["co"]))
        d.ln("公司地址：{a}", a=C.val(K.val["co_addr"]))
    elif s == "friends":
        a, b = P["P1"], P["P2"]
        head(
            C.latin(a) if a.kind == "latin" else C.name(a),
            C.p(a, "email"),
            C.latin(b) if b.kind == "latin" else C.name(b),
            C.p(b, "email"),
            "旅遊行程與訂房資料",
        )
        d.ln("{b}：", b=C.chat_name(b))
        d.ln(
            "{t}出發的行程我整理好了，住宿訂在{shop}附近，地址是{addr}。",
            t=C.val(K.date["trip"]),
            shop=C.org(O["shop"]),
            addr=C.val(K.val["place"]),
        )
        d.ln(
            "訂房要登記每個人的資料，麻煩回傳你的身分證字號和生日，我這邊先填我的：{id}，{dob}。",
            id=C.val(a.v.get("tw_id") or a.v["resident_id"]),
            dob=C.p(a, "dob"),
        )
        d.ln(
            "訂金我先用信用卡{card}刷了，你再轉帳到我的帳戶{acct}就好。",
            card=C.p(a, "card"),
            acct=C.p(a, "account"),
        )
        if "passport" in a.v:
            d.ln(
                "機票要填護照號碼，我的是{pp}，你的護照記得還要六個月以上效期。",
                pp=C.p(a, "passport"),
            )
        d.ln("有問題打給我：{ph}", ph=C.p(a, "phone"))
        d.ln("{a}", a=C.chat_name(a))
        word_use(d, C, a, b, p=0.6)
    elif s == "hr":
        e, h = P["E"], P["H"]
        head(C.name(h), C.val(K.val["h_email"]), C.name(e), C.p(e, "email"), "報到通知及應備文件")
        d.ln("{e}您好：", e=C.title(e))
        d.ln(
            "歡迎加入{co}！請於{hire}上午9時至公司報到，並攜帶身分證正反面影本、{bank}存摺封面影本"
            "（薪資帳戶）。",
            co=C.org(O["co"]),
            hire=C.val(K.date["hire"]),
            bank=C.org(O["bank"]),
        )
        d.ln(
            "您於表單填寫的身分證字號{id}與戶籍地址{a}，請於報到時一併核對。",
            id=C.val(e.v.get("tw_id") or e.v["resident_id"]),
            a=C.p(e, "address"),
        )
        d.ln(
            "員工系統（{u}）初始密碼為{pw}，首次登入後請立即變更。",
            u=C.val(K.val["portal"]),
            pw=C.p(e, "password"),
        )
        d.ln("人力資源部　{h}", h=C.name(h))
        d.ln("電話：{ph}", ph=C.val(K.val["co_phone"]))
    else:
        raise ValueError(s)


def transfer_record(d: Doc, C: Ctx, K: Case) -> None:
    P, O = K.people, K.org
    s = K.story
    ev = lambda k: C.val(K.date[k])  # noqa: E731
    rows = []
    if s == "loan":
        holder, bank = P["A"], O["bankA"]
        rows = [
            (
                ev("transfer"),
                "跨行轉出",
                money(K.num["amt"]),
                "",
                [C.p(P["B"], "account"), " ", C.name(P["B"])],
            ),
            (
                ev("partial"),
                "跨行轉入",
                "",
                money(K.num["paid"]),
                [C.p(P["B"], "account"), " ", C.name(P["B"]), " 還款"],
            ),
        ]
    elif s == "fraud":
        holder, bank = P["D2"], O["bankD"]
        v = P["V"]
        for k, a in (("t1", "a1"), ("t2", "a2"), ("t3", "a3")):
            rows.append(
                (ev(k), "跨行轉入", "", money(K.num[a]), [C.p(v, "account"), " ", C.name(v)])
            )
            rows.append(
                (
                    ev(k),
                    "ATM提款",
                    money(K.num[a] - K.num[a] % 1000),
                    "",
                    ["ATM代號", str(C.rng.randint(1000, 9999))],
                )
            )
    elif s == "realestate":
        holder, bank = P["B"], O["bank"]
        rows = [
            (ev("pay"), "轉帳支出", money(K.num["amt"]), "", ["履保專戶 ", C.val(K.val["escrow"])]),
            (ev("contract"), "現金存入", "", money(C.rng.randint(10, 99) * 10000), ["臨櫃"]),
        ]
    elif s == "cs":
        holder, bank = P["C"], O["bank"]
        rows = [
            (
                ev("order"),
                "信用卡消費",
                money(K.num["amt"]),
                "",
                [C.org(O["co"], short=True), " 卡號", C.p(P["C"], "card")],
            ),
            (ev("refund"), "退款入帳", "", money(K.num["amt"]), [C.org(O["co"]), " 退款"]),
        ]
    elif s == "kyc":
        holder, bank = P["C"], O["bank"]
        rows = [
            (ev("first_deposit"), "現金存入", "", money(K.num["amt"]), ["開戶首存"]),
            (
                ev("open"),
                "轉帳支出",
                money(C.rng.randint(1, 9) * 1000),
                "",
                ["轉入 ", C.p(P["X"], "account"), " ", C.name(P["X"])],
            ),
        ]
    else:
        raise ValueError(s)
    d.f("{b}　存款交易明細\n", b=C.org(bank))
    d.t("戶名：").add(C.latin(holder) if holder.kind == "latin" else C.name(holder)).f(
        "　帳號：{a}\n", a=C.p(holder, "account")
    )
    d.ln("查詢期間：2021/01/01～2023/12/31")
    d.ln("交易日期｜摘要｜支出｜存入｜備註")
    for date, memo, out, inn, note in rows:
        d.v(date).f("｜{m}｜{o}｜{i}｜", m=memo, o=out, i=inn).add(note).t("\n")
    d.ln("以上資料僅供參考，列印日期：{dd}", dd=docdate(C, "west"))
    if s in ("loan", "fraud", "realestate"):
        d.ln("本明細係應{ag}調閱提供。", ag=C.ag(K.ag["court"] if s != "fraud" else K.ag["pros"]))
    else:
        d.ln(
            "如有疑問請洽客服專線，或寄信至{m}。",
            m=C.val(K.val.get("cs_email") or K.val["bank_email"]),
        )


# ================================================================= general (non-legal) documents
def cs_email(d: Doc, C: Ctx, K: Case) -> None:
    P, O = K.people, K.org
    if K.story == "kyc":
        c, x, co = P["C"], P["X"], O["bank"]
        support = K.val["bank_email"]
        phone = K.val["bank_phone"]
        url = K.val["portal"]
    else:
        c, x, co = P["C"], P["X"], O["co"]
        support = K.val["cs_email"]
        phone = K.val["co_phone"]
        url = K.val["order_url"]
    reply = C.chance(0.5)
    cname = C.latin(c) if c.kind == "latin" else C.name(c)
    if reply:
        d.f("寄件者：{co}客服中心 <{m}>\n", co=C.org(co), m=C.val(support))
        d.f("收件者：{n} <{e}>\n", n=cname, e=C.p(c, "email"))
    else:
        d.f("寄件者：{n} <{e}>\n", n=cname, e=C.p(c, "email"))
        d.f("收件者：{co}客服中心 <{m}>\n", co=C.org(co), m=C.val(support))
    d.ln("日期：{dd}", dd=docdate(C, "west"))
    if K.story == "kyc":
        d.ln("主旨：Re: 線上開戶補件通知")
        d.t("\n")
        if reply:
            d.ln("{t}您好：", t=C.title(c))
            d.ln(
                "您於{o}申請之數位帳戶，因{lab}「{v}」與影像不符，請重新上傳證件。",
                o=C.val(K.date["open"]),
                lab=ident(C, c)[0],
                v=ident(C, c)[1],
            )
            d.ln("補件網址：{u}", u=C.val(url))
            d.ln("請勿將網銀密碼告知任何人。如需協助請撥{ph}。", ph=C.val(phone))
            d.ln("{co}　數位金融部　{x}", co=C.org(co, short=True), x=C.name(x))
        else:
            d.ln(
                "您好，我已重新上傳證件，{lab}是{v}，出生日期{dob}，聯絡電話{ph}。",
                lab=ident(C, c)[0],
                v=ident(C, c)[1],
                dob=C.p(c, "dob"),
                ph=C.p(c, "phone"),
            )
            if c.foreign:
                d.ln("護照號碼：{pp}", pp=C.p(c, "passport"))
            d.ln("通訊地址：{a}", a=C.p(c, "address"))
            d.ln("{n}", n=cname)
        return
    d.ln("主旨：{s}", s=C.choice(["訂單未收到及退款申請", "Re: 訂單配送問題", "退款進度詢問"]))
    d.t("\n")
    if reply:
        d.ln("{t}您好：", t=C.title(c))
        d.ln(
            "感謝您的來信。經查您於{o}訂購之商品，物流紀錄顯示已於{dl}配送至{a}，由管理室代收。",
            o=C.val(K.date["order"]),
            dl=C.val(K.date["delivery"]),
            a=C.p(c, "address"),
        )
        d.ln(
            "若仍未收到，我們將於{r}前退款至您的信用卡（卡號{card}）。訂單明細：{u}",
            r=C.val(K.date["refund"]),
            card=C.p(c, "card"),
            u=C.val(url),
        )
        d.ln("如有任何問題，歡迎來電{ph}。", ph=C.val(phone))
        d.ln("{co}　客服專員　{x}", co=C.org(co), x=C.name(x))
    else:
        d.ln(
            "您好，我是{n}，於{o}在貴公司網站訂購商品（信用卡{card}付款），至今仍未收到。",
            n=cname,
            o=C.val(K.date["order"]),
            card=C.p(c, "card"),
        )
        d.ln("收件地址：{a}，手機：{ph}。", a=C.p(c, "address"), ph=C.p(c, "phone"))
        d.ln(
            "先前與客服{x}聯繫過，他說會處理，但一直沒有下文。",
            x=C.title(x) if C.chance(0.5) else C.given(x),
        )
        d.ln("請退款至我的帳戶：{b}　帳號{acct}。", b=C.org(K.org["bank"]), acct=C.p(c, "account"))
        d.ln("{n}　敬上", n=C.short(c) if C.adv else cname)


def hr_note(d: Doc, C: Ctx, K: Case) -> None:
    P, O = K.people, K.org
    e, h, m, k = P["E"], P["H"], P["M"], P["K"]
    d.f("{co}　員工基本資料表\n", co=C.org(O["co"]))
    d.ln(
        "姓名：{n}　性別：{g}",
        n=C.latin(e) if e.kind == "latin" else C.name(e),
        g="男" if e.gender == "M" else "女",
    )
    lab, v = ident(C, e)
    d.ln("{lab}：{v}", lab=lab, v=v)
    d.ln("出生日期：{dob}", dob=C.p(e, "dob"))
    if "passport" in e.v and C.chance(0.7):
        d.ln("護照號碼：{pp}（出差用）", pp=C.p(e, "passport"))
    d.ln("到職日：{h}", h=C.val(K.date["hire"]))
    d.ln("戶籍地址：{a}", a=C.p(e, "address"))
    d.ln("手機：{ph}　E-mail：{m}", ph=C.p(e, "phone"), m=C.p(e, "email"))
    d.ln("薪資帳戶：{b}　帳號{acct}", b=C.org(O["bank"]), acct=C.p(e, "account"))
    d.ln("健保卡號：{n}", n=C.p(e, "nhi"))
    d.ln("汽機車車牌：{pl}（申請停車位）", pl=C.p(e, "plate"))
    d.ln("最高學歷：{s}", s=C.ag(K.ag["school"]) if C.chance(0.5) else "國立大學")
    d.ln(
        "緊急聯絡人：{k}（{rel}）　電話：{ph}",
        k=C.name(k),
        rel=C.choice(["配偶", "母親", "父親", "兄", "姊"]),
        ph=C.p(k, "phone"),
    )
    d.ln("直屬主管：{m}", m=C.name(m))
    d.ln("備註：")
    d.ln(
        "一、{e}於{l}請特休假三日，已由{m}核准。",
        e=C.short(e),
        l=C.val(K.date["leave"]),
        m=C.title(m),
    )
    d.ln("二、勞健保已於到職日向{g}辦理加保。", g=C.ag(K.ag["gov"]))
    word_use(d, C, e, m, k, p=0.6 if C.adv else 0.3)
    d.ln("填表人：人資部{h}　{dd}", h=C.name(h), dd=docdate(C, "west"))


def kyc_form(d: Doc, C: Ctx, K: Case) -> None:
    P, O = K.people, K.org
    if K.story == "hr":
        c, bank = P["E"], O["bank"]
        employer = O["co"]
        staff = P["H"]
    else:
        c, bank = P["C"], O["bank"]
        employer = O["employer"]
        staff = P["X"]
    d.f("{b}　個人開戶申請書暨認識客戶（KYC）資料表\n", b=C.org(bank))
    d.t("戶名：").add(full_names(C, c) if c.kind != "latin" else [C.latin(c)]).t("\n")
    if c.foreign:
        d.ln("國籍：{n}", n="越南" if c.kind == "vn" else C.choice(["菲律賓", "泰國", "印尼"]))
        d.ln("護照號碼：{p}", p=C.p(c, "passport"))
        d.ln("居留證統一證號：{r}", r=C.p(c, "resident_id"))
    else:
        d.ln("身分證統一編號：{v}", v=C.p(c, "tw_id"))
        if "passport" in c.v:
            d.ln("護照號碼：{p}", p=C.p(c, "passport"))
    d.ln("出生日期：{dob}", dob=C.p(c, "dob"))
    d.ln("通訊地址：{a}", a=C.p(c, "address"))
    d.ln("行動電話：{ph}　電子信箱：{m}", ph=C.p(c, "phone"), m=C.p(c, "email"))
    d.ln(
        "任職機構：{e}　職稱：{t}",
        e=C.org(employer),
        t=C.choice(["工程師", "作業員", "業務", "會計", "看護"]),
    )
    d.ln("年收入：新臺幣{a}萬元", a=str(C.rng.randint(30, 200)))
    d.ln("開戶目的：{p}", p=C.choice(["薪資轉帳", "儲蓄", "投資理財"]))
    d.ln("既有他行帳戶：{acct}", acct=C.p(c, "account"))
    if C.chance(0.8):
        d.ln("信用卡號（自動扣繳）：{card}", card=C.p(c, "card"))
    if C.chance(0.4):
        d.ln("健保卡號（身分驗證）：{n}", n=C.p(c, "nhi"))
    d.ln("LINE ID（通知用）：{h}　網銀預設密碼：{pw}", h=C.p(c, "handle"), pw=C.p(c, "password"))
    if K.story == "kyc":
        d.ln("申請日期：{o}", o=C.val(K.date["open"]))
    d.ln("經辦：{x}　覆核：（簽章）", x=C.name(staff))
    if K.story == "kyc":
        d.ln("線上進度查詢：{u}", u=C.val(K.val["portal"]))
    word_use(d, C, c, p=0.5 if C.adv else 0.2)


TEMPLATES = {
    "complaint": complaint,
    "judgment": judgment,
    "hearing_record": hearing_record,
    "certified_letter": certified_letter,
    "loan_contract": loan_contract,
    "lease_contract": lease_contract,
    "real_estate_sale": real_estate_sale,
    "medical_certificate": medical_certificate,
    "police_interview": police_interview,
    "line_chat": line_chat,
    "email": email,
    "transfer_record": transfer_record,
    "cs_email": cs_email,
    "hr_note": hr_note,
    "kyc_form": kyc_form,
}
