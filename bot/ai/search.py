"""The search of `strong` and `expert`: flat Monte Carlo over guessed deals.

A card: guess the hidden hands many times (`deals`), play each candidate card on every
guess and the rest of the hand by the rules of thumb (`table`), and keep the card with the
best average value. The same guesses serve every candidate, so the comparison between
candidates is far less noisy than each average. With few tricks left (two sides only) each
guess is solved exactly instead (`endgame`): with the compiled core (`endgame.core`) from
`Budget.core_tricks` left, most of a hand for `expert`, else with the Python solver from
`Budget.endgame_tricks` left.

A bid: guess the hidden hands, let the seats still to bid bid as `strong` bidders would, play
the hand out for each different way the bids set up the play (who leads, who may lead trumps,
whether a board is at stake), and score every bid against the tricks taken, with the
partner's bid and board levels as the rules count them (R13-R16, R22-R24).

The value of a hand to a seat is its side's points less the other side's (less the mean of
the others' in `pagat-3`); in a tiebreak it is +1 for a win and -1 for a loss.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from bot.engine import BOARD, Bid, SeatView
from bot.engine.cards import FULL_MASK, JOKER_MASK, SUIT_MASKS
from bot.engine.contract import contracts_of, first_leader, hand_points
from bot.engine.trick import trick_state, trump_lead_exception

from .bidding import basic_bid, strong_bid
from .choice import Samples, choose
from .deals import Deals
from .endgame import Solver, core_built, solve
from .masks import above
from .table import gone_of, table_of

# Guessing one deal (drawing it, weighing it against the bids, setting up its table) costs
# about as much as playing DEAL_COST cards out.
DEAL_COST: Final = 50
MIN_CARD_DEALS: Final = 12
MIN_FIRST_ROUND_DEALS: Final = 8
FINALISTS: Final = 3
MIN_BID_DEALS: Final = 24
# Guesses drawn at a time while an exact endgame still has solver positions to spend.
ENDGAME_BATCH: Final = 4
# Drawing a guess and setting up its table costs about as much as CORE_DEAL_COST positions
# of the compiled core (about 100 us): counted in its budget, so that short endgames do not
# spend their time on thousands of guesses.
CORE_DEAL_COST: Final = 1_500


@dataclass(frozen=True, slots=True)
class Budget:
    """The work one decision may do: cards played out (about 1.5 us each on one core) and
    positions of the endgame solver (about 2 us each). Budgets of work, not of time, so a
    decision stays the same on any machine."""

    card: int
    bid: int
    max_card_deals: int
    max_bid_deals: int
    endgame_tricks: int = 0  # solve the play exactly with this many tricks left or fewer
    endgame_positions: int = 0  # solver positions a card decision may visit
    endgame_deals: int = 0  # at most this many guesses for an exact endgame
    # Take the other seats for `strong` bidders (`bidding.strong_bid`), not rules-of-thumb ones.
    strong_bidders: bool = False
    # With the compiled core (`endgame.core`): solve each guess exactly with this many tricks
    # left or fewer, spending at most `core_nodes` positions a card decision (about 0.07 us
    # each, CORE_DEAL_COST more a guess) and `core_deal_nodes` a guess: a guess left
    # unfinished there counts its play-out's tricks, held within the bounds the core proved.
    core_tricks: int = 0
    core_nodes: int = 0
    core_deal_nodes: int = 0
    core_deals: int = 0


STRONG: Final = Budget(
    card=14_000,
    bid=26_000,
    max_card_deals=250,
    max_bid_deals=250,
    endgame_tricks=4,
    endgame_positions=8_000,
    endgame_deals=250,
    strong_bidders=True,
    core_tricks=4,
    core_nodes=200_000,
    core_deal_nodes=200_000,
    core_deals=250,
)
EXPERT: Final = Budget(
    card=56_000,
    bid=104_000,
    max_card_deals=1_000,
    max_bid_deals=1_000,
    endgame_tricks=5,
    endgame_positions=40_000,
    endgame_deals=1_000,
    strong_bidders=True,
    core_tricks=9,
    core_nodes=1_600_000,
    core_deal_nodes=250_000,
    core_deals=1_000,
)

Value = Callable[[Sequence[int]], float]


def side_points(
    view: SeatView, contracts: Sequence[int], levels: Sequence[int], tricks: Sequence[int]
) -> list[int]:
    """Each side's points for a hand that ended with `tricks` taken per seat."""
    options = view.options
    taken = [0] * options.sides
    for seat, n in enumerate(tricks):
        taken[options.side_of(seat)] += n
    size = view.hand_size
    zero = options.zero_contract
    return [
        hand_points(contracts[s], levels[s], taken[s], size, zero) for s in range(options.sides)
    ]


def margin(points: Sequence[int], side: int) -> float:
    """A side's points less the other side's, or less the mean of the others' (pagat-3)."""
    others = sum(points) - points[side]
    return points[side] - others / (len(points) - 1)


def value_of(view: SeatView) -> Value:
    """The value of a finished hand's tricks (per seat) to the view's seat."""
    assert view.seat is not None
    seat = view.seat
    options = view.options
    side = options.side_of(seat)
    if view.in_tiebreak:
        first_to = view.tiebreak_first_to
        if first_to is not None:
            partners = [s for s in view.seats if options.side_of(s) == side]

            def race(tricks: Sequence[int]) -> float:
                return 1.0 if sum(tricks[s] for s in partners) >= first_to else -1.0

            return race
        rivals = [s for s in view.seats if s != seat]

        def most(tricks: Sequence[int]) -> float:
            best = max(tricks[s] for s in rivals)
            mine = tricks[seat]
            return 1.0 if mine > best else 0.0 if mine == best else -1.0

        return most
    contracts, levels = view.contracts, view.side_board_levels

    def points(tricks: Sequence[int]) -> float:
        return margin(side_points(view, contracts, levels, tricks), side)

    return points


def card_classes(view: SeatView) -> dict[int, int]:
    """Each legal card mapped to the lowest card it is worth the same as: cards next to each
    other in a suit take the same tricks when no card still in play lies between them. An
    unseen card may still be played; so may the card winning the trick in progress, which
    still competes in this trick (holding A-Q with the K led, the ace takes the trick and
    the queen does not). The trick's other cards can no longer take it and are gone after
    it, as in the exact search (`endgame.Solver._moves`). Where Bloopers lead (R21) a
    Blooper is never the same as another trump: led now, or kept to be led later."""
    legal = view.legal
    tm = view.trump_mask
    between = view.unseen()
    if view.trick:
        best = trick_state(view.trick, tm, view.options.blooper_leads)[2]
        between |= 1 << best
    special = JOKER_MASK if view.options.blooper_leads else 0
    groups = [tm & ~special] if tm else []
    groups += [s for s in SUIT_MASKS if not s & tm]
    groups += [1 << c for c in range(52, 54) if special >> c & 1]
    classes: dict[int, int] = {}
    for suit in groups:
        mine = legal & suit
        previous = -1
        lowest = -1
        while mine:
            card = (mine & -mine).bit_length() - 1
            mine ^= 1 << card
            if previous < 0 or between & suit & above(previous) & ~above(card - 1):
                lowest = card
            classes[card] = lowest
            previous = card
    return classes


@dataclass(frozen=True, slots=True)
class CardValues:
    """A card decision's search: the card chosen (an index) and each candidate's mean value
    to the seat (`value_of`), a candidate standing for the legal cards worth the same
    (`classes`). With many candidates the finalists' means cover both rounds of deals,
    the others' only the first round: `first` holds every candidate's first-round mean, so
    any two candidates can be compared on the same deals."""

    choice: int
    classes: dict[int, int]  # each legal card -> its candidate
    means: dict[int, float]  # candidate -> mean value over the deals it was played on
    first: dict[int, float]  # candidate -> mean value over the first round's deals

    def cost(self, card: int) -> float:
        """How much less `card` (a legal card) is worth than the choice, never below 0,
        compared on the deals both were played on."""
        mine = self.classes.get(card, card)
        if mine == self.choice:
            return 0.0
        # The finalists were played on every deal, the others on the first round's only.
        table = self.means if mine in self.means else self.first
        return max(0.0, table[self.choice] - table[mine])


def search_card(view: SeatView, rng: random.Random, preferred: int, budget: Budget) -> int:
    """The card the search plays (`card_values`)."""
    return card_values(view, rng, preferred, budget).choice


def card_values(view: SeatView, rng: random.Random, preferred: int, budget: Budget) -> CardValues:
    """The search of `search_card`, with the value it found for every candidate.

    With few tricks left each guess is solved exactly (`endgame`); otherwise every candidate
    is played out by the rules of thumb, in two rounds when there are many candidates:
    every candidate on a few deals with half the budget, then the best few on more deals
    with the other half. The card played is the best mean, or `preferred` (the rules of
    thumb's card) where the search cannot tell the two apart, never one another candidate
    matches or beats on every guessed deal (`choice.choose`)."""
    classes = card_classes(view)
    preferred = classes.get(preferred, preferred)
    candidates = [preferred, *sorted(set(classes.values()) - {preferred})]
    if len(candidates) == 1:
        return CardValues(preferred, classes, {preferred: 0.0}, {preferred: 0.0})
    sampler = Deals(view, budget.strong_bidders)
    if core_built() and _solvable(view, budget.core_tricks):
        solved = _solve_card_core(view, rng, sampler, candidates, budget)
        return _values(classes, candidates, preferred, solved, {})
    if _solvable(view, budget.endgame_tricks):
        solved = _solve_card(view, rng, sampler, candidates, budget)
        return _values(classes, candidates, preferred, solved, {})
    cards_left = sum(view.held_counts().values())
    value = value_of(view)
    samples: Samples = {c: [] for c in candidates}
    work = budget.card
    first: Samples = {}
    if len(candidates) > FINALISTS:
        work //= 2
        cost = DEAL_COST + len(candidates) * cards_left
        deals = _deal_count(work, cost, MIN_FIRST_ROUND_DEALS, budget.max_card_deals)
        _play_out(view, sampler.sample(rng, deals), candidates, value, samples)
        first = {c: list(v) for c, v in samples.items()}
        # A stable sort: on a tie the preferred card (listed first) goes through.
        candidates = sorted(candidates, key=lambda c: -math.fsum(samples[c]))[:FINALISTS]
        samples = {c: samples[c] for c in candidates}
    cost = DEAL_COST + len(candidates) * cards_left
    deals = _deal_count(work, cost, MIN_CARD_DEALS, budget.max_card_deals)
    _play_out(view, sampler.sample(rng, deals), candidates, value, samples)
    return _values(classes, candidates, preferred, samples, first)


def _values(
    classes: dict[int, int],
    candidates: Sequence[int],
    preferred: int,
    samples: Samples,
    first: Samples,
) -> CardValues:
    """The search's answer from each candidate's value on every guessed deal (`first`:
    every candidate's on the first round's deals, when there were two rounds)."""
    means = {c: statistics.fmean(v) if v else 0.0 for c, v in samples.items()}
    firsts = {c: statistics.fmean(v) if v else 0.0 for c, v in first.items()}
    return CardValues(choose(samples, candidates, preferred), classes, means, firsts or means)


def _solvable(view: SeatView, tricks: int) -> bool:
    """Whether the rest of the hand is short enough to solve, between two sides."""
    return (
        len(view.seats) == 4
        and view.options.sides == 2
        and view.hand_size - view.tricks_played <= tricks
    )


def side_values(view: SeatView) -> list[float]:
    """The value to the view's seat of its side ending the hand with k tricks, for each k
    (two sides: the other side has the rest)."""
    assert view.seat is not None
    value = value_of(view)
    me = view.seat
    rival = next(s for s in view.seats if view.options.side_of(s) != view.options.side_of(me))
    values = []
    for k in range(view.hand_size + 1):
        tricks = [0] * view.options.players
        tricks[me], tricks[rival] = k, view.hand_size - k
        values.append(value(tricks))
    return values


def _solve_card(
    view: SeatView,
    rng: random.Random,
    sampler: Deals,
    candidates: Sequence[int],
    budget: Budget,
) -> Samples:
    """Each candidate's value on guessed deals each solved exactly, as many deals as the
    solver's positions allow."""
    assert view.seat is not None
    side = view.options.side_of(view.seat)
    values = side_values(view)
    taken = sum(n for s, n in enumerate(view.tricks) if view.options.side_of(s) == side)
    samples: Samples = {c: [] for c in candidates}
    positions = 0
    deals = 0
    while positions < budget.endgame_positions and deals < budget.endgame_deals:
        guesses = sampler.sample(rng, ENDGAME_BATCH)
        if not guesses:
            break
        for hands in guesses:
            table = table_of(view, hands)
            solver = Solver(table, side)
            for card in candidates:
                samples[card].append(values[taken + solver.tricks(table, card)])
            positions += solver.nodes
            deals += 1
    return samples


def _solve_card_core(
    view: SeatView,
    rng: random.Random,
    sampler: Deals,
    candidates: Sequence[int],
    budget: Budget,
) -> Samples:
    """`_solve_card` on the compiled core, within its budget of positions: a guess the core
    could not finish within `core_deal_nodes` counts each candidate's play-out, held within
    the bounds the core proved."""
    assert view.seat is not None
    side = view.options.side_of(view.seat)
    values = side_values(view)
    taken = sum(n for s, n in enumerate(view.tricks) if view.options.side_of(s) == side)
    samples: Samples = {c: [] for c in candidates}
    nodes = 0
    deals = 0
    cards = list(candidates)
    while nodes < budget.core_nodes and deals < budget.core_deals:
        guesses = sampler.sample(rng, ENDGAME_BATCH)
        if not guesses:
            break
        for hands in guesses:
            table = table_of(view, hands)
            cap = min(budget.core_deal_nodes, max(1, budget.core_nodes - nodes))
            solution = solve(table, side, cards, cap)
            nodes += solution.nodes + CORE_DEAL_COST
            deals += 1
            for card, (low, high) in zip(cards, solution.bounds, strict=True):
                tricks = low
                if low != high:
                    finished = table.copy().finish(card)
                    played = sum(
                        n for s, n in enumerate(finished) if view.options.side_of(s) == side
                    )
                    tricks = min(high, max(low, played - taken))
                samples[card].append(values[taken + tricks])
            if nodes >= budget.core_nodes:
                break
    return samples


def _play_out(
    view: SeatView,
    guesses: Sequence[Sequence[int]],
    candidates: Sequence[int],
    value: Value,
    samples: Samples,
) -> None:
    """Add each candidate's value on every guessed deal to its values."""
    for hands in guesses:
        base = table_of(view, hands)
        for card in candidates:
            samples[card].append(value(base.copy().finish(card)))


def search_bid(view: SeatView, rng: random.Random, budget: Budget) -> Bid:
    """The bid with the best average value over guessed deals."""
    return bid_values(view, rng, budget).choice


@dataclass(frozen=True, slots=True)
class BidValues:
    """A bid decision's search: the bid chosen and every legal bid's mean value to the seat
    over the same guessed deals."""

    choice: Bid
    means: dict[Bid, float]

    def cost(self, bid: Bid) -> float:
        """How much less `bid` (a legal bid) is worth than the choice, never below 0."""
        return max(0.0, self.means[self.choice] - self.means[bid])


def bid_values(view: SeatView, rng: random.Random, budget: Budget) -> BidValues:
    """The search of `search_bid`, with the value it found for every legal bid."""
    assert view.seat is not None
    me = view.seat
    options = view.options
    size = view.hand_size
    players = options.players
    side_of = tuple(options.side_of(s) for s in range(players))
    sides = options.sides
    my_side = side_of[me]
    later = [s for s in view.seats if view.bids[s] is None and s != me]
    left_of_dealer = (view.dealer + 1) % players
    candidates: list[Bid] = list(view.legal_bids)
    # Up to three play-outs a deal: who leads and who may lead trumps change with the bid.
    cost = 2 * DEAL_COST + 3 * size * len(view.seats)
    deals = _deal_count(budget.bid, cost, MIN_BID_DEALS, budget.max_bid_deals)
    sampler = Deals(view, budget.strong_bidders)
    guesses = sampler.sample(rng, deals)
    later_bid = strong_bid if budget.strong_bidders else basic_bid
    if not guesses:
        return BidValues(0, dict.fromkeys(candidates, 0.0))
    bid_unseen = FULL_MASK & ~gone_of(view)
    tm = view.trump_mask
    totals = [0.0] * len(candidates)
    redeal = options.all_pass == "redeal_next_dealer"
    for hands in guesses:
        base = table_of(view, hands)
        bids: list[Bid] = [b if b is not None else 0 for b in view.bids]
        for seat in later:
            bids[seat] = later_bid(
                hands[seat], bid_unseen & ~hands[seat], tm, size, len(view.seats), options
            )
        played: dict[tuple[int, int, bool], list[int]] = {}
        for i, bid in enumerate(candidates):
            bids[me] = bid
            if redeal and not any(bids):
                continue  # a void deal: nobody scores (R13)
            levels = _board_levels(view, bids, me, later)
            contracts, side_levels = contracts_of(bids, levels, side_of, sides, size)
            leader = first_leader(bids, levels, left_of_dealer, options)
            lead_ok = trump_lead_exception(bids, options.board_trump_lead)
            eager = any(side_levels)
            key = (leader, lead_ok, eager)
            tricks = played.get(key)
            if tricks is None:
                table = base.copy()
                table.to_act, table.lead_ok, table.eager = leader, lead_ok, eager
                tricks = played[key] = table.finish()
            points = side_points(view, contracts, side_levels, tricks)
            totals[i] += margin(points, my_side)
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    means = {bid: totals[i] / len(guesses) for i, bid in enumerate(candidates)}
    return BidValues(candidates[best], means)


def _board_levels(view: SeatView, bids: Sequence[Bid], me: int, later: Sequence[int]) -> list[int]:
    """Board levels (R14) once the seats still to bid have bid: each board is one level above
    the boards bid before it under linear escalation, else level 1."""
    levels = list(view.board_levels)
    linear = view.options.board_escalation == "linear"
    boards = sum(1 for lv in levels if lv)
    for seat in (me, *later):
        if bids[seat] is BOARD:
            boards += 1
            levels[seat] = boards if linear else 1
        else:
            levels[seat] = 0
    return levels


def _deal_count(budget: int, cost: int, low: int, high: int) -> int:
    return max(low, min(high, budget // max(1, cost)))
