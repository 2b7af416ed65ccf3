"""`python -m bot forget SERVER_ID`: one server's data goes, the others' stays, and never
under a running bot."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bot.backups import in_use
from bot.store import Database

ROOT = Path(__file__).resolve().parent.parent
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
    database = await Database.open(path)
    async with database.transaction() as tx:
        for guild in (10, 20):
            await tx.execute("INSERT INTO guilds (id, created_at) VALUES (?, 0)", (guild,))
            for channel in (1, 2):
                await tx.execute(GAME, (guild, guild + channel, guild + channel))
    await database.close()

    with in_use(path):  # a bot runs on it: refused, nothing deleted
        refused = command(tmp_path, path, "forget", "10")
    assert refused.returncode == 1 and "stop it first" in refused.stderr

    done = command(tmp_path, path, "forget", "10")
    assert done.returncode == 0, done.stderr
    assert "deleted 2 games and the statistics of server 10" in done.stdout
    database = await Database.open(path)
    try:
        rows = await database.fetchall("SELECT DISTINCT guild_id FROM games")
        assert [row[0] for row in rows] == [20]
    finally:
        await database.close()
