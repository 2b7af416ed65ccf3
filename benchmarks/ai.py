"""Computer players' speed: what an exact endgame costs by the tricks left, in Python and in
the compiled core, and the CPU time of `strong` and `expert` decisions at every hand size
against their targets.

The solvers' figures are for the first seat to play after the bidding on the real deal (with
`basic` bids), all four hands in view: the deal's value (one solve) and every legal card of
that seat (what a decision solves for each guessed deal). The core's target: a deal with 8
tricks left solved in 5 ms at p99; the longest hands are solved within a budget of positions
and the share finished is printed. Decision times come from self-play (all four seats at the
level, classic), CPU time of the deciding thread, one core.

    python benchmarks/ai.py [--deals N] [--levels strong,expert] [--core-deals N]
        [--only solver,core,decisions] [--core-left 7,8,9,13]
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai import endgame, make_player
from bot.ai.endgame import Solver, solve
from bot.ai.table import table_of
from bot.engine import Game, Phase
from bot.tools.simulate import Times, percentile, play_game

TARGETS = {"strong": (100.0, 50.0), "expert": (400.0, 200.0)}  # bid, card p99 in ms
CORE_TARGET = (8, 5.0)  # tricks left, p99 ms of the deal's value
CORE_CAP = 40_000_000  # positions a solve of the longest hands may visit here
PARTS = ("solver", "core", "decisions")  # what --only may choose


def first_to_play(left: int, index: int) -> Game:
    game = Game("classic", {"hands": [left]}, first_dealer=index % 4, seed=500 + index)
    bidder = make_player("basic", index)
    while game.phase is Phase.BID:
        seat = game.to_act
        assert seat is not None
        game.bid(seat, bidder.choose_bid(game.view(seat)))
    return game


def core_costs(deals: int, lefts: Sequence[int] = range(1, 14)) -> bool:
    """The core's solves by tricks left (`lefts`); whether the target holds."""
    if endgame.core is None:
        print("exact-search core: not built (no C compiler?); the Python solver answers")
        return False
    print(
        "exact-search core, the first seat to play, all four hands (CPU ms p50 / p99 / max; "
        "positions p50; millions of positions a second):"
    )
    within = True
    for left in lefts:
        count = deals if left <= 9 else max(3, deals // (4 * (left - 8)))
        rows: dict[str, list[tuple[float, int, bool]]] = {"deal": [], "cards": []}
        for index in range(count):
            game = first_to_play(left, index)
            seat = game.to_act
            assert seat is not None
            table = table_of(game.view(seat), game.hands)
            cards = [int(c) for c in game.legal_cards(seat)]
            for kind, asked in (("deal", []), ("cards", cards)):
                start = time.thread_time()
                found = solve(table, game.side_of[seat], asked, CORE_CAP)
                rows[kind].append((1000 * (time.thread_time() - start), found.nodes, found.exact))
        parts = []
        for kind, row in rows.items():
            spent = [t for t, _, _ in row]
            nodes = [float(n) for _, n, _ in row]
            rate = sum(nodes) / max(1e-9, sum(spent)) / 1000
            done = sum(1 for _, _, exact in row if exact)
            parts.append(
                f"{kind} {percentile(spent, 50):8.2f} / {percentile(spent, 99):8.2f} / "
                f"{max(spent):8.2f}  {percentile(nodes, 50):9.0f}  {rate:4.1f}"
                + ("" if done == len(row) else f"  {done}/{len(row)} finished")
            )
        mark = ""
        if left == CORE_TARGET[0]:
            p99 = percentile([t for t, _, _ in rows["deal"]], 99)
            ok = p99 <= CORE_TARGET[1]
            within &= ok
            mark = f"  (target p99 {CORE_TARGET[1]:.0f} ms: {'ok' if ok else 'OVER TARGET'})"
        print(f"  {left:2d} left ({count}): " + ";  ".join(parts) + mark)
    return within


def solver_costs(deals: int) -> None:
    print("Python solver, every legal card of the first seat to play (ms; positions):")
    for left in range(2, 8):
        spent: list[float] = []
        positions: list[float] = []
        for index in range(deals):
            game = first_to_play(left, index)
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
    parser.add_argument("--core-deals", type=int, default=200, help="deals per size, core")
    parser.add_argument(
        "--only", default=",".join(PARTS), help=f"the parts to run, of {','.join(PARTS)}"
    )
    parser.add_argument(
        "--core-left", default="", help="the core's tricks left to measure, e.g. 7,8,9,13 (all)"
    )
    args = parser.parse_args()
    parts = set(args.only.split(","))
    if not parts <= set(PARTS):
        parser.error(f"--only: unknown parts {sorted(parts - set(PARTS))}")
    lefts = [int(x) for x in args.core_left.split(",")] if args.core_left else range(1, 14)
    print(f"computer players, {platform.python_implementation()} {platform.python_version()}")
    within = True
    if "solver" in parts:
        solver_costs(max(20, args.deals))
    if "core" in parts:
        within &= core_costs(args.core_deals, lefts)
    if "decisions" in parts:
        for level in args.levels.split(","):
            within &= decision_times(level, args.deals)
    print("all within targets" if within else "some figures over target")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
