"""RULES §2, seats, dealer and dealing: sides (R5), the dealer's rotation (R6), the deal and
the turn-up (R7), a joker turned up (R8 swap, R9 next), no-trump hands (R10) and the
weak-hand redeal (R11)."""

from __future__ import annotations

import pytest

from bot.engine import (
    CARDS,
    Card,
    Game,
    HandDealt,
    HandScored,
    IllegalAction,
    MissingDeck,
    Phase,
    RedealRecord,
    Redealt,
    Suit,
    TrickWon,
    card,
    cards,
)

from .builders import (
    bid_all,
    build_deck,
    deal_order,
    dealt_hands,
    hand_set,
    illegal_code,
    make_game,
    of_type,
    plain_tricks,
    play_all,
    play_tricks,
    script_hands,
    spare_deck,
)

JOKERS = {"BJ", "LJ"}


def holds_joker(game: Game) -> bool:
    return any(hand_set(game, seat) & JOKERS for seat in range(game.players))


# ---------------------------------------------------------------------- R5


def test_R5_seats_0_and_2_and_seats_1_and_3_are_partners() -> None:
    # pagat, two cards, dealt by seat 0: bidding runs 1, 2, 3, 0.
    script = plain_tricks(1, [2, 0])
    game = make_game(script_hands(script), size=2, dealer=0, preset="pagat", turn_up="2C")
    bid_all(game, [(1, 1), (2, 1), (3, 0), (0, 1)])
    assert game.contracts == (2, 1)  # team 0: seats 0 + 2 = 1 + 1; team 1: 1 + 0
    winners, events = play_tricks(game, script)
    assert winners == [2, 0]
    (scored,) = of_type(events, HandScored)
    assert scored.result.tricks == (1, 0, 1, 0)
    assert scored.result.points == (10, -5)  # team 0 made 2; team 1 failed 1
    assert game.scores == [10, -5]


def test_R5_pagat_3_each_seat_is_its_own_side() -> None:
    script = plain_tricks(1, [1, 1], seats=(0, 1, 2), players=3)
    game = make_game(script_hands(script), size=2, dealer=0, preset="pagat-3", turn_up="2C")
    assert game.scores == [0, 0, 0]
    bid_all(game, [(1, 1), (2, 0), (0, 1)])
    assert game.contracts == (1, 1, 0)  # per seat
    winners, events = play_tricks(game, script)
    assert winners == [1, 1]
    (scored,) = of_type(events, HandScored)
    assert scored.result.points == (-5, 6, 0)
    assert game.scores == [-5, 6, 0]
    assert game.winner == 1


def test_R5_S9_players_3_override_makes_each_seat_a_side() -> None:
    game = Game("classic", {"players": 3}, first_dealer=2, seed=3)
    assert game.scores == [0, 0, 0]
    assert game.to_act == 0
    assert [len(game.hand(s)) for s in range(3)] == [13, 13, 13]
    assert illegal_code(game, "bid", 3, 0) == "not_your_turn"


def test_R5_S9_players_4_override_makes_pagat_3_a_partnership_game() -> None:
    game = Game("pagat-3", {"players": 4}, first_dealer=0, seed=3)
    assert game.scores == [0, 0]
    assert [len(game.hand(s)) for s in range(4)] == [2, 2, 2, 2]


# ---------------------------------------------------------------------- R6


@pytest.mark.parametrize(("preset", "players"), [("classic", 4), ("pagat", 4), ("pagat-3", 3)])
def test_R6_the_first_dealer_is_the_one_named(preset: str, players: int) -> None:
    for first in range(players):
        game = Game(preset, first_dealer=first, seed=first)
        assert game.dealer == first
        assert game.to_act == (first + 1) % players


def test_R6_the_deal_passes_clockwise_hand_after_hand() -> None:
    decks = [spare_deck(k) for k in range(12)]
    game = Game("pagat", {"hands": [1, 1, 1, 1, 1]}, first_dealer=3, decks=decks)
    dealers = []
    for _ in range(5):
        dealers.append(game.dealer)
        bid_all(game, [((game.dealer + k) % 4, "pass") for k in (1, 2, 3, 4)])
        for _ in range(4):
            seat = game.to_act
            assert seat is not None
            game.play(seat, game.hand(seat)[0])
    assert dealers == [3, 0, 1, 2, 3]
    assert [r.dealer for r in game.results] == [3, 0, 1, 2, 3]


def test_R6_R13_after_an_all_pass_redeal_the_seat_after_the_redealer_deals_next() -> None:
    redeal = plain_tricks(3, [3, 3])  # the redeal by seat 1 is bid from seat 2 on
    deck2 = build_deck(script_hands(redeal), dealer=1, size=2, turn_up="2C")
    game = Game(
        "classic",
        {"hands": [2, 2]},
        first_dealer=0,
        decks=[spare_deck(3), deck2, spare_deck(5)],
    )
    events = bid_all(game, [(1, "pass"), (2, "pass"), (3, "pass"), (0, "pass")])
    assert of_type(events, Redealt) == [Redealt(1, 0, "all_pass", ())]
    assert game.dealer == 1
    assert game.hand_number == 1
    bid_all(game, [(2, 0), (3, 1), (0, 0), (1, 0)])
    assert game.to_act == 3
    _, events = play_tricks(game, redeal)
    (scored,) = of_type(events, HandScored)
    assert scored.result.dealer == 1
    assert game.hand_number == 2
    assert game.dealer == 2
    assert game.to_act == 3


def test_R6_R11_after_a_weak_hand_redeal_the_seat_after_the_dealer_deals_next() -> None:
    weak = build_deck({0: "2H 3H 4H 5H 6H 7H 8H"}, dealer=2, size=7, turn_up="9S")
    script = plain_tricks(3, [3] * 7, suits="HDC")
    strong = build_deck(script_hands(script), dealer=2, size=7, turn_up="2S")
    game = Game("pagat", {"hands": [7, 1]}, first_dealer=2, decks=[weak, strong, spare_deck(9)])
    assert game.redeals == [RedealRecord(1, 2, "weak_hand")]
    assert game.dealer == 2
    bid_all(game, [(3, "pass"), (0, "pass"), (1, "pass"), (2, "pass")])
    assert game.to_act == 3
    winners, _ = play_tricks(game, script)
    assert winners == [3] * 7
    assert game.results[0].dealer == 2
    assert game.hand_number == 2
    assert game.dealer == 3


# ---------------------------------------------------------------------- R7


def test_R7_cards_go_one_at_a_time_from_the_dealers_left() -> None:
    # The pack in index order: 2S 3S 4S ... AS 2H ...; dealt by seat 1, 3 cards each.
    game = Game("classic", {"hands": [3]}, first_dealer=1, decks=[list(CARDS)])
    assert hand_set(game, 2) == {"2S", "6S", "10S"}
    assert hand_set(game, 3) == {"3S", "7S", "JS"}
    assert hand_set(game, 0) == {"4S", "8S", "QS"}
    assert hand_set(game, 1) == {"5S", "9S", "KS"}
    assert str(game.turn_up) == "AS"
    assert game.trump is Suit.SPADES


def test_R7_dealing_wraps_round_the_table_from_the_last_seat() -> None:
    game = Game("classic", {"hands": [3]}, first_dealer=3, decks=[list(CARDS)])
    assert hand_set(game, 0) == {"2S", "6S", "10S"}
    assert hand_set(game, 1) == {"3S", "7S", "JS"}
    assert hand_set(game, 2) == {"4S", "8S", "QS"}
    assert hand_set(game, 3) == {"5S", "9S", "KS"}
    assert str(game.turn_up) == "AS"


def test_R7_three_players_are_dealt_in_turn() -> None:
    game = Game("pagat-3", {"hands": [4]}, first_dealer=0, decks=[list(CARDS)])
    assert hand_set(game, 1) == {"2S", "5S", "8S", "JS"}
    assert hand_set(game, 2) == {"3S", "6S", "9S", "QS"}
    assert hand_set(game, 0) == {"4S", "7S", "10S", "KS"}
    assert str(game.turn_up) == "AS"
    assert game.trump is Suit.SPADES


def test_R7_thirteen_cards_each_and_the_53rd_card_is_turned_up() -> None:
    deck = [card("BJ"), card("LJ"), *CARDS[:52]]  # ... JC QC KC AC at the bottom
    game = Game("classic", {"hands": [13]}, first_dealer=0, decks=[deck])
    for i, seat in enumerate([1, 2, 3, 0]):
        assert set(game.hand(seat)) == set(deck[i:52:4])
        assert len(game.hand(seat)) == 13
    assert str(game.turn_up) == "KC"
    assert game.trump is Suit.CLUBS
    assert "AC" not in {str(c) for s in range(4) for c in game.hand(s)}


@pytest.mark.parametrize(
    ("turn_up", "trump"),
    [("7S", Suit.SPADES), ("QH", Suit.HEARTS), ("2D", Suit.DIAMONDS), ("AC", Suit.CLUBS)],
)
def test_R7_the_suit_of_the_turn_up_is_trump(turn_up: str, trump: Suit) -> None:
    game = make_game(size=5, dealer=2, turn_up=turn_up)
    assert str(game.turn_up) == turn_up
    assert game.trump is trump


@pytest.mark.parametrize(
    ("preset", "players", "dealer", "size"),
    [
        ("classic", 4, 0, 13),
        ("classic", 4, 3, 6),
        ("pagat", 4, 1, 4),
        ("pagat-3", 3, 2, 9),
        ("pagat-3", 3, 0, 13),
    ],
)
def test_R7_builder_deals_the_chosen_hands(
    preset: str, players: int, dealer: int, size: int
) -> None:
    after = ["8C", "9C"][: 53 - size * players]
    chosen = {
        (dealer + 1) % players: ["AS", "KH", "2C"][: min(size, 3)],
        dealer: ["QD", "3S"][: min(size, 2)],
    }
    deck = build_deck(chosen, dealer=dealer, size=size, players=players, turn_up="7C", after=after)
    expected = dealt_hands(deck, dealer=dealer, size=size, players=players)
    game = Game(preset, {"hands": [size]}, first_dealer=dealer, decks=[deck, spare_deck(1)])
    assert game.redeals == []  # no weak hand in these decks
    for seat in range(players):
        assert set(game.hand(seat)) == expected[seat]
    for seat, hand in chosen.items():
        assert {str(c) for c in hand} <= hand_set(game, seat)
    assert str(game.turn_up) == "7C"
    assert deck[size * players + 1 : size * players + 1 + len(after)] == cards(" ".join(after))
    assert deal_order(dealer, players)[0] == (dealer + 1) % players


# ---------------------------------------------------------------------- R8


def test_R8_big_blooper_turned_up_no_trump_and_the_little_blooper_is_exchanged() -> None:
    low = "3D 4D 5D 6D"
    game = make_game({2: ["LJ", *low.split()]}, size=5, dealer=0, turn_up="BJ", after=["KH"])
    assert str(game.turn_up) == "BJ"
    assert game.trump is None
    assert game.exchanged == 2
    assert hand_set(game, 2) == set(low.split()) | {"KH"}
    assert not holds_joker(game)


def test_R8_little_blooper_turned_up_and_the_big_blooper_is_exchanged() -> None:
    deck = build_deck({1: ["BJ", "AS", "KS"]}, dealer=3, size=3, turn_up="LJ", after=["2C"])
    before = dealt_hands(deck, dealer=3, size=3)
    game = Game("classic", {"hands": [3]}, first_dealer=3, decks=[deck])
    assert str(game.turn_up) == "LJ"
    assert game.trump is None
    assert game.exchanged == 1
    assert hand_set(game, 1) == {"AS", "KS", "2C"}
    for seat in (0, 2, 3):
        assert set(game.hand(seat)) == before[seat]
    assert not holds_joker(game)


def test_R8_joker_turned_up_with_the_other_joker_still_in_the_pack() -> None:
    deck = build_deck({}, dealer=0, size=4, turn_up="BJ", after=["9H", "LJ"])
    before = dealt_hands(deck, dealer=0, size=4)
    game = Game("classic", {"hands": [4]}, first_dealer=0, decks=[deck])
    assert game.trump is None
    assert game.exchanged is None
    for seat in range(4):
        assert set(game.hand(seat)) == before[seat]
    assert "9H" not in {str(c) for s in range(4) for c in game.hand(s)}
    assert not holds_joker(game)


def test_R8_thirteen_card_hand_the_exchange_takes_the_last_card_of_the_pack() -> None:
    game = make_game({3: ["LJ"]}, size=13, dealer=1, turn_up="BJ", after=["7D"])
    assert game.trump is None
    assert game.exchanged == 3
    assert "7D" in hand_set(game, 3)
    assert len(game.hand(3)) == 13
    assert not holds_joker(game)


def test_R8_a_redeal_with_a_joker_turned_up_reports_the_exchange() -> None:
    deck2 = build_deck({3: ["LJ", "2S", "3S"]}, dealer=1, size=3, turn_up="BJ", after=["QD"])
    game = Game("classic", {"hands": [3]}, first_dealer=0, decks=[spare_deck(2), deck2])
    events = bid_all(game, [(1, 0), (2, 0), (3, 0), (0, 0)])
    (dealt,) = of_type(events, HandDealt)
    assert dealt == HandDealt(1, 3, 1, card("BJ"), None, (2, 3, 0, 1), 3, False)
    assert hand_set(game, 3) == {"2S", "3S", "QD"}


def test_R8_S9_joker_turnup_swap_on_a_pagat_game() -> None:
    game = make_game(
        {1: ["LJ"]},
        size=4,
        dealer=0,
        preset="pagat",
        turn_up="BJ",
        options={"joker_turnup": "swap"},
        after=["5C", "6C"],
    )
    assert game.trump is None
    assert game.exchanged == 1
    assert "5C" in hand_set(game, 1)
    assert not holds_joker(game)


# ---------------------------------------------------------------------- R9


def test_R9_joker_turned_up_the_next_card_names_trump() -> None:
    deck = build_deck({1: ["LJ", "2S"]}, dealer=0, size=5, turn_up="BJ", after=["7H"])
    before = dealt_hands(deck, dealer=0, size=5)
    game = Game("pagat", {"hands": [5]}, first_dealer=0, decks=[deck])
    assert str(game.turn_up) == "BJ"
    assert game.trump is Suit.HEARTS
    assert game.exchanged is None
    for seat in range(4):
        assert set(game.hand(seat)) == before[seat]
    assert "LJ" in hand_set(game, 1)


def test_R9_two_jokers_turned_up_the_third_card_names_trump() -> None:
    game = make_game(size=5, dealer=0, preset="pagat", turn_up="BJ", after=["LJ", "4D"])
    assert str(game.turn_up) == "BJ"
    assert game.trump is Suit.DIAMONDS


def test_R9_little_blooper_turned_up() -> None:
    game = make_game(size=6, dealer=2, preset="pagat", turn_up="LJ", after=["9S"])
    assert str(game.turn_up) == "LJ"
    assert game.trump is Suit.SPADES


def test_R9_pack_runs_out_of_cards_no_trump() -> None:
    # 4 x 13 cards leave two cards: both jokers. The deal has honours everywhere (no R11).
    game = make_game(size=13, dealer=0, preset="pagat", turn_up="LJ", after=["BJ"])
    assert game.redeals == []
    assert str(game.turn_up) == "LJ"
    assert game.trump is None
    assert not holds_joker(game)


def test_R9_thirteen_cards_joker_then_last_card_names_trump() -> None:
    game = make_game({2: ["LJ"]}, size=13, dealer=0, preset="pagat", turn_up="BJ", after=["QC"])
    assert game.trump is Suit.CLUBS
    assert "LJ" in hand_set(game, 2)
    assert "QC" not in hand_set(game, 2)


def test_R9_three_players_jokers_turned_up_then_a_heart() -> None:
    game = make_game(size=13, dealer=1, preset="pagat-3", turn_up="LJ", after=["BJ", "5H"])
    assert game.trump is Suit.HEARTS
    assert str(game.turn_up) == "LJ"


def test_R9_S9_joker_turnup_next_on_a_classic_game() -> None:
    game = make_game(
        {1: ["LJ"]}, size=4, dealer=0, turn_up="BJ", after=["5C"], options={"joker_turnup": "next"}
    )
    assert game.trump is Suit.CLUBS
    assert game.exchanged is None
    assert "LJ" in hand_set(game, 1)
    assert "5C" not in hand_set(game, 1)


def test_R9_R3_the_joker_kept_in_hand_is_a_trump() -> None:
    # Hearts are trump after the BJ turn-up. Seat 0 holds only trumps, so it may lead one
    # (R19); seat 1 holds the LJ and no heart: it must play the LJ (R17), which wins (R3).
    hands = {0: "KH 9H", 1: "LJ 2S", 2: "3H 4S", 3: "AH 5S"}
    game = make_game(hands, size=2, dealer=3, preset="pagat", turn_up="BJ", after=["7H"])
    assert game.trump is Suit.HEARTS
    bid_all(game, [(0, 0), (1, 0), (2, 0), (3, 0)])
    game.play(0, card("KH"))
    assert [str(c) for c in game.legal_cards()] == ["LJ"]
    assert illegal_code(game, "play", 1, "2S") == "must_follow_suit"
    events = play_all(game, [(1, "LJ"), (2, "3H"), (3, "AH")])
    assert of_type(events, TrickWon)[0].seat == 1


# ---------------------------------------------------------------------- R10


def test_R10_no_trump_hand_highest_card_of_the_suit_led_wins() -> None:
    hands = {1: "5S AS", 2: "AH 2H", 3: "2S 3C", 0: "KD 4C"}
    game = make_game(hands, size=2, dealer=0, turn_up="BJ", after=["JH"])
    assert game.trump is None
    bid_all(game, [(1, 1), (2, 0), (3, 0), (0, 0)])
    assert game.to_act == 1
    events = play_all(game, [(1, "5S"), (2, "AH"), (3, "2S"), (0, "KD")])
    (won,) = of_type(events, TrickWon)
    assert won.seat == 1
    assert str(won.card) == "5S"


def test_R10_no_trump_hand_any_suit_may_be_led_from_the_first_trick() -> None:
    hands = {1: "5S AH", 2: "2H 3H", 3: "2S 3C", 0: "KD 4C"}
    game = make_game(hands, size=2, dealer=0, turn_up="LJ", after=["JH"])
    bid_all(game, [(1, 1), (2, 0), (3, 0), (0, 0)])
    assert set(game.legal_cards()) == set(cards("5S AH"))
    events = play_all(game, [(1, "AH"), (2, "2H"), (3, "2S"), (0, "KD")])
    assert of_type(events, TrickWon)[0].seat == 1


def test_R10_pagat_hand_without_trump_follows_suit_only() -> None:
    game = make_game(size=13, dealer=0, preset="pagat", turn_up="BJ", after=["LJ"])
    assert game.trump is None
    bid_all(game, [(1, 0), (2, 0), (3, 0), (0, 0)])
    assert game.to_act == 1
    assert set(game.legal_cards()) == set(game.hand(1))  # no trump to hold back
    lead = game.hand(1)[0]
    game.play(1, lead)
    follow = [c for c in game.hand(2) if c.suit == lead.suit]
    if follow:
        assert set(game.legal_cards()) == set(follow)
    else:
        assert set(game.legal_cards()) == set(game.hand(2))


# ---------------------------------------------------------------------- R11

WEAK = "2H 3H 4H 5H 6H 7H 8H"


def strong_deck(dealer: int, size: int = 7, turn_up: str = "KD") -> list[Card]:
    """Every seat holds an ace."""
    aces = dict(zip(deal_order(dealer), (["AS"], ["AH"], ["AD"], ["AC"]), strict=True))
    return build_deck(aces, dealer=dealer, size=size, turn_up=turn_up)


def weak_deck(
    seat: int, dealer: int = 0, hand: str = WEAK, turn_up: str = "9S", after: str = ""
) -> list[Card]:
    """`seat` holds `hand`; the others hold an ace each."""
    hands: dict[int, list[str] | str] = {
        s: [a]
        for s, a in zip(
            [s for s in deal_order(dealer) if s != seat], ["AC", "KD", "QD"], strict=True
        )
    }
    hands[seat] = hand
    size = len(hand.split())
    return build_deck(hands, dealer=dealer, size=size, turn_up=turn_up, after=after)


def test_R11_weak_hand_is_redealt_by_the_same_dealer_same_size() -> None:
    strong = strong_deck(0)
    game = Game("pagat", {"hands": [7]}, first_dealer=0, decks=[weak_deck(2), strong])
    assert game.redeals == [RedealRecord(1, 0, "weak_hand")]
    assert game.dealer == 0
    assert game.hand_number == 1
    assert game.hand_size == 7
    assert game.to_act == 1
    assert str(game.turn_up) == "KD"
    expected = dealt_hands(strong, dealer=0, size=7)
    for seat in range(4):
        assert set(game.hand(seat)) == expected[seat]


def test_R11_a_weak_hand_on_a_later_deal_emits_redealt_with_the_weak_seats() -> None:
    first = build_deck({1: ["AS"], 2: ["KS"], 3: ["QS"], 0: ["JS"]}, dealer=0, size=1, turn_up="2C")
    game = Game(
        "pagat",
        {"hands": [1, 7]},
        first_dealer=0,
        decks=[first, weak_deck(3, dealer=1), strong_deck(1)],
    )
    bid_all(game, [(1, 0), (2, 0), (3, 0), (0, 0)])
    events = play_all(game, [(1, "AS"), (2, "KS"), (3, "QS"), (0, "JS")])
    assert of_type(events, Redealt) == [Redealt(2, 1, "weak_hand", (3,))]
    dealt = of_type(events, HandDealt)
    assert [(d.number, d.size, d.dealer) for d in dealt] == [(2, 7, 1)]
    assert game.redeals == [RedealRecord(2, 1, "weak_hand")]
    assert game.dealer == 1


def test_R11_every_weak_seat_is_named() -> None:
    deck = build_deck({1: WEAK, 3: "2D 3D 4D 5D 6D 7D 8D"}, dealer=0, size=7, turn_up="9S")
    first = build_deck({1: ["AS"], 2: ["KS"], 3: ["QS"], 0: ["JS"]}, dealer=3, size=1, turn_up="2C")
    game = Game("pagat", {"hands": [1, 7]}, first_dealer=3, decks=[first, deck, strong_deck(0)])
    bid_all(game, [(0, 0), (1, 0), (2, 0), (3, 0)])
    events = play_all(game, [(0, "JS"), (1, "AS"), (2, "KS"), (3, "QS")])
    assert of_type(events, Redealt) == [Redealt(2, 0, "weak_hand", (1, 3))]


def test_R11_the_dealers_own_weak_hand_is_redealt() -> None:
    game = Game("pagat", {"hands": [7]}, first_dealer=0, decks=[weak_deck(0), strong_deck(0)])
    assert game.redeals == [RedealRecord(1, 0, "weak_hand")]


def test_R11_weak_hands_are_redealt_until_none_is_weak() -> None:
    decks = [weak_deck(1, dealer=2), weak_deck(0, dealer=2), strong_deck(2)]
    game = Game("pagat", {"hands": [7]}, first_dealer=2, decks=decks)
    assert game.redeals == [RedealRecord(1, 2, "weak_hand"), RedealRecord(1, 2, "weak_hand")]
    assert game.dealer == 2
    assert str(game.turn_up) == "KD"


def test_R11_hands_of_six_are_never_redealt() -> None:
    deck = weak_deck(2, hand="2H 3H 4H 5H 6H 7H")
    game = Game("pagat", {"hands": [6]}, first_dealer=0, decks=[deck])
    assert game.redeals == []
    assert hand_set(game, 2) == set(["2H", "3H", "4H", "5H", "6H", "7H"])


@pytest.mark.parametrize("saver", ["2S", "JD", "QC", "KH", "AD", "LJ", "BJ"])
def test_R11_one_honour_or_trump_card_keeps_a_hand(saver: str) -> None:
    # Spades are trump: a small spade, any jack to ace, or a joker (a trump, R3) saves it.
    hand = " ".join([*WEAK.split()[:6], saver])
    game = Game(
        "pagat",
        {"hands": [7]},
        first_dealer=0,
        decks=[weak_deck(2, hand=hand, turn_up="9S"), strong_deck(0)],
    )
    assert game.redeals == []
    assert saver in hand_set(game, 2)


def test_R11_ten_is_not_an_honour() -> None:
    hand = "10H 9H 8H 7H 10D 9D 10C"
    game = Game(
        "pagat",
        {"hands": [7]},
        first_dealer=0,
        decks=[weak_deck(2, hand=hand, turn_up="9S"), strong_deck(0)],
    )
    assert game.redeals == [RedealRecord(1, 0, "weak_hand")]


def test_R11_trump_named_by_R9_counts() -> None:
    # BJ turned up, then a heart: hearts are trump, so a hand of small hearts is not weak,
    # but a hand of small diamonds is.
    keep = weak_deck(2, hand=WEAK, turn_up="BJ", after="9H")
    game = Game("pagat", {"hands": [7]}, first_dealer=0, decks=[keep, strong_deck(0)])
    assert game.trump is Suit.HEARTS
    assert game.redeals == []
    void = weak_deck(2, hand="2D 3D 4D 5D 6D 7D 8D", turn_up="BJ", after="9H")
    game = Game("pagat", {"hands": [7]}, first_dealer=0, decks=[void, strong_deck(0)])
    assert game.redeals == [RedealRecord(1, 0, "weak_hand")]


def test_R11_hands_are_judged_after_the_R8_exchange() -> None:
    # joker_turnup swap with weak_hand_redeal: seat 2 gives up the LJ for the KC, an honour.
    options = {"hands": [7], "joker_turnup": "swap", "weak_hand_redeal": True}
    hand = "LJ 2H 3H 4H 5H 6H 7H"
    kept = weak_deck(2, hand=hand, turn_up="BJ", after="KC")
    game = Game("classic", options, first_dealer=0, decks=[kept, strong_deck(0)])
    assert game.exchanged == 2
    assert game.redeals == []
    assert "KC" in hand_set(game, 2)
    void = weak_deck(2, hand=hand, turn_up="BJ", after="2C")
    game = Game("classic", options, first_dealer=0, decks=[void, strong_deck(0)])
    assert game.redeals == [RedealRecord(1, 0, "weak_hand")]
    assert str(game.turn_up) == "KD"


def test_R11_S9_no_weak_hand_redeal_in_classic() -> None:
    game = Game("classic", {"hands": [7]}, first_dealer=0, decks=[weak_deck(2)])
    assert game.redeals == []
    assert hand_set(game, 2) == set(WEAK.split())


def test_R11_S9_weak_hand_redeal_false_on_pagat() -> None:
    game = Game(
        "pagat", {"hands": [7], "weak_hand_redeal": False}, first_dealer=0, decks=[weak_deck(2)]
    )
    assert game.redeals == []


def test_R11_S9_weak_hand_redeal_true_on_classic() -> None:
    game = Game(
        "classic",
        {"hands": [7], "weak_hand_redeal": True},
        first_dealer=0,
        decks=[weak_deck(2), strong_deck(0)],
    )
    assert game.redeals == [RedealRecord(1, 0, "weak_hand")]


def test_R11_three_players() -> None:
    hands = {1: WEAK, 2: ["AS"], 0: ["AH"]}
    deck = build_deck(hands, dealer=0, size=7, players=3, turn_up="9C")
    strong = build_deck(
        {1: ["AS"], 2: ["AH"], 0: ["AD"]}, dealer=0, size=7, players=3, turn_up="2C"
    )
    game = Game("pagat-3", {"hands": [7]}, first_dealer=0, decks=[deck, strong])
    assert game.redeals == [RedealRecord(1, 0, "weak_hand")]
    assert str(game.turn_up) == "2C"


def test_R11_a_game_without_enough_decks_for_the_redeal_raises_missing_deck() -> None:
    with pytest.raises(MissingDeck):
        Game("pagat", {"hands": [7]}, first_dealer=0, decks=[weak_deck(2)])


def test_R11_redeal_is_automatic_no_action_is_needed() -> None:
    game = Game("pagat", {"hands": [7]}, first_dealer=0, decks=[weak_deck(2), strong_deck(0)])
    assert game.phase is Phase.BID
    with pytest.raises(IllegalAction):
        game.bid(0, 0)  # seat 1 bids first
