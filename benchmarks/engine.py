"""Rules engine speed: complete random games per second, legal-move queries, state copies.

Games are played through the public API with validation on: each move is chosen at random
from `legal_bids()` / `legal_cards()` and submitted with `bid()` / `play()`, which check it.

It also plays full random classic games with a naive reference engine (`naive.py`: an
object per card, the rules written out plainly), interleaved with the real one in the same
run, and prints the ratio; first it checks, on games the real engine played, that the two
engines agree on every legal move and on the scores.

    python benchmarks/engine.py [--seconds S] [--rounds R]
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from naive import PACK, NaiveGame, play_random_naive_game

from bot.engine import Game, Phase
from bot.engine.decks import SeededDecks


def play_random_game(preset: str, seed: int) -> Game:
    game = Game(preset, first_dealer=seed % (3 if preset == "pagat-3" else 4), seed=seed)
    rnd = random.Random(seed).random
    over = Phase.OVER
    while True:
        cards = game.legal_cards()  # empty unless a card is to be played
        if cards:
            game.play(game.to_act, cards[int(rnd() * len(cards))])  # type: ignore[arg-type]
            continue
        if game.phase is over:
            return game
        bids = game.legal_bids()
        game.bid(game.to_act, bids[int(rnd() * len(bids))])  # type: ignore[arg-type]


def games_per_second(preset: str, seconds: float) -> tuple[float, int]:
    played = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        play_random_game(preset, played)
        played += 1
    return played / elapsed, played


def sample_states(count: int) -> list[Game]:
    """Games stopped at random points of their play phase, for the per-call figures."""
    states = []
    rng = random.Random(1)
    while len(states) < count:
        game = Game("classic", seed=len(states))
        target = rng.randrange(400)
        steps = 0
        while game.phase is not Phase.OVER and (steps < target or game.phase is Phase.BID):
            if game.phase is Phase.BID:
                game.bid(game.to_act, rng.choice(game.legal_bids()))  # type: ignore[arg-type]
            else:
                game.play(game.to_act, rng.choice(game.legal_cards()))  # type: ignore[arg-type]
            steps += 1
        if game.phase is Phase.PLAY:
            states.append(game)
    return states


def microseconds_per_call(states: list[Game], method: str, repeat: int) -> float:
    calls = [getattr(game, method) for game in states]
    start = time.perf_counter()
    for _ in range(repeat):
        for call in calls:
            call()
    return (time.perf_counter() - start) / (repeat * len(calls)) * 1e6


def agree(seed: int) -> None:
    """The naive engine, dealt the real engine's decks, agrees on every legal move and on
    the scores of a random classic game the real engine plays."""
    game = Game("classic", first_dealer=seed % 4, seed=seed)
    decks = SeededDecks(seed)
    naive = NaiveGame(seed % 4, lambda i: [PACK[int(c)] for c in decks.top(i, 54)])
    rng = random.Random(seed)
    while game.phase is not Phase.OVER:
        assert not naive.over
        seat = game.to_act
        assert seat == naive.to_act, (seed, len(game.actions))
        if game.phase is Phase.BID:
            assert list(game.legal_bids()) == naive.legal_bids(), seed
            value = rng.choice(game.legal_bids())
            game.bid(seat, value)  # type: ignore[arg-type]
            naive.bid(seat, value)  # type: ignore[arg-type]
        else:
            cards = game.legal_cards()
            mine = {int(c) for c in cards}
            theirs = {
                (13 * c.suit + c.rank if c.suit is not None else 39 + c.rank)
                for c in naive.legal_cards()
            }
            assert mine == theirs, (seed, len(game.actions), mine, theirs)
            card = rng.choice(cards)
            game.play(seat, card)  # type: ignore[arg-type]
            naive.play(seat, PACK[int(card)])
    assert naive.over and naive.scores == list(game.scores) and naive.winner == game.winner


def naive_against_real(seconds: float, rounds: int) -> tuple[float, float, list[float]]:
    """Classic games per second of each engine, in alternating slices of one run, and the
    per-round ratios (real over naive)."""
    real_rates, naive_rates = [], []
    seed = 0
    for _ in range(rounds):
        for rates, play in ((real_rates, "real"), (naive_rates, "naive")):
            played = 0
            start = time.perf_counter()
            while (elapsed := time.perf_counter() - start) < seconds / rounds:
                if play == "real":
                    play_random_game("classic", seed + played)
                else:
                    play_random_naive_game(seed + played)
                played += 1
            rates.append(played / elapsed)
        seed += 10_000
    ratios = [r / n for r, n in zip(real_rates, naive_rates, strict=True)]
    return statistics.median(real_rates), statistics.median(naive_rates), ratios


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per preset")
    parser.add_argument("--rounds", type=int, default=10, help="naive/real alternations")
    parser.add_argument("--check", type=int, default=200, help="games checked to agree")
    args = parser.parse_args()
    print(f"engine benchmark: {platform.python_implementation()} {platform.python_version()}")
    print(f"{'preset':<10} {'games/s':>9} {'games':>7}")
    for preset in ("classic", "pagat", "pagat-3"):
        rate, played = games_per_second(preset, args.seconds)
        print(f"{preset:<10} {rate:9.0f} {played:7d}")
    states = sample_states(200)
    print(f"legal_cards(): {microseconds_per_call(states, 'legal_cards', 500):.2f} us per query")
    print(f"legal_mask():  {microseconds_per_call(states, 'legal_mask', 500):.2f} us per query")
    print(f"copy():        {microseconds_per_call(states, 'copy', 200):.2f} us per state copy")
    for seed in range(args.check):
        agree(seed)
    real, naive, ratios = naive_against_real(2 * args.seconds, args.rounds)
    print(
        f"classic, interleaved with a naive engine (agreeing on {args.check} games):"
        f" real {real:.0f} games/s, naive {naive:.0f} games/s,"
        f" ratio {statistics.median(ratios):.2f}x"
        f" (median of {len(ratios)} rounds, {min(ratios):.2f}-{max(ratios):.2f})"
    )


if __name__ == "__main__":
    main()
