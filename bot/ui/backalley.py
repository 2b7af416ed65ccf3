"""`/backalley`: one slash command group, composed of the features' parts — the lobby, the
table, the daily deal, the player's list of games, the choices and the events — as Red's
audio cog joins its command mixins. discord.py gathers a group's subcommands across the
class's ancestors; `ORDER` keeps them in the order Discord has always been sent (a new one
last), so the payload of the sync is the same and nothing is registered again."""

from __future__ import annotations

from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui.daily.commands import DailyCommands
from bot.ui.events.commands import EventCommands
from bot.ui.games.commands import GamesCommands
from bot.ui.lobby.commands import LobbyCommands
from bot.ui.play.commands import PlayCommands
from bot.ui.plumbing.host import Host
from bot.ui.settings.commands import SettingsCommands

# The subcommands as Discord lists them. A new one gets its place here (the sync's payload,
# and so the commands' registration, follows this order).
ORDER = (
    "new",
    "join",
    "addbot",
    "away",
    "back",
    "games",
    "leave",
    "start",
    "cancel",
    "abandon",
    "table",
    "lasttrick",
    "claim",
    "hint",
    "review",
    "daily",
    "prefs",
    "rules",
    "record",
    "settings",
    "language",
    "event",
)


# In a direct message only the player's list of games has a meaning; the other commands are
# about a server's channel and its game, and say so there (`interaction_check`).
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class BackAlleyCog(
    # The daily deal first: its `review_daily` answers the table's `review daily:True`.
    DailyCommands,
    LobbyCommands,
    PlayCommands,
    GamesCommands,
    SettingsCommands,
    EventCommands,
    commands.GroupCog,
    name="BackAlley",
    group_name="backalley",
    group_description="Play Back Alley",
):
    def __init__(self, bot: Host) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction[Any]) -> bool:
        if interaction.guild_id is None and interaction.command is not self.games:
            raise app_commands.NoPrivateMessage()
        return True


BackAlleyCog.__cog_app_commands__ = sorted(
    BackAlleyCog.__cog_app_commands__, key=lambda command: ORDER.index(command.name)
)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(BackAlleyCog(cast(Host, bot)))
