"""Keeping each game's lobby or table message up to date without flooding the channel.

The refresher hears every outcome of the service. Edits of one channel are rate limited, and
a trick brings several actions in a few seconds, so requests are coalesced: one edit per game
at most every `delay` seconds, always showing the state at the moment of the edit.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

import aiohttp
import discord

from bot.service import GameStarted, LobbyOpened, MessagePlaced, Outcome, TableView

from .languages import server_language
from .table_message import lobby_message, table_message

log = logging.getLogger(__name__)

# A message was just posted with these (the lobby, the start, a new table message): nothing
# to bring up to date.
FRESH = (LobbyOpened, GameStarted, MessagePlaced)


class TableRefresher:
    def __init__(
        self,
        client: discord.Client,
        lookup: Callable[[int], Awaitable[TableView | None]],
        pictures: Callable[[int | None], Awaitable[bool]],
        delay: float = 1.0,
    ) -> None:
        self._client = client
        self._lookup = lookup
        self._pictures = pictures
        self.delay = delay
        self._pending: dict[int, asyncio.Task[None]] = {}  # edits waiting for their moment
        self._tasks: set[asyncio.Task[None]] = set()  # every edit not finished yet

    def heard(self, outcome: Outcome) -> None:
        """A subscriber of the service: every change but a fresh message asks for an edit."""
        if not any(isinstance(event, FRESH) for event in outcome.events):
            self.request(outcome.table.id)

    def request(self, game_id: int) -> None:
        if game_id not in self._pending:
            task = asyncio.create_task(self._edit_soon(game_id))
            self._pending[game_id] = task
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _edit_soon(self, game_id: int) -> None:
        try:
            await asyncio.sleep(self.delay)
        finally:
            self._pending.pop(game_id, None)
        table = await self._lookup(game_id)
        if table is None or table.message_id is None:
            return
        lang = await server_language(self._client, table.guild_id)
        if table.status in ("lobby", "cancelled"):
            place, posting = table.channel_id, lobby_message(table, lang)
        else:
            pictures = await self._pictures(table.guild_id)
            posting = await table_message(table, pictures=pictures, lang=lang)
            place = table.place_id
        message = self._client.get_partial_messageable(place).get_partial_message(table.message_id)
        try:
            await message.edit(**posting.edit_kwargs())
        except discord.NotFound:
            log.info("game=%d: the table message is gone", game_id)
        except (discord.HTTPException, aiohttp.ClientError) as error:
            log.warning("game=%d: could not update the table: %s", game_id, error)

    async def flush(self) -> None:
        """Wait for every pending or running edit (shutdown, tests)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
