"""`python -m bot forget SERVER_ID`: the operator deletes a server's games and statistics,
for a server that removed the bot and cannot ask any more (a server with the bot uses
`/backalley settings forget:True`). The bot must be stopped: its games live in its memory."""

from __future__ import annotations

import asyncio
import fcntl
from pathlib import Path

from bot.backups import BackupError, lock_file
from bot.store import Database
from bot.store.servers import forget_server


def forget_offline(database: Path, guild_id: int) -> int:
    """Delete a server's data from a database no bot runs on; returns the games deleted."""
    if not database.exists():
        return 0
    with open(lock_file(database), "a+b") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise BackupError(f"a bot is running on {database}: stop it first") from None
        try:
            return asyncio.run(_forget(database, guild_id))
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


async def _forget(database: Path, guild_id: int) -> int:
    opened = await Database.open(database)
    try:
        return await forget_server(opened, guild_id)
    finally:
        await opened.close()
