"""The leaderboard, player statistics and history of one guild, and its settings."""

from __future__ import annotations

import time
import zoneinfo
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.engine import PRESETS
from bot.store import Database
from bot.store.events import EventStats, EventStore
from bot.store.seasons import SeasonStore
from bot.store.stats import ALL_PRESETS, SORTS, PastGame, Ranked, StatsStore, Totals

# The leaderboard's row types, for the presentation (which never reads the store itself).
__all__ = [
    "ALL_PRESETS",
    "ALL_TIME",
    "MIN_SEASON_GAMES",
    "PAGE_SIZE",
    "SETTINGS",
    "SORT_NAMES",
    "LeaderboardPage",
    "Leaderboards",
    "PastGame",
    "PlayerStats",
    "Ranked",
    "SeasonLine",
    "Totals",
]

from .errors import Refusal, ServiceError
from .seasons import MIN_SEASON_GAMES, SEASON_KINDS, current_season
from .settings import SETTINGS

# What `season:` says for the all-time leaderboard.
ALL_TIME = "all"

PAGE_SIZE = 10
SORT_NAMES = {
    "rating": "rating",
    "wins": "wins",
    "win_rate": "win rate",
    "points_per_hand": "points per hand",
    "contract_rate": "contract success rate",
}


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    sort: str
    preset: str  # a preset's name, or "*" for all
    page: int  # 1-based
    pages: int
    players: int
    rows: tuple[Ranked, ...]
    caller: Ranked | None  # the caller's own place, whether on this page or not
    season: str | None = None  # the season's key; None for all time
    current: bool = False  # the season is the one under way
    played: bool = True  # the server has a finished game (of any season)


@dataclass(frozen=True, slots=True)
class SeasonLine:
    """A player in the season under way: their totals and season rating (None before their
    first game of it) and their place (None until ranked)."""

    key: str
    totals: Totals | None
    place: Ranked | None


@dataclass(frozen=True, slots=True)
class PlayerStats:
    user_id: int
    totals: Totals | None
    best: PastGame | None
    streak: tuple[str, int] | None  # ("win" | "loss" | "draw", how many in a row)
    partner: tuple[int, int, int] | None  # (partner, games together, wins together)
    season: SeasonLine | None = None  # the season under way, if the server keeps seasons
    events: EventStats | None = None  # the duplicate events finished, apart from the games


class Leaderboards:
    def __init__(self, database: Database, *, clock: Callable[[], float] = time.time) -> None:
        self.stats = StatsStore(database)
        self.seasons = SeasonStore(database)
        self.events = EventStore(database)
        self._clock = clock
        self._settings: dict[int, dict[str, Any]] = {}  # per guild, cached until changed

    async def page(
        self,
        guild_id: int,
        caller_id: int,
        *,
        sort: str = "rating",
        preset: str | None = None,
        page: int = 1,
        season: str | None = None,
    ) -> LeaderboardPage:
        """A page of the leaderboard: of the season under way by default (all time on a
        server that keeps no seasons), `season` a past season's key, or `ALL_TIME`."""
        if sort not in SORTS:
            raise ServiceError(Refusal.BAD_OPTIONS, detail="sort", sorts=tuple(SORT_NAMES))
        key = ALL_PRESETS if preset in (None, "", ALL_PRESETS) else preset
        if key != ALL_PRESETS and key not in PRESETS:
            raise ServiceError(Refusal.BAD_OPTIONS, detail="preset", presets=tuple(PRESETS))
        assert key is not None
        chosen, current = await self.season_of(guild_id, season)
        players = await self.stats.players(guild_id, key, chosen)
        pages = max(1, -(-players // PAGE_SIZE))
        page = min(max(page, 1), pages)
        rows = await self.stats.leaderboard(
            guild_id, sort, key, (page - 1) * PAGE_SIZE, PAGE_SIZE, chosen
        )
        caller = await self.stats.rank_of(guild_id, caller_id, sort, key, chosen)
        played = bool(players) or await self.stats.players(guild_id, ALL_PRESETS) > 0
        return LeaderboardPage(
            sort, key, page, pages, players, tuple(rows), caller, chosen, current, played
        )

    async def current_season(self, guild_id: int) -> str | None:
        """The key of the season under way on the server; None if it keeps no seasons."""
        mark = current_season(await self._cached(guild_id), self._clock())
        return None if mark is None else mark.key

    async def season_of(self, guild_id: int, asked: str | None) -> tuple[str | None, bool]:
        """The season a leaderboard shows (None: all time) and whether it is the one under
        way: by default the current one, else a season the server has had."""
        under_way = await self.current_season(guild_id)
        wanted = (asked or "").strip()
        if not wanted:
            return under_way, under_way is not None
        if wanted.casefold() == ALL_TIME:
            return None, False
        wanted = wanted.upper()
        if wanted == under_way:
            return wanted, True
        if await self.seasons.season(guild_id, wanted) is None:
            raise ServiceError(Refusal.BAD_OPTIONS, detail="season", season=asked or "")
        return wanted, False

    async def season_keys(self, guild_id: int) -> list[str]:
        """The server's seasons, the latest first (the one under way included)."""
        keys = [row.key for row in await self.seasons.seasons(guild_id)]
        under_way = await self.current_season(guild_id)
        if under_way is not None and under_way not in keys:
            keys.insert(0, under_way)
        return keys

    async def player(self, guild_id: int, user_id: int) -> PlayerStats:
        totals = await self.stats.totals(guild_id, user_id)
        events = await self.events.stats(guild_id, user_id)
        if totals is None:
            return PlayerStats(user_id, None, None, None, None, events=events)
        key = await self.current_season(guild_id)
        line = None
        if key is not None:
            line = SeasonLine(
                key,
                await self.stats.season_totals(guild_id, user_id, key),
                await self.stats.rank_of(guild_id, user_id, "rating", ALL_PRESETS, key),
            )
        outcomes = await self.stats.recent_outcomes(guild_id, user_id)
        streak = None
        if outcomes:
            run = 1
            while run < len(outcomes) and outcomes[run] == outcomes[0]:
                run += 1
            streak = (outcomes[0], run)
        return PlayerStats(
            user_id,
            totals,
            await self.stats.best_game(guild_id, user_id),
            streak,
            await self.stats.favourite_partner(guild_id, user_id),
            line,
            events,
        )

    async def history(self, guild_id: int, user_id: int, limit: int = 10) -> list[PastGame]:
        return await self.stats.history(guild_id, user_id, limit)

    async def settings(self, guild_id: int) -> dict[str, Any]:
        return SETTINGS | await self.stats.settings(guild_id)

    async def update_settings(self, guild_id: int, changes: dict[str, Any]) -> dict[str, Any]:
        unknown = set(changes) - set(SETTINGS)
        if unknown:
            raise ServiceError(
                Refusal.BAD_OPTIONS, detail="settings", settings=", ".join(sorted(unknown))
            )
        kind = changes.get("season")
        if kind is not None and kind not in SEASON_KINDS:
            raise ServiceError(Refusal.BAD_OPTIONS, detail="kind", season=str(kind))
        zone = changes.get("timezone")
        if zone is not None and not _known_zone(str(zone)):
            raise ServiceError(Refusal.BAD_OPTIONS, detail="timezone", zone=str(zone))
        self._settings.pop(guild_id, None)
        return SETTINGS | await self.stats.update_settings(guild_id, changes, self._clock())

    def forgot(self, guild_id: int) -> None:
        """The server's data was deleted: its settings are the defaults again."""
        self._settings.pop(guild_id, None)

    async def pictures_on(self, guild_id: int | None) -> bool:
        """Whether the server shows pictures (its `images` setting, on by default); read
        once per server, then kept until the setting changes."""
        return await self.setting_on(guild_id, "images")

    async def setting_on(self, guild_id: int | None, name: str) -> bool:
        """A server's yes-or-no setting, read once, then kept until the settings change
        (every move asks). False outside a server."""
        if guild_id is None:
            return False
        return bool((await self._cached(guild_id))[name])

    async def _cached(self, guild_id: int) -> dict[str, Any]:
        found = self._settings.get(guild_id)
        if found is None:
            found = self._settings[guild_id] = await self.settings(guild_id)
        return found


def _known_zone(name: str) -> bool:
    try:
        zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return False
    return True
