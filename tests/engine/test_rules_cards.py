"""RULES §1, cards: the pack (R1), the plain-suit order (R2), the trump order (R3) and the
notation (R4)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from bot.engine import (
    BIG_BLOOPER,
    CARDS,
    LITTLE_BLOOPER,
    CardPlayed,
    Game,
    TrickWon,
    card,
    cards,
    parse_card,
)
from bot.engine.record import to_record

from .builders import (
    ALL_CODES,
    RANKS_HIGH_TO_LOW,
    act,
    bid_all,
    illegal_code,
    make_game,
    of_type,
)


def one_trick(hands: dict[int, str], turn_up: str) -> int:
    """A one-card pagat hand dealt by seat 3, everybody passes, so seat 0 leads (R16);
    each seat plays its one card. Returns the seat the engine says won the trick."""
    game = make_game(
        {s: [c] for s, c in hands.items()}, size=1, dealer=3, preset="pagat", turn_up=turn_up
    )
    bid_all(game, [(0, "pass"), (1, "pass"), (2, "pass"), (3, "pass")])
    assert game.to_act == 0
    events = []
    for seat in (0, 1, 2, 3):
        events += game.play(seat, card(hands[seat]))
    (won,) = of_type(events, TrickWon)
    return int(won.seat)


# ---------------------------------------------------------------------- R1


def test_R1_the_pack_has_54_distinct_cards() -> None:
    assert len(CARDS) == 54
    assert len({str(c) for c in CARDS}) == 54
    assert {str(c) for c in CARDS} == set(ALL_CODES)


def test_R1_the_two_jokers_are_distinct_cards() -> None:
    assert str(BIG_BLOOPER) == "BJ"
    assert str(LITTLE_BLOOPER) == "LJ"
    assert BIG_BLOOPER != LITTLE_BLOOPER
    assert parse_card("BJ") == BIG_BLOOPER
    assert parse_card("LJ") == LITTLE_BLOOPER


def test_R1_a_seeded_game_deals_from_one_full_54_card_pack() -> None:
    game = Game("classic", seed=5)
    (deck,) = to_record(game)["decks"]
    assert sorted(deck) == sorted(ALL_CODES)
    dealt = [c for seat in range(4) for c in game.hand(seat)]
    assert len(dealt) == 52
    assert len(set(dealt)) == 52


# ---------------------------------------------------------------------- R2

ADJACENT = list(pairwise(RANKS_HIGH_TO_LOW))


@pytest.mark.parametrize(("higher", "lower"), ADJACENT)
def test_R2_plain_suit_order_higher_rank_led_wins(higher: str, lower: str) -> None:
    hands = {0: higher + "S", 1: lower + "S", 2: "2D", 3: "3D"}
    assert one_trick(hands, turn_up="4C") == 0


@pytest.mark.parametrize(("higher", "lower"), ADJACENT)
def test_R2_plain_suit_order_higher_rank_following_wins(higher: str, lower: str) -> None:
    hands = {0: lower + "H", 1: "2D", 2: higher + "H", 3: "3D"}
    assert one_trick(hands, turn_up="4C") == 2


def test_R2_ace_beats_king_queen_and_jack_of_its_suit() -> None:
    assert one_trick({0: "JD", 1: "QD", 2: "AD", 3: "KD"}, turn_up="2S") == 2


def test_R2_ten_beats_nine_and_loses_to_jack() -> None:
    assert one_trick({0: "9C", 1: "10C", 2: "2C", 3: "3H"}, turn_up="2S") == 1
    assert one_trick({0: "9C", 1: "10C", 2: "JC", 3: "3H"}, turn_up="2S") == 2


# ---------------------------------------------------------------------- R3


def test_R3_big_blooper_beats_little_blooper() -> None:
    # Hearts are trump; spades led; three seats are void in spades.
    assert one_trick({0: "5S", 1: "LJ", 2: "BJ", 3: "AH"}, turn_up="2H") == 2
    assert one_trick({0: "5S", 1: "BJ", 2: "LJ", 3: "AH"}, turn_up="2H") == 1


def test_R3_little_blooper_beats_the_ace_of_trumps() -> None:
    assert one_trick({0: "5S", 1: "AH", 2: "LJ", 3: "2S"}, turn_up="2H") == 2


def test_R3_big_blooper_beats_the_ace_of_trumps() -> None:
    assert one_trick({0: "5S", 1: "AH", 2: "KH", 3: "BJ"}, turn_up="2H") == 3


@pytest.mark.parametrize(("higher", "lower"), ADJACENT)
def test_R3_trump_order_below_the_jokers_is_a_to_2(higher: str, lower: str) -> None:
    # Hearts are trump (the turn-up is another heart); spades led, two seats ruff.
    turn = next(r + "H" for r in RANKS_HIGH_TO_LOW if r not in (higher, lower))
    assert one_trick({0: "7S", 1: higher + "H", 2: lower + "H", 3: "8S"}, turn) == 1
    assert one_trick({0: "7S", 1: lower + "H", 2: higher + "H", 3: "8S"}, turn) == 2


def test_R3_the_two_of_trumps_beats_the_ace_led() -> None:
    assert one_trick({0: "AS", 1: "2H", 2: "KS", 3: "QS"}, turn_up="9H") == 1


def test_R3_a_joker_beats_the_ace_of_the_suit_led() -> None:
    assert one_trick({0: "AS", 1: "KS", 2: "LJ", 3: "QS"}, turn_up="9H") == 2


def test_R3_a_joker_led_is_a_trump_and_beats_the_trump_ace() -> None:
    assert one_trick({0: "LJ", 1: "AH", 2: "KH", 3: "AS"}, turn_up="9H") == 0


# ---------------------------------------------------------------------- R4


def test_R4_every_card_prints_in_notation() -> None:
    assert [str(card(code)) for code in ALL_CODES] == ALL_CODES


def test_R4_ten_prints_as_10_never_T() -> None:
    for suit in "SHDC":
        assert str(card("T" + suit)) == "10" + suit
        assert parse_card("T" + suit) == parse_card("10" + suit)
    assert all("T" not in str(c) for c in CARDS)


def test_R4_cards_helper_reads_space_separated_notation() -> None:
    assert [str(c) for c in cards("AS 10H BJ TD 2C LJ")] == ["AS", "10H", "BJ", "10D", "2C", "LJ"]


@pytest.mark.parametrize(
    "text",
    [
        "as",
        "10h",
        "th",
        "tH",
        "Th",
        "bj",
        "lj",
        "1H",
        "11H",
        "0S",
        "AX",
        "A",
        "S",
        "",
        " AS",
        "AS ",
        "A S",
        "10",
        "JJ",
        "SA",
        "1OH",
        "AS,",
        "JOKER",
    ],
)
def test_R4_text_outside_the_notation_is_not_a_card(text: str) -> None:
    assert parse_card(text) is None


@pytest.mark.parametrize("value", [None, 5, 12.0, ["AS"], b"AS"])
def test_R4_non_text_is_not_a_card(value: object) -> None:
    assert parse_card(value) is None


def test_R4_a_card_played_as_T_text_is_reported_as_10() -> None:
    game = make_game(
        {0: ["TD"], 1: ["2D"], 2: ["3D"], 3: ["4D"]}, size=1, dealer=3, preset="pagat", turn_up="5S"
    )
    bid_all(game, [(0, 0), (1, 0), (2, 0), (3, 0)])
    events = act(game, "play", 0, "TD")
    assert [str(e.card) for e in of_type(events, CardPlayed)] == ["10D"]
    assert to_record(game)["actions"][-1] == {"seat": 0, "play": "10D"}


def test_R4_lower_case_card_text_is_bad_card_in_play() -> None:
    game = make_game(
        {0: ["10D"], 1: ["2D"], 2: ["3D"], 3: ["4D"]},
        size=1,
        dealer=3,
        preset="pagat",
        turn_up="5S",
    )
    bid_all(game, [(0, 0), (1, 0), (2, 0), (3, 0)])
    assert illegal_code(game, "play", 0, "10d") == "bad_card"
    assert illegal_code(game, "play", 0, "td") == "bad_card"
    game.play(0, card("10D"))
