"""`/backalley games`, the one command that works in a direct message too, and the list's
page buttons."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui.plumbing.clicks import register
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.permissions import Needs
from bot.ui.plumbing.replies import send_private

from .listing import GamesPageButton, games_answer

# The list is only ever an answer to its player: it needs no permission.
PERMISSIONS: tuple[Needs, ...] = ()

BUTTONS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (GamesPageButton,)


class GamesCommands(commands.Cog):
    """The player's list's part of `/backalley` (joined into the one group by
    `bot.ui.backalley`)."""

    bot: Host

    @app_commands.command(
        name="games", description="Your open games and lobbies in every server, yours to play first"
    )
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        embed, view = await games_answer(interaction, self.bot)
        await send_private(interaction, embed=embed, view=view)


async def setup(bot: commands.Bot) -> None:
    register(bot, *BUTTONS)
