"""The language each player chose."""

from __future__ import annotations

from .database import Database


class LanguageStore:
    def __init__(self, database: Database) -> None:
        self.db = database

    async def player(self, user_id: int) -> str | None:
        row = await self.db.fetchone(
            "SELECT language FROM player_languages WHERE user_id = ?", (user_id,)
        )
        return None if row is None else str(row["language"])

    async def set_player(self, user_id: int, language: str | None, now: float) -> None:
        """Choose a language; None forgets the choice."""
        async with self.db.transaction() as tx:
            if language is None:
                await tx.execute("DELETE FROM player_languages WHERE user_id = ?", (user_id,))
            else:
                await tx.execute(
                    "INSERT INTO player_languages (user_id, language, updated_at)"
                    " VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE"
                    " SET language = excluded.language, updated_at = excluded.updated_at",
                    (user_id, language, now),
                )
