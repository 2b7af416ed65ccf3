"""Counts and ranges in English, for the logs and the command line; and what the engine's
refusals name for their words (the words are the catalogs': tests/ui/words/test_refusals.py)."""

from __future__ import annotations

import pytest

from bot.engine import ErrorCode, IllegalAction, Phase, card
from bot.engine.words import number_range, plural

from .builders import bid_all, make_game


def test_a_card_not_held_is_named_by_the_card() -> None:
    game = make_game({0: "KS 2D AH", 1: "5S 3H 4C", 2: "LJ 6C 7C", 3: "QH 8C 9C"}, size=3)
    bid_all(game, [(1, 1), (2, 0), (3, 0), (0, 0)])
    assert game.phase is Phase.PLAY
    seat = game.to_act
    assert seat is not None
    for code in ("BJ", "QD"):
        with pytest.raises(IllegalAction) as refused:
            game.play(seat, card(code))
        assert refused.value.code is ErrorCode.CARD_NOT_IN_HAND
        assert (refused.value.detail, refused.value.params) == ("", {"card": card(code)})


@pytest.mark.parametrize(
    ("size", "top"),
    [
        (1, 0),  # classic: at most the hand size minus one
        (2, 1),
        (5, 4),
    ],
)
def test_a_bid_out_of_range_names_the_highest_bid(size: int, top: int) -> None:
    game = make_game(size=size, dealer=3)
    with pytest.raises(IllegalAction) as refused:
        game.bid(0, 9)
    assert refused.value.code is ErrorCode.BID_OUT_OF_RANGE
    assert (refused.value.detail, refused.value.params) == ("", {"top": top})


def test_counts_and_ranges() -> None:
    assert [plural(n, "server") for n in (0, 1, 2)] == ["0 servers", "1 server", "2 servers"]
    assert plural(1, "party", "parties") == "1 party" and plural(3, "party", "parties") == (
        "3 parties"
    )
    assert [number_range(1, n) for n in (1, 2, 5)] == ["1", "1 or 2", "1-5"]
