"""Matchpoints, the day's ranking, the streak and which day it is, against results worked out
by hand."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.service.daily import (
    DayState,
    check_schedule,
    day_of,
    day_results,
    deal_of,
    month_standings,
    streak_of,
)
from bot.service.errors import ServiceError
from bot.service.matchpoints import Field, day_percentages, hand_percentages, ranked
from bot.store.daily import FieldHand


def test_each_result_beaten_is_two_and_each_tie_one() -> None:
    # Four players: 50 beats three (6 of 6), the two 20s beat one and tie one (3 of 6),
    # -10 beats none (0 of 6).
    found = hand_percentages({"ann": 50, "bo": 20, "cy": 20, "di": -10})
    assert found == {"ann": 100.0, "bo": 50.0, "cy": 50.0, "di": 0.0}


def test_everyone_tied_is_an_average() -> None:
    assert hand_percentages({"ann": 7, "bo": 7, "cy": 7}) == {"ann": 50.0, "bo": 50.0, "cy": 50.0}


def test_a_field_of_one_is_an_average() -> None:
    assert hand_percentages({"ann": -40}) == {"ann": 50.0}
    assert day_percentages({1: {"ann": 31}, 2: {"ann": -10}}) == {"ann": 50.0}


def test_a_day_is_the_average_of_its_hands() -> None:
    # Hand 1: ann 100, bo 0 (of 2). Hand 2: tie, 50 each. Hand 3: bo beats ann.
    day = day_percentages(
        {1: {"ann": 30, "bo": 10}, 2: {"ann": 5, "bo": 5}, 3: {"ann": 0, "bo": 1}}
    )
    assert day == {"ann": pytest.approx(50.0), "bo": pytest.approx(50.0)}
    day = day_percentages({1: {"ann": 30, "bo": 10}, 2: {"ann": 5, "bo": 5}})
    assert day == {"ann": 75.0, "bo": 25.0}


def test_a_late_finisher_changes_the_earlier_players_percentages() -> None:
    early = {1: {"ann": 20, "bo": 10}}
    assert day_percentages(early) == {"ann": 100.0, "bo": 0.0}
    # Cy finishes later with 15 on the hand: ann still beats both (4 of 4), bo now beats
    # nobody, and cy beats bo (2 of 4).
    late = {1: {"ann": 20, "bo": 10, "cy": 15}}
    assert day_percentages(late) == {"ann": 100.0, "bo": 0.0, "cy": 50.0}
    # Dee ties ann on top: ann and dee 5 of 6, cy 2 of 6, bo 0.
    later = {1: {"ann": 20, "bo": 10, "cy": 15, "dee": 20}}
    found = day_percentages(later)
    assert found["ann"] == pytest.approx(500 / 6)
    assert found["dee"] == pytest.approx(500 / 6)
    assert found["cy"] == pytest.approx(200 / 6)
    assert found["bo"] == 0.0


def test_places_are_shared_by_equal_percentages() -> None:
    assert ranked({"ann": 60.0, "bo": 75.0, "cy": 60.0, "di": 10.0}) == [
        (1, "bo", 75.0),
        (2, "ann", 60.0),
        (2, "cy", 60.0),
        (4, "di", 10.0),
    ]


def _hand(user: int, hand: int, points: int, bid: str = "1", tricks: int = 1) -> FieldHand:
    return FieldHand(user, f"p{user}", hand, bid, tricks, points)


def test_the_ranking_and_travellers_of_a_day() -> None:
    field = [_hand(1, 1, 10), _hand(2, 1, -10), _hand(1, 2, 0), _hand(2, 2, 20, "board", 2)]
    ranking, travellers = day_results(field)
    assert [(s.place, s.user_id, s.percent) for s in ranking] == [(1, 1, 50.0), (1, 2, 50.0)]
    first = travellers[1]
    assert [(t.user_id, t.points, t.percent) for t in first] == [(1, 10, 100.0), (2, -10, 0.0)]
    second = travellers[2]
    assert [(t.user_id, t.bid, t.tricks, t.percent) for t in second] == [
        (2, "board", 2, 100.0),
        (1, "1", 1, 0.0),
    ]


def test_the_month_adds_up_each_days_percentage_and_can_hide_today() -> None:
    field = [
        ("2026-12-01", _hand(1, 1, 10)),
        ("2026-12-01", _hand(2, 1, 0)),
        ("2026-12-02", _hand(1, 1, 0)),
        ("2026-12-02", _hand(2, 1, 5)),
        ("2026-12-02", _hand(3, 1, 5)),
    ]
    # Dec 1: 1 has 100, 2 has 0. Dec 2: 2 and 3 have 75 each (beat 1, tie), 1 has 0.
    standings = month_standings(field)
    assert [(s.place, s.user_id, s.days, s.points) for s in standings] == [
        (1, 1, 2, 100.0),
        (2, 2, 2, 75.0),
        (2, 3, 1, 75.0),  # equal points share the place
    ]
    assert standings[0].average == 50.0
    hidden = month_standings(field, hidden="2026-12-02")
    assert [(s.user_id, s.points) for s in hidden] == [(1, 100.0), (2, 0.0)]


def test_a_streak_counts_days_in_a_row_up_to_today_or_yesterday() -> None:
    today = dt.date(2026, 12, 2)
    assert streak_of([], today) == 0
    assert streak_of(["2026-12-02", "2026-12-01", "2026-11-30", "2026-11-28"], today) == 3
    assert streak_of(["2026-12-01", "2026-11-30"], today) == 2  # today still to play
    assert streak_of(["2026-11-30"], today) == 0


def test_the_day_is_the_servers_own() -> None:
    # 2026-12-02 03:00 UTC: still the 1st in New York, already the 2nd in Seoul and in UTC.
    now = dt.datetime(2026, 12, 2, 3, 0, tzinfo=dt.UTC).timestamp()
    assert day_of(now) == dt.date(2026, 12, 2)
    assert day_of(now, "America/New_York") == dt.date(2026, 12, 1)
    assert day_of(now, "Asia/Seoul") == dt.date(2026, 12, 2)
    assert day_of(now, "Not/AZone") == dt.date(2026, 12, 2)


def test_a_deal_comes_from_the_secret_the_server_and_the_day() -> None:
    secret = bytes(range(32))
    deal = deal_of(secret, 1, "2026-12-02")
    assert deal == deal_of(secret, 1, "2026-12-02")
    assert deal.seed != deal_of(secret, 1, "2026-12-03").seed
    assert deal.seed != deal_of(secret, 2, "2026-12-02").seed
    assert deal.seed != deal_of(bytes(32), 1, "2026-12-02").seed
    assert 0 <= deal.seed < 2**63 and 0 <= deal.first_dealer < 4


def test_a_schedule_is_checked() -> None:
    assert check_schedule([13, 10, 7, 4, 1]) == [13, 10, 7, 4, 1]
    for bad in ([], [0], [14], [1] * 14):
        with pytest.raises(ServiceError):
            check_schedule(bad)


# A field as it grows: players finish in batches (one, or many between two answers), on a
# few hands, with scores from a short list so that ties are common.
_finishers = st.lists(
    st.lists(
        st.lists(st.sampled_from((-20, -10, 0, 0, 10, 10, 30)), min_size=3, max_size=3),
        min_size=1,
        max_size=4,
    ),
    min_size=1,
    max_size=12,
)


@settings(max_examples=300, deadline=None)
@given(_finishers, st.randoms(use_true_random=False))
def test_the_field_kept_up_to_date_is_the_field_computed_afresh(
    batches: list[list[list[int]]], rng: random.Random
) -> None:
    field: Field[int] = Field()
    whole: dict[int, dict[int, int]] = {}
    everyone: list[FieldHand] = []
    state = DayState()
    who = 0
    for batch in batches:
        arrived: list[FieldHand] = []
        for scores in batch:
            who += 1
            field.add(who, dict(enumerate(scores, 1)))
            for number, score in enumerate(scores, 1):
                whole.setdefault(number, {})[who] = score
                arrived.append(FieldHand(who, f"p{who}", number, "1", 1, score))
        rng.shuffle(arrived)
        state.add({h.user_id for h in arrived}, arrived)
        everyone.extend(arrived)
        # To the last bit, whatever order the whole field is read in.
        assert field.day_percentages() == day_percentages(whole)
        for number in whole:
            assert field.hand_percentages(number) == hand_percentages(whole[number])
        shuffled = everyone[:]
        rng.shuffle(shuffled)
        assert state.result() == day_results(shuffled)


def test_a_player_is_added_to_the_field_once() -> None:
    field: Field[str] = Field()
    field.add("ann", {1: 10})
    with pytest.raises(ValueError):
        field.add("ann", {1: 20})
    # Hands of players not among the finished given are left out, and a player comes once.
    state = DayState()
    state.add({1}, [FieldHand(1, "a", 1, "1", 1, 10), FieldHand(2, "b", 1, "1", 1, 20)])
    state.add({1, 2}, [FieldHand(2, "b", 1, "1", 1, 20)])
    ranking, travellers = state.result()
    assert [(s.user_id, s.percent) for s in ranking] == [(2, 100.0), (1, 0.0)]
    assert [line.user_id for line in travellers[1]] == [2, 1]


def test_a_shared_place_lists_its_players_by_id_however_the_field_was_read() -> None:
    field = [FieldHand(u, None, 1, "1", 1, 10) for u in (5, 3, 9)]
    for order in (field, field[::-1]):
        ranking, _ = day_results(order)
        assert [(s.place, s.user_id) for s in ranking] == [(1, 3), (1, 5), (1, 9)]
