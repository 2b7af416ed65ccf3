"""RULES §5, scoring after every hand: numeric contracts (R22), contract 0 (R23), boards
(R24) and the worked examples of §5 (n = 6)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import Bid, Game, HandResult, HandScored

from .builders import (
    bid_all,
    build_deck,
    of_type,
    plain_tricks,
    play_tricks,
    random_game,
    script_hands,
    spare_deck,
)


def play_hand(
    bids: list[tuple[int, Bid | str]],
    leader: int,
    winners: list[int],
    *,
    preset: str = "classic",
    dealer: int = 3,
    options: dict[str, Any] | None = None,
) -> HandResult:
    """Deal a one-hand game of len(winners) cards in which trick k is won by winners[k],
    bid it (R16 must make `leader` lead), play it and return the engine's result."""
    players = 3 if preset == "pagat-3" else 4
    script = plain_tricks(leader, winners, seats=tuple(range(players)), players=players)
    deck = build_deck(
        script_hands(script), dealer=dealer, size=len(winners), players=players, turn_up="2C"
    )
    opts = {"hands": [len(winners)], **(options or {})}
    game = Game(preset, opts, first_dealer=dealer, decks=[deck, *TIEBREAK_DECKS])
    bid_all(game, bids)
    assert game.to_act == leader
    got, events = play_tricks(game, script)
    assert got == winners
    (scored,) = of_type(events, HandScored)
    assert scored.scores == tuple(scored.result.points)
    assert scored.result.size == len(winners)
    result: HandResult = scored.result
    return result


# Decks for a tiebreak when a one-hand game ends level (not looked at).
TIEBREAK_DECKS = [spare_deck(k) for k in (5, 9, 13, 17)]


# ---------------------------------------------------------------------- §5 examples


def test_S5_example_bid_2_plus_1_took_5_scores_17() -> None:
    result = play_hand([(0, 2), (1, 0), (2, 1), (3, 0)], 0, [0, 0, 2, 2, 0, 1])
    assert result.contracts == (3, 0)
    assert result.tricks == (3, 1, 2, 0)
    assert result.points == (17, 1)


def test_S5_example_contract_4_took_3_loses_20() -> None:
    result = play_hand([(0, 1), (1, 4), (2, 0), (3, 0)], 1, [1, 3, 1, 0, 2, 0])
    assert result.contracts == (1, 4)
    assert result.points == (7, -20)


def test_S5_example_board_took_6_scores_60() -> None:
    result = play_hand([(0, "board"), (1, 2), (2, 0), (3, 0)], 0, [0, 2, 0, 2, 0, 0])
    assert result.contracts == (6, 2)
    assert result.board_levels == (1, 0)
    assert result.points == (60, -10)


def test_S5_example_double_board_took_5_loses_120() -> None:
    result = play_hand([(0, "board"), (1, "board"), (2, 0), (3, 0)], 1, [1, 3, 1, 3, 1, 0])
    assert result.contracts == (6, 6)
    assert result.board_levels == (1, 2)
    assert result.points == (-60, -120)


def test_S5_example_classic_contract_0_took_2_scores_2() -> None:
    result = play_hand([(0, 0), (1, 3), (2, 0), (3, 1)], 1, [1, 0, 3, 2, 1, 1])
    assert result.contracts == (0, 4)
    assert result.points == (2, 20)


def test_S5_example_pagat_contract_0_took_2_scores_0() -> None:
    result = play_hand([(0, 0), (1, 3), (2, 0), (3, 1)], 1, [1, 0, 3, 2, 1, 1], preset="pagat")
    assert result.contracts == (0, 4)
    assert result.points == (0, 20)


# ---------------------------------------------------------------------- R22


def test_R22_exactly_the_contract_scores_five_per_trick() -> None:
    result = play_hand([(0, 1), (1, 0), (2, 1), (3, 0)], 0, [0, 2, 1, 3], dealer=3)
    assert result.points == (10, 2)


def test_R22_each_overtrick_scores_one() -> None:
    result = play_hand([(0, 1), (1, 0), (2, 0), (3, 1)], 0, [0, 0, 0, 2, 3])
    assert result.points == (5 + 3, 5)


def test_R22_a_contract_over_the_hand_size_can_only_fail() -> None:
    result = play_hand([(0, 0), (1, 5), (2, 0), (3, 4)], 1, [1, 1, 3, 3, 0, 2])
    assert result.contracts == (0, 9)
    assert result.points == (2, -45)


def test_R22_no_trick_at_all_loses_five_per_trick_bid() -> None:
    result = play_hand([(0, 3), (1, 0), (2, 0), (3, 0)], 0, [1, 3, 1, 3])
    assert result.points == (-15, 4)


def test_R22_pagat_scores_the_same_numeric_contracts() -> None:
    result = play_hand([(0, 2), (1, 1), (2, 0), (3, 0)], 0, [0, 0, 2, 1, 3], preset="pagat")
    assert result.points == (11, 6)


def test_R22_pagat_3_each_seat_scores_its_own_contract() -> None:
    # Dealt by seat 2: bidding 0, 1, 2.
    result = play_hand([(0, 1), (1, 2), (2, 1)], 1, [0, 1, 0, 0], preset="pagat-3", dealer=2)
    assert result.contracts == (1, 2, 1)
    assert result.tricks == (3, 1, 0)
    assert result.points == (7, -10, -5)


# ---------------------------------------------------------------------- R23


def test_R23_classic_contract_0_taking_nothing_scores_0() -> None:
    result = play_hand([(0, 2), (1, 0), (2, 0), (3, 0)], 0, [0, 2, 0])
    assert result.points == (11, 0)


def test_R23_S9_zero_contract_nothing_on_classic() -> None:
    result = play_hand(
        [(0, 0), (1, 3), (2, 0), (3, 1)],
        1,
        [1, 0, 3, 2, 1, 1],
        options={"zero_contract": "nothing"},
    )
    assert result.points == (0, 20)


def test_R23_S9_zero_contract_overtricks_on_pagat() -> None:
    result = play_hand(
        [(0, 0), (1, 3), (2, 0), (3, 1)],
        1,
        [1, 0, 3, 2, 1, 1],
        preset="pagat",
        options={"zero_contract": "overtricks"},
    )
    assert result.points == (2, 20)


def test_R23_pagat_all_pass_hand_scores_nothing() -> None:
    result = play_hand([(0, 0), (1, 0), (2, 0), (3, 0)], 0, [0, 1, 2, 0, 0], preset="pagat")
    assert result.contracts == (0, 0)
    assert result.points == (0, 0)


def test_R23_pagat_3_contract_0() -> None:
    result = play_hand([(0, 0), (1, 2), (2, 0)], 1, [1, 0, 1, 1], preset="pagat-3", dealer=2)
    assert result.points == (0, 11, 0)


# ---------------------------------------------------------------------- R24


def test_R24_quadruple_board_levels_three_and_four() -> None:
    result = play_hand(
        [(0, "board"), (1, "board"), (2, "board"), (3, "board")], 3, [3, 1, 3, 1, 3, 1]
    )
    assert result.board_levels == (3, 4)
    assert result.points == (-180, 240)


def test_R24_board_losing_a_single_trick_fails() -> None:
    result = play_hand([(0, 0), (1, "board"), (2, 1), (3, 0)], 1, [1, 3, 1, 3, 2])
    assert result.points == (5, -50)


def test_R24_board_level_three_made() -> None:
    # Levels 1 (seat 0), 2 (seat 1), 3 (seat 2): team 0 plays at level 3, team 1 at 2.
    result = play_hand([(0, "board"), (1, "board"), (2, "board"), (3, 0)], 2, [2, 0, 2])
    assert result.board_levels == (3, 2)
    assert result.points == (90, -60)


def test_R24_pagat_boards_are_all_level_one() -> None:
    result = play_hand(
        [(0, "board"), (1, "board"), (2, "board"), (3, "board")],
        0,
        [0, 2, 0, 2, 0, 2],
        preset="pagat",
    )
    assert result.board_levels == (1, 1)
    assert result.points == (60, -60)


def test_R24_pagat_3_board() -> None:
    result = play_hand([(0, "board"), (1, 3), (2, 0)], 0, [0, 0, 0, 0], preset="pagat-3", dealer=2)
    assert result.contracts == (4, 3, 0)
    assert result.points == (40, -15, 0)


def test_R24_board_in_a_one_card_hand() -> None:
    result = play_hand([(0, "board"), (1, 0), (2, 0), (3, 0)], 0, [0])
    assert result.points == (10, 0)


# ---------------------------------------------------------------------- totals


def test_R22_scores_are_running_totals() -> None:
    first = plain_tricks(0, [0, 0, 1])
    second = plain_tricks(1, [1, 1, 1])
    decks = [
        build_deck(script_hands(first), dealer=3, size=3, turn_up="2C"),
        build_deck(script_hands(second), dealer=0, size=3, turn_up="2C"),
    ]
    game = Game("classic", {"hands": [3, 3]}, first_dealer=3, decks=decks)
    bid_all(game, [(0, 2), (1, 0), (2, 0), (3, 0)])
    _, events = play_tricks(game, first)
    assert of_type(events, HandScored)[0].scores == (10, 1)
    assert game.scores == [10, 1]
    bid_all(game, [(1, 2), (2, 0), (3, 0), (0, 0)])
    _, events = play_tricks(game, second)
    assert of_type(events, HandScored)[0].result.points == (0, 11)
    assert of_type(events, HandScored)[0].scores == (10, 12)
    assert game.scores == [10, 12]
    assert game.winner == 1


# ---------------------------------------------------------------------- oracle


def expected_points(result: HandResult, game: Game) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Contracts and points of a hand recomputed from RULES R14, R15, R22-R24."""
    options = game.options
    players = options.players
    sides = 2 if players == 4 else players
    order = [(result.dealer + k) % players for k in range(1, players + 1)]
    levels = [0] * players
    boards = 0
    for seat in order:
        if result.bids[seat] == "board":
            boards += 1
            levels[seat] = boards if options.board_escalation == "linear" else 1
    side = [seat % 2 if players == 4 else seat for seat in range(players)]
    contracts, points = [], []
    for s in range(sides):
        members = [seat for seat in range(players) if side[seat] == s]
        level = max(levels[m] for m in members)
        taken = sum(result.tricks[m] for m in members)
        n = result.size
        if level:
            contracts.append(n)
            points.append(10 * n * level if taken == n else -10 * n * level)
            continue
        t = sum(int(result.bids[m]) for m in members)
        contracts.append(t)
        if t == 0:
            points.append(taken if options.zero_contract == "overtricks" else 0)
        elif taken >= t:
            points.append(5 * t + taken - t)
        else:
            points.append(-5 * t)
    return tuple(contracts), tuple(points)


@pytest.mark.parametrize(
    ("preset", "options"),
    [
        ("classic", {}),
        ("pagat", {}),
        ("pagat-3", {}),
        ("classic", {"board_escalation": "none", "zero_contract": "nothing"}),
        ("pagat", {"board_escalation": "linear", "zero_contract": "overtricks"}),
        ("pagat-3", {"board_escalation": "linear"}),
    ],
)
@pytest.mark.parametrize("seed", [11, 12])
def test_R14_R15_R22_R24_every_hand_of_random_games_scores_by_the_formulas(
    preset: str, options: dict[str, Any], seed: int
) -> None:
    game, events = random_game(preset, seed, options)
    totals = [0] * len(game.scores)
    scored = of_type(events, HandScored)
    assert len(scored) == len(game.options.hands)
    for event in scored:
        result = event.result
        contracts, points = expected_points(result, game)
        assert result.contracts == contracts
        assert result.points == points
        assert sum(result.tricks) == result.size
        totals = [a + b for a, b in zip(totals, points, strict=True)]
        assert event.scores == tuple(totals)
    assert game.scores == totals
