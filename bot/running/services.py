"""What the bot runs on, made before the bot and handed to it, as discord.py's own
`examples/advanced_startup.py` does: the database, the game service on it (with where every
open game lives), the leaderboards, the players' languages, the seasons' rollover, and the
worker processes of the computer's decisions. The bot closes them last, when it stops."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

from bot.ai.pool import DecisionPool
from bot.running.config import Settings
from bot.service import GameService, Languages
from bot.service.facts import Facts
from bot.service.leaderboard import Leaderboards
from bot.service.seasons import Seasons
from bot.store import Database, open_database

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Services:
    database: Database
    service: GameService
    leaderboards: Leaderboards
    languages: Languages
    # Computer decisions, claims, hints and reviews: worker processes, which the executor
    # starts at the first search.
    pool: DecisionPool
    # The seasons' rollover (started with the timers, once connected).
    seasons: Seasons

    async def close(self) -> None:
        """The workers, then the database (after the bot's last commit)."""
        try:
            await asyncio.to_thread(self.pool.close)
        finally:
            await self.database.close()


async def open_services(
    settings: Settings,
    *,
    clock: Callable[[], float] = time.time,
    computer_pause: float = 1.5,
) -> Services:
    """Open the database (migrating it), take the running bot's lock on it, and learn where
    each open game lives (the games themselves load on first use)."""
    database = await open_database(settings.database)
    try:
        await database.hold_running()  # `python -m bot forget` waits for no bot
        pool = DecisionPool()
        service = GameService(
            database,
            clock=clock,
            computer_pause=computer_pause,
            decide=pool.decide,
            searches=pool,
            shards=settings.shards,  # unset: one process, every shard
        )
        open_games = await service.load()
    except BaseException:
        await database.close()
        raise
    # Said once connected (app.py): a start that cannot reach Discord says only that.
    log.debug("continuing %d open games", len(open_games))
    leaderboards = Leaderboards(database, clock=clock)
    languages = Languages(database, clock=clock)
    # Every change carries what telling it needs of its server (and of the person who made
    # it), read at its commit from these caches.
    service.registry.facts = Facts(leaderboards, languages, service.notifier.told_dm_closed)
    return Services(
        database,
        service,
        leaderboards,
        languages,
        pool,
        Seasons(database, clock=clock, shards=settings.shards),
    )
