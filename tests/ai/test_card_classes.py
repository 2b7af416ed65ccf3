"""Which of a seat's legal cards the search takes as worth the same (`search.card_classes`):
two cards are one candidate only when they take the same tricks in every deal the seat can
imagine. A card of the trick in progress still competes in that trick, so it lies between
the cards above and below it (holding A-Q with the K led, the ace wins and the queen does
not)."""

from __future__ import annotations

import random

from bot.ai import make_player
from bot.ai.search import STRONG, card_classes, card_values
from bot.engine import Game, card

from ..engine.builders import build_deck, spare_deck


def fourth_hand_with_ace_queen() -> Game:
    """Seat 1 leads the K♦, seats 2 and 3 follow low; seat 0, last, holds A♦ Q♦."""
    hands = {1: "KD 2S", 2: "3D 3S", 3: "4D 4S", 0: "AD QD"}
    deck = build_deck(hands, dealer=3, size=2, turn_up="9H")
    game = Game("classic", {"hands": [2]}, first_dealer=3, decks=[deck, spare_deck(1)])
    for seat, bid in enumerate([0, 1, 0, 0]):
        game.bid(seat, bid)
    for code in ("KD", "3D", "4D"):
        assert game.to_act is not None
        game.play(game.to_act, card(code))
    return game


def test_the_ace_over_a_led_king_is_not_the_queen() -> None:
    view = fourth_hand_with_ace_queen().view(0)
    classes = card_classes(view)
    assert classes[card("AD")] == card("AD")
    assert classes[card("QD")] == card("QD")


def test_the_search_offers_both_the_ace_and_the_queen() -> None:
    view = fourth_hand_with_ace_queen().view(0)
    values = card_values(view, random.Random(1), card("QD"), STRONG)
    assert {card("AD"), card("QD")} <= set(values.means)


def test_strong_and_expert_take_the_trick_with_the_ace() -> None:
    # The ace takes this trick and leaves the queen the top diamond; the queen loses it to
    # the king and leaves only the ace: the ace is never worse, and better in some deals.
    view = fourth_hand_with_ace_queen().view(0)
    for level in ("strong", "expert"):
        assert make_player(level, 5).choose_card(view) == card("AD")


def test_a_card_under_the_winning_card_of_the_trick_stays_apart() -> None:
    # Second hand: K♦ led, holding A♦ Q♦ 10♦ (the example): three candidates.
    hands = {1: "KD 2S 3S", 2: "AD QD 10D", 3: "4D 4S 5S", 0: "5D 6S 7S"}
    deck = build_deck(hands, dealer=3, size=3, turn_up="9C")
    game = Game("classic", {"hands": [3]}, first_dealer=3, decks=[deck, spare_deck(1)])
    for seat, bid in enumerate([0, 1, 0, 0]):
        game.bid(seat, bid)
    game.play(1, card("KD"))
    classes = card_classes(game.view(2))
    assert len(set(classes.values())) == 3


def test_cards_under_a_card_that_no_longer_wins_the_trick_are_one() -> None:
    # K♦ led and trumped: A♦ and Q♦ both lose this trick, and the king is gone after it.
    hands = {1: "KD 2S", 2: "2H 3S", 3: "AD QD", 0: "4D 4S"}
    deck = build_deck(hands, dealer=3, size=2, turn_up="9H")
    game = Game("classic", {"hands": [2]}, first_dealer=3, decks=[deck, spare_deck(1)])
    for seat, bid in enumerate([0, 1, 0, 0]):
        game.bid(seat, bid)
    game.play(1, card("KD"))
    game.play(2, card("2H"))
    classes = card_classes(game.view(3))
    assert classes[card("AD")] == classes[card("QD")]
