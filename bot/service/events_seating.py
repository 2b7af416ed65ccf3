"""How a duplicate event is laid out at its start (pure functions): the players who entered
alone paired, the number of rounds and of deals a round, each round's hand sizes, and who
meets whom at which table from which seats.

The seating is a round robin by the circle method: with an even number of pairs `p` (a pair
of computers makes up an odd number), round `r` of `p - 1` possible gives each pair a new
opponent, so over `R` rounds every pair meets `R` others and nobody meets a pair twice. The
direction each pair sits (north-south or east-west) is balanced round by round: at each
table the pair that has sat north-south less often sits there, so that every pair plays
about half its rounds in each direction and is compared with the others of both."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

# A comparison needs two tables: four pairs, of which one may be the computers'.
FEWEST_PAIRS = 3
# Deals a round aims at: a round is a sitting (often a day), a few deals long.
DEALS_A_ROUND = 6
FEWEST_DEALS_A_ROUND = 2
FEWEST_ROUNDS = 2


@dataclass(frozen=True, slots=True)
class Plan:
    """The rounds an event plays and the deals of each."""

    rounds: int
    deals_a_round: int

    @property
    def deals(self) -> int:
        return self.rounds * self.deals_a_round


def plan(pairs: int, deals_asked: int) -> Plan:
    """Rounds and deals a round for `pairs` pairs (the computers' included, so even) and
    about `deals_asked` deals: rounds of about `DEALS_A_ROUND` deals, at least two rounds
    (so that standings show between them), and never more rounds than new opponents."""
    if pairs < 2 or pairs % 2:
        raise ValueError(f"an even number of pairs is seated, not {pairs}")
    rounds = min(pairs - 1, max(FEWEST_ROUNDS, round(deals_asked / DEALS_A_ROUND)))
    a_round = max(FEWEST_DEALS_A_ROUND, round(deals_asked / rounds))
    return Plan(rounds, a_round)


def deal_sizes(source: Sequence[int], plan: Plan) -> list[tuple[int, ...]]:
    """Each round's hand sizes, drawn from `source` (the preset's schedule or the daily
    deal's): spread evenly over it when it is longer than the event, else repeated, so that
    an event of 8 deals from 13 … 1 … 13 gets 13, 10, 7, 4, 1, 4, 7, 10."""
    if not source:
        raise ValueError("no hand sizes to draw from")
    total = plan.deals
    if len(source) >= total:
        drawn = [source[i * len(source) // total] for i in range(total)]
    else:
        drawn = [source[i % len(source)] for i in range(total)]
    k = plan.deals_a_round
    return [tuple(drawn[r * k : (r + 1) * k]) for r in range(plan.rounds)]


def pair_alone(players: Sequence[int], rng: random.Random) -> list[tuple[int, int | None]]:
    """The players who entered alone, paired at random; an odd one out gets a computer as
    partner (None)."""
    shuffled = list(players)
    rng.shuffle(shuffled)
    pairs: list[tuple[int, int | None]] = [
        (shuffled[i], shuffled[i + 1]) for i in range(0, len(shuffled) - 1, 2)
    ]
    if len(shuffled) % 2:
        pairs.append((shuffled[-1], None))
    return pairs


Table = tuple[int, int]  # (north-south pair, east-west pair), pairs numbered from 1


def seating(pairs: int, rounds: int) -> list[list[Table]]:
    """Each round's tables: (north-south, east-west) by pair number from 1, table 1 first.
    `pairs` even, `rounds` at most `pairs - 1`."""
    if pairs < 2 or pairs % 2 or not 1 <= rounds <= pairs - 1:
        raise ValueError(f"{pairs} pairs cannot play {rounds} rounds without a repeat")
    circle = pairs - 1  # pair `pairs - 1` (from 0) stays put, the others turn round it
    north_south = [0] * pairs
    out: list[list[Table]] = []
    for r in range(rounds):
        meetings = [(pairs - 1, r % circle)]
        meetings += [((r + k) % circle, (r - k) % circle) for k in range(1, pairs // 2)]
        tables: list[Table] = []
        for a, b in meetings:
            # The one that sat north-south less often sits there now; when even, by round.
            if north_south[a] != north_south[b]:
                ns, ew = (a, b) if north_south[a] < north_south[b] else (b, a)
            else:
                ns, ew = (a, b) if r % 2 == 0 else (b, a)
            north_south[ns] += 1
            tables.append((ns + 1, ew + 1))
        tables.sort(key=lambda t: min(t))
        out.append(tables)
    return out


def opponents(schedule: Sequence[Sequence[Table]]) -> dict[int, list[int]]:
    """Whom each pair meets, round by round (for checks and the pairs' records)."""
    met: dict[int, list[int]] = {}
    for tables in schedule:
        for ns, ew in tables:
            met.setdefault(ns, []).append(ew)
            met.setdefault(ew, []).append(ns)
    return met
