"""Seasons in the database: a finished game's season totals and rating (written with its last
action), the seasons due to end, freezing their final standings, and what was posted.

A season's rows are written only while it is open: a game that ends after the season was
frozen (a server moved its clock back by changing its time zone) counts for no past season,
so the final standings stay what they were when posted."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .database import Database, Transaction
from .results import PlayerResult, Rating, SeasonMark
from .shards import Shards
from .stats import ADD_TOTALS, ALL_PRESETS, MIN_SEASON_GAMES, totals_rows


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's place in a finished season's final standings."""

    user_id: int
    place: int
    rating: float
    games: int
    wins: int


@dataclass(frozen=True, slots=True)
class SeasonRow:
    guild_id: int
    key: str
    ends_at: float
    frozen_at: float | None
    posted_at: float | None


# ---------------------------------------------------------------------- at game end


async def record_season(
    tx: Transaction,
    guild_id: int,
    game_id: int,
    mark: SeasonMark,
    players: Sequence[PlayerResult],
    rate: Callable[[dict[int, Rating | None]], dict[int, Rating]] | None,
    now: float,
) -> None:
    """Add a finished game to its season: the season's row (the first game opens it), the
    human players' season totals and, when the game is rated, their season ratings (fresh
    each season: a player's first game of the season rates from the default)."""
    await tx.execute(
        "INSERT INTO seasons (guild_id, season, ends_at) VALUES (?, ?, ?)"
        " ON CONFLICT (guild_id, season) DO NOTHING",
        (guild_id, mark.key, mark.ends_at),
    )
    row = await tx.fetchone(
        "SELECT frozen_at FROM seasons WHERE guild_id = ? AND season = ?", (guild_id, mark.key)
    )
    if row is not None and row[0] is not None:
        return  # already over: its standings are final
    rows = [(mark.key, *row) for row in totals_rows(game_id, players, now)]
    await tx.executemany(
        "INSERT INTO season_totals AS t (guild_id, season, user_id, preset, games, wins, losses,"
        " draws, points, hands, contracts_made, contracts_failed, boards_bid, boards_made,"
        " tricks, last_game_at)"
        " SELECT coalesce(g.guild_id, 0), ?1, ?2, CASE ?3 WHEN 'preset' THEN g.preset ELSE ?3"
        " END, 1, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14 FROM games g WHERE g.id = ?15"
        " ON CONFLICT (guild_id, season, preset, user_id) DO UPDATE SET" + ADD_TOTALS,
        rows,
    )
    if rate is None:
        return
    seats = {p.user_id: p.seat for p in players if p.user_id is not None}
    marks = ",".join("?" * len(seats))
    found = await tx.fetchall(
        "SELECT user_id, mu, sigma FROM season_ratings WHERE guild_id = ? AND season = ?"
        f" AND user_id IN ({marks})",
        (guild_id, mark.key, *seats),
    )
    current: dict[int, Rating | None] = dict.fromkeys(seats.values())
    for r in found:
        current[seats[r["user_id"]]] = (float(r["mu"]), float(r["sigma"]))
    users = {seat: user for user, seat in seats.items()}
    await tx.executemany(
        "INSERT INTO season_ratings AS r (guild_id, season, user_id, mu, sigma, games,"
        " updated_at) VALUES (?, ?, ?, ?, ?, 1, ?)"
        " ON CONFLICT (guild_id, season, user_id) DO UPDATE SET mu = excluded.mu,"
        " sigma = excluded.sigma, games = r.games + 1, updated_at = excluded.updated_at",
        [
            (guild_id, mark.key, users[seat], mu, sigma, now)
            for seat, (mu, sigma) in rate(current).items()
        ],
    )


# ---------------------------------------------------------------------- the rollover


class SeasonStore:
    def __init__(self, database: Database, shards: Shards | None = None) -> None:
        self.db = database
        # The rollover freezes and posts the seasons of this process's servers only: the
        # process that owns a server is the one that can post in it.
        self._mine, self._mine_parameters = (shards or Shards.everything()).condition()

    async def next_end(self) -> float | None:
        """When the next open season ends (an indexed look at the open ones)."""
        row = await self.db.fetchone("SELECT min(ends_at) FROM seasons WHERE frozen_at IS NULL", ())
        return None if row is None or row[0] is None else float(row[0])

    async def due(self, now: float, limit: int) -> list[tuple[int, str]]:
        """Open seasons whose end has come, the earliest first: (guild, season)."""
        rows = await self.db.fetchall(
            "SELECT guild_id, season FROM seasons WHERE frozen_at IS NULL AND ends_at <= ?"
            f"{self._mine} ORDER BY ends_at, guild_id LIMIT ?",
            (now, *self._mine_parameters, limit),
        )
        return [(int(r[0]), str(r[1])) for r in rows]

    async def freeze(self, seasons: Sequence[tuple[int, str]], now: float) -> None:
        """Freeze these seasons' final standings, in one transaction of two statements
        (whatever the number of seasons): each season once, a season already frozen (by
        another process) left as it was."""
        if not seasons:
            return
        # Each season by its pair, compared column by column (a list of pairs, `IN (VALUES
        # …)`, leaves PostgreSQL to guess its parameters' types).
        pairs = " OR ".join("(r.guild_id = ? AND r.season = ?)" for _ in seasons)
        keys = [value for pair in seasons for value in pair]
        # The servers alone too: SQLite's planner reaches the rows by their key's first
        # column from an IN list, not from a list of pairs.
        guilds = sorted({guild for guild, _ in seasons})
        marks = ",".join("?" * len(guilds))
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO season_standings (guild_id, season, user_id, place, rating, games,"
                " wins) SELECT r.guild_id, r.season, r.user_id, RANK() OVER (PARTITION BY"
                " r.guild_id, r.season ORDER BY r.mu - 3 * r.sigma DESC), r.mu - 3 * r.sigma,"
                " r.games, coalesce(t.wins, 0) FROM season_ratings r JOIN seasons s"
                " ON s.guild_id = r.guild_id AND s.season = r.season AND s.frozen_at IS NULL"
                " LEFT JOIN season_totals t ON t.guild_id = r.guild_id AND t.season = r.season"
                " AND t.user_id = r.user_id AND t.preset = ?"
                f" WHERE r.guild_id IN ({marks}) AND ({pairs})"
                " AND r.games >= ? ON CONFLICT (guild_id, season, user_id) DO NOTHING",
                (ALL_PRESETS, *guilds, *keys, MIN_SEASON_GAMES),
            )
            await tx.execute(
                "UPDATE seasons AS r SET frozen_at = ? WHERE frozen_at IS NULL"
                f" AND guild_id IN ({marks}) AND ({pairs})",
                (now, *guilds, *keys),
            )

    async def unposted(self, limit: int) -> list[tuple[int, str]]:
        """Frozen seasons not posted yet (a restart finds those it had not posted)."""
        rows = await self.db.fetchall(
            "SELECT guild_id, season FROM seasons WHERE frozen_at IS NOT NULL"
            f" AND posted_at IS NULL{self._mine} ORDER BY frozen_at, guild_id LIMIT ?",
            (*self._mine_parameters, limit),
        )
        return [(int(r[0]), str(r[1])) for r in rows]

    async def posted(self, guild_id: int, key: str, now: float) -> None:
        await self.db.write(
            [
                (
                    "UPDATE seasons SET posted_at = ? WHERE guild_id = ? AND season = ?",
                    (now, guild_id, key),
                )
            ]
        )

    async def season(self, guild_id: int, key: str) -> SeasonRow | None:
        row = await self.db.fetchone(
            "SELECT guild_id, season, ends_at, frozen_at, posted_at FROM seasons"
            " WHERE guild_id = ? AND season = ?",
            (guild_id, key),
        )
        return None if row is None else SeasonRow(*(row[i] for i in range(5)))

    async def seasons(self, guild_id: int, limit: int = 100) -> list[SeasonRow]:
        """A server's seasons, the latest first."""
        rows = await self.db.fetchall(
            "SELECT guild_id, season, ends_at, frozen_at, posted_at FROM seasons"
            " WHERE guild_id = ? ORDER BY ends_at DESC, season DESC LIMIT ?",
            (guild_id, limit),
        )
        return [SeasonRow(*(row[i] for i in range(5))) for row in rows]

    async def standings(self, guild_id: int, key: str, limit: int = 10) -> list[Standing]:
        rows = await self.db.fetchall(
            "SELECT user_id, place, rating, games, wins FROM season_standings"
            " WHERE guild_id = ? AND season = ? ORDER BY place, games DESC, user_id LIMIT ?",
            (guild_id, key, limit),
        )
        return [Standing(*(row[i] for i in range(5))) for row in rows]

    async def ranked(self, guild_id: int, key: str) -> int:
        row = await self.db.fetchone(
            "SELECT count(*) FROM season_standings WHERE guild_id = ? AND season = ?",
            (guild_id, key),
        )
        return 0 if row is None else int(row[0])

    async def previous_champions(self, guild_id: int, key: str) -> list[int]:
        """The champions of the last season before this one that had any: those who hold
        the champion's role, if the server gives one."""
        row = await self.db.fetchone(
            "SELECT s.season FROM seasons s WHERE s.guild_id = ? AND s.frozen_at IS NOT NULL"
            " AND s.ends_at < (SELECT ends_at FROM seasons WHERE guild_id = ? AND season = ?)"
            " AND EXISTS (SELECT 1 FROM season_standings w WHERE w.guild_id = s.guild_id"
            " AND w.season = s.season) ORDER BY s.ends_at DESC LIMIT 1",
            (guild_id, guild_id, key),
        )
        if row is None:
            return []
        rows = await self.db.fetchall(
            "SELECT user_id FROM season_standings WHERE guild_id = ? AND season = ?"
            " AND place = 1 ORDER BY user_id",
            (guild_id, row[0]),
        )
        return [int(r[0]) for r in rows]
