"""The announcer: what the computer and the turn timers did, said in the game's channel.

A person's move is answered by their own interaction; every other change (a computer seat's
move, a stand-in's move, a reminder, a takeover) is heard here and posted, in order, one game
at a time."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

import discord

from bot.service import Origin, Outcome

from .languages import server_language
from .messages import report
from .pictures import add_score_sheet

log = logging.getLogger(__name__)


class Announcer:
    def __init__(
        self, client: discord.Client, pictures: Callable[[int | None], Awaitable[bool]]
    ) -> None:
        self._client = client
        self._pictures = pictures
        self._order: dict[int, asyncio.Lock] = {}  # per game: posts leave in the order heard
        self._tasks: set[asyncio.Task[None]] = set()

    def heard(self, outcome: Outcome) -> None:
        """A subscriber of the service: announce what no person's request answers."""
        if outcome.origin is Origin.PERSON:
            return
        lock = self._order.setdefault(outcome.table.id, asyncio.Lock())
        task = asyncio.create_task(self._post(lock, outcome))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _post(self, lock: asyncio.Lock, outcome: Outcome) -> None:
        table = outcome.table
        async with lock:  # asyncio locks are fair: the tasks go in the order they were made
            try:
                lang = await server_language(self._client, table.guild_id)
                news = report(table, outcome.events, lang)
                if await self._pictures(table.guild_id):
                    await add_score_sheet(news, table)
                channel = self._client.get_partial_messageable(table.place_id)
                await channel.send(**news.send_kwargs())
            except discord.HTTPException as error:
                log.warning("game=%d: could not post to the channel: %s", table.id, error)
            except Exception:
                log.exception("game=%d: could not announce a change", table.id)
        if table.status != "active" and not lock.locked():
            self._order.pop(table.id, None)

    async def flush(self) -> None:
        """Wait for every announcement under way (shutdown, tests)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
