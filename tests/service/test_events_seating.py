"""The seating of a duplicate event (pure): 3, 4, 5 and 7 pairs (a pair of computers making
up the odd numbers), every pair meeting as many others as the rounds allow and nobody the
same pair twice; the rounds and deals chosen from the entries; the hand sizes; the players
who entered alone paired."""

from __future__ import annotations

import random

import pytest

from bot.engine import PRESETS
from bot.service.events_seating import (
    Plan,
    deal_sizes,
    opponents,
    pair_alone,
    plan,
    seating,
)


def seated_for(pairs: int) -> int:
    """The pairs seated: a pair of computers makes up an odd number."""
    return pairs + pairs % 2


@pytest.mark.parametrize("pairs", [3, 4, 5, 7])
@pytest.mark.parametrize("deals", [8, 16, 24])
def test_every_pair_meets_as_many_others_as_the_rounds_allow(pairs: int, deals: int) -> None:
    field = seated_for(pairs)
    laid = plan(field, deals)
    schedule = seating(field, laid.rounds)
    assert len(schedule) == laid.rounds
    met = opponents(schedule)
    assert sorted(met) == list(range(1, field + 1))
    for pair, others in met.items():
        # A new opponent every round: nobody meets the same pair twice.
        assert len(others) == laid.rounds == len(set(others)), (pair, others)
        assert pair not in others
    for tables in schedule:
        # Every pair sits once a round, at one of the field's tables.
        assert sorted(p for table in tables for p in table) == list(range(1, field + 1))
        assert len(tables) == field // 2 >= 2  # a comparison needs two tables


@pytest.mark.parametrize("pairs", [3, 4, 5, 7])
def test_with_as_many_rounds_as_opponents_everyone_meets_everyone(pairs: int) -> None:
    field = seated_for(pairs)
    met = opponents(seating(field, field - 1))
    for pair, others in met.items():
        assert sorted(others) == [p for p in range(1, field + 1) if p != pair]


@pytest.mark.parametrize("field", [4, 6, 8, 64])
def test_each_pair_sits_north_south_about_half_its_rounds(field: int) -> None:
    for rounds in range(1, min(field, 9)):
        north_south: dict[int, int] = {}
        for tables in seating(field, rounds):
            for ns, _ in tables:
                north_south[ns] = north_south.get(ns, 0) + 1
        for pair in range(1, field + 1):
            assert abs(north_south.get(pair, 0) - rounds / 2) <= 1, (field, rounds, pair)


def test_the_rounds_and_deals_come_from_the_entries() -> None:
    # Three pairs and the computers: two rounds of four for about eight deals.
    assert plan(4, 8) == Plan(2, 4)
    # Never more rounds than new opponents: 4 pairs meet 3 others at most.
    assert plan(4, 16) == Plan(3, 5)
    assert plan(4, 24) == Plan(3, 8)
    assert plan(8, 16) == Plan(3, 5)
    assert plan(64, 24) == Plan(4, 6)
    for field in (4, 6, 8, 16, 64):
        for asked in (8, 16, 24):
            laid = plan(field, asked)
            assert 2 <= laid.rounds <= field - 1
            assert abs(laid.deals - asked) <= laid.rounds  # about the deals asked for
    with pytest.raises(ValueError):
        plan(5, 8)
    with pytest.raises(ValueError):
        seating(4, 4)


def test_the_hand_sizes_are_spread_over_the_schedule_or_repeated() -> None:
    classic = PRESETS["classic"].hands
    assert deal_sizes(classic, Plan(2, 4)) == [(13, 10, 7, 4), (1, 4, 7, 10)]
    assert deal_sizes((2, 1), Plan(2, 4)) == [(2, 1, 2, 1), (2, 1, 2, 1)]
    assert deal_sizes((13, 10, 7, 4, 1), Plan(3, 5)) == [(13, 10, 7, 4, 1)] * 3


def test_the_players_alone_are_paired_and_an_odd_one_gets_a_computer() -> None:
    rng = random.Random(1)
    pairs = pair_alone([1, 2, 3, 4, 5], rng)
    assert len(pairs) == 3
    assert sorted(p for pair in pairs for p in pair if p is not None) == [1, 2, 3, 4, 5]
    assert sum(1 for pair in pairs if pair[1] is None) == 1
    assert pair_alone([1, 2], random.Random(1)) in ([(1, 2)], [(2, 1)])
    assert pair_alone([], random.Random(1)) == []
