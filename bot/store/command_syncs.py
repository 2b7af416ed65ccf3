"""What was last registered with Discord: the hash of the commands' translated payloads, per
application and scope, so that a start registers them again only when they changed."""

from __future__ import annotations

from .database import Database


class CommandSyncStore:
    def __init__(self, database: Database) -> None:
        self.db = database

    async def digest(self, scope: str) -> str | None:
        row = await self.db.fetchone("SELECT digest FROM command_syncs WHERE scope = ?", (scope,))
        return None if row is None else str(row["digest"])

    async def synced(self, scope: str, digest: str, now: float) -> None:
        """Discord accepted these commands for `scope`."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO command_syncs (scope, digest, synced_at) VALUES (?, ?, ?)"
                " ON CONFLICT (scope) DO UPDATE"
                " SET digest = excluded.digest, synced_at = excluded.synced_at",
                (scope, digest, now),
            )
