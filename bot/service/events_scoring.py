"""How a duplicate event scores (pure functions): each side's result on a deal is its score
delta (its points minus the other side's), compared with the same seats at the other tables
of the round: 1 matchpoint for each it outscored, ½ for each tie. A table that has no result
on a deal when the round is scored (its game ended without one: never for want of time, the
computer plays that out) gets an average, 50 % to each side, and is left out of the others'
comparisons, whose percentages are then taken over the comparisons made.

A pair's standing is its percentage over every deal it played: the average of its deals'
percentages (so an average counts as 50 %), with its matchpoints scaled to the full top of
each deal, the number of tables less one. A pair of computers is in the field (its results
are compared like any) but is never ranked.

Also here: what a finished deal at an event's table adds to the event (the move that ended
it writes it, `finished_deal`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from bot.engine import BOARD, Card, Game
from bot.engine.cards import cards, mask_of, sort_for_display
from bot.store.events import DealResult

from .matchpoints import ranked

AVERAGE = 50.0


class Score(NamedTuple):
    """Both sides' matchpoints at one table on one deal, out of `top` comparisons, and
    their percentages (50 % each for an average)."""

    ns: float
    ew: float
    top: int
    ns_percent: float
    ew_percent: float


def matchpoints(deltas: Mapping[int, int | None]) -> dict[int, Score]:
    """Per table, its sides' matchpoints on one deal, from each table's north-south score
    delta (None: no result, an average)."""
    played = {t: d for t, d in deltas.items() if d is not None}
    top = len(played) - 1
    out: dict[int, Score] = {}
    for table, delta in deltas.items():
        if delta is None or top <= 0:
            out[table] = Score(
                top / 2 if top > 0 else 0.0,
                top / 2 if top > 0 else 0.0,
                max(top, 0),
                AVERAGE,
                AVERAGE,
            )
            continue
        ns = sum(1.0 if delta > d else 0.5 if delta == d else 0.0 for d in played.values())
        ns -= 0.5  # the table itself, counted as a tie above
        ew = top - ns
        out[table] = Score(ns, ew, top, 100.0 * ns / top, 100.0 * ew / top)
    return out


class Seated(NamedTuple):
    """A table of a round: its number and the pairs north-south and east-west."""

    table: int
    ns_pair: int
    ew_pair: int


@dataclass(frozen=True, slots=True)
class TravellerLine:
    table: int
    ns_pair: int
    ew_pair: int
    result: DealResult | None  # None: an average (no result)
    score: Score


@dataclass(frozen=True, slots=True)
class Traveller:
    """A deal's traveller: every table's result on it, the best for north-south first, and
    the deal's four hands (from any table that played it; the same deal everywhere)."""

    round: int
    deal: int
    lines: tuple[TravellerLine, ...]
    hands: tuple[str, ...] | None


def traveller(
    round_: int,
    deal: int,
    tables: Sequence[Seated],
    results: Iterable[DealResult],
    *,
    complete: bool,
) -> Traveller:
    """The traveller of a deal from the results of the tables that played it. `complete`:
    the round is scored, and a table without a result there has an average; otherwise only
    the tables that played the deal are compared (a barometer while the round goes on)."""
    found = {r.table: r for r in results if r.round == round_ and r.deal == deal}
    seated = [t for t in tables if complete or t.table in found]
    deltas = {t.table: found[t.table].delta if t.table in found else None for t in seated}
    scores = matchpoints(deltas)
    lines = [
        TravellerLine(t.table, t.ns_pair, t.ew_pair, found.get(t.table), scores[t.table])
        for t in seated
    ]
    lines.sort(key=lambda line: (line.result is None, -line.score.ns_percent, line.table))
    played = next(iter(found.values())).hands if found else None
    # Each seat's cards as hands are sorted, not in the order one table played them: the
    # same deal reads the same in every traveller of it.
    hands = None if played is None else tuple(_sorted(codes) for codes in played)
    return Traveller(round_, deal, tuple(lines), hands)


def _sorted(codes: str) -> str:
    held = sort_for_display(mask_of(cards(codes)), None)
    return " ".join(c.code for c in held) if codes else codes


@dataclass(frozen=True, slots=True)
class PairStanding:
    place: int
    pair: int
    percent: float
    matchpoints: float  # scaled to the full top of each deal
    top: float
    deals: int


def standings(
    rounds: Mapping[int, Sequence[Seated]],
    deals: Mapping[int, int],
    results: Iterable[DealResult],
    ranked_pairs: Iterable[int],
) -> tuple[PairStanding, ...]:
    """The standings over the given scored rounds (round number to its tables; `deals`:
    round number to its number of deals): each pair's percentage over its deals, best
    first, equal percentages sharing a place. Only `ranked_pairs` are listed (not the
    computers'), but every pair's results count in the field."""
    by_deal: dict[tuple[int, int], list[DealResult]] = {}
    for r in results:
        if r.round in rounds:
            by_deal.setdefault((r.round, r.deal), []).append(r)
    percents: dict[int, list[float]] = {}
    full_top: dict[int, float] = {}
    for number in sorted(rounds):
        tables = rounds[number]
        for deal in range(1, deals[number] + 1):
            made = traveller(number, deal, tables, by_deal.get((number, deal), ()), complete=True)
            for line in made.lines:
                percents.setdefault(line.ns_pair, []).append(line.score.ns_percent)
                percents.setdefault(line.ew_pair, []).append(line.score.ew_percent)
                for pair in (line.ns_pair, line.ew_pair):
                    full_top[pair] = full_top.get(pair, 0.0) + len(tables) - 1
    listed = set(ranked_pairs)
    # Added up in deal order (the loop above), so the same field gives the same figures.
    average = {p: sum(v) / len(v) for p, v in percents.items() if p in listed and v}
    out = []
    for place, pair, percent in ranked({p: average[p] for p in sorted(average)}):
        top = full_top[pair]
        mp = sum(percents[pair]) / 100 * (top / len(percents[pair]))
        out.append(PairStanding(place, pair, percent, mp, top, len(percents[pair])))
    return tuple(out)


def bid_text(bid: object) -> str:
    """A bid as the event keeps it: a number (0 for pass) or "board"."""
    return "board" if bid is BOARD else str(bid)


def finished_deal(
    before: Game, after: Game, round_: int, table: int, last: tuple[int, Card] | None
) -> DealResult | None:
    """The deal a move finished at an event's table, if it finished one: its points per
    side, bids and tricks per seat, and the four hands as played (every card of a hand is
    played, so the plays are the hands; `last` is the move's own card, which ended it)."""
    if len(after.results) == len(before.results):
        return None
    result = after.results[-1]
    played: list[list[str]] = [[] for _ in range(after.players)]
    plays = list(before.played_this_hand())
    if last is not None:
        plays.append(last)
    for seat, card in plays:
        played[seat].append(card.code)
    return DealResult(
        round_,
        table,
        result.number,
        result.points[0],
        result.points[1],
        tuple(bid_text(b) for b in result.bids),
        tuple(result.tricks),
        tuple(" ".join(cards) for cards in played),
    )
