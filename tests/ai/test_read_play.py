"""Reading the play (`Deals(read_play=True)`): the real hands of a hand played by the rules
of thumb explain every card played, and a guess that does not is weighed down."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ai import make_player
from bot.ai.deals import Deals
from bot.engine import Game, Phase

from .states import OPTION_MIXES, PRESETS

BASIC = make_player("basic", 0)
CASES = [(preset, None) for preset in PRESETS] + [
    ("pagat-3" if options.get("players") == 3 else "classic", options) for options in OPTION_MIXES
]


def basic_states(preset: str, options: dict[str, Any] | None, seed: int) -> list[Game]:
    """Points of hands bid and played by the rules of thumb, as copies of the game."""
    rng = random.Random(seed)
    states = []
    for attempt in range(6):
        size = rng.randint(4, 13)
        game = Game(preset, {**(options or {}), "hands": [size]}, seed=seed * 100 + attempt)
        stops = set(rng.sample(range(4, 3 * size), 3))
        moves = 0
        while game.phase is not Phase.OVER and not game.results:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if game.phase is Phase.PLAY:
                moves += 1
                if moves in stops:
                    states.append(game.copy())
                game.play(seat, BASIC.choose_card(view))
            else:
                game.bid(seat, BASIC.choose_bid(view))
    return states


@pytest.mark.parametrize(("preset", "options"), CASES)
def test_the_real_hands_explain_a_play_by_the_rules_of_thumb(
    preset: str, options: dict[str, Any] | None
) -> None:
    read = 0
    for game in basic_states(preset, options, seed=47):
        view = game.view(game.to_act)
        deals = Deals(view, read_play=True)
        read += len(deals.steps)
        assert deals._play_weight(list(game.hands)) == 1.0
    assert read > 0


def test_a_guess_against_the_play_weighs_less() -> None:
    states = [g for g in basic_states("classic", None, seed=48) if g.view(g.to_act).played]
    rng = random.Random(1)
    lighter = 0
    for game in states:
        deals = Deals(game.view(game.to_act), read_play=True)
        guesses = [h for h in (deals.draw(rng) for _ in range(50)) if h is not None]
        weights = [deals._play_weight(h) for h in guesses]
        assert all(0.0 < w <= 1.0 for w in weights)
        lighter += any(w < 1.0 for w in weights)
    assert lighter
