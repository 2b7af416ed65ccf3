"""Dealing a hand (R7-R11): the cards from the game's decks, the turn-up and trumps, a weak
hand redealt, and the state of a fresh hand."""

from __future__ import annotations

from .actions import BID, PLAY
from .cards import BITS, CARDS, HONOUR_MASK, LITTLE_BLOOPER_INDEX, TRUMP_MASKS
from .events import Event, HandDealt, RedealRecord, Redealt
from .state import GameState, seating
from .turn_up import turn_up_of

WEAK_HAND_MIN_SIZE = 7

_new_tuple = tuple.__new__  # builds a named tuple without its Python-level __new__
# A card whose bit is at least this one's is a joker.
_LITTLE_BLOOPER_BIT = BITS[LITTLE_BLOOPER_INDEX]


class Dealing(GameState):
    __slots__ = ()

    def _deal(
        self,
        number: int,
        size: int,
        dealer: int,
        seats: tuple[int, ...],
        events: list[Event] | None = None,
    ) -> None:
        """Deal hand `number` (R7-R11), redealing weak hands by the same dealer."""
        options = self.options
        players = options.players
        order, following = seating(dealer, seats, players)
        count = len(order)
        dealt = size * count
        while True:
            # The dealt cards and the turn-up; when it is a joker, the two after it (R8
            # swap, R9 turning on): with two jokers in the pack, R9 never turns a fourth.
            bits = self._decks.top_bits(self.deals, dealt + 1)
            if bits[dealt] < _LITTLE_BLOOPER_BIT:
                rest = [CARDS[bits[dealt].bit_length() - 1]]
            else:
                bits = self._decks.top_bits(self.deals, dealt + 3)
                rest = [CARDS[bit.bit_length() - 1] for bit in bits[dealt : dealt + 3]]
            self.deals += 1
            hands = [0] * players
            for i, seat in enumerate(order):
                # The bits of distinct cards: their sum is their union.
                hands[seat] = sum(bits[i:dealt:count])
            turned, trump, exchanged = turn_up_of(rest, 0, hands, options.joker_turnup)
            tmask = TRUMP_MASKS[trump]
            if not options.weak_hand_redeal or size < WEAK_HAND_MIN_SIZE:
                break
            honours = HONOUR_MASK | tmask
            weak = [s for s in order if not hands[s] & honours]
            if not weak:
                break
            self.redeals.append(RedealRecord(number, dealer, "weak_hand"))
            if events is not None:
                events.append(Redealt(number, dealer, "weak_hand", tuple(weak)))
        self.hand_number = number
        self.hand_size = size
        self._max_bid = options.max_bid_for(size)
        self.dealer = dealer
        self.seats = seats
        self._count = count
        self._next = following
        self.hands = hands
        self.turned = turned
        self.turn_up = turned[0]
        self.trump = trump
        self.trump_mask = tmask
        self.exchanged = exchanged
        self.bids = [None] * players
        self.board_levels = [0] * players
        self.contracts = ()
        self.side_board_levels = ()
        self.lead_trump_ok = 0
        self.trick = []
        self._trick_mask = 0
        self._lead_mask = 0
        self.blooper_lead = 0
        self._broken = False
        self.tricks = [0] * players
        self.tricks_played = 0
        tiebreak = number > len(options.hands)
        # R26: a tiebreak hand has no bidding; the first tied seat from the dealer's left
        # leads, just as that seat would bid first in a normal hand.
        self.phase = PLAY if tiebreak else BID
        self.to_act = order[0]
        if tiebreak:
            self._bid_turn, self._play_turn = None, order[0]
            self._legal = self._lead_legal(order[0])
        else:
            self._bid_turn, self._play_turn = order[0], None
            self._legal = 0
        if events is not None:
            events.append(
                _new_tuple(
                    HandDealt, (number, size, dealer, turned[0], trump, order, exchanged, tiebreak)
                )
            )
