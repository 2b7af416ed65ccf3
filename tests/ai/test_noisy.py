"""Randomised play-outs (`Budget.noise`): the cards they depart to are legal and played as
the engine plays them, and the searches of the measured experiments (`expert-noisy`,
`expert-read`) stay deterministic for a seed and a view."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ai import make_player
from bot.ai.play import other_card
from bot.ai.table import table_of
from bot.engine import CARDS, Phase

from .states import OPTION_MIXES, PRESETS, random_states

BASIC = make_player("basic", 0)
CASES = [(preset, None) for preset in PRESETS] + [
    ("pagat-3" if options.get("players") == 3 else "classic", options) for options in OPTION_MIXES
]


@pytest.mark.parametrize(("preset", "options"), CASES)
@pytest.mark.parametrize("noise", [0.3, 1.0])
def test_a_randomised_play_out_plays_legal_cards_as_the_engine_does(
    preset: str, options: dict[str, Any] | None, noise: float
) -> None:
    rng = random.Random(7)
    checked = 0
    for game in random_states(preset, options, 25, seed=43):
        if game.phase is not Phase.PLAY or game.in_tiebreak:
            continue
        view = game.view(game.to_act)
        draws = [rng.random() for _ in range(sum(view.held_counts().values()))]
        tricks = table_of(view, game.hands).finish(-1, noise, draws)
        # The same departures on the engine, which refuses an illegal card.
        number = game.hand_number
        k = 0
        while game.hand_number == number and game.phase is not Phase.OVER:
            seat = game.to_act
            assert seat is not None
            card = int(BASIC.choose_card(game.view(seat)))
            legal = game.legal_mask()
            if draws[k] < noise and legal & (legal - 1):
                card = other_card(legal, game.view(seat).trump_mask, card, draws[k] / noise)
                assert legal >> card & 1
            k += 1
            game.play(seat, CARDS[card])
        assert tuple(tricks) == game.results[-1].tricks
        checked += 1
    assert checked >= 5


def test_other_card_departs_to_a_lowest_or_highest_card_of_a_suit() -> None:
    spades = 0b1011  # 2, 3, 5 of spades: the 3 is a middle card, the 2 the rules' card
    hearts = 1 << 13 | 1 << 20
    legal = spades | hearts
    picks = {other_card(legal, 0, 0, i / 100) for i in range(100)}
    assert picks == {3, 13, 20}
    assert other_card(1 << 5, 0, 5, 0.5) == 5


@pytest.mark.parametrize("level", ["expert-noisy", "expert-read"])
def test_the_experiments_decide_the_same_for_the_same_seed_and_view(level: str) -> None:
    states = [g for g in random_states("classic", None, 12, seed=44) if g.phase is Phase.PLAY]
    assert states
    for game in states[:4]:
        view = game.view(game.to_act)
        answers = {make_player(level, 9).choose_card(view) for _ in range(2)}
        assert len(answers) == 1
