"""Codes always come: a value's code never waits on the code characters of the case's texts.

〔電子郵件1〕 holds 子; a case whose text uses 子 (電子, 子女, 孫子) made every e-mail
code look taken and the codes and anonymized styles looped for ever. A case whose texts
use all 22 person-code characters gets numbered person codes."""

from __future__ import annotations

import signal

import pytest

from tests.unit.helpers import KEY
from worker.pseudonymize.pseudonymizer import PERSON_CODES, CasePseudonymizer
from worker.pseudonymize.rewrite import rewrite
from worker.text import spans as T
from worker.text.spans import Span


@pytest.fixture(autouse=True)
def _deadline():
    def fail(*_):
        raise TimeoutError("no code within 5 s")

    old = signal.signal(signal.SIGALRM, fail)
    signal.alarm(5)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


@pytest.mark.parametrize("style", ["codes", "anonymized"])
@pytest.mark.parametrize(
    "lead",
    ["請寄電子信箱：", "子女聯絡信箱 ", "孫子的郵件 ", "丑時寄出，子夜收到，信箱"],
)
def test_email_code_in_a_text_with_code_characters(style: str, lead: str) -> None:
    for address in ("lin.mei@example.org", "k_tsai99@mail.example.net"):
        text = f"{lead}{address}。"
        start = text.index(address)
        p = CasePseudonymizer("case-e", KEY, style=style)
        rw = rewrite(text, [Span(start, start + len(address), T.EMAIL)], p)
        assert rw.replacements[0].pseudonym == "〔電子郵件1〕"


def test_every_code_character_in_the_case_gives_numbered_person_codes() -> None:
    p = CasePseudonymizer("case-p", KEY, style="codes")
    first = "".join(PERSON_CODES) + "。"
    rewrite(first, [], p)
    for name in ("柯冠廷", "溫若晴", "卓志豪"):
        text = f"證人{name}到庭。"
        rw = rewrite(text, [Span(2, 5, T.PERSON, surname_len=1)], p)
        code = rw.replacements[0].pseudonym
        assert code[0] in PERSON_CODES and code[1:].isdigit()
    codes = set(p.state.codes.values())
    assert len(codes) == 3
