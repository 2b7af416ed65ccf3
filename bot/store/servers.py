"""A server's data as a whole: what it holds, and deleting it when the server asks."""

from __future__ import annotations

from .database import Database


async def games_of_server(db: Database, guild_id: int) -> int:
    """How many games (of any status) a server has played or opened."""
    row = await db.fetchone("SELECT count(*) FROM games WHERE guild_id = ?", (guild_id,))
    return 0 if row is None else int(row[0])


async def forget_server(db: Database, guild_id: int) -> int:
    """Delete every game of a server (seats, actions and results go with them), its
    statistics, ratings and settings, in one transaction. Returns the games deleted."""
    async with db.transaction() as tx:
        cursor = await tx.execute("DELETE FROM games WHERE guild_id = ?", (guild_id,))
        deleted = cursor.rowcount
        await tx.execute("DELETE FROM player_results WHERE guild_id = ?", (guild_id,))
        await tx.execute("DELETE FROM ratings WHERE guild_id = ?", (guild_id,))
        await tx.execute("DELETE FROM player_totals WHERE guild_id = ?", (guild_id,))
        await tx.execute("DELETE FROM guilds WHERE id = ?", (guild_id,))
    return deleted
