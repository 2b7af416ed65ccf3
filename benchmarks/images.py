"""Picture rendering speed: milliseconds per hand, table and score-sheet PNG.

Three figures each, over pictures taken from seeded games:
- cold: every cache dropped first (fonts, shape masks, card faces, pictures), the first
  picture after a start;
- warm: fonts and card faces cached but not the picture, the usual cost after an action;
- cached: the same picture asked for again (an LRU hit).

Targets: a hand or table picture under 30 ms, a score sheet under 150 ms, with plain names
and with names in other scripts (Korean, Arabic, mixed Latin and Arabic, mathematical letters
with emoji and combining marks, a 32-letter name), which take the fallback fonts and Raqm.

    python benchmarks/images.py [--samples N] [--names plain|international|both]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import PIL

from bot.engine import Game, Phase
from bot.ui.images import (
    clear_caches,
    font_source,
    hand_image,
    hand_picture,
    score_sheet,
    score_sheet_image,
    table_image,
    table_picture,
)
from bot.ui.images.__main__ import step

NAMES = {
    "plain": {0: "Alice", 1: "Bob", 2: "Carol", 3: "Dave"},
    "international": {0: "데이브김", 1: "مرحبا كارول", 2: "𝔅𝔬𝔟 🃏🂡 Z̴a̷l̸g̶o̵", 3: "W" * 32},
}
TARGETS = {"hand": 30.0, "table": 30.0, "score sheet": 150.0}


def sample_pictures(count: int, names: dict[int, str]) -> dict[str, list[Hashable]]:
    """Hands and tables at random points of play, score sheets at random hands."""
    pictures: dict[str, list[Hashable]] = {"hand": [], "table": [], "score sheet": []}
    rng = random.Random(1)
    seed = 0
    while len(pictures["hand"]) < count:
        preset = ("classic", "pagat", "pagat-3")[seed % 3]
        game = Game(preset, first_dealer=0, seed=seed)
        play = random.Random(seed)
        stop_play = rng.randrange(20, 400)
        stop_sheet = rng.randrange(1, len(game.schedule))
        steps = 0
        while game.phase is not Phase.OVER:
            if steps == stop_play and game.phase is Phase.PLAY and game.to_act is not None:
                pictures["hand"].append(hand_picture(game, game.to_act))
                pictures["table"].append(table_picture(game, names))
            if len(game.results) == stop_sheet and len(pictures["score sheet"]) < count:
                pictures["score sheet"].append(score_sheet(game, names))
                stop_sheet = -1
            step(game, play)
            steps += 1
        if len(pictures["score sheet"]) < count:
            pictures["score sheet"].append(score_sheet(game, names))  # a whole game
        seed += 1
    return {kind: items[:count] for kind, items in pictures.items()}


def timed(render: Callable[[Any], bytes], picture: Hashable, before: Callable[[], None]) -> float:
    before()
    start = time.perf_counter()
    render(picture)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=40, help="pictures of each kind")
    parser.add_argument("--names", choices=("plain", "international", "both"), default="both")
    args = parser.parse_args()
    renders: dict[str, Any] = {
        "hand": hand_image,
        "table": table_image,
        "score sheet": score_sheet_image,
    }
    print(f"image benchmark: Pillow {PIL.__version__}, font {font_source()}")
    for names in ("plain", "international") if args.names == "both" else (args.names,):
        pictures = sample_pictures(args.samples, NAMES[names])
        print(f"names: {names}")
        print(f"{'picture':<12} {'mode':<7} {'median ms':>9} {'p95 ms':>8} {'max ms':>8}  target")
        for kind, render in renders.items():
            for mode in ("cold", "warm", "cached"):
                times = []
                for picture in pictures[kind]:
                    if mode == "cold":
                        times.append(timed(render, picture, clear_caches))
                    elif mode == "warm":
                        render(picture)  # fonts and card faces in the caches
                        times.append(timed(render, picture, render.cache_clear))
                    else:
                        render(picture)
                        times.append(timed(render, picture, lambda: None))
                times.sort()
                p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
                median = statistics.median(times)
                verdict = "ok" if p95 < TARGETS[kind] else "OVER"
                print(
                    f"{kind:<12} {mode:<7} {median:9.2f} {p95:8.2f} {times[-1]:8.2f}"
                    f"  < {TARGETS[kind]:.0f} ms {verdict}"
                )
        sizes = {k: [len(renders[k](p)) / 1024 for p in pictures[k]] for k in renders}
        for kind, kb in sizes.items():
            print(f"{kind}: {statistics.median(kb):.1f} KB median PNG")


if __name__ == "__main__":
    main()
