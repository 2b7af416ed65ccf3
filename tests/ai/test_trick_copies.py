"""The play-out (`Table.finish`) and the solver (`Solver`) copy `trick.beats` inline, in the
two innermost loops of the computer players: on every trick of a seeded sweep (random
cards, leads and trumps, with the options of every preset), each gives the trick to the
seat the engine's kernel (`trick.trick_state`) gives it, and the play-out ends the trick in
the kernel's state (the suit led, the Blooper led, the winning card and seat)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ai.endgame import Solver
from bot.ai.table import Table
from bot.engine import PRESETS, Suit, make_options
from bot.engine.cards import trump_mask
from bot.engine.trick import trick_state

from .states import OPTION_MIXES

CASES = [(preset, None) for preset in PRESETS] + [
    ("pagat-3" if options.get("players") == 3 else "classic", options) for options in OPTION_MIXES
]
TRUMPS = (None, *Suit)
TRICKS = 150  # per preset or option mix and trump


def one_trick(cards: list[int], tm: int, blooper_leads: bool, side_of: tuple[int, ...]) -> Table:
    """A table of one trick to play: seat k holds `cards[k]` alone, seat 0 leads."""
    count = len(cards)
    table = Table.__new__(Table)
    table.hands = [1 << card for card in cards]
    table.next_seat = tuple((s + 1) % count for s in range(count))
    table.side_of = side_of
    table.trump_mask = tm
    table.blooper_leads = blooper_leads
    table.lead_ok = (1 << count) - 1  # a trump may be led: the cards are the sweep's
    table.broken = False
    table.to_act = 0
    table.trick_len = 0
    table.lead_mask = 0
    table.best = -1
    table.best_seat = -1
    table.blooper = 0
    table.tricks = [0] * count
    table.side_tricks = [0] * (max(side_of) + 1)
    table.played = 0
    table.size = 1
    table.count = count
    table.gone = 0
    table.first_to = None
    table.eager = False
    return table


@pytest.mark.parametrize("trump", TRUMPS, ids=lambda t: "no-trump" if t is None else t.name)
@pytest.mark.parametrize(("preset", "options"), CASES)
def test_the_inlined_trick_rule_gives_every_trick_where_the_kernel_does(
    preset: str, options: dict[str, Any] | None, trump: Suit | None
) -> None:
    rules = make_options(preset, options)
    tm = trump_mask(trump)
    # Jokers are in play only in a hand with trumps (R8-R10).
    deck = list(range(54 if trump is not None else 52))
    rng = random.Random(f"{preset}|{options}|{trump}")
    winners = set()
    for _ in range(TRICKS):
        count = rng.randint(2, rules.players)
        cards = rng.sample(deck, count)
        plays = list(enumerate(cards))
        state = trick_state(plays, tm, rules.blooper_leads)
        winner = state[3]
        winners.add(winner)
        table = one_trick(cards, tm, rules.blooper_leads, tuple(s % 2 for s in range(count)))
        tricks = table.finish()
        assert tricks == [int(s == winner) for s in range(count)], plays
        assert (table.lead_mask, table.blooper, table.best, table.best_seat) == state, plays
        for seat in range(count):
            # The seat alone on side 0: the solver's one trick is the side's when it wins.
            alone = tuple(0 if s == seat else 1 for s in range(count))
            table = one_trick(cards, tm, rules.blooper_leads, alone)
            assert Solver(table, 0).tricks(table) == int(seat == winner), plays
    assert winners == set(range(rules.players))
