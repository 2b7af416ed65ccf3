"""The cogs: slash commands, autocomplete and listeners. Each parses what the player gave,
calls the service, and renders what it answers; a button or select handles its own click
(`bot/ui/components.py`)."""

from __future__ import annotations

from typing import Protocol

from bot.service import Languages
from bot.ui.clicks import Host as ClickHost
from bot.ui.refresh import TableRefresher


class Host(ClickHost, Protocol):
    """What a cog needs of the bot that loads it (the wiring is above the cogs: they never
    import it): what a click needs, the languages, and the whole table refresher."""

    @property
    def languages(self) -> Languages: ...

    @property
    def tables(self) -> TableRefresher: ...
