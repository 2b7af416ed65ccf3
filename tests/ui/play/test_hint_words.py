"""A hint's alternatives as a player reads them: one that costs less than the tenth of a point
the costs are shown to is practically as good (not "about 0 points less"), and the line's
heading agrees with how many follow."""

from __future__ import annotations

import pytest

from bot.ai.review import Hint
from bot.engine import card
from bot.ui.play.coach import hint_text
from bot.ui.words.cards import card_text
from bot.ui.words.i18n import LANGUAGES, text


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_an_alternative_worth_the_same_is_practically_as_good(language: str) -> None:
    hint = Hint("card", card("AS"), ((card("8H"), 0.02),))
    said = hint_text(hint, language)
    even = text(language, "hint-alternative-even", move=card_text(card("8H"), language))
    assert even in said, said
    assert " 0 " not in said.replace("10", ""), said


def test_an_alternative_that_costs_says_how_much() -> None:
    hint = Hint("card", card("AS"), ((card("8H"), 1.5), (card("5C"), 0.04)))
    said = hint_text(hint)
    assert "8♥ (about 1.5 points less)" in said, said
    assert "5♣ (practically as good)" in said, said
    assert " and " in said, said  # the list is joined as English joins one


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_refused_claim_shows_no_opponents_card(language: str) -> None:
    """The claim's counterexample holds an opponent's card; saying "trick 2 could go to
    @carol with the Big Blooper" showed the claimer a card they cannot see. The refusal a
    claimer reads (through the client: tests/end_to_end/test_coach.py) names none."""
    said = text(language, "refusal-claim")
    assert not any(sign in said for sign in "♠♥♦♣🃏"), said
    assert text(language, "big-blooper") not in said, said
