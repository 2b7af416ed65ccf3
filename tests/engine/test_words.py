"""The engine's messages read as English: no doubled article, no empty range of bids."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction, Phase, card
from bot.engine.words import number_range, plural

from .builders import bid_all, make_game


def test_a_blooper_not_held_is_named_once_with_its_article() -> None:
    game = make_game({0: "KS 2D AH", 1: "5S 3H 4C", 2: "LJ 6C 7C", 3: "QH 8C 9C"}, size=3)
    bid_all(game, [(1, 1), (2, 0), (3, 0), (0, 0)])
    assert game.phase is Phase.PLAY
    seat = game.to_act
    assert seat is not None
    with pytest.raises(IllegalAction) as refused:
        game.play(seat, card("BJ"))
    assert refused.value.message == "You do not hold the Big Blooper."
    with pytest.raises(IllegalAction) as refused:
        game.play(seat, card("QD"))
    assert refused.value.message == "You do not hold the Queen of diamonds."


@pytest.mark.parametrize(
    ("size", "message"),
    [
        (1, "Bid pass or board."),  # classic: at most the hand size minus one
        (2, "Bid pass, 1 or board."),
        (5, "Bid pass, a number from 0 to 4, or board."),
    ],
)
def test_a_bid_out_of_range_says_what_may_be_bid(size: int, message: str) -> None:
    game = make_game(size=size, dealer=3)
    with pytest.raises(IllegalAction) as refused:
        game.bid(0, 9)
    assert refused.value.message == message


def test_counts_and_ranges() -> None:
    assert [plural(n, "server") for n in (0, 1, 2)] == ["0 servers", "1 server", "2 servers"]
    assert plural(1, "party", "parties") == "1 party" and plural(3, "party", "parties") == (
        "3 parties"
    )
    assert [number_range(1, n) for n in (1, 2, 5)] == ["1", "1 or 2", "1-5"]
