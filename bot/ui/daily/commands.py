"""`/backalley daily` and `/backalley review daily:True`: the daily deal's commands."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.service.daily import MAX_HANDS
from bot.ui.play.commands import TABLE
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.permissions import Needs

from .field import show_month, show_traveller
from .thread import open_daily, review_daily

# A player's day is played in a private thread the bot opens in the channel where
# `/backalley daily` was typed, at a table like any game's.
DAILY = Needs(
    "feature-daily",
    in_channel=("view_channel", "create_private_threads"),
    in_thread=TABLE.in_thread,
)
PERMISSIONS = (DAILY,)


class DailyCommands(commands.Cog):
    """The daily deal's part of `/backalley` (joined into the one group by
    `bot.ui.backalley`)."""

    bot: Host

    @app_commands.command(
        name="daily", description="Today's daily deal: play it alone, then see the field"
    )
    @app_commands.describe(
        hand="After your day: the traveller of this hand (everyone's result on it)",
        month="After your day: this month's daily standings",
    )
    async def daily(
        self,
        interaction: discord.Interaction[Any],
        hand: app_commands.Range[int, 1, MAX_HANDS] | None = None,
        month: bool = False,
    ) -> None:
        if month:
            await show_month(self.bot, interaction)
        elif hand is not None:
            await show_traveller(self.bot, interaction, hand)
        else:
            await open_daily(self.bot, interaction)

    async def review_daily(self, interaction: discord.Interaction[Any]) -> None:
        """`/backalley review daily:True` (the table's `review` hands it here)."""
        await review_daily(self.bot, interaction)
