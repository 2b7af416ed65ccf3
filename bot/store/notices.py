"""The outbox of notifications (migration 0012): one row per thing a player is to be told —
a turn that began, a nudge, the bot back from a pause — written with what caused it and
marked sent once Discord accepted the message, so that a restart neither loses nor repeats
one. A row's key (game, turn, kind, user) makes a second one for the same turn a no-op."""

from __future__ import annotations

from dataclasses import dataclass

from .database import Database, Row, Statement

TURN, NUDGE, PAUSE, BACK = "turn", "nudge", "pause", "back"


@dataclass(frozen=True, slots=True)
class NoticeRow:
    id: int
    game_id: int
    turn: int
    user_id: int
    kind: str
    created_at: float
    due_at: float
    held: bool
    by_user: int | None = None  # who pressed Remind
    paused_at: float | None = None  # the bot's pause (kind pause): since when
    tried_at: float | None = None  # a DM was attempted (its fate unknown if not sent)


def notice_statement(
    game_id: int, turn: int, user_id: int, kind: str, now: float, due: float | None = None
) -> Statement:
    """The row of a notification, for the transaction of what caused it (a second one for
    the same turn, kind and user is ignored); due now unless told otherwise."""
    return (
        "INSERT INTO notices (game_id, turn, user_id, kind, created_at, due_at)"
        " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, turn, kind, user_id) DO NOTHING",
        (game_id, turn, user_id, kind, now, now if due is None else due),
    )


def _row(r: Row) -> NoticeRow:
    return NoticeRow(
        int(r["id"]),
        int(r["game_id"]),
        int(r["turn"]),
        int(r["user_id"]),
        str(r["kind"]),
        float(r["created_at"]),
        float(r["due_at"]),
        bool(r["held"]),
        None if r["by_user"] is None else int(r["by_user"]),
        None if r["paused_at"] is None else float(r["paused_at"]),
        None if r["tried_at"] is None else float(r["tried_at"]),
    )


# A server that removed the bot (migration 0011): its games' notifications wait for it to
# come back, without their games being loaded to know it.
NOT_AWAY = (
    " AND (games.guild_id IS NULL OR games.guild_id NOT IN"
    " (SELECT id FROM guilds WHERE away_since IS NOT NULL))"
)


class NoticeStore:
    def __init__(self, database: Database, mine: tuple[str, list[int]] = ("", [])) -> None:
        self.db = database
        # The servers this process serves (`Shards.condition`, on the games' guild_id).
        self._mine, self._mine_parameters = mine

    async def add(
        self,
        game_id: int,
        turn: int,
        user_id: int,
        kind: str,
        now: float,
        by_user: int | None = None,
        paused_at: float | None = None,
    ) -> bool:
        """A notification of its own (a nudge, a pause); False if there already is one."""
        async with self.db.transaction() as tx:
            added = await tx.execute(
                "INSERT INTO notices"
                " (game_id, turn, user_id, kind, created_at, due_at, by_user, paused_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (game_id, turn, kind, user_id) DO NOTHING",
                (game_id, turn, user_id, kind, now, now, by_user, paused_at),
            )
        return bool(added)

    async def turn_began(self, game_id: int, turn: int) -> float | None:
        """When the turn that began after `turn` rows of the game's log began."""
        if turn == 0:
            row = await self.db.fetchone(
                "SELECT started_at AS at FROM games WHERE id = ?", (game_id,)
            )
        else:
            row = await self.db.fetchone(
                "SELECT created_at AS at FROM actions WHERE game_id = ? AND idx = ?",
                (game_id, turn - 1),
            )
        return None if row is None or row["at"] is None else float(row["at"])

    async def alive_at(self) -> float | None:
        """When the bot was last known up and connected."""
        row = await self.db.fetchone("SELECT alive_at FROM bot_clock WHERE id = 1")
        return None if row is None else float(row["alive_at"])

    async def set_alive(self, now: float) -> None:
        await self.db.write(
            [
                (
                    "INSERT INTO bot_clock (id, alive_at) VALUES (1, ?)"
                    " ON CONFLICT (id) DO UPDATE SET alive_at = excluded.alive_at",
                    (now,),
                )
            ]
        )

    async def awaiting_people(self) -> list[tuple[int, int | None]]:
        """The running games of this process's servers that a person is to play (not the
        computer): (game id, turn timer)."""
        rows = await self.db.fetchall(
            "SELECT id, turn_timer FROM games WHERE status = 'active'"
            f" AND (computer_turn IS NULL OR computer_turn <> 1){NOT_AWAY}{self._mine}",
            self._mine_parameters,
        )
        return [(int(r["id"]), r["turn_timer"]) for r in rows]

    async def next_due(self) -> float | None:
        """When the next unsent notification of this process's servers is due."""
        row = await self.db.fetchone(
            "SELECT notices.due_at FROM notices JOIN games ON games.id = notices.game_id"
            f" WHERE notices.sent_at IS NULL{NOT_AWAY}{self._mine} ORDER BY notices.due_at LIMIT 1",
            self._mine_parameters,
        )
        return None if row is None else float(row["due_at"])

    async def due(self, now: float, limit: int = 200) -> list[NoticeRow]:
        """The unsent notifications due by `now`, oldest first."""
        rows = await self.db.fetchall(
            "SELECT notices.* FROM notices JOIN games ON games.id = notices.game_id"
            f" WHERE notices.sent_at IS NULL AND notices.due_at <= ?{NOT_AWAY}{self._mine}"
            " ORDER BY notices.due_at, notices.id LIMIT ?",
            (now, *self._mine_parameters, limit),
        )
        return [_row(r) for r in rows]

    async def unsent_of(self, user_id: int) -> list[NoticeRow]:
        """Every unsent notification of a player (the digest gathers them)."""
        rows = await self.db.fetchall(
            "SELECT * FROM notices WHERE sent_at IS NULL AND user_id = ? ORDER BY created_at, id",
            (user_id,),
        )
        return [_row(r) for r in rows]

    async def release(self, game_id: int, turn: int, due: float) -> None:
        """A notification waiting for its table (the first turn of a game) is due then
        (sooner than it was)."""
        await self.db.write(
            [
                (
                    "UPDATE notices SET due_at = ? WHERE game_id = ? AND turn = ?"
                    " AND sent_at IS NULL AND held = 0 AND due_at > ?",
                    (due, game_id, turn, due),
                )
            ]
        )

    async def hold(self, ids: list[int], until: float) -> None:
        """Wait until the player's quiet hours end; sent then as a digest."""
        await self.db.write(
            [("UPDATE notices SET due_at = ?, held = 1 WHERE id = ?", (until, i)) for i in ids]
        )

    async def tried(self, ids: list[int], now: float) -> None:
        """A DM is about to be sent: if the bot dies before it is marked sent, the next try
        first looks whether it arrived."""
        await self.db.write(
            [("UPDATE notices SET tried_at = ? WHERE id = ?", (now, i)) for i in ids]
        )

    async def later(self, ids: list[int], until: float) -> None:
        """Try again later (Discord had trouble of its own)."""
        await self.db.write(
            [("UPDATE notices SET due_at = ? WHERE id = ?", (until, i)) for i in ids]
        )

    async def done(self, ids: list[int], outcome: str, now: float) -> None:
        """Sent (or not to be sent): never again."""
        await self.db.write(
            [
                ("UPDATE notices SET sent_at = ?, outcome = ? WHERE id = ?", (now, outcome, i))
                for i in ids
            ]
        )
