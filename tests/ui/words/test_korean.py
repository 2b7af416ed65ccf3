"""Korean particles chosen by the word before them (bot/ui/words/korean.py): each value a
Korean message names — a bid, a number, a seat, a player, a language, a code — takes the form
a Korean reader says after it, never both forms at once."""

from __future__ import annotations

import pytest

from bot.ui.words.i18n import text
from bot.ui.words.korean import josa, nim

from .catalog_checks import fallback_particles


@pytest.mark.parametrize(
    ("word", "particle", "said"),
    [
        ("보드", "으로", "로"),  # a vowel: 로
        ("더블 보드", "을", "를"),
        ("패스", "이", "가"),
        ("3", "으로", "으로"),  # 삼: a final consonant
        ("2", "으로", "로"),  # 이: a vowel
        ("10", "은", "은"),  # 십
        ("2026", "을", "을"),  # 이천이십육
        ("1,000", "이", "이"),  # 천
        ("1팀", "과", "과"),
        ("3번 자리", "이", "가"),
        ("클래식", "으로", "으로"),
        ("한국어", "으로", "로"),
        ("🤖 컴퓨터(강함)", "이", "가"),  # the aside in brackets is not read
        ("Dansk", "으로", "로"),  # 단스크
        ("Español", "으로", "로"),  # 에스파뇰: ㄹ takes 로
        ("Español", "을", "을"),
        ("Kim", "이", "이"),  # 킴
        ("Jack", "을", "을"),  # 잭
        ("alice", "와", "와"),  # 앨리스
        ("NT", "은", "는"),  # 엔티
        ("LJ", "이", "가"),  # 엘제이
        ("ML", "으로", "로"),  # 엠엘
        ("**보드**", "으로", "로"),  # markup is not read
        ("A♠", "이", "가"),  # 에이 스페이드
        ("", "을", "를"),
    ],
)
def test_the_particle_fits_the_word(word: str, particle: str, said: str) -> None:
    assert josa(word, particle) == said


@pytest.mark.parametrize("particle", ["을(를)", "를"])
def test_any_form_of_a_particle_asks_for_it(particle: str) -> None:
    assert josa("3", particle) == "을" and josa("보드", particle) == "를"


def test_a_person_is_named_with_the_honorific_and_the_computer_without() -> None:
    assert josa("<@12>", "이") == " 님이"
    assert josa("<@!12>", "을") == " 님을"
    assert nim("<@12>") == " 님"
    assert nim("🤖 컴퓨터(강함)") == ""


def test_the_korean_catalog_chooses_by_the_value() -> None:
    person, computer = "<@1>", "🤖 컴퓨터(강함)"
    assert (
        text("ko", "bid-placed", player=person, bid="보드") == "<@1> 님이 **보드**로 입찰했습니다."
    )
    assert text("ko", "bid-placed", player=computer, bid="3") == (
        "🤖 컴퓨터(강함)가 **3**으로 입찰했습니다."
    )
    assert text("ko", "card-played", player=computer, card="8♦") == (
        "🤖 컴퓨터(강함)가 **8♦** 카드를 냈습니다."
    )
    assert text("ko", "turn-bid", player=person) == "➡️ <@1> 님, 입찰하세요."
    said = [text("ko", "trick-won", number=number, player=person, card="A♠") for number in (1, 2)]
    assert "첫 번째 트릭" in said[0] and "2번째 트릭" in said[1]
    for each in said:
        assert fallback_particles(each) == []
