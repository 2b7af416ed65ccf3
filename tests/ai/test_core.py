"""The compiled core (`bot/ai/_core.c`) answers what the Python solver answers: the same
tricks for every legal card, on random positions of every preset, option mix and hand
size, both sides; past its node budget it says so and its bounds hold the true value."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ai import endgame
from bot.ai.endgame import Solver, solve
from bot.ai.table import Table, table_of
from bot.engine import Game, Phase

from .states import OPTION_MIXES, PRESETS, random_move

pytestmark = pytest.mark.skipif(
    endgame.core is None,
    reason="the compiled core (bot/ai/_core.c) is not built here: the Python solver answers",
)

CASES: list[tuple[str, dict[str, Any]]] = [(p, {}) for p in PRESETS] + [
    ("pagat-3" if m.get("players") == 3 else "classic", m) for m in OPTION_MIXES
]


def positions(
    preset: str, options: dict[str, Any], count: int, most_left: int, seed: int
) -> list[Table]:
    """Tables of real deals in play, every hand size, at most `most_left` tricks left,
    anywhere in a trick."""
    rng = random.Random(seed)
    found: list[Table] = []
    attempt = 0
    while len(found) < count:
        attempt += 1
        size = 1 + attempt % 13
        game = Game(
            preset,
            {**options, "hands": [size]},
            first_dealer=rng.randrange(3),
            seed=seed * 100_000 + attempt,
        )
        while game.phase is Phase.BID:
            random_move(game, rng)
        left = rng.randint(1, min(size, most_left))
        cards = (size - left) * len(game.seats) + rng.randrange(len(game.seats))
        for _ in range(cards):
            if game.phase is not Phase.PLAY or game.hand_number != 1:
                break
            random_move(game, rng)
        if game.phase is not Phase.PLAY or game.hand_number != 1:
            continue
        seat = game.to_act
        assert seat is not None
        found.append(table_of(game.view(seat), game.hands))
    return found


def legal_cards(table: Table) -> list[int]:
    legal = table.legal()
    return [c for c in range(54) if legal >> c & 1]


@pytest.mark.parametrize(("preset", "options"), CASES)
def test_the_core_and_the_python_solver_give_the_same_tricks(
    preset: str, options: dict[str, Any]
) -> None:
    tables = positions(preset, options, 400, 5, seed=len(CASES) + len(options) + len(preset))
    sizes = {t.size for t in tables}
    assert sizes == set(range(1, 14))
    for index, table in enumerate(tables):
        side = index % len(set(table.side_of))
        cards = legal_cards(table)
        python = solve(table, side, cards, 0, use_core=False)
        compiled = solve(table, side, cards, 10**9)
        assert compiled.exact
        assert compiled.bounds == python.bounds, (preset, options, index)
        assert solve(table, side, [], 10**9).bounds == [(Solver(table, side).tricks(table),) * 2]


def test_longer_positions_agree_too() -> None:
    tables = positions("classic", {}, 40, 7, seed=5)
    for table in tables:
        cards = legal_cards(table)
        assert solve(table, 0, cards, 10**9).bounds == solve(table, 0, cards, 0, False).bounds


@pytest.mark.parametrize("preset", ["classic", "pagat", "pagat-3"])
def test_in_long_positions_a_position_is_worth_its_best_card(preset: str) -> None:
    # Past what the Python solver affords: the position's value, searched with its own
    # bounds, must be the best of its cards' values (each searched from the card on).
    tables = [t for t in positions(preset, {}, 400, 9, seed=21) if t.size - t.played >= 7]
    assert len(tables) >= 40
    for index, table in enumerate(tables[:40]):
        side = index % len(set(table.side_of))
        values = [low for low, _ in solve(table, side, legal_cards(table), 10**9).bounds]
        mine = table.side_of[table.to_act] == side
        best = max(values) if mine else min(values)
        assert solve(table, side, [], 10**9).bounds == [(best, best)], (preset, index)


def test_past_its_budget_the_core_says_so_and_its_bounds_hold_the_value() -> None:
    tables = [t for t in positions("classic", {}, 30, 6, seed=9) if t.size - t.played >= 5]
    cut = 0
    for table in tables:
        cards = legal_cards(table)
        exact = solve(table, 1, cards, 10**9)
        for budget in (1, 50, 500):
            partial = solve(table, 1, cards, budget)
            assert partial.nodes <= budget + 1
            if not partial.exact:
                cut += 1
            for (low, high), (value, _) in zip(partial.bounds, exact.bounds, strict=True):
                assert 0 <= low <= value <= high <= table.size - table.played
    assert cut > 0


def test_the_same_position_costs_the_same_nodes_every_time() -> None:
    # What a decision plays may depend on where the budget cut a search: the count must not
    # depend on what was solved before (the table is the process's).
    (table,) = positions("classic", {}, 1, 6, seed=11)
    cards = legal_cards(table)
    first = solve(table, 0, cards, 10**9)
    for other in positions("pagat", {}, 5, 6, seed=12):
        solve(other, 1, legal_cards(other), 10**9)
    assert solve(table, 0, cards, 10**9) == first


def test_the_core_refuses_what_is_not_a_position() -> None:
    (table,) = positions("classic", {}, 1, 3, seed=13)
    with pytest.raises(ValueError, match="not in the hand"):
        solve(table, 0, [c for c in range(54) if not table.hands[table.to_act] >> c & 1][:1], 9)
    assert endgame.core is not None
    with pytest.raises(ValueError, match="2 to 4 seats"):
        endgame.core.solve(
            [0] * 5, 0, 0, 0, -1, -1, 0, False, 1, 0, False, 0, 4, [0] * 5, [0] * 5, 0, [], 9
        )
