"""What every button and select of the bot shares: one answer for every error, and the form
of a game's custom_id.

Each kind of component is its own `DynamicItem`: its template matches only its own custom_id,
`from_custom_id` reads that id into typed fields, and `clicked` calls the service and renders
the answer. The custom_id carries all it needs, so every component of every message works
after a restart (each feature registers its own, in its `setup`).
"""

from __future__ import annotations

from typing import Any

import discord

from .host import Host, host_of
from .replies import send_error

# A button that carries its own state in its custom_id.
DynamicButton = discord.ui.DynamicItem[discord.ui.Button[Any]]
DynamicSelect = discord.ui.DynamicItem[discord.ui.Select[Any]]


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
