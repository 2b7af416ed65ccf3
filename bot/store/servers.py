"""A server's data as a whole: what it holds, and deleting it when the server asks."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from .daily import forget_daily
from .database import Database
from .events import forget_events


async def games_of_server(db: Database, guild_id: int) -> int:
    """How many games (of any status) a server has played or opened."""
    row = await db.fetchone("SELECT count(*) FROM games WHERE guild_id = ?", (guild_id,))
    return 0 if row is None else int(row[0])


async def forget_server(db: Database, guild_id: int) -> int:
    """Delete every game of a server (seats, actions and results go with them), its
    daily deals, statistics, ratings, seasons and settings, in one transaction. Returns the games
    deleted."""
    async with db.transaction() as tx:
        await forget_daily(tx, guild_id)
        await forget_events(tx, guild_id)
        deleted = await tx.execute("DELETE FROM games WHERE guild_id = ?", (guild_id,))
        await tx.execute("DELETE FROM player_results WHERE guild_id = ?", (guild_id,))
        await tx.execute("DELETE FROM ratings WHERE guild_id = ?", (guild_id,))
        await tx.execute("DELETE FROM player_totals WHERE guild_id = ?", (guild_id,))
        for table in ("season_standings", "season_ratings", "season_totals", "seasons"):
            await tx.execute(f"DELETE FROM {table} WHERE guild_id = ?", (guild_id,))
        await tx.execute("DELETE FROM guilds WHERE id = ?", (guild_id,))
    return deleted


async def abandon_server_games(db: Database, guild_id: int, now: float) -> int:
    """End a server's open games without results (its lobbies cancelled), keeping their logs
    and the server's statistics. Returns the games ended."""
    async with db.transaction() as tx:
        ended = await tx.execute(
            "UPDATE games SET status = CASE status WHEN 'lobby' THEN 'cancelled'"
            " ELSE 'abandoned' END, ended_at = ?, updated_at = ?, turn_deadline = NULL"
            " WHERE guild_id = ? AND status IN ('lobby', 'active')",
            (now, now, guild_id),
        )
    return ended


def open_places(connection: sqlite3.Connection) -> list[tuple[int, int, int, bool]]:
    """Where each lobby and running game lives, for a check-up without the bot running:
    (game id, guild id, channel or thread id, in a thread)."""
    rows = connection.execute(
        "SELECT id, guild_id, place_id, thread_id IS NOT NULL FROM games"
        " WHERE status IN ('lobby', 'active') AND guild_id IS NOT NULL ORDER BY id"
    ).fetchall()
    return [(int(r[0]), int(r[1]), int(r[2]), bool(r[3])) for r in rows]


def server_settings(connection: sqlite3.Connection) -> dict[int, dict[str, Any]]:
    """Each server's settings as stored (those it changed), for a check-up without the bot
    running."""
    rows = connection.execute("SELECT id, settings FROM guilds").fetchall()
    return {int(r[0]): dict(json.loads(r[1])) for r in rows}
