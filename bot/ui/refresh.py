"""Keeping each game's table message up to date without flooding the channel.

Edits of one channel are rate limited, and a trick brings several actions in a few seconds,
so requests are coalesced: one edit per game at most every `delay` seconds, always showing
the state at the moment of the edit.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord

from bot.service import TableView

from .components import table_view
from .embeds import table_embed
from .pictures import attach_table

log = logging.getLogger(__name__)


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
        if table is None or table.message_id is None or table.status == "lobby":
            return
        message = self._client.get_partial_messageable(table.place_id).get_partial_message(
            table.message_id
        )
        embed = table_embed(table)
        kwargs: dict[str, Any] = {"embed": embed}
        kwargs["view"] = table_view(table.id) if table.status == "active" else None
        if await self._pictures(table.guild_id) and table.game is not None:
            kwargs["attachments"] = [await attach_table(embed, table)]
        try:
            await message.edit(**kwargs)
        except discord.NotFound:
            log.info("game=%d: the table message is gone", game_id)
        except (discord.HTTPException, aiohttp.ClientError) as error:
            log.warning("game=%d: could not update the table: %s", game_id, error)

    async def flush(self) -> None:
        """Wait for every pending or running edit (shutdown, tests)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
