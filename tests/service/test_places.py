"""What a server does to games that are not loaded: after a start, a game is loaded only on
first use, and a deleted thread or a paused server must reach it all the same."""

from __future__ import annotations

import logging

import pytest

from bot.service import GameService
from tests.backends import Databases

from .helpers import CHANNEL, GUILD, USERS, full_table, make_service

THREAD = 9000
NOW = 1_700_000_000.0


async def test_a_thread_deleted_before_its_game_is_loaded_still_ends_the_game(
    databases: Databases,
) -> None:
    database = await databases.open()
    try:
        service = make_service(database)
        table = await full_table(service)
        await service.lobby.attach_thread(table.id, THREAD)
        other = await full_table(service, channel=CHANNEL + 1)

        # A restart: nothing is loaded, and nobody touches the game before its thread goes.
        again = make_service(database)
        await again.load()
        assert again.registry.held(table.id) is None
        ended = await again.places.vanished(THREAD)
        assert [outcome.table.id for outcome in ended] == [table.id]
        assert ended[0].table.status == "abandoned"
        assert await again.store.status(table.id) == "abandoned"
        assert await again.table_at(THREAD) is None
        # Another game of the server is neither ended nor loaded.
        assert await again.store.status(other.id) == "active"
        assert again.registry.held(other.id) is None
    finally:
        await database.close()


async def timed_game(service: GameService, channel: int, guild: int = GUILD) -> int:
    """Four people with a ten-minute turn timer; a person is to act."""
    opened = await service.lobby.open(
        guild_id=guild, channel_id=channel, host_id=USERS[0], turn_timer=600
    )
    for user in USERS[1:]:
        await service.lobby.join(opened.table.id, user)
    return (await service.lobby.start(opened.table.id, USERS[0])).table.id


async def actions_of(service: GameService, game_id: int) -> int:
    row = await service.store.db.fetchone(
        "SELECT count(*) FROM actions WHERE game_id = ?", (game_id,)
    )
    assert row is not None
    return int(row[0])


async def test_a_paused_games_overdue_timer_is_not_played(databases: Databases) -> None:
    database = await databases.open()
    clock = [NOW]
    try:
        service = GameService(database, clock=lambda: clock[0])
        away = await timed_game(service, CHANNEL, guild=GUILD + 1)  # its server removed the bot
        locked = await timed_game(service, CHANNEL + 1)
        await service.lobby.attach_thread(locked, THREAD)  # a moderator locks its thread
        going = await timed_game(service, CHANNEL + 2)

        again = GameService(database, clock=lambda: clock[0], computer_pause=0.0)
        await again.load()
        await again.places.servers_are([GUILD])
        await again.places.locked(THREAD)
        clock[0] += 601  # every deadline has passed
        # The timer query skips the paused games, loaded or not.
        upcoming = await again.turns.next_timer()
        assert upcoming is not None and upcoming[1] == going
        # Played: the reminder, then the stand-in's move; the paused games wait.
        assert await again.turns.remind(going) is not None
        assert await again.turns.computer_turn(going, expired=True) is not None
        assert await again.turns.remind(away) is None
        assert await again.turns.computer_turn(away, expired=True) is None
        assert await again.turns.computer_turn(locked, expired=True) is None
        assert await actions_of(again, away) == 0
        assert await actions_of(again, locked) == 0
        upcoming = await again.turns.next_timer()
        assert upcoming is None or upcoming[1] == going

        # The server takes the bot back: its game's timer is due again.
        await again.places.back_in(GUILD + 1)
        upcoming = await again.turns.next_timer()
        assert upcoming is not None and upcoming[1] in (away, going)
    finally:
        await database.close()


async def test_a_paused_game_is_not_loaded_to_resume_the_computer(databases: Databases) -> None:
    database = await databases.open()
    try:
        service = make_service(database)
        opened = await service.lobby.open(guild_id=GUILD + 1, channel_id=CHANNEL, host_id=11)
        for _ in range(3):
            await service.lobby.add_computer(opened.table.id, 11, "random")
        await service.lobby.start(opened.table.id, 11)
        # The server removed the bot: one fact on its row, read by the query.
        await service.store.set_server_away([GUILD + 1], NOW)
        assert await service.store.waiting_for_computer() == []
        await service.store.set_server_away([GUILD + 1], None)
        assert await service.store.waiting_for_computer(skip_places={CHANNEL + 5}) == [
            opened.table.id
        ]
        assert await service.store.waiting_for_computer(skip_places={CHANNEL}) == []
        assert await service.store.waiting_for_computer(guild_id=GUILD) == []
    finally:
        await database.close()


async def test_a_server_gone_is_paused_and_resumed_as_one_stored_fact(
    databases: Databases, caplog: pytest.LogCaptureFixture
) -> None:
    database = await databases.open()
    clock = [NOW]
    try:
        service = GameService(database, clock=lambda: clock[0])
        away = [await timed_game(service, CHANNEL + n, guild=GUILD + 1) for n in range(3)]
        going = await timed_game(service, CHANNEL + 5)

        # A restart while the server is gone: none of its games is loaded to pause them,
        # and one line says how many wait.
        again = GameService(database, clock=lambda: clock[0])
        await again.load()
        with caplog.at_level(logging.INFO, logger="bot.service.places"):
            await again.places.servers_are([GUILD])
        assert [r.getMessage() for r in caplog.records] == [
            f"guild={GUILD + 1}: the bot is not in the server; its 3 open games wait"
        ]
        assert all(again.registry.held(game) is None for game in away)
        clock[0] += 601
        upcoming = await again.turns.next_timer()
        assert upcoming is not None and upcoming[1] == going

        # Stored: the next start knows it before Discord says anything.
        third = GameService(database, clock=lambda: clock[0])
        await third.load()
        assert (await third.turns.next_timer() or (0, going))[1] == going
        await third.places.back_in(GUILD + 1)
        assert all(third.registry.held(game) is None for game in away)
        upcoming = await third.turns.next_timer()
        assert upcoming is not None and upcoming[1] in [*away, going]
        assert await third.store.away_servers() == set()
    finally:
        await database.close()
