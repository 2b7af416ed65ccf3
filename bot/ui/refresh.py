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

import discord

from bot.service import TableView

from .components import table_view
from .embeds import table_embed

log = logging.getLogger(__name__)


class TableRefresher:
    def __init__(
        self,
        client: discord.Client,
        lookup: Callable[[int], Awaitable[TableView | None]],
        delay: float = 1.0,
    ) -> None:
        self._client = client
        self._lookup = lookup
        self.delay = delay
        self._pending: dict[int, asyncio.Task[None]] = {}

    def request(self, game_id: int) -> None:
        if game_id not in self._pending:
            self._pending[game_id] = asyncio.create_task(self._edit_soon(game_id))

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
        kwargs: dict[str, Any] = {"embed": table_embed(table)}
        kwargs["view"] = table_view(table.id) if table.status == "active" else None
        try:
            await message.edit(**kwargs)
        except discord.NotFound:
            log.info("the table message of game %d is gone", game_id)
        except discord.HTTPException as error:
            log.warning("could not update the table of game %d: %s", game_id, error)

    async def flush(self) -> None:
        """Wait for every pending edit (shutdown, tests)."""
        while self._pending:
            await asyncio.gather(*self._pending.values(), return_exceptions=True)
