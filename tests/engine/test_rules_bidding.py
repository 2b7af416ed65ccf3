"""RULES §3, bidding: the round (R12), the range and an all-pass (R13), board levels (R14)
and contracts (R15)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import (
    BidPlaced,
    Game,
    HandDealt,
    Phase,
    PlayStarted,
    RedealRecord,
    Redealt,
)

from .builders import (
    act,
    actor,
    bid_all,
    build_deck,
    dealt_hands,
    illegal_code,
    make_game,
    of_type,
    spare_deck,
)


def table(size: int = 5, dealer: int = 0, preset: str = "classic", **options: Any) -> Game:
    return make_game(size=size, dealer=dealer, preset=preset, options=options, turn_up="2C")


# ---------------------------------------------------------------------- R12


def test_R12_bidding_starts_left_of_the_dealer_and_goes_clockwise_once() -> None:
    game = table(dealer=2)
    seen = []
    for value in (1, 0, 2, 1):
        seen.append(game.to_act)
        assert game.phase is Phase.BID
        game.bid(actor(game), value)
    assert seen == [3, 0, 1, 2]
    assert game.phase is Phase.PLAY


def test_R12_every_bid_is_public_at_once() -> None:
    game = table(dealer=2)
    assert game.bids == [None, None, None, None]
    assert game.bid(3, 2) == [BidPlaced(3, 2, 0)]
    assert game.bids == [None, None, None, 2]
    assert act(game, "bid", 0, "pass") == [BidPlaced(0, 0, 0)]
    assert game.bids == [0, None, None, 2]
    assert act(game, "bid", 1, "board") == [BidPlaced(1, "board", 1)]
    assert game.bids == [0, "board", None, 2]


def test_R12_pass_is_the_same_as_zero() -> None:
    game = table(dealer=0)
    bid_all(game, [(1, "pass"), (2, 0), (3, 1), (0, "pass")])
    assert game.bids == [0, 0, 0, 1]
    assert game.contracts == (0, 1)


def test_R12_bids_need_not_rise() -> None:
    game = table(dealer=0)
    events = bid_all(game, [(1, 4), (2, 1), (3, 0), (0, 3)])
    assert [e.bid for e in of_type(events, BidPlaced)] == [4, 1, 0, 3]
    assert game.bids == [3, 4, 1, 0]


def test_R12_bidding_goes_round_only_once() -> None:
    game = table(dealer=0)
    bid_all(game, [(1, 4), (2, 1), (3, 0), (0, 3)])
    assert game.phase is Phase.PLAY
    assert game.to_act == 1
    assert illegal_code(game, "bid", 1, 2) == "wrong_phase"
    assert game.legal_bids() == []


def test_R12_three_players_bid_from_the_dealers_left() -> None:
    game = make_game(size=4, dealer=1, preset="pagat-3", turn_up="2C")
    seen = []
    for _ in range(3):
        seen.append(game.to_act)
        game.bid(actor(game), 1)
    assert seen == [2, 0, 1]
    assert game.phase is Phase.PLAY


# ---------------------------------------------------------------------- R13


def test_R13_classic_range_is_zero_to_n_minus_one_or_board() -> None:
    game = table(size=5)
    assert game.legal_bids() == [0, 1, 2, 3, 4, "board"]
    assert illegal_code(game, "bid", 1, 5) == "bid_out_of_range"
    game.bid(1, 4)
    assert game.bids[1] == 4


def test_R13_pagat_range_is_zero_to_n_or_board() -> None:
    game = table(size=5, preset="pagat")
    assert game.legal_bids() == [0, 1, 2, 3, 4, 5, "board"]
    assert illegal_code(game, "bid", 1, 6) == "bid_out_of_range"
    game.bid(1, 5)
    assert game.bids[1] == 5


def test_R13_classic_one_card_hand_allows_only_pass_or_board() -> None:
    game = table(size=1)
    assert game.legal_bids() == [0, "board"]
    assert illegal_code(game, "bid", 1, 1) == "bid_out_of_range"


def test_R13_thirteen_card_hands() -> None:
    classic = table(size=13)
    assert illegal_code(classic, "bid", 1, 13) == "bid_out_of_range"
    classic.bid(1, 12)
    pagat = Game("pagat", {"hands": [13]}, first_dealer=0, seed=4)
    assert illegal_code(pagat, "bid", 1, 14) == "bid_out_of_range"
    pagat.bid(1, 13)
    assert pagat.bids[1] == 13


def test_R13_S9_max_bid_hand_on_classic() -> None:
    game = table(size=5, max_bid="hand")
    assert game.legal_bids() == [0, 1, 2, 3, 4, 5, "board"]
    game.bid(1, 5)
    assert illegal_code(game, "bid", 2, 6) == "bid_out_of_range"


def test_R13_S9_max_bid_hand_minus_one_on_pagat() -> None:
    game = table(size=5, preset="pagat", max_bid="hand_minus_one")
    assert game.legal_bids() == [0, 1, 2, 3, 4, "board"]
    assert illegal_code(game, "bid", 1, 5) == "bid_out_of_range"


def test_R13_classic_all_pass_the_next_dealer_redeals_the_same_size() -> None:
    deck2 = build_deck({2: "AS KS QS"}, dealer=1, size=3, turn_up="9H")
    game = Game("classic", {"hands": [3, 3]}, first_dealer=0, decks=[spare_deck(4), deck2])
    events = bid_all(game, [(1, "pass"), (2, "pass"), (3, "pass"), (0, "pass")])
    assert of_type(events, Redealt) == [Redealt(1, 0, "all_pass", ())]
    (dealt,) = of_type(events, HandDealt)
    assert (dealt.number, dealt.size, dealt.dealer, dealt.tiebreak) == (1, 3, 1, False)
    assert game.redeals == [RedealRecord(1, 0, "all_pass")]
    assert game.results == []
    assert game.phase is Phase.BID
    assert game.hand_number == 1
    assert game.hand_size == 3
    assert game.dealer == 1
    assert game.to_act == 2
    assert game.bids == [None, None, None, None]
    expected = dealt_hands(deck2, dealer=1, size=3)
    for seat in range(4):
        assert set(game.hand(seat)) == expected[seat]
    assert str(game.turn_up) == "9H"


def test_R13_classic_all_zero_bids_are_an_all_pass() -> None:
    game = Game("classic", {"hands": [3]}, first_dealer=2, decks=[spare_deck(1), spare_deck(2)])
    events = bid_all(game, [(3, 0), (0, 0), (1, "pass"), (2, 0)])
    assert of_type(events, Redealt) == [Redealt(1, 2, "all_pass", ())]
    assert game.dealer == 3


def test_R13_classic_all_pass_twice_moves_the_deal_twice() -> None:
    decks = [spare_deck(1), spare_deck(2), spare_deck(3)]
    game = Game("classic", {"hands": [3]}, first_dealer=3, decks=decks)
    bid_all(game, [(0, 0), (1, 0), (2, 0), (3, 0)])
    bid_all(game, [(1, 0), (2, 0), (3, 0), (0, 0)])
    assert game.redeals == [RedealRecord(1, 3, "all_pass"), RedealRecord(1, 0, "all_pass")]
    assert game.dealer == 1
    assert game.to_act == 2


@pytest.mark.parametrize("odd", [1, "board"])
def test_R13_one_bid_that_is_not_a_pass_means_play(odd: int | str) -> None:
    game = table(dealer=0)
    bid_all(game, [(1, 0), (2, 0), (3, odd), (0, "pass")])
    assert game.phase is Phase.PLAY
    assert game.redeals == []
    assert game.to_act == 3


def test_R13_pagat_all_pass_play_goes_on() -> None:
    game = table(dealer=1, preset="pagat")
    events = bid_all(game, [(2, "pass"), (3, 0), (0, "pass"), (1, "pass")])
    assert of_type(events, Redealt) == []
    assert of_type(events, PlayStarted) == [PlayStarted((0, 0), (0, 0), 2)]
    assert game.phase is Phase.PLAY
    assert game.redeals == []
    assert game.to_act == 2  # R16: the seat left of the dealer


def test_R13_pagat_3_all_pass_play_goes_on() -> None:
    game = make_game(size=4, dealer=2, preset="pagat-3", turn_up="2C")
    bid_all(game, [(0, 0), (1, 0), (2, 0)])
    assert game.phase is Phase.PLAY
    assert game.to_act == 0


def test_R13_S9_all_pass_play_on_classic() -> None:
    game = table(dealer=1, all_pass="play")
    bid_all(game, [(2, 0), (3, 0), (0, 0), (1, 0)])
    assert game.phase is Phase.PLAY
    assert game.redeals == []
    assert game.to_act == 2


def test_R13_S9_all_pass_redeal_next_dealer_on_pagat() -> None:
    game = table(dealer=1, preset="pagat", all_pass="redeal_next_dealer")
    events = bid_all(game, [(2, 0), (3, 0), (0, 0), (1, 0)])
    assert of_type(events, Redealt) == [Redealt(1, 1, "all_pass", ())]
    assert game.dealer == 2
    assert game.phase is Phase.BID
    assert game.to_act == 3


# ---------------------------------------------------------------------- R14


def test_R14_linear_board_levels_rise_with_each_board_bid() -> None:
    game = table(dealer=3)
    events = bid_all(game, [(0, "board"), (1, "board"), (2, "board"), (3, "board")])
    assert [(e.seat, e.board_level) for e in of_type(events, BidPlaced)] == [
        (0, 1),
        (1, 2),
        (2, 3),
        (3, 4),
    ]
    assert game.board_levels == [1, 2, 3, 4]
    assert game.side_board_levels == (3, 4)


def test_R14_linear_counts_board_bids_in_bidding_order_not_seats() -> None:
    game = table(dealer=0)
    bid_all(game, [(1, "pass"), (2, "board"), (3, 3), (0, "board")])
    assert game.board_levels == [2, 0, 1, 0]
    assert game.side_board_levels == (2, 0)


def test_R14_second_board_is_a_double_board_for_the_other_side() -> None:
    game = table(dealer=1)
    bid_all(game, [(2, "board"), (3, 1), (0, 0), (1, "board")])
    assert game.board_levels == [0, 2, 1, 0]
    assert game.side_board_levels == (1, 2)


def test_R14_a_sides_level_is_the_highest_of_its_members() -> None:
    game = table(dealer=3)
    bid_all(game, [(0, "board"), (1, "board"), (2, "board"), (3, 2)])
    assert game.board_levels == [1, 2, 3, 0]
    assert game.side_board_levels == (3, 2)


def test_R14_pagat_every_board_is_level_one() -> None:
    game = table(dealer=3, preset="pagat")
    events = bid_all(game, [(0, "board"), (1, "board"), (2, "board"), (3, "board")])
    assert [e.board_level for e in of_type(events, BidPlaced)] == [1, 1, 1, 1]
    assert game.board_levels == [1, 1, 1, 1]
    assert game.side_board_levels == (1, 1)


def test_R14_S9_board_escalation_none_on_classic() -> None:
    game = table(dealer=3, board_escalation="none")
    bid_all(game, [(0, "board"), (1, "board"), (2, "board"), (3, 0)])
    assert game.board_levels == [1, 1, 1, 0]
    assert game.side_board_levels == (1, 1)


def test_R14_S9_board_escalation_linear_on_pagat() -> None:
    game = table(dealer=3, preset="pagat", board_escalation="linear")
    bid_all(game, [(0, 0), (1, "board"), (2, "board"), (3, 0)])
    assert game.board_levels == [0, 1, 2, 0]
    assert game.side_board_levels == (2, 1)


def test_R14_pagat_3_levels_per_seat() -> None:
    game = make_game(
        size=4, dealer=0, preset="pagat-3", turn_up="2C", options={"board_escalation": "linear"}
    )
    bid_all(game, [(1, "board"), (2, 1), (0, "board")])
    assert game.board_levels == [2, 1, 0]
    assert game.side_board_levels == (2, 1, 0)
    assert game.contracts == (4, 4, 1)


# ---------------------------------------------------------------------- R15


def test_R15_numeric_contract_is_the_sum_of_the_partners_bids() -> None:
    game = table(dealer=0)
    events = bid_all(game, [(1, 1), (2, 3), (3, 0), (0, 2)])
    assert game.contracts == (5, 1)
    assert game.side_board_levels == (0, 0)
    (started,) = of_type(events, PlayStarted)
    assert started.contracts == (5, 1)
    assert started.board_levels == (0, 0)


def test_R15_a_contract_may_exceed_the_hand_size() -> None:
    game = table(size=5, dealer=0)
    bid_all(game, [(1, 4), (2, 4), (3, 4), (0, 4)])
    assert game.contracts == (8, 8)


def test_R15_a_contract_may_be_zero() -> None:
    game = table(dealer=0)
    bid_all(game, [(1, "pass"), (2, 2), (3, 0), (0, 1)])
    assert game.contracts == (3, 0)


def test_R15_a_board_makes_the_contract_every_trick_whatever_the_partner_bid() -> None:
    game = table(size=5, dealer=0)
    events = bid_all(game, [(1, 2), (2, 3), (3, 1), (0, "board")])
    assert game.contracts == (5, 3)
    assert game.side_board_levels == (1, 0)
    (started,) = of_type(events, PlayStarted)
    assert started == PlayStarted((5, 3), (1, 0), 0)


def test_R15_pagat_3_contracts_per_seat() -> None:
    game = make_game(size=4, dealer=0, preset="pagat-3", turn_up="2C")
    bid_all(game, [(1, 3), (2, "pass"), (0, 4)])
    assert game.contracts == (4, 3, 0)
