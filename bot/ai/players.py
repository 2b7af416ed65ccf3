"""The computer players: what they are given (a seat's view, nothing else) and the levels.

A player holds nothing but its seed. Every decision draws its randomness from the seed and
the view it is asked about, so a decision depends on the view alone: the same view gives the
same answer, whatever was asked before, and a game replayed after a restart plays on exactly
as it would have.
"""

from __future__ import annotations

import hashlib
import random
from abc import ABC, abstractmethod
from typing import ClassVar, Final

from bot.engine import CARDS, Bid, Card, SeatView

from .bidding import basic_bid
from .play import thumb_card
from .search import (
    EXPERT,
    STRONG,
    BidValues,
    Budget,
    CardValues,
    bid_values,
    card_values,
)
from .table import table_of


class Player(ABC):
    """A computer player. It sees one seat's view per decision and answers a legal move."""

    level: ClassVar[str]
    name: ClassVar[str]

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose_bid(self, view: SeatView) -> Bid:
        """A legal bid for the view's seat, whose turn it is to bid."""
        if view.phase != "bid" or view.seat is None or view.to_act != view.seat:
            raise ValueError("it is not this seat's turn to bid")
        return self.bid_for(view)

    def choose_card(self, view: SeatView) -> Card:
        """A legal card for the view's seat, whose turn it is to play."""
        if view.phase != "play" or view.seat is None or view.to_act != view.seat:
            raise ValueError("it is not this seat's turn to play")
        return self.card_for(view)

    @abstractmethod
    def bid_for(self, view: SeatView) -> Bid: ...

    @abstractmethod
    def card_for(self, view: SeatView) -> Card: ...

    def rng_for(self, view: SeatView) -> random.Random:
        """A generator seeded by the player's seed and the decision's view."""
        return random.Random(decision_seed(self.seed, view))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


def decision_seed(seed: int, view: SeatView) -> int:
    """A seed for one decision: the same for the same player seed and view."""
    bids = ",".join("-" if b is None else str(b) for b in view.bids)
    played = ",".join(f"{s}{c}" for s, c in view.played)
    text = (
        f"{seed}|{view.seat}|{view.hand_number}|{view.dealer}|{view.hand}|{bids}|{played}|"
        f"{view.scores}|{len(view.results)}"
    )
    digest = hashlib.blake2b(text.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


class RandomPlayer(Player):
    """Any legal move, at random: the baseline."""

    level = "random"
    name = "Random"

    def bid_for(self, view: SeatView) -> Bid:
        return self.rng_for(view).choice(view.legal_bids)

    def card_for(self, view: SeatView) -> Card:
        return self.rng_for(view).choice(view.legal_cards())


class BasicPlayer(Player):
    """The rules of thumb: bid the tricks the hand promises, play to win tricks cheaply."""

    level = "basic"
    name = "Basic"

    def bid_for(self, view: SeatView) -> Bid:
        return basic_bid(
            view.hand,
            view.unseen(),
            view.trump_mask,
            view.hand_size,
            len(view.seats),
            view.options,
        )

    def card_for(self, view: SeatView) -> Card:
        return CARDS[thumb_card_of(view)]


class StrongPlayer(Player):
    """Search over deals consistent with the view: bids and cards by expected value, the last
    tricks of each guessed deal solved exactly."""

    level = "strong"
    name = "Strong"
    # Looked up at each decision, so a changed budget takes effect at once.
    budget: ClassVar[Budget] = STRONG

    def bid_for(self, view: SeatView) -> Bid:
        return self.bid_values(view).choice

    def card_for(self, view: SeatView) -> Card:
        return CARDS[self.card_values(view).choice]

    def bid_values(self, view: SeatView) -> BidValues:
        """The bid this player makes and the value it found for every legal bid."""
        return bid_values(view, self.rng_for(view), type(self).budget)

    def card_values(self, view: SeatView) -> CardValues:
        """The card this player plays and the value it found for every legal card (none
        searched when one card is legal)."""
        preferred = thumb_card_of(view)
        if not view.legal & (view.legal - 1):
            return CardValues(preferred, {preferred: preferred}, {preferred: 0.0}, {preferred: 0.0})
        return card_values(view, self.rng_for(view), preferred, type(self).budget)


class ExpertPlayer(StrongPlayer):
    """`strong` with four times the work and exact endgames from a trick earlier: for when
    there is time (the coach's review and hints)."""

    level = "expert"
    name = "Expert"
    budget = EXPERT


def thumb_card_of(view: SeatView) -> int:
    """The rules of thumb's card for a view (see `play.thumb_card`)."""
    # The view's own hand and no other: the table's guess of other hands is left empty.
    hands = [0] * view.options.players
    assert view.seat is not None
    hands[view.seat] = view.hand
    table = table_of(view, hands)
    seat = view.seat
    return thumb_card(
        view.legal,
        table.trick_len,
        table.count,
        table.lead_mask,
        table.best,
        table.trick_len > 0 and table.side_of[table.best_seat] == table.side_of[seat],
        view.unseen(),
        table.trump_mask,
        table.eager,
    )


LEVELS: Final[dict[str, type[Player]]] = {
    "random": RandomPlayer,
    "basic": BasicPlayer,
    "strong": StrongPlayer,
    "expert": ExpertPlayer,
}


def make_player(level: str, seed: int) -> Player:
    """A computer player of `level`: "random", "basic", "strong" or "expert"."""
    kind = LEVELS.get(level)
    if kind is None:
        raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
    return kind(seed)
