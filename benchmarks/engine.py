"""Rules engine speed: complete random games per second, legal-move queries, state copies.

Games are played through the public API with validation on: each move is chosen at random
from `legal_bids()` / `legal_cards()` and submitted with `bid()` / `play()`, which check it.

    python benchmarks/engine.py [--seconds S]
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.engine import Game, Phase


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per preset")
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


if __name__ == "__main__":
    main()
