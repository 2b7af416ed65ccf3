"""Computer players of Back Alley. A player sees one seat's view (`bot.engine.SeatView`) and
never the game: `make_player(level, seed)` gives one of the levels "random", "basic" or
"strong", each deterministic for its seed."""

from .players import LEVELS, BasicPlayer, Player, RandomPlayer, StrongPlayer, make_player

__all__ = ["LEVELS", "BasicPlayer", "Player", "RandomPlayer", "StrongPlayer", "make_player"]
