"""What telling a change needs of its server and of the person who made it, read once when the
change is committed and carried by its `Outcome`: the server's chosen language, whether it
shows pictures and allows take-backs; the person's own language, and whether they are to hear
that their DMs are closed. All of it is kept in memory once read (every move asks)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

from .events import PlayerFacts, ServerFacts


class Settings(Protocol):
    """A server's yes-or-no settings, cached (`Leaderboards.setting_on`)."""

    async def setting_on(self, guild_id: int | None, name: str) -> bool: ...


class Chosen(Protocol):
    """The languages chosen, cached (`Languages`)."""

    async def player(self, user_id: int) -> str | None: ...

    async def server(self, guild_id: int | None) -> str | None: ...


class Facts:
    def __init__(
        self,
        settings: Settings,
        languages: Chosen,
        dm_closed: Callable[[int], Awaitable[bool]],
    ) -> None:
        self._settings = settings
        self._languages = languages
        self._dm_closed = dm_closed

    async def server(self, guild_id: int | None, *, duplicate: bool = False) -> ServerFacts:
        """The server's facts for a change at one of its tables; a daily deal's or an event
        table's (`duplicate`) allows no take-back whatever the server's setting (it is played
        once, as it falls)."""
        if guild_id is None:
            return ServerFacts()
        return ServerFacts(
            await self._languages.server(guild_id),
            await self._settings.setting_on(guild_id, "images"),
            not duplicate and await self._settings.setting_on(guild_id, "takebacks"),
        )

    async def player(self, user_id: int) -> PlayerFacts:
        """The person's facts; their DMs' being closed is told once (read and cleared)."""
        return PlayerFacts(
            user_id, await self._languages.player(user_id), await self._dm_closed(user_id)
        )
