"""The play-out table follows the engine's rules: played out by the rules of thumb from any
point of any preset, it takes the very tricks the engine gives the basic player."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ai import make_player
from bot.ai.table import table_of
from bot.engine import Phase

from .states import OPTION_MIXES, PRESETS, random_states, tiebreak_state
from .test_legal import TIEBREAKS

BASIC = make_player("basic", 0)


CASES = [(preset, None) for preset in PRESETS] + [
    ("pagat-3" if options.get("players") == 3 else "classic", options) for options in OPTION_MIXES
]


@pytest.mark.parametrize(("preset", "options"), CASES)
def test_a_play_out_takes_the_tricks_the_engine_gives(
    preset: str, options: dict[str, Any] | None
) -> None:
    checked = 0
    for game in random_states(preset, options, 25, seed=41):
        if game.phase is not Phase.PLAY or game.in_tiebreak:
            continue  # tiebreak hands: below
        view = game.view(game.to_act)
        tricks = table_of(view, game.hands).finish()
        number = game.hand_number
        while game.hand_number == number and game.phase is not Phase.OVER:
            seat = game.to_act
            assert seat is not None
            game.play(seat, BASIC.choose_card(game.view(seat)))
        assert tuple(tricks) == game.results[-1].tricks
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize(("preset", "options", "seats"), TIEBREAKS)
def test_a_tiebreak_play_out_stops_where_the_engine_does(
    preset: str, options: dict[str, Any] | None, seats: int
) -> None:
    for seed in range(4):
        game = tiebreak_state(preset, options, seats, seed=seed)
        view = game.view(game.to_act)
        table = table_of(view, game.hands)
        tricks = table.finish()
        while (
            game.phase is not Phase.OVER
            and game.in_tiebreak
            and game.hand_number == view.hand_number
        ):
            seat = game.to_act
            assert seat is not None
            game.play(seat, BASIC.choose_card(game.view(seat)))
        assert game.tiebreaks, "the tiebreak hand ended"
        assert tuple(tricks) == game.tiebreaks[0].tricks


def test_a_copy_is_independent() -> None:
    game = next(s for s in random_states("classic", None, 20, seed=2) if s.phase is Phase.PLAY)
    view = game.view(game.to_act)
    table = table_of(view, game.hands)
    copy = table.copy()
    copy.finish()
    assert table.hands == list(game.hands) and table.tricks == list(view.tricks)
    assert copy.played == view.hand_size or copy.first_to is not None
    assert table.legal() == game.legal_mask()
