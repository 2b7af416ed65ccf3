"""The blunder judge of `benchmarks/blunders.py`: its deals (what a seat can know), its exact
solver (held to a brute force over the engine's own games), its verdicts on hand-made
decisions, and a short run."""

from __future__ import annotations

import io
import random
from pathlib import Path

from benchmarks.blunder_games import play_game
from benchmarks.blunder_judge import DUCKED, same_for_sure
from benchmarks.blunder_judge import judge as judge_card
from benchmarks.blunders import decisions, main
from benchmarks.judge_deals import excluded_cards, hidden_of
from benchmarks.judge_solver import position_of, side_tricks
from bot.engine import BOARD, Game, Phase, card, cards
from tests.ai.states import OPTION_MIXES
from tests.ai.test_endgame import endgames, minimax_tricks
from tests.engine.builders import build_deck, spare_deck


def deal(hands: dict[int, str], size: int, turn_up: str) -> Game:
    """A one-hand classic game dealt by seat 3 (seat 0 bids first)."""
    deck = build_deck(hands, dealer=3, size=size, turn_up=turn_up)
    return Game("classic", {"hands": [size]}, first_dealer=3, decks=[deck, spare_deck(1)])


def play(game: Game, codes: str) -> None:
    for code in codes.split():
        assert game.to_act is not None
        game.play(game.to_act, card(code))


def mask(codes: str) -> int:
    return sum(1 << c for c in cards(codes))


def fourth_hand_over_a_king() -> Game:
    """Seat 1 leads the K♦ (hearts trumps), seats 2 and 3 follow; seat 0 holds A♦ Q♦."""
    game = deal({1: "KD 2S", 2: "3D 3S", 3: "4D 4S", 0: "AD QD"}, 2, "9H")
    for seat, bid in enumerate([0, 1, 0, 0]):
        game.bid(seat, bid)
    play(game, "KD 3D 4D")
    return game


def test_ducking_under_a_king_with_the_ace_in_hand_is_a_sure_blunder() -> None:
    view = fourth_hand_over_a_king().view(0)
    verdict = judge_card(view, card("QD"), random.Random(1))
    assert verdict.blunder and verdict.better == card("AD")
    assert verdict.kind == DUCKED
    assert verdict.cost > 0 and 0 < verdict.share <= 1
    assert verdict.deals == verdict.total or not verdict.exhaustive


def test_taking_the_trick_with_the_ace_is_no_blunder() -> None:
    view = fourth_hand_over_a_king().view(0)
    verdict = judge_card(view, card("AD"), random.Random(1))
    assert not verdict.blunder and verdict.better == -1 and verdict.kind == ""


def test_cards_surely_the_same_are_one_choice_and_a_card_in_the_trick_lies_between() -> None:
    view = fourth_hand_over_a_king().view(0)
    classes = same_for_sure(view)
    assert classes[card("AD")] != classes[card("QD")]
    # Hearts trumps; 7♥ 6♥ with nothing between are one, 9♥ stands apart (8♥ unseen).
    game = deal({0: "9H 7H 6H", 1: "2S 3S 4S", 2: "5S 6S 7S", 3: "8S 9S 10S"}, 3, "2H")
    for seat, bid in enumerate([1, 0, 0, 0]):
        game.bid(seat, bid)
    classes = same_for_sure(game.view(0))
    assert classes[card("7H")] == classes[card("6H")] != classes[card("9H")]


def test_a_seat_that_did_not_follow_holds_none_of_the_suit() -> None:
    game = deal({1: "KD 2S 3S", 2: "2C 4S 5S", 3: "4D 6S 7S", 0: "AD QD 8S"}, 3, "9H")
    for seat, bid in enumerate([0, 1, 0, 0]):
        game.bid(seat, bid)
    play(game, "KD 2C")
    shown = excluded_cards(game.view(3))
    assert shown[2] == mask("2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD")
    assert shown[1] == 0


def test_answers_to_bloopers_show_the_trumps_a_seat_cannot_hold() -> None:
    # Seat 1 bid board and may lead trumps at once (R20); it leads the Big Blooper: seat 2
    # answers 9♥, its highest trump, so it holds no trump above it (R21); seat 3 has none.
    game = deal({1: "BJ 2S 3S", 2: "9H 5H 4S", 3: "2C 6S 7S", 0: "AD QD 8S"}, 3, "7H")
    for seat, bid in enumerate([0, BOARD, 0, 0]):
        game.bid(seat, bid)
    play(game, "BJ 9H 2C")
    shown = excluded_cards(game.view(0))
    above_nine = mask("10H JH QH KH AH LJ BJ")
    assert shown[2] & mask("10H JH QH KH AH LJ") == above_nine & ~mask("BJ")
    assert not shown[2] & mask("2H 3H 4H 5H 6H 8H")
    assert shown[3] & mask("2H AH LJ") == mask("2H AH LJ")


def test_a_trump_led_before_trumps_were_broken_shows_a_hand_of_trumps_only() -> None:
    game = deal({1: "5H 6H 7H", 2: "2S 4S 5S", 3: "2C 6S 7S", 0: "AD QD 8S"}, 3, "9H")
    for seat, bid in enumerate([0, 1, 0, 0]):
        game.bid(seat, bid)
    play(game, "5H")
    shown = excluded_cards(game.view(2))
    assert shown[1] & mask("AS 2D 3C") == mask("AS 2D 3C")
    assert not shown[1] & mask("2H KH LJ")


def test_every_deal_the_seat_can_know_of_is_listed_once_with_the_real_one() -> None:
    game = fourth_hand_over_a_king()
    view = game.view(0)
    hidden = hidden_of(view)
    listed = [tuple(hands) for hands in hidden.every()]
    assert len(listed) == len(set(listed)) == hidden.count()
    real = tuple(sum(1 << c for c in game.hand(s)) for s in range(4))
    assert real in listed
    assert tuple(hidden.sample(random.Random(2))) in listed


def test_the_judges_solver_takes_the_tricks_a_brute_force_over_the_engine_takes() -> None:
    checked = 0
    for options in ({}, OPTION_MIXES[0], {"blooper_leads": True}):
        for game in endgames(options, 25, seed=11):
            seat = game.to_act
            assert seat is not None
            hands = [sum(1 << c for c in game.hand(s)) for s in range(4)]
            position = position_of(game.view(seat), hands)
            side = game.side_of[seat]
            legal = [int(c) for c in game.legal_cards(seat)]
            for c, tricks in zip(legal, side_tricks(position, side, legal), strict=True):
                child = game.copy()
                before = sum(child.tricks[s] for s in child.seats if child.side_of[s] == side)
                number = child.hand_number
                child.play(seat, c)
                if child.hand_number != number or child.phase is not Phase.PLAY:
                    taken = child.results[-1].tricks
                    expected = sum(taken[s] for s in game.seats if game.side_of[s] == side)
                    expected -= before
                else:
                    after = sum(child.tricks[s] for s in child.seats if child.side_of[s] == side)
                    expected = after - before + minimax_tricks(child, side)
                assert tricks == expected
                checked += 1
    assert checked > 100


def test_decisions_are_the_choices_of_the_last_tricks() -> None:
    record = play_game("basic", 3, 0, [5, 2])
    found = list(decisions(record, 2))
    assert found
    for decision in found:
        view = decision.view
        assert view.hand_size - view.tricks_played <= 2
        assert view.legal.bit_count() > 1 and view.legal >> decision.card & 1


def test_a_short_run_prints_the_figures_per_level() -> None:
    out = io.StringIO()
    assert main(["--levels", "basic", "--games", "2", "--hands", "4,3"], out) == 0
    text = out.getvalue()
    assert "basic:" in text and "sure blunders / 1000" in text and "95% CI" in text


def test_another_checkouts_players_are_played_in_a_process_of_their_own() -> None:
    root = Path(__file__).resolve().parents[2]
    out = io.StringIO()
    argv = ["--levels", "basic", "--games", "1", "--hands", "3", "--root", str(root)]
    assert main(argv, out) == 0
    assert f"of {root}" in out.getvalue()
