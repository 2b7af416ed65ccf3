"""Games for the blunder judge (`benchmarks/blunders.py`): four computer players of one level
play seeded games, and each game's actions are kept for the judge to replay.

Runnable as a script in another checkout, so that the judge can look at that commit's
players beside this one's on the same deals:

    cd /tmp/old-checkout && BA_ROOT=/tmp/old-checkout python /path/to/blunder_games.py \
        strong --seed 1 --first 0 --count 5

prints one game a line (JSON). It uses only what the engine and the players have offered
for long (`Game`, `view`, `make_player`, `player_seed`).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

# This checkout's bot, unless another's is named (its players are the ones judged).
sys.path.insert(0, os.environ.get("BA_ROOT") or str(Path(__file__).resolve().parent.parent))

from bot.ai import make_player
from bot.ai.seeds import player_seed
from bot.engine import BOARD, Game, Phase

PRESET = "classic"


def deck_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


def players_secret(seed: int, index: int) -> int:
    """The players' secret of game `index`: fixed by the seed, a one-way hash away from
    the deck seed."""
    text = f"blunders players|{seed}|{index}".encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")


def play_game(level: str, seed: int, index: int, hands: Sequence[int] | None) -> dict[str, Any]:
    """Game `index` of a seed, every seat `level`: what the judge needs to replay it."""
    options = {"hands": list(hands)} if hands else None
    first_dealer = index % 4
    game = Game(PRESET, options, first_dealer=first_dealer, seed=deck_seed(seed, index))
    secret = players_secret(seed, index)
    players = [make_player(level, player_seed(secret, s)) for s in range(4)]
    actions: list[list[Any]] = []
    while game.phase is not Phase.OVER:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if game.phase is Phase.BID:
            bid = players[seat].choose_bid(view)
            game.bid(seat, bid)
            actions.append([seat, "bid", "board" if bid is BOARD else bid])
        else:
            card = players[seat].choose_card(view)
            game.play(seat, card)
            actions.append([seat, "play", int(card)])
    return {
        "level": level,
        "seed": seed,
        "index": index,
        "hands": list(hands) if hands else None,
        "first_dealer": first_dealer,
        "deck_seed": deck_seed(seed, index),
        "actions": actions,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Seeded games of one level, as JSON lines.")
    parser.add_argument("level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="the first game's index")
    parser.add_argument("--count", type=int, default=1)
    parser.add_argument("--hands", default="", help="hand sizes, e.g. 4,3 (default: classic)")
    args = parser.parse_args(argv)
    hands = [int(n) for n in args.hands.split(",")] if args.hands else None
    for index in range(args.first, args.first + args.count):
        print(json.dumps(play_game(args.level, args.seed, index, hands)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
