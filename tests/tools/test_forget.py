"""`python -m bot forget SERVER_ID`: one server's data goes, the others' stays, and never
under a running bot."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bot.running.one_bot import alone_on
from bot.store import open_database

ROOT = Path(__file__).resolve().parents[2]
GAME = (
    "INSERT INTO games (guild_id, channel_id, place_id, host_id, preset, options, status,"
    " created_at, updated_at) VALUES (?, ?, ?, 1, 'classic', '{}', 'active', 0, 0)"
)


def command(tmp_path: Path, database: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT), "DATABASE_URL": str(database)},
        capture_output=True,
        text=True,
    )


async def test_the_operator_forgets_a_server_that_removed_the_bot(tmp_path: Path) -> None:
    path = tmp_path / "bot.db"
    database = await open_database(path)
    async with database.transaction() as tx:
        for guild in (10, 20):
            await tx.execute("INSERT INTO guilds (id, created_at) VALUES (?, 0)", (guild,))
            for channel in (1, 2):
                await tx.execute(GAME, (guild, guild + channel, guild + channel))
    await database.close()

    with alone_on(path):  # a bot runs on it: refused, nothing deleted
        refused = command(tmp_path, path, "forget", "10", "--yes")
    assert refused.returncode == 1 and "stop it first" in refused.stderr

    done = command(tmp_path, path, "forget", "10", "--yes")
    assert done.returncode == 0, done.stderr
    assert f"deleted 2 games and the statistics, ratings and settings of server 10 from {path}" in (
        done.stdout
    )
    database = await open_database(path)
    try:
        rows = await database.fetchall("SELECT DISTINCT guild_id FROM games")
        assert [row[0] for row in rows] == [20]
    finally:
        await database.close()


async def test_the_operator_abandons_the_games_of_a_server_that_removed_the_bot(
    tmp_path: Path,
) -> None:
    path = tmp_path / "bot.db"
    database = await open_database(path)
    async with database.transaction() as tx:
        for guild in (10, 20):
            await tx.execute("INSERT INTO guilds (id, created_at) VALUES (?, 0)", (guild,))
            await tx.execute(GAME, (guild, guild + 1, guild + 1))
        await tx.execute(GAME.replace("'active'", "'lobby'"), (10, 13, 13))
        await tx.execute(GAME.replace("'active'", "'finished'"), (10, 14, 14))
    await database.close()

    with alone_on(path):
        refused = command(tmp_path, path, "abandon", "10")
    assert refused.returncode == 1 and "stop it first" in refused.stderr

    done = command(tmp_path, path, "abandon", "10")
    assert done.returncode == 0, done.stderr
    assert f"ended 2 open games of server 10 in {path} without results" in done.stdout
    database = await open_database(path)
    try:
        rows = await database.fetchall("SELECT guild_id, status FROM games ORDER BY id")
        assert [tuple(row) for row in rows] == [
            (10, "abandoned"),
            (20, "active"),
            (10, "cancelled"),
            (10, "finished"),
        ]
        guilds = await database.fetchall("SELECT id FROM guilds ORDER BY id")
        assert [row[0] for row in guilds] == [10, 20]  # its settings and statistics stay
    finally:
        await database.close()
