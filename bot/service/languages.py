"""Which language each player and each server chose: stored, and kept in memory once read
(every message asks)."""

from __future__ import annotations

import time
from collections.abc import Callable

from bot.store import Database
from bot.store.languages import LanguageStore
from bot.store.stats import StatsStore

# The notice every process hears when a player changes a choice of their own, a language or
# another (payload: the user id).
PLAYER_CHANGED = "player"


class Languages:
    def __init__(self, database: Database, *, clock: Callable[[], float] = time.time) -> None:
        self._database = database
        self._players = LanguageStore(database)
        self._servers = StatsStore(database)
        self._clock = clock
        self._player: dict[int, str | None] = {}
        self._server: dict[int, str | None] = {}
        # A player's choice made through another process: read again on next use.
        database.on_notice(PLAYER_CHANGED, self._forget_player)

    def _forget_player(self, payload: str | None) -> None:
        if payload is None:
            self._player.clear()  # notices may have been missed
        else:
            self._player.pop(int(payload), None)

    async def player(self, user_id: int) -> str | None:
        """The player's own choice, if they made one."""
        if user_id not in self._player:
            self._player[user_id] = await self._players.player(user_id)
        return self._player[user_id]

    async def set_player(self, user_id: int, language: str | None) -> None:
        await self._players.set_player(user_id, language, self._clock())
        self._player[user_id] = language
        await self._database.notify(PLAYER_CHANGED, str(user_id))

    async def server(self, guild_id: int | None) -> str | None:
        """The server's chosen language (its `language` setting), if it chose one."""
        if guild_id is None:
            return None
        if guild_id not in self._server:
            found = (await self._servers.settings(guild_id)).get("language")
            self._server[guild_id] = found if isinstance(found, str) else None
        return self._server[guild_id]

    async def set_server(self, guild_id: int, language: str | None) -> None:
        await self._servers.update_settings(guild_id, {"language": language}, self._clock())
        self._server[guild_id] = language
