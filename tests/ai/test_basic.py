"""The basic player's rules of thumb, on hands made for the purpose."""

from __future__ import annotations

from bot.ai import make_player
from bot.engine import BOARD, Bid, Game, card, cards

from ..engine.builders import build_deck, spare_deck

BASIC = make_player("basic", 1)


def deal(hands: dict[int, str], size: int, turn_up: str, *, preset: str = "classic") -> Game:
    """A game of one hand of `size` cards dealt by seat 3 (seat 0 bids first)."""
    deck = build_deck(hands, dealer=3, size=size, turn_up=turn_up)
    return Game(preset, {"hands": [size]}, first_dealer=3, decks=[deck, spare_deck(1)])


def bid_all(game: Game, bids: list[Bid]) -> None:
    for seat, bid in enumerate(bids):
        game.bid(seat, bid)


def play(game: Game, codes: str) -> None:
    for code in codes.split():
        assert game.to_act is not None
        game.play(game.to_act, card(code))


def test_bids_its_sure_tricks() -> None:
    # Trump hearts: both Bloopers and the ace of trumps, two plain aces; the rest low.
    game = deal({0: "BJ LJ AH AS AC 2S 3S 4D 5D 6D 2C 3C 4C"}, 13, "7H")
    bid = BASIC.choose_bid(game.view(0))
    assert isinstance(bid, int) and 5 <= bid <= 7


def test_bids_nothing_without_tricks() -> None:
    game = deal({0: "2S 3S 4S 2D 3D 4D 5D 2C 3C 4C 5C 6C 7C"}, 13, "7H")
    assert BASIC.choose_bid(game.view(0)) == 0


def test_bids_board_holding_every_trick() -> None:
    game = deal({0: "BJ"}, 1, "7H")
    assert BASIC.choose_bid(game.view(0)) == "board"


def test_does_not_trump_a_trick_the_partner_is_winning() -> None:
    # Seat 0 leads the ace of spades; seat 2, its partner, has no spade and holds trumps.
    game = deal({0: "AS 2D 3D", 1: "2S 4D 5D", 2: "QH JH 7C", 3: "3S 6D 7D"}, 3, "9H")
    bid_all(game, [1, 0, 0, 0])
    play(game, "AS 2S")
    assert BASIC.choose_card(game.view(2)) == card("7C")


def test_trumps_a_trick_the_other_side_is_winning() -> None:
    game = deal({0: "2S 2D 3D", 1: "AS 4D 5D", 2: "QH JH 7C", 3: "3S 6D 7D"}, 3, "9H")
    bid_all(game, [1, 0, 0, 0])
    play(game, "2S AS")
    # The lowest trump that wins.
    assert BASIC.choose_card(game.view(2)) == card("JH")


def test_last_to_play_wins_with_the_lowest_card_that_wins() -> None:
    game = deal({0: "5S 2D", 1: "9S 4D", 2: "7S 5D", 3: "KS 10S"}, 2, "2C")
    bid_all(game, [1, 0, 0, 0])
    play(game, "5S 9S 7S")
    assert BASIC.choose_card(game.view(3)) == card("10S")


def test_does_not_overtake_the_partners_sure_winner() -> None:
    game = deal({0: "KS 2D", 1: "4S 4D", 2: "AS 3S", 3: "5S 6D"}, 2, "2C")
    bid_all(game, [1, 0, 0, 0])
    play(game, "KS 4S")
    # From seat 2's seat the king is boss (it holds the ace itself): keep the ace.
    assert BASIC.choose_card(game.view(2)) == card("3S")


def test_leads_the_top_trump_to_draw_trumps() -> None:
    hands = {
        0: "BJ KH 5H 3H 2D",
        1: "QS JS 4D 5D 6D",
        2: "10S 8D 9D 10D 2C",
        3: "2H 3C 4C 5C 6C",
    }
    game = deal(hands, 5, "9H")
    bid_all(game, [0, 2, 0, 0])
    # Seat 3 trumps the spade lead, seat 0 overtrumps: trumps are broken, seat 0 leads.
    play(game, "QS 10S 2H 3H")
    assert game.to_act == 0 and game.trumps_broken
    assert BASIC.choose_card(game.view(0)) == card("BJ")


def test_a_board_bidder_draws_trumps_from_the_first_trick() -> None:
    # Classic: a board bidder may lead trumps at once (R20); the Big Blooper pulls the rest.
    game = deal({0: "BJ LJ AH KH QH"}, 5, "9H")
    bid_all(game, [BOARD, 0, 0, 0])
    assert game.to_act == 0
    assert BASIC.choose_card(game.view(0)) in cards("BJ")


def test_second_hand_plays_low_but_fights_a_board() -> None:
    hands = {0: "QS 2D", 1: "KS 3S", 2: "JS 4D", 3: "10S 5D"}
    numeric = deal(hands, 2, "2H")
    bid_all(numeric, [1, 0, 0, 0])
    play(numeric, "QS")
    # The ace of spades is unseen: the king may lose to it, so second hand plays low...
    assert BASIC.choose_card(numeric.view(1)) == card("3S")
    board = deal(hands, 2, "2H")
    bid_all(board, [BOARD, 0, 0, 0])
    play(board, "QS")
    # ...but one trick sets a board: seat 1 tries the king at once.
    assert BASIC.choose_card(board.view(1)) == card("KS")
