"""A hand in play cut down to what a play-out needs: a fast copy of the state.

A `Table` holds the hands (a guess of the hidden ones, for a computer player), the trick in
progress and the tricks taken, and plays the hand out with the rules of thumb of `play`. It
follows the same rules as the engine (R17-R21, the tiebreak target of R26) without the
checks, events and history the engine keeps for real games, which makes a play-out several
times cheaper than with `Game`. Tests hold it to the engine's results.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import SeatView
from bot.engine.cards import FULL_MASK
from bot.engine.trick import blooper_answer, lead, trick_state

from .play import thumb_card


class Table:
    __slots__ = (
        "best",
        "best_seat",
        "blooper",
        "blooper_leads",
        "broken",
        "count",
        "eager",
        "first_to",
        "gone",
        "hands",
        "lead_mask",
        "lead_ok",
        "next_seat",
        "played",
        "side_of",
        "side_tricks",
        "size",
        "to_act",
        "trick_len",
        "tricks",
        "trump_mask",
    )

    hands: list[int]
    next_seat: tuple[int, ...]
    side_of: tuple[int, ...]
    trump_mask: int
    blooper_leads: bool
    lead_ok: int  # seats (bit mask) that may lead trumps before they are broken (R20)
    broken: bool
    to_act: int
    trick_len: int
    lead_mask: int
    best: int  # the card winning the trick in progress
    best_seat: int
    blooper: int  # the Blooper led to this trick (R21), else 0
    tricks: list[int]
    side_tricks: list[int]
    played: int  # tricks played this hand
    size: int
    count: int  # seats in play
    gone: int  # cards no hand holds and every seat has seen: played, turned, given up
    first_to: int | None  # a tiebreak's target (R26)
    eager: bool  # a board is at stake: take tricks at once

    def copy(self) -> Table:
        new = Table.__new__(Table)
        for name in _SHARED:
            object.__setattr__(new, name, getattr(self, name))
        new.hands = self.hands[:]
        new.tricks = self.tricks[:]
        new.side_tricks = self.side_tricks[:]
        return new

    def legal(self) -> int:
        """The cards the seat to act may play (R17, R19-R21)."""
        hand = self.hands[self.to_act]
        if not self.trick_len:
            if self.broken or self.lead_ok >> self.to_act & 1:
                return hand
            return hand & ~self.trump_mask or hand
        follow = hand & self.lead_mask
        if not follow:
            return hand
        if self.blooper:
            return 1 << blooper_answer(follow, self.blooper)
        return follow

    def finish(self, first: int = -1) -> list[int]:
        """Play the hand to its end, the seat to act playing `first` (a card index) if
        given, every later card by the rules of thumb; return the tricks taken per seat."""
        hands = self.hands
        tricks = self.tricks
        side_tricks = self.side_tricks
        next_seat = self.next_seat
        side_of = self.side_of
        tm = self.trump_mask
        blooper_leads = self.blooper_leads
        lead_ok = self.lead_ok
        broken = self.broken
        seat = self.to_act
        trick_len = self.trick_len
        lead_mask = self.lead_mask
        best = self.best
        best_seat = self.best_seat
        blooper = self.blooper
        played = self.played
        size = self.size
        count = self.count
        gone = self.gone
        first_to = self.first_to
        eager = self.eager
        card = first
        while played < size:
            hand = hands[seat]
            if card < 0:
                if not trick_len:
                    legal = hand if broken or lead_ok >> seat & 1 else hand & ~tm or hand
                else:
                    legal = hand & lead_mask
                    if not legal:
                        legal = hand
                    elif blooper:
                        legal = 1 << blooper_answer(legal, blooper)
                card = thumb_card(
                    legal,
                    trick_len,
                    count,
                    lead_mask,
                    best,
                    trick_len > 0 and side_of[best_seat] == side_of[seat],
                    FULL_MASK & ~gone & ~hand,
                    tm,
                    eager,
                )
            bit = 1 << card
            hands[seat] = hand ^ bit
            gone |= bit
            if bit & tm:
                broken = True
            if not trick_len:
                lead_mask, blooper = lead(card, tm, blooper_leads)
                best, best_seat = card, seat
            # trick.beats, inlined: this loop plays every card of every play-out (the copy
            # is held to it by tests/ai/test_trick_copies.py).
            elif bit & tm:
                if card > best or not (1 << best) & tm:
                    best, best_seat = card, seat
            elif bit & lead_mask and card > best and not (1 << best) & tm:
                best, best_seat = card, seat
            card = -1
            trick_len += 1
            if trick_len < count:
                seat = next_seat[seat]
                continue
            tricks[best_seat] += 1
            played += 1
            trick_len = 0
            seat = best_seat
            if first_to is not None:
                side = side_of[best_seat]
                side_tricks[side] += 1
                if side_tricks[side] >= first_to:
                    break
        self.broken = broken
        self.to_act = seat
        self.trick_len = trick_len
        self.lead_mask = lead_mask
        self.best = best
        self.best_seat = best_seat
        self.blooper = blooper
        self.played = played
        self.gone = gone
        return tricks


_SHARED = tuple(n for n in Table.__slots__ if n not in ("hands", "tricks", "side_tricks"))


def gone_of(view: SeatView) -> int:
    """The cards every seat has seen and no hand holds: played, turned up, given up (R8)."""
    return FULL_MASK & ~view.unseen() & ~view.hand


def table_of(view: SeatView, hands: Sequence[int]) -> Table:
    """The view's hand in play, the seats holding `hands` (per seat; the view's own hand and
    a guess of the others)."""
    options = view.options
    players = options.players
    table = Table.__new__(Table)
    table.hands = list(hands)
    table.next_seat = next_seats(view.seats, players)
    table.side_of = tuple(options.side_of(s) for s in range(players))
    table.trump_mask = tm = view.trump_mask
    table.blooper_leads = options.blooper_leads
    table.lead_ok = view.lead_trump_ok
    table.broken = view.trumps_broken
    table.to_act = view.to_act if view.to_act is not None else view.seats[0]
    table.trick_len = len(view.trick)
    table.lead_mask, table.blooper, table.best, table.best_seat = trick_state(
        view.trick, tm, options.blooper_leads
    )
    table.tricks = list(view.tricks)
    sides = options.sides
    side_tricks = [0] * sides
    for seat, n in enumerate(view.tricks):
        side_tricks[table.side_of[seat]] += n
    table.side_tricks = side_tricks
    table.played = view.tricks_played
    table.size = view.hand_size
    table.count = len(view.seats)
    table.gone = gone_of(view)
    table.first_to = view.tiebreak_first_to if view.in_tiebreak else None
    table.eager = any(view.side_board_levels)
    return table


def next_seats(seats: Sequence[int], players: int) -> tuple[int, ...]:
    """For each seat in play, the seat after it clockwise (seats not in play map to 0)."""
    nxt = [0] * players
    for i, seat in enumerate(seats):
        nxt[seat] = seats[(i + 1) % len(seats)]
    return tuple(nxt)
