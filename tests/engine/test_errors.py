"""RULES §7: every error code, the order in which they are reported when several apply, and
that an illegal action changes nothing (each `illegal_code` call compares a snapshot of
the whole game before and after)."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

from bot.engine import ErrorCode, Game, IllegalAction, Phase, Suit, card
from bot.ui.words.refusals import error_text

from .builders import act, bid_all, illegal_code, make_game, play_all

# Dealt by seat 3 (seat 0 bids first); hearts are trump.
HANDS = {0: "KS 2D AH", 1: "5S 3H 4C", 2: "LJ 6C 7C", 3: "QH 8C 9C"}


def bidding() -> Game:
    game = make_game(HANDS, size=3, dealer=3, turn_up="9H")
    assert game.phase is Phase.BID
    assert game.to_act == 0
    return game


def playing() -> Game:
    game = bidding()
    bid_all(game, [(0, 1), (1, 0), (2, 0), (3, 0)])
    assert game.phase is Phase.PLAY
    assert game.to_act == 0
    return game


def finished() -> Game:
    game = make_game({0: "AS", 1: "2S", 2: "3S", 3: "4S"}, size=1, dealer=3, turn_up="9H")
    bid_all(game, [(0, "board"), (1, 0), (2, 0), (3, 0)])
    play_all(game, [(0, "AS"), (1, "2S"), (2, "3S"), (3, "4S")])
    assert game.phase is Phase.OVER
    assert game.winner == 0
    return game


def blooper(lead: str) -> Game:
    """Seat 0 bid board and leads a Blooper (classic: R20 bidder, R21)."""
    hands = {0: f"{lead} 2S 3S", 1: "AH 3H 5S", 2: "6S 7S 8D", 3: "9S 10S JS"}
    game = make_game(hands, size=3, dealer=3, turn_up="9H")
    bid_all(game, [(0, "board"), (1, 0), (2, 0), (3, 0)])
    game.play(0, card(lead))
    return game


def test_S7_codes_are_the_table_in_its_order() -> None:
    assert [str(c) for c in ErrorCode] == [
        "game_over",
        "not_your_turn",
        "wrong_phase",
        "bid_out_of_range",
        "bad_card",
        "card_not_in_hand",
        "must_follow_suit",
        "must_play_highest_trump",
        "must_play_lowest_trump",
        "trumps_not_broken",
    ]


def test_S7_an_illegal_action_raises_with_a_code_and_a_message() -> None:
    game = playing()
    with pytest.raises(IllegalAction) as caught:
        game.play(0, card("AH"))
    assert caught.value.code == "trumps_not_broken"
    assert caught.value.code is ErrorCode.TRUMPS_NOT_BROKEN
    assert (caught.value.detail, caught.value.params) == ("", {})
    assert error_text(caught.value) == "Trumps are not broken yet: lead another suit."


def test_S7_after_an_illegal_action_the_same_seat_still_acts() -> None:
    game = playing()
    assert illegal_code(game, "play", 0, "AH") == "trumps_not_broken"
    game.play(0, card("KS"))
    assert illegal_code(game, "play", 1, "3H") == "must_follow_suit"
    game.play(1, card("5S"))
    assert game.to_act == 2


# ---------------------------------------------------------------------- game_over


@pytest.mark.parametrize(
    ("kind", "seat", "value"),
    [
        ("bid", 1, 0),
        ("bid", 0, "board"),
        ("play", 0, "KS"),
        ("play", 1, "2S"),
        ("bid", 7, "nonsense"),
        ("play", -1, "ZZ"),
        ("play", 2, "3S"),
    ],
)
def test_S7_game_over_for_any_action_after_the_end(kind: str, seat: int, value: Any) -> None:
    game = finished()
    assert illegal_code(game, kind, seat, value) == "game_over"


# ---------------------------------------------------------------------- not_your_turn


def test_S7_not_your_turn_in_bidding() -> None:
    game = bidding()
    assert illegal_code(game, "bid", 1, 0) == "not_your_turn"
    assert illegal_code(game, "bid", 3, "board") == "not_your_turn"


def test_S7_not_your_turn_in_play() -> None:
    game = playing()
    assert illegal_code(game, "play", 2, "LJ") == "not_your_turn"
    game.play(0, card("KS"))
    assert illegal_code(game, "play", 0, "2D") == "not_your_turn"


@pytest.mark.parametrize("seat", [4, 5, -1, 99])
def test_S7_not_your_turn_for_a_seat_outside_the_table(seat: int) -> None:
    assert illegal_code(bidding(), "bid", seat, 0) == "not_your_turn"
    assert illegal_code(playing(), "play", seat, "KS") == "not_your_turn"


def test_S7_not_your_turn_seat_3_in_a_three_player_game() -> None:
    game = make_game(size=2, dealer=2, preset="pagat-3", turn_up="2C")
    assert game.to_act == 0
    assert illegal_code(game, "bid", 3, 0) == "not_your_turn"


def test_S7_not_your_turn_comes_before_wrong_phase() -> None:
    assert illegal_code(bidding(), "play", 1, "5S") == "not_your_turn"
    assert illegal_code(playing(), "bid", 2, 0) == "not_your_turn"


def test_S7_not_your_turn_comes_before_bid_out_of_range() -> None:
    assert illegal_code(bidding(), "bid", 1, 99) == "not_your_turn"
    assert illegal_code(bidding(), "bid", 4, "three") == "not_your_turn"


def test_S7_not_your_turn_comes_before_bad_card_and_card_not_in_hand() -> None:
    assert illegal_code(playing(), "play", 2, "ZZ") == "not_your_turn"
    assert illegal_code(playing(), "play", 2, "AS") == "not_your_turn"
    assert illegal_code(playing(), "play", 5, "ZZ") == "not_your_turn"


# ---------------------------------------------------------------------- wrong_phase


def test_S7_wrong_phase_bid_during_play() -> None:
    assert illegal_code(playing(), "bid", 0, 1) == "wrong_phase"


def test_S7_wrong_phase_card_during_bidding() -> None:
    assert illegal_code(bidding(), "play", 0, "KS") == "wrong_phase"


def test_S7_wrong_phase_comes_before_bid_out_of_range() -> None:
    assert illegal_code(playing(), "bid", 0, 99) == "wrong_phase"
    assert illegal_code(playing(), "bid", 0, "3") == "wrong_phase"


def test_S7_wrong_phase_comes_before_bad_card_and_card_not_in_hand() -> None:
    assert illegal_code(bidding(), "play", 0, "ZZ") == "wrong_phase"
    assert illegal_code(bidding(), "play", 0, "QH") == "wrong_phase"


# ---------------------------------------------------------------------- bid_out_of_range


@pytest.mark.parametrize(
    "value",
    [
        3,
        4,
        13,
        -1,
        99,
        "3",
        "2",
        "0",
        1.5,
        True,
        False,
        None,
        "PASS",
        "Pass",
        "BOARD",
        "Board",
        "",
        "double",
        [],
        {},
        [1],
    ],
)
def test_S7_bid_out_of_range(value: Any) -> None:
    # A three-card classic hand: pass, board, or 0 to 2.
    game = bidding()
    assert illegal_code(game, "bid", 0, value) == "bid_out_of_range"


@pytest.mark.parametrize("value", [0, 1, 2, "pass", "board"])
def test_S7_bids_in_range_are_accepted(value: Any) -> None:
    game = bidding()
    act(game, "bid", 0, value)
    assert game.to_act == 1


# ---------------------------------------------------------------------- bad_card


@pytest.mark.parametrize(
    "value",
    [
        "ks",
        "Ks",
        "kS",
        "10h",
        "th",
        "tH",
        "1H",
        "11S",
        "",
        "XX",
        "10",
        "K",
        "KS ",
        " KS",
        "K S",
        "lj",
        "Lj",
        "JOKER",
        None,
        5,
        2.0,
        ["KS"],
    ],
)
def test_S7_bad_card(value: Any) -> None:
    game = playing()
    assert illegal_code(game, "play", 0, value) == "bad_card"


# ---------------------------------------------------------------------- card_not_in_hand


def test_S7_card_not_in_hand() -> None:
    game = playing()
    assert illegal_code(game, "play", 0, "5S") == "card_not_in_hand"
    assert illegal_code(game, "play", 0, "TD") == "card_not_in_hand"
    assert illegal_code(game, "play", 0, "BJ") == "card_not_in_hand"


def test_S7_card_not_in_hand_for_a_card_already_played() -> None:
    game = playing()
    game.play(0, card("KS"))
    assert illegal_code(game, "play", 1, "KS") == "card_not_in_hand"


def test_S7_card_not_in_hand_comes_before_trumps_not_broken() -> None:
    assert illegal_code(playing(), "play", 0, "QH") == "card_not_in_hand"


def test_S7_card_not_in_hand_comes_before_must_follow_suit() -> None:
    game = playing()
    game.play(0, card("KS"))
    assert illegal_code(game, "play", 1, "AH") == "card_not_in_hand"


def test_S7_card_not_in_hand_comes_before_the_blooper_codes() -> None:
    assert illegal_code(blooper("BJ"), "play", 1, "KH") == "card_not_in_hand"
    assert illegal_code(blooper("LJ"), "play", 1, "2H") == "card_not_in_hand"


# ---------------------------------------------------------------------- must_follow_suit


def test_S7_must_follow_suit() -> None:
    game = playing()
    game.play(0, card("KS"))
    assert illegal_code(game, "play", 1, "3H") == "must_follow_suit"
    assert illegal_code(game, "play", 1, "4C") == "must_follow_suit"


def test_S7_must_follow_suit_comes_before_must_play_highest_trump() -> None:
    # The example of §7: a non-trump played to a Blooper lead by a player holding trumps.
    assert illegal_code(blooper("BJ"), "play", 1, "5S") == "must_follow_suit"


def test_S7_must_follow_suit_comes_before_must_play_lowest_trump() -> None:
    assert illegal_code(blooper("LJ"), "play", 1, "5S") == "must_follow_suit"


# ---------------------------------------------------------------------- the Blooper codes


def test_S7_must_play_highest_trump() -> None:
    game = blooper("BJ")
    assert illegal_code(game, "play", 1, "3H") == "must_play_highest_trump"
    game.play(1, card("AH"))


def test_S7_must_play_lowest_trump() -> None:
    game = blooper("LJ")
    assert illegal_code(game, "play", 1, "AH") == "must_play_lowest_trump"
    game.play(1, card("3H"))


# ---------------------------------------------------------------------- trumps_not_broken


def test_S7_trumps_not_broken() -> None:
    game = playing()
    assert illegal_code(game, "play", 0, "AH") == "trumps_not_broken"
    game.play(0, card("2D"))


def test_an_illegal_action_survives_pickling() -> None:
    # A worker process (the decision pool's claim check) may raise it.
    error = IllegalAction(ErrorCode.MUST_FOLLOW_SUIT, detail="x", suit=Suit.HEARTS)
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is IllegalAction
    assert (again.code, again.detail, again.params) == (
        ErrorCode.MUST_FOLLOW_SUIT,
        "x",
        {"suit": Suit.HEARTS},
    )
    assert str(again) == str(error) == "must_follow_suit (x) suit=HEARTS"
    assert repr(again) == repr(error)
