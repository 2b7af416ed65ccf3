"""The blunder judge: is the card a seat played worse than another it could have played, in
every deal of the hidden cards the seat can know of?

For one card decision near the end of a hand the judge lists the deals of the unseen cards
consistent with what the seat has seen (`judge_deals`; when they are too many, it draws
them uniformly and says so), solves each exactly with every hand in view (`judge_solver`)
for every legal card, and scores the hand's end in points (the side's less the other
side's, R22-R24). The card played is a **sure blunder** when another legal card is at least
as good in every deal and better in some, a **certain loss** when better in every one.

Nothing of the computer players' search is used: only the engine's rules and scoring.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from benchmarks.judge_deals import Hidden, above, hidden_of
from benchmarks.judge_solver import Judge, position_of
from bot.engine import SeatView
from bot.engine.cards import CARDS, JOKER_MASK, SUIT_MASKS
from bot.engine.contract import hand_points
from bot.engine.trick import beats, blooper_answer, trick_state

# Every deal is listed when there are at most this many; else SAMPLE are drawn, and
# CONFIRM more before a card is called a blunder.
EXHAUSTIVE = 3_000
SAMPLE = 300
CONFIRM = 1_200

DUCKED = "ducked when winning was sure"
OVERRUFF = "did not overruff"
PARTNER = "trumped or overtook the partner's sure winner"
THREW = "threw a winner"
LED_INTO = "led into a higher card still out"
OTHER = "other"
KINDS = (DUCKED, OVERRUFF, PARTNER, THREW, LED_INTO, OTHER)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The judge's word on one card decision. `better` is the legal card that is never
    worse and sometimes better (the one gaining most on average), -1 when there is none;
    `cost` the points the card played loses to it on average over the deals judged,
    `share` the part of them where it is strictly better."""

    card: int
    better: int
    certain: bool
    cost: float
    share: float
    deals: int  # deals judged
    total: int  # consistent deals
    exhaustive: bool
    kind: str  # the kind of blunder, "" for none

    @property
    def blunder(self) -> bool:
        return self.better >= 0


def value_of(view: SeatView) -> Callable[[int], float]:
    """The points of the hand's end to the view's side (its points less the other side's)
    when it takes `t` more tricks from here."""
    assert view.seat is not None
    options = view.options
    side = options.side_of(view.seat)
    taken = [0] * options.sides
    for seat, n in enumerate(view.tricks):
        taken[options.side_of(seat)] += n
    left = view.hand_size - view.tricks_played
    size = view.hand_size

    def points(t: int) -> float:
        ours = hand_points(
            view.contracts[side], view.side_board_levels[side], taken[side] + t, size,
            options.zero_contract,
        )  # fmt: skip
        other = 1 - side
        theirs = hand_points(
            view.contracts[other], view.side_board_levels[other], taken[other] + left - t,
            size, options.zero_contract,
        )  # fmt: skip
        return float(ours - theirs)

    return points


def same_for_sure(view: SeatView) -> dict[int, int]:
    """Each legal card mapped to the highest legal card it is surely worth the same as:
    every card ranked between them is in the seat's hand or out of play for good (played
    in an earlier trick, turned up, given up). A card of the trick in progress lies
    between, and where Bloopers lead each Blooper stands alone (R21)."""
    tm = view.trump_mask
    jokers = JOKER_MASK if view.options.blooper_leads else 0
    groups = [s for s in SUIT_MASKS if not s & tm]
    if tm:
        groups += [tm & ~jokers, *(j for j in (1 << 52, 1 << 53) if j & jokers)]
    trick = 0
    for _, card in view.trick:
        trick |= 1 << card
    live = view.unseen() | trick  # cards that may still lie between
    classes: dict[int, int] = {}
    for group in groups:
        mine = view.legal & group
        top = -1
        previous = -1
        while mine:
            card = mine.bit_length() - 1
            mine ^= 1 << card
            between = ((1 << previous) - 1) & ~((2 << card) - 1) if previous >= 0 else 0
            if previous < 0 or live & group & between:
                top = card
            classes[card] = top
            previous = card
    return classes


def _deals(hidden: Hidden, total: int, rng: random.Random, count: int) -> Iterator[list[int]]:
    if total <= EXHAUSTIVE:
        yield from hidden.every()
        return
    for _ in range(count):
        yield hidden.sample(rng)


def judge(view: SeatView, card: int, rng: random.Random) -> Verdict:
    """The judge's word on `card` (legal) played from `view` (two sides, in play)."""
    assert view.seat is not None
    side = view.options.side_of(view.seat)
    value = value_of(view)
    hidden = hidden_of(view)
    total = hidden.count()
    exhaustive = total <= EXHAUSTIVE
    classes = same_for_sure(view)
    mine = classes[card]
    alive = {c for c in set(classes.values()) if c != mine}
    gain = dict.fromkeys(alive, 0.0)
    wins = dict.fromkeys(alive, 0)
    seen: list[list[int]] = []

    def judge_deals(deals: Iterable[list[int]]) -> None:
        for hands in deals:
            if not alive:
                return
            seen.append(hands)
            solver = Judge(position_of(view, hands), side)
            played = value(solver.tricks(card))
            for other in list(alive):
                v = value(solver.tricks(other))
                if v < played:
                    alive.discard(other)
                else:
                    gain[other] += v - played
                    wins[other] += v > played

    judge_deals(_deals(hidden, total, rng, SAMPLE))
    if not exhaustive and any(wins[c] for c in alive):
        judge_deals(_deals(hidden, total, rng, CONFIRM))
    better = [c for c in alive if wins[c]]
    deals = len(seen)
    if not better:
        return Verdict(card, -1, False, 0.0, 0.0, deals, total, exhaustive, "")
    best = max(better, key=lambda c: (wins[c] == deals, gain[c]))
    return Verdict(
        card,
        best,
        wins[best] == deals,
        gain[best] / deals,
        wins[best] / deals,
        deals,
        total,
        exhaustive,
        kind_of(view, card, best, seen),
    )


def kind_of(view: SeatView, card: int, better: int, deals: Sequence[list[int]]) -> str:
    """What kind of blunder playing `card` rather than `better` is (`KINDS`)."""
    assert view.seat is not None
    tm = view.trump_mask
    options = view.options
    side = options.side_of(view.seat)
    pool = view.unseen()

    def group_of(c: int) -> int:
        return tm if (1 << c) & tm else SUIT_MASKS[c // 13]

    if not view.trick:
        return LED_INTO if pool & group_of(card) & above(card) else OTHER
    lead_mask, blooper, best, best_seat = trick_state(view.trick, tm, options.blooper_leads)
    order = view.seats
    at = order.index(view.seat)
    later = [order[(at + k) % len(order)] for k in range(1, len(order) - len(view.trick))]
    rivals = [s for s in later if options.side_of(s) != side]

    def holds(winner: int) -> bool:
        """Whether `winner` takes the trick whatever the other side still plays to it,
        in every deal judged."""
        for hands in deals:
            for seat in rivals:
                legal = hands[seat] & lead_mask
                if legal and blooper:
                    legal = 1 << blooper_answer(legal, blooper)
                legal = legal or hands[seat]
                if any(legal >> c & 1 and beats(c, winner, lead_mask, tm) for c in CARDS):
                    return False
        return True

    takes = beats(card, best, lead_mask, tm)
    better_takes = beats(better, best, lead_mask, tm)
    if options.side_of(best_seat) == side and takes and holds(best):
        return PARTNER
    ruffed = (1 << best) & tm and not lead_mask & tm
    overruff = ruffed and options.side_of(best_seat) != side and not view.hand & lead_mask
    if overruff and better_takes and not takes:
        return OVERRUFF
    if better_takes and holds(better) and not (takes and holds(card)):
        return DUCKED
    if not takes and not pool & group_of(card) & above(card):
        return THREW
    return OTHER
