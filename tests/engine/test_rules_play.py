"""RULES §4, play: the first leader (R16), following (R17), the trick winner (R18), leading
trumps (R19, R20) and the Blooper leads (R21)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine import (
    Card,
    Event,
    Game,
    HandDealt,
    Phase,
    PlayStarted,
    Suit,
    TrickWon,
    card,
)
from bot.engine.cards import SUIT_MASKS, trump_mask
from bot.engine.trick import beats

from .builders import (
    actor,
    bid_all,
    build_deck,
    codes,
    illegal_code,
    make_game,
    of_type,
    play_all,
)

# Most scenarios: dealt by seat 3, so seat 0 bids first; hearts are trump (9H turned up).
DEALER = 3
TURN = "9H"


def deal(hands: dict[int, str], preset: str = "classic", **options: Any) -> Game:
    size = len(next(iter(hands.values())).split())
    return make_game(hands, size=size, dealer=DEALER, preset=preset, options=options, turn_up=TURN)


def legal(game: Game) -> list[str]:
    return sorted(codes(game.legal_cards()))


def won_by(events: list[Event]) -> int:
    (won,) = of_type(events, TrickWon)
    return int(won.seat)


def leader_after(
    bids: list[tuple[int, int | str]], *, dealer: int = 0, preset: str = "classic", **options: Any
) -> int:
    game = make_game(size=5, dealer=dealer, preset=preset, options=options, turn_up="2C")
    events = bid_all(game, bids)
    (started,) = of_type(events, PlayStarted)
    assert game.phase is Phase.PLAY
    assert game.to_act == started.leader
    return int(started.leader)


# ---------------------------------------------------------------------- R16


def test_R16_the_highest_number_leads() -> None:
    assert leader_after([(1, 2), (2, 3), (3, 1), (0, 0)]) == 2


def test_R16_equal_highest_numbers_the_first_in_bidding_order_leads() -> None:
    # Dealt by seat 2: bidding order 3, 0, 1, 2. Seats 3 and 1 bid 2; seat 3 bid first.
    assert leader_after([(3, 2), (0, 1), (1, 2), (2, 0)], dealer=2) == 3


def test_R16_equal_highest_numbers_across_the_wrap_of_seat_numbers() -> None:
    # Dealt by seat 1: bidding order 2, 3, 0, 1; seats 2, 0 and 1 bid 3.
    assert leader_after([(2, 3), (3, 0), (0, 3), (1, 3)], dealer=1) == 2


def test_R16_board_beats_every_number() -> None:
    assert leader_after([(1, 4), (2, "board"), (3, 4), (0, 4)]) == 2


def test_R16_classic_between_boards_the_last_board_bidder_leads() -> None:
    assert leader_after([(1, "board"), (2, 1), (3, "board"), (0, 0)]) == 3
    assert leader_after([(1, "board"), (2, "board"), (3, "board"), (0, 4)]) == 3
    assert leader_after([(1, "board"), (2, "board"), (3, 0), (0, "board")]) == 0


def test_R16_pagat_between_boards_the_first_board_bidder_leads() -> None:
    assert leader_after([(1, "board"), (2, 1), (3, "board"), (0, 0)], preset="pagat") == 1
    assert leader_after([(1, 5), (2, "board"), (3, "board"), (0, "board")], preset="pagat") == 2


def test_R16_S9_board_lead_first_on_classic() -> None:
    assert leader_after([(1, "board"), (2, 1), (3, "board"), (0, 0)], board_lead="first") == 1


def test_R16_S9_board_lead_last_on_pagat() -> None:
    bids: list[tuple[int, int | str]] = [(1, "board"), (2, 1), (3, "board"), (0, 0)]
    assert leader_after(bids, preset="pagat", board_lead="last") == 3


def test_R16_pagat_everyone_bid_zero_the_seat_left_of_the_dealer_leads() -> None:
    assert leader_after([(3, 0), (0, 0), (1, "pass"), (2, 0)], dealer=2, preset="pagat") == 3


def test_R16_pagat_3_everyone_bid_zero_the_seat_left_of_the_dealer_leads() -> None:
    game = make_game(size=4, dealer=2, preset="pagat-3", turn_up="2C")
    events = bid_all(game, [(0, 0), (1, 0), (2, 0)])
    assert of_type(events, PlayStarted)[0].leader == 0
    assert game.to_act == 0


def test_R16_pagat_3_highest_number_leads() -> None:
    game = make_game(size=4, dealer=0, preset="pagat-3", turn_up="2C")
    bid_all(game, [(1, 1), (2, 2), (0, 2)])
    assert game.to_act == 2


# ---------------------------------------------------------------------- R17


def follow_game() -> Game:
    game = deal({0: "KS 2D 3D", 1: "5S AH 4C", 2: "LJ 6C 7C", 3: "QH 8C 9C"})
    bid_all(game, [(0, 1), (1, 0), (2, 0), (3, 0)])
    assert game.to_act == 0
    game.play(0, card("KS"))
    return game


def test_R17_a_player_holding_the_suit_led_must_follow() -> None:
    game = follow_game()
    assert legal(game) == ["5S"]
    assert illegal_code(game, "play", 1, "AH") == "must_follow_suit"
    assert illegal_code(game, "play", 1, "4C") == "must_follow_suit"
    game.play(1, card("5S"))


def test_R17_a_player_void_in_the_suit_led_may_play_any_card() -> None:
    game = follow_game()
    game.play(1, card("5S"))
    assert legal(game) == ["6C", "7C", "LJ"]
    game.play(2, card("6C"))
    assert legal(game) == ["8C", "9C", "QH"]
    events = game.play(3, card("QH"))
    assert won_by(events) == 3


def test_R17_a_joker_is_not_of_a_plain_suit_led() -> None:
    game = deal({0: "KS 2D 3D", 1: "LJ 5S 4C", 2: "6S 6C 7C", 3: "QH 8C 9C"})
    bid_all(game, [(0, 1), (1, 0), (2, 0), (3, 0)])
    game.play(0, card("KS"))
    assert legal(game) == ["5S"]
    assert illegal_code(game, "play", 1, "LJ") == "must_follow_suit"


def test_R17_a_void_player_may_play_a_joker_to_a_plain_lead() -> None:
    game = deal({0: "KS 2D 3D", 1: "LJ 5C 4C", 2: "6S 6C 7C", 3: "QH 8C 9C"})
    bid_all(game, [(0, 1), (1, 0), (2, 0), (3, 0)])
    game.play(0, card("KS"))
    assert legal(game) == ["4C", "5C", "LJ"]
    events = play_all(game, [(1, "LJ"), (2, "6S"), (3, "QH")])
    assert won_by(events) == 1  # the joker is a trump (R3) and outranks QH


def test_R17_a_trump_lead_calls_for_a_trump_jokers_included() -> None:
    # Seat 0 bid board, so it may lead a trump at once (R20, classic).
    game = deal({0: "AH 2S 3S", 1: "LJ 4S 5S", 2: "2H BJ 6S", 3: "7S 8S 9S"})
    bid_all(game, [(0, "board"), (1, 0), (2, 0), (3, 0)])
    game.play(0, card("AH"))
    assert legal(game) == ["LJ"]
    assert illegal_code(game, "play", 1, "4S") == "must_follow_suit"
    game.play(1, card("LJ"))
    assert legal(game) == ["2H", "BJ"]
    assert illegal_code(game, "play", 2, "6S") == "must_follow_suit"
    game.play(2, card("2H"))
    assert legal(game) == ["7S", "8S", "9S"]
    events = game.play(3, card("9S"))
    assert won_by(events) == 1


def test_R17_a_joker_lead_is_a_trump_lead() -> None:
    # pagat: no Blooper rule, so any trump answers; seat 0's board lets anyone lead trumps.
    game = deal({0: "BJ 2S 3S", 1: "4H KH 5S", 2: "LJ 6S 7S", 3: "8S 9S 10S"}, preset="pagat")
    bid_all(game, [(0, "board"), (1, 0), (2, 0), (3, 0)])
    assert game.to_act == 0
    game.play(0, card("BJ"))
    assert legal(game) == ["4H", "KH"]
    assert illegal_code(game, "play", 1, "5S") == "must_follow_suit"
    game.play(1, card("4H"))
    assert legal(game) == ["LJ"]
    game.play(2, card("LJ"))
    assert legal(game) == ["10S", "8S", "9S"]
    events = game.play(3, card("8S"))
    assert won_by(events) == 0


def test_R17_three_players_follow_suit() -> None:
    hands = {1: "AS 2H", 2: "3S 4S", 0: "5H 6D"}
    game = make_game(hands, size=2, dealer=0, preset="pagat-3", turn_up="2C")
    bid_all(game, [(1, 1), (2, 0), (0, 0)])
    game.play(1, card("AS"))
    assert legal(game) == ["3S", "4S"]
    game.play(2, card("4S"))
    assert legal(game) == ["5H", "6D"]


# ---------------------------------------------------------------------- R18


def test_R18_highest_card_of_the_suit_led_wins_off_suit_cards_do_not() -> None:
    # Clubs are trump; seats 1 and 3 are void in spades and throw aces.
    hands = {0: "2S 2H", 1: "AH 3H", 2: "3S 4H", 3: "AD 5H"}
    game = make_game(hands, size=2, dealer=3, turn_up="9C")
    bid_all(game, [(0, 1), (1, 0), (2, 0), (3, 0)])
    events = play_all(game, [(0, "2S"), (1, "AH"), (2, "3S"), (3, "AD")])
    (won,) = of_type(events, TrickWon)
    assert won.seat == 2
    assert str(won.card) == "3S"
    assert won.number == 1
    assert [(s, str(c)) for s, c in won.cards] == [(0, "2S"), (1, "AH"), (2, "3S"), (3, "AD")]


def test_R18_highest_trump_wins_and_the_winner_leads_the_next_trick() -> None:
    hands = {0: "5S 6S", 1: "2H 7D", 2: "10H 8D", 3: "KS 9D"}
    game = deal(hands)
    bid_all(game, [(0, 1), (1, 0), (2, 0), (3, 0)])
    events = play_all(game, [(0, "5S"), (1, "2H"), (2, "10H"), (3, "KS")])
    assert won_by(events) == 2
    assert game.tricks == [0, 0, 1, 0]
    assert game.to_act == 2
    assert game.trick == []


def test_R18_the_trick_winner_leads_after_several_tricks() -> None:
    hands = {0: "AS 2D 3C", 1: "2S AD 4C", 2: "3S 3D AC", 3: "4S 4D 5C"}
    game = make_game(hands, size=3, dealer=3, turn_up="9H")
    bid_all(game, [(0, 1), (1, 1), (2, 1), (3, 0)])
    assert game.to_act == 0
    assert won_by(play_all(game, [(0, "AS"), (1, "2S"), (2, "3S"), (3, "4S")])) == 0
    assert won_by(play_all(game, [(0, "2D"), (1, "AD"), (2, "3D"), (3, "4D")])) == 1
    assert game.to_act == 1
    assert won_by(play_all(game, [(1, "4C"), (2, "AC"), (3, "5C"), (0, "3C")])) == 2
    assert game.results[-1].tricks == (1, 1, 1, 0)


# ---------------------------------------------------------------------- R19


def numeric_lead(hands: dict[int, str], preset: str = "classic", **options: Any) -> Game:
    """Seat 0 bids 1 and leads; nobody bids board."""
    game = deal(hands, preset=preset, **options)
    bid_all(game, [(0, 1), (1, 0), (2, 0), (3, 0)])
    assert game.to_act == 0
    return game


def test_R19_no_trump_lead_before_trumps_are_broken() -> None:
    game = numeric_lead({0: "AH 2S 3S", 1: "4S 5S 6S", 2: "7S 8S 9S", 3: "10S JS QS"})
    assert legal(game) == ["2S", "3S"]
    assert illegal_code(game, "play", 0, "AH") == "trumps_not_broken"


def test_R19_no_joker_lead_before_trumps_are_broken() -> None:
    game = numeric_lead({0: "LJ 2S 3S", 1: "4S 5S 6S", 2: "7S 8S 9S", 3: "10S JS QS"})
    assert legal(game) == ["2S", "3S"]
    assert illegal_code(game, "play", 0, "LJ") == "trumps_not_broken"


def test_R19_pagat_without_a_board_bid_trumps_must_be_broken() -> None:
    game = numeric_lead(
        {0: "AH 2S 3S", 1: "4S 5S 6S", 2: "7S 8S 9S", 3: "10S JS QS"}, preset="pagat"
    )
    assert illegal_code(game, "play", 0, "AH") == "trumps_not_broken"


def test_R19_a_ruff_in_an_earlier_trick_breaks_trumps() -> None:
    hands = {0: "2S 3S 4D", 1: "4S 5S 5D", 2: "5H 6H 6D", 3: "7S 8S 7D"}
    game = numeric_lead(hands)
    assert won_by(play_all(game, [(0, "2S"), (1, "4S"), (2, "5H"), (3, "7S")])) == 2
    assert legal(game) == ["6D", "6H"]
    game.play(2, card("6H"))


BREAK_HANDS = {0: "2S 3D 4C 5C", 1: "4S 5D 6C 7C", 2: "5H 6D 8C 10C", 3: "7S AD 2H 9C"}


def test_R19_broken_trumps_let_a_seat_that_never_trumped_lead_one() -> None:
    # Trick 1: seat 2 ruffs. Trick 2: seat 2 leads a diamond that seat 3 wins. Seat 3 has
    # never played a trump, yet may lead one in trick 3.
    game = numeric_lead(BREAK_HANDS)
    assert won_by(play_all(game, [(0, "2S"), (1, "4S"), (2, "5H"), (3, "7S")])) == 2
    assert won_by(play_all(game, [(2, "6D"), (3, "AD"), (0, "3D"), (1, "5D")])) == 3
    assert legal(game) == ["2H", "9C"]
    game.play(3, card("2H"))


def test_R19_a_joker_played_in_an_earlier_trick_breaks_trumps() -> None:
    game = numeric_lead({**BREAK_HANDS, 2: "LJ 6D 8C 10C"})
    assert won_by(play_all(game, [(0, "2S"), (1, "4S"), (2, "LJ"), (3, "7S")])) == 2
    assert won_by(play_all(game, [(2, "6D"), (3, "AD"), (0, "3D"), (1, "5D")])) == 3
    assert legal(game) == ["2H", "9C"]
    game.play(3, card("2H"))


def test_R19_a_trump_lead_breaks_trumps_for_the_others() -> None:
    # Seat 0 bid board (classic: it may lead trumps); after its trump lead, anybody may.
    hands = {0: "AH 2S 3D 4C", 1: "2H 4S 5D 5C", 2: "3H 6S AD 6H", 3: "4H 7S 6D 7C"}
    game = deal(hands)
    bid_all(game, [(0, "board"), (1, 0), (2, 0), (3, 0)])
    assert won_by(play_all(game, [(0, "AH"), (1, "2H"), (2, "3H"), (3, "4H")])) == 0
    assert won_by(play_all(game, [(0, "3D"), (1, "5D"), (2, "AD"), (3, "6D")])) == 2
    assert legal(game) == ["6H", "6S"]
    game.play(2, card("6H"))


def test_R19_a_hand_of_only_trumps_may_lead_one() -> None:
    game = numeric_lead(
        {0: "AH 3H LJ", 1: "4S 5S 6S", 2: "7S 8S 9S", 3: "10S JS QS"}, blooper_leads=False
    )
    assert legal(game) == ["3H", "AH", "LJ"]
    game.play(0, card("3H"))


def test_R19_a_hand_of_only_jokers_may_lead_one() -> None:
    game = numeric_lead({0: "BJ LJ", 1: "4S 5S", 2: "7S 8S", 3: "10S JS"})
    assert legal(game) == ["BJ", "LJ"]
    events = play_all(game, [(0, "LJ"), (1, "4S"), (2, "7S"), (3, "10S")])
    assert won_by(events) == 0


def test_R19_trumps_broken_in_one_hand_are_not_broken_in_the_next() -> None:
    first = build_deck(
        {0: "2S 3S", 1: "4S 5S", 2: "5H 6D", 3: "7S 8S"}, dealer=3, size=2, turn_up="9H"
    )
    second = build_deck(
        {1: "AH 2D", 2: "3D 4D", 3: "5D 6D", 0: "7D 8D"}, dealer=0, size=2, turn_up="9H"
    )
    game = Game("classic", {"hands": [2, 2]}, first_dealer=3, decks=[first, second])
    bid_all(game, [(0, 1), (1, 0), (2, 0), (3, 0)])
    play_all(game, [(0, "2S"), (1, "4S"), (2, "5H"), (3, "7S")])  # seat 2 ruffs
    play_all(game, [(2, "6D"), (3, "8S"), (0, "3S"), (1, "5S")])
    assert game.hand_number == 2
    bid_all(game, [(1, 1), (2, 0), (3, 0), (0, 0)])
    assert game.to_act == 1
    assert illegal_code(game, "play", 1, "AH") == "trumps_not_broken"
    assert legal(game) == ["2D"]


# ---------------------------------------------------------------------- R20

R20_HANDS = {0: "AH 2S 3D", 1: "2H 4S AS", 2: "3H 6S 5D", 3: "4H 7S 6D"}


def board_by_seat_0(preset: str = "classic", **options: Any) -> Game:
    game = deal(R20_HANDS, preset=preset, **options)
    bid_all(game, [(0, "board"), (1, 0), (2, 1), (3, 0)])
    assert game.to_act == 0
    return game


def test_R20_classic_a_board_bidder_may_lead_trumps_from_the_first_trick() -> None:
    game = board_by_seat_0()
    assert legal(game) == ["2S", "3D", "AH"]
    events = play_all(game, [(0, "AH"), (1, "2H"), (2, "3H"), (3, "4H")])
    assert won_by(events) == 0


def test_R20_classic_only_the_board_bidder_may_lead_trumps_early() -> None:
    game = board_by_seat_0()
    assert won_by(play_all(game, [(0, "2S"), (1, "AS"), (2, "6S"), (3, "7S")])) == 1
    assert illegal_code(game, "play", 1, "2H") == "trumps_not_broken"
    assert legal(game) == ["4S"]


def test_R20_classic_the_board_bidders_exception_lasts_the_whole_hand() -> None:
    hands = {0: "AS 2H 3D", 1: "2S 3H 4D", 2: "3S 4H 5D", 3: "4S 5H 6D"}
    game = deal(hands)
    bid_all(game, [(0, "board"), (1, 0), (2, 1), (3, 0)])
    assert won_by(play_all(game, [(0, "AS"), (1, "2S"), (2, "3S"), (3, "4S")])) == 0
    assert legal(game) == ["2H", "3D"]
    game.play(0, card("2H"))


def test_R20_pagat_once_anybody_bid_board_anybody_may_lead_trumps() -> None:
    game = board_by_seat_0(preset="pagat")
    assert legal(game) == ["2S", "3D", "AH"]
    assert won_by(play_all(game, [(0, "2S"), (1, "AS"), (2, "6S"), (3, "7S")])) == 1
    assert legal(game) == ["2H", "4S"]
    game.play(1, card("2H"))


def test_R20_S9_board_trump_lead_none_the_board_bidder_may_not_lead_trumps() -> None:
    game = board_by_seat_0(board_trump_lead="none")
    assert legal(game) == ["2S", "3D"]
    assert illegal_code(game, "play", 0, "AH") == "trumps_not_broken"


def test_R20_S9_board_trump_lead_none_on_pagat() -> None:
    game = board_by_seat_0(preset="pagat", board_trump_lead="none")
    assert illegal_code(game, "play", 0, "AH") == "trumps_not_broken"


def test_R20_S9_board_trump_lead_anyone_on_classic() -> None:
    game = board_by_seat_0(board_trump_lead="anyone")
    assert won_by(play_all(game, [(0, "2S"), (1, "AS"), (2, "6S"), (3, "7S")])) == 1
    assert legal(game) == ["2H", "4S"]
    game.play(1, card("2H"))


def test_R20_S9_board_trump_lead_bidder_on_pagat() -> None:
    game = board_by_seat_0(preset="pagat", board_trump_lead="bidder")
    assert legal(game) == ["2S", "3D", "AH"]
    assert won_by(play_all(game, [(0, "2S"), (1, "AS"), (2, "6S"), (3, "7S")])) == 1
    assert illegal_code(game, "play", 1, "2H") == "trumps_not_broken"


def test_R20_anyone_needs_a_board_bid_in_this_hand() -> None:
    game = deal(R20_HANDS, preset="pagat")
    bid_all(game, [(0, 3), (1, 0), (2, 0), (3, 0)])
    assert illegal_code(game, "play", 0, "AH") == "trumps_not_broken"


# ---------------------------------------------------------------------- R21


def blooper_game(hands: dict[int, str], preset: str = "classic", **options: Any) -> Game:
    """Seat 0 bids board and leads (it may lead a trump at once in both presets)."""
    game = deal(hands, preset=preset, **options)
    bid_all(game, [(0, "board"), (1, 0), (2, 0), (3, 0)])
    assert game.to_act == 0
    return game


BIG_LEAD = {0: "BJ 2S 3S", 1: "LJ AH 3H", 2: "KH 4H 5S", 3: "6S 7S 8D"}
LITTLE_LEAD = {0: "LJ 2S 3S", 1: "BJ 2H 5S", 2: "QH 4H 6S", 3: "7S 8S 9D"}


def test_R21_big_blooper_lead_forces_highest_trump() -> None:
    game = blooper_game(BIG_LEAD)
    game.play(0, card("BJ"))
    assert legal(game) == ["LJ"]
    assert illegal_code(game, "play", 1, "AH") == "must_play_highest_trump"
    assert illegal_code(game, "play", 1, "3H") == "must_play_highest_trump"
    game.play(1, card("LJ"))
    assert legal(game) == ["KH"]
    assert illegal_code(game, "play", 2, "4H") == "must_play_highest_trump"
    game.play(2, card("KH"))
    assert legal(game) == ["6S", "7S", "8D"]  # no trump: any card
    assert won_by(game.play(3, card("8D"))) == 0


def test_R21_little_blooper_lead_forces_lowest_trump() -> None:
    game = blooper_game(LITTLE_LEAD)
    game.play(0, card("LJ"))
    assert legal(game) == ["2H"]
    assert illegal_code(game, "play", 1, "BJ") == "must_play_lowest_trump"
    game.play(1, card("2H"))
    assert legal(game) == ["4H"]
    assert illegal_code(game, "play", 2, "QH") == "must_play_lowest_trump"
    game.play(2, card("4H"))
    assert legal(game) == ["7S", "8S", "9D"]
    assert won_by(game.play(3, card("7S"))) == 0


def test_R21_little_blooper_lead_a_lone_big_blooper_must_be_played() -> None:
    game = blooper_game({0: "LJ 2S 3S", 1: "BJ 4S 5S", 2: "QH 4H 6S", 3: "7S 8S 9D"})
    game.play(0, card("LJ"))
    assert legal(game) == ["BJ"]
    game.play(1, card("BJ"))
    game.play(2, card("4H"))
    assert won_by(game.play(3, card("9D"))) == 1


def test_R21_big_blooper_lead_a_lone_small_trump_must_be_played() -> None:
    game = blooper_game({0: "BJ 2S 3S", 1: "2H 4S 5S", 2: "6S 7S 8S", 3: "9S 10S JS"})
    game.play(0, card("BJ"))
    assert legal(game) == ["2H"]
    assert illegal_code(game, "play", 1, "4S") == "must_follow_suit"


def test_R21_pagat_has_no_blooper_rule() -> None:
    game = blooper_game(BIG_LEAD, preset="pagat")
    game.play(0, card("BJ"))
    assert legal(game) == ["3H", "AH", "LJ"]
    game.play(1, card("3H"))
    game.play(2, card("4H"))
    game = blooper_game(LITTLE_LEAD, preset="pagat")
    game.play(0, card("LJ"))
    assert legal(game) == ["2H", "BJ"]
    assert won_by(play_all(game, [(1, "BJ"), (2, "QH"), (3, "9D")])) == 1


def test_R21_S9_blooper_leads_false_on_classic() -> None:
    game = blooper_game(BIG_LEAD, blooper_leads=False)
    game.play(0, card("BJ"))
    assert legal(game) == ["3H", "AH", "LJ"]
    game.play(1, card("AH"))


def test_R21_S9_blooper_leads_true_on_pagat() -> None:
    game = blooper_game(BIG_LEAD, preset="pagat", blooper_leads=True)
    game.play(0, card("BJ"))
    assert legal(game) == ["LJ"]
    assert illegal_code(game, "play", 1, "3H") == "must_play_highest_trump"
    game = blooper_game(LITTLE_LEAD, preset="pagat", blooper_leads=True)
    game.play(0, card("LJ"))
    assert illegal_code(game, "play", 1, "BJ") == "must_play_lowest_trump"


def test_R21_only_a_joker_lead_triggers_the_rule() -> None:
    game = blooper_game({0: "AH 2S 3S", 1: "LJ KH 3H", 2: "QH 4H 5S", 3: "6S 7S 8D"})
    game.play(0, card("AH"))
    assert legal(game) == ["3H", "KH", "LJ"]
    game.play(1, card("3H"))


def test_R21_blooper_lead_after_trumps_are_broken() -> None:
    # Nobody bid board: seat 2 ruffs trick 1, then leads the Big Blooper.
    hands = {0: "2S 3D 9C", 1: "4S 5H AH", 2: "2H BJ 4D", 3: "6S 7H 8C"}
    game = numeric_lead(hands)
    assert won_by(play_all(game, [(0, "2S"), (1, "4S"), (2, "2H"), (3, "6S")])) == 2
    game.play(2, card("BJ"))
    assert legal(game) == ["7H"]
    assert illegal_code(game, "play", 3, "8C") == "must_follow_suit"
    game.play(3, card("7H"))
    assert legal(game) == ["3D", "9C"]
    game.play(0, card("9C"))
    assert legal(game) == ["AH"]
    assert illegal_code(game, "play", 1, "5H") == "must_play_highest_trump"


# ---------------------------------------------------------------------- R17-R21 oracle

RANK_ORDER = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def is_trump(c: Card, trump: Suit | None) -> bool:
    text = str(c)
    if trump is None:
        return False
    return text in ("BJ", "LJ") or text[-1] == trump.letter


def trump_strength(c: Card) -> int:
    text = str(c)
    if text == "BJ":
        return 100
    if text == "LJ":
        return 99
    return RANK_ORDER.index(text[:-1])


def expected_legal(game: Game, broken: bool, tiebreak: bool) -> set[Card]:
    seat = actor(game)
    hand = set(game.hand(seat))
    trump = game.trump
    trumps = {c for c in hand if is_trump(c, trump)}
    options = game.options
    if not game.trick:
        exception = False
        if not tiebreak:
            boards = [s for s, b in enumerate(game.bids) if b == "board"]
            if options.board_trump_lead == "bidder":
                exception = seat in boards
            elif options.board_trump_lead == "anyone":
                exception = bool(boards)
        if broken or exception or trumps == hand:
            return hand
        return hand - trumps
    lead = game.trick[0][1]
    if is_trump(lead, trump):
        if not trumps:
            return hand
        if options.blooper_leads and str(lead) == "BJ":
            return {max(trumps, key=trump_strength)}
        if options.blooper_leads and str(lead) == "LJ":
            return {min(trumps, key=trump_strength)}
        return trumps
    same = {c for c in hand if str(c) not in ("BJ", "LJ") and str(c)[-1] == str(lead)[-1]}
    return same or hand


def expected_winner(plays: tuple[tuple[int, Card], ...], trump: Suit | None) -> int:
    ruffs = [(s, c) for s, c in plays if is_trump(c, trump)]
    if ruffs:
        return max(ruffs, key=lambda p: trump_strength(p[1]))[0]
    suit = str(plays[0][1])[-1]
    followers = [(s, c) for s, c in plays if str(c)[-1] == suit and str(c) not in ("BJ", "LJ")]
    return max(followers, key=lambda p: RANK_ORDER.index(str(p[1])[:-1]))[0]


OPTION_MIXES: list[tuple[str, dict[str, Any]]] = [
    ("classic", {}),
    ("pagat", {}),
    ("pagat-3", {}),
    ("classic", {"board_trump_lead": "anyone", "joker_turnup": "next"}),
    ("classic", {"board_trump_lead": "none", "blooper_leads": False}),
    ("pagat", {"board_trump_lead": "bidder", "blooper_leads": True, "joker_turnup": "swap"}),
    ("pagat-3", {"blooper_leads": True, "board_trump_lead": "none"}),
    ("classic", {"players": 3}),
]


@pytest.mark.parametrize(("preset", "options"), OPTION_MIXES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_R17_to_R21_legal_cards_and_trick_winners_match_the_rules_in_random_games(
    preset: str, options: dict[str, Any], seed: int
) -> None:
    game = Game(preset, options or None, seed=seed)
    rng = random.Random(seed * 7919)
    broken = False
    schedule = len(game.options.hands)
    checked = 0
    while game.phase is not Phase.OVER:
        seat = actor(game)
        if game.phase is Phase.BID:
            events = game.bid(seat, rng.choice(game.legal_bids()))
        else:
            tiebreak = game.hand_number > schedule
            want = expected_legal(game, broken, tiebreak)
            assert set(game.legal_cards()) == want
            checked += 1
            trick_before = list(game.trick)
            trump = game.trump
            chosen = rng.choice(sorted(want))
            events = game.play(seat, chosen)
            if is_trump(chosen, trump):
                broken = True
            for won in of_type(events, TrickWon):
                plays = (*trick_before, (seat, chosen))
                assert won.cards == plays
                assert won.seat == expected_winner(plays, trump)
                nxt = of_type(events, HandDealt)
                if not nxt and game.phase is Phase.PLAY and game.trick == []:
                    assert game.to_act == won.seat
        if of_type(events, HandDealt):
            broken = False
            if game.trump is None:
                held = {str(c) for s in range(game.players) for c in game.hand(s)}
                assert not held & {"BJ", "LJ"}  # R8/R9: no joker in a no-trump hand
    assert checked > 0


def test_r18_beats_on_masks() -> None:
    # Spades trump; hearts led. Indexes: spades 0-12, hearts 13-25, jokers 52-53.
    tm = trump_mask(Suit.SPADES)
    hearts = SUIT_MASKS[1]
    assert beats(20, 15, hearts, tm)  # a higher heart
    assert not beats(14, 15, hearts, tm)  # a lower heart
    assert not beats(40, 15, hearts, tm)  # a club, off suit
    assert beats(0, 25, hearts, tm)  # the lowest trump over the ace led
    assert not beats(25, 0, hearts, tm)  # a heart never beats a trump
    assert beats(52, 12, hearts, tm) and not beats(12, 52, hearts, tm)  # jokers top trumps
