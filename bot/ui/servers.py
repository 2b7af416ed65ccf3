"""Deleting a server's data, asked by a member who may manage the server: the question, the
confirmation, and the answer."""

from __future__ import annotations

from typing import Any

import discord

from .components import forget_view
from .i18n import text
from .languages import private_language
from .replies import UserError, send_private


def check_manager(interaction: discord.Interaction[Any]) -> None:
    if not interaction.permissions.manage_guild:
        raise UserError("forget-only-managers")


async def ask_to_forget(interaction: discord.Interaction[Any], games: int) -> None:
    """The private question before anything is deleted."""
    check_manager(interaction)
    lang = await private_language(interaction)
    await send_private(
        interaction,
        text(lang, "forget-ask", games=games),
        view=forget_view(interaction.guild_id or 0, lang),
    )


async def say_forgotten(interaction: discord.Interaction[Any], games: int) -> None:
    """The question, edited into the answer: the button goes."""
    lang = await private_language(interaction)
    await interaction.response.edit_message(
        content=text(lang, "forget-done", games=games), view=None
    )
