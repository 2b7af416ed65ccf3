"""The levels for measuring only (`benchmarks/levels.py`): `flat`, and `expert-bids` made of
`expert`'s bids and `flat`'s cards, matched against the bot's levels through
`bot.tools.simulate`."""

from __future__ import annotations

import io

import pytest

from benchmarks.levels import MEASURING, main, make_level
from bot.ai import LEVELS
from tests.ai.states import random_states


def test_the_measuring_levels_are_made_on_request_and_never_offered() -> None:
    assert make_level("flat", 1).level == "flat"
    assert make_level("strong", 1).level == "strong"
    assert not set(MEASURING) & set(LEVELS)
    with pytest.raises(ValueError, match="unknown level"):
        make_level("genius", 1)


def test_expert_bids_bids_as_expert_and_plays_as_flat() -> None:
    # A level for measuring what the bids alone are worth: `expert`'s bids, `flat`'s cards.
    states = list(random_states("classic", {"hands": [6]}, 16, seed=33))
    mixed, expert, flat = (make_level(level, 9) for level in ("expert-bids", "expert", "flat"))
    bids = cards = 0
    for game in states:
        view = game.view(game.to_act)
        if view.phase == "bid":
            assert mixed.choose_bid(view) == expert.choose_bid(view)
            bids += 1
        else:
            assert mixed.choose_card(view) == flat.choose_card(view)
            cards += 1
    assert bids and cards


def test_a_match_against_flat_runs_through_the_benchmark_in_worker_processes_too() -> None:
    argv = ["strong", "flat", "--pairs", "4", "--hands", "2", "--seed", "5"]
    texts = []
    for jobs in ("1", "2"):
        out = io.StringIO()
        assert main([*argv, "--jobs", jobs], out=out) == 0
        texts.append(out.getvalue())
    assert "strong vs flat" in texts[0] and "strong - flat" in texts[0]
    assert texts[0].splitlines()[:5] == texts[1].splitlines()[:5]
