"""The decision pool answers in worker processes exactly what the player would answer in
the bot's own process, many decisions at once, and passes refusals back."""

from __future__ import annotations

import asyncio
import pickle

import pytest

from bot.ai import make_player, player_seed
from bot.ai.pool import DecisionPool, decide, usable_cores
from bot.engine import Game, Phase, SeatView

from .states import random_states


def views(count: int) -> list[SeatView]:
    found = []
    for game in random_states("classic", None, count, seed=31):
        assert game.to_act is not None
        found.append(game.view(game.to_act))
    return found


def in_process(view: SeatView, level: str, seed: int) -> object:
    player = make_player(level, seed)
    return player.choose_bid(view) if view.phase == "bid" else player.choose_card(view)


def test_a_view_crosses_to_a_worker_unchanged() -> None:
    for view in views(6):
        assert pickle.loads(pickle.dumps(view)) == view


async def test_the_pool_decides_as_the_player_does() -> None:
    chosen = views(10)
    assert {v.phase for v in chosen} == {"bid", "play"}
    async with DecisionPool(workers=2) as pool:
        assert pool.workers == 2
        moves = await asyncio.gather(
            *(
                pool.decide(view, level, player_seed(99, i))
                for i, view in enumerate(chosen)
                for level in ("basic", "strong")
            )
        )
    expected = [
        in_process(view, level, player_seed(99, i))
        for i, view in enumerate(chosen)
        for level in ("basic", "strong")
    ]
    assert [action.value for action in moves] == expected
    assert [action.kind for action in moves] == [
        view.phase for view in chosen for _ in ("basic", "strong")
    ]
    game = Game("classic", {"hands": [3]}, first_dealer=0, seed=8)
    assert game.phase is Phase.BID
    assert decide(game.view(1), "basic", 5).value in game.legal_bids(1)


async def test_refusals_come_back_from_the_worker() -> None:
    game = Game("classic", {"hands": [5]}, first_dealer=3, seed=1)
    pool = DecisionPool(workers=1)
    try:
        with pytest.raises(ValueError, match="turn to bid"):
            await pool.decide(game.view(1), "strong", 1)  # seat 0 bids first
        with pytest.raises(ValueError, match="unknown level"):
            await pool.decide(game.view(0), "genius", 1)
    finally:
        pool.close()
    with pytest.raises(RuntimeError, match="closed"):
        await pool.decide(game.view(0), "basic", 1)


def test_the_pool_is_sized_to_the_machine() -> None:
    pool = DecisionPool()
    try:
        assert pool.workers == usable_cores() >= 1
    finally:
        pool.close()
    with pytest.raises(ValueError):
        DecisionPool(workers=0)
