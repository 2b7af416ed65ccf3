"""Several processes on one database: each serves the games of its shards' servers only, and
the log's key fences a game that two of them hold: the second write is refused, that
process loads the game again, and the player is told to try again. On both backends (two
services on one database, as two processes would be)."""

from __future__ import annotations

import random

import pytest

from bot.service import GameService, Refusal, ServiceError, as_move
from bot.store import Database, Shards
from tests.backends import Databases

from .helpers import USERS, full_table, make_service, random_move

# Servers whose ids put them on shard 0 and shard 1 of 2: (id >> 22) % 2.
SHARD0_GUILD = 10 << 22
SHARD1_GUILD = 11 << 22


@pytest.fixture
async def database(databases: Databases) -> Database:
    db = await databases.open()
    yield db  # type: ignore[misc]
    await db.close()


def test_a_servers_shard_is_discords_rule() -> None:
    shards = Shards(2, frozenset({1}))
    assert not shards.owns(SHARD0_GUILD) and shards.owns(SHARD1_GUILD)
    assert Shards(2, frozenset({0})).owns(None)  # outside a server: shard 0, as DMs
    assert Shards.of(None, None).all and Shards.of(4, None).all
    assert not Shards.of(4, [0, 2]).all
    with pytest.raises(ValueError):
        Shards(2, frozenset({2}))


async def test_each_process_loads_times_and_plays_its_shards_games_only(
    database: Database,
) -> None:
    everything = make_service(database)
    mine = {}
    for guild, channel in ((SHARD0_GUILD, 2000), (SHARD1_GUILD, 3000)):
        table = await full_table(everything, guild=guild, channel=channel)
        mine[guild] = table.id
    # A lobby in each server too: a process lists its shards' lobbies as well.
    for guild, channel in ((SHARD0_GUILD, 2001), (SHARD1_GUILD, 3001)):
        await everything.lobby.open(guild_id=guild, channel_id=channel, host_id=USERS[0])
    # Turn timers running in both, the one of shard 1 due first.
    for guild, due in ((SHARD0_GUILD, 2e9), (SHARD1_GUILD, 1e9)):
        await database.write(
            [
                (
                    "UPDATE games SET turn_timer = 600, turn_deadline = ?, computer_turn = 0"
                    " WHERE id = ?",
                    (due, mine[guild]),
                )
            ]
        )
    services = {
        guild: GameService(database, shards=Shards(2, frozenset({shard})))
        for shard, guild in ((0, SHARD0_GUILD), (1, SHARD1_GUILD))
    }
    for guild, service in services.items():
        opened = await service.load()
        assert mine[guild] in opened and len(opened) == 2
        briefs = await service.store.open_games_brief()
        assert {b.guild_id for b in briefs} == {guild}
        timer = await service.store.next_timer()
        assert timer is not None and timer[1] == mine[guild]
        assert await service.store.waiting_for_computer() == []
    # Computer turns waiting in both (as after a restart with the computer to play).
    await database.write([("UPDATE games SET computer_turn = 1 WHERE status = 'active'", ())])
    for guild, service in services.items():
        assert await service.store.waiting_for_computer() == [mine[guild]]
        assert await service.store.next_timer() is None

    # The default, one process for every shard, sees all of it.
    assert len(await make_service(database).load()) == 4


async def test_a_game_two_processes_hold_cannot_fork(database: Database) -> None:
    first = make_service(database, seed=1)
    table = await full_table(first)
    second = make_service(database, seed=2)
    await second.load()
    held = await second.registry.open_table(table.id)
    assert held is not None  # both hold the game now

    rng = random.Random(5)
    user, kind, value = random_move(table, rng)
    moved = await first.play.act(table.id, user, as_move(kind, value))
    # The second process still thinks the first move is to be made; it is refused, and it
    # changes nothing stored.
    with pytest.raises(ServiceError) as refused:
        await second.play.act(table.id, user, as_move(kind, value))
    assert refused.value.code is Refusal.MOVED_ON
    stored = await database.fetchall(
        "SELECT idx FROM actions WHERE game_id = ? ORDER BY idx", (table.id,)
    )
    assert [row["idx"] for row in stored] == [0]

    # It loaded the game again: the next move goes through it, on top of the first one.
    again = await second.registry.open_table(table.id)
    assert again is not None and again.log_length == 1
    assert again.game is not None and again.game.actions == moved.table.game.actions
    user, kind, value = random_move(again, rng)
    answer = await second.play.act(table.id, user, as_move(kind, value))
    assert answer.table.log_length == 2
    stored = await database.fetchall(
        "SELECT idx FROM actions WHERE game_id = ? ORDER BY idx", (table.id,)
    )
    assert [row["idx"] for row in stored] == [0, 1]
