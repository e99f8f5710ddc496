"""Story-specific passages: the facts in the third person (complaints, judgments), the
defence, first-person answers (police and court records) and chat lines."""

from __future__ import annotations

from .cases import Case, later, money, word_use
from .core import Ctx, Doc


def _role(K: Case, key: str, view: str) -> str:
    crim = view == "criminal"
    if key == K.plaintiff:
        return "告訴人" if crim else "原告"
    if key == K.defendant:
        return "被告"
    return ""


def facts(d: Doc, C: Ctx, K: Case, view: str = "civil") -> None:
    """view: civil (原告/被告), criminal (被告/告訴人), plain (names only)."""
    P, dt_, O, A = K.people, K.date, K.org, K.ag
    n = C.name
    ev = lambda k: C.val(dt_[k])  # noqa: E731
    R = lambda k: later(C, P[k], _role(K, k, view) if view != "plain" else "")  # noqa: E731
    s = K.story
    if s == "loan":
        d.f(
            "{b}於{loan}向{a}借款新臺幣{amt}元，約定於{due}清償",
            b=R("B"),
            loan=ev("loan"),
            a=R("A"),
            amt=money(K.num["amt"]),
            due=ev("due"),
        )
        if "G" in P:
            d.f("，並由{g}擔任連帶保證人", g=n(P["G"]))
        if "collateral" in K.val:
            d.f(
                "，{b}並以其所有坐落{p}之土地設定抵押權作為擔保",
                b=R("B"),
                p=C.val(K.val["collateral"]),
            )
        d.f(
            "。{a}於{tr}自其{bank}帳戶（帳號{acct}）匯款至{b}所有之{bank2}帳戶（帳號{acct2}）。",
            a=R("A"),
            tr=ev("transfer"),
            bank=C.org(O["bankA"]),
            acct=C.p(P["A"], "account"),
            b=R("B"),
            bank2=C.org(O["bankB"]),
            acct2=C.p(P["B"], "account"),
        )
        d.f(
            "詎{b}僅於{partial}清償{paid}元，餘款屆期未為清償，經{a}於{demand}以存證信函催告，仍置"
            "之不理。",
            b=R("B"),
            partial=ev("partial"),
            paid=money(K.num["paid"]),
            a=R("A"),
            demand=ev("demand"),
        )
        word_use(d, C, P["A"], P["B"])
    elif s == "lease":
        d.f(
            "{t}於{start}經{agent}之經紀人{k}仲介，向{l}承租門牌號碼{prop}之房屋，租期至{end}止，每"
            "月租金新臺幣{rent}元，",
            t=R("T"),
            start=ev("start"),
            agent=C.org(O["agent"]),
            k=n(P["K"]),
            l=R("L"),
            prop=C.val(K.val["prop"]),
            end=ev("end"),
            rent=money(K.num["rent"]),
        )
        d.f(
            "應於每月5日前匯入{l}之{bank}帳戶（帳號{acct}），並交付押租金{dep}元。",
            l=R("L"),
            bank=C.org(O["bank"]),
            acct=C.p(P["L"], "account"),
            dep=money(K.num["deposit"]),
        )
        d.f(
            "詎{t}自{arr}起即未依約給付租金，累計積欠{m}個月，{l}乃於{mo}終止租約，{t2}迄未遷讓返還"
            "房屋。",
            t=R("T"),
            arr=ev("arrears"),
            m=str(K.num["months"]),
            l=R("L"),
            mo=ev("moveout"),
            t2=R("T"),
        )
        word_use(d, C, P["L"], P["T"])
    elif s == "accident":
        d.f(
            "{dd}於{acc}下午4時許，駕駛車牌號碼{plate}號自用小客車，沿{loc}前道路行駛，本應注意車前"
            "狀況，竟疏未注意，",
            dd=R("D"),
            acc=ev("acc"),
            plate=C.p(P["D"], "plate"),
            loc=C.val(K.val["loc"]),
        )
        d.f(
            "撞擊由{v}騎乘之車牌號碼{plate}號普通重型機車，致{v2}人車倒地，受有左側脛骨骨折、頭部挫"
            "傷等傷害。",
            v=R("V"),
            plate=C.p(P["V"], "plate"),
            v2=R("V"),
        )
        hosp = C.ag(A["hospital"]) if C.chance(0.6) else C.org(O["clinic"])
        d.f(
            "{v}經送往{h}急診，並於{ad}住院手術，至{dis}始出院。證人{w}當時騎車行經該處，目睹事發經"
            "過。",
            v=R("V"),
            h=hosp,
            ad=ev("admit"),
            dis=ev("discharge"),
            w=n(P["W"]),
        )
        word_use(d, C, P["V"], P["D"], P["W"])
    elif s == "fraud":
        d.f(
            "{d2}可預見將金融帳戶提供他人使用，可能幫助詐欺集團遂行犯罪，竟基於幫助詐欺之不確定故意"
            "，於{c}將其{bank}帳戶（帳號{acct}）之提款卡及密碼，",
            d2=n(P["D2"]),
            c=ev("contact"),
            bank=C.org(O["bankD"]),
            acct=C.p(P["D2"], "account"),
        )
        d.f(
            "交付自稱「{s}」之詐欺集團成員。該成員以LINE ID「{h}」與{v}聯繫，佯稱可透過「{front}」"
            "投資平台（網址：{url}）獲利，",
            s=C.title(P["S"]),
            h=C.val(K.val["scam_handle"]),
            v=n(P["V"]),
            front=C.org(O["front"]),
            url=C.val(K.val["scam_url"]),
        )
        d.f(
            "致{v}陷於錯誤，於{t1}、{t2}、{t3}分別匯款{a1}元、{a2}元、{a3}元至上開帳戶，旋由{dd}依"
            "指示提領一空",
            v=R("V"),
            t1=ev("t1"),
            t2=ev("t2"),
            t3=ev("t3"),
            a1=money(K.num["a1"]),
            a2=money(K.num["a2"]),
            a3=money(K.num["a3"]),
            dd=n(P["D"]),
        )
        if "D3" in P:
            d.f("，再轉交{d3}上繳集團", d3=n(P["D3"]))
        d.t("。")
        word_use(d, C, P["V"], P["D"])
    elif s == "realestate":
        d.f(
            "{b}於{c}經{agent}仲介，與{s}簽訂不動產買賣契約，以總價新臺幣{price}元購買{s2}所有坐"
            "落{p1}之土地及其上建物（門牌號碼{prop}），",
            b=R("B"),
            c=ev("contract"),
            agent=C.org(O["agent"]),
            s=R("S"),
            price=money(K.num["price"]),
            s2=R("S"),
            p1=C.val(K.val["parcel1"]),
            prop=C.val(K.val["prop"]),
        )
        d.f(
            "並委由地政士{z}辦理所有權移轉登記。{b}已於{pay}將價金{amt}元匯入{bank}履約保證專戶（帳"
            "號{esc}）。",
            z=n(P["Z"]),
            b=R("B"),
            pay=ev("pay"),
            amt=money(K.num["amt"]),
            bank=C.org(O["bank"]),
            esc=C.val(K.val["escrow"]),
        )
        d.f(
            "詎{s}未依約於{ho}點交房屋，經{b}催告仍不履行，{b2}乃解除契約。",
            s=R("S"),
            ho=ev("handover"),
            b=R("B"),
            b2=R("B"),
        )
        word_use(d, C, P["S"], P["B"])
    elif s == "assault":
        d.f(
            "{dd}於{acc}晚間10時許，在{shop}（址設{loc}）內，因細故與{v}發生口角，竟基於傷害之犯意"
            "，徒手毆打{v2}頭部，並持椅子揮擊其背部，",
            dd=R("D"),
            acc=ev("acc"),
            shop=C.org(O["shop"]),
            loc=C.val(K.val["loc"]),
            v=R("V"),
            v2=R("V"),
        )
        hosp = C.ag(A["hospital"]) if C.chance(0.6) else C.org(O["clinic"])
        d.f(
            "致{v}受有頭部外傷、背部挫傷等傷害。嗣經在場之{w}報警處理，{v2}於同日前往{h}就醫。",
            v=R("V"),
            w=n(P["W"]),
            v2=R("V"),
            h=hosp,
        )
        word_use(d, C, P["V"], P["D"], P["W"])
    elif s == "labor":
        co = O["co"]
        d.f(
            "{e}自{hire}起受僱於{co}，擔任業務專員，月薪新臺幣{sal}元，薪資按月匯入{e2}之帳戶（帳"
            "號{acct}）。",
            e=R("E"),
            hire=ev("hire"),
            co=C.org(co, short=C.chance(0.5)),
            sal=money(K.num["salary"]),
            e2=R("E"),
            acct=C.p(P["E"], "account"),
        )
        d.f(
            "{co}於{no}由主管{m}以電子郵件通知{e}，以業務緊縮為由，於{dis}終止勞動契約，惟未依法給"
            "付資遣費及預告期間工資。",
            co=C.org(co, short=True),
            no=ev("notice"),
            m=n(P["M"]),
            e=R("E"),
            dis=ev("dismiss"),
        )
        d.f(
            "{e}於{med}向{lab}申請勞資爭議調解，因資方代表未到場而不成立。",
            e=R("E"),
            med=ev("mediation"),
            lab=C.ag(A["labor"]),
        )
        word_use(d, C, P["E"], P["M"])


def defence(d: Doc, C: Ctx, K: Case) -> None:
    P = K.people
    s = K.story
    if s == "loan":
        d.f(
            "被告則以：當初向{a}所借款項已於{p}清償一部，其餘部分係贈與等語，資為抗辯。",
            a=C.title(P["A"]),
            p=C.val(K.date["partial"]),
        )
    elif s == "lease":
        d.f(
            "被告則以：房屋漏水，曾多次以電話{ph}通知{l}修繕未果，始拒付租金等語，資為抗辯。",
            ph=C.p(P["L"], "phone"),
            l=C.title(P["L"]),
        )
    elif s == "accident":
        d.f(
            "被告坦承於上開時地與{v}發生碰撞，惟辯稱：係{v2}未依規定行駛等語。",
            v=C.title(P["V"]),
            v2=C.name(P["V"]),
        )
    elif s == "fraud":
        d.f(
            "被告{d2}辯稱：係因申辦貸款，誤信自稱「{s}」之人，始交付帳戶資料等語。",
            d2=C.name(P["D2"]),
            s=C.title(P["S"]),
        )
    elif s == "realestate":
        d.f(
            "被告則以：{b}未依約給付備證款，且地政士{z}通知補正未果等語，資為抗辯。",
            b=C.title(P["B"]),
            z=C.name(P["Z"]),
        )
    elif s == "assault":
        d.f("被告辯稱：當時係{v}先出手，伊僅係自衛等語。", v=C.title(P["V"]))
    elif s == "labor":
        d.f(
            "被告則以：{e}多次未達業績，經主管{m}輔導未果，始予資遣等語，資為抗辯。",
            e=C.title(P["E"]),
            m=C.name(P["M"]),
        )


def answers(d: Doc, C: Ctx, K: Case, speaker: str, q: str = "問：", a: str = "答：") -> None:
    """First-person answers of ``speaker`` (a role key) in a police or court record."""
    P, O, A = K.people, K.org, K.ag
    ev = lambda k: C.val(K.date[k])  # noqa: E731
    s = K.story
    me = P[speaker]
    if s == "loan":
        if speaker == "A":
            d.ln(q + "借款經過為何？")
            d.ln(
                a
                + "我在{loan}借給{b}{amt}元，是從我{bank}的帳戶{acct}轉過去的，當時他說{due}以前會"
                "還。",
                loan=ev("loan"),
                b=C.short(P["B"]),
                amt=money(K.num["amt"]),
                bank=C.org(O["bankA"], short=True),
                acct=C.p(me, "account"),
                due=ev("due"),
            )
            d.ln(q + "被告有無還款？")
            d.ln(
                a + "只有在{p}還了{paid}元，之後打他手機{ph}都不接。",
                p=ev("partial"),
                paid=money(K.num["paid"]),
                ph=C.p(P["B"], "phone"),
            )
        else:
            d.ln(q + "對原告請求有何意見？")
            d.ln(
                a + "錢是有收到，匯到我{bank}的帳戶{acct}沒錯，但{p}我已經先還{paid}元給{a}了。",
                bank=C.org(O["bankB"], short=True),
                acct=C.p(me, "account"),
                p=ev("partial"),
                paid=money(K.num["paid"]),
                a=C.title(P["A"]),
            )
    elif s in ("accident",):
        if speaker == "V":
            d.ln(q + "你於何時、何地發生交通事故？")
            d.ln(
                a
                + "我在{acc}下午4點多，騎我的機車{pl}經過{loc}前面，被一台車號{pl2}的白色轎車從後面"
                "撞上。",
                acc=ev("acc"),
                pl=C.p(me, "plate"),
                loc=C.val(K.val["loc"]),
                pl2=C.p(P["D"], "plate"),
            )
            d.ln(q + "對方駕駛為何人？有無留下聯絡方式？")
            d.ln(
                a + "後來知道叫{dd}，他有留手機{ph}給我。現場有一位路人{w}幫忙報警。",
                dd=C.name(P["D"]),
                ph=C.p(P["D"], "phone"),
                w=C.name(P["W"]),
            )
            d.ln(q + "你是否受傷？")
            d.ln(
                a + "我被救護車送到{h}，左腳骨折，{ad}開刀住院。",
                h=C.ag(A["hospital"]),
                ad=ev("admit"),
            )
        elif speaker == "D":
            d.ln(q + "事故經過為何？")
            d.ln(
                a + "我在{acc}開車{pl}經過{loc}，當時視線不好，沒有注意到前面的機車。",
                acc=ev("acc"),
                pl=C.p(me, "plate"),
                loc=C.val(K.val["loc"]),
            )
            d.ln(q + "你是否願意與對方和解？")
            d.ln(
                a + "願意，我已經請保險公司{ins}跟{v}聯絡。",
                ins=C.org(O["insurer"]),
                v=C.title(P["V"]),
            )
        else:
            d.ln(q + "你當時看到什麼？")
            d.ln(
                a + "我在{acc}騎車經過，看到車號{pl}的轎車撞到{v}的機車，我就打110。",
                acc=ev("acc"),
                pl=C.p(P["D"], "plate"),
                v=C.title(P["V"]),
            )
    elif s == "fraud":
        if speaker == "V":
            d.ln(q + "你因何事到案說明？")
            d.ln(
                a
                + "我在{c}看到投資廣告，加了LINE ID「{h}」，對方自稱{s}，叫我到{url}註冊帳號投資。",
                c=ev("contact"),
                h=C.val(K.val["scam_handle"]),
                s=C.title(P["S"]),
                url=C.val(K.val["scam_url"]),
            )
            d.ln(q + "你匯款幾次？匯至何帳戶？")
            d.ln(
                a + "我在{t1}、{t2}從我{bank}的帳戶{acct}匯到{acct2}，{t3}又匯一次，總共{amt}元。",
                t1=ev("t1"),
                t2=ev("t2"),
                bank=C.org(O["bankV"], short=True),
                acct=C.p(me, "account"),
                acct2=C.p(P["D2"], "account"),
                t3=ev("t3"),
                amt=money(K.num["amt"]),
            )
            d.ln(q + "對方有無取得你的個人資料？")
            d.ln(
                a + "有，他叫我提供身分證字號{id}和網銀密碼{pw}，說要幫我開通出金。",
                id=C.val(me.v.get("tw_id") or me.v["resident_id"]),
                pw=C.p(me, "password"),
            )
        elif speaker == "D":
            d.ln(q + "你是否於{t1}提領上開帳戶內之款項？", t1=ev("t1"))
            d.f(
                a + "是自稱{s}的人叫我去領的，提款卡是放在超商置物櫃，領完我交給", s=C.title(P["S"])
            )
            if "D3" in P:
                d.f("{d3}，他的手機是{ph}。\n", d3=C.name(P["D3"]), ph=C.p(P["D3"], "phone"))
            else:
                d.t("一個不認識的人。\n")
            d.ln(q + "你的報酬為何？")
            d.ln(a + "一次三千元，匯到我的帳戶{acct}。", acct=C.p(me, "account"))
        else:
            d.ln(
                q + "你的{bank}帳戶{acct}是否由你申設？",
                bank=C.org(O["bankD"], short=True),
                acct=C.p(P["D2"], "account"),
            )
            d.ln(
                a + "是我在{c}交給一個自稱{s}的人，他說可以幫我辦貸款，我不知道會被拿去詐騙。",
                c=ev("contact"),
                s=C.title(P["S"]),
            )
            d.ln(q + "你認識{dd}嗎？", dd=C.name(P["D"]))
            d.ln(a + "不認識，只有在LINE上聯絡過，他的電話是{ph}。", ph=C.p(P["D"], "phone"))
    elif s == "assault":
        if speaker == "V":
            d.ln(q + "你於何時、何地遭人毆打？")
            d.ln(
                a + "{acc}晚上10點左右，在{shop}裡面，{dd}因為停車的事跟我吵架，後來就動手打我。",
                acc=ev("acc"),
                shop=C.org(O["shop"]),
                dd=C.name(P["D"]),
            )
            d.ln(q + "對方年籍資料？")
            d.ln(
                a + "他叫{dd}，住在{addr}，電話{ph}。",
                dd=C.name(P["D"]),
                addr=C.p(P["D"], "address"),
                ph=C.p(P["D"], "phone"),
            )
            d.ln(q + "有無其他人在場？")
            d.ln(a + "店裡的{w}有看到，是他幫我報警的。", w=C.name(P["W"]))
        elif speaker == "D":
            d.ln(q + "你是否有毆打{v}？", v=C.name(P["V"]))
            d.ln(
                a + "是{v}先推我，我只是把他推開。那天是{acc}晚上。",
                v=C.title(P["V"]),
                acc=ev("acc"),
            )
        else:
            d.ln(q + "你當時看到什麼？")
            d.ln(
                a + "我看到{dd}拿椅子打{v}，我就打電話報警。", dd=C.title(P["D"]), v=C.title(P["V"])
            )
    elif s == "labor":
        d.ln(q + "你何時開始在被告公司任職？")
        d.ln(
            a + "我{hire}就進{co}了，一直做到{dis}被資遣，薪水都匯到我的帳戶{acct}。",
            hire=ev("hire"),
            co=C.org(O["co"], short=True),
            dis=ev("dismiss"),
            acct=C.p(P["E"], "account"),
        )
        d.ln(q + "資遣是何人通知？")
        d.ln(
            a + "是主管{m}用公司信箱{mail}寄信給我的。",
            m=C.name(P["M"]),
            mail=C.val(K.val["m_email"]),
        )
    elif s == "lease":
        if speaker == "L":
            d.ln(q + "被告自何時起未繳租金？")
            d.ln(
                a + "從{arr}開始就沒有再匯到我的帳戶{acct}，我請仲介{k}聯絡也沒有用。",
                arr=ev("arrears"),
                acct=C.p(me, "account"),
                k=C.name(P["K"]),
            )
        else:
            d.ln(q + "租金為何未繳？")
            d.ln(
                a + "因為房子漏水，我有打電話{ph}給{l}，他都不處理。",
                ph=C.p(P["L"], "phone"),
                l=C.title(P["L"]),
            )
    elif s == "realestate":
        if speaker == "B":
            d.ln(q + "價金是否已付？")
            d.ln(
                a + "我在{pay}已經把{amt}元匯進{bank}的履保帳戶{esc}。",
                pay=ev("pay"),
                amt=money(K.num["amt"]),
                bank=C.org(O["bank"], short=True),
                esc=C.val(K.val["escrow"]),
            )
        else:
            d.ln(q + "何以未於約定期日點交？")
            d.ln(
                a + "因為地政士{z}說{b}的資料還沒補齊，所以{ho}沒有辦法點交。",
                z=C.name(P["Z"]),
                b=C.title(P["B"]),
                ho=ev("handover"),
            )
