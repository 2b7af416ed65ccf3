"""Random legal moves, for games played out by the tests and the benchmarks."""

from __future__ import annotations

import random

from bot.engine import ActionKind, Bid, Card, Phase
from bot.service import TableView


def random_move(table: TableView, rng: random.Random) -> tuple[int, ActionKind, Bid | Card]:
    """(user, kind, value) of a random legal move for the seat to act."""
    game = table.game
    assert game is not None and game.to_act is not None
    user = table.user_at(game.to_act)
    assert user is not None
    if game.phase is Phase.BID:
        return user, ActionKind.BID, rng.choice(game.legal_bids())
    return user, ActionKind.PLAY, rng.choice(game.legal_cards())
