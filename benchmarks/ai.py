"""Computer players' speed: what an exact endgame costs by the tricks left, and the CPU time
of `strong` and `expert` decisions at every hand size against their targets.

The solver's figures are for the first seat to play after the bidding, every legal card of
it solved on the real deal (with `basic` bids), which is where `strong` and `expert` switch
from play-outs to exact play. Decision times come from self-play (all four seats at the level,
classic), CPU time of the deciding thread, one core.

    python benchmarks/ai.py [--deals N] [--levels strong,expert]
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai import make_player
from bot.ai.endgame import Solver
from bot.ai.table import table_of
from bot.engine import Game, Phase
from bot.tools.simulate import Times, percentile, play_game

TARGETS = {"strong": (100.0, 50.0), "expert": (400.0, 200.0)}  # bid, card p99 in ms


def solver_costs(deals: int) -> None:
    print("exact endgame, every legal card of the first seat to play (ms; positions):")
    for left in range(2, 8):
        spent: list[float] = []
        positions: list[float] = []
        for index in range(deals):
            game = Game("classic", {"hands": [left]}, first_dealer=index % 4, seed=500 + index)
            bidder = make_player("basic", index)
            while game.phase is Phase.BID:
                seat = game.to_act
                assert seat is not None
                game.bid(seat, bidder.choose_bid(game.view(seat)))
            seat = game.to_act
            assert seat is not None
            table = table_of(game.view(seat), game.hands)
            solver = Solver(table, game.side_of[seat])
            start = time.thread_time()
            for card in game.legal_cards(seat):
                solver.tricks(table, card)
            spent.append(1000 * (time.thread_time() - start))
            positions.append(solver.nodes)
        print(
            f"  {left} tricks left: p50 {percentile(spent, 50):7.2f}  "
            f"p90 {percentile(spent, 90):7.2f}  max {max(spent):7.2f} ms;  "
            f"positions p50 {percentile(positions, 50):.0f}"
        )


def decision_times(level: str, deals: int) -> bool:
    bid_target, card_target = TARGETS[level]
    print(
        f"{level}: cpu ms per decision by hand size (p50 / p99; targets p99 bid "
        f"{bid_target:.0f}, card {card_target:.0f}):"
    )
    within = True
    for size in range(1, 14):
        times = Times()
        for index in range(deals):
            game = Game(
                "classic", {"hands": [size]}, first_dealer=index % 4, seed=size * 100 + index
            )
            players = [make_player(level, 1000 * size + 10 * index + s) for s in range(4)]
            play_game(game, players, times, whole=False)
        bids = [1000 * t for t in times.sized.get((level, "bid", size), [])]
        cards = [1000 * t for t in times.sized.get((level, "card", size), [])]
        bid99, card99 = percentile(bids, 99), percentile(cards, 99)
        ok = bid99 <= bid_target and card99 <= card_target
        within &= ok
        print(
            f"  {size:2d} cards: bid {percentile(bids, 50):6.1f} / {bid99:6.1f}   "
            f"card {percentile(cards, 50):6.1f} / {card99:6.1f}  ({len(bids)} bids, "
            f"{len(cards)} cards){'' if ok else '  OVER TARGET'}"
        )
    return within


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=6, help="deals per hand size")
    parser.add_argument("--levels", default="strong,expert")
    args = parser.parse_args()
    print(f"computer players, {platform.python_implementation()} {platform.python_version()}")
    solver_costs(max(20, args.deals))
    within = True
    for level in args.levels.split(","):
        within &= decision_times(level, args.deals)
    print("all within targets" if within else "some figures over target")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
