"""Claims (issue 15): is it certain that the claimer's side takes every remaining trick?

A claim holds only if, for every legal way every seat (the claimer's side included) may play
the rest of the hand, the claimer's side wins every remaining trick — the trick in progress
included; in a tiebreak hand every trick until the hand ends (R26). `check_claim` searches
depth first for a counterexample: a line of legal play in which the other side takes a trick.

    verdict = check_claim(game, seat)          # IllegalAction if seat may not play now
    verdict.verdict                            # CERTAIN, NOT_CERTAIN or UNKNOWN
    verdict.line, verdict.trick, verdict.winner, verdict.taken_with  # NOT_CERTAIN: how

The search follows the engine's rules (R17-R21) on bit masks, with:
- the next trick searched first, then the next two, three, then all: a failing claim is
  usually shown by its first tricks;
- cards of one seat next to each other among the cards still in play tried once (they win
  and lose the same tricks); a joker is never merged when Blooper leads are played (R21);
- a table of positions proved safe at trick starts, keyed by the hands with each suit's
  cards still in play renumbered 0, 1, 2, … (only their order decides tricks);
- two tests that prove a position safe without searching: the leader's every card is above
  the others' of its suit, or the claimer side's every card is above the other side's; in
  both, every rival seat holding a trump can follow each plain suit as often as it can be
  led (`_masters`);
- a budget of searched positions: past it the verdict is UNKNOWN ("cannot be sure").

Tests hold it to a plain search over `Game.copy()` and `legal_cards` with no pruning.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from .actions import Phase
from .cards import (
    BIG_BLOOPER_INDEX,
    CARDS,
    JOKER_MASK,
    LITTLE_BLOOPER_INDEX,
    SUIT_MASKS,
    Card,
    mask_of,
)
from .errors import ErrorCode, IllegalAction
from .game import Game
from .trick import beats, blooper_answer, lead, trick_state

# Positions searched (cards played and trick starts looked at): 3-10 us each on one core.
# Measured on 900 claims of 13-card hands (benchmarks/claims.py): p50 under 0.1 ms, p99
# 0.2 s, worst 0.24 s (a claim left unknown at the budget); a budget five times as large
# answered none of the few claims this one leaves unknown.
DEFAULT_BUDGET: Final = 60_000
# Shallow searches first: a failing claim usually fails within a few tricks.
HORIZONS: Final = (1, 2, 3)


class Verdict(StrEnum):
    CERTAIN = "certain"
    NOT_CERTAIN = "not_certain"
    UNKNOWN = "unknown"  # the budget ran out: cannot be sure


@dataclass(frozen=True, slots=True)
class ClaimVerdict:
    verdict: Verdict
    # NOT_CERTAIN: the counterexample, from the claim to the end of the trick the other side
    # takes, the trick's number in the hand (from 1), the seat that takes it and its card
    # (which may have been played before the claim, in the trick in progress).
    line: tuple[tuple[int, Card], ...] = ()
    trick: int | None = None
    winner: int | None = None
    nodes: int = 0  # positions searched
    taken_with: Card | None = None

    @property
    def certain(self) -> bool:
        return self.verdict is Verdict.CERTAIN


class _OutOfBudget(Exception):
    pass


class _Lost(Exception):
    """The other side took a trick: the search stops with this line."""

    def __init__(
        self, line: tuple[tuple[int, int], ...], trick: int, winner: int, card: int
    ) -> None:
        super().__init__()
        self.line = line
        self.trick = trick
        self.winner = winner
        self.card = card


def check_claim(game: Game, seat: int, budget: int = DEFAULT_BUDGET) -> ClaimVerdict:
    """Whether `seat`, to play a card, may claim every remaining trick for its side. Raises
    IllegalAction (game_over, not_your_turn, wrong_phase) when it is not that seat's turn to
    play. The game is not changed."""
    _check_turn(game, seat)
    search = _Search(game, seat, budget)
    try:
        safe = search.run()
    except _OutOfBudget:
        return ClaimVerdict(Verdict.UNKNOWN, nodes=search.nodes)
    except _Lost as lost:
        line = tuple((s, CARDS[c]) for s, c in lost.line)
        return ClaimVerdict(
            Verdict.NOT_CERTAIN, line, lost.trick, lost.winner, search.nodes, CARDS[lost.card]
        )
    assert safe
    return ClaimVerdict(Verdict.CERTAIN, nodes=search.nodes)


def _check_turn(game: Game, seat: int) -> None:
    if game.phase is Phase.OVER:
        raise IllegalAction(ErrorCode.GAME_OVER)
    if seat != game.to_act:
        raise IllegalAction(ErrorCode.NOT_YOUR_TURN, seat=seat, to_act=game.to_act)
    if game.phase is not Phase.PLAY:
        raise IllegalAction(ErrorCode.WRONG_PHASE, detail="claim")


def _groups(trump_mask: int, blooper_leads: bool) -> tuple[int, ...]:
    """The sets of cards within which only order matters: each plain suit, the trumps; a
    joker on its own when its lead compels answers (R21)."""
    groups = [s for s in SUIT_MASKS if not s & trump_mask]
    if trump_mask:
        special = JOKER_MASK if blooper_leads else 0
        groups.append(trump_mask & ~special)
        if special:
            groups += [1 << LITTLE_BLOOPER_INDEX, 1 << BIG_BLOOPER_INDEX]
    return tuple(groups)


class _Search:
    """The search of one claim (see the module's docstring)."""

    def __init__(self, game: Game, seat: int, budget: int) -> None:
        # The seat's view holds the public state; the hands come from the game's `hand`.
        self.view = view = game.view(seat)
        self.hands = [mask_of(game.hand(s)) for s in range(game.players)]
        self.budget = budget
        self.nodes = 0
        options = view.options
        side = options.side_of(seat)
        self.ours = tuple(options.side_of(s) == side for s in range(options.players))
        seats = view.seats
        nxt = [0] * options.players
        for i, s in enumerate(seats):
            nxt[s] = seats[(i + 1) % len(seats)]
        self.next_seat = tuple(nxt)
        self.count = len(seats)
        self.seats = seats
        self.tm = view.trump_mask
        self.blooper_leads = options.blooper_leads
        self.lead_ok = view.lead_trump_ok
        self.groups = _groups(self.tm, self.blooper_leads)
        self.plain = tuple(s for s in SUIT_MASKS if not s & self.tm)
        # Trumps above plain cards, plain cards by rank whatever their suit.
        self.strength = tuple(100 + c if (1 << c) & self.tm else c % 13 for c in range(len(CARDS)))
        self.first_to = view.tiebreak_first_to if view.in_tiebreak else None
        self.trick_base = view.tricks_played + 1
        self.left0 = view.hand_size - view.tricks_played
        # Positions at trick starts proved safe for so many tricks from there.
        self.safe: dict[tuple[int, ...], int] = {}
        self.floor = 0  # the search looks at tricks until this many are left
        self.line: list[tuple[int, int]] = []
        self.packed: dict[tuple[int, ...], int] = {}  # _pack's answers, for this search

    # ------------------------------------------------------------ the search

    def run(self) -> bool:
        """Search the next trick, the next two, the next three, then all of them: most
        claims that fail, fail early, and are found before a deep search."""
        for horizon in (*HORIZONS, self.left0):
            if horizon > self.left0:
                continue
            self.floor = self.left0 - horizon
            self._round()
        return True

    def _round(self) -> bool:
        view = self.view
        hands = self.hands[:]
        taken = sum(n for s, n in enumerate(view.tricks) if self.ours[s])
        broken = view.trumps_broken
        assert view.to_act is not None
        if not view.trick:
            return self._trick_start(hands, view.to_act, broken, self.left0, taken)
        lead_mask, blooper, best, best_seat = trick_state(view.trick, self.tm, self.blooper_leads)
        return self._play(
            hands,
            view.to_act,
            len(view.trick),
            lead_mask,
            best,
            best_seat,
            blooper,
            broken,
            self.left0,
            taken,
        )

    def _trick_start(
        self, hands: list[int], leader: int, broken: bool, left: int, taken: int
    ) -> bool:
        first_to = self.first_to
        if left == 0 or (first_to is not None and taken >= first_to):
            return True
        depth = left - self.floor  # the tricks still to look at in this round
        if depth <= 0:
            return True
        self.nodes += 1
        if self._leader_runs(hands, leader) or self._side_masters(hands):
            return True
        key = self._key(hands, leader, broken, taken if first_to is not None else 0)
        if self.safe.get(key, 0) >= depth:
            return True
        self._play(hands, leader, 0, 0, -1, -1, 0, broken, left, taken)
        self.safe[key] = depth
        return True

    def _play(
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
        taken: int,
    ) -> bool:
        """Every legal card of `seat` and everything after it; raises _Lost at the first
        trick the other side takes."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget
        tm = self.tm
        hand = hands[seat]
        if not trick_len:
            legal = hand if broken or self.lead_ok >> seat & 1 else hand & ~tm or hand
        else:
            legal = hand & lead_mask
            if not legal:
                legal = hand
            elif blooper:
                legal = 1 << blooper_answer(legal, blooper)
        line = self.line
        for card in self._moves(hands, seat, legal, trick_len, best):
            bit = 1 << card
            hands[seat] ^= bit
            line.append((seat, card))
            if not trick_len:
                new_mask, new_blooper = lead(card, tm, self.blooper_leads)
                new_best, new_seat = card, seat
            else:
                new_mask, new_blooper = lead_mask, blooper
                if beats(card, best, lead_mask, tm):
                    new_best, new_seat = card, seat
                else:
                    new_best, new_seat = best, best_seat
            now_broken = broken or bool(bit & tm)
            if trick_len + 1 < self.count:
                self._play(
                    hands,
                    self.next_seat[seat],
                    trick_len + 1,
                    new_mask,
                    new_best,
                    new_seat,
                    new_blooper,
                    now_broken,
                    left,
                    taken,
                )
            elif not self.ours[new_seat]:
                number = self.trick_base + self.left0 - left
                raise _Lost(tuple(line), number, new_seat, new_best)
            else:
                self._trick_start(hands, new_seat, now_broken, left - 1, taken + 1)
            line.pop()
            hands[seat] ^= bit
        return True

    def _moves(
        self, hands: list[int], seat: int, legal: int, trick_len: int, best: int
    ) -> list[int]:
        """One card of each run of equivalent legal cards, those most likely to lose a trick
        first: the other side's highest cards, the claimer side's lowest."""
        if not legal & (legal - 1):
            return [legal.bit_length() - 1]
        present = 1 << best if trick_len else 0
        for h in hands:
            present |= h
        reps: list[int] = []
        for group in self.groups:
            mine = legal & group
            previous = -1
            while mine:
                card = mine.bit_length() - 1
                mine ^= 1 << card
                # The card below the previous one is the same when no card still in play
                # lies between them.
                if previous < 0 or present & group & _between(card, previous):
                    reps.append(card)
                previous = card
        strength = self.strength
        reps.sort(key=strength.__getitem__, reverse=not self.ours[seat])
        return reps

    # ------------------------------------------------------------ proofs without search

    def _leader_runs(self, hands: list[int], leader: int) -> bool:
        """The leader takes every trick and leads again: each of its cards is above every
        other seat's card of its suit (trumps: above every other trump), and every other
        seat holding a trump can follow each plain suit as often as the leader can lead it,
        so no plain lead is ever trumped."""
        others = [hands[s] for s in self.seats if s != leader]
        return _masters(hands[leader], others, [hands[leader]], self.tm, self.plain)

    def _side_masters(self, hands: list[int]) -> bool:
        """The claimer side takes every trick whoever of it leads: each of its cards is
        above every card of the other side in its suit (trumps: above every trump of the
        other side), and every seat of the other side holding a trump can follow each plain
        suit as often as the claimer side can lead it."""
        ours = [hands[s] for s in self.seats if self.ours[s]]
        theirs = [hands[s] for s in self.seats if not self.ours[s]]
        return _masters(sum(ours), theirs, ours, self.tm, self.plain)

    # ------------------------------------------------------------ positions

    def _key(self, hands: list[int], leader: int, broken: bool, taken: int) -> tuple[int, ...]:
        """The position at a trick start, each suit's cards still in play renumbered by
        their order (the jokers, above every suit, kept as they are): positions with the
        same key play out alike."""
        packed = self.packed
        key = [leader, broken, taken, sum(h >> 52 << 2 * s for s, h in enumerate(hands))]
        for shift in (0, 13, 26, 39):
            suit = tuple([(h >> shift) & 0x1FFF for h in hands])
            ranks = packed.get(suit)
            if ranks is None:
                ranks = packed[suit] = _pack(suit)
            key.append(ranks)
        return tuple(key)


def _pack(suit: tuple[int, ...]) -> int:
    """One suit's cards per seat, renumbered by their rank among the suit's cards still in
    play, the seats' numbers side by side in one int."""
    present = 0
    for bits in suit:
        present |= bits
    packed = 0
    for bits in suit:
        ranks = 0
        rank = 0
        mask = present
        while mask:
            low = mask & -mask
            mask ^= low
            if bits & low:
                ranks |= 1 << rank
            rank += 1
        packed = packed << 13 | ranks
    return packed


def _masters(
    ours: int, others: list[int], leaders: list[int], tm: int, plain: tuple[int, ...]
) -> bool:
    """Whoever of `leaders` (hands) leads, a card of `ours` wins every remaining trick
    against the hands `others` (see `_leader_runs` and `_side_masters`).

    Why it holds to the end: a trump lead is above every trump of the others; a plain lead
    is above their cards of its suit, and a seat of theirs holding a trump holds a card of
    that suit, so it follows and cannot trump it. A lead of suit t takes one t card from
    the leader and from every seat of ours and theirs holding t, and a seat of theirs
    holding a trump follows every lead (a trump to a trump), so it still holds as many t
    cards as any of ours after every trick."""
    rest = 0
    for hand in others:
        rest |= hand
    for group in (tm, *plain):
        mine = ours & group
        high = rest & group
        if mine and high and (mine & -mine) < (1 << (high.bit_length() - 1)):
            return False
    for hand in others:
        if not hand & tm:
            continue  # a seat without trumps can only follow or throw away
        for suit in plain:
            need = max((lead & suit).bit_count() for lead in leaders)
            if (hand & suit).bit_count() < need:
                return False
    return True


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _between(low: int, high: int) -> int:
    """The card indexes strictly between `low` and `high`."""
    return ((1 << high) - 1) & ~((2 << low) - 1)
