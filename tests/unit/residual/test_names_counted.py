"""Residual scan (issue 9, third wave): names in a list closed by a count of people
(尚有小米、胖虎等5人未繳, 由志豪、阿凱等三人輪值) stop; roles, kin words, places and the case's
pseudonyms in such a list pass. Invented output texts; the case's pseudonyms are issued."""

from __future__ import annotations

import pytest

from worker.residual import scan

PERSONS = {"童郁芬", "康俊豪", "睿恩"}
CHECK = "residual:name_counted"


def checks(text: str) -> list[str]:
    return scan(text, PERSONS, (), persons=PERSONS)


@pytest.mark.parametrize(
    "text",
    [
        "班費：（尚有小米、胖虎等5人未繳）",
        "本週由宗翰、阿凱等三人輪值，童郁芬請假。",
        "童郁芬、豆豆等2名幼兒午睡未醒。",
        "當晚在場者有康俊豪、林志宏等四人。",
        "拒絕簽名的有小潔、睿恩等3位。",
    ],
)
def test_names_before_a_count_of_people_stop(text: str) -> None:
    assert CHECK in checks(text)


@pytest.mark.parametrize(
    "text",
    [
        "老師、家長等30人出席座談。",
        "原告、被告等2人均到庭。",
        "台北、新竹等5人報名",
        "童郁芬、康俊豪等2人到場。",  # the case's pseudonyms
        "爸爸、媽媽等3人同住",
        "學生、教職員等100人參加",
        "共有甲、乙等2人",
    ],
)
def test_roles_kin_places_and_pseudonyms_pass(text: str) -> None:
    assert CHECK not in checks(text)
