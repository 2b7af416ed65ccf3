"""The cogs: slash commands, autocomplete and component callbacks. Each parses what the
player gave, calls the service, and renders what it answers."""

from __future__ import annotations

from typing import Protocol

from discord.ext import commands

from bot.service import GameService, Languages
from bot.service.leaderboard import Leaderboards
from bot.ui.components import Routes
from bot.ui.refresh import TableRefresher


class Host(Protocol):
    """What a cog needs of the bot that loads it (the wiring is above the cogs: they never
    import it)."""

    @property
    def service(self) -> GameService: ...

    @property
    def leaderboards(self) -> Leaderboards: ...

    @property
    def languages(self) -> Languages: ...

    @property
    def routes(self) -> Routes: ...

    @property
    def tables(self) -> TableRefresher: ...

    async def pictures_on(self, guild_id: int | None) -> bool: ...

    def get_cog(self, name: str, /) -> commands.Cog | None: ...
