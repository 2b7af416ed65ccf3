"""What every button and select of the bot shares: the bot a click reaches through its
interaction (`Host`), one answer for every error, and the form of a game's custom_id.

Each kind of component is its own `DynamicItem`: its template matches only its own custom_id,
`from_custom_id` reads that id into typed fields, and `clicked` calls the service and renders
the answer. The custom_id carries all it needs, so every component of every message works
after a restart (`components.DYNAMIC_ITEMS` registers them).
"""

from __future__ import annotations

from typing import Any, Protocol, cast

import discord

from bot.service import GameService, TableView
from bot.service.leaderboard import Leaderboards

from .replies import send_error

# A button that carries its own state in its custom_id.
DynamicButton = discord.ui.DynamicItem[discord.ui.Button[Any]]
DynamicSelect = discord.ui.DynamicItem[discord.ui.Select[Any]]


class Tables(Protocol):
    """What a click asks of the table messages' keeper (`refresh.TableRefresher`, which is
    above the components: it draws the messages they sit on)."""

    def not_posted(self, table: TableView) -> None: ...

    async def post_lobby(self, table: TableView, lang: str) -> int:
        """Post a lobby's message in its channel and remember it; the message's id."""
        ...


class Host(Protocol):
    """What a click needs of the bot that received it (the wiring is above the presentation:
    it is never imported)."""

    @property
    def service(self) -> GameService: ...

    @property
    def leaderboards(self) -> Leaderboards: ...

    @property
    def tables(self) -> Tables: ...

    async def pictures_on(self, guild_id: int | None) -> bool: ...


def host_of(interaction: discord.Interaction[Any]) -> Host:
    return cast(Host, interaction.client)


class Clicked:
    """A component that handles its own click. Errors of components never reach the command
    tree's `on_error`, so here they become the private message a command's error gets (an
    unexpected one is logged once, there)."""

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        raise NotImplementedError

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            await self.clicked(interaction, host_of(interaction))
        except Exception as error:
            await send_error(interaction, error)


def game_template(action: str, arg: str = "") -> str:
    """The template of a game's component `action`: `ba:{game}:{action}:{arg}`, `arg` a
    pattern whose groups are the component's fields."""
    return rf"ba:(?P<game>\d+):{action}:{arg}"


def game_custom_id(game_id: int, action: str, arg: object = "") -> str:
    return f"ba:{game_id}:{action}:{arg}"


def game_button(
    game_id: int,
    action: str,
    arg: object = "",
    *,
    label: str | None = None,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    disabled: bool = False,
) -> discord.ui.Button[Any]:
    return discord.ui.Button(
        label=label, style=style, disabled=disabled, custom_id=game_custom_id(game_id, action, arg)
    )
