"""Without the compiled core the players search as before it: the Python solver from
`endgame_tricks` left, play-outs above."""

from __future__ import annotations

import pytest

from bot.ai import endgame, make_player
from bot.ai.search import EXPERT
from bot.engine import Game, Phase

from .states import random_move


def test_without_the_core_expert_solves_its_endgames_in_python(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import random

    monkeypatch.setattr(endgame, "core", None)
    solved: list[int] = []
    original = endgame.Solver.tricks

    def counted(self: endgame.Solver, table: endgame.Table, first: int = -1) -> int:
        solved.append(table.size - table.played)
        return original(self, table, first)

    monkeypatch.setattr(endgame.Solver, "tricks", counted)
    rng = random.Random(3)
    game = Game("classic", {"hands": [7]}, seed=21)
    while game.phase is Phase.BID:
        random_move(game, rng)
    player = make_player("expert", 5)
    while game.phase is Phase.PLAY and game.hand_number == 1:
        seat = game.to_act
        assert seat is not None
        game.play(seat, player.choose_card(game.view(seat)))
    assert solved
    assert max(solved) <= EXPERT.endgame_tricks < EXPERT.core_tricks
