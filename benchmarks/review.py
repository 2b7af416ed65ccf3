"""The coach's speed (issue 15): CPU time, one core, to review one seat's 13-card hand, a
seat's whole game, and a hint.

Games are played by `basic` players (their choices differ from `strong`'s often enough to
give the review differences to price); each review judges every bid and card of the seat
with `strong`, as `/backalley review` does in a worker process.

    python benchmarks/review.py [--hands N] [--games N] [--preset classic] [--levels strong,expert]

`--levels` times the coach at each searching level: the service chooses the level it asks
for, and these figures say which fits the time a review or a hint may take.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai import make_player, player_seed
from bot.ai.review import GameLog, hint, review_game, review_hand
from bot.engine import Game, Phase

SECRET = 99
T = TypeVar("T")


def played(preset: str, hands: list[int] | None, seed: int) -> tuple[Game, GameLog]:
    options = {"hands": hands} if hands else None
    game = Game(preset, options, first_dealer=seed % 3, seed=seed)
    players = [make_player("basic", player_seed(SECRET, s)) for s in range(game.players)]
    while game.phase is not Phase.OVER:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if game.phase is Phase.BID:
            game.bid(seat, players[seat].choose_bid(view))
        else:
            game.play(seat, players[seat].choose_card(view))
    return game, GameLog(preset, options, game.first_dealer, seed, tuple(game.actions))


def timed(function: Callable[..., T], *args: object) -> tuple[float, T]:
    start = time.process_time()
    result = function(*args)
    return time.process_time() - start, result


def hands_13(preset: str, count: int, level: str) -> None:
    spent: list[float] = []
    costs: list[float] = []
    for seed in range(count):
        _, log = played(preset, [13], 1000 + seed)
        seconds, review = timed(review_hand, log, 1, seed % 3, SECRET, level)
        spent.append(seconds)
        costs.append(review.total_cost)
    print(
        f"{preset}: review of one seat's 13-card hand ({count} hands): "
        f"p50 {statistics.median(spent):.2f} s, worst {max(spent):.2f} s; "
        f"estimated cost per hand p50 {statistics.median(costs):.1f} points"
    )


def hints_13(preset: str, count: int, level: str) -> None:
    rng = random.Random(5)
    spent: list[float] = []
    for seed in range(count):
        game = Game(preset, {"hands": [13]}, first_dealer=0, seed=2000 + seed)
        for _ in range(rng.randrange(30)):
            seat = game.to_act
            assert seat is not None
            if game.phase is Phase.BID:
                game.bid(seat, rng.choice(game.legal_bids()))
            else:
                game.play(seat, rng.choice(game.legal_cards()))
        seat = game.to_act
        assert seat is not None
        seconds, _ = timed(hint, game.view(seat), player_seed(SECRET, seat), level)
        spent.append(seconds)
    print(
        f"{preset}: hint in a 13-card hand ({count} hints): "
        f"p50 {statistics.median(spent) * 1e3:.0f} ms, worst {max(spent) * 1e3:.0f} ms"
    )


def whole_games(preset: str, count: int, level: str) -> None:
    for seed in range(count):
        game, log = played(preset, None, 3000 + seed)
        seconds, review = timed(review_game, log, SECRET, [0], level)
        seat = review.seats[0]
        print(
            f"{preset}: review of one seat's whole game ({len(game.results)} hands, "
            f"{len(seat.hands)} reviewed, {sum(len(h.decisions) for h in seat.hands)} decisions)"
            f": {seconds:.1f} s; {seat.differences} differences, about "
            f"{seat.total_cost:.0f} points"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--levels", default="strong", help="searching levels, e.g. strong,expert")
    args = parser.parse_args()
    for level in args.levels.split(","):
        print(f"the coach, CPU time on one core ({level}'s search):")
        hands_13(args.preset, args.hands, level)
        hints_13(args.preset, args.hands, level)
        whole_games(args.preset, args.games, level)


if __name__ == "__main__":
    main()
