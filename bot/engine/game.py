"""The game state machine: dealing, bidding, play, scoring and the end of the game.

One `Game` holds the whole state of a game. Every action is validated first and applied only
when legal, so an illegal action (an `IllegalAction` with its §7 code) changes nothing.
Hands are bit masks of card indexes (see `cards`); the play path is kept to plain int
operations because computer players replay thousands of hands a second.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NoReturn, cast

from . import trick as trick_rules
from .actions import _BIDDING, BID, OVER, PLAY, Action, ActionKind, BidAction, Phase, PlayAction
from .cards import (
    BITS,
    CARDS,
    JOKER_CARDS,
    LITTLE_BLOOPER_INDEX,
    ONE_SUIT_CARDS,
    SUIT_CARDS,
    Card,
    cards_of,
    trump_mask,
)
from .contract import contracts_of, first_leader, hand_points
from .dealing import Dealing
from .decks import ExplicitDecks, SeededDecks
from .errors import ErrorCode, IllegalAction
from .events import (
    BOARD,
    Bid,
    BidPlaced,
    CardPlayed,
    Event,
    GameOver,
    HandResult,
    HandScored,
    PlayStarted,
    RedealRecord,
    Redealt,
    TiebreakEnded,
    TiebreakResult,
    TiebreakStarted,
    TrickWon,
)
from .options import make_options
from .state import next_seats, seat_order
from .view import SeatView

TIEBREAK_SIZE = 13
TIEBREAK_TARGET = 7


class Game(Dealing):
    """A game of Back Alley, from its first deal to its winner."""

    __slots__ = ()

    def __init__(
        self,
        preset: str = "classic",
        options: dict[str, Any] | None = None,
        *,
        first_dealer: int = 0,
        seed: int | None = None,
        decks: Sequence[Sequence[Card]] | None = None,
    ) -> None:
        """A new game, dealt at once. Decks come from `seed` or from `decks` (exactly one)."""
        self.preset = preset
        self.options = make_options(preset, options)
        players = self.options.players
        if type(first_dealer) is not int or not 0 <= first_dealer < players:
            raise ValueError(f"first_dealer must be a seat from 0 to {players - 1}")
        if (seed is None) == (decks is None):
            raise ValueError("give exactly one of seed and decks")
        self.first_dealer = first_dealer
        self._blooper_leads = self.options.blooper_leads
        self._decks = SeededDecks(seed) if seed is not None else ExplicitDecks(decks or ())
        self.deals = 0
        self.side_of = tuple(self.options.side_of(s) for s in range(players))
        self.scores = [0] * self.options.sides
        self.results = []
        self.redeals = []
        self.tiebreak = None
        self.tiebreaks = []
        self.tiebreak_first_to = None
        self.winner = None
        self.actions = []
        self.trick = []
        self._deal(1, self.options.hands[0], first_dealer, tuple(range(players)))

    # ------------------------------------------------------------------ queries

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def schedule(self) -> tuple[int, ...]:
        return self.options.hands

    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    @property
    def in_tiebreak(self) -> bool:
        return self.hand_number > len(self.options.hands)

    @property
    def trumps_broken(self) -> bool:
        """Whether a trump has been played this hand (R19), the trick in progress included."""
        # Kept up to date as tricks end: a play only has to record its card.
        return self._broken or bool(self.trick and self._trick_mask & self.trump_mask)

    @property
    def seed(self) -> int | None:
        decks = self._decks
        return decks.seed if isinstance(decks, SeededDecks) else None

    def deck(self, index: int) -> tuple[Card, ...]:
        """The deck of deal `index` (0-based) of this game."""
        return self._decks.deck(index)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_of(self.hands[seat])

    def max_bid(self) -> int:
        return self._max_bid

    def legal_bids(self, seat: int | None = None) -> list[Bid]:
        """The bids `seat` (default: the seat to act) may make now; pass is 0."""
        if self._bid_turn is None or (seat is not None and seat != self._bid_turn):
            return []
        return list(_LEGAL_BIDS[self._max_bid])

    def legal_mask(self, seat: int | None = None) -> int:
        """The cards `seat` (default: the seat to act) may play now, as a bit mask."""
        if seat is not None and seat != self._play_turn:
            return 0
        return self._legal

    def legal_cards(self, seat: int | None = None) -> tuple[Card, ...]:
        """The cards `seat` (default: the seat to act) may play now, in index order."""
        if seat is not None and seat != self._play_turn:
            return ()
        legal = self._legal
        # Most legal sets lie in one suit (a follow, a single card): one lookup.
        found = ONE_SUIT_CARDS.get(legal)
        if found is not None:
            return found
        # cards_of(legal), inlined: this is the hottest query of a game.
        s, h, d, c = SUIT_CARDS
        low, high = legal & 0x3FFFFFF, legal >> 26
        return (s[low & 0x1FFF] + h[low >> 13]) + (
            d[high & 0x1FFF] + c[(high >> 13) & 0x1FFF] + JOKER_CARDS[high >> 26]
        )

    def side_tricks(self) -> list[int]:
        """Tricks taken this hand, per side."""
        totals = [0] * len(self.scores)
        side_of = self.side_of
        for seat, taken in enumerate(self.tricks):
            totals[side_of[seat]] += taken
        return totals

    # ------------------------------------------------------------------ actions

    def apply(self, action: Action) -> list[Event]:
        if action.kind is _BIDDING:
            return self.bid(action.seat, action.value)
        return self.play(action.seat, action.value)

    def refuse(self, seat: int, kind: ActionKind, value: object) -> NoReturn:
        """Refuse an action whose value is no bid or no card at all (`value` is what a record
        or a player gave, for the message): with the first error of §7, so the turn and the
        phase are checked before the value is called out of range or not a card."""
        self._check_turn(seat, BID if kind is ActionKind.BID else PLAY)
        if kind is ActionKind.BID:
            raise self._out_of_range()
        raise _bad_card(value)

    def _check_turn(self, seat: object, phase: Phase) -> None:
        if self.phase is OVER:
            raise IllegalAction(ErrorCode.GAME_OVER)
        if seat != self.to_act or type(seat) is not int:
            # A seat outside the table included (RULES §7).
            raise IllegalAction(ErrorCode.NOT_YOUR_TURN, seat=seat, to_act=self.to_act)
        if self.phase is not phase:
            detail = ("tiebreak" if self.in_tiebreak else "play") if phase is BID else "bid"
            raise IllegalAction(ErrorCode.WRONG_PHASE, detail=detail)

    def bid(self, seat: int, value: Bid) -> list[Event]:
        """`seat` bids `value`: a number of tricks (0 for pass) or BOARD (R12)."""
        # Seats are small ints, which CPython keeps one object each of: the seat to bid
        # passes this identity test, and anything else gets the full check.
        if seat is not self._bid_turn:
            self._check_turn(seat, BID)
        if type(value) is int and 0 <= value <= self._max_bid:
            # A number: its event and action are shared tuples, made once.
            placed, action = _NUMBER_BIDS[seat][value]
            self.bids[seat] = value
        else:
            placed, action = self._other_bid(seat, value)
        self.actions.append(action)
        events: list[Event] = [placed]
        nxt = self._next[seat]
        if self.bids[nxt] is None:  # bidding goes once round the table (R12)
            self.to_act = self._bid_turn = nxt
            return events
        self._close_bidding(events)
        return events

    def _other_bid(self, seat: int, value: Bid) -> tuple[BidPlaced, BidAction]:
        """Place a bid that is not a plain number in range: a board, or a refusal."""
        # By identity: a bool (no number of tricks) or any other value is refused.
        if value is not BOARD:
            raise self._out_of_range()
        boards = sum(1 for lv in self.board_levels if lv)
        level = boards + 1 if self.options.board_escalation == "linear" else 1
        self.bids[seat] = BOARD
        self.board_levels[seat] = level
        return BidPlaced(seat, BOARD, level), BidAction(seat, ActionKind.BID, BOARD)

    def _out_of_range(self) -> IllegalAction:
        return IllegalAction(ErrorCode.BID_OUT_OF_RANGE, top=self._max_bid)

    def play(self, seat: int, card: Card) -> list[Event]:
        """`seat` plays `card`."""
        # The seat to play passes this identity test (see bid); anything else, including
        # a play while bidding or after the game, gets the full check.
        if seat is not self._play_turn:
            self._check_turn(seat, PLAY)
        bit = BITS[card]
        if not bit & self._legal:
            self._refuse(seat, card, bit)
        hands = self.hands
        hands[seat] ^= bit
        trick = self.trick
        if trick:
            self._trick_mask |= bit
        else:
            self._trick_mask = bit
            self._lead_mask, self.blooper_lead = trick_rules.lead(
                card, self.trump_mask, self._blooper_leads
            )
        # Shared immutable tuples: the event is also the trick's entry (seat, card).
        played, action = _PLAYS[seat][card]
        trick.append(played)
        self.actions.append(action)
        if len(trick) < self._count:
            nxt = self._next[seat]
            self.to_act = self._play_turn = nxt
            # The next seat's legal cards, the body of _follow_legal inlined: this is the
            # engine's hottest path.
            hand = hands[nxt]
            follow = hand & self._lead_mask
            if follow and self.blooper_lead:
                follow = 1 << trick_rules.blooper_answer(follow, self.blooper_lead)
            self._legal = follow or hand
            return [played]
        events: list[Event] = [played]
        self._finish_trick(events)
        return events

    def _refuse(self, seat: int, card: Card, bit: int) -> NoReturn:
        """Raise the error of a card `seat` may not play, the first in §7 order."""
        hand = self.hands[seat]
        if not hand & bit:
            raise IllegalAction(ErrorCode.CARD_NOT_IN_HAND, card=card)
        if not self.trick:
            raise IllegalAction(ErrorCode.TRUMPS_NOT_BROKEN)
        lead_mask = self._lead_mask
        if not bit & lead_mask and hand & lead_mask:
            self._refuse_follow()
        self._check_blooper_answer(card, hand)
        raise AssertionError(f"{card} is legal")  # pragma: no cover

    def _refuse_follow(self) -> None:
        if self._lead_mask == self.trump_mask:
            raise IllegalAction(ErrorCode.MUST_FOLLOW_SUIT, detail="trumps")
        suit = self.trick[0][1].suit
        assert suit is not None
        raise IllegalAction(ErrorCode.MUST_FOLLOW_SUIT, suit=suit)

    def _check_blooper_answer(self, card: Card, hand: int) -> None:
        required = trick_rules.blooper_answer(hand & self.trump_mask, self.blooper_lead)
        if card == required:
            return
        if self.blooper_lead == LITTLE_BLOOPER_INDEX:
            raise IllegalAction(ErrorCode.MUST_PLAY_LOWEST_TRUMP, card=CARDS[required])
        raise IllegalAction(ErrorCode.MUST_PLAY_HIGHEST_TRUMP, card=CARDS[required])

    # ------------------------------------------------------------------ flow

    def _finish_trick(self, events: list[Event]) -> None:
        trick = self.trick
        # The highest trump wins, else the highest card of the suit led (R18).
        taken = self._trick_mask
        trumps = taken & self.trump_mask
        if trumps:
            self._broken = True
        best = (trumps or taken & self._lead_mask).bit_length() - 1
        for seat, played in trick:
            if played == best:
                winner = seat
                break
        self.tricks[winner] += 1
        self.tricks_played = number = self.tricks_played + 1
        events.append(_new_tuple(TrickWon, (number, winner, CARDS[best], tuple(trick))))
        self.trick = []
        if self.tiebreak_first_to is not None:
            side = self.side_of[winner]
            if self.side_tricks()[side] >= self.tiebreak_first_to:
                self._end_tiebreak(events, side)
                return
        if number == self.hand_size:
            if self.hand_number > len(self.options.hands):
                self._end_three_handed_tiebreak(events)
            else:
                self._score_hand(events)
            return
        self.to_act = self._play_turn = winner
        # The winner's lead (the body of _lead_legal inlined: once a trick).
        hand = self.hands[winner]
        if self._broken or self.lead_trump_ok >> winner & 1:
            self._legal = hand
        else:
            self._legal = hand & ~self.trump_mask or hand

    def _close_bidding(self, events: list[Event]) -> None:
        # Bidding went once round the table, and a hand with bidding deals every seat in.
        bids = cast("list[Bid]", self.bids)
        options = self.options
        if not any(bids) and options.all_pass == "redeal_next_dealer":  # every bid is 0
            # R13: the hand is void; the next dealer deals the same size again.
            self.redeals.append(RedealRecord(self.hand_number, self.dealer, "all_pass"))
            events.append(Redealt(self.hand_number, self.dealer, "all_pass", ()))
            nxt = (self.dealer + 1) % options.players
            self._deal(self.hand_number, self.hand_size, nxt, self.seats, events)
            return
        self.contracts, self.side_board_levels = contracts_of(
            bids, self.board_levels, self.side_of, options.sides, self.hand_size
        )
        leader = first_leader(bids, self.board_levels, (self.dealer + 1) % options.players, options)
        # R20 concerns boards only: without one, nobody may lead trumps unbroken.
        self.lead_trump_ok = (
            trick_rules.trump_lead_exception(bids, options.board_trump_lead)
            if any(self.board_levels)
            else 0
        )
        self.phase = PLAY
        self.to_act = self._play_turn = leader
        self._bid_turn = None
        self._legal = self._lead_legal(leader)
        events.append(_new_tuple(PlayStarted, (self.contracts, self.side_board_levels, leader)))

    def _score_hand(self, events: list[Event]) -> None:
        options = self.options
        size = self.hand_size
        zero_contract = options.zero_contract
        levels = self.side_board_levels
        taken = self.side_tricks()
        scores = self.scores
        won = []
        for side, contract in enumerate(self.contracts):
            p = hand_points(contract, levels[side], taken[side], size, zero_contract)
            won.append(p)
            scores[side] += p
        points = tuple(won)
        # Every seat bid: only tiebreak hands, which are not scored, have no bidding.
        bids = cast("list[Bid]", self.bids)
        result = _new_tuple(
            HandResult,
            (
                self.hand_number,
                size,
                self.dealer,
                self.turn_up,
                self.trump,
                tuple(bids),
                tuple(self.tricks),
                self.contracts,
                self.side_board_levels,
                points,
            ),
        )
        self.results.append(result)
        events.append(_new_tuple(HandScored, (result, tuple(scores))))
        nxt = (self.dealer + 1) % options.players
        if self.hand_number < len(options.hands):
            number = self.hand_number + 1
            self._deal(number, options.hands[number - 1], nxt, self.seats, events)
            return
        best = max(scores)
        tied = tuple(side for side, score in enumerate(scores) if score == best)
        if len(tied) == 1:
            self._game_over(events, tied[0])
        elif options.tiebreak == "draw":
            self._game_over(events, None)
        else:
            self._start_tiebreak(events, tied, nxt)

    def _start_tiebreak(self, events: list[Event], sides: tuple[int, ...], dealer: int) -> None:
        # R26: 13 cards to each tied player, no bidding, first to 7 unless three play.
        number = self.hand_number + 1
        seats = tuple(s for s in range(self.options.players) if self.side_of[s] in sides)
        first_to = None if len(seats) == 3 else TIEBREAK_TARGET
        self.tiebreak_first_to = first_to
        events.append(TiebreakStarted(number, sides, first_to))
        self._deal(number, TIEBREAK_SIZE, dealer, seats, events)

    def _tiebreak_result(self, winner: int | None) -> TiebreakResult:
        sides = tuple(sorted({self.side_of[s] for s in self.seats}))
        return TiebreakResult(self.hand_number, sides, tuple(self.tricks), winner)

    def _end_tiebreak(self, events: list[Event], winner: int) -> None:
        result = self._tiebreak_result(winner)
        self.tiebreaks.append(result)
        events.append(TiebreakEnded(result))
        self.tiebreak = result
        self._game_over(events, winner)

    def _end_three_handed_tiebreak(self, events: list[Event]) -> None:
        ranked = sorted(self.seats, key=lambda s: -self.tricks[s])
        if self.tricks[ranked[0]] > self.tricks[ranked[1]]:
            self._end_tiebreak(events, self.side_of[ranked[0]])
            return
        # The two best took the same number of tricks: they play a two-handed tiebreak.
        result = self._tiebreak_result(None)
        self.tiebreaks.append(result)
        events.append(TiebreakEnded(result))
        two = tuple(sorted(self.side_of[s] for s in ranked[:2]))
        self._start_tiebreak(events, two, (self.dealer + 1) % self.options.players)

    def _game_over(self, events: list[Event], winner: int | None) -> None:
        self.phase = OVER
        self.to_act = self._play_turn = self._bid_turn = None
        self._legal = 0
        self.winner = winner
        events.append(GameOver(tuple(self.scores), winner, self.tiebreak))

    # ------------------------------------------------------------------ views

    def played_this_hand(self) -> tuple[tuple[int, Card], ...]:
        """The cards played in the hand in progress, in order (the trick in progress last)."""
        count = self.tricks_played * self._count + len(self.trick)
        if not count:
            return ()
        # The last `count` actions are this hand's plays.
        plays = cast("list[PlayAction]", self.actions[-count:])
        return tuple((seat, card) for seat, _, card in plays)

    def view(self, seat: int | None) -> SeatView:
        """What `seat` may know (None: a spectator): its hand and the public information."""
        mine = seat is not None and seat in self.seats
        return SeatView(
            seat=seat,
            preset=self.preset,
            options=self.options,
            phase=self.phase.value,
            to_act=self.to_act,
            hand_number=self.hand_number,
            hand_size=self.hand_size,
            dealer=self.dealer,
            seats=self.seats,
            turned=self.turned,
            trump=self.trump,
            exchanged=self.exchanged,
            hand=self.hands[seat] if mine and seat is not None else 0,
            bids=tuple(self.bids),
            board_levels=tuple(self.board_levels),
            contracts=self.contracts,
            side_board_levels=self.side_board_levels,
            lead_trump_ok=self.lead_trump_ok,
            played=self.played_this_hand(),
            trick=tuple(self.trick),
            tricks=tuple(self.tricks),
            tricks_played=self.tricks_played,
            trumps_broken=self.trumps_broken,
            scores=tuple(self.scores),
            results=tuple(self.results),
            tiebreak_first_to=self.tiebreak_first_to,
            legal=self.legal_mask(seat) if mine else 0,
            legal_bids=tuple(self.legal_bids(seat)) if mine else (),
        )

    @classmethod
    def determinize(cls, view: SeatView, hands: Sequence[int], seed: int = 0) -> Game:
        """A game at the point of `view` in which the seats hold `hands` (bit masks per seat;
        a guess of the hidden ones). Later deals come from `seed`. Its history before this
        hand is not kept: it is for playing on, not for records."""
        options = view.options
        players = options.players
        game = cls.__new__(cls)
        game.preset = view.preset
        game.options = options
        game.first_dealer = view.dealer
        game._blooper_leads = options.blooper_leads
        game._decks = SeededDecks(seed)
        game.deals = 0
        game.side_of = tuple(options.side_of(s) for s in range(players))
        game.scores = list(view.scores)
        game.results = list(view.results)
        game.redeals = []
        game.tiebreak = None
        game.tiebreaks = []
        game.tiebreak_first_to = view.tiebreak_first_to
        game.winner = None
        game.actions = [_PLAYS[seat][card][1] for seat, card in view.played]
        game.phase = Phase(view.phase)
        game.hand_number = view.hand_number
        game.hand_size = view.hand_size
        game._max_bid = options.max_bid_for(view.hand_size)
        game.dealer = view.dealer
        game.seats = view.seats
        game._count = len(view.seats)
        game._next = next_seats(seat_order(view.dealer, view.seats, players), players)
        game.hands = list(hands)
        game.turned = view.turned
        game.turn_up = view.turned[0]
        game.trump = view.trump
        game.trump_mask = trump_mask(view.trump)
        game.exchanged = view.exchanged
        game.bids = list(view.bids)
        game.board_levels = list(view.board_levels)
        game.contracts = view.contracts
        game.side_board_levels = view.side_board_levels
        game.lead_trump_ok = view.lead_trump_ok
        game.to_act = view.to_act
        game._bid_turn = view.to_act if game.phase is BID else None
        game._play_turn = view.to_act if game.phase is PLAY else None
        game.trick = list(view.trick)
        game._trick_mask = 0
        game._lead_mask, game.blooper_lead, _, _ = trick_rules.trick_state(
            view.trick, game.trump_mask, options.blooper_leads
        )
        for _, card in view.trick:
            game._trick_mask |= 1 << card
        game._broken = view.trumps_broken
        game.tricks = list(view.tricks)
        game.tricks_played = view.tricks_played
        game._legal = 0
        if game._play_turn is not None:
            seat = game._play_turn
            game._legal = game._follow_legal(seat) if game.trick else game._lead_legal(seat)
        return game


_new_tuple = tuple.__new__  # builds a named tuple without its Python-level __new__
# The bids open to a seat, by the highest number allowed (at most 13 tricks in a hand).
_LEGAL_BIDS: tuple[tuple[Bid, ...], ...] = tuple((*range(top + 1), BOARD) for top in range(14))


# Every (seat, card) event and action there can be, made once: playing a card allocates none.
_PLAYS = tuple(
    tuple((CardPlayed(seat, card), PlayAction(seat, ActionKind.PLAY, card)) for card in CARDS)
    for seat in range(4)
)
# The same for the numeric bids (a board bid carries its level).
_NUMBER_BIDS: tuple[tuple[tuple[BidPlaced, BidAction], ...], ...] = tuple(
    tuple((BidPlaced(seat, n, 0), BidAction(seat, ActionKind.BID, n)) for n in range(14))
    for seat in range(4)
)


def _bad_card(text: object) -> IllegalAction:
    return IllegalAction(ErrorCode.BAD_CARD, text=str(text))
