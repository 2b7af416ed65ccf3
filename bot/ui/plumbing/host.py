"""The bot as the Discord side sees it (`Host`): what a command, a click or a listener reaches
through its interaction, and the keepers above the features that draw and post for them (the
table messages' keeper, the news of a move). The wiring is above the Discord side and is never
imported: `BackAlleyBot` is the one Host, handed to each feature as a protocol."""

from __future__ import annotations

from typing import Any, Protocol, cast

import discord

from bot.service import GameService, Languages, Outcome, TableView
from bot.service.leaderboard import Leaderboards

from .layouts import Posting
from .replies import place_of


class Tables(Protocol):
    """What the features ask of the table messages' keeper (`delivery.refresh`, which is
    above them: it draws the lobby's and the table's messages)."""

    def not_posted(self, table: TableView) -> None:
        """A started game's table message could not be posted: post it once the bot may."""
        ...

    async def post_lobby(self, table: TableView, lang: str) -> int:
        """Post a lobby's message in its channel and remember it; the message's id."""
        ...

    async def message(
        self,
        table: TableView,
        lang: str,
        *,
        client: discord.Client,
        allowed: discord.Permissions | None,
    ) -> Posting:
        """The game's message as it stands: its lobby, or its table."""
        ...

    def shown(self, outcome: Outcome) -> None:
        """The change's own answer showed the game's message as it now stands (a lobby
        button's edit in place): no edit of it is needed for this change."""
        ...

    def permissions_changed(self) -> None:
        """A server changed roles or permissions: show what could not be shown."""
        ...


class News(Protocol):
    """The one path of a change's news (`delivery.news`): what a person did, told in the
    answer to their own interaction; what the computer and the timers did, in the channel."""

    async def publish(
        self, interaction: discord.Interaction[Any], outcome: Outcome, *, one_move: bool = True
    ) -> None:
        """A person's accepted move, told to the table."""
        ...


class Host(Protocol):
    """What the Discord side needs of the bot that received an interaction."""

    @property
    def service(self) -> GameService: ...

    @property
    def leaderboards(self) -> Leaderboards: ...

    @property
    def languages(self) -> Languages: ...

    @property
    def tables(self) -> Tables: ...

    @property
    def news(self) -> News: ...

    async def pictures_on(self, guild_id: int | None) -> bool: ...


def host_of(interaction: discord.Interaction[Any]) -> Host:
    return cast(Host, interaction.client)


async def table_here(host: Host, interaction: discord.Interaction[Any]) -> TableView:
    """The game of the channel or thread a command was typed in (refused when none)."""
    return await host.service.require_table_at(place_of(interaction))
