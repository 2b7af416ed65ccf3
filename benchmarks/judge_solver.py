"""The blunder judge's exact solver: the tricks a side takes from a position to the end of
the hand with every hand in view, both sides playing their best (double dummy), two sides.

Written apart from the computer players' searches (`bot/ai/endgame.py`, `bot/ai/_core.c`),
which it judges: of the bot it uses only the engine's trick rules (`bot.engine.trick`:
what a lead calls for, which card takes a trick, the answer to a Blooper). It need only be
fast enough for the last few tricks: alpha-beta with bounds kept at each trick's start,
and one card tried of a hand's cards that nothing in play separates (below).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine import SeatView
from bot.engine.cards import JOKER_MASK, SUIT_MASKS
from bot.engine.trick import beats, blooper_answer, lead

_Bounds = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Position:
    """A hand in play with every hand in view.

    `hands` per seat (bit masks of cards, seats out of play empty); `order` the seats in
    play clockwise; `trick` the (seat, card) plays of the trick in progress; `lead_ok` the
    seats (a bit mask) the board exception lets lead trumps before they are broken (R20)."""

    hands: tuple[int, ...]
    order: tuple[int, ...]
    side_of: tuple[int, ...]
    to_act: int
    trick: tuple[tuple[int, int], ...]
    trump_mask: int
    blooper_leads: bool
    broken: bool
    lead_ok: int

    @property
    def left(self) -> int:
        """Tricks left to play, the one in progress included: the seats still to play to it
        hold one card for each."""
        return max(h.bit_count() for h in self.hands)


class Judge:
    """Solves one position for one side; bounds are kept between the cards it is asked
    about, which share the rest of the hand."""

    def __init__(self, position: Position, side: int) -> None:
        self.position = position
        self.side = side
        self.tm = position.trump_mask
        self.count = len(position.order)
        self.after = {s: position.order[(i + 1) % self.count] for i, s in enumerate(position.order)}
        self.table: dict[tuple[int, ...], _Bounds] = {}
        self.nodes = 0
        # Where Bloopers lead (R21) each Blooper is a group of its own: led, or kept to be
        # led, it is like no other trump.
        self.groups: list[int] = [s for s in SUIT_MASKS if not s & self.tm]
        if self.tm:
            jokers = JOKER_MASK if position.blooper_leads else 0
            self.groups.append(self.tm & ~jokers)
            self.groups += [j & jokers for j in (1 << 52, 1 << 53) if j & jokers]

    def legal(self, hand: int, seat: int, lead_mask: int, blooper: int, broken: bool) -> int:
        """The cards `seat` may play (R17, R19-R21): `lead_mask` 0 when it leads."""
        if not lead_mask:
            if broken or self.position.lead_ok >> seat & 1:
                return hand
            return hand & ~self.tm or hand
        follow = hand & lead_mask
        if not follow:
            return hand
        if blooper:
            return 1 << blooper_answer(follow, blooper)
        return follow

    def tricks(self, card: int) -> int:
        """The side's tricks from the position to the end of the hand (the trick in
        progress included) once the seat to act plays `card`."""
        p = self.position
        hands = list(p.hands)
        lead_mask, blooper, best, best_seat = 0, 0, -1, -1
        for seat, played in p.trick:
            if best < 0:
                lead_mask, blooper = lead(played, self.tm, p.blooper_leads)
                best, best_seat = played, seat
            elif beats(played, best, lead_mask, self.tm):
                best, best_seat = played, seat
        played_here = 1 << p.trick[0][1] if p.trick else 0
        for _, c in p.trick[1:]:
            played_here |= 1 << c
        state = (lead_mask, blooper, best, best_seat, len(p.trick), played_here)
        return self._play(hands, p.to_act, card, state, p.broken, p.left, -1, p.left + 1)

    def _play(
        self,
        hands: list[int],
        seat: int,
        card: int,
        state: tuple[int, int, int, int, int, int],
        broken: bool,
        left: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The side's tricks once `seat` plays `card` (fail-soft alpha-beta)."""
        lead_mask, blooper, best, best_seat, played, cards = state
        bit = 1 << card
        hands[seat] ^= bit
        if not played:
            lead_mask, blooper = lead(card, self.tm, self.position.blooper_leads)
            best, best_seat = card, seat
        elif beats(card, best, lead_mask, self.tm):
            best, best_seat = card, seat
        played += 1
        # Trumps are broken once one is played (R19 asks at the next lead, after this trick).
        broken = broken or bool(bit & self.tm)
        if played < self.count:
            value = self._search(
                hands,
                self.after[seat],
                (lead_mask, blooper, best, best_seat, played, cards | bit),
                broken,
                left,
                alpha,
                beta,
            )
        else:
            won = 1 if self.position.side_of[best_seat] == self.side else 0
            value = won + self._search(
                hands, best_seat, (0, 0, -1, -1, 0, 0), broken, left - 1, alpha - won, beta - won
            )
        hands[seat] ^= bit
        return value

    def _search(
        self,
        hands: list[int],
        seat: int,
        state: tuple[int, int, int, int, int, int],
        broken: bool,
        left: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The side's tricks with `seat` to act."""
        self.nodes += 1
        lead_mask, blooper, _, _, played, _ = state
        key: tuple[int, ...] = ()
        window = alpha, beta
        if not played:
            if left <= 0:
                return 0
            key = (*hands, seat, int(broken))
            low, high = self.table.get(key, (0, left))
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
            window = alpha, beta
        legal = self.legal(hands[seat], seat, lead_mask, blooper, broken)
        mine = self.position.side_of[seat] == self.side
        value = -1 if mine else left + 1
        for card in self._moves(hands, seat, legal, state):
            v = self._play(hands, seat, card, state, broken, left, alpha, beta)
            if mine:
                if v > value:
                    value = v
                    alpha = max(alpha, v)
            elif v < value:
                value = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        if not played:
            low, high = self.table.get(key, (0, left))
            if value <= window[0]:
                high = min(high, value)
            elif value >= window[1]:
                low = max(low, value)
            else:
                low = high = value
            self.table[key] = (low, high)
        return value

    def _moves(
        self, hands: list[int], seat: int, legal: int, state: tuple[int, int, int, int, int, int]
    ) -> list[int]:
        """One card of each run of the seat's legal cards that nothing separates, the ones
        that take the trick first. Two cards of a hand are the same when every card ranked
        between them is in that hand too or out of play: a card still held elsewhere, or
        played to this trick (the judge does not ask which of them still counts), lies
        between."""
        lead_mask, _, best, _, played, cards = state
        out = cards
        for h in hands:
            out |= h
        out &= ~hands[seat]  # cards held elsewhere or in this trick
        runs: list[int] = []
        for group in self.groups:
            mine = legal & group
            previous = -1
            while mine:
                card = mine.bit_length() - 1  # highest first
                mine ^= 1 << card
                between = ((1 << previous) - 1) & ~((2 << card) - 1) if previous >= 0 else 0
                if previous < 0 or out & group & between:
                    runs.append(card)
                previous = card
        if not played:
            return runs
        winners = [c for c in runs if beats(c, best, lead_mask, self.tm)]
        losers = [c for c in runs if c not in winners]
        return winners[::-1] + losers[::-1]  # the cheapest winner, else the cheapest card


def position_of(view: SeatView, hands: Sequence[int]) -> Position:
    """The view's hand in play with `hands` (per seat: the view's own and a deal of the
    others')."""
    options = view.options
    assert view.to_act is not None
    return Position(
        hands=tuple(hands),
        order=view.seats,
        side_of=tuple(options.side_of(s) for s in range(options.players)),
        to_act=view.to_act,
        trick=tuple((seat, int(card)) for seat, card in view.trick),
        trump_mask=view.trump_mask,
        blooper_leads=options.blooper_leads,
        broken=view.trumps_broken,
        lead_ok=view.lead_trump_ok,
    )


def side_tricks(position: Position, side: int, cards: Sequence[int]) -> list[int]:
    """The side's tricks to the end of the hand for each of `cards` played first by the
    seat to act."""
    judge = Judge(position, side)
    return [judge.tricks(card) for card in cards]
