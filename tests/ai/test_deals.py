"""Guessed deals agree with everything the seat has seen, and lean towards the bids made."""

from __future__ import annotations

import random
import statistics

import pytest

from bot.ai.bidding import expected_tricks
from bot.ai.deals import Deals, shown_out
from bot.engine import BOARD, Bid, Game, card, cards
from bot.engine.cards import HONOUR_MASK, JOKER_MASK

from ..engine.builders import build_deck, spare_deck
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


def _mask(codes: str) -> int:
    return sum(1 << c for c in cards(codes))


def _dealt(hands: dict[int, str], bids: list[Bid], plays: str) -> Game:
    """A three-card classic hand dealt by seat 3 (hearts trumps), bid and played so far."""
    deck = build_deck(hands, dealer=3, size=3, turn_up="7H")
    game = Game("classic", {"hands": [3]}, first_dealer=3, decks=[deck, spare_deck(1)])
    for seat, bid in enumerate(bids):
        game.bid(seat, bid)
    for code in plays.split():
        assert game.to_act is not None
        game.play(game.to_act, card(code))
    return game


def test_guesses_read_the_answers_to_a_blooper_lead() -> None:
    # Seat 1 bid board, so it may lead trumps at once (R20), and leads the Big Blooper:
    # seat 2 answers 9♥, its highest trump (R21); seat 3 answers a club: it has no trump.
    hands = {1: "BJ 2S 3S", 2: "9H 5H 4S", 3: "2C 6S 7S", 0: "AD QD 8S"}
    game = _dealt(hands, [0, BOARD, 0, 0], "BJ 9H 2C")
    view = game.view(0)
    shown = shown_out(view)
    assert shown[2] & _mask("10H AH LJ") == _mask("10H AH LJ")
    assert not shown[2] & _mask("2H 8H")
    for guess in Deals(view).sample(random.Random(3), 40):
        assert not guess[2] & _mask("10H JH QH KH AH LJ")
        assert not guess[3] & view.trump_mask


def test_guesses_read_the_answers_to_a_little_blooper_lead() -> None:
    hands = {1: "LJ 2S 3S", 2: "9H 5H 4S", 3: "2C 6S 7S", 0: "AD QD 8S"}
    game = _dealt(hands, [0, BOARD, 0, 0], "LJ 5H")
    shown = shown_out(game.view(3))
    assert shown[2] & _mask("2H 3H 4H") == _mask("2H 3H 4H")
    assert not shown[2] & _mask("6H AH BJ")


def test_guesses_give_a_seat_that_led_trumps_unbroken_nothing_but_trumps() -> None:
    # Seat 1 bid a number, so it led a trump before trumps were broken only because it
    # held nothing else (R19).
    hands = {1: "5H 6H 8H", 2: "2S 4S 5S", 3: "2C 6S 7S", 0: "AD QD 8S"}
    game = _dealt(hands, [0, 1, 0, 0], "5H")
    view = game.view(2)
    for guess in Deals(view).sample(random.Random(4), 40):
        assert not guess[1] & ~view.trump_mask


def test_a_board_bidder_leading_trumps_at_once_may_hold_anything() -> None:
    hands = {1: "5H 2D 3D", 2: "2S 4S 5S", 3: "2C 6S 7S", 0: "AD QD 8S"}
    game = _dealt(hands, [0, BOARD, 0, 0], "5H")
    assert not shown_out(game.view(2))[1] & ~game.view(2).trump_mask


def test_the_real_hands_are_always_possible() -> None:
    for preset in PRESETS:
        for game in random_states(preset, {"blooper_leads": True}, 60, seed=53):
            seat = game.to_act
            assert seat is not None
            shown = shown_out(game.view(seat))
            for other in game.seats:
                assert not sum(1 << c for c in game.hand(other)) & shown[other]
