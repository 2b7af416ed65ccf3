"""Every level only ever answers a legal move: random states of every preset, option mixes
and tiebreak hands, and whole games played by the computer players themselves."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ai import LEVELS, make_player
from bot.engine import Game, Phase

from .states import OPTION_MIXES, PRESETS, random_states, tiebreak_state

# The searching levels get fewer states than the others.
STATES = {"random": 60, "basic": 60, "strong": 12, "expert": 6}


def assert_legal_decision(game: Game, level: str, seed: int) -> None:
    seat = game.to_act
    assert seat is not None
    player = make_player(level, seed)
    view = game.view(seat)
    if game.phase is Phase.BID:
        bid = player.choose_bid(view)
        assert bid in game.legal_bids(), (level, bid)
        game.bid(seat, bid)
    else:
        card = player.choose_card(view)
        assert game.legal_mask() >> card & 1, (level, str(card))
        game.play(seat, card)


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("preset", PRESETS)
def test_every_level_answers_legal_moves_in_every_preset(level: str, preset: str) -> None:
    for i, game in enumerate(random_states(preset, None, STATES[level], seed=11)):
        assert_legal_decision(game, level, i)


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("options", OPTION_MIXES, ids=lambda o: ",".join(o))
def test_every_level_answers_legal_moves_with_option_mixes(
    level: str, options: dict[str, Any]
) -> None:
    preset = "pagat-3" if options.get("players") == 3 else "classic"
    for i, game in enumerate(random_states(preset, options, STATES[level] // 3, seed=12)):
        assert_legal_decision(game, level, i)


TIEBREAKS = [
    ("pagat", None, 4),
    ("classic", {"all_pass": "play", "zero_contract": "nothing"}, 4),
    ("pagat-3", None, 3),
    ("pagat-3", None, 2),
]


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize(("preset", "options", "seats"), TIEBREAKS)
def test_every_level_plays_tiebreak_hands_to_their_end(
    level: str, preset: str, options: dict[str, Any] | None, seats: int
) -> None:
    game = tiebreak_state(preset, options, seats, seed=3)
    assert game.in_tiebreak and len(game.seats) == seats
    steps = 0
    while game.phase is not Phase.OVER and steps < 60:
        assert_legal_decision(game, level, steps)
        steps += 1
    assert game.phase is Phase.OVER or game.in_tiebreak


@pytest.mark.parametrize("preset", PRESETS)
def test_computer_players_finish_whole_games(preset: str) -> None:
    players = 3 if preset == "pagat-3" else 4
    game = Game(preset, {"hands": [3, 1, 2]}, seed=5)
    seats = [make_player(("random", "basic", "strong")[s % 3], s) for s in range(players)]
    while game.phase is not Phase.OVER:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if game.phase is Phase.BID:
            game.bid(seat, seats[seat].choose_bid(view))
        else:
            game.play(seat, seats[seat].choose_card(view))
    assert len(game.results) >= 3
