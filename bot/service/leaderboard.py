"""The leaderboard, player statistics and history of one guild, and its settings."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.engine import PRESETS
from bot.store import Database
from bot.store.stats import ALL_PRESETS, SORTS, PastGame, Ranked, StatsStore, Totals

# The leaderboard's row types, for the presentation (which never reads the store itself).
__all__ = [
    "ALL_PRESETS",
    "PAGE_SIZE",
    "SETTINGS",
    "SORT_NAMES",
    "LeaderboardPage",
    "Leaderboards",
    "PastGame",
    "PlayerStats",
    "Ranked",
    "Totals",
]

from .errors import Refusal, ServiceError
from .settings import SETTINGS

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


@dataclass(frozen=True, slots=True)
class PlayerStats:
    user_id: int
    totals: Totals | None
    best: PastGame | None
    streak: tuple[str, int] | None  # ("win" | "loss" | "draw", how many in a row)
    partner: tuple[int, int, int] | None  # (partner, games together, wins together)


class Leaderboards:
    def __init__(self, database: Database, *, clock: Callable[[], float] = time.time) -> None:
        self.stats = StatsStore(database)
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
    ) -> LeaderboardPage:
        if sort not in SORTS:
            raise ServiceError(Refusal.BAD_OPTIONS, detail="sort", sorts=tuple(SORT_NAMES))
        key = ALL_PRESETS if preset in (None, "", ALL_PRESETS) else preset
        if key != ALL_PRESETS and key not in PRESETS:
            raise ServiceError(Refusal.BAD_OPTIONS, detail="preset", presets=tuple(PRESETS))
        assert key is not None
        players = await self.stats.players(guild_id, key)
        pages = max(1, -(-players // PAGE_SIZE))
        page = min(max(page, 1), pages)
        rows = await self.stats.leaderboard(guild_id, sort, key, (page - 1) * PAGE_SIZE, PAGE_SIZE)
        caller = await self.stats.rank_of(guild_id, caller_id, sort, key)
        return LeaderboardPage(sort, key, page, pages, players, tuple(rows), caller)

    async def player(self, guild_id: int, user_id: int) -> PlayerStats:
        totals = await self.stats.totals(guild_id, user_id)
        if totals is None:
            return PlayerStats(user_id, None, None, None, None)
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
        found = self._settings.get(guild_id)
        if found is None:
            found = self._settings[guild_id] = await self.settings(guild_id)
        return bool(found[name])
