"""Computer players of Back Alley. A player sees one seat's view (`bot.engine.SeatView`) and
never the game: `make_player(level, seed)` gives one of the levels "random", "basic",
"strong" or "expert", each deterministic for its seed; `player_seed(secret, seat)` derives
a seat's seed from a secret that says nothing about the cards."""

from .players import (
    LEVELS,
    BasicPlayer,
    ExpertPlayer,
    Player,
    RandomPlayer,
    StrongPlayer,
    make_player,
)
from .seeds import new_secret, player_seed

__all__ = [
    "LEVELS",
    "BasicPlayer",
    "ExpertPlayer",
    "Player",
    "RandomPlayer",
    "StrongPlayer",
    "make_player",
    "new_secret",
    "player_seed",
]
