"""Deleting a server's data, asked by a member who may manage the server: the question, the
confirmation, and the answer."""

from __future__ import annotations

from typing import Any

import discord

from bot.engine.words import plural

from .components import forget_view
from .replies import UserError, send_private

ONLY_MANAGERS = "Only members with Manage Server can delete this server's data."


def check_manager(interaction: discord.Interaction[Any]) -> None:
    if not interaction.permissions.manage_guild:
        raise UserError(ONLY_MANAGERS)


async def ask_to_forget(interaction: discord.Interaction[Any], games: int) -> None:
    """The private question before anything is deleted."""
    check_manager(interaction)
    await send_private(
        interaction,
        f"This deletes this server's {plural(games, 'game')} (running ones end at once, "
        "without a word in their channels), the leaderboard, every player's statistics and "
        "ratings here, and the settings. It cannot be undone.",
        view=forget_view(interaction.guild_id or 0),
    )


async def say_forgotten(interaction: discord.Interaction[Any], games: int) -> None:
    """The question, edited into the answer: the button goes."""
    await interaction.response.edit_message(
        content=f"Deleted this server's {plural(games, 'game')}, statistics and settings.",
        view=None,
    )
