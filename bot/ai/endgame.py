"""Exact endgames: the tricks a side takes from here when every seat plays its best with
every hand in view (a double-dummy solve), for the last few tricks of a guessed deal.

Between two sides every hand's value to a side rises with its tricks (R22-R24: a side's
points never fall as its tricks rise, the other side's never rise), so the best play for
the value is the best play for tricks: the solver counts tricks and the caller turns the
count into points. Alpha-beta over the remaining cards, with a transposition table at the
start of each trick, cards next to each other among the cards still in play taken as one,
and likely winners tried first. It follows the same rules as `table.Table` (R17-R21).

`solve` answers with the compiled core (`bot/ai/_core.c`, the same search in C) where it
was built, else with `Solver`: the same tricks, the core far faster (tests hold the two
equal). The core takes a node budget and answers bounds past it; `Solver` always finishes.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType

from bot.engine.cards import BIG_BLOOPER_INDEX, JOKER_MASK, LITTLE_BLOOPER_INDEX, SUIT_MASKS
from bot.engine.trick import blooper_answer, lead

from .masks import above
from .table import Table

_Bounds = tuple[int, int]


def _load_core() -> ModuleType | None:
    try:
        return importlib.import_module(f"{__package__}._core")
    except ImportError:  # not built: no C compiler where the package was installed
        return None


core: ModuleType | None = _load_core()

# Told of every solve of the core: (tricks left, CPU seconds, positions). For measuring only
# (`python -m bot simulate` reports the core's speed from it); None at any table.
Observer = Callable[[int, float, int], None]
observer: Observer | None = None


def core_built() -> bool:
    """Whether the compiled core answers `solve` (looked up at each call)."""
    return core is not None


@dataclass(frozen=True, slots=True)
class Solution:
    """The tricks a side takes from a position, per first card: (low, high) bounds, equal
    where `exact`; the positions the search visited."""

    bounds: list[_Bounds]
    nodes: int
    exact: bool


def solve(
    table: Table, side: int, cards: Sequence[int], budget: int, use_core: bool = True
) -> Solution:
    """The side's tricks from the table's position to the end of the hand for each of
    `cards` played first by the seat to act (the position itself when `cards` is empty),
    two sides only. The core stops past `budget` positions with the bounds it proved; the
    Python solver (no core, or `use_core` false) ignores the budget."""
    left = table.size - table.played
    if core is not None and use_core and len(table.hands) <= 4:
        watch = observer
        start = time.thread_time() if watch is not None else 0.0
        bounds, nodes, exact = core.solve(
            table.hands,
            table.to_act,
            table.trick_len,
            table.lead_mask,
            table.best,
            table.best_seat,
            table.blooper,
            table.broken,
            left,
            table.trump_mask,
            table.blooper_leads,
            table.lead_ok,
            table.count,
            table.next_seat,
            table.side_of,
            side,
            list(cards),
            budget,
        )
        if watch is not None:
            watch(left, time.thread_time() - start, nodes)
        return Solution(bounds, nodes, exact)
    solver = Solver(table, side)
    values = [solver.tricks(table, c) for c in cards] if cards else [solver.tricks(table)]
    return Solution([(v, v) for v in values], solver.nodes, True)


class Solver:
    """Solves positions of one guessed deal for one side (two sides only)."""

    __slots__ = (
        "blooper_leads",
        "count",
        "lead_ok",
        "next_seat",
        "nodes",
        "side",
        "side_of",
        "tm",
        "tt",
    )

    def __init__(self, table: Table, side: int) -> None:
        self.side = side
        self.side_of = table.side_of
        self.next_seat = table.next_seat
        self.tm = table.trump_mask
        self.blooper_leads = table.blooper_leads
        self.lead_ok = table.lead_ok
        self.count = table.count
        self.tt: dict[tuple[int, ...], _Bounds] = {}
        self.nodes = 0

    def tricks(self, table: Table, first: int = -1) -> int:
        """The tricks the side takes from the table's position to the end of the hand, the
        seat to act playing `first` (a card index) if given."""
        hands = table.hands[:]
        left = table.size - table.played
        state = (
            table.to_act,
            table.trick_len,
            table.lead_mask,
            table.best,
            table.best_seat,
            table.blooper,
            table.broken,
        )
        if first < 0:
            return self._search(hands, *state, left, -1, left + 1)
        return self._after(hands, first, *state, left, -1, left + 1)

    def _after(
        self,
        hands: list[int],
        card: int,
        seat: int,
        trick_len: int,
        lead_mask: int,
        best: int,
        best_seat: int,
        blooper: int,
        broken: bool,
        left: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The side's tricks once `seat` plays `card`."""
        tm = self.tm
        bit = 1 << card
        hands[seat] ^= bit
        if bit & tm:
            broken = True
        if not trick_len:
            lead_mask, blooper = lead(card, tm, self.blooper_leads)
            best, best_seat = card, seat
        # trick.beats, inlined: the solver's innermost step (held to it by
        # tests/ai/test_trick_copies.py).
        elif bit & tm:
            if card > best or not (1 << best) & tm:
                best, best_seat = card, seat
        elif bit & lead_mask and card > best and not (1 << best) & tm:
            best, best_seat = card, seat
        trick_len += 1
        if trick_len < self.count:
            value = self._search(
                hands,
                self.next_seat[seat],
                trick_len,
                lead_mask,
                best,
                best_seat,
                blooper,
                broken,
                left,
                alpha,
                beta,
            )
        else:
            won = 1 if self.side_of[best_seat] == self.side else 0
            value = won + self._search(
                hands, best_seat, 0, 0, -1, -1, 0, broken, left - 1, alpha - won, beta - won
            )
        hands[seat] ^= bit
        return value

    def _search(
        self,
        hands: list[int],
        seat: int,
        trick_len: int,
        lead_mask: int,
        best: int,
        best_seat: int,
        blooper: int,
        broken: bool,
        left: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The side's tricks from a position with `seat` to act (fail-soft alpha-beta)."""
        self.nodes += 1
        if not trick_len:
            if left <= 0:
                return 0
            if alpha >= left:
                return left
            if beta <= 0:
                return 0
            key = (*hands, seat, broken)
            bounds = self.tt.get(key)
            if bounds is not None:
                low, high = bounds
                if low >= beta or low == high:
                    return low
                if high <= alpha:
                    return high
                alpha, beta = max(alpha, low), min(beta, high)
            original = alpha, beta
        hand = hands[seat]
        tm = self.tm
        if not trick_len:
            legal = hand if broken or self.lead_ok >> seat & 1 else hand & ~tm or hand
        else:
            legal = hand & lead_mask
            if not legal:
                legal = hand
            elif blooper:
                legal = 1 << blooper_answer(legal, blooper)
        moves = self._moves(hands, seat, legal, trick_len, lead_mask, best)
        maximise = self.side_of[seat] == self.side
        value = -1 if maximise else left + 1
        for card in moves:
            v = self._after(
                hands,
                card,
                seat,
                trick_len,
                lead_mask,
                best,
                best_seat,
                blooper,
                broken,
                left,
                alpha,
                beta,
            )
            if maximise:
                if v > value:
                    value = v
                    if v > alpha:
                        alpha = v
            elif v < value:
                value = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if not trick_len:
            low0, high0 = original
            stored = self.tt.get(key, (0, left))
            if value <= low0:
                self.tt[key] = (stored[0], min(stored[1], value))
            elif value >= high0:
                self.tt[key] = (max(stored[0], value), stored[1])
            else:
                self.tt[key] = (value, value)
        return value

    def _moves(
        self,
        hands: list[int],
        seat: int,
        legal: int,
        trick_len: int,
        lead_mask: int,
        best: int,
    ) -> list[int]:
        """One card of each run of equivalent legal cards, likely winners first."""
        if not legal & (legal - 1):
            return [(legal & -legal).bit_length() - 1]
        tm = self.tm
        # Of the trick in progress only the card winning it sets what a card is worth.
        present = 1 << best if trick_len else 0
        for h in hands:
            present |= h
        # A Blooper is like no other trump where Bloopers lead (R21): led now, or kept to be
        # led later (playing the Little one now keeps the Big one's lead, and the other way).
        special = JOKER_MASK if self.blooper_leads else 0
        groups = [s for s in SUIT_MASKS if not s & tm]
        if tm:
            groups.append(tm & ~special)
        if special:
            groups += [1 << LITTLE_BLOOPER_INDEX, 1 << BIG_BLOOPER_INDEX]
        reps: list[int] = []
        for group in groups:
            mine = legal & group
            if not mine:
                continue
            previous = -1
            while mine:
                card = mine.bit_length() - 1
                mine ^= 1 << card
                # A lower card is the same as the one above it when no card still in play
                # lies between them.
                if previous < 0 or present & group & above(card) & ~above(previous - 1):
                    reps.append(card)
                previous = card
        if not trick_len:
            return reps  # highest of each run first: leading winners is the usual best
        trumped = (1 << best) & tm
        wins = [
            c
            for c in reps
            if (c > best and ((1 << c) & tm or (not trumped and (1 << c) & lead_mask)))
            or ((1 << c) & tm and not trumped)
        ]
        if not wins:
            return reps[::-1]  # lowest first: throw the cheapest card
        rest = [c for c in reps if c not in wins]
        return wins[::-1] + rest[::-1]
