"""What each player chose for themselves (/backalley prefs)."""

from __future__ import annotations

from .database import Database


class PrefsStore:
    def __init__(self, database: Database) -> None:
        self.db = database

    async def plays_forced(self, user_id: int) -> bool:
        row = await self.db.fetchone(
            "SELECT play_forced FROM player_prefs WHERE user_id = ?", (user_id,)
        )
        return row is not None and bool(row["play_forced"])

    async def plays_forced_of(self, users: set[int]) -> dict[int, bool]:
        """The choice of each of these players who made one."""
        if not users:
            return {}
        marks = ", ".join("?" * len(users))
        rows = await self.db.fetchall(
            f"SELECT user_id, play_forced FROM player_prefs WHERE user_id IN ({marks})",
            sorted(users),
        )
        return {int(row["user_id"]): bool(row["play_forced"]) for row in rows}

    async def set_plays_forced(self, user_id: int, on: bool, now: float) -> None:
        await self.db.write(
            [
                (
                    "INSERT INTO player_prefs (user_id, play_forced, updated_at) VALUES (?, ?, ?)"
                    " ON CONFLICT (user_id) DO UPDATE"
                    " SET play_forced = excluded.play_forced, updated_at = excluded.updated_at",
                    (user_id, int(on), now),
                )
            ]
        )
