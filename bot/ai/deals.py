"""Guessing the hidden hands: deals consistent with everything a seat has seen.

A guess gives every other seat as many cards as it still holds, from the cards this seat has
not seen, never a card of a suit the seat has shown it lacks (R17), never a joker in a
no-trump hand (R8-R10), never a hand the weak-hand rule would have redealt (R11). Guesses are
then weighted by how well they explain the bids already made: a seat that bid 4 more likely
holds a hand the rules of thumb count at four tricks than one they count at zero. With
`read_play`, also by how well they explain the cards played: a card the rules of thumb would
not have played from the guessed hand makes the guess less likely.
"""

from __future__ import annotations

import math
import random
from typing import Final

from bot.engine import BOARD, SeatView, cards_of
from bot.engine.cards import (
    FULL_MASK,
    HONOUR_MASK,
    JOKER_MASK,
    LITTLE_BLOOPER_INDEX,
    SUIT_MASKS,
)
from bot.engine.trick import beats, blooper_answer

from .bidding import expected_tricks, strong_count
from .masks import above
from .play import thumb_card
from .table import gone_of

# How far a bid strays from the rules of thumb's count of the bidder's hand (in tricks).
_BID_SPREAD: Final = 1.1
_WEAK_HAND_MIN_SIZE: Final = 7
_TRIES: Final = 20
# A guess's weight is multiplied by this for every card played that the rules of thumb would
# not have played from it (searching players often agree with them, not always).
_PLAY_MISS: Final = 0.4
# Reading one played card of a guess costs about as much as playing this many cards out.
_STEP_COST: Final = 2


class Deals:
    """Draws the other seats' hands for one view."""

    def __init__(
        self, view: SeatView, strong_bidders: bool = False, read_play: bool = False
    ) -> None:
        """`strong_bidders`: read the bids made as `strong` bids (`bidding.strong_count`)
        rather than as the rules of thumb's count; `read_play`: weigh guesses by the cards
        the other seats played too."""
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
        voids = view.voids()
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
        self.steps = _play_steps(view, gone & ~played_mask) if read_play else []
        self.eager = any(view.side_board_levels)

    def extra_cost(self, proposals: int = 3) -> int:
        """The work of reading the play for one guess of `sample`, in cards played out."""
        return proposals * _STEP_COST * len(self.steps)

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
        """How well the guess explains the bids made and, with `read_play`, the cards
        played (1 with nothing to explain)."""
        weight = self._play_weight(hands) if self.steps else 1.0
        if not self.bids:
            return weight
        miss = 0.0
        for seat, bid in self.bids:
            held = hands[seat] | self.played_by[seat]
            tricks, _ = expected_tricks(
                held, self.bid_unseen & ~held, self.trump_mask, self.size, self.seat_count
            )
            if self.strong_bidders:
                tricks = strong_count(tricks, self.size)
            miss += (bid - tricks) ** 2
        return weight * math.exp(-miss / (2 * _BID_SPREAD**2))

    def _play_weight(self, hands: list[int]) -> float:
        """`_PLAY_MISS` to the power of the cards played that the rules of thumb would not
        have played from the guessed hands (a card worth the same as theirs counts as
        theirs: nothing unseen to the seat lies between the two)."""
        tm = self.trump_mask
        count = self.seat_count
        eager = self.eager
        misses = 0
        for seat, card, later, position, lead_mask, best, partner_best, gone, rule in self.steps:
            hand = hands[seat] | later
            if not position:
                legal = hand if rule else hand & ~tm or hand
            else:
                legal = hand & lead_mask or hand
                if rule and legal & lead_mask:
                    legal = 1 << blooper_answer(legal, rule)
            if not legal & (legal - 1):
                continue
            unseen = FULL_MASK & ~gone & ~hand
            thumb = thumb_card(
                legal, position, count, lead_mask, best, partner_best, unseen, tm, eager
            )
            if thumb != card:
                suit = tm if (1 << card) & tm else SUIT_MASKS[card // 13]
                low, high = min(thumb, card), max(thumb, card)
                if not (1 << thumb) & suit or above(low) & ~above(high - 1) & suit & unseen:
                    misses += 1
        return _PLAY_MISS**misses

    def sample(self, rng: random.Random, count: int, proposals: int = 3) -> list[list[int]]:
        """`count` guesses, resampled by weight from `proposals` times as many draws."""
        drawn: list[list[int]] = []
        weights: list[float] = []
        tries = 0
        weighed = bool(self.bids or self.steps)
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


_Step = tuple[int, int, int, int, int, int, bool, int, int]


def _play_steps(view: SeatView, gone: int) -> list[_Step]:
    """For every card another seat played this hand, what the rules of thumb saw then:
    (seat, card, the cards the seat played from then on, place in the trick, suit led,
    card winning the trick, whether the partner was winning it, cards gone, and a rule: for
    a lead 1 if trumps could be led, for a later card the Blooper led (R21), else 0).
    `gone`: the cards gone before the first card."""
    options = view.options
    tm = view.trump_mask
    count = len(view.seats)
    lead_ok = view.lead_trump_ok
    played = view.played
    steps: list[_Step] = []
    broken = False
    lead_mask = best = best_seat = 0
    blooper = 0
    for i, (seat, card) in enumerate(played):
        position = i % count
        bit = 1 << card
        if seat != view.seat:
            later = 0
            for s, c in played[i:]:
                if s == seat:
                    later |= 1 << c
            partner = position > 0 and options.side_of(best_seat) == options.side_of(seat)
            rule = int(broken or bool(lead_ok >> seat & 1)) if not position else blooper
            steps.append((seat, card, later, position, lead_mask, best, partner, gone, rule))
        gone |= bit
        if not position:
            lead_mask = tm if bit & tm else SUIT_MASKS[card // 13]
            led = bit & tm and options.blooper_leads and card >= LITTLE_BLOOPER_INDEX
            blooper = card if led else 0
            best, best_seat = card, seat
        elif beats(card, best, lead_mask, tm):
            best, best_seat = card, seat
        if bit & tm:
            broken = True
    return steps


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
