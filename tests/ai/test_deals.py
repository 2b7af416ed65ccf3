"""Guessed deals agree with everything the seat has seen, and lean towards the bids made."""

from __future__ import annotations

import random
import statistics

import pytest

from bot.ai.bidding import expected_tricks
from bot.ai.deals import Deals
from bot.engine import Game
from bot.engine.cards import HONOUR_MASK, JOKER_MASK

from .states import PRESETS, random_states


@pytest.mark.parametrize("preset", PRESETS)
def test_guesses_agree_with_the_view(preset: str) -> None:
    rng = random.Random(1)
    for game in random_states(preset, None, 40, seed=51):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        guesses = Deals(view).sample(rng, 10)
        assert len(guesses) == 10
        counts, voids, unseen = view.held_counts(), view.voids(), view.unseen()
        for hands in guesses:
            assert hands[seat] == view.hand
            taken = 0
            for other in view.seats:
                if other == seat:
                    continue
                hand = hands[other]
                assert hand.bit_count() == counts[other]
                assert not hand & ~unseen  # only cards the seat has not seen
                assert not hand & voids[other]  # never a suit the seat showed it lacks
                assert not hand & taken  # no card twice
                if view.trump is None:
                    assert not hand & JOKER_MASK  # no joker in a no-trump hand (R8-R10)
                taken |= hand


def test_guesses_respect_the_weak_hand_rule() -> None:
    rng = random.Random(2)
    for game in random_states("pagat", None, 30, seed=52):
        if game.hand_size < 7 or game.view(game.to_act).played:
            continue
        view = game.view(game.to_act)
        strength = HONOUR_MASK | view.trump_mask
        for hands in Deals(view).sample(rng, 20):
            assert all(hands[s] & strength for s in view.seats)


def test_guesses_lean_towards_the_bids_made() -> None:
    # Seat 0 bid high: the guesses give it more tricks (by the rules of thumb) than when it
    # passed, from the same seat's view of the same cards.
    high, low = [], []
    for seed in range(12):
        for bid, found in ((5, high), (0, low)):
            game = Game("classic", {"hands": [10]}, first_dealer=3, seed=seed)
            game.bid(0, bid)
            view = game.view(1)
            unseen = view.unseen()
            for hands in Deals(view).sample(random.Random(seed), 30):
                tricks, _ = expected_tricks(hands[0], unseen & ~hands[0], view.trump_mask, 10, 4)
                found.append(tricks)
    assert statistics.fmean(high) > statistics.fmean(low) + 1.0
