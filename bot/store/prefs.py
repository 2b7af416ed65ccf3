"""What each player chose for themselves (/backalley prefs): forced cards, and how and when
they are notified."""

from __future__ import annotations

from dataclasses import dataclass

from .database import Database

MENTION, DM, NONE = "mention", "dm", "none"
NOTIFY_CHOICES = (MENTION, DM, NONE)


@dataclass(frozen=True, slots=True)
class NoticePrefs:
    notify: str = MENTION
    time_zone: str | None = None
    quiet: str | None = None  # hours like 23-08 in time_zone
    dm_state: int = 0  # 0 open (or never tried), 1 closed and not told, 2 closed and told
    # How long their turn waits before its DM (seconds); None: the bot's default.
    dm_after: float | None = None


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

    # ------------------------------------------------------------------ notifications

    async def notice_prefs(self, user_id: int) -> NoticePrefs:
        """How the player is told a game awaits them (the default: a mention)."""
        row = await self.db.fetchone(
            "SELECT notify, time_zone, quiet, dm_closed, dm_after FROM player_prefs"
            " WHERE user_id = ?",
            (user_id,),
        )
        if row is None:
            return NoticePrefs()
        return NoticePrefs(
            str(row["notify"]),
            row["time_zone"],
            row["quiet"],
            int(row["dm_closed"]),
            row["dm_after"],
        )

    async def notice_prefs_of(self, users: set[int]) -> dict[int, NoticePrefs]:
        """The notification choices of each of these players who made some."""
        if not users:
            return {}
        marks = ", ".join("?" * len(users))
        rows = await self.db.fetchall(
            "SELECT user_id, notify, time_zone, quiet, dm_closed, dm_after FROM player_prefs"
            f" WHERE user_id IN ({marks})",
            sorted(users),
        )
        return {
            int(row["user_id"]): NoticePrefs(
                str(row["notify"]),
                row["time_zone"],
                row["quiet"],
                int(row["dm_closed"]),
                row["dm_after"],
            )
            for row in rows
        }

    async def set_notice_prefs(
        self,
        user_id: int,
        now: float,
        *,
        notify: str | None = None,
        time_zone: str | None = None,
        quiet: str | None = None,
        dm_after: float | None = None,
    ) -> None:
        """Change what is given; `quiet` "" clears the quiet hours."""
        changes = [
            (column, value)
            for column, value in (
                ("notify", notify),
                ("time_zone", time_zone),
                ("quiet", quiet),
                ("dm_after", dm_after),
            )
            if value is not None
        ]
        if not changes:
            return
        columns = ", ".join(column for column, _ in changes)
        marks = ", ".join("?" for _ in changes)
        sets = ", ".join(f"{column} = excluded.{column}" for column, _ in changes)
        values = [value or None if column == "quiet" else value for column, value in changes]
        await self.db.write(
            [
                (
                    f"INSERT INTO player_prefs (user_id, {columns}, updated_at)"
                    f" VALUES (?, {marks}, ?) ON CONFLICT (user_id) DO UPDATE"
                    f" SET {sets}, updated_at = excluded.updated_at",
                    (user_id, *values, now),
                )
            ]
        )

    async def set_dm_closed(self, user_id: int, closed: bool, now: float) -> bool:
        """A DM was refused (`closed`): the player is to be told once, unless they already
        were; or one went through: their DMs are open again. Whether they are to be told."""
        if not closed:
            await self.db.write(
                [
                    (
                        "UPDATE player_prefs SET dm_closed = 0"
                        " WHERE user_id = ? AND dm_closed <> 0",
                        (user_id,),
                    )
                ]
            )
            return False
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE player_prefs SET dm_closed = 1, updated_at = ?"
                " WHERE user_id = ? AND dm_closed = 0",
                (now, user_id),
            )
        return bool(changed)

    async def take_dm_closed(self, user_id: int, now: float) -> bool:
        """Whether the player is to be told now that their DMs are closed (once: then marked
        told until a DM goes through again)."""
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE player_prefs SET dm_closed = 2, updated_at = ?"
                " WHERE user_id = ? AND dm_closed = 1",
                (now, user_id),
            )
        return bool(changed)

    async def dm_closed_users(self) -> set[int]:
        """The players whose DMs were found closed and who are not yet told."""
        rows = await self.db.fetchall("SELECT user_id FROM player_prefs WHERE dm_closed = 1")
        return {int(row["user_id"]) for row in rows}
