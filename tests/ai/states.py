"""Game states for the computer-player tests: random points of random games of every
preset and of option mixes, tiebreak hands included."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from bot.engine import Game, Phase

PRESETS = ("classic", "pagat", "pagat-3")

# Option mixes away from the presets' own choices (RULES §9).
OPTION_MIXES: tuple[dict[str, Any], ...] = (
    {"joker_turnup": "next", "blooper_leads": True, "board_trump_lead": "anyone"},
    {"joker_turnup": "swap", "max_bid": "hand", "all_pass": "play", "board_lead": "first"},
    {"board_escalation": "linear", "board_trump_lead": "none", "zero_contract": "overtricks"},
    {"players": 3, "blooper_leads": True, "joker_turnup": "swap"},
    {"players": 4, "weak_hand_redeal": True, "zero_contract": "nothing"},
)


def random_move(game: Game, rng: random.Random) -> None:
    seat = game.to_act
    assert seat is not None
    if game.phase is Phase.BID:
        game.bid(seat, rng.choice(game.legal_bids()))
    else:
        game.play(seat, rng.choice(game.legal_cards()))


def random_states(
    preset: str, options: dict[str, Any] | None, count: int, seed: int
) -> Iterator[Game]:
    """`count` games stopped at random moments, each with a seat to act."""
    rng = random.Random(seed)
    made = 0
    attempt = 0
    while made < count:
        attempt += 1
        sizes = [rng.randint(1, 13) for _ in range(rng.randint(1, 2))]
        game = Game(
            preset,
            {**(options or {}), "hands": sizes},
            first_dealer=rng.randrange(3),
            seed=seed * 1000 + attempt,
        )
        for _ in range(rng.randrange(0, 60)):
            if game.phase is Phase.OVER:
                break
            random_move(game, rng)
        if game.phase is not Phase.OVER:
            made += 1
            yield game


def tiebreak_state(preset: str, options: dict[str, Any] | None, seats: int, seed: int) -> Game:
    """A game in a tiebreak hand among `seats` seats, a few tricks in: one-card hands bid
    at random until the scores tie."""
    rng = random.Random(seed)
    for attempt in range(10_000):
        game = Game(preset, {**(options or {}), "hands": [1]}, seed=seed * 10_000 + attempt)
        while game.phase is not Phase.OVER and not game.in_tiebreak:
            random_move(game, rng)
        if game.in_tiebreak and len(game.seats) == seats:
            for _ in range(rng.randrange(0, 4 * seats)):
                if game.phase is Phase.OVER or game.hand_number != len(game.options.hands) + 1:
                    break
                random_move(game, rng)
            if game.phase is Phase.PLAY:
                return game
    raise AssertionError("no tiebreak reached")
