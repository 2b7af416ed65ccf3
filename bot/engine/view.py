"""What one seat may know: its own hand and the public information, nothing else.

A `SeatView` is a snapshot with no reference to the game it came from: it is all a computer
player ever sees. `determinize` turns a view plus a guess of the hidden hands into a game
that can be played out, which is how a computer player searches.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import trick as trick_rules
from .cards import CARDS, FULL_MASK, Card, Suit, cards_of, trump_mask
from .events import Bid, HandResult
from .options import Options


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int | None  # None for a spectator's view: no hand
    preset: str
    options: Options
    phase: str  # "bid", "play" or "over"
    to_act: int | None
    hand_number: int
    hand_size: int
    dealer: int
    seats: tuple[int, ...]  # the seats dealt in, clockwise from the dealer's left
    turned: tuple[Card, ...]  # the cards turned face up, the turn-up first
    trump: Suit | None
    exchanged: int | None  # the seat that gave up the other joker (R8)
    hand: int  # this seat's cards (a bit mask); 0 for a spectator
    bids: tuple[Bid | None, ...]
    board_levels: tuple[int, ...]
    contracts: tuple[int, ...]  # per side, once bidding is over
    side_board_levels: tuple[int, ...]
    lead_trump_ok: int  # seats (bit mask) that may lead trumps before they are broken (R20)
    played: tuple[tuple[int, Card], ...]  # this hand's cards in play order, current trick last
    trick: tuple[tuple[int, Card], ...]  # the trick in progress
    tricks: tuple[int, ...]  # tricks taken this hand, per seat
    tricks_played: int
    trumps_broken: bool
    scores: tuple[int, ...]
    results: tuple[HandResult, ...]
    tiebreak_first_to: int | None
    legal: int  # the cards (bit mask) this seat may play now; 0 when it may not play
    legal_bids: tuple[Bid, ...]  # the bids this seat may make now

    @property
    def turn_up(self) -> Card:
        return self.turned[0]

    @property
    def in_tiebreak(self) -> bool:
        return self.hand_number > len(self.options.hands)

    @property
    def trump_mask(self) -> int:
        return trump_mask(self.trump)

    def hand_cards(self) -> tuple[Card, ...]:
        return cards_of(self.hand)

    def legal_cards(self) -> tuple[Card, ...]:
        return cards_of(self.legal)

    @property
    def has_choice(self) -> bool:
        """Whether this seat decides its move now: more than one legal bid or card. A card it
        has to play (every card of a hand's last trick, a single card of the suit led) is no
        decision of its own."""
        return len(self.legal_bids) > 1 or self.legal.bit_count() > 1

    def side_of(self, seat: int) -> int:
        return self.options.side_of(seat)

    def held_counts(self) -> dict[int, int]:
        """How many cards each seat dealt in still holds."""
        counts = dict.fromkeys(self.seats, self.hand_size)
        for seat, _ in self.played:
            counts[seat] -= 1
        return counts

    def unseen(self) -> int:
        """Cards this seat has not seen: in other hands or still in the pack."""
        seen = self.hand
        for _, card in self.played:
            seen |= 1 << card
        for card in self.turned:
            seen |= 1 << card
        if self.exchanged is not None:
            # The other joker was given up face up (R8): it is out of play.
            seen |= (1 << CARDS[52]) | (1 << CARDS[53])
        return FULL_MASK & ~seen

    def voids(self) -> dict[int, int]:
        """Suits (as card masks) each seat has shown it cannot follow, from the play so far.
        A seat that did not follow a lead holds none of that suit (R17)."""
        shown: dict[int, int] = dict.fromkeys(self.seats, 0)
        tmask = self.trump_mask
        size = len(self.seats)
        for start in range(0, len(self.played), size):
            trick = self.played[start : start + size]
            lead = trick[0][1]
            lead_mask, _ = trick_rules.lead(lead, tmask, False)
            for seat, card in trick[1:]:
                if not (1 << card) & lead_mask:
                    shown[seat] |= lead_mask
        return shown
