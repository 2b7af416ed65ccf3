"""Bids scored on searched play's likely tricks (`bid_play`): the fitted table, and the bid
search reading it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bot.ai import bid_play
from bot.ai.bid_play import ABOVE, AT, BELOW, PLAY_SHIFT, SPREAD, case_of, fit, shifts_for
from bot.ai.search import EXPERT, bid_values
from bot.engine import Game, SeatView


def bid_view(size: int, seed: int = 4) -> SeatView:
    game = Game("classic", {"hands": [size]}, first_dealer=0, seed=seed)
    seat = game.to_act
    assert seat is not None
    return game.view(seat)


def test_the_table_holds_a_distribution_for_every_case() -> None:
    assert PLAY_SHIFT
    for cases in PLAY_SHIFT.values():
        assert len(cases) == 3
        for chances in cases:
            assert len(chances) == 2 * SPREAD + 1
            assert sum(chances) == pytest.approx(1.0, abs=0.01)
            assert min(chances) >= 0.0


def test_the_nearest_smaller_fitted_size_serves() -> None:
    smallest = min(PLAY_SHIFT)
    assert shifts_for(smallest - 1) is None
    assert shifts_for(smallest) is PLAY_SHIFT[smallest]
    assert shifts_for(13) is PLAY_SHIFT[max(s for s in PLAY_SHIFT if s <= 13)]


def test_cases_and_fit() -> None:
    assert (case_of(3, 2), case_of(2, 2), case_of(0, 2)) == (ABOVE, AT, BELOW)
    rows = [
        {"size": 5, "contract": 3, "board": 0, "counted": 2, "taken": 3},
        {"size": 5, "contract": 2, "board": 0, "counted": 2, "taken": 1},
        {"size": 5, "contract": 0, "board": 0, "counted": 4, "taken": 4},
        {"size": 5, "contract": 5, "board": 1, "counted": 0, "taken": 0},  # a board: left out
    ]
    table = fit(rows)
    assert list(table) == [5]
    above, at, below = table[5]
    # One size only: its cells are their own prior, so each holds its one row's difference.
    assert above[SPREAD + 1] == at[SPREAD - 1] == below[SPREAD] == 1.0
    # A case no row shows is no shift.
    assert fit(rows[1:])[5][ABOVE][SPREAD] == 1.0


def test_no_shift_scores_bids_as_the_play_outs_count(monkeypatch: pytest.MonkeyPatch) -> None:
    view = bid_view(7)
    plain = bid_values(view, random.Random(1), EXPERT)
    still = tuple(1.0 if d == 0 else 0.0 for d in range(-SPREAD, SPREAD + 1))
    monkeypatch.setitem(PLAY_SHIFT, 7, (still, still, still))
    shifted = dataclasses.replace(EXPERT, play_shift=True)
    again = bid_values(view, random.Random(1), shifted)
    assert again.choice == plain.choice
    assert again.means == pytest.approx(plain.means)


def test_a_gloomy_shift_makes_every_contract_worth_less(monkeypatch: pytest.MonkeyPatch) -> None:
    view = bid_view(7)
    plain = bid_values(view, random.Random(1), EXPERT)
    gloomy = tuple(1.0 if d == -1 else 0.0 for d in range(-SPREAD, SPREAD + 1))
    monkeypatch.setattr(bid_play, "PLAY_SHIFT", {7: (gloomy, gloomy, gloomy)})
    dark = bid_values(view, random.Random(1), dataclasses.replace(EXPERT, play_shift=True))
    for bid, value in plain.means.items():
        if bid != "board":
            assert dark.means[bid] < value
