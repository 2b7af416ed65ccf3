"""Levels for measuring only, and duplicate matches against them (`bot.tools.simulate`).

`flat` is `strong` as it was before exact endgames and the model of `strong` bidders (no
endgame; the seats still to bid and the bids made read by the rules of thumb's count): the
yardstick of the figures in `bot/ai/README.md`. `expert-bids` bids as `expert` and plays as
`flat`: what `expert`'s bids alone are worth. Neither is offered at a table.

    python benchmarks/levels.py strong flat --pairs 600 --seed 1 --jobs 2
    python benchmarks/levels.py expert-bids flat --pairs 400 --seed 1

Any level of the bot may be matched too (`python benchmarks/levels.py -h`). Without
arguments, a short match of `strong` against `flat`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Final, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai import LEVELS, ExpertPlayer, Player, StrongPlayer, make_player
from bot.ai.search import Budget, CardValues
from bot.engine import SeatView
from bot.tools.simulate import main as simulate

FLAT: Final = Budget(card=14_000, bid=30_000, max_card_deals=250, max_bid_deals=300)


class FlatPlayer(StrongPlayer):
    """`strong` before exact endgames and the model of `strong` bidders."""

    level = "flat"
    name = "Flat"
    budget = FLAT


class ExpertBidsPlayer(ExpertPlayer):
    """`expert`'s bids with `flat`'s card play (the same seed for both)."""

    level = "expert-bids"
    name = "Expert bids"

    def card_values(self, view: SeatView) -> CardValues:
        return FlatPlayer(self.seed).card_values(view)


MEASURING: Final[dict[str, type[Player]]] = {"flat": FlatPlayer, "expert-bids": ExpertBidsPlayer}


def make_level(level: str, seed: int) -> Player:
    """A player of a level for measuring, or of a level of the bot."""
    kind = MEASURING.get(level)
    return kind(seed) if kind is not None else make_player(level, seed)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:] or ["strong", "flat", "--pairs", "10", "--hands", "13,7,3"]
    return simulate(
        argv,
        out,
        known=(*LEVELS, *MEASURING),
        make=make_level,
        prog="python benchmarks/levels.py",
    )


if __name__ == "__main__":
    raise SystemExit(main())
