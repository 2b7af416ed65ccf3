"""The daily deal's rows: each server's secret, each player's attempt of a day, and the hands
of the days finished (what the matchpoints, the travellers and the standings are read from)."""

from __future__ import annotations

import json
import secrets
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from .database import Database, IntegrityError, Transaction
from .results import DailyDay

_SECRET_BYTES = 32


@dataclass(frozen=True, slots=True)
class DailyEntry:
    """A player's attempt of a day: its game, and when they finished it (None while playing,
    or when the game ended without a result)."""

    day: str
    user_id: int
    game_id: int | None
    name: str | None
    started_at: float
    finished_at: float | None


class FieldHand(NamedTuple):
    """One finished player's result on one hand of a day (a tuple: a field is thousands)."""

    user_id: int
    name: str | None
    hand: int
    bid: str
    tricks: int
    points: int


@dataclass(frozen=True, slots=True)
class DailyStart:
    """Everything a daily game starts with, written in one transaction with the attempt."""

    guild_id: int
    day: str
    channel_id: int
    thread_id: int
    user_id: int
    name: str | None
    options: dict[str, Any]
    seed: int
    first_dealer: int
    players_secret: int
    teams: Sequence[int]  # per seat
    computer: str  # the level of the three computers
    computer_turn: bool


class AlreadyPlaying(Exception):
    """The player has an attempt of this day already (two commands at once)."""


async def record_daily(tx: Transaction, day: DailyDay, now: float) -> None:
    """A player's day is over: their hands, in the transaction of the game's last action."""
    await tx.execute(
        "UPDATE daily_players SET finished_at = ? WHERE guild_id = ? AND day = ? AND user_id = ?",
        (now, day.guild_id, day.day, day.user_id),
    )
    await tx.executemany(
        "INSERT INTO daily_hands (guild_id, day, user_id, hand, bid, tricks, points, cards)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (day.guild_id, day.day, day.user_id, h.hand, h.bid, h.tricks, h.points, h.cards)
            for h in day.hands
        ],
    )


def _entry(row: Any) -> DailyEntry:
    return DailyEntry(
        row["day"],
        int(row["user_id"]),
        None if row["game_id"] is None else int(row["game_id"]),
        row["name"],
        float(row["started_at"]),
        None if row["finished_at"] is None else float(row["finished_at"]),
    )


class DailyStore:
    def __init__(self, database: Database) -> None:
        self.db = database

    async def secret(self, guild_id: int, now: float) -> bytes:
        """The server's secret, drawn on first use; every process reads the one stored."""
        row = await self.db.fetchone(
            "SELECT secret FROM daily_secrets WHERE guild_id = ?", (guild_id,)
        )
        if row is None:
            async with self.db.transaction() as tx:
                await tx.execute(
                    "INSERT INTO daily_secrets (guild_id, secret, created_at) VALUES (?, ?, ?)"
                    " ON CONFLICT DO NOTHING",
                    (guild_id, secrets.token_hex(_SECRET_BYTES), now),
                )
            row = await self.db.fetchone(
                "SELECT secret FROM daily_secrets WHERE guild_id = ?", (guild_id,)
            )
            assert row is not None
        return bytes.fromhex(str(row["secret"]))

    async def entry(self, guild_id: int, day: str, user_id: int) -> DailyEntry | None:
        row = await self.db.fetchone(
            "SELECT * FROM daily_players WHERE guild_id = ? AND day = ? AND user_id = ?",
            (guild_id, day, user_id),
        )
        return None if row is None else _entry(row)

    async def begin(self, start: DailyStart, now: float) -> int:
        """The player's attempt of the day and its game, started, with the computers seated:
        one transaction. Raises AlreadyPlaying when the day has an attempt of theirs."""
        try:
            async with self.db.transaction() as tx:
                await tx.execute(
                    "INSERT INTO guilds (id, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING",
                    (start.guild_id, now),
                )
                await tx.execute(
                    "INSERT INTO daily_players (guild_id, day, user_id, name, started_at)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (start.guild_id, start.day, start.user_id, start.name, now),
                )
                created = await tx.fetchone(
                    "INSERT INTO games (guild_id, channel_id, thread_id, place_id, host_id,"
                    " preset, options, status, seed, first_dealer, players_secret, created_at,"
                    " started_at, updated_at, computer_turn, daily)"
                    " VALUES (?, ?, ?, ?, ?, 'classic', ?, 'active', ?, ?, ?, ?, ?, ?, ?, ?)"
                    " RETURNING id",
                    (
                        start.guild_id,
                        start.channel_id,
                        start.thread_id,
                        start.thread_id,
                        start.user_id,
                        json.dumps(start.options),
                        start.seed,
                        start.first_dealer,
                        start.players_secret,
                        now,
                        now,
                        now,
                        int(start.computer_turn),
                        start.day,
                    ),
                )
                assert created is not None
                game_id = int(created["id"])
                await tx.executemany(
                    "INSERT INTO seats (game_id, seat, team, user_id, computer, joined_at, name)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [
                        (
                            game_id,
                            seat,
                            team,
                            start.user_id if seat == 0 else None,
                            None if seat == 0 else start.computer,
                            now,
                            start.name if seat == 0 else None,
                        )
                        for seat, team in enumerate(start.teams)
                    ],
                )
                await tx.execute(
                    "UPDATE daily_players SET game_id = ? WHERE guild_id = ? AND day = ?"
                    " AND user_id = ?",
                    (game_id, start.guild_id, start.day, start.user_id),
                )
        except IntegrityError:
            raise AlreadyPlaying from None
        return game_id

    async def field(
        self, guild_id: int, day: str, users: Collection[int] | None = None
    ) -> list[FieldHand]:
        """Every hand of the players who finished the day (of `users` only, when given)."""
        sql = (
            "SELECT h.user_id, p.name, h.hand, h.bid, h.tricks, h.points FROM daily_hands h"
            " JOIN daily_players p ON p.guild_id = h.guild_id AND p.day = h.day"
            " AND p.user_id = h.user_id WHERE h.guild_id = ? AND h.day = ?"
        )
        parameters: list[object] = [guild_id, day]
        if users is not None:
            if not users:
                return []
            sql += f" AND h.user_id IN ({', '.join('?' * len(users))})"
            parameters.extend(users)
        rows = await self.db.fetchall(sql, parameters)
        return [
            FieldHand(int(r[0]), r[1], int(r[2]), str(r[3]), int(r[4]), int(r[5])) for r in rows
        ]

    async def finished(self, guild_id: int, day: str) -> int:
        """How many players finished the day."""
        row = await self.db.fetchone(
            "SELECT count(*) FROM daily_players WHERE guild_id = ? AND day = ?"
            " AND finished_at IS NOT NULL",
            (guild_id, day),
        )
        return 0 if row is None else int(row[0])

    async def finishers(self, guild_id: int, day: str) -> set[int]:
        """The players who finished the day."""
        rows = await self.db.fetchall(
            "SELECT user_id FROM daily_players WHERE guild_id = ? AND day = ?"
            " AND finished_at IS NOT NULL",
            (guild_id, day),
        )
        return {int(r[0]) for r in rows}

    async def finished_of_month(self, guild_id: int, month: str) -> dict[str, int]:
        """How many finished each day of a month (`YYYY-MM`) someone finished, in order."""
        rows = await self.db.fetchall(
            "SELECT day, count(*) FROM daily_players WHERE guild_id = ? AND day >= ?"
            " AND day < ? AND finished_at IS NOT NULL GROUP BY day ORDER BY day",
            (guild_id, f"{month}-01", f"{month}-99"),
        )
        return {str(r[0]): int(r[1]) for r in rows}

    async def cards(self, guild_id: int, day: str, user_id: int) -> dict[int, str]:
        """A finished player's cards, per hand."""
        rows = await self.db.fetchall(
            "SELECT hand, cards FROM daily_hands WHERE guild_id = ? AND day = ? AND user_id = ?",
            (guild_id, day, user_id),
        )
        return {int(r["hand"]): str(r["cards"]) for r in rows}

    async def days_finished(self, guild_id: int, user_id: int) -> list[str]:
        """The days a player finished, latest first."""
        rows = await self.db.fetchall(
            "SELECT day FROM daily_players WHERE guild_id = ? AND user_id = ?"
            " AND finished_at IS NOT NULL ORDER BY day DESC",
            (guild_id, user_id),
        )
        return [str(r["day"]) for r in rows]

    async def days_of_month(self, guild_id: int, month: str) -> list[str]:
        """The days of a month (`YYYY-MM`) someone finished, in order."""
        rows = await self.db.fetchall(
            "SELECT DISTINCT day FROM daily_players WHERE guild_id = ? AND day >= ?"
            " AND day < ? AND finished_at IS NOT NULL ORDER BY day",
            (guild_id, f"{month}-01", f"{month}-99"),
        )
        return [str(r["day"]) for r in rows]


async def forget_daily(tx: Transaction, guild_id: int) -> None:
    """A server's daily deals go with its data (its secret too: the deals start afresh)."""
    await tx.execute("DELETE FROM daily_hands WHERE guild_id = ?", (guild_id,))
    await tx.execute("DELETE FROM daily_players WHERE guild_id = ?", (guild_id,))
    await tx.execute("DELETE FROM daily_secrets WHERE guild_id = ?", (guild_id,))
