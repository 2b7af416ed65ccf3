"""A hint's alternatives as a player reads them: one that costs less than the tenth of a point
the costs are shown to is practically as good (not "about 0 points less"), and the line's
heading agrees with how many follow."""

from __future__ import annotations

import pytest

from bot.ai.review import Hint
from bot.engine import Game, card
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
    @carol with the Big Blooper" showed the claimer a card they cannot see."""
    from bot.engine import BIG_BLOOPER
    from bot.engine.claim import ClaimVerdict, Verdict
    from bot.ui.play.coach import claim_refusal

    from ..words.test_whole_game_words import table_of

    game = Game("classic", {"hands": (3,)}, seed=1)
    verdict = ClaimVerdict(Verdict.NOT_CERTAIN, ((1, BIG_BLOOPER),), trick=2, winner=1)
    said = claim_refusal(table_of("classic", game), verdict, language)
    assert not any(sign in said for sign in "♠♥♦♣🃏"), said
    assert text(language, "big-blooper") not in said, said
