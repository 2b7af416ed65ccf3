"""A duplicate event's scoring against hand-computed examples: each side's score delta
compared with the same seats at the other tables (1 for each outscored, ½ for each tie), an
average for a table without a result, a table that finished a deal late, and the standings
(percentages over the deals, the computers' pair in the field but never ranked)."""

from __future__ import annotations

import random

import pytest

from bot.engine import Game
from bot.service.events_scoring import (
    Score,
    Seated,
    finished_deal,
    matchpoints,
    standings,
    traveller,
)
from bot.store.events import DealResult


def result(table: int, deal: int, ns: int, ew: int, round_: int = 1) -> DealResult:
    return DealResult(round_, table, deal, ns, ew, ("0",) * 4, (0,) * 4, ("",) * 4)


def test_matchpoints_of_a_deal_with_ties() -> None:
    # North-south's deltas at four tables: +20, +5, +5, -30.
    scores = matchpoints({1: 20, 2: 5, 3: 5, 4: -30})
    assert scores[1] == Score(3.0, 0.0, 3, 100.0, 0.0)
    # +5 beats -30 (1) and ties the other +5 (½): 1½ of 3; east-west the rest.
    assert scores[2] == Score(1.5, 1.5, 3, 50.0, 50.0)
    assert scores[3] == scores[2]
    assert scores[4] == Score(0.0, 3.0, 3, 0.0, 100.0)
    # Every comparison gives its point to one side or the other.
    assert sum(s.ns + s.ew for s in scores.values()) == 4 * 3


def test_a_table_without_a_result_gets_an_average_and_is_left_out_of_the_comparisons() -> None:
    scores = matchpoints({1: 20, 2: None, 3: -10})
    # Two results compared: one comparison each.
    assert scores[1] == Score(1.0, 0.0, 1, 100.0, 0.0)
    assert scores[3] == Score(0.0, 1.0, 1, 0.0, 100.0)
    assert scores[2] == Score(0.5, 0.5, 1, 50.0, 50.0)
    # Alone with a result: nothing to compare with, an average too.
    assert matchpoints({1: 5})[1] == Score(0.0, 0.0, 0, 50.0, 50.0)


def test_a_table_that_finished_the_deal_late() -> None:
    tables = [Seated(1, 1, 2), Seated(2, 3, 4), Seated(3, 5, 6)]
    early = [result(1, 1, 30, 10), result(3, 1, 0, 15)]
    # While the round goes on, the two tables that finished are compared (a barometer).
    now = traveller(1, 1, tables, early, complete=False)
    assert [line.table for line in now.lines] == [1, 3]
    assert now.lines[0].score == Score(1.0, 0.0, 1, 100.0, 0.0)
    # Table 2 finishes late with table 1's delta: a tie, which changes table 1's score.
    late = [*early, result(2, 1, 25, 5)]
    final = traveller(1, 1, tables, late, complete=True)
    by_table = {line.table: line.score for line in final.lines}
    assert by_table[1] == by_table[2] == Score(1.5, 0.5, 2, 75.0, 25.0)
    assert by_table[3] == Score(0.0, 2.0, 2, 0.0, 100.0)
    # The round scored with table 2 never finishing: an average there.
    missing = traveller(1, 1, tables, early, complete=True)
    assert {line.table: line.score.ns_percent for line in missing.lines} == {
        1: 100.0,
        3: 0.0,
        2: 50.0,
    }
    assert missing.lines[-1].result is None  # the average is listed last


def test_the_standings_over_a_round() -> None:
    """Two tables, two deals. Deal 1: table 1 north-south +30, table 2 a tie (0): pairs 1
    and 4 outscore 3 and 2. Deal 2: both tables -5: everyone 50 %. So pairs 1 and 4 have
    (100 + 50) / 2 = 75 %, pairs 2 and 3 25 %; with pair 4 the computers', pairs 2 and 3
    share second place."""
    tables = {1: [Seated(1, 1, 2), Seated(2, 3, 4)]}
    results = [
        result(1, 1, 30, 0),
        result(2, 1, 10, 10),
        result(1, 2, 0, 5),
        result(2, 2, 0, 5),
    ]
    everyone = standings(tables, {1: 2}, results, [1, 2, 3, 4])
    assert [(s.place, s.pair, s.percent) for s in everyone] == [
        (1, 1, 75.0),
        (1, 4, 75.0),
        (3, 2, 25.0),
        (3, 3, 25.0),
    ]
    # Matchpoints scaled to the top of each deal (one comparison): 1 + ½ of 2.
    assert everyone[0].matchpoints == pytest.approx(1.5) and everyone[0].top == 2
    people = standings(tables, {1: 2}, results, [1, 2, 3])
    assert [(s.place, s.pair) for s in people] == [(1, 1), (2, 2), (2, 3)]
    # A deal nobody played yet at a scored round: averages all round.
    partial = standings(tables, {1: 2}, results[:2], [1, 2, 3, 4])
    assert {s.pair: s.percent for s in partial} == {1: 75.0, 4: 75.0, 2: 25.0, 3: 25.0}


def test_the_standings_over_two_rounds_with_an_average_and_a_computer_pair() -> None:
    """Six pairs at three tables, one deal a round; pair 6 the computers'.
    Round 1 (1-2, 3-4, 5-6): north-south +30, +30, -10. Tables 1 and 2 beat table 3 and tie
    each other: 1½ of 2, 75 % to pairs 1 and 3, 25 % to 2 and 4; table 3 0 % to pair 5,
    100 % to pair 6.
    Round 2 (1-4, 3-6, 5-2): +5, no result, -5. Two results compared (top 1): pair 1 100 %,
    pair 4 0 %, pair 5 0 %, pair 2 100 %; table 2 an average, 50 % to pairs 3 and 6.
    So: pair 1 (75 + 100) / 2 = 87.5 %, pairs 2 and 3 62.5 %, pair 4 12.5 %, pair 5 0 %,
    pair 6 75 % (in the field, not ranked)."""
    rounds = {
        1: [Seated(1, 1, 2), Seated(2, 3, 4), Seated(3, 5, 6)],
        2: [Seated(1, 1, 4), Seated(2, 3, 6), Seated(3, 5, 2)],
    }
    results = [
        result(1, 1, 40, 10),
        result(2, 1, 30, 0),
        result(3, 1, 0, 10),
        result(1, 1, 5, 0, round_=2),
        result(3, 1, 0, 5, round_=2),
    ]
    ranked = standings(rounds, {1: 1, 2: 1}, results, [1, 2, 3, 4, 5])
    assert [(s.place, s.pair, s.percent) for s in ranked] == [
        (1, 1, 87.5),
        (2, 2, 62.5),
        (2, 3, 62.5),
        (4, 4, 12.5),
        (5, 5, 0.0),
    ]
    first = ranked[0]
    # Two deals of top 2 (three tables): 1½ + 2 scaled matchpoints of 4.
    assert (first.matchpoints, first.top, first.deals) == (pytest.approx(3.5), 4, 2)
    everyone = standings(rounds, {1: 1, 2: 1}, results, range(1, 7))
    assert [(s.place, s.pair) for s in everyone][:2] == [(1, 1), (2, 6)]
    # After round 1 alone: its percentages.
    after_one = standings({1: rounds[1]}, {1: 1}, results, [1, 2, 3, 4, 5])
    assert {s.pair: s.percent for s in after_one} == {1: 75.0, 3: 75.0, 2: 25.0, 4: 25.0, 5: 0.0}


def test_a_finished_deal_keeps_the_hands_as_dealt() -> None:
    options = {"hands": [3, 2], "all_pass": "play", "tiebreak": "draw"}
    game = Game("classic", options, first_dealer=1, seed=11)
    dealt = [sorted(c.code for c in game.hand(s)) for s in range(4)]
    rng = random.Random(3)
    found = None
    while found is None:
        before = game.copy()
        seat = game.to_act
        assert seat is not None
        if game.legal_bids(seat):
            game.bid(seat, rng.choice(game.legal_bids(seat)))
            last = None
        else:
            card = rng.choice(game.legal_cards(seat))
            game.play(seat, card)
            last = (seat, card)
        found = finished_deal(before, game, 2, 5, last)
    assert (found.round, found.table, found.deal) == (2, 5, 1)
    assert [sorted(h.split()) for h in found.hands] == dealt
    hand = game.results[0]
    assert (found.ns_points, found.ew_points) == hand.points
    assert found.tricks == hand.tricks and sum(found.tricks) == 3


def test_a_travellers_hands_are_sorted_whichever_table_played_them() -> None:
    """The hands come from a table's plays, in its order; a traveller shows each seat's cards
    as hands are sorted (Bloopers, then each suit high to low), the same at every table."""
    tables = [Seated(1, 1, 2), Seated(2, 3, 4)]
    played = ("5C 6H BJ", "2D AS", "KH 10H", "QS 3C")
    first = DealResult(1, 1, 1, 10, -10, ("1",) * 4, (1, 0, 1, 0), played)
    other = DealResult(1, 2, 1, 10, -10, ("1",) * 4, (1, 0, 1, 0), ("6H BJ 5C", *played[1:]))
    for results in ([first], [other]):
        shown = traveller(1, 1, tables, results, complete=False).hands
        assert shown == ("BJ 6H 5C", "AS 2D", "KH 10H", "QS 3C"), shown
