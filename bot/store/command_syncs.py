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

    async def scopes_starting(self, prefix: str) -> list[str]:
        """The scopes recorded under `prefix` (an application's servers: `APP:guild:`)."""
        rows = await self.db.fetchall(
            "SELECT scope FROM command_syncs WHERE substr(scope, 1, ?) = ? ORDER BY scope",
            (len(prefix), prefix),
        )
        return [str(row["scope"]) for row in rows]

    async def forget(self, scope: str) -> None:
        """Nothing is registered for `scope` any more."""
        await self.db.write([("DELETE FROM command_syncs WHERE scope = ?", (scope,))])
