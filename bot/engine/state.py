"""What a game holds: every field of `Game`, in slots (a game is copied thousands of times a
second by the computer players), the cards a seat may lead or follow with, the copy, and the
order of the seats."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Self

from . import trick as trick_rules
from .actions import Action, Phase
from .cards import Card, Suit
from .decks import DeckSource
from .events import Bid, HandResult, RedealRecord, TiebreakResult
from .options import Options


class GameState:
    __slots__ = (
        "_bid_turn",
        "_blooper_leads",
        "_broken",
        "_count",
        "_decks",
        "_lead_mask",
        "_legal",
        "_max_bid",
        "_next",
        "_play_turn",
        "_trick_mask",
        "actions",
        "bids",
        "blooper_lead",
        "board_levels",
        "contracts",
        "dealer",
        "deals",
        "exchanged",
        "first_dealer",
        "hand_number",
        "hand_size",
        "hands",
        "lead_trump_ok",
        "options",
        "phase",
        "preset",
        "redeals",
        "results",
        "scores",
        "seats",
        "side_board_levels",
        "side_of",
        "tiebreak",
        "tiebreak_first_to",
        "tiebreaks",
        "to_act",
        "trick",
        "tricks",
        "tricks_played",
        "trump",
        "trump_mask",
        "turn_up",
        "turned",
        "winner",
    )

    preset: str
    options: Options
    first_dealer: int
    _decks: DeckSource
    deals: int
    side_of: tuple[int, ...]
    phase: Phase
    hand_number: int
    hand_size: int
    dealer: int
    seats: tuple[int, ...]
    _next: tuple[int, ...]
    hands: list[int]
    turn_up: Card
    turned: tuple[Card, ...]  # every card turned face up this hand, the turn-up first
    trump: Suit | None
    trump_mask: int
    exchanged: int | None
    bids: list[Bid | None]
    board_levels: list[int]
    contracts: tuple[int, ...]
    side_board_levels: tuple[int, ...]
    lead_trump_ok: int
    to_act: int | None
    trick: list[tuple[int, Card]]
    _trick_mask: int
    _lead_mask: int
    blooper_lead: int
    _broken: bool  # a trump was played in a finished trick of this hand
    tricks: list[int]
    tricks_played: int
    scores: list[int]
    results: list[HandResult]
    redeals: list[RedealRecord]
    tiebreak: TiebreakResult | None
    tiebreaks: list[TiebreakResult]
    tiebreak_first_to: int | None
    winner: int | None
    actions: list[Action]  # in order
    _count: int
    _max_bid: int
    # The seat to bid while bids are made, the seat to play while cards are played, else
    # None; and the cards (bit mask) the seat to play may play, kept up to date by every
    # action so that a query reads it and a play is checked against it at once.
    _bid_turn: int | None
    _play_turn: int | None
    _legal: int
    _blooper_leads: bool

    def _lead_legal(self, seat: int) -> int:
        """The cards `seat` may lead (R19, R20)."""
        hand = self.hands[seat]
        if self._broken or self.lead_trump_ok >> seat & 1:
            return hand
        return hand & ~self.trump_mask or hand

    def _follow_legal(self, seat: int) -> int:
        """The cards `seat` may play to the trick in progress (R17, R21)."""
        hand = self.hands[seat]
        follow = hand & self._lead_mask
        if follow and self.blooper_lead:
            return 1 << trick_rules.blooper_answer(follow, self.blooper_lead)
        return follow or hand

    # ------------------------------------------------------------------ copies

    def copy(self) -> Self:
        """An independent copy of the state, cheap enough for search (no deepcopy): lists
        are copied, immutable values (ints, tuples, enums, the deck source) shared."""
        kind = type(self)
        new = kind.__new__(kind)
        new._bid_turn = self._bid_turn
        new._blooper_leads = self._blooper_leads
        new._count = self._count
        new._decks = self._decks
        new._lead_mask = self._lead_mask
        new._legal = self._legal
        new._next = self._next
        new._play_turn = self._play_turn
        new._trick_mask = self._trick_mask
        new.actions = self.actions[:]
        new.bids = self.bids[:]
        new.blooper_lead = self.blooper_lead
        new.board_levels = self.board_levels[:]
        new.contracts = self.contracts
        new.dealer = self.dealer
        new.deals = self.deals
        new.exchanged = self.exchanged
        new.first_dealer = self.first_dealer
        new.hand_number = self.hand_number
        new.hand_size = self.hand_size
        new.hands = self.hands[:]
        new.lead_trump_ok = self.lead_trump_ok
        new._max_bid = self._max_bid
        new.options = self.options
        new.phase = self.phase
        new.preset = self.preset
        new.redeals = self.redeals[:]
        new.results = self.results[:]
        new.scores = self.scores[:]
        new.seats = self.seats
        new.side_board_levels = self.side_board_levels
        new.side_of = self.side_of
        new.tiebreak = self.tiebreak
        new.tiebreak_first_to = self.tiebreak_first_to
        new.tiebreaks = self.tiebreaks[:]
        new.to_act = self.to_act
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]
        new.tricks_played = self.tricks_played
        new.trump = self.trump
        new.trump_mask = self.trump_mask
        new._broken = self._broken
        new.turn_up = self.turn_up
        new.turned = self.turned
        new.winner = self.winner
        return new


def seat_order(dealer: int, seats: Sequence[int], players: int) -> tuple[int, ...]:
    """The seats in `seats`, clockwise from the dealer's left (R7, R12)."""
    return tuple(s for k in range(1, players + 1) if (s := (dealer + k) % players) in seats)


def next_seats(order: tuple[int, ...], players: int) -> tuple[int, ...]:
    """For each seat in `order`, the seat after it in that order."""
    nxt = [0] * players
    for i, seat in enumerate(order):
        nxt[seat] = order[(i + 1) % len(order)]
    return tuple(nxt)


@cache
def seating(
    dealer: int, seats: tuple[int, ...], players: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The dealing order of a deal and the seat after each: a handful of cases, reused."""
    order = seat_order(dealer, seats, players)
    return order, next_seats(order, players)
