"""`python -m bot forget SERVER_ID`: the operator deletes a server's games and statistics,
for a server that removed the bot and cannot ask any more (a server with the bot uses
`/backalley settings forget:True`). `python -m bot abandon SERVER_ID` only ends that server's
open games without results, keeping its history and statistics. The bot must be stopped:
its games live in its memory."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.store import Database, open_database
from bot.store.servers import abandon_server_games, forget_server
from bot.tools.backups import BackupError, stopped


def forget_offline(database: Path | str, guild_id: int) -> int:
    """Delete a server's data from a database no bot runs on; returns the games deleted."""
    return _offline(database, lambda db: forget_server(db, guild_id), "python -m bot forget")


def abandon_offline(database: Path | str, guild_id: int) -> int:
    """End a server's open games without results in a database no bot runs on; returns the
    games ended. Its history and statistics stay."""
    return _offline(
        database,
        lambda db: abandon_server_games(db, guild_id, time.time()),
        "python -m bot abandon",
    )


def _offline(database: Path | str, change: Callable[[Database], Awaitable[int]], what: str) -> int:
    if not isinstance(database, Path):
        # PostgreSQL: a running bot holds a shared lock in the server, as a file lock here.
        return asyncio.run(_change(database, change, alone=True))
    if not database.exists():
        return 0
    with stopped(database, what):
        return asyncio.run(_change(database, change))


async def _change(
    database: Path | str, change: Callable[[Database], Awaitable[int]], *, alone: bool = False
) -> int:
    opened = await open_database(database)
    try:
        if alone and not await opened.alone():
            raise BackupError(f"a bot is running on {opened.name}: stop every bot process first")
        return await change(opened)
    finally:
        await opened.close()
