"""A player's decisions depend on its seed and the view: the same seed and view give the
same decision, whatever was asked before; games between seeded players replay exactly."""

from __future__ import annotations

import pytest

from bot.ai import LEVELS, make_player
from bot.engine import Game, Phase

from .states import random_states


def play_game(levels: tuple[str, ...], seed: int) -> list[tuple[int, str, object]]:
    game = Game("classic", {"hands": [4, 2]}, seed=seed)
    players = [make_player(level, 100 + s) for s, level in enumerate(levels)]
    while game.phase is not Phase.OVER:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if game.phase is Phase.BID:
            game.bid(seat, players[seat].choose_bid(view))
        else:
            game.play(seat, players[seat].choose_card(view))
    return [(s, k, str(v)) for s, k, v in game.actions]


@pytest.mark.parametrize("level", list(LEVELS))
def test_the_same_seed_and_view_give_the_same_decision(level: str) -> None:
    states = list(random_states("pagat", None, 10, seed=31))
    first = make_player(level, 5)
    answers = []
    for game in states:
        view = game.view(game.to_act)
        answers.append(first.choose_bid(view) if view.phase == "bid" else first.choose_card(view))
    # A fresh player with the same seed, asked in the reverse order, answers the same.
    second = make_player(level, 5)
    for game, answer in reversed(list(zip(states, answers, strict=True))):
        view = game.view(game.to_act)
        again = second.choose_bid(view) if view.phase == "bid" else second.choose_card(view)
        assert again == answer


def test_seeded_games_replay_exactly() -> None:
    levels = ("strong", "basic", "random", "basic")
    assert play_game(levels, 3) == play_game(levels, 3)


def test_the_random_level_depends_on_its_seed() -> None:
    states = list(random_states("classic", None, 30, seed=32))
    answers = {}
    for seed in (1, 2):
        player = make_player("random", seed)
        answers[seed] = [
            player.choose_bid(v) if v.phase == "bid" else player.choose_card(v)
            for v in (g.view(g.to_act) for g in states)
        ]
    assert answers[1] != answers[2]


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="levels are random, basic, strong, expert"):
        make_player("genius", 1)
    # The yardstick for measuring lives with the benchmarks, never among the bot's levels.
    with pytest.raises(ValueError, match="unknown level 'flat'"):
        make_player("flat", 1)
