"""The endgame solver counts the tricks a side takes with best play on both sides, exactly
as a plain minimax over the engine's own games does."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ai.endgame import Solver
from bot.ai.table import table_of
from bot.engine import Game, Phase

from .states import OPTION_MIXES, random_move


def minimax_tricks(game: Game, side: int) -> int:
    """The side's tricks to the end of the hand by brute force over the engine."""
    seat = game.to_act
    assert seat is not None
    outcomes = []
    for card in game.legal_cards(seat):
        child = game.copy()
        before = sum(child.tricks[s] for s in child.seats if child.side_of[s] == side)
        hand = child.hand_number
        child.play(seat, card)
        if child.hand_number != hand or child.phase is not Phase.PLAY:
            # The hand is over: count from its result.
            taken = child.results[-1].tricks
            after = sum(taken[s] for s in game.seats if game.side_of[s] == side)
            outcomes.append(after - before)
            continue
        after = sum(child.tricks[s] for s in child.seats if child.side_of[s] == side)
        outcomes.append(after - before + minimax_tricks(child, side))
    mine = game.side_of[seat] == side
    return max(outcomes) if mine else min(outcomes)


def endgames(options: dict[str, Any], count: int, seed: int) -> list[Game]:
    """Four-seat games in play with at most three tricks left."""
    rng = random.Random(seed)
    found: list[Game] = []
    attempt = 0
    while len(found) < count:
        attempt += 1
        size = rng.randint(1, 8)
        game = Game("classic", {**options, "hands": [size, size]}, seed=seed * 1000 + attempt)
        while game.phase is Phase.BID:
            random_move(game, rng)
        target = rng.randint(0, 3 * 4 - 1)
        while game.phase is Phase.PLAY and game.hand_number == 1:
            left = (game.hand_size - game.tricks_played) * 4 - len(game.trick)
            if left <= target:
                break
            random_move(game, rng)
        if game.phase is Phase.PLAY and game.hand_number == 1:
            found.append(game)
    return found


@pytest.mark.parametrize("options", [{}, *[m for m in OPTION_MIXES if m.get("players") != 3]])
def test_the_solver_agrees_with_minimax_over_the_engine(options: dict[str, Any]) -> None:
    for game in endgames(options, 12, seed=len(options) + 3):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        for side in (0, 1):
            table = table_of(view, game.hands)
            expected = minimax_tricks(game, side)
            assert Solver(table, side).tricks(table) == expected
            card = game.legal_cards(seat)[0]
            child = game.copy()
            child.play(seat, card)
            table = table_of(view, game.hands)
            if child.hand_number == 1 and child.phase is Phase.PLAY:
                before = sum(game.tricks[s] for s in game.seats if game.side_of[s] == side)
                after = sum(child.tricks[s] for s in child.seats if child.side_of[s] == side)
                expected = after - before + minimax_tricks(child, side)
                assert Solver(table, side).tricks(table, int(card)) == expected
