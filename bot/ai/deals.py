"""Guessing the hidden hands: deals consistent with everything a seat has seen.

A guess gives every other seat as many cards as it still holds, from the cards this seat has
not seen, never a card the play has shown it cannot hold (`shown_out`: a suit it did not
follow, R17; a trump above its answer to a Big Blooper lead or below its answer to a Little
one, R21; a plain card after it led a trump before trumps were broken without the board
exception, R19-R20), never a joker in a no-trump hand (R8-R10), never a hand the weak-hand
rule would have redealt (R11). Guesses are then weighted by how well they explain the bids
already made: a seat that bid 4 more likely holds a hand the rules of thumb count at four
tricks than one they count at zero.
"""

from __future__ import annotations

import math
import random
from typing import Final

from bot.engine import BOARD, SeatView, cards_of
from bot.engine.cards import BIG_BLOOPER_INDEX, FULL_MASK, HONOUR_MASK, JOKER_MASK
from bot.engine.trick import lead

from .bidding import expected_tricks, strong_count
from .table import gone_of

# How far a bid strays from the rules of thumb's count of the bidder's hand (in tricks).
_BID_SPREAD: Final = 1.1
_WEAK_HAND_MIN_SIZE: Final = 7
_TRIES: Final = 20


class Deals:
    """Draws the other seats' hands for one view."""

    def __init__(self, view: SeatView, strong_bidders: bool = False) -> None:
        """`strong_bidders`: read the bids made as `strong` bids (`bidding.strong_count`)
        rather than as the rules of thumb's count."""
        assert view.seat is not None
        self.strong_bidders = strong_bidders
        self.view = view
        self.me = view.seat
        players = view.options.players
        pool = view.unseen()
        if view.trump is None:
            pool &= ~JOKER_MASK  # no joker is in play in a no-trump hand (R8, R9)
        self.pool = pool
        counts = view.held_counts()
        voids = shown_out(view)
        self.played_by = [0] * players
        for seat, card in view.played:
            self.played_by[seat] |= 1 << card
        others = [s for s in view.seats if s != self.me]
        # Seats with the fewest possible cards first: they are the hardest to fill.
        others.sort(key=lambda s: (pool & ~voids[s]).bit_count() - counts[s])
        self.others = [(s, counts[s], voids[s]) for s in others]
        self.players = players
        gone = gone_of(view)
        tm = view.trump_mask
        self.trump_mask = tm
        # What each seat had not seen when it bid: all but its hand, the turn-up and any
        # card given up (R8); cards played since were in its hand or unseen then.
        played_mask = 0
        for mask in self.played_by:
            played_mask |= mask
        self.bid_unseen = FULL_MASK & ~(gone & ~played_mask)
        self.bids = [
            (s, n_bid)
            for s, _, _ in self.others
            if not view.in_tiebreak and (n_bid := _bid_tricks(view, s)) is not None
        ]
        size = view.hand_size
        self.size = size
        self.seat_count = len(view.seats)
        self.weak_rule = view.options.weak_hand_redeal and size >= _WEAK_HAND_MIN_SIZE
        self.strength = HONOUR_MASK | tm

    def draw(self, rng: random.Random) -> list[int] | None:
        """One guess of every seat's hand (per seat, this seat's own included), or None
        when the random fill ran into a dead end."""
        hands = [0] * self.players
        hands[self.me] = self.view.hand
        remaining = self.pool
        for seat, count, void in self.others:
            allowed = cards_of(remaining & ~void)
            if len(allowed) < count:
                return None
            mask = 0
            for card in rng.sample(allowed, count):
                mask |= 1 << card
            if self.weak_rule and not (mask | self.played_by[seat]) & self.strength:
                return None
            hands[seat] = mask
            remaining &= ~mask
        return hands

    def weight(self, hands: list[int]) -> float:
        """How well the guess explains the bids made (1 with nothing to explain)."""
        if not self.bids:
            return 1.0
        miss = 0.0
        for seat, bid in self.bids:
            held = hands[seat] | self.played_by[seat]
            tricks, _ = expected_tricks(
                held, self.bid_unseen & ~held, self.trump_mask, self.size, self.seat_count
            )
            if self.strong_bidders:
                tricks = strong_count(tricks, self.size)
            miss += (bid - tricks) ** 2
        return math.exp(-miss / (2 * _BID_SPREAD**2))

    def sample(self, rng: random.Random, count: int, proposals: int = 3) -> list[list[int]]:
        """`count` guesses, resampled by weight from `proposals` times as many draws."""
        drawn: list[list[int]] = []
        weights: list[float] = []
        tries = 0
        weighed = bool(self.bids)
        want = count * (proposals if weighed else 1)
        while len(drawn) < want and tries < want * _TRIES:
            tries += 1
            hands = self.draw(rng)
            if hands is not None:
                drawn.append(hands)
                weights.append(self.weight(hands))
        if not drawn:
            return []
        if not weighed:
            return drawn
        return _resample(drawn, weights, count, rng)


def shown_out(view: SeatView) -> dict[int, int]:
    """For each seat, the cards (a mask) the play so far shows it cannot hold."""
    tm = view.trump_mask
    shown = view.voids()  # the suits it did not follow (R17)
    size = len(view.seats)
    broken = False
    for start in range(0, len(view.played), size):
        trick = view.played[start : start + size]
        leader, first = trick[0]
        if (1 << first) & tm and not broken and not view.lead_trump_ok >> leader & 1:
            # A trump led before trumps were broken, without the board exception: the
            # leader held nothing else (R19, R20).
            shown[leader] |= FULL_MASK & ~tm
        _, blooper = lead(first, tm, view.options.blooper_leads)
        for seat, card in trick[1:] if blooper else ():
            if (1 << card) & tm:
                # Its highest trump to the Big Blooper, its lowest to the Little one (R21).
                higher = FULL_MASK & ~((2 << card) - 1)
                shown[seat] |= tm & (higher if blooper == BIG_BLOOPER_INDEX else ~higher)
        broken = broken or any((1 << c) & tm for _, c in trick)
    return shown


def _bid_tricks(view: SeatView, seat: int) -> float | None:
    """The tricks a seat's bid claims: a board claims them all."""
    bid = view.bids[seat]
    if bid is None:
        return None
    return float(view.hand_size) if bid is BOARD else float(bid)


def _resample(
    drawn: list[list[int]], weights: list[float], count: int, rng: random.Random
) -> list[list[int]]:
    """Systematic resampling: guesses in proportion to their weights."""
    total = sum(weights)
    if total <= 0:
        return drawn[:count]
    step = total / count
    point = rng.random() * step
    chosen: list[list[int]] = []
    acc = 0.0
    for hands, w in zip(drawn, weights, strict=True):
        acc += w
        while point < acc and len(chosen) < count:
            chosen.append(hands)
            point += step
    while len(chosen) < count:
        chosen.append(drawn[-1])
    return chosen
