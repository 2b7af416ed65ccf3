"""Results, totals, ratings and the queries of the leaderboard, per guild."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .database import Database, Row, Transaction
from .results import PlayerResult, Rating

ALL_PRESETS = "*"
# Fewest rated games in a season to be ranked in it (and to be one of its champions).
MIN_SEASON_GAMES = 3

# How each leaderboard order ranks players: a SQL expression over player_totals (t) and
# ratings (r), best first. Conservative rating: mu - 3 sigma, as players see it.
SORTS: dict[str, str] = {
    "rating": "coalesce(r.mu - 3 * r.sigma, -1e9)",
    "wins": "t.wins",
    "win_rate": "t.wins * 1.0 / t.games",
    "points_per_hand": "t.points * 1.0 / CASE WHEN t.hands > 1 THEN t.hands ELSE 1 END",
    "contract_rate": "t.contracts_made * 1.0 / CASE WHEN t.contracts_made + t.contracts_failed"
    " > 1 THEN t.contracts_made + t.contracts_failed ELSE 1 END",
}


@dataclass(frozen=True, slots=True)
class Totals:
    user_id: int
    games: int
    wins: int
    losses: int
    draws: int
    points: int
    hands: int
    contracts_made: int
    contracts_failed: int
    boards_bid: int
    boards_made: int
    tricks: int
    mu: float | None
    sigma: float | None
    rated_games: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def points_per_hand(self) -> float:
        return self.points / self.hands if self.hands else 0.0

    @property
    def contract_rate(self) -> float:
        tried = self.contracts_made + self.contracts_failed
        return self.contracts_made / tried if tried else 0.0

    @property
    def rating(self) -> float | None:
        """The conservative rating players see: mu - 3 sigma."""
        if self.mu is None or self.sigma is None:
            return None
        return self.mu - 3 * self.sigma


@dataclass(frozen=True, slots=True)
class Ranked:
    rank: int
    totals: Totals


@dataclass(frozen=True, slots=True)
class PastGame:
    game_id: int
    preset: str
    outcome: str
    points: int
    side: int
    ended_at: float
    channel_id: int
    thread_id: int | None


_TOTALS_COLUMNS = (
    "t.user_id, t.games, t.wins, t.losses, t.draws, t.points, t.hands, t.contracts_made,"
    " t.contracts_failed, t.boards_bid, t.boards_made, t.tricks, r.mu, r.sigma,"
    " coalesce(r.games, 0) AS rated_games"
)


_ALL_TIME_SOURCE = (
    "player_totals t LEFT JOIN ratings r ON r.guild_id = t.guild_id AND r.user_id = t.user_id"
)
_SEASON_SOURCE = (
    "season_totals t LEFT JOIN season_ratings r ON r.guild_id = t.guild_id"
    " AND r.season = t.season AND r.user_id = t.user_id"
)


def _board(guild_id: int, preset: str, season: str | None) -> tuple[str, str, tuple[Any, ...]]:
    """Where a leaderboard reads: all time, or one season, whose ranked players are those
    with enough rated games in it."""
    if season is None:
        return _ALL_TIME_SOURCE, "t.guild_id = ? AND t.preset = ?", (guild_id, preset)
    return (
        _SEASON_SOURCE,
        "t.guild_id = ? AND t.preset = ? AND t.season = ? AND coalesce(r.games, 0) >= ?",
        (guild_id, preset, season, MIN_SEASON_GAMES),
    )


def _totals(row: Row) -> Totals:
    return Totals(*(row[i] for i in range(15)))


# ---------------------------------------------------------------------- at game end


# A game added to a row of totals that already has some (all-time and season totals alike).
ADD_TOTALS = (
    " games = t.games + 1, wins = t.wins + excluded.wins,"
    " losses = t.losses + excluded.losses, draws = t.draws + excluded.draws,"
    " points = t.points + excluded.points, hands = t.hands + excluded.hands,"
    " contracts_made = t.contracts_made + excluded.contracts_made,"
    " contracts_failed = t.contracts_failed + excluded.contracts_failed,"
    " boards_bid = t.boards_bid + excluded.boards_bid,"
    " boards_made = t.boards_made + excluded.boards_made,"
    " tricks = t.tricks + excluded.tricks, last_game_at = excluded.last_game_at"
)


def totals_rows(
    game_id: int, players: Sequence[PlayerResult], now: float
) -> list[tuple[object, ...]]:
    """A finished game's figures for each human player, once for its preset (`preset`,
    read from the game's row by the statement) and once for all presets."""
    rows: list[tuple[object, ...]] = []
    for p in players:
        if p.user_id is None:
            continue
        for preset_key in ("preset", ALL_PRESETS):
            rows.append(
                (
                    p.user_id,
                    preset_key,
                    int(p.outcome == "win"),
                    int(p.outcome == "loss"),
                    int(p.outcome == "draw"),
                    p.points,
                    p.hands_played,
                    p.contracts_made,
                    p.contracts_failed,
                    p.boards_bid,
                    p.boards_made,
                    p.tricks,
                    now,
                    game_id,
                )
            )
    return rows


async def record_totals(
    tx: Transaction, game_id: int, players: Sequence[PlayerResult], now: float
) -> None:
    """Add a finished game to its human players' totals (for its preset and for all)."""
    await tx.executemany(
        "INSERT INTO player_totals AS t (guild_id, user_id, preset, games, wins, losses, draws,"
        " points, hands, contracts_made, contracts_failed, boards_bid, boards_made, tricks,"
        " last_game_at)"
        " SELECT coalesce(g.guild_id, 0), ?1, CASE ?2 WHEN 'preset' THEN g.preset ELSE ?2 END,"
        " 1, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13 FROM games g WHERE g.id = ?14"
        " ON CONFLICT (guild_id, preset, user_id) DO UPDATE SET" + ADD_TOTALS,
        totals_rows(game_id, players, now),
    )


async def record_ratings(
    tx: Transaction,
    guild_id: int,
    players: Sequence[PlayerResult],
    rate: Callable[[dict[int, Rating | None]], dict[int, Rating]],
    now: float,
) -> None:
    """Read the human players' ratings, rate the game, write the new ratings back: inside the
    game's last transaction, so two games ending at once cannot overwrite each other."""
    seats = {p.user_id: p.seat for p in players if p.user_id is not None}
    marks = ",".join("?" * len(seats))
    found = await tx.fetchall(
        f"SELECT user_id, mu, sigma FROM ratings WHERE guild_id = ? AND user_id IN ({marks})",
        (guild_id, *seats),
    )
    current: dict[int, Rating | None] = dict.fromkeys(seats.values())
    for row in found:
        current[seats[row["user_id"]]] = (float(row["mu"]), float(row["sigma"]))
    users = {seat: user for user, seat in seats.items()}
    await tx.executemany(
        "INSERT INTO ratings AS r (guild_id, user_id, mu, sigma, games, updated_at)"
        " VALUES (?, ?, ?, ?, 1, ?)"
        " ON CONFLICT (guild_id, user_id) DO UPDATE SET mu = excluded.mu,"
        " sigma = excluded.sigma, games = r.games + 1, updated_at = excluded.updated_at",
        [(guild_id, users[seat], mu, sigma, now) for seat, (mu, sigma) in rate(current).items()],
    )


# ---------------------------------------------------------------------- queries


class StatsStore:
    def __init__(self, database: Database) -> None:
        self.db = database

    async def settings(self, guild_id: int) -> dict[str, Any]:
        row = await self.db.fetchone("SELECT settings FROM guilds WHERE id = ?", (guild_id,))
        return {} if row is None else dict(json.loads(row["settings"]))

    async def update_settings(
        self, guild_id: int, changes: dict[str, Any], now: float
    ) -> dict[str, Any]:
        async with self.db.transaction() as tx:
            row = await tx.fetchone("SELECT settings FROM guilds WHERE id = ?", (guild_id,))
            settings = {} if row is None else dict(json.loads(row[0]))
            settings.update(changes)
            await tx.execute(
                "INSERT INTO guilds (id, settings, created_at) VALUES (?, ?, ?)"
                " ON CONFLICT (id) DO UPDATE SET settings = excluded.settings",
                (guild_id, json.dumps(settings), now),
            )
        return settings

    async def leaderboard(
        self,
        guild_id: int,
        sort: str,
        preset: str,
        offset: int,
        limit: int,
        season: str | None = None,
    ) -> list[Ranked]:
        key = SORTS[sort]
        source, where, args = _board(guild_id, preset, season)
        rows = await self.db.fetchall(
            f"SELECT {_TOTALS_COLUMNS}, ROW_NUMBER() OVER (ORDER BY {key} DESC, t.games DESC,"
            f" t.user_id) AS place FROM {source} WHERE {where}"
            f" ORDER BY {key} DESC, t.games DESC, t.user_id LIMIT ? OFFSET ?",
            (*args, limit, offset),
        )
        return [Ranked(int(row["place"]), _totals(row)) for row in rows]

    async def rank_of(
        self, guild_id: int, user_id: int, sort: str, preset: str, season: str | None = None
    ) -> Ranked | None:
        key = SORTS[sort]
        source, where, args = _board(guild_id, preset, season)
        row = await self.db.fetchone(
            f"SELECT * FROM (SELECT {_TOTALS_COLUMNS}, ROW_NUMBER() OVER (ORDER BY {key} DESC,"
            f" t.games DESC, t.user_id) AS place FROM {source} WHERE {where}) AS ranked"
            " WHERE user_id = ?",
            (*args, user_id),
        )
        return None if row is None else Ranked(int(row["place"]), _totals(row))

    async def players(self, guild_id: int, preset: str, season: str | None = None) -> int:
        source, where, args = _board(guild_id, preset, season)
        row = await self.db.fetchone(f"SELECT count(*) FROM {source} WHERE {where}", args)
        return 0 if row is None else int(row[0])

    async def season_totals(self, guild_id: int, user_id: int, season: str) -> Totals | None:
        """A player's totals and rating in one season, ranked or not."""
        row = await self.db.fetchone(
            f"SELECT {_TOTALS_COLUMNS} FROM {_SEASON_SOURCE}"
            " WHERE t.guild_id = ? AND t.preset = ? AND t.season = ? AND t.user_id = ?",
            (guild_id, ALL_PRESETS, season, user_id),
        )
        return None if row is None else _totals(row)

    async def totals(self, guild_id: int, user_id: int, preset: str = ALL_PRESETS) -> Totals | None:
        row = await self.db.fetchone(
            f"SELECT {_TOTALS_COLUMNS} FROM player_totals t LEFT JOIN ratings r"
            " ON r.guild_id = t.guild_id AND r.user_id = t.user_id"
            " WHERE t.guild_id = ? AND t.preset = ? AND t.user_id = ?",
            (guild_id, preset, user_id),
        )
        return None if row is None else _totals(row)

    async def history(self, guild_id: int, user_id: int, limit: int) -> list[PastGame]:
        rows = await self.db.fetchall(
            "SELECT p.game_id, p.preset, p.outcome, p.points, p.side, p.ended_at,"
            " g.channel_id, g.thread_id FROM player_results p JOIN games g ON g.id = p.game_id"
            " WHERE p.guild_id = ? AND p.user_id = ? ORDER BY p.ended_at DESC, p.game_id DESC"
            " LIMIT ?",
            (guild_id, user_id, limit),
        )
        return [PastGame(*(row[i] for i in range(8))) for row in rows]

    async def best_game(self, guild_id: int, user_id: int) -> PastGame | None:
        """The player's highest-scoring win here; their highest-scoring game if none."""
        rows = await self.db.fetchall(
            "SELECT p.game_id, p.preset, p.outcome, p.points, p.side, p.ended_at,"
            " g.channel_id, g.thread_id FROM player_results p JOIN games g ON g.id = p.game_id"
            " WHERE p.guild_id = ? AND p.user_id = ?"
            # A win before any loss, then the score as the player saw it (not a score a
            # hand, which made 10 in 2 hands "better" than 12 in 3).
            " ORDER BY CASE WHEN p.outcome = 'win' THEN 0 ELSE 1 END, p.points DESC,"
            " p.ended_at DESC LIMIT 1",
            (guild_id, user_id),
        )
        return PastGame(*(rows[0][i] for i in range(8))) if rows else None

    async def recent_outcomes(self, guild_id: int, user_id: int, limit: int = 100) -> list[str]:
        rows = await self.db.fetchall(
            "SELECT outcome FROM player_results WHERE guild_id = ? AND user_id = ?"
            " ORDER BY ended_at DESC, game_id DESC LIMIT ?",
            (guild_id, user_id, limit),
        )
        return [str(row[0]) for row in rows]

    async def favourite_partner(self, guild_id: int, user_id: int) -> tuple[int, int, int] | None:
        """(partner, games together, wins together) of the most frequent human partner."""
        row = await self.db.fetchone(
            "SELECT q.user_id, count(*) AS together,"
            " sum(CASE WHEN p.outcome = 'win' THEN 1 ELSE 0 END) AS won"
            " FROM player_results p JOIN player_results q"
            " ON q.game_id = p.game_id AND q.side = p.side AND q.seat <> p.seat"
            " WHERE p.guild_id = ? AND p.user_id = ? AND q.user_id IS NOT NULL"
            " GROUP BY q.user_id ORDER BY together DESC, won DESC, q.user_id LIMIT 1",
            (guild_id, user_id),
        )
        return None if row is None else (int(row[0]), int(row[1]), int(row[2]))
