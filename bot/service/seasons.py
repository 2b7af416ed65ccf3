"""Seasons: a month's or a quarter's standings beside the all-time ones, and the rollover
that ends them.

A season is named by its key, `2026-11` (monthly) or `2026-Q4` (quarterly), and begins and
ends at midnight of its first day in the server's time zone (`timezone`, UTC by default).
A finished game counts for the season open when it ended (`season_mark`): its totals, and a
season rating that starts fresh (openskill, as the all-time one, which goes on unchanged).
A player is ranked in a season after `MIN_SEASON_GAMES` rated games in it.

The rollover (`Seasons.run`) sleeps until the next season's end among all servers (one
indexed query), freezes the due seasons' final standings a few at a time, so that players'
commands keep their turn at the database, and tells its hearers (the presentation, which
posts the standings and hands over the champion's role) of each; a hearer marks the season
posted once it has said it (`posted`). Frozen and posted are stored: after a restart the
rollover freezes what ended while the bot was stopped and the hearers hear again of what
was frozen and never posted, and nothing twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import time
import zoneinfo
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.store import Database, DatabaseUnavailable, SeasonMark
from bot.store.seasons import SeasonRow, SeasonStore, Standing
from bot.store.shards import Shards
from bot.store.stats import MIN_SEASON_GAMES

__all__ = [
    "MIN_SEASON_GAMES",
    "MONTHLY",
    "OFF",
    "QUARTERLY",
    "SEASON_KINDS",
    "FinalStandings",
    "SeasonEnded",
    "SeasonRow",
    "Seasons",
    "Standing",
    "season_mark",
    "zone_of",
]

log = logging.getLogger(__name__)

MONTHLY, QUARTERLY, OFF = "monthly", "quarterly", "off"
SEASON_KINDS = (MONTHLY, QUARTERLY, OFF)
# Seasons frozen in one transaction: few, so that a player's request (which waits for the
# database while a transaction is open) waits for one batch at most, never for the whole
# rollover; and after each batch the rollover rests three times as long as the batch took,
# so that the players' requests have three quarters of the database's time (10,000 servers
# still roll over in seconds: benchmarks/seasons.py).
BATCH = 10
REST = 0.005  # seconds, at least, between two batches
# The rollover looks again at least this often (seconds), whatever it was told: a clock
# that jumps (a test's, or the system's) is noticed.
LOOK_AGAIN = 60.0
SHOWN = 10  # players in a season's post


def zone_of(name: str) -> dt.tzinfo:
    """A stored zone name's zone; UTC for a name this machine does not know (the name was
    checked when chosen, but a slimmer image may lack it)."""
    try:
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return dt.UTC


def season_mark(kind: str, zone: str, moment: float) -> SeasonMark | None:
    """The season open at `moment` for a server keeping seasons of `kind` in `zone`, with
    when it ends; None when the server keeps none."""
    if kind not in (MONTHLY, QUARTERLY):
        return None
    tz = zone_of(zone)
    local = dt.datetime.fromtimestamp(moment, tz)
    if kind == MONTHLY:
        key = f"{local.year:04d}-{local.month:02d}"
        months = local.year * 12 + local.month  # the next month, counted from 0
    else:
        quarter = (local.month - 1) // 3 + 1
        key = f"{local.year:04d}-Q{quarter}"
        months = local.year * 12 + quarter * 3
    end = dt.datetime(months // 12, months % 12 + 1, 1, tzinfo=tz)
    return SeasonMark(key, end.timestamp())


def current_season(settings: Mapping[str, Any], moment: float) -> SeasonMark | None:
    return season_mark(str(settings["season"]), str(settings["timezone"]), moment)


@dataclass(frozen=True, slots=True)
class SeasonEnded:
    """A season's final standings were frozen and are to be posted."""

    guild_id: int
    key: str


@dataclass(frozen=True, slots=True)
class FinalStandings:
    """What a finished season's post shows: its best players, how many were ranked, its
    champions, and the last champions before them (who give up the champion's role)."""

    guild_id: int
    key: str
    ends_at: float
    top: tuple[Standing, ...]
    ranked: int
    champions: tuple[int, ...]
    previous: tuple[int, ...]


Hearer = Callable[[SeasonEnded], None]


class Seasons:
    def __init__(
        self,
        database: Database,
        *,
        clock: Callable[[], float] = time.time,
        batch: int = BATCH,
        shards: Shards | None = None,
    ) -> None:
        self.store = SeasonStore(database, shards)
        self._clock = clock
        self._batch = batch
        self._hearers: list[Hearer] = []
        self._task: asyncio.Task[None] | None = None
        self._running = False
        # Set when the next end may have changed (a test moved its clock): look again.
        self.changed = asyncio.Event()

    def subscribe(self, hearer: Hearer) -> None:
        """`hearer` is told of every season frozen; it must return at once."""
        self._hearers.append(hearer)

    def _tell(self, ended: SeasonEnded) -> None:
        for hearer in self._hearers:
            try:
                hearer(ended)
            except Exception:
                log.exception("guild=%d: a season's hearer failed", ended.guild_id)

    # ------------------------------------------------------------------ the rollover

    async def rollover(self) -> int:
        """Freeze every season whose end has come, a batch per transaction, and tell the
        hearers of each. Returns how many were frozen."""
        frozen = 0
        while True:
            started = time.perf_counter()
            due = await self.store.due(self._clock(), self._batch)
            if not due:
                return frozen
            await self.store.freeze(due, self._clock())
            for guild_id, key in due:
                self._tell(SeasonEnded(guild_id, key))
            frozen += len(due)
            await asyncio.sleep(max(REST, 3 * (time.perf_counter() - started)))

    async def tell_unposted(self) -> int:
        """Tell the hearers again of the seasons frozen and never posted (a restart)."""
        told = 0
        for guild_id, key in await self.store.unposted(limit=100_000):
            self._tell(SeasonEnded(guild_id, key))
            told += 1
        return told

    def start(self) -> None:
        if self._task is None:
            self._running = True
            self._task = asyncio.create_task(self.run(), name="seasons")

    @property
    def running(self) -> bool:
        return self._running

    def wake(self) -> None:
        """Look at the seasons' ends again now."""
        self.changed.set()

    async def run(self) -> None:
        wait = 1.0
        told = False
        while self._running:
            self.changed.clear()
            try:
                if not told:
                    await self.tell_unposted()
                    told = True
                await self.rollover()
                upcoming = await self.store.next_end()
                wait = 1.0
            except DatabaseUnavailable as error:
                log.warning("the seasons wait for the database (%s): again in %.0f s", error, wait)
                await asyncio.sleep(wait)
                wait = min(2 * wait, LOOK_AGAIN)
                continue
            except Exception:
                log.exception("the seasons' rollover failed")
                upcoming = None
            delay = LOOK_AGAIN
            if upcoming is not None:
                delay = min(delay, max(0.0, upcoming - self._clock()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), timeout=delay)

    async def close(self) -> None:
        self._running = False
        self.changed.set()
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(self._task, timeout=5.0)
            self._task = None

    # ------------------------------------------------------------------ after

    async def final(self, guild_id: int, key: str) -> FinalStandings | None:
        """A frozen season's standings for its post; None if it is not frozen (or the
        server's data was deleted since)."""
        row = await self.store.season(guild_id, key)
        if row is None or row.frozen_at is None:
            return None
        top = await self.store.standings(guild_id, key, SHOWN)
        champions = tuple(s.user_id for s in top if s.place == 1)
        return FinalStandings(
            guild_id,
            key,
            row.ends_at,
            tuple(top),
            await self.store.ranked(guild_id, key),
            champions,
            tuple(await self.store.previous_champions(guild_id, key)),
        )

    async def posted(self, guild_id: int, key: str) -> None:
        """The season was said (or there was nowhere to say it): never again."""
        await self.store.posted(guild_id, key, self._clock())
