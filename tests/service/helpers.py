"""Shared set-up for service tests: a real SQLite database in a temporary directory."""

from __future__ import annotations

import random
from itertools import count
from pathlib import Path

from bot.service import GameService, Outcome, TableView, as_move
from bot.store import Database, backends
from testbed.moves import random_move

GUILD = 1000
CHANNEL = 2000
USERS = (11, 12, 13, 14)


def make_service(database: Database, seed: int = 7) -> GameService:
    """A service with a deterministic seed, first dealer and clock."""
    rng = random.Random(seed)
    ticks = count()
    return GameService(
        database,
        clock=lambda: 1_700_000_000.0 + next(ticks),
        new_seed=lambda: rng.randrange(2**63),
        new_dealer=rng.randrange,
    )


async def open_database(tmp_path: Path, name: str = "game.db") -> Database:
    return await backends.open_database(tmp_path / name)


async def full_table(
    service: GameService,
    *,
    preset: str = "classic",
    options: dict[str, object] | None = None,
    channel: int = CHANNEL,
    users: tuple[int, ...] = USERS,
    guild: int = GUILD,
) -> TableView:
    """A started game: the first user hosts, the others join."""
    outcome = await service.lobby.open(
        guild_id=guild, channel_id=channel, host_id=users[0], preset=preset, options=options
    )
    game_id = outcome.table.id
    players = outcome.table.options.players
    for user in users[1:players]:
        await service.lobby.join(game_id, user)
    return (await service.lobby.start(game_id, users[0])).table


async def play_to_the_end(service: GameService, table: TableView, seed: int = 1) -> Outcome:
    rng = random.Random(seed)
    outcome = None
    while table.game is not None and not table.game.is_over:
        user, kind, value = random_move(table, rng)
        outcome = await service.play.act(table.id, user, as_move(kind, value))
        table = outcome.table
    assert outcome is not None
    return outcome


async def play_daily(
    service: GameService, user: int, *, guild: int = GUILD, channel: int = CHANNEL, seed: int = 1
) -> TableView:
    """A player's whole daily deal (the computers' turns played as the bot plays them)."""
    await service.stats.update_settings(guild, {"daily_schedule": [2, 1]}, service.clock())
    outcome = await service.daily.begin(guild, channel, channel + 10_000 + user % 1000, user, "p")
    rng = random.Random(seed)
    table: TableView | None = outcome.table
    while table is not None and table.game is not None and not table.game.is_over:
        if table.user_to_act == user:
            _, kind, value = random_move(table, rng)
            table = (await service.play.act(table.id, user, as_move(kind, value))).table
        else:
            played = await service.turns.computer_turn(table.id)
            assert played is not None
            table = played.table
    assert table is not None
    return table
