"""Deleting one server's data leaves every other server's untouched."""

from __future__ import annotations

from bot.store.servers import forget_server, games_of_server
from tests.backends import Databases

GAME = (
    "INSERT INTO games (guild_id, channel_id, place_id, host_id, preset, options, seed, status,"
    " created_at, updated_at) VALUES (?, ?, ?, 1, 'classic', '{}', 1, 'finished', 0, 0)"
    " RETURNING id"
)


async def test_forgetting_a_server_deletes_its_games_and_statistics_only(
    databases: Databases,
) -> None:
    database = await databases.open("db.sqlite")
    try:
        async with database.transaction() as tx:
            for guild in (10, 20):
                await tx.execute("INSERT INTO guilds (id, created_at) VALUES (?, 0)", (guild,))
                created = await tx.fetchone(GAME, (guild, guild + 1, guild + 2))
                assert created is not None
                game = created["id"]
                await tx.execute(
                    "INSERT INTO actions (game_id, idx, seat, kind, value, by_computer, created_at)"
                    " VALUES (?, 0, 0, 'bid', '1', 0, 0)",
                    (game,),
                )
                await tx.execute(
                    "INSERT INTO ratings (guild_id, user_id, mu, sigma, updated_at)"
                    " VALUES (?, 1, 25, 8, 0)",
                    (guild,),
                )
                await tx.execute(
                    "INSERT INTO player_totals (guild_id, user_id, preset, last_game_at)"
                    " VALUES (?, 1, '*', 0)",
                    (guild,),
                )
        assert await games_of_server(database, 10) == 1
        assert await forget_server(database, 10) == 1
        for table, column in (
            ("games", "guild_id"),
            ("ratings", "guild_id"),
            ("player_totals", "guild_id"),
            ("guilds", "id"),
        ):
            rows = await database.fetchall(f"SELECT {column} FROM {table}")
            assert [row[0] for row in rows] == [20], table
        actions = await database.fetchall("SELECT game_id FROM actions")
        assert len(actions) == 1  # the other server's log stays
    finally:
        await database.close()
