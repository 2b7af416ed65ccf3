"""Which of a seat's legal cards the search takes as worth the same (`search.card_classes`):
two cards are one candidate only when they take the same tricks in every deal the seat can
imagine. A card of the trick in progress still competes in that trick, so it lies between
the cards above and below it (holding A-Q with the K led, the ace wins and the queen does
not). Where Bloopers lead (R21) a Blooper is like no other trump, in the exact search too:
the one kept may be led later."""

from __future__ import annotations

import random
from collections.abc import Iterator

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.ai import make_player
from bot.ai.deals import Deals
from bot.ai.endgame import Solver, core_built, solve
from bot.ai.search import STRONG, card_classes, card_values
from bot.ai.table import table_of
from bot.engine import Game, Phase, SeatView, card

from ..engine.builders import build_deck, spare_deck
from .states import random_move
from .test_endgame import minimax_tricks


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


def test_the_exact_search_keeps_the_bloopers_apart() -> None:
    # Diamonds trumps, Bloopers lead (R21). Seat 0 holds both Bloopers: playing one while
    # following keeps the other to lead later, and the Big one's lead (every trump its
    # highest) is not the Little one's (every trump its lowest). Seat 2 leads; the side of
    # seats 0 and 2 takes all four tricks with best play.
    hands = {0: "KS 4D LJ BJ", 1: "9H 3D 6D 9C", 2: "JS 2D 3C 7C", 3: "8S 7H 10H 8D"}
    deck = build_deck(hands, dealer=0, size=4, turn_up="JD")
    game = Game("classic", {"hands": [4]}, first_dealer=0, decks=[deck, spare_deck(1)])
    for seat, bid in ((1, 0), (2, 2), (3, 1), (0, 2)):
        game.bid(seat, bid)
    assert game.to_act == 2
    view = game.view(2)
    table = table_of(view, [sum(1 << c for c in game.hand(s)) for s in range(4)])
    assert minimax_tricks(game, 0) == 4
    assert Solver(table, 0).tricks(table) == 4
    if core_built():
        assert solve(table, 0, [], 10**7).bounds == [(4, 4)]


# Four-seat presets and mixes (the exact solver takes two sides).
_PRESETS = (
    ("classic", {}),
    ("pagat", {}),
    ("classic", {"joker_turnup": "next", "board_trump_lead": "anyone"}),
    ("pagat", {"blooper_leads": True}),
)


def endgame_views(preset: int, size: int, seed: int) -> Iterator[SeatView]:
    """The views of the seats to act at every choice of the last four tricks (or fewer) of
    a four-seat hand played at random."""
    rng = random.Random(seed)
    name, options = _PRESETS[preset]
    game = Game(name, {**options, "hands": [size]}, first_dealer=seed % 4, seed=seed)
    while game.phase is Phase.BID:
        random_move(game, rng)
    while game.phase is Phase.PLAY and game.hand_number == 1:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if game.hand_size - game.tricks_played <= 4 and view.legal.bit_count() > 1:
            yield view
        random_move(game, rng)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset=st.integers(0, len(_PRESETS) - 1),
    size=st.integers(2, 13),
    seed=st.integers(0, 10**9),
)
def test_cards_grouped_together_take_the_same_tricks_in_every_imagined_deal(
    preset: int, size: int, seed: int
) -> None:
    for view in endgame_views(preset, size, seed):
        groups: dict[int, list[int]] = {}
        for member, lead in card_classes(view).items():
            groups.setdefault(lead, []).append(member)
        shared = [g for g in groups.values() if len(g) > 1]
        if not shared:
            continue
        assert view.seat is not None
        side = view.options.side_of(view.seat)
        for hands in Deals(view).sample(random.Random(seed), 6):
            table = table_of(view, hands)
            solver = Solver(table, side)
            for group in shared:
                tricks = {solver.tricks(table, c) for c in group}
                assert len(tricks) == 1, (view.trick, group, hands)
